// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/editorview.h"

#include "editor/board/boardgeometry.h"
#include "editor/board/mapitem.h"
#include "editor/board/maprenderer.h"
#include "editor/editoroverlay.h"
#include "editor/selecttool.h"

#include <QAction>
#include <QApplication>
#include <QCursor>
#include <QDrag>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>

#include <utility>

namespace quantum::editor {

namespace {
constexpr int kPlanets[5] = {7, 8, 9, 10, 0};
constexpr int kMarginTiles = 2; // free tile places shown around the map
} // namespace

EditorView::EditorView(MapDocument *document, QWidget *parent)
    : board::BoardView(new QGraphicsScene, parent), m_tool(std::make_unique<SelectTool>(this))
{
    scene()->setParent(this);
    setDragMode(NoDrag);
    setAcceptDrops(true);
    viewport()->setAcceptDrops(true);
    setMouseTracking(false);
    m_mapItem = new board::MapItem;
    m_mapItem->setTileCaching(true); // big maps pan and zoom at frame rate
    scene()->addItem(m_mapItem);
    m_overlay = new EditorOverlay;
    scene()->addItem(m_overlay);
    createActions();
    setDocument(document);
}

EditorView::~EditorView() = default;

void EditorView::setDocument(MapDocument *document)
{
    if (m_document == document) return;
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &MapDocument::mapChanged, this, &EditorView::updateFromDocument);
        connect(m_document, &MapDocument::selectionChanged, this, [this] {
            m_overlay->setSelection(m_document->selectedTiles());
            updateActions();
        });
        connect(m_document, &MapDocument::symmetryChanged, this, &EditorView::updateGuides);
    }
    updateGuides();
    updateFromDocument();
    m_overlay->setSelection(m_document ? m_document->selectedTiles() : QList<QPoint>());
    updateActions();
    fitToScene();
}

void EditorView::createActions()
{
    for (int i = 0; i < 5; ++i) {
        auto *a = new QAction(this);
        const int planet = kPlanets[i];
        a->setShortcut(planet == 0    ? QKeySequence(Qt::Key_V)
                       : planet == 10 ? QKeySequence(Qt::Key_T)
                                      : QKeySequence(Qt::Key_0 + planet));
        connect(a, &QAction::triggered, this, [this, planet] {
            if (m_document) m_document->setPlanetNumber(m_document->selectedTiles(), planet);
        });
        m_planetActions[i] = a;
        m_tileActions << a;
    }
    m_startAction = new QAction(this);
    m_startAction->setShortcut(QKeySequence(Qt::Key_S));
    connect(m_startAction, &QAction::triggered, this, [this] {
        if (m_document) m_document->toggleStart(m_document->selectedTiles());
    });
    m_deleteAction = new QAction(this);
    m_deleteAction->setShortcuts(
        {QKeySequence(QKeySequence::Delete), QKeySequence(Qt::Key_Backspace)});
    connect(m_deleteAction, &QAction::triggered, this, [this] {
        if (m_document) m_document->removeTiles(m_document->selectedTiles());
    });
    m_selectAllAction = new QAction(this);
    m_selectAllAction->setShortcut(QKeySequence::SelectAll);
    connect(m_selectAllAction, &QAction::triggered, this, [this] {
        if (m_document) m_document->selectAll();
    });
    m_tileActions << m_startAction << m_deleteAction << m_selectAllAction;
    for (QAction *a : std::as_const(m_tileActions))
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addActions(m_tileActions);
    retranslate();
}

void EditorView::retranslate()
{
    m_planetActions[0]->setText(tr("Planet &7"));
    m_planetActions[1]->setText(tr("Planet &8"));
    m_planetActions[2]->setText(tr("Planet &9"));
    m_planetActions[3]->setText(tr("Planet 1&0"));
    m_planetActions[4]->setText(tr("The &Void"));
    m_startAction->setText(tr("Toggle &Starting Planet"));
    m_deleteAction->setText(tr("&Delete Tiles"));
    m_selectAllAction->setText(tr("Select &All"));
}

