#pragma once

#include "engine/rules.h"

#include <QString>

#include <memory>
#include <vector>

namespace quantum {

// A computer player that picks one of the legal actions. Bots are deterministic given
// their seed; they never see future dice.
class Bot {
public:
    virtual ~Bot() = default;
    virtual const char *name() const = 0;
    // `legal` is legalActions(s) and is not empty.
    virtual Action choose(const GameState &s, const std::vector<Action> &legal) = 0;
};

// "random" or "greedy"; nullptr for an unknown name.
std::unique_ptr<Bot> makeBot(const QString &name, uint64_t seed);

// The greedy bot's one-step evaluation of a position for `player` (higher is better).
double evaluate(const GameState &s, int player);
// Exact chance that `attacker` beats `defender` (values) with plain dice (R-COMBAT-2).
double attackWinChance(int attackerValue, int defenderValue);

} // namespace quantum

namespace quantum {

struct GameRecord {
    int winner = -1; // -1: a draw by the turn cap
    int turns = 0;
    long actions = 0;
    QString invariantError; // first broken invariant (when checking), with the action index
};

// Plays one whole game from setup with a seeded generator; one bot per seat. Ends at the
// win or as a draw after `maxTurns` turns. With `check`, invariants are checked after every
// action and the game stops at the first broken one.
GameRecord playGame(const BoardPtr &board, uint64_t seed, const std::vector<Bot *> &bots,
                    int maxTurns, bool check);

} // namespace quantum
