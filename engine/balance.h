// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/match.h"

#include <QJsonObject>

#include <vector>

namespace quantum {

// A map's balance as many computer-against-computer games on it show it: who wins from
// which seat and from which starting planet (R-SETUP-4), how long games last, how many
// end in a draw by the turn cap. The editor's "Check balance" and `quantum-cli map balance`
// are made of it.
struct BalanceReport {
    int games = 0; // finished games counted (cancelled ones are not)
    int draws = 0;
    double averageTurns = 0; // over the finished games, draws included
    std::vector<Share> bySeat; // wins of each seat, of `games`
    struct Start {
        int planet = -1; // index into Board::planets()
        Share wins;      // wins of the seat that started there, of the games it was chosen in
    };
    std::vector<Start> byStart; // every starting planet of the map, in planet order
};

// The games played on a map on one bot for every seat, the seats rotated (runMatch): the
// spec that checks a map's balance. `jobs` threads play at once.
MatchSpec balanceSpec(const BoardPtr &board, const QString &bot, int games, uint64_t seed,
                      int jobs, const Budget &budget = Budget());

// The raw counts of a balance check, which add up: those of shards of one check played on
// several machines make the whole check's (quantum-cli map balance --shard, docs/balance.md).
struct BalanceCounts {
    int games = 0, draws = 0;
    qint64 turns = 0;                        // the sum of the finished games' lengths
    std::vector<int> seatWins;               // per seat
    std::vector<int> startChosen, startWins; // per planet (Board::planets())
};

// Adds up the games of a balance check one at a time (from runMatch's `done`, in any order),
// or the counts of its shards.
class BalanceTally {
public:
    explicit BalanceTally(const BoardPtr &board);
    void add(const MatchGame &game); // a cancelled game is not counted
    // Adds the counts of a shard of the same check; false (nothing added) when their sizes
    // are not this board's seats and planets.
    bool add(const BalanceCounts &counts);
    const BalanceCounts &counts() const { return m_counts; }
    BalanceReport report() const;
    int games() const { return m_counts.games; }

private:
    BoardPtr m_board;
    BalanceCounts m_counts;
};

// The report as JSON (docs/balance.md): games, draws, averageTurns, seats[], starts[].
QJsonObject balanceToJson(const BalanceReport &report, const Board &board);

} // namespace quantum
