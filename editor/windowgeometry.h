// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>
#include <QSize>

namespace quantum {

// Where the program's main windows (the game's and the map editor's) first open, on a screen
// whose free area is `available`: a laptop screen (up to 1440x900) is filled, a larger one
// gets most of it (85%), centred. Never larger than the screen.
QRect initialWindowGeometry(const QRect &available);
// The smallest such window: 960x600, or the screen when it is smaller.
QSize minimumWindowSize(const QRect &available);
// A dialog's first size: `wanted`, shrunk to leave a margin of the screen's free area
// `available` (New game, Host LAN game and the editor's Open, whose map lists want room).
QSize fittedDialogSize(const QSize &wanted, const QRect &available);

} // namespace quantum
