// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/art/qwantumart.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace quantum {

namespace {

// The sheet in units of one field (SheetGeometry): margins, the label column, a field and the
// gap after it, the divider's extra gap, the heights of the lines.
constexpr qreal kMargin = 0.25, kLabel = 1.5, kStep = 1.12, kField = 1.0, kDivider = 0.35;
constexpr qreal kName = 0.9, kAfterName = 0.15, kAfterRows = 0.2, kColumn = 0.9, kMisthrow = 0.8;
constexpr qreal kCost = 0.4; // the misthrows' costs beneath their boxes
constexpr qreal kWidthUnits = 2 * kMargin + kLabel + 5 * kStep + kField + kDivider;
constexpr qreal kHeightUnits = 2 * kMargin + kName + kAfterName + 3 * kStep + kField + kAfterRows +
                               kColumn + kAfterRows + kMisthrow + kCost;

const QColor kPaper(0xf4, 0xf0, 0xe4);
const QColor kInk(0x22, 0x22, 0x2a);

QFont fontFor(qreal pixelHeight, bool bold = true)
{
    QFont f;
    f.setPixelSize(qMax(1, qRound(pixelHeight)));
    f.setBold(bold);
    return f;
}

} // namespace

QColor qwantumInk(qw::Colour colour)
{
    switch (colour) {
    case qw::Colour::Purple: return QColor(0xb5, 0x6c, 0xe8);
    case qw::Colour::Blue: return QColor(0x3d, 0x9b, 0xf0);
    case qw::Colour::Red: return QColor(0xef, 0x4b, 0x4b);
    case qw::Colour::Yellow: return QColor(0xf5, 0xc8, 0x1b);
    }
    return kInk;
}

void drawColourMark(QPainter *painter, const QRectF &box, qw::Colour colour)
{
    const qreal s = qMin(box.width(), box.height());
    const QRectF r(box.center().x() - s / 2, box.center().y() - s / 2, s, s);
    QPainterPath path;
    switch (colour) {
    case qw::Colour::Purple: // a diamond
        path.moveTo(r.center().x(), r.top());
        path.lineTo(r.right(), r.center().y());
        path.lineTo(r.center().x(), r.bottom());
        path.lineTo(r.left(), r.center().y());
        path.closeSubpath();
        break;
    case qw::Colour::Blue: path.addEllipse(r.adjusted(s * 0.06, s * 0.06, -s * 0.06, -s * 0.06)); break;
    case qw::Colour::Red: // a triangle
        path.moveTo(r.center().x(), r.top() + s * 0.05);
        path.lineTo(r.right(), r.bottom() - s * 0.08);
        path.lineTo(r.left(), r.bottom() - s * 0.08);
        path.closeSubpath();
        break;
    case qw::Colour::Yellow: path.addRect(r.adjusted(s * 0.12, s * 0.12, -s * 0.12, -s * 0.12)); break;
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(kInk, qMax(1.0, s * 0.08)));
    painter->setBrush(qwantumInk(colour));
    painter->drawPath(path);
    painter->restore();
}

DieLook dieLook(const qw::DiceFaces &faces, const qw::Roll &roll, int die)
{
    DieLook look;
    if (die == 0) {
        look.white = true;
        look.number = roll.white;
        return look;
    }
    const qw::Face &face = faces[die - 1][roll.face[die - 1]];
    look.number = face.number;
    look.colour = face.colour;
    return look;
}

