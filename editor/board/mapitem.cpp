// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/board/mapitem.h"

#include "editor/board/boardgeometry.h"

#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QtMath>

#include <cmath>

namespace quantum::board {

MapItem::MapItem(QGraphicsItem *parent) : QGraphicsItem(parent)
{
    setFlag(ItemUsesExtendedStyleOption); // paint() only redraws the exposed tiles
}

void MapItem::setMap(const Map &map)
{
    const QRectF rect = mapRect(map);
    if (rect == m_tilesRect && m_cubes.isEmpty() && !m_map.tiles.empty()) {
        // Same extent: repaint only the tiles that changed (an editor edit touches a few).
        QHash<QPoint, Tile> before;
        for (const Tile &t : m_map.tiles)
            before.insert(QPoint(t.x, t.y), t);
        m_map = map;
        for (const Tile &t : m_map.tiles) {
            const auto it = before.constFind(QPoint(t.x, t.y));
            if (it == before.constEnd() || !(*it == t)) updateTileRect(t.x, t.y);
            if (it != before.constEnd()) before.erase(it);
        }
        for (auto it = before.constBegin(); it != before.constEnd(); ++it)
            updateTileRect(it.key().x(), it.key().y());
        return;
    }
    prepareGeometryChange();
    m_map = map;
    m_cubes.clear();
    m_tilesRect = rect;
    update();
}

void MapItem::setTileCaching(bool on)
{
    if (m_tileCaching == on) return;
    m_tileCaching = on;
    m_tileCache.clear();
    update();
}

void MapItem::setAllCubes(const CubeOwners &cubes)
{
    m_cubes = cubes;
    update();
}

QRectF MapItem::boundingRect() const
{
    return m_tilesRect.isNull() ? QRectF() : m_tilesRect.adjusted(-2, -2, 2, 2);
}

void MapItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed = option ? option->exposedRect : QRectF();
    const QTransform &t = painter->worldTransform();
    // Cached pixmaps only for plain scaling (no rotation or shear) and non-vector devices.
    if (m_tileCaching && t.isAffine() && qFuzzyIsNull(t.m12()) && qFuzzyIsNull(t.m21()) &&
        qFuzzyCompare(t.m11(), t.m22()) && painter->device() &&
        painter->device()->devType() != QInternal::Picture &&
        painter->paintEngine()->type() == QPaintEngine::Raster) {
        paintCached(painter, exposed);
        return;
    }
    drawMap(painter, m_map, m_cubes, exposed);
}

void MapItem::paintCached(QPainter *painter, const QRectF &exposed)
{
    const QTransform world = painter->worldTransform();
    const qreal dpr = painter->device()->devicePixelRatioF();
    constexpr qreal pad = 2; // scene units around the tile for its outline
    const int size = qCeil((kTileSize + 2 * pad) * world.m11() * dpr);
    if (size <= 0 || size > 2048) {
        drawMap(painter, m_map, m_cubes, exposed);
        return;
    }
    if (size != m_cacheSize) {
        m_tileCache.clear();
        m_cacheSize = size;
    }
    painter->save();
    painter->resetTransform();
    for (const Tile &tile : m_map.tiles) {
        const QRectF r = tileRect(tile.x, tile.y);
        if (!exposed.isNull() && !r.intersects(exposed)) continue;
        const QList<int> cubes = m_cubes.value(QPoint(tile.x, tile.y));
        QString key = QStringLiteral("%1%2").arg(tile.planet).arg(tile.start ? 's' : '-');
        for (int c : cubes)
            key += QString::number(c + 2);
        auto it = m_tileCache.find(key);
        if (it == m_tileCache.end()) {
            QPixmap pixmap(size, size);
            pixmap.fill(Qt::transparent);
            QPainter p(&pixmap);
            p.setRenderHint(QPainter::Antialiasing);
            const qreal s = size / (kTileSize + 2 * pad);
            p.scale(s, s);
            p.translate(pad, pad);
            Tile origin = tile;
            origin.x = 0;
            origin.y = 0;
            drawTile(&p, origin, cubes);
            p.end();
            pixmap.setDevicePixelRatio(dpr);
            it = m_tileCache.insert(key, pixmap);
        }
        const QPointF topLeft = world.map(r.topLeft() - QPointF(pad, pad));
        painter->drawPixmap(QPointF(std::round(topLeft.x()), std::round(topLeft.y())), *it);
    }
    painter->restore();
}

void MapItem::updateTileRect(int tileX, int tileY)
{
    update(tileRect(tileX, tileY));
}

} // namespace quantum::board
