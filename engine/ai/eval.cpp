// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/ai/eval.h"

#include "engine/rules.h"

#include <algorithm>
#include <array>
#include <cstdlib>

// The tuned position evaluation (docs/ai.md, "The evaluation").

namespace quantum {

namespace {

constexpr EvalWeightField kFields[] = {
    {"cube", &EvalWeights::cube},
    {"lastCube", &EvalWeights::lastCube},
    {"dominance", &EvalWeights::dominance},
    {"dominanceHigh", &EvalWeights::dominanceHigh},
    {"research", &EvalWeights::research},
    {"shipOnMap", &EvalWeights::shipOnMap},
    {"shipInScrapyard", &EvalWeights::shipInScrapyard},
    {"shipStrength", &EvalWeights::shipStrength},
    {"constructReady", &EvalWeights::constructReady},
    {"constructOneMove", &EvalWeights::constructOneMove},
    {"constructNear", &EvalWeights::constructNear},
    {"secondSite", &EvalWeights::secondSite},
    {"risk", &EvalWeights::risk},
    {"card", &EvalWeights::card},
    {"pick", &EvalWeights::pick},
    {"market", &EvalWeights::market},
    {"action", &EvalWeights::action},
    {"leader", &EvalWeights::leader},
};

// Plain-dice chance that a ship of value a beats one of value d (R-COMBAT-2), a table.
struct WinTable {
    double p[7][7] = {};
    constexpr WinTable()
    {
        for (int a = 1; a <= 6; ++a)
            for (int d = 1; d <= 6; ++d) {
                int wins = 0;
                for (int x = 1; x <= 6; ++x)
                    for (int y = 1; y <= 6; ++y)
                        wins += a + x <= d + y;
                p[a][d] = wins / 36.0;
            }
    }
};
constexpr WinTable kWin;

// How far a ship reaches in one move (R-MOVE-1, R-ABIL-5), blocking ignored: an estimate.
inline bool reaches(const Board &b, const Ship &sh, bool agile, int to)
{
    const int dx = std::abs(b.sqX(sh.at) - b.sqX(to));
    const int dy = std::abs(b.sqY(sh.at) - b.sqY(to));
    const int mov = sh.value + (agile ? 1 : 0);
    return sh.value == 5 ? std::max(dx, dy) <= mov : dx + dy <= mov;
}

// What the evaluation reads many times, gathered once per call: where the ships are and
// where the cubes are (flat lists, whatever the map's size).
struct Census {
    std::array<Sq, kMaxPlayers * kShipsPerPlayer> shipSq;
    std::array<int8_t, kMaxPlayers * kShipsPerPlayer> shipOwner, shipIndex, shipValue, shipAgile;
    std::array<int16_t, kMaxPlayers * kShipsPerPlayer> shipX, shipY;
    std::array<int16_t, kMaxPlayers * kMaxCubes> cubePlanet;
    std::array<int8_t, kMaxPlayers * kMaxCubes> cubeOwner;
    int ships = 0, cubes = 0;

