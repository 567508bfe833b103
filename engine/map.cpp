// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/map.h"

#include "engine/reader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <climits>
#include <set>

namespace quantum {

const Tile *Map::tileAt(int x, int y) const
{
    for (const Tile &t : tiles)
        if (t.x == x && t.y == y)
            return &t;
    return nullptr;
}

int cubeLocationsFor(int planet)
{
    return isPlanetNumber(planet) ? planet - 6 : 0;
}

// ---------------------------------------------------------------- notation

MapReadResult mapFromNotation(const QString &text)
{
    MapReadResult r;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        r.status.fail(ReadError::Unreadable,
                      because(QT_TRANSLATE_NOOP("Reader", "empty layout notation")));
        return r;
    }
    // Bounded like a map file: at most kMaxReadTiles tiles, and as many rows and tokens in a
    // row (so that every coordinate is one a file holds); one pass, no allocation per token.
    const QList<QStringView> rows = QStringView(trimmed).split(QLatin1Char('/'));
    if (rows.size() > kMaxReadTiles) {
        r.status.fail(ReadError::Unreadable,
                      because(QT_TRANSLATE_NOOP("Reader", "too many tiles (%1)"), rows.size()));
        return r;
    }
    int starts = 0;
    for (int y = 0; y < rows.size(); ++y) {
        const QStringView row = rows[y];
        int x = 0;
        qsizetype i = 0;
        while (true) {
            while (i < row.size() && row[i].isSpace())
                ++i;
            if (i == row.size())
                break;
            qsizetype end = i;
            while (end < row.size() && !row[end].isSpace())
                ++end;
            const QStringView token = row.sliced(i, end - i);
            i = end;
            if (x >= kMaxReadTiles || int(r.map.tiles.size()) >= kMaxReadTiles) {
                r.status.fail(ReadError::Unreadable,
                              because(QT_TRANSLATE_NOOP("Reader", "too many tiles (%1)"),
                                      std::max(x, int(r.map.tiles.size())) + 1));
                return r;
            }
            const int tx = x++;
            if (token == QLatin1String("."))
                continue;
            QStringView tok = token;
            const bool start = tok.endsWith(QLatin1Char('*'));
            if (start)
                tok.chop(1);
            // At most 6 digits: a number a map file holds too (its fields are within 1000000).
            bool digits = !tok.isEmpty() && tok.size() <= 6;
            for (QChar c : tok)
                digits = digits && c >= QLatin1Char('0') && c <= QLatin1Char('9');
            if (!digits) {
                r.status.fail(ReadError::Unreadable,
                              because(QT_TRANSLATE_NOOP(
                                          "Reader", "bad token %1 in row %2 of the layout notation "
                                                    "(expected 7, 8, 9, 10, 0 or '.', '*' marks a "
                                                    "start)"),
                                      quoted(token), y + 1));
                return r;
            }
            Tile t;
            t.x = tx;
            t.y = y;
            t.planet = tok.toInt();
            t.start = start;
            starts += start && t.planet != 0 ? 1 : 0;
            r.map.tiles.push_back(t);
        }
        if (x == 0) {
            r.status.fail(
                ReadError::Unreadable,
                because(QT_TRANSLATE_NOOP("Reader", "row %1 of the layout notation is empty"),
                        y + 1));
            return r;
        }
    }
    r.map.players = std::clamp(starts, 2, 4);
    r.map.cubes = 5;
    r.ok = true;
    return r;
}

TileBounds tileBounds(const Map &map)
{
    return tileBounds(map.tiles);
}

TileBounds tileBounds(const std::vector<Tile> &tiles)
{
    TileBounds r;
    if (tiles.empty())
        return r;
    r.minX = r.maxX = tiles.front().x;
    r.minY = r.maxY = tiles.front().y;
    for (const Tile &t : tiles) {
        r.minX = std::min(r.minX, t.x);
        r.minY = std::min(r.minY, t.y);
        r.maxX = std::max(r.maxX, t.x);
        r.maxY = std::max(r.maxY, t.y);
    }
    return r;
}

