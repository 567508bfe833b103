#include "engine/rules.h"

#include "engine/json.h"

#include <algorithm>

namespace quantum {

// ====================================================================== state helpers

int GameState::toAct() const
{
    if (phase == Phase::GameOver)
        return -1;
    if (pendingCount)
        return pending[0].player;
    if (phase == Phase::Cards)
        return picker;
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

int GameState::shipAt(int sq, int *owner) const
{
    for (int pl = 0; pl < players; ++pl)
        for (int i = 0; i < kShipsPerPlayer; ++i)
            if (p[pl].ships[i].at == sq) {
                if (owner)
                    *owner = pl;
                return i;
            }
    return -1;
}

bool GameState::operator==(const GameState &o) const
{
    const bool sameBoard =
        board == o.board || (board && o.board && board->map() == o.board->map());
    return sameBoard && players == o.players && cubesToWin == o.cubesToWin && p == o.p &&
           phase == o.phase && firstPlayer == o.firstPlayer && active == o.active &&
           actionsLeft == o.actionsLeft && picker == o.picker && picksOwed == o.picksOwed &&
           winner == o.winner && turn == o.turn && orderSeat == o.orderSeat &&
           turnFlags == o.turnFlags && combat == o.combat && pending == o.pending &&
           pendingCount == o.pendingCount && market == o.market && gambitDeck == o.gambitDeck &&
           gambitDiscard == o.gambitDiscard && commandDeck == o.commandDeck &&
           commandDiscard == o.commandDiscard && gambitDeckCount == o.gambitDeckCount &&
           gambitDiscardCount == o.gambitDiscardCount &&
           commandDeckCount == o.commandDeckCount &&
           commandDiscardCount == o.commandDiscardCount;
}

namespace {

// ====================================================================== scratch space

// Per-thread scratch for move generation: stamped arrays sized to the board, so nothing is
// cleared or allocated per call once they have grown.
struct Scratch {
    std::vector<uint32_t> occStamp, distStampA, distStampB, markStamp;
    std::vector<int8_t> occOwner, occShip, distA, distB;
    std::vector<Sq> queueA, queueB;
    uint32_t occGen = 0, genA = 0, genB = 0, markGen = 0;
    uint64_t cards[kMaxPlayers] = {0, 0, 0, 0}; // active command cards, set per legalActions

    void ensure(int n)
    {
        if (int(occStamp.size()) >= n)
            return;
        occStamp.assign(n, 0);
        distStampA.assign(n, 0);
        distStampB.assign(n, 0);
        markStamp.assign(n, 0);
        occOwner.assign(n, -1);
        occShip.assign(n, -1);
        distA.assign(n, 0);
        distB.assign(n, 0);
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
};

thread_local Scratch S;

void buildOccupancy(const GameState &s)
{
    S.ensure(s.board->squareCount());
    Scratch::bump(S.occGen, S.occStamp);
    for (int pl = 0; pl < s.players; ++pl) {
        uint64_t mask = 0;
        for (int i = 0; i < kMaxHand; ++i)
            if (s.p[pl].hand[i] != Card::None && !(s.p[pl].freshCards & (1u << i)))
                mask |= uint64_t(1) << int(s.p[pl].hand[i]);
        S.cards[pl] = mask;
    }
    for (int pl = 0; pl < s.players; ++pl)
        for (int i = 0; i < kShipsPerPlayer; ++i) {
            const Sq at = s.p[pl].ships[i].at;
            if (at >= 0) {
                S.occStamp[at] = S.occGen;
                S.occOwner[at] = int8_t(pl);
                S.occShip[at] = int8_t(i);
            }
        }
}

inline bool occupied(int sq) { return S.occStamp[sq] == S.occGen; }
inline int occOwner(int sq) { return occupied(sq) ? S.occOwner[sq] : -1; }

inline bool freeSquare(const Board &b, int sq, Sq treatEmpty = kNoSq)
{
    return sq != kNoSq && !b.isPlanet(sq) && (!occupied(sq) || sq == treatEmpty);
}

// Breadth-first search over empty squares from `start` up to `steps` steps; orthogonal steps,
// plus diagonal ones when `diagonal`. Fills layer A or B; returns the visited squares in order.
const std::vector<Sq> &bfs(const Board &b, Sq start, int steps, bool diagonal, bool layerB,
                           Sq treatEmpty = kNoSq)
{
    uint32_t &gen = layerB ? S.genB : S.genA;
    std::vector<uint32_t> &stamp = layerB ? S.distStampB : S.distStampA;
    std::vector<int8_t> &dist = layerB ? S.distB : S.distA;
    std::vector<Sq> &q = layerB ? S.queueB : S.queueA;
    Scratch::bump(gen, stamp);
    q.clear();
    q.push_back(start);
    stamp[start] = gen;
    dist[start] = 0;
    for (size_t head = 0; head < q.size(); ++head) {
        const Sq cur = q[head];
        const int d = dist[cur];
        if (d >= steps)
            continue;
        for (int pass = 0; pass < (diagonal ? 2 : 1); ++pass) {
            const auto &nb = pass == 0 ? b.orth(cur) : b.diag(cur);
            for (Sq n : nb) {
                if (n == kNoSq || stamp[n] == gen || !freeSquare(b, n, treatEmpty))
                    continue;
                stamp[n] = gen;
                dist[n] = int8_t(d + 1);
                q.push_back(n);
            }
        }
    }
    return q;
}

inline int distA(int sq) { return S.distStampA[sq] == S.genA ? S.distA[sq] : 127; }
inline int distB(int sq) { return S.distStampB[sq] == S.genB ? S.distB[sq] : 127; }

inline void beginMarks() { Scratch::bump(S.markGen, S.markStamp); }
inline bool mark(int sq) // true the first time
{
    if (S.markStamp[sq] == S.markGen)
        return false;
    S.markStamp[sq] = S.markGen;
    return true;
}

// ====================================================================== rule helpers

inline int nextSeat(const GameState &s, int pl) { return (pl + 1) % s.players; }

} // namespace

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
            if (dup)
                continue;
            seen[nSeen++] = planet;
            const bool full = s.cubesOn(planet) >= b.planets()[planet].locations;
            fullPlanets += full;
            if (!full && s.cubesOn(planet, pl) > 0)
                ++mineWithRoom;
        }
    const int withRoom = b.planetCount() - fullPlanets;
    return withRoom == mineWithRoom;
}

namespace {

// May `pl` place a cube on `planet` now (construction or infamy), ignoring ships?
inline bool mayTakeCube(const GameState &s, int pl, int planet, bool ent)
{
    const Planet &pp = s.board->planets()[planet];
    if (s.cubesOn(planet) >= pp.locations)
        return false;
    return s.cubesOn(planet, pl) == 0 || ent;
}

int reserveShip(const GameState &s, int pl)
{
    for (int i = 0; i < kShipsPerPlayer; ++i)
        if (s.p[pl].ships[i].at == kReserve)
            return i;
    return -1;
}

// Empty orbital positions of planets holding `pl`'s cube (deploy and placement targets).
template <typename F> void forEachDeploySquare(const GameState &s, int pl, F &&f)
{
    const Board &b = *s.board;
    beginMarks();
    const PlayerState &ps = s.p[pl];
    for (int i = 0; i < ps.cubesPlaced; ++i) {
        const Planet &planet = b.planets()[ps.cubes[i]];
        for (Sq o : planet.orbit)
            if (o != kNoSq && !occupied(o) && mark(o))
                f(o);
    }
}

void record(Events *ev, const Event &e)
{
    if (ev)
        ev->push_back(e);
}

Event make(EventType t, int player)
{
    Event e{t};
    e.player = int8_t(player);
    return e;
}

// An event about one ship: where it went (sq) and a number (a).
Event shipEvent(EventType t, int player, int ship, Sq sq = kNoSq, int a = 0)
{
    Event e = make(t, player);
    e.ship = int8_t(ship);
    e.sq = sq;
    e.a = int16_t(a);
    return e;
}

} // namespace

namespace {

inline bool has(const GameState &s, int pl, Card c) { return s.p[pl].hasActive(c); }
// The same during move generation, from the masks buildOccupancy computed.
inline bool hasL(int pl, Card c) { return (S.cards[pl] >> int(c)) & 1; }

// May this ship use its ability now? Sets `cunning` when only CUNNING allows it.
inline bool abilityAvailable(const GameState &s, int pl, const Ship &sh, bool &cunning)
{
    cunning = false;
    if (!sh.abilityUsed)
        return true;
    if (hasL(pl, Card::Cunning) && !(s.turnFlags & UsedCunning)) {
        cunning = true;
        return true;
    }
    return false;
}

inline bool mayMove(const GameState &, int pl, const Ship &sh)
{
    return !sh.moved || hasL(pl, Card::Energetic); // R-TURN-4, ENERGETIC
}

inline bool attacksAllowed(const GameState &s) { return !(s.turnFlags & UsedCurious); }

inline int movementL(const GameState &s, int pl, int si)
{
    return s.p[pl].ships[si].value + (hasL(pl, Card::Agile) ? 1 : 0); // R-MOVE-1, AGILE
}

inline int breakthroughAt(const GameState &s, int player)
{
    return has(s, player, Card::Precocious) ? 4 : 6; // R-RES-2
}

} // namespace

void shuffleFullDecks(GameState &s, Dice &dice)
{
    for (int g = 0; g < 2; ++g) {
        const std::vector<Card> deck = fullDeck(g == 0);
        Card *d = g == 0 ? s.gambitDeck.data() : s.commandDeck.data();
        int8_t &n = g == 0 ? s.gambitDeckCount : s.commandDeckCount;
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

// ====================================================================== legal actions

namespace {

// Every square a ship may be placed on by deploy, EXPANSION or REORGANIZATION: empty orbital
// positions of planets with the player's cube, and with STEALTHY any empty square not next to
// another ship.
template <typename F> void forEachPlacement(const GameState &s, int pl, F &&f)
{
    forEachDeploySquare(s, pl, f);
    if (!hasL(pl, Card::Stealthy))
        return;
    const Board &b = *s.board;
    for (int sq = 0; sq < b.squareCount(); ++sq) {
        if (!b.exists(sq) || b.isPlanet(sq) || occupied(sq))
            continue;
        bool lonely = true;
        for (Sq n : b.orth(sq))
            lonely &= n == kNoSq || !occupied(n);
        if (lonely && mark(sq))
            f(Sq(sq));
    }
}

void addMoves(const GameState &s, int pl, int si, bool paid, bool curious,
              std::vector<Action> &out)
{
    const Board &b = *s.board;
    const Ship &ship = s.p[pl].ships[si];
    const int mv = movementL(s, pl, si);
    bool cunning = false;
    const bool canDiag = ship.value == 5 && abilityAvailable(s, pl, ship, cunning); // R-ABIL-5
    const uint8_t diagFlags = Action::kUsesAbility | (cunning ? Action::kUsesCunning : 0);
    const bool attacks = paid && attacksAllowed(s);
    Action a;
    a.player = int8_t(pl);
    a.ship = int8_t(si);
    auto pushMove = [&](Sq to, uint8_t flags) {
        a.type = ActionType::Move;
        a.from = kNoSq;
        a.to = to;
        a.flags = flags;
        a.card = Card::None;
        if (paid)
            out.push_back(a);
        if (curious) { // CURIOUS: one free move (not an attack)
            a.card = Card::Curious;
            out.push_back(a);
        }
    };

    const std::vector<Sq> &orth = bfs(b, ship.at, mv, false, false);
    if (!canDiag) {
        for (Sq sq : orth)
            if (sq != ship.at)
                pushMove(sq, 0);
        if (!attacks)
            return;
        a.type = ActionType::Attack;
        a.card = Card::None;
        a.flags = 0;
        for (Sq from : orth) {
            if (distA(from) > mv - 1)
                continue;
            for (Sq t : b.orth(from)) {
                const int o = t == kNoSq ? -1 : occOwner(t);
                if (o >= 0 && o != pl) {
                    a.from = from;
                    a.to = t;
                    out.push_back(a);
                }
            }
        }
        return;
    }
    // Interceptor: diagonal steps use its ability only when needed (R-ABIL-7).
    const std::vector<Sq> &all = bfs(b, ship.at, mv, true, true);
    for (Sq sq : all)
        if (sq != ship.at)
            pushMove(sq, distA(sq) <= mv ? 0 : diagFlags);
    if (!attacks)
        return;
    a.type = ActionType::Attack;
    a.card = Card::None;
    for (Sq from : all) {
        if (distB(from) > mv - 1)
            continue;
        const bool orthFrom = distA(from) <= mv - 1;
        for (int pass = 0; pass < 2; ++pass) {
            const auto &nb = pass == 0 ? b.orth(from) : b.diag(from);
            for (Sq t : nb) {
                const int o = t == kNoSq ? -1 : occOwner(t);
                if (o < 0 || o == pl)
                    continue;
                a.from = from;
                a.to = t;
                a.flags = (pass == 0 && orthFrom) ? 0 : diagFlags;
                out.push_back(a);
            }
        }
    }
}

// TACTICAL: one free step (or adjacent attack) for one ship; it is that ship's move.
void addTactical(const GameState &s, int pl, std::vector<Action> &out)
{
    const Board &b = *s.board;
    for (int si = 0; si < kShipsPerPlayer; ++si) {
        const Ship &sh = s.p[pl].ships[si];
        if (!sh.onMap() || !mayMove(s, pl, sh))
            continue;
        bool cunning = false;
        const bool diag = sh.value == 5 && abilityAvailable(s, pl, sh, cunning);
        const uint8_t diagFlags = Action::kUsesAbility | (cunning ? Action::kUsesCunning : 0);
        for (int pass = 0; pass < (diag ? 2 : 1); ++pass) {
            const auto &nb = pass == 0 ? b.orth(sh.at) : b.diag(sh.at);
            for (Sq t : nb) {
                if (t == kNoSq || b.isPlanet(t))
                    continue;
                Action a{ActionType::Move, int8_t(pl), int8_t(si)};
                a.card = Card::Tactical;
                a.flags = pass == 0 ? 0 : diagFlags;
                const int o = occOwner(t);
                if (o < 0) {
                    a.to = t;
                    out.push_back(a);
                } else if (o != pl && attacksAllowed(s)) {
                    a.type = ActionType::Attack;
                    a.from = sh.at;
                    a.to = t;
                    out.push_back(a);
                }
            }
        }
    }
}

void addTransports(const GameState &s, int pl, int si, uint8_t flags, std::vector<Action> &out)
{
    const Board &b = *s.board;
    const Ship &flag = s.p[pl].ships[si];
    const int mv = movementL(s, pl, si); // R-ABIL-2 ruling: with AGILE up to 3
    Action a;
    a.type = ActionType::Transport;
    a.player = int8_t(pl);
    a.ship = int8_t(si);
    a.flags = flags;
    for (int pi = 0; pi < kShipsPerPlayer; ++pi) {
        const Ship &pass = s.p[pl].ships[pi];
        if (pi == si || !pass.onMap() || !b.surrounds(flag.at, pass.at))
            continue;
        const std::vector<Sq> &reach = bfs(b, flag.at, mv, false, false, pass.at);
        bool roundTrip = false;
        for (Sq sq : reach)
            roundTrip |= distA(sq) == 1 && mv >= 2;
        a.other = int8_t(pi);
        auto drops = [&](Sq fin) {
            a.to = fin;
            for (int pass2 = 0; pass2 < 2; ++pass2) {
                const auto &nb = pass2 == 0 ? b.orth(fin) : b.diag(fin);
                for (Sq d : nb) {
                    if (d == kNoSq || b.isPlanet(d))
                        continue;
                    const bool empty =
                        !occupied(d) || d == pass.at || (d == flag.at && fin != flag.at);
                    if (!empty)
                        continue;
                    a.drop = d;
                    out.push_back(a);
                }
            }
        };
        for (Sq fin : reach)
            if (fin != flag.at)
                drops(fin);
        if (roundTrip)
            drops(flag.at);
    }
}

void addConstructs(const GameState &s, int pl, std::vector<Action> &out)
{
    const Board &b = *s.board;
    const PlayerState &ps = s.p[pl];
    const bool ingenious = hasL(pl, Card::Ingenious);
    const int slack = hasL(pl, Card::Intelligent) ? 1 : 0;
    bool entKnown = false, ent = false;
    Action a;
    a.type = ActionType::Construct;
    a.player = int8_t(pl);
    int16_t tried[kShipsPerPlayer * 8];
    int nTried = 0;
    auto consider = [&](int16_t planet) {
        for (int k = 0; k < nTried; ++k)
            if (tried[k] == planet)
                return;
        tried[nTried++] = planet;
        const Planet &pp = b.planets()[planet];
        const int mine = s.cubesOn(planet, pl);
        if (s.cubesOn(planet) >= pp.locations)
            return;
        if (mine > 0) {
            if (!entKnown) {
                ent = entangled(s, pl);
                entKnown = true;
            }
            if (!ent)
                return;
        }
        int sum = 0;
        for (Sq o : pp.orbit)
            if (o != kNoSq && occOwner(o) == pl)
                sum += ps.ships[S.occShip[o]].value;
        const int target = pp.number + 3 * mine; // R-ACT-CONSTRUCT, R-ENT-1
        // INGENIOUS: any subset of the player's diagonal ships may count too.
        int diagValue[4] = {0, 0, 0, 0};
        int diagMask = 0;
        if (ingenious)
            for (int d = 0; d < 4; ++d) {
                const Sq sq = b.diag(pp.sq)[d];
                if (sq != kNoSq && occOwner(sq) == pl) {
                    diagValue[d] = ps.ships[S.occShip[sq]].value;
                    diagMask |= 1 << d;
                }
            }
        for (int mask = 0; mask < 16; ++mask) {
            if ((mask & diagMask) != mask)
                continue;
            int total = sum;
            for (int d = 0; d < 4; ++d)
                if (mask & (1 << d))
                    total += diagValue[d];
            if (total == 0 || total < target - slack || total > target + slack)
                continue;
            a.planet = planet;
            a.value = int8_t(mask);
            a.card = mask ? Card::Ingenious : Card::None;
            out.push_back(a);
        }
    };
    for (const Ship &sh : ps.ships) {
        if (!sh.onMap())
            continue;
        for (int16_t planet : b.orbitalOf(sh.at)) {
            if (planet < 0)
                break;
            consider(planet);
        }
        if (ingenious)
            for (Sq d : b.diag(sh.at))
                if (d != kNoSq && b.isPlanet(d))
                    consider(int16_t(b.planetAt(d)));
    }
}

void addCardUses(const GameState &s, int pl, std::vector<Action> &out)
{
    const Board &b = *s.board;
    const PlayerState &ps = s.p[pl];
    Action a{ActionType::UseCard, int8_t(pl)};
    if (hasL(pl, Card::Cerebral) && !(s.turnFlags & UsedCerebral) && ps.dominance > 1) {
        a.card = Card::Cerebral;
        out.push_back(a);
    }
    if (hasL(pl, Card::Tyrannical) && !(s.turnFlags & UsedTyrannical) && ps.research > 1) {
        a.card = Card::Tyrannical;
        out.push_back(a);
    }
    const bool flexible = hasL(pl, Card::Flexible) && !(s.turnFlags & UsedFlexible);
    const bool resourceful = hasL(pl, Card::Resourceful) && !(s.turnFlags & UsedResourceful);
    const bool nomadic =
        hasL(pl, Card::Nomadic) && !(s.turnFlags & UsedNomadic) && s.actionsLeft >= 1;
    for (int si = 0; si < kShipsPerPlayer; ++si) {
        const Ship &sh = ps.ships[si];
        if (!sh.onMap())
            continue;
        a = Action{ActionType::UseCard, int8_t(pl), int8_t(si)};
        if (flexible) {
            a.card = Card::Flexible;
            for (int v : {sh.value - 1, sh.value + 1})
                if (v >= 1 && v <= 6) {
                    a.value = int8_t(v);
                    out.push_back(a);
                }
            a.value = 0;
        }
        if (resourceful) {
            a.card = Card::Resourceful;
            out.push_back(a);
        }
        if (nomadic) {
            a.card = Card::Nomadic;
            for (int16_t planet : b.orbitalOf(sh.at)) {
                if (planet < 0)
                    break;
                const Sq psq = b.planets()[planet].sq;
                const int px = b.sqX(psq), py = b.sqY(psq);
                const int dx[4] = {3, -3, 0, 0}, dy[4] = {0, 0, 3, -3};
                for (int d = 0; d < 4; ++d) {
                    const int nx = px + dx[d], ny = py + dy[d];
                    if (nx < 0 || ny < 0 || nx >= b.width() || ny >= b.height())
                        continue;
                    const int np = b.planetAt(ny * b.width() + nx);
                    if (np < 0)
                        continue;
                    for (Sq o : b.planets()[np].orbit)
                        if (o != kNoSq && !occupied(o)) {
                            a.to = o;
                            out.push_back(a);
                        }
                }
            }
            a.to = kNoSq;
        }
    }
}

void addActionPhase(const GameState &s, std::vector<Action> &out)
{
    const Board &b = *s.board;
    const int pl = s.active;
    const PlayerState &ps = s.p[pl];
    Action a;
    a.player = int8_t(pl);
    const bool canAct = s.actionsLeft >= 1;
    const bool eager = hasL(pl, Card::Eager);
    const bool curious = hasL(pl, Card::Curious) && !(s.turnFlags & UsedCurious) &&
                         !(s.turnFlags & AttackedThisTurn);

    for (int si = 0; si < kShipsPerPlayer; ++si) {
        const Ship &sh = ps.ships[si];
        if (sh.at == kScrapyard) {
            if (canAct)
                out.push_back(Action{ActionType::Reconfigure, int8_t(pl), int8_t(si)});
            if (canAct || eager) { // R-ACT-DEPLOY, EAGER
                a = Action{ActionType::Deploy, int8_t(pl), int8_t(si)};
                forEachPlacement(s, pl, [&](Sq sq) {
                    a.to = sq;
                    out.push_back(a);
                });
            }
            continue;
        }
        if (!sh.onMap())
            continue;
        if (canAct)
            out.push_back(Action{ActionType::Reconfigure, int8_t(pl), int8_t(si)});
        bool cunning = false;
        const bool ability = abilityAvailable(s, pl, sh, cunning);
        const uint8_t abilityFlags = cunning ? Action::kUsesCunning : 0;
        if (mayMove(s, pl, sh) && (canAct || curious)) {
            addMoves(s, pl, si, canAct, curious, out);
            if (canAct && sh.value == 2 && ability)
                addTransports(s, pl, si, Action::kUsesAbility | abilityFlags, out);
        }
        if (!ability)
            continue;
        switch (sh.value) {
        case 1: // Strike (R-ABIL-1)
            if (!attacksAllowed(s))
                break;
            for (Sq t : b.orth(sh.at)) {
                const int o = t == kNoSq ? -1 : occOwner(t);
                if (o >= 0 && o != pl) {
                    a = Action{ActionType::Strike, int8_t(pl), int8_t(si)};
                    a.to = t;
                    a.flags = abilityFlags;
                    out.push_back(a);
                }
            }
            break;
        case 3: // Warp (R-ABIL-3)
            for (int oi = 0; oi < kShipsPerPlayer; ++oi)
                if (oi != si && ps.ships[oi].onMap()) {
                    a = Action{ActionType::Warp, int8_t(pl), int8_t(si), int8_t(oi)};
                    a.flags = abilityFlags;
                    out.push_back(a);
                }
            break;
        case 4: // Modify (R-ABIL-4)
            a = Action{ActionType::Modify, int8_t(pl), int8_t(si)};
            a.flags = abilityFlags;
            a.value = 3;
            out.push_back(a);
            a.value = 5;
            out.push_back(a);
            break;
        case 6: // Free reconfigure (R-ABIL-6)
            a = Action{ActionType::ScoutReroll, int8_t(pl), int8_t(si)};
            a.flags = abilityFlags;
            out.push_back(a);
            break;
        default:
            break;
        }
    }
    if (hasL(pl, Card::Tactical) && !(s.turnFlags & UsedTactical))
        addTactical(s, pl, out);
    addCardUses(s, pl, out);
    if (canAct && ps.research < 6)
        out.push_back(Action{ActionType::Research, int8_t(pl)});
    if (s.actionsLeft >= 2)
        addConstructs(s, pl, out);
    out.push_back(Action{ActionType::EndTurn, int8_t(pl)});
}

bool anyCardsLeft(const GameState &s)
{
    for (Card c : s.market)
        if (c != Card::None)
            return true;
    return s.gambitDeckCount + s.gambitDiscardCount + s.commandDeckCount +
               s.commandDiscardCount >
           0;
}

void addCardPicks(const GameState &s, std::vector<Action> &out)
{
    const int pl = s.picker;
    const bool reserve = reserveShip(s, pl) >= 0;
    for (int i = 0; i < kMarketSlots; ++i) {
        const Card c = s.market[i];
        if (c == Card::None || (c == Card::Expansion && !reserve)) // R-CARD-6
            continue;
        Action a{ActionType::TakeCard, int8_t(pl)};
        a.value = int8_t(i);
        out.push_back(a);
    }
    if (anyCardsLeft(s))
        out.push_back(Action{ActionType::RefreshMarket, int8_t(pl)});
}

// Which re-roll options the losing side of the combat has left (R-COMBAT-5).
enum CombatUse : uint8_t { UseCruel = 1, UseRelentless = 2, UseScrappy = 4 };

int combatSide(const Combat &cb, int pl) { return pl == cb.attacker ? 0 : 1; }

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

void addPending(const GameState &s, std::vector<Action> &out)
{
    const Pending &pd = s.pending[0];
    const int pl = pd.player;
    switch (pd.kind) {
    case Pending::Kind::Occupy:
        out.push_back(Action{ActionType::Occupy, int8_t(pl), pd.ship});
        out.push_back(Action{ActionType::Stay, int8_t(pl), pd.ship});
        break;
    case Pending::Kind::Infamy: {
        const bool ent = entangled(s, pl);
        Action a{ActionType::InfamyCube, int8_t(pl)};
        for (int i = 0; i < s.board->planetCount(); ++i)
            if (mayTakeCube(s, pl, i, ent)) {
                a.planet = int16_t(i);
                out.push_back(a);
            }
        break;
    }
    case Pending::Kind::PlaceShip: {
        Action a{ActionType::PlaceExpansion, int8_t(pl), pd.ship};
        forEachPlacement(s, pl, [&](Sq sq) {
            a.to = sq;
            out.push_back(a);
        });
        a.to = kScrapyard;
        out.push_back(a);
        break;
    }
    case Pending::Kind::DiscardCommand:
    case Pending::Kind::SabotageDiscard:
        for (int i = 0; i < kMaxHand; ++i) {
            if (s.p[pl].hand[i] == Card::None)
                continue;
            Action a{ActionType::DiscardCommand, int8_t(pl)};
            a.value = int8_t(i);
            out.push_back(a);
        }
        break;
    case Pending::Kind::Dangerous: {
        Action a{ActionType::UseCard, int8_t(pl)};
        a.card = Card::Dangerous;
        out.push_back(a);
        out.push_back(Action{ActionType::Decline, int8_t(pl)});
        break;
    }
    case Pending::Kind::CombatReroll: {
        const uint8_t opts = rerollOptions(s, pl);
        const Card cards[3] = {Card::Cruel, Card::Relentless, Card::Scrappy};
        for (int k = 0; k < 3; ++k)
            if (opts & (1 << k)) {
                Action a{ActionType::Reroll, int8_t(pl)};
                a.card = cards[k];
                out.push_back(a);
            }
        out.push_back(Action{ActionType::Decline, int8_t(pl)});
        break;
    }
    case Pending::Kind::ScrappyReroll: {
        Action a{ActionType::UseCard, int8_t(pl), pd.ship};
        a.card = Card::Scrappy;
        out.push_back(a);
        out.push_back(Action{ActionType::Decline, int8_t(pl), pd.ship});
        break;
    }
    case Pending::Kind::ChooseValue:
        for (int v = 1; v <= 6; ++v)
            if (v != pd.value) {
                Action a{ActionType::ChooseValue, int8_t(pl), pd.ship};
                a.value = int8_t(v);
                out.push_back(a);
            }
        break;
    case Pending::Kind::Relocate:
        forEachRelocation(s, pl, [&](int q, int from, int to) {
            Action a{ActionType::Relocate, int8_t(pl), -1, int8_t(q)};
            a.planet = int16_t(from);
            a.planet2 = int16_t(to);
            out.push_back(a);
        });
        break;
    case Pending::Kind::Reorganize: {
        int eligible = 0;
        for (int i = 0; i < kShipsPerPlayer; ++i) {
            const Sq at = s.p[pl].ships[i].at;
            if (at >= 0 || at == kScrapyard)
                eligible |= 1 << i;
        }
        for (int mask = 0; mask < 32; ++mask)
            if ((mask & eligible) == mask) {
                Action a{ActionType::Reorganize, int8_t(pl)};
                a.value = int8_t(mask);
                out.push_back(a);
            }
        break;
    }
    case Pending::Kind::Count:
        break;
    }
}

void addSetup(const GameState &s, std::vector<Action> &out)
{
    const int pl = s.active;
    switch (s.phase) {
    case Phase::SetupReroll:
        out.push_back(Action{ActionType::SetupKeep, int8_t(pl)});
        out.push_back(Action{ActionType::SetupReroll, int8_t(pl)});
        break;
    case Phase::SetupStart: {
        Action a{ActionType::ChooseStart, int8_t(pl)};
        for (int i = 0; i < s.board->planetCount(); ++i)
            if (s.board->planets()[i].start && s.cubesOn(i) == 0) {
                a.planet = int16_t(i);
                out.push_back(a);
            }
        break;
    }
    case Phase::SetupShips: {
        const Planet &pp = s.board->planets()[s.p[pl].startPlanet];
        for (int si = 0; si < kShipsPerPlayer; ++si) {
            if (s.p[pl].ships[si].at != kUnplaced)
                continue;
            for (Sq o : pp.orbit)
                if (o != kNoSq && !occupied(o)) {
                    Action a{ActionType::PlaceShip, int8_t(pl), int8_t(si)};
                    a.to = o;
                    out.push_back(a);
                }
        }
        break;
    }
    default:
        break;
    }
}

} // namespace

void legalActions(const GameState &s, std::vector<Action> &out)
{
    out.clear();
    if (s.phase == Phase::GameOver)
        return;
    buildOccupancy(s);
    if (s.pendingCount) {
        addPending(s, out);
        return;
    }
    switch (s.phase) {
    case Phase::SetupReroll:
    case Phase::SetupStart:
    case Phase::SetupShips:
        addSetup(s, out);
        break;
    case Phase::Actions:
        addActionPhase(s, out);
        break;
    case Phase::Cards:
        addCardPicks(s, out);
        break;
    case Phase::GameOver:
        break;
    }
}

const Action *findLegal(const std::vector<Action> &legal, const Action &a)
{
    for (const Action &l : legal)
        if (l.sameAs(a))
            return &l;
    return nullptr;
}

// ====================================================================== apply

namespace {

struct Ctx {
    GameState &s;
    Dice &dice;
    Events *ev;
};

void pushPending(GameState &s, const Pending &p)
{
    Q_ASSERT(s.pendingCount < kMaxPending);
    if (s.pendingCount < kMaxPending)
        s.pending[s.pendingCount++] = p;
}

void popPending(GameState &s)
{
    for (int i = 1; i < s.pendingCount; ++i)
        s.pending[i - 1] = s.pending[i];
    s.pending[--s.pendingCount] = Pending{};
}

bool hasPendingInfamy(const GameState &s, int pl)
{
    for (int i = 0; i < s.pendingCount; ++i)
        if (s.pending[i].kind == Pending::Kind::Infamy && s.pending[i].player == pl)
            return true;
    return false;
}

Pending pendingFor(Pending::Kind kind, int pl, int ship = -1, int value = 0)
{
    Pending p;
    p.kind = kind;
    p.player = int8_t(pl);
    p.ship = int8_t(ship);
    p.value = int8_t(value);
    return p;
}

void shipRolledEvent(Ctx &c, int pl, int si, int old, RollReason why)
{
    Event e = make(EventType::ShipRolled, pl);
    e.ship = int8_t(si);
    e.a = c.s.p[pl].ships[si].value;
    e.b = int16_t(old);
    e.c = int16_t(why);
    record(c.ev, e);
}

// A ship die is rolled (never a combat die). CLEVER turns the roll into a choice; SCRAPPY
// offers one re-roll on the owner's own turn. `mustDiffer` (0: none) is the value the result
// may not show.
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
    const int after = std::clamp(value, 1, 6); // R-RES-1
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
    if (s.phase == Phase::GameOver || s.p[pl].dominance < 6 || hasPendingInfamy(s, pl))
        return;
    const bool ent = entangled(s, pl);
    bool any = false;
    for (int i = 0; i < s.board->planetCount() && !any; ++i)
        any = mayTakeCube(s, pl, i, ent);
    if (!any) { // R-DOM-2 ruling: stay at 6 and retry later
        s.p[pl].infamyBlocked = true;
        record(c.ev, make(EventType::InfamyBlocked, pl));
        return;
    }
    s.p[pl].infamyBlocked = false;
    pushPending(s, pendingFor(Pending::Kind::Infamy, pl));
}

// Dominance change with the cut at the bounds (R-DOM-1); a gain reaching (or pushing at) 6
// triggers infamy (R-DOM-2).
void changeDominance(Ctx &c, int pl, int delta, bool checkInfamy = true)
{
    const int before = c.s.p[pl].dominance;
    const int after = std::clamp(before + delta, 1, 6);
    c.s.p[pl].dominance = int8_t(after);
    if (after != before) {
        Event e = make(EventType::DominanceChanged, pl);
        e.a = int16_t(before);
        e.b = int16_t(after);
        record(c.ev, e);
    }
    if (checkInfamy && delta > 0 && after == 6)
        tryInfamy(c, pl);
}

void placeCube(Ctx &c, int pl, int planet, CubeReason why)
{
    GameState &s = c.s;
    PlayerState &ps = s.p[pl];
    ps.cubes[ps.cubesPlaced++] = int16_t(planet);
    Event e = make(EventType::CubePlaced, pl);
    e.planet = int16_t(planet);
    e.a = int16_t(why);
    e.b = int16_t(s.cubesLeft(pl));
    record(c.ev, e);
    if (why != CubeReason::Start) { // R-CARD-1: one pick per cube, counted live
        if (s.phase == Phase::Cards && pl == s.picker)
            ++s.picksOwed;
        else if (s.phase == Phase::Actions && pl == s.active)
            ++s.picksOwed;
        else
            ++ps.offTurnPicks;
    }
    if (ps.cubesPlaced >= s.cubesToWin) { // R-TURN-5
        s.winner = int8_t(pl);
        s.phase = Phase::GameOver;
        s.combat = Combat{};
        while (s.pendingCount)
            popPending(s);
        record(c.ev, make(EventType::GameWon, pl));
    }
}

Card drawCard(Ctx &c, bool gambit)
{
    GameState &s = c.s;
    Card *deck = gambit ? s.gambitDeck.data() : s.commandDeck.data();
    Card *disc = gambit ? s.gambitDiscard.data() : s.commandDiscard.data();
    int8_t &nDeck = gambit ? s.gambitDeckCount : s.commandDeckCount;
    int8_t &nDisc = gambit ? s.gambitDiscardCount : s.commandDiscardCount;
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
    if (nDeck == 0)
        return Card::None;
    const Card card = deck[--nDeck];
    deck[nDeck] = Card::None;
    return card;
}

void discardCard(GameState &s, Card card)
{
    if (card == Card::None)
        return;
    if (isGambit(card))
        s.gambitDiscard[s.gambitDiscardCount++] = card;
    else
        s.commandDiscard[s.commandDiscardCount++] = card;
}

void dealMarket(Ctx &c)
{
    for (int i = 0; i < kMarketSlots; ++i)
        if (c.s.market[i] == Card::None)
            c.s.market[i] = drawCard(c, i < 3);
}

void gainActions(Ctx &c, int pl, Card card, int n)
{
    c.s.actionsLeft = int8_t(c.s.actionsLeft + n);
    Event e = make(EventType::ActionsGained, pl);
    e.card = card;
    e.a = c.s.actionsLeft;
    record(c.ev, e);
}

int shipsOnMap(const PlayerState &ps)
{
    int n = 0;
    for (const Ship &sh : ps.ships)
        n += sh.onMap();
    return n;
}

// A new turn of `pl` (a MOMENTUM bonus turn too, with `bonus` set): R-TURN-2.
void startTurn(Ctx &c, int pl, int actions, bool bonus, int carriedPicks)
{
    GameState &s = c.s;
    s.active = int8_t(pl);
    if (!bonus)
        s.orderSeat = int8_t(pl);
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
        if (most)
            gainActions(c, pl, Card::Arrogant, 1);
    }
    if (has(s, pl, Card::Conformist)) {
        int seen = 0;
        bool pair = false;
        for (const Ship &sh : ps.ships)
            if (sh.onMap()) {
                pair |= (seen >> sh.value) & 1;
                seen |= 1 << sh.value;
            }
        if (pair)
            gainActions(c, pl, Card::Conformist, 1);
    }
    if (ps.infamyBlocked && ps.dominance >= 6) {
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
        if (card != Card::None && (card != Card::Expansion || reserve))
            return true;
    return anyCardsLeft(s);
}

// Moves the card phase on when the picker is done: next off-turn picker, then the next turn.
void settle(Ctx &c)
{
    GameState &s = c.s;
    while (s.phase == Phase::Cards && s.pendingCount == 0) {
        if (s.picksOwed > 0 && pickPossible(s))
            return;
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
        ++s.picksOwed;
    }
    Event e = make(EventType::CardsPhase, pl);
    e.a = s.picksOwed;
    record(c.ev, e);
}

// ---------------------------------------------------------------- combat (R-COMBAT-1..6)

bool nextToOwnShip(const GameState &s, int pl, Sq sq)
{
    for (Sq n : s.board->orth(sq))
        if (n != kNoSq) {
            int owner = -1;
            if (s.shipAt(n, &owner) >= 0 && owner == pl)
                return true;
        }
    return false;
}

int combatTotal(const GameState &s, int pl, int si, int roll)
{
    const Ship &sh = s.p[pl].ships[si];
    int total = sh.value + roll; // R-COMBAT-1; totals may go below 1
    if (has(s, pl, Card::Ferocious))
        total -= 1;
    if (has(s, pl, Card::Strategic) && nextToOwnShip(s, pl, sh.at)) // attacker is on its
        total -= 2;                                                  // attack-from square
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
    if (type == EventType::CombatRolled) {
        e.ship = cb.atkShip;
        e.other = cb.defender;
        e.from = cb.from;
        e.sq = cb.target;
        e.a = cb.defShip;
        e.b = cb.atkRoll;
        e.c = cb.defRoll;
        e.d = int16_t(combatTotal(c.s, cb.attacker, cb.atkShip, cb.atkRoll));
        e.e = int16_t(combatTotal(c.s, cb.defender, cb.defShip, cb.defRoll));
    } else {
        e.a = cb.atkRoll;
        e.b = cb.defRoll;
    }
    record(c.ev, e);
}

// A destruction (R-COMBAT-3 and STUBBORN): dominance, kill cards, then infamy, winner first.
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
        if (has(s, winner, Card::Warlike))
            gainActions(c, winner, Card::Warlike, 1);
    }
    if (s.p[winner].dominance >= 6)
        tryInfamy(c, winner);
}

// A ship destroyed in combat: to the scrapyard, rolled once (R-COMBAT-3).
void destroyShip(Ctx &c, int owner, int ship, int by, Sq where)
{
    Ship &sh = c.s.p[owner].ships[ship];
    sh.at = kScrapyard;
    Event d = make(EventType::ShipDestroyed, owner);
    d.ship = int8_t(ship);
    d.other = int8_t(by);
    d.sq = where;
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
    Event r = make(EventType::AttackRepelled, cb.attacker); // R-COMBAT-4
    r.ship = cb.atkShip;
    r.from = cb.from;
    r.sq = cb.target;
    record(c.ev, r);
}

// After the dice (and after each re-roll): the loser may re-roll, else the combat ends.
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
    if (flags & Action::kUsesAbility)
        atk.abilityUsed = true;
    if (flags & Action::kUsesCunning)
        s.turnFlags |= UsedCunning;
    s.turnFlags |= AttackedThisTurn;
    atk.at = from;
    int defPl = -1;
    const int defSi = s.shipAt(target, &defPl);
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

// ---------------------------------------------------------------- cards

void takeCard(Ctx &c, int pl, int slot)
{
    GameState &s = c.s;
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
        if (si < 0)
            break;
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
        if (any)
            pushPending(s, pendingFor(Pending::Kind::Relocate, pl));
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

void cardUsedEvent(Ctx &c, int pl, Card card, int ship = -1, int value = 0)
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

} // namespace

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

// ====================================================================== odds

namespace {

struct OddsModel {
    int atkBase = 0, defBase = 0; // value + fixed modifiers
    bool atkRational = false, defRational = false, stubborn = false;
    uint8_t atkOpts = 0, defOpts = 0; // CombatUse bits each side may use once
    double memo[7][7][64];
    bool known[7][7][64] = {};