    explicit Census(const GameState &s)
    {
        const Board &b = *s.board;
        for (int pl = 0; pl < s.players; ++pl) {
            const bool agile = s.p[pl].hasActive(Card::Agile);
            for (int i = 0; i < kShipsPerPlayer; ++i) {
                const Ship &sh = s.p[pl].ships[size_t(i)];
                if (!sh.onMap()) continue;
                const size_t k = size_t(ships++);
                shipSq[k] = sh.at;
                shipOwner[k] = int8_t(pl);
                shipIndex[k] = int8_t(i);
                shipValue[k] = sh.value;
                shipAgile[k] = agile ? 1 : 0;
                shipX[k] = int16_t(b.sqX(sh.at));
                shipY[k] = int16_t(b.sqY(sh.at));
            }
            for (int i = 0; i < s.p[pl].cubesPlaced; ++i) {
                cubePlanet[size_t(cubes)] = s.p[pl].cubes[size_t(i)];
                cubeOwner[size_t(cubes++)] = int8_t(pl);
            }
        }
    }
    // The index in the lists of the ship on `sq`, or -1.
    int shipOn(Sq sq) const
    {
        for (int k = 0; k < ships; ++k)
            if (shipSq[size_t(k)] == sq) return k;
        return -1;
    }
    // R-ENT-1, as entangled() (rules.h) but from the lists.
    bool entangled(const Board &b, int pl) const
    {
        for (int planet = 0; planet < b.planetCount(); ++planet) {
            int all = 0, mine = 0;
            cubesOn(planet, pl, all, mine);
            if (all < b.planets()[size_t(planet)].locations && mine == 0) return false;
        }
        return true;
    }
    void cubesOn(int planet, int pl, int &all, int &mine) const
    {
        all = mine = 0;
        for (int k = 0; k < cubes; ++k)
            if (cubePlanet[size_t(k)] == planet) {
                ++all;
                mine += cubeOwner[size_t(k)] == pl;
            }
    }
};

// Constructions reachable next turn (R-ACT-CONSTRUCT): only planets the player orbits count.
double construction(const GameState &s, const Census &census, int pl, const EvalWeights &w)
{
    const Board &b = *s.board;
    const PlayerState &ps = s.p[pl];
    // The planets the player's ships orbit, each once.
    std::array<int16_t, kShipsPerPlayer * 4> planets;
    int planetCount = 0;
    for (const Ship &sh : ps.ships) {
        if (!sh.onMap()) continue;
        for (int16_t planet : b.orbitalOf(sh.at)) {
            if (planet < 0) break;
            bool seen = false;
            for (int k = 0; k < planetCount && !seen; ++k)
                seen = planets[size_t(k)] == planet;
            if (!seen) planets[size_t(planetCount++)] = planet;
        }
    }
    if (planetCount == 0) return 0;
    const bool agile = ps.hasActive(Card::Agile);
    const bool intelligent = ps.hasActive(Card::Intelligent);
    int ent = -1; // entangled (R-ENT-1), worked out when it matters
    double best = 0, second = 0;
    for (int k = 0; k < planetCount; ++k) {
        const int planet = planets[size_t(k)];
        const Planet &pp = b.planets()[size_t(planet)];
        int all = 0, mine = 0;
        census.cubesOn(planet, pl, all, mine);
        if (all >= pp.locations) continue;
        if (mine > 0) {
            if (ent < 0) ent = census.entangled(b, pl) ? 1 : 0;
            if (!ent) continue;
        }
        const int target = pp.number + 3 * mine; // R-ENT-1
        int sum = 0, freeOrbit = 0;
        Sq freeSq[4];
        uint8_t inOrbit = 0;
        for (Sq o : pp.orbit) {
            if (o == kNoSq) continue;
            const int at = census.shipOn(o);
            if (at < 0) {
                freeSq[freeOrbit++] = o;
            } else if (census.shipOwner[size_t(at)] == pl) {
                const int idx = census.shipIndex[size_t(at)];
                sum += ps.ships[size_t(idx)].value;
                inOrbit |= uint8_t(1u << idx);
            }
        }
        const int diff = target - sum;
        double v = 0;
        if (diff == 0 || (intelligent && std::abs(diff) <= 1)) {
            v = w.constructReady;
        } else if (diff > 0) {
            if (diff <= 6 && freeOrbit > 0) {
                bool one = false;
                for (int i = 0; i < kShipsPerPlayer && !one; ++i) {
                    const Ship &sh = ps.ships[size_t(i)];
                    if (sh.value != diff || (inOrbit & (1u << i))) continue;
                    if (sh.at == kScrapyard && mine > 0)
                        one = true; // deploy next to an own cube (R-ACT-DEPLOY)
                    else if (sh.onMap())
                        for (int f = 0; f < freeOrbit && !one; ++f)
                            one = reaches(b, sh, agile, freeSq[f]);
                }
                v = one ? w.constructOneMove : w.constructNear * (1.0 - diff / 7.0);
            }
        } else {
            // Too much: one orbiting ship moves out, or is reconfigured lower.
            bool out = false, lower = false;
            for (int i = 0; i < kShipsPerPlayer; ++i) {
                if (!(inOrbit & (1u << i))) continue;
                out |= ps.ships[size_t(i)].value == -diff;
                lower |= ps.ships[size_t(i)].value + diff >= 1;
            }
            v = out ? w.constructOneMove : lower ? 0.5 * w.constructNear : 0;
        }
        if (v > best) {
            second = best;
            best = v;
        } else if (v > second) {
            second = v;
        }
    }
    // Shares of a cube: an orbit that adds up is never worth more than building on it.
    return w.cube * (best + w.secondSite * second);
}

// For each of the player's ships, the chance that the worst enemy ship within reach beats it.
double risk(const Census &census, int pl)
{
    double r = 0;
    for (int k = 0; k < census.ships; ++k) {
        if (census.shipOwner[size_t(k)] != pl) continue;
        const int value = census.shipValue[size_t(k)];
        double worst = 0;
        for (int e = 0; e < census.ships; ++e) {
            if (census.shipOwner[size_t(e)] == pl) continue;
            const int dx = std::abs(census.shipX[size_t(e)] - census.shipX[size_t(k)]);
            const int dy = std::abs(census.shipY[size_t(e)] - census.shipY[size_t(k)]);
            const int ev = census.shipValue[size_t(e)];
            const int mov = ev + census.shipAgile[size_t(e)];
            if (ev == 5 ? std::max(dx, dy) <= mov : dx + dy <= mov)
                worst = std::max(worst, kWin.p[ev][value]);
        }
        r += worst;
    }
    return r;
}

double playerScore(const GameState &s, const Census &census, int pl, const EvalWeights &w)
{
    const PlayerState &ps = s.p[pl];
    double v = w.cube * ps.cubesPlaced;
    if (s.cubesLeft(pl) == 1) v += w.lastCube;
    v += w.dominance * (ps.dominance - 1) + w.dominanceHigh * std::max(0, ps.dominance - 4);
    const int breakAt = ps.hasActive(Card::Precocious) ? 4 : 6; // R-RES-2
    const double progress = std::min(1.0, (ps.research - 1) / double(breakAt - 1));
    v += w.research * 5 * progress;
    for (const Ship &sh : ps.ships) {
        if (sh.onMap())
            v += w.shipOnMap + w.shipStrength * (7 - sh.value);
        else if (sh.at == kScrapyard)
            v += w.shipInScrapyard;
    }
    for (Card c : ps.hand)
        if (c != Card::None) v += w.card * cardWorth(c);
    int picks = ps.offTurnPicks;
    if ((s.phase == Phase::Cards && s.picker == pl) ||
        (s.phase == Phase::Actions && s.active == pl))
        picks += s.picksOwed;
    v += w.pick * picks;
    double bestMarket = 0;
    for (Card c : s.market)
        if (c != Card::None) bestMarket = std::max(bestMarket, cardWorth(c));
    v += w.market * bestMarket * progress;
    if (s.phase == Phase::Actions && s.active == pl) v += w.action * s.actionsLeft;
    v += construction(s, census, pl, w);
    v -= w.risk * risk(census, pl);
    return v;
}

} // namespace

std::span<const EvalWeightField> evalWeightFields()
{
    return kFields;
}

double cardWorth(Card c)
{
    switch (c) {
    case Card::Aggression:
        return 1.0;
    case Card::Expansion:
        return 1.2;
    case Card::Momentum:
        return 1.4;
    case Card::Relocation:
        return 0.7;
    case Card::Reorganization:
        return 0.5;
    case Card::Sabotage:
        return 0.5;
    case Card::Agile:
        return 1.1;
    case Card::Arrogant:
        return 1.0;
    case Card::Brilliant:
        return 1.2;
    case Card::Cerebral:
        return 1.0;
    case Card::Clever:
        return 1.1;
    case Card::Conformist:
        return 1.0;
    case Card::Cruel:
        return 0.9;
    case Card::Cunning:
        return 0.8;
    case Card::Curious:
        return 0.8;
    case Card::Dangerous:
        return 0.8;
    case Card::Eager:
        return 1.0;
    case Card::Energetic:
        return 0.9;
    case Card::Ferocious:
        return 1.0;
    case Card::Flexible:
        return 1.2;
    case Card::Ingenious:
        return 1.0;
    case Card::Intelligent:
        return 1.3;
    case Card::Nomadic:
        return 0.8;
    case Card::Plundering:
        return 0.8;
    case Card::Precocious:
        return 1.0;
    case Card::Rational:
        return 0.9;
    case Card::Ravenous:
        return 0.9;
    case Card::Relentless:
        return 0.9;
    case Card::Resourceful:
        return 0.9;
    case Card::Righteous:
        return 0.7;
    case Card::Scrappy:
        return 0.9;
    case Card::Stealthy:
        return 0.7;
    case Card::Strategic:
        return 1.0;
    case Card::Stubborn:
        return 0.9;
    case Card::Tactical:
        return 1.1;
    case Card::Tyrannical:
        return 1.1;
    case Card::Warlike:
        return 0.8;
    case Card::None:
    case Card::Count:
        break;
    }
    return 0;
}

double evaluatePosition(const GameState &s, int player)
{
    static const EvalWeights defaults;
    return evaluatePosition(s, player, defaults);
}

double evaluatePosition(const GameState &s, int me, const EvalWeights &w)
{
    if (s.phase == Phase::GameOver) return s.winner == me ? 1e6 : s.winner < 0 ? 0 : -1e6;
    const Census census(s);
    double own = 0, sum = 0, lead = -1e18;
    for (int pl = 0; pl < s.players; ++pl) {
        const double v = playerScore(s, census, pl, w);
        if (pl == me) {
            own = v;
        } else {
            sum += v;
            lead = std::max(lead, v);
        }
    }
    if (s.players < 2) return own;
    const double mean = sum / (s.players - 1);
    return own - (w.leader * lead + (1 - w.leader) * mean);
}

} // namespace quantum
