// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The game page's layout on common screens (the window fits the screen and stays
// still): offscreen at 1280x720, 1366x768 and 1920x1080, and the same program again at
// scale 2 (QT_SCALE_FACTOR=2, a second CTest entry). With the longest choice lists the game
// asks for, the window never grows past the screen, every button is inside it and shows its
// whole text, the board stays still while the prompt changes, every sheet is readable, and
// the combat banner keeps clear of the two ships that fight.
#include "app/common/appsettings.h"
#include "app/common/shippedmaps.h"
#include "app/game/hint.h"
#include "app/game/session.h"
#include "app/play/combatbanner.h"
#include "app/play/commandsheet.h"
#include "app/play/gamepage.h"
#include "app/play/marketpanel.h"
#include "app/play/playscene.h"
#include "app/play/promptbar.h"
#include "app/shell/mainwindow.h"
#include "editor/board/boardgeometry.h"
#include "editor/board/boardview.h"
#include "editor/windowgeometry.h"
#include "engine/scenario.h"
#include "tests/app/quietsettings.h"
#include "tests/testmaps.h"

#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolButton>
#include <QtTest>

using namespace quantum;

class TestLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void longestChoiceNeverWidensTheWindow_data();
    void longestChoiceNeverWidensTheWindow();
    void longButtonsWrapOrBecomeAList_data();
    void longButtonsWrapOrBecomeAList();
    void everyActionOnScreen_data();
    void everyActionOnScreen();
    void boardStaysStillWhenThePromptChanges_data();
    void boardStaysStillWhenThePromptChanges();
    void nothingMovesUnderThePointerThroughATurn_data();
    void nothingMovesUnderThePointerThroughATurn();
    void fourPlayersShowTheActiveSheetAndTheLog();
    void sheetsReadableWithoutScrolling_data();
    void sheetsReadableWithoutScrolling();
    void wideScreensUseTheSpace();
    void firstWindowFollowsTheScreen_data();
    void firstWindowFollowsTheScreen();
    void geometryAndSplitsRemembered();
    void combatBannerKeepsClearOfTheFight();

private:
    static void addSizes();
    // A window of `size` on the game page showing `session`.
    static std::unique_ptr<MainWindow> windowOf(QSize size);
    static std::unique_ptr<Session> relocationSession();
    static std::unique_ptr<Session> seededSession(const Map &map, quint64 seed, int turn);
    // Every prompt button inside the window and wide enough for its whole text.
    static void checkButtons(MainWindow &window);
    static QString shotDir() { return qEnvironmentVariable("QUANTUM_TEST_SHOTS"); }
    static void shoot(QWidget &w, const QString &name);
};

namespace {

const bool kScaled = qEnvironmentVariableIntValue("QT_SCALE_FACTOR") == 2;

// The split between the board and the side panel.
QSplitter *boardSplit(MainWindow &window)
{
    for (QSplitter *split : window.gamePage()->findChildren<QSplitter *>())
        if (split->orientation() == Qt::Horizontal) return split;
    return nullptr;
}

Map mapFile(const QString &file)
{
    const MapReadResult read = readMapArgument(testmaps::mapFilePath(file));
    return read.map;
}

} // namespace

void TestLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    // The scale-2 run has settings of its own (the two may run at the same time).
    QCoreApplication::setApplicationName(kScaled ? QStringLiteral("tst_layout_scale2")
                                                 : QStringLiteral("tst_layout"));
    if (kScaled) QCOMPARE(qApp->devicePixelRatio(), 2.0);
}

void TestLayout::init()
{
    quantum::test::resetQuietSettings();
}

