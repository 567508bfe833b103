// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules_p.h"

// apply: one small function per action. The action-phase actions (R-ACT-*, R-MOVE-*,
// R-ABIL-*) are here; setup in rules_turn.cpp, pending answers in rules_pending.cpp, combat
// re-rolls in rules_combat.cpp, card picks in rules_cards.cpp.

namespace quantum {

using namespace detail;

namespace {

// The abilities' shared bookkeeping: the ship has used its ability, CUNNING may have paid.
void useAbility(GameState &s, Ship &sh, uint8_t flags)
{
    sh.abilityUsed = true;
    if (flags & Action::kUsesCunning) s.turnFlags |= UsedCunning;
}

// A CURIOUS or TACTICAL move (a CURIOUS transport, a TACTICAL attack) spends the card for the
// turn (R-CARD-7).
void spendMoveCard(GameState &s, Card card)
{
    if (card == Card::Curious)
        s.turnFlags |= UsedCurious;
    else if (card == Card::Tactical)
        s.turnFlags |= UsedTactical;
}

void reconfigure(Ctx &c, const Action &a) // R-ACT-RECONF
{
    rollShip(c, a.player, a.ship, RollReason::Reconfigure, c.s.p[a.player].ships[a.ship].value);
}

void deploy(Ctx &c, const Action &a) // R-ACT-DEPLOY
{
    GameState &s = c.s;
    s.p[a.player].ships[a.ship].at = a.to;
    record(c.ev, shipEvent(s, EventType::Deployed, a.player, a.ship, a.to));
}

void research(Ctx &c, const Action &a) // R-ACT-RESEARCH
{
    const int pl = a.player;
    // The action first, then what it changed (the log reads in that order).
    Event e = make(EventType::Researched, pl);
    e.a = int16_t(std::min(c.s.p[pl].research + 1, kTrackMax));
    record(c.ev, e);
    setResearch(c, pl, c.s.p[pl].research + 1);
}

void construct(Ctx &c, const Action &a) // R-ACT-CONSTRUCT
{
    placeCube(c, a.player, a.planet, CubeReason::Construct);
}

void move(Ctx &c, const Action &a) // R-MOVE-1
{
    GameState &s = c.s;
    spendMoveCard(s, a.card);
    Ship &sh = s.p[a.player].ships[a.ship];
    Event e = shipEvent(s, EventType::Moved, a.player, a.ship, a.to);
    e.from = sh.at;
    e.card = a.card;
    sh.at = a.to;
    sh.moved = true;
    if (a.flags & Action::kUsesAbility) sh.abilityUsed = true;
    if (a.flags & Action::kUsesCunning) s.turnFlags |= UsedCunning;
    e.a = (a.flags & Action::kUsesAbility) ? 1 : 0;
    record(c.ev, e);
}

void attack(Ctx &c, const Action &a) // R-MOVE-3
{
    spendMoveCard(c.s, a.card);
    startCombat(c, a.player, a.ship, a.from, a.to, false, a.flags);
}

void strike(Ctx &c, const Action &a) // R-ABIL-1
{
    startCombat(c, a.player, a.ship, c.s.p[a.player].ships[a.ship].at, a.to, true, a.flags);
}

void transport(Ctx &c, const Action &a) // R-ABIL-2
{
    GameState &s = c.s;
    PlayerState &ps = s.p[a.player];
    spendMoveCard(s, a.card); // CURIOUS
    Ship &sh = ps.ships[a.ship];
    Event e = shipEvent(s, EventType::Transported, a.player, a.ship, a.to, a.drop);
    e.other = a.other;
    e.value2 = ps.ships[a.other].value;
    e.from = sh.at;
    e.b = ps.ships[a.other].at; // where the passenger was picked up
    e.card = a.card;
    sh.at = a.to;
    sh.moved = true;
    useAbility(s, sh, a.flags);
    ps.ships[a.other].at = a.drop;
    record(c.ev, e);
}

void warp(Ctx &c, const Action &a) // R-ABIL-3
{
    PlayerState &ps = c.s.p[a.player];
    Ship &sh = ps.ships[a.ship];
    Ship &other = ps.ships[a.other];
    Event e = shipEvent(c.s, EventType::Warped, a.player, a.ship, other.at);
    e.other = a.other;
    e.value2 = other.value;
    e.from = sh.at;
    std::swap(sh.at, other.at);
    useAbility(c.s, sh, a.flags);
    record(c.ev, e);
}

void modify(Ctx &c, const Action &a) // R-ABIL-4
{
    Ship &sh = c.s.p[a.player].ships[a.ship];
    record(c.ev, shipEvent(c.s, EventType::Modified, a.player, a.ship, kNoSq, a.value));
    sh.value = a.value;
    useAbility(c.s, sh, a.flags);
}

void scoutReroll(Ctx &c, const Action &a) // R-ABIL-6
{
    useAbility(c.s, c.s.p[a.player].ships[a.ship], a.flags);
    rollShip(c, a.player, a.ship, RollReason::Scout, kScoutValue);
}

} // namespace

int actionCost(const GameState &s, const Action &a)
{
    return actionCost(a.type, a.card,
                      a.type == ActionType::Deploy && s.p[a.player].hasActive(Card::Eager));
}

void apply(GameState &s, const Action &a, Dice &dice, Events *ev)
{
    Ctx c{s, dice, ev};
    // The precondition (a legal action) bounds every index the action carries.
    Q_ASSERT(a.player >= 0 && a.player < s.players);
    Q_ASSERT(a.ship < kShipsPerPlayer && a.other < kShipsPerPlayer);
    s.actionsLeft = int8_t(s.actionsLeft - actionCost(s, a)); // 0 outside the action phase
    switch (a.type) {
    case ActionType::SetupReroll:
    case ActionType::SetupKeep:
        setupDecision(c, a);
        break;
    case ActionType::ChooseStart:
        chooseStart(c, a);
        break;
    case ActionType::PlaceShip:
        placeShip(c, a);
        break;
    case ActionType::Reconfigure:
        reconfigure(c, a);
        break;
    case ActionType::Deploy:
        deploy(c, a);
        break;
    case ActionType::Research:
        research(c, a);
        break;
    case ActionType::Construct:
        construct(c, a);
        break;
    case ActionType::Move:
        move(c, a);
        break;
    case ActionType::Attack:
        attack(c, a);
        break;
    case ActionType::Strike:
        strike(c, a);
        break;
    case ActionType::Transport:
        transport(c, a);
        break;
    case ActionType::Warp:
        warp(c, a);
        break;
    case ActionType::Modify:
        modify(c, a);
        break;
    case ActionType::ScoutReroll:
        scoutReroll(c, a);
        break;
    case ActionType::EndTurn:
        beginCards(c);
        break;
    case ActionType::UseCard:
        useCard(c, a);
        break;
    case ActionType::Occupy:
    case ActionType::Stay:
        occupyOrStay(c, a);
        break;
    case ActionType::InfamyCube:
        infamyCube(c, a);
        break;
    case ActionType::PlaceExpansion:
        placeExpansion(c, a);
        break;
    case ActionType::DiscardCommand:
        discardCommand(c, a);
        break;
    case ActionType::Reroll:
        combatReroll(c, a);
        break;
    case ActionType::Decline:
        decline(c);
        break;
    case ActionType::ChooseValue:
        chooseValue(c, a);
        break;
    case ActionType::Relocate:
        relocate(c, a);
        break;
    case ActionType::Reorganize:
        reorganize(c, a);
        break;
    case ActionType::TakeCard:
        takeCard(c, a.player, a.value);
        break;
    case ActionType::RefreshMarket:
        refreshMarket(c, a.player);
        break;
    case ActionType::Count:
        break;
    }
    settle(c);
}

GameState publicView(const GameState &s)
{
    GameState v = s;
    std::sort(v.gambitDeck.begin(), v.gambitDeck.begin() + v.gambitDeckCount);
    std::sort(v.commandDeck.begin(), v.commandDeck.begin() + v.commandDeckCount);
    return v;
}

} // namespace quantum
