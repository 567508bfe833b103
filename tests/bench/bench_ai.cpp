// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-aibench: measures and tunes the computer levels (docs/ai.md). Run by hand.
//   quantum-aibench match  --map M --players a,b[,..] --games N [--seed S] [--ms MS |
//                          --iterations I] [--jobs J]
//       win rates with 95% intervals (runMatch, seats rotated)
//   quantum-aibench timing --map M --players a,b[,..] --games N [--seed S] [--ms MS]
//       time per decision of each player (median, 99th percentile, max), decisions with
//       more than one legal action
//   quantum-aibench eval   --map M [--seed S]
//       the evaluation's time per call over the positions of a greedy game
//   quantum-aibench noise  --map M --players a[,b..] --games N [--noise X]
//       Easy with that noise against each named bot in the other seats
//   quantum-aibench tune   --map M[,M2..] --games N --rounds R [--seed S] [--jobs J]
//       SPSA over the evaluation weights: each round plays the weights nudged up against
//       the weights nudged down (one-step players, no noise, seats rotated) and moves the
//       weights towards the winner; prints the weights after every round, then plays the
//       result against the starting weights (also with Normal when --iterations is given)

#include "engine/ai/levels.h"
#include "engine/match.h"
#include "engine/scenario.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <thread>

using namespace quantum;
using Clock = std::chrono::steady_clock;

