// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <QRectF>
#include <QStringList>

class QPainter;

namespace quantum {

// A ship die in its owner's colour: pips, a small numeral and the faction emblem, so the
// value and the owner read without colour. Rendered from our SVG art (resources/dice/) as
// vectors: crisp at any zoom.
void drawShipDie(QPainter *painter, int player, int value, const QRectF &box, bool faded = false);
// A tracker die (dominance, research): a plain die with pips in the faction colour.
QPixmap shipDiePixmap(int player, int value, int size, qreal dpr, bool faded = false);
// The art files the dice are drawn from (for the start-up check, board::missingArt).
QStringList diceArtFiles();

} // namespace quantum