QString mapToNotation(const Map &map, Reason *why)
{
    const TileBounds box = tileBounds(map);
    if (box.isEmpty())
        return QString();
    if (!box.fits()) {
        if (why)
            *why =
                because(QT_TRANSLATE_NOOP("Reader", "the map spans %1 x %2 tiles; layout notation "
                                                    "is written for maps of at most %3 x %3 tiles"),
                        box.width(), box.height(), kMaxMapTiles);
        return QString();
    }
    // One look-up per place: the tiles in a grid over the bounding box (the first tile of a
    // place wins, as in Map::tileAt).
    const int w = int(box.width()), h = int(box.height());
    std::vector<const Tile *> grid(size_t(w) * size_t(h), nullptr);
    for (const Tile &t : map.tiles) {
        const Tile *&cell = grid[size_t(t.y - box.minY) * size_t(w) + size_t(t.x - box.minX)];
        if (!cell)
            cell = &t;
    }
    QStringList rows;
    for (int y = 0; y < h; ++y) {
        QStringList tokens;
        int lastUsed = -1;
        for (int x = 0; x < w; ++x) {
            const Tile *t = grid[size_t(y) * size_t(w) + size_t(x)];
            if (!t) {
                tokens << QStringLiteral(".");
                continue;
            }
            tokens << QString::number(t->planet) + (t->start ? QStringLiteral("*") : QString());
            lastUsed = int(tokens.size()) - 1;
        }
        // trailing gaps carry no information
        while (tokens.size() > std::max(lastUsed + 1, 1))
            tokens.removeLast();
        rows << tokens.join(QLatin1Char(' '));
    }
    return rows.join(QStringLiteral(" / "));
}

// ---------------------------------------------------------------- JSON

QJsonObject mapToJson(const Map &map)
{
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("quantum-map");
    o[QStringLiteral("version")] = kMapFormatVersion;
    o[QStringLiteral("name")] = map.name;
    o[QStringLiteral("author")] = map.author;
    o[QStringLiteral("description")] = map.description;
    o[QStringLiteral("players")] = map.players;
    o[QStringLiteral("cubes")] = map.cubes;
    QJsonArray tiles;
    std::vector<Tile> sorted = map.tiles;
    std::stable_sort(sorted.begin(), sorted.end(), inReadingOrder);
    for (const Tile &t : sorted) {
        QJsonObject to;
        to[QStringLiteral("x")] = t.x;
        to[QStringLiteral("y")] = t.y;
        to[QStringLiteral("planet")] = t.planet;
        if (t.start)
            to[QStringLiteral("start")] = true;
        tiles.append(to);
    }
    o[QStringLiteral("tiles")] = tiles;
    return o;
}

namespace {

// Reads an integer field of the object at `where`; false with a reason when it is missing
// (and required) or not a small integer.
bool readInt(const QJsonObject &o, const char *key, int &out, bool required, ReadStatus &st,
             const QString &where)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return !required || st.fail(ReadError::Unreadable,
                                    because(QT_TRANSLATE_NOOP("Reader", "missing field '%1'"),
                                            QLatin1String(key)),
                                    where);
    const double d = v.toDouble(0.5);
    if (!v.isDouble() || !(d >= -1e6 && d <= 1e6) || d != double(qint64(d)))
        return st.fail(ReadError::Unreadable,
                       because(QT_TRANSLATE_NOOP("Reader", "field '%1' must be an integer between "
                                                           "-1000000 and 1000000"),
                               QLatin1String(key)),
                       where);
    out = int(d);
    return true;
}

bool readString(const QJsonObject &o, const char *key, QString &out, ReadStatus &st)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isString())
        return st.fail(ReadError::Unreadable,
                       because(QT_TRANSLATE_NOOP("Reader", "field '%1' must be a string"),
                               QLatin1String(key)));
    out = v.toString();
    return true;
}

} // namespace

