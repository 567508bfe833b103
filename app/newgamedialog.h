#pragma once

#include "app/game/seat.h"
#include "app/mapchooser.h"
#include "engine/map.h"

#include <QDialog>
#include <QList>
#include <QPixmap>

class QComboBox;
class QLineEdit;

namespace quantum {

// What a new game is made of.
struct GameSetup {
    Map map;
    QList<SeatInfo> seats;
    quint64 seed = 0;
};

// The seat's faction emblem, 20 pixels square (seat lists).
QPixmap factionBadge(int seat, qreal dpr);

// New game: a map from a list with previews (MapChooser: filtered by player count, cube
// count and a search, the last map chosen selected again); 2-4 seats, each
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
    void updateSeats();

    MapChooser *m_chooser = nullptr;
    QList<QLineEdit *> m_names;
    QList<QComboBox *> m_kinds;
    QList<QWidget *> m_rows;
    QLineEdit *m_seed = nullptr;
};

} // namespace quantum
