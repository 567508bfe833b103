// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the two halves of Qwantum's guided game share (qwantumtutorial.cpp: the lessons'
// actions; qwantumlessons.cpp: their words): the rolls and writes the lessons speak of.

#include "engine/qwantum/rules.h"

namespace quantum::qwtutorial {

// The legal write of `player` that skips least (`begun`: a row already begun first when
// equal), -1 for none; what it skips in `skips`.
int bestWrite(const qw::State &s, int player, bool begun, int *skips = nullptr);
// A roll of the active player's in which every sum that fits skips many numbers (or none
// fits): a misthrow is worth its cost.
bool poorRoll(const qw::State &s);
// How many coloured dice show colour `c`.
int diceShowing(const qw::State &s, int c);

} // namespace quantum::qwtutorial
