// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum's "Learn to play": the guided game from the start page's button, every lesson played
// by the clicks it asks for on the table (the dice, the ringed fields and boxes, the page's
// buttons), each lesson refusing the other actions, then the game played freely to its end;
// Show me, Skip, a lesson whose action is impossible, other seeds, and back to the menu.
#include "app/common/appsettings.h"
#include "app/game/savedgame.h"
#include "app/game/session.h"
#include "app/learn/qwantumtutorial.h"
#include "app/learn/tutorial.h"
#include "app/learn/tutorialpanel.h"
#include "app/qwantum/qwantumend.h"
#include "app/qwantum/qwantumpage.h"
#include "app/qwantum/qwantumscene.h"
#include "app/shell/mainwindow.h"
#include "app/shell/startpage.h"
#include "engine/qwantum/bots.h"
#include "tests/app/quietsettings.h"

#include <QDir>
#include <QDockWidget>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QToolButton>
#include <QtTest>

#include <bit>

using namespace quantum;
using Lesson = QwantumTutorial::Lesson;

namespace {

const qw::State &stateOf(const Session &s)
{
    return *qwantumState(s.game());
}

int lowestSum(const qw::State &s)
{
    const std::array<int, qw::kColours> sums = s.sums();
    return *std::min_element(sums.begin(), sums.end());
}

} // namespace

class TestQwantumTutorial : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void wholeGuidedGameByClicks();
    void showMePlaysEveryLesson();
    void skippingEveryStepNeverGetsStuck();
    void impossibleLessonOffersEverything();
    void otherSeedsReachTheEnd_data();
    void otherSeedsReachTheEnd();
    void backToTheMenuEndsIt();

private:
    // Starts the guided game as a player does: Qwantum chosen on the start page, then Learn to
    // play.
    static void startFromTheStartPage(MainWindow &window);
    // Waits until the player (seat 0) may answer and the table shows the session's position.
    static bool waitForPlayer(QwantumPage &page);
    static void clickScene(QwantumPage &page, const QRectF &rect);
    // Tries what the lesson does not ask for, by clicks and keys: every die, every field the
    // rules offer, the misthrow box, Pass, the keys M, P and R, Hint. None may be chosen, marked
    // or played.
    static void refusesOthers(QwantumPage &page, const QwantumTutorial &t);
    // The lesson's own action made by the clicks its coach asks for: the ringed dice and
    // Re-roll, the ringed field or box and Confirm, or Pass and Confirm.
    static void playLessonByClicks(MainWindow &window);
    // The free game after the lessons: the first sum offered, else a misthrow or a pass.
    static void answerFreely(QwantumPage &page);
};

void TestQwantumTutorial::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_qwantum_tutorial"));
}

void TestQwantumTutorial::init()
{
    quantum::test::resetQuietSettings();
    const QString autosave = MainWindow().autosavePath();
    QFile::remove(autosave);
    QFile::remove(previousAutosavePath(autosave));
}

void TestQwantumTutorial::startFromTheStartPage(MainWindow &window)
{
    QTest::mouseClick(window.startPage()->gameButton(GameKind::Qwantum), Qt::LeftButton);
    QCOMPARE(window.startPage()->game(), GameKind::Qwantum);
    QTest::mouseClick(window.startPage()->tutorialButton(), Qt::LeftButton);
    QVERIFY(window.qwantumTutorial());
    QVERIFY(window.session());
    QCOMPARE(window.session()->kind(), GameKind::Qwantum);
    QCOMPARE(window.qwantumPage()->session(), window.session());
    QVERIFY(window.qwantumPage()->isVisible());
    QVERIFY(window.qwantumCoach()->isVisible());
}

bool TestQwantumTutorial::waitForPlayer(QwantumPage &page)
{
    // Bounded: the computer answers on a worker thread (the time is no assertion).
    return QTest::qWaitFor(
        [&page] {
            page.catchUp();
            return page.viewer() == 0 || page.session()->isOver();
        },
        30000);
}

void TestQwantumTutorial::clickScene(QwantumPage &page, const QRectF &rect)
{
    const QPoint pos = page.view()->mapFromScene(rect.center());
    QVERIFY2(page.view()->viewport()->rect().contains(pos), "the target is on screen");
    QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, pos);
}

