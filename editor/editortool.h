// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>

class QMouseEvent;

namespace quantum::editor {
class EditorView;

// A tool of the map view: a small strategy object that receives the view's mouse events
// with their scene position. The view itself handles drops, keys and the context menu.
class EditorTool {
public:
    explicit EditorTool(EditorView *view) : m_view(view) {}
    virtual ~EditorTool() = default;

    virtual void mousePressed(QMouseEvent *event, const QPointF &scenePos) = 0;
    virtual void mouseMoved(QMouseEvent *event, const QPointF &scenePos) = 0;
    virtual void mouseReleased(QMouseEvent *event, const QPointF &scenePos) = 0;
    virtual void cancel() {} // Escape, or the view loses the mouse

protected:
    EditorView *view() const { return m_view; }

private:
    EditorView *m_view;
};

} // namespace quantum::editor