void EditorView::updateActions()
{
    const bool any = m_document && !m_document->selectedTiles().isEmpty();
    for (QAction *a : std::as_const(m_tileActions))
        if (a != m_selectAllAction) a->setEnabled(any);
}

void EditorView::updateGuides()
{
    int guides = 0;
    switch (m_document ? m_document->symmetry() : Symmetry::None) {
    case Symmetry::None:
        break;
    case Symmetry::LeftRight:
        guides = 1;
        break;
    case Symmetry::TopBottom:
        guides = 2;
        break;
    case Symmetry::BothMirrors:
        guides = 3;
        break;
    case Symmetry::HalfTurn:
    case Symmetry::QuarterTurn:
        guides = 4;
        break;
    }
    m_overlay->setSymmetryGuides(guides, m_document ? m_document->symmetryCentre() : QPoint());
}

void EditorView::updateFromDocument()
{
    if (!m_document) return;
    m_mapItem->setMap(m_document->map());
    m_overlay->setProblems(m_document->problems());
    updateSceneRect();
}

QRectF EditorView::mapArea() const
{
    QRectF r = m_document ? board::mapRect(m_document->map()) : QRectF();
    if (r.isNull()) r = board::tileRect(0, 0);
    const qreal m = kMarginTiles * board::kTileSize;
    return r.adjusted(-m, -m, m, m);
}

void EditorView::setArea(const QRectF &area)
{
    if (area == sceneRect()) return;
    scene()->setSceneRect(area);
    setSceneRect(area);
    resetCachedContent(); // the snap grid in the cached background covers the scene rect
    m_overlay->setArea(area);
}

void EditorView::fitToScene()
{
    setArea(mapArea());
    BoardView::fitToScene();
}

void EditorView::updateSceneRect()
{
    if (sceneRect().isEmpty()) {
        setArea(mapArea());
        return;
    }
    // While the user works the view stays still: the scene only grows (by the map and what
    // is on screen, so the view need not re-align), and the point in the middle of the view
    // stays there. Fit (key 0) shrinks it again.
    const QRect port = viewport()->rect();
    const QPointF middle = mapToScene(port.center());
    const QRectF next =
        sceneRect().united(mapArea()).united(mapToScene(port).boundingRect());
    holdView();
    if (next == sceneRect()) return;
    setArea(next);
    centerOn(middle);
}

QPoint EditorView::viewportPosOfTile(const QPoint &tile) const
{
    return mapFromScene(board::tileRect(tile.x(), tile.y()).center());
}

QPoint EditorView::tileAtViewportPos(const QPoint &pos) const
{
    return board::tileAt(mapToScene(pos));
}

void EditorView::showTile(const QPoint &tile)
{
    if (!m_document) return;
    m_document->setSelection({tile});
    ensureVisible(board::tileRect(tile.x(), tile.y()), 20, 20);
}

void EditorView::showTiles(const QList<QPoint> &tiles)
{
    QRectF box;
    for (const QPoint &t : tiles)
        box = box.united(board::tileRect(t.x(), t.y()));
    if (!box.isNull()) ensureVisible(box, 20, 20);
}

std::optional<QPoint> EditorView::pointerTile() const
{
    if (m_menuPos) return tileAtViewportPos(*m_menuPos);
    const QPoint global = QCursor::pos();
    const QPoint pos = viewport()->mapFromGlobal(global);
    // Over the view, and not under another window or a dock laid over it.
    if (!viewport()->isVisible() || !viewport()->rect().contains(pos) ||
        QApplication::widgetAt(global) != viewport())
        return std::nullopt;
    return tileAtViewportPos(pos);
}

bool EditorView::isDropPreviewShown() const
{
    return m_overlay->hasDropPreview();
}

