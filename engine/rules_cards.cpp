// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules_p.h"

// Card play: taking a card from the market and the gambit effects.

namespace quantum::detail {

bool anyCardsLeft(const GameState &s)
{
    for (Card c : s.market)
        if (c != Card::None) return true;
    return s.gambitDeckCount + s.gambitDiscardCount + s.commandDeckCount + s.commandDiscardCount >
           0;
}

void takeCard(Ctx &c, int pl, int slot)
{
    GameState &s = c.s;
    Q_ASSERT(slot >= 0 && slot < kMarketSlots);
    const Card card = s.market[slot];
    s.market[slot] = drawCard(c, slot < 3); // R-CARD-3
    --s.picksOwed;
    Event e = make(EventType::CardTaken, pl);
    e.card = card;
    e.a = int16_t(slot);
    record(c.ev, e);
    PlayerState &ps = s.p[pl];
    if (!isGambit(card)) {
        for (int i = 0; i < kMaxHand; ++i)
            if (ps.hand[i] == Card::None) {
                ps.hand[i] = card;
                ps.freshCards |= uint8_t(1u << i);
                return;
            }
        Pending p = pendingFor(Pending::Kind::DiscardCommand, pl); // R-CARD-5
        p.card = card;
        pushPending(s, p);
        return;
    }
    discardCard(s, card); // R-CARD-4
    switch (card) {
    case Card::Aggression:
        changeDominance(c, pl, 2);
        break;
    case Card::Expansion: {
        const int si = reserveShip(s, pl);
        if (si < 0) break;
        ps.ships[si].at = kUnplaced; // out of the reserve; placed by the pending decision
        rollShip(c, pl, si, RollReason::Expansion, 0);
        pushPending(s, pendingFor(Pending::Kind::PlaceShip, pl, si));
        break;
    }
    case Card::Momentum: {
        // A new turn at once, with the picks still owed carried into it.
        const int carry = s.picksOwed;
        s.picksOwed = 0;
        record(c.ev, make(EventType::BonusTurn, pl));
        record(c.ev, make(EventType::TurnEnded, s.active));
        clearFreshCards(s);
        startTurn(c, pl, 2, true, carry);
        break;
    }
    case Card::Relocation: {
        bool any = false;
        forEachRelocation(s, pl, [&](int, int, int) { any = true; });
        if (any) pushPending(s, pendingFor(Pending::Kind::Relocate, pl));
        break;
    }
    case Card::Reorganization:
        pushPending(s, pendingFor(Pending::Kind::Reorganize, pl));
        break;
    case Card::Sabotage:
        for (int i = 1; i < s.players; ++i) {
            const int q = (pl + i) % s.players;
            if (s.p[q].handSize() > 0)
                pushPending(s, pendingFor(Pending::Kind::SabotageDiscard, q));
        }
        break;
    default:
        break;
    }
}

void refreshMarket(Ctx &c, int pl) // R-CARD-2
{
    GameState &s = c.s;
    for (Card &card : s.market) {
        discardCard(s, card);
        card = Card::None;
    }
    dealMarket(c);
    --s.picksOwed;
    record(c.ev, make(EventType::MarketRefreshed, pl));
}

} // namespace quantum::detail