namespace {

struct Options {
    QStringList maps;
    QStringList players;
    int games = 20, rounds = 10, jobs = 1, ms = 0, iterations = 0;
    double noise = 40;
    uint64_t seed = 1;
};

BoardPtr board(const QString &arg)
{
    ReadStatus st;
    BoardPtr b = loadBoard(arg, st);
    if (!b) {
        std::fprintf(stderr, "quantum-aibench: %s\n", qPrintable(st.message()));
        std::exit(2);
    }
    return b;
}

int runMatchMode(const Options &o)
{
    MatchSpec spec;
    spec.board = board(o.maps.value(0));
    spec.players = o.players;
    spec.games = o.games;
    spec.seed = o.seed;
    spec.budget.milliseconds = o.ms;
    spec.budget.iterations = o.iterations;
    spec.jobs = o.jobs;
    std::vector<int> wins(size_t(o.players.size()), 0);
    int draws = 0;
    long turns = 0;
    const QString err = runMatch(spec, [&](const MatchGame &g) {
        turns += g.record.turns;
        if (g.record.winner < 0)
            ++draws;
        else
            ++wins[size_t(g.playerAt[size_t(g.record.winner)])];
    });
    if (!err.isEmpty()) {
        std::fprintf(stderr, "quantum-aibench: %s\n", qPrintable(err));
        return 2;
    }
    std::printf("map %s, %d games, draws %d, average turns %.1f\n", qPrintable(o.maps.value(0)),
                o.games, draws, double(turns) / std::max(1, o.games));
    for (int i = 0; i < o.players.size(); ++i) {
        const Share sh = share(wins[size_t(i)], o.games);
        std::printf("  %-8s (seat slot %d) wins %4d  %.1f%%  [%.1f%%, %.1f%%]\n",
                    qPrintable(o.players[i]), i, sh.count, 100 * sh.rate, 100 * sh.low,
                    100 * sh.high);
    }
    return 0;
}

// Times every decision of the bot it wraps.
class TimedBot : public Bot {
public:
    explicit TimedBot(std::unique_ptr<Bot> bot) : m_bot(std::move(bot)) {}
    const char *name() const override { return m_bot->name(); }
    void setBudget(const Budget &b) override { m_bot->setBudget(b); }
    Action choose(const GameState &s, const std::vector<Action> &legal) override
    {
        const auto t0 = Clock::now();
        const Action a = m_bot->choose(s, legal);
        if (legal.size() > 1)
            times.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        return a;
    }
    std::vector<double> times;

private:
    std::unique_ptr<Bot> m_bot;
};

int runTimingMode(const Options &o)
{
    const BoardPtr b = board(o.maps.value(0));
    const int seats = b->map().players;
    std::vector<std::vector<double>> times(size_t(o.players.size()));
    for (int g = 0; g < o.games; ++g) {
        std::vector<std::unique_ptr<TimedBot>> bots;
        std::vector<Bot *> seatBots;
        for (int seat = 0; seat < seats; ++seat) {
            const QString name = o.players[(seat + g) % o.players.size()];
            bots.push_back(
                std::make_unique<TimedBot>(makeBot(name, o.seed * 1000 + g * 10 + seat)));
            bots.back()->setBudget(Budget{o.ms, 0, 1});
            seatBots.push_back(bots.back().get());
        }
        playGame(b, o.seed + uint64_t(g), seatBots, 300, false);
        for (int seat = 0; seat < seats; ++seat) {
            auto &t = times[size_t((seat + g) % o.players.size())];
            t.insert(t.end(), bots[size_t(seat)]->times.begin(), bots[size_t(seat)]->times.end());
        }
    }
    for (int i = 0; i < o.players.size(); ++i) {
        auto &t = times[size_t(i)];
        if (t.empty()) continue;
        std::sort(t.begin(), t.end());
        std::printf("  %-8s %zu decisions: median %.2f ms, 99%% %.2f ms, max %.2f ms\n",
                    qPrintable(o.players[i]), t.size(), t[t.size() / 2],
                    t[std::min(t.size() - 1, t.size() * 99 / 100)], t.back());
    }
    return 0;
}

// Games between two weight sets with one-step players, A in one seat and B in the others
// (A's seat rotated): A's wins above an even share, scaled so that 0 is even and 1 is A
// winning every game (a draw counts as even).
double duel(const std::vector<BoardPtr> &boards, const EvalWeights &a, const EvalWeights &b,
            int games, uint64_t seed, int jobs, int normalIterations = 0)
{
    std::atomic<int> next{0};
    std::mutex m;
    double score = 0;
    int played = 0;
    auto worker = [&] {
        for (;;) {
            const int g = next.fetch_add(1);
            if (g >= games) return;
            // The same deal with A in every seat in turn, on each map in turn.
            const BoardPtr &bd = boards[size_t(g) % boards.size()];
            const int seats = bd->map().players;
            const int k = g / int(boards.size());
            const int aSeat = k % seats;
            const uint64_t deal = seed + uint64_t(k / seats) * 31 + uint64_t(g % boards.size());
            std::vector<std::unique_ptr<Bot>> owned;
            std::vector<Bot *> bots;
            for (int s = 0; s < seats; ++s) {
                const uint64_t botSeed = seed * 7919 + uint64_t(g * 8 + s);
                const EvalWeights &w = s == aSeat ? a : b;
                owned.push_back(normalIterations > 0 ? makeNormalBot(botSeed, w)
                                                     : makeEasyBot(botSeed, w, 0));
                owned.back()->setBudget(Budget{0, normalIterations, 1});
                bots.push_back(owned.back().get());
            }
            const GameRecord r = playGame(bd, deal, bots, 300, false);
            std::lock_guard<std::mutex> lock(m);
            ++played;
            if (r.winner >= 0)
                score += ((r.winner == aSeat ? 1.0 : 0.0) - 1.0 / seats) / (1 - 1.0 / seats);
        }
    };
    std::vector<std::thread> threads;
    for (int j = 0; j < std::max(1, jobs); ++j)
        threads.emplace_back(worker);
    for (auto &t : threads)
        t.join();
    return score / std::max(1, played);
}

void printWeights(const EvalWeights &w)
{
    for (const EvalWeightField &f : evalWeightFields())
        std::printf("    double %s = %.3g;\n", f.name, w.*f.field);
}

int runTuneMode(const Options &o)
{
    std::vector<BoardPtr> boards;
    for (const QString &m : o.maps)
        boards.push_back(board(m));
    EvalWeights w;
    Rng rng(o.seed);
    const double c = 0.25; // relative nudge of every weight
    for (int round = 1; round <= o.rounds; ++round) {
        EvalWeights plus = w, minus = w;
        std::vector<int> delta;
        for (const EvalWeightField &f : evalWeightFields()) {
            const int d = rng.below(2) ? 1 : -1;
            delta.push_back(d);
            plus.*f.field = w.*f.field * (1 + c * d);
            minus.*f.field = w.*f.field * (1 - c * d);
        }
        // Each alone against the other in the remaining seats, the same deals: a player
        // that differs from the rest has an edge of its own at 3 and 4 players, which cancels.
        const uint64_t seed = o.seed + uint64_t(round) * 100003;
        const double s = (duel(boards, plus, minus, o.games / 2, seed, o.jobs) -
                          duel(boards, minus, plus, o.games / 2, seed, o.jobs)) /
                         2;
        // Step towards the winner in proportion to the margin.
        const double step = std::clamp(s * 4, -1.0, 1.0) * c * 0.5;
        size_t i = 0;
        for (const EvalWeightField &f : evalWeightFields()) {
            w.*f.field *= 1 + step * delta[i++];
            if (f.field == &EvalWeights::leader || f.field == &EvalWeights::secondSite)
                w.*f.field = std::clamp(w.*f.field, 0.0, 1.0);
            if (f.field == &EvalWeights::constructReady ||
                f.field == &EvalWeights::constructOneMove || f.field == &EvalWeights::constructNear)
                w.*f.field = std::clamp(w.*f.field, 0.0, 0.9); // shares of a cube
        }
        std::printf("round %d: plus against minus %+.3f over %d games\n", round, s, o.games);
        std::fflush(stdout);
    }
    std::printf("weights after %d rounds:\n", o.rounds);
    printWeights(w);
    const double final = duel(boards, w, EvalWeights(), o.games, o.seed + 999, o.jobs);
    std::printf("tuned against the starting weights: %+.3f over %d games\n", final, o.games);
    if (o.iterations > 0) {
        const double normal =
            duel(boards, w, EvalWeights(), o.games, o.seed + 1999, o.jobs, o.iterations);
        std::printf("the same with Normal (%d iterations): %+.3f over %d games\n", o.iterations,
                    normal, o.games);
    }
    return 0;
}

// The evaluation's speed over every position of a greedy game.
int runEvalMode(const Options &o)
{
    const BoardPtr bd = board(o.maps.value(0));
    SeededDice dice(o.seed);
    GameState s = newGame(bd, dice);
    auto bot = makeBot(QStringLiteral("greedy"), o.seed);
    std::vector<GameState> positions;
    std::vector<Action> legal;
    while (s.phase != Phase::GameOver && s.turn < 300) {
        legalActions(s, legal);
        apply(s, bot->choose(s, legal), dice);
        if (s.phase == Phase::Actions) positions.push_back(s);
    }
    double sink = 0;
    long calls = 0;
    const auto t0 = Clock::now();
    while (std::chrono::duration<double>(Clock::now() - t0).count() < 1.0) {
        for (const GameState &p : positions)
            for (int pl = 0; pl < p.players; ++pl)
                sink += evaluatePosition(p, pl);
        calls += long(positions.size()) * bd->map().players;
    }
    const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
    std::printf("evaluatePosition: %.0f ns per call over %zu positions (%ld calls, %g)\n",
                secs / double(calls) * 1e9, positions.size(), calls, sink > 0 ? 1.0 : 0.0);
    return 0;
}

// Easy with a given noise against `other` in every other seat (seat rotated).
int runNoiseMode(const Options &o, double noise)
{
    const BoardPtr bd = board(o.maps.value(0));
    const int seats = bd->map().players;
    for (const QString &other : o.players) {
        int wins = 0;
        for (int g = 0; g < o.games; ++g) {
            std::vector<std::unique_ptr<Bot>> owned;
            std::vector<Bot *> bots;
            for (int s = 0; s < seats; ++s) {
                owned.push_back(s == g % seats ? makeEasyBot(o.seed * 31 + uint64_t(g), {}, noise)
                                               : makeBot(other, o.seed * 77 + uint64_t(g * 4 + s)));
                bots.push_back(owned.back().get());
            }
            wins += playGame(bd, o.seed + uint64_t(g), bots, 300, false).winner == g % seats;
        }
        const Share sh = share(wins, o.games);
        std::printf("easy (noise %.0f) against %s: %d of %d, %.1f%% [%.1f%%, %.1f%%]\n", noise,
                    qPrintable(other), wins, o.games, 100 * sh.rate, 100 * sh.low, 100 * sh.high);
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: quantum-aibench match|timing|tune [options]\n");
        return 2;
    }
    Options o;
    for (int i = 2; i + 1 < args.size(); i += 2) {
        const QString &k = args[i], &v = args[i + 1];
        if (k == QLatin1String("--map"))
            o.maps = v.split(u',');
        else if (k == QLatin1String("--players"))
            o.players = v.split(u',');
        else if (k == QLatin1String("--games"))
            o.games = v.toInt();
        else if (k == QLatin1String("--rounds"))
            o.rounds = v.toInt();
        else if (k == QLatin1String("--seed"))
            o.seed = v.toULongLong();
        else if (k == QLatin1String("--jobs"))
            o.jobs = v.toInt();
        else if (k == QLatin1String("--ms"))
            o.ms = v.toInt();
        else if (k == QLatin1String("--noise"))
            o.noise = v.toDouble();
        else if (k == QLatin1String("--iterations"))
            o.iterations = v.toInt();
        else {
            std::fprintf(stderr, "quantum-aibench: unknown option %s\n", qPrintable(k));
            return 2;
        }
    }
    if (o.maps.isEmpty()) {
        std::fprintf(stderr, "quantum-aibench: --map is required\n");
        return 2;
    }
    const QString mode = args[1];
    if (mode == QLatin1String("match")) return runMatchMode(o);
    if (mode == QLatin1String("timing")) return runTimingMode(o);
    if (mode == QLatin1String("eval")) return runEvalMode(o);
    if (mode == QLatin1String("noise")) return runNoiseMode(o, o.noise);
    if (mode == QLatin1String("tune")) return runTuneMode(o);
    std::fprintf(stderr, "quantum-aibench: unknown mode %s\n", qPrintable(mode));
    return 2;
}
