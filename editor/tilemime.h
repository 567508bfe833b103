// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QPoint>
#include <QString>

#include <optional>
#include <vector>

class QMimeData;

namespace quantum::editor {

// The one MIME type of the editor's tile data: drags from the palette or from a map, and
// tiles copied to the clipboard (Edit > Copy and Cut), read back by one reader.
QString tileMimeType();

// The most bytes of tile data read (a full 40 x 40 group takes about 30 KiB).
inline constexpr qsizetype kMaxTileDataBytes = 256 * 1024;
// The most tiles one drag or copy carries: a whole map.
inline constexpr int kMaxDragTiles = kMaxMapTiles * kMaxMapTiles;

// What a drag or a copy carries. Tile coordinates are those of the source map (0, 0 for the
// palette); `anchor` is the tile that was under the pointer when the drag started, so the
// drop puts it under the pointer again (for a copy: the middle of the tiles' box).
struct TileDrag {
    enum class Source { Palette, Map };
    Source source = Source::Palette;
    quintptr document = 0; // identifies the source document of a Map drag
    QPoint anchor;
    std::vector<Tile> tiles;
};

TileDrag paletteDrag(int planet); // one new tile: 7..10, or 0 for the Void
// Copied tiles (a Map drag of `document`, anchored in the middle of their box).
TileDrag copiedTiles(const std::vector<Tile> &tiles, quintptr document);

QMimeData *createTileMimeData(const TileDrag &drag);
// The same data for the clipboard, with the tiles' layout notation as plain text too (for
// a chat, a text editor, or Paste Layout Notation).
QMimeData *createTileClipboardData(const TileDrag &drag);
// Nothing when the data is missing or malformed; then `why` (when given) holds a short
// reason in the current language. The data is treated as hostile: it is read only up to
// kMaxTileDataBytes and kMaxDragTiles, every field is checked (whole numbers within
// +-1000000, planets 7..10 or the Void, no two tiles on one place, at most 40 x 40 tiles).
std::optional<TileDrag> readTileMimeData(const QMimeData *mime, QString *why = nullptr);

} // namespace quantum::editor
