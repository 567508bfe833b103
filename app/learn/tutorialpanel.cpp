// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/learn/tutorialpanel.h"

#include "app/common/language.h"
#include "app/game/gametext.h"
#include "app/learn/guidedgame.h"
#include "engine/game.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace quantum {

TutorialPanel::TutorialPanel(QWidget *parent) : TutorialPanel(GameKind::Quantum, parent) {}

TutorialPanel::TutorialPanel(GameKind game, QWidget *parent) : QWidget(parent)
{
    // Qwantum's is narrower: at 1280 or 1366 pixels the table keeps room for the two sheets
    // side by side, however wide the page's own column is.
    setMinimumWidth(240);
    setMaximumWidth(game == GameKind::Qwantum ? 290 : 340);
    m_step = new QLabel;
    m_step->setStyleSheet(QStringLiteral("color: #aab3c5;"));
    m_title = new QLabel;
    m_title->setWordWrap(true);
    m_title->setStyleSheet(QStringLiteral("font-size: 15pt; font-weight: 700; color: #ffd75a;"));
    m_text = new QLabel;
    m_text->setWordWrap(true);
    m_text->setStyleSheet(QStringLiteral("font-size: 11pt;"));
    m_whyTitle = new QLabel;
    m_whyTitle->setStyleSheet(QStringLiteral("font-weight: 600; color: #aab3c5;"));
    m_why = new QLabel;
    m_why->setWordWrap(true);
    m_why->setStyleSheet(QStringLiteral("color: #c8cfdc;"));
    m_note = new QLabel;
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("font-style: %1; color: #8fd0ff;")
                              .arg(italicsAllowed() ? QStringLiteral("italic")
                                                    : QStringLiteral("normal")));
    m_next = new QPushButton;
    m_next->setDefault(true);
    m_show = new QPushButton;
    m_skip = new QPushButton;
    m_menu = new QPushButton;
    if (game == GameKind::Qwantum)
        for (QPushButton *b : {m_next, m_show, m_skip, m_menu})
            b->setFocusPolicy(Qt::NoFocus); // the keys belong to the table

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(10);
    layout->addWidget(m_step);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addSpacing(6);
    layout->addWidget(m_whyTitle);
    layout->addWidget(m_why);
    layout->addWidget(m_note);
    layout->addStretch(1);
    layout->addWidget(m_next);
    auto *row = new QHBoxLayout;
    row->addWidget(m_show);
    row->addWidget(m_skip);
    layout->addLayout(row);
    layout->addWidget(m_menu);

    connect(m_next, &QPushButton::clicked, this, [this] {
        if (m_tutorial) m_tutorial->next();
    });
    connect(m_skip, &QPushButton::clicked, this, [this] {
        if (m_tutorial) m_tutorial->next();
    });
    connect(m_show, &QPushButton::clicked, this, [this] {
        if (m_tutorial) m_tutorial->demonstrate();
    });
    connect(m_menu, &QPushButton::clicked, this, &TutorialPanel::backToMenu);
    refresh();
}

void TutorialPanel::setTutorial(GuidedGame *tutorial)
{
    if (m_tutorial) disconnect(m_tutorial, nullptr, this, nullptr);
    m_tutorial = tutorial;
    if (tutorial) connect(tutorial, &GuidedGame::changed, this, &TutorialPanel::refresh);
    refresh();
}

void TutorialPanel::refresh()
{
    m_menu->setText(tr("Back to the menu"));
    m_whyTitle->setText(tr("Why"));
    m_show->setText(tr("Show me"));
    m_show->setToolTip(tr("Makes the move of this step for you."));
    m_skip->setText(tr("Skip this step"));
    m_next->setText(tr("Next"));
    if (!m_tutorial) {
        for (QLabel *l : {m_step, m_title, m_text, m_why, m_note})
            l->clear();
        for (QPushButton *b : {m_next, m_show, m_skip})
            b->hide();
        return;
    }
    const GuidedGame &t = *m_tutorial;
    m_step->setText(fillIn(tr("Step %1 of %2"), t.step(), t.stepCount()));
    m_title->setText(t.title());
    m_text->setText(t.text());
    m_why->setText(t.why());
    const QString note = t.note();
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
    m_next->setVisible(t.needsNext());
    m_show->setVisible(!t.needsNext() && !t.isDone());
    m_show->setEnabled(t.canDemonstrate());
    m_skip->setVisible(!t.needsNext() && !t.isDone());
}

void TutorialPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) refresh();
    QWidget::changeEvent(event);
}

} // namespace quantum
