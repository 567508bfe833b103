// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/board.h"
#include "engine/cards.h"

#include <cstdint>

namespace quantum {

// Every decision of the game is one of these, pending decisions included.
enum class ActionType : uint8_t {
    SetupReroll,   // re-roll all 3 ships once (R-SETUP-2)
    SetupKeep,     // keep the roll
    ChooseStart,   // planet
    PlaceShip,     // ship, to
    Reconfigure,   // ship (R-ACT-RECONF)
    Deploy,        // ship, to (R-ACT-DEPLOY)
    Research,      // R-ACT-RESEARCH
    Construct,     // planet (R-ACT-CONSTRUCT)
    Move,          // ship, to (R-MOVE-1); flags: kUsesAbility for a diagonal Interceptor path
    Attack,        // ship, from, to = target square (R-MOVE-3); flags as Move
    Transport,     // ship (Flagship), other = passenger, to, drop (R-ABIL-2)
    Strike,        // ship (Battlestation), to = target square (R-ABIL-1)
    Warp,          // ship (Destroyer), other = ship to swap with (R-ABIL-3)
    Modify,        // ship (Frigate), value = 3 or 5 (R-ABIL-4)
    ScoutReroll,   // ship (Scout) (R-ABIL-6)
    EndTurn,       // end the action phase
    Occupy,        // pending Occupy
    Stay,          // pending Occupy
    InfamyCube,    // planet (pending Infamy)
    PlaceExpansion,// ship, to or kScrapyard (pending PlaceShip: EXPANSION, REORGANIZATION)
    TakeCard,      // slot 0..5 (R-CARD-2)
    RefreshMarket, // R-CARD-2
    DiscardCommand,// slot 0..2 of the hand (pending DiscardCommand, SabotageDiscard)
    UseCard,       // card (+ ship, value, to): CEREBRAL, TYRANNICAL, FLEXIBLE, RESOURCEFUL,
                   // NOMADIC; answers DANGEROUS and SCRAPPY ship re-roll decisions
    Reroll,        // card: CRUEL, RELENTLESS or SCRAPPY in a combat (pending CombatReroll)
    Decline,       // decline DANGEROUS, a combat re-roll or a SCRAPPY re-roll
    ChooseValue,   // value (pending ChooseValue, CLEVER)
    Relocate,      // other = cube owner, planet = from, planet2 = to (RELOCATION)
    Reorganize,    // value = bit mask of ships (REORGANIZATION)
    Count
};

struct Action {
    ActionType type = ActionType::EndTurn;
    int8_t player = 0;
    int8_t ship = -1;
    int8_t other = -1;  // passenger / swap partner
    int8_t value = 0;   // Modify value, card slot, hand slot
    uint8_t flags = 0;  // derived by legalActions, not part of the identity
    Sq from = kNoSq;
    Sq to = kNoSq;
    Sq drop = kNoSq;
    int16_t planet = -1;
    int16_t planet2 = -1;
    Card card = Card::None; // the card used: TACTICAL/CURIOUS moves, INGENIOUS constructs, ...

    static constexpr uint8_t kUsesAbility = 1;
    static constexpr uint8_t kUsesCunning = 2;

