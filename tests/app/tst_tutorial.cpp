// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// "Learn to play" and the Rules page: the guided game played through the window with real
// clicks from the start page's button to the constructed cube, its filter, its way out of
// every lesson, the first-time offer, and the rules' sections and pictures.
#include "app/common/appsettings.h"
#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/learn/tutorial.h"
#include "app/learn/tutorialpanel.h"
#include "app/art/cardart.h"
#include "app/play/cardpicker.h"
#include "app/play/commandsheet.h"
#include "app/play/gamepage.h"
#include "app/play/marketpanel.h"
#include "app/play/playscene.h"
#include "app/play/promptbar.h"
#include "app/shell/mainwindow.h"
#include "app/shell/startpage.h"
#include "editor/board/boardview.h"
#include "tests/app/quietsettings.h"

#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QStandardPaths>
#include <QToolButton>
#include <QtTest>

using namespace quantum;

class TestTutorial : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void startIsAValidPosition();
    void wholeTutorialWithClicks();
    void cardPickFitsASmallScreen();
    void skippingEveryStepNeverGetsStuck();
    void impossibleLessonOffersEverything();
    void otherDiceStillReachTheCube_data();
    void otherDiceStillReachTheCube();
    void spoiltOrbitGoesBackToPreparing();
    void undoGoesBackToTheLesson();
    void firstTimeUserIsOffered();

private:
    static bool clickButton(GamePage &page, const QString &startsWith);
    static void clickSquare(GamePage &page, int sq);
    // Waits until the player (seat 0) is due and the board shows the session's position.
    static bool waitForPlayer(MainWindow &window);
    // One decision of the lesson made through the interface, as the coach asks for it.
    void playLesson(MainWindow &window);
};

void TestTutorial::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_tutorial"));
}

void TestTutorial::init()
{
    quantum::test::resetQuietSettings();
}

bool TestTutorial::clickButton(GamePage &page, const QString &startsWith)
{
    QCoreApplication::processEvents(); // new buttons are shown by a queued call
    for (QPushButton *b : page.prompt()->buttons())
        if (b->isVisible() && b->text().startsWith(startsWith)) {
            QTest::mouseClick(b, Qt::LeftButton);
            return true;
        }
    return false;
}

void TestTutorial::clickSquare(GamePage &page, int sq)
{
    const QPoint pos = page.view()->mapFromScene(page.scene()->squareCenter(sq));
    QVERIFY(page.view()->viewport()->rect().contains(pos));
    QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, pos);
}

bool TestTutorial::waitForPlayer(MainWindow &window)
{
    auto ready = [&window] {
        Session *s = window.session();
        if (!s || s->isOver()) return true;
        window.gamePage()->catchUp();
        return s->toAct() == 0 && !window.gamePage()->isReplaying() && !s->computerThinking();
    };
    // Bounded: the computer thinks on a worker thread (the time is no assertion).
    return QTest::qWaitFor(ready, 60000);
}

