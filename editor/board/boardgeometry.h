// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>
#include <QPointF>
#include <QRectF>

namespace quantum {
struct Map;
struct Tile;
} // namespace quantum

// Scene geometry of a map (docs/rules.md, R-BOARD-2): square (x, y) covers the scene rectangle
// [x * kSquareSize, (x + 1) * kSquareSize) horizontally, the same vertically; tile (tx, ty)
// covers squares 3tx..3tx+2 x 3ty..3ty+2 and its planet sits on square (3tx+1, 3ty+1).
namespace quantum::board {

inline constexpr qreal kSquareSize = 64.0;
inline constexpr qreal kTileSize = 3 * kSquareSize;

inline QRectF squareRect(int x, int y)
{
    return QRectF(x * kSquareSize, y * kSquareSize, kSquareSize, kSquareSize);
}
inline QPointF squareCenter(int x, int y)
{
    return QPointF((x + 0.5) * kSquareSize, (y + 0.5) * kSquareSize);
}
inline QRectF tileRect(int tx, int ty)
{
    return QRectF(tx * kTileSize, ty * kTileSize, kTileSize, kTileSize);
}
inline QPointF planetCenter(int tx, int ty)
{
    return squareCenter(3 * tx + 1, 3 * ty + 1);
}

// Square / tile under a scene position (floor division, also for negative coordinates).
QPoint squareAt(const QPointF &scenePos);
QPoint tileAt(const QPointF &scenePos);

// Union of the map's tile rectangles; empty when the map has no tiles.
QRectF mapRect(const Map &map);

// Disc radius of a planet: grows with the number (7 small .. 10 large).
qreal planetRadius(int planet);

// Cube slot `slot` (0-based, < cubeLocationsFor(planet)) of the planet of tile (tx, ty),
// in scene coordinates. Slots lie inside the planet's square, around the disc. An
// invalid slot gives an empty rectangle.
QRectF cubeSlotRect(int tx, int ty, int planet, int slot);

} // namespace quantum::board
