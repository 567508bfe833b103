// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum at the table through the user interface: whole games by clicks and by keys against
// the computer, hot-seat phase 2 with its hand-over, the re-roll marks, the table's layout with
// four players, saving and loading, the end page, a language switch mid-game.
#include "app/common/appsettings.h"
#include "app/common/language.h"
#include "app/game/savedgame.h"
#include "app/game/session.h"
#include "app/learn/keyboardhelp.h"
#include "app/qwantum/qwantumend.h"
#include "app/qwantum/qwantumpage.h"
#include "app/qwantum/qwantumreplay.h"
#include "app/qwantum/qwantumtext.h"
#include "app/shell/mainwindow.h"
#include "app/shell/startpage.h"
#include "tests/app/quietsettings.h"

#include <QGraphicsView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace quantum;

namespace {

GameSetup qwantumSetup(const QList<SeatInfo> &seats, quint64 seed)
{
    GameSetup setup;
    setup.kind = GameKind::Qwantum;
    setup.seats = seats;
    setup.seed = seed;
    return setup;
}

const qw::State &stateOf(const Session &s)
{
    return *qwantumState(s.game());
}

} // namespace

class TestQwantumUi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void startPageOffersBothGames();
    void wholeGameByClicksAgainstTheComputer();
    void wholeGameByKeys();
    void rerollMarks();
    void choiceIsTakenBackUntilConfirmed();
    void hotSeatPhaseTwoHandsOver();
    void tableFitsTheWindow_data();
    void tableFitsTheWindow();
    void saveAndLoadKeepTheHistory();
    void languageSwitchRewordsTheLog();

private:
    // Clicks the centre of `rect` (scene coordinates) on the page's view.
    static void clickScene(QwantumPage &page, const QRectF &rect);
    // The human due answers by clicks: marks and re-rolls the dice at most once (when
    // `reroll`), else writes the first sum offered, else a misthrow or a pass; then confirms.
    static void answerByClicks(QwantumPage &page, bool reroll);
};

void TestQwantumUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_qwantum_ui"));
    quantum::test::resetQuietSettings();
}

void TestQwantumUi::init()
{
    // No interrupted game from an earlier test asks to be kept (a modal question).
    quantum::test::resetQuietSettings();
    const QString autosave = MainWindow().autosavePath();
    QFile::remove(autosave);
    QFile::remove(previousAutosavePath(autosave));
}

void TestQwantumUi::clickScene(QwantumPage &page, const QRectF &rect)
{
    const QPoint pos = page.view()->mapFromScene(rect.center());
    QVERIFY2(page.view()->viewport()->rect().contains(pos), "the target is on screen");
    QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, pos);
}

void TestQwantumUi::answerByClicks(QwantumPage &page, bool reroll)
{
    Session &session = *page.session();
    const int me = page.viewer();
    QVERIFY(me >= 0);
    const qw::State s = stateOf(session);
    std::vector<qw::Action> legal;
    qw::legalActions(s, me, legal);
    const bool canReroll = std::any_of(legal.begin(), legal.end(), [](const qw::Action &a) {
        return a.type == qw::ActionType::Reroll;
    });
    if (reroll && canReroll) { // Q-TURN-2: the white die and coloured die 2
        clickScene(page, page.scene()->die(0)->sceneBoundingRect());
        clickScene(page, page.scene()->die(2)->sceneBoundingRect());
        QCOMPARE(page.rerollMarks(), uint8_t(0b101));
        QTest::mouseClick(page.rerollButton(), Qt::LeftButton);
        QVERIFY(stateOf(session).rerolled);
        return;
    }
    for (const qw::Action &a : legal)
        if (a.type == qw::ActionType::Write) {
            const int field = s.sheets[me].filled[a.colour];
            const int sum = s.sums()[a.colour];
            clickScene(page, page.scene()->fieldRect(me, a.colour, field));
            QVERIFY(page.pending() && page.pending()->type == qw::ActionType::Write);
            QCOMPARE(int(page.pending()->colour), int(a.colour));
            QTest::mouseClick(page.confirmButton(), Qt::LeftButton);
            if (s.phase == qw::Phase::Active) { // Q-TURN-4: written at once, the colour closed
                QCOMPARE(int(stateOf(session).sheets[me].rows[a.colour][field]), sum);
                QCOMPARE(int(stateOf(session).closed), int(a.colour));
            } else {
                QVERIFY(session.hasAnswered(me) || stateOf(session).turn != s.turn ||
                        session.isOver() || stateOf(session).sheets[me].filled[a.colour] == field + 1);
            }
            return;
        }
    if (s.phase == qw::Phase::Active) { // Q-TURN-5: nothing fits, a misthrow
        clickScene(page, page.scene()->misthrowRect(me, s.sheets[me].misthrows));
        QVERIFY(page.pending() && page.pending()->type == qw::ActionType::Misthrow);
        QTest::mouseClick(page.confirmButton(), Qt::LeftButton);
        QCOMPARE(int(stateOf(session).sheets[me].misthrows), s.sheets[me].misthrows + 1);
        return;
    }
    QTest::mouseClick(page.passButton(), Qt::LeftButton); // Q-TURN-7
    QVERIFY(page.pending() && page.pending()->type == qw::ActionType::Pass);
    QTest::mouseClick(page.confirmButton(), Qt::LeftButton);
    QVERIFY(!page.pending());
}

