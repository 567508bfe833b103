// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-qwantum-aibench: measures and tunes Qwantum's computer levels (docs/ai.md, "Qwantum's
// computer players"). Run by hand.
//   quantum-qwantum-aibench match  --players a,b --games N [--seed S] [--jobs J] [--weights W]
//       2-player games in pairs on the same dice seed, the seats swapped (the first player is
//       drawn from the dice, Q-TURN-1, so each player starts equally often): the first
//       player's wins, ties and win rate (a tie counts half) with a 95% Wilson interval
//   quantum-qwantum-aibench scores --bot NAME --games N [--seed S] [--jobs J] [--players P]
//       self-play of a level against itself: the average final score, rolls, misthrows and
//       how the games ended
//   quantum-qwantum-aibench timing --bot NAME --games N [--seed S] [--players P]
//       time per decision of the level in self-play (decisions with more than one legal
//       action): mean, median, 99th percentile and max, by kind of decision
//   quantum-qwantum-aibench tune   --games N --rounds R [--seed S] [--jobs J] [--weights W]
//       SPSA over the hard level's weights (HardWeights): each round plays the weights
//       nudged up against the weights nudged down and moves them towards the winner; then
//       the result against the starting weights
//   quantum-qwantum-aibench sheets --players a,b[,..] [--games N] [--seed S]
//       plays N games (1 by default) and prints every final sheet
// --weights name=value[,name=value..] sets hard weights (for "hard" players, or tune's start).

#include "engine/game.h"
#include "engine/match.h"
#include "engine/qwantum/bots.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <mutex>
#include <thread>

using namespace quantum::qw;
using Clock = std::chrono::steady_clock;

