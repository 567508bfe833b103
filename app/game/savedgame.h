// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/seat.h"
#include "engine/game.h"
#include "engine/json.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace quantum {

// A saved game with its seats: the one reader and writer of the app's save files
// (docs/save-format.md). The engine's save of its game (Quantum's: map, position, generator;
// Qwantum's: position, generator) plus the seats and the version (the number of actions
// applied).
struct SavedGame {
    GameKind kind = GameKind::Quantum;
    GameState state;   // Quantum's position
    qw::State qwantum; // Qwantum's position
    quint64 rngState = 0;
    QList<SeatInfo> seats;
    quint64 version = 0;
    QString savedAt; // ISO date, as written
    // The whole game: the seed it began with and every action since, so that it replays
    // exactly (the dice come from the seeded generator). Absent for a game whose beginning
    // is not known (a save from before, a position made by hand).
    std::optional<quint64> seed;
    std::vector<Action> actions;            // Quantum's
    std::vector<qw::Action> qwantumActions; // Qwantum's
    // A LAN host's game only: each seat's rejoin token (empty for none), so that the players
    // take their seats back when the host resumes the game from its autosave; and the claim
    // of the hello that seated each (empty for none), so that a player whose welcome never
    // reached it comes back too (docs/protocol.md, Seats).
    QStringList seatTokens;
    QStringList seatClaims;

    int players() const;
    // How the game began: Quantum's map; Qwantum's players and rulings.
    GameStart start() const;
    // The saved position, as a game of its kind.
    std::unique_ptr<Game> game() const;

    QByteArray toBytes() const;
    // The games a reader takes: the app's screens show games of Quantum; a LAN host (serve)
    // resumes either.
    enum class Games { Quantum, Any };
    // The game in `bytes` (the document is parsed once), or false with the reason in
    // `status` (an id with arguments: status.message() words it in the current language). A
    // save of Qwantum read for Games::Quantum is refused with that reason.
    static bool fromBytes(const QByteArray &bytes, SavedGame &out, ReadStatus &status,
                          Games games = Games::Quantum);
    // The same from a file, read with the engine's input cap (kMaxInputBytes).
    static bool fromFile(const QString &path, SavedGame &out, ReadStatus &status,
                         Games games = Games::Quantum);
    // Why a save could not be read, in a player's words ("it is damaged, or it ends in the
    // middle"); status.message() keeps the technical reason for a Details button.
    static QString problemInWords(const ReadStatus &status);
};

// A player's claim (its hello's, docs/protocol.md): printable ASCII of this many characters.
inline constexpr int kMinClaimLength = 16;
inline constexpr int kMaxClaimLength = 64;
bool isSeatClaim(const QString &claim);

// Autosaves (the app's, a LAN host's) keep the one before them (docs/save-format.md): the
// previous autosave of "autosave.quantum-save" is "autosave.previous.quantum-save".
QString previousAutosavePath(const QString &path);
// Writes an autosave: first the autosave it replaces becomes the previous one (when it reads),
// then the new one is written; each step atomically (QSaveFile), so that at every moment
// `path` holds the last or the new autosave and the previous one the one before or the last.
bool writeAutosave(const QString &path, const QByteArray &bytes, QString *error = nullptr);
// Removes an autosave and the previous one (the game is over or abandoned).
void removeAutosave(const QString &path);

} // namespace quantum