void TestQwantumUi::startPageOffersBothGames()
{
    quantum::test::resetQuietSettings();
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    StartPage *start = window.startPage();
    QCOMPARE(start->game(), GameKind::Quantum);
    QTest::mouseClick(start->gameButton(GameKind::Qwantum), Qt::LeftButton);
    QCOMPARE(start->game(), GameKind::Qwantum);
    QVERIFY(start->gameButton(GameKind::Qwantum)->isChecked());
    QVERIFY(!start->gameButton(GameKind::Quantum)->isChecked());
    QVERIFY(!start->gameButton(GameKind::Qwantum)->icon().isNull());
    // Remembered: the next window opens on Qwantum, and Quick game plays it.
    MainWindow again;
    QCOMPARE(again.startPage()->game(), GameKind::Qwantum);
    QTest::mouseClick(again.startPage()->quickGameButton(), Qt::LeftButton);
    QVERIFY(again.session());
    QCOMPARE(again.session()->kind(), GameKind::Qwantum);
    QCOMPARE(again.session()->seatInfos().size(), 2);
    QVERIFY(again.session()->seatInfos()[1].isComputer());
    again.showStart();
    writeSetting(Setting::LastGame, QStringLiteral("quantum"));
}

void TestQwantumUi::wholeGameByClicksAgainstTheComputer()
{
    // Q-TURN-1..7, Q-END-1: a whole game, the human's every decision by clicks.
    quantum::test::resetQuietSettings();
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    SeatInfo computer = SeatInfo::computer();
    computer.bot = QStringLiteral("easy");
    window.startGame(qwantumSetup({SeatInfo::human(QStringLiteral("Ana")), computer}, 4242));
    QwantumPage *page = window.qwantumPage();
    QCOMPARE(page->session(), window.session());
    Session &session = *page->session();
    int decisions = 0;
    while (!session.isOver()) {
        QTRY_VERIFY_WITH_TIMEOUT(page->viewer() == 0 || session.isOver(), 20000);
        if (session.isOver()) break;
        answerByClicks(*page, decisions % 3 == 0);
        if (QTest::currentTestFailed()) return;
        ++decisions;
        QVERIFY(decisions < 400);
    }
    QTRY_VERIFY(!page->isReplaying());
    QVERIFY(decisions > 10);
    // The end page: the scores by column and in total, and the chart of the rolls.
    QTRY_COMPARE(window.centralWidget()->findChild<QWidget *>() != nullptr, true);
    QwantumEndPage *end = window.qwantumEndPage();
    QTRY_VERIFY(end->isVisible());
    const qw::State &s = stateOf(session);
    QCOMPARE(end->table()->rowCount(), 2);
    for (int p = 0; p < 2; ++p)
        QCOMPARE(end->table()->item(p, qw::kFields + 1)->text(),
                 QString::number(qw::score(s.sheets[p], s.options)));
    QVERIFY(end->title()->text().contains(QwantumText(session.playerNames()).player(qw::winners(s)[0])));
    const auto history = qwantumScoreHistory(session.anyEvents().qwantum, 2, s.options);
    QVERIFY(history.size() > size_t(s.turn / 2));
    for (int p = 0; p < 2; ++p) QCOMPARE(history.back()[p], qw::score(s.sheets[p], s.options));
    // Replay: every step played again from the seed, the last one the final position.
    QTest::mouseClick(end->replayButton(), Qt::LeftButton);
    QwantumReplayPage *replay = window.qwantumReplayPage();
    QVERIFY(replay->isVisible());
    const int steps = int(session.playedActions().size());
    QCOMPARE(replay->step(), steps);
    for (int p = 0; p < 2; ++p) QCOMPARE(replay->scene()->shown().sheets[p].rows, s.sheets[p].rows);
    QTest::mouseClick(replay->backButton(), Qt::LeftButton);
    QCOMPARE(replay->step(), steps - 1);
    QTest::keyClick(replay, Qt::Key_Home);
    QCOMPARE(replay->step(), 0);
    for (int p = 0; p < 2; ++p) QCOMPARE(int(replay->scene()->shown().sheets[p].fieldsFilled()), 0);
    QVERIFY(replay->log()->count() >= 1); // the first roll
    QTest::keyClick(replay, Qt::Key_Escape);
    QVERIFY(end->isVisible());
    // Play again: a new game of the same table.
    QTest::mouseClick(end->againButton(), Qt::LeftButton);
    QVERIFY(window.session() && window.session()->kind() == GameKind::Qwantum);
    QVERIFY(!window.session()->isOver());
    window.showStart();
}

