// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/common/shippedmaps.h"

#include <QDir>
#include <QFile>

namespace quantum {

QStringList shippedMapPaths()
{
    QStringList paths;
    const QDir dir(QStringLiteral(":/maps"));
    const QStringList names = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &name : names)
        paths.append(dir.filePath(name));
    return paths;
}

Map defaultMap()
{
    QFile file(QStringLiteral(":/maps/alpha-sector.json"));
    if (file.open(QIODevice::ReadOnly)) {
        const MapReadResult read = mapFromJsonBytes(file.readAll());
        if (read.ok) return read.map;
    }
    MapReadResult read = mapFromNotation(QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*"));
    Map map = read.map;
    map.name = QStringLiteral("Alpha Sector");
    map.players = 2;
    map.cubes = 5;
    return map;
}

} // namespace quantum
