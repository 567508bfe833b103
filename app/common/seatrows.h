// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPixmap>

class QHBoxLayout;
class QLayout;
class QWidget;

namespace quantum {

// The seat's faction emblem, 20 pixels square (seat lists).
QPixmap factionBadge(int seat, qreal dpr);

// The seat rows of the new-game and host dialogs. A row for `seat` added to `rows` (and to
// `list`): the faction's badge and colour name; the dialog adds its choices to the layout
// returned.
QHBoxLayout *addSeatRow(QLayout *rows, QList<QWidget *> &list, int seat);
// The rows of the map's seats shown, the others hidden.
void showSeatRows(const QList<QWidget *> &list, int players);

} // namespace quantum