void TestQwantumUi::wholeGameByKeys()
{
    // Keyboard play: 1-7 mark dice, R re-rolls, arrows choose a row, Enter writes and confirms,
    // M marks a misthrow, P passes.
    quantum::test::resetQuietSettings();
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    window.startGame(qwantumSetup({SeatInfo::human(), SeatInfo::computer()}, 99));
    QwantumPage *page = window.qwantumPage();
    Session &session = *page->session();
    QWidget *keys = page->view();
    int decisions = 0;
    bool rerolled = false;
    while (!session.isOver() && decisions < 400) {
        QTRY_VERIFY_WITH_TIMEOUT(page->viewer() == 0 || session.isOver(), 20000);
        if (session.isOver()) break;
        const qw::State s = stateOf(session);
        std::vector<qw::Action> legal;
        qw::legalActions(s, 0, legal);
        if (!rerolled && s.phase == qw::Phase::Active && !s.rerolled) {
            QTest::keyClick(keys, Qt::Key_1);
            QTest::keyClick(keys, Qt::Key_4);
            QCOMPARE(page->rerollMarks(), uint8_t(0b1001));
            QTest::keyClick(keys, Qt::Key_R);
            QVERIFY(stateOf(session).rerolled);
            rerolled = true;
            ++decisions;
            continue;
        }
        const bool canWrite = std::any_of(legal.begin(), legal.end(), [](const qw::Action &a) {
            return a.type == qw::ActionType::Write;
        });
        if (canWrite) {
            QTest::keyClick(keys, Qt::Key_Down);
            QTest::keyClick(keys, Qt::Key_Return);
            QVERIFY(page->pending() && page->pending()->type == qw::ActionType::Write);
            QTest::keyClick(keys, Qt::Key_Return);
        } else {
            QTest::keyClick(keys, s.phase == qw::Phase::Active ? Qt::Key_M : Qt::Key_P);
            QVERIFY(page->pending());
            QTest::keyClick(keys, Qt::Key_Return);
        }
        QVERIFY(!page->pending());
        QVERIFY(session.version() > 0);
        ++decisions;
    }
    QVERIFY(session.isOver());
    // Help > Keyboard lists these keys for Qwantum, and not Quantum's turn keys.
    const auto rows = KeyboardHelpDialog::rows(window.menuActions(), GameKind::Qwantum);
    QStringList listed;
    for (const auto &row : rows) listed << row.first;
    for (const QString &k : {QStringLiteral("1 to 7"), QStringLiteral("R"), QStringLiteral("M"),
                             QStringLiteral("P"), QStringLiteral("Arrow keys")})
        QVERIFY2(listed.contains(k), qPrintable(k));
    QVERIFY(!listed.contains(QStringLiteral("E"))); // End turn is Quantum's
    window.showStart();
}