void TestLayout::addSizes()
{
    QTest::addColumn<QSize>("size");
    // Under QT_SCALE_FACTOR=2 these are logical sizes: 2560x1440 to 4K screens at scale 2.
    QTest::newRow("1280x720") << QSize(1280, 720);
    QTest::newRow("1366x768") << QSize(1366, 768);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestLayout::shoot(QWidget &w, const QString &name)
{
    if (shotDir().isEmpty()) return;
    QCoreApplication::processEvents();
    w.grab().save(shotDir() + QLatin1Char('/') + name +
                  (kScaled ? QStringLiteral("-scale2") : QString()) + QStringLiteral(".png"));
}

std::unique_ptr<MainWindow> TestLayout::windowOf(QSize size)
{
    auto window = std::make_unique<MainWindow>();
    // The offscreen screen is smaller than the screens pictured: the window is given the size.
    window->setMinimumSize(window->minimumSize().boundedTo(size));
    window->resize(size);
    window->show();
    return window;
}

// Four players, the first taking RELOCATION: 30 places a cube can go (tests/data/layout).
std::unique_ptr<Session> TestLayout::relocationSession()
{
    QFile file(QStringLiteral(QUANTUM_TEST_DATA "/layout/relocation-4p.json"));
    if (!file.open(QIODevice::ReadOnly)) return nullptr;
    const ScenarioResult r = runScenario(QJsonDocument::fromJson(file.readAll()).object(),
                                         QStringLiteral(QUANTUM_TEST_DATA "/layout"));
    if (!r.loaded || !r.status.ok()) return nullptr;
    SavedGame saved;
    saved.state = r.state;
    saved.rngState = 1;
    saved.seats = {SeatInfo::human(QStringLiteral("Ada Lovelace-Byron")), SeatInfo::computer(),
                   SeatInfo::computer(), SeatInfo::computer()};
    return std::make_unique<Session>(saved);
}

std::unique_ptr<Session> TestLayout::seededSession(const Map &map, quint64 seed, int turn)
{
    QList<SeatInfo> seats{SeatInfo::human()};
    for (int i = 1; i < map.players; ++i)
        seats.append(SeatInfo::computer());
    auto session = std::make_unique<Session>(std::make_shared<const Board>(map), seats, seed);
    session->setPaused(true);
    session->playAhead(humanTurnFrom(*session, turn));
    return session;
}

void TestLayout::checkButtons(MainWindow &window)
{
    QCoreApplication::processEvents();
    const QRect inside = window.rect();
    PromptBar *prompt = window.gamePage()->prompt();
    const QList<QPushButton *> buttons = prompt->buttons();
    QVERIFY(!buttons.isEmpty());
    for (const QPushButton *b : buttons) {
        QVERIFY2(b->isVisible(), qPrintable(b->text()));
        const QRect r(b->mapTo(&window, QPoint(0, 0)), b->size());
        QVERIFY2(inside.contains(r), qPrintable(QStringLiteral("%1 at %2,%3 %4x%5 outside")
                                                    .arg(b->text())
                                                    .arg(r.x())
                                                    .arg(r.y())
                                                    .arg(r.width())
                                                    .arg(r.height())));
        // Not elided or cut: the whole text and the button's own margins fit.
        QVERIFY2(b->fontMetrics().horizontalAdvance(b->text()) < b->width(), qPrintable(b->text()));
        QVERIFY2(b->width() >= b->sizeHint().width(), qPrintable(b->text()));
    }
    for (const QComboBox *c : prompt->findChildren<QComboBox *>()) {
        if (!c->isVisible()) continue;
        QVERIFY(inside.contains(QRect(c->mapTo(&window, QPoint(0, 0)), c->size())));
    }
}

// The longest choice the game asks for (a RELOCATION with 30 targets at a table of four)
// never widens the window, and stays narrow afterwards.
void TestLayout::longestChoiceNeverWidensTheWindow_data()
{
    addSizes();
}

void TestLayout::longestChoiceNeverWidensTheWindow()
{
    QFETCH(QSize, size);
    auto window = windowOf(size);
    std::unique_ptr<Session> session = relocationSession();
    QVERIFY(session);
    window->startSession(std::move(session));
    Session *s = window->session();
    QCOMPARE(s->toAct(), 0);
    const Action *take = nullptr;
    for (const Action &a : s->legal())
        if (a.type == ActionType::TakeCard && a.value == 0) take = &a;
    QVERIFY(take);
    QCOMPARE(s->submit(0, *take), Session::Result::Applied);
    QVERIFY(s->state().front() && s->state().front()->kind == Pending::Kind::Relocate);
    QCOMPARE(int(s->legal().size()), 30);
    QCoreApplication::processEvents();
    QCOMPARE(window->size(), size);
    QVERIFY(window->minimumSizeHint().width() <= size.width());
    QVERIFY(window->minimumSizeHint().height() <= size.height());
    checkButtons(*window);
    // Every target is offered, in a list that fits the window.
    QComboBox *list = nullptr;
    for (QComboBox *c : window->gamePage()->prompt()->findChildren<QComboBox *>())
        if (c->isVisible() && c->count() == 30) list = c;
    QVERIFY(list);
    QVERIFY(QRect(QPoint(), window->size())
                .contains(QRect(list->mapTo(window.get(), QPoint()), list->size())));
    shoot(*window, QStringLiteral("relocation-%1x%2").arg(size.width()).arg(size.height()));
    // Answered: the window keeps its size.
    QTest::mouseClick(window->gamePage()->prompt()->buttons().constFirst(), Qt::LeftButton);
    QVERIFY(!s->state().front() || s->state().front()->kind != Pending::Kind::Relocate);
    QCoreApplication::processEvents();
    QCOMPARE(window->size(), size);
}

// Up to eight long answers are buttons on as many rows as the reserve holds; past that, the
// longest go into a list. Either way nothing is cut and the window keeps its size.
void TestLayout::longButtonsWrapOrBecomeAList_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("answers");
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)})
        for (int n : {3, 5, 8})
            QTest::addRow("%dx%d, %d answers", size.width(), size.height(), n) << size << n;
}

