// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QUndoCommand>

#include <vector>

namespace quantum::editor {
class MapDocument;

// The shape of an edit that changes tiles in place: the tiles as they were, and as the
// subclass makes them in its constructor; redo and undo write one or the other.
class RewriteTiles : public QUndoCommand {
public:
    void undo() override;
    void redo() override;

protected:
    RewriteTiles(MapDocument *document, const std::vector<Tile> &before, QUndoCommand *parent);

    MapDocument *m_document;
    std::vector<Tile> m_before;
    std::vector<Tile> m_after;
};

} // namespace quantum::editor
