// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/commands/removetiles.h"

#include "editor/mapdocument.h"

#include <QCoreApplication>

namespace quantum::editor {

RemoveTiles::RemoveTiles(MapDocument *document, const QList<QPoint> &positions,
                         QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_positions(positions)
{
    setText(QCoreApplication::translate("UndoCommands", "Remove %n tile(s)", nullptr,
                                        int(positions.size())));
}

RemoveTiles::RemoveTiles(MapDocument *document, const QList<QPoint> &positions,
                         const QString &text)
    : RemoveTiles(document, positions)
{
    setText(text);
}

void RemoveTiles::redo()
{
    m_removed = MapDocument::Edit(m_document).takeTiles(m_positions);
}

void RemoveTiles::undo()
{
    MapDocument::Edit edit(m_document);
    edit.insertTiles(m_removed);
    edit.select(m_positions);
}

} // namespace quantum::editor
