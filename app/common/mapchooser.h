// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QList>
#include <QSize>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace quantum {

// The playable maps: shipped ones, then the user's own (maps folder under QStandardPaths).
// A file of the user's folder that is not a playable map goes to `unusable`, when given, as
// "file name: reason" (unreadable, not a map, from a newer version, or not valid).
struct MapEntry {
    QString path;
    Map map;
};
QList<MapEntry> availableMaps(QStringList *unusable = nullptr);

// A map from a list with previews, filtered by player count, cube count and a search over
// names and descriptions; the map chosen last time (Setting::LastMap) selected at first.
// New game and Host LAN game both choose their map with it.
class MapChooser : public QWidget {
    Q_OBJECT
public:
    // The size of a map's picture in the list: planet numbers stay readable in it.
    static constexpr QSize kThumbnailSize{240, 168};

    explicit MapChooser(QWidget *parent = nullptr);
    // For tests: the line naming the user's map files that are not in the list, and why.
    QLabel *unusableLabel() const { return m_unusable; }
    bool hasMap() const;
    // The map selected (the default map when none is).
    Map currentMap() const;
    // The player count the list shows.
    int players() const;
    // Puts `map` first in the list (a map from the editor, saved or not) and selects it.
    void chooseMap(const Map &map);
    // Remembers the map selected for next time.
    void rememberChoice() const;

signals:
    void mapChanged();

private:
    void fillMaps();
    void updateInfo();
    static QString description(const MapEntry &entry);

    QList<MapEntry> m_maps;
    QComboBox *m_players = nullptr;
    QComboBox *m_cubes = nullptr;
    QLineEdit *m_search = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_mapInfo = nullptr;
    QLabel *m_unusable = nullptr; // the user's map files that cannot be played, and why
};

} // namespace quantum
