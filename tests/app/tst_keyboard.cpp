// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard play: the board cursor, the keys of a whole turn, the keys in Help.
#include "app/common/shippedmaps.h"
#include "app/game/session.h"
#include "app/learn/keyboardhelp.h"
#include "app/play/boardcursor.h"
#include "app/play/commandsheet.h"
#include "app/play/gamepage.h"
#include "app/play/playscene.h"
#include "app/play/promptbar.h"
#include "editor/board/boardview.h"

#include "engine/board.h"
#include "engine/map.h"

#include <QAction>
#include <QApplication>
#include <QPushButton>
#include <QtTest>

using namespace quantum;

class TestKeyboard : public QObject {
    Q_OBJECT
private slots:
    void cursorSteps();
    void cursorCrossesGaps();
    void helpListsEveryShortcut();
    void wholeTurnWithTheKeys();
};

namespace {
Board boardOf(const char *notation)
{
    const MapReadResult r = mapFromNotation(QString::fromLatin1(notation));
    if (!r.ok) qFatal("bad notation %s", notation);
    return Board(r.map);
}
} // namespace

void TestKeyboard::cursorSteps()
{
    const Board b = boardOf("7* 8 7*");
    const int start = b.fromFile(4, 1);
    QVERIFY(start >= 0);
    QCOMPARE(cursorStep(b, start, 1, 0), b.fromFile(5, 1));
    QCOMPARE(cursorStep(b, start, -1, 0), b.fromFile(3, 1));
    QCOMPARE(cursorStep(b, start, 0, -1), b.fromFile(4, 0));
    QCOMPARE(cursorStep(b, start, 0, 1), b.fromFile(4, 2));
    // The board's edge: the cursor stays.
    QCOMPARE(cursorStep(b, b.fromFile(8, 1), 1, 0), b.fromFile(8, 1));
    QCOMPARE(cursorStep(b, b.fromFile(4, 0), 0, -1), b.fromFile(4, 0));
    QCOMPARE(cursorStep(b, start, 0, 0), start);
}

