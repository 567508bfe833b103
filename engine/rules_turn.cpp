// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules_p.h"

// Turn flow: setup, the start and end of turns, the advance-card phase moving on.

namespace quantum {

using namespace detail;

namespace detail {

int shipsOnMap(const PlayerState &ps)
{
    int n = 0;
    for (const Ship &sh : ps.ships)
        n += sh.onMap();
    return n;
}

void startTurn(Ctx &c, int pl, int actions, bool bonus, int carriedPicks)
{
    GameState &s = c.s;
    if (s.turn >= kMaxTurns) { // the last turn the game allows has ended (state.h)
        endGame(s, -1);
        s.picker = -1;
        s.picksOwed = 0;
        Event e{EventType::TurnLimit};
        e.a = s.turn;
        record(c.ev, e);
        return;
    }
    s.active = int8_t(pl);
    if (!bonus) s.orderSeat = int8_t(pl);
    s.phase = Phase::Actions;
    s.actionsLeft = int8_t(actions);
    s.picker = -1;
    s.picksOwed = int8_t(carriedPicks);
    s.turnFlags = 0;
    ++s.turn;
    PlayerState &ps = s.p[pl];
    for (Ship &sh : ps.ships) {
        sh.moved = false;
        sh.abilityUsed = false;
    }
    Event e = make(EventType::TurnStarted, pl);
    e.a = s.turn;
    e.b = s.actionsLeft;
    record(c.ev, e);

    // R-TURN-2: the Void, then start-of-turn cards, then a pending infamy retry.
    int onVoid = 0;
    for (const Ship &sh : ps.ships)
        onVoid += sh.onMap() && s.board->isVoid(sh.at);
    if (onVoid > 0) { // R-VOID-1
        setResearch(c, pl, ps.research + onVoid);
        Event v = make(EventType::VoidResearch, pl);
        v.a = int16_t(onVoid);
        v.b = ps.research;
        record(c.ev, v);
    }
    if (has(s, pl, Card::Brilliant)) {
        setResearch(c, pl, ps.research + 2);
        Event b = make(EventType::CardEffect, pl);
        b.card = Card::Brilliant;
        b.a = ps.research;
        record(c.ev, b);
    }
    if (has(s, pl, Card::Arrogant)) {
        const int mine = shipsOnMap(ps);
        bool most = true;
        for (int q = 0; q < s.players; ++q)
            most &= q == pl || shipsOnMap(s.p[q]) < mine;
        if (most) gainActions(c, pl, Card::Arrogant, 1);
    }
    if (has(s, pl, Card::Conformist)) {
        int seen = 0;
        bool pair = false;
        for (const Ship &sh : ps.ships)
            if (sh.onMap()) {
                pair |= (seen >> sh.value) & 1;
                seen |= 1 << sh.value;
            }
        if (pair) gainActions(c, pl, Card::Conformist, 1);
    }
    if (ps.infamyBlocked && ps.dominance >= kTrackMax) {
        record(c.ev, make(EventType::InfamyRetry, pl));
        tryInfamy(c, pl);
    }
}

void clearFreshCards(GameState &s)
{
    for (int pl = 0; pl < s.players; ++pl)
        s.p[pl].freshCards = 0; // R-CARD-9
}

void endTurn(Ctx &c)
{
    GameState &s = c.s;
    record(c.ev, make(EventType::TurnEnded, s.active));
    clearFreshCards(s);
    startTurn(c, nextSeat(s, s.orderSeat >= 0 ? s.orderSeat : s.active), kActionsPerTurn, false, 0);
}

bool pickPossible(const GameState &s)
{
    const bool reserve = reserveShip(s, s.picker) >= 0;
    for (Card card : s.market)
        if (card != Card::None && (card != Card::Expansion || reserve)) return true;
    return anyCardsLeft(s);
}

void settle(Ctx &c)
{
    GameState &s = c.s;
    while (s.phase == Phase::Cards && s.pendingCount == 0) {
        if (s.picksOwed > 0 && pickPossible(s)) return;
        s.picksOwed = 0;
        // Off-turn pickers follow in turn order after the active player (R-CARD-1): first the
        // players after the current picker, then anyone who earned a pick meanwhile.
        const int pickerPos = (s.picker - s.active + s.players) % s.players;
        int next = -1;
        for (int pos = pickerPos + 1; pos < s.players && next < 0; ++pos)
            if (s.p[(s.active + pos) % s.players].offTurnPicks > 0)
                next = (s.active + pos) % s.players;
        for (int pos = 0; pos < s.players && next < 0; ++pos)
            if (s.p[(s.active + pos) % s.players].offTurnPicks > 0)
                next = (s.active + pos) % s.players;
        if (next < 0) {
            endTurn(c);
            return;
        }
        s.picker = int8_t(next);
        s.picksOwed = int8_t(s.p[next].offTurnPicks);
        s.p[next].offTurnPicks = 0;
        Event e = make(EventType::CardsPhase, next);
        e.a = s.picksOwed;
        record(c.ev, e);
    }
}

void beginCards(Ctx &c)
{
    GameState &s = c.s;
    const int pl = s.active;
    s.phase = Phase::Cards;
    s.picker = int8_t(pl);
    if (s.p[pl].research >= breakthroughAt(s, pl)) { // R-RES-2, PRECOCIOUS
        record(c.ev, make(EventType::Breakthrough, pl));
        setResearch(c, pl, 1);
        addPick(s.picksOwed);
    }
    Event e = make(EventType::CardsPhase, pl);
    e.a = s.picksOwed;
    record(c.ev, e);
}

void finishSetupIfDone(Ctx &c)
{
    GameState &s = c.s;
    // Next player in turn order still placing ships, or start the game.
    for (int i = 0; i < s.players; ++i) {
        const int q = (s.firstPlayer + i) % s.players;
        for (const Ship &sh : s.p[q].ships)
            if (sh.at == kUnplaced) {
                s.active = int8_t(q);
                return;
            }
    }
    // R-SETUP-5: shuffle both decks, deal 3 face-up cards of each kind.
    shuffleFullDecks(s, c.dice);
    dealMarket(c);
    record(c.ev, Event{EventType::DecksDealt});
    s.turn = 0;
    startTurn(c, s.firstPlayer, kActionsPerTurn, false, 0);
}

void rollOff(Ctx &c)
{
    GameState &s = c.s;
    int best = 99;
    std::vector<int> tied;
    for (int pl = 0; pl < s.players; ++pl) {
        int total = 0;
        for (int i = 0; i < 3; ++i)
            total += s.p[pl].ships[i].value;
        if (total < best) {
            best = total;
            tied.assign(1, pl);
        } else if (total == best) {
            tied.push_back(pl);
        }
    }
    while (tied.size() > 1) { // R-SETUP-3 ruling: tied players roll, lowest goes first
        std::vector<int> next;
        int low = 99;
        for (int pl : tied) {
            const int r = c.dice.d6();
            Event e = make(EventType::RollOff, pl);
            e.a = int16_t(r);
            record(c.ev, e);
            if (r < low) {
                low = r;
                next.assign(1, pl);
            } else if (r == low) {
                next.push_back(pl);
            }
        }
        tied.swap(next);
    }
    s.firstPlayer = int8_t(tied[0]);
    s.active = s.firstPlayer;
    s.phase = Phase::SetupStart;
    record(c.ev, make(EventType::FirstPlayer, s.firstPlayer));
}

void setupDecision(Ctx &c, const Action &a) // R-SETUP-2
{
    GameState &s = c.s;
    const int pl = a.player;
    PlayerState &ps = s.p[pl];
    const bool reroll = a.type == ActionType::SetupReroll;
    Event e = make(reroll ? EventType::SetupRerolled : EventType::SetupKept, pl);
    int16_t *vals[3] = {&e.a, &e.b, &e.c}; // the new values, or the values kept
    for (int i = 0; i < 3; ++i) {
        if (reroll) ps.ships[i].value = int8_t(c.dice.d6());
        *vals[i] = ps.ships[i].value;
    }
    record(c.ev, e);
    ps.setupDecided = true;
    if (pl + 1 < s.players)
        s.active = int8_t(pl + 1);
    else
        rollOff(c);
}

void chooseStart(Ctx &c, const Action &a) // R-SETUP-4
{
    GameState &s = c.s;
    const int pl = a.player;
    s.p[pl].startPlanet = a.planet;
    Event e = make(EventType::StartChosen, pl);
    e.planet = a.planet;
    record(c.ev, e);
    placeCube(c, pl, a.planet, CubeReason::Start);
    const int next = nextSeat(s, pl);
    if (next == s.firstPlayer) {
        s.phase = Phase::SetupShips;
        s.active = s.firstPlayer;
    } else {
        s.active = int8_t(next);
    }
}

void placeShip(Ctx &c, const Action &a) // R-SETUP-4
{
    c.s.p[a.player].ships[a.ship].at = a.to;
    record(c.ev, shipEvent(c.s, EventType::ShipPlaced, a.player, a.ship, a.to));
    finishSetupIfDone(c);
}

} // namespace detail

GameState newGame(BoardPtr board, Dice &dice, Events *events)
{
    GameState s;
    s.board = std::move(board);
    const Map &m = s.board->map();
    s.players = int8_t(m.players);
    s.cubesToWin = int8_t(m.cubes);
    s.gambitDeck.fill(Card::None);
    s.gambitDiscard.fill(Card::None);
    s.commandDeck.fill(Card::None);
    s.commandDiscard.fill(Card::None);
    for (int pl = 0; pl < s.players; ++pl) {
        PlayerState &ps = s.p[pl];
        for (int i = 0; i < kShipsPerPlayer; ++i)
            ps.ships[i].at = i < 3 ? kUnplaced : kReserve;
        Event e = make(EventType::SetupRolled, pl);
        int16_t *vals[3] = {&e.a, &e.b, &e.c};
        for (int i = 0; i < 3; ++i) {
            ps.ships[i].value = int8_t(dice.d6());
            *vals[i] = ps.ships[i].value;
        }
        record(events, e);
    }
    s.phase = Phase::SetupReroll;
    s.active = 0;
    return s;
}

} // namespace quantum
