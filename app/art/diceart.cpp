// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/art/diceart.h"

#include "editor/board/faction.h"
#include "editor/board/strokefont.h"

#include <QFile>
#include <QLoggingCategory>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <map>
#include <memory>
#include <tuple>

namespace quantum {

namespace {

Q_LOGGING_CATEGORY(lcDice, "quantum.dice")

// The placeholder colours of resources/dice/die-<value>.svg.
constexpr char kFillPlaceholder[] = "#ff00ff";
constexpr char kRimPlaceholder[] = "#00ffff";
constexpr char kInkPlaceholder[] = "#00ff00";

// The SVG text of face `value` (1..6), read from the resources once.
const QByteArray &dieTemplate(int value)
{
    static QByteArray templates[7];
    QByteArray &svg = templates[value];
    if (svg.isEmpty()) {
        QFile file(QStringLiteral(":/dice/die-%1.svg").arg(value));
        if (file.open(QIODevice::ReadOnly))
            svg = file.readAll();
        else
            qCWarning(lcDice) << "cannot read" << file.fileName();
    }
    return svg;
}

// A renderer per colour pair and face, parsed once and kept: a handful of factions times six
// faces (and the neutral battle dice), so the cache stays small. GUI thread only.
QSvgRenderer &dieRenderer(const QColor &fill, const QColor &ink, int value)
{
    using Key = std::tuple<QRgb, QRgb, int>;
    static std::map<Key, std::unique_ptr<QSvgRenderer>> cache;
    auto &renderer = cache[Key(fill.rgba(), ink.rgba(), value)];
    if (!renderer) {
        QByteArray svg = dieTemplate(value);
        svg.replace(kFillPlaceholder, fill.name().toLatin1());
        svg.replace(kRimPlaceholder, fill.darker(170).name().toLatin1());
        svg.replace(kInkPlaceholder, ink.name().toLatin1());
        renderer = std::make_unique<QSvgRenderer>();
        if (!renderer->load(svg)) qCWarning(lcDice) << "cannot parse die face" << value;
    }
    return *renderer;
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
    const int v = qBound(1, value, 6);

    // Body, rim, light top edge and pips: our SVG art (resources/dice/), rendered as vectors
    // into `r` so it stays crisp at any zoom and device pixel ratio.
    dieRenderer(fill, ink, v).render(painter, r);

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

} // namespace quantum
