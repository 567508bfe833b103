// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules_p.h"

// Pending decisions answered (R-CARD-8) and card uses: the free command-card effects and the
// card answers to pending decisions.

namespace quantum::detail {

void cardUsedEvent(Ctx &c, int pl, Card card, int ship, int value)
{
    Event e = make(EventType::CardUsed, pl);
    e.card = card;
    e.ship = int8_t(ship);
    if (ship >= 0) e.value = c.s.p[pl].ships[ship].value;
    e.a = int16_t(value);
    record(c.ev, e);
}

void useCard(Ctx &c, const Action &a)
{
    GameState &s = c.s;
    const int pl = a.player;
    PlayerState &ps = s.p[pl];
    cardUsedEvent(c, pl, a.card, a.ship, a.value);
    switch (a.card) {
    case Card::Cerebral:
        s.turnFlags |= UsedCerebral;
        changeDominance(c, pl, -1);
        setResearch(c, pl, ps.research + 3);
        break;
    case Card::Tyrannical:
        s.turnFlags |= UsedTyrannical;
        setResearch(c, pl, ps.research - 1);
        changeDominance(c, pl, +1);
        break;
    case Card::Flexible:
        s.turnFlags |= UsedFlexible;
        ps.ships[a.ship].value = a.value;
        break;
    case Card::Resourceful:
        s.turnFlags |= UsedResourceful;
        ps.ships[a.ship].at = kScrapyard; // not a destruction
        rollShip(c, pl, a.ship, RollReason::Resourceful, 0);
        gainActions(c, pl, Card::Resourceful, 1);
        break;
    case Card::Nomadic: {
        s.turnFlags |= UsedNomadic; // its action was paid by apply
        Ship &sh = ps.ships[a.ship];
        Event e = shipEvent(s, EventType::Moved, pl, a.ship, a.to);
        e.from = sh.at;
        e.card = Card::Nomadic;
        record(c.ev, e);
        sh.at = a.to; // not that ship's move
        break;
    }
    case Card::Dangerous: { // both ships destroyed; no dominance, no destruction for cards
        popPending(s);
        const Combat cb = s.combat;
        s.combat = Combat{};
        Event e =
            shipEvent(s, EventType::BothDestroyed, cb.defender, cb.defShip, cb.target, cb.atkShip);
        e.other = cb.attacker;
        e.value2 = s.p[cb.attacker].ships[cb.atkShip].value;
        e.from = cb.from;
        record(c.ev, e);
        s.p[cb.defender].ships[cb.defShip].at = kScrapyard;
        s.p[cb.attacker].ships[cb.atkShip].at = kScrapyard;
        rollShip(c, cb.defender, cb.defShip, RollReason::Destroyed, 0);
        rollShip(c, cb.attacker, cb.atkShip, RollReason::Destroyed, 0);
        break;
    }
    case Card::Scrappy: { // one more roll of that ship die, straight away
        const Pending pd = s.pending[0];
        popPending(s);
        Ship &sh = ps.ships[pd.ship];
        const int old = sh.value;
        int v;
        do
            v = c.dice.d6();
        while (v == pd.value);
        sh.value = int8_t(v);
        shipRolledEvent(c, pl, pd.ship, old, RollReason::Scrappy);
        break;
    }
    default:
        break;
    }
}

void occupyOrStay(Ctx &c, const Action &a) // R-COMBAT-3
{
    GameState &s = c.s;
    const int pl = a.player;
    const Pending pd = s.pending[0];
    popPending(s);
    Ship &sh = s.p[pl].ships[pd.ship];
    const bool occupy = a.type == ActionType::Occupy;
    Event e = shipEvent(s, occupy ? EventType::Occupied : EventType::Stayed, pl, pd.ship,
                        occupy ? pd.target : pd.from);
    e.from = pd.from;
    e.other = pd.defender;
    sh.at = e.sq;
    record(c.ev, e);
    applyKill(c, pl, pd.defender); // attacker +1, defender -1, then infamy
}

void infamyCube(Ctx &c, const Action &a) // R-DOM-2
{
    GameState &s = c.s;
    popPending(s);
    placeCube(c, a.player, a.planet, CubeReason::Infamy);
    if (s.phase != Phase::GameOver)
        changeDominance(c, a.player, -(s.p[a.player].dominance - 1), false);
}

void placeExpansion(Ctx &c, const Action &a) // EXPANSION, REORGANIZATION
{
    popPending(c.s);
    c.s.p[a.player].ships[a.ship].at = a.to;
    record(c.ev, shipEvent(c.s, EventType::ExpansionShip, a.player, a.ship, a.to));
}

void discardCommand(Ctx &c, const Action &a) // R-CARD-5, SABOTAGE
{
    GameState &s = c.s;
    PlayerState &ps = s.p[a.player];
    const Pending pd = s.pending[0];
    popPending(s);
    Q_ASSERT(a.value >= 0 && a.value < kMaxHand);
    const Card old = ps.hand[a.value];
    discardCard(s, old);
    Event e = make(EventType::CardDiscarded, a.player);
    e.card = old;
    record(c.ev, e);
    if (pd.kind == Pending::Kind::DiscardCommand) { // the new card takes the slot
        ps.hand[a.value] = pd.card;
        ps.freshCards |= uint8_t(1u << a.value);
        return;
    }
    // SABOTAGE: the hand stays packed (slot numbers follow the cards held).
    for (int i = a.value; i + 1 < kMaxHand; ++i) {
        ps.hand[i] = ps.hand[i + 1];
        const bool fresh = ps.freshCards & (1u << (i + 1));
        ps.freshCards = uint8_t((ps.freshCards & ~(1u << i)) | (fresh ? 1u << i : 0u));
    }
    ps.hand[kMaxHand - 1] = Card::None;
    ps.freshCards &= uint8_t(~(1u << (kMaxHand - 1)));
}

void decline(Ctx &c) // DANGEROUS, a combat re-roll (R-COMBAT-5), SCRAPPY
{
    const Pending pd = c.s.pending[0];
    popPending(c.s);
    if (pd.kind == Pending::Kind::Dangerous)
        rollCombat(c);
    else if (pd.kind == Pending::Kind::CombatReroll)
        finishCombat(c);
    // ScrappyReroll: the roll stands
}

void chooseValue(Ctx &c, const Action &a) // CLEVER
{
    popPending(c.s);
    record(c.ev, shipEvent(c.s, EventType::ValueChosen, a.player, a.ship, kNoSq, a.value));
    c.s.p[a.player].ships[a.ship].value = a.value;
}

void relocate(Ctx &c, const Action &a) // RELOCATION
{
    GameState &s = c.s;
    popPending(s);
    Q_ASSERT(a.other >= 0 && a.other < s.players);
    PlayerState &qs = s.p[a.other];
    for (int k = 0; k < qs.cubesPlaced; ++k)
        if (qs.cubes[k] == a.planet) {
            qs.cubes[k] = a.planet2;
            break;
        }
    Event e = make(EventType::CubeRelocated, a.other);
    e.other = a.player;
    e.planet = a.planet;
    e.a = a.planet2;
    record(c.ev, e);
    for (int i = 0; i < s.players; ++i) { // R-DOM-2: retry after cubes move
        const int q = (s.active + i) % s.players;
        if (s.p[q].infamyBlocked && s.p[q].dominance >= kTrackMax) tryInfamy(c, q);
    }
}

void reorganize(Ctx &c, const Action &a) // REORGANIZATION
{
    GameState &s = c.s;
    PlayerState &ps = s.p[a.player];
    popPending(s);
    for (int i = 0; i < kShipsPerPlayer; ++i)
        if (a.value & (1 << i)) ps.ships[i].at = kUnplaced;
    for (int i = 0; i < kShipsPerPlayer; ++i)
        if (a.value & (1 << i)) rollShip(c, a.player, i, RollReason::Reorganization, 0);
    for (int i = 0; i < kShipsPerPlayer; ++i)
        if (a.value & (1 << i)) pushPending(s, pendingFor(Pending::Kind::PlaceShip, a.player, i));
}

} // namespace quantum::detail
