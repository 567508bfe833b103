// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/seat.h"
#include "engine/game.h"
#include "engine/map.h"

#include <QList>

namespace quantum {

// What a new game is made of.
struct GameSetup {
    GameKind kind = GameKind::Quantum;
    Map map; // Quantum's (a game of Qwantum has as many players as seats)
    QList<SeatInfo> seats;
    quint64 seed = 0;
};

} // namespace quantum
