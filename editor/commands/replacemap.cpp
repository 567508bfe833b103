// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/commands/replacemap.h"

#include "editor/mapdocument.h"

namespace quantum::editor {

ReplaceMap::ReplaceMap(MapDocument *document, const Map &before, const Map &after,
                       const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_before(before), m_after(after)
{
}

void ReplaceMap::redo()
{
    MapDocument::Edit(m_document).writeMap(m_after);
}

void ReplaceMap::undo()
{
    MapDocument::Edit(m_document).writeMap(m_before);
}

} // namespace quantum::editor
