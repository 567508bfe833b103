// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/commands/rewritetiles.h"

#include "editor/mapdocument.h"

namespace quantum::editor {

RewriteTiles::RewriteTiles(MapDocument *document, const std::vector<Tile> &before,
                           QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_before(before), m_after(before)
{
}

void RewriteTiles::redo()
{
    MapDocument::Edit(m_document).writeTiles(m_after);
}

void RewriteTiles::undo()
{
    MapDocument::Edit(m_document).writeTiles(m_before);
}

} // namespace quantum::editor