void TestLayout::longButtonsWrapOrBecomeAList()
{
    QFETCH(QSize, size);
    QFETCH(int, answers);
    auto window = windowOf(size);
    window->startSession(seededSession(defaultMap(), 7, 3));
    QCoreApplication::processEvents();
    PromptBar *prompt = window->gamePage()->prompt();
    const int height = prompt->height();
    prompt->clearButtons();
    prompt->setQuestion(QStringLiteral("Which cube goes where?"));
    int clicked = -1;
    for (int i = 0; i < answers; ++i)
        prompt->addButton(QStringLiteral("Move Computer %1's cube from planet 10 at (4, 1) to "
                                         "planet 8 at (7, %2)")
                              .arg(i % 3 + 2)
                              .arg(i),
                          [&clicked, i] { clicked = i; });
    prompt->addButton(
        QStringLiteral("End turn (E)"), [] {}, true);
    QCoreApplication::processEvents();
    QCOMPARE(window->size(), size);
    QCOMPARE(prompt->height(), height); // the reserve holds them
    checkButtons(*window);
    // Every answer is there, as a button or in the list.
    QStringList offered = prompt->listedAnswers();
    for (const QPushButton *b : prompt->buttons())
        offered.append(b->text());
    for (int i = 0; i < answers; ++i)
        QVERIFY(offered.contains(QStringLiteral("Move Computer %1's cube from planet 10 at (4, "
                                                "1) to planet 8 at (7, %2)")
                                     .arg(i % 3 + 2)
                                     .arg(i)));
    // A listed answer is chosen with the Choose button.
    if (!prompt->listedAnswers().isEmpty()) {
        auto *list = prompt->findChildren<QComboBox *>().constFirst();
        list->setCurrentIndex(list->count() - 1);
        QTest::mouseClick(prompt->buttons().constFirst(), Qt::LeftButton);
        QVERIFY(clicked >= 0);
        QCOMPARE(QStringLiteral(
                     "Move Computer %1's cube from planet 10 at (4, 1) to planet 8 at (7, %2)")
                     .arg(clicked % 3 + 2)
                     .arg(clicked),
                 prompt->listedAnswers().constLast());
    }
    if (answers == 8 && size.width() == 1280)
        shoot(*window, QStringLiteral("long-buttons-1280x720"));
}

// At each size, with each of the player's ships selected in turn (the most buttons), End
// turn and every choice are on screen.
void TestLayout::everyActionOnScreen_data()
{
    addSizes();
}

