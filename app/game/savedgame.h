#pragma once

#include "app/game/seat.h"
#include "engine/json.h"

#include <QList>
#include <QString>

namespace quantum {

// A saved game with its seats: the one reader and writer of the app's save files
// (docs/save-format.md). The engine's save (map, position, generator) plus the seats and
// the version (the number of actions applied).
struct SavedGame {
    GameState state;
    quint64 rngState = 0;
    QList<SeatInfo> seats;
    quint64 version = 0;
    QString savedAt; // ISO date, as written

    QByteArray toBytes() const;
    // The game in `bytes`, or a translated reason in `error` (with `readError`: Unreadable
    // for malformed input, Refused for a position the rules refuse).
    static bool fromBytes(const QByteArray &bytes, SavedGame &out, QString *error,
                          ReadError *readError = nullptr);
};

} // namespace quantum
