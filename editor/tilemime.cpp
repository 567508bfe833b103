// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/tilemime.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>
#include <QSet>

namespace quantum::editor {

namespace {

constexpr double kMaxCoordinate = 1e6; // as the map reader's coordinates

// A whole number within +-kMaxCoordinate.
bool readCoordinate(const QJsonValue &v, int &out)
{
    if (!v.isDouble()) return false;
    const double d = v.toDouble();
    if (!(d >= -kMaxCoordinate && d <= kMaxCoordinate) || d != double(qint64(d))) return false;
    out = int(d);
    return true;
}

std::optional<TileDrag> refuse(QString *why, const QString &reason)
{
    if (why) *why = reason;
    return std::nullopt;
}

} // namespace

QString tileMimeType()
{
    return QStringLiteral("application/x-quantum-map-tiles");
}

TileDrag paletteDrag(int planet)
{
    TileDrag d;
    d.source = TileDrag::Source::Palette;
    d.tiles.push_back(Tile{0, 0, planet, false});
    return d;
}

TileDrag copiedTiles(const std::vector<Tile> &tiles, quintptr document)
{
    TileDrag d;
    d.source = TileDrag::Source::Map;
    d.document = document;
    d.tiles = tiles;
    const TileBounds box = tileBounds(tiles);
    if (!box.isEmpty()) d.anchor = QPoint((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2);
    return d;
}

QMimeData *createTileMimeData(const TileDrag &drag)
{
    QJsonObject o;
    o[QStringLiteral("source")] =
        drag.source == TileDrag::Source::Map ? QStringLiteral("map") : QStringLiteral("palette");
    o[QStringLiteral("document")] = QString::number(quint64(drag.document));
    o[QStringLiteral("anchor")] = QJsonArray{drag.anchor.x(), drag.anchor.y()};
    QJsonArray tiles;
    for (const Tile &t : drag.tiles)
        tiles.append(QJsonArray{t.x, t.y, t.planet, t.start});
    o[QStringLiteral("tiles")] = tiles;
    auto *mime = new QMimeData;
    mime->setData(tileMimeType(), QJsonDocument(o).toJson(QJsonDocument::Compact));
    return mime;
}

QMimeData *createTileClipboardData(const TileDrag &drag)
{
    QMimeData *mime = createTileMimeData(drag);
    Map group;
    group.tiles = drag.tiles;
    const QString notation = mapToNotation(group);
    if (!notation.isEmpty()) mime->setText(notation);
    return mime;
}

std::optional<TileDrag> readTileMimeData(const QMimeData *mime, QString *why)
{
    if (!mime || !mime->hasFormat(tileMimeType()))
        return refuse(why, QCoreApplication::translate("TileMime", "the data holds no map tiles"));
    const QByteArray bytes = mime->data(tileMimeType());
    if (bytes.size() > kMaxTileDataBytes)
        return refuse(why,
                      QCoreApplication::translate("TileMime", "the tile data is larger than %1 KiB")
                          .arg(kMaxTileDataBytes / 1024));
    const QString junk =
        QCoreApplication::translate("TileMime", "the tile data is damaged or not the map editor's");
    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    if (!doc.isObject()) return refuse(why, junk);
    const QJsonObject o = doc.object();
    TileDrag d;
    const QString source = o.value(QStringLiteral("source")).toString();
    if (source == QLatin1String("map"))
        d.source = TileDrag::Source::Map;
    else if (source != QLatin1String("palette"))
        return refuse(why, junk);
    d.document = quintptr(o.value(QStringLiteral("document")).toString().toULongLong());
    const QJsonArray anchor = o.value(QStringLiteral("anchor")).toArray();
    int ax = 0, ay = 0;
    if (anchor.size() != 2 || !readCoordinate(anchor[0], ax) || !readCoordinate(anchor[1], ay))
        return refuse(why, junk);
    d.anchor = QPoint(ax, ay);
    const QJsonArray tiles = o.value(QStringLiteral("tiles")).toArray();
    if (tiles.isEmpty())
        return refuse(why, QCoreApplication::translate("TileMime", "the tile data holds no tiles"));
    if (tiles.size() > kMaxDragTiles)
        return refuse(why, QCoreApplication::translate(
                               "TileMime", "the tile data holds %1 tiles; a map has at most %2")
                               .arg(tiles.size())
                               .arg(kMaxDragTiles));
    QSet<QPoint> places;
    for (int i = 0; i < tiles.size(); ++i) {
        const QJsonArray a = tiles[i].toArray();
        Tile t;
        if (a.size() != 4 || !readCoordinate(a[0], t.x) || !readCoordinate(a[1], t.y) ||
            !readCoordinate(a[2], t.planet) || !a[3].isBool())
            return refuse(
                why, QCoreApplication::translate("TileMime", "tile %1 of the data is malformed")
                         .arg(i + 1));
        t.start = a[3].toBool();
        if (!isTileNumber(t.planet))
            return refuse(why, QCoreApplication::translate(
                                   "TileMime",
                                   "tile %1 of the data has the planet number %2 (a tile holds 7 "
                                   "to 10, or 0 for the Void)")
                                   .arg(i + 1)
                                   .arg(t.planet));
        if (places.contains(QPoint(t.x, t.y)))
            return refuse(why, QCoreApplication::translate(
                                   "TileMime", "the tile data puts two tiles on the place (%1, %2)")
                                   .arg(t.x)
                                   .arg(t.y));
        places.insert(QPoint(t.x, t.y));
        d.tiles.push_back(t);
    }
    const TileBounds box = tileBounds(d.tiles);
    if (!box.fits())
        return refuse(why,
                      QCoreApplication::translate(
                          "TileMime", "the tiles span %1 x %2 places; at most %3 x %3 fit on a map")
                          .arg(box.width())
                          .arg(box.height())
                          .arg(kMaxMapTiles));
    return d;
}

} // namespace quantum::editor
