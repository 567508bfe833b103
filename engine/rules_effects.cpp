// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules_p.h"

#include <algorithm>

// Effects that many rules share: the state queries, entanglement, the decks, ship rolls,
// research and dominance tracks, infamy and cubes.

namespace quantum {

// ====================================================================== state helpers

int GameState::toAct() const
{
    if (phase == Phase::GameOver) return -1;
    if (pendingCount) return pending[0].player;
    if (phase == Phase::Cards) return picker;
    return active;
}

int GameState::cubesOn(int planet) const
{
    int n = 0;
    for (int pl = 0; pl < players; ++pl)
        for (int i = 0; i < p[pl].cubesPlaced; ++i)
            n += p[pl].cubes[i] == planet;
    return n;
}

int GameState::cubesOn(int planet, int player) const
{
    int n = 0;
    for (int i = 0; i < p[player].cubesPlaced; ++i)
        n += p[player].cubes[i] == planet;
    return n;
}

int GameState::orbitSum(int planet, int player) const
{
    int sum = 0;
    for (Sq o : board->planets()[planet].orbit) {
        int owner = -1;
        const int ship = o == kNoSq ? -1 : shipAt(o, &owner);
        if (ship >= 0 && owner == player) sum += p[player].ships[ship].value;
    }
    return sum;
}

int GameState::shipAt(int sq, int *owner) const
{
    for (int pl = 0; pl < players; ++pl)
        for (int i = 0; i < kShipsPerPlayer; ++i)
            if (p[pl].ships[i].at == sq) {
                if (owner) *owner = pl;
                return i;
            }
    return -1;
}

bool GameState::operator==(const GameState &o) const
{
    const bool sameBoard = board == o.board || (board && o.board && board->map() == o.board->map());
    return sameBoard && players == o.players && cubesToWin == o.cubesToWin && p == o.p &&
           phase == o.phase && firstPlayer == o.firstPlayer && active == o.active &&
           actionsLeft == o.actionsLeft && picker == o.picker && picksOwed == o.picksOwed &&
           winner == o.winner && turn == o.turn && orderSeat == o.orderSeat &&
           turnFlags == o.turnFlags && combat == o.combat && pending == o.pending &&
           pendingCount == o.pendingCount && market == o.market && gambitDeck == o.gambitDeck &&
           gambitDiscard == o.gambitDiscard && commandDeck == o.commandDeck &&
           commandDiscard == o.commandDiscard && gambitDeckCount == o.gambitDeckCount &&
           gambitDiscardCount == o.gambitDiscardCount && commandDeckCount == o.commandDeckCount &&
           commandDiscardCount == o.commandDiscardCount;
}

bool entangled(const GameState &s, int pl)
{
    const Board &b = *s.board;
    // Count planets that are full; every other planet has a free location.
    int fullPlanets = 0, mineWithRoom = 0;
    int16_t seen[kMaxPlayers * kMaxCubes];
    int nSeen = 0;
    for (int q = 0; q < s.players; ++q)
        for (int i = 0; i < s.p[q].cubesPlaced; ++i) {
            const int16_t planet = s.p[q].cubes[i];
            bool dup = false;
            for (int k = 0; k < nSeen; ++k)
                dup |= seen[k] == planet;
            if (dup) continue;
            Q_ASSERT(nSeen < kMaxPlayers * kMaxCubes);
            seen[nSeen++] = planet;
            const bool full = s.cubesOn(planet) >= b.planets()[planet].locations;
            fullPlanets += full;
            if (!full && s.cubesOn(planet, pl) > 0) ++mineWithRoom;
        }
    const int withRoom = b.planetCount() - fullPlanets;
    return withRoom == mineWithRoom;
}

void shuffleFullDecks(GameState &s, Dice &dice)
{
    for (int g = 0; g < 2; ++g) {
        const std::vector<Card> deck = fullDeck(g == 0);
        Card *d = g == 0 ? s.gambitDeck.data() : s.commandDeck.data();
        int8_t &n = g == 0 ? s.gambitDeckCount : s.commandDeckCount;
        Q_ASSERT(deck.size() <= size_t(g == 0 ? kGambitCards : kCommandCards));
        n = int8_t(deck.size());
        for (int i = 0; i < n; ++i)
            d[i] = deck[i];
        shuffleItems(d, n, dice);
    }
}

std::vector<Card> fullDeck(bool gambit)
{
    std::vector<Card> deck;
    for (int i = 0; i < kCardKinds; ++i) {
        const CardInfo &info = cardInfo(Card(i));
        if (info.gambit == gambit && info.implemented)
            for (int k = 0; k < info.count; ++k)
                deck.push_back(Card(i));
    }
    return deck;
}

namespace detail {

void shipRolledEvent(Ctx &c, int pl, int si, int old, RollReason why)
{
    Event e = make(EventType::ShipRolled, pl);
    e.ship = int8_t(si);
    e.value = int8_t(old);
    e.a = c.s.p[pl].ships[si].value;
    e.b = int16_t(old);
    e.c = int16_t(why);
    record(c.ev, e);
}

void rollShip(Ctx &c, int pl, int si, RollReason why, int mustDiffer)
{
    GameState &s = c.s;
    if (has(s, pl, Card::Clever)) {
        pushPending(s, pendingFor(Pending::Kind::ChooseValue, pl, si, mustDiffer));
        return;
    }
    Ship &sh = s.p[pl].ships[si];
    const int old = sh.value;
    int v;
    do
        v = c.dice.d6();
    while (v == mustDiffer);
    sh.value = int8_t(v);
    shipRolledEvent(c, pl, si, old, why);
    if (has(s, pl, Card::Scrappy) && pl == s.active &&
        (s.phase == Phase::Actions || s.phase == Phase::Cards))
        pushPending(s, pendingFor(Pending::Kind::ScrappyReroll, pl, si, mustDiffer));
}

void setResearch(Ctx &c, int pl, int value)
{
    const int before = c.s.p[pl].research;
    const int after = std::clamp(value, kTrackMin, kTrackMax); // R-RES-1
    c.s.p[pl].research = int8_t(after);
    if (after != before) {
        Event e = make(EventType::ResearchChanged, pl);
        e.a = int16_t(before);
        e.b = int16_t(after);
        record(c.ev, e);
    }
}

void tryInfamy(Ctx &c, int pl)
{
    GameState &s = c.s;
    if (s.phase == Phase::GameOver || s.p[pl].dominance < kTrackMax || hasPendingInfamy(s, pl))
        return;
    const bool ent = entangled(s, pl);
    bool any = false;
    for (int i = 0; i < s.board->planetCount() && !any; ++i)
        any = mayTakeCube(s, pl, i, ent);
    if (!any) { // R-DOM-2 ruling: stay at the top and retry later
        s.p[pl].infamyBlocked = true;
        record(c.ev, make(EventType::InfamyBlocked, pl));
        return;
    }
    s.p[pl].infamyBlocked = false;
    pushPending(s, pendingFor(Pending::Kind::Infamy, pl));
}

void changeDominance(Ctx &c, int pl, int delta, bool checkInfamy)
{
    const int before = c.s.p[pl].dominance;
    const int after = std::clamp(before + delta, kTrackMin, kTrackMax);
    c.s.p[pl].dominance = int8_t(after);
    if (after != before) {
        Event e = make(EventType::DominanceChanged, pl);
        e.a = int16_t(before);
        e.b = int16_t(after);
        record(c.ev, e);
    }
    if (checkInfamy && delta > 0 && after == kTrackMax) tryInfamy(c, pl);
}

void placeCube(Ctx &c, int pl, int planet, CubeReason why)
{
    GameState &s = c.s;
    PlayerState &ps = s.p[pl];
    Q_ASSERT(ps.cubesPlaced >= 0 && ps.cubesPlaced < kMaxCubes); // the game ends at cubesToWin
    Q_ASSERT(planet >= 0 && planet < s.board->planetCount());
    if (ps.cubesPlaced >= kMaxCubes) return;
    ps.cubes[ps.cubesPlaced++] = int16_t(planet);
    Event e = make(EventType::CubePlaced, pl);
    e.planet = int16_t(planet);
    e.a = int16_t(why);
    e.b = int16_t(s.cubesLeft(pl));
    record(c.ev, e);
    if (why != CubeReason::Start) { // R-CARD-1: one pick per cube, counted live
        if (s.phase == Phase::Cards && pl == s.picker)
            addPick(s.picksOwed);
        else if (s.phase == Phase::Actions && pl == s.active)
            addPick(s.picksOwed);
        else
            addPick(ps.offTurnPicks);
    }
    if (ps.cubesPlaced >= s.cubesToWin) { // R-TURN-5
        endGame(s, pl);
        record(c.ev, make(EventType::GameWon, pl));
    }
}

void endGame(GameState &s, int winner)
{
    s.winner = int8_t(winner);
    s.phase = Phase::GameOver;
    s.combat = Combat{};
    while (s.pendingCount)
        popPending(s);
}

Card drawCard(Ctx &c, bool gambit)
{
    GameState &s = c.s;
    Card *deck = gambit ? s.gambitDeck.data() : s.commandDeck.data();
    Card *disc = gambit ? s.gambitDiscard.data() : s.commandDiscard.data();
    int8_t &nDeck = gambit ? s.gambitDeckCount : s.commandDeckCount;
    int8_t &nDisc = gambit ? s.gambitDiscardCount : s.commandDiscardCount;
    Q_ASSERT(nDeck >= 0 && nDisc >= 0 && nDisc <= (gambit ? kGambitCards : kCommandCards));
    if (nDeck == 0 && nDisc > 0) { // R-COMP-5: reshuffle the discards
        for (int i = 0; i < nDisc; ++i) {
            deck[i] = disc[i];
            disc[i] = Card::None;
        }
        nDeck = nDisc;
        nDisc = 0;
        shuffleItems(deck, nDeck, c.dice);
        Event e{EventType::DeckReshuffled};
        e.a = gambit ? 0 : 1;
        record(c.ev, e);
    }
    if (nDeck == 0) return Card::None;
    const Card card = deck[--nDeck];
    deck[nDeck] = Card::None;
    return card;
}

void discardCard(GameState &s, Card card)
{
    if (card == Card::None) return;
    // Each card is in one place at a time, so a discard pile never outgrows its deck.
    if (isGambit(card)) {
        Q_ASSERT(s.gambitDiscardCount >= 0 && s.gambitDiscardCount < kGambitCards);
        if (s.gambitDiscardCount < kGambitCards) s.gambitDiscard[s.gambitDiscardCount++] = card;
    } else {
        Q_ASSERT(s.commandDiscardCount >= 0 && s.commandDiscardCount < kCommandCards);
        if (s.commandDiscardCount < kCommandCards) s.commandDiscard[s.commandDiscardCount++] = card;
    }
}

void dealMarket(Ctx &c)
{
    for (int i = 0; i < kMarketSlots; ++i)
        if (c.s.market[i] == Card::None) c.s.market[i] = drawCard(c, i < 3);
}

void gainActions(Ctx &c, int pl, Card card, int n)
{
    c.s.actionsLeft = int8_t(std::min(c.s.actionsLeft + n, kMaxActionsLeft));
    Event e = make(EventType::ActionsGained, pl);
    e.card = card;
    e.a = c.s.actionsLeft;
    record(c.ev, e);
}

} // namespace detail
} // namespace quantum
