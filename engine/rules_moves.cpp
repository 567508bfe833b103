// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules_p.h"

// Legal actions of the action phase: moves, attacks, abilities, card uses, constructs.

namespace quantum::detail {

namespace {

// May this ship use its ability now? Sets `cunning` when only CUNNING allows it.
inline bool abilityAvailable(const Scratch &S, const GameState &s, int pl, const Ship &sh,
                             bool &cunning)
{
    cunning = false;
    if (!sh.abilityUsed) return true;
    if (S.has(pl, Card::Cunning) && !(s.turnFlags & UsedCunning)) {
        cunning = true;
        return true;
    }
    return false;
}

inline bool mayMove(const Scratch &S, const GameState &, int pl, const Ship &sh)
{
    return !sh.moved || S.has(pl, Card::Energetic); // R-TURN-4, ENERGETIC
}

inline bool attacksAllowed(const GameState &s)
{
    return !(s.turnFlags & UsedCurious);
}

inline int movementL(const Scratch &S, const GameState &s, int pl, int si)
{
    return s.p[pl].ships[si].value + (S.has(pl, Card::Agile) ? 1 : 0); // R-MOVE-1, AGILE
}

void addMoves(Scratch &S, const GameState &s, int pl, int si, bool paid, bool curious,
              std::vector<Action> &out)
{
    const Board &b = *s.board;
    const Ship &ship = s.p[pl].ships[si];
    const int mv = movementL(S, s, pl, si);
    bool cunning = false;
    const bool canDiag = ship.value == 5 && abilityAvailable(S, s, pl, ship, cunning); // R-ABIL-5
    const uint8_t diagFlags = Action::kUsesAbility | (cunning ? Action::kUsesCunning : 0);
    const bool attacks = s.actionsLeft >= actionCost(ActionType::Attack) && attacksAllowed(s);
    Action a;
    a.player = int8_t(pl);
    a.ship = int8_t(si);
    auto pushMove = [&](Sq to, uint8_t flags) {
        a.type = ActionType::Move;
        a.from = kNoSq;
        a.to = to;
        a.flags = flags;
        a.card = Card::None;
        if (paid) out.push_back(a);
        if (curious) { // CURIOUS: one free move (not an attack)
            a.card = Card::Curious;
            out.push_back(a);
        }
    };

    const std::vector<Sq> &orth = S.bfs(b, ship.at, mv, false, false);
    if (!canDiag) {
        for (Sq sq : orth)
            if (sq != ship.at) pushMove(sq, 0);
        if (!attacks) return;
        a.type = ActionType::Attack;
        a.card = Card::None;
        a.flags = 0;
        for (Sq from : orth) {
            if (S.distA(from) > mv - 1) continue;
            for (Sq t : b.orth(from)) {
                const int o = t == kNoSq ? -1 : S.owner(t);
                if (o >= 0 && o != pl) {
                    a.from = from;
                    a.to = t;
                    out.push_back(a);
                }
            }
        }
        return;
    }
    // Interceptor: diagonal steps use its ability only when needed (R-ABIL-7).
    const std::vector<Sq> &all = S.bfs(b, ship.at, mv, true, true);
    for (Sq sq : all)
        if (sq != ship.at) pushMove(sq, S.distA(sq) <= mv ? 0 : diagFlags);
    if (!attacks) return;
    a.type = ActionType::Attack;
    a.card = Card::None;
    for (Sq from : all) {
        if (S.distB(from) > mv - 1) continue;
        const bool orthFrom = S.distA(from) <= mv - 1;
        for (int pass = 0; pass < 2; ++pass) {
            const auto &nb = pass == 0 ? b.orth(from) : b.diag(from);
            for (Sq t : nb) {
                const int o = t == kNoSq ? -1 : S.owner(t);
                if (o < 0 || o == pl) continue;
                a.from = from;
                a.to = t;
                a.flags = (pass == 0 && orthFrom) ? 0 : diagFlags;
                out.push_back(a);
            }
        }
    }
}

// TACTICAL: one free step (or adjacent attack) for one ship; it is that ship's move.
void addTactical(Scratch &S, const GameState &s, int pl, std::vector<Action> &out)
{
    const Board &b = *s.board;
    for (int si = 0; si < kShipsPerPlayer; ++si) {
        const Ship &sh = s.p[pl].ships[si];
        if (!sh.onMap() || !mayMove(S, s, pl, sh)) continue;
        bool cunning = false;
        const bool diag = sh.value == 5 && abilityAvailable(S, s, pl, sh, cunning);
        const uint8_t diagFlags = Action::kUsesAbility | (cunning ? Action::kUsesCunning : 0);
        for (int pass = 0; pass < (diag ? 2 : 1); ++pass) {
            const auto &nb = pass == 0 ? b.orth(sh.at) : b.diag(sh.at);
            for (Sq t : nb) {
                if (t == kNoSq || b.isPlanet(t)) continue;
                Action a{ActionType::Move, int8_t(pl), int8_t(si)};
                a.card = Card::Tactical;
                a.flags = pass == 0 ? 0 : diagFlags;
                const int o = S.owner(t);
                if (o < 0) {
                    a.to = t;
                    out.push_back(a);
                } else if (o != pl && attacksAllowed(s)) {
                    a.type = ActionType::Attack;
                    a.from = sh.at;
                    a.to = t;
                    out.push_back(a);
                }
            }
        }
    }
}

// Flagship transports (R-ABIL-2): `paid` ones, and with `curious` the same as CURIOUS free
// moves (a transport is the Flagship's move action, R-ABIL-7).
void addTransports(Scratch &S, const GameState &s, int pl, int si, uint8_t flags, bool paid,
                   bool curious, std::vector<Action> &out)
{
    const Board &b = *s.board;
    const Ship &flag = s.p[pl].ships[si];
    const int mv = movementL(S, s, pl, si); // R-ABIL-2 ruling: with AGILE up to 3
    Action a;
    a.type = ActionType::Transport;
    a.player = int8_t(pl);
    a.ship = int8_t(si);
    a.flags = flags;
    for (int pi = 0; pi < kShipsPerPlayer; ++pi) {
        const Ship &pass = s.p[pl].ships[pi];
        if (pi == si || !pass.onMap() || !b.surrounds(flag.at, pass.at)) continue;
        const std::vector<Sq> &reach = S.bfs(b, flag.at, mv, false, false, pass.at);
        bool roundTrip = false;
        for (Sq sq : reach)
            roundTrip |= S.distA(sq) == 1 && mv >= 2;
        a.other = int8_t(pi);
        auto drops = [&](Sq fin) {
            a.to = fin;
            for (int pass2 = 0; pass2 < 2; ++pass2) {
                const auto &nb = pass2 == 0 ? b.orth(fin) : b.diag(fin);
                for (Sq d : nb) {
                    if (d == kNoSq || b.isPlanet(d)) continue;
                    const bool empty =
                        !S.occupied(d) || d == pass.at || (d == flag.at && fin != flag.at);
                    if (!empty) continue;
                    a.drop = d;
                    a.card = Card::None;
                    if (paid) out.push_back(a);
                    if (curious) {
                        a.card = Card::Curious;
                        out.push_back(a);
                    }
                }
            }
        };
        for (Sq fin : reach)
            if (fin != flag.at) drops(fin);
        if (roundTrip) drops(flag.at);
    }
}

void addConstructs(Scratch &S, const GameState &s, int pl, std::vector<Action> &out)
{
    const Board &b = *s.board;
    const PlayerState &ps = s.p[pl];
    const bool ingenious = S.has(pl, Card::Ingenious);
    const int slack = S.has(pl, Card::Intelligent) ? 1 : 0;
    bool entKnown = false, ent = false;
    Action a;
    a.type = ActionType::Construct;
    a.player = int8_t(pl);
    int16_t tried[kShipsPerPlayer * 8];
    int nTried = 0;
    auto consider = [&](int16_t planet) {
        for (int k = 0; k < nTried; ++k)
            if (tried[k] == planet) return;
        Q_ASSERT(nTried < kShipsPerPlayer * 8); // 4 orbital + 4 diagonal planets a ship
        tried[nTried++] = planet;
        const Planet &pp = b.planets()[planet];
        const int mine = s.cubesOn(planet, pl);
        if (s.cubesOn(planet) >= pp.locations) return;
        if (mine > 0) {
            if (!entKnown) {
                ent = entangled(s, pl);
                entKnown = true;
            }
            if (!ent) return;
        }
        int sum = 0;
        for (Sq o : pp.orbit)
            if (o != kNoSq && S.owner(o) == pl) sum += ps.ships[S.occShip[o]].value;
        const int target = pp.number + 3 * mine; // R-ACT-CONSTRUCT, R-ENT-1
        // INGENIOUS: any subset of the player's diagonal ships may count too.
        int diagValue[4] = {0, 0, 0, 0};
        int diagMask = 0;
        if (ingenious)
            for (int d = 0; d < 4; ++d) {
                const Sq sq = b.diag(pp.sq)[d];
                if (sq != kNoSq && S.owner(sq) == pl) {
                    diagValue[d] = ps.ships[S.occShip[sq]].value;
                    diagMask |= 1 << d;
                }
            }
        for (int mask = 0; mask < 16; ++mask) {
            if ((mask & diagMask) != mask) continue;
            int total = sum;
            for (int d = 0; d < 4; ++d)
                if (mask & (1 << d)) total += diagValue[d];
            if (total == 0 || total < target - slack || total > target + slack) continue;
            a.planet = planet;
            a.value = int8_t(mask);
            a.card = mask ? Card::Ingenious : Card::None;
            out.push_back(a);
        }
    };
    for (const Ship &sh : ps.ships) {
        if (!sh.onMap()) continue;
        for (int16_t planet : b.orbitalOf(sh.at)) {
            if (planet < 0) break;
            consider(planet);
        }
        if (ingenious)
            for (Sq d : b.diag(sh.at))
                if (d != kNoSq && b.isPlanet(d)) consider(int16_t(b.planetAt(d)));
    }
}

void addCardUses(Scratch &S, const GameState &s, int pl, std::vector<Action> &out)
{
    const Board &b = *s.board;
    const PlayerState &ps = s.p[pl];
    Action a{ActionType::UseCard, int8_t(pl)};
    if (S.has(pl, Card::Cerebral) && !(s.turnFlags & UsedCerebral) && ps.dominance > 1) {
        a.card = Card::Cerebral;
        out.push_back(a);
    }
    if (S.has(pl, Card::Tyrannical) && !(s.turnFlags & UsedTyrannical) && ps.research > 1) {
        a.card = Card::Tyrannical;
        out.push_back(a);
    }
    const bool flexible = S.has(pl, Card::Flexible) && !(s.turnFlags & UsedFlexible);
    const bool resourceful = S.has(pl, Card::Resourceful) && !(s.turnFlags & UsedResourceful);
    const bool nomadic = S.has(pl, Card::Nomadic) && !(s.turnFlags & UsedNomadic) &&
                         s.actionsLeft >= actionCost(ActionType::UseCard, Card::Nomadic);
    for (int si = 0; si < kShipsPerPlayer; ++si) {
        const Ship &sh = ps.ships[si];
        if (!sh.onMap()) continue;
        a = Action{ActionType::UseCard, int8_t(pl), int8_t(si)};
        if (flexible) {
            a.card = Card::Flexible;
            for (int v : {sh.value - 1, sh.value + 1})
                if (v >= 1 && v <= kDieFaces) {
                    a.value = int8_t(v);
                    out.push_back(a);
                }
            a.value = 0;
        }
        if (resourceful) {
            a.card = Card::Resourceful;
            out.push_back(a);
        }
        if (nomadic) {
            a.card = Card::Nomadic;
            for (int16_t planet : b.orbitalOf(sh.at)) {
                if (planet < 0) break;
                const Sq psq = b.planets()[planet].sq;
                const int px = b.sqX(psq), py = b.sqY(psq);
                const int dx[4] = {3, -3, 0, 0}, dy[4] = {0, 0, 3, -3};
                for (int d = 0; d < 4; ++d) {
                    const int nx = px + dx[d], ny = py + dy[d];
                    if (nx < 0 || ny < 0 || nx >= b.width() || ny >= b.height()) continue;
                    const int np = b.planetAt(ny * b.width() + nx);
                    if (np < 0) continue;
                    for (Sq o : b.planets()[np].orbit)
                        if (o != kNoSq && !S.occupied(o)) {
                            a.to = o;
                            out.push_back(a);
                        }
                }
            }
            a.to = kNoSq;
        }
    }
}

} // namespace

void addActionPhase(Scratch &S, const GameState &s, std::vector<Action> &out)
{
    const Board &b = *s.board;
    const int pl = s.active;
    const PlayerState &ps = s.p[pl];
    Action a;
    a.player = int8_t(pl);
    // What the actions left pay for (the costs: actionCost in rules.h).
    const auto affords = [&](ActionType t, bool eager = false) {
        return s.actionsLeft >= actionCost(t, Card::None, eager);
    };
    const bool reconfigure = affords(ActionType::Reconfigure);
    const bool deploy = affords(ActionType::Deploy, S.has(pl, Card::Eager)); // EAGER
    const bool paidMove = affords(ActionType::Move);
    const bool transport = affords(ActionType::Transport);
    const bool curious = S.has(pl, Card::Curious) && !(s.turnFlags & UsedCurious) &&
                         !(s.turnFlags & AttackedThisTurn);

    for (int si = 0; si < kShipsPerPlayer; ++si) {
        const Ship &sh = ps.ships[si];
        if (sh.at == kScrapyard) {
            if (reconfigure) out.push_back(Action{ActionType::Reconfigure, int8_t(pl), int8_t(si)});
            if (deploy) { // R-ACT-DEPLOY
                a = Action{ActionType::Deploy, int8_t(pl), int8_t(si)};
                forEachPlacement(S, s, pl, [&](Sq sq) {
                    a.to = sq;
                    out.push_back(a);
                });
            }
            continue;
        }
        if (!sh.onMap()) continue;
        if (reconfigure) out.push_back(Action{ActionType::Reconfigure, int8_t(pl), int8_t(si)});
        bool cunning = false;
        const bool ability = abilityAvailable(S, s, pl, sh, cunning);
        const uint8_t abilityFlags = cunning ? Action::kUsesCunning : 0;
        if (mayMove(S, s, pl, sh) && (paidMove || curious)) {
            addMoves(S, s, pl, si, paidMove, curious, out);
            if ((transport || curious) && sh.value == 2 && ability)
                addTransports(S, s, pl, si, Action::kUsesAbility | abilityFlags, transport, curious,
                              out);
        }
        if (!ability) continue;
        switch (sh.value) {
        case 1: // Strike (R-ABIL-1)
            if (!attacksAllowed(s) || !affords(ActionType::Strike)) break;
            for (Sq t : b.orth(sh.at)) {
                const int o = t == kNoSq ? -1 : S.owner(t);
                if (o >= 0 && o != pl) {
                    a = Action{ActionType::Strike, int8_t(pl), int8_t(si)};
                    a.to = t;
                    a.flags = abilityFlags;
                    out.push_back(a);
                }
            }
            break;
        case 3: // Warp (R-ABIL-3)
            if (!affords(ActionType::Warp)) break;
            for (int oi = 0; oi < kShipsPerPlayer; ++oi)
                if (oi != si && ps.ships[oi].onMap()) {
                    a = Action{ActionType::Warp, int8_t(pl), int8_t(si), int8_t(oi)};
                    a.flags = abilityFlags;
                    out.push_back(a);
                }
            break;
        case 4: // Modify (R-ABIL-4)
            if (!affords(ActionType::Modify)) break;
            a = Action{ActionType::Modify, int8_t(pl), int8_t(si)};
            a.flags = abilityFlags;
            a.value = 3;
            out.push_back(a);
            a.value = 5;
            out.push_back(a);
            break;
        case 6: // Free reconfigure (R-ABIL-6)
            if (!affords(ActionType::ScoutReroll)) break;
            a = Action{ActionType::ScoutReroll, int8_t(pl), int8_t(si)};
            a.flags = abilityFlags;
            out.push_back(a);
            break;
        default:
            break;
        }
    }
    if (S.has(pl, Card::Tactical) && !(s.turnFlags & UsedTactical)) addTactical(S, s, pl, out);
    addCardUses(S, s, pl, out);
    if (affords(ActionType::Research) && ps.research < kTrackMax)
        out.push_back(Action{ActionType::Research, int8_t(pl)});
    if (affords(ActionType::Construct)) addConstructs(S, s, pl, out);
    out.push_back(Action{ActionType::EndTurn, int8_t(pl)});
}

} // namespace quantum::detail
