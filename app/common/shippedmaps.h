// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QStringList>

namespace quantum {

// Resource paths of the maps shipped in maps/ (embedded under :/maps/), sorted.
QStringList shippedMapPaths();

// A path of shippedMapPaths().
bool isShippedMapPath(const QString &path);
// A shipped map's description in the player's language; another text as it is (a user's map
// speaks the language its maker wrote it in).
QString shippedMapDescription(const QString &description);
// The descriptions translated for the shipped maps, in English (for the tests).
QStringList shippedMapDescriptions();

// The default 2-player map, Alpha Sector (maps/alpha-sector.json, embedded; empty only in a
// build that lacks it, which does not start: missingResources).
Map defaultMap();

} // namespace quantum
