// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What Qwantum's levels share (engine/qwantum/bots.cpp, ai_hard.cpp): the exact chances of the
// colour sums, writing on a copy of a sheet, the hard level's factory.

#include "engine/qwantum/bots.h"

#include <algorithm>
#include <array>
#include <memory>
#include <vector>

namespace quantum::qw::ai {

// The highest sum a colour can show with any faces table: the white 6 and six coloured 6s.
inline constexpr int kMaxSum = 6 + 6 * kColouredDice;

// The exact chance of each colour's sum (Q-TURN-3) on one roll of all seven dice, from the
// faces: p[c][s], below[c][s] = P(sum < s), for s in 0..kMaxSum (below up to kMaxSum + 1).
struct SumOdds {
    std::array<std::array<double, kMaxSum + 1>, kColours> p{};
    std::array<std::array<double, kMaxSum + 2>, kColours> below{};

    // The chance that a roll's `c` sum lies in [lo, hi] (empty: 0).
    double between(int c, int lo, int hi) const
    {
        lo = std::max(lo, 0);
        hi = std::min(hi, kMaxSum);
        return hi < lo ? 0.0 : below[size_t(c)][size_t(hi + 1)] - below[size_t(c)][size_t(lo)];
    }
};
SumOdds computeSumOdds(const DiceFaces &faces);

// The sums that fit row `c` of `sheet` next (Q-WRITE-1 to -4) as a range [lo, hi] (lo > hi:
// none: a full row, or a row that rose too high).
struct FitRange {
    int lo = 1, hi = kMaxSum;
    bool empty() const { return lo > hi; }
};
FitRange fitRange(const Sheet &sheet, int c, const Options &options);
// The chance that the next roll's `c` sum fits row `c`.
inline double fitChance(const SumOdds &odds, const Sheet &sheet, int c, const Options &options)
{
    const FitRange r = fitRange(sheet, c, options);
    return odds.between(c, r.lo, r.hi);
}

// Writes `sum` in row `c` of a copy (it fits: fieldFor >= 0).
inline void writeOn(Sheet &sheet, int c, int sum)
{
    sheet.rows[size_t(c)][size_t(sheet.filled[size_t(c)])] = int8_t(sum);
    ++sheet.filled[size_t(c)];
}

// The hard level's row model (ai_rows.cpp).
//
// A row on its own: it is offered sums of its colour one at a time, `n` offers in all, and
// takes an offer that fits when that is worth more than waiting, a taken field being worth its
// number plus `fieldBonus` (the policy of this dynamic programme). For every row state (fields
// written, the last number) and every n the tables hold, for each field, the chance that the
// row has it written at the end, and the expected number there times that chance.
struct RowTables {
    static constexpr int kOffers = 64; // the most offers a row is modelled with
    static constexpr int kLast = kMaxSum + 1;
    std::vector<std::array<float, kFields>> q, m;

    static size_t at(int c, int k, int last, int n)
    {
        return ((size_t(c) * kFields + size_t(k)) * kLast + size_t(last)) * (kOffers + 1) +
               size_t(n);
    }
};
// The tables for these dice, rulings and field bonus, built once and shared by every hard bot
// of the process (a few kept: the tuning makes many).
std::shared_ptr<const RowTables> rowTables(const DiceFaces &faces, const Options &options,
                                           double bonus, const SumOdds &odds);

// Whether the game ends once the roll is over (Q-END-1), from the sheets.
bool endsGame(const State &s);

} // namespace quantum::qw::ai
