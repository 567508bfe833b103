// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/seat.h"
#include "app/learn/guidedgame.h"
#include "engine/rules.h"

#include <QList>
#include <QPointer>

#include <memory>
#include <optional>

namespace quantum {

class GamePage;
class GuideMarks;
class Session;

// "Learn to play": a short guided game against the computer on a small map, from a hand-made
// start (resources/tutorial/first-game.json, a scenario file with a fixed seed, so the dice
// and the computer's answers are the same every time). One lesson at a time says what to do
// and why; the game page offers only the lesson's actions (GamePage::setActionFilter) and the
// squares to click are ringed on the board. A lesson ends when the session applies an action
// of its kind, whoever's dice decide the rest, so the script cannot get stuck: when a lesson's
// action is impossible (the computer changed the board), everything is offered until it is
// possible again, the preparing lesson comes back when a construction no longer adds up, and
// every lesson can be skipped.
class Tutorial : public GuidedGame {
    Q_OBJECT
public:
    enum class Lesson {
        Welcome,
        Move,
        Attack,
        Ability,
        FreeReroll, // the Scout's own re-roll: free, where Reconfigure costs an action
        Research,
        EndFirstTurn,
        Deploy,
        Prepare,
        EndSecondTurn,
        Construct,
        TakeCard,
        Done,
        Count
    };

    // The session the tutorial plays: a human (seat 0) against the computer on the tutorial's
    // start. Null with the reason in `error` when the start cannot be read (a broken build).
    // `seed` replaces the start's own seed of the dice (tests: other dice, same lessons).
    static std::unique_ptr<Session>
    makeSession(ComputerSeat::Threading threading = ComputerSeat::Threading::Worker,
                QString *error = nullptr, std::optional<quint64> seed = std::nullopt);

    // Guides the game on `page` (its session made by makeSession). Clears the page's filter
    // and the board's rings when destroyed.
    explicit Tutorial(GamePage *page, QObject *parent = nullptr);
    ~Tutorial() override;

    Lesson lesson() const { return m_lesson; }
    int step() const override { return int(m_lesson) + 1; } // 1-based, for "Step 3 of 13"
    int stepCount() const override { return int(Lesson::Count); }
    bool isDone() const override { return m_lesson == Lesson::Done; }

    QString title() const override;
    QString text() const override; // what to do
    QString why() const override;  // why it matters
    // What the moment adds: the computer is playing, a question is open, the step is not
    // possible now. Empty when nothing.
    QString note() const override;
    // The lesson waits for the Next button (it has no action of its own).
    bool needsNext() const override { return m_lesson == Lesson::Welcome; }

    // The filter the game page applies: the lesson's actions, every answer to an open
    // question, and everything while the lesson's own action is impossible.
    bool allows(const Action &a) const;
    // The lesson's own actions among the legal ones now (empty when none is possible).
    std::vector<Action> lessonActions() const;
    // The squares to click, ringed on the board.
    QList<int> highlights() const;
    // The move the rings point at (what Show me makes), if there is one now.
    std::optional<Action> suggestion() const;

    void next() override;              // Next or Skip: on to the following lesson
    void restartLesson(Lesson lesson); // for the coach panel's tests and the fallback
    // "Show me": makes the move the lesson suggests (or answers the open question) for the
    // player, through the session's one door. False when there is nothing to do now.
    bool demonstrate() override;
    // Show me stays enabled: when there is nothing to do, it does nothing and the note says why.
    bool canDemonstrate() const override { return true; }

private:
    bool ownAction(const Action &a) const; // one of the lesson's kind, whether legal or not
    bool doneBy(const Action &a, const Events &events) const;
    bool canConstructSoon(const GameState &s) const;
    const Action *suggested() const; // the action the rings point at
    void onApplied(const Action &action, const Events &events);
    void onReset();
    void update(bool adapt);
    void enter(Lesson lesson);

    QPointer<GamePage> m_page;
    Session *m_session = nullptr;
    GuideMarks *m_marks = nullptr;
    Lesson m_lesson = Lesson::Welcome;
    bool m_lessonDone = false; // waits for the open question to be answered
    int m_human = 0;
    int m_lessonTurn = 0; // the turn the lesson began in
    // Each lesson entered and the length of the game's events then: an undo that takes back
    // a lesson's move takes the player back to that lesson.
    std::vector<std::pair<Lesson, size_t>> m_entered;
    mutable std::vector<Action> m_scratch;
    mutable Action m_chosen; // what suggested() points at
};

} // namespace quantum
