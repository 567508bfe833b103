#include "engine/rules_p.h"

// Legal-action generation: legalActions and its per-phase parts.

namespace quantum {

using namespace detail;

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

// has() during move generation, from the masks buildOccupancy computed.
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

} // namespace quantum
