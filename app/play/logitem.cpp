// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/logitem.h"

#include "editor/board/faction.h"
#include "engine/state.h"

#include <QListWidgetItem>
#include <QObject>
#include <QVariant>

namespace quantum {

namespace {
// Item data roles of the places.
constexpr int kSquaresRole = Qt::UserRole + 1;
constexpr int kPlanetsRole = Qt::UserRole + 2;
constexpr int kShipsRole = Qt::UserRole + 3;

QVariantList toVariants(const QList<int> &list)
{
    QVariantList out;
    for (int v : list)
        out.append(v);
    return out;
}

QList<int> fromVariants(const QVariant &v)
{
    QList<int> out;
    const QVariantList list = v.toList();
    for (const QVariant &x : list)
        out.append(x.toInt());
    return out;
}
} // namespace

BoardPlaces placesOf(const Event &e)
{
    BoardPlaces out;
    auto square = [&out](int sq) {
        if (sq >= 0 && !out.squares.contains(sq)) out.squares.append(sq);
    };
    auto ship = [&out](int player, int index) {
        if (player >= 0 && player < kMaxPlayers && index >= 0 && index < kShipsPerPlayer)
            out.ships.append(player * kShipsPerPlayer + index);
    };
    switch (e.type) { // the fields each event names (engine/action.h)
    case EventType::ShipPlaced:
    case EventType::Deployed:
    case EventType::ExpansionShip:
        square(e.sq);
        ship(e.player, e.ship);
        break;
    case EventType::Moved:
    case EventType::AttackRepelled:
    case EventType::Occupied:
    case EventType::Stayed:
        square(e.from);
        square(e.sq);
        ship(e.player, e.ship);
        break;
    case EventType::Transported:
        square(e.from);
        square(e.sq);
        square(e.b); // the passenger's square before
        square(e.a); // its drop square
        ship(e.player, e.ship);
        ship(e.player, e.other);
        break;
    case EventType::Warped:
        square(e.from);
        square(e.sq);
        ship(e.player, e.ship);
        ship(e.player, e.other);
        break;
    case EventType::Attacked:
        square(e.from);
        square(e.a); // the attack-from square
        square(e.sq);
        ship(e.player, e.ship);
        break;
    case EventType::CombatRolled:
        square(e.from);
        square(e.sq);
        ship(e.player, e.ship);
        ship(e.other, e.a);
        break;
    case EventType::ShipDestroyed:
        square(e.sq);
        break;
    case EventType::BothDestroyed:
        square(e.from);
        square(e.sq);
        break;
    case EventType::StartChosen:
    case EventType::CubePlaced:
        if (e.planet >= 0) out.planets.append(e.planet);
        break;
    case EventType::CubeRelocated:
        if (e.planet >= 0) out.planets.append(e.planet);
        if (e.a >= 0) out.planets.append(e.a);
        break;
    case EventType::ShipRolled:
    case EventType::Modified:
    case EventType::ValueChosen:
        ship(e.player, e.ship);
        break;
    case EventType::CardUsed:
        ship(e.player, e.ship);
        break;
    default:
        break;
    }
    return out;
}

BoardPlaces placesOf(const Action &a)
{
    BoardPlaces out;
    for (int sq : {int(a.from), int(a.to), int(a.drop)})
        if (sq >= 0 && !out.squares.contains(sq)) out.squares.append(sq);
    for (int planet : {int(a.planet), int(a.planet2)})
        if (planet >= 0) out.planets.append(planet);
    auto ship = [&out, &a](int s) {
        if (a.player >= 0 && a.player < kMaxPlayers && s >= 0 && s < kShipsPerPlayer)
            out.ships.append(a.player * kShipsPerPlayer + s);
    };
    ship(a.ship);
    if (a.type == ActionType::Transport || a.type == ActionType::Warp) ship(a.other);
    if (a.type == ActionType::Reorganize)
        for (int i = 0; i < kShipsPerPlayer; ++i)
            if (a.value & (1 << i)) ship(i);
    return out;
}

BoardPlaces placesOf(const QListWidgetItem *item)
{
    if (!item) return {};
    return {fromVariants(item->data(kSquaresRole)), fromVariants(item->data(kPlanetsRole)),
            fromVariants(item->data(kShipsRole))};
}

namespace {
constexpr char kSquaresProperty[] = "boardSquares";
constexpr char kPlanetsProperty[] = "boardPlanets";
constexpr char kShipsProperty[] = "boardShips";
} // namespace

void setPlacesOf(QObject *object, const BoardPlaces &places)
{
    object->setProperty(kSquaresProperty, toVariants(places.squares));
    object->setProperty(kPlanetsProperty, toVariants(places.planets));
    object->setProperty(kShipsProperty, toVariants(places.ships));
}

BoardPlaces placesOf(const QObject *object)
{
    if (!object) return {};
    return {fromVariants(object->property(kSquaresProperty)),
            fromVariants(object->property(kPlanetsProperty)),
            fromVariants(object->property(kShipsProperty))};
}

QListWidgetItem *makeLogItem(const QString &line, const Event &event)
{
    auto *item = new QListWidgetItem(line);
    if (event.player >= 0 && event.player < kMaxPlayers)
        item->setForeground(faction::color(event.player).lighter(130));
    if (event.type == EventType::TurnStarted || event.type == EventType::GameWon) {
        QFont f = item->font();
        f.setBold(true);
        item->setFont(f);
    }
    const BoardPlaces places = placesOf(event);
    if (!places.isEmpty()) {
        item->setData(kSquaresRole, toVariants(places.squares));
        item->setData(kPlanetsRole, toVariants(places.planets));
        item->setData(kShipsRole, toVariants(places.ships));
    }
    return item;
}

} // namespace quantum
