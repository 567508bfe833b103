// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/selecttool.h"

#include "editor/board/boardgeometry.h"
#include "editor/editorview.h"
#include "editor/mapdocument.h"

#include <QApplication>
#include <QMouseEvent>

namespace quantum::editor {

void SelectTool::mousePressed(QMouseEvent *event, const QPointF &scenePos)
{
    MapDocument *doc = view()->document();
    m_pressViewPos = event->position().toPoint();
    m_pressScenePos = scenePos;
    m_pressTile = board::tileAt(scenePos);
    m_toggle = event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier);
    if (doc->hasTileAt(m_pressTile)) {
        m_state = State::PressedOnTile;
        if (m_toggle) {
            QList<QPoint> sel = doc->selectedTiles();
            if (sel.contains(m_pressTile))
                sel.removeAll(m_pressTile);
            else
                sel << m_pressTile;
            doc->setSelection(sel);
        } else if (!doc->isSelected(m_pressTile)) {
            doc->setSelection({m_pressTile});
        }
        return;
    }
    m_state = State::RubberBand;
    if (!m_toggle) doc->clearSelection();
    view()->setRubberBand(QRectF(scenePos, scenePos));
}

void SelectTool::mouseMoved(QMouseEvent *event, const QPointF &scenePos)
{
    switch (m_state) {
    case State::Idle:
        return;
    case State::PressedOnTile:
        if ((event->position().toPoint() - m_pressViewPos).manhattanLength() >=
                QApplication::startDragDistance() &&
            view()->document()->isSelected(m_pressTile)) {
            m_state = State::Idle;
            view()->startTileDrag(m_pressTile);
        }
        return;
    case State::RubberBand: {
        const QRectF band = QRectF(m_pressScenePos, scenePos).normalized();
        view()->setRubberBand(band);
        QList<QPoint> sel = m_toggle ? view()->document()->selectedTiles() : QList<QPoint>();
        for (const Tile &t : view()->document()->map().tiles)
            if (board::tileRect(t.x, t.y).intersects(band) && !sel.contains(QPoint(t.x, t.y)))
                sel << QPoint(t.x, t.y);
        view()->document()->setSelection(sel);
        return;
    }
    }
}

void SelectTool::mouseReleased(QMouseEvent *, const QPointF &)
{
    if (m_state == State::PressedOnTile && !m_toggle)
        view()->document()->setSelection({m_pressTile});
    cancel();
}

void SelectTool::cancel()
{
    if (m_state == State::RubberBand) view()->setRubberBand(QRectF());
    m_state = State::Idle;
}

} // namespace quantum::editor
