// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QList>
#include <QPoint>
#include <QUndoCommand>

#include <vector>

namespace quantum::editor {
class MapDocument;

// Places new tiles (from the palette, a paste or a drop from another map) on free places.
class PlaceTiles : public QUndoCommand {
public:
    PlaceTiles(MapDocument *document, std::vector<Tile> tiles, QUndoCommand *parent = nullptr);
    // With the text the history shows (a paste).
    PlaceTiles(MapDocument *document, std::vector<Tile> tiles, const QString &text);
    void undo() override;
    void redo() override;

private:
    QList<QPoint> places() const;

    MapDocument *m_document;
    std::vector<Tile> m_tiles;
};

} // namespace quantum::editor