void TestQwantumTutorial::refusesOthers(QwantumPage &page, const QwantumTutorial &t)
{
    Session &session = *page.session();
    const qw::State s = stateOf(session);
    const quint64 serial = session.serial();
    const bool answered = session.hasAnswered(0);
    std::vector<qw::Action> legal;
    qw::legalActions(s, 0, legal);
    auto nothingHappened = [&](const char *what) {
        QVERIFY2(!page.pending(), what);
        QVERIFY2(page.rerollMarks() == 0, what);
        QVERIFY2(session.serial() == serial, what);
        QVERIFY2(session.hasAnswered(0) == answered, what);
    };
    QVERIFY(!page.hintButton()->isEnabled()); // the coach is the hint
    page.hint();
    nothingHappened("Hint");
    QVERIFY(page.hintText().isEmpty());
    for (const qw::Action &a : legal) {
        if (t.allows(a)) continue;
        switch (a.type) {
        case qw::ActionType::Reroll: // any die: marking is the start of a re-roll
            if (std::popcount(unsigned(a.dice)) != 1) break;
            clickScene(page,
                       page.scene()->die(std::countr_zero(unsigned(a.dice)))->sceneBoundingRect());
            nothingHappened("a die");
            break;
        case qw::ActionType::Write:
            clickScene(page, page.scene()->fieldRect(0, a.colour, s.sheets[0].filled[a.colour]));
            nothingHappened("a field the rules offer");
            break;
        case qw::ActionType::Misthrow:
            clickScene(page, page.scene()->misthrowRect(0, s.sheets[0].misthrows));
            nothingHappened("the misthrow box");
            QTest::keyClick(page.view(), Qt::Key_M);
            nothingHappened("the key M");
            QVERIFY(!page.misthrowButton()->isEnabled());
            break;
        case qw::ActionType::Pass:
            QTest::mouseClick(page.passButton(), Qt::LeftButton);
            nothingHappened("Pass");
            QTest::keyClick(page.view(), Qt::Key_P);
            nothingHappened("the key P");
            break;
        }
    }
    QTest::keyClick(page.view(), Qt::Key_R);
    nothingHappened("the key R");
}

void TestQwantumTutorial::playLessonByClicks(MainWindow &window)
{
    QwantumPage &page = *window.qwantumPage();
    QwantumTutorial &t = *window.qwantumTutorial();
    TutorialPanel &coach = *window.qwantumCoach();
    Session &session = *page.session();
    QCoreApplication::processEvents();
    QCOMPARE(coach.stepLabel()->text(),
             QStringLiteral("Step %1 of %2").arg(t.step()).arg(t.stepCount()));
    QCOMPARE(coach.titleLabel()->text(), t.title());
    QCOMPARE(coach.textLabel()->text(), t.text());
    QVERIFY(!t.why().isEmpty());
    if (t.needsNext()) {
        QVERIFY(coach.nextButton()->isVisible());
        QVERIFY(!coach.showButton()->isVisible());
        refusesOthers(page, t);
        QTest::mouseClick(coach.nextButton(), Qt::LeftButton);
        return;
    }
    QVERIFY(waitForPlayer(page));
    QCoreApplication::processEvents();
    QCOMPARE(coach.textLabel()->text(), t.text());
    QVERIFY2(coach.noteLabel()->text().isEmpty(), qPrintable(coach.noteLabel()->text()));
    // The lesson's action is possible now, and the coach points at it.
    QVERIFY2(!t.lessonActions().empty(), qPrintable(t.title()));
    const std::optional<qw::Action> a = t.suggestion();
    QVERIFY(a);
    QVERIFY(t.allows(*a));
    QVERIFY(qw::isLegal(stateOf(session), *a));
    QVERIFY(coach.showButton()->isEnabled());
    refusesOthers(page, t);
    if (QTest::currentTestFailed()) return;
    const QList<QRectF> rings = t.highlights();
    QVERIFY(!rings.isEmpty() || a->type == qw::ActionType::Pass);
    const qw::State before = stateOf(session);
    switch (a->type) {
    case qw::ActionType::Reroll:
        // Q-TURN-2: the ringed dice marked, then Re-roll.
        for (int d = 0; d <= qw::kColouredDice; ++d)
            if (a->dice & (1u << d)) {
                const QRectF die = page.scene()->die(d)->sceneBoundingRect();
                QVERIFY(rings.contains(die));
                clickScene(page, die);
            }
        QCOMPARE(page.rerollMarks(), a->dice);
        QTest::mouseClick(page.rerollButton(), Qt::LeftButton);
        QVERIFY(stateOf(session).rerolled);
        break;
    case qw::ActionType::Write: {
        const QRectF field =
            page.scene()->fieldRect(0, a->colour, before.sheets[0].filled[a->colour]);
        QVERIFY(std::any_of(rings.begin(), rings.end(),
                            [&](const QRectF &r) { return r.contains(field.center()); }));
        clickScene(page, field);
        QVERIFY(page.pending() && *page.pending() == *a);
        QTest::mouseClick(page.confirmButton(), Qt::LeftButton);
        if (before.phase == qw::Phase::Active) { // Q-TURN-4: written, the colour closed
            QCOMPARE(int(stateOf(session).closed), int(a->colour));
            QCOMPARE(int(stateOf(session).sheets[0].filled[a->colour]),
                     before.sheets[0].filled[a->colour] + 1);
        } else { // Q-TURN-6: kept until the computer's answer is in too
            QVERIFY(session.hasAnswered(0) || stateOf(session).turn != before.turn);
        }
        break;
    }
    case qw::ActionType::Misthrow: {
        const QRectF box = page.scene()->misthrowRect(0, before.sheets[0].misthrows);
        QVERIFY(rings.contains(box));
        clickScene(page, box);
        QVERIFY(page.pending() && page.pending()->type == qw::ActionType::Misthrow);
        QTest::mouseClick(page.confirmButton(), Qt::LeftButton);
        QCOMPARE(int(stateOf(session).sheets[0].misthrows), before.sheets[0].misthrows + 1);
        break;
    }
    case qw::ActionType::Pass: // Q-TURN-7
        QVERIFY(page.passButton()->isEnabled());
        QTest::mouseClick(page.passButton(), Qt::LeftButton);
        QVERIFY(page.pending() && page.pending()->type == qw::ActionType::Pass);
        QTest::mouseClick(page.confirmButton(), Qt::LeftButton);
        QVERIFY(session.hasAnswered(0) || stateOf(session).turn != before.turn);
        break;
    }
}

