// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action.h"
#include "engine/invariants.h" // checkInvariants, for the callers of json.h
#include "engine/reader.h"
#include "engine/state.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace quantum {

inline constexpr int kStateFormatVersion = 1;
inline constexpr int kSaveFormatVersion = 1;


QJsonObject stateToJson(const GameState &s);
// Reads a position on `board`. Omitted fields take defaults (docs/state-format.md). When the
// market and decks are omitted, full decks are shuffled with `dice` and dealt.
GameState stateFromJson(const QJsonObject &o, BoardPtr board, class Dice &dice,
                        ReadStatus &status);

QJsonObject actionToJson(const Board &b, const Action &a);
// `defaultPlayer` is used when the object names no player.
Action actionFromJson(const Board &b, const QJsonObject &o, int defaultPlayer,
                      ReadStatus &status);
QJsonArray actionsToJson(const Board &b, const std::vector<Action> &actions);

QJsonObject eventToJson(const Board &b, const Event &e);
// Reads an event back, every field bounded (docs/state-format.md#events): an unknown type or
// a number out of its range is unreadable, a square off the map or a planet field that names
// no planet is refused. `type` is EventType::Count when the status is not ok.
Event eventFromJson(const Board &b, const QJsonObject &o, ReadStatus &status);
const char *actionTypeName(ActionType t);
const char *phaseName(Phase p);
const char *pendingKindName(Pending::Kind k);

QJsonValue squareToJson(const Board &b, Sq sq);
QJsonValue planetToJson(const Board &b, int planet);


// A saved game: map, position and the generator state, so play goes on as it would have.
struct SaveGame {
    GameState state;
    uint64_t rngState = 0;
    QString savedAt; // ISO date
};
// The save document (docs/save-format.md). A caller that stores more in the same document
// (the app keeps its seats there) adds its fields to saveToJson's object and reads the
// document once, giving the root object to saveFromJson: fields it does not know are ignored.
QJsonObject saveToJson(const GameState &s, uint64_t rngState, const QString &savedAt);
SaveGame saveFromJson(const QJsonObject &root, ReadStatus &status);
// The same as bytes: saveToJson's object written indented; parsed, then saveFromJson.
QByteArray saveToBytes(const GameState &s, uint64_t rngState, const QString &savedAt);
SaveGame saveFromBytes(const QByteArray &bytes, ReadStatus &status);
bool writeSaveFile(const QString &path, const QByteArray &bytes, QString *error); // atomic

} // namespace quantum