void drawQwantumDie(QPainter *painter, const QRectF &box, const DieLook &look)
{
    const qreal s = qMin(box.width(), box.height());
    const QRectF r(box.center().x() - s / 2, box.center().y() - s / 2, s, s);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (look.faded) painter->setOpacity(0.45);
    const QColor body = look.white ? QColor(0xf7, 0xf7, 0xf2) : QColor(0x26, 0x27, 0x30);
    if (look.selected) { // lifted and ringed: it will be rolled again
        painter->setPen(QPen(QColor(0xff, 0xff, 0xff), s * 0.06, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(r.adjusted(-s * 0.08, -s * 0.08, s * 0.08, s * 0.08), s * 0.22, s * 0.22);
    }
    painter->setPen(QPen(look.white ? QColor(0x70, 0x70, 0x70) : QColor(0x0c, 0x0c, 0x10), s * 0.04));
    painter->setBrush(body);
    painter->drawRoundedRect(r.adjusted(s * 0.03, s * 0.03, -s * 0.03, -s * 0.03), s * 0.18, s * 0.18);
    painter->setPen(look.white ? kInk : qwantumInk(look.colour));
    painter->setFont(fontFor(s * 0.56));
    painter->drawText(r.adjusted(0, -s * 0.06, 0, -s * 0.06), Qt::AlignCenter,
                      QString::number(look.number));
    if (!look.white)
        drawColourMark(painter, QRectF(r.right() - s * 0.3, r.bottom() - s * 0.3, s * 0.2, s * 0.2),
                       look.colour);
    painter->restore();
}

qreal SheetGeometry::widthFor(qreal height)
{
    return height * kWidthUnits / kHeightUnits;
}

SheetGeometry::SheetGeometry(const QRectF &b) : box(b)
{
    unit = qMin(b.width() / kWidthUnits, b.height() / kHeightUnits);
    const qreal u = unit;
    const QPointF o(b.left() + (b.width() - kWidthUnits * u) / 2,
                    b.top() + (b.height() - kHeightUnits * u) / 2);
    qreal y = o.y() + kMargin * u;
    const qreal fieldsLeft = o.x() + (kMargin + kLabel) * u;
    const qreal right = o.x() + (kWidthUnits - kMargin) * u;
    nameLine = QRectF(o.x() + kMargin * u, y, right - o.x() - kMargin * u, kName * u);
    scoreBox = QRectF(right - 2.2 * u, y, 2.2 * u, kName * u);
    y += (kName + kAfterName) * u;
    auto fieldX = [&](int k) { return fieldsLeft + k * kStep * u + (k >= qw::kRising ? kDivider * u : 0); };
    for (int c = 0; c < qw::kColours; ++c) {
        label[c] = QRectF(o.x() + kMargin * u, y, (kLabel - 0.15) * u, kField * u);
        for (int k = 0; k < qw::kFields; ++k) field[c][k] = QRectF(fieldX(k), y, kField * u, kField * u);
        y += kStep * u;
    }
    y += (kAfterRows - (kStep - kField)) * u;
    for (int k = 0; k < qw::kFields; ++k) column[k] = QRectF(fieldX(k), y, kField * u, kColumn * u);
    y += (kColumn + kAfterRows) * u;
    misthrowLabel = QRectF(o.x() + kMargin * u, y, fieldX(1) - o.x() - kMargin * u - 0.2 * u, kMisthrow * u);
    for (int i = 0; i < qw::kMaxMisthrows; ++i)
        misthrow[i] = QRectF(fieldX(1) + i * kStep * u, y, kMisthrow * u, kMisthrow * u);
}

void drawScoreSheet(QPainter *painter, const QRectF &box, const qw::Sheet &sheet,
                    const qw::Options &options, const SheetMarks &marks)
{
    const SheetGeometry g(box);
    const qreal u = g.unit;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF paper(g.nameLine.left() - kMargin * u, g.nameLine.top() - kMargin * u,
                       kWidthUnits * u, kHeightUnits * u);
    painter->setPen(marks.current ? QPen(QColor(0xff, 0xc8, 0x3c), u * 0.14)
                                  : QPen(QColor(0x9a, 0x94, 0x84), u * 0.04));
    painter->setBrush(kPaper);
    painter->drawRoundedRect(paper, u * 0.3, u * 0.3);

    // The name, a tick once answered, the score.
    painter->setPen(kInk);
    painter->setFont(fontFor(u * 0.5));
    const QString name = marks.answered ? marks.name + QStringLiteral(" ✓") : marks.name;
    const QRectF nameRect = g.nameLine.adjusted(0, 0, -g.scoreBox.width() - u * 0.2, 0);
    painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetricsF(painter->font()).elidedText(name, Qt::ElideRight, nameRect.width()));
    painter->setPen(QPen(kInk, u * 0.04));
    painter->setBrush(Qt::white);
    painter->drawRoundedRect(g.scoreBox, u * 0.15, u * 0.15);
    painter->setFont(fontFor(u * 0.55));
    painter->drawText(g.scoreBox, Qt::AlignCenter, QString::number(qw::score(sheet, options)));

    for (int c = 0; c < qw::kColours; ++c) {
        const QColor ink = qwantumInk(qw::Colour(c));
        QColor tint = ink;
        tint.setAlpha(70);
        const QRectF row = g.label[c].united(g.field[c][qw::kFields - 1]).adjusted(-u * 0.06, -u * 0.06, u * 0.06, u * 0.06);
        painter->setPen(Qt::NoPen);
        painter->setBrush(tint);
        painter->drawRoundedRect(row, u * 0.2, u * 0.2);
        drawColourMark(painter, g.label[c].adjusted(u * 0.15, u * 0.2, -g.label[c].width() / 2, -u * 0.2),
                       qw::Colour(c));
        // Fields 1-4 rise, 5-6 fall: a small arrow in the label says so.
        painter->setPen(QPen(kInk, u * 0.05));
        painter->setFont(fontFor(u * 0.42, false));
        painter->drawText(g.label[c].adjusted(g.label[c].width() / 2, 0, 0, 0), Qt::AlignCenter,
                          QStringLiteral("↗↘"));
        for (int k = 0; k < qw::kFields; ++k) {
            const QRectF f = g.field[c][k];
            const bool offered = marks.offer[c] >= 0 && k == sheet.filled[c];
            const bool pending = marks.pendingColour == c && k == sheet.filled[c];
            painter->setPen(QPen(offered || pending ? kInk : ink.darker(140),
                                 offered || pending ? u * 0.1 : u * 0.045));
            painter->setBrush(Qt::white);
            painter->drawRoundedRect(f, u * 0.14, u * 0.14);
            if (marks.cursorColour == c && offered) {
                painter->setPen(QPen(kInk, u * 0.07, Qt::DashLine));
                painter->setBrush(Qt::NoBrush);
                painter->drawRoundedRect(f.adjusted(-u * 0.12, -u * 0.12, u * 0.12, u * 0.12), u * 0.2, u * 0.2);
            }
            QString text;
            QColor color = kInk;
            if (k < sheet.filled[c]) {
                text = QString::number(sheet.rows[c][k]);
            } else if (pending) {
                text = QString::number(marks.pendingNumber);
                color = ink.darker(160);
            } else if (offered) {
                text = QString::number(marks.offer[c]);
                color = QColor(0x8a, 0x8a, 0x8a);
            }
            if (!text.isEmpty()) {
                painter->setPen(color);
                QFont font = fontFor(u * 0.55);
                font.setItalic(pending || offered);
                painter->setFont(font);
                painter->drawText(f, Qt::AlignCenter, text);
            }
        }
    }
    // The divider between the 4th and 5th field.
    const qreal dx = (g.field[0][qw::kRising - 1].right() + g.field[0][qw::kRising].left()) / 2;
    painter->setPen(QPen(kInk, u * 0.09));
    painter->drawLine(QPointF(dx, g.field[0][0].top() - u * 0.1),
                      QPointF(dx, g.field[qw::kColours - 1][0].bottom() + u * 0.1));

    // The column scores.
    painter->setFont(fontFor(u * 0.45));
    for (int k = 0; k < qw::kFields; ++k) {
        painter->setPen(QPen(kInk, u * 0.045));
        painter->setBrush(QColor(0xe6, 0xe1, 0xd2));
        painter->drawRoundedRect(g.column[k], u * 0.12, u * 0.12);
        bool full = true;
        for (int c = 0; c < qw::kColours; ++c) full = full && sheet.filled[c] > k;
        if (full) painter->drawText(g.column[k], Qt::AlignCenter, QString::number(qw::columnScore(sheet, k)));
    }
    // The misthrows.
    painter->setPen(kInk);
    painter->setFont(fontFor(u * 0.36, false));
    painter->drawText(g.misthrowLabel, Qt::AlignRight | Qt::AlignVCenter,
                      QFontMetricsF(painter->font()).elidedText(marks.misthrowText, Qt::ElideRight,
                                                                g.misthrowLabel.width()));
    for (int i = 0; i < qw::kMaxMisthrows; ++i) {
        const QRectF b = g.misthrow[i];
        const bool marked = i < sheet.misthrows;
        const bool pending = marks.pendingMisthrow && i == sheet.misthrows;
        painter->setPen(QPen(kInk, pending ? u * 0.1 : u * 0.045));
        painter->setBrush(Qt::white);
        painter->drawRect(b);
        if (marked || pending) {
            painter->setPen(QPen(pending ? QColor(0xc0, 0x30, 0x30) : kInk, u * 0.09));
            painter->drawLine(b.topLeft() + QPointF(u * 0.15, u * 0.15), b.bottomRight() - QPointF(u * 0.15, u * 0.15));
            painter->drawLine(b.topRight() + QPointF(-u * 0.15, u * 0.15), b.bottomLeft() + QPointF(u * 0.15, -u * 0.15));
        }
        painter->setPen(QColor(0x70, 0x70, 0x70));
        painter->setFont(fontFor(u * 0.3, false));
        painter->drawText(QRectF(b.left() - u * 0.2, b.bottom(), b.width() + u * 0.4, kCost * u),
                          Qt::AlignHCenter | Qt::AlignVCenter,
                          QStringLiteral("−%1").arg(options.misthrowCost[i]));
    }
    painter->restore();
}

QPixmap qwantumPicture(const QSize &size, qreal dpr)
{
    QPixmap pixmap(size * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal h = size.height();
    const qreal die = qMin(h * 0.42, size.width() / 4.6);
    // A strip of sheet: one field of each colour, then three dice on it.
    for (int c = 0; c < qw::kColours; ++c) {
        QColor tint = qwantumInk(qw::Colour(c));
        tint.setAlpha(150);
        p.setPen(Qt::NoPen);
        p.setBrush(tint);
        p.drawRoundedRect(QRectF(0, h * 0.5 + c * h * 0.12, size.width(), h * 0.1), h * 0.04, h * 0.04);
    }
    const qw::Roll roll{5, {5, 3, 0, 4, 1, 2}};
    const int shown[] = {0, 2, 4, 6};
    for (int i = 0; i < 4; ++i) {
        DieLook look = dieLook(qw::standardDiceFaces(), roll, shown[i]);
        const qreal x = (size.width() - 4 * die * 1.1) / 2 + i * die * 1.1;
        const qreal y = h * 0.12 + (i % 2) * h * 0.1;
        p.save();
        p.translate(x + die / 2, y + die / 2);
        p.rotate((i - 1.5) * 9);
        drawQwantumDie(&p, QRectF(-die / 2, -die / 2, die, die), look);
        p.restore();
    }
    return pixmap;
}

} // namespace quantum
