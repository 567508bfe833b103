// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPoint>

namespace quantum {
struct Map;
}

namespace quantum::editor {

// Facts about a map for the statistics panel: planets by number, cube locations against
// what the players need (docs/rules.md §12), and a fairness hint from the starting
// planets (how far each is from the nearest other start, and how many cube locations lie
// within two tiles of it).
struct StartFacts {
    QPoint tile;
    int nearestStart = -1;   // tile steps (edge moves) to the nearest other start; -1 none
    int nearbyLocations = 0; // cube locations of planets within 2 tile steps, itself included
};

struct MapStatistics {
    int tiles = 0;
    int planets[4] = {0, 0, 0, 0}; // 7, 8, 9, 10
    int voids = 0;
    int locations = 0; // cube locations (R-BOARD-4)
    int needed = 0;    // players x cubes + 1 - players
    int spare = 0;     // locations - needed (negative: too few)
    QList<StartFacts> starts;
    bool balanced = true; // every start has the same nearby locations (within 1) and distance
};

MapStatistics computeStatistics(const Map &map);

} // namespace quantum::editor
