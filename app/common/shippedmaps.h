// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QStringList>

namespace quantum {

// Resource paths of the maps shipped in maps/ (embedded under :/maps/), sorted.
QStringList shippedMapPaths();

// The default 2-player map, Alpha Sector: the shipped file when it is embedded,
// otherwise built from its layout notation (docs/rules.md §12).
Map defaultMap();

} // namespace quantum
