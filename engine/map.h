// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/reader.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <vector>

namespace quantum {

// R-BOARD-1: the planet numbers, 7 to 10; a tile holds one of them or the Void (0).
inline bool isPlanetNumber(int n) { return n >= 7 && n <= 10; }
inline bool isTileNumber(int n) { return n == 0 || isPlanetNumber(n); }

// One 3x3 tile of a map (R-BOARD-1). planet is 7, 8, 9 or 10; 0 is the Void.
// A map read from a file may hold any number here; validation reports the bad ones.
struct Tile {
    int x = 0; // tile-grid column
    int y = 0; // tile-grid row
    int planet = 0;
    bool start = false; // starting planet (R-BOARD-6)
    bool operator==(const Tile &) const = default;
};

// Reading order of tiles: by row, then column (planet numbering, files, notation).
inline bool inReadingOrder(const Tile &a, const Tile &b)
{
    return a.y != b.y ? a.y < b.y : a.x < b.x;
}

// The map model: what a map file holds. Plain data, no geometry cache (see Board).
struct Map {
    QString name;
    QString author;
    QString description;
    int players = 2; // 2..4
    int cubes = 5;   // cubes each player must place to win, 4..7
    std::vector<Tile> tiles;

    bool operator==(const Map &) const = default;
    const Tile *tileAt(int x, int y) const;
};

inline constexpr int kMapFormatVersion = 1;
inline constexpr int kMaxMapTiles = 40; // a map spans at most 40x40 tiles
// The most tiles a map file or a layout notation may hold (and rows, and tokens in a row, of a
// notation): far more than a playable map has, few enough to read and validate at once.
inline constexpr int kMaxReadTiles = 100000;

// The tile-grid rectangle a map's tiles cover: the one computation of a map's extent (Board,
// validation, notation).
struct TileBounds {
    int minX = 0, minY = 0, maxX = -1, maxY = -1; // empty: no tiles
    bool isEmpty() const { return maxX < minX; }
    qint64 width() const { return isEmpty() ? 0 : qint64(maxX) - minX + 1; }  // in tiles
    qint64 height() const { return isEmpty() ? 0 : qint64(maxY) - minY + 1; } // in tiles
    bool fits() const { return width() <= kMaxMapTiles && height() <= kMaxMapTiles; }
};
TileBounds tileBounds(const Map &map);
TileBounds tileBounds(const std::vector<Tile> &tiles); // of a group of tiles

// Result of reading a file or notation: either a map or a reason (always Unreadable).
struct MapReadResult {
    bool ok = false;
    Map map;
    ReadStatus status;         // why, when !ok
    bool newerVersion = false; // the file's version is newer than kMapFormatVersion
    QString error() const { return status.message(); } // one line, in the current language
};

// Layout notation of docs/rules.md §12: rows separated by '/', tokens by spaces:
// 7 8 9 10 planets, '*' suffix a starting planet, 0 the Void, '.' a gap.
MapReadResult mapFromNotation(const QString &text);
// Empty, with the reason in `why`, for a map spanning more than kMaxMapTiles in a direction.
QString mapToNotation(const Map &map, Reason *why = nullptr);

QJsonObject mapToJson(const Map &map);
MapReadResult mapFromJson(const QJsonObject &obj);
QByteArray mapToJsonBytes(const Map &map);
MapReadResult mapFromJsonBytes(const QByteArray &bytes);

// Reads a map argument the way every tool does: a path to a map file (JSON) when such a
// file exists or the text ends in .json or .quantum-map, otherwise layout notation.
MapReadResult readMapArgument(const QString &arg);

// ---- Validation (one code path for editor, CLI and loader) ----

struct MapProblem {
    enum class Code {
        NoTiles,
        UnknownPlanet,     // tile, a = planet number
        DuplicateTile,     // tile
        Disconnected,      // tile
        CornerOnly,        // tile (notice: joined to the rest only by corners)
        StartOnVoid,       // tile
        TooFewStarts,      // a = starting planets, b = players
        PlayersOutOfRange, // a = players
        CubesOutOfRange,   // a = cubes
        TooFewLocations,   // a = locations, b = needed
        TooLarge,          // a = width, b = height (in tiles)
    };
    Code code;
    bool notice = false; // a notice does not make the map invalid
    bool hasTile = false;
    int x = 0, y = 0; // tile location when hasTile
    int a = 0, b = 0;

    QString idString() const; // stable id for files and tests, e.g. "unknown-planet"
    Reason reason() const;    // the sentence as an id with arguments (context "MapProblem")
    QString text() const;     // translated sentence, location included
};

std::vector<MapProblem> validateMap(const Map &map);
bool isPlayable(const std::vector<MapProblem> &problems); // no errors (notices allowed)

int cubeLocationsFor(int planet); // R-BOARD-4: 7->1 .. 10->4, otherwise 0

} // namespace quantum