void TestTutorial::playLesson(MainWindow &window)
{
    GamePage &page = *window.gamePage();
    Session &session = *window.session();
    Tutorial &t = *window.tutorial();
    TutorialPanel &coach = *window.coach();
    const GameState before = session.state();
    const QStringList names = session.playerNames();
    const GameText text(before, names);
    QCoreApplication::processEvents();
    QCOMPARE(coach.stepLabel()->text(),
             QStringLiteral("Step %1 of %2").arg(t.step()).arg(t.stepCount()));
    QCOMPARE(coach.textLabel()->text(), t.text());

    if (t.needsNext()) {
        QVERIFY(coach.nextButton()->isVisible());
        QTest::mouseClick(coach.nextButton(), Qt::LeftButton);
        return;
    }
    if (before.front() && before.front()->kind == Pending::Kind::Occupy) {
        clickSquare(page, before.front()->target); // occupy the defender's square
        QCOMPARE(session.state().p[0].ships[before.front()->ship].at, before.front()->target);
        return;
    }
    QVERIFY2(!before.front(), "the tutorial's script asks only to occupy");
    // The lesson's action is legal now: a rules change that breaks the script fails here.
    const std::vector<Action> own = t.lessonActions();
    QVERIFY2(
        !own.empty(),
        qPrintable(
            QStringLiteral("lesson %1 (%2) has no legal action").arg(t.step()).arg(t.title())));
    const std::optional<Action> a = t.suggestion();
    QVERIFY(a);
    QVERIFY(findLegal(session.legal(), *a));
    QVERIFY(t.allows(*a));
    const QList<int> rings = t.highlights();
    // The best move is taught: a Scout rolls itself again for free, never for an action
    // (R-ABIL-6), and a turn is not ended with an action left unused.
    QVERIFY2(a->type != ActionType::Reconfigure ||
                 before.p[0].ships[a->ship].value != kScoutValue,
             "the tutorial pays to reconfigure a Scout");
    QVERIFY2(a->type != ActionType::EndTurn || before.actionsLeft == 0,
             "the tutorial ends a turn with an action left");

    if (before.phase == Phase::Cards) {
        QCOMPARE(a->type, ActionType::TakeCard);
        QPushButton *slot = page.market()->slotButton(a->value);
        QVERIFY(slot->isEnabled());
        QTest::mouseClick(slot, Qt::LeftButton);
        QVERIFY(session.state().phase != Phase::Cards ||
                session.state().picksOwed < before.picksOwed);
        return;
    }
    switch (a->type) {
    case ActionType::Move:
    case ActionType::Attack: {
        QCOMPARE(rings.size(), 2);
        QCOMPARE(rings[0], int(before.p[0].ships[a->ship].at));
        QCOMPARE(rings[1], int(a->to));
        clickSquare(page, rings[0]);
        QCOMPARE(page.scene()->selectedShip(), int(a->ship));
        // Only the lesson's kind is offered: a move lesson shows no attack, and back.
        for (const int sq : page.scene()->offeredSquares()) {
            int owner = -1;
            const bool enemy = before.shipAt(sq, &owner) >= 0 && owner != 0;
            QCOMPARE(enemy, a->type == ActionType::Attack);
        }
        QVERIFY(page.scene()->offeredSquares().contains(a->to));
        clickSquare(page, rings[1]);
        if (a->type == ActionType::Move)
            QCOMPARE(session.state().p[0].ships[a->ship].at, a->to);
        else
            QVERIFY(session.state().front() ||
                    session.state().p[0].dominance > before.p[0].dominance);
        break;
    }
    case ActionType::Modify:
    case ActionType::ScoutReroll: {
        QCOMPARE(rings, QList<int>{before.p[0].ships[a->ship].at});
        clickSquare(page, rings[0]);
        QCOMPARE(page.scene()->selectedShip(), int(a->ship));
        QVERIFY(clickButton(page, text.action(*a)));
        QVERIFY(session.state().p[0].ships[a->ship].value != before.p[0].ships[a->ship].value);
        break;
    }
    case ActionType::Deploy: {
        // The scrapyard ship on the player's sheet, then the ringed square.
        CommandSheet *sheet = page.findChildren<CommandSheet *>().value(0);
        QVERIFY(sheet);
        const QString name =
            QStringLiteral("Scrapyard ship %1").arg(before.p[0].ships[a->ship].value);
        QToolButton *button = nullptr;
        for (QToolButton *b : sheet->findChildren<QToolButton *>())
            if (b->accessibleName() == name && b->isEnabled() && b->isVisible()) button = b;
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(page.scene()->selectedShip(), int(a->ship));
        QCOMPARE(rings, QList<int>{a->to});
        clickSquare(page, rings[0]);
        QCOMPARE(session.state().p[0].ships[a->ship].at, a->to);
        break;
    }
    case ActionType::Research:
        QVERIFY(rings.isEmpty());
        QVERIFY(clickButton(page, QStringLiteral("Research")));
        QCOMPARE(session.state().p[0].research, before.p[0].research + 1);
        break;
    case ActionType::EndTurn:
        QVERIFY(clickButton(page, QStringLiteral("End turn")));
        QVERIFY(session.state().toAct() != 0 || session.state().phase == Phase::Cards);
        break;
    case ActionType::Construct: {
        const int planet = before.board->planets()[size_t(a->planet)].sq;
        QCOMPARE(rings, QList<int>{planet});
        clickSquare(page, planet);
        QCOMPARE(session.state().cubesOn(a->planet, 0), 1);
        break;
    }
    default:
        QFAIL(qPrintable(QStringLiteral("the script did not expect %1").arg(text.action(*a))));
    }
}

