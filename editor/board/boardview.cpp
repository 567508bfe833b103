// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/board/boardview.h"

#include "editor/board/maprenderer.h"

#include <QKeyEvent>
#include <QWheelEvent>

#include <cmath>

namespace quantum::board {

namespace {
constexpr qreal kStep = 1.2;        // one wheel notch or key press
constexpr qreal kMaxZoom = 6.0;     // absolute
constexpr qreal kMinFitShare = 0.5; // may zoom out to half the fitted scale
} // namespace

BoardView::BoardView(QGraphicsScene *scene, QWidget *parent) : QGraphicsView(scene, parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(ScrollHandDrag);
    setTransformationAnchor(AnchorUnderMouse);
    setResizeAnchor(AnchorViewCenter);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setViewportUpdateMode(SmartViewportUpdate);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    // The space background is slow to paint (gradients, stars) and depends only on the
    // scene rectangle and the transform: cache it. Qt drops the cache whenever the view is
    // transformed (a zoom step) and only repaints the uncovered strip when panning.
    setCacheMode(CacheBackground);
}

qreal BoardView::zoom() const
{
    return transform().m11();
}

void BoardView::zoomIn()
{
    zoomBy(kStep);
}

void BoardView::zoomOut()
{
    zoomBy(1 / kStep);
}

void BoardView::zoomBy(qreal factor)
{
    const qreal current = zoom();
    const qreal minZoom = fittedZoom() * kMinFitShare;
    const qreal maxZoom = qMax(kMaxZoom, fittedZoom());
    const qreal target = qBound(minZoom, current * factor, maxZoom);
    if (qFuzzyCompare(target, current)) return;
    m_autoFit = false;
    scale(target / current, target / current);
}

void BoardView::fitToScene()
{
    m_autoFit = true;
    fit();
}

void BoardView::drawBackground(QPainter *painter, const QRectF &rect)
{
    drawSpace(painter, rect);
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_autoFit) fit();
}

void BoardView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    if (m_autoFit) fit();
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    m_wheelRemainder += event->angleDelta().y();
    const int steps = m_wheelRemainder / 120;
    if (steps == 0) {
        event->accept();
        return;
    }
    m_wheelRemainder -= steps * 120;
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(AnchorUnderMouse);
    zoomBy(std::pow(kStep, steps));
    setTransformationAnchor(anchor);
    event->accept();
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(AnchorViewCenter);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        break;
    case Qt::Key_Minus:
        zoomOut();
        break;
    case Qt::Key_0:
        fitToScene();
        break;
    default:
        setTransformationAnchor(anchor);
        QGraphicsView::keyPressEvent(event);
        return;
    }
    setTransformationAnchor(anchor);
    event->accept();
}

void BoardView::fit()
{
    if (!scene() || sceneRect().isEmpty() || viewport()->width() < 2) return;
    fitInView(sceneRect(), Qt::KeepAspectRatio);
}

qreal BoardView::fittedZoom() const
{
    const QRectF r = sceneRect();
    if (r.isEmpty()) return 1.0;
    return qMin(viewport()->width() / r.width(), viewport()->height() / r.height());
}

} // namespace quantum::board
