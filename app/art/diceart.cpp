// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/art/diceart.h"

#include "editor/board/faction.h"
#include "editor/board/strokefont.h"
#include "editor/board/svgart.h"
#include "engine/state.h"

#include <QPainter>
#include <QPainterPath>

namespace quantum {

namespace {

// The placeholder colours of resources/dice/die-<value>.svg.
constexpr char kFillPlaceholder[] = "#ff00ff";
constexpr char kRimPlaceholder[] = "#00ffff";
constexpr char kInkPlaceholder[] = "#00ff00";

QString dieFile(int value)
{
    return QStringLiteral(":/dice/die-%1.svg").arg(value);
}

} // namespace

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
    const int v = qBound(1, value, kDieFaces);

    // Body, rim, light top edge and pips: our SVG art (resources/dice/), rendered as vectors
    // into `r` so it stays crisp at any zoom and device pixel ratio.
    board::renderSvgArt(painter, dieFile(v),
                        {{kFillPlaceholder, fill.name().toLatin1()},
                         {kRimPlaceholder, fill.darker(170).name().toLatin1()},
                         {kInkPlaceholder, ink.name().toLatin1()}},
                        r);

    // A bottom strip: the emblem on a small ink badge, and the numeral.
    painter->setPen(Qt::NoPen);
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

QStringList diceArtFiles()
{
    QStringList files;
    for (int value = 1; value <= kDieFaces; ++value)
        files.append(dieFile(value));
    return files;
}

} // namespace quantum
