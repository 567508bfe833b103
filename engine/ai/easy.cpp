// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/ai/levels.h"
#include "engine/ai/search.h"

// Easy: shallow and a little random (docs/ai.md, Easy).

namespace quantum {

namespace {

class EasyBot : public Bot {
public:
    EasyBot(uint64_t seed, const EvalWeights &w, double noise) : m_rng(seed), m_w(w), m_noise(noise)
    {
    }
    const char *name() const override { return "easy"; }

    Action choose(const GameState &s, const std::vector<Action> &legal) override
    {
        if (legal.size() == 1) return legal[0];
        const GameState root = ai::determinized(s, m_rng);
        ai::Searcher search(s.toAct(), m_w, m_budget, kEasyDefaultMs, m_rng.next());
        return legal[ai::bestOneStep(search, root, legal, m_rng, m_noise)];
    }

private:
    Rng m_rng;
    EvalWeights m_w;
    double m_noise;
};

} // namespace

std::unique_ptr<Bot> makeEasyBot(uint64_t seed, const EvalWeights &w, double noise)
{
    return std::make_unique<EasyBot>(seed, w, noise);
}

} // namespace quantum
