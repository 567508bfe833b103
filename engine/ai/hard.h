// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/ai/eval.h"
#include "engine/bots.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace quantum::ai {

// A position's worth to `player`, higher is better (evaluate(), or the tuned evaluation).
using EvalFn = double (*)(const GameState &s, int player);
// A rollout step: the index of one of `legal` (not empty) for the player to act in `s`,
// drawing any randomness from `rng`, judging positions with `eval`.
using PolicyFn = size_t (*)(const GameState &s, const std::vector<Action> &legal, Rng &rng,
                            EvalFn eval, int sample);

// What a position after one action is worth to `me`, by `eval`: an Attack or Strike is the
// mean of its win and its loss weighted by the exact odds (attackOdds), a won attack stays
// on its attack-from square; ending the turn with actions left costs `idlePenalty` each.
// The search's prior and the quick rollout policy are made of it.
double oneStepValue(const GameState &s, const Action &a, int me, EvalFn eval, Rng &rng);

// The default rollout policy: scores every legal action when there are at most `sample`,
// otherwise every Construct plus `sample` actions drawn at random, and plays the best by
// oneStepValue (ties to the first).
size_t quickPolicy(const GameState &s, const std::vector<Action> &legal, Rng &rng, EvalFn eval,
                   int sample);

// The Hard level's knobs (docs/ai.md, Hard). The defaults are the measured ones.
struct HardParams {
    // The tuned evaluation (eval.h). Against greedy's one-step evaluate (with its scale of
    // 150) it won 52 of 60 Hard-against-Hard games on Alpha Sector and 14 of 30 (even: 10)
    // on Beta Sector at 200 iterations (docs/ai.md).
    EvalFn eval = &quantum::evaluatePosition;
    // Evaluation units per logistic unit: a leaf's reward for player p is
    // 1 / (1 + exp(-eval(s, p) / evalScale)); a won game is 1, a lost one 0. About 1.5 cubes.
    double evalScale = 110;
    PolicyFn rollout = &quickPolicy;
    int rolloutSample = 6;        // actions the rollout policy scores per step
    int rolloutTurns = 1;         // a rollout ends when this many turns began after the leaf's
    int rolloutMaxActions = 30;   // ... or after this many actions
    double exploration = 1.0;     // PUCT constant
    double priorTemperature = 25; // softmax temperature of the prior, in evaluation units
    int maxChildren = 16;         // actions kept at a node, best by prior (pruning)
    int rootChildren = 48;        // ... at the root
    int defaultMs = 1000;         // per decision when the budget gives neither ms nor iterations
    int marginMs = 15;            // the clock stops this much (or 5%) before the budget
    int maxNodes = 60000;         // per thread; past it leaves are only rolled out
};

// Counters of the last decision (for measurement and tests).
struct SearchStats {
    long iterations = 0;
    long nodes = 0;
    double milliseconds = 0;
    int threads = 1;
};

// The Hard level: Monte Carlo tree search beyond its own turn (docs/ai.md, Hard).
class HardBot : public Bot {
public:
    explicit HardBot(uint64_t seed, const HardParams &params = {});
    const char *name() const override { return "hard"; }
    Action choose(const GameState &s, const std::vector<Action> &legal) override;

    const HardParams &params() const { return m_params; }
    const SearchStats &lastStats() const { return m_stats; }

private:
    HardParams m_params;
    Rng m_rng;
    SearchStats m_stats;
};

// The hash of what every player sees of a position: everything but the decks' order (their
// counts and every discard, hand and the market included). Search nodes are keyed by it.
uint64_t visibleHash(const GameState &s);

} // namespace quantum::ai
