// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game.h"

#include <atomic>
#include <functional>

namespace quantum {

// A share with its 95% confidence interval (the Wilson score interval), e.g. a win rate.
struct Share {
    int count = 0;
    int of = 0;
    double rate = 0, low = 0, high = 0;
};
Share share(int count, int of);
// The same with fractional counts (a tie counted as half a win); `count` keeps the whole part.
Share share(double count, int of);

// Many bot-against-bot games of one game (on one map for Quantum), played in parallel: what
// the tournament, the self-play and the map balance check (CLI and editor) are made of.
struct MatchSpec {
    GameKind game = GameKind::Quantum;
    BoardPtr board;    // Quantum: the map, whose player count is the seats'
    int seats = 2;     // Qwantum: the players at the table
    qw::Options rules; // Qwantum's rulings
    GameStart setup() const;
    // Bot names (botNames(game)), one per seat, or one for every seat. With `rotate`,
    // player k sits in seat (k + g) % seats in game g, so that over a multiple of the seat
    // count every player sits in every seat equally often.
    QStringList players;
    int games = 1;
    uint64_t seed = 0;  // game g is dealt and rolled with seed + g
    Budget budget;      // for every bot of every game
    int maxTurns = 300; // then the game is a draw
    int jobs = 1;       // threads playing games at once
    bool rotate = true;
    bool check = false; // invariants after every action (playGame)
    // One shard of the games spread over several machines (docs/balance.md): only the games g
    // with g % shards == shard are played, each with the seed and seats it has in the whole run.
    int shard = 0, shards = 1;
    // Makes the bot a player name stands for (e.g. an external engine, made by the CLI); null:
    // makePlayer. It returns nullptr for a name it does not know. runMatch calls it with seed 0
    // to check the names before any game, so making a bot must be cheap.
    std::function<std::unique_ptr<GamePlayer>(const QString &name, uint64_t seed)> makeBot;
};

struct MatchGame {
    int index = 0; // 0..games-1
    uint64_t seed = 0;
    std::array<int8_t, kMaxPlayers> playerAt{-1, -1, -1, -1}; // seat -> index in players
    GameRecord record;                                        // winner and startPlanet are by seat
};

// How many games of spec.games are in its shard (all of them without shards).
int shardGames(const MatchSpec &spec);

// The player (index in spec.players) sitting in `seat` in game `g`.
int playerInSeat(const MatchSpec &spec, int seat, int g);

// Plays the games of `spec` on spec.jobs threads and calls `done` once per finished game,
// in any order, from the playing threads but never two at a time. When *cancel becomes
// true, the games in progress stop at their next action (reported with record.cancelled)
// and no new game starts. Returns an error for a spec that cannot be played (an unknown
// bot, a wrong number of players), else an empty string after the last game.
QString runMatch(const MatchSpec &spec, const std::function<void(const MatchGame &)> &done,
                 const std::atomic<bool> *cancel = nullptr);

} // namespace quantum
