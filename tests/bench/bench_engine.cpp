// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-bench: engine speed on a Release build (docs/benchmark.md).
//   quantum-bench [--seconds S] [--scenario FILE] [--map FILE|NOTATION] [--calls N]
// 1. legal-action generation on the pinned mid-game position (tests/data/bench/midgame-4p.json)
// 2. random self-play on one core: applied actions per second, each step including its
//    legal-action generation
// 3. greedy self-play, for scale
// 4. Qwantum: random self-play of 2 and 4 players on one core, actions per second, each step
//    including the legal actions of the player who acts

#include "engine/bots.h"
#include "engine/qwantum/rules.h"
#include "engine/scenario.h"

#include <QCoreApplication>

#include <chrono>
#include <cstdio>

using namespace quantum;
using Clock = std::chrono::steady_clock;

static double since(Clock::time_point t0)
{
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    double seconds = 3.0;
    long fixedCalls = 0; // --calls N: exactly N generations per position, no self-play

    QStringList scenarios{QStringLiteral(QUANTUM_TEST_DATA "/bench/midgame-4p.json"),
                          QStringLiteral(QUANTUM_TEST_DATA "/bench/midgame-4p-cards.json")};
    QString map = QStringLiteral(QUANTUM_MAPS_DIR "/gamma-sector.json");
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--seconds"))
            seconds = args[i + 1].toDouble();
        else if (args[i] == QLatin1String("--scenario"))
            scenarios = QStringList{args[i + 1]};
        else if (args[i] == QLatin1String("--calls"))
            fixedCalls = args[i + 1].toLong();
        else if (args[i] == QLatin1String("--map"))
            map = args[i + 1];
        else {
            std::fprintf(stderr, "quantum-bench: unknown option %s\n", qPrintable(args[i]));
            return 2;
        }
    }
    if (seconds <= 0) {
        std::fprintf(stderr, "quantum-bench: --seconds must be positive\n");
        return 2;
    }

    double elapsed = 0;
    Clock::time_point t0;
    for (const QString &scenario : scenarios) {
        const ScenarioResult r = runScenarioFile(scenario);
        if (!r.status.ok()) {
            std::fprintf(stderr, "quantum-bench: %s\n", qPrintable(r.status.message()));
            return r.status.error == ReadError::Refused ? 1 : 2;
        }
        std::vector<Action> legal;
        legalActions(r.state, legal);
        const size_t count = legal.size();
        long calls = 0;
        t0 = Clock::now();
        while (fixedCalls ? calls < fixedCalls
                          : (elapsed = since(t0)) < seconds / 3 / scenarios.size()) {
            for (int i = 0; i < 1000; ++i)
                legalActions(r.state, legal);
            calls += 1000;
        }
        elapsed = since(t0);
        const double perCall = elapsed / calls * 1e9;
        std::printf("legal actions: position %s\n", qPrintable(scenario));
        std::printf("  %zu legal actions, %.0f ns per generation, %.1f ns per generated action "
                    "(%ld calls)\n",
                    count, perCall, perCall / double(count), calls);
    }

    if (fixedCalls) return 0;
    ReadStatus st;
    const BoardPtr board = loadBoard(map, st);
    if (!board) {
        std::fprintf(stderr, "quantum-bench: %s\n", qPrintable(st.message()));
        return 2;
    }
    for (const char *kind : {"random", "greedy"}) {
        long actions = 0, games = 0;
        t0 = Clock::now();
        while ((elapsed = since(t0)) < seconds / 3) {
            std::vector<std::unique_ptr<Bot>> owned;
            std::vector<Bot *> seats;
            for (int pl = 0; pl < board->map().players; ++pl) {
                owned.push_back(makeBot(QLatin1String(kind), uint64_t(games * 10 + pl)));
                seats.push_back(owned.back().get());
            }
            const GameRecord rec = playGame(board, uint64_t(games) + 1, seats, 2000, false);
            actions += rec.actions;
            ++games;
        }
        std::printf(
            "%s self-play on %s: %ld games, %ld actions in %.2f s: %.0f actions/s, %.1f games/s\n",
            kind, qPrintable(board->map().name), games, actions, elapsed, actions / elapsed,
            games / elapsed);
    }
    for (int players : {2, 4}) {
        long actions = 0, games = 0;
        SeededDice dice(7);
        std::vector<qw::Action> legal;
        t0 = Clock::now();
        while ((elapsed = since(t0)) < seconds / 3) {
            qw::State s = qw::newGame(players, dice);
            while (s.phase != qw::Phase::Over) {
                const std::vector<int> due = qw::playersDue(s);
                qw::legalActions(s, due[dice.below(uint32_t(due.size()))], legal);
                qw::apply(s, legal[dice.below(uint32_t(legal.size()))], dice);
                ++actions;
            }
            ++games;
        }
        std::printf("Qwantum random self-play, %d players: %ld games, %ld actions in %.2f s: %.0f "
                    "actions/s\n",
                    players, games, actions, elapsed, actions / elapsed);
    }
    return 0;
}
