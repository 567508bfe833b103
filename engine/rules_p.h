// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the rules (engine/rules*.cpp): the helpers the parts of the rules share. The
// public entry points are in rules.h. The files, by concern:
//   rules.cpp          apply: the dispatch, and the action-phase actions
//   rules_generate.cpp legal-action generation (setup, pending decisions, card picks)
//   rules_moves.cpp    legal actions of the action phase
//   rules_pending.cpp  answers to pending decisions, free card uses
//   rules_effects.cpp  state queries, ship rolls, dominance, research, cubes, decks
//   rules_combat.cpp   combat (R-COMBAT-1..6)
//   rules_cards.cpp    card play (market picks, gambit effects)
//   rules_turn.cpp     setup and turn flow
//   rules_odds.cpp     attackOdds
//   rules_explain.cpp  whyIllegal

#include "engine/rules.h"

#include <algorithm>
#include <vector>

namespace quantum::detail {

// ---------------------------------------------------------------- small queries (inline: hot)

inline int nextSeat(const GameState &s, int pl)
{
    return (pl + 1) % s.players;
}

inline bool has(const GameState &s, int pl, Card c)
{
    return s.p[pl].hasActive(c);
}

// May `pl` place a cube on `planet` now (construction or infamy), ignoring ships?
inline bool mayTakeCube(const GameState &s, int pl, int planet, bool ent)
{
    const Planet &pp = s.board->planets()[planet];
    if (s.cubesOn(planet) >= pp.locations) return false;
    return s.cubesOn(planet, pl) == 0 || ent;
}

inline int reserveShip(const GameState &s, int pl)
{
    for (int i = 0; i < kShipsPerPlayer; ++i)
        if (s.p[pl].ships[i].at == kReserve) return i;
    return -1;
}

inline int breakthroughAt(const GameState &s, int player)
{
    return has(s, player, Card::Precocious) ? 4 : 6; // R-RES-2
}

// Every legal RELOCATION move of `pl`: f(cube owner, from planet, to planet).
template <typename F> void forEachRelocation(const GameState &s, int pl, F &&f)
{
    const Board &b = *s.board;
    for (int i = 1; i < s.players; ++i) {
        const int q = (pl + i) % s.players;
        const PlayerState &qs = s.p[q];
        for (int k = 0; k < qs.cubesPlaced; ++k) {
            const int from = qs.cubes[k];
            bool dup = false;
            for (int j = 0; j < k; ++j)
                dup |= qs.cubes[j] == from;
            if (dup) continue;
            for (int to = 0; to < b.planetCount(); ++to) {
                const Planet &tp = b.planets()[to];
                if (to == from || s.cubesOn(to) >= tp.locations || s.cubesOn(to, q) > 0 ||
                    tp.number > b.planets()[from].number)
                    continue;
                f(q, from, to);
            }
        }
    }
}

// Is any card left to deal (market, decks or discards)?
bool anyCardsLeft(const GameState &s);

// ---------------------------------------------------------------- legal-action generation

// Per-thread scratch for move generation: stamped arrays sized to the board, so nothing is
// cleared or allocated per call once they have grown. build() fills it once per legalActions
// call; the generators receive it by reference (hot: everything here stays inline).
struct Scratch {
    std::vector<uint32_t> occStamp, distStampA, distStampB, markStamp;
    std::vector<int8_t> occOwner, occShip, distValA, distValB;
    std::vector<Sq> queueA, queueB;
    uint32_t occGen = 0, genA = 0, genB = 0, markGen = 0;
    uint64_t cards[kMaxPlayers] = {0, 0, 0, 0}; // active command cards of each player

    void ensure(int n)
    {
        if (int(occStamp.size()) >= n) return;
        occStamp.assign(n, 0);
        distStampA.assign(n, 0);
        distStampB.assign(n, 0);
        markStamp.assign(n, 0);
        occOwner.assign(n, -1);
        occShip.assign(n, -1);
        distValA.assign(n, 0);
        distValB.assign(n, 0);
        queueA.reserve(n);
        queueB.reserve(n);
    }
    static void bump(uint32_t &gen, std::vector<uint32_t> &stamps)
    {
        if (++gen == 0) {
            std::fill(stamps.begin(), stamps.end(), 0);
            gen = 1;
        }
    }

    // Occupancy and the active-card masks of `s`.
    void build(const GameState &s)
    {
        ensure(s.board->squareCount());
        bump(occGen, occStamp);
        for (int pl = 0; pl < s.players; ++pl) {
            uint64_t mask = 0;
            for (int i = 0; i < kMaxHand; ++i)
                if (s.p[pl].hand[i] != Card::None && !(s.p[pl].freshCards & (1u << i)))
                    mask |= uint64_t(1) << int(s.p[pl].hand[i]);
            cards[pl] = mask;
        }
        for (int pl = 0; pl < s.players; ++pl)
            for (int i = 0; i < kShipsPerPlayer; ++i) {
                const Sq at = s.p[pl].ships[i].at;
                Q_ASSERT(at < s.board->squareCount());
                if (at >= 0) {
                    occStamp[at] = occGen;
                    occOwner[at] = int8_t(pl);
                    occShip[at] = int8_t(i);
                }
            }
    }