void TestLayout::everyActionOnScreen()
{
    QFETCH(QSize, size);
    auto window = windowOf(size);
    window->startSession(seededSession(mapFile(QStringLiteral("gamma-sector.json")), 11, 4));
    Session *s = window->session();
    QCOMPARE(s->state().phase, Phase::Actions);
    GamePage *page = window->gamePage();
    int selections = 0;
    for (int ship = -1; ship < kShipsPerPlayer; ++ship) {
        page->scene()->selectShip(ship);
        if (page->scene()->selectedShip() != ship) continue;
        ++selections;
        QCoreApplication::processEvents();
        QCOMPARE(window->size(), size);
        checkButtons(*window);
        bool endTurn = false;
        for (const QPushButton *b : page->prompt()->buttons())
            endTurn = endTurn || b->text().startsWith(QStringLiteral("End turn"));
        QVERIFY(endTurn);
    }
    QVERIFY(selections >= 2);
    shoot(*window, QStringLiteral("game-4p-%1x%2").arg(size.width()).arg(size.height()));
}

// A square stays under the pointer while the prompt changes: its position in the view does
// not move when a ship is selected, when long answers come and go, or after a choice.
void TestLayout::boardStaysStillWhenThePromptChanges_data()
{
    addSizes();
}

void TestLayout::boardStaysStillWhenThePromptChanges()
{
    QFETCH(QSize, size);
    auto window = windowOf(size);
    window->startSession(seededSession(mapFile(QStringLiteral("gamma-sector.json")), 11, 4));
    GamePage *page = window->gamePage();
    QCoreApplication::processEvents();
    const Session *s = window->session();
    const int who = s->toAct();
    const int square = s->state().p[who].ships[0].at;
    QVERIFY(square >= 0);
    auto where = [&] {
        QCoreApplication::processEvents();
        return page->view()->mapFromScene(page->scene()->squareCenter(square));
    };
    const QPoint before = where();
    const int promptHeight = page->prompt()->height();
    QVERIFY(page->view()->viewport()->rect().contains(before));
    int changes = 0;
    for (int ship = 0; ship < kShipsPerPlayer; ++ship) {
        page->scene()->selectShip(ship);
        if (page->scene()->selectedShip() != ship) continue;
        ++changes;
        QCOMPARE(where(), before);
        QCOMPARE(page->prompt()->height(), promptHeight);
    }
    QVERIFY(changes >= 2);
    page->scene()->selectShip(-1);
    QCOMPARE(where(), before);
    // Long answers, and a detail of two lines.
    PromptBar *prompt = page->prompt();
    for (int n : {8, 1, 12, 0}) {
        prompt->clearButtons();
        prompt->setQuestion(QStringLiteral("Where does the new ship go?"),
                            n % 2 ? QString() : QStringLiteral("Click a square.\nOr a button."));
        for (int i = 0; i < n; ++i)
            prompt->addButton(QStringLiteral("Place the Destroyer (3) next to planet %1 at (%2, 7)")
                                  .arg(i + 7)
                                  .arg(i),
                              [] {});
        QCOMPARE(where(), before);
        QCOMPARE(prompt->height(), promptHeight);
    }
    page->refresh();
    QCOMPARE(where(), before);
}

// What comes and goes during a turn moves nothing under the pointer: the Hint's line, a
// detail longer than its lines (the odds, a refusal), the status bar's "Saved" and a ship going
// into a scrapyard and out. Measured where the player points: a square of the board in the
// window, the prompt's answers, the market and the log.
void TestLayout::nothingMovesUnderThePointerThroughATurn_data()
{
    addSizes();
}

