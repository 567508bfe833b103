// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/common/seatrows.h"

#include "editor/board/faction.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QWidget>

namespace quantum {

QPixmap factionBadge(int seat, qreal dpr)
{
    QPixmap pm(QSize(20, 20) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    faction::drawEmblem(&p, seat, QRectF(1, 1, 18, 18));
    return pm;
}

QHBoxLayout *addSeatRow(QLayout *rows, QList<QWidget *> &list, int seat)
{
    auto *row = new QWidget;
    auto *h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    auto *badge = new QLabel;
    badge->setPixmap(factionBadge(seat, row->devicePixelRatioF()));
    badge->setToolTip(faction::name(seat));
    auto *colour = new QLabel(faction::name(seat));
    colour->setMinimumWidth(110);
    h->addWidget(badge);
    h->addWidget(colour);
    rows->addWidget(row);
    list.append(row);
    return h;
}

void showSeatRows(const QList<QWidget *> &list, int players)
{
    for (int i = 0; i < list.size(); ++i)
        list[i]->setVisible(i < players);
}

} // namespace quantum
