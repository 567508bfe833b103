// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/reader.h"
#include "engine/state.h"

namespace quantum {

// Setup: the re-roll decisions, the starting planets and the first ships (R-SETUP-2..4).
inline bool isSetupPhase(Phase p)
{
    return p == Phase::SetupReroll || p == Phase::SetupStart || p == Phase::SetupShips;
}

// The first invariant a position breaks, as a reason; empty when all hold. The list is what
// every position reached by play keeps (the soak tests check it after every action) and what
// the readers refuse: every position that cannot arise in a game
// (docs/state-format.md#reading-unreadable-or-refused).
Reason brokenInvariant(const GameState &s);
// The same, worded: empty when all hold.
QString checkInvariants(const GameState &s);

} // namespace quantum
