// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/ai/levels.h"
#include "engine/ai/search.h"

#include <algorithm>
#include <array>

// Normal: plans the whole turn (docs/ai.md, Normal).

namespace quantum {

namespace {

using ai::Outcome;
using ai::Searcher;

constexpr int kMaxPly = 12;
// How many of a node's actions (best first by their one-step value) are searched deeper, by
// distance from the root.
constexpr std::array<int, kMaxPly> kWidth{10, 5, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1};

struct Child {
    double quick = 0; // expected evaluation one step ahead
    double value = 0; // after the search below it
    int action = 0;
    int first = 0, count = 0; // its outcomes in the ply's outcome pool
};

class NormalBot : public Bot {
public:
    NormalBot(uint64_t seed, const EvalWeights &w) : m_rng(seed), m_w(w)
    {
        for (int i = 0; i < kMaxPly; ++i) {
            m_legal[i].reserve(512);
            m_pool[i].reserve(1024);
            m_children[i].reserve(512);
        }
    }
    const char *name() const override { return "normal"; }

    Action choose(const GameState &s, const std::vector<Action> &legal) override
    {
        if (legal.size() == 1) return legal[0];
        const int me = s.toAct();
        const GameState root = ai::determinized(s, m_rng);
        Searcher search(me, m_w, m_budget, kNormalDefaultMs, m_rng.next());
        if (root.phase != Phase::Actions || root.active != me || root.pendingCount)
            return legal[ai::bestOneStep(search, root, legal, m_rng, 0)];
        return legal[plan(search, root, legal)];
    }

private:
    bool myTurn(const GameState &s, int me) const
    {
        return s.phase == Phase::Actions && s.active == me && s.pendingCount == 0;
    }

    // Expands every legal action of `s` into ply `ply`'s buffers, with its one-step value.
    void expandAll(Searcher &search, const GameState &s, int ply, const std::vector<Action> *given)
    {
        std::vector<Action> &legal = m_legal[ply];
        if (given)
            legal = *given;
        else
            legalActions(s, legal);
        std::vector<Outcome> &pool = m_pool[ply];
        std::vector<Child> &children = m_children[ply];
        pool.clear();
        children.clear();
        m_truncated = false;
        for (size_t i = 0; i < legal.size(); ++i) {
            // By the clock even the root stops (the budget is strict); by iterations the root's
            // actions are always all scored.
            if (i > 0 && (ply > 0 || !search.byIterations()) && search.exhausted()) {
                m_truncated = true; // out of budget: the rest is not scored
                break;
            }
            Child c;
            c.action = int(i);
            c.first = int(pool.size());
            search.expand(s, legal[i], pool);
            c.count = int(pool.size()) - c.first;
            for (int k = c.first; k < c.first + c.count; ++k)
                c.quick += pool[size_t(k)].weight * search.eval(pool[size_t(k)].state);
            c.value = c.quick;
            children.push_back(c);
        }
    }

    double node(Searcher &search, const GameState &s, int depth, int ply)
    {
        if (!myTurn(s, search.me()) || depth == 0 || ply >= kMaxPly) {
            if (myTurn(s, search.me())) m_cutoff = true;
            return search.eval(s);
        }
        expandAll(search, s, ply, nullptr);
        std::vector<Child> &children = m_children[ply];
        double best = -1e18;
        if (m_truncated) m_aborted = true;
        if (depth == 1 || search.exhausted() || m_aborted) {
            if (depth > 1) m_aborted = true;
            m_cutoff = true;
            for (const Child &c : children)
                best = std::max(best, c.quick);
            return best;
        }
        const int width = std::min<int>(kWidth[size_t(ply)], int(children.size()));
        std::partial_sort(children.begin(), children.begin() + width, children.end(),
                          [](const Child &a, const Child &b) { return a.quick > b.quick; });
        for (int i = 0; i < width; ++i) {
            const Child c = children[size_t(i)];
            double v = 0;
            for (int k = c.first; k < c.first + c.count; ++k) {
                const Outcome &o = m_pool[size_t(ply)][size_t(k)]; // deeper plies use their own
                v += o.weight * node(search, o.state, depth - 1, ply + 1);
                if (m_aborted) return best;
            }
            best = std::max(best, v);
        }
        return best;
    }

    size_t plan(Searcher &search, const GameState &root, const std::vector<Action> &legal)
    {
        expandAll(search, root, 0, &legal);
        // The root's children stay in ply 0; deeper plies reuse their buffers.
        std::vector<Child> rootChildren = m_children[0];
        std::vector<Outcome> rootPool = m_pool[0];
        auto byValue = [](const Child &a, const Child &b) { return a.value > b.value; };
        std::sort(rootChildren.begin(), rootChildren.end(), byValue);
        size_t best = size_t(rootChildren[0].action);
        if (m_truncated) return best;
        m_aborted = false;
        for (int depth = 2; depth <= kMaxPly && !search.exhausted(); ++depth) {
            m_cutoff = false;
            const int width = std::min<int>(kWidth[0], int(rootChildren.size()));
            std::vector<Child> next = rootChildren;
            for (int i = 0; i < width && !m_aborted; ++i) {
                Child &c = next[size_t(i)];
                double v = 0;
                for (int k = c.first; k < c.first + c.count && !m_aborted; ++k)
                    v += rootPool[size_t(k)].weight *
                         node(search, rootPool[size_t(k)].state, depth - 1, 1);
                c.value = v;
            }
            if (m_aborted) break; // an unfinished iteration does not count
            // Actions not searched keep their one-step value, below the searched ones'
            // best unless they were better already.
            std::stable_sort(next.begin(), next.begin() + width, byValue);
            rootChildren = next;
            best = size_t(rootChildren[0].action);
            if (!m_cutoff) break; // the whole turn fit: deeper would find the same
        }
        return best;
    }

    Rng m_rng;
    EvalWeights m_w;
    std::array<std::vector<Action>, kMaxPly> m_legal;
    std::array<std::vector<Outcome>, kMaxPly> m_pool;
    std::array<std::vector<Child>, kMaxPly> m_children;
    bool m_aborted = false;
    bool m_cutoff = false;
    bool m_truncated = false;
};

} // namespace

std::unique_ptr<Bot> makeNormalBot(uint64_t seed, const EvalWeights &w)
{
    return std::make_unique<NormalBot>(seed, w);
}

} // namespace quantum
