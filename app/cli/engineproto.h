// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine protocol (docs/engine-protocol.md): one JSON object per line, a request on the
// engine's stdin, its answer on its stdout. Both sides are here: the requests a caller writes
// (the external players of app/cli/players.cpp) and the engine that answers them
// (quantum-cli engine). Either game: a request's "game" says which (absent: Quantum).

#include "engine/bots.h"
#include "engine/game.h"
#include "engine/qwantum/rules.h"

#include <QJsonObject>

namespace quantum::cli {

inline constexpr int kEngineProtocol = 1;
// The longest request line an engine reads (longer ones are answered with an error), and the
// longest answer line a caller reads (longer ones forfeit).
inline constexpr qint64 kMaxRequestLine = 8 * 1024 * 1024;
inline constexpr qint64 kMaxAnswerLine = 1024 * 1024;

QJsonObject helloRequest();
// The games a hello answer says the engine plays: its "games" list, only Quantum when it has
// none (the engines written before Qwantum). False when "games" is there but not a list of
// strings.
bool helloGames(const QJsonObject &hello, QStringList &games);

// A Quantum decision: "game": "quantum", the map (the map file object), the position
// (stateToJson of the public view: the decks in card order), the legal actions in the
// engine's order, the budget and the bot's seed (a decimal string: it may exceed 2^53).
QJsonObject chooseRequest(const QJsonObject &map, const GameState &s,
                          const std::vector<Action> &legal, const Budget &budget, uint64_t seed);
// A Qwantum decision of `player` (one of qw::playersDue: in phase 2 each due player gets its
// own request, on the same position): "game": "qwantum", the position (qw::stateToJson), the
// player, its legal actions in the engine's order, the budget and the seed. No map.
QJsonObject chooseRequest(const qw::State &s, int player, const std::vector<qw::Action> &legal,
                          const Budget &budget, uint64_t seed);

// Reads the answer to a choose request: the chosen action's index in `legal`, or -1 with the
// reason (already quoting what came from the engine).
int readChooseAnswer(const QJsonObject &answer, const GameState &s,
                     const std::vector<Action> &legal, QString *reason);
int readChooseAnswer(const QJsonObject &answer, const qw::State &s, int player,
                     const std::vector<qw::Action> &legal, QString *reason);

} // namespace quantum::cli
