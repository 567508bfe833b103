#pragma once

#include "app/game/seat.h"
#include "engine/map.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace quantum {

// What a new game is made of.
struct GameSetup {
    Map map;
    QList<SeatInfo> seats;
    quint64 seed = 0;
};

// The playable maps: shipped ones, then the user's own (maps folder under QStandardPaths).
struct MapEntry {
    QString path;
    Map map;
};
QList<MapEntry> availableMaps();

// New game: a map from a list with previews, filtered by player count, cube count and a
// search over names and descriptions, the last map chosen selected again; 2-4 seats, each
// human or computer with a name (the colour and emblem go with the seat); an optional seed.
class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget *parent = nullptr);
    GameSetup setup() const;
    void accept() override; // remembers the map chosen
    // Puts `map` first in the list (a map from the editor, saved or not) and selects it.
    void chooseMap(const Map &map);

private:
    void fillMaps();
    void updateSeats();

    QList<MapEntry> m_maps;
    QComboBox *m_players = nullptr;
    QComboBox *m_cubes = nullptr;
    QLineEdit *m_search = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_mapInfo = nullptr;
    QList<QLineEdit *> m_names;
    QList<QComboBox *> m_kinds;
    QList<QWidget *> m_rows;
    QLineEdit *m_seed = nullptr;
};

} // namespace quantum