void TestQwantumTutorial::answerFreely(QwantumPage &page)
{
    Session &session = *page.session();
    const qw::State s = stateOf(session);
    std::vector<qw::Action> legal;
    qw::legalActions(s, 0, legal);
    for (const qw::Action &a : legal)
        if (a.type == qw::ActionType::Write) {
            clickScene(page, page.scene()->fieldRect(0, a.colour, s.sheets[0].filled[a.colour]));
            QVERIFY(page.pending());
            QTest::mouseClick(page.confirmButton(), Qt::LeftButton);
            return;
        }
    if (s.phase == qw::Phase::Active) {
        QTest::keyClick(page.view(), Qt::Key_M);
        QVERIFY(page.pending());
        QTest::keyClick(page.view(), Qt::Key_Return);
        return;
    }
    QTest::mouseClick(page.passButton(), Qt::LeftButton);
    QVERIFY(page.pending());
    QTest::mouseClick(page.confirmButton(), Qt::LeftButton);
}

void TestQwantumTutorial::wholeGuidedGameByClicks()
{
    // Q-COMP-1, Q-TURN-1..7, Q-WRITE-1..4, Q-SCORE-1..3, Q-END-1: the guided game from the start
    // page to the end page, every lesson by the clicks it asks for, the others refused.
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    startFromTheStartPage(window);
    if (QTest::currentTestFailed()) return;
    QwantumPage &page = *window.qwantumPage();
    Session &session = *page.session();
    QwantumTutorial *t = window.qwantumTutorial();
    QCOMPARE(session.seed(), QwantumTutorial::kSeed);
    QVERIFY(session.seatInfos()[1].isComputer());
    QCOMPARE(session.seatInfos()[1].bot, QStringLiteral("easy"));

    // The seed's promise (qwantumtutorial.cpp): the player rolls first, the white die shows 6,
    // a colour is on no die and its sum is the white die alone (Q-TURN-3).
    const qw::State first = stateOf(session);
    QCOMPARE(int(first.active), 0);
    QCOMPARE(int(first.roll.white), 6);
    QCOMPARE(int(first.sums()[int(qw::Colour::Purple)]), 6);
    QCOMPARE(t->lesson(), Lesson::Dice);
    // Blue on four dice: the white die and their numbers, on one line.
    QVERIFY(t->text().contains(
        QStringLiteral("Blue shows on 4 dice, so its sum is 6 + 5 + 4 + 4 + 2 = 21.")
            .replace(QStringLiteral(" + "), QStringLiteral("\u00a0+\u00a0"))
            .replace(QStringLiteral(" = "), QStringLiteral("\u00a0=\u00a0"))));

    std::vector<Lesson> seen;
    int guard = 0;
    while (!t->isDone() && guard++ < 40) {
        const Lesson lesson = t->lesson();
        if (seen.empty() || seen.back() != lesson) seen.push_back(lesson);
        if (lesson == Lesson::Misthrow && stateOf(session).rerolled) {
            // Q-TURN-5, Q-SCORE-2: the misthrow asked for after the re-roll is what the Hint's
            // level would choose too.
            QVERIFY(waitForPlayer(page));
            std::vector<qw::Action> legal;
            qw::legalActions(stateOf(session), 0, legal);
            QVERIFY(
                qw::makeBot(QStringLiteral("hard"), 17)->choose(stateOf(session), 0, legal).type ==
                qw::ActionType::Misthrow);
        }
        const qw::State before = stateOf(session);
        playLessonByClicks(window);
        if (QTest::currentTestFailed()) return;
        if (lesson == Lesson::Reroll) { // the re-roll helped: the white die's 6 is gone
            QVERIFY(lowestSum(stateOf(session)) < lowestSum(before));
            QCOMPARE(lowestSum(stateOf(session)), 1);
        }
    }
    QVERIFY(t->isDone());
    const std::vector<Lesson> all{Lesson::Dice, Lesson::Reroll,   Lesson::Write,  Lesson::Others,
                                  Lesson::Rows, Lesson::Misthrow, Lesson::Columns};
    QVERIFY(seen == all); // every lesson, in order, none skipped by the script
    // What the lessons wrote (the seed's path): purple 1 then 2 (a rise), red 3, a misthrow.
    const qw::Sheet &mine = stateOf(session).sheets[0];
    QCOMPARE(int(mine.rows[int(qw::Colour::Purple)][0]), 1);
    QCOMPARE(int(mine.rows[int(qw::Colour::Purple)][1]), 2);
    QCOMPARE(int(mine.rows[int(qw::Colour::Red)][0]), 3);
    QCOMPARE(int(mine.misthrows), 1);

    // Free play to the end: every legal action is offered again, and the Hint.
    QVERIFY(waitForPlayer(page));
    QVERIFY(page.hintButton()->isEnabled());
    QCoreApplication::processEvents();
    QVERIFY(!window.qwantumCoach()->showButton()->isVisible());
    int decisions = 0;
    while (!session.isOver() && decisions < 400) {
        QVERIFY(waitForPlayer(page));
        if (session.isOver()) break;
        answerFreely(page);
        if (QTest::currentTestFailed()) return;
        ++decisions;
    }
    QVERIFY(session.isOver());
    QTRY_VERIFY(window.qwantumEndPage()->isVisible());
    QCoreApplication::processEvents();
    QCOMPARE(window.qwantumCoach()->noteLabel()->text(), QStringLiteral("The game is over."));
    // The guided game is never autosaved.
    QVERIFY(!QFile::exists(window.autosavePath()));
}

