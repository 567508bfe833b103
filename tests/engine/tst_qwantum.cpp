// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The rules of Qwantum (docs/qwantum-rules.md), each test named by its rule id: the dice table, a
// turn's two phases, writing rising then falling, the column scores, misthrows and the end.
#include "engine/qwantum/rules.h"

#include <QtTest>

using namespace quantum;
using namespace quantum::qw;

namespace {

// Dice that roll what the test says: `rolls` in order (1-6 each), then sixes... never: a
// test that rolls more than it scripted fails (DiceExhausted).
ScriptedDice script(std::vector<int> rolls)
{
    return ScriptedDice(std::move(rolls), false, 0);
}

// The face index on die `die` of a face of `colour` showing `number` (-1: none).
int faceOf(int die, Colour colour, int number)
{
    const auto &faces = standardDiceFaces()[size_t(die)];
    for (int f = 0; f < kFaces; ++f)
        if (faces[size_t(f)].colour == colour && faces[size_t(f)].number == number) return f;
    return -1;
}

// A two-player game, player 0 active, on a roll given as the white die and each coloured
// die's face index.
State game(int white, std::array<int8_t, kColouredDice> faces, int players = 2)
{
    State s;
    s.players = int8_t(players);
    s.roll.white = int8_t(white);
    s.roll.face = faces;
    return s;
}

Action write(int player, Colour c)
{
    return Action{ActionType::Write, int8_t(player), int8_t(c), 0};
}
Action pass(int player)
{
    return Action{ActionType::Pass, int8_t(player), -1, 0};
}
Action misthrow(int player)
{
    return Action{ActionType::Misthrow, int8_t(player), -1, 0};
}
Action reroll(int player, uint8_t dice)
{
    return Action{ActionType::Reroll, int8_t(player), -1, dice};
}

// A row written by hand (the test's own, not through a roll).
void fill(Sheet &sheet, Colour c, std::initializer_list<int> numbers)
{
    int i = 0;
    for (int n : numbers)
        sheet.rows[size_t(c)][size_t(i++)] = int8_t(n);
    sheet.filled[size_t(c)] = int8_t(i);
}

} // namespace

class TestQwantum : public QObject {
    Q_OBJECT
private slots:
    void diceTable();
    void diceTableReaderRefusesBrokenTables_data();
    void diceTableReaderRefusesBrokenTables();
    void theSheet();
    void firstPlayerIsDrawn();
    void oneRerollOfAnyDice();
    void colourSums();
    void phaseOneClosesTheColour();
    void misthrowClosesNothing();
    void phaseTwoIsEveryonesAtOnce();
    void passingCostsNothing();
    void rowsFillFromTheLeft();
    void fieldsRiseThenFall_data();
    void fieldsRiseThenFall();
    void columnsScoreTheirSecondLowest();
    void misthrowsCostMoreEachTime();
    void scoreIsColumnsMinusMisthrows();
    void theFifthMisthrowEndsTheGameAfterTheRoll();
    void aFullSheetEndsTheGame();
    void equalBestScoresShareTheWin();
    void randomGamesKeepTheInvariants();
    void eventsTellWhatHappened();
    void impossiblePositionsAreNamed_data();
    void impossiblePositionsAreNamed();
};

// Q-COMP-1, Q-COMP-2: six coloured dice of six faces, numbers 1-6 in four colours; each
// colour on 9 of the 36 faces, two colours twice on every die, no two dice alike.
void TestQwantum::diceTable()
{
    const DiceFaces &faces = standardDiceFaces();
    std::array<int, kColours> perColour{};
    for (int d = 0; d < kColouredDice; ++d) {
        std::array<int, kColours> onDie{};
        for (const Face &f : faces[size_t(d)]) {
            QVERIFY(f.number >= 1 && f.number <= 6);
            ++onDie[size_t(f.colour)];
            ++perColour[size_t(f.colour)];
        }
        QCOMPARE(int(std::count(onDie.begin(), onDie.end(), 2)), 2);
        for (int e = 0; e < d; ++e) {
            bool same = true;
            for (int f = 0; f < kFaces; ++f)
                same = same &&
                       faces[size_t(d)][size_t(f)].colour == faces[size_t(e)][size_t(f)].colour &&
                       faces[size_t(d)][size_t(f)].number == faces[size_t(e)][size_t(f)].number;
            QVERIFY(!same);
        }
    }
    for (int n : perColour)
        QCOMPARE(n, 9);
    QCOMPARE(int(faces[0][0].colour), int(Colour::Red)); // die 1: R1 R4 Y5 B5 B1 P6
    QCOMPARE(int(faces[0][0].number), 1);
    QCOMPARE(int(faces[5][5].colour), int(Colour::Blue)); // die 6 ends with B3
    QCOMPARE(int(faces[5][5].number), 3);
}

