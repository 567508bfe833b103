// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The counts of a tournament and what tournament and map balance print from counts
// (docs/cli.md#tournament, docs/cli.md#map-balance): one code path for a whole run and for the
// merge of its shards (app/cli/shard.h), so both print the same figures.

#include "engine/balance.h"

#include <QTextStream>

#include <array>
#include <vector>

namespace quantum::cli {

// A tournament's raw counts, which add up (the shards' make the whole run's).
struct TournamentTally {
    struct Player {
        int wins = 0, forfeits = 0;
        qint64 turnsWon = 0, score = 0; // sums over its won games, its games
        std::array<int, kMaxPlayers> seatGames{}, seatWins{};
    };
    TournamentTally(int players, int seats);
    int seats = 0;
    std::vector<Player> players; // in --players order
    std::array<int, kMaxPlayers> seatWins{};
    int played = 0, draws = 0, noWinner = 0;
    qint64 turns = 0;   // the sum of the games' lengths
    double seconds = 0; // the time taken (for shards: the sum of theirs)

    // Counts a game of runMatch that was neither cancelled nor broken (an invariant).
    void add(const MatchGame &game);
    // Adds a shard's counts; false (nothing added) for another number of players or seats.
    bool add(const TournamentTally &shard);
};

// What a tournament's report says besides the counts.
struct TournamentRun {
    GameKind game = GameKind::Quantum;
    QString map; // Quantum: the map's name
    int seats = 2;
    int games = 0; // of the whole run
    quint64 seed = 0;
    QStringList players;
};
TournamentRun tournamentRun(const MatchSpec &spec);

// "tournament: 10 games on "Alpha Sector" (2 seats), seed 1, seats rotated"
QString tournamentHeading(const TournamentRun &run);
// One line per player, the summary line and the JSON line.
void printTournament(QTextStream &out, const TournamentRun &run, const TournamentTally &tally);

// "map balance: 100 games of normal on "Alpha Sector" (2 seats), seed 1, seats rotated"
QString balanceHeading(const Board &board, const QString &bot, int games, quint64 seed);
// The figures of a balance report: each seat's and starting planet's wins with their 95%
// intervals, the average length and the draws (map balance, map generate).
void printBalanceFigures(QTextStream &out, const Board &board, const BalanceReport &report);
// The lines by seat, by starting planet, the length and draws, and the JSON line.
void printBalance(QTextStream &out, const Board &board, const BalanceTally &tally);

} // namespace quantum::cli
