// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum's levels random, easy and normal, and the odds they share. The hard level is in
// ai_hard.cpp.
#include "engine/qwantum/ai_p.h"

#include <algorithm>
#include <cmath>

namespace quantum::qw {

namespace ai {

SumOdds computeSumOdds(const DiceFaces &faces)
{
    SumOdds odds;
    for (int c = 0; c < kColours; ++c) {
        // The coloured dice's part, die by die, then the white die (Q-TURN-3).
        std::array<double, kMaxSum + 1> dist{};
        dist[0] = 1;
        for (int d = 0; d < kColouredDice; ++d) {
            std::array<double, kMaxSum + 1> next{};
            for (int s = 0; s <= kMaxSum; ++s) {
                if (dist[size_t(s)] == 0) continue;
                for (const Face &f : faces[size_t(d)]) {
                    const int add = int(f.colour) == c ? f.number : 0;
                    next[size_t(std::min(s + add, kMaxSum))] += dist[size_t(s)] / kFaces;
                }
            }
            dist = next;
        }
        auto &p = odds.p[size_t(c)];
        for (int s = 0; s <= kMaxSum; ++s)
            for (int w = 1; w <= 6; ++w)
                if (s + w <= kMaxSum) p[size_t(s + w)] += dist[size_t(s)] / 6;
        auto &below = odds.below[size_t(c)];
        below[0] = 0;
        for (int s = 0; s <= kMaxSum; ++s)
            below[size_t(s + 1)] = below[size_t(s)] + p[size_t(s)];
    }
    return odds;
}

FitRange fitRange(const Sheet &sheet, int c, const Options &options)
{
    const int at = sheet.filled[size_t(c)];
    if (at >= kFields) return {1, 0};
    if (at == 0) return {1, kMaxSum};
    const int before = sheet.rows[size_t(c)][size_t(at - 1)];
    if (at < kRising) return {options.strictRise ? before + 1 : before, kMaxSum}; // Q-WRITE-2
    return {1, options.strictFall ? before - 1 : before};                         // Q-WRITE-3
}

bool endsGame(const State &s)
{
    for (int p = 0; p < s.players; ++p)
        if (s.sheets[size_t(p)].full() || s.sheets[size_t(p)].misthrows >= kMaxMisthrows)
            return true;
    return false;
}

} // namespace ai

namespace {

using namespace ai;

// The odds of the faces a bot last saw (a game may carry another table, Q-COMP-2).
class OddsCache {
public:
    const SumOdds &get(const DiceFaces &faces)
    {
        if (!m_valid || faces != m_faces) {
            m_faces = faces;
            m_odds = computeSumOdds(faces);
            m_valid = true;
        }
        return m_odds;
    }

private:
    DiceFaces m_faces{};
    SumOdds m_odds;
    bool m_valid = false;
};

// The best of `legal` by `value` (higher is better), ties broken by the bot's generator.
template <typename F> Action pickBest(const std::vector<Action> &legal, Rng &rng, F value)
{
    double best = -1e300;
    int count = 0;
    size_t at = 0;
    for (size_t i = 0; i < legal.size(); ++i) {
        const double v = value(legal[i]);
        if (v > best + 1e-9) {
            best = v;
            at = i;
            count = 1;
        } else if (v > best - 1e-9 && rng.below(uint32_t(++count)) == 0) {
            at = i;
        }
    }
    return legal[at];
}

// ---- random: a uniformly random legal action.

class RandomBot : public Bot {
public:
    explicit RandomBot(uint64_t seed) : m_rng(seed) {}
    const char *name() const override { return "random"; }
    Action choose(const State &, int, const std::vector<Action> &legal) override
    {
        return legal[m_rng.below(uint32_t(legal.size()))];
    }

private:
    Rng m_rng;
};

// ---- easy: the write that wastes the least room, never a re-roll.

// How much room writing `sum` in row `c` wastes: the chance of the sums it skips over (a rising
// field skips those between the number before and `sum`, a falling one those between `sum` and
// the number before), and for the top of the rise (field 4) the sums above it, which the
// falling fields could have used.
double waste(const SumOdds &odds, const Sheet &sheet, int c, int sum)
{
    const int at = sheet.filled[size_t(c)];
    const int before = at == 0 ? 0 : sheet.rows[size_t(c)][size_t(at - 1)];
    if (at < kRising - 1) return odds.between(c, before + 1, sum - 1);
    if (at == kRising - 1) return odds.between(c, sum + 1, kMaxSum) / 2;
    return odds.between(c, sum + 1, before - 1);
}

class EasyBot : public Bot {
public:
    explicit EasyBot(uint64_t seed) : m_rng(seed) {}
    const char *name() const override { return "easy"; }
    Action choose(const State &s, int player, const std::vector<Action> &legal) override
    {
        const SumOdds &odds = m_odds.get(s.faces);
        const Sheet &sheet = s.sheets[size_t(player)];
        const std::array<int, kColours> sums = s.sums();
        double least = 2;
        for (const Action &a : legal)
            if (a.type == ActionType::Write)
                least = std::min(least, waste(odds, sheet, a.colour, sums[size_t(a.colour)]));
        // A write that skips more than this is bad: passed in phase 2, and in phase 1 a
        // misthrow while they are cheap (the first only); never a re-roll.
        const double bad = s.phase == Phase::Others ? 0.25 : 0.6;
        const bool writeIt = least <= bad || (s.phase == Phase::Active && sheet.misthrows > 0);
        return pickBest(legal, m_rng, [&](const Action &a) {
            switch (a.type) {
            case ActionType::Write:
                return writeIt ? -waste(odds, sheet, a.colour, sums[size_t(a.colour)]) : -10.0;
            case ActionType::Pass:
            case ActionType::Misthrow:
                return -5.0;
            case ActionType::Reroll:
                break;
            }
            return -100.0;
        });
    }

private:
    Rng m_rng;
    OddsCache m_odds;
};

// ---- normal: a hand-set evaluation of the sheet after each candidate.

// The number a field not yet written is likely to hold: rising fields a little above the number
// before, or the typical number of their place when that is higher; falling fields a little
// below the number before, or the typical number when that is lower.
constexpr std::array<int, kFields> kTypical{6, 9, 12, 16, 10, 6};
int guessAfter(int before, int field)
{
    return field < kRising ? std::max(before + 2, kTypical[size_t(field)])
                           : std::max(1, std::min(before - 2, kTypical[size_t(field)]));
}

// Normal's evaluation of a sheet: each column's second lowest number (Q-SCORE-1), the numbers
// not yet written guessed, times the chance that the column fills: for each field not yet
// written, the chance that one of the next few rolls fits it after the number (or the guess)
// before it.
double normalValue(const SumOdds &odds, const Sheet &sheet, const Options &options)
{
    // Set by hand, by matches against easy (quantum-qwantum-aibench match): the rolls a field
    // is given to come (3 to 10 tried), a point for each field written (0 to 2: it hurries the
    // sheet on, so that the game does not end with columns short), the share of its likely
    // score a column not yet full counts for (0.6 to 1).
    constexpr double kRolls = 6, kFill = 1, kOpen = 0.8;
    std::array<std::array<double, kFields>, kColours> chance{};
    std::array<std::array<int, kFields>, kColours> numbers{};
    for (int c = 0; c < kColours; ++c) {
        Sheet row = sheet;
        double p = 1;
        for (int j = 0; j < kFields; ++j) {
            if (j < sheet.filled[size_t(c)]) {
                chance[size_t(c)][size_t(j)] = 1;
                numbers[size_t(c)][size_t(j)] = sheet.rows[size_t(c)][size_t(j)];
                continue;
            }
            p *= 1 - std::pow(1 - fitChance(odds, row, c, options), kRolls);
            const int before = j == 0 ? 0 : numbers[size_t(c)][size_t(j - 1)];
            numbers[size_t(c)][size_t(j)] = guessAfter(before, j);
            chance[size_t(c)][size_t(j)] = p;
            writeOn(row, c, numbers[size_t(c)][size_t(j)]);
        }
    }
    double v = -misthrowPenalty(sheet.misthrows, options) + kFill * sheet.fieldsFilled();
    for (int j = 0; j < kFields; ++j) {
        std::array<int, kColours> column;
        double all = 1;
        for (int c = 0; c < kColours; ++c) {
            column[size_t(c)] = numbers[size_t(c)][size_t(j)];
            all *= chance[size_t(c)][size_t(j)];
        }
        std::sort(column.begin(), column.end());
        // A full column scores; one still open counts for part of its likely score.
        v += all >= 1 ? column[1] : kOpen * all * column[1];
    }
    return v;
}

class NormalBot : public Bot {
public:
    explicit NormalBot(uint64_t seed) : m_rng(seed) {}
    const char *name() const override { return "normal"; }
    Action choose(const State &s, int player, const std::vector<Action> &legal) override
    {
        const SumOdds &odds = m_odds.get(s.faces);
        const Sheet &sheet = s.sheets[size_t(player)];
        if (s.phase == Phase::Others) {
            const std::array<int, kColours> sums = s.sums();
            return pickBest(legal, m_rng, [&](const Action &a) {
                if (a.type != ActionType::Write) return normalValue(odds, sheet, s.options);
                Sheet after = sheet;
                writeOn(after, a.colour, sums[size_t(a.colour)]);
                return normalValue(odds, after, s.options);
            });
        }
        // Phase 1: re-roll everything, or only the white die, when that is clearly better on
        // average than the best of this roll (Q-TURN-2).
        if (!s.rerolled) {
            const double now = bestActive(odds, sheet, s.sums(), s.options);
            double white = 0;
            Roll r = s.roll;
            for (int w = 1; w <= 6; ++w) {
                r.white = int8_t(w);
                white += bestActive(odds, sheet, colourSums(s.faces, r), s.options) / 6;
            }
            constexpr int kSamples = 36;
            double all = 0;
            for (int i = 0; i < kSamples; ++i) {
                r.white = int8_t(1 + m_rng.below(6));
                for (auto &f : r.face)
                    f = int8_t(m_rng.below(kFaces));
                all += bestActive(odds, sheet, colourSums(s.faces, r), s.options) / kSamples;
            }
            constexpr double kMargin = 1.0;
            if (std::max(white, all) > now + kMargin)
                return Action{ActionType::Reroll, int8_t(player), -1,
                              uint8_t(white >= all ? 1 : kAllDice)};
        }
        const std::array<int, kColours> sums = s.sums();
        return pickBest(legal, m_rng, [&](const Action &a) {
            if (a.type == ActionType::Reroll) return -1e9;
            return activeValue(odds, sheet, sums, s.options, a);
        });
    }

private:
    // Phase 1's write or misthrow, and the best write of the same roll in phase 2 after it
    // (any other colour: the written one is closed, Q-TURN-4).
    static double activeValue(const SumOdds &odds, const Sheet &sheet,
                              const std::array<int, kColours> &sums, const Options &options,
                              const Action &a)
    {
        Sheet after = sheet;
        if (a.type == ActionType::Misthrow)
            ++after.misthrows;
        else
            writeOn(after, a.colour, sums[size_t(a.colour)]);
        double best = normalValue(odds, after, options);
        for (int d = 0; d < kColours; ++d) {
            if (d == a.colour || fieldFor(after, Colour(d), sums[size_t(d)], options) < 0) continue;
            Sheet two = after;
            writeOn(two, d, sums[size_t(d)]);
            best = std::max(best, normalValue(odds, two, options));
        }
        return best;
    }
    static double bestActive(const SumOdds &odds, const Sheet &sheet,
                             const std::array<int, kColours> &sums, const Options &options)
    {
        double best =
            activeValue(odds, sheet, sums, options, Action{ActionType::Misthrow, 0, -1, 0});
        for (int c = 0; c < kColours; ++c)
            if (fieldFor(sheet, Colour(c), sums[size_t(c)], options) >= 0)
                best = std::max(best, activeValue(odds, sheet, sums, options,
                                                  Action{ActionType::Write, 0, int8_t(c), 0}));
        return best;
    }

    Rng m_rng;
    OddsCache m_odds;
};

} // namespace

QStringList botNames()
{
    return {QStringLiteral("random"), QStringLiteral("easy"), QStringLiteral("normal"),
            QStringLiteral("hard")};
}

std::unique_ptr<Bot> makeBot(const QString &name, uint64_t seed)
{
    if (name == QLatin1String("random")) return std::make_unique<RandomBot>(seed);
    if (name == QLatin1String("easy")) return std::make_unique<EasyBot>(seed);
    if (name == QLatin1String("normal")) return std::make_unique<NormalBot>(seed);
    if (name == QLatin1String("hard")) return makeHardBot(seed);
    return nullptr;
}

} // namespace quantum::qw
