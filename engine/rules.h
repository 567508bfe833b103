// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
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

// ---- Why an action is refused: an id with a few integer arguments, worded on display.

enum class RefusalId : uint8_t {
    None,                     // the action is legal
    GameOver,                 //
    NotYourDecision,          // arg0 = the seat whose decision is due, arg1 = who tried
    DecisionPending,          // another action while a decision is pending: arg0 = its
                              // Pending::Kind, arg1 = the seat deciding
    IllegalAnswer,            // an answer of the right kind that is not a legal one: arg0 =
                              // Pending::Kind
    StillInSetup,             //
    SetupOver,                //
    OnlyCardPicks,            // the advance-card phase allows only picks
    PicksOnlyInCardPhase,     //
    NoSuchShip,               //
    NoActionsLeft,            //
    ConstructNeedsTwoActions, //
    CardNotActive,            // arg0 = the card (not held, or taken this turn, R-CARD-9)
    CardUsedThisTurn,         // arg0 = the once-per-turn card (R-CARD-7)
    CuriousAfterAttack,       // a CURIOUS move after an attack this turn
    AttackAfterCurious,       // an attack (Strike, TACTICAL attack) after the CURIOUS move
    AlreadyMoved,             // R-TURN-4
    AbilityUsed,              // R-TURN-4
    NotOnMap,                 //
    WrongShip,                // arg0 = the ActionType of the ability the ship lacks
    NotInScrapyard,           // deploying a ship that is not in the scrapyard
    InReserve,                // a reserve ship cannot be used (R-COMP-1)
    DeployTarget,             // not a square a ship may be deployed to
    NoEnemyThere,             // an attack or Strike onto a square without an enemy ship
    StrikeAdjacent,           // a Strike attacks an orthogonal neighbour only (R-ABIL-1)
    TransportRoute,           // the Flagship cannot carry that ship there (R-ABIL-2)
    PartnerNotOnMap,          // the Warp partner is not on the map (R-ABIL-3)
    ModifyThreeOrFive,        // R-ABIL-4
    WrongCard,                // arg0 = the card, arg1 = the ActionType it cannot serve
    DominanceAtOne,           // CEREBRAL needs dominance above 1
    ResearchAtOne,            // TYRANNICAL needs research above 1
    FlexibleByOne,            // FLEXIBLE: one up or down, within 1..6
    EmptySlot,                // no card in that market slot
    ExpansionNoReserve,       // EXPANSION needs a reserve ship (R-CARD-6)
    StartPlanet,              // only a starting planet without a cube (R-SETUP-4)
    SetupPlacement,           // a ship goes on an empty orbit of the own start (R-SETUP-4)
    ResearchAtSix,            //
    ConstructTarget,          // the orbit does not add up, or the planet takes no cube
    Unreachable,              // a move to a square the ship cannot reach
    NotAttackable,            // an enemy the ship cannot attack from there
    NotLegal,                 // anything else
    Count
};

struct Refusal {
    RefusalId id = RefusalId::None;
    int16_t arg0 = 0, arg1 = 0;
    bool ok() const { return id == RefusalId::None; }
    bool operator==(const Refusal &) const = default;
};

// Why `a` is not legal now (RefusalId::None when it is): the first reason, with the real
// cause where one can be named.
Refusal whyIllegal(const GameState &state, const Action &a);

// What every player may see of a position: the same state with the face-down decks in card-id
// order (their contents follow from the cards in sight; their order is the secret). What the
// LAN sends a client, and the engine protocol an engine.
GameState publicView(const GameState &s);
// The stable kebab-case name of a refusal for files and the wire ("no-actions-left").
const char *refusalName(RefusalId id);
// The id of a name, or RefusalId::Count when there is none.
RefusalId refusalFromName(QStringView name);
// The reason worded for display, translated (context "Refusal"; English source texts are
// lower-case clauses that follow "... is illegal: " in tool output).
QString refusalText(const Refusal &r);

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