void TestTutorial::startIsAValidPosition()
{
    QString error;
    std::unique_ptr<Session> session =
        Tutorial::makeSession(ComputerSeat::Threading::Inline, &error);
    QVERIFY2(session, qPrintable(error));
    const GameState &s = session->state();
    QCOMPARE(s.phase, Phase::Actions);
    QCOMPARE(s.toAct(), 0);
    QVERIFY(session->isLocalHuman(0));
    QVERIFY(session->seatInfos()[1].isComputer());
    QVERIFY(checkInvariants(s).isEmpty());
    // A small map with the Void on it (R-VOID-1 is taught).
    bool hasVoid = false;
    for (int sq = 0; sq < s.board->width() * s.board->height(); ++sq)
        hasVoid = hasVoid || (s.board->fromFile(s.board->fileX(sq), s.board->fileY(sq)) == sq &&
                              s.board->isVoid(sq));
    QVERIFY(hasVoid);
    QVERIFY(s.board->planetCount() <= 6);
}

void TestTutorial::wholeTutorialWithClicks()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::mouseClick(window.startPage()->tutorialButton(), Qt::LeftButton);
    QVERIFY(window.tutorial());
    QVERIFY(window.coach()->isVisible());
    QCOMPARE(window.tutorial()->lesson(), Tutorial::Lesson::Welcome);
    GamePage &page = *window.gamePage();

    // The welcome offers nothing on the board: Next first.
    QSet<int> reached{window.tutorial()->step()};
    QVERIFY(!clickButton(page, QStringLiteral("Research")));
    QTest::mouseClick(window.coach()->nextButton(), Qt::LeftButton);
    QCOMPARE(window.tutorial()->lesson(), Tutorial::Lesson::Move);
    // The move lesson offers moves only: no research, no end of turn, and a refused intent.
    QVERIFY(!clickButton(page, QStringLiteral("Research")));
    QVERIFY(!clickButton(page, QStringLiteral("End turn")));
    page.research();
    QCOMPARE(window.session()->state().p[0].research, 1);
    QCOMPARE(window.session()->state().actionsLeft, 3);

    int lastStep = 0;
    for (int guard = 0; guard < 80 && window.tutorial() && !window.tutorial()->isDone(); ++guard) {
        QVERIFY(waitForPlayer(window));
        QVERIFY(!window.session()->isOver());
        Tutorial &t = *window.tutorial();
        if (t.isDone()) break;
        QVERIFY2(t.step() >= lastStep || t.lesson() == Tutorial::Lesson::Prepare,
                 "lessons go forward");
        lastStep = t.step();
        reached.insert(t.step());
        playLesson(window);
        if (QTest::currentTestFailed()) return;
    }
    QVERIFY(window.tutorial());
    QVERIFY(window.tutorial()->isDone());
    reached.insert(window.tutorial()->step());
    // Every lesson was reached, in a game that is still going, with the cube on planet 8.
    for (int step = 1; step <= window.tutorial()->stepCount(); ++step)
        QVERIFY2(reached.contains(step), qPrintable(QStringLiteral("step %1").arg(step)));
    const GameState &s = window.session()->state();
    QCOMPARE(int(s.p[0].cubesPlaced), 2);
    const int planet8 = s.board->planetAt(s.board->fromFile(4, 1));
    QVERIFY(planet8 >= 0);
    QCOMPARE(s.cubesOn(planet8, 0), 1);
    QVERIFY(!window.coach()->skipButton()->isVisible());
    // Afterwards the game is the player's: everything is offered again.
    QVERIFY(waitForPlayer(window));
    if (window.session()->state().phase == Phase::Actions && !window.session()->state().front())
        QVERIFY(clickButton(page, QStringLiteral("End turn")));
    // The guided game never takes the autosave's place.
    QVERIFY(!QFile::exists(window.autosavePath()));
    QTest::mouseClick(window.coach()->menuButton(), Qt::LeftButton);
    QVERIFY(!window.tutorial());
    QVERIFY(!window.coach()->isVisible());
}