void TestQwantumUi::rerollMarks()
{
    // Q-TURN-2: the dice marked are rolled again, once; the others lie as they were.
    quantum::test::resetQuietSettings();
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    window.startGame(qwantumSetup({SeatInfo::human(), SeatInfo::human()}, 5));
    QwantumPage *page = window.qwantumPage();
    Session &session = *page->session();
    if (page->handOverTo() >= 0) QTest::mouseClick(page->handOverButton(), Qt::LeftButton);
    QVERIFY(page->viewer() >= 0);
    QVERIFY(!page->rerollButton()->isEnabled()); // nothing marked yet
    for (int die : {1, 3, 5}) clickScene(*page, page->scene()->die(die)->sceneBoundingRect());
    QCOMPARE(page->rerollMarks(), uint8_t(0b101010));
    QVERIFY(page->scene()->die(3)->look().selected);
    QVERIFY(!page->scene()->die(2)->look().selected);
    clickScene(*page, page->scene()->die(5)->sceneBoundingRect()); // unmarked again
    QCOMPARE(page->rerollMarks(), uint8_t(0b1010));
    QVERIFY(page->rerollButton()->isEnabled());
    QVERIFY(page->rerollButton()->text().contains(QLatin1String("2")));
    const qw::Roll before = stateOf(session).roll;
    QTest::mouseClick(page->rerollButton(), Qt::LeftButton);
    const qw::State &after = stateOf(session);
    QVERIFY(after.rerolled);
    QCOMPARE(after.roll.white, before.white);
    for (int i = 0; i < qw::kColouredDice; ++i)
        if (i != 0 && i != 2) QCOMPARE(after.roll.face[i], before.face[i]);
    // The events say which dice rolled; the log says so.
    const qw::Event &rolled = session.anyEvents().qwantum.back();
    QCOMPARE(rolled.type, qw::EventType::Rolled);
    QCOMPARE(rolled.dice, uint8_t(0b1010));
    QVERIFY(page->log()->item(page->log()->count() - 1)->text().contains(QLatin1String("2")));
    // No second re-roll: the dice no longer take marks.
    clickScene(*page, page->scene()->die(1)->sceneBoundingRect());
    QCOMPARE(page->rerollMarks(), uint8_t(0));
    QVERIFY(!page->rerollButton()->isEnabled());
    window.showStart();
}

void TestQwantumUi::choiceIsTakenBackUntilConfirmed()
{
    // A write is chosen, shown on the sheet, and taken back; nothing is played until Confirm.
    quantum::test::resetQuietSettings();
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    window.startGame(qwantumSetup({SeatInfo::human(), SeatInfo::computer()}, 11));
    QwantumPage *page = window.qwantumPage();
    Session &session = *page->session();
    QTRY_VERIFY_WITH_TIMEOUT(page->viewer() == 0, 20000);
    const qw::State s = stateOf(session);
    std::vector<qw::Action> legal;
    qw::legalActions(s, 0, legal);
    int colour = -1;
    for (const qw::Action &a : legal)
        if (a.type == qw::ActionType::Write) colour = a.colour;
    QVERIFY2(colour >= 0, "a sum fits on the first roll of this seed");
    const quint64 version = session.version();
    clickScene(*page, page->scene()->fieldRect(0, colour, s.sheets[0].filled[colour]));
    QVERIFY(page->pending());
    QCOMPARE(page->scene()->sheet(0)->marks().pendingColour, colour);
    QCOMPARE(page->scene()->sheet(0)->marks().pendingNumber, s.sums()[colour]);
    QCOMPARE(session.version(), version); // chosen, not played
    QTest::mouseClick(page->takeBackButton(), Qt::LeftButton);
    QVERIFY(!page->pending());
    QCOMPARE(page->scene()->sheet(0)->marks().pendingColour, -1);
    QCOMPARE(session.version(), version);
    // A second click on the chosen field confirms it.
    const QRectF field = page->scene()->fieldRect(0, colour, s.sheets[0].filled[colour]);
    clickScene(*page, field);
    clickScene(*page, field);
    QVERIFY(session.version() > version || session.hasAnswered(0)); // played, or kept (phase 2)
    QVERIFY(!page->pending());
    // The Hint chooses for the player, who still confirms.
    QTRY_VERIFY_WITH_TIMEOUT(page->viewer() == 0 || session.isOver(), 20000);
    if (!session.isOver()) {
        const quint64 v = session.version();
        QTest::mouseClick(page->hintButton(), Qt::LeftButton);
        QVERIFY(page->pending() || page->rerollMarks());
        QVERIFY(!page->hintText().isEmpty());
        QCOMPARE(session.version(), v);
    }
    window.showStart();
}

