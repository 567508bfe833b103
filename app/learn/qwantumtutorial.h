// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/seat.h"
#include "app/learn/guidedgame.h"
#include "engine/qwantum/rules.h"

#include <QList>
#include <QPointer>
#include <QRectF>

#include <memory>
#include <optional>
#include <vector>

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
class QwantumTutorial : public GuidedGame {
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
    int step() const override { return int(m_lesson) + 1; } // 1-based, for "Step 3 of 8"
    int stepCount() const override { return int(Lesson::Count); }
    bool isDone() const override { return m_lesson == Lesson::Done; }
    // The lesson waits for the Next button (it has no action of its own).
    bool needsNext() const override { return m_lesson == Lesson::Dice; }

    QString title() const override;
    QString text() const override; // what to do
    QString why() const override;  // why it matters
    // What the moment adds (the computer is rolling, the step is not possible now); empty
    // when nothing.
    QString note() const override;

    // The page's filter: the lesson's actions, and every action while none of them is
    // possible; nothing while the lesson waits for Next; everything once the lessons are done.
    bool allows(const qw::Action &a) const;
    // The lesson's own actions among the player's legal ones now (empty when none).
    std::vector<qw::Action> lessonActions() const;
    // The action the frames point at and Show me makes, when the player is due.
    std::optional<qw::Action> suggestion() const;
    // What the lesson points at on the table, in scene coordinates.
    QList<QRectF> highlights() const;

    void next() override; // Next or Skip: on to the following lesson
    // "Show me": makes the suggested action for the player through the page's own slots (dice
    // marked and re-rolled, a field or box chosen and confirmed). False when there is nothing to
    // do now.
    bool demonstrate() override;
    bool canDemonstrate() const override { return suggestion().has_value(); }

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

} // namespace quantum
