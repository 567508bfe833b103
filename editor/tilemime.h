// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QPoint>

#include <optional>
#include <vector>

class QMimeData;

namespace quantum::editor {

// The one MIME type of the editor's drags: tiles from the palette or from a map.
QString tileMimeType();

// What a drag carries. Tile coordinates are those of the source map (0, 0 for the
// palette); `anchor` is the tile that was under the pointer when the drag started, so the
// drop puts it under the pointer again.
struct TileDrag {
    enum class Source { Palette, Map };
    Source source = Source::Palette;
    quintptr document = 0; // identifies the source document of a Map drag
    QPoint anchor;
    std::vector<Tile> tiles;
};

TileDrag paletteDrag(int planet); // one new tile: 7..10, or 0 for the Void

QMimeData *createTileMimeData(const TileDrag &drag);
// Nothing when the data is missing or malformed (unknown planets, no tiles, too many).
std::optional<TileDrag> readTileMimeData(const QMimeData *mime);

} // namespace quantum::editor