void TestQwantumUi::hotSeatPhaseTwoHandsOver()
{
    // Q-TURN-6 on one screen: each player answers in turn after a hand-over; the answers are
    // kept unseen until all are in, then written together.
    quantum::test::resetQuietSettings();
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    window.startGame(qwantumSetup({SeatInfo::human(QStringLiteral("Ana")),
                                   SeatInfo::human(QStringLiteral("Bo")),
                                   SeatInfo::human(QStringLiteral("Cy"))},
                                  21));
    QwantumPage *page = window.qwantumPage();
    Session &session = *page->session();
    const int active = stateOf(session).active;
    QCOMPARE(page->handOverTo(), active); // the first roll goes to its player
    QVERIFY(page->handOverButton()->isVisible());
    QVERIFY(page->handOverButton()->text().contains(session.playerName(active)));
    QCOMPARE(page->viewer(), -1);
    QTest::mouseClick(page->handOverButton(), Qt::LeftButton);
    QCOMPARE(page->viewer(), active);
    answerByClicks(*page, false); // phase 1: written, or a misthrow
    QCOMPARE(stateOf(session).phase, qw::Phase::Others);
    // Phase 2: the active player goes on without a hand-over, then the others in turn.
    QCOMPARE(page->viewer(), active);
    const qw::State before = stateOf(session);
    std::vector<int> answeredOrder;
    for (int k = 0; k < 3; ++k) {
        const int who = (active + k) % 3;
        if (k > 0) {
            QCOMPARE(page->handOverTo(), who);
            QCOMPARE(page->viewer(), -1);
            QVERIFY(page->prompt()->text().contains(session.playerName(who)));
            QTest::mouseClick(page->handOverButton(), Qt::LeftButton);
        }
        QCOMPARE(page->viewer(), who);
        answerByClicks(*page, false);
        answeredOrder.push_back(who);
        if (k < 2) { // kept, not yet written: the sheets are as before, the tick shows
            QVERIFY(session.hasAnswered(who));
            QVERIFY(page->scene()->sheet(who)->marks().answered);
            for (int p = 0; p < 3; ++p)
                QCOMPARE(stateOf(session).sheets[p].filled, before.sheets[p].filled);
        }
    }
    // All answered: applied, and the next roll belongs to the next player.
    QCOMPARE(int(stateOf(session).active), (active + 1) % 3);
    QCOMPARE(stateOf(session).phase, qw::Phase::Active);
    QCOMPARE(page->handOverTo(), (active + 1) % 3);
    window.showStart();
}

void TestQwantumUi::tableFitsTheWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("players");
    QTest::newRow("1280x720, 4 players") << QSize(1280, 720) << 4;
    QTest::newRow("1280x720, 3 players") << QSize(1280, 720) << 3;
    QTest::newRow("1280x720, 2 players") << QSize(1280, 720) << 2;
    QTest::newRow("1920x1080, 4 players") << QSize(1920, 1080) << 4;
}

void TestQwantumUi::tableFitsTheWindow()
{
    // Every sheet and die whole on screen, none over another, the fields large enough to read
    // (QT_SCALE_FACTOR=2 runs this again: tst_qwantum_ui_scale2).
    QFETCH(QSize, size);
    QFETCH(int, players);
    quantum::test::resetQuietSettings();
    MainWindow window;
    window.resize(size / window.devicePixelRatioF());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QList<SeatInfo> seats{SeatInfo::human()};
    for (int i = 1; i < players; ++i) seats << SeatInfo::computer();
    window.startGame(qwantumSetup(seats, 3));
    QwantumPage *page = window.qwantumPage();
    page->session()->setPaused(true);
    QTRY_VERIFY(page->isVisible());
    QCoreApplication::processEvents();
    const QRect viewport = page->view()->viewport()->rect();
    auto onScreen = [&](const QRectF &sceneRect) {
        const QRect r = page->view()->mapFromScene(sceneRect).boundingRect();
        return viewport.contains(r);
    };
    QList<QRectF> taken;
    for (int d = 0; d < 7; ++d) {
        const QRectF r = page->scene()->die(d)->sceneBoundingRect();
        QVERIFY2(onScreen(r), qPrintable(QStringLiteral("die %1").arg(d)));
        QVERIFY(r.width() >= 24);
        taken << r;
    }
    const QRectF sums = page->scene()->sums()->sceneBoundingRect();
    QVERIFY(onScreen(sums));
    for (int p = 0; p < players; ++p) {
        const QRectF r = page->scene()->sheet(p)->sceneBoundingRect();
        QVERIFY2(onScreen(r), qPrintable(QStringLiteral("sheet %1").arg(p)));
        for (const QRectF &other : taken) QVERIFY(!r.intersects(other));
        QVERIFY(!r.intersects(sums));
        taken << r;
    }
    QVERIFY2(page->scene()->fieldSize() * page->devicePixelRatioF() >= 22, // device pixels
             qPrintable(QStringLiteral("fields of %1 px").arg(page->scene()->fieldSize())));
    // The side panel's buttons show their whole text.
    for (QPushButton *b : {page->confirmButton(), page->takeBackButton(), page->misthrowButton(),
                           page->hintButton(), page->facesButton()}) {
        if (!b->isVisible()) continue;
        QVERIFY2(b->width() >= b->fontMetrics().horizontalAdvance(b->text()),
                 qPrintable(b->text()));
    }
    QVERIFY(page->log()->isVisible());
    QVERIFY(page->log()->height() > 60);
    window.showStart();
}

