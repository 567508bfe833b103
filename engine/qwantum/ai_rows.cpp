// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The hard level's row model (docs/ai.md): a row on its own, offered sums of its colour, solved
// by dynamic programming into tables of each field's chance to be written and its number.
#include "engine/qwantum/ai_p.h"

#include <algorithm>
#include <cstring>
#include <mutex>

namespace quantum::qw::ai {

namespace {

bool rowFits(int k, int last, int sum, const Options &o)
{
    if (k == 0) return true;
    if (k < kRising) return o.strictRise ? sum > last : sum >= last;
    if (k < kFields) return o.strictFall ? sum < last : sum <= last;
    return false;
}

std::shared_ptr<const RowTables> buildRowTables(const SumOdds &odds, const Options &options,
                                                double bonus)
{
    auto t = std::make_shared<RowTables>();
    const size_t size = RowTables::at(kColours, 0, 0, 0);
    t->q.assign(size, {});
    t->m.assign(size, {});
    constexpr int kLast = RowTables::kLast, kOffers = RowTables::kOffers;
    // w[k][last][n]: the row's value (k = kFields: a full row, worth nothing more).
    std::vector<double> w(size_t(kFields + 1) * kLast * (kOffers + 1), 0.0);
    const auto W = [&](int k, int last, int n) -> double & {
        return w[(size_t(k) * kLast + size_t(last)) * (kOffers + 1) + size_t(n)];
    };
    for (int c = 0; c < kColours; ++c) {
        std::fill(w.begin(), w.end(), 0.0);
        const auto &p = odds.p[size_t(c)];
        for (int n = 1; n <= kOffers; ++n)
            for (int k = kFields - 1; k >= 0; --k)
                for (int last = 0; last < kLast; ++last) {
                    if ((k == 0) != (last == 0)) continue;
                    double value = 0;
                    std::array<double, kFields> q{}, m{};
                    const auto &stayQ = t->q[RowTables::at(c, k, last, n - 1)];
                    const auto &stayM = t->m[RowTables::at(c, k, last, n - 1)];
                    const double stay = W(k, last, n - 1);
                    for (int s = 1; s <= kMaxSum; ++s) {
                        const double ps = p[size_t(s)];
                        if (ps == 0) continue;
                        const double go =
                            rowFits(k, last, s, options) ? s + bonus + W(k + 1, s, n - 1) : -1e300;
                        if (go > stay) {
                            value += ps * go;
                            q[size_t(k)] += ps;
                            m[size_t(k)] += ps * s;
                            if (k + 1 < kFields) {
                                const auto &nq = t->q[RowTables::at(c, k + 1, s, n - 1)];
                                const auto &nm = t->m[RowTables::at(c, k + 1, s, n - 1)];
                                for (int j = k + 1; j < kFields; ++j) {
                                    q[size_t(j)] += ps * nq[size_t(j)];
                                    m[size_t(j)] += ps * nm[size_t(j)];
                                }
                            }
                        } else {
                            value += ps * stay;
                            for (int j = k; j < kFields; ++j) {
                                q[size_t(j)] += ps * stayQ[size_t(j)];
                                m[size_t(j)] += ps * stayM[size_t(j)];
                            }
                        }
                    }
                    W(k, last, n) = value;
                    auto &tq = t->q[RowTables::at(c, k, last, n)];
                    auto &tm = t->m[RowTables::at(c, k, last, n)];
                    for (int j = 0; j < kFields; ++j) {
                        tq[size_t(j)] = float(q[size_t(j)]);
                        tm[size_t(j)] = float(m[size_t(j)]);
                    }
                }
    }
    return t;
}

} // namespace

std::shared_ptr<const RowTables> rowTables(const DiceFaces &faces, const Options &options,
                                           double bonus, const SumOdds &odds)
{
    struct Entry {
        DiceFaces faces;
        bool strictRise, strictFall;
        double bonus;
        std::shared_ptr<const RowTables> tables;
    };
    static std::mutex mutex;
    static std::vector<Entry> cache;
    std::lock_guard<std::mutex> lock(mutex);
    for (const Entry &e : cache)
        if (std::memcmp(&e.faces, &faces, sizeof faces) == 0 &&
            e.strictRise == options.strictRise && e.strictFall == options.strictFall &&
            e.bonus == bonus)
            return e.tables;
    if (cache.size() >= 16) cache.erase(cache.begin()); // tuning makes many; keep the last few
    cache.push_back({faces, options.strictRise, options.strictFall, bonus,
                     buildRowTables(odds, options, bonus)});
    return cache.back().tables;
}

} // namespace quantum::qw::ai
