// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QPixmap>
#include <QSize>
#include <QWidget>

#include <functional>

class QAction;
class QComboBox;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QToolButton;

namespace quantum::editor {

// One map file of the library, read or not.
struct LibraryMap {
    QString path;        // the file (a resource path for a shipped map; empty: handed in)
    Map map;             // the map read (when `parsed`)
    QString problem;     // why it cannot be played (unreadable, not a map, newer, not valid)
    bool parsed = false; // read as a map: a draft that is not valid has parsed and a problem
    bool shipped = false;
    QDateTime modified; // the file's modification time (not for shipped maps)

    bool playable() const { return parsed && problem.isEmpty(); }
    QString fileName() const;
};

// The most files read from the user's folder (the rest, in file name order, are left out).
inline constexpr int kMaxLibraryFiles = 2000;

// Reads one map file (bounded), parses and validates it.
LibraryMap readLibraryMap(const QString &path, bool shipped = false);
// The library: `shipped` in their order, then every *.quantum-map and *.json regular file of
// `folder` (by file name, at most kMaxLibraryFiles).
QList<LibraryMap> readMapLibrary(const QStringList &shipped, const QString &folder);

// The map library: a list of maps with their pictures, player count and cubes, filtered by
// player count, cube count and a search over names, descriptions and file names, sorted by
// name or by date, grouped by player count when asked. A file that cannot be read is in the
// list, greyed with a warning sign and its reason, and cannot be chosen. Pictures are drawn
// when an item is first shown, and kept. New game and Host LAN game (app/common's MapChooser)
// and the editor's Open (MapLibraryDialog) show it.
class MapLibrary : public QWidget {
    Q_OBJECT
public:
    // Play: only valid maps can be chosen. Edit: drafts that are not valid can too.
    enum class Purpose { Play, Edit };
    enum class Sort { Name, Date };
    // Roles of the list's items beside the text.
    enum Role { IndexRole = Qt::UserRole, KindRole, CountRole };
    enum Kind { MapItem, HeaderItem };
    // The size of a map's picture in the list: planet numbers stay readable in it.
    static constexpr QSize kThumbnailSize{240, 168};

    explicit MapLibrary(Purpose purpose, QWidget *parent = nullptr);

    void setMaps(const QList<LibraryMap> &maps);
    const QList<LibraryMap> &maps() const { return m_maps; }
    // Adds `entry` first (a map handed in) and returns its index.
    int prependMap(const LibraryMap &entry);
    // How a map's description reads (the app translates the shipped maps' descriptions).
    void setDescriber(std::function<QString(const LibraryMap &)> describe);
    QString description(const LibraryMap &entry) const;
    bool canChoose(const LibraryMap &entry) const;

    QListWidget *list() const { return m_list; }
    // The index in maps() of the map selected, -1 when none (or a header) is.
    int currentIndex() const;
    // Selects maps()[index], changing the filters only as far as needed to show it.
    void choose(int index);
    // The players filter: 0 for any number.
    int playersFilter() const;
    void setPlayersFilter(int players);
    Sort sort() const;
    void setSort(Sort sort);
    bool grouped() const;
    void setGrouped(bool grouped);
    // The pictures drawn so far (for the tests: they are drawn when shown).
    int picturesDrawn() const { return int(m_pictures.size()); }
    QPixmap picture(int index);

signals:
    void currentChanged();
    // A map was double-clicked or Enter was pressed on it.
    void activated();
    // The user changed the sort or the grouping.
    void viewChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refill();
    void retranslate();
    bool matches(const LibraryMap &entry) const;
    QListWidgetItem *headerItem(const QString &title, int count) const;

    Purpose m_purpose;
    QList<LibraryMap> m_maps;
    QHash<int, QPixmap> m_pictures;
    std::function<QString(const LibraryMap &)> m_describe;
    QComboBox *m_players = nullptr;
    QComboBox *m_cubes = nullptr;
    QLineEdit *m_search = nullptr;
    QToolButton *m_view = nullptr; // its menu: the order and the sections
    QAction *m_byName = nullptr;
    QAction *m_byDate = nullptr;
    QAction *m_group = nullptr;
    QListWidget *m_list = nullptr;
};

} // namespace quantum::editor
