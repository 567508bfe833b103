// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/rules.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace quantum {

class GameText;

// One of `actions` moves, attacks with or uses an ability or card on `player`'s `ship`: a
// click on the ship selects it.
bool shipHasAction(const std::vector<Action> &actions, int player, int ship);

// Why a click on the board does nothing, in a player's words: the page shows it under the
// board instead of ignoring the click. `legal` are the position's legal actions, `offered`
// those the page offers (a guide may offer fewer); `selected` is the player's selected ship
// (-1: none). Empty when the click does something or there is nothing useful to say.
class ClickRefusal {
    Q_DECLARE_TR_FUNCTIONS(ClickRefusal)

public:
    static QString onSquare(const GameState &state, const std::vector<Action> &legal,
                            const std::vector<Action> &offered, int square, int selected,
                            const GameText &text);
    // Why the selected ship's own ability has no button now: the die has used its ability this
    // turn, also as another type before a re-roll (R-TURN-4). Empty otherwise.
    static QString ability(const GameState &state, int ship, const GameText &text);

private:
    static QString onPlanet(const GameState &state, int planet, const GameText &text);
    static QString withShip(const GameState &state, int square, int selected, const GameText &text);
};

} // namespace quantum
