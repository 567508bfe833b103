// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/mapdocument.h"

#include "editor/commands/movetiles.h"
#include "editor/commands/placetiles.h"
#include "editor/commands/removetiles.h"
#include "editor/commands/replacemap.h"
#include "editor/commands/setmapproperties.h"
#include "editor/commands/setplanetnumber.h"
#include "editor/commands/togglestart.h"
#include "engine/reader.h"

#include <QFile>
#include <QFileInfo>
#include <QRect>
#include <QSaveFile>
#include <QUndoStack>

#include <algorithm>
#include <iterator>

namespace quantum::editor {

namespace {

bool readingOrder(const QPoint &a, const QPoint &b)
{
    return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
}

QRect boundsOf(const QList<QPoint> &points)
{
    QRect r;
    for (const QPoint &p : points)
        r = r.united(QRect(p, QSize(1, 1)));
    return r;
}

} // namespace

MapProperties propertiesOf(const Map &map)
{
    return MapProperties{map.name, map.author, map.description, map.players, map.cubes};
}

MapDocument::MapDocument(QObject *parent) : MapDocument(Map(), parent) {}

MapDocument::MapDocument(const Map &map, QObject *parent)
    : QObject(parent), m_map(map), m_undoStack(new QUndoStack(this))
{
    m_problems = validateMap(m_map);
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

MapDocument::~MapDocument() = default;

const Tile *MapDocument::tileAt(const QPoint &pos) const
{
    return m_map.tileAt(pos.x(), pos.y());
}

void MapDocument::setFilePath(const QString &path)
{
    if (m_filePath == path) return;
    m_filePath = path;
    emit filePathChanged(path);
}

QString MapDocument::displayName() const
{
    if (!m_filePath.isEmpty()) return QFileInfo(m_filePath).fileName();
    if (!m_map.name.isEmpty()) return m_map.name;
    return tr("Untitled");
}

QString MapDocument::noNameWarning()
{
    return tr("The map has no name: New Game would list it without one. Give it a name in Map "
              "Properties.");
}

bool MapDocument::isModified() const
{
    return !m_undoStack->isClean();
}

bool MapDocument::isPlayable() const
{
    return quantum::isPlayable(m_problems);
}

// ---- selection

QList<QPoint> MapDocument::selectedTiles() const
{
    QList<QPoint> out(m_selection.begin(), m_selection.end());
    std::sort(out.begin(), out.end(), readingOrder);
    return out;
}

void MapDocument::setSelection(const QList<QPoint> &tiles)
{
    QSet<QPoint> next;
    for (const QPoint &p : tiles)
        if (hasTileAt(p)) next.insert(p);
    if (next == m_selection) return;
    m_selection = next;
    emit selectionChanged();
}

void MapDocument::selectAll()
{
    QList<QPoint> all;
    for (const Tile &t : m_map.tiles)
        all << QPoint(t.x, t.y);
    setSelection(all);
}

// ---- edits

bool MapDocument::canPlaceAt(const QList<QPoint> &targets) const
{
    QSet<QPoint> seen;
    for (const QPoint &p : targets) {
        if (hasTileAt(p) || seen.contains(p)) return false;
        seen.insert(p);
    }
    return true;
}

bool MapDocument::canMove(const QList<TileMove> &moves) const
{
    QSet<QPoint> moving, targets;
    for (const TileMove &m : moves) {
        if (!hasTileAt(m.from) || moving.contains(m.from) || targets.contains(m.to)) return false;
        moving.insert(m.from);
        targets.insert(m.to);
    }
    for (const QPoint &t : std::as_const(targets))
        if (hasTileAt(t) && !moving.contains(t)) return false;
    return true;
}

bool MapDocument::placeTile(const Tile &tile)
{
    return placeTiles({tile});
}

bool MapDocument::placeTiles(const std::vector<Tile> &tiles)
{
    QList<QPoint> targets;
    for (const Tile &t : tiles)
        targets << QPoint(t.x, t.y);
    if (tiles.empty() || !canPlaceAt(targets)) return false;
    std::vector<Tile> all = tiles;
    if (m_symmetry != Symmetry::None) {
        // The images too, where their places are free (an image already there stays).
        for (const Tile &t : tiles) {
            const QList<QPoint> images = symmetricImages(QPoint(t.x, t.y));
            for (const QPoint &p : images) {
                if (targets.contains(p) || hasTileAt(p)) continue;
                targets << p;
                all.push_back(Tile{p.x(), p.y(), t.planet, t.start});
            }
        }
    }
    m_undoStack->push(new PlaceTiles(this, all));
    return true;
}

QList<QPoint> MapDocument::withImages(const QList<QPoint> &tiles) const
{
    QList<QPoint> out;
    for (const QPoint &t : tiles) {
        const QList<QPoint> images =
            m_symmetry == Symmetry::None ? QList<QPoint>{t} : symmetricImages(t);
        for (const QPoint &p : images)
            if (hasTileAt(p) && !out.contains(p)) out << p;
    }
    return out;
}

bool MapDocument::setSymmetry(Symmetry symmetry)
{
    const TileBounds box = tileBounds(m_map);
    const QPoint centre =
        box.isEmpty() ? QPoint(0, 0) : QPoint(box.minX + box.maxX, box.minY + box.maxY);
    return setSymmetry(symmetry, centre);
}

bool MapDocument::setSymmetry(Symmetry symmetry, const QPoint &doubledCentre)
{
    if (symmetry == Symmetry::QuarterTurn && (doubledCentre.x() + doubledCentre.y()) % 2 != 0)
        return false;
    if (symmetry == m_symmetry && doubledCentre == m_centre2) return true;
    m_symmetry = symmetry;
    m_centre2 = doubledCentre;
    emit symmetryChanged();
    return true;
}

QList<QPoint> MapDocument::symmetricImages(const QPoint &tile) const
{
    const int cx2 = m_centre2.x(), cy2 = m_centre2.y();
    const int x = tile.x(), y = tile.y();
    QList<QPoint> images{tile};
    auto add = [&images](const QPoint &p) {
        if (!images.contains(p)) images << p;
    };
    switch (m_symmetry) {
    case Symmetry::None:
        break;
    case Symmetry::LeftRight:
        add(QPoint(cx2 - x, y));
        break;
    case Symmetry::TopBottom:
        add(QPoint(x, cy2 - y));
        break;
    case Symmetry::BothMirrors:
        add(QPoint(cx2 - x, y));
        add(QPoint(x, cy2 - y));
        add(QPoint(cx2 - x, cy2 - y));
        break;
    case Symmetry::HalfTurn:
        add(QPoint(cx2 - x, cy2 - y));
        break;
    case Symmetry::QuarterTurn: {
        // A quarter turn clockwise (y grows down) about the centre, three times.
        QPoint p = tile;
        for (int i = 0; i < 3; ++i) {
            p = QPoint((cx2 + cy2) / 2 - p.y(), (cy2 - cx2) / 2 + p.x());
            add(p);
        }
        break;
    }
    }
    return images;
}

bool MapDocument::removeTiles(const QList<QPoint> &tiles)
{
    QList<QPoint> present;
    for (const QPoint &p : withImages(tiles))
        if (!present.contains(p)) present << p;
    if (present.isEmpty()) return false;
    m_undoStack->push(new RemoveTiles(this, present));
    return true;
}

bool MapDocument::moveTiles(const QList<QPoint> &tiles, const QPoint &offset)
{
    QList<TileMove> moves;
    for (const QPoint &p : tiles)
        moves << TileMove{p, p + offset};
    return moveTiles(moves, tr("Move %n tile(s)", nullptr, int(moves.size())));
}

bool MapDocument::moveTiles(const QList<TileMove> &moves, const QString &text)
{
    QList<TileMove> real;
    for (const TileMove &m : moves)
        if (m.from != m.to) real << m;
    // Tiles that stay put still block others from landing on them: check with all moves.
    if (real.isEmpty() || !canMove(moves)) return false;
    m_undoStack->push(new MoveTiles(this, real, text));
    return true;
}

bool MapDocument::setPlanetNumber(const QList<QPoint> &tiles, int planet)
{
    if (!isTileNumber(planet)) return false;
    std::vector<Tile> before;
    for (const QPoint &p : withImages(tiles))
        if (const Tile *t = tileAt(p); t && (t->planet != planet || (planet == 0 && t->start)))
            before.push_back(*t);
    if (before.empty()) return false;
    m_undoStack->push(new SetPlanetNumber(this, before, planet));
    return true;
}

bool MapDocument::toggleStart(const QList<QPoint> &tiles)
{
    std::vector<Tile> before;
    for (const QPoint &p : withImages(tiles))
        if (const Tile *t = tileAt(p); t && t->planet != 0) before.push_back(*t);
    if (before.empty()) return false;
    m_undoStack->push(new ToggleStart(this, before));
    return true;
}

bool MapDocument::setProperties(const MapProperties &properties)
{
    const MapProperties before = propertiesOf(m_map);
    if (before == properties) return false;
    m_undoStack->push(new SetMapProperties(this, before, properties));
    return true;
}

bool MapDocument::replaceMap(const Map &map, const QString &text)
{
    if (map == m_map) return false;
    m_undoStack->push(new ReplaceMap(this, m_map, map, text));
    return true;
}

// ---- clipboard

std::optional<QPoint> MapDocument::freeOffsetFor(const std::vector<Tile> &group,
                                                 const QPoint &preferred) const
{
    if (group.empty()) return std::nullopt;
    const TileBounds g = tileBounds(group);
    if (!g.fits()) return std::nullopt;
    const TileBounds b = tileBounds(m_map);
    if (b.isEmpty()) return preferred;
    // The offsets that keep the map and the group within kMaxMapTiles a side.
    const int span = kMaxMapTiles - 1;
    const int minX = b.maxX - span - g.minX, maxX = b.minX + span - g.maxX;
    const int minY = b.maxY - span - g.minY, maxY = b.minY + span - g.maxY;
    if (minX > maxX || minY > maxY) return std::nullopt;
    QList<QPoint> offsets;
    offsets.reserve((maxX - minX + 1) * (maxY - minY + 1));
    for (int y = minY; y <= maxY; ++y)
        for (int x = minX; x <= maxX; ++x)
            offsets << QPoint(x, y);
    auto distance = [&preferred](const QPoint &p) {
        const qint64 dx = p.x() - preferred.x(), dy = p.y() - preferred.y();
        return dx * dx + dy * dy;
    };
    std::stable_sort(offsets.begin(), offsets.end(), [&](const QPoint &a, const QPoint &c) {
        return distance(a) < distance(c);
    });
    QSet<QPoint> taken;
    for (const Tile &t : m_map.tiles)
        taken.insert(QPoint(t.x, t.y));
    for (const QPoint &o : std::as_const(offsets)) {
        const bool free = std::none_of(group.begin(), group.end(), [&](const Tile &t) {
            return taken.contains(QPoint(t.x, t.y) + o);
        });
        if (free) return o;
    }
    return std::nullopt;
}

bool MapDocument::pasteTiles(const std::vector<Tile> &tiles)
{
    QList<QPoint> targets;
    for (const Tile &t : tiles)
        targets << QPoint(t.x, t.y);
    if (tiles.empty() || !canPlaceAt(targets)) return false;
    m_undoStack->push(new PlaceTiles(
        this, tiles, tr("Paste %n tile(s)", nullptr, int(tiles.size()))));
    return true;
}

bool MapDocument::cutTiles(const QList<QPoint> &tiles)
{
    QList<QPoint> present;
    for (const QPoint &p : tiles)
        if (hasTileAt(p) && !present.contains(p)) present << p;
    if (present.isEmpty()) return false;
    m_undoStack->push(
        new RemoveTiles(this, present, tr("Cut %n tile(s)", nullptr, int(present.size()))));
    return true;
}

// ---- symmetry

QList<QPoint> MapDocument::targetScope() const
{
    if (!m_selection.isEmpty()) return selectedTiles();
    QList<QPoint> all;
    for (const Tile &t : m_map.tiles)
        all << QPoint(t.x, t.y);
    return all;
}

bool MapDocument::transform(const QString &text, const std::function<QPoint(QPoint, QRect)> &f)
{
    const QList<QPoint> scope = targetScope();
    if (scope.isEmpty()) return false;
    const QRect box = boundsOf(scope);
    QList<TileMove> moves;
    for (const QPoint &p : scope)
        moves << TileMove{p, f(p, box)};
    const bool hadSelection = !m_selection.isEmpty();
    if (!moveTiles(moves, text)) return false;
    if (!hadSelection) clearSelection();
    return true;
}

bool MapDocument::mirrorHorizontally()
{
    return transform(tr("Mirror tiles left to right"), [](QPoint p, QRect box) {
        return QPoint(box.left() + box.right() - p.x(), p.y());
    });
}

bool MapDocument::mirrorVertically()
{
    return transform(tr("Mirror tiles top to bottom"), [](QPoint p, QRect box) {
        return QPoint(p.x(), box.top() + box.bottom() - p.y());
    });
}

bool MapDocument::rotateClockwise()
{
    // A quarter turn about the box's top-left corner, then back onto the box's top-left.
    return transform(tr("Rotate tiles"), [](QPoint p, QRect box) {
        const int dx = p.x() - box.left(), dy = p.y() - box.top();
        return QPoint(box.left() + (box.height() - 1 - dy), box.top() + dx);
    });
}

// ---- files

bool MapDocument::save(const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = file.errorString();
        return false;
    }
    file.write(mapToJsonBytes(m_map));
    if (!file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    setFilePath(path);
    m_undoStack->setClean();
    return true;
}

MapDocument *MapDocument::open(const QString &path, QString *error, QObject *parent)
{
    // Bounded, as every reader of the program (engine/reader.h).
    QByteArray bytes;
    QString system;
    const InputError read = readInputFile(path, bytes, &system);
    if (read != InputError::None) {
        if (error)
            *error = read == InputError::TooLarge   ? tr("the file is larger than 64 MiB")
                     : read == InputError::NotAFile ? tr("it is not a regular file (%1)").arg(system)
                                                    : system;
        return nullptr;
    }
    const MapReadResult r = mapFromJsonBytes(bytes);
    if (!r.ok) {
        if (error) *error = r.error();
        return nullptr;
    }
    auto *doc = new MapDocument(r.map, parent);
    doc->setFilePath(path);
    return doc;
}

// ---- the one writer

MapDocument::Edit::Edit(MapDocument *document)
    : m_document(document), m_selectionBefore(document->m_selection)
{
    Q_ASSERT(!m_document->m_editing);
    m_document->m_editing = true;
}

MapDocument::Edit::~Edit()
{
    MapDocument *d = m_document;
    for (auto it = d->m_selection.begin(); it != d->m_selection.end();)
        it = d->hasTileAt(*it) ? std::next(it) : d->m_selection.erase(it);
    d->m_problems = validateMap(d->m_map);
    d->m_editing = false;
    emit d->mapChanged();
    if (m_properties) emit d->propertiesChanged();
    emit d->problemsChanged();
    if (d->m_selection != m_selectionBefore) emit d->selectionChanged();
}

void MapDocument::Edit::insertTiles(const std::vector<Tile> &tiles)
{
    Map &map = m_document->m_map;
    map.tiles.insert(map.tiles.end(), tiles.begin(), tiles.end());
}

std::vector<Tile> MapDocument::Edit::takeTiles(const QList<QPoint> &positions)
{
    std::vector<Tile> &mine = m_document->m_map.tiles;
    std::vector<Tile> taken;
    for (const QPoint &p : positions) {
        auto it = std::find_if(mine.begin(), mine.end(),
                               [&](const Tile &t) { return t.x == p.x() && t.y == p.y(); });
        if (it == mine.end()) continue;
        taken.push_back(*it);
        mine.erase(it);
    }
    return taken;
}

void MapDocument::Edit::writeTiles(const std::vector<Tile> &tiles)
{
    for (const Tile &t : tiles)
        for (Tile &mine : m_document->m_map.tiles)
            if (mine.x == t.x && mine.y == t.y) mine = t;
}

void MapDocument::Edit::writeProperties(const MapProperties &p)
{
    Map &map = m_document->m_map;
    map.name = p.name;
    map.author = p.author;
    map.description = p.description;
    map.players = p.players;
    map.cubes = p.cubes;
    m_properties = true;
}

void MapDocument::Edit::writeMap(const Map &map)
{
    m_document->m_map = map;
    m_document->m_selection.clear();
    m_properties = true;
}

void MapDocument::Edit::select(const QList<QPoint> &tiles)
{
    m_document->m_selection = QSet<QPoint>(tiles.begin(), tiles.end());
}

} // namespace quantum::editor
