// Keyboard play (issue 9): the board cursor, the keys of a whole turn, the keys in Help.
#include "app/boardcursor.h"
#include "app/keyboardhelp.h"

#include "engine/board.h"
#include "engine/map.h"

#include <QAction>
#include <QtTest>

using namespace quantum;

class TestKeyboard : public QObject {
    Q_OBJECT
private slots:
    void cursorSteps();
    void cursorCrossesGaps();
    void helpListsEveryShortcut();
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

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