void TestLayout::nothingMovesUnderThePointerThroughATurn()
{
    QFETCH(QSize, size);
    auto window = windowOf(size);
    window->startSession(seededSession(mapFile(QStringLiteral("gamma-sector.json")), 11, 4));
    GamePage *page = window->gamePage();
    QCoreApplication::processEvents();
    Session *s = window->session();
    const int who = s->toAct();
    QCOMPARE(who, 0);
    const int square = s->state().p[who].ships[0].at;
    QVERIFY(square >= 0);
    const QList<CommandSheet *> sheets = page->findChildren<CommandSheet *>();
    QCOMPARE(sheets.size(), 4);
    auto places = [&] {
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const QWidget *w = window.get();
        QList<QPoint> out{page->view()->mapTo(w, page->view()->mapFromScene(
                                                 page->scene()->squareCenter(square))),
                          page->prompt()->mapTo(w, QPoint()),
                          page->market()->mapTo(w, QPoint()), page->log()->mapTo(w, QPoint())};
        for (const CommandSheet *sheet : sheets)
            out.append(QPoint(sheet->height(), 0));
        return out;
    };
    const QList<QPoint> before = places();
    // The Hint: its line comes into the detail, its answer is marked.
    page->hint();
    QVERIFY(QTest::qWaitFor([&] { return page->hints()->hasHint(*s); }, 120000));
    QVERIFY2(page->prompt()->detail().contains(QStringLiteral("Hint")),
             qPrintable(page->prompt()->detail()));
    QCOMPARE(places(), before);
    // A detail of many lines (a refusal, the hint, the odds, the squares to attack from): it
    // scrolls within the lines kept for it.
    page->prompt()->setQuestion(QStringLiteral("Your Frigate (4): 7 squares to move to."),
                                QStringLiteral("Line one.\nLine two.\nLine three.\nLine four, "
                                               "which is long enough to wrap on a narrow "
                                               "window: the odds of every target, counted "
                                               "with every card.\nLine five.\nLine six."));
    QVERIFY(!page->prompt()->detailFits());
    QCOMPARE(places(), before);
    page->refresh();
    QVERIFY(page->prompt()->detailFits());
    QCOMPARE(places(), before);
    // The status bar's message after a save.
    window->statusBar()->showMessage(QStringLiteral("Saved game.quantum-save."));
    QCOMPARE(places(), before);
    window->statusBar()->clearMessage();
    // A ship of another player into the scrapyard, and out again.
    GameState yard = s->state();
    int ship = 0;
    while (ship < kShipsPerPlayer && !yard.p[1].ships[ship].onMap())
        ++ship;
    QVERIFY(ship < kShipsPerPlayer);
    yard.p[1].ships[ship].at = kScrapyard;
    sheets[1]->setGame(yard, QStringLiteral("Computer 2"), false, false, -1);
    QVERIFY(sheets[1]->findChild<QToolButton *>());
    QCOMPARE(places(), before);
    page->refresh();
    QCOMPARE(places(), before);
    shoot(*window, QStringLiteral("still-%1x%2").arg(size.width()).arg(size.height()));
}

// Four players on a 1280x720 screen: the sheets scroll, the sheet of the player to act comes
// into view on each turn, and the log keeps room for several lines.
void TestLayout::fourPlayersShowTheActiveSheetAndTheLog()
{
    auto window = windowOf(QSize(1280, 720));
    QList<SeatInfo> seats;
    for (int i = 0; i < 4; ++i)
        seats.append(SeatInfo::human());
    auto session = std::make_unique<Session>(
        std::make_shared<const Board>(mapFile(QStringLiteral("gamma-sector.json"))), seats, 9);
    session->setPaused(true);
    // The fourth player's turn, a few rounds in (cards in hand, ships in the scrapyards).
    session->playAhead([](const Session &x) {
        return x.isOver() || (x.state().turn >= 9 && x.toAct() == 3 &&
                              x.state().phase == Phase::Actions && !x.state().front());
    });
    QVERIFY(!session->isOver());
    window->startSession(std::move(session));
    GamePage *page = window->gamePage();
    const QList<CommandSheet *> sheets = page->findChildren<CommandSheet *>();
    QCOMPARE(sheets.size(), 4);
    auto *scroll = qobject_cast<QScrollArea *>(
        page->findChild<CommandSheetPanel *>()->parentWidget()->parentWidget());
    QVERIFY(scroll);
    auto inView = [&](const CommandSheet *sheet) {
        QCoreApplication::processEvents();
        const QRect shown(scroll->viewport()->mapTo(window.get(), QPoint()),
                          scroll->viewport()->size());
        return shown.contains(QRect(sheet->mapTo(window.get(), QPoint()), sheet->size()));
    };
    QVERIFY(QTest::qWaitFor([&] { return inView(sheets[3]); }));
    // The sheets scroll here: the log keeps seven lines.
    QVERIFY(scroll->verticalScrollBar()->isVisible());
    QVERIFY2(page->log()->viewport()->height() >= 7 * page->log()->fontMetrics().lineSpacing(),
             qPrintable(QString::number(page->log()->viewport()->height())));
    shoot(*window, QStringLiteral("four-players-1280x720"));
}