    // has() from the masks build() computed.
    bool has(int pl, Card c) const { return (cards[pl] >> int(c)) & 1; }
    bool occupied(int sq) const { return occStamp[sq] == occGen; }
    int owner(int sq) const { return occupied(sq) ? occOwner[sq] : -1; }
    bool freeSquare(const Board &b, int sq, Sq treatEmpty = kNoSq) const
    {
        return sq != kNoSq && !b.isPlanet(sq) && (!occupied(sq) || sq == treatEmpty);
    }

    // Breadth-first search over empty squares from `start` up to `steps` steps; orthogonal
    // steps, plus diagonal ones when `diagonal`. Fills layer A or B (distA/distB); returns the
    // visited squares in order.
    const std::vector<Sq> &bfs(const Board &b, Sq start, int steps, bool diagonal, bool layerB,
                               Sq treatEmpty = kNoSq)
    {
        uint32_t &gen = layerB ? genB : genA;
        std::vector<uint32_t> &stamp = layerB ? distStampB : distStampA;
        std::vector<int8_t> &dist = layerB ? distValB : distValA;
        std::vector<Sq> &q = layerB ? queueB : queueA;
        bump(gen, stamp);
        q.clear();
        q.push_back(start);
        stamp[start] = gen;
        dist[start] = 0;
        for (size_t head = 0; head < q.size(); ++head) {
            const Sq cur = q[head];
            const int d = dist[cur];
            if (d >= steps) continue;
            for (int pass = 0; pass < (diagonal ? 2 : 1); ++pass) {
                const auto &nb = pass == 0 ? b.orth(cur) : b.diag(cur);
                for (Sq n : nb) {
                    if (n == kNoSq || stamp[n] == gen || !freeSquare(b, n, treatEmpty)) continue;
                    stamp[n] = gen;
                    dist[n] = int8_t(d + 1);
                    q.push_back(n);
                }
            }
        }
        return q;
    }
    int distA(int sq) const { return distStampA[sq] == genA ? distValA[sq] : 127; }
    int distB(int sq) const { return distStampB[sq] == genB ? distValB[sq] : 127; }