// Q-COMP-2: the table is data, read and checked; a broken one is refused with its reason.
void TestQwantum::diceTableReaderRefusesBrokenTables_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("reason");
    // A table of `dice` dice, the first one's faces `first`, the others a good die's.
    const auto table = [](int dice, const QByteArray &first) {
        QByteArray t = R"({"format": "qwantum-dice", "version": 1, "dice": [)" + first;
        for (int i = 1; i < dice; ++i)
            t += R"(,["R1","R4","Y5","B5","B1","P6"])";
        return t + "]}";
    };
    const QByteArray good = R"(["R1","R4","Y5","B5","B1","P6"])";
    DiceFaces faces{};
    QVERIFY(readDiceFaces(table(6, good), faces)); // the frame of the rows below is sound
    QTest::newRow("not JSON") << QByteArray("{") << "not a JSON object";
    QTest::newRow("another format")
        << QByteArray(R"({"format": "quantum-map", "version": 1})") << "not a qwantum-dice table";
    QTest::newRow("five dice") << table(5, good) << "needs six dice";
    QTest::newRow("a die of five faces")
        << table(6, R"(["R1","R4","Y5","B5","B1"])") << "dice[0]: needs six faces";
    QTest::newRow("a number 7") << table(6, R"(["R1","R7","Y5","B5","B1","P6"])") << "dice[0][1]";
    QTest::newRow("a colour G") << table(6, R"(["R1","R4","G5","B5","B1","P6"])") << "dice[0][2]";
    QTest::newRow("a number 0") << table(6, R"(["R1","R4","Y5","B5","B0","P6"])") << "dice[0][4]";
    QTest::newRow("no yellow face")
        << QByteArray(R"({"format": "qwantum-dice", "version": 1, "dice": [)"
                      R"(["R1","R4","P5","B5","B1","P6"],["R1","R4","P5","B5","B1","P6"],)"
                      R"(["R1","R4","P5","B5","B1","P6"],["R1","R4","P5","B5","B1","P6"],)"
                      R"(["R1","R4","P5","B5","B1","P6"],["R1","R4","P5","B5","B1","P6"]]})")
        << "no face is yellow";
}

void TestQwantum::diceTableReaderRefusesBrokenTables()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, reason);
    DiceFaces faces{};
    QString why;
    QVERIFY(!readDiceFaces(json, faces, &why));
    QVERIFY2(why.contains(reason), qPrintable(why));
}

// Q-COMP-3: a sheet has four rows of six fields, the divider after the fourth, six columns
// (scored under them) and five misthrow boxes: a new one is empty.
void TestQwantum::theSheet()
{
    const Sheet sheet;
    QCOMPARE(int(sheet.rows.size()), 4);
    QCOMPARE(int(sheet.rows[0].size()), 6);
    QCOMPARE(kRising, 4);
    QCOMPARE(kMaxMisthrows, 5);
    QCOMPARE(sheet.fieldsFilled(), 0);
    QVERIFY(!sheet.full());
    for (int column = 0; column < kFields; ++column)
        QCOMPARE(columnScore(sheet, column), 0);
    QCOMPARE(score(sheet, Options{}), 0);
}

