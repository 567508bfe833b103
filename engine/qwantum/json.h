// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Qwantum's formats (docs/qwantum-formats.md): positions, actions, events and saves as JSON,
// written and read. The readers bound every size before they index, and refuse every
// position they can tell no game reaches (whyImpossible): what they read keeps
// brokenInvariant (engine/qwantum/rules.h).

#include "engine/qwantum/rules.h"
#include "engine/reader.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <vector>

namespace quantum::qw {

inline constexpr int kStateFormatVersion = 1;
inline constexpr int kSaveFormatVersion = 1;
// The most actions a save's history or a scenario holds (a whole game takes a few hundred).
inline constexpr int kMaxHistoryActions = 10000;
// The highest colour sum any faces table allows: the white 6 and six coloured 6s.
inline constexpr int kMaxSum = 6 + 6 * kColouredDice;

// ---- names

// "purple", "blue", "red", "yellow" (colourName) back to the colour, or -1.
int colourFromName(const QString &name);
// "active", "others", "over".
const char *phaseName(Phase p);
// "reroll", "write", "misthrow", "pass".
const char *actionTypeName(ActionType t);
// "rolled", "wrote", "misthrew", "passed", "ended".
const char *eventTypeName(EventType t);

// ---- positions

// Every field of the two positions, the sheets of every seat included.
bool samePosition(const State &a, const State &b);

// The first reason the position cannot arise in a game, empty when none is known: the
// invariants of brokenInvariant, and also a number its colour cannot sum to with these
// dice, a turn that does not match the marks on the sheets, a closed colour whose sum the
// active player did not write, a game over that has not ended ... (the list is in
// docs/qwantum-formats.md). Worded for translation (context "Reader").
Reason whyImpossible(const State &s);

QJsonObject stateToJson(const State &s);
// Reads a position (a "qwantum-state" object). Omitted fields take their defaults; a field
// of the wrong type, a value outside its range or an array longer than its room is
// Unreadable; a position no game reaches (whyImpossible) is Refused, `where` naming the
// field. The State returned is meaningful only when the status is ok.
State stateFromJson(const QJsonObject &o, ReadStatus &status);

// The options object ({"strictRise", "strictFall", "misthrowCost"}) and a faces table as
// written in a position (six arrays of six faces such as "R4"). `where` is the JSON path of
// the object read, for the reasons.
QJsonObject optionsToJson(const Options &options);
bool optionsFromJson(const QJsonValue &v, Options &out, ReadStatus &status, const QString &where);
QJsonArray facesToJson(const DiceFaces &faces);
bool facesFromJson(const QJsonValue &v, DiceFaces &out, ReadStatus &status, const QString &where);

// ---- actions and events

// {"type": "reroll", "player": 0, "dice": ["white", 0, 3]}, {"type": "write", "player": 1,
// "colour": "red"}, {"type": "misthrow", "player": 0}, {"type": "pass", "player": 2}.
QJsonObject actionToJson(const Action &a);
QJsonArray actionsToJson(const std::vector<Action> &actions);
// Reads an action of a game of `players` players. `defaultPlayer` is taken when the object
// names no player (-1: "player" is required). An unknown type, colour or die, a player past
// the players, a field of the wrong type: Unreadable. Fields the type does not carry are not
// read.
Action actionFromJson(const QJsonObject &o, int players, int defaultPlayer, ReadStatus &status);
// The legal action equal to `a`, or nullptr.
const Action *matchAction(const std::vector<Action> &legal, const Action &a);
// Why `a` is not legal in `s` (the game is over, not the player's decision, a colour closed,
// a sum that does not fit ...); empty when it is legal.
Reason whyIllegal(const State &s, const Action &a);
// The dice of a re-roll or a roll as written: "white" for the white die, 0-5 for coloured die
// i (roll.faces[i]), in that order.
QJsonArray diceToJson(uint8_t dice);

// {"type": "rolled", "player": 0, "dice": [...], "roll": {...}}, {"type": "wrote", "player":
// 1, "colour": "red", "field": 2, "number": 9}, {"type": "misthrew", "player": 0,
// "misthrows": 2}, {"type": "passed", "player": 1}, {"type": "ended"}.
QJsonObject eventToJson(const Event &e);
// Reads an event back, every field bounded (players 0-3, fields 0-5, numbers 2..kMaxSum,
// misthrows 1-5): anything else is Unreadable. It checks each field, not whether the event
// could have happened in a given position.
Event eventFromJson(const QJsonObject &o, ReadStatus &status);

// The roll as written in a position and an event: {"white", "faces", and for people "shows"
// and "sums"}. `faces` words "shows" and "sums"; the reader checks them against it when
// present (Refused when they disagree).
QJsonObject rollToJson(const Roll &roll, const DiceFaces &faces);
bool rollFromJson(const QJsonValue &v, const DiceFaces *faces, Roll &out, ReadStatus &status,
                  const QString &where);

// `quantum-cli legal`'s document: {"format": "qwantum-actions", "version": 1, "game":
// "qwantum", "due": [{"player": P, "actions": [...]}, ...]}, the players whose decision is
// due (playersDue) with each one's legal actions.
QJsonObject legalActionsToJson(const State &s);

// ---- saves

// A saved game: the position, the generator of its seeded dice (Rng state, engine/dice.h)
// and, when known, the whole game from its seed, so that it replays to the position.
struct SaveGame {
    State state;
    uint64_t rngState = 0;
    QString savedAt;
    bool hasHistory = false;
    uint64_t seed = 0;           // newGame(state.players, SeededDice(seed), state.options,
    std::vector<Action> actions; // state.faces), then these actions, in order
};
QJsonObject saveToJson(const SaveGame &g);
QByteArray saveToBytes(const SaveGame &g); // indented
// Reads a "qwantum-save" document: a save of a newer version is Unreadable ("... made by a
// newer version ..."); a history that does not replay (an illegal action) or does not arrive
// at the saved position and generator is Refused, as a position no game reaches.
SaveGame saveFromJson(const QJsonObject &o, ReadStatus &status);
SaveGame saveFromBytes(const QByteArray &bytes, ReadStatus &status);

// Replays a history: a new game of `players` from SeededDice(seed), then each action in
// turn. False (Refused, naming the first illegal action and why) when one is illegal.
// `rngState` is the generator's state afterwards.
bool replay(uint64_t seed, int players, const Options &options, const DiceFaces &faces,
            const std::vector<Action> &actions, State &out, uint64_t &rngState, ReadStatus &status);

} // namespace quantum::qw
