// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine protocol (docs/engine-protocol.md): one JSON object per line, a request on the
// engine's stdin, its answer on its stdout. Both sides are here: the requests a caller writes
// (ExternalBot) and the engine that answers them (quantum-cli engine).

#include "engine/bots.h"

#include <QJsonObject>

namespace quantum::cli {

inline constexpr int kEngineProtocol = 1;
// The longest request line an engine reads (longer ones are answered with an error), and the
// longest answer line a caller reads (longer ones forfeit).
inline constexpr qint64 kMaxRequestLine = 8 * 1024 * 1024;
inline constexpr qint64 kMaxAnswerLine = 1024 * 1024;

QJsonObject helloRequest();
// A decision: the map (the map file object), the position (stateToJson of the public view:
// the decks in card order), the legal actions in the engine's order, the budget and the
// bot's seed (a decimal string: it may exceed 2^53).
QJsonObject chooseRequest(const QJsonObject &map, const GameState &s,
                          const std::vector<Action> &legal, const Budget &budget, uint64_t seed);

// Reads the answer to a choose request: the chosen action's index in `legal`, or -1 with the
// reason (already quoting what came from the engine).
int readChooseAnswer(const QJsonObject &answer, const GameState &s,
                     const std::vector<Action> &legal, QString *reason);

} // namespace quantum::cli
