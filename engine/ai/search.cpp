// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/ai/search.h"

#include <algorithm>

namespace quantum::ai {

namespace {

bool combatPending(const Pending &p)
{
    return p.kind == Pending::Kind::Dangerous || p.kind == Pending::Kind::CombatReroll;
}

const Action *firstOfType(const std::vector<Action> &legal, ActionType t)
{
    for (const Action &a : legal)
        if (a.type == t) return &a;
    return nullptr;
}

} // namespace

Searcher::Searcher(int me, const EvalWeights &w, const Budget &budget, int defaultMs, uint64_t seed)
    : m_me(me), m_w(w), m_rng(seed), m_iterations(budget.iterations)
{
    const int ms = budget.milliseconds > 0 ? budget.milliseconds : defaultMs;
    // Stop well before the budget: the last step and the caller's own work fit in the rest.
    m_deadline = std::chrono::steady_clock::now() + std::chrono::microseconds(ms * 700);
    m_legal.reserve(512);
    m_tmp.reserve(16);
}

bool Searcher::exhausted()
{
    if (m_iterations > 0) return m_applied >= m_iterations;
    return std::chrono::steady_clock::now() >= m_deadline;
}

void Searcher::applyCounted(GameState &s, const Action &a, Dice &dice)
{
    ++m_applied;
    apply(s, a, dice);
}

void Searcher::resolvePending(GameState &s, Dice &dice, bool forceCombat)
{
    for (int guard = 0; guard < 64 && s.pendingCount && s.phase != Phase::GameOver; ++guard) {
        const Pending &pd = s.pending[0];
        legalActions(s, m_legal);
        if (m_legal.empty()) return;
        const Action *pick = nullptr;
        if (combatPending(pd)) {
            // The loser re-rolls when it can (it cannot lose more), DANGEROUS is declined:
            // attack outcomes are built and weighted by attackOdds, which covers both.
            pick = forceCombat ? firstOfType(m_legal, ActionType::Decline)
                               : firstOfType(m_legal, pd.kind == Pending::Kind::CombatReroll
                                                          ? ActionType::Reroll
                                                          : ActionType::Decline);
            if (!pick) pick = &m_legal[0];
            const Action chosen = *pick;
            applyCounted(s, chosen, dice);
            continue;
        }
        // The one deciding takes the best position one step ahead by its own view (one
        // sample of any roll).
        const int who = pd.player;
        double best = -1e18;
        size_t bestIndex = 0;
        GameState copy;
        for (size_t i = 0; i < m_legal.size(); ++i) {
            copy = s;
            ProbeDice probe(m_rng.next());
            applyCounted(copy, m_legal[i], probe);
            const double v = evaluatePosition(copy, who, m_w);
            if (v > best) {
                best = v;
                bestIndex = i;
            }
        }
        const Action chosen = m_legal[bestIndex];
        applyCounted(s, chosen, dice);
    }
}

bool Searcher::buildAttack(const GameState &s, const Action &a, bool wantWin, int defOwner,
                           int defShip, GameState &out)
{
    // Script the first two rolls until the combat ends as wanted (re-rolls declined).
    static constexpr int kTries[][2] = {{1, 6}, {6, 1}, {6, 6}, {1, 1}, {2, 5}, {5, 2},
                                        {3, 4}, {4, 3}, {3, 6}, {6, 3}, {1, 4}, {4, 1}};
    for (int order = 0; order < 12; ++order) {
        const int k = wantWin ? order : (order ^ 1);
        out = s;
        ProbeDice dice(m_rng.next(), kTries[k][0], kTries[k][1]);
        applyCounted(out, a, dice);
        while (out.pendingCount && combatPending(out.pending[0]))
            resolvePending(out, dice, true);
        const bool won = out.p[defOwner].ships[defShip].at != a.to;
        if (won == wantWin) {
            resolvePending(out, dice, false);
            return true;
        }
    }
    return false;
}

void Searcher::expand(const GameState &s, const Action &a, std::vector<Outcome> &out)
{
    if (a.type == ActionType::Attack || a.type == ActionType::Strike) {
        const AttackOdds odds = attackOdds(s, a);
        int owner = -1;
        const int ship = s.shipAt(a.to, &owner);
        const size_t first = out.size();
        if (ship >= 0) {
            out.push_back(Outcome{odds.win, GameState()});
            if (odds.win < 1e-9 || !buildAttack(s, a, true, owner, ship, out.back().state))
                out.pop_back();
            out.push_back(Outcome{1 - odds.win, GameState()});
            if (odds.win > 1 - 1e-9 || !buildAttack(s, a, false, owner, ship, out.back().state))
                out.pop_back();
        }
        if (out.size() == first) { // not reached in a legal game: one plain outcome
            out.push_back(Outcome{1, s});
            ProbeDice dice(m_rng.next());
            applyCounted(out.back().state, a, dice);
            resolvePending(out.back().state, dice, false);
            return;
        }
        double total = 0;
        for (size_t i = first; i < out.size(); ++i)
            total += out[i].weight;
        for (size_t i = first; i < out.size(); ++i)
            out[i].weight /= total;
        if (odds.defenderMayDestroyBoth) {
            // DANGEROUS: the defender destroys both ships when that is worse for us.
            GameState both = s;
            ProbeDice dice(m_rng.next());
            applyCounted(both, a, dice);
            const Action *use = nullptr;
            if (both.pendingCount && both.pending[0].kind == Pending::Kind::Dangerous) {
                legalActions(both, m_legal);
                use = firstOfType(m_legal, ActionType::UseCard);
            }
            if (use) {
                const Action destroy = *use; // resolvePending reuses m_legal
                applyCounted(both, destroy, dice);
                resolvePending(both, dice, false);
                double mean = 0;
                for (size_t i = first; i < out.size(); ++i)
                    mean += out[i].weight * eval(out[i].state);
                if (eval(both) < mean) {
                    out.resize(first);
                    out.push_back(Outcome{1, both});
                }
            }
        }
        return;
    }
    const size_t first = out.size();
    if (a.type == ActionType::Decline && s.pendingCount &&
        s.pending[0].kind == Pending::Kind::Dangerous) {
        // Declining DANGEROUS: the combat's two dice follow, each pair once.
        for (int v = 0; v < 36; ++v) {
            GameState next = s;
            ProbeDice dice(m_rng.next(), 1 + v / 6, 1 + v % 6);
            applyCounted(next, a, dice);
            resolvePending(next, dice, false);
            addOutcome(out, first, next, 1.0 / 36);
        }
        return;
    }
    // Does it roll a die? Probe with a 1 first.
    out.push_back(Outcome{1, s});
    ProbeDice probe(m_rng.next(), 1);
    applyCounted(out.back().state, a, probe);
    const int rolls = probe.rolls();
    resolvePending(out.back().state, probe, false);
    if (rolls == 0) return;
    out.back().weight = 1.0 / 6;
    for (int v = 2; v <= 6; ++v) {
        GameState next = s;
        ProbeDice dice(m_rng.next(), v);
        applyCounted(next, a, dice);
        resolvePending(next, dice, false);
        addOutcome(out, first, next, 1.0 / 6);
    }
}

void Searcher::addOutcome(std::vector<Outcome> &out, size_t first, const GameState &s,
                          double weight)
{
    for (size_t i = first; i < out.size(); ++i)
        if (out[i].state == s) { // equal positions merged
            out[i].weight += weight;
            return;
        }
    out.push_back(Outcome{weight, s});
}

double Searcher::score(const GameState &s, const Action &a)
{
    m_tmp.clear();
    expand(s, a, m_tmp);
    double v = 0;
    for (const Outcome &o : m_tmp)
        v += o.weight * eval(o.state);
    return v;
}

GameState determinized(const GameState &s, Rng &rng)
{
    GameState copy = s;
    SeededDice dice(rng.next());
    hideDecks(copy, dice);
    return copy;
}

bool wantsSetupReroll(const GameState &s, int player)
{
    int sum = 0;
    for (const Ship &sh : s.p[player].ships)
        if (sh.at == kUnplaced) sum += sh.value;
    return sum >= 12;
}

} // namespace quantum::ai

namespace quantum::ai {

size_t bestOneStep(Searcher &search, const GameState &s, const std::vector<Action> &legal, Rng &rng,
                   double noise)
{
    if (s.pendingCount && s.pending[0].kind == Pending::Kind::CombatReroll)
        for (size_t i = 0; i < legal.size(); ++i)
            if (legal[i].type == ActionType::Reroll) return i;
    if (s.phase == Phase::SetupReroll && !s.pendingCount) {
        const bool reroll = wantsSetupReroll(s, legal[0].player);
        for (size_t i = 0; i < legal.size(); ++i)
            if ((legal[i].type == ActionType::SetupReroll) == reroll) return i;
    }
    double best = -1e18;
    size_t bestIndex = 0;
    for (size_t i = 0; i < legal.size(); ++i) {
        if (i > 0 && search.exhausted()) break;
        double v = search.score(s, legal[i]);
        if (noise > 0) v += noise * (double(rng.below(2001)) / 1000.0 - 1.0);
        if (v > best) {
            best = v;
            bestIndex = i;
        }
    }
    return bestIndex;
}

} // namespace quantum::ai
