// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/common/shippedmaps.h"

#include <QCoreApplication>
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

namespace {
// The descriptions of the shipped maps (maps/*.json): our text, so the players read it in
// their language. tst_maps checks that every shipped map's description is here.
constexpr const char *kShippedDescriptions[] = {
    QT_TRANSLATE_NOOP("ShippedMaps",
                      "A long diagonal corridor through the Void; two rich 10-planets touch it "
                      "only at a corner, so only Interceptors and Flagship drops reach them."),
    QT_TRANSLATE_NOOP("ShippedMaps", "A small duel around a central Void: every ship parked in it "
                                     "feeds research, but leaves the ring of planets open."),
    QT_TRANSLATE_NOOP("ShippedMaps", "Basic 2-player map (second printing)."),
    QT_TRANSLATE_NOOP("ShippedMaps", "Basic 3-player map (second printing)."),
    QT_TRANSLATE_NOOP("ShippedMaps", "Basic 4-player map (second printing)."),
    QT_TRANSLATE_NOOP("ShippedMaps",
                      "Each fleet has its own 10-planet two tiles from home and the other two four "
                      "tiles away, with a Void between the northern pair."),
    QT_TRANSLATE_NOOP(
        "ShippedMaps",
        "Four arms turn around a central 10-planet, each fleet at the tip of its own arm."),
    QT_TRANSLATE_NOOP(
        "ShippedMaps",
        "Four rich 10-planets hang off the corners of a ring around the Void, joined to it only by "
        "a corner, so only Interceptors and Flagship drops reach them."),
    QT_TRANSLATE_NOOP("ShippedMaps", "Published layout."),
    QT_TRANSLATE_NOOP("ShippedMaps",
                      "Three fleets on three arms of a compass around a central Void, four tiles "
                      "from each other and from the lone 10-planet on the fourth arm."),
};
} // namespace

bool isShippedMapPath(const QString &path)
{
    return path.startsWith(QLatin1String(":/maps/"));
}

QString shippedMapDescription(const QString &description)
{
    for (const char *known : kShippedDescriptions)
        if (description == QLatin1String(known))
            return QCoreApplication::translate("ShippedMaps", known);
    return description;
}

QStringList shippedMapDescriptions()
{
    QStringList out;
    for (const char *known : kShippedDescriptions)
        out.append(QString::fromUtf8(known));
    return out;
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
