// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Qwantum's computer players (docs/ai.md, "Qwantum's computer players"): four levels made by
// name, weakest first. Pure and Qt Core only, as the rules (engine/qwantum/rules.h). Games
// between them are played by the one game loop, playGame in engine/game.h (makePlayer,
// qwantumPlayer).

#include "engine/qwantum/rules.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <vector>

namespace quantum::qw {

class Bot {
public:
    virtual ~Bot() = default;
    virtual const char *name() const = 0;
    // `player`'s decision in `s` (it is due: playersDue(s) holds it); `legal` is
    // legalActions(s, player) and is not empty. In phase 2 several players decide on the same
    // position at once: `s` is the position as the roll's phase 2 began, and a bot never sees
    // another player's answer to the same roll.
    virtual Action choose(const State &s, int player, const std::vector<Action> &legal) = 0;
};

// "random", "easy", "normal", "hard": the same names as Quantum's levels, weakest first.
QStringList botNames();
// A bot by name, deterministic for its seed; nullptr for an unknown name.
std::unique_ptr<Bot> makeBot(const QString &name, uint64_t seed);

// The hard level's evaluation weights (engine/qwantum/ai_hard.cpp, docs/ai.md). The defaults
// were tuned by self-play: 24 rounds of SPSA (quantum-qwantum-aibench tune --games 200
// --rounds 24 --seed 21) from hand-set weights (1.2, 4, 1, 0.6, 1, 1), rounded; the result won
// 66.0% [59.2%, 72.2%] of 200 games against the start. 16 more rounds from there gave nothing
// (44.8% against these), so these stay. For the tuning (quantum-qwantum-aibench tune).
struct HardWeights {
    double offers = 1.45;        // offers a row gets per roll still to come, in its model
    double fieldBonus = 3.07;    // what the row model counts for a field, beyond its number
    double horizon = 0.59;       // scales the estimate of the rolls still to come
    double opponent = 1.22;      // how much an opponent's prospects count against its own
    double stuck = 0.82;         // the cost of the misthrows a sheet with little room is heading to
    double unfilledColumn = 1.0; // how much a column not yet full counts of its expected score
};
struct HardWeightField {
    const char *name;
    double HardWeights::*field;
};
const std::vector<HardWeightField> &hardWeightFields();
std::unique_ptr<Bot> makeHardBot(uint64_t seed, const HardWeights &weights = {});

} // namespace quantum::qw
