#pragma once

#include "engine/state.h"

#include <span>

namespace quantum {

// The weights of the tuned position evaluation (docs/ai.md). The defaults are the tuned ones;
// `quantum-aibench tune` (tests/bench/bench_ai.cpp) searches them by self-play (docs/ai.md).
struct EvalWeights {
    double cube = 77;               // per cube placed
    double lastCube = 40;           // one cube from the win
    double dominance = 8.2;         // per step of dominance above 1
    double dominanceHigh = 6.3;     // per step above 4 (infamy is near)
    double research = 3.4;          // per step of research, scaled to the breakthrough
    double shipOnMap = 11.6;        // per ship on the map
    double shipInScrapyard = 3.6;   // per ship waiting to deploy
    double shipStrength = 1.1;      // per step of combat strength (7 - value) of ships on the map
    double constructReady = 44;     // best planet whose orbit adds up now
    double constructOneMove = 13.3; // one move or deploy of a ship from adding up
    double constructNear = 6.8;     // an orbit that is off by a little (scaled by the gap)
    double secondSite = 0.23;       // share of the second-best planet
    double risk = 9.7;              // per ship times the chance an enemy in reach destroys it
    double card = 10.8;             // per command card held (times its card value)
    double pick = 14.8;             // per advance-card pick owed
    double market = 3.25;           // best card on the market times research progress
    double action = 1.3;            // per action left in the player's own turn
    double leader = 0.44;           // opponents: share of the leader (the rest is their mean)
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
