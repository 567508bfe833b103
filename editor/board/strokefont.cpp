// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/board/strokefont.h"

#include <QPainterPathStroker>

namespace quantum::board {

namespace {

constexpr qreal kGap = 0.2; // space between glyphs, in heights

// Glyph centre lines in a box 1 unit high, y down; returns the advance width.
qreal glyph(QChar c, QPainterPath &p)
{
    switch (c.unicode()) {
    case '0':
        p.addEllipse(QRectF(0, 0, 0.6, 1));
        return 0.6;
    case '1':
        p.moveTo(0.02, 0.2);
        p.lineTo(0.26, 0);
        p.lineTo(0.26, 1);
        return 0.28;
    case '2':
        p.moveTo(0.04, 0.2);
        p.cubicTo(0.1, -0.04, 0.58, -0.06, 0.58, 0.27);
        p.cubicTo(0.58, 0.5, 0.22, 0.68, 0.02, 1);
        p.lineTo(0.6, 1);
        return 0.6;
    case '3':
        p.moveTo(0.04, 0.12);
        p.cubicTo(0.2, -0.04, 0.56, -0.02, 0.56, 0.24);
        p.cubicTo(0.56, 0.4, 0.42, 0.46, 0.24, 0.46);
        p.cubicTo(0.46, 0.46, 0.6, 0.56, 0.6, 0.72);
        p.cubicTo(0.6, 1.02, 0.2, 1.04, 0.02, 0.88);
        return 0.6;
    case '4':
        p.moveTo(0.46, 1);
        p.lineTo(0.46, 0);
        p.lineTo(0, 0.7);
        p.lineTo(0.62, 0.7);
        return 0.62;
    case '5':
        p.moveTo(0.56, 0);
        p.lineTo(0.1, 0);
        p.lineTo(0.06, 0.45);
        p.cubicTo(0.3, 0.34, 0.6, 0.42, 0.6, 0.7);
        p.cubicTo(0.6, 1.02, 0.18, 1.06, 0.02, 0.88);
        return 0.6;
    case '6':
        p.addEllipse(QRectF(0, 0.44, 0.6, 0.56));
        p.moveTo(0, 0.72);
        p.cubicTo(0, 0.3, 0.16, 0, 0.52, 0);
        return 0.6;
    case '7':
        p.moveTo(0, 0);
        p.lineTo(0.6, 0);
        p.cubicTo(0.42, 0.28, 0.26, 0.6, 0.22, 1);
        return 0.6;
    case '8':
        p.addEllipse(QRectF(0.05, 0, 0.5, 0.46));
        p.addEllipse(QRectF(0, 0.46, 0.6, 0.54));
        return 0.6;
    case '9':
        p.addEllipse(QRectF(0, 0, 0.6, 0.56));
        p.moveTo(0.6, 0.28);
        p.cubicTo(0.6, 0.7, 0.44, 1, 0.08, 1);
        return 0.6;
    case ' ':
        return 0.3;
    default:
        return -1;
    }
}

} // namespace

QPainterPath strokeTextPath(const QString &text, const QPointF &center, qreal height, qreal weight)
{
    QPainterPath lines;
    qreal x = 0;
    bool first = true;
    for (QChar c : text) {
        QPainterPath g;
        const qreal adv = glyph(c, g);
        if (adv < 0) continue;
        if (!first) x += kGap;
        first = false;
        lines.addPath(g.translated(x, 0));
        x += adv;
    }
    QTransform t;
    t.translate(center.x() - x * height / 2, center.y() - height / 2);
    t.scale(height, height);
    lines = t.map(lines);

    QPainterPathStroker stroker;
    stroker.setWidth(weight * height);
    stroker.setCapStyle(Qt::RoundCap);
    stroker.setJoinStyle(Qt::RoundJoin);
    QPainterPath outline = stroker.createStroke(lines);
    outline.setFillRule(Qt::WindingFill);
    return outline;
}

} // namespace quantum::board
