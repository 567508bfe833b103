// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/state.h"

#include <span>

namespace quantum {

// The weights of the tuned position evaluation (docs/ai.md). The defaults are the tuned ones;
// `quantum-aibench tune` (tests/bench/bench_ai.cpp) searches them by self-play (docs/ai.md).
struct EvalWeights {
    double cube = 73.7;              // per cube placed
    double lastCube = 37.6;          // one cube from the win
    double dominance = 7.36;         // per step of dominance above 1
    double dominanceHigh = 5.92;     // per step above 4 (infamy is near)
    double research = 3.46;          // per step of research, scaled to the breakthrough
    double shipOnMap = 14.4;         // per ship on the map
    double shipInScrapyard = 3.56;   // per ship waiting to deploy
    double shipStrength = 0.955;     // per step of combat strength (7 - value) of ships on the map
    double constructReady = 0.6;     // best planet whose orbit adds up now (share of a cube)
    double constructOneMove = 0.187; // one move or deploy of a ship from adding up (share)
    double constructNear = 0.089;    // an orbit that is off by a little (share, scaled by the gap)
    double secondSite = 0.321;       // share of the second-best planet
    double risk = 8.18;              // per ship times the chance an enemy in reach destroys it
    double card = 16;                // per command card held (times its card value)
    double pick = 14;                // per advance-card pick owed
    double market = 2.99;            // best card on the market times research progress
    double action = 1.28;            // per action left in the player's own turn
    double leader = 0.393;           // opponents: share of the leader (the rest is their mean)
};

struct EvalWeightField {
    const char *name;
    double EvalWeights::*field;
};
// Every weight by name, in declaration order (for the tuning tool and docs).
std::span<const EvalWeightField> evalWeightFields();

// How good `s` is for `player` (higher is better; a won game is +1e6, a lost one -1e6):
// the player's own score minus its opponents' (the leader's and their mean blended by
// `leader`). Fast: no allocation, linear in ships times planets.
double evaluatePosition(const GameState &s, int player);
double evaluatePosition(const GameState &s, int player, const EvalWeights &w);

// A command card's worth relative to the others (about 1), and a gambit's when taken.
double cardWorth(Card c);

} // namespace quantum
