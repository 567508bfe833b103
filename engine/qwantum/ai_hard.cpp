// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum's hard level (docs/ai.md): a model of each row's future, an evaluation of the sheets
// built on it, and a one-roll expectimax over the re-roll (Q-TURN-2), the phase-1 colour
// (Q-TURN-4, closed for the others' phase 2) and the phase-2 writes (Q-TURN-6).
#include "engine/qwantum/ai_p.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace quantum::qw {

namespace {

using namespace ai;

// ---- The evaluation

class Evaluator {
public:
    Evaluator(const HardWeights &w, const SumOdds &odds, const RowTables &tables, const State &s)
        : m_w(w), m_odds(odds), m_tables(tables), m_options(s.options), m_players(s.players)
    {
    }

    // The rolls still to come after this one, from the sheets once this roll is over; 0 when
    // it ends the game (Q-END-1): the first sheet to fill at 0.9 fields a roll (the leader's
    // pace in self-play), a sheet with a row that hardly takes anything never; or the first to
    // mark its fifth misthrow, at a misthrow on 8% of its own turns (again self-play), more
    // when no row fits many sums.
    double horizon(const std::array<Sheet, kMaxPlayers> &sheets) const
    {
        constexpr double kFillRate = 0.9, kMisthrowRate = 0.08, kMost = 60;
        double rolls = kMost;
        for (int p = 0; p < m_players; ++p) {
            const Sheet &sh = sheets[size_t(p)];
            if (sh.full() || sh.misthrows >= kMaxMisthrows) return 0;
            double noFit = 1;
            bool blocked = false;
            for (int c = 0; c < kColours; ++c) {
                if (sh.filled[size_t(c)] == kFields) continue;
                const double fit = fitChance(m_odds, sh, c, m_options);
                noFit *= 1 - fit;
                blocked = blocked || fit < 0.05;
            }
            if (!blocked)
                rolls = std::min(rolls, (kColours * kFields - sh.fieldsFilled()) / kFillRate);
            rolls = std::min(rolls, (kMaxMisthrows - sh.misthrows) * m_players /
                                        std::max(noFit * noFit, kMisthrowRate));
        }
        return m_w.horizon * rolls;
    }

    // A sheet's expected final score with `rolls` rolls to come.
    double sheetValue(const Sheet &sh, double rolls) const
    {
        double v = -misthrowPenalty(sh.misthrows, m_options);
        if (rolls <= 0) {
            for (int j = 0; j < kFields; ++j)
                v += columnScore(sh, j);
            return v;
        }
        const double offers = std::min(m_w.offers * rolls, double(RowTables::kOffers - 1));
        const int n0 = int(offers);
        const float frac = float(offers - n0);
        std::array<std::array<float, kFields>, kColours> q, x;
        double noFit = 1;
        for (int c = 0; c < kColours; ++c) {
            const int k = sh.filled[size_t(c)];
            const int last = k == 0 ? 0 : sh.rows[size_t(c)][size_t(k - 1)];
            for (int j = 0; j < k; ++j) {
                q[size_t(c)][size_t(j)] = 1;
                x[size_t(c)][size_t(j)] = sh.rows[size_t(c)][size_t(j)];
            }
            if (k == kFields) continue;
            noFit *= 1 - fitChance(m_odds, sh, c, m_options);
            const size_t i = RowTables::at(c, k, last, n0);
            const auto &q0 = m_tables.q[i], &q1 = m_tables.q[i + 1];
            const auto &m0 = m_tables.m[i], &m1 = m_tables.m[i + 1];
            for (int j = k; j < kFields; ++j) {
                const float qq = q0[size_t(j)] + frac * (q1[size_t(j)] - q0[size_t(j)]);
                const float mm = m0[size_t(j)] + frac * (m1[size_t(j)] - m0[size_t(j)]);
                q[size_t(c)][size_t(j)] = qq;
                x[size_t(c)][size_t(j)] = qq > 1e-6f ? mm / qq : 0;
            }
        }
        for (int j = 0; j < kFields; ++j) {
            float all = 1;
            std::array<float, kColours> n;
            for (int c = 0; c < kColours; ++c) {
                all *= q[size_t(c)][size_t(j)];
                n[size_t(c)] = x[size_t(c)][size_t(j)];
            }
            // The second lowest of four (Q-SCORE-1), without sorting them all.
            const float lo1 = std::min(n[0], n[1]), hi1 = std::max(n[0], n[1]);
            const float lo2 = std::min(n[2], n[3]), hi2 = std::max(n[2], n[3]);
            const float second = std::min(std::max(lo1, lo2), std::min(hi1, hi2));
            v += all >= 1 ? second : m_w.unfilledColumn * all * second;
        }
        // The misthrows a sheet with little room is heading to: on each of its own turns to
        // come, the chance that no sum fits any row, times the next misthrow's cost.
        if (!sh.full() && sh.misthrows < kMaxMisthrows)
            v -= m_w.stuck * rolls / m_players * noFit *
                 m_options.misthrowCost[size_t(sh.misthrows)];
        return v;
    }

