// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/ai/hard.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>
#include <unordered_map>

namespace quantum::ai {

namespace {

// Dice that give up to two fixed rolls, then draw from a generator: the odds-weighted
// one-step value plays an attack's win and its loss with them (no allocation).
class FixedDice : public Dice {
public:
    FixedDice(int first, int second, Rng &rng) : m_rolls{first, second}, m_rng(rng) {}
    int d6() override
    {
        if (m_pos < 2 && m_rolls[m_pos] > 0) return m_rolls[m_pos++];
        return int(m_rng.below(6)) + 1;
    }
    uint32_t below(uint32_t n) override { return m_rng.below(n); }

private:
    int m_rolls[2];
    int m_pos = 0;
    Rng &m_rng;
};

// A Dice over a generator owned elsewhere (the search's per-thread generator).
class RngDice : public Dice {
public:
    explicit RngDice(Rng &rng) : m_rng(rng) {}
    int d6() override { return int(m_rng.below(6)) + 1; }
    uint32_t below(uint32_t n) override { return m_rng.below(n); }

private:
    Rng &m_rng;
};

constexpr double kIdlePenalty = 3.0;

double afterAction(const GameState &s, const Action &a, int me, EvalFn eval, Rng &rng, int atkRoll,
                   int defRoll)
{
    GameState copy = s;
    FixedDice dice(atkRoll, defRoll, rng);
    apply(copy, a, dice);
    // A won attack leaves the occupy decision: stay, so its dominance counts.
    if (copy.pendingCount && copy.pending[0].kind == Pending::Kind::Occupy) {
        const Action stay{ActionType::Stay, copy.pending[0].player, copy.pending[0].ship};
        apply(copy, stay, dice);
    }
    return eval(copy, me);
}

} // namespace

double oneStepValue(const GameState &s, const Action &a, int me, EvalFn eval, Rng &rng)
{
    switch (a.type) {
    case ActionType::Attack:
    case ActionType::Strike: {
        const double p = attackOdds(s, a).win;
        const double win = p > 0.0 ? afterAction(s, a, me, eval, rng, 1, 6) : 0.0;
        const double lose = p < 1.0 ? afterAction(s, a, me, eval, rng, 6, 1) : 0.0;
        return p * win + (1 - p) * lose;
    }
    case ActionType::EndTurn:
        return eval(s, me) - kIdlePenalty * s.actionsLeft;
    default:
        return afterAction(s, a, me, eval, rng, 0, 0);
    }
}

size_t quickPolicy(const GameState &s, const std::vector<Action> &legal, Rng &rng, EvalFn eval,
                   int sample)
{
    if (legal.size() == 1) return 0;
    const int me = s.toAct();
    double best = -1e300;
    size_t bestIndex = 0;
    auto consider = [&](size_t i) {
        const double v = oneStepValue(s, legal[i], me, eval, rng);
        if (v > best) {
            best = v;
            bestIndex = i;
        }
    };
    if (legal.size() <= size_t(std::max(1, sample))) {
        for (size_t i = 0; i < legal.size(); ++i)
            consider(i);
        return bestIndex;
    }
    for (size_t i = 0; i < legal.size(); ++i)
        if (legal[i].type == ActionType::Construct) consider(i);
    for (int k = 0; k < sample; ++k)
        consider(rng.below(uint32_t(legal.size())));
    return bestIndex;
}

// ---- The visible hash

namespace {

struct Hasher {
    uint64_t h = 0x243F6A8885A308D3ull;
    void add(uint64_t v)
    {
        h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
        h *= 0xBF58476D1CE4E5B9ull;
    }
    uint64_t done() const
    {
        uint64_t z = h;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
};

uint64_t u8(int v)
{
    return uint64_t(uint8_t(int8_t(v)));
}
uint64_t u16(int v)
{
    return uint64_t(uint16_t(int16_t(v)));
}

} // namespace

uint64_t visibleHash(const GameState &s)
{
    Hasher hs;
    hs.add(u8(s.players) | u8(s.cubesToWin) << 8 | u8(int(s.phase)) << 16 |
           u8(s.firstPlayer) << 24 | u8(s.active) << 32 | u8(s.actionsLeft) << 40 |
           u8(s.picker) << 48 | u8(s.picksOwed) << 56);
    hs.add(u8(s.winner) | u16(s.turn) << 8 | u8(s.orderSeat) << 24 | uint64_t(s.turnFlags) << 32);
    for (int pl = 0; pl < s.players; ++pl) {
        const PlayerState &ps = s.p[pl];
        for (const Ship &sh : ps.ships)
            hs.add(u16(sh.at) | u8(sh.value) << 16 | uint64_t(sh.moved) << 24 |
                   uint64_t(sh.abilityUsed) << 25);
        const uint64_t trackers = u8(ps.dominance) | u8(ps.research) << 8 |
                                  u8(ps.cubesPlaced) << 16 | uint64_t(ps.freshCards) << 24 |
                                  uint64_t(ps.offTurnPicks) << 32 |
                                  uint64_t(ps.infamyBlocked) << 40 |
                                  uint64_t(ps.setupDecided) << 41 | u16(ps.startPlanet) << 48;
        hs.add(trackers);
        uint64_t cubes = 0;
        for (int c = 0; c < kMaxCubes; ++c)
            cubes = cubes * 131 + u16(ps.cubes[size_t(c)]);
        hs.add(cubes);
        hs.add(u8(int(ps.hand[0])) | u8(int(ps.hand[1])) << 8 | u8(int(ps.hand[2])) << 16);
    }
    const Combat &c = s.combat;
    hs.add(uint64_t(c.active) | uint64_t(c.strike) << 1 | u8(c.attacker) << 8 |
           u8(c.atkShip) << 16 | u8(c.defender) << 24 | u8(c.defShip) << 32 | u8(c.atkRoll) << 40 |
           u8(c.defRoll) << 48 | uint64_t(c.used) << 56);
    hs.add(u16(c.from) | u16(c.target) << 16);
    hs.add(u8(s.pendingCount));
    for (int i = 0; i < s.pendingCount && i < kMaxPending; ++i) {
        const Pending &p = s.pending[size_t(i)];
        hs.add(u8(int(p.kind)) | u8(p.player) << 8 | u8(p.ship) << 16 | u8(p.defender) << 24 |
               u8(p.value) << 32 | u8(int(p.card)) << 40);
        hs.add(u16(p.from) | u16(p.target) << 16);
    }
    uint64_t market = 0;
    for (Card m : s.market)
        market = market << 8 | u8(int(m));
    hs.add(market);
    hs.add(u8(s.gambitDeckCount) | u8(s.gambitDiscardCount) << 8 | u8(s.commandDeckCount) << 16 |
           u8(s.commandDiscardCount) << 24);
    for (int i = 0; i < s.gambitDiscardCount; ++i)
        hs.add(u8(int(s.gambitDiscard[size_t(i)])));
    for (int i = 0; i < s.commandDiscardCount; ++i)
        hs.add(u8(int(s.commandDiscard[size_t(i)])) | 0x100);
    return hs.done();
}

// ---- The search

namespace {

struct Edge {
    Action action;
    float prior = 0;
    int visits = 0;
    double value = 0; // sum of the rewards of the node's player
};

struct Node {
    int8_t player = 0;
    int visits = 0;
    double value = 0;
    uint32_t firstEdge = 0;
    uint32_t edgeCount = 0;
};

using Rewards = std::array<double, kMaxPlayers>;
using Clock = std::chrono::steady_clock;

// The edges of a new node: its legal actions, the best `keep` by the one-step value, with a
// softmax prior over them.
void makeEdges(const GameState &s, const std::vector<Action> &legal, const HardParams &prm,
               Rng &rng, int keep, std::vector<Edge> &out)
{
    const int me = s.toAct();
    const size_t first = out.size();
    for (const Action &a : legal) {
        Edge e;
        e.action = a;
        // The one-step value for now; the prior below.
        e.prior = legal.size() == 1 ? 0.0f : float(oneStepValue(s, a, me, prm.eval, rng));
        out.push_back(e);
    }
    auto begin = out.begin() + std::ptrdiff_t(first);
    // Best first; a stable order among equals keeps it deterministic.
    std::stable_sort(begin, out.end(),
                     [](const Edge &a, const Edge &b) { return a.prior > b.prior; });
    if (out.size() - first > size_t(keep)) out.resize(first + size_t(keep));
    const double top = out[first].prior;
    double sum = 0;
    for (size_t i = first; i < out.size(); ++i) {
        const double w = std::exp((double(out[i].prior) - top) / prm.priorTemperature);
        out[i].prior = float(w);
        sum += w;
    }
    for (size_t i = first; i < out.size(); ++i)
        out[i].prior = float(out[i].prior / sum);
}

class Search {
public:
    Search(const HardParams &prm, uint64_t seed) : m_prm(prm), m_rng(seed), m_dice(m_rng)
    {
        m_legal.reserve(512);
        m_path.reserve(256);
    }

