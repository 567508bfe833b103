// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/common/mapchooser.h"

#include "app/common/appsettings.h"
#include "app/common/shippedmaps.h"
#include "editor/board/maprenderer.h"
#include "editor/userfolders.h"
#include "engine/reader.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

namespace quantum {

namespace {

// Why the map file `path` cannot be played (empty when it can), with the map read.
QString readPlayableMap(const QString &path, Map &map)
{
    QByteArray bytes;
    ReadStatus status;
    if (!readInputFile(path, bytes, status)) return status.message(); // bounded
    const MapReadResult read = mapFromJsonBytes(bytes);
    if (!read.ok) return read.error();
    for (const MapProblem &problem : validateMap(read.map))
        if (!problem.notice) return MapChooser::tr("not valid: %1").arg(problem.text());
    map = read.map;
    return {};
}

} // namespace

QList<MapEntry> availableMaps(QStringList *unusable)
{
    QList<MapEntry> out;
    QStringList paths = shippedMapPaths();
    const qsizetype shipped = paths.size();
    const QDir user(editor::userMapsFolder());
    // Regular files only (QDir::Files without QDir::System lists no pipes or devices).
    const QStringList own =
        user.entryList({QStringLiteral("*.quantum-map"), QStringLiteral("*.json")}, QDir::Files,
                       QDir::Name);
    for (const QString &name : own)
        paths.append(user.filePath(name));
    for (qsizetype i = 0; i < paths.size(); ++i) {
        Map map;
        const QString why = readPlayableMap(paths[i], map);
        if (why.isEmpty())
            out.append({paths[i], map});
        else if (unusable && i >= shipped) // a shipped map is checked by the tests
            unusable->append(QStringLiteral("%1: %2").arg(QFileInfo(paths[i]).fileName(), why));
    }
    return out;
}

MapChooser::MapChooser(QWidget *parent) : QWidget(parent)
{
    QStringList unusable;
    m_maps = availableMaps(&unusable);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_players = new QComboBox;
    m_players->addItem(tr("2 players"), 2);
    m_players->addItem(tr("3 players"), 3);
    m_players->addItem(tr("4 players"), 4);
    auto *playersLabel = new QLabel(tr("&Players:"));
    playersLabel->setBuddy(m_players);
    m_cubes = new QComboBox;
    m_cubes->addItem(tr("Any number of cubes"), 0);
    for (int cubes = 4; cubes <= 7; ++cubes)
        m_cubes->addItem(tr("%n cube(s) to win", nullptr, cubes), cubes);
    m_search = new QLineEdit;
    m_search->setPlaceholderText(tr("Search maps"));
    m_search->setClearButtonEnabled(true);
    top->addWidget(playersLabel);
    top->addWidget(m_players);
    top->addWidget(m_cubes);
    top->addWidget(m_search, 1);
    layout->addLayout(top);

    m_list = new QListWidget;
    m_list->setViewMode(QListView::IconMode);
    m_list->setIconSize(kThumbnailSize);
    m_list->setGridSize(kThumbnailSize + QSize(20, 40));
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setMinimumHeight(200);
    layout->addWidget(m_list, 1);
    m_mapInfo = new QLabel;
    m_mapInfo->setWordWrap(true);
    layout->addWidget(m_mapInfo);
    // A map file of the user's that cannot be played is not lost without a word: the first
    // few are named with their reason, all of them in the tooltip.
    m_unusable = new QLabel;
    m_unusable->setObjectName(QStringLiteral("unusableMaps"));
    m_unusable->setWordWrap(true);
    m_unusable->setTextFormat(Qt::PlainText);
    m_unusable->setVisible(!unusable.isEmpty());
    if (!unusable.isEmpty()) {
        constexpr qsizetype kNamed = 3;
        QStringList named = unusable.mid(0, kNamed);
        if (unusable.size() > kNamed)
            named.append(tr("and %n more", nullptr, int(unusable.size() - kNamed)));
        //: Under the map list: %1 is the user's maps folder, %2 one line per map file
        //: that cannot be played ("file name: reason").
        m_unusable->setText(tr("Not in the list, from your maps folder (%1):\n%2")
                                .arg(QDir::toNativeSeparators(editor::userMapsFolder()),
                                     named.join(QLatin1Char('\n'))));
        m_unusable->setToolTip(unusable.join(QLatin1Char('\n')));
    }
    layout->addWidget(m_unusable);

    connect(m_players, &QComboBox::currentIndexChanged, this, [this] { fillMaps(); });
    connect(m_cubes, &QComboBox::currentIndexChanged, this, [this] { fillMaps(); });
    connect(m_search, &QLineEdit::textChanged, this, [this] { fillMaps(); });
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        updateInfo();
        emit mapChanged();
    });
    // The map chosen last time, with its player count.
    const QString last = readSetting(Setting::LastMap).toString();
    for (const MapEntry &entry : std::as_const(m_maps))
        if (!last.isEmpty() && entry.map.name == last) {
            chooseMap(entry.map);
            return;
        }
    fillMaps();
}

