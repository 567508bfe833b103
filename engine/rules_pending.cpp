#include "engine/rules_p.h"

// Card uses: the free command-card effects and the card answers to pending decisions.

namespace quantum::detail {

void cardUsedEvent(Ctx &c, int pl, Card card, int ship, int value)
{
    Event e = make(EventType::CardUsed, pl);
    e.card = card;
    e.ship = int8_t(ship);
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
        s.turnFlags |= UsedNomadic;
        --s.actionsLeft;
        Ship &sh = ps.ships[a.ship];
        Event e = make(EventType::Moved, pl);
        e.ship = a.ship;
        e.from = sh.at;
        e.sq = a.to;
        e.card = Card::Nomadic;
        record(c.ev, e);
        sh.at = a.to; // not that ship's move
        break;
    }
    case Card::Dangerous: { // both ships destroyed; no dominance, no destruction for cards
        popPending(s);
        const Combat cb = s.combat;
        s.combat = Combat{};
        Event e = make(EventType::BothDestroyed, cb.defender);
        e.other = cb.attacker;
        e.from = cb.from;
        e.sq = cb.target;
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

} // namespace quantum::detail