MapReadResult mapFromJson(const QJsonObject &o)
{
    MapReadResult r;
    ReadStatus &st = r.status;
    const QString map = QStringLiteral("map");
    const QString format = o.value(QStringLiteral("format")).toString();
    if (format != QLatin1String("quantum-map")) {
        st.fail(ReadError::Unreadable,
                because(QT_TRANSLATE_NOOP(
                    "Reader", "not a Quantum map file (\"format\" is not \"quantum-map\")")));
        return r;
    }
    int version = 0;
    if (!readInt(o, "version", version, true, st, map))
        return r;
    if (version > kMapFormatVersion) {
        r.newerVersion = true;
        st.fail(
            ReadError::Unreadable,
            because(QT_TRANSLATE_NOOP("Reader", "map file version %1 is newer than this program "
                                                "reads (%2); update Quantum to open it"),
                    version, kMapFormatVersion));
        return r;
    }
    if (version < 1) {
        st.fail(ReadError::Unreadable,
                because(QT_TRANSLATE_NOOP("Reader", "map file version %1 is not valid"), version));
        return r;
    }
    Map &m = r.map;
    if (!readString(o, "name", m.name, st) || !readString(o, "author", m.author, st) ||
        !readString(o, "description", m.description, st))
        return r;
    if (!readInt(o, "players", m.players, true, st, map) ||
        !readInt(o, "cubes", m.cubes, true, st, map))
        return r;
    const QJsonValue tv = o.value(QStringLiteral("tiles"));
    if (!tv.isArray()) {
        st.fail(ReadError::Unreadable,
                because(QT_TRANSLATE_NOOP("Reader", "field 'tiles' must be an array")), map);
        return r;
    }
    const QJsonArray tiles = tv.toArray();
    if (tiles.size() > kMaxReadTiles) {
        st.fail(ReadError::Unreadable,
                because(QT_TRANSLATE_NOOP("Reader", "too many tiles (%1)"), tiles.size()), map);
        return r;
    }
    for (int i = 0; i < tiles.size(); ++i) {
        const QString where = QStringLiteral("tiles[%1]").arg(i);
        if (!tiles[i].isObject()) {
            st.fail(ReadError::Unreadable,
                    because(QT_TRANSLATE_NOOP("Reader", "must be an object")), where);
            return r;
        }
        const QJsonObject to = tiles[i].toObject();
        Tile t;
        if (!readInt(to, "x", t.x, true, st, where) || !readInt(to, "y", t.y, true, st, where) ||
            !readInt(to, "planet", t.planet, true, st, where))
            return r;
        const QJsonValue sv = to.value(QStringLiteral("start"));
        if (!sv.isUndefined() && !sv.isBool()) {
            st.fail(ReadError::Unreadable,
                    because(QT_TRANSLATE_NOOP("Reader", "field 'start' must be true or false")),
                    where);
            return r;
        }
        t.start = sv.toBool(false);
        m.tiles.push_back(t);
    }
    r.ok = true;
    return r;
}

QByteArray mapToJsonBytes(const Map &map)
{
    return QJsonDocument(mapToJson(map)).toJson(QJsonDocument::Indented);
}

MapReadResult mapFromJsonBytes(const QByteArray &bytes)
{
    QJsonDocument doc;
    if (MapReadResult r; !parseJsonBytes(bytes, doc, r.status)) return r;
    if (!doc.isObject()) {
        MapReadResult r;
        r.status.fail(ReadError::Unreadable,
                      because(QT_TRANSLATE_NOOP("Reader", "a map file must hold a JSON object")));
        return r;
    }
    return mapFromJson(doc.object());
}

MapReadResult readMapArgument(const QString &arg)
{
    QFileInfo fi(arg);
    const bool looksLikeFile = arg.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ||
                               arg.endsWith(QLatin1String(".quantum-map"), Qt::CaseInsensitive) ||
                               arg.contains(QLatin1Char('\\')) ||
                               (fi.exists() && !fi.isDir()); // devices and pipes too
    if (!looksLikeFile)
        return mapFromNotation(arg);
    QByteArray bytes;
    QString system;
    MapReadResult r;
    switch (readInputFile(arg, bytes, &system)) {
    case InputError::None:
        break;
    case InputError::CannotOpen:
        r.status.fail(ReadError::Unreadable,
                      because(QT_TRANSLATE_NOOP("Reader", "cannot open map file %1: %2"),
                              quoted(arg), system));
        return r;
    case InputError::CannotRead:
        r.status.fail(ReadError::Unreadable,
                      because(QT_TRANSLATE_NOOP("Reader", "cannot read map file %1: %2"),
                              quoted(arg), system));
        return r;
    case InputError::TooLarge:
        r.status.fail(
            ReadError::Unreadable,
            because(QT_TRANSLATE_NOOP("Reader", "map file %1 is larger than 64 MiB"), quoted(arg)));
        return r;
    case InputError::NotAFile:
        r.status.fail(ReadError::Unreadable,
                      because(QT_TRANSLATE_NOOP("Reader",
                                                "cannot read map file %1: not a regular file (%2)"),
                              quoted(arg), system));
        return r;
    }
    r = mapFromJsonBytes(bytes);
    if (!r.ok)
        r.status.within(because(QT_TRANSLATE_NOOP("Reader", "%1: %2"), quoted(arg)));
    return r;
}

