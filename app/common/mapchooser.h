// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/maplibrary.h"
#include "engine/map.h"

#include <QList>
#include <QSize>
#include <QWidget>

class QLabel;

namespace quantum {

// The playable maps: shipped ones, then the user's own (maps folder under QStandardPaths).
// A file of the user's folder that is not a playable map goes to `unusable`, when given, as
// "file name: reason" (unreadable, not a map, from a newer version, or not valid).
struct MapEntry {
    QString path;
    Map map;
};
QList<MapEntry> availableMaps(QStringList *unusable = nullptr);

// The map of a new game, from the map library (editor/maplibrary.h) of the shipped maps and
// the user's: pictures, filters by player count and cube count, a search over names,
// descriptions and file names, sorted by name or date and grouped by player count
// (Setting::MapSort, Setting::MapGroups), the user's files that cannot be played in the list
// greyed with their reason. The map chosen last time (Setting::LastMap) is selected at first.
// New game and Host LAN game both choose their map with it.
class MapChooser : public QWidget {
    Q_OBJECT
public:
    // The size of a map's picture in the list: planet numbers stay readable in it.
    static constexpr QSize kThumbnailSize = editor::MapLibrary::kThumbnailSize;

    explicit MapChooser(QWidget *parent = nullptr);
    editor::MapLibrary *library() const { return m_library; }
    bool hasMap() const;
    // The map selected (the default map when none is).
    Map currentMap() const;
    // The player count of the map selected (else of the players filter, else 2).
    int players() const;
    // Puts `map` first in the list (a map from the editor, saved or not) unless it is there,
    // and selects it.
    void chooseMap(const Map &map);
    // Remembers the map selected for next time.
    void rememberChoice() const;
    // The first size of a dialog holding a chooser (New game, Host LAN game): room for three
    // columns and two rows of maps, within the screen `dialog` is on.
    static QSize dialogSize(const QWidget *dialog, int height = 720);

signals:
    void mapChanged();

private:
    void updateInfo();

    editor::MapLibrary *m_library = nullptr;
    QLabel *m_mapInfo = nullptr;
};

} // namespace quantum
