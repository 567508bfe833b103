// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The shipped maps as the tests see them. maps/ holds our own maps and the published
// layouts written by scripts/make-published-maps. The deep per-map tests (the self-play
// soak, event round trips, truncated files, games through the UI, the editor's round trip)
// run on our own maps, the "core" maps; every shipped map, published ones included, gets
// the cheap checks (reads, validates, writes back, plays one seeded game: tst_maps,
// tst_engine), so the suite stays fast with many maps.

#include <QDir>
#include <QStringList>

namespace quantum::testmaps {

// Every map file in maps/, sorted by name.
inline QStringList allMapFiles()
{
    return QDir(QStringLiteral(QUANTUM_MAPS_DIR))
        .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

// Our own maps: the three basic maps of the second printing and ours (docs/map-format.md,
// Shipped maps), sorted. A new map of ours goes here too; tst_maps fails for a map that is
// neither here nor a published layout.
inline QStringList coreMapFiles()
{
    return {QStringLiteral("alpha-sector.json"), QStringLiteral("beta-sector.json"),
            QStringLiteral("compass.json"),      QStringLiteral("event-horizon.json"),
            QStringLiteral("gamma-sector.json"), QStringLiteral("outer-beacons.json"),
            QStringLiteral("pinwheel.json"),     QStringLiteral("smugglers-run.json"),
            QStringLiteral("three-crowns.json")};
}

inline QString mapFilePath(const QString &file)
{
    return QDir(QStringLiteral(QUANTUM_MAPS_DIR)).filePath(file);
}

} // namespace quantum::testmaps
