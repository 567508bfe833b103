// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules_p.h"

#include <algorithm>

// The exact chance an attack wins (attackOdds).

namespace quantum {

using namespace detail;

namespace {

struct OddsModel {
    int atkBase = 0, defBase = 0; // value + fixed modifiers
    bool atkRational = false, defRational = false, stubborn = false;
    uint8_t atkOpts = 0, defOpts = 0; // CombatUse bits each side may use once
    double memo[7][7][64];
    bool known[7][7][64] = {};

    bool attackerWins(int ar, int dr) const
    {
        const int at = atkBase + ar, dt = defBase + dr;
        return stubborn ? at < dt : at <= dt;
    }
    // Chance the attacker wins from rolls (ar, dr) with `used` options spent, both sides
    // choosing re-rolls to their best (the losing side decides, R-COMBAT-5).
    double value(int ar, int dr, int used)
    {
        if (known[ar][dr][used]) return memo[ar][dr][used];
        const bool atkWinning = attackerWins(ar, dr);
        const int side = atkWinning ? 1 : 0; // the loser
        const uint8_t opts = uint8_t((side == 0 ? atkOpts : defOpts) & ~(used >> (3 * side)));
        double best = atkWinning ? 1.0 : 0.0; // declining
        for (int k = 0; k < 3; ++k) {
            if (!(opts & (1 << k))) continue;
            const bool ownDie = k != 0; // CRUEL re-rolls the opponent's die
            const bool atkDie = (side == 0) == ownDie;
            double sum = 0;
            for (int r = 1; r <= kDieFaces; ++r)
                sum += value(atkDie ? r : ar, atkDie ? dr : r, used | (1 << (k + 3 * side)));
            const double v = sum / kDieFaces;
            best = side == 0 ? std::max(best, v) : std::min(best, v);
        }
        known[ar][dr][used] = true;
        return memo[ar][dr][used] = best;
    }
};

uint8_t oddsOptions(const GameState &s, int pl, int opp, bool ownTurn)
{
    uint8_t opts = 0;
    if (has(s, pl, Card::Cruel) && !has(s, opp, Card::Rational)) opts |= UseCruel;
    if (has(s, pl, Card::Relentless) && !has(s, pl, Card::Rational)) opts |= UseRelentless;
    if (has(s, pl, Card::Scrappy) && ownTurn && !has(s, pl, Card::Rational)) opts |= UseScrappy;
    return opts;
}

} // namespace

AttackOdds attackOdds(const GameState &s, const Action &a)
{
    AttackOdds out;
    int defPl = -1;
    const int defSi = s.shipAt(a.to, &defPl);
    if ((a.type != ActionType::Attack && a.type != ActionType::Strike) || defSi < 0) return out;
    const int pl = a.player;
    // The attacker fights from its attack-from square (R-MOVE-4).
    GameState at = s;
    at.p[pl].ships[a.ship].at = a.type == ActionType::Attack ? a.from : s.p[pl].ships[a.ship].at;
    OddsModel m;
    m.atkBase = combatTotal(at, pl, a.ship, 0);
    m.defBase = combatTotal(at, defPl, defSi, 0);
    m.atkRational = has(s, pl, Card::Rational);
    m.defRational = has(s, defPl, Card::Rational);
    m.stubborn = has(s, defPl, Card::Stubborn);
    m.atkOpts = oddsOptions(s, pl, defPl, pl == s.active);
    m.defOpts = oddsOptions(s, defPl, pl, defPl == s.active);
    double sum = 0;
    int n = 0;
    for (int ar = 1; ar <= kDieFaces; ++ar) {
        if (m.atkRational && ar != 3) continue;
        for (int dr = 1; dr <= kDieFaces; ++dr) {
            if (m.defRational && dr != 3) continue;
            sum += m.value(ar, dr, 0);
            ++n;
        }
    }
    out.win = sum / n;
    out.defenderMayDestroyBoth = has(s, defPl, Card::Dangerous);
    return out;
}

} // namespace quantum
