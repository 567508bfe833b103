// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QImage>
#include <QList>
#include <QPoint>
#include <QRectF>

class QPainter;

namespace quantum {
struct Map;
struct Tile;
} // namespace quantum

// Painting a map in scene coordinates (see boardgeometry.h). One code path for the scene
// item, image previews and export; vectors only (our SVG art through QSvgRenderer, labels
// as paths from strokefont.h), so it stays crisp at any zoom and needs no installed font.
namespace quantum::board {

// Cube owners per planet, keyed by the planet's tile (x, y). Each list fills the planet's
// slots in order with a seat 0..3; -1 leaves a slot empty.
using CubeOwners = QHash<QPoint, QList<int>>;

// Dark space with a faint, stable starfield (stars stay put while panning, and keep their
// on-screen size at any zoom).
void drawSpace(QPainter *painter, const QRectF &rect);

// One tile: body, 3x3 grid, then the planet, its cube slots and start mark, or the Void.
void drawTile(QPainter *painter, const Tile &tile, const QList<int> &cubes = {});

// Every tile that meets `exposed` (all tiles when `exposed` is null). No background.
void drawMap(QPainter *painter, const Map &map, const CubeOwners &cubes = {},
             const QRectF &exposed = QRectF());

// The map on space, `scale` image pixels per scene unit (1.0 = 64 px per square), with a
// margin of `margin` scene units around the tiles.
QImage renderMapImage(const Map &map, qreal scale = 1.0, const CubeOwners &cubes = {},
                      qreal margin = 24.0);

// The map scaled to fit `size` (a preview), centred on space.
QImage renderMapPreview(const Map &map, const QSize &size, const CubeOwners &cubes = {});

} // namespace quantum::board