// Every player's sheet is readable without scrolling at 1280x800, with 2, 3 and 4 players.
void TestLayout::sheetsReadableWithoutScrolling_data()
{
    QTest::addColumn<QString>("map");
    QTest::newRow("2 players") << QStringLiteral("alpha-sector.json");
    QTest::newRow("3 players") << QStringLiteral("beta-sector.json");
    QTest::newRow("4 players") << QStringLiteral("gamma-sector.json");
}

void TestLayout::sheetsReadableWithoutScrolling()
{
    QFETCH(QString, map);
    const QSize size(1280, 800);
    auto window = windowOf(size);
    const Map m = mapFile(map);
    QVERIFY(m.players >= 2);
    window->startSession(seededSession(m, 5, 6));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    const QList<CommandSheet *> sheets = window->gamePage()->findChildren<CommandSheet *>();
    QCOMPARE(sheets.size(), m.players);
    auto *scroll = qobject_cast<QScrollArea *>(
        window->gamePage()->findChild<CommandSheetPanel *>()->parentWidget()->parentWidget());
    QVERIFY(scroll);
    QVERIFY(!scroll->verticalScrollBar()->isVisible());
    const QRect shown(scroll->viewport()->mapTo(window.get(), QPoint()),
                      scroll->viewport()->size());
    for (const CommandSheet *sheet : sheets) {
        const QRect r(sheet->mapTo(window.get(), QPoint()), sheet->size());
        QVERIFY2(shown.contains(r), qPrintable(map));
        QVERIFY(r.height() >= sheet->minimumSizeHint().height());
        // The name, the trackers and the rows below are all there, none squeezed.
        for (const QLabel *label : sheet->findChildren<QLabel *>()) {
            if (!label->isVisible() || label->text().isEmpty() || label->wordWrap()) continue;
            QVERIFY2(label->width() >= label->sizeHint().width() ||
                         label->sizePolicy().horizontalPolicy() == QSizePolicy::Ignored,
                     qPrintable(label->text()));
        }
    }
    // The log keeps room of its own below the market.
    QVERIFY(window->gamePage()->log()->height() >= 60);
    shoot(*window, QStringLiteral("sheets-%1p-1280x800").arg(m.players));
}

// A wide screen shows the sheets of four players in two columns, on a laptop in one.
void TestLayout::wideScreensUseTheSpace()
{
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
        auto window = windowOf(size);
        window->startSession(seededSession(mapFile(QStringLiteral("gamma-sector.json")), 5, 3));
        QCoreApplication::processEvents();
        const auto *panel = window->gamePage()->findChild<CommandSheetPanel *>();
        QVERIFY(panel);
        QCOMPARE(panel->columns(), size.width() >= 1600 ? 2 : 1);
        // The board keeps most of the width.
        QVERIFY(window->gamePage()->view()->width() > size.width() / 2);
    }
}

void TestLayout::firstWindowFollowsTheScreen_data()
{
    QTest::addColumn<QRect>("available");
    QTest::newRow("1280x720 laptop") << QRect(0, 0, 1280, 690);
    QTest::newRow("1366x768") << QRect(0, 0, 1366, 738);
    QTest::newRow("1920x1080") << QRect(0, 0, 1920, 1050);
    QTest::newRow("4K") << QRect(0, 0, 3840, 2130);
    QTest::newRow("4K at scale 2") << QRect(0, 0, 1920, 1050);
    QTest::newRow("second screen") << QRect(1920, 0, 1366, 738);
}

