// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/ai/eval.h"
#include "engine/bots.h"

#include <chrono>
#include <vector>

// What the Easy and Normal levels share (docs/ai.md): the outcomes of one action (chance
// expanded), the answers to decisions the rules ask for in the middle of it, and the budget.

namespace quantum::ai {

// Serves up to two given rolls first, then rolls from its seed; counts the rolls.
class ProbeDice : public Dice {
public:
    ProbeDice(uint64_t seed, int first = 0, int second = 0) : m_rng(seed), m_first{first, second} {}
    int d6() override
    {
        const int i = m_rolls++;
        if (i < 2 && m_first[i] > 0) return m_first[i];
        return int(m_rng.below(6)) + 1;
    }
    uint32_t below(uint32_t n) override { return m_rng.below(n); }
    int rolls() const { return m_rolls; }

private:
    Rng m_rng;
    int m_first[2];
    int m_rolls = 0;
};

struct Outcome {
    double weight = 1;
    GameState state;
};

// One decision's search context: whose view, the weights, the budget and its counters.
class Searcher {
public:
    Searcher(int me, const EvalWeights &w, const Budget &budget, int defaultMs, uint64_t seed);

    int me() const { return m_me; }
    double eval(const GameState &s) const { return evaluatePosition(s, m_me, m_w); }

    // Appends the outcomes of the legal action `a` in `s` to `out` with their chances: an
    // attack's win and loss weighted by attackOdds (exact, cards included; a DANGEROUS
    // defender chooses what is worse for us), a ship roll's six values, the 36 rolls of a
    // combat after DANGEROUS is declined, one outcome for the rest. Every decision that
    // follows inside the outcome is answered: ours by the best position at one step, the
    // other players' by theirs.
    void expand(const GameState &s, const Action &a, std::vector<Outcome> &out);
    // Expected evaluation of `a` (expand, then the weighted mean).
    double score(const GameState &s, const Action &a);

    // Answers every pending decision of `s` (see expand). `forceCombat` declines re-rolls
    // and DANGEROUS (to keep a combat's scripted result).
    void resolvePending(GameState &s, Dice &dice, bool forceCombat);

    // Budget: iterations are applied positions (deterministic); else the clock.
    bool exhausted();
    bool byIterations() const { return m_iterations > 0; }
    long applied() const { return m_applied; }

private:
    void applyCounted(GameState &s, const Action &a, Dice &dice);
    static void addOutcome(std::vector<Outcome> &out, size_t first, const GameState &s,
                           double weight);
    bool buildAttack(const GameState &s, const Action &a, bool wantWin, int defOwner, int defShip,
                     GameState &out);

    int m_me;
    const EvalWeights &m_w;
    Rng m_rng;
    long m_applied = 0;
    long m_iterations = 0;
    std::chrono::steady_clock::time_point m_deadline;
    std::vector<Action> m_legal;
    std::vector<Outcome> m_tmp;
};

// A bot's own copy of the position with the decks' order hidden (hideDecks).
GameState determinized(const GameState &s, Rng &rng);

// The setup re-roll decision (R-SETUP-2): re-roll a high total (the lowest total goes first,
// R-SETUP-3, and low ships win combats).
bool wantsSetupReroll(const GameState &s, int player);

// The index in `legal` of the action with the best expected evaluation one step ahead
// (Searcher::score), with `noise` added uniformly in [-noise, noise] from `rng`. A combat
// re-roll is always taken when offered (the loser cannot lose more, R-COMBAT-5). Stops
// scoring when the budget runs out (at least one action is scored).
size_t bestOneStep(Searcher &search, const GameState &s, const std::vector<Action> &legal, Rng &rng,
                   double noise);

} // namespace quantum::ai