    // Root node from prepared edges (the same for every thread).
    void setRoot(const GameState &root, const std::vector<Edge> &edges)
    {
        m_root = root;
        Node n;
        n.player = int8_t(root.toAct());
        n.firstEdge = 0;
        n.edgeCount = uint32_t(edges.size());
        m_edges = edges;
        m_nodes.push_back(n);
        m_index.emplace(visibleHash(root), 0u);
    }

    void iterate()
    {
        GameState s = m_root;
        hideDecks(s, m_dice);
        m_path.clear();
        uint32_t node = 0;
        Rewards r{};
        for (int depth = 0;; ++depth) {
            const uint32_t e = select(node);
            m_path.push_back({node, e});
            apply(s, m_edges[e].action, m_dice);
            if (s.phase == Phase::GameOver) {
                r = terminal(s);
                break;
            }
            const uint64_t h = visibleHash(s);
            auto it = m_index.find(h);
            if (it != m_index.end() && depth < 200) {
                node = it->second;
                continue;
            }
            if (it == m_index.end() && m_nodes.size() < size_t(m_prm.maxNodes)) expand(s, h);
            r = rollout(s);
            break;
        }
        for (const auto &[n, e] : m_path) {
            Node &nd = m_nodes[n];
            const double v = r[size_t(nd.player)];
            nd.visits += 1;
            nd.value += v;
            m_edges[e].visits += 1;
            m_edges[e].value += v;
        }
        ++m_iterations;
    }