namespace {

struct BenchOptions {
    QStringList players;
    QString bot = QStringLiteral("hard");
    int games = 100, rounds = 10, jobs = 1, seats = 2;
    uint64_t seed = 1;
    HardWeights weights;
};

std::unique_ptr<Bot> bot(const QString &name, uint64_t seed, const HardWeights &w)
{
    if (name == QLatin1String("hard")) return makeHardBot(seed, w);
    std::unique_ptr<Bot> b = makeBot(name, seed);
    if (!b) {
        std::fprintf(stderr, "quantum-qwantum-aibench: unknown bot %s\n", qPrintable(name));
        std::exit(2);
    }
    return b;
}

// A whole game between bots, one a seat (2-4), through the one game loop (playGame,
// engine/game.h) on SeededDice(seed): its record and the position it ended on. The invariants
// are not checked (the soak checks them): a bench measures the bots.
struct Played {
    quantum::GameRecord record;
    std::unique_ptr<quantum::Game> game;
    // The players, one a seat, kept with the game: a bot that records what it saw is read after.
    std::vector<std::unique_ptr<quantum::GamePlayer>> players;
    const State &position() const { return *quantum::qwantumState(*game); }
    // Why the game did not play out with legal actions only; empty when it did.
    QString failure() const
    {
        if (record.forfeit < 0) return {};
        return QStringLiteral("player %1 forfeits: %2")
            .arg(record.forfeit)
            .arg(record.forfeitReason);
    }
};
// Qwantum games end long before this (every turn the active player writes or marks a misthrow).
constexpr int kTurnCap = 1000;

Played play(std::vector<std::unique_ptr<Bot>> bots, uint64_t seed)
{
    quantum::GameStart setup;
    setup.kind = quantum::GameKind::Qwantum;
    setup.players = int(bots.size());
    Played r;
    std::vector<quantum::GamePlayer *> seats;
    for (auto &b : bots) {
        r.players.push_back(quantum::qwantumPlayer(std::move(b)));
        seats.push_back(r.players.back().get());
    }
    r.record = quantum::playGame(setup, seed, seats, kTurnCap, false, nullptr, &r.game);
    return r;
}

// The same, stopping the bench at a game that did not play out.
Played playOrDie(std::vector<std::unique_ptr<Bot>> bots, uint64_t seed)
{
    Played r = play(std::move(bots), seed);
    if (!r.failure().isEmpty()) {
        std::fprintf(stderr, "quantum-qwantum-aibench: %s\n", qPrintable(r.failure()));
        std::exit(1);
    }
    return r;
}

// Runs `games` jobs on `jobs` threads: each calls play(g) once.
void parallel(int games, int jobs, const std::function<void(int)> &play)
{
    std::atomic<int> next{0};
    std::vector<std::thread> threads;
    for (int j = 0; j < std::max(1, jobs); ++j)
        threads.emplace_back([&] {
            for (int g = next.fetch_add(1); g < games; g = next.fetch_add(1))
                play(g);
        });
    for (auto &t : threads)
        t.join();
}

// A duel of two players (bot factories): games in pairs on one dice seed, seats swapped. The
// first one's wins, ties and score margin.
struct Duel {
    int wins = 0, ties = 0, losses = 0, games = 0;
    double margin = 0; // the first one's score minus the other's, summed
    std::array<double, 2> score{};
};
using Factory = std::function<std::unique_ptr<Bot>(uint64_t seed)>;
Duel duel(const Factory &a, const Factory &b, int games, uint64_t seed, int jobs)
{
    Duel d;
    std::mutex m;
    parallel(games, jobs, [&](int g) {
        const int aSeat = g % 2;
        const uint64_t dice = seed * 1000003 + uint64_t(g / 2);
        std::vector<std::unique_ptr<Bot>> seats(2);
        seats[size_t(aSeat)] = a(seed * 7919 + uint64_t(g) * 2);
        seats[size_t(1 - aSeat)] = b(seed * 7919 + uint64_t(g) * 2 + 1);
        const Played r = playOrDie(std::move(seats), dice);
        const int sa = r.record.score[size_t(aSeat)], sb = r.record.score[size_t(1 - aSeat)];
        std::lock_guard<std::mutex> lock(m);
        ++d.games;
        d.wins += sa > sb;
        d.ties += sa == sb;
        d.losses += sa < sb;
        d.margin += sa - sb;
        d.score[0] += sa;
        d.score[1] += sb;
    });
    return d;
}

int runMatch(const BenchOptions &o)
{
    if (o.players.size() != 2) {
        std::fprintf(stderr, "quantum-qwantum-aibench: match needs --players a,b\n");
        return 2;
    }
    const HardWeights w = o.weights;
    const QString a = o.players[0], b = o.players[1];
    const Duel d = duel([&](uint64_t s) { return bot(a, s, w); },
                        [&](uint64_t s) { return bot(b, s, w); }, o.games, o.seed, o.jobs);
    const quantum::Share i = quantum::share(d.wins + 0.5 * d.ties, d.games);
    std::printf("%s against %s, %d games (seed %llu): %d wins, %d ties, %d losses\n", qPrintable(a),
                qPrintable(b), d.games, (unsigned long long)o.seed, d.wins, d.ties, d.losses);
    std::printf("  %s win rate (a tie counts half) %.1f%% [%.1f%%, %.1f%%]\n", qPrintable(a),
                100 * i.rate, 100 * i.low, 100 * i.high);
    std::printf("  average scores %.2f against %.2f, margin %+.2f\n", d.score[0] / d.games,
                d.score[1] / d.games, d.margin / d.games);
    return 0;
}

int runScores(const BenchOptions &o)
{
    std::mutex m;
    double total = 0, squares = 0, rolls = 0, misthrows = 0, filled = 0;
    int byFull = 0, byMisthrows = 0, n = 0;
    parallel(o.games, o.jobs, [&](int g) {
        std::vector<std::unique_ptr<Bot>> seats;
        for (int p = 0; p < o.seats; ++p)
            seats.push_back(bot(o.bot, o.seed * 7919 + uint64_t(g) * 4 + uint64_t(p), o.weights));
        const Played r = playOrDie(std::move(seats), o.seed * 1000003 + uint64_t(g));
        std::lock_guard<std::mutex> lock(m);
        bool full = false;
        for (int p = 0; p < o.seats; ++p) {
            const Sheet &sh = r.position().sheets[size_t(p)];
            const int score = r.record.score[size_t(p)];
            total += score;
            squares += double(score) * score;
            misthrows += sh.misthrows;
            filled += sh.fieldsFilled();
            full = full || sh.full();
            ++n;
        }
        (full ? byFull : byMisthrows) += 1;
        rolls += r.record.turns;
    });
    const double mean = total / n, sd = std::sqrt(std::max(0.0, squares / n - mean * mean));
    std::printf("%s against itself, %d players, %d games (seed %llu)\n", qPrintable(o.bot), o.seats,
                o.games, (unsigned long long)o.seed);
    std::printf("  average final score %.2f (sd %.2f, standard error %.2f)\n", mean, sd,
                sd / std::sqrt(double(n)));
    std::printf("  rolls a game %.1f, fields filled %.1f, misthrows %.2f a player\n",
                rolls / o.games, filled / n, misthrows / n);
    std::printf("  ended by a full sheet %d, by a fifth misthrow %d\n", byFull, byMisthrows);
    return 0;
}

// Times every decision of the bot it wraps.
class TimedBot : public Bot {
public:
    explicit TimedBot(std::unique_ptr<Bot> bot) : m_bot(std::move(bot)) {}
    const char *name() const override { return m_bot->name(); }
    Action choose(const State &s, int player, const std::vector<Action> &legal) override
    {
        const auto t0 = Clock::now();
        const Action a = m_bot->choose(s, player, legal);
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        if (legal.size() > 1) {
            const bool reroll = s.phase == Phase::Active && !s.rerolled;
            (reroll ? rerolls : others).push_back(ms);
        }
        return a;
    }
    std::vector<double> rerolls, others; // phase 1 before the re-roll, the rest

private:
    std::unique_ptr<Bot> m_bot;
};

void printTimes(const char *what, std::vector<double> t)
{
    if (t.empty()) return;
    std::sort(t.begin(), t.end());
    double sum = 0;
    for (double x : t)
        sum += x;
    std::printf("  %-28s %6zu decisions: mean %.2f ms, median %.2f ms, 99%% %.2f ms, max %.2f "
                "ms\n",
                what, t.size(), sum / double(t.size()), t[t.size() / 2],
                t[std::min(t.size() - 1, t.size() * 99 / 100)], t.back());
}

int runTiming(const BenchOptions &o)
{
    std::vector<double> rerolls, others;
    for (int g = 0; g < o.games; ++g) {
        std::vector<std::unique_ptr<Bot>> seats;
        std::vector<TimedBot *> timed;
        for (int p = 0; p < o.seats; ++p) {
            seats.push_back(std::make_unique<TimedBot>(
                bot(o.bot, o.seed * 7919 + uint64_t(g) * 4 + uint64_t(p), o.weights)));
            timed.push_back(static_cast<TimedBot *>(seats.back().get()));
        }
        // The timed bots live in r.players, read while r lives.
        const Played r = play(std::move(seats), o.seed * 1000003 + uint64_t(g));
        for (const TimedBot *b : timed) {
            rerolls.insert(rerolls.end(), b->rerolls.begin(), b->rerolls.end());
            others.insert(others.end(), b->others.begin(), b->others.end());
        }
    }
    std::vector<double> all = rerolls;
    all.insert(all.end(), others.begin(), others.end());
    std::printf("%s, %d games of %d players, one core\n", qPrintable(o.bot), o.games, o.seats);
    printTimes("phase 1 (re-roll open)", rerolls);
    printTimes("phase 1 after it, phase 2", others);
    printTimes("all", all);
    return 0;
}

int runSheets(const BenchOptions &o)
{
    for (int g = 0; g < o.games; ++g) {
        std::vector<std::unique_ptr<Bot>> seats;
        std::vector<QString> names;
        for (int p = 0; p < o.players.size(); ++p) {
            seats.push_back(
                bot(o.players[p], o.seed * 7919 + uint64_t(g) * 4 + uint64_t(p), o.weights));
            names.push_back(QLatin1String(seats.back()->name()));
        }
        const Played r = play(std::move(seats), o.seed * 1000003 + uint64_t(g));
        const QString failure = r.failure();
        std::printf("game %d: %d rolls%s\n", g, r.record.turns,
                    failure.isEmpty() ? "" : qPrintable(QStringLiteral(" (%1)").arg(failure)));
        for (int p = 0; p < int(names.size()); ++p) {
            const Sheet &sh = r.position().sheets[size_t(p)];
            std::printf("  %s (player %d): %d points, %d misthrows\n", qPrintable(names[size_t(p)]),
                        p, int(r.record.score[size_t(p)]), sh.misthrows);
            for (int c = 0; c < kColours; ++c) {
                std::printf("    %-7s", colourName(Colour(c)));
                for (int j = 0; j < kFields; ++j)
                    std::printf("%s%3d", j == kRising ? " |" : "", sh.rows[size_t(c)][size_t(j)]);
                std::printf("\n");
            }
            std::printf("    columns");
            for (int j = 0; j < kFields; ++j)
                std::printf("%s%3d", j == kRising ? " |" : "", columnScore(sh, j));
            std::printf("\n");
        }
    }
    return 0;
}

void printWeights(const HardWeights &w)
{
    for (const HardWeightField &f : hardWeightFields())
        std::printf("    %s = %.4g\n", f.name, w.*f.field);
}

int runTune(const BenchOptions &o)
{
    HardWeights w = o.weights;
    const HardWeights start = w;
    quantum::Rng rng(o.seed);
    const double c = 0.2; // relative nudge of every weight
    const auto hard = [](const HardWeights &x) {
        return [x](uint64_t seed) { return makeHardBot(seed, x); };
    };
    for (int round = 1; round <= o.rounds; ++round) {
        HardWeights plus = w, minus = w;
        std::vector<int> delta;
        for (const HardWeightField &f : hardWeightFields()) {
            const int d = rng.below(2) ? 1 : -1;
            delta.push_back(d);
            plus.*f.field = w.*f.field * (1 + c * d);
            minus.*f.field = w.*f.field * (1 - c * d);
        }
        const Duel d =
            duel(hard(plus), hard(minus), o.games, o.seed + uint64_t(round) * 100003, o.jobs);
        // The margin in points a game, and the win share above even, both towards the winner.
        const double share = (d.wins + 0.5 * d.ties) / d.games - 0.5;
        const double margin = d.margin / d.games;
        const double step = std::clamp(share * 4 + margin / 10, -1.0, 1.0) * c * 0.5;
        size_t i = 0;
        for (const HardWeightField &f : hardWeightFields())
            w.*f.field *= 1 + step * delta[i++];
        w.opponent = std::clamp(w.opponent, 0.0, 1.5);
        w.unfilledColumn = std::clamp(w.unfilledColumn, 0.2, 1.5);
        std::printf("round %d: plus won %.1f%% (margin %+.2f a game) over %d games\n", round,
                    100 * (share + 0.5), margin, d.games);
        printWeights(w);
        std::fflush(stdout);
    }
    std::printf("weights after %d rounds:\n", o.rounds);
    printWeights(w);
    const Duel d = duel(hard(w), hard(start), o.games, o.seed + 999, o.jobs);
    const quantum::Share i = quantum::share(d.wins + 0.5 * d.ties, d.games);
    std::printf("tuned against the start, %d games: %.1f%% [%.1f%%, %.1f%%], margin %+.2f\n",
                d.games, 100 * i.rate, 100 * i.low, 100 * i.high, d.margin / d.games);
    return 0;
}

bool setWeights(const QString &spec, HardWeights &w)
{
    for (const QString &item : spec.split(u',', Qt::SkipEmptyParts)) {
        const QStringList kv = item.split(u'=');
        bool known = false, ok = false;
        for (const HardWeightField &f : hardWeightFields())
            if (kv.size() == 2 && kv[0] == QLatin1String(f.name)) {
                w.*f.field = kv[1].toDouble(&ok);
                known = ok;
            }
        if (!known) {
            std::fprintf(stderr, "quantum-qwantum-aibench: bad weight %s\n", qPrintable(item));
            return false;
        }
    }
    return true;
}

} // namespace