// The first window fills a laptop screen and most of a larger one; the smallest window is
// within the screen and the game page fits it.
void TestLayout::firstWindowFollowsTheScreen()
{
    QFETCH(QRect, available);
    const QRect first = initialWindowGeometry(available);
    QVERIFY(available.contains(first));
    QVERIFY(first.width() >= available.width() * 3 / 4);
    QVERIFY(first.height() >= available.height() * 3 / 4);
    const QSize least = minimumWindowSize(available);
    QVERIFY(least.width() <= available.width() && least.height() <= available.height());
    // The page itself asks for no more than the smallest laptop screen.
    MainWindow window;
    window.startSession(seededSession(mapFile(QStringLiteral("gamma-sector.json")), 3, 2));
    QVERIFY(window.minimumSizeHint().width() <= qMin(1280, available.width()));
    QVERIFY(window.minimumSizeHint().height() <= qMin(690, available.height()));
    // With the offscreen screen's free area, the window opens inside it.
    const QRect screenArea = window.screen()->availableGeometry();
    QVERIFY(screenArea.contains(initialWindowGeometry(screenArea)));
}

// The window's geometry and the page's splits come back as the player left them.
void TestLayout::geometryAndSplitsRemembered()
{
    QSize side;
    {
        auto window = windowOf(QSize(1366, 768));
        window->startSession(seededSession(defaultMap(), 3, 2));
        QCoreApplication::processEvents();
        QSplitter *split = boardSplit(*window);
        QVERIFY(split);
        // Drag the handle between the board and the side panel 80 px to the left.
        QSplitterHandle *handle = split->handle(1);
        const QPoint at = handle->rect().center();
        QMouseEvent press(QEvent::MouseButtonPress, at, handle->mapToGlobal(at), Qt::LeftButton,
                          Qt::LeftButton, {});
        QApplication::sendEvent(handle, &press);
        const QPoint to = at - QPoint(80, 0);
        QMouseEvent move(QEvent::MouseMove, to, handle->mapToGlobal(to), Qt::NoButton,
                         Qt::LeftButton, {});
        QApplication::sendEvent(handle, &move);
        QMouseEvent release(QEvent::MouseButtonRelease, to, handle->mapToGlobal(to), Qt::LeftButton,
                            Qt::NoButton, {});
        QApplication::sendEvent(handle, &release);
        QVERIFY(!readSetting(Setting::GameSplitter).toByteArray().isEmpty());
        side = split->widget(1)->size();
        window->resize(1300, 740);
        QCoreApplication::processEvents();
        window->close();
        QVERIFY(!readSetting(Setting::WindowGeometry).toByteArray().isEmpty());
    }
    MainWindow again;
    QCOMPARE(again.size(), QSize(1300, 740));
    again.show();
    again.startSession(seededSession(defaultMap(), 3, 2));
    QCoreApplication::processEvents();
    QSplitter *split = boardSplit(again);
    QVERIFY(split);
    // The side panel as wide as it was left (the window is narrower by 66 px now, and the
    // board takes the difference).
    QCOMPARE(split->widget(1)->width(), side.width());
}

