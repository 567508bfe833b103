// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
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

PlaceTiles::PlaceTiles(MapDocument *document, std::vector<Tile> tiles, const QString &text)
    : PlaceTiles(document, std::move(tiles))
{
    setText(text);
}

void PlaceTiles::redo()
{
    MapDocument::Edit edit(m_document);
    edit.insertTiles(m_tiles);
    edit.select(places());
}

void PlaceTiles::undo()
{
    MapDocument::Edit(m_document).takeTiles(places());
}

QList<QPoint> PlaceTiles::places() const
{
    QList<QPoint> out;
    for (const Tile &t : m_tiles)
        out << QPoint(t.x, t.y);
    return out;
}

} // namespace quantum::editor