void TestQwantumTutorial::showMePlaysEveryLesson()
{
    // Q-TURN-2, -4, -5, -6, -7: Show me makes each lesson's action through the page, to the same
    // sheet as the clicks (the same seed, the same computer).
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    startFromTheStartPage(window);
    if (QTest::currentTestFailed()) return;
    QwantumPage &page = *window.qwantumPage();
    QwantumTutorial *t = window.qwantumTutorial();
    TutorialPanel &coach = *window.qwantumCoach();
    QVERIFY(!coach.showButton()->isVisible()); // the first lesson has Next
    for (int guard = 0; !t->isDone() && guard < 40; ++guard) {
        QVERIFY(waitForPlayer(page));
        QCoreApplication::processEvents();
        const int step = t->step();
        if (t->needsNext()) {
            QTest::mouseClick(coach.nextButton(), Qt::LeftButton);
        } else {
            QVERIFY(coach.showButton()->isVisible() && coach.showButton()->isEnabled());
            const quint64 serial = page.session()->serial();
            QTest::mouseClick(coach.showButton(), Qt::LeftButton);
            QVERIFY(page.session()->serial() != serial || page.session()->hasAnswered(0));
        }
        QVERIFY(t->step() >= step);
    }
    QVERIFY(t->isDone());
    const qw::Sheet &mine = stateOf(*page.session()).sheets[0];
    QCOMPARE(int(mine.rows[int(qw::Colour::Purple)][1]), 2);
    QCOMPARE(int(mine.rows[int(qw::Colour::Red)][0]), 3);
    QCOMPARE(int(mine.misthrows), 1);
}

