// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/commands/movetiles.h"

namespace quantum::editor {

MoveTiles::MoveTiles(MapDocument *document, const QList<TileMove> &moves, const QString &text,
                     QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_moves(moves)
{
}

void MoveTiles::redo()
{
    apply(true);
}

void MoveTiles::undo()
{
    apply(false);
}

void MoveTiles::apply(bool forward)
{
    QList<QPoint> sources, targets;
    for (const TileMove &m : m_moves) {
        sources << (forward ? m.from : m.to);
        targets << (forward ? m.to : m.from);
    }
    // Take all first, then insert: the moved tiles may swap places among themselves.
    MapDocument::Edit edit(m_document);
    std::vector<Tile> tiles = edit.takeTiles(sources);
    for (Tile &t : tiles) {
        const qsizetype i = sources.indexOf(QPoint(t.x, t.y));
        t.x = targets[i].x();
        t.y = targets[i].y();
    }
    edit.insertTiles(tiles);
    edit.select(targets);
}

} // namespace quantum::editor
