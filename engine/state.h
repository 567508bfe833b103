// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/board.h"
#include "engine/cards.h"

#include <array>
#include <cstdint>

namespace quantum {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kShipsPerPlayer = 5; // 3 ships + 2 expansion ships (R-COMP-1)
inline constexpr int kMaxCubes = 7;
inline constexpr int kMaxHand = 3;        // command cards held (R-CARD-5)
inline constexpr int kActionsPerTurn = 3; // R-TURN-1
// The dominance and research tracks run from 1 to 6 (R-SETUP-1, R-DOM-1, R-RES-1): at the
// top of dominance a player places a cube (R-DOM-2), at the top of research no more research.
inline constexpr int kTrackMin = 1;
inline constexpr int kTrackMax = 6;
// A ship is a six-sided die: its value is a face, 1 to 6 (R-COMP-3); a Scout is a 6.
inline constexpr int kDieFaces = 6;
inline constexpr int kScoutValue = 6;
// The turn counter never passes this: a game still running at the end of turn kMaxTurns is
// over without a winner (no real game comes near it; it bounds hostile and runaway games).
inline constexpr int kMaxTurns = 10000;
static_assert(kMaxTurns < INT16_MAX, "GameState::turn is an int16_t and must not wrap");
// Picks owed (GameState::picksOwed) or earned off turn (PlayerState::offTurnPicks) never pass
// this: a game earns a few at a time; the bound keeps hand-made positions, the events they
// lead to and the readers of both within one range.
inline constexpr int kMaxPicks = 50;
// Actions left in a turn (GameState::actionsLeft) never pass this either: a turn has 3 and a
// few cards add one each (R-TURN-1); the readers of positions and events take 0 to it, and a
// gain saturates there, so that a position made in code cannot lead to an unreadable event.
inline constexpr int kMaxActionsLeft = 20;
template <typename Count> void addPick(Count &picks)
{
    if (picks < kMaxPicks)
        ++picks;
}

// Where a ship is when it is not on a square (R-COMP-4). Squares are >= 0.
inline constexpr Sq kScrapyard = -2;
inline constexpr Sq kReserve = -3;
inline constexpr Sq kUnplaced = -4; // rolled during setup, not yet on the map

struct Ship {
    Sq at = kReserve;
    int8_t value = 1;         // 1..6 (R-COMP-3)
    bool moved = false;       // has made its move/attack this turn (R-TURN-4)
    bool abilityUsed = false; // has used its ability this turn (R-TURN-4)
    bool onMap() const { return at >= 0; }
    bool operator==(const Ship &) const = default;
};

struct PlayerState {
    std::array<Ship, kShipsPerPlayer> ships{};
    int8_t dominance = 1; // 1..6 (R-SETUP-1, R-DOM-1)
    int8_t research = 1;  // 1..6 (R-RES-1)
    int8_t cubesPlaced = 0;
    std::array<int16_t, kMaxCubes> cubes{-1, -1, -1, -1, -1, -1, -1}; // planet of each cube
    std::array<Card, kMaxHand> hand{Card::None, Card::None, Card::None};
    uint8_t freshCards = 0;   // bit i: hand[i] was taken this turn, not active yet (R-CARD-9)
    uint8_t offTurnPicks = 0; // picks earned by cubes placed on another player's turn
    bool infamyBlocked = false; // at dominance 6 with no planet for the cube (R-DOM-2)
    bool setupDecided = false;  // made the re-roll decision (R-SETUP-2)
    int16_t startPlanet = -1;