// The card pick of step 12 on a 1280x720 screen, beside the lesson panel (and at scale 2, a
// CTest entry of its own): the pick is inside the board's room, its title whole, and the six
// cards and their buttons at a readable size, none cut.
void TestTutorial::cardPickFitsASmallScreen()
{
    MainWindow window;
    window.setMinimumSize(window.minimumSize().boundedTo(QSize(1280, 720)));
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.learnToPlay();
    QVERIFY(window.tutorial());
    for (int guard = 0; guard < 80; ++guard) {
        QVERIFY(waitForPlayer(window));
        Tutorial &t = *window.tutorial();
        if (t.lesson() == Tutorial::Lesson::TakeCard || t.isDone()) break;
        playLesson(window);
        if (QTest::currentTestFailed()) return;
    }
    QCOMPARE(window.tutorial()->lesson(), Tutorial::Lesson::TakeCard);
    GamePage &page = *window.gamePage();
    page.setConfirmEndTurn(false);
    QVERIFY(clickButton(page, QStringLiteral("End turn")));
    QVERIFY(QTest::qWaitFor([&] {
        page.catchUp();
        return window.session()->state().phase == Phase::Cards && window.session()->toAct() == 0;
    }));
    auto *picker = page.findChild<CardPicker *>();
    QVERIFY(picker);
    QVERIFY(QTest::qWaitFor([picker] { return picker->isVisible(); }));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    const QWidget *room = picker->parentWidget();
    const QRect inRoom(picker->mapTo(room, QPoint()), picker->size());
    QVERIFY2(room->rect().contains(inRoom),
             qPrintable(QStringLiteral("pick %1x%2 at %3,%4 in %5x%6")
                            .arg(inRoom.width())
                            .arg(inRoom.height())
                            .arg(inRoom.x())
                            .arg(inRoom.y())
                            .arg(room->width())
                            .arg(room->height())));
    // The title whole, on as many lines as it needs.
    for (const QLabel *label : picker->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty()) continue;
        const QRect r(label->mapTo(picker, QPoint()), label->size());
        QVERIFY2(picker->rect().contains(r), qPrintable(label->text()));
        if (label->wordWrap())
            QVERIFY2(label->heightForWidth(label->width()) <= label->height(),
                     qPrintable(QStringLiteral("%1: %2 high, needs %3 (pick %4x%5)")
                                    .arg(label->text())
                                    .arg(label->height())
                                    .arg(label->heightForWidth(label->width()))
                                    .arg(picker->width())
                                    .arg(picker->height())));
    }
    QList<CardButton *> cards;
    for (CardButton *card : picker->findChildren<CardButton *>())
        if (card->isVisible()) cards.append(card);
    QCOMPARE(cards.size(), int(kMarketSlots));
    for (const CardButton *card : cards) {
        QVERIFY2(card->width() >= 110 && card->height() >= 110,
                 qPrintable(QStringLiteral("%1x%2").arg(card->width()).arg(card->height())));
        QVERIFY(picker->rect().contains(QRect(card->mapTo(picker, QPoint()), card->size())));
    }
    for (const QPushButton *b : picker->findChildren<QPushButton *>()) {
        if (!b->isVisible() || qobject_cast<const CardButton *>(b)) continue;
        QVERIFY2(b->width() >= b->sizeHint().width(), qPrintable(b->text()));
        QVERIFY2(picker->rect().contains(QRect(b->mapTo(picker, QPoint()), b->size())),
                 qPrintable(b->text()));
    }
    const QString shots = qEnvironmentVariable("QUANTUM_TEST_SHOTS");
    const bool scaled = qEnvironmentVariableIntValue("QT_SCALE_FACTOR") == 2;
    if (!shots.isEmpty())
        window.grab().save(shots + QStringLiteral("/tutorial-pick") +
                           (scaled ? QStringLiteral("-scale2") : QString()) + QStringLiteral(".png"));
}

void TestTutorial::skippingEveryStepNeverGetsStuck()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.learnToPlay();
    QVERIFY(window.tutorial());
    QTest::mouseClick(window.coach()->nextButton(), Qt::LeftButton);
    int clicks = 1; // Next, then Skip on every lesson
    while (!window.tutorial()->isDone() && clicks < 40) {
        QVERIFY(window.coach()->skipButton()->isVisible());
        QTest::mouseClick(window.coach()->skipButton(), Qt::LeftButton);
        ++clicks;
    }
    QVERIFY(window.tutorial()->isDone());
    QCOMPARE(clicks, window.tutorial()->stepCount() - 1);
    // Nothing is held back once the guide is done.
    QVERIFY(clickButton(*window.gamePage(), QStringLiteral("Research")));
    QCOMPARE(window.session()->state().p[0].research, 2);
}

