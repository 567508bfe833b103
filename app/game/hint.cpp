// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/game/hint.h"

#include "app/game/seat.h"
#include "app/game/session.h"

#include <QtConcurrent/QtConcurrentRun>

namespace quantum {

HintAdvisor::HintAdvisor(QObject *parent) : QObject(parent), m_budget(ComputerSeat::appBudget())
{
    connect(&m_watcher, &QFutureWatcher<Action>::finished, this, &HintAdvisor::finished);
}

HintAdvisor::~HintAdvisor()
{
    m_session = nullptr;
    m_watcher.waitForFinished();
}

quint64 HintAdvisor::seedFor(const Session &session)
{
    return 0x48494e54ULL ^ (session.version() * 0x9e3779b97f4a7c15ULL);
}

void HintAdvisor::request(const Session &session)
{
    const bool had = m_shown != 0;
    m_shown = 0;
    if (session.toAct() < 0 || session.legal().empty()) {
        cancel();
        return;
    }
    if (had) emit dropped();
    m_session = &session;
    m_serial = session.serial();
    setThinking(true);
    if (m_watcher.isRunning()) { // asked when the older one is done: the UI never waits
        m_again = true;
        return;
    }
    m_again = false;
    std::unique_ptr<Bot> made = makeBot(kHintBot, seedFor(session));
    if (!made) made = makeBot(kDefaultBot, seedFor(session));
    if (!made) return cancel();
    made->setBudget(m_budget);
    std::shared_ptr<Bot> bot(std::move(made));
    m_watcher.setFuture(QtConcurrent::run(
        [bot, state = session.state(), legal = session.legal()] { return bot->choose(state, legal); }));
}

void HintAdvisor::cancel()
{
    const bool had = m_shown != 0 || m_thinking;
    m_session = nullptr;
    m_shown = 0;
    m_again = false;
    setThinking(false);
    if (had) emit dropped();
}

bool HintAdvisor::hasHint(const Session &session) const
{
    return m_shown != 0 && &session == m_session && session.serial() == m_shown;
}

bool HintAdvisor::standsFor(const Session &session) const
{
    return (m_thinking || m_shown != 0) && &session == m_session && session.serial() == m_serial;
}

void HintAdvisor::finished()
{
    if (!m_session) return;
    if (m_again) return request(*m_session);
    if (m_session->serial() != m_serial) { // the position changed meanwhile: dropped
        cancel();
        return;
    }
    m_action = m_watcher.result();
    m_shown = m_serial;
    setThinking(false);
    emit ready(m_action);
}

void HintAdvisor::setThinking(bool on)
{
    if (on == m_thinking) return;
    m_thinking = on;
    emit thinkingChanged(on);
}

} // namespace quantum
