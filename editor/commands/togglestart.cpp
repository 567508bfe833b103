#include "editor/commands/togglestart.h"

#include "editor/mapdocument.h"

#include <QCoreApplication>

#include <algorithm>

namespace quantum::editor {

ToggleStart::ToggleStart(MapDocument *document, const std::vector<Tile> &before,
                         QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_before(before), m_after(before)
{
    const bool mark = std::any_of(before.begin(), before.end(),
                                  [](const Tile &t) { return !t.start && t.planet != 0; });
    for (Tile &t : m_after)
        if (t.planet != 0) t.start = mark;
    const int n = int(before.size());
    setText(
        mark ? QCoreApplication::translate("UndoCommands", "Mark %n starting planet(s)", nullptr, n)
             : QCoreApplication::translate("UndoCommands", "Unmark %n starting planet(s)", nullptr,
                                           n));
}

void ToggleStart::redo()
{
    m_document->writeTiles(m_after);
}

void ToggleStart::undo()
{
    m_document->writeTiles(m_before);
}

} // namespace quantum::editor