    // `me`'s evaluation: its own sheet's value against its opponents' (their best and their
    // mean blended, for three and four players).
    double combine(double mine, const double *others, int count) const
    {
        if (count == 0) return mine;
        double best = -1e300, sum = 0;
        for (int i = 0; i < count; ++i) {
            best = std::max(best, others[i]);
            sum += others[i];
        }
        return mine - m_w.opponent * (count == 1 ? best : (best + sum / count) / 2);
    }

    const Options &options() const { return m_options; }
    int players() const { return m_players; }
    const SumOdds &odds() const { return m_odds; }

private:
    const HardWeights &m_w;
    const SumOdds &m_odds;
    const RowTables &m_tables;
    Options m_options;
    int m_players;
};

// Every opponent's best phase-2 answer to a roll (a write of an open colour, or a pass), by the
// value of its own sheet, and that value: what `closed` leaves them.
class Replies {
public:
    Replies(const Evaluator &e, const State &s, int me, const std::array<int, kColours> &sums)
        : m_e(e), m_s(s), m_me(me), m_sums(sums)
    {
    }
    // The opponents' values after their best answers with `rolls` to come and `closed` closed;
    // `ends`: one of them fills its sheet with it (the game ends after the roll, Q-END-1).
    int values(double rolls, int closed, double *out, bool &ends)
    {
        Cache *cache = nullptr;
        for (Cache &c : m_cache)
            if (c.used && c.rolls == rolls) cache = &c;
        if (!cache) {
            cache = &m_cache[m_next];
            m_next = (m_next + 1) % m_cache.size();
            fill(*cache, rolls);
        }
        int count = 0;
        ends = false;
        for (int p = 0; p < m_s.players; ++p) {
            if (p == m_me) continue;
            double best = cache->pass[size_t(p)];
            bool fills = false;
            for (int c = 0; c < kColours; ++c)
                if (c != closed && cache->write[size_t(p)][size_t(c)] > best) {
                    best = cache->write[size_t(p)][size_t(c)];
                    fills = cache->fills[size_t(p)][size_t(c)];
                }
            ends = ends || fills;
            out[count++] = best;
        }
        return count;
    }

private:
    struct Cache {
        bool used = false;
        double rolls = 0;
        std::array<double, kMaxPlayers> pass{};
        std::array<std::array<double, kColours>, kMaxPlayers> write{};
        std::array<std::array<bool, kColours>, kMaxPlayers> fills{};
    };
    void fill(Cache &cache, double rolls)
    {
        cache.used = true;
        cache.rolls = rolls;
        for (int p = 0; p < m_s.players; ++p) {
            if (p == m_me) continue;
            const Sheet &sh = m_s.sheets[size_t(p)];
            cache.pass[size_t(p)] = m_e.sheetValue(sh, rolls);
            for (int c = 0; c < kColours; ++c) {
                cache.write[size_t(p)][size_t(c)] = -1e300;
                cache.fills[size_t(p)][size_t(c)] = false;
                if (fieldFor(sh, Colour(c), m_sums[size_t(c)], m_e.options()) < 0) continue;
                Sheet after = sh;
                writeOn(after, c, m_sums[size_t(c)]);
                cache.fills[size_t(p)][size_t(c)] = after.full();
                // A write that fills the sheet ends the game: its value is the score.
                cache.write[size_t(p)][size_t(c)] = m_e.sheetValue(after, after.full() ? 0 : rolls);
            }
        }
    }
    const Evaluator &m_e;
    const State &m_s;
    int m_me;
    std::array<int, kColours> m_sums;
    std::array<Cache, 6> m_cache{};
    size_t m_next = 0;
};

// The value for `me` of its sheet `mine` once this roll is over, against the opponents' best
// answers with `closed` closed to them: with the rolls to come after it, or with none when the
// roll ends the game (a sheet full, a fifth misthrow, or an opponent's answer filling its sheet).
double branchValue(const Evaluator &e, Replies &replies, std::array<Sheet, kMaxPlayers> &sheets,
                   int me, const Sheet &mine, int closed)
{
    sheets[size_t(me)] = mine;
    double rolls = e.horizon(sheets);
    double others[kMaxPlayers];
    bool ends = false;
    int n = replies.values(rolls, closed, others, ends);
    if (ends && rolls > 0) {
        rolls = 0;
        n = replies.values(0, closed, others, ends);
    }
    return e.combine(e.sheetValue(mine, rolls), others, n);
}

class HardBot : public Bot {
public:
    HardBot(uint64_t seed, const HardWeights &w) : m_rng(seed), m_w(w) {}
    const char *name() const override { return "hard"; }

