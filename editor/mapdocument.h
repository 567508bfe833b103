// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QList>
#include <QObject>
#include <QPoint>
#include <QSet>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QUndoStack;

namespace quantum::editor {

// The map's properties apart from its tiles (the "Map properties" panel).
struct MapProperties {
    QString name;
    QString author;
    QString description;
    int players = 2;
    int cubes = 5;
    bool operator==(const MapProperties &) const = default;
};

MapProperties propertiesOf(const Map &map);

// Mirror mode: edits on one tile also apply to its symmetric images about a fixed centre.
enum class Symmetry { None, LeftRight, TopBottom, BothMirrors, HalfTurn, QuarterTurn };
inline constexpr int kSymmetryCount = int(Symmetry::QuarterTurn) + 1;

// One position change of a tile, in tile-grid coordinates.
struct TileMove {
    QPoint from;
    QPoint to;
};

// The document of the map editor: owns the map model and its QUndoStack. Every edit goes
// through one undo command (editor/commands/), which writes through an Edit; views only
// read the map and listen to the signals. The selection lives here too (it is not
// undoable) so every view shares it.
class MapDocument : public QObject {
    Q_OBJECT
public:
    explicit MapDocument(QObject *parent = nullptr);
    explicit MapDocument(const Map &map, QObject *parent = nullptr);
    ~MapDocument() override;

    const Map &map() const { return m_map; }
    QUndoStack *undoStack() const { return m_undoStack; }
    const Tile *tileAt(const QPoint &pos) const;
    bool hasTileAt(const QPoint &pos) const { return tileAt(pos) != nullptr; }

    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    QString displayName() const; // the file's name, or the map's name, or "Untitled"
    // Whether the map has a name (New Game lists maps by name); the warning in words.
    bool hasName() const { return !m_map.name.trimmed().isEmpty(); }
    static QString noNameWarning();
    bool isModified() const;

    // Validation of the current map (engine's validateMap), refreshed after every edit.
    const std::vector<MapProblem> &problems() const { return m_problems; }
    bool isPlayable() const;

    // ---- Selection (tile positions) ----
    QList<QPoint> selectedTiles() const; // in reading order
    bool isSelected(const QPoint &pos) const { return m_selection.contains(pos); }
    void setSelection(const QList<QPoint> &tiles);
    void selectAll();
    void clearSelection() { setSelection({}); }

    // ---- Edits: each pushes one undo command; false when refused or nothing changes ----
    bool canPlaceAt(const QList<QPoint> &targets) const; // all free
    // Whether the moves (every `from` a tile) leave no overlap with the tiles that stay.
    bool canMove(const QList<TileMove> &moves) const;

    bool placeTile(const Tile &tile);
    bool placeTiles(const std::vector<Tile> &tiles); // one step, all targets free
    bool removeTiles(const QList<QPoint> &tiles);
    bool moveTiles(const QList<QPoint> &tiles, const QPoint &offset);
    bool moveTiles(const QList<TileMove> &moves, const QString &text);
    bool setPlanetNumber(const QList<QPoint> &tiles, int planet);
    bool toggleStart(const QList<QPoint> &tiles);
    bool setProperties(const MapProperties &properties);
    bool replaceMap(const Map &map, const QString &text);

    // ---- Clipboard (Edit > Cut, Copy, Paste): the group as it is, never mirrored ----
    // The offset nearest `preferred` (then the first in reading order) that puts every tile
    // of `group` on a free place while the map stays within kMaxMapTiles a side; nothing
    // when there is none.
    std::optional<QPoint> freeOffsetFor(const std::vector<Tile> &group,
                                        const QPoint &preferred) const;
    bool pasteTiles(const std::vector<Tile> &tiles); // one step; selects them; all free
    bool cutTiles(const QList<QPoint> &tiles);       // one step; just these tiles

    // ---- Symmetry helpers on the selection (or the whole map when nothing is selected):
    // mirror left-right or top-bottom, or rotate a quarter turn clockwise, within the
    // bounding box of the tiles concerned. ----
    bool mirrorHorizontally();
    bool mirrorVertically();
    bool rotateClockwise();

    // ---- Mirror mode: placing, removing, changing planets and start marks also acts on
    // the symmetric images of the tiles concerned (moves do not). The centre is fixed when
    // the mode is set: the middle of the map's tiles, in doubled tile coordinates (a
    // centre between two columns is odd). A quarter turn needs a centre that maps tiles
    // onto tiles; setSymmetry returns false otherwise. Not undoable, like the selection.
    bool setSymmetry(Symmetry symmetry);
    bool setSymmetry(Symmetry symmetry, const QPoint &doubledCentre);
    Symmetry symmetry() const { return m_symmetry; }
    QPoint symmetryCentre() const { return m_centre2; }      // doubled tile coordinates
    QList<QPoint> symmetricImages(const QPoint &tile) const; // the tile first, no repeats

    // ---- Files ----
    bool save(const QString &path, QString *error); // QSaveFile, marks the stack clean
    // Reads a map file; on failure `error` holds a one-line reason and nullptr is returned.
    static MapDocument *open(const QString &path, QString *error, QObject *parent = nullptr);

    // The one writer of the map, for the undo commands: a scope in which a command takes,
    // inserts and rewrites tiles, writes properties or the whole map and sets the
    // selection. When the scope ends the document validates once and emits mapChanged once
    // (then propertiesChanged, problemsChanged and selectionChanged where they apply), every
    // signal seeing the final map and selection. Edits do not nest.
    class Edit {
    public:
        explicit Edit(MapDocument *document);
        ~Edit();
        Edit(const Edit &) = delete;
        Edit &operator=(const Edit &) = delete;

        void insertTiles(const std::vector<Tile> &tiles);
        std::vector<Tile> takeTiles(const QList<QPoint> &positions); // those present
        void writeTiles(const std::vector<Tile> &tiles); // replaces the tiles at the same places
        void writeProperties(const MapProperties &properties);
        void writeMap(const Map &map);           // also clears the selection
        void select(const QList<QPoint> &tiles); // places without a tile at the end are dropped

    private:
        MapDocument *m_document;
        QSet<QPoint> m_selectionBefore;
        bool m_properties = false;
    };

signals:
    void symmetryChanged();
    void mapChanged(); // tiles or properties changed
    void propertiesChanged();
    void problemsChanged();
    void selectionChanged();
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    QList<QPoint> targetScope() const;
    QList<QPoint> withImages(const QList<QPoint> &tiles) const; // existing tiles only
    bool transform(const QString &text, const std::function<QPoint(QPoint, QRect)> &f);

    Map m_map;
    QUndoStack *m_undoStack = nullptr;
    QString m_filePath;
    QSet<QPoint> m_selection;
    std::vector<MapProblem> m_problems;
    Symmetry m_symmetry = Symmetry::None;
    QPoint m_centre2;
    bool m_editing = false;
};

} // namespace quantum::editor
