// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QStringList>

namespace quantum {

// Resource paths of the maps shipped in maps/ (embedded under :/maps/), sorted.
QStringList shippedMapPaths();

// The default 2-player map, Alpha Sector (maps/alpha-sector.json, embedded; empty only in a
// build that lacks it, which does not start: missingResources).
Map defaultMap();

} // namespace quantum
