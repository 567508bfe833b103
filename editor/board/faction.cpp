// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/board/faction.h"

#include <QCoreApplication>
#include <QPainter>

namespace quantum::faction {

namespace {

const char *const kNames[kCount] = {
    QT_TRANSLATE_NOOP("Faction", "Vermillion"),
    QT_TRANSLATE_NOOP("Faction", "Blue"),
    QT_TRANSLATE_NOOP("Faction", "Green"),
    QT_TRANSLATE_NOOP("Faction", "Yellow"),
};

constexpr QRgb kColors[kCount] = {0xD55E00, 0x0072B2, 0x009E73, 0xF0E442};

bool valid(int player)
{
    return player >= 0 && player < kCount;
}

const QColor kRim(10, 12, 20);

} // namespace

QColor color(int player)
{
    return valid(player) ? QColor(kColors[player]) : QColor(0x9a, 0x9a, 0x9a);
}

QColor inkColor(int player)
{
    // Blue is the only palette colour too dark for black marks.
    return player == 1 ? QColor(0xf4, 0xf7, 0xff) : QColor(0x14, 0x16, 0x1c);
}

Emblem emblem(int player)
{
    switch (player) {
    case 1:
        return Emblem::Triangle;
    case 2:
        return Emblem::Square;
    case 3:
        return Emblem::Diamond;
    default:
        return Emblem::Circle;
    }
}

QString name(int player)
{
    return valid(player) ? QCoreApplication::translate("Faction", kNames[player]) : QString();
}

QPainterPath emblemPath(Emblem emblem, const QRectF &box)
{
    const qreal s = qMin(box.width(), box.height());
    const QPointF c = box.center();
    QPainterPath p;
    switch (emblem) {
    case Emblem::Circle:
        p.addEllipse(c, s * 0.46, s * 0.46);
        break;
    case Emblem::Triangle: {
        // Equilateral, its centroid a little below the box centre so it looks centred.
        const qreal h = s * 0.9;
        const qreal w = h * 1.1547;
        const qreal top = c.y() - h * 0.56;
        p.moveTo(c.x(), top);
        p.lineTo(c.x() + w / 2, top + h);
        p.lineTo(c.x() - w / 2, top + h);
        p.closeSubpath();
        break;
    }
    case Emblem::Square:
        p.addRect(QRectF(c.x() - s * 0.4, c.y() - s * 0.4, s * 0.8, s * 0.8));
        break;
    case Emblem::Diamond:
        p.moveTo(c.x(), c.y() - s * 0.52);
        p.lineTo(c.x() + s * 0.52, c.y());
        p.lineTo(c.x(), c.y() + s * 0.52);
        p.lineTo(c.x() - s * 0.52, c.y());
        p.closeSubpath();
        break;
    }
    return p;
}

void drawEmblem(QPainter *painter, int player, const QRectF &box)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal s = qMin(box.width(), box.height());
    QPen pen(kRim, s * 0.08);
    pen.setJoinStyle(Qt::RoundJoin);
    painter->setPen(pen);
    painter->setBrush(color(player));
    painter->drawPath(emblemPath(emblem(player), box));
    painter->restore();
}

void drawCube(QPainter *painter, int player, const QRectF &box)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal s = qMin(box.width(), box.height());
    const QRectF r(box.center().x() - s / 2, box.center().y() - s / 2, s, s);
    const QColor c = color(player);

    QPen rim(kRim, s * 0.09);
    rim.setJoinStyle(Qt::RoundJoin);
    painter->setPen(rim);
    painter->setBrush(c);
    painter->drawRoundedRect(r, s * 0.16, s * 0.16);

    // A lighter top edge gives the cube a little volume without gradients.
    painter->setPen(Qt::NoPen);
    painter->setBrush(c.lighter(135));
    const qreal in = s * 0.12;
    painter->drawRoundedRect(QRectF(r.left() + in, r.top() + in * 0.8, s - 2 * in, s * 0.14),
                             s * 0.06, s * 0.06);

    painter->setBrush(inkColor(player));
    const qreal e = s * 0.52;
    painter->drawPath(emblemPath(
        emblem(player), QRectF(r.center().x() - e / 2, r.center().y() - e / 2 + s * 0.04, e, e)));
    painter->restore();
}

} // namespace quantum::faction
