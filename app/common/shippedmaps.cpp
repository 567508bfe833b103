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
    // Embedded with the program: the start-up check (missingResources) refuses to start a
    // build without it, so there is no second, hand-written Alpha Sector here.
    QFile file(QStringLiteral(":/maps/alpha-sector.json"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return mapFromJsonBytes(file.readAll()).map;
}

} // namespace quantum