// Q-TURN-1: who starts is drawn; then seat order.
void TestQwantum::firstPlayerIsDrawn()
{
    QSet<int> starters;
    for (quint64 seed = 1; seed <= 40; ++seed) {
        SeededDice dice(seed);
        const State s = newGame(3, dice);
        QVERIFY(s.active >= 0 && s.active < 3);
        starters.insert(s.active);
        QVERIFY2(brokenInvariant(s).isEmpty(), qPrintable(brokenInvariant(s)));
    }
    QCOMPARE(starters.size(), 3);
}

// Q-TURN-2: one re-roll of any of the seven dice (the white one too), then the result stands.
void TestQwantum::oneRerollOfAnyDice()
{
    State s = game(2, {0, 0, 0, 0, 0, 0});
    std::vector<Action> legal;
    legalActions(s, 0, legal);
    QCOMPARE(int(std::count_if(legal.begin(), legal.end(),
                               [](const Action &a) { return a.type == ActionType::Reroll; })),
             127);
    ScriptedDice dice = script({5, 3}); // the white die, then die 3 shows its face 2
    QVERIFY(apply(s, reroll(0, 0x1 | 0x8), dice));
    QCOMPARE(int(s.roll.white), 5);
    QCOMPARE(int(s.roll.face[2]), 2);
    QCOMPARE(int(s.roll.face[0]), 0); // kept
    QVERIFY(s.rerolled);
    QVERIFY(!apply(s, reroll(0, 0x1), dice)); // no third roll
    legalActions(s, 0, legal);
    for (const Action &a : legal)
        QVERIFY(a.type != ActionType::Reroll);
    QVERIFY(!isLegal(s, reroll(1, 0x1))); // not the other player's
}

// Q-TURN-3: a colour's sum is the white die plus every coloured die showing that colour; a
// colour no die shows counts the white die alone.
void TestQwantum::colourSums()
{
    // Die 1 R4 (face 1), die 2 R6 (0), die 3 B4 (0), die 4 B2 (0), die 5 P5 (1), die 6 Y5 (1).
    const State s = game(3, {1, 0, 0, 0, 1, 1});
    const auto sums = s.sums();
    QCOMPARE(sums[size_t(Colour::Red)], 3 + 4 + 6);
    QCOMPARE(sums[size_t(Colour::Blue)], 3 + 4 + 2);
    QCOMPARE(sums[size_t(Colour::Purple)], 3 + 5);
    QCOMPARE(sums[size_t(Colour::Yellow)], 3 + 5);
    const State none = game(4, {0, 0, 1, 3, 3, 2}); // R1 R6 R3 R5 B2 R6: no purple, no yellow
    QCOMPARE(none.sums()[size_t(Colour::Purple)], 4);
    QCOMPARE(none.sums()[size_t(Colour::Yellow)], 4);
    QCOMPARE(faceOf(0, Colour::Red, 4), 1);
}

// Q-TURN-4: the active player writes one colour's sum; that colour is closed for everyone
// for the rest of the roll (the active player's phase-2 colour is another).
void TestQwantum::phaseOneClosesTheColour()
{
    State s = game(3, {1, 0, 0, 0, 1, 1});
    ScriptedDice dice = script({});
    QVERIFY(apply(s, write(0, Colour::Red), dice));
    QCOMPARE(int(s.sheets[0].rows[size_t(Colour::Red)][0]), 13);
    QCOMPARE(int(s.closed), int(Colour::Red));
    QCOMPARE(s.phase, Phase::Others);
    QVERIFY(!isLegal(s, write(1, Colour::Red)));
    QVERIFY(!isLegal(s, write(0, Colour::Red)));
    QVERIFY(isLegal(s, write(0, Colour::Blue)));
    QVERIFY(isLegal(s, write(1, Colour::Blue)));
}

