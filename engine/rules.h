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

// ---- How an action uses the turn: the one table behind apply, the move generation, whyIllegal
// and the app.

// The cost in actions of an action type (R-TURN-1): Construct 2 (R-ACT-CONSTRUCT);
// Reconfigure, Deploy, Research, Move, Attack and Transport 1; the free abilities (Strike,
// Warp, Modify, Scout re-roll), ending the turn, setup steps, answers to pending decisions and
// card picks 0. With `card` and `eager`, what the cards change: a CURIOUS or TACTICAL move,
// attack or transport is free, the NOMADIC jump costs 1 (other card uses are free), and with
// EAGER active a deploy is free.
constexpr int actionCost(ActionType t, Card card = Card::None, bool eager = false)
{
    if (card == Card::Curious || card == Card::Tactical) return 0;
    switch (t) {
    case ActionType::Construct:
        return 2;
    case ActionType::Deploy:
        return eager ? 0 : 1;
    case ActionType::Reconfigure:
    case ActionType::Research:
    case ActionType::Move:
    case ActionType::Attack:
    case ActionType::Transport:
        return 1;
    case ActionType::UseCard:
        return card == Card::Nomadic ? 1 : 0;
    default:
        return 0;
    }
}
// What `a` costs in `state` (its cards counted).
int actionCost(const GameState &state, const Action &a);

// The ship's move or move/attack of the turn (R-TURN-4): Move, Attack, Transport (R-ABIL-7).
constexpr bool isShipMove(ActionType t)
{
    return t == ActionType::Move || t == ActionType::Attack || t == ActionType::Transport;
}
// Uses the ship's ability (R-ABIL-1..6): Strike, Warp, Modify, Scout re-roll and Transport. A
// Move or Attack uses it only when it carries Action::kUsesAbility (an Interceptor's diagonal
// step, R-ABIL-7): see usesAbility.
constexpr bool isAbilityAction(ActionType t)
{
    return t == ActionType::Strike || t == ActionType::Warp || t == ActionType::Modify ||
           t == ActionType::ScoutReroll || t == ActionType::Transport;
}
constexpr bool usesAbility(const Action &a)
{
    return isAbilityAction(a.type) || (a.flags & Action::kUsesAbility);
}
// An action of the action phase made with one of the player's ships: its move, its ability,
// reconfiguring or deploying it.
constexpr bool isShipAction(ActionType t)
{
    return isShipMove(t) || isAbilityAction(t) || t == ActionType::Reconfigure ||
           t == ActionType::Deploy;
}

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