    // Root edge visits, in root edge order.
    void rootVisits(std::vector<double> &visits, std::vector<double> &values) const
    {
        const Node &n = m_nodes[0];
        for (uint32_t i = 0; i < n.edgeCount; ++i) {
            visits[i] += m_edges[n.firstEdge + i].visits;
            values[i] += m_edges[n.firstEdge + i].value;
        }
    }
    // The most visited root action leads the second by more than `more` visits.
    bool decided(double more) const
    {
        const Node &n = m_nodes[0];
        int first = 0, second = 0;
        for (uint32_t i = 0; i < n.edgeCount; ++i) {
            const int v = m_edges[n.firstEdge + i].visits;
            if (v > first) {
                second = first;
                first = v;
            } else if (v > second) {
                second = v;
            }
        }
        return first - second > more;
    }
    long iterations() const { return m_iterations; }
    long nodes() const { return long(m_nodes.size()); }

private:
    uint32_t select(uint32_t node) const
    {
        const Node &n = m_nodes[node];
        const double sqrtN = std::sqrt(double(n.visits) + 1.0);
        const double fpu = n.visits ? n.value / n.visits - 0.05 : 0.5;
        double best = -1e300;
        uint32_t bestEdge = n.firstEdge;
        for (uint32_t i = 0; i < n.edgeCount; ++i) {
            const Edge &e = m_edges[n.firstEdge + i];
            const double q = e.visits ? e.value / e.visits : fpu;
            const double u = q + m_prm.exploration * e.prior * sqrtN / (1.0 + e.visits);
            if (u > best) {
                best = u;
                bestEdge = n.firstEdge + i;
            }
        }
        return bestEdge;
    }

    void expand(const GameState &s, uint64_t h)
    {
        legalActions(s, m_legal);
        if (m_legal.empty()) return; // cannot happen in a running game; the rollout stops there too
        Node n;
        n.player = int8_t(s.toAct());
        n.firstEdge = uint32_t(m_edges.size());
        makeEdges(s, m_legal, m_prm, m_rng, m_prm.maxChildren, m_edges);
        n.edgeCount = uint32_t(m_edges.size() - n.firstEdge);
        m_index.emplace(h, uint32_t(m_nodes.size()));
        m_nodes.push_back(n);
    }

    Rewards terminal(const GameState &s) const
    {
        Rewards r{};
        for (int pl = 0; pl < s.players; ++pl)
            r[size_t(pl)] = s.winner < 0 ? 1.0 / s.players : (s.winner == pl ? 1.0 : 0.0);
        return r;
    }

