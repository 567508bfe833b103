#pragma once

#include "engine/action.h"
#include "engine/dice.h"
#include "engine/state.h"

#include <QString>

#include <vector>

namespace quantum {

using Events = std::vector<Event>;

// A new game on a playable board: every player's 3 ships rolled (R-SETUP-2), trackers at 1
// (R-SETUP-1), phase SetupReroll. Decks are shuffled and dealt when setup ends (R-SETUP-5).
GameState newGame(BoardPtr board, Dice &dice, Events *events = nullptr);

// The legal actions of the player whose decision is due (GameState::toAct). Appends to `out`
// after clearing it; reuses its capacity (no allocation once it has grown).
void legalActions(const GameState &state, std::vector<Action> &out);

// Applies a legal action. Precondition: the action is one of legalActions(state) (use
// findLegal/whyIllegal to check input from outside). Events are appended when not null.
void apply(GameState &state, const Action &action, Dice &dice, Events *events = nullptr);

// The legal action with the same identity as `a` (flags are derived), or nullptr.
const Action *findLegal(const std::vector<Action> &legal, const Action &a);

// Why `a` is not legal now, in English, for tools and logs (one line).
QString whyIllegal(const GameState &state, const Action &a);

// Every planet with a free cube location already holds one of `player`'s cubes (R-ENT-1).
bool entangled(const GameState &state, int player);
// The chance that an Attack or Strike action wins, exact with every card in play: RATIONAL,
// FEROCIOUS, STRATEGIC (counted from the attack-from square), STUBBORN ties, and the
// re-roll loop of R-COMBAT-5 with both sides using CRUEL, RELENTLESS and SCRAPPY to their
// best. `defenderMayDestroyBoth` tells that the defender holds DANGEROUS and may destroy
// both ships before the roll (then nobody wins; `win` assumes it declines).
struct AttackOdds {
    double win = 0;
    bool defenderMayDestroyBoth = false;
};
AttackOdds attackOdds(const GameState &state, const Action &attack);
// The fully built deck of one kind, in id order, implemented cards only (the one switch).
std::vector<Card> fullDeck(bool gambit);
// Both decks full and shuffled with the one shuffle (shuffleItems), market untouched.
void shuffleFullDecks(GameState &state, Dice &dice);

} // namespace quantum
