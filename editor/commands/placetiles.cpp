#include "editor/commands/placetiles.h"

#include "editor/mapdocument.h"

#include <QCoreApplication>

namespace quantum::editor {

PlaceTiles::PlaceTiles(MapDocument *document, std::vector<Tile> tiles, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_tiles(std::move(tiles))
{
    setText(QCoreApplication::translate("UndoCommands", "Place %n tile(s)", nullptr,
                                        int(m_tiles.size())));
}

void PlaceTiles::redo()
{
    m_document->insertTiles(m_tiles);
    QList<QPoint> placed;
    for (const Tile &t : m_tiles)
        placed << QPoint(t.x, t.y);
    m_document->setSelection(placed);
}

void PlaceTiles::undo()
{
    QList<QPoint> placed;
    for (const Tile &t : m_tiles)
        placed << QPoint(t.x, t.y);
    m_document->takeTiles(placed);
}

} // namespace quantum::editor