    bool attackerWins(int ar, int dr) const
    {
        const int at = atkBase + ar, dt = defBase + dr;
        return stubborn ? at < dt : at <= dt;
    }
    // Chance the attacker wins from rolls (ar, dr) with `used` options spent, both sides
    // choosing re-rolls to their best (the losing side decides, R-COMBAT-5).
    double value(int ar, int dr, int used)
    {
        if (known[ar][dr][used])
            return memo[ar][dr][used];
        const bool atkWinning = attackerWins(ar, dr);
        const int side = atkWinning ? 1 : 0; // the loser
        const uint8_t opts = uint8_t((side == 0 ? atkOpts : defOpts) & ~(used >> (3 * side)));
        double best = atkWinning ? 1.0 : 0.0; // declining
        for (int k = 0; k < 3; ++k) {
            if (!(opts & (1 << k)))
                continue;
            const bool ownDie = k != 0; // CRUEL re-rolls the opponent's die
            const bool atkDie = (side == 0) == ownDie;
            double sum = 0;
            for (int r = 1; r <= 6; ++r)
                sum += value(atkDie ? r : ar, atkDie ? dr : r, used | (1 << (k + 3 * side)));
            const double v = sum / 6;
            best = side == 0 ? std::max(best, v) : std::min(best, v);
        }
        known[ar][dr][used] = true;
        return memo[ar][dr][used] = best;
    }
};

uint8_t oddsOptions(const GameState &s, int pl, int opp, bool ownTurn)
{
    uint8_t opts = 0;
    if (has(s, pl, Card::Cruel) && !has(s, opp, Card::Rational))
        opts |= UseCruel;
    if (has(s, pl, Card::Relentless) && !has(s, pl, Card::Rational))
        opts |= UseRelentless;
    if (has(s, pl, Card::Scrappy) && ownTurn && !has(s, pl, Card::Rational))
        opts |= UseScrappy;
    return opts;
}

} // namespace

AttackOdds attackOdds(const GameState &s, const Action &a)
{
    AttackOdds out;
    int defPl = -1;
    const int defSi = s.shipAt(a.to, &defPl);
    if ((a.type != ActionType::Attack && a.type != ActionType::Strike) || defSi < 0)
        return out;
    const int pl = a.player;
    // The attacker fights from its attack-from square (R-MOVE-4).
    GameState at = s;
    at.p[pl].ships[a.ship].at = a.type == ActionType::Attack ? a.from : s.p[pl].ships[a.ship].at;
    OddsModel m;
    m.atkBase = combatTotal(at, pl, a.ship, 0);
    m.defBase = combatTotal(at, defPl, defSi, 0);
    m.atkRational = has(s, pl, Card::Rational);
    m.defRational = has(s, defPl, Card::Rational);
    m.stubborn = has(s, defPl, Card::Stubborn);
    m.atkOpts = oddsOptions(s, pl, defPl, pl == s.active);
    m.defOpts = oddsOptions(s, defPl, pl, defPl == s.active);
    double sum = 0;
    int n = 0;
    for (int ar = 1; ar <= 6; ++ar) {
        if (m.atkRational && ar != 3)
            continue;
        for (int dr = 1; dr <= 6; ++dr) {
            if (m.defRational && dr != 3)
                continue;
            sum += m.value(ar, dr, 0);
            ++n;
        }
    }
    out.win = sum / n;
    out.defenderMayDestroyBoth = has(s, defPl, Card::Dangerous);
    return out;
}

// ====================================================================== explanations

QString whyIllegal(const GameState &s, const Action &a)
{
    if (s.phase == Phase::GameOver)
        return QStringLiteral("the game is over");
    const int who = s.toAct();
    if (a.player != who)
        return QStringLiteral("it is player %1's decision, not player %2's")
            .arg(who)
            .arg(a.player);
    if (s.pendingCount)
        return QStringLiteral("a decision is pending first: %1")
            .arg(QLatin1String(pendingKindName(s.pending[0].kind)));
    const bool setupAct = a.type <= ActionType::PlaceShip;
    const bool cardAct = a.type == ActionType::TakeCard || a.type == ActionType::RefreshMarket;
    const bool setupPhase = s.phase <= Phase::SetupShips;
    if (setupPhase != setupAct)
        return setupPhase ? QStringLiteral("the game is still in setup")
                          : QStringLiteral("setup is over");
    if ((s.phase == Phase::Cards) != cardAct)
        return s.phase == Phase::Cards
                   ? QStringLiteral("in the advance-card phase only card picks are possible")
                   : QStringLiteral("cards are picked only in the advance-card phase");
    if (a.ship >= kShipsPerPlayer || (a.ship < 0 && (a.type >= ActionType::Reconfigure &&
                                                      a.type <= ActionType::ScoutReroll &&
                                                      a.type != ActionType::Research &&
                                                      a.type != ActionType::Construct)))
        return QStringLiteral("no such ship");
    if (s.phase == Phase::Actions) {
        const Ship *sh = a.ship >= 0 ? &s.p[a.player].ships[a.ship] : nullptr;
        const int cost = a.type == ActionType::Construct ? 2
                         : (a.type == ActionType::Strike || a.type == ActionType::Warp ||
                            a.type == ActionType::Modify || a.type == ActionType::ScoutReroll ||
                            a.type == ActionType::EndTurn)
                             ? 0
                             : 1;
        if (s.actionsLeft < cost)
            return cost == 2 ? QStringLiteral("constructing needs 2 actions")
                             : QStringLiteral("no actions left this turn");
        const bool isMove = a.type == ActionType::Move || a.type == ActionType::Attack ||
                            a.type == ActionType::Transport;
        if (sh && isMove && sh->moved)
            return QStringLiteral("that ship has already moved this turn");
        const bool isAbility = a.type == ActionType::Strike || a.type == ActionType::Warp ||
                               a.type == ActionType::Modify ||
                               a.type == ActionType::ScoutReroll ||
                               a.type == ActionType::Transport;
        if (sh && isAbility && sh->abilityUsed)
            return QStringLiteral("that ship has already used its ability this turn");
        if (sh && (isMove || isAbility) && !sh->onMap())
            return QStringLiteral("that ship is not on the map");
        if (a.type == ActionType::Research && s.p[a.player].research >= 6)
            return QStringLiteral("research is already 6");
        if (a.type == ActionType::Construct)
            return QStringLiteral("the ships in orbit do not add up to the planet's target, or "
                                  "the planet cannot take your cube");
        if (a.type == ActionType::Move)
            return QStringLiteral("that square cannot be reached by this ship");
        if (a.type == ActionType::Attack || a.type == ActionType::Strike)
            return QStringLiteral("that enemy ship cannot be attacked from there");
    }
    return QStringLiteral("not a legal action in this position");
}

} // namespace quantum
