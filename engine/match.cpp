// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/match.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <thread>

namespace quantum {

Share share(int count, int of)
{
    return share(double(count), of);
}

Share share(double count, int of)
{
    Share r;
    r.count = int(count);
    r.of = of;
    if (of <= 0) return r;
    const double z = 1.959963984540054, n = of, p = count / n;
    const double denom = 1 + z * z / n;
    const double centre = (p + z * z / (2 * n)) / denom;
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom;
    r.rate = p;
    // The interval holds the rate itself (rounding would put a bound of 0 or n wins a hair
    // past it).
    r.low = std::clamp(centre - half, 0.0, p);
    r.high = std::clamp(centre + half, p, 1.0);
    return r;
}

int shardGames(const MatchSpec &spec)
{
    const int shards = std::max(1, spec.shards);
    if (spec.shard < 0 || spec.shard >= shards || spec.games <= spec.shard) return 0;
    return (spec.games - spec.shard + shards - 1) / shards;
}

int playerInSeat(const MatchSpec &spec, int seat, int g)
{
    const int n = int(spec.players.size());
    if (n <= 1) return 0;
    return spec.rotate ? (seat + g) % n : seat;
}

GameStart MatchSpec::setup() const
{
    GameStart s;
    s.kind = game;
    s.board = board;
    s.players = seats;
    s.rules = rules;
    return s;
}

QString runMatch(const MatchSpec &spec, const std::function<void(const MatchGame &)> &done,
                 const std::atomic<bool> *cancel)
{
    const GameStart setup = spec.setup();
    if (const QString problem = setup.problem(); !problem.isEmpty()) return problem;
    const int seats = setup.seats();
    if (spec.players.size() != 1 && spec.players.size() != seats)
        return QStringLiteral("%1 players for a table of %2 seats")
            .arg(spec.players.size())
            .arg(seats);
    const auto make = [&spec](const QString &name, uint64_t seed) {
        return spec.makeBot ? spec.makeBot(name, seed) : makePlayer(spec.game, name, seed);
    };
    for (const QString &name : spec.players)
        if (!make(name, 0))
            return QStringLiteral("unknown bot \"%1\" (use %2)")
                .arg(name, botNames(spec.game).join(QStringLiteral(", ")));
    const int count = shardGames(spec);
    if (count <= 0) return {};

    std::atomic<int> next{0};
    std::mutex doneMutex;
    auto worker = [&] {
        for (;;) {
            if (cancel && cancel->load()) return;
            const int nth = next.fetch_add(1);
            if (nth >= count) return;
            const int g = spec.shard + nth * std::max(1, spec.shards);
            MatchGame mg;
            mg.index = g;
            mg.seed = spec.seed + uint64_t(g);
            std::vector<std::unique_ptr<GamePlayer>> owned;
            std::vector<GamePlayer *> bots;
            for (int seat = 0; seat < seats; ++seat) {
                const int k = playerInSeat(spec, seat, g);
                mg.playerAt[size_t(seat)] = int8_t(k);
                owned.push_back(make(spec.players[k], mg.seed * 7919 + uint64_t(seat) + 1));
                owned.back()->setBudget(spec.budget);
                bots.push_back(owned.back().get());
            }
            mg.record = playGame(setup, mg.seed, bots, spec.maxTurns, spec.check, cancel);
            std::lock_guard lock(doneMutex);
            done(mg);
        }
    };
    const int jobs = std::max(1, std::min(spec.jobs, count));
    std::vector<std::thread> threads;
    for (int j = 1; j < jobs; ++j)
        threads.emplace_back(worker);
    worker();
    for (std::thread &t : threads)
        t.join();
    return {};
}

} // namespace quantum
