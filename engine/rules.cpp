#include "engine/rules.h"

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
           winner == o.winner && turn == o.turn && pending == o.pending &&
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

} // namespace

int movementOf(const GameState &s, int player, int ship)
{
    return s.p[player].ships[ship].value;
}

int breakthroughAt(const GameState &, int)
{
    return 6;
}

void infamyPlanets(const GameState &s, int player, std::vector<int> &out)
{
    out.clear();
    const bool ent = entangled(s, player);
    for (int i = 0; i < s.board->planetCount(); ++i)
        if (mayTakeCube(s, player, i, ent))
            out.push_back(i);
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

void addMoves(const GameState &s, int pl, int si, std::vector<Action> &out)
{
    const Board &b = *s.board;
    const Ship &ship = s.p[pl].ships[si];
    const int mv = movementOf(s, pl, si);
    const bool canDiag = ship.value == 5 && !ship.abilityUsed; // R-ABIL-5
    Action a;
    a.player = int8_t(pl);
    a.ship = int8_t(si);

    const std::vector<Sq> &orth = bfs(b, ship.at, mv, false, false);
    if (!canDiag) {
        for (Sq sq : orth) {
            if (sq == ship.at)
                continue;
            a.type = ActionType::Move;
            a.to = sq;
            out.push_back(a);
        }
        a.type = ActionType::Attack;
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
    for (Sq sq : all) {
        if (sq == ship.at)
            continue;
        a.type = ActionType::Move;
        a.to = sq;
        a.from = kNoSq;
        a.flags = distA(sq) <= mv ? 0 : Action::kUsesAbility;
        out.push_back(a);
    }
    a.type = ActionType::Attack;
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
                a.flags = (pass == 0 && orthFrom) ? 0 : Action::kUsesAbility;
                out.push_back(a);
            }
        }
    }
}

