#include "editor/board/mapitem.h"

#include "editor/board/boardgeometry.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace quantum::board {

MapItem::MapItem(QGraphicsItem *parent) : QGraphicsObject(parent)
{
    setFlag(ItemUsesExtendedStyleOption); // paint() only redraws the exposed tiles
}

MapItem::MapItem(const Map &map, QGraphicsItem *parent) : MapItem(parent)
{
    setMap(map);
}

void MapItem::setMap(const Map &map)
{
    prepareGeometryChange();
    m_map = map;
    m_cubes.clear();
    m_tilesRect = mapRect(m_map);
    update();
    emit mapChanged();
}

void MapItem::setCubes(int tileX, int tileY, const QList<int> &owners)
{
    const QPoint key(tileX, tileY);
    if (owners.isEmpty())
        m_cubes.remove(key);
    else
        m_cubes.insert(key, owners);
    updateTileRect(tileX, tileY);
}

void MapItem::setAllCubes(const CubeOwners &cubes)
{
    m_cubes = cubes;
    update();
}

void MapItem::clearCubes()
{
    if (m_cubes.isEmpty()) return;
    m_cubes.clear();
    update();
}

QRectF MapItem::boundingRect() const
{
    return m_tilesRect.isNull() ? QRectF() : m_tilesRect.adjusted(-2, -2, 2, 2);
}

void MapItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    drawMap(painter, m_map, m_cubes, option ? option->exposedRect : QRectF());
}

void MapItem::updateTileRect(int tileX, int tileY)
{
    update(tileRect(tileX, tileY));
}

} // namespace quantum::board