// The banner shows the outcome only once the dice have landed (and the log tells the battle
// then, not before), never covers the squares of the fight, and stays clear of them after a
// resize (R-COMBAT-1: the rolls it shows).
void TestLayout::combatBannerKeepsClearOfTheFight()
{
    auto window = windowOf(QSize(1280, 720));
    // A game played ahead until the human can attack.
    QList<SeatInfo> seats{SeatInfo::human(), SeatInfo::computer()};
    auto session =
        std::make_unique<Session>(std::make_shared<const Board>(defaultMap()), seats, 21);
    session->setPaused(true);
    auto canAttack = [](const Session &s) {
        if (s.isOver()) return true;
        if (s.toAct() != 0 || s.state().phase != Phase::Actions || s.state().front()) return false;
        for (const Action &a : s.legal())
            if (a.type == ActionType::Attack) return true;
        return false;
    };
    session->playAhead(canAttack);
    QVERIFY(!session->isOver());
    window->startSession(std::move(session));
    Session *s = window->session();
    s->setPaused(false);
    GamePage *page = window->gamePage();
    page->setAnimated(true);
    const Action *attack = nullptr;
    for (const Action &a : s->legal())
        if (a.type == ActionType::Attack) attack = &a;
    QVERIFY(attack);
    const Action chosen = *attack;
    const QPointF from =
        page->scene()->squareCenter(s->state().p[chosen.player].ships[chosen.ship].at);
    const QPointF target = page->scene()->squareCenter(chosen.to);
    // Where the attacker attacks from (it may move there first): also a square of the fight.
    const QPointF attackFrom = page->scene()->squareCenter(chosen.from >= 0 ? chosen.from
                                                                             : chosen.to);
    // The log tells the battle when the banner does: not while the dice roll.
    auto battles = [page] {
        int n = 0;
        for (int i = 0; i < page->log()->count(); ++i)
            n += page->log()->item(i)->text().startsWith(QStringLiteral("The battle:"));
        return n;
    };
    const int battlesBefore = battles();
    QCOMPARE(s->submit(s->toAct(), chosen), Session::Result::Applied);
    auto *banner = page->findChild<CombatBanner *>();
    QVERIFY(banner);
    QVERIFY(banner->isVisible());
    QVERIFY(banner->isRolling());
    auto bannerText = [banner] {
        QString text;
        for (const QLabel *l : banner->findChildren<QLabel *>())
            text += l->text() + QLatin1Char('\n');
        return text;
    };
    // Rolling: neither the totals nor the outcome yet.
    QVERIFY2(!bannerText().contains(QStringLiteral("wins")) &&
                 !bannerText().contains(QStringLiteral("holds")) &&
                 !bannerText().contains(QStringLiteral("<b>")),
             qPrintable(bannerText()));
    auto clear = [&] {
        const QRect b = banner->geometry();
        const qreal half = board::kSquareSize / 2;
        for (const QPointF c : {from, target, attackFrom}) {
            const QRect sq =
                page->view()
                    ->mapFromScene(QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half))
                    .boundingRect();
            if (b.intersects(sq)) return false;
        }
        return page->view()->viewport()->rect().contains(b);
    };
    QVERIFY(clear());
    QVERIFY(page->log()->item(page->log()->count() - 1)->text().contains(QStringLiteral("attacks")));
    QCOMPARE(battles(), battlesBefore);
    QVERIFY(QTest::qWaitFor([banner] { return !banner->isRolling(); }));
    QCOMPARE(battles(), battlesBefore + 1);
    QVERIFY2(bannerText().contains(QStringLiteral("wins")) ||
                 bannerText().contains(QStringLiteral("holds")) ||
                 bannerText().contains(QStringLiteral("waits")),
             qPrintable(bannerText()));
    QVERIFY(bannerText().contains(QStringLiteral("<b>")));
    QVERIFY(clear());
    shoot(*window, QStringLiteral("combat-1280x720"));
    for (const QSize size : {QSize(1000, 640), QSize(1920, 1080), QSize(1280, 720)}) {
        window->resize(size);
        QCoreApplication::processEvents();
        QVERIFY(banner->isVisible());
        QVERIFY(clear());
    }
    // The game goes on without a fight (an occupy answer, a move, a research): the banner
    // of the battle goes.
    for (int step = 0; step < 4 && banner->isVisible() && !s->isOver(); ++step) {
        const std::vector<Action> legal = s->legal();
        const auto quiet = std::find_if(legal.begin(), legal.end(), [](const Action &a) {
            return a.type != ActionType::Attack && a.type != ActionType::Strike &&
                   a.type != ActionType::Reroll;
        });
        QVERIFY(quiet != legal.end());
        QCOMPARE(s->submit(s->toAct(), *quiet), Session::Result::Applied);
        QCoreApplication::processEvents();
    }
    QVERIFY(!banner->isVisible()); // at once, not only after its fade
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
