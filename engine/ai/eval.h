#pragma once

#include "engine/state.h"

#include <span>

namespace quantum {

// The weights of the tuned position evaluation (docs/ai.md). The defaults are the tuned ones;
// quantum-tune (tests/bench) searches them by self-play.
struct EvalWeights {
    double cube = 100;            // per cube placed
    double lastCube = 35;         // one cube from the win
    double dominance = 7;         // per step of dominance above 1
    double dominanceHigh = 6;     // per step above 4 (infamy is near)
    double research = 4;          // per step of research, scaled to the breakthrough
    double shipOnMap = 10;        // per ship on the map
    double shipInScrapyard = 4;   // per ship waiting to deploy
    double shipStrength = 1;      // per step of combat strength (7 - value) of ships on the map
    double constructReady = 40;   // best planet whose orbit adds up now
    double constructOneMove = 18; // one move or deploy of a ship from adding up
    double constructNear = 8;     // an orbit that is off by a little (scaled by the gap)
    double secondSite = 0.3;      // share of the second-best planet
    double risk = 12;             // per ship times the chance an enemy in reach destroys it
    double card = 7;              // per command card held (times its card value)
    double pick = 12;             // per advance-card pick owed
    double market = 3;            // best card on the market times research progress
    double action = 1.5;          // per action left in the player's own turn
    double leader = 0.5;          // opponents: share of the leader (the rest is their mean)
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
