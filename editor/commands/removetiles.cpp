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

void RemoveTiles::redo()
{
    m_removed = m_document->takeTiles(m_positions);
}

void RemoveTiles::undo()
{
    m_document->insertTiles(m_removed);
    m_document->setSelection(m_positions);
}

} // namespace quantum::editor
