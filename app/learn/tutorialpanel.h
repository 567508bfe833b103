// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace quantum {

class GuidedGame;

// The coach beside the board or the table in "Learn to play", for either game's guided game
// (GuidedGame): the lesson's title and step, what to do, why, and what the moment adds; Next
// (for the lessons without a move), Show me, Skip this step and Back to the menu. Qwantum's is
// narrower, and its buttons take no focus (the keys belong to the table).
class TutorialPanel : public QWidget {
    Q_OBJECT
public:
    explicit TutorialPanel(QWidget *parent = nullptr); // Quantum's
    explicit TutorialPanel(GameKind game, QWidget *parent = nullptr);
    void setTutorial(GuidedGame *tutorial); // null: nothing shown
    GuidedGame *tutorial() const { return m_tutorial; }

    QLabel *stepLabel() const { return m_step; }
    QLabel *titleLabel() const { return m_title; }
    QLabel *textLabel() const { return m_text; }
    QLabel *noteLabel() const { return m_note; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *showButton() const { return m_show; }
    QPushButton *skipButton() const { return m_skip; }
    QPushButton *menuButton() const { return m_menu; }

signals:
    void backToMenu();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    QPointer<GuidedGame> m_tutorial;
    QLabel *m_step = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_text = nullptr;
    QLabel *m_whyTitle = nullptr;
    QLabel *m_why = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_show = nullptr;
    QPushButton *m_skip = nullptr;
    QPushButton *m_menu = nullptr;
};

} // namespace quantum
