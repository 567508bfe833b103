// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/mapdocument.h"

#include <QList>
#include <QUndoCommand>

namespace quantum::editor {

// Moves tiles to new places in one step: a drag of a selection, or a mirror or rotation
// (each tile keeps its planet and start mark, only its place changes).
class MoveTiles : public QUndoCommand {
public:
    MoveTiles(MapDocument *document, const QList<TileMove> &moves, const QString &text,
              QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    void apply(bool forward);

    MapDocument *m_document;
    QList<TileMove> m_moves;
};

} // namespace quantum::editor