// Q-TURN-5: an active player who cannot or will not write marks a misthrow; no colour closes.
void TestQwantum::misthrowClosesNothing()
{
    State s = game(3, {1, 0, 0, 0, 1, 1});
    ScriptedDice dice = script({});
    QVERIFY(isLegal(s, misthrow(0)));
    QVERIFY(!isLegal(s, misthrow(1)));
    QVERIFY(apply(s, misthrow(0), dice));
    QCOMPARE(int(s.sheets[0].misthrows), 1);
    QCOMPARE(int(s.closed), -1);
    for (int c = 0; c < kColours; ++c)
        QVERIFY(isLegal(s, write(1, Colour(c))));
    QVERIFY(!isLegal(s, misthrow(1))); // Q-TURN-7: only the active player's phase 1
}

// Q-TURN-6: phase 2 is every player's, the active player's too, at once: each answers once,
// on the same position; the next roll comes when all have answered.
void TestQwantum::phaseTwoIsEveryonesAtOnce()
{
    State s = game(3, {1, 0, 0, 0, 1, 1}, 3);
    ScriptedDice dice = script({2, 1, 1, 1, 1, 1, 1});
    QVERIFY(apply(s, write(0, Colour::Red), dice));
    QCOMPARE(playersDue(s), (std::vector<int>{0, 1, 2}));
    QVERIFY(apply(s, write(2, Colour::Blue), dice));
    QCOMPARE(playersDue(s), (std::vector<int>{0, 1}));
    QVERIFY(!apply(s, pass(2), dice)); // answered already
    QVERIFY(apply(s, write(0, Colour::Yellow), dice));
    QVERIFY(apply(s, write(1, Colour::Blue), dice));
    QCOMPARE(int(s.sheets[1].rows[size_t(Colour::Blue)][0]), 9);
    QCOMPARE(int(s.sheets[2].rows[size_t(Colour::Blue)][0]), 9);
    QCOMPARE(int(s.sheets[0].filled[size_t(Colour::Yellow)]), 1);
    // The next player's roll.
    QCOMPARE(s.phase, Phase::Active);
    QCOMPARE(int(s.active), 1);
    QCOMPARE(playersDue(s), std::vector<int>{1});
    QCOMPARE(int(s.roll.white), 2);
    QVERIFY(!s.rerolled);
    QCOMPARE(int(s.closed), -1);
}

// Q-TURN-7: passing in phase 2 costs nothing.
void TestQwantum::passingCostsNothing()
{
    State s = game(3, {1, 0, 0, 0, 1, 1});
    ScriptedDice dice = script({1, 1, 1, 1, 1, 1, 1});
    QVERIFY(apply(s, write(0, Colour::Red), dice));
    QVERIFY(apply(s, pass(0), dice));
    QVERIFY(apply(s, pass(1), dice));
    QCOMPARE(int(s.sheets[0].misthrows), 0);
    QCOMPARE(int(s.sheets[1].misthrows), 0);
    QCOMPARE(s.sheets[1].fieldsFilled(), 0);
    QCOMPARE(int(s.active), 1);
}

// Q-WRITE-1: a number goes in the first empty field of its row, without gaps.
void TestQwantum::rowsFillFromTheLeft()
{
    Sheet sheet;
    fill(sheet, Colour::Blue, {3, 7});
    const Options o;
    QCOMPARE(fieldFor(sheet, Colour::Blue, 9, o), 2);
    QCOMPARE(fieldFor(sheet, Colour::Red, 9, o), 0);
}