    bool hasActive(Card c) const
    {
        for (int i = 0; i < kMaxHand; ++i)
            if (hand[i] == c && !(freshCards & (1u << i)))
                return true;
        return false;
    }
    int handSize() const
    {
        int n = 0;
        for (Card c : hand)
            n += c != Card::None;
        return n;
    }
    bool operator==(const PlayerState &) const = default;
};

enum class Phase : uint8_t {
    SetupReroll, // each player in seat order keeps or re-rolls their 3 ships (R-SETUP-2)
    SetupStart,  // in turn order, choose a starting planet (R-SETUP-4)
    SetupShips,  // in turn order, place 3 ships around it (R-SETUP-4)
    Actions,     // R-TURN-1
    Cards,       // advance-card phase (R-CARD-1); picker may differ from active
    GameOver,
};

// A decision the rules ask for in the middle of something; answered by an ordinary action of
// `player`, whose turn it may not be (R-CARD-8).
struct Pending {
    enum class Kind : uint8_t {
        Occupy,          // attacker: occupy the defender's square or stay (R-COMBAT-3)
        Infamy,          // place the infamy cube (R-DOM-2)
        PlaceShip,       // where a ship brought in by EXPANSION/REORGANIZATION goes
        DiscardCommand,  // a 4th command card was taken: drop one of the held ones (R-CARD-5)
        Dangerous,       // defender: destroy both ships before the roll? (DANGEROUS)
        CombatReroll,    // the losing side may use a re-roll card (R-COMBAT-5)
        ScrappyReroll,   // re-roll this ship roll once? (SCRAPPY)
        ChooseValue,     // choose a ship's value instead of rolling (CLEVER)
        Relocate,        // which cube goes where (RELOCATION)
        Reorganize,      // which ships are reorganized (REORGANIZATION)
        SabotageDiscard, // drop one held command card (SABOTAGE)
        Count
    };
    Kind kind = Kind::Occupy;
    int8_t player = 0;
    int8_t ship = -1;    // Occupy: attacking ship; PlaceShip/ScrappyReroll/ChooseValue: the ship
    int8_t defender = -1; // Occupy: defending player
    int8_t value = 0;    // ScrappyReroll/ChooseValue: the value the result must differ from (0: none)
    Sq from = kNoSq;     // Occupy: attack-from square
    Sq target = kNoSq;   // Occupy: defender's square
    Card card = Card::None; // DiscardCommand: the new card
    bool operator==(const Pending &) const = default;
};

// The combat in progress while re-roll and DANGEROUS decisions are open (R-COMBAT-5).
struct Combat {
    bool active = false;
    bool strike = false;
    int8_t attacker = -1, atkShip = -1, defender = -1, defShip = -1;
    Sq from = kNoSq, target = kNoSq;
    int8_t atkRoll = 0, defRoll = 0;
    uint8_t used = 0; // re-roll options used: see CombatUse in rules.cpp
    bool operator==(const Combat &) const = default;
};

// Once-per-turn marks of the active player's turn (R-CARD-7); reset by every new turn.
enum TurnFlag : uint16_t {
    UsedCerebral = 1,
    UsedTyrannical = 2,
    UsedFlexible = 4,
    UsedTactical = 8,
    UsedCurious = 16,
    UsedNomadic = 32,
    UsedResourceful = 64,
    UsedCunning = 128,
    KilledThisTurn = 256, // destroyed an enemy ship (PLUNDERING, WARLIKE)
    AttackedThisTurn = 512, // made an attack, Strike included (CURIOUS)
};

inline constexpr int kMaxPending = 16;
inline constexpr int kMarketSlots = 6; // 0..2 gambit, 3..5 command (R-COMP-5)

// The whole game position: a plain value, cheap to copy, no heap beyond the shared board.
struct GameState {
    BoardPtr board;
    int8_t players = 2;
    int8_t cubesToWin = 5;
    std::array<PlayerState, kMaxPlayers> p{};

    Phase phase = Phase::SetupReroll;
    int8_t firstPlayer = -1; // chosen by the roll-off (R-SETUP-3)
    int8_t active = 0;       // whose turn (or whose setup step)
    int8_t actionsLeft = 0;
    int8_t picker = -1;      // who is picking in the card phase
    int8_t picksOwed = 0;    // picks the picker (or, in the action phase, active) is owed
    int8_t winner = -1;
    int16_t turn = 0;        // 1 for the first player's first turn
    int8_t orderSeat = -1;   // turn order continues after this seat (a MOMENTUM bonus turn keeps it)
    uint16_t turnFlags = 0;  // TurnFlag bits of the current turn
    Combat combat;

    std::array<Pending, kMaxPending> pending{};
    int8_t pendingCount = 0;

    std::array<Card, kMarketSlots> market{Card::None, Card::None, Card::None,
                                          Card::None, Card::None, Card::None};
    // Decks: draw from the back. Discards in order of discarding.
    std::array<Card, kGambitCards> gambitDeck{};
    std::array<Card, kGambitCards> gambitDiscard{};
    std::array<Card, kCommandCards> commandDeck{};
    std::array<Card, kCommandCards> commandDiscard{};
    int8_t gambitDeckCount = 0, gambitDiscardCount = 0;
    int8_t commandDeckCount = 0, commandDiscardCount = 0;

    int cubesLeft(int player) const { return cubesToWin - p[player].cubesPlaced; }
    const Pending *front() const { return pendingCount ? &pending[0] : nullptr; }
    // The player whose decision is due now (pending decision first), -1 when the game is over.
    int toAct() const;
    int cubesOn(int planet) const;            // all players
    int cubesOn(int planet, int player) const; // one player's cubes there
    int shipAt(int sq, int *owner) const;      // ship index and owner, or -1
    // The values of `player`'s ships on the planet's orbital positions, added up: what a
    // construction there is measured by (R-ACT-CONSTRUCT).
    int orbitSum(int planet, int player) const;
    bool operator==(const GameState &o) const;
};

} // namespace quantum