void addTransports(const GameState &s, int pl, int si, std::vector<Action> &out)
{
    const Board &b = *s.board;
    const Ship &flag = s.p[pl].ships[si];
    const int mv = movementOf(s, pl, si);
    Action a;
    a.type = ActionType::Transport;
    a.player = int8_t(pl);
    a.ship = int8_t(si);
    a.flags = Action::kUsesAbility;
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
                    const bool empty = !occupied(d) || d == pass.at || (d == flag.at && fin != flag.at);
                    if (!empty || (fin == flag.at && d == pass.at))
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
    bool entKnown = false, ent = false;
    Action a;
    a.type = ActionType::Construct;
    a.player = int8_t(pl);
    int16_t tried[kShipsPerPlayer * 4];
    int nTried = 0;
    for (const Ship &sh : ps.ships) {
        if (!sh.onMap())
            continue;
        for (int16_t planet : b.orbitalOf(sh.at)) {
            if (planet < 0)
                break;
            bool dup = false;
            for (int k = 0; k < nTried; ++k)
                dup |= tried[k] == planet;
            if (dup)
                continue;
            tried[nTried++] = planet;
            const Planet &pp = b.planets()[planet];
            const int mine = s.cubesOn(planet, pl);
            if (s.cubesOn(planet) >= pp.locations)
                continue;
            if (mine > 0) {
                if (!entKnown) {
                    ent = entangled(s, pl);
                    entKnown = true;
                }
                if (!ent)
                    continue;
            }
            int sum = 0;
            for (Sq o : pp.orbit)
                if (o != kNoSq && occOwner(o) == pl)
                    sum += ps.ships[S.occShip[o]].value;
            if (sum == pp.number + 3 * mine) { // R-ACT-CONSTRUCT, R-ENT-1
                a.planet = planet;
                out.push_back(a);
            }
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

    for (int si = 0; si < kShipsPerPlayer; ++si) {
        const Ship &sh = ps.ships[si];
        if (sh.at == kScrapyard) {
            if (canAct) {
                a = Action{ActionType::Reconfigure, int8_t(pl), int8_t(si)};
                out.push_back(a);
                a = Action{ActionType::Deploy, int8_t(pl), int8_t(si)};
                forEachDeploySquare(s, pl, [&](Sq sq) {
                    a.to = sq;
                    out.push_back(a);
                });
            }
            continue;
        }
        if (!sh.onMap())
            continue;
        if (canAct) {
            out.push_back(Action{ActionType::Reconfigure, int8_t(pl), int8_t(si)});
            if (!sh.moved) {
                addMoves(s, pl, si, out);
                if (sh.value == 2 && !sh.abilityUsed)
                    addTransports(s, pl, si, out);
            }
        }
        if (sh.abilityUsed)
            continue;
        switch (sh.value) {
        case 1: // Strike (R-ABIL-1)
            for (Sq t : b.orth(sh.at)) {
                const int o = t == kNoSq ? -1 : occOwner(t);
                if (o >= 0 && o != pl) {
                    a = Action{ActionType::Strike, int8_t(pl), int8_t(si)};
                    a.from = sh.at;
                    a.to = t;
                    out.push_back(a);
                }
            }
            break;
        case 3: // Warp (R-ABIL-3)
            for (int oi = 0; oi < kShipsPerPlayer; ++oi)
                if (oi != si && ps.ships[oi].onMap()) {
                    a = Action{ActionType::Warp, int8_t(pl), int8_t(si), int8_t(oi)};
                    out.push_back(a);
                }
            break;
        case 4: // Modify (R-ABIL-4)
            a = Action{ActionType::Modify, int8_t(pl), int8_t(si)};
            a.value = 3;
            out.push_back(a);
            a.value = 5;
            out.push_back(a);
            break;
        case 6: // Free reconfigure (R-ABIL-6)
            out.push_back(Action{ActionType::ScoutReroll, int8_t(pl), int8_t(si)});
            break;
        default:
            break;
        }
    }
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
    case Pending::Kind::ExpansionShip: {
        Action a{ActionType::PlaceExpansion, int8_t(pl), pd.ship};
        forEachDeploySquare(s, pl, [&](Sq sq) {
            a.to = sq;
            out.push_back(a);
        });
        a.to = kScrapyard;
        out.push_back(a);
        break;
    }
    case Pending::Kind::DiscardCommand:
        for (int i = 0; i < kMaxHand; ++i) {
            Action a{ActionType::DiscardCommand, int8_t(pl)};
            a.value = int8_t(i);
            out.push_back(a);
        }
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

int rollShip(Ctx &c, int pl, int si, RollReason why, int mustDifferFrom)
{
    Ship &sh = c.s.p[pl].ships[si];
    const int old = sh.value;
    int v;
    do
        v = c.dice.d6();
    while (v == mustDifferFrom);
    sh.value = int8_t(v);
    Event e = make(EventType::ShipRolled, pl);
    e.ship = int8_t(si);
    e.a = int16_t(v);
    e.b = int16_t(old);
    e.c = int16_t(why);
    record(c.ev, e);
    return v;
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
    Pending p;
    p.kind = Pending::Kind::Infamy;
    p.player = int8_t(pl);
    pushPending(s, p);
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
        for (int i = nDeck - 1; i > 0; --i)
            std::swap(deck[i], deck[c.dice.below(uint32_t(i + 1))]);
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

void startTurn(Ctx &c, int pl)
{
    GameState &s = c.s;
    s.active = int8_t(pl);
    s.phase = Phase::Actions;
    s.actionsLeft = kActionsPerTurn;
    s.picker = -1;
    s.picksOwed = 0;
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
    if (ps.hasActive(Card::Brilliant)) {
        setResearch(c, pl, ps.research + 2);
        Event b = make(EventType::CardEffect, pl);
        b.card = Card::Brilliant;
        b.a = ps.research;
        record(c.ev, b);
    }
    if (ps.infamyBlocked && ps.dominance >= 6) {
        record(c.ev, make(EventType::InfamyRetry, pl));
        tryInfamy(c, pl);
    }
}

void endTurn(Ctx &c)
{
    GameState &s = c.s;
    record(c.ev, make(EventType::TurnEnded, s.active));
    for (int pl = 0; pl < s.players; ++pl)
        s.p[pl].freshCards = 0; // R-CARD-9
    startTurn(c, nextSeat(s, s.active));
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
    if (s.p[pl].research >= breakthroughAt(s, pl)) { // R-RES-2
        record(c.ev, make(EventType::Breakthrough, pl));
        setResearch(c, pl, 1);
        ++s.picksOwed;
    }
    Event e = make(EventType::CardsPhase, pl);
    e.a = s.picksOwed;
    record(c.ev, e);
}

void resolveAttack(Ctx &c, int pl, int si, Sq from, Sq target, bool strike, bool usesAbility)
{
    GameState &s = c.s;
    Ship &atk = s.p[pl].ships[si];
    if (strike)
        atk.abilityUsed = true;
    else
        atk.moved = true;
    if (usesAbility)
        atk.abilityUsed = true;
    atk.at = from;
    int defPl = -1;
    const int defSi = s.shipAt(target, &defPl);
    Ship &def = s.p[defPl].ships[defSi];
    const int atkRoll = c.dice.d6(), defRoll = c.dice.d6(); // R-COMBAT-1
    const int atkTotal = atk.value + atkRoll, defTotal = def.value + defRoll;
    Event e = make(EventType::CombatRolled, pl);
    e.ship = int8_t(si);
    e.other = int8_t(defPl);
    e.from = from;
    e.sq = target;
    e.a = int16_t(defSi);
    e.b = int16_t(atkRoll);
    e.c = int16_t(defRoll);
    e.d = int16_t(atkTotal);
    e.e = int16_t(defTotal);
    record(c.ev, e);
    if (atkTotal <= defTotal) { // R-COMBAT-2: lower wins, ties to the attacker
        def.at = kScrapyard;    // R-COMBAT-3
        rollShip(c, defPl, defSi, RollReason::Destroyed, 0);
        Event d = make(EventType::ShipDestroyed, defPl);
        d.ship = int8_t(defSi);
        d.other = int8_t(pl);
        d.sq = target;
        d.a = def.value;
        record(c.ev, d);
        Pending p;
        p.kind = Pending::Kind::Occupy;
        p.player = int8_t(pl);
        p.ship = int8_t(si);
        p.defender = int8_t(defPl);
        p.from = from;
        p.target = target;
        pushPending(s, p);
    } else { // R-COMBAT-4
        Event r = make(EventType::AttackRepelled, pl);
        r.ship = int8_t(si);
        r.from = from;
        r.sq = target;
        record(c.ev, r);
    }
}

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
    switch (card) {
    case Card::Aggression: // R-CARD-4
        discardCard(s, card);
        changeDominance(c, pl, 2);
        break;
    case Card::Expansion: {
        discardCard(s, card);
        const int si = reserveShip(s, pl);
        if (si < 0)
            break;
        ps.ships[si].at = kScrapyard; // out of the reserve; placed by the pending decision
        ps.ships[si].moved = ps.ships[si].abilityUsed = false;
        rollShip(c, pl, si, RollReason::Expansion, 0);
        Pending p;
        p.kind = Pending::Kind::ExpansionShip;
        p.player = int8_t(pl);
        p.ship = int8_t(si);
        pushPending(s, p);
        break;
    }
    default:
        if (isGambit(card)) {
            discardCard(s, card);
            break;
        }
        for (int i = 0; i < kMaxHand; ++i)
            if (ps.hand[i] == Card::None) {
                ps.hand[i] = card;
                ps.freshCards |= uint8_t(1u << i);
                return;
            }
        Pending p; // R-CARD-5
        p.kind = Pending::Kind::DiscardCommand;
        p.player = int8_t(pl);
        p.card = card;
        pushPending(s, p);
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
    for (int g = 0; g < 2; ++g) {
        const std::vector<Card> deck = fullDeck(g == 0);
        Card *d = g == 0 ? s.gambitDeck.data() : s.commandDeck.data();
        int8_t &n = g == 0 ? s.gambitDeckCount : s.commandDeckCount;
        n = int8_t(deck.size());
        for (int i = 0; i < n; ++i)
            d[i] = deck[i];
        for (int i = n - 1; i > 0; --i)
            std::swap(d[i], d[c.dice.below(uint32_t(i + 1))]);
    }
    dealMarket(c);
    record(c.ev, Event{EventType::DecksDealt});
    s.turn = 0;
    startTurn(c, s.firstPlayer);
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
        Event e = make(EventType::ShipPlaced, pl);
        e.ship = a.ship;
        e.sq = a.to;
        record(ev, e);
        finishSetupIfDone(c);
        break;
    }
    // ---------------------------------------------------------------- actions
    case ActionType::Reconfigure: // R-ACT-RECONF
        --s.actionsLeft;
        rollShip(c, pl, a.ship, RollReason::Reconfigure, ps.ships[a.ship].value);
        break;
    case ActionType::Deploy: { // R-ACT-DEPLOY
        --s.actionsLeft;
        ps.ships[a.ship].at = a.to;
        Event e = make(EventType::Deployed, pl);
        e.ship = a.ship;
        e.sq = a.to;
        record(ev, e);
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
        --s.actionsLeft;
        Ship &sh = ps.ships[a.ship];
        Event e = make(EventType::Moved, pl);
        e.ship = a.ship;
        e.from = sh.at;
        e.sq = a.to;
        sh.at = a.to;
        sh.moved = true;
        if (a.flags & Action::kUsesAbility)
            sh.abilityUsed = true;
        e.a = (a.flags & Action::kUsesAbility) ? 1 : 0;
        record(ev, e);
        break;
    }
    case ActionType::Attack: // R-MOVE-3
        --s.actionsLeft;
        resolveAttack(c, pl, a.ship, a.from, a.to, false, a.flags & Action::kUsesAbility);
        break;
    case ActionType::Strike: // R-ABIL-1
        resolveAttack(c, pl, a.ship, a.from, a.to, true, false);
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
        record(ev, e);
        break;
    }
    case ActionType::Modify: { // R-ABIL-4
        Ship &sh = ps.ships[a.ship];
        sh.value = a.value;
        sh.abilityUsed = true;
        Event e = make(EventType::Modified, pl);
        e.ship = a.ship;
        e.a = a.value;
        record(ev, e);
        break;
    }
    case ActionType::ScoutReroll: // R-ABIL-6
        ps.ships[a.ship].abilityUsed = true;
        rollShip(c, pl, a.ship, RollReason::Scout, 6);
        break;
    case ActionType::EndTurn:
        beginCards(c);
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
        // R-COMBAT-3: attacker +1, defender -1, then infamy, attacker first.
        changeDominance(c, pl, +1, false);
        changeDominance(c, pd.defender, -1, false);
        if (s.p[pl].dominance >= 6)
            tryInfamy(c, pl);
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
        Event e = make(EventType::ExpansionShip, pl);
        e.ship = a.ship;
        e.sq = a.to;
        record(ev, e);
        break;
    }
    case ActionType::DiscardCommand: { // R-CARD-5
        const Pending pd = s.pending[0];
        popPending(s);
        const Card old = ps.hand[a.value];
        discardCard(s, old);
        Event e = make(EventType::CardDiscarded, pl);
        e.card = old;
        record(ev, e);
        ps.hand[a.value] = pd.card;
        ps.freshCards |= uint8_t(1u << a.value);
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
    if (s.pendingCount) {
        static const char *kinds[] = {"occupy or stay", "place the infamy cube",
                                      "place the expansion ship",
                                      "discard a command card"};
        const bool answers =
            (s.pending[0].kind == Pending::Kind::Occupy &&
             (a.type == ActionType::Occupy || a.type == ActionType::Stay)) ||
            (s.pending[0].kind == Pending::Kind::Infamy && a.type == ActionType::InfamyCube) ||
            (s.pending[0].kind == Pending::Kind::ExpansionShip &&
             a.type == ActionType::PlaceExpansion) ||
            (s.pending[0].kind == Pending::Kind::DiscardCommand &&
             a.type == ActionType::DiscardCommand);
        if (!answers)
            return QStringLiteral("a decision is pending first: %1")
                .arg(QLatin1String(kinds[int(s.pending[0].kind)]));
        return QStringLiteral("not a valid answer to the pending decision");
    }
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
