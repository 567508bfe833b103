// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/mapstatistics.h"

#include "engine/map.h"

#include <algorithm>
#include <cstdlib>

namespace quantum::editor {

namespace {
int steps(const QPoint &a, const QPoint &b)
{
    return std::abs(a.x() - b.x()) + std::abs(a.y() - b.y());
}
} // namespace

MapStatistics computeStatistics(const Map &map)
{
    MapStatistics s;
    s.tiles = int(map.tiles.size());
    for (const Tile &t : map.tiles) {
        if (isPlanetNumber(t.planet))
            ++s.planets[t.planet - 7];
        else if (t.planet == 0)
            ++s.voids;
        s.locations += cubeLocationsFor(t.planet);
        if (t.start && t.planet != 0) s.starts << StartFacts{QPoint(t.x, t.y), -1, 0};
    }
    s.needed = map.players * map.cubes + 1 - map.players;
    s.spare = s.locations - s.needed;
    for (StartFacts &f : s.starts) {
        for (const StartFacts &other : std::as_const(s.starts))
            if (other.tile != f.tile) {
                const int d = steps(f.tile, other.tile);
                f.nearestStart = f.nearestStart < 0 ? d : std::min(f.nearestStart, d);
            }
        for (const Tile &t : map.tiles)
            if (steps(f.tile, QPoint(t.x, t.y)) <= 2)
                f.nearbyLocations += cubeLocationsFor(t.planet);
    }
    if (s.starts.size() > 1) {
        const auto [minL, maxL] = std::minmax_element(
            s.starts.begin(), s.starts.end(), [](const StartFacts &a, const StartFacts &b) {
                return a.nearbyLocations < b.nearbyLocations;
            });
        const auto [minD, maxD] = std::minmax_element(s.starts.begin(), s.starts.end(),
                                                      [](const StartFacts &a, const StartFacts &b) {
                                                          return a.nearestStart < b.nearestStart;
                                                      });
        s.balanced = maxL->nearbyLocations - minL->nearbyLocations <= 1 &&
                     maxD->nearestStart == minD->nearestStart;
    }
    return s;
}

} // namespace quantum::editor