bool MapChooser::hasMap() const
{
    return m_list->currentItem() != nullptr;
}

Map MapChooser::currentMap() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? m_maps[item->data(Qt::UserRole).toInt()].map : defaultMap();
}

int MapChooser::players() const
{
    return m_players->currentData().toInt();
}

void MapChooser::rememberChoice() const
{
    if (hasMap()) writeSetting(Setting::LastMap, currentMap().name);
}

void MapChooser::fillMaps()
{
    const int players = m_players->currentData().toInt();
    const int cubes = m_cubes->currentData().toInt();
    const QString search = m_search->text().trimmed();
    {
        const QSignalBlocker quiet(m_list); // one mapChanged for the whole refill, below
        m_list->clear();
        for (int i = 0; i < m_maps.size(); ++i) {
            const Map &map = m_maps[i].map;
            if (map.players != players || (cubes && map.cubes != cubes)) continue;
            const QString about = description(m_maps[i]);
            if (!search.isEmpty() && !map.name.contains(search, Qt::CaseInsensitive) &&
                !about.contains(search, Qt::CaseInsensitive))
                continue;
            const QImage preview = board::renderMapPreview(map, kThumbnailSize);
            auto *item = new QListWidgetItem(QIcon(QPixmap::fromImage(preview)), map.name);
            item->setData(Qt::UserRole, i);
            item->setToolTip(about);
            m_list->addItem(item);
        }
        if (m_list->count()) m_list->setCurrentRow(0);
    }
    updateInfo();
    emit mapChanged();
}

// A shipped map's description in the player's language; a user's as its maker wrote it.
QString MapChooser::description(const MapEntry &entry)
{
    return isShippedMapPath(entry.path) ? shippedMapDescription(entry.map.description)
                                        : entry.map.description;
}

void MapChooser::updateInfo()
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item) {
        m_mapInfo->setText(tr("No map for this number of players."));
        return;
    }
    const MapEntry &entry = m_maps[item->data(Qt::UserRole).toInt()];
    const Map &map = entry.map;
    QString info = tr("%1 — %n cube(s) to win.", nullptr, map.cubes).arg(map.name);
    if (!map.description.isEmpty()) info += QLatin1Char(' ') + description(entry);
    m_mapInfo->setText(info);
}

void MapChooser::chooseMap(const Map &map)
{
    int index = -1;
    for (int i = 0; i < m_maps.size() && index < 0; ++i)
        if (m_maps[i].map == map) index = i;
    if (index < 0) {
        m_maps.prepend({QString(), map});
        index = 0;
    }
    { // no filter hides it; the list is filled once, below
        const QSignalBlocker players(m_players), cubes(m_cubes), search(m_search);
        m_players->setCurrentIndex(m_players->findData(map.players));
        m_cubes->setCurrentIndex(0);
        m_search->clear();
    }
    fillMaps();
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(Qt::UserRole).toInt() == index) m_list->setCurrentRow(row);
}

} // namespace quantum