bool EditorView::isDropPreviewAccepted() const
{
    return m_overlay->hasDropPreview() && m_overlay->dropAccepted();
}

void EditorView::setRubberBand(const QRectF &sceneRect)
{
    m_overlay->setRubberBand(sceneRect);
}

void EditorView::startTileDrag(const QPoint &anchor)
{
    if (!m_document) return;
    TileDrag drag;
    drag.source = TileDrag::Source::Map;
    drag.document = quintptr(m_document);
    drag.anchor = anchor;
    Map picture;
    for (const QPoint &p : m_document->selectedTiles()) {
        drag.tiles.push_back(*m_document->tileAt(p));
        picture.tiles.push_back(*m_document->tileAt(p));
    }
    if (drag.tiles.empty()) return;
    auto *qdrag = new QDrag(this);
    qdrag->setMimeData(createTileMimeData(drag));
    // A small picture of the dragged tiles, the anchor tile's centre under the pointer.
    const QRectF box = board::mapRect(picture);
    const qreal scale = qBound(0.05, qMin(zoom(), 320.0 / qMax(box.width(), box.height())), 1.0);
    const qreal margin = 4;
    QImage image = board::renderMapImage(picture, scale, {}, margin);
    QPixmap pixmap = QPixmap::fromImage(image);
    const QPointF hot = (board::tileRect(anchor.x(), anchor.y()).center() - box.topLeft() +
                         QPointF(margin, margin)) *
                        scale;
    qdrag->setPixmap(pixmap);
    qdrag->setHotSpot(hot.toPoint());
    // The drop target does the edit: a move here, a removal on the palette. A cancelled
    // drag (Escape, or a drop nowhere) changes nothing.
    qdrag->exec(Qt::MoveAction | Qt::CopyAction, Qt::MoveAction);
}

void EditorView::drawBackground(QPainter *painter, const QRectF &rect)
{
    BoardView::drawBackground(painter, rect);
    // A faint tile grid: where tiles snap.
    painter->save();
    painter->setPen(QPen(QColor(255, 255, 255, 22), 0));
    const qreal t = board::kTileSize;
    const QRectF area = rect.intersected(sceneRect());
    for (qreal x = std::floor(area.left() / t) * t; x <= area.right(); x += t)
        painter->drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
    for (qreal y = std::floor(area.top() / t) * t; y <= area.bottom(); y += t)
        painter->drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    painter->restore();
}

void EditorView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton) {
        m_panning = true;
        m_panLast = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton && m_document) {
        m_tool->mousePressed(event, mapToScene(event->position().toPoint()));
        event->accept();
        return;
    }
    event->ignore();
}

void EditorView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint d = event->position().toPoint() - m_panLast;
        m_panLast = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        event->accept();
        return;
    }
    if ((event->buttons() & Qt::LeftButton) && m_document)
        m_tool->mouseMoved(event, mapToScene(event->position().toPoint()));
    event->accept();
}

void EditorView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton && m_panning) {
        m_panning = false;
        viewport()->unsetCursor();
    } else if (event->button() == Qt::LeftButton && m_document) {
        m_tool->mouseReleased(event, mapToScene(event->position().toPoint()));
    }
    event->accept();
}

void EditorView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        m_tool->cancel();
        if (m_document) m_document->clearSelection();
        event->accept();
        return;
    }
    // The tile actions' keys, also when the shortcut system does not see them (the
    // window is not active, or the key came straight to the view).
    const QKeySequence pressed(
        QKeyCombination(event->modifiers() & ~Qt::KeypadModifier, Qt::Key(event->key())));
    const QList<QAction *> own = actions(); // the tile actions and those the window adds
    for (QAction *a : own) {
        if (a->shortcuts().contains(pressed)) {
            if (a->isEnabled()) a->trigger();
            event->accept();
            return;
        }
    }
    BoardView::keyPressEvent(event);
}