void TestKeyboard::cursorCrossesGaps()
{
    // A plus shape: nothing straight above the left arm, so Up goes to the nearest square
    // up and to the side; straight moves across the middle go on over tile borders.
    const Board b = boardOf(". 7 / 8* 7 8* / . 7");
    const int leftArm = b.fromFile(0, 3);
    QVERIFY(leftArm >= 0);
    const int up = cursorStep(b, leftArm, 0, -1);
    QVERIFY(up != leftArm);
    QVERIFY(b.fileY(up) < 3);
    QCOMPARE(cursorStep(b, b.fromFile(2, 4), 1, 0), b.fromFile(3, 4));
    // Every square reaches another by some arrow, and no step leaves the board.
    for (int sq = 0; sq < b.squareCount(); ++sq) {
        if (!b.exists(sq)) continue;
        bool moves = false;
        for (const auto &[dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            const int next = cursorStep(b, sq, dx, dy);
            QVERIFY(next >= 0 && next < b.squareCount() && b.exists(next));
            moves = moves || next != sq;
        }
        QVERIFY(moves);
    }
}

void TestKeyboard::helpListsEveryShortcut()
{
    QAction endTurn(QStringLiteral("&End turn"));
    endTurn.setShortcut(Qt::Key_E);
    QAction noKey(QStringLiteral("&Nothing"));
    const auto rows = KeyboardHelpDialog::rows({&endTurn, &noKey});
    bool found = false;
    for (const auto &row : rows) {
        QVERIFY(row.second != QStringLiteral("Nothing"));
        found = found || (row.first == QStringLiteral("E") && row.second == QStringLiteral("End turn"));
    }
    QVERIFY(found);
    // The board's keys come first.
    QVERIFY(rows.size() >= 5);
}

// A whole turn without the mouse. Tab brings the cursor to a ship that can act,
// Enter selects it, Tab goes to one of its moves, Enter makes it; arrows move the cursor;
// Escape cancels; past the last choice on the board Tab goes on to the answers below the
// board and Enter on End turn ends the turn.
void TestKeyboard::wholeTurnWithTheKeys()
{
    auto board = std::make_shared<const Board>(defaultMap());
    Session session(board, {SeatInfo::human(QStringLiteral("Ada")), SeatInfo::computer(QStringLiteral("Bo"))}, 5);
    session.playAhead(humanTurnFrom(session, 1), 2000);
    QVERIFY(session.localHumanToAct());
    QCOMPARE(session.state().phase, Phase::Actions);
    const int me = session.toAct();
    const int turn = session.state().turn;

    GamePage page;
    page.resize(1280, 800);
    page.setConfirmEndTurn(false);
    page.setAnimated(false);
    page.setPace(0);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.activateWindow();
    QApplication::setActiveWindow(&page);
    page.setSession(&session);
    board::BoardView *view = page.view();
    PlayScene *scene = page.scene();
    QTRY_VERIFY(view->hasFocus());
    // The player's decision is asked (the seat is asked from the event loop).
    const auto endTurnShown = [&page] {
        for (QPushButton *b : page.prompt()->buttons())
            if (b->text().startsWith(QStringLiteral("End turn"))) return true;
        return false;
    };
    QTRY_VERIFY(endTurnShown());
    // The sheets show, also on a page that was on screen before its game (a new game
    // replacing one).
    QCOMPARE(page.findChildren<CommandSheet *>().size(), 2);
    for (const CommandSheet *sheet : page.findChildren<CommandSheet *>())
        QVERIFY(sheet->isVisible());
    // The gold square is for the keyboard: none before a key is used (it would read as a
    // hint); the first key shows it on one of the choices.
    QVERIFY(!scene->isCursorShown());
    QTest::keyClick(view, Qt::Key_Right);
    QVERIFY(scene->isCursorShown());

    // The arrows move the cursor as cursorStep says.
    const int start = scene->cursorSquare();
    QVERIFY(start >= 0);
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(scene->cursorSquare(), cursorStep(*board, start, 1, 0));
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Up);

    // A click with the mouse hides it (the cursor follows to the square clicked); the next
    // key shows it again.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->mapFromScene(scene->squareCenter(scene->cursorSquare())));
    QVERIFY(!scene->isCursorShown());
    QTest::keyClick(view, Qt::Key_Escape);
    QVERIFY(scene->isCursorShown());
    QCOMPARE(scene->selectedShip(), -1);

    // Select with Enter, cancel with Escape.
    QTest::keyClick(view, Qt::Key_Tab);
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(scene->selectedShip() >= 0);
    QTest::keyClick(view, Qt::Key_Escape);
    QCOMPARE(scene->selectedShip(), -1);

    int moves = 0;
    for (int guard = 0; guard < 12 && session.state().actionsLeft > 0 &&
                        session.toAct() == me && !session.state().front();
         ++guard) {
        const quint64 before = session.version();
        QTest::keyClick(view, Qt::Key_Tab); // a ship that can act
        const int ship = scene->cursorSquare();
        QVERIFY(ship >= 0);
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(scene->selectedShip() >= 0);
        if (scene->offeredSquares().isEmpty()) { // abilities only (buttons): another ship
            QTest::keyClick(view, Qt::Key_Escape);
            continue;
        }
        QTest::keyClick(view, Qt::Key_Tab); // one of its moves
        QVERIFY(scene->offeredSquares().contains(scene->cursorSquare()));
        QVERIFY(scene->isCursorShown());
        if (moves == 0 && qEnvironmentVariableIsSet("QUANTUM_TEST_SHOTS"))
            page.grab().save(qEnvironmentVariable("QUANTUM_TEST_SHOTS") +
                             QStringLiteral("/keyboard-cursor.png"));
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_VERIFY(session.version() > before || session.state().front());
        // An answer owed after a move (occupy or stay after an attack): Enter on the board
        // gives the prompt's default answer.
        for (int answer = 0; answer < 4 && session.state().front() && session.localHumanToAct(); ++answer)
            QTest::keyClick(view, Qt::Key_Return);
        ++moves;
    }
    QVERIFY(moves >= 1);
    QCOMPARE(session.toAct(), me);
    QCOMPARE(session.state().turn, turn);
    QVERIFY(session.state().actionsLeft == 0 || moves == 12);

    // Nothing left to go through on the board: Tab goes to the answers; End turn by Enter.
    QPushButton *endTurn = nullptr;
    for (int tab = 0; tab < 20 && !endTurn; ++tab) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        auto *focused = qobject_cast<QPushButton *>(QApplication::focusWidget());
        if (focused && focused->text().startsWith(QStringLiteral("End turn"))) endTurn = focused;
    }
    QVERIFY(endTurn);
    QVERIFY(page.prompt()->isAncestorOf(endTurn));
    QTest::keyClick(endTurn, Qt::Key_Return);
    QTRY_VERIFY(session.toAct() != me || session.state().turn > turn);
    page.clearSession();
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