    Rewards rollout(GameState &s)
    {
        const int stopTurn = s.turn + 1 + m_prm.rolloutTurns;
        for (int k = 0;
             k < m_prm.rolloutMaxActions && s.phase != Phase::GameOver && s.turn < stopTurn; ++k) {
            legalActions(s, m_legal);
            if (m_legal.empty()) break;
            const size_t i = m_prm.rollout(s, m_legal, m_rng, m_prm.eval, m_prm.rolloutSample);
            apply(s, m_legal[std::min(i, m_legal.size() - 1)], m_dice);
        }
        if (s.phase == Phase::GameOver) return terminal(s);
        Rewards r{};
        for (int pl = 0; pl < s.players; ++pl)
            r[size_t(pl)] = 1.0 / (1.0 + std::exp(-m_prm.eval(s, pl) / m_prm.evalScale));
        return r;
    }

    const HardParams &m_prm;
    Rng m_rng;
    RngDice m_dice;
    GameState m_root;
    std::vector<Node> m_nodes;
    std::vector<Edge> m_edges;
    std::unordered_map<uint64_t, uint32_t> m_index;
    std::vector<Action> m_legal;
    std::vector<std::pair<uint32_t, uint32_t>> m_path;
    long m_iterations = 0;
};

} // namespace

HardBot::HardBot(uint64_t seed, const HardParams &params) : m_params(params), m_rng(seed) {}

Action HardBot::choose(const GameState &state, const std::vector<Action> &legal)
{
    const auto start = Clock::now();
    m_stats = {};
    if (legal.size() == 1) return legal[0];
    const uint64_t seed = m_rng.next();

    // The decks' order is not ours to know: sort them, so that nothing of the real order
    // reaches the search (each iteration shuffles its own copy, hideDecks).
    GameState root = state;
    std::sort(root.gambitDeck.begin(), root.gambitDeck.begin() + root.gambitDeckCount);
    std::sort(root.commandDeck.begin(), root.commandDeck.begin() + root.commandDeckCount);

    std::vector<Edge> rootEdges;
    {
        Rng rng(seed ^ 0x5851F42D4C957F2Dull);
        RngDice dice(rng);
        GameState det = root;
        hideDecks(det, dice);
        makeEdges(det, legal, m_params, rng, m_params.rootChildren, rootEdges);
    }

    const int threads = std::clamp(m_budget.threads, 1, 64);
    const int iterations = m_budget.iterations;
    const int ms = m_budget.milliseconds > 0 ? m_budget.milliseconds : m_params.defaultMs;
    const auto deadline =
        start + std::chrono::milliseconds(std::max(1, ms - std::max(m_params.marginMs, ms / 20)));

    std::vector<std::unique_ptr<Search>> searches;
    for (int t = 0; t < threads; ++t) {
        searches.push_back(
            std::make_unique<Search>(m_params, seed + 0x9E3779B97F4A7C15ull * uint64_t(t + 1)));
        searches.back()->setRoot(root, rootEdges);
    }
    auto run = [&](int t) {
        Search &sr = *searches[size_t(t)];
        if (iterations > 0) {
            const int mine = iterations / threads + (t < iterations % threads);
            for (int i = 0; i < mine; ++i)
                sr.iterate();
        } else {
            // By the clock; also stops when the most visited root action can no longer be
            // overtaken at the rate so far (the rest of the budget would not change the move).
            for (long i = 1;; ++i) {
                sr.iterate();
                const auto now = Clock::now();
                if (now >= deadline) break;
                if (i % 64 == 0 && sr.decided(double(i) * double((deadline - now).count()) /
                                              double((now - start).count())))
                    break;
            }
        }
    };
    {
        std::vector<std::thread> pool;
        for (int t = 1; t < threads; ++t)
            pool.emplace_back(run, t);
        run(0);
        for (std::thread &th : pool)
            th.join();
    }

    std::vector<double> visits(rootEdges.size(), 0.0), values(rootEdges.size(), 0.0);
    for (const auto &sr : searches) {
        sr->rootVisits(visits, values);
        m_stats.iterations += sr->iterations();
        m_stats.nodes += sr->nodes();
    }
    size_t best = 0;
    for (size_t i = 1; i < rootEdges.size(); ++i) {
        const double qi = visits[i] ? values[i] / visits[i] : 0.0;
        const double qb = visits[best] ? values[best] / visits[best] : 0.0;
        if (visits[i] > visits[best] || (visits[i] == visits[best] && qi > qb)) best = i;
    }
    m_stats.threads = threads;
    m_stats.milliseconds = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    // The legal action itself (its derived flags as legalActions gave them).
    const Action *a = findLegal(legal, rootEdges[best].action);
    return a ? *a : legal[0];
}

} // namespace quantum::ai
