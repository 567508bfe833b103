// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QList>
#include <QPoint>
#include <QUndoCommand>

#include <vector>

namespace quantum::editor {
class MapDocument;

// Removes tiles (Delete, Cut, or a drag back onto the palette).
class RemoveTiles : public QUndoCommand {
public:
    RemoveTiles(MapDocument *document, const QList<QPoint> &positions,
                QUndoCommand *parent = nullptr);
    // With the text the history shows (a cut).
    RemoveTiles(MapDocument *document, const QList<QPoint> &positions, const QString &text);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    QList<QPoint> m_positions;
    std::vector<Tile> m_removed;
};

} // namespace quantum::editor
