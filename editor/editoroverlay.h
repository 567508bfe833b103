// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QGraphicsItem>
#include <QList>
#include <QPoint>

#include <vector>

namespace quantum::editor {

// Drawn over the map in the editor: problem marks (errors red, notices amber), the
// selection, the rubber band, and the tiles of a drag in progress where they would land
// (green when the drop is accepted, red with a cross when it is refused).
class EditorOverlay : public QGraphicsItem {
public:
    EditorOverlay();

    void setArea(const QRectF &sceneRect);
    void setSelection(const QList<QPoint> &tiles);
    void setProblems(const std::vector<MapProblem> &problems);
    void setRubberBand(const QRectF &sceneRect);
    void setDropPreview(const std::vector<Tile> &tiles, bool accepted);
    void clearDropPreview();
    // Mirror mode guides: 0 none, else the axes (bit 1 vertical, bit 2 horizontal) and/or
    // the centre mark (bit 4), about the doubled tile-coordinate centre.
    void setSymmetryGuides(int guides, const QPoint &doubledCentre);

    bool hasDropPreview() const { return !m_dropTiles.empty(); }
    bool dropAccepted() const { return m_dropAccepted; }

    QRectF boundingRect() const override { return m_area; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    void updateTiles(const QList<QPoint> &tiles);

    QRectF m_area;
    QList<QPoint> m_selection;
    std::vector<MapProblem> m_problems;
    QRectF m_rubberBand;
    std::vector<Tile> m_dropTiles;
    bool m_dropAccepted = false;
    int m_guides = 0;
    QPoint m_centre2;
};

} // namespace quantum::editor
