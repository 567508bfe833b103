#include "engine/rules_p.h"

#include <algorithm>

namespace quantum {

using namespace detail;

void apply(GameState &s, const Action &a, Dice &dice, Events *ev)
{
    Ctx c{s, dice, ev};
    const int pl = a.player;
    PlayerState &ps = s.p[pl];
    switch (a.type) {
    // ---------------------------------------------------------------- setup
    case ActionType::SetupReroll:
    case ActionType::SetupKeep: {
        Event e = make(a.type == ActionType::SetupReroll ? EventType::SetupRerolled
                                                         : EventType::SetupKept,
                       pl);
        if (a.type == ActionType::SetupReroll) {
            int16_t *vals[3] = {&e.a, &e.b, &e.c};
            for (int i = 0; i < 3; ++i) {
                ps.ships[i].value = int8_t(dice.d6());
                *vals[i] = ps.ships[i].value;
            }
        }
        record(ev, e);
        ps.setupDecided = true;
        if (pl + 1 < s.players)
            s.active = int8_t(pl + 1);
        else
            rollOff(c);
        break;
    }
    case ActionType::ChooseStart: {
        ps.startPlanet = a.planet;
        Event e = make(EventType::StartChosen, pl);
        e.planet = a.planet;
        record(ev, e);
        placeCube(c, pl, a.planet, CubeReason::Start);
        const int next = nextSeat(s, pl);
        if (next == s.firstPlayer) {
            s.phase = Phase::SetupShips;
            s.active = s.firstPlayer;
        } else {
            s.active = int8_t(next);
        }
        break;
    }
    case ActionType::PlaceShip: {
        ps.ships[a.ship].at = a.to;
        record(ev, shipEvent(EventType::ShipPlaced, pl, a.ship, a.to));
        finishSetupIfDone(c);
        break;
    }
    // ---------------------------------------------------------------- actions
    case ActionType::Reconfigure: // R-ACT-RECONF
        --s.actionsLeft;
        rollShip(c, pl, a.ship, RollReason::Reconfigure, ps.ships[a.ship].value);
        break;
    case ActionType::Deploy: { // R-ACT-DEPLOY
        if (!has(s, pl, Card::Eager))
            --s.actionsLeft;
        ps.ships[a.ship].at = a.to;
        record(ev, shipEvent(EventType::Deployed, pl, a.ship, a.to));
        break;
    }
    case ActionType::Research: { // R-ACT-RESEARCH
        --s.actionsLeft;
        setResearch(c, pl, ps.research + 1);
        Event e = make(EventType::Researched, pl);
        e.a = ps.research;
        record(ev, e);
        break;
    }
    case ActionType::Construct: // R-ACT-CONSTRUCT
        s.actionsLeft -= 2;
        placeCube(c, pl, a.planet, CubeReason::Construct);
        break;
    case ActionType::Move: { // R-MOVE-1
        if (a.card == Card::Curious)
            s.turnFlags |= UsedCurious;
        else if (a.card == Card::Tactical)
            s.turnFlags |= UsedTactical;
        else
            --s.actionsLeft;
        Ship &sh = ps.ships[a.ship];
        Event e = make(EventType::Moved, pl);
        e.ship = a.ship;
        e.from = sh.at;
        e.sq = a.to;
        e.card = a.card;
        sh.at = a.to;
        sh.moved = true;
        if (a.flags & Action::kUsesAbility)
            sh.abilityUsed = true;
        if (a.flags & Action::kUsesCunning)
            s.turnFlags |= UsedCunning;
        e.a = (a.flags & Action::kUsesAbility) ? 1 : 0;
        record(ev, e);
        break;
    }
    case ActionType::Attack: // R-MOVE-3
        if (a.card == Card::Tactical)
            s.turnFlags |= UsedTactical;
        else
            --s.actionsLeft;
        startCombat(c, pl, a.ship, a.from, a.to, false, a.flags);
        break;
    case ActionType::Strike: // R-ABIL-1
        startCombat(c, pl, a.ship, ps.ships[a.ship].at, a.to, true, a.flags);
        break;
    case ActionType::Transport: { // R-ABIL-2
        --s.actionsLeft;
        Ship &sh = ps.ships[a.ship];
        Event e = make(EventType::Transported, pl);
        e.ship = a.ship;
        e.other = a.other;
        e.from = sh.at;
        e.sq = a.to;
        e.a = a.drop;
        sh.at = a.to;
        sh.moved = true;
        sh.abilityUsed = true;
        if (a.flags & Action::kUsesCunning)
            s.turnFlags |= UsedCunning;
        ps.ships[a.other].at = a.drop;
        record(ev, e);
        break;
    }
    case ActionType::Warp: { // R-ABIL-3
        Ship &sh = ps.ships[a.ship];
        Ship &other = ps.ships[a.other];
        Event e = make(EventType::Warped, pl);
        e.ship = a.ship;
        e.other = a.other;
        e.from = sh.at;
        e.sq = other.at;
        std::swap(sh.at, other.at);
        sh.abilityUsed = true;
        if (a.flags & Action::kUsesCunning)
            s.turnFlags |= UsedCunning;
        record(ev, e);
        break;
    }
    case ActionType::Modify: { // R-ABIL-4
        Ship &sh = ps.ships[a.ship];
        sh.value = a.value;
        sh.abilityUsed = true;
        if (a.flags & Action::kUsesCunning)
            s.turnFlags |= UsedCunning;
        record(ev, shipEvent(EventType::Modified, pl, a.ship, kNoSq, a.value));
        break;
    }
    case ActionType::ScoutReroll: // R-ABIL-6
        ps.ships[a.ship].abilityUsed = true;
        if (a.flags & Action::kUsesCunning)
            s.turnFlags |= UsedCunning;
        rollShip(c, pl, a.ship, RollReason::Scout, 6);
        break;
    case ActionType::EndTurn:
        beginCards(c);
        break;
    case ActionType::UseCard:
        useCard(c, a);
        break;
    // ---------------------------------------------------------------- pending decisions
    case ActionType::Occupy:
    case ActionType::Stay: {
        const Pending pd = s.pending[0];
        popPending(s);
        Ship &sh = ps.ships[pd.ship];
        Event e = make(a.type == ActionType::Occupy ? EventType::Occupied : EventType::Stayed,
                       pl);
        e.ship = pd.ship;
        e.from = pd.from;
        e.sq = a.type == ActionType::Occupy ? pd.target : pd.from;
        sh.at = e.sq;
        record(ev, e);
        applyKill(c, pl, pd.defender); // R-COMBAT-3: attacker +1, defender -1, then infamy
        break;
    }
    case ActionType::InfamyCube: { // R-DOM-2
        popPending(s);
        placeCube(c, pl, a.planet, CubeReason::Infamy);
        if (s.phase != Phase::GameOver)
            changeDominance(c, pl, -(ps.dominance - 1), false);
        break;
    }
    case ActionType::PlaceExpansion: {
        popPending(s);
        ps.ships[a.ship].at = a.to;
        record(ev, shipEvent(EventType::ExpansionShip, pl, a.ship, a.to));
        break;
    }
    case ActionType::DiscardCommand: { // R-CARD-5, SABOTAGE
        const Pending pd = s.pending[0];
        popPending(s);
        const Card old = ps.hand[a.value];
        discardCard(s, old);
        Event e = make(EventType::CardDiscarded, pl);
        e.card = old;
        record(ev, e);
        if (pd.kind == Pending::Kind::DiscardCommand) { // the new card takes the slot
            ps.hand[a.value] = pd.card;
            ps.freshCards |= uint8_t(1u << a.value);
            break;
        }
        // SABOTAGE: the hand stays packed (slot numbers follow the cards held).
        for (int i = a.value; i + 1 < kMaxHand; ++i) {
            ps.hand[i] = ps.hand[i + 1];
            const bool fresh = ps.freshCards & (1u << (i + 1));
            ps.freshCards = uint8_t((ps.freshCards & ~(1u << i)) | (fresh ? 1u << i : 0u));
        }
        ps.hand[kMaxHand - 1] = Card::None;
        ps.freshCards &= uint8_t(~(1u << (kMaxHand - 1)));
        break;
    }
    case ActionType::Reroll: { // R-COMBAT-5
        popPending(s);
        Combat &cb = s.combat;
        const int side = combatSide(cb, pl);
        const uint8_t bit = a.card == Card::Cruel ? UseCruel
                            : a.card == Card::Relentless ? UseRelentless
                                                         : UseScrappy;
        cb.used |= uint8_t(bit << (3 * side));
        const bool ownDie = a.card != Card::Cruel;
        const bool atkDie = (side == 0) == ownDie;
        (atkDie ? cb.atkRoll : cb.defRoll) = int8_t(dice.d6());
        combatEvent(c, EventType::CombatRerolled, pl, a.card);
        rerollOrFinish(c);
        break;
    }
    case ActionType::Decline: {
        const Pending pd = s.pending[0];
        popPending(s);
        if (pd.kind == Pending::Kind::Dangerous)
            rollCombat(c);
        else if (pd.kind == Pending::Kind::CombatReroll)
            finishCombat(c);
        break; // ScrappyReroll: the roll stands
    }
    case ActionType::ChooseValue: { // CLEVER
        popPending(s);
        ps.ships[a.ship].value = a.value;
        record(ev, shipEvent(EventType::ValueChosen, pl, a.ship, kNoSq, a.value));
        break;
    }
    case ActionType::Relocate: { // RELOCATION
        popPending(s);
        PlayerState &qs = s.p[a.other];
        for (int k = 0; k < qs.cubesPlaced; ++k)
            if (qs.cubes[k] == a.planet) {
                qs.cubes[k] = a.planet2;
                break;
            }
        Event e = make(EventType::CubeRelocated, a.other);
        e.other = int8_t(pl);
        e.planet = a.planet;
        e.a = a.planet2;
        record(ev, e);
        for (int i = 0; i < s.players; ++i) { // R-DOM-2: retry after cubes move
            const int q = (s.active + i) % s.players;
            if (s.p[q].infamyBlocked && s.p[q].dominance >= 6)
                tryInfamy(c, q);
        }
        break;
    }
    case ActionType::Reorganize: { // REORGANIZATION
        popPending(s);
        for (int i = 0; i < kShipsPerPlayer; ++i)
            if (a.value & (1 << i))
                ps.ships[i].at = kUnplaced;
        for (int i = 0; i < kShipsPerPlayer; ++i)
            if (a.value & (1 << i))
                rollShip(c, pl, i, RollReason::Reorganization, 0);
        for (int i = 0; i < kShipsPerPlayer; ++i)
            if (a.value & (1 << i))
                pushPending(s, pendingFor(Pending::Kind::PlaceShip, pl, i));
        break;
    }
    // ---------------------------------------------------------------- advance cards
    case ActionType::TakeCard:
        takeCard(c, pl, a.value);
        break;
    case ActionType::RefreshMarket: { // R-CARD-2
        for (Card &card : s.market) {
            discardCard(s, card);
            card = Card::None;
        }
        dealMarket(c);
        --s.picksOwed;
        record(ev, make(EventType::MarketRefreshed, pl));
        break;
    }
    case ActionType::Count:
        break;
    }
    settle(c);
}

} // namespace quantum
