// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QVariant>

namespace quantum {

// The settings the app keeps (QSettings), each with its key and default in one place.
enum class Setting {
    Language,       // the interface language: "" (the system's), "en", "it", "ja" or "cs"
    AnimationSpeed, // 0 off, 1 normal, 2 fast
    ConfirmEndTurn, // ask before ending a turn with actions left
    Sounds,         // sound effects on
    ComputerPace,   // ms between other players' steps as the board replays them
    LastMap,        // the name of the map last chosen in New game
    MapSort,        // the map lists' order: "name" or "date" (the user's newest first)
    MapGroups,      // the map lists grouped by player count
    ComputerLevels, // the computer level (a bot name) last chosen for each seat in New game
    SeatKinds,      // "human" or "computer", last chosen for each seat in New game
    PlayedBefore,   // a game or the tutorial was started once: no longer a first-time user
    WindowGeometry, // the main window's geometry (QWidget::saveGeometry), empty at first
    GameSplitter,   // the game page's split between the board and the side panel
    SideSplitter,   // the side panel's split between sheets, market and log
    LanPort,        // the TCP port a LAN host listens on (net::kDefaultPort)
    LanName,        // the player's name in LAN games (host and join)
    LanAddress,     // the host:port typed last in Join LAN game
    LanGameName,    // the game name given last in Host LAN game
    LanSeats,       // the seat tokens this computer's player was given, by "host:port"
    LanKnownHosts,  // the certificate fingerprint of each host joined, by "host:port"
    LanUpnp,        // a LAN host asks the router to open its port to friends elsewhere
    LastGame,       // the game chosen last on the start page: "quantum" or "qwantum"
    QwantumSeats,   // Qwantum's New game: "human" or "computer:<level>" for each seat chosen last
};

QVariant readSetting(Setting setting);
void writeSetting(Setting setting, const QVariant &value);

} // namespace quantum