void TestTutorial::impossibleLessonOffersEverything()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.learnToPlay();
    Tutorial &t = *window.tutorial();
    t.restartLesson(Tutorial::Lesson::Deploy);
    QVERIFY(t.demonstrate()); // "Show me" deploys the Destroyer
    QVERIFY(waitForPlayer(window));
    QCOMPARE(t.lesson(), Tutorial::Lesson::Prepare);
    // Deploying again is impossible (the scrapyard is empty): the game is not held up.
    t.restartLesson(Tutorial::Lesson::Deploy);
    QVERIFY(t.lessonActions().empty());
    QVERIFY(!t.note().isEmpty());
    QVERIFY(clickButton(*window.gamePage(), QStringLiteral("Research")));
    QCOMPARE(window.session()->state().p[0].research, 2);
    QCOMPARE(t.lesson(), Tutorial::Lesson::Deploy);
    QVERIFY(window.coach()->skipButton()->isVisible());
}

void TestTutorial::otherDiceStillReachTheCube_data()
{
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1ull, 2ull, 3ull, 77ull, 2026ull, 99991ull})
        QTest::addRow("seed %llu", seed) << seed;
}

// Other dice (combat rolls, re-rolls, the computer's fortunes): Show me alone, lesson after
// lesson, still ends with the cube built, whatever the computer does in between.
void TestTutorial::otherDiceStillReachTheCube()
{
    QFETCH(quint64, seed);
    GamePage page;
    page.resize(1280, 800);
    page.setAnimated(false);
    page.setPace(0);
    std::unique_ptr<Session> session =
        Tutorial::makeSession(ComputerSeat::Threading::Inline, nullptr, seed);
    QVERIFY(session);
    page.setSession(session.get());
    Tutorial tutorial(&page);
    for (int guard = 0; guard < 400 && !tutorial.isDone(); ++guard) {
        page.catchUp();
        QVERIFY2(tutorial.demonstrate(),
                 qPrintable(QStringLiteral("stuck at step %1").arg(tutorial.step())));
    }
    QVERIFY(tutorial.isDone());
    QVERIFY(session->state().p[0].cubesPlaced >= 2);
    page.clearSession();
}

// The computer spoils the orbit before the cube is built: the lesson goes back to preparing.
void TestTutorial::spoiltOrbitGoesBackToPreparing()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.learnToPlay();
    Tutorial &t = *window.tutorial();
    // No orbit adds up on the first turn: building is impossible, and the coach says so.
    t.restartLesson(Tutorial::Lesson::Construct);
    QVERIFY(t.lessonActions().empty());
    QVERIFY(!t.note().isEmpty());
    QVERIFY(clickButton(*window.gamePage(), QStringLiteral("Research")));
    QCOMPARE(t.lesson(), Tutorial::Lesson::Prepare);
    QVERIFY(!t.lessonActions().empty());
}

// Undo takes a lesson's move back, and the player is back at that lesson.
void TestTutorial::undoGoesBackToTheLesson()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.learnToPlay();
    Tutorial &t = *window.tutorial();
    t.next();
    QCOMPARE(t.lesson(), Tutorial::Lesson::Move);
    QVERIFY(t.demonstrate());
    QCOMPARE(t.lesson(), Tutorial::Lesson::Attack);
    QVERIFY(clickButton(*window.gamePage(), QStringLiteral("Undo")));
    QCOMPARE(window.session()->state().actionsLeft, 3);
    QCOMPARE(t.lesson(), Tutorial::Lesson::Move);
    QVERIFY(!t.highlights().isEmpty());
}

void TestTutorial::firstTimeUserIsOffered()
{
    {
        MainWindow window;
        window.show();
        QVERIFY(window.startPage()->isFirstTime());
        QVERIFY(window.startPage()->tutorialButton()->isDefault());
        QVERIFY(!window.startPage()->quickGameButton()->isDefault());
        QVERIFY(window.startPage()->tutorialButton()->hasFocus() ||
                window.focusWidget() == window.startPage()->tutorialButton());
        QTest::mouseClick(window.startPage()->quickGameButton(), Qt::LeftButton);
        QVERIFY(window.session());
        QVERIFY(readSetting(Setting::PlayedBefore).toBool());
        window.showStart();
        QVERIFY(!window.startPage()->isFirstTime());
    }
    MainWindow again;
    QVERIFY(!again.startPage()->isFirstTime());
    QVERIFY(!again.startPage()->tutorialButton()->isDefault());
    QVERIFY(again.startPage()->tutorialButton()->isVisibleTo(again.startPage()));
}

QTEST_MAIN(TestTutorial)
#include "tst_tutorial.moc"
