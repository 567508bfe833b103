// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules_p.h"

// Combat (R-COMBAT-1..6): the dice, the re-roll loop, destruction and its consequences.

namespace quantum::detail {

uint8_t rerollOptions(const GameState &s, int pl)
{
    const Combat &cb = s.combat;
    const int side = combatSide(cb, pl);
    const int opp = side == 0 ? cb.defender : cb.attacker;
    const uint8_t used = uint8_t(cb.used >> (3 * side));
    uint8_t opts = 0;
    if (has(s, pl, Card::Cruel) && !(used & UseCruel) && !has(s, opp, Card::Rational))
        opts |= UseCruel;
    if (has(s, pl, Card::Relentless) && !(used & UseRelentless) && !has(s, pl, Card::Rational))
        opts |= UseRelentless;
    if (has(s, pl, Card::Scrappy) && !(used & UseScrappy) && pl == s.active &&
        !has(s, pl, Card::Rational))
        opts |= UseScrappy;
    return opts;
}

bool nextToOwnShip(const GameState &s, int pl, Sq sq)
{
    for (Sq n : s.board->orth(sq))
        if (n != kNoSq) {
            int owner = -1;
            if (s.shipAt(n, &owner) >= 0 && owner == pl) return true;
        }
    return false;
}

int combatTotal(const GameState &s, int pl, int si, int roll)
{
    const Ship &sh = s.p[pl].ships[si];
    int total = sh.value + roll; // R-COMBAT-1; totals may go below 1
    if (has(s, pl, Card::Ferocious)) total -= 1;
    if (has(s, pl, Card::Strategic) && nextToOwnShip(s, pl, sh.at)) // attacker is on its
        total -= 2;                                                 // attack-from square
    return total;
}

bool attackerWinning(const GameState &s)
{
    const Combat &cb = s.combat;
    const int at = combatTotal(s, cb.attacker, cb.atkShip, cb.atkRoll);
    const int dt = combatTotal(s, cb.defender, cb.defShip, cb.defRoll);
    if (has(s, cb.defender, Card::Stubborn)) // STUBBORN: ties go to the defender
        return at < dt;
    return at <= dt; // R-COMBAT-2
}

void combatEvent(Ctx &c, EventType type, int who, Card card)
{
    const Combat &cb = c.s.combat;
    Event e = make(type, type == EventType::CombatRolled ? cb.attacker : who);
    e.card = card;
    const int atkTotal = combatTotal(c.s, cb.attacker, cb.atkShip, cb.atkRoll);
    const int defTotal = combatTotal(c.s, cb.defender, cb.defShip, cb.defRoll);
    if (type == EventType::CombatRolled) {
        e.ship = cb.atkShip;
        e.value = c.s.p[cb.attacker].ships[cb.atkShip].value;
        e.other = cb.defender;
        e.value2 = c.s.p[cb.defender].ships[cb.defShip].value;
        e.from = cb.from;
        e.sq = cb.target;
        e.a = cb.defShip;
        e.b = cb.atkRoll;
        e.c = cb.defRoll;
    } else {
        e.a = cb.atkRoll;
        e.b = cb.defRoll;
    }
    e.d = int16_t(atkTotal);
    e.e = int16_t(defTotal);
    record(c.ev, e);
}

void applyKill(Ctx &c, int winner, int loser)
{
    GameState &s = c.s;
    changeDominance(c, winner, has(s, winner, Card::Ravenous) ? 2 : 1, false);
    if (!has(s, loser, Card::Righteous))
        changeDominance(c, loser, has(s, loser, Card::Ravenous) ? -2 : -1, false);
    if (winner == s.active && !(s.turnFlags & KilledThisTurn)) {
        s.turnFlags |= KilledThisTurn;
        if (has(s, winner, Card::Plundering)) {
            setResearch(c, winner, s.p[winner].research + 3);
            Event e = make(EventType::CardEffect, winner);
            e.card = Card::Plundering;
            e.a = s.p[winner].research;
            record(c.ev, e);
        }
        if (has(s, winner, Card::Warlike)) gainActions(c, winner, Card::Warlike, 1);
    }
    if (s.p[winner].dominance >= kTrackMax) tryInfamy(c, winner);
}

// A ship destroyed in combat: to the scrapyard, rolled once (R-COMBAT-3).
void destroyShip(Ctx &c, int owner, int ship, int by, Sq where)
{
    Ship &sh = c.s.p[owner].ships[ship];
    Event d = shipEvent(c.s, EventType::ShipDestroyed, owner, ship, where);
    d.other = int8_t(by);
    sh.at = kScrapyard;
    rollShip(c, owner, ship, RollReason::Destroyed, 0);
    d.a = has(c.s, owner, Card::Clever) ? 0 : sh.value; // 0: chosen later (value-chosen)
    record(c.ev, d);
}

void finishCombat(Ctx &c)
{
    GameState &s = c.s;
    const Combat cb = s.combat;
    const bool attackerWins = attackerWinning(s);
    s.combat = Combat{};
    if (attackerWins) {
        destroyShip(c, cb.defender, cb.defShip, cb.attacker, cb.target); // R-COMBAT-3
        Pending p = pendingFor(Pending::Kind::Occupy, cb.attacker, cb.atkShip);
        p.defender = cb.defender;
        p.from = cb.from;
        p.target = cb.target;
        pushPending(s, p);
        return;
    }
    if (has(s, cb.defender, Card::Stubborn)) { // STUBBORN: a beaten attacker is destroyed
        destroyShip(c, cb.attacker, cb.atkShip, cb.defender, cb.from);
        applyKill(c, cb.defender, cb.attacker);
        return;
    }
    Event r = shipEvent(s, EventType::AttackRepelled, cb.attacker, cb.atkShip, cb.target);
    r.from = cb.from; // R-COMBAT-4: it stays there
    r.other = cb.defender;
    r.value2 = s.p[cb.defender].ships[cb.defShip].value;
    record(c.ev, r);
}

void rerollOrFinish(Ctx &c)
{
    GameState &s = c.s;
    const int loser = attackerWinning(s) ? s.combat.defender : s.combat.attacker;
    if (rerollOptions(s, loser)) {
        pushPending(s, pendingFor(Pending::Kind::CombatReroll, loser));
        return;
    }
    finishCombat(c);
}

int combatRoll(Ctx &c, int pl)
{
    return has(c.s, pl, Card::Rational) ? 3 : c.dice.d6(); // RATIONAL: not a roll
}

void rollCombat(Ctx &c)
{
    Combat &cb = c.s.combat;
    cb.atkRoll = int8_t(combatRoll(c, cb.attacker)); // R-COMBAT-1: weapons die first
    cb.defRoll = int8_t(combatRoll(c, cb.defender));
    combatEvent(c, EventType::CombatRolled, cb.attacker, Card::None);
    rerollOrFinish(c);
}

void startCombat(Ctx &c, int pl, int si, Sq from, Sq target, bool strike, uint8_t flags)
{
    GameState &s = c.s;
    Ship &atk = s.p[pl].ships[si];
    if (strike)
        atk.abilityUsed = true;
    else
        atk.moved = true;
    if (flags & Action::kUsesAbility) atk.abilityUsed = true;
    if (flags & Action::kUsesCunning) s.turnFlags |= UsedCunning;
    s.turnFlags |= AttackedThisTurn;
    int defPl = -1;
    const int defSi = s.shipAt(target, &defPl);
    Event made = shipEvent(s, EventType::Attacked, pl, si, target, from);
    made.from = atk.at;
    made.b = strike ? 1 : 0;
    made.other = int8_t(defPl);
    made.value2 = defSi >= 0 ? s.p[defPl].ships[defSi].value : 0;
    record(c.ev, made);
    atk.at = from;
    Combat &cb = s.combat;
    cb = Combat{};
    cb.active = true;
    cb.strike = strike;
    cb.attacker = int8_t(pl);
    cb.atkShip = int8_t(si);
    cb.defender = int8_t(defPl);
    cb.defShip = int8_t(defSi);
    cb.from = from;
    cb.target = target;
    if (has(s, defPl, Card::Dangerous)) { // asked before the dice are rolled
        pushPending(s, pendingFor(Pending::Kind::Dangerous, defPl));
        return;
    }
    rollCombat(c);
}

void combatReroll(Ctx &c, const Action &a) // R-COMBAT-5
{
    GameState &s = c.s;
    popPending(s);
    Combat &cb = s.combat;
    const int side = combatSide(cb, a.player);
    const uint8_t bit = a.card == Card::Cruel        ? UseCruel
                        : a.card == Card::Relentless ? UseRelentless
                                                     : UseScrappy;
    cb.used |= uint8_t(bit << (3 * side));
    const bool ownDie = a.card != Card::Cruel;
    const bool atkDie = (side == 0) == ownDie;
    (atkDie ? cb.atkRoll : cb.defRoll) = int8_t(c.dice.d6());
    combatEvent(c, EventType::CombatRerolled, a.player, a.card);
    rerollOrFinish(c);
}

} // namespace quantum::detail