    // Identity: everything but the derived flags.
    bool sameAs(const Action &o) const
    {
        return type == o.type && player == o.player && ship == o.ship && other == o.other &&
               value == o.value && from == o.from && to == o.to && drop == o.drop &&
               planet == o.planet && planet2 == o.planet2 && card == o.card;
    }
};

// What happened, as ids and numbers (docs/architecture.md); the UI words it, the net sends it.
// Every event that names a ship (`ship`, of `player`) carries its value at that moment in
// `value` (see Event); "value2" is the value of the other ship named. Squares are `from`/`sq`
// unless said otherwise.
enum class EventType : uint8_t {
    SetupRolled,      // player, a..c = the 3 values
    SetupRerolled,    // player, a..c = new values
    SetupKept,        // player, a..c = the values kept
    RollOff,          // player, a = roll (tie-break)
    FirstPlayer,      // player
    StartChosen,      // player, planet
    ShipPlaced,       // player, ship, value, sq
    DecksDealt,       //
    TurnStarted,      // player, a = turn number, b = actions
    VoidResearch,     // player, a = ships on the Void, b = research after
    CardEffect,       // player, card, a = value after (e.g. BRILLIANT research)
    InfamyRetry,      // player
    ShipRolled,       // player, ship, value = old value, a = new value, b = old value,
                      // c = reason (RollReason)
    Deployed,         // player, ship, value, sq
    Researched,       // player, a = research after
    CubePlaced,       // player, planet, a = how (CubeReason), b = cubes left
    Moved,            // player, ship, value, from, sq, card (CURIOUS, TACTICAL, NOMADIC or
                      // none), a = 1 when it used the ship's ability (a diagonal step)
    Transported,      // player, ship (Flagship), value, other = passenger, value2, from, sq,
                      // a = drop square, b = the passenger's square before, card (CURIOUS)
    Warped,           // player, ship, value, other (swap partner), value2, from, sq (= the
                      // partner's square before)
    Modified,         // player, ship, value = 4 (before), a = new value
    CombatRolled,     // player (attacker), ship, value, other (defender player), a = defender
                      // ship, value2 = its value, from = attack-from square, sq = target,
                      // b = attack roll, c = defence roll, d = attack total, e = defence total
    ShipDestroyed,    // player (owner), ship, value (before), other (by player), sq (where),
                      // a = new value (0: chosen later, value-chosen)
    AttackRepelled,   // player (attacker), ship, value, from (it stays there), sq (target),
                      // other (defender player), value2 (defending ship)
    Occupied,         // player, ship, value, from, sq (the target square), other (defender)
    Stayed,           // player, ship, value, from, sq (= from), other (defender)
    DominanceChanged, // player, a = before, b = after
    ResearchChanged,  // player, a = before, b = after
    InfamyBlocked,    // player: no planet can take the cube
    Breakthrough,     // player
    CardsPhase,       // player (picker), a = picks
    CardTaken,        // player, card, a = slot
    MarketRefreshed,  // player
    CardDiscarded,    // player, card
    DeckReshuffled,   // a = 0 gambit / 1 command
    ExpansionShip,    // player, ship, value, sq (kScrapyard for the scrapyard)
    CardUsed,         // player, card, ship (-1: none) and value, a = value (FLEXIBLE: new)
    CombatRerolled,   // player (who re-rolled), card, a = attack roll, b = defence roll,
                      // d = attack total, e = defence total
    BothDestroyed,    // player (defender), ship (defending), value, other (attacker), a =
                      // attacking ship, value2 = its value, from, sq (target): DANGEROUS
    CubeRelocated,    // player (cube owner), other (by), planet (from), a = to planet
    ActionsGained,    // player, card, a = actions after
    BonusTurn,        // player (MOMENTUM)
    ValueChosen,      // player, ship, value (before), a = value chosen (CLEVER)
    TurnEnded,        // player
    GameWon,          // player
    TurnLimit,        // a = turn: the game ends without a winner after turn kMaxTurns
    Attacked,         // player, ship, value, from (where it stood), sq (target), a = attack-from
                      // square, b = 1 for a Strike, other (defender player), value2 (its ship):
                      // the attack is made; combat-rolled (or a DANGEROUS answer) follows
    Count
};

enum class RollReason : uint8_t { Reconfigure, Scout, Destroyed, Expansion, Resourceful, Reorganization, Scrappy };
enum class CubeReason : uint8_t { Start, Construct, Infamy };

// Complete: a log line, a replay step or a network update is worded from the event and the
// board alone, never from the state after it (docs/architecture.md). `value` is the
// value of `ship` when the event happened (before a roll or change; the new value is in `a`),
// `value2` the value of the other ship involved (passenger, swap partner, defending ship).
struct Event {
    EventType type;
    int8_t player = -1;
    int8_t ship = -1;
    int8_t other = -1;
    int8_t value = 0;  // 0 when no ship is involved
    int8_t value2 = 0;
    Card card = Card::None;
    Sq from = kNoSq;
    Sq sq = kNoSq;
    int16_t planet = -1;
    int16_t a = 0, b = 0, c = 0, d = 0, e = 0;
    bool operator==(const Event &) const = default;
};

} // namespace quantum