// Q-WRITE-2, Q-WRITE-3, Q-WRITE-4: fields 1-4 rise, 5 and 6 fall (strictly, by the ruling;
// the options allow equal numbers), a number that does not fit is not written, and a full
// row takes nothing.
void TestQwantum::fieldsRiseThenFall_data()
{
    QTest::addColumn<QList<int>>("row");
    QTest::addColumn<int>("sum");
    QTest::addColumn<bool>("strict");
    QTest::addColumn<int>("field");
    QTest::newRow("Q-WRITE-2 rising") << QList<int>{4, 8} << 9 << true << 2;
    QTest::newRow("Q-WRITE-2 not lower") << QList<int>{4, 8} << 7 << true << -1;
    QTest::newRow("Q-WRITE-2 equal, strict") << QList<int>{4, 8} << 8 << true << -1;
    QTest::newRow("Q-WRITE-2 equal, not strict") << QList<int>{4, 8} << 8 << false << 2;
    QTest::newRow("Q-WRITE-3 field 5 under field 4") << QList<int>{4, 8, 12, 20} << 19 << true << 4;
    QTest::newRow("Q-WRITE-3 field 5 over field 4") << QList<int>{4, 8, 12, 20} << 21 << true << -1;
    QTest::newRow("Q-WRITE-3 equal, strict") << QList<int>{4, 8, 12, 20} << 20 << true << -1;
    QTest::newRow("Q-WRITE-3 equal, not strict") << QList<int>{4, 8, 12, 20} << 20 << false << 4;
    QTest::newRow("Q-WRITE-3 field 6 under field 5")
        << QList<int>{4, 8, 12, 20, 10} << 2 << true << 5;
    QTest::newRow("Q-WRITE-3 field 6 over field 5")
        << QList<int>{4, 8, 12, 20, 10} << 11 << true << -1;
    QTest::newRow("Q-WRITE-4 a full row") << QList<int>{4, 8, 12, 20, 10, 2} << 1 << true << -1;
}

void TestQwantum::fieldsRiseThenFall()
{
    QFETCH(QList<int>, row);
    QFETCH(int, sum);
    QFETCH(bool, strict);
    QFETCH(int, field);
    Sheet sheet;
    for (int i = 0; i < row.size(); ++i)
        sheet.rows[size_t(Colour::Yellow)][size_t(i)] = int8_t(row[i]);
    sheet.filled[size_t(Colour::Yellow)] = int8_t(row.size());
    Options o;
    o.strictRise = o.strictFall = strict;
    QCOMPARE(fieldFor(sheet, Colour::Yellow, sum, o), field);
}

// Q-SCORE-1: a full column scores the second lowest of its four numbers (equal ones count);
// a column not full scores nothing.
void TestQwantum::columnsScoreTheirSecondLowest()
{
    Sheet sheet;
    fill(sheet, Colour::Purple, {5, 6});
    fill(sheet, Colour::Blue, {5, 9});
    fill(sheet, Colour::Red, {8, 10});
    fill(sheet, Colour::Yellow, {9});
    QCOMPARE(columnScore(sheet, 0), 5); // 5, 5, 8, 9
    QCOMPARE(columnScore(sheet, 1), 0); // yellow has no second field
    fill(sheet, Colour::Yellow, {9, 2});
    QCOMPARE(columnScore(sheet, 1), 6); // 2, 6, 9, 10
}

// Q-SCORE-2: the k-th misthrow costs k points (1, 3, 6, 10, 15 in all); a game may set others.
void TestQwantum::misthrowsCostMoreEachTime()
{
    const Options o;
    const QList<int> totals{0, 1, 3, 6, 10, 15};
    for (int m = 0; m <= kMaxMisthrows; ++m)
        QCOMPARE(misthrowPenalty(m, o), totals[m]);
    Options flat;
    flat.misthrowCost = {5, 5, 5, 5, 5};
    QCOMPARE(misthrowPenalty(3, flat), 15);
}

// Q-SCORE-3: the column scores minus the misthrows' penalty.
void TestQwantum::scoreIsColumnsMinusMisthrows()
{
    Sheet sheet;
    fill(sheet, Colour::Purple, {5, 6});
    fill(sheet, Colour::Blue, {5, 9});
    fill(sheet, Colour::Red, {8, 10});
    fill(sheet, Colour::Yellow, {9, 2});
    sheet.misthrows = 2;
    QCOMPARE(score(sheet, Options{}), 5 + 6 - 3);
}

