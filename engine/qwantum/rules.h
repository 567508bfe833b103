// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules of Qwantum, the second game (docs/qwantum-rules.md, ids Q-...): seven dice, four
// coloured rows that rise then fall, columns that score their second lowest number. Pure and Qt
// Core only, as Quantum's engine: a position, the legal actions of a player, and apply with
// injected dice.

#include "engine/dice.h"

#include <QByteArray>
#include <QString>

#include <array>
#include <cstdint>
#include <vector>

namespace quantum::qw {

enum class Colour : uint8_t { Purple, Blue, Red, Yellow };
inline constexpr int kColours = 4;
inline constexpr int kColouredDice = 6;
inline constexpr int kFaces = 6;
inline constexpr int kFields = 6;       // a row's fields; a column is the k-th field of every row
inline constexpr int kRising = 4;       // fields 1-4 rise, then the divider, then 5-6 fall
inline constexpr int kMaxMisthrows = 5; // the fifth ends the game (Q-END-1)
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;

// "purple", "blue", "red", "yellow" (stable names, never translated).
const char *colourName(Colour c);

// A face of a coloured die: a number 1-6 printed in a colour (Q-COMP-1).
struct Face {
    Colour colour = Colour::Purple;
    int8_t number = 1;
    bool operator==(const Face &) const = default;
};
using DiceFaces = std::array<std::array<Face, kFaces>, kColouredDice>;

// Reads a faces table (the format of engine/qwantum/dice-faces.json) and checks it: six dice
// of six faces, each a colour letter (P, B, R, Y) and a number 1-6, and every colour on some
// face. False with the reason for anything else.
bool readDiceFaces(const QByteArray &json, DiceFaces &out, QString *error = nullptr);
// The table the game ships (:/qwantum/dice-faces.json, Q-COMP-2), read and checked once.
const DiceFaces &standardDiceFaces();

// The rulings a game may change (docs/qwantum-rules.md marks them).
struct Options {
    bool strictRise =
        true; // Q-WRITE-2: each of fields 1-4 higher than the one before (else not lower)
    bool strictFall = true; // Q-WRITE-3: fields 5 and 6 lower than the one before (else not higher)
    // Q-SCORE-2: what the k-th misthrow costs (1, 2, 3, 4, 5: 1, 3, 6, 10, 15 in total).
    std::array<int8_t, kMaxMisthrows> misthrowCost{1, 2, 3, 4, 5};
};

// A player's score sheet (Q-COMP-3): four rows filled from the left, the misthrows.
struct Sheet {
    std::array<std::array<int8_t, kFields>, kColours> rows{}; // 0: an empty field
    std::array<int8_t, kColours> filled{};                    // fields written in each row
    int8_t misthrows = 0;

    int fieldsFilled() const;
    bool full() const { return fieldsFilled() == kColours * kFields; }
};

// Where `sum` goes in row `c`, or -1 when it does not fit there (Q-WRITE-1 to -4).
int fieldFor(const Sheet &sheet, Colour c, int sum, const Options &options);
// Column `column`'s score: the second lowest of its four numbers once all four are written,
// else 0 (Q-SCORE-1).
int columnScore(const Sheet &sheet, int column);
// The penalty of `misthrows` misthrows (Q-SCORE-2), and the sheet's score (Q-SCORE-3).
int misthrowPenalty(int misthrows, const Options &options);
int score(const Sheet &sheet, const Options &options);

// The dice as they lie: the white die, and the face of each coloured die (0-5).
struct Roll {
    int8_t white = 1;
    std::array<int8_t, kColouredDice> face{};
};
// The sum of each colour: the white die and every coloured die showing that colour (Q-TURN-3).
std::array<int, kColours> colourSums(const DiceFaces &faces, const Roll &roll);

enum class Phase : uint8_t {
    Active, // the active player: re-roll once, then write a sum or mark a misthrow (Q-TURN-2, -4,
            // -5)
    Others, // everyone: write one sum of a colour still open, or pass (Q-TURN-6, -7)
    Over,
};

struct State {
    DiceFaces faces = standardDiceFaces();
    Options options;
    int8_t players = 2;
    int8_t active = 0;
    Phase phase = Phase::Active;
    bool rerolled = false;
    Roll roll;
    int8_t closed = -1;   // the colour the active player wrote in phase 1 (-1: none)
    uint8_t answered = 0; // phase 2: a bit for each player who answered this roll
    int16_t turn = 1;
    std::array<Sheet, kMaxPlayers> sheets{};

    std::array<int, kColours> sums() const { return colourSums(faces, roll); }
};

enum class ActionType : uint8_t {
    Reroll,   // `dice`: bit 0 the white die, bit 1 + i coloured die i (Q-TURN-2)
    Write,    // `colour`'s sum in the player's row of that colour
    Misthrow, // phase 1 only (Q-TURN-5)
    Pass,     // phase 2 only (Q-TURN-7)
};
inline constexpr uint8_t kAllDice = 0x7f;

struct Action {
    ActionType type = ActionType::Pass;
    int8_t player = 0;
    int8_t colour = -1; // Write
    uint8_t dice = 0;   // Reroll
    bool operator==(const Action &) const = default;
};

// What happened, for logs, views and the network (docs/qwantum-formats.md).
enum class EventType : uint8_t {
    Rolled,   // `player`'s roll: `dice` the dice rolled (kAllDice: a new turn), `roll` after
    Wrote,    // `player` wrote `number` in the `colour` row at `field` (0-5)
    Misthrew, // `player` marked a misthrow, `number` = misthrows after
    Passed,   // `player` passed in phase 2
    Ended,    // the game is over (Q-END-1)
};
struct Event {
    EventType type = EventType::Rolled;
    int8_t player = -1;
    int8_t colour = -1;
    int8_t field = -1;
    int8_t number = 0;
    uint8_t dice = 0;
    Roll roll;
    bool operator==(const Event &o) const
    {
        return type == o.type && player == o.player && colour == o.colour && field == o.field &&
               number == o.number && dice == o.dice && roll.white == o.roll.white &&
               roll.face == o.roll.face;
    }
};
using Events = std::vector<Event>;

// The players whose decision is due: the active player in phase 1; in phase 2 every player
// who has not answered yet (all at once, each deciding on the same position); none at the end.
std::vector<int> playersDue(const State &s);
// Every legal action of `player` now (none when its decision is not due).
void legalActions(const State &s, int player, std::vector<Action> &out);
bool isLegal(const State &s, const Action &a);

// A new game of `players` (2-4): the first player drawn (Q-TURN-1), the first roll made
// (a Rolled event in `events` when given).
State newGame(int players, Dice &dice, const Options &options = {},
              const DiceFaces &faces = standardDiceFaces(), Events *events = nullptr);
// Applies a legal action (isLegal), rolling what it rolls with `dice`: the re-rolled dice, the
// next player's roll once a roll's phase 2 is over. What happened is appended to `events`
// when given. False, nothing changed, for an illegal one.
bool apply(State &s, const Action &a, Dice &dice, Events *events = nullptr);

// The winners once the game is over: every player with the highest score (Q-END-2).
std::vector<int> winners(const State &s);

// The first rule a position breaks (a row out of order, a gap, too many misthrows, a phase 2
// answer of a player past the players...), empty when none.
QString brokenInvariant(const State &s);

} // namespace quantum::qw