void TestQwantumTutorial::skippingEveryStepNeverGetsStuck()
{
    // Q-TURN-4..7, Q-END-1: Skip at once in every lesson; the game plays on and ends.
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    startFromTheStartPage(window);
    if (QTest::currentTestFailed()) return;
    QwantumPage &page = *window.qwantumPage();
    QwantumTutorial *t = window.qwantumTutorial();
    TutorialPanel &coach = *window.qwantumCoach();
    QTest::mouseClick(coach.nextButton(), Qt::LeftButton);
    while (!t->isDone()) {
        QCoreApplication::processEvents();
        QVERIFY(coach.skipButton()->isVisible());
        QTest::mouseClick(coach.skipButton(), Qt::LeftButton);
    }
    QVERIFY(!coach.skipButton()->isVisible());
    int decisions = 0;
    while (!page.session()->isOver() && decisions < 400) {
        QVERIFY(waitForPlayer(page));
        if (page.session()->isOver()) break;
        answerFreely(page);
        if (QTest::currentTestFailed()) return;
        ++decisions;
    }
    QVERIFY(page.session()->isOver());
}

void TestQwantumTutorial::impossibleLessonOffersEverything()
{
    // Q-TURN-2, -5, -6: phase 2's lesson reached in phase 1 (Skip): its action is impossible, so
    // every legal action is offered and the coach says so; the lesson waits for phase 2.
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    startFromTheStartPage(window);
    if (QTest::currentTestFailed()) return;
    QwantumPage &page = *window.qwantumPage();
    QwantumTutorial *t = window.qwantumTutorial();
    TutorialPanel &coach = *window.qwantumCoach();
    QTest::mouseClick(coach.nextButton(), Qt::LeftButton); // to the re-roll
    QTest::mouseClick(coach.skipButton(), Qt::LeftButton); // to phase 1's write
    QTest::mouseClick(coach.skipButton(), Qt::LeftButton); // to phase 2
    QCOMPARE(t->lesson(), Lesson::Others);
    QVERIFY(t->lessonActions().empty());
    QCoreApplication::processEvents();
    QCOMPARE(
        coach.noteLabel()->text(),
        QStringLiteral("This step is not possible right now: play on as you like, or skip it."));
    const qw::State s = stateOf(*page.session());
    // A die can be marked, a misthrow and every fitting sum chosen.
    clickScene(page, page.scene()->die(3)->sceneBoundingRect());
    QCOMPARE(page.rerollMarks(), uint8_t(1u << 3));
    QTest::mouseClick(page.takeBackButton(), Qt::LeftButton);
    QVERIFY(page.misthrowButton()->isEnabled());
    for (int c = 0; c < qw::kColours; ++c) {
        clickScene(page, page.scene()->fieldRect(0, c, 0));
        QVERIFY(page.pending() && page.pending()->colour == c);
    }
    // The write goes through; phase 2 comes and the lesson's own action with it.
    QTest::mouseClick(page.confirmButton(), Qt::LeftButton);
    QCOMPARE(int(stateOf(*page.session()).closed), qw::kColours - 1);
    QCOMPARE(t->lesson(), Lesson::Others); // not its action: still waiting
    QVERIFY(waitForPlayer(page));
    QVERIFY(!t->lessonActions().empty());
    QCOMPARE(int(s.turn), int(stateOf(*page.session()).turn));
    refusesOthers(page, *t);
}

void TestQwantumTutorial::otherSeedsReachTheEnd_data()
{
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1ull, 2ull, 7ull, 42ull, 4242ull})
        QTest::newRow(qPrintable(QString::number(seed))) << seed;
}

