#pragma once

#include "engine/map.h"

#include <QList>
#include <QPoint>
#include <QUndoCommand>

#include <vector>

namespace quantum::editor {
class MapDocument;

// Changes the planet of tiles: 7, 8, 9, 10, or 0 for the Void (which drops a start mark).
class SetPlanetNumber : public QUndoCommand {
public:
    SetPlanetNumber(MapDocument *document, const std::vector<Tile> &before, int planet,
                    QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    std::vector<Tile> m_before;
    std::vector<Tile> m_after;
};

} // namespace quantum::editor