    Action choose(const State &s, int player, const std::vector<Action> &legal) override
    {
        prepare(s);
        const Evaluator e(m_w, m_odds, *m_tables, s);
        if (s.phase == Phase::Others) return phaseTwo(e, s, player, legal);
        Action best = bestActive(e, s, player, s.sums()).action;
        if (!s.rerolled) {
            const uint8_t dice = chooseReroll(e, s, player);
            if (dice) return Action{ActionType::Reroll, int8_t(player), -1, dice};
        }
        return best;
    }

private:
    struct Choice {
        Action action;
        double value = -1e300;
    };

    void prepare(const State &s)
    {
        if (!m_tables || std::memcmp(&m_faces, &s.faces, sizeof m_faces) != 0 ||
            m_rise != s.options.strictRise || m_fall != s.options.strictFall) {
            m_faces = s.faces;
            m_rise = s.options.strictRise;
            m_fall = s.options.strictFall;
            m_odds = computeSumOdds(s.faces);
            m_tables = rowTables(s.faces, s.options, m_w.fieldBonus, m_odds);
        }
    }

    // Phase 2: the write (or pass) after which the position is best, on the snapshot alone.
    Action phaseTwo(const Evaluator &e, const State &s, int me, const std::vector<Action> &legal)
    {
        const std::array<int, kColours> sums = s.sums();
        Replies replies(e, s, me, sums);
        Action best = legal.back();
        double bestValue = -1e300;
        std::array<Sheet, kMaxPlayers> sheets = s.sheets;
        for (const Action &a : legal) {
            Sheet mine = s.sheets[size_t(me)];
            if (a.type == ActionType::Write) writeOn(mine, a.colour, sums[size_t(a.colour)]);
            const double v = branchValue(e, replies, sheets, me, mine, s.closed);
            if (v > bestValue + 1e-9) {
                bestValue = v;
                best = a;
            }
        }
        return best;
    }

    // Phase 1 on a roll with no re-roll left to decide: each write or the misthrow, followed by
    // the bot's own best phase-2 write of the same roll, against the opponents' best answers
    // with the written colour closed to them (Q-TURN-4, Q-TURN-6).
    Choice bestActive(const Evaluator &e, const State &s, int me,
                      const std::array<int, kColours> &sums)
    {
        Replies replies(e, s, me, sums);
        const Sheet &mine = s.sheets[size_t(me)];
        Choice best;
        std::array<Sheet, kMaxPlayers> sheets = s.sheets;
        for (int c = -1; c < kColours; ++c) {
            Sheet one = mine;
            if (c < 0)
                ++one.misthrows;
            else if (fieldFor(mine, Colour(c), sums[size_t(c)], s.options) >= 0)
                writeOn(one, c, sums[size_t(c)]);
            else
                continue;
            for (int d = -1; d < kColours; ++d) {
                Sheet two = one;
                if (d >= 0) {
                    if (d == c || fieldFor(one, Colour(d), sums[size_t(d)], s.options) < 0)
                        continue;
                    writeOn(two, d, sums[size_t(d)]);
                }
                const double v = branchValue(e, replies, sheets, me, two, c);
                if (v > best.value) {
                    best.value = v;
                    best.action = c < 0 ? Action{ActionType::Misthrow, int8_t(me), -1, 0}
                                        : Action{ActionType::Write, int8_t(me), int8_t(c), 0};
                }
            }
        }
        return best;
    }

    // The value of the best phase-1 decision on a roll with these sums, remembered for the
    // decision (the same sums come from many outcomes of many re-rolls).
    double valueOfSums(const Evaluator &e, const State &s, int me,
                       const std::array<int, kColours> &sums)
    {
        uint32_t key = 1;
        for (int v : sums)
            key = key * 64 + uint32_t(v);
        size_t slot = (key * 2654435761u) >> (32 - kCacheBits);
        for (;;) {
            Slot &sl = m_cache[slot];
            if (sl.stamp != m_stamp) {
                sl.stamp = m_stamp;
                sl.key = key;
                sl.value = bestActive(e, s, me, sums).value;
                return sl.value;
            }
            if (sl.key == key) return sl.value;
            slot = (slot + 1) & ((size_t(1) << kCacheBits) - 1);
        }
    }

