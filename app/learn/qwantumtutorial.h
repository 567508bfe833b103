// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/seat.h"
#include "engine/qwantum/rules.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;

namespace quantum {

class QwantumGuideMarks;
class QwantumPage;
class Session;

// "Learn to play" for Qwantum (docs/play.md, "Learn to play"): a short guided game, the player
// (seat 0) against the easy computer, from a fixed seed, so the first rolls are known. One lesson
// at a time says what to do and why, and gold frames on the table point at what it speaks of;
// the page offers only the lesson's actions (QwantumPage::setActionFilter). A lesson ends when
// the player's action of its kind is taken, whatever the dice then bring, so the script cannot
// get stuck: while a lesson's action is impossible (not the player's turn or phase) every legal
// action is offered, and every lesson can be skipped. After the last lesson the game goes on
// freely to its end.
class QwantumTutorial : public QObject {
    Q_OBJECT
public:
    enum class Lesson {
        Dice,     // the dice and the colour sums (Next)
        Reroll,   // marking dice and the one re-roll
        Write,    // phase 1: one sum in its row, the colour closed for the others
        Others,   // phase 2: everyone may write another colour, or pass
        Rows,     // rows rise to the divider, then fall
        Misthrow, // a misthrow and its cost
        Columns,  // columns score their second lowest number
        Done,     // the game goes on freely
        Count
    };

    // The game's seed (why this one: qwantumtutorial.cpp).
    static const quint64 kSeed;
    // The session the tutorial plays: the player against the easy computer, from kSeed (or
    // `seed`: tests, other dice, the same lessons).
    static std::unique_ptr<Session>
    makeSession(ComputerSeat::Threading threading = ComputerSeat::Threading::Worker,
                std::optional<quint64> seed = std::nullopt);

    // Guides the game on `page` (its session made by makeSession). Clears the page's filter and
    // the table's frames when destroyed; it may be a child of the session (it ends with it).
    explicit QwantumTutorial(QwantumPage *page, QObject *parent = nullptr);
    ~QwantumTutorial() override;

    Lesson lesson() const { return m_lesson; }
    int step() const { return int(m_lesson) + 1; } // 1-based, for "Step 3 of 8"
    static int stepCount() { return int(Lesson::Count); }
    bool isDone() const { return m_lesson == Lesson::Done; }
    // The lesson waits for the Next button (it has no action of its own).
    bool needsNext() const { return m_lesson == Lesson::Dice; }

    QString title() const;
    QString text() const; // what to do
    QString why() const;  // why it matters
    // What the moment adds (the computer is rolling, the step is not possible now); empty
    // when nothing.
    QString note() const;

    // The page's filter: the lesson's actions, and every action while none of them is
    // possible; nothing while the lesson waits for Next; everything once the lessons are done.
    bool allows(const qw::Action &a) const;
    // The lesson's own actions among the player's legal ones now (empty when none).
    std::vector<qw::Action> lessonActions() const;
    // The action the frames point at and Show me makes, when the player is due.
    std::optional<qw::Action> suggestion() const;
    // What the lesson points at on the table, in scene coordinates.
    QList<QRectF> highlights() const;

    void next(); // Next or Skip: on to the following lesson
    // "Show me": makes the suggested action for the player through the page's own slots (dice
    // marked and re-rolled, a field or box chosen and confirmed). False when there is nothing to
    // do now.
    bool demonstrate();

signals:
    void changed();

private:
    bool ownAction(const qw::Action &a, qw::Phase phase) const;
    bool playerDue() const; // the player may answer now (the page shows the position)
    const qw::State &state() const;
    void onPlayed(const qw::Action &action);
    void onAnswered(int seat);
    void enter(Lesson lesson);
    void update();

    QPointer<QwantumPage> m_page;
    Session *m_session = nullptr;
    QwantumGuideMarks *m_marks = nullptr;
    Lesson m_lesson = Lesson::Dice;
    qw::Phase m_phase = qw::Phase::Active; // of the position before the action played next
    int m_human = 0;
};

// The coach beside the table in Qwantum's "Learn to play": the lesson's step and title, what to
// do, why, and what the moment adds; Next (the first lesson), Show me, Skip this step and Back to
// the menu.
class QwantumTutorialPanel : public QWidget {
    Q_OBJECT
public:
    explicit QwantumTutorialPanel(QWidget *parent = nullptr);
    void setTutorial(QwantumTutorial *tutorial); // null: nothing shown
    QwantumTutorial *tutorial() const { return m_tutorial; }

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

    QPointer<QwantumTutorial> m_tutorial;
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
