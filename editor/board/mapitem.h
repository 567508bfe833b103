#pragma once

#include "editor/board/maprenderer.h"
#include "engine/map.h"

#include <QGraphicsObject>

namespace quantum::board {

// The map as one scene item, in scene coordinates (boardgeometry.h): tiles, planets, cube
// slots and start marks. It shows a copy of the model and never edits it; play mode puts
// ships, highlights and interaction in items of its own on top.
class MapItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit MapItem(QGraphicsItem *parent = nullptr);
    explicit MapItem(const Map &map, QGraphicsItem *parent = nullptr);

    const Map &map() const { return m_map; }
    void setMap(const Map &map); // also clears the cubes

    // Cubes on the planet of tile (tileX, tileY): seats 0..3 filling its slots in order,
    // -1 for an empty slot. An empty list clears the planet.
    void setCubes(int tileX, int tileY, const QList<int> &owners);
    QList<int> cubes(int tileX, int tileY) const { return m_cubes.value(QPoint(tileX, tileY)); }
    void setAllCubes(const CubeOwners &cubes);
    const CubeOwners &allCubes() const { return m_cubes; }
    void clearCubes();

    // The tiles' rectangle (boundingRect() adds a little room for the outline).
    QRectF tilesRect() const { return m_tilesRect; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

signals:
    void mapChanged();

private:
    void updateTileRect(int tileX, int tileY);

    Map m_map;
    CubeOwners m_cubes;
    QRectF m_tilesRect;
};

} // namespace quantum::board