    // Q-TURN-2: which dice to re-roll (0: none), by the expected value of the best decision
    // after it: over every outcome of the re-rolled dice where there are at most 6^3, over the
    // same 216 sampled rolls of all seven dice (of which each re-roll takes its dice) beyond.
    // The best few sampled re-rolls are then measured again on 648 new samples, which alone
    // decide (the best of many noisy estimates is too high: the winner's curse).
    uint8_t chooseReroll(const Evaluator &e, const State &s, int me)
    {
        if (m_cache.empty()) m_cache.resize(size_t(1) << kCacheBits);
        if (++m_stamp == 0) {
            for (Slot &sl : m_cache)
                sl.stamp = 0;
            m_stamp = 1;
        }
        constexpr int kExact = 3, kSamples = 216, kRefined = 3, kRefineSamples = 648;
        const auto draw = [this](int n) {
            std::vector<Roll> rolls(static_cast<size_t>(n), Roll{});
            for (Roll &r : rolls) {
                r.white = int8_t(1 + m_rng.below(6));
                for (auto &f : r.face)
                    f = int8_t(m_rng.below(kFaces));
            }
            return rolls;
        };
        // The mean value after re-rolling `mask`: every outcome, or the samples' dice.
        const auto expected = [&](int mask, const std::vector<Roll> *samples) {
            int dice[7], k = 0;
            for (int d = 0; d < 7; ++d)
                if (mask & (1 << d)) dice[k++] = d;
            double total = 0;
            int outcomes = 0;
            Roll r = s.roll;
            const auto set = [&](int i, int white, int face) {
                if (dice[i] == 0)
                    r.white = int8_t(white);
                else
                    r.face[size_t(dice[i] - 1)] = int8_t(face);
            };
            if (!samples) {
                int digits[7] = {};
                for (;;) {
                    for (int i = 0; i < k; ++i)
                        set(i, digits[i] + 1, digits[i]);
                    total += valueOfSums(e, s, me, colourSums(s.faces, r));
                    ++outcomes;
                    int i = 0;
                    while (i < k && ++digits[i] == 6)
                        digits[i++] = 0;
                    if (i == k) break;
                }
            } else {
                for (const Roll &sample : *samples) {
                    for (int i = 0; i < k; ++i)
                        set(i, sample.white, dice[i] ? sample.face[size_t(dice[i] - 1)] : 0);
                    total += valueOfSums(e, s, me, colourSums(s.faces, r));
                    ++outcomes;
                }
            }
            return total / outcomes;
        };
        const std::vector<Roll> samples = draw(kSamples);
        double bestValue = valueOfSums(e, s, me, s.sums()); // keeping the roll
        uint8_t best = 0;
        std::vector<std::pair<double, int>> sampled;
        for (int mask = 1; mask <= kAllDice; ++mask) {
            if (__builtin_popcount(unsigned(mask)) > kExact) {
                sampled.emplace_back(expected(mask, &samples), mask);
                continue;
            }
            const double v = expected(mask, nullptr);
            if (v > bestValue + 1e-9) {
                bestValue = v;
                best = uint8_t(mask);
            }
        }
        std::sort(sampled.begin(), sampled.end(),
                  [](const auto &a, const auto &b) { return a.first > b.first; });
        if (sampled.front().first <= bestValue) return best;
        const std::vector<Roll> fresh = draw(kRefineSamples);
        for (int i = 0; i < kRefined && sampled[size_t(i)].first > bestValue; ++i) {
            const double v = expected(sampled[size_t(i)].second, &fresh);
            if (v > bestValue + 1e-9) {
                bestValue = v;
                best = uint8_t(sampled[size_t(i)].second);
            }
        }
        return best;
    }

    static constexpr int kCacheBits = 17;
    struct Slot {
        uint32_t stamp = 0, key = 0;
        double value = 0;
    };

    Rng m_rng;
    HardWeights m_w;
    DiceFaces m_faces{};
    bool m_rise = true, m_fall = true;
    SumOdds m_odds;
    std::shared_ptr<const RowTables> m_tables;
    std::vector<Slot> m_cache;
    uint32_t m_stamp = 0;
};

} // namespace

const std::vector<HardWeightField> &hardWeightFields()
{
    static const std::vector<HardWeightField> fields{
        {"offers", &HardWeights::offers},   {"fieldBonus", &HardWeights::fieldBonus},
        {"horizon", &HardWeights::horizon}, {"opponent", &HardWeights::opponent},
        {"stuck", &HardWeights::stuck},     {"unfilledColumn", &HardWeights::unfilledColumn},
    };
    return fields;
}

std::unique_ptr<Bot> makeHardBot(uint64_t seed, const HardWeights &weights)
{
    return std::make_unique<HardBot>(seed, weights);
}

} // namespace quantum::qw
