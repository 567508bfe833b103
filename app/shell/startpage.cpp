// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/shell/startpage.h"

#include "app/art/diceart.h"
#include "app/art/qwantumart.h"
#include "editor/board/maprenderer.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace quantum {

StartPage::StartPage(QWidget *parent) : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->addStretch(2);
    m_title = new QLabel;
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setStyleSheet(
        QStringLiteral("font-size: 46pt; font-weight: 700; letter-spacing: 8px; color: #f0f3fa;"));
    m_subtitle = new QLabel;
    m_subtitle->setAlignment(Qt::AlignCenter);
    m_subtitle->setStyleSheet(QStringLiteral("font-size: 13pt; color: #aab3c5;"));
    outer->addWidget(m_title);
    outer->addWidget(m_subtitle);
    outer->addSpacing(10);

    // The choice of game: a picture of each, the one chosen lit.
    auto game = [this](GameKind kind) {
        auto *b = new QToolButton;
        b->setCheckable(true);
        b->setAutoExclusive(true);
        b->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        b->setIconSize(QSize(132, 60));
        b->setMinimumWidth(200);
        b->setStyleSheet(QStringLiteral(
            "QToolButton { font-size: 12pt; border: 1px solid #4a5470; border-radius: 8px;"
            " padding: 6px; background: rgba(20, 24, 36, 170); color: #d8deec; }"
            "QToolButton:checked { border: 2px solid #ffd75a; background: rgba(47, 111, 176, 150);"
            " color: white; font-weight: 600; }"
            "QToolButton:focus { border: 2px solid #ffffff; }"));
        connect(b, &QToolButton::clicked, this, [this, kind] {
            setGame(kind);
            emit gameChosen(kind);
        });
        return b;
    };
    m_quantum = game(GameKind::Quantum);
    m_qwantum = game(GameKind::Qwantum);
    {
        QPixmap quantum(QSize(132, 60) * devicePixelRatioF());
        quantum.setDevicePixelRatio(devicePixelRatioF());
        quantum.fill(Qt::transparent);
        QPainter p(&quantum);
        for (int i = 0; i < 3; ++i) {
            p.save();
            p.translate(30 + i * 36, 28 + (i % 2) * 6);
            p.rotate(i * 12 - 12);
            drawShipDie(&p, i, 6 - i * 2, QRectF(-20, -20, 40, 40));
            p.restore();
        }
        p.end();
        m_quantum->setIcon(QIcon(quantum));
        m_qwantum->setIcon(QIcon(qwantumPicture(QSize(132, 60), devicePixelRatioF())));
    }
    auto *games = new QHBoxLayout;
    games->addStretch(1);
    games->addWidget(m_quantum);
    games->addSpacing(16);
    games->addWidget(m_qwantum);
    games->addStretch(1);
    outer->addLayout(games);
    outer->addSpacing(12);

    auto make = [](bool primary = false) {
        auto *b = new QPushButton;
        b->setMinimumSize(260, 42);
        b->setStyleSheet(primary
                             ? QStringLiteral("QPushButton { font-size: 13pt; font-weight: 600; "
                                              "background: #2f6fb0; border-radius: 6px; }"
                                              "QPushButton:focus { border: 2px solid #ffd75a; }")
                             : QStringLiteral("QPushButton { font-size: 11pt; border-radius: 6px; }"
                                              "QPushButton:focus { border: 2px solid #ffd75a; }"));
        return b;
    };
    m_resume = make(true);
    m_quick = make(true);
    m_new = make();
    m_load = make();
    m_host = make();
    m_join = make();
    m_editor = make();
    m_settings = make();
    m_rules = make();
    m_cards = make();
    m_quit = make();
    m_tutorial = make();
    m_tutorialHint = new QLabel;
    m_tutorialHint->setAlignment(Qt::AlignCenter);
    m_tutorialHint->setStyleSheet(QStringLiteral("color: #ffd75a; font-size: 11pt;"));
    m_tutorialHint->hide();
    m_resume->hide();

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(14);
    grid->setVerticalSpacing(10);
    grid->addWidget(m_resume, 0, 0, 1, 2);
    grid->addWidget(m_quick, 1, 0, 1, 2);
    grid->addWidget(m_new, 2, 0);
    grid->addWidget(m_load, 2, 1);
    grid->addWidget(m_host, 3, 0);
    grid->addWidget(m_join, 3, 1);
    grid->addWidget(m_editor, 4, 0);
    grid->addWidget(m_settings, 4, 1);
    grid->addWidget(m_rules, 5, 0);
    grid->addWidget(m_cards, 5, 1);
    grid->addWidget(m_tutorial, 6, 0);
    grid->addWidget(m_quit, 6, 1);
    grid->addWidget(m_tutorialHint, 7, 0, 1, 2);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addLayout(grid);
    row->addStretch(1);
    outer->addLayout(row);
    outer->addStretch(3);

    connect(m_resume, &QPushButton::clicked, this, &StartPage::resumeGame);
    connect(m_quick, &QPushButton::clicked, this, &StartPage::quickGame);
    connect(m_new, &QPushButton::clicked, this, &StartPage::newGame);
    connect(m_load, &QPushButton::clicked, this, &StartPage::loadGame);
    connect(m_host, &QPushButton::clicked, this, &StartPage::hostGame);
    connect(m_join, &QPushButton::clicked, this, &StartPage::joinGame);
    connect(m_settings, &QPushButton::clicked, this, &StartPage::showSettings);
    connect(m_rules, &QPushButton::clicked, this, &StartPage::showRules);
    connect(m_cards, &QPushButton::clicked, this, &StartPage::showCards);
    connect(m_editor, &QPushButton::clicked, this, &StartPage::openEditor);
    connect(m_quit, &QPushButton::clicked, this, &StartPage::quit);
    connect(m_tutorial, &QPushButton::clicked, this, &StartPage::learnToPlay);
    setTabOrder(m_quick, m_new);
    retranslateUi();
}

