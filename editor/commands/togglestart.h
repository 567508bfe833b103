#pragma once

#include "engine/map.h"

#include <QUndoCommand>

#include <vector>

namespace quantum::editor {
class MapDocument;

// Marks planets as starting planets, or clears the mark: when any of the given planets is
// not a start, all become starts; otherwise all lose the mark. Void tiles are left alone.
class ToggleStart : public QUndoCommand {
public:
    ToggleStart(MapDocument *document, const std::vector<Tile> &before,
                QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    std::vector<Tile> m_before;
    std::vector<Tile> m_after;
};

} // namespace quantum::editor
