// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tests of Qwantum in the game core and on the LAN share: a game's start, computer
// seats, and the engine's playGame with the bots seeded as a session seeds its computers.
#include "app/game/seat.h"
#include "engine/game.h"

#include <QList>
#include <QStringList>

#include <memory>
#include <vector>

namespace quantum::test {

inline GameStart qwantumStart(int players)
{
    GameStart start;
    start.kind = GameKind::Qwantum;
    start.players = players;
    return start;
}

// A computer seat for each bot, in seat order.
inline QList<SeatInfo> computerSeats(const QStringList &bots)
{
    QList<SeatInfo> seats;
    for (const QString &b : bots) {
        SeatInfo s = SeatInfo::computer();
        s.bot = b;
        seats.append(s);
    }
    return seats;
}

// The game of `bots` from `seed` played by the engine's playGame (invariants checked), each
// bot seeded 1000 + its seat as a session seeds a computer seat.
inline GameRecord playQwantum(const QStringList &bots, quint64 seed)
{
    std::vector<std::unique_ptr<GamePlayer>> owned;
    std::vector<GamePlayer *> seats;
    for (int i = 0; i < bots.size(); ++i) {
        owned.push_back(makePlayer(GameKind::Qwantum, bots[i], 1000 + quint64(i)));
        seats.push_back(owned.back().get());
    }
    return playGame(qwantumStart(int(bots.size())), seed, seats, 1000, true);
}

} // namespace quantum::test
