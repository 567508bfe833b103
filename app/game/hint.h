// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/bots.h"

#include <QFutureWatcher>
#include <QObject>

namespace quantum {

class Session;

// The Hint for a human player: what the kHintBot level would answer to the decision due,
// worked out on a worker thread within its budget. It only suggests: the page shows it and
// never plays it. A hint belongs to one position (Session::serial): an answer that arrives
// after the position changed is dropped. A LAN client asks on its public view of the game
// (the bots that search hide the decks' order themselves).
class HintAdvisor : public QObject {
    Q_OBJECT
public:
    explicit HintAdvisor(QObject *parent = nullptr);
    ~HintAdvisor() override;

    // The level's own time on every core by default (ComputerSeat::appBudget); an iteration
    // budget makes hints reproducible (tests).
    void setBudget(const Budget &budget) { m_budget = budget; }
    const Budget &budget() const { return m_budget; }
    // The seed of the bot asked for the hint of `session`'s position: the same position is
    // given the same suggestion.
    static quint64 seedFor(const Session &session);

    // Asks for a hint to the decision due in `session` (which outlives the answer or calls
    // cancel); drops the hint shown or asked for before. Nothing when no decision is due.
    void request(const Session &session);
    void cancel(); // drops the hint being worked out and the one shown
    bool isThinking() const { return m_thinking; }
    // The hint, while `session` is still in the position it was worked out for.
    bool hasHint(const Session &session) const;
    // A hint for `session`'s position is shown or being worked out.
    bool standsFor(const Session &session) const;
    const Action &action() const { return m_action; }

signals:
    void thinkingChanged(bool thinking);
    void ready(const quantum::Action &action); // a hint for the current position
    void dropped(); // the hint shown or asked for no longer stands

private:
    void finished();
    void setThinking(bool on);

    Budget m_budget;
    QFutureWatcher<Action> m_watcher;
    const Session *m_session = nullptr;
    quint64 m_serial = 0;  // the position asked about
    quint64 m_shown = 0;   // the position the hint in m_action is for (0: none)
    bool m_thinking = false;
    bool m_again = false; // asked again while the worker still works on an older position
    Action m_action;
};

} // namespace quantum
