// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/editoroverlay.h"

#include "editor/board/boardgeometry.h"
#include "editor/board/maprenderer.h"

#include <QPainter>

namespace quantum::editor {

namespace {
const QColor kSelection(86, 180, 233); // Okabe-Ito sky blue
const QColor kAccepted(0, 158, 115);   // bluish green
const QColor kRefused(213, 94, 0);     // vermillion
const QColor kError(230, 60, 60);
const QColor kNotice(240, 200, 66);
} // namespace

EditorOverlay::EditorOverlay()
{
    setZValue(10);
    setAcceptedMouseButtons(Qt::NoButton);
}

void EditorOverlay::setArea(const QRectF &sceneRect)
{
    if (m_area == sceneRect) return;
    prepareGeometryChange();
    m_area = sceneRect;
}

// Repaint only where marks change: a full repaint of a big map costs a frame.
void EditorOverlay::updateTiles(const QList<QPoint> &tiles)
{
    for (const QPoint &t : tiles)
        update(board::tileRect(t.x(), t.y()));
}

void EditorOverlay::setSelection(const QList<QPoint> &tiles)
{
    if (tiles == m_selection) return;
    updateTiles(m_selection);
    m_selection = tiles;
    updateTiles(m_selection);
}

static QList<QPoint> problemTiles(const std::vector<MapProblem> &problems)
{
    QList<QPoint> out;
    for (const MapProblem &p : problems)
        if (p.hasTile) out << QPoint(p.x, p.y);
    return out;
}

void EditorOverlay::setProblems(const std::vector<MapProblem> &problems)
{
    const QList<QPoint> before = problemTiles(m_problems), after = problemTiles(problems);
    m_problems = problems;
    if (before == after) return; // same places; map-wide problems are not drawn here
    updateTiles(before);
    updateTiles(after);
}

void EditorOverlay::setRubberBand(const QRectF &sceneRect)
{
    update(m_rubberBand.adjusted(-2, -2, 2, 2));
    m_rubberBand = sceneRect;
    update(m_rubberBand.adjusted(-2, -2, 2, 2));
}

static QList<QPoint> tilePlaces(const std::vector<Tile> &tiles)
{
    QList<QPoint> out;
    for (const Tile &t : tiles)
        out << QPoint(t.x, t.y);
    return out;
}

void EditorOverlay::setDropPreview(const std::vector<Tile> &tiles, bool accepted)
{
    if (tiles == m_dropTiles && accepted == m_dropAccepted) return;
    updateTiles(tilePlaces(m_dropTiles));
    m_dropTiles = tiles;
    m_dropAccepted = accepted;
    updateTiles(tilePlaces(m_dropTiles));
}

void EditorOverlay::clearDropPreview()
{
    if (m_dropTiles.empty()) return;
    updateTiles(tilePlaces(m_dropTiles));
    m_dropTiles.clear();
}

void EditorOverlay::setSymmetryGuides(int guides, const QPoint &doubledCentre)
{
    if (guides == m_guides && doubledCentre == m_centre2) return;
    m_guides = guides;
    m_centre2 = doubledCentre;
    update();
}

void EditorOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);

    if (m_guides) {
        const QPointF c((m_centre2.x() + 1) * board::kTileSize / 2,
                        (m_centre2.y() + 1) * board::kTileSize / 2);
        QPen pen(QColor(204, 121, 167, 200), 4, Qt::DashLine); // Okabe-Ito reddish purple
        pen.setCosmetic(false);
        painter->setPen(pen);
        if (m_guides & 1)
            painter->drawLine(QPointF(c.x(), m_area.top()), QPointF(c.x(), m_area.bottom()));
        if (m_guides & 2)
            painter->drawLine(QPointF(m_area.left(), c.y()), QPointF(m_area.right(), c.y()));
        if (m_guides & 4) {
            painter->setPen(QPen(QColor(204, 121, 167, 220), 6));
            painter->drawEllipse(c, 22, 22);
            painter->drawLine(c - QPointF(10, 0), c + QPointF(10, 0));
            painter->drawLine(c - QPointF(0, 10), c + QPointF(0, 10));
        }
    }

    for (const MapProblem &p : m_problems) {
        if (!p.hasTile) continue;
        QPen pen(p.notice ? kNotice : kError, p.notice ? 5 : 9,
                 p.notice ? Qt::DashLine : Qt::SolidLine);
        painter->setPen(pen);
        painter->drawRect(board::tileRect(p.x, p.y).adjusted(14, 14, -14, -14));
    }

    for (const QPoint &t : m_selection) {
        const QRectF r = board::tileRect(t.x(), t.y()).adjusted(2, 2, -2, -2);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(kSelection.red(), kSelection.green(), kSelection.blue(), 50));
        painter->drawRect(r);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(kSelection, 5));
        painter->drawRect(r);
    }

    if (!m_rubberBand.isNull()) {
        painter->setPen(QPen(QColor(255, 255, 255, 200), 0, Qt::DashLine));
        painter->setBrush(QColor(255, 255, 255, 30));
        painter->drawRect(m_rubberBand);
    }

    if (!m_dropTiles.empty()) {
        const QColor mark = m_dropAccepted ? kAccepted : kRefused;
        for (const Tile &t : m_dropTiles) {
            painter->save();
            painter->setOpacity(0.6);
            board::drawTile(painter, t);
            painter->restore();
            const QRectF r = board::tileRect(t.x, t.y).adjusted(3, 3, -3, -3);
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(mark, 6));
            painter->drawRect(r);
            if (!m_dropAccepted) {
                painter->setPen(QPen(mark, 8, Qt::SolidLine, Qt::RoundCap));
                const QRectF c = r.adjusted(40, 40, -40, -40);
                painter->drawLine(c.topLeft(), c.bottomRight());
                painter->drawLine(c.topRight(), c.bottomLeft());
            }
        }
    }
}

} // namespace quantum::editor
