// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/qwantum/qwantumreplay.h"

#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/qwantum/qwantumscene.h"
#include "app/qwantum/qwantumtext.h"

#include <QEvent>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

namespace quantum {

QwantumReplay::QwantumReplay(const Session &session)
{
    if (session.kind() != GameKind::Qwantum || !session.hasWholeHistory()) return;
    SeededDice dice(session.seed());
    AnyEvents events;
    std::unique_ptr<Game> game = newGame(session.saved().start(), dice, &events);
    if (!game || !qwantumState(*game)) return;
    m_states.push_back(*qwantumState(*game));
    m_eventEnds.push_back(events.qwantum.size());
    for (const AnyAction &any : session.playedActions()) {
        const auto *a = std::get_if<qw::Action>(&any);
        if (!a || !game->isLegal(a->player, any) || !game->apply(any, dice, &events)) return;
        m_actions.push_back(*a);
        m_states.push_back(*qwantumState(*game));
        m_eventEnds.push_back(events.qwantum.size());
    }
    m_events = std::move(events.qwantum);
    m_valid = true;
}

QwantumReplayPage::QwantumReplayPage(QWidget *parent) : QWidget(parent)
{
    m_scene = new QwantumScene(this);
    m_view = new QwantumView(m_scene);
    m_view->setInteractive(false);
    m_caption = new QLabel;
    m_caption->setWordWrap(true);
    m_log = new QListWidget;
    m_log->setWordWrap(true);
    m_slider = new QSlider(Qt::Horizontal);
    m_first = new QPushButton;
    m_back = new QPushButton;
    m_forward = new QPushButton;
    m_last = new QPushButton;
    m_close = new QPushButton;
    auto *side = new QVBoxLayout;
    side->addWidget(m_caption);
    side->addWidget(m_log, 1);
    auto *top = new QHBoxLayout;
    top->addWidget(m_view, 1);
    auto *sideWidget = new QWidget;
    sideWidget->setLayout(side);
    sideWidget->setMinimumWidth(260);
    sideWidget->setMaximumWidth(380);
    top->addWidget(sideWidget);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_first);
    controls->addWidget(m_back);
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_forward);
    controls->addWidget(m_last);
    controls->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(controls);
    connect(m_first, &QPushButton::clicked, this, [this] { showStep(0); });
    connect(m_back, &QPushButton::clicked, this, [this] { showStep(m_step - 1); });
    connect(m_forward, &QPushButton::clicked, this, [this] { showStep(m_step + 1); });
    connect(m_last, &QPushButton::clicked, this, [this] { showStep(m_replay ? m_replay->steps() : 0); });
    connect(m_slider, &QSlider::valueChanged, this, &QwantumReplayPage::showStep);
    connect(m_close, &QPushButton::clicked, this, &QwantumReplayPage::closed);
    retranslate();
}

QwantumReplayPage::~QwantumReplayPage() = default;

void QwantumReplayPage::setReplay(const QwantumReplay &replay, const QStringList &names)
{
    m_replay = std::make_unique<QwantumReplay>(replay);
    m_names = names;
    m_scene->setNames(names);
    const int steps = replay.isValid() ? replay.steps() : 0;
    m_slider->setRange(0, steps);
    m_step = -1;
    showStep(steps);
}

void QwantumReplayPage::showStep(int step)
{
    if (!m_replay || !m_replay->isValid()) return;
    step = qBound(0, step, m_replay->steps());
    if (step == m_step) return;
    m_step = step;
    const qw::State &s = m_replay->stateAt(step);
    m_scene->show(s, TableMarks{});
    const QwantumText words(m_names);
    m_log->clear();
    const qw::Events &events = m_replay->events();
    for (size_t i = 0; i < m_replay->eventsUpTo(step); ++i) m_log->addItem(words.event(events[i], s.faces));
    m_log->scrollToBottom();
    m_caption->setText(step == 0 ? fillIn(tr("Step 0 of %1: the first roll."), m_replay->steps())
                                 : fillIn(tr("Step %1 of %2 · %3: %4"), step, m_replay->steps(),
                                          words.player(m_replay->action(step).player),
                                          words.action(m_replay->action(step), m_replay->stateAt(step - 1))));
    const QSignalBlocker block(m_slider);
    m_slider->setValue(step);
    m_back->setEnabled(step > 0);
    m_first->setEnabled(step > 0);
    m_forward->setEnabled(step < m_replay->steps());
    m_last->setEnabled(step < m_replay->steps());
}

void QwantumReplayPage::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left: showStep(m_step - 1); break;
    case Qt::Key_Right: showStep(m_step + 1); break;
    case Qt::Key_Home: showStep(0); break;
    case Qt::Key_End: showStep(m_replay ? m_replay->steps() : 0); break;
    case Qt::Key_Escape: emit closed(); break;
    default: QWidget::keyPressEvent(event);
    }
}

void QwantumReplayPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void QwantumReplayPage::retranslate()
{
    m_first->setText(tr("First (Home)"));
    m_back->setText(tr("Back (←)"));
    m_forward->setText(tr("Forward (→)"));
    m_last->setText(tr("Last (End)"));
    m_close->setText(tr("Close (Esc)"));
    const int step = m_step;
    m_step = -1;
    showStep(step);
}

} // namespace quantum