// ---------------------------------------------------------------- validation

QString MapProblem::idString() const
{
    switch (code) {
    case Code::NoTiles: return QStringLiteral("no-tiles");
    case Code::UnknownPlanet: return QStringLiteral("unknown-planet");
    case Code::DuplicateTile: return QStringLiteral("duplicate-tile");
    case Code::Disconnected: return QStringLiteral("disconnected");
    case Code::CornerOnly: return QStringLiteral("corner-only");
    case Code::StartOnVoid: return QStringLiteral("start-on-void");
    case Code::TooFewStarts: return QStringLiteral("too-few-starts");
    case Code::PlayersOutOfRange: return QStringLiteral("players-out-of-range");
    case Code::CubesOutOfRange: return QStringLiteral("cubes-out-of-range");
    case Code::TooFewLocations: return QStringLiteral("too-few-locations");
    case Code::TooLarge: return QStringLiteral("too-large");
    }
    return QString();
}

Reason MapProblem::reason() const
{
    auto at = [&](const char *text, auto... more) {
        return Reason{
            "MapProblem", text,
            QStringList{QString::number(x), QString::number(y), QString::number(more)...}};
    };
    auto global = [&](const char *text, auto... more) {
        return Reason{"MapProblem", text, QStringList{QString::number(more)...}};
    };
    switch (code) {
    case Code::NoTiles:
        return global(QT_TRANSLATE_NOOP("MapProblem", "The map has no tiles."));
    case Code::UnknownPlanet:
        return at(QT_TRANSLATE_NOOP("MapProblem",
                                    "Tile (%1, %2): %3 is not a planet number (use 7, 8, "
                                    "9, 10 or 0 for the Void)."),
                  a);
    case Code::DuplicateTile:
        return at(QT_TRANSLATE_NOOP("MapProblem", "Tile (%1, %2): two tiles lie on this place."));
    case Code::Disconnected:
        return at(
            QT_TRANSLATE_NOOP("MapProblem", "Tile (%1, %2): not joined to the rest of the map."));
    case Code::CornerOnly:
        return at(QT_TRANSLATE_NOOP("MapProblem", "Tile (%1, %2): joined only by a corner; only "
                                                  "Interceptors and Flagship drops reach it."));
    case Code::StartOnVoid:
        return at(QT_TRANSLATE_NOOP("MapProblem",
                                    "Tile (%1, %2): the Void cannot be a starting planet."));
    case Code::TooFewStarts: {
        Reason r =
            global(QT_TRANSLATE_N_NOOP("MapProblem", "%n starting planet(s) for %1 players: each "
                                                   "player needs one."),
                   b);
        r.n = a;
        return r;
    }
    case Code::PlayersOutOfRange:
        return global(
            QT_TRANSLATE_NOOP("MapProblem", "%1 players: a map is for 2, 3 or 4 players."), a);
    case Code::CubesOutOfRange:
        return global(QT_TRANSLATE_NOOP("MapProblem", "%1 cubes per player: use 4 to 7."), a);
    case Code::TooFewLocations: {
        Reason r = global(QT_TRANSLATE_N_NOOP("MapProblem", "%n cube location(s), but the players "
                                                          "need at least %1."),
                          b);
        r.n = a;
        return r;
    }
    case Code::TooLarge:
        return global(
            QT_TRANSLATE_NOOP("MapProblem", "The map spans %1 x %2 tiles; at most 40 x 40 fit."), a,
            b);
    }
    return Reason();
}

QString MapProblem::text() const
{
    return reason().toString();
}

