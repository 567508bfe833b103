// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/chartwidget.h"

#include "editor/board/faction.h"

#include <QPainter>
#include <QPainterPath>

namespace quantum {

ChartWidget::ChartWidget(QWidget *parent) : QWidget(parent)
{
    setMinimumHeight(260);
}

void ChartWidget::setData(const QList<TurnStats> &history, const QStringList &names, int players,
                          int cubesToWin)
{
    m_cubesToWin = cubesToWin;
    m_history = history;
    m_names = names;
    m_players = players;
    update();
}

void ChartWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0x14, 0x18, 0x22));
    if (m_history.size() < 1 || m_players < 1) return;
    const QString titles[3] = {tr("Cubes placed"), tr("Dominance"), tr("Research")};
    const int panels = 3;
    const qreal gap = 16;
    const qreal axis = 18; // room for the value labels
    const qreal pw = (width() - gap * (panels + 1) - axis * panels) / panels;
    const qreal top = 30, bottom = height() - 24;
    const int n = m_history.size();
    for (int k = 0; k < panels; ++k) {
        const QRectF area(gap + axis + k * (pw + gap + axis), top, pw, bottom - top);
        p.setPen(QColor(0xaa, 0xb3, 0xc5));
        p.drawText(QRectF(area.left(), 4, area.width(), 22), Qt::AlignCenter, titles[k]);
        p.setPen(QPen(QColor(0x34, 0x3d, 0x52), 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(area);
        const int maxV = k == 0 ? m_cubesToWin : 6;
        for (int v = 0; v <= maxV; ++v) {
            const qreal y = area.bottom() - area.height() * v / maxV;
            p.setPen(QPen(QColor(0x34, 0x3d, 0x52), 1));
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
            p.setPen(QColor(0x8a, 0x93, 0xa5));
            p.drawText(QRectF(area.left() - axis - 2, y - 8, axis, 16),
                       Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
        }
        for (int pl = 0; pl < m_players; ++pl) {
            QPainterPath path;
            for (int i = 0; i < n; ++i) {
                const TurnStats &t = m_history[i];
                const int v = k == 0 ? t.cubes[pl] : k == 1 ? t.dominance[pl] : t.research[pl];
                const qreal x =
                    area.left() + (n > 1 ? area.width() * i / (n - 1) : area.width() / 2);
                const qreal y = area.bottom() - area.height() * v / maxV + pl * 1.5;
                if (i == 0)
                    path.moveTo(x, y);
                else
                    path.lineTo(x, y);
            }
            p.setPen(QPen(faction::color(pl), 2.2, pl % 2 ? Qt::DashLine : Qt::SolidLine));
            p.drawPath(path);
            const QPointF end = path.currentPosition();
            faction::drawEmblem(&p, pl, QRectF(end.x() - 6, end.y() - 6, 12, 12));
        }
    }
    p.setPen(QColor(0xaa, 0xb3, 0xc5));
    p.drawText(QRectF(0, bottom + 2, width(), 20), Qt::AlignCenter,
               tr("Over %n turn(s)", nullptr, m_history.last().turn));
}

} // namespace quantum
