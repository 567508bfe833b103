// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/endpage.h"

#include "app/eventtext.h"
#include "app/playscene.h"

#include "editor/board/faction.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QVBoxLayout>

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

EndPage::EndPage(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(40, 30, 40, 30);
    m_title = new QLabel;
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setStyleSheet(QStringLiteral("font-size: 30pt; font-weight: 700;"));
    m_summary = new QLabel;
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setStyleSheet(QStringLiteral("font-size: 12pt;"));
    m_chart = new ChartWidget;
    m_board = new QLabel;
    m_board->setAlignment(Qt::AlignCenter);
    m_rematch = new QPushButton(tr("Rematch"));
    m_menu = new QPushButton(tr("Back to the start page"));
    m_replay = new QPushButton(tr("Replay the game"));
    m_replay->setMinimumSize(200, 40);
    m_rematch->setMinimumSize(200, 40);
    m_menu->setMinimumSize(200, 40);
    m_rematch->setDefault(true);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_rematch);
    buttons->addWidget(m_replay);
    buttons->addWidget(m_menu);
    buttons->addStretch(1);
    layout->addWidget(m_title);
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_board);
    middle->addWidget(m_summary, 1);
    layout->addLayout(middle);
    layout->addWidget(m_chart, 1);
    layout->addLayout(buttons);
    connect(m_rematch, &QPushButton::clicked, this, &EndPage::rematch);
    connect(m_menu, &QPushButton::clicked, this, &EndPage::mainMenu);
    connect(m_replay, &QPushButton::clicked, this, &EndPage::replay);
}

void EndPage::showResult(const Session &session)
{
    const GameState &s = session.state();
    m_replay->setEnabled(session.hasWholeHistory());
    if (s.winner >= 0)
        m_title->setText(tr("%1 wins!").arg(session.playerName(s.winner)));
    else
        m_title->setText(tr("The game is over."));
    QString rows;
    for (int p = 0; p < s.players; ++p) {
        const QString line = fillIn(tr("%1: %2 of %3 cubes, dominance %4, research %5"),
                                    session.playerName(p).toHtmlEscaped(), s.p[p].cubesPlaced,
                                    s.cubesToWin, s.p[p].dominance, s.p[p].research);
        rows +=
            QStringLiteral("<div style='color:%1'>%2</div>").arg(faction::color(p).name(), line);
    }
    m_summary->setText(rows);
    m_chart->setData(session.history(), session.playerNames(), s.players, s.cubesToWin);
    // The final board with everyone's ships and cubes, drawn as the game drew it.
    PlayScene scene;
    scene.setAnimated(false);
    scene.sync(s, {}, false);
    const QRectF source = scene.sceneRect();
    const QSize box(360, 300);
    const QSize size = source.size().scaled(box, Qt::KeepAspectRatio).toSize().expandedTo({1, 1});
    QImage image(size * devicePixelRatioF(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatioF());
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), source);
    }
    m_board->setPixmap(QPixmap::fromImage(image));
}

} // namespace quantum