// Q-END-1: the fifth misthrow ends the game, once the roll's phase 2 is played by everyone.
void TestQwantum::theFifthMisthrowEndsTheGameAfterTheRoll()
{
    State s = game(3, {1, 0, 0, 0, 1, 1});
    s.sheets[0].misthrows = 4;
    ScriptedDice dice = script({});
    QVERIFY(apply(s, misthrow(0), dice));
    QCOMPARE(s.phase, Phase::Others); // the roll goes on
    QVERIFY(apply(s, write(1, Colour::Red), dice));
    QVERIFY(apply(s, write(0, Colour::Blue), dice));
    QCOMPARE(s.phase, Phase::Over);
    QVERIFY(playersDue(s).empty());
    QCOMPARE(score(s.sheets[0], s.options), -15);
    QCOMPARE(winners(s), std::vector<int>{1}); // 0 against -15 + 0
    QVERIFY2(brokenInvariant(s).isEmpty(), qPrintable(brokenInvariant(s)));
}

// Q-END-1: a player who has filled all 24 fields ends the game after the roll.
void TestQwantum::aFullSheetEndsTheGame()
{
    State s = game(3, {1, 0, 0, 0, 1, 1});
    Sheet &full = s.sheets[1];
    fill(full, Colour::Purple, {1, 2, 3, 30, 20}); // one field left: purple after 20
    for (Colour c : {Colour::Blue, Colour::Red, Colour::Yellow})
        fill(full, c, {1, 2, 3, 30, 20, 10});
    QVERIFY2(brokenInvariant(s).isEmpty(), qPrintable(brokenInvariant(s)));
    ScriptedDice dice = script({});
    QVERIFY(apply(s, write(0, Colour::Red), dice));
    QVERIFY(apply(s, write(1, Colour::Purple), dice)); // 8 < 20: the last field
    QVERIFY(full.full());
    QCOMPARE(s.phase, Phase::Others);
    QVERIFY(apply(s, pass(0), dice));
    QCOMPARE(s.phase, Phase::Over);
}

// Q-END-2: the highest score wins; equal highest scores share the win.
void TestQwantum::equalBestScoresShareTheWin()
{
    State s = game(1, {0, 0, 0, 0, 0, 0}, 3);
    s.phase = Phase::Over;
    s.answered = 0x7;
    for (int p : {0, 2})
        for (int c = 0; c < kColours; ++c)
            fill(s.sheets[size_t(p)], Colour(c), {4});
    QCOMPARE(winners(s), (std::vector<int>{0, 2}));
    QVERIFY2(brokenInvariant(s).isEmpty(), qPrintable(brokenInvariant(s)));
}

// Random games of 2, 3 and 4 players end, every position keeping the invariants, every
// action chosen among the legal ones applying, and the game over once a sheet is full or has
// five misthrows.
void TestQwantum::randomGamesKeepTheInvariants()
{
    int games = 0;
    long actions = 0;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        for (quint64 seed = 1; seed <= 60; ++seed) {
            SeededDice dice(seed * 31 + quint64(players));
            State s = newGame(players, dice);
            std::vector<Action> legal;
            while (s.phase != Phase::Over) {
                const std::vector<int> due = playersDue(s);
                QVERIFY(!due.empty());
                const int p = due[dice.below(uint32_t(due.size()))];
                legalActions(s, p, legal);
                QVERIFY(!legal.empty());
                QVERIFY(apply(s, legal[dice.below(uint32_t(legal.size()))], dice));
                ++actions;
                const QString broken = brokenInvariant(s);
                QVERIFY2(broken.isEmpty(), qPrintable(broken));
                QVERIFY(s.turn < 1000);
            }
            bool ended = false;
            for (int q = 0; q < players; ++q)
                ended = ended || s.sheets[size_t(q)].full() ||
                        s.sheets[size_t(q)].misthrows == kMaxMisthrows;
            QVERIFY(ended);
            QVERIFY(!winners(s).empty());
            ++games;
        }
    QCOMPARE(games, 180);
    QVERIFY(actions > 180 * 10);
}

