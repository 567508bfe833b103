// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/editortool.h"

#include <QPoint>

namespace quantum::editor {

// Click to select a tile (Shift or Ctrl adds or removes), drag on empty space for a
// rubber band, drag a selected tile (past QApplication::startDragDistance()) to move the
// selection: the move itself is a drag and drop, so dropping on the palette removes.
class SelectTool : public EditorTool {
public:
    using EditorTool::EditorTool;

    void mousePressed(QMouseEvent *event, const QPointF &scenePos) override;
    void mouseMoved(QMouseEvent *event, const QPointF &scenePos) override;
    void mouseReleased(QMouseEvent *event, const QPointF &scenePos) override;
    void cancel() override;

private:
    enum class State { Idle, PressedOnTile, RubberBand };
    State m_state = State::Idle;
    QPoint m_pressViewPos;
    QPointF m_pressScenePos;
    QPoint m_pressTile;
    bool m_toggle = false;
};

} // namespace quantum::editor