void StartPage::setResumeAvailable(bool on)
{
    m_resume->setVisible(on);
    m_resume->setDefault(on);
    m_quick->setDefault(!on);
}

void StartPage::setGame(GameKind game)
{
    m_game = game;
    m_quantum->setChecked(game == GameKind::Quantum);
    m_qwantum->setChecked(game == GameKind::Qwantum);
    // The map editor and the cards belong to Quantum.
    m_cards->setVisible(game == GameKind::Quantum);
    m_editor->setVisible(game == GameKind::Quantum);
    retranslateUi();
}

void StartPage::setFirstTime(bool on)
{
    m_firstTime = on;
    // The same look as the primary buttons, in gold, with a line that says why.
    m_tutorial->setStyleSheet(
        on ? QStringLiteral("QPushButton { font-size: 13pt; font-weight: 600; background: #8a6d12; "
                            "border: 2px solid #ffd75a; border-radius: 6px; }"
                            "QPushButton:focus { border: 2px solid #ffffff; }")
           : QStringLiteral("QPushButton { font-size: 11pt; border-radius: 6px; }"
                            "QPushButton:focus { border: 2px solid #ffd75a; }"));
    m_tutorialHint->setVisible(on);
    if (on && !m_resume->isVisible()) {
        m_quick->setDefault(false);
        m_tutorial->setDefault(true);
    } else {
        m_tutorial->setDefault(false);
    }
}

void StartPage::retranslateUi()
{
    const bool qwantum = m_game == GameKind::Qwantum;
    m_title->setText(qwantum ? tr("QWANTUM") : tr("QUANTUM"));
    m_subtitle->setText(qwantum ? tr("Seven dice, four colours: write the sums, rising, then falling.")
                                : tr("Dice, ships and planets: place all your cubes first."));
    m_quantum->setText(QStringLiteral("Quantum")); // the games' names, never translated
    m_qwantum->setText(QStringLiteral("Qwantum"));
    m_quantum->setToolTip(tr("2-4 players: ships are dice; place all your quantum cubes first."));
    m_qwantum->setToolTip(tr("2-4 players: roll seven dice and write the colour sums on your "
                             "score sheet; the best columns win."));
    m_resume->setText(tr("Resume the interrupted game"));
    m_quick->setText(tr("Quick game against the computer"));
    m_new->setText(tr("New game…"));
    m_load->setText(tr("Load game…"));
    m_host->setText(tr("Host LAN game…"));
    m_join->setText(tr("Join LAN game…"));
    m_host->setToolTip(tr("Open a game on your network: friends join it from their computers."));
    m_join->setToolTip(tr("Join a game someone hosts on your network."));
    m_editor->setText(tr("Map editor"));
    m_editor->setToolTip(tr("Design your own maps, check them and play them."));
    m_settings->setText(tr("Settings…"));
    m_rules->setText(tr("Rules"));
    m_cards->setText(tr("Card gallery"));
    m_quit->setText(tr("Quit"));
    m_tutorial->setText(tr("Learn to play"));
    m_tutorial->setToolTip(tr("A short guided game against the computer that teaches every move."));
    m_tutorialHint->setText(qwantum ? tr("New to Qwantum? Start with a guided game.")
                                    : tr("New to Quantum? Start with a guided game."));
}

void StartPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void StartPage::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    board::drawSpace(&painter, rect());
    // A few dice of each faction drifting around the title.
    const qreal w = width(), h = height();
    const struct {
        qreal x, y, size;
        int player, value;
    } dice[] = {{0.12, 0.18, 64, 0, 3}, {0.85, 0.22, 54, 1, 5}, {0.18, 0.78, 50, 2, 1},
                {0.82, 0.74, 70, 3, 6}, {0.07, 0.50, 40, 1, 2}, {0.93, 0.48, 44, 0, 4}};
    for (const auto &d : dice) {
        painter.save();
        painter.translate(d.x * w, d.y * h);
        painter.rotate((d.value * 37) % 40 - 20);
        drawShipDie(&painter, d.player, d.value, QRectF(-d.size / 2, -d.size / 2, d.size, d.size));
        painter.restore();
    }
}

} // namespace quantum
