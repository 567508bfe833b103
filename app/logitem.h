#pragma once

#include "engine/action.h"

#include <QList>
#include <QString>

class QListWidgetItem;

namespace quantum {

// What a log line names on the board: squares, planets (indices) and ships (player *
// kShipsPerPlayer + ship), taken from its event alone.
struct LogPlaces {
    QList<int> squares, planets, ships;
    bool isEmpty() const { return squares.isEmpty() && planets.isEmpty() && ships.isEmpty(); }
    bool operator==(const LogPlaces &) const = default;
};
LogPlaces placesOf(const Event &event);
// The places a line made by makeLogItem names (none for other items).
LogPlaces placesOf(const QListWidgetItem *item);

// A line of the game log: in the faction colour of the event's player, turn starts and the
// win in bold, with the places it names in its data (placesOf). The game page and the replay
// build their logs with it.
QListWidgetItem *makeLogItem(const QString &line, const Event &event);

} // namespace quantum
