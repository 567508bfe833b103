#pragma once

#include "editor/mapdocument.h"

#include <QUndoCommand>

namespace quantum::editor {

// Changes the map's name, author, description, player count or cubes per player.
class SetMapProperties : public QUndoCommand {
public:
    SetMapProperties(MapDocument *document, const MapProperties &before, const MapProperties &after,
                     QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    MapProperties m_before;
    MapProperties m_after;
};

} // namespace quantum::editor
