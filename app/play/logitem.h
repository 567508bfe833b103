// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/action.h"

#include <QList>
#include <QString>

class QListWidgetItem;
class QObject;

namespace quantum {

// What a log line or an action's button names on the board: squares, planets (indices) and
// ships (player * kShipsPerPlayer + ship), taken from its event or action alone.
struct BoardPlaces {
    QList<int> squares, planets, ships;
    bool isEmpty() const { return squares.isEmpty() && planets.isEmpty() && ships.isEmpty(); }
    bool operator==(const BoardPlaces &) const = default;
};
BoardPlaces placesOf(const Event &event);
BoardPlaces placesOf(const Action &action);
// The places a line made by makeLogItem names (none for other items).
BoardPlaces placesOf(const QListWidgetItem *item);
// The places kept on an object (a button) by setPlacesOf, none for others.
void setPlacesOf(QObject *object, const BoardPlaces &places);
BoardPlaces placesOf(const QObject *object);

// A line of the game log: in the faction colour of the event's player, turn starts and the
// win in bold, with the places it names in its data (placesOf). The game page and the replay
// build their logs with it.
QListWidgetItem *makeLogItem(const QString &line, const Event &event);

} // namespace quantum
