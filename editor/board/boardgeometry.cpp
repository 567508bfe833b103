// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/board/boardgeometry.h"

#include "engine/map.h"

#include <cmath>
#include <numbers>

namespace quantum::board {

namespace {

constexpr qreal kSlotSize = 14.0;
constexpr int kMaxCubeSlots = 4; // a planet 10 has the most

// Slots sit evenly around the disc, clockwise from the top (two side by side, four on the
// diagonals), at a distance that keeps them inside the planet's square. Distances and
// directions per location count; slot k is at angle start + k * 360 / count.
struct SlotRing {
    qreal distance;
    qreal startDegrees; // 0 = east, -90 = north (y grows down)
};
constexpr SlotRing kRings[kMaxCubeSlots] = {
    {24.5, -90},  // 1: top
    {24.5, 180},  // 2: left, right
    {28.0, -90},  // 3: top, lower right, lower left
    {33.5, -135}, // 4: the four diagonals
};

} // namespace

QPoint squareAt(const QPointF &scenePos)
{
    return QPoint(int(std::floor(scenePos.x() / kSquareSize)),
                  int(std::floor(scenePos.y() / kSquareSize)));
}

QPoint tileAt(const QPointF &scenePos)
{
    return QPoint(int(std::floor(scenePos.x() / kTileSize)),
                  int(std::floor(scenePos.y() / kTileSize)));
}

QRectF mapRect(const Map &map)
{
    const TileBounds b = tileBounds(map);
    if (b.isEmpty()) return QRectF();
    return tileRect(b.minX, b.minY).united(tileRect(b.maxX, b.maxY));
}

qreal planetRadius(int planet)
{
    switch (planet) {
    case 7:
        return 15.5;
    case 8:
        return 18.0;
    case 9:
        return 21.0;
    case 10:
        return 24.0;
    default:
        return 17.0;
    }
}

QRectF cubeSlotRect(int tx, int ty, int planet, int slot)
{
    const int count = cubeLocationsFor(planet);
    if (count < 1 || count > kMaxCubeSlots || slot < 0 || slot >= count) return {};
    const SlotRing &ring = kRings[count - 1];
    const qreal angle = (ring.startDegrees + slot * 360.0 / count) * std::numbers::pi / 180.0;
    const QPointF c =
        planetCenter(tx, ty) + QPointF(std::cos(angle), std::sin(angle)) * ring.distance;
    return QRectF(c.x() - kSlotSize / 2, c.y() - kSlotSize / 2, kSlotSize, kSlotSize);
}

} // namespace quantum::board
