// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace quantum {

class Tutorial;

// The coach beside the board in "Learn to play": the lesson's title and step, what to do,
// why, and what the moment adds; Next (for the lessons without a move), Show me, Skip this
// step and Back to the menu.
class TutorialPanel : public QWidget {
    Q_OBJECT
public:
    explicit TutorialPanel(QWidget *parent = nullptr);
    void setTutorial(Tutorial *tutorial); // null: nothing shown
    Tutorial *tutorial() const { return m_tutorial; }

    QLabel *stepLabel() const { return m_step; }
    QLabel *textLabel() const { return m_text; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *skipButton() const { return m_skip; }
    QPushButton *menuButton() const { return m_menu; }

signals:
    void backToMenu();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    QPointer<Tutorial> m_tutorial;
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
