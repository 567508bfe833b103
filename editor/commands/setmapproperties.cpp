#include "editor/commands/setmapproperties.h"

#include <QCoreApplication>

namespace quantum::editor {

SetMapProperties::SetMapProperties(MapDocument *document, const MapProperties &before,
                                   const MapProperties &after, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_before(before), m_after(after)
{
    const char *ctx = "UndoCommands";
    if (before.name != after.name)
        setText(QCoreApplication::translate(ctx, "Rename map"));
    else if (before.author != after.author)
        setText(QCoreApplication::translate(ctx, "Change author"));
    else if (before.description != after.description)
        setText(QCoreApplication::translate(ctx, "Change description"));
    else if (before.players != after.players)
        setText(QCoreApplication::translate(ctx, "Set players to %1").arg(after.players));
    else
        setText(QCoreApplication::translate(ctx, "Set cubes per player to %1").arg(after.cubes));
}

void SetMapProperties::redo()
{
    MapDocument::Edit(m_document).writeProperties(m_after);
}

void SetMapProperties::undo()
{
    MapDocument::Edit(m_document).writeProperties(m_before);
}

} // namespace quantum::editor