void TestQwantumTutorial::otherSeedsReachTheEnd()
{
    // Q-TURN-1..7, Q-END-1: other dice (the computer may roll first), the same lessons: Show me
    // (or Next) in each, whatever the dice, reaches the free game, and the game its end.
    QFETCH(quint64, seed);
    std::unique_ptr<Session> session =
        QwantumTutorial::makeSession(ComputerSeat::Threading::Worker, seed);
    QWidget window;
    auto *row = new QHBoxLayout(&window);
    row->setSizeConstraint(QLayout::SetNoConstraint); // a fixed window, as the main window's
    auto *coach = new TutorialPanel(GameKind::Qwantum);
    auto *table = new QwantumPage;
    row->addWidget(coach);
    row->addWidget(table, 1);
    window.resize(1280, 720);
    window.show();
    QwantumPage &page = *table;
    page.setAnimated(false);
    page.setPace(0);
    page.setSession(session.get());
    {
        QwantumTutorial t(&page);
        coach->setTutorial(&t);
        for (int guard = 0; !t.isDone() && guard < 60; ++guard) {
            QVERIFY(waitForPlayer(page));
            if (session->isOver()) break;
            if (t.needsNext()) {
                QTest::mouseClick(coach->nextButton(), Qt::LeftButton);
                continue;
            }
            QVERIFY2(t.suggestion(), qPrintable(t.title()));
            QVERIFY(t.allows(*t.suggestion()));
            QTest::mouseClick(coach->showButton(), Qt::LeftButton);
        }
        QVERIFY(t.isDone() || session->isOver());
        int decisions = 0;
        while (!session->isOver() && decisions < 400) {
            QVERIFY(waitForPlayer(page));
            if (session->isOver()) break;
            answerFreely(page);
            if (QTest::currentTestFailed()) return;
            ++decisions;
        }
        QVERIFY(session->isOver());
    }
    page.clearSession();
}

void TestQwantumTutorial::backToTheMenuEndsIt()
{
    // The guided game leaves an interrupted game's autosave alone, ends with "Back to the menu",
    // and Quantum's own guided game gets its coach back in the dock.
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QFile autosave(window.autosavePath());
    QDir().mkpath(QFileInfo(autosave).absolutePath());
    QVERIFY(autosave.open(QIODevice::WriteOnly));
    autosave.write("kept");
    autosave.close();
    startFromTheStartPage(window);
    if (QTest::currentTestFailed()) return;
    QwantumPage &page = *window.qwantumPage();
    TutorialPanel *coach = window.qwantumCoach();
    QTest::mouseClick(coach->nextButton(), Qt::LeftButton);
    for (int i = 0; i < 4; ++i) { // a few rolls' worth of lessons
        QVERIFY(waitForPlayer(page));
        QTest::mouseClick(coach->showButton(), Qt::LeftButton);
    }
    QVERIFY(QTest::qWaitFor([&] { return stateOf(*page.session()).turn >= 2; }, 30000));
    QFile kept(window.autosavePath());
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("kept"));
    kept.close();

    QTest::mouseClick(coach->menuButton(), Qt::LeftButton);
    QVERIFY(window.startPage()->isVisible());
    QVERIFY(!window.qwantumTutorial());
    QVERIFY(!coach->isVisible());
    QVERIFY(!page.session());

    // Quantum's guided game shows Quantum's coach in the same dock.
    QTest::mouseClick(window.startPage()->gameButton(GameKind::Quantum), Qt::LeftButton);
    QFile::remove(window.autosavePath()); // no question about the interrupted game
    window.learnToPlay();
    QVERIFY(window.tutorial());
    QVERIFY(window.coach()->isVisible());
    QVERIFY(!coach->isVisible());
    // Qwantum's again, chosen on the start page; and once more from Help > Learn to play during
    // it (the game being played), without a question.
    window.showStart();
    QTest::mouseClick(window.startPage()->gameButton(GameKind::Qwantum), Qt::LeftButton);
    window.learnToPlay();
    QVERIFY(window.qwantumTutorial());
    QCOMPARE(window.qwantumTutorial()->lesson(), Lesson::Dice);
    QVERIFY(coach->isVisible());
    window.learnToPlay();
    QVERIFY(window.qwantumTutorial());
    QCOMPARE(window.qwantumTutorial()->lesson(), Lesson::Dice);
    window.showStart();
    writeSetting(Setting::LastGame, QStringLiteral("quantum"));
}

QTEST_MAIN(TestQwantumTutorial)
#include "tst_qwantum_tutorial.moc"
