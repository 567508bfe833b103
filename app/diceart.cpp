#include "app/diceart.h"

#include "editor/board/faction.h"
#include "editor/board/strokefont.h"

#include <QPainter>
#include <QPainterPath>

namespace quantum {

void drawShipDie(QPainter *painter, int player, int value, const QRectF &box, bool faded)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (faded) painter->setOpacity(painter->opacity() * 0.45);
    const qreal s = qMin(box.width(), box.height());
    const QRectF r(box.center().x() - s / 2, box.center().y() - s / 2, s, s);
    // player < 0: a neutral white die (the weapons and defence dice of a battle).
    const bool neutral = player < 0;
    const QColor fill = neutral ? QColor(0xf2, 0xf2, 0xee) : faction::color(player);
    const QColor ink = neutral ? QColor(0x16, 0x16, 0x1a) : faction::inkColor(player);

    // Body: a rounded square with a darker rim and a light top edge.
    painter->setPen(QPen(fill.darker(170), s * 0.05));
    painter->setBrush(fill);
    painter->drawRoundedRect(r.adjusted(s * 0.03, s * 0.03, -s * 0.03, -s * 0.03), s * 0.18,
                             s * 0.18);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(255, 255, 255, 40));
    painter->drawRoundedRect(QRectF(r.left() + s * 0.1, r.top() + s * 0.08, s * 0.8, s * 0.12),
                             s * 0.06, s * 0.06);

    // Pips on a 3x3 grid.
    static const int pips[7][7][2] = {
        {},
        {{1, 1}},
        {{0, 0}, {2, 2}},
        {{0, 0}, {1, 1}, {2, 2}},
        {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
        {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
        {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
    };
    const int v = qBound(1, value, 6);
    const qreal pip = s * 0.14;
    painter->setBrush(ink);
    for (int i = 0; i < v; ++i) {
        const QPointF c(r.left() + s * (0.26 + 0.24 * pips[v][i][0]),
                        r.top() + s * (0.22 + 0.2 * pips[v][i][1]));
        painter->drawEllipse(c, pip / 2, pip / 2);
    }

    // A bottom strip: the emblem on a small ink badge, and the numeral.
    const QRectF badge(r.left() + s * 0.14, r.bottom() - s * 0.28, s * 0.22, s * 0.22);
    if (!neutral) {
        painter->setBrush(ink);
        painter->drawEllipse(badge);
        painter->setBrush(fill);
        painter->drawPath(faction::emblemPath(
            faction::emblem(player), badge.adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05)));
    }

    // The numeral, drawn as a path (no installed font needed).
    painter->setBrush(ink);
    painter->drawPath(board::strokeTextPath(
        QString::number(v), QPointF(r.right() - s * 0.26, r.bottom() - s * 0.17), s * 0.2, 0.2));
    painter->restore();
}

QPixmap shipDiePixmap(int player, int value, int size, qreal dpr, bool faded)
{
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    drawShipDie(&painter, player, value, QRectF(0, 0, size, size), faded);
    return pixmap;
}

} // namespace quantum
