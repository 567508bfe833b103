// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/endpage.h"

#include "app/game/gametext.h"
#include "app/play/chartwidget.h"
#include "app/play/playscene.h"

#include "editor/board/faction.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QResizeEvent>
#include <QVBoxLayout>

namespace quantum {

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
    // The picture takes the room the page has (a short window shrinks it, never cuts it).
    m_board->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_board->setMinimumSize(160, 120);
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
    middle->addWidget(m_board, 1);
    middle->addWidget(m_summary, 1);
    layout->addLayout(middle, 1);
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
    const QSize largest(480, 400);
    const QSize size =
        source.size().scaled(largest, Qt::KeepAspectRatio).toSize().expandedTo({1, 1});
    m_boardImage = QImage(size * devicePixelRatioF(), QImage::Format_ARGB32_Premultiplied);
    m_boardImage.setDevicePixelRatio(devicePixelRatioF());
    m_boardImage.fill(Qt::transparent);
    {
        QPainter painter(&m_boardImage);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), source);
    }
    fitBoardPicture();
}

void EndPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitBoardPicture();
}

void EndPage::fitBoardPicture()
{
    if (m_boardImage.isNull()) return;
    layout()->activate(); // the label's size for this page size
    const qreal dpr = m_boardImage.devicePixelRatio();
    const QSize room = m_board->size().boundedTo(m_boardImage.size() / dpr);
    if (room.isEmpty()) return;
    QImage fitted = m_boardImage.scaled(room * dpr, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    fitted.setDevicePixelRatio(dpr);
    m_board->setPixmap(QPixmap::fromImage(fitted));
}

} // namespace quantum