void EditorView::contextMenuEvent(QContextMenuEvent *event)
{
    if (!m_document) return;
    const QPoint tile = tileAtViewportPos(event->pos());
    if (m_document->hasTileAt(tile) && !m_document->isSelected(tile))
        m_document->setSelection({tile});
    QMenu menu(this);
    menu.addActions(m_tileActions);
    if (!m_extraActions.isEmpty()) {
        menu.addSeparator();
        menu.addActions(m_extraActions);
    }
    m_menuPos = event->pos();
    menu.exec(event->globalPos());
    m_menuPos.reset();
}

EditorView::DropPlan EditorView::planDrop(const TileDrag &drag, const QPointF &viewportPos) const
{
    DropPlan plan;
    if (!m_document) return plan;
    const QPoint target = board::tileAt(mapToScene(viewportPos.toPoint()));
    const QPoint offset = target - drag.anchor;
    plan.move = drag.source == TileDrag::Source::Map && drag.document == quintptr(m_document);
    QList<QPoint> targets;
    for (Tile t : drag.tiles) {
        if (plan.move) plan.moves << TileMove{QPoint(t.x, t.y), QPoint(t.x, t.y) + offset};
        t.x += offset.x();
        t.y += offset.y();
        targets << QPoint(t.x, t.y);
        plan.tiles.push_back(t);
    }
    if (plan.move) {
        // Only tiles still at their place may move (the document may have changed).
        bool current = true;
        for (const Tile &t : drag.tiles) {
            const Tile *mine = m_document->tileAt(QPoint(t.x, t.y));
            current = current && mine && *mine == t;
        }
        plan.valid = current && m_document->canMove(plan.moves);
    } else {
        plan.valid = m_document->canPlaceAt(targets);
    }
    return plan;
}

void EditorView::dragEnterEvent(QDragEnterEvent *event)
{
    event->ignore();
    m_drag = readTileMimeData(event->mimeData());
    if (!m_drag || !m_document) {
        m_drag.reset();
        return;
    }
    const DropPlan plan = planDrop(*m_drag, event->position());
    m_overlay->setDropPreview(plan.tiles, plan.valid);
    // Accept the drag as a whole; dragMoveEvent refuses single places.
    event->setDropAction(plan.move ? Qt::MoveAction : Qt::CopyAction);
    event->accept();
}

void EditorView::dragMoveEvent(QDragMoveEvent *event)
{
    event->ignore();
    if (!m_drag || !m_document) return;
    const DropPlan plan = planDrop(*m_drag, event->position());
    m_overlay->setDropPreview(plan.tiles, plan.valid);
    if (!plan.valid) return;
    event->setDropAction(plan.move ? Qt::MoveAction : Qt::CopyAction);
    event->accept();
}

void EditorView::dragLeaveEvent(QDragLeaveEvent *event)
{
    m_drag.reset();
    m_overlay->clearDropPreview();
    event->accept();
}

void EditorView::dropEvent(QDropEvent *event)
{
    m_overlay->clearDropPreview();
    event->ignore();
    const std::optional<TileDrag> drag = std::exchange(m_drag, std::nullopt);
    if (!drag || !m_document) return;
    const DropPlan plan = planDrop(*drag, event->position());
    if (!plan.valid) return;
    const bool done = plan.move ? m_document->moveTiles(plan.moves, tr("Move %n tile(s)", nullptr,
                                                                       int(plan.moves.size())))
                                : m_document->placeTiles(plan.tiles);
    if (!done && !(plan.move && plan.tiles.front().x == drag->tiles.front().x &&
                   plan.tiles.front().y == drag->tiles.front().y))
        return;
    event->setDropAction(plan.move ? Qt::MoveAction : Qt::CopyAction);
    event->accept();
    setFocus();
}

void EditorView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    BoardView::changeEvent(event);
}

} // namespace quantum::editor
