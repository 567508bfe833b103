// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/ai/eval.h"
#include "engine/bots.h"

#include <memory>

// The Easy and Normal computer levels (docs/ai.md); makeBot("easy"/"normal") builds them.

namespace quantum {

inline constexpr int kEasyDefaultMs = 10;
inline constexpr int kNormalDefaultMs = 100;

// One action at a time: the best expected evaluation one step ahead, blurred by `noise`
// (in evaluation points; a cube is 100).
std::unique_ptr<Bot> makeEasyBot(uint64_t seed, const EvalWeights &w = {}, double noise = 40);
// Plans its whole turn (a pruned expectimax over the turn's actions, iterative deepening)
// and answers every other decision one step ahead.
std::unique_ptr<Bot> makeNormalBot(uint64_t seed, const EvalWeights &w = {});

} // namespace quantum