// Positions no game reaches: each names what it breaks (the readers of saves and scenarios
// refuse them by it).
// Q-TURN-2, Q-TURN-4, Q-TURN-7: every action says what it did, in order, and a roll over for
// everyone starts the next player's turn with a roll of all seven dice.
void TestQwantum::eventsTellWhatHappened()
{
    State s = game(3, {0, 0, 0, 0, 0, 0});
    ScriptedDice dice = script({5, 2, 1, 1, 1, 1, 1, 1});
    Events events;
    QVERIFY(apply(s, reroll(0, 0x01), dice, &events)); // the white die only
    QCOMPARE(events.size(), size_t(1));
    QCOMPARE(events[0].type, EventType::Rolled);
    QCOMPARE(events[0].player, int8_t(0));
    QCOMPARE(events[0].dice, uint8_t(0x01));
    QCOMPARE(events[0].roll.white, int8_t(5));
    const int c = [&] {
        std::vector<Action> legal;
        legalActions(s, 0, legal);
        for (const Action &a : legal)
            if (a.type == ActionType::Write) return int(a.colour);
        return -1;
    }();
    QVERIFY(c >= 0);
    const int sum = s.sums()[size_t(c)];
    events.clear();
    QVERIFY(apply(s, write(0, Colour(c)), dice, &events));
    QCOMPARE(events.size(), size_t(1));
    QCOMPARE(events[0].type, EventType::Wrote);
    QCOMPARE(events[0].colour, int8_t(c));
    QCOMPARE(events[0].field, int8_t(0));
    QCOMPARE(int(events[0].number), sum);
    events.clear();
    QVERIFY(apply(s, pass(1), dice, &events));
    QVERIFY(apply(s, pass(0), dice, &events));
    QCOMPARE(events.size(), size_t(3));
    QCOMPARE(events[0].type, EventType::Passed);
    QCOMPARE(events[0].player, int8_t(1));
    QCOMPARE(events[2].type, EventType::Rolled);
    QCOMPARE(events[2].player, int8_t(1));
    QCOMPARE(events[2].dice, kAllDice);
    QCOMPARE(events[2].roll.white, int8_t(2));
    QCOMPARE(s.roll.white, int8_t(2));
}

void TestQwantum::impossiblePositionsAreNamed_data()
{
    QTest::addColumn<int>("mutation");
    QTest::addColumn<QString>("reason");
    QTest::newRow("Q-WRITE-2 a row that does not rise") << 0 << "breaks its order at field 2";
    QTest::newRow("Q-WRITE-3 a row that rises after the divider")
        << 1 << "breaks its order at field 5";
    QTest::newRow("Q-WRITE-1 a gap") << 2 << "has a gap";
    QTest::newRow("Q-END-1 six misthrows") << 3 << "has 6 misthrows";
    QTest::newRow("Q-END-1 a fifth misthrow in a game still rolling")
        << 4 << "has ended still runs";
    QTest::newRow("Q-TURN-4 a colour closed before phase 1") << 5 << "closed outside phase 2";
    QTest::newRow("a sheet past the players") << 6 << "past the players";
    QTest::newRow("a die without a face") << 7 << "shows no face";
}

void TestQwantum::impossiblePositionsAreNamed()
{
    QFETCH(int, mutation);
    QFETCH(QString, reason);
    State s = game(3, {1, 0, 0, 0, 1, 1});
    QVERIFY(brokenInvariant(s).isEmpty());
    switch (mutation) {
    case 0:
        fill(s.sheets[0], Colour::Red, {7, 7});
        break;
    case 1:
        fill(s.sheets[0], Colour::Red, {2, 4, 6, 8, 9});
        break;
    case 2:
        fill(s.sheets[0], Colour::Red, {2, 4});
        s.sheets[0].filled[size_t(Colour::Red)] = 1;
        break;
    case 3:
        s.sheets[1].misthrows = 6;
        break;
    case 4:
        s.sheets[1].misthrows = 5;
        break;
    case 5:
        s.closed = int8_t(Colour::Blue);
        break;
    case 6:
        fill(s.sheets[3], Colour::Red, {2});
        break;
    case 7:
        s.roll.face[4] = 6;
        break;
    }
    const QString broken = brokenInvariant(s);
    QVERIFY2(broken.contains(reason), qPrintable(broken));
}

QTEST_GUILESS_MAIN(TestQwantum)
#include "tst_qwantum.moc"
