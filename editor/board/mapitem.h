// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/board/maprenderer.h"
#include "engine/map.h"

#include <QGraphicsItem>
#include <QHash>
#include <QPixmap>

namespace quantum::board {

// The map as one scene item, in scene coordinates (boardgeometry.h): tiles, planets, cube
// slots and start marks. It shows a copy of the model and never edits it; play mode puts
// ships, highlights and interaction in items of its own on top.
class MapItem : public QGraphicsItem {
public:
    explicit MapItem(QGraphicsItem *parent = nullptr);

    const Map &map() const { return m_map; }
    void setMap(const Map &map);               // also clears the cubes
    void setAllCubes(const CubeOwners &cubes); // see CubeOwners in maprenderer.h

    // Draw each tile from a pixmap cached per look (planet, start, cubes) and on-screen size,
    // instead of painting every tile's vectors on every repaint: for big maps (the editor's
    // 20x20) that pan and zoom at full frame rate. Off by default. The pixmaps are the same
    // drawTile() output, rendered at the device scale.
    void setTileCaching(bool on);

    // The tiles' rectangle (boundingRect() adds a little room for the outline).
    QRectF tilesRect() const { return m_tilesRect; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    void updateTileRect(int tileX, int tileY);
    void paintCached(QPainter *painter, const QRectF &exposed);

    bool m_tileCaching = false;
    QHash<QString, QPixmap> m_tileCache; // key: look and device size
    int m_cacheSize = 0;                 // device pixels per tile of the cached pixmaps

    Map m_map;
    CubeOwners m_cubes;
    QRectF m_tilesRect;
};

} // namespace quantum::board
