// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/board/boardview.h"
#include "editor/mapdocument.h"
#include "editor/tilemime.h"

#include <memory>
#include <optional>

class QAction;

namespace quantum::board {
class MapItem;
}

namespace quantum::editor {
class EditorTool;
class EditorOverlay;

// The editing view of a map document: the shared map drawing (board::MapItem) with the
// selection, problem marks and drop feedback on top, a faint tile grid to snap to, and the
// tile actions (planet 7, 8, 9, 10, the Void, start mark, delete) on keys and the context
// menu. It accepts the editor's tile drags: from the palette (place) or from the map
// (move); a drop that would overlap is refused and shown in red during the drag.
class EditorView : public board::BoardView {
    Q_OBJECT
public:
    explicit EditorView(MapDocument *document, QWidget *parent = nullptr);
    ~EditorView() override;

    MapDocument *document() const { return m_document; }
    void setDocument(MapDocument *document);
    board::MapItem *mapItem() const { return m_mapItem; }

    // Planet 7, 8, 9, 10 (T), the Void (V), start (S), Delete, Select All: act on the
    // selection. Shortcuts work while the view has focus.
    QList<QAction *> tileActions() const { return m_tileActions; }
    void setExtraContextActions(const QList<QAction *> &actions) { m_extraActions = actions; }

    QPoint viewportPosOfTile(const QPoint &tile) const; // centre, viewport coordinates
    QPoint tileAtViewportPos(const QPoint &pos) const;
    void showTile(const QPoint &tile); // select it and bring it into view
    void showTiles(const QList<QPoint> &tiles); // bring them into view (the selection stays)
    // The tile under the pointer when it is over the map view (while the context menu is
    // open: where it was opened), for Paste; nothing otherwise.
    std::optional<QPoint> pointerTile() const;

    // Whether the drop feedback is shown, and green (for tests).
    bool isDropPreviewShown() const;
    bool isDropPreviewAccepted() const;

    // For tools.
    void setRubberBand(const QRectF &sceneRect);
    void startTileDrag(const QPoint &anchor);

    // Fits the whole map (shrinking the scene to it); edits afterwards keep the view still.
    void fitToScene() override;

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct DropPlan {
        bool valid = false;
        bool move = false;
        std::vector<Tile> tiles; // where the tiles would land
        QList<TileMove> moves;   // when moving within this document
    };
    DropPlan planDrop(const TileDrag &drag, const QPointF &viewportPos) const;
    void createActions();
    void retranslate();
    void updateActions();
    void updateFromDocument();
    QRectF mapArea() const; // the map and a margin of free places, scene coordinates
    void setArea(const QRectF &area);
    void updateSceneRect();
    void updateGuides();

    MapDocument *m_document = nullptr;
    board::MapItem *m_mapItem = nullptr;
    EditorOverlay *m_overlay = nullptr;
    std::unique_ptr<EditorTool> m_tool;
    std::optional<TileDrag> m_drag; // the drag over the view, read once on drag enter
    QList<QAction *> m_tileActions;
    QList<QAction *> m_extraActions;
    QAction *m_planetActions[5] = {}; // 7, 8, 9, 10, Void
    QAction *m_startAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_selectAllAction = nullptr;
    std::optional<QPoint> m_menuPos; // viewport position of the open context menu
    bool m_panning = false;
    QPoint m_panLast;
};

} // namespace quantum::editor
