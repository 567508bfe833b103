// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/tilemime.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>

namespace quantum::editor {

namespace {
constexpr int kMaxDragTiles = kMaxMapTiles * kMaxMapTiles;
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

std::optional<TileDrag> readTileMimeData(const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(tileMimeType())) return std::nullopt;
    const QJsonDocument doc = QJsonDocument::fromJson(mime->data(tileMimeType()));
    if (!doc.isObject()) return std::nullopt;
    const QJsonObject o = doc.object();
    TileDrag d;
    const QString source = o.value(QStringLiteral("source")).toString();
    if (source == QLatin1String("map"))
        d.source = TileDrag::Source::Map;
    else if (source != QLatin1String("palette"))
        return std::nullopt;
    d.document = quintptr(o.value(QStringLiteral("document")).toString().toULongLong());
    const QJsonArray anchor = o.value(QStringLiteral("anchor")).toArray();
    if (anchor.size() != 2) return std::nullopt;
    d.anchor = QPoint(anchor[0].toInt(), anchor[1].toInt());
    const QJsonArray tiles = o.value(QStringLiteral("tiles")).toArray();
    if (tiles.isEmpty() || tiles.size() > kMaxDragTiles) return std::nullopt;
    for (const QJsonValue &v : tiles) {
        const QJsonArray a = v.toArray();
        if (a.size() != 4 || !a[0].isDouble() || !a[1].isDouble() || !a[2].isDouble() ||
            !a[3].isBool())
            return std::nullopt;
        const Tile t{a[0].toInt(), a[1].toInt(), a[2].toInt(), a[3].toBool()};
        if (!isTileNumber(t.planet)) return std::nullopt;
        d.tiles.push_back(t);
    }
    return d;
}

} // namespace quantum::editor
