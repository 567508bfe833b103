// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Players of selfplay and tournament (docs/cli.md#players): a bot name of botNames() or an
// external engine, cmd:"COMMAND LINE", spoken to through the engine protocol
// (docs/engine-protocol.md) as a child process, in either game.

#include "engine/match.h"

#include <QSet>

#include <functional>
#include <memory>

namespace quantum::cli {

// Splits a player list at the commas outside cmd:"..." quotes (a comma inside the command
// line stays), each item trimmed. Empty with `error` set for an empty item or an unclosed
// quote.
QStringList splitPlayers(const QString &list, QString *error);

bool isExternal(const QString &player); // cmd:...
// The program and arguments of a cmd: player; empty with `error` set when there is none.
QStringList externalCommand(const QString &player, QString *error);

struct ExternalOptions {
    // An external engine must answer within the decision's budget (or 1 s when the budget
    // is not in milliseconds) plus this margin, or it forfeits.
    int marginMs = 5000;
};

// The answer limit of one decision for `budget` (milliseconds).
int answerLimitMs(const Budget &budget, const ExternalOptions &options);
// How much longer than a decision an engine may take to start and answer its hello.
inline constexpr int kStartupMs = 10000;

// What MatchSpec::makeBot needs: built-in bots of `game` by name and cmd: players as external
// engines of that game (one GamePlayer class for both games). The engine's process starts at
// its first decision.
std::function<std::unique_ptr<GamePlayer>(const QString &, uint64_t)>
playerFactory(GameKind game, const ExternalOptions &options);

// Starts an external player once and says hello (the protocol's handshake): its name from
// the answer, or an empty string and `error` (also when its hello does not list `game`).
QString probeExternal(GameKind game, const QString &player, const Budget &budget,
                      const ExternalOptions &options, QString *error);

// Checks a list of players: every name known, each external one answering hello. Empty, or
// the reason.
QString checkPlayers(GameKind game, const QStringList &players, const Budget &budget,
                     const ExternalOptions &options);

struct Args;

// The options selfplay and tournament share (docs/cli.md): --game, --map (Quantum), --seats
// (Qwantum), --games, --seed, --max-turns, --budget-ms, --iterations, --threads, --margin-ms,
// --jobs, --check and the players (`playersOption`: one name per seat, or with `oneForAll` one
// name for every seat).
// With `anyGame`, --game and --seats too (the map commands play Quantum only).
QSet<QString> matchValueOptions(const char *playersOption, bool jobs, bool anyGame = true);
QSet<QString> matchFlags(); // --check, --quiet
// Fills `spec` and `external` from `args`; Ok, or the exit code after fail() said why.
int readMatchOptions(Args &args, const char *command, const char *playersOption, bool oneForAll,
                     MatchSpec &spec, ExternalOptions &external);

} // namespace quantum::cli