// The modes and options of the header above, for --help.
const char kUsage[] =
    "usage: quantum-qwantum-aibench match|scores|timing|tune|sheets [options]\n"
    "  match  --players a,b --games N [--seed S] [--jobs J] [--weights W]\n"
    "      2-player games in pairs on one dice seed, seats swapped: the first one's win rate\n"
    "  scores --bot NAME --games N [--seed S] [--jobs J] [--players P]\n"
    "      self-play of a level: average final score, rolls, misthrows, how games ended\n"
    "  timing --bot NAME --games N [--seed S] [--players P]\n"
    "      time per decision of the level in self-play, by kind of decision\n"
    "  tune   --games N --rounds R [--seed S] [--jobs J] [--weights W]\n"
    "      SPSA over the hard level's weights, then the result against the start\n"
    "  sheets --players a,b[,..] [--games N] [--seed S]\n"
    "      plays N games (1 by default) and prints every final sheet\n"
    "--weights name=value[,name=value..] sets hard weights (for \"hard\" players, or tune's "
    "start).\n";

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() >= 2 &&
        (args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h"))) {
        std::fputs(kUsage, stdout);
        return 0;
    }
    if (args.size() < 2) {
        std::fputs(kUsage, stderr);
        return 2;
    }
    BenchOptions o;
    for (int i = 2; i + 1 < args.size(); i += 2) {
        const QString &k = args[i], &v = args[i + 1];
        if (k == QLatin1String("--players")) {
            bool number = false;
            const int n = v.toInt(&number);
            if (number)
                o.seats = std::clamp(n, kMinPlayers, kMaxPlayers);
            else
                o.players = v.split(u',');
        } else if (k == QLatin1String("--bot"))
            o.bot = v;
        else if (k == QLatin1String("--games"))
            o.games = std::max(1, v.toInt());
        else if (k == QLatin1String("--rounds"))
            o.rounds = v.toInt();
        else if (k == QLatin1String("--seed"))
            o.seed = v.toULongLong();
        else if (k == QLatin1String("--jobs"))
            o.jobs = v.toInt();
        else if (k == QLatin1String("--weights")) {
            if (!setWeights(v, o.weights)) return 2;
        } else {
            std::fprintf(stderr, "quantum-qwantum-aibench: unknown option %s\n", qPrintable(k));
            return 2;
        }
    }
    const QString mode = args[1];
    if (mode == QLatin1String("match")) return runMatch(o);
    if (mode == QLatin1String("scores")) return runScores(o);
    if (mode == QLatin1String("timing")) return runTiming(o);
    if (mode == QLatin1String("tune")) return runTune(o);
    if (mode == QLatin1String("sheets")) return runSheets(o);
    std::fprintf(stderr, "quantum-qwantum-aibench: unknown mode %s\n", qPrintable(mode));
    return 2;
}
