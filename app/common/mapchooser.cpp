// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/common/mapchooser.h"

#include "app/common/appsettings.h"
#include "app/common/shippedmaps.h"
#include "editor/userfolders.h"
#include "editor/windowgeometry.h"

#include <QLabel>
#include <QScreen>
#include <QVBoxLayout>

namespace quantum {

namespace {

QList<editor::LibraryMap> readLibrary()
{
    return editor::readMapLibrary(shippedMapPaths(), editor::userMapsFolder());
}

} // namespace

QList<MapEntry> availableMaps(QStringList *unusable)
{
    QList<MapEntry> out;
    for (const editor::LibraryMap &entry : readLibrary()) {
        if (entry.playable())
            out.append({entry.path, entry.map});
        else if (unusable && !entry.shipped) // a shipped map is checked by the tests
            unusable->append(QStringLiteral("%1: %2").arg(entry.fileName(), entry.problem));
    }
    return out;
}

MapChooser::MapChooser(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_library = new editor::MapLibrary(editor::MapLibrary::Purpose::Play);
    // A shipped map's description in the player's language; a user's as its maker wrote it.
    m_library->setDescriber([](const editor::LibraryMap &entry) {
        return entry.shipped ? shippedMapDescription(entry.map.description) : entry.map.description;
    });
    m_library->setSort(readSetting(Setting::MapSort).toString() == QLatin1String("date")
                           ? editor::MapLibrary::Sort::Date
                           : editor::MapLibrary::Sort::Name);
    m_library->setGrouped(readSetting(Setting::MapGroups).toBool());
    layout->addWidget(m_library, 1);
    m_mapInfo = new QLabel;
    m_mapInfo->setObjectName(QStringLiteral("mapInfo"));
    m_mapInfo->setWordWrap(true);
    m_mapInfo->setTextFormat(Qt::PlainText);
    layout->addWidget(m_mapInfo);

    connect(m_library, &editor::MapLibrary::currentChanged, this, [this] {
        updateInfo();
        emit mapChanged();
    });
    connect(m_library, &editor::MapLibrary::viewChanged, this, [this] {
        writeSetting(Setting::MapSort, m_library->sort() == editor::MapLibrary::Sort::Date
                                           ? QStringLiteral("date")
                                           : QStringLiteral("name"));
        writeSetting(Setting::MapGroups, m_library->grouped());
    });
    m_library->setMaps(readLibrary());
    // The map chosen last time.
    const QString last = readSetting(Setting::LastMap).toString();
    const QList<editor::LibraryMap> &maps = m_library->maps();
    for (int i = 0; i < maps.size(); ++i)
        if (!last.isEmpty() && maps[i].playable() && maps[i].map.name == last) {
            m_library->choose(i);
            break;
        }
    updateInfo();
}

bool MapChooser::hasMap() const
{
    return m_library->currentIndex() >= 0;
}

Map MapChooser::currentMap() const
{
    const int index = m_library->currentIndex();
    return index >= 0 ? m_library->maps()[index].map : defaultMap();
}

int MapChooser::players() const
{
    if (hasMap()) return currentMap().players;
    const int filter = m_library->playersFilter();
    return filter ? filter : 2;
}

void MapChooser::rememberChoice() const
{
    if (hasMap()) writeSetting(Setting::LastMap, currentMap().name);
}

void MapChooser::updateInfo()
{
    const int index = m_library->currentIndex();
    if (index < 0) {
        m_mapInfo->setText(tr("No map for this number of players."));
        return;
    }
    const editor::LibraryMap &entry = m_library->maps()[index];
    const Map &map = entry.map;
    QString info = tr("%1 — %n cube(s) to win.", nullptr, map.cubes).arg(map.name);
    if (!map.description.isEmpty()) info += QLatin1Char(' ') + m_library->description(entry);
    m_mapInfo->setText(info);
}

void MapChooser::chooseMap(const Map &map)
{
    const QList<editor::LibraryMap> &maps = m_library->maps();
    int index = -1;
    for (int i = 0; i < maps.size() && index < 0; ++i)
        if (maps[i].parsed && maps[i].map == map) index = i;
    if (index < 0) {
        editor::LibraryMap handed;
        handed.map = map;
        handed.parsed = true; // a map from the editor: the editor plays only valid ones
        index = m_library->prependMap(handed);
    }
    m_library->choose(index);
}

QSize MapChooser::dialogSize(const QWidget *dialog, int height)
{
    const QScreen *screen = dialog->screen();
    return fittedDialogSize(QSize(1000, height),
                            screen ? screen->availableGeometry() : QRect());
}

} // namespace quantum