void TestQwantumUi::saveAndLoadKeepTheHistory()
{
    quantum::test::resetQuietSettings();
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    window.startGame(qwantumSetup({SeatInfo::human(), SeatInfo::computer()}, 77));
    QwantumPage *page = window.qwantumPage();
    Session &session = *page->session();
    for (int i = 0; i < 6; ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(page->viewer() == 0, 20000);
        answerByClicks(*page, false);
    }
    QTRY_VERIFY_WITH_TIMEOUT(page->viewer() == 0, 20000);
    const qw::State saved = stateOf(session);
    const size_t events = session.anyEvents().qwantum.size();
    const int logLines = page->log()->count();
    const QString path = dir.filePath(QStringLiteral("q.quantum-save"));
    QString error;
    QVERIFY2(window.saveFile(path, &error), qPrintable(error));
    window.showStart();
    QVERIFY2(window.loadFile(path, &error), qPrintable(error));
    QCOMPARE(window.session()->kind(), GameKind::Qwantum);
    QCOMPARE(window.qwantumPage()->session(), window.session());
    const qw::State &loaded = stateOf(*window.session());
    QCOMPARE(loaded.turn, saved.turn);
    for (int p = 0; p < 2; ++p) QCOMPARE(loaded.sheets[p].rows, saved.sheets[p].rows);
    QVERIFY(window.session()->hasWholeHistory());
    QCOMPARE(window.session()->anyEvents().qwantum.size(), events);
    QVERIFY(window.qwantumPage()->log()->count() >= logLines); // the log, and the note
    QVERIFY(window.qwantumPage()->log()->item(window.qwantumPage()->log()->count() - 1)->text().contains(
        QLatin1String("q.quantum-save")));
    window.showStart();
}

void TestQwantumUi::languageSwitchRewordsTheLog()
{
    quantum::test::resetQuietSettings();
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    window.startGame(qwantumSetup({SeatInfo::human(), SeatInfo::computer()}, 8));
    QwantumPage *page = window.qwantumPage();
    Session &session = *page->session();
    for (int i = 0; i < 3; ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(page->viewer() == 0, 20000);
        answerByClicks(*page, false);
    }
    QTRY_VERIFY_WITH_TIMEOUT(page->viewer() == 0, 20000);
    auto lines = [page] {
        QStringList l;
        for (int i = 0; i < page->log()->count(); ++i) l << page->log()->item(i)->text();
        return l;
    };
    const QStringList english = lines();
    const QString englishPrompt = page->prompt()->text();
    const QString englishConfirm = page->confirmButton()->text();
    for (const QString &code : {QStringLiteral("it"), QStringLiteral("ja"), QStringLiteral("cs")}) {
        setLanguage(code);
        QCoreApplication::processEvents();
        const QStringList now = lines();
        QCOMPARE(now.size(), english.size());
        // Every line is worded again from its event, in the language now chosen.
        const QwantumText words(session.playerNames());
        const qw::Events &events = session.anyEvents().qwantum;
        for (size_t i = 0; i < events.size(); ++i)
            QCOMPARE(now[int(i)], words.event(events[i], stateOf(session).faces));
        QVERIFY(now != english);
        QVERIFY(page->prompt()->text() != englishPrompt);
        QVERIFY(page->confirmButton()->text() != englishConfirm);
    }
    setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(lines(), english);
    window.showStart();
}

QTEST_MAIN(TestQwantumUi)
#include "tst_qwantum_ui.moc"
