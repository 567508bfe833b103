// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game.h"

#include <QStringList>
#include <QWidget>

#include <vector>

class QGraphicsView;
class QLabel;
class QListWidget;
class QPushButton;
class QSlider;

namespace quantum {

class QwantumScene;
class Session;

// A game of Qwantum played again from its seed and its actions through the rules (each
// checked as legal: a history read from a file is not trusted): the position after every step
// and the events up to it. Empty (!isValid()) when the session does not know its whole history
// or the history breaks the rules.
class QwantumReplay {
public:
    explicit QwantumReplay(const Session &session);
    bool isValid() const { return m_valid; }
    int steps() const { return int(m_states.size()) - 1; } // step 0: the first roll
    const qw::State &stateAt(int step) const { return m_states[size_t(step)]; }
    const qw::Events &events() const { return m_events; }
    size_t eventsUpTo(int step) const { return m_eventEnds[size_t(step)]; }
    const qw::Action &action(int step) const { return m_actions[size_t(step - 1)]; } // 1..steps()

private:
    std::vector<qw::State> m_states;
    std::vector<qw::Action> m_actions;
    std::vector<size_t> m_eventEnds;
    qw::Events m_events;
    bool m_valid = false;
};

// Replay of a game of Qwantum: the table at any step (first, back, forward, last, a slider),
// what the step did, and the log up to it.
class QwantumReplayPage : public QWidget {
    Q_OBJECT
public:
    explicit QwantumReplayPage(QWidget *parent = nullptr);
    ~QwantumReplayPage() override;
    // Shows `replay` (invalid: nothing) at its last step.
    void setReplay(const QwantumReplay &replay, const QStringList &names);
    int step() const { return m_step; }
    void showStep(int step);
    QwantumScene *scene() const { return m_scene; }
    QListWidget *log() const { return m_log; }
    QLabel *caption() const { return m_caption; }
    QPushButton *backButton() const { return m_back; }
    QPushButton *forwardButton() const { return m_forward; }

signals:
    void closed();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void retranslate();
    std::unique_ptr<QwantumReplay> m_replay;
    QStringList m_names;
    int m_step = 0;
    QwantumScene *m_scene = nullptr;
    QGraphicsView *m_view = nullptr;
    QLabel *m_caption = nullptr;
    QListWidget *m_log = nullptr;
    QSlider *m_slider = nullptr;
    QPushButton *m_first = nullptr, *m_back = nullptr, *m_forward = nullptr, *m_last = nullptr,
                *m_close = nullptr;
};

} // namespace quantum
