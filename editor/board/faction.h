// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPainterPath>
#include <QRectF>
#include <QString>

class QPainter;

// The four factions (seats 0..3): a colour from the colour-blind-safe Okabe-Ito palette
// and an emblem each, so factions stay distinguishable without colour. Used on cubes,
// dice and command sheets alike.
namespace quantum::faction {

inline constexpr int kCount = 4;

enum class Emblem { Circle, Triangle, Square, Diamond };

QColor color(int player);    // vermillion, blue, bluish green, yellow; grey if out of range
QColor inkColor(int player); // dark or light, for marks drawn on color(player)
Emblem emblem(int player);
QString name(int player); // translated colour name ("Vermillion", ...)

// The emblem's outline fitting `box` (centred, keeping its proportions).
QPainterPath emblemPath(Emblem emblem, const QRectF &box);

// The emblem in the faction colour with a dark rim (legend, seat lists).
void drawEmblem(QPainter *painter, int player, const QRectF &box);

// A quantum cube: a faction-coloured rounded square with the emblem in ink colour.
void drawCube(QPainter *painter, int player, const QRectF &box);

} // namespace quantum::faction
