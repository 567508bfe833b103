#pragma once

// Private to the rules (engine/rules*.cpp): the helpers the parts of the rules share. The
// public entry points are in rules.h. The files, by concern:
//   rules.cpp          apply: the dispatch
//   rules_generate.cpp legal-action generation
//   rules_pending.cpp  pending decisions and free card uses
//   rules_effects.cpp  state queries, ship rolls, dominance, research, cubes, decks
//   rules_combat.cpp   combat (R-COMBAT-1..6)
//   rules_cards.cpp    card play (market picks, gambit effects)
//   rules_turn.cpp     setup and turn flow
//   rules_odds.cpp     attackOdds
//   rules_explain.cpp  whyIllegal

#include "engine/rules.h"

namespace quantum::detail {

// ---------------------------------------------------------------- small queries (inline: hot)

inline int nextSeat(const GameState &s, int pl) { return (pl + 1) % s.players; }

inline bool has(const GameState &s, int pl, Card c) { return s.p[pl].hasActive(c); }

// May `pl` place a cube on `planet` now (construction or infamy), ignoring ships?
inline bool mayTakeCube(const GameState &s, int pl, int planet, bool ent)
{
    const Planet &pp = s.board->planets()[planet];
    if (s.cubesOn(planet) >= pp.locations)
        return false;
    return s.cubesOn(planet, pl) == 0 || ent;
}

inline int reserveShip(const GameState &s, int pl)
{
    for (int i = 0; i < kShipsPerPlayer; ++i)
        if (s.p[pl].ships[i].at == kReserve)
            return i;
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
            if (dup)
                continue;
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

// ---------------------------------------------------------------- events

inline void record(Events *ev, const Event &e)
{
    if (ev)
        ev->push_back(e);
}

inline Event make(EventType t, int player)
{
    Event e{t};
    e.player = int8_t(player);
    return e;
}

// An event about one ship: where it went (sq) and a number (a).
inline Event shipEvent(EventType t, int player, int ship, Sq sq = kNoSq, int a = 0)
{
    Event e = make(t, player);
    e.ship = int8_t(ship);
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
    if (s.pendingCount < kMaxPending)
        s.pending[s.pendingCount++] = p;
}

inline void popPending(GameState &s)
{
    for (int i = 1; i < s.pendingCount; ++i)
        s.pending[i - 1] = s.pending[i];
    s.pending[--s.pendingCount] = Pending{};
}

inline bool hasPendingInfamy(const GameState &s, int pl)
{
    for (int i = 0; i < s.pendingCount; ++i)
        if (s.pending[i].kind == Pending::Kind::Infamy && s.pending[i].player == pl)
            return true;
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
Card drawCard(Ctx &c, bool gambit);
void discardCard(GameState &s, Card card);
void dealMarket(Ctx &c);
void gainActions(Ctx &c, int pl, Card card, int n);

// rules_combat.cpp
// Which re-roll options the losing side of the combat has left (R-COMBAT-5).
enum CombatUse : uint8_t { UseCruel = 1, UseRelentless = 2, UseScrappy = 4 };
inline int combatSide(const Combat &cb, int pl) { return pl == cb.attacker ? 0 : 1; }
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

// rules_cards.cpp
void takeCard(Ctx &c, int pl, int slot);

// rules_pending.cpp
void cardUsedEvent(Ctx &c, int pl, Card card, int ship = -1, int value = 0);
void useCard(Ctx &c, const Action &a);

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

} // namespace quantum::detail