    void beginMarks() { bump(markGen, markStamp); }
    bool mark(int sq) // true the first time
    {
        if (markStamp[sq] == markGen) return false;
        markStamp[sq] = markGen;
        return true;
    }
};

// Empty orbital positions of planets holding `pl`'s cube (deploy and placement targets).
template <typename F> void forEachDeploySquare(Scratch &S, const GameState &s, int pl, F &&f)
{
    const Board &b = *s.board;
    S.beginMarks();
    const PlayerState &ps = s.p[pl];
    for (int i = 0; i < ps.cubesPlaced; ++i) {
        const Planet &planet = b.planets()[ps.cubes[i]];
        for (Sq o : planet.orbit)
            if (o != kNoSq && !S.occupied(o) && S.mark(o)) f(o);
    }
}

// Every square a ship may be placed on by deploy, EXPANSION or REORGANIZATION: empty orbital
// positions of planets with the player's cube, and with STEALTHY any empty square not next to
// another ship.
template <typename F> void forEachPlacement(Scratch &S, const GameState &s, int pl, F &&f)
{
    forEachDeploySquare(S, s, pl, f);
    if (!S.has(pl, Card::Stealthy)) return;
    const Board &b = *s.board;
    for (int sq = 0; sq < b.squareCount(); ++sq) {
        if (!b.exists(sq) || b.isPlanet(sq) || S.occupied(sq)) continue;
        bool lonely = true;
        for (Sq n : b.orth(sq))
            lonely &= n == kNoSq || !S.occupied(n);
        if (lonely && S.mark(sq)) f(Sq(sq));
    }
}

// rules_moves.cpp: the legal actions of the action phase.
void addActionPhase(Scratch &S, const GameState &s, std::vector<Action> &out);

// ---------------------------------------------------------------- events

inline void record(Events *ev, const Event &e)
{
    if (ev) ev->push_back(e);
}

inline Event make(EventType t, int player)
{
    Event e{t};
    e.player = int8_t(player);
    return e;
}

// An event about one of `player`'s ships, with its value now (make it before the value
// changes): where it went (sq) and a number (a).
inline Event shipEvent(const GameState &s, EventType t, int player, int ship, Sq sq = kNoSq,
                       int a = 0)
{
    Event e = make(t, player);
    e.ship = int8_t(ship);
    e.value = s.p[player].ships[ship].value;
    e.sq = sq;
    e.a = int16_t(a);
    return e;
}

// ---------------------------------------------------------------- applying

struct Ctx {
    GameState &s;
    Dice &dice;
    Events *ev;
};

inline void pushPending(GameState &s, const Pending &p)
{
    Q_ASSERT(s.pendingCount < kMaxPending);
    if (s.pendingCount < kMaxPending) s.pending[s.pendingCount++] = p;
}

inline void popPending(GameState &s)
{
    Q_ASSERT(s.pendingCount > 0 && s.pendingCount <= kMaxPending);
    for (int i = 1; i < s.pendingCount; ++i)
        s.pending[i - 1] = s.pending[i];
    s.pending[--s.pendingCount] = Pending{};
}

inline bool hasPendingInfamy(const GameState &s, int pl)
{
    for (int i = 0; i < s.pendingCount; ++i)
        if (s.pending[i].kind == Pending::Kind::Infamy && s.pending[i].player == pl) return true;
    return false;
}

inline Pending pendingFor(Pending::Kind kind, int pl, int ship = -1, int value = 0)
{
    Pending p;
    p.kind = kind;
    p.player = int8_t(pl);
    p.ship = int8_t(ship);
    p.value = int8_t(value);
    return p;
}

// rules_effects.cpp
void shipRolledEvent(Ctx &c, int pl, int si, int old, RollReason why);
// A ship die is rolled (never a combat die). CLEVER turns the roll into a choice; SCRAPPY
// offers one re-roll on the owner's own turn. `mustDiffer` (0: none) is the value the result
// may not show.
void rollShip(Ctx &c, int pl, int si, RollReason why, int mustDiffer);
void setResearch(Ctx &c, int pl, int value);
void tryInfamy(Ctx &c, int pl);
// Dominance change with the cut at the bounds (R-DOM-1); a gain reaching (or pushing at) 6
// triggers infamy (R-DOM-2).
void changeDominance(Ctx &c, int pl, int delta, bool checkInfamy = true);
void placeCube(Ctx &c, int pl, int planet, CubeReason why);
// The game is over: `winner` (-1: none, the turn limit), no combat or decision left.
void endGame(GameState &s, int winner);
Card drawCard(Ctx &c, bool gambit);
void discardCard(GameState &s, Card card);
void dealMarket(Ctx &c);
void gainActions(Ctx &c, int pl, Card card, int n);

// rules_combat.cpp
// Which re-roll options the losing side of the combat has left (R-COMBAT-5).
enum CombatUse : uint8_t { UseCruel = 1, UseRelentless = 2, UseScrappy = 4 };
inline int combatSide(const Combat &cb, int pl)
{
    return pl == cb.attacker ? 0 : 1;
}
uint8_t rerollOptions(const GameState &s, int pl);
int combatTotal(const GameState &s, int pl, int si, int roll);
void combatEvent(Ctx &c, EventType type, int who, Card card);
// A destruction (R-COMBAT-3 and STUBBORN): dominance, kill cards, then infamy, winner first.
void applyKill(Ctx &c, int winner, int loser);
void finishCombat(Ctx &c);
// After the dice (and after each re-roll): the loser may re-roll, else the combat ends.
void rerollOrFinish(Ctx &c);
void rollCombat(Ctx &c);
void startCombat(Ctx &c, int pl, int si, Sq from, Sq target, bool strike, uint8_t flags);
void combatReroll(Ctx &c, const Action &a);

// rules_cards.cpp
void takeCard(Ctx &c, int pl, int slot);
void refreshMarket(Ctx &c, int pl);

// rules_pending.cpp
void cardUsedEvent(Ctx &c, int pl, Card card, int ship = -1, int value = 0);
void useCard(Ctx &c, const Action &a);
void occupyOrStay(Ctx &c, const Action &a);
void infamyCube(Ctx &c, const Action &a);
void placeExpansion(Ctx &c, const Action &a);
void discardCommand(Ctx &c, const Action &a);
void decline(Ctx &c);
void chooseValue(Ctx &c, const Action &a);
void relocate(Ctx &c, const Action &a);
void reorganize(Ctx &c, const Action &a);

// rules_turn.cpp
// A new turn of `pl` (a MOMENTUM bonus turn too, with `bonus` set): R-TURN-2.
void startTurn(Ctx &c, int pl, int actions, bool bonus, int carriedPicks);
void clearFreshCards(GameState &s);
void endTurn(Ctx &c);
// Moves the card phase on when the picker is done: next off-turn picker, then the next turn.
void settle(Ctx &c);
void beginCards(Ctx &c);
void finishSetupIfDone(Ctx &c);
void rollOff(Ctx &c);
void setupDecision(Ctx &c, const Action &a);
void chooseStart(Ctx &c, const Action &a);
void placeShip(Ctx &c, const Action &a);

} // namespace quantum::detail