std::vector<MapProblem> validateMap(const Map &map)
{
    using C = MapProblem::Code;
    std::vector<MapProblem> out;
    auto tileProblem = [&](C code, const Tile &t, int a = 0, bool notice = false) {
        MapProblem p{code};
        p.hasTile = true;
        p.x = t.x;
        p.y = t.y;
        p.a = a;
        p.notice = notice;
        out.push_back(p);
    };
    auto globalProblem = [&](C code, int a = 0, int b = 0) {
        MapProblem p{code};
        p.a = a;
        p.b = b;
        out.push_back(p);
    };

    if (map.players < 2 || map.players > 4)
        globalProblem(C::PlayersOutOfRange, map.players);
    if (map.cubes < 4 || map.cubes > 7)
        globalProblem(C::CubesOutOfRange, map.cubes);
    if (map.tiles.empty()) {
        globalProblem(C::NoTiles);
        return out;
    }

    const TileBounds box = tileBounds(map);

    int starts = 0, locations = 0;
    std::set<std::pair<int, int>> seen, dup;
    for (const Tile &t : map.tiles) {
        if (!isTileNumber(t.planet))
            tileProblem(C::UnknownPlanet, t, t.planet);
        if (t.start && t.planet == 0)
            tileProblem(C::StartOnVoid, t);
        else if (t.start)
            ++starts;
        locations += cubeLocationsFor(t.planet);
        if (!seen.insert({t.x, t.y}).second && dup.insert({t.x, t.y}).second)
            tileProblem(C::DuplicateTile, t);
    }
    if (!box.fits()) {
        globalProblem(C::TooLarge, int(std::min<qint64>(box.width(), INT_MAX)),
                      int(std::min<qint64>(box.height(), INT_MAX)));
    } else {
        // Connectivity with edge and corner contact (8-neighbourhood) over distinct places.
        std::vector<std::pair<int, int>> places(seen.begin(), seen.end());
        std::vector<int> comp(places.size(), -1);
        auto indexOf = [&](int x, int y) {
            auto it = std::lower_bound(places.begin(), places.end(), std::make_pair(x, y));
            return (it != places.end() && *it == std::make_pair(x, y)) ? int(it - places.begin())
                                                                        : -1;
        };
        std::vector<int> sizes;
        for (size_t i = 0; i < places.size(); ++i) {
            if (comp[i] >= 0)
                continue;
            const int c = int(sizes.size());
            sizes.push_back(0);
            std::vector<int> stack{int(i)};
            comp[i] = c;
            while (!stack.empty()) {
                const int k = stack.back();
                stack.pop_back();
                ++sizes[c];
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx) {
                        const int j = indexOf(places[k].first + dx, places[k].second + dy);
                        if (j >= 0 && comp[j] < 0) {
                            comp[j] = c;
                            stack.push_back(j);
                        }
                    }
            }
        }
        // The largest group is "the map"; the first such group in reading order wins ties.
        int main = 0;
        for (int c = 1; c < int(sizes.size()); ++c)
            if (sizes[c] > sizes[main])
                main = c;
        std::set<std::pair<int, int>> reported;
        for (const Tile &t : map.tiles) {
            const int k = indexOf(t.x, t.y);
            if (!reported.insert({t.x, t.y}).second)
                continue;
            if (comp[k] != main) {
                tileProblem(C::Disconnected, t);
                continue;
            }
            if (places.size() > 1) {
                const bool edge = indexOf(t.x - 1, t.y) >= 0 || indexOf(t.x + 1, t.y) >= 0 ||
                                  indexOf(t.x, t.y - 1) >= 0 || indexOf(t.x, t.y + 1) >= 0;
                if (!edge)
                    tileProblem(C::CornerOnly, t, 0, true);
            }
        }
    }
    if (map.players >= 2 && map.players <= 4 && starts < map.players)
        globalProblem(C::TooFewStarts, starts, map.players);
    if (map.players >= 2 && map.players <= 4 && map.cubes >= 4 && map.cubes <= 7) {
        const int needed = map.players * map.cubes + 1 - map.players;
        if (locations < needed)
            globalProblem(C::TooFewLocations, locations, needed);
    }
    return out;
}

bool isPlayable(const std::vector<MapProblem> &problems)
{
    return std::none_of(problems.begin(), problems.end(),
                        [](const MapProblem &p) { return !p.notice; });
}

} // namespace quantum
