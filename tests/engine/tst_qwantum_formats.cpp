// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Qwantum's formats (docs/qwantum-formats.md): positions, actions, events and saves read back
// as written at every position of seeded games; every impossible position refused with its
// reason (each named by the rule it breaks, docs/qwantum-rules.md); saves of a newer version
// and histories that do not arrive; the scenario runner, and the scenarios of
// tests/data/qwantum with their `expect` blocks.
#include "engine/qwantum/json.h"
#include "engine/qwantum/scenario.h"

#include <QDir>
#include <QJsonDocument>
#include <QtTest>

#include <algorithm>

using namespace quantum;
using namespace quantum::qw;

namespace {

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// A row written by hand.
void fill(Sheet &sheet, Colour c, std::initializer_list<int> numbers)
{
    int i = 0;
    for (int n : numbers)
        sheet.rows[size_t(c)][size_t(i++)] = int8_t(n);
    sheet.filled[size_t(c)] = int8_t(i);
}

// The standard faces, each die's faces turned by one: another table of the same dice.
DiceFaces turnedFaces()
{
    DiceFaces f = standardDiceFaces();
    for (auto &die : f)
        std::rotate(die.begin(), die.begin() + 1, die.end());
    return f;
}

// A seeded game of random choices: every position, action and event on the way. The choices
// draw from their own generator, so the game's dice are the seed's alone (as in a save's
// history).
struct Played {
    uint64_t seed = 0;
    int players = 2;
    Options options;
    DiceFaces faces = standardDiceFaces();
    std::vector<State> positions;
    std::vector<uint64_t> rng; // the dice's generator at each position
    std::vector<Action> actions;
    Events events;
};
Played play(int players, uint64_t seed, const Options &options = {},
            const DiceFaces &faces = standardDiceFaces())
{
    Played g;
    g.seed = seed;
    g.players = players;
    g.options = options;
    g.faces = faces;
    SeededDice dice(seed);
    Rng choice(seed ^ 0x5eed);
    State s = newGame(players, dice, options, faces, &g.events);
    std::vector<Action> legal;
    while (true) {
        g.positions.push_back(s);
        g.rng.push_back(dice.rng().state());
        if (s.phase == Phase::Over) break;
        const std::vector<int> due = playersDue(s);
        legalActions(s, due[choice.below(uint32_t(due.size()))], legal);
        // Re-rolls are 127 of the choices: take one now and then, not nearly always.
        std::vector<Action> pick;
        for (const Action &a : legal)
            if (a.type != ActionType::Reroll || choice.below(40) == 0) pick.push_back(a);
        const Action a = pick[choice.below(uint32_t(pick.size()))];
        apply(s, a, dice, &g.events);
        g.actions.push_back(a);
    }
    return g;
}

// o with the value at the dotted path (keys and array indices) replaced; a missing key is
// added, an index one past the end appends.
QJsonValue setAt(const QJsonValue &at, QStringList path, const QJsonValue &v)
{
    if (path.isEmpty()) return v;
    const QString key = path.takeFirst();
    bool isIndex = false;
    const int i = key.toInt(&isIndex);
    if (isIndex && at.isArray()) {
        QJsonArray a = at.toArray();
        if (i == a.size()) a.append(QJsonValue());
        a[i] = setAt(a[i], path, v);
        return a;
    }
    QJsonObject o = at.toObject();
    o[key] = setAt(o.value(key), path, v);
    return o;
}
QJsonObject with(const QJsonObject &o, const QString &path, const QJsonValue &v)
{
    return setAt(o, path.split(QLatin1Char('.')), v).toObject();
}

// The value at a dotted path ("sheets.0.rows.red", "roll.faces.length").
QJsonValue valueAt(QJsonValue v, const QString &path)
{
    for (const QString &key : path.split(QLatin1Char('.'))) {
        bool isIndex = false;
        const int i = key.toInt(&isIndex);
        if (v.isArray() && key == QLatin1String("length"))
            v = v.toArray().size();
        else if (v.isArray() && isIndex)
            v = v.toArray().at(i);
        else
            v = v.toObject().value(key);
    }
    return v;
}

// Every field of `pattern` is in `o` with an equal value.
bool matches(const QJsonObject &o, const QJsonObject &pattern)
{
    for (auto it = pattern.begin(); it != pattern.end(); ++it)
        if (it.value().isObject() ? !matches(o.value(it.key()).toObject(), it.value().toObject())
                                  : o.value(it.key()) != it.value())
            return false;
    return true;
}

// Position A: two players, turn 5, player 0 active in phase 1 on white 3 and every coloured
// die on its first face (R1 R6 B4 B2 P2 Y1: purple 5, blue 9, red 10, yellow 4). Player 0
// has red 4 7 9 and a misthrow; player 1 purple 3, blue 5 8, red 4, yellow 10 (column 1 full,
// scoring 4).
State positionA()
{
    State s;
    s.players = 2;
    s.active = 0;
    s.turn = 5;
    s.roll.white = 3;
    s.roll.face = {0, 0, 0, 0, 0, 0};
    fill(s.sheets[0], Colour::Red, {4, 7, 9});
    s.sheets[0].misthrows = 1;
    fill(s.sheets[1], Colour::Purple, {3});
    fill(s.sheets[1], Colour::Blue, {5, 8});
    fill(s.sheets[1], Colour::Red, {4});
    fill(s.sheets[1], Colour::Yellow, {10});
    return s;
}

// Position B: A after player 0 wrote red's 10 (phase 2, red closed, nobody answered yet).
State positionB()
{
    State s = positionA();
    ScriptedDice none({}, false, 0);
    const bool ok = apply(s, Action{ActionType::Write, 0, int8_t(Colour::Red), 0}, none);
    Q_ASSERT(ok);
    (void)ok;
    return s;
}

QString message(const ReadStatus &st)
{
    return st.message();
}

} // namespace

class TestQwantumFormats : public QObject {
    Q_OBJECT
private slots:
    void positionsOfSeededGamesReadBack();
    void actionsAndEventsOfSeededGamesReadBack();
    void savesReplayTheirHistory();
    void writtenPositionIsReadable();
    void impossiblePositionsAreRefused_data();
    void impossiblePositionsAreRefused();
    void malformedPositionsAreUnreadable_data();
    void malformedPositionsAreUnreadable();
    void actionReaderRefusesWhatIsNotAnAction_data();
    void actionReaderRefusesWhatIsNotAnAction();
    void illegalActionsSayWhy_data();
    void illegalActionsSayWhy();
    void eventReaderBoundsEveryField_data();
    void eventReaderBoundsEveryField();
    void newerSaveIsRefused();
    void historyThatDoesNotArriveIsRefused_data();
    void historyThatDoesNotArriveIsRefused();
    void scenarioWithScriptedDiceChecksTheSums();
    void illegalActionStopsTheScenario();
    void scenarioFailures_data();
    void scenarioFailures();
    void scenarioFilesMeetTheirExpectations_data();
    void scenarioFilesMeetTheirExpectations();
    void legalActionsDocument();
};

// Every position of 48 seeded games (2, 3 and 4 players; strict and lenient rows, other
// misthrow costs, another faces table) keeps the invariants, reads back equal and is written
// the same again.
void TestQwantumFormats::positionsOfSeededGamesReadBack()
{
    Options lenient;
    lenient.strictRise = false;
    lenient.strictFall = false;
    lenient.misthrowCost = {2, 2, 2, 2, 2};
    int positions = 0;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        for (uint64_t seed = 1; seed <= 16; ++seed) {
            const bool other = seed % 4 == 0;
            const Played g =
                play(players, seed * 13 + uint64_t(players), seed % 3 == 0 ? lenient : Options{},
                     other ? turnedFaces() : standardDiceFaces());
            QCOMPARE(g.positions.back().phase, Phase::Over);
            for (const State &s : g.positions) {
                QVERIFY2(whyImpossible(s).isEmpty(), qPrintable(whyImpossible(s).toString()));
                QVERIFY(brokenInvariant(s).isEmpty());
                const QJsonObject written = stateToJson(s);
                QCOMPARE(written.contains(QStringLiteral("faces")), other);
                ReadStatus st;
                const State back = stateFromJson(written, st);
                QVERIFY2(st.ok(), qPrintable(message(st) + QLatin1Char(' ') + compact(written)));
                QVERIFY(samePosition(back, s));
                QCOMPARE(stateToJson(back), written);
                ++positions;
            }
        }
    QVERIFY2(positions > 2000, qPrintable(QString::number(positions)));
}

// Every action and event of seeded games reads back equal; every legal action matches itself.
void TestQwantumFormats::actionsAndEventsOfSeededGamesReadBack()
{
    int actions = 0, events = 0;
    std::vector<Action> legal;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        for (uint64_t seed = 1; seed <= 4; ++seed) {
            const Played g = play(players, seed + 100);
            for (size_t i = 0; i < g.actions.size(); ++i) {
                const Action &a = g.actions[i];
                ReadStatus st;
                const Action back = actionFromJson(actionToJson(a), players, -1, st);
                QVERIFY2(st.ok(), qPrintable(message(st)));
                QVERIFY(back == a);
                legalActions(g.positions[i], a.player, legal);
                QVERIFY(matchAction(legal, back));
                QVERIFY(whyIllegal(g.positions[i], back).isEmpty());
                ++actions;
            }
            for (const Event &e : g.events) {
                ReadStatus st;
                const Event back = eventFromJson(eventToJson(e), st);
                QVERIFY2(st.ok(),
                         qPrintable(message(st) + QLatin1Char(' ') + compact(eventToJson(e))));
                QVERIFY(back == e);
                ++events;
            }
            QCOMPARE(g.events.back().type, EventType::Ended);
        }
    QVERIFY(actions > 500);
    QVERIFY(events > 500);
}

// A save at a position of a seeded game, with the history from its seed, reads back: the
// same position, generator and history, the same bytes when written again; and it replays.
void TestQwantumFormats::savesReplayTheirHistory()
{
    int saves = 0;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        const Played g = play(players, uint64_t(players) * 1000 + 1);
        for (size_t i = 0; i < g.positions.size(); i += 7) {
            SaveGame save;
            save.state = g.positions[i];
            save.rngState = g.rng[i];
            save.savedAt = QStringLiteral("2026-01-02T03:04:05Z");
            save.hasHistory = i % 2 == 0;
            save.seed = g.seed;
            if (save.hasHistory)
                save.actions.assign(g.actions.begin(), g.actions.begin() + long(i));
            const QByteArray bytes = saveToBytes(save);
            ReadStatus st;
            const SaveGame back = saveFromBytes(bytes, st);
            QVERIFY2(st.ok(), qPrintable(message(st)));
            QVERIFY(samePosition(back.state, save.state));
            QCOMPARE(back.rngState, save.rngState);
            QCOMPARE(back.savedAt, save.savedAt);
            QCOMPARE(back.hasHistory, save.hasHistory);
            QVERIFY(back.actions == save.actions);
            QCOMPARE(saveToBytes(back), bytes);
            ++saves;
        }
    }
    QVERIFY(saves > 30);
}

// The position format's own example (docs/qwantum-formats.md) reads.
void TestQwantumFormats::writtenPositionIsReadable()
{
    const State b = positionB();
    QVERIFY2(whyImpossible(b).isEmpty(), qPrintable(whyImpossible(b).toString()));
    const QJsonObject o = stateToJson(b);
    QCOMPARE(o.value(QStringLiteral("phase")).toString(), QStringLiteral("others"));
    QCOMPARE(o.value(QStringLiteral("closed")).toString(), QStringLiteral("red"));
    QCOMPARE(valueAt(o, QStringLiteral("roll.shows.1")).toString(), QStringLiteral("R6"));
    QCOMPARE(valueAt(o, QStringLiteral("roll.sums.red")).toInt(), 10);
    QCOMPARE(valueAt(o, QStringLiteral("sheets.0.rows.red")).toArray(), (QJsonArray{4, 7, 9, 10}));
    QCOMPARE(valueAt(o, QStringLiteral("sheets.1.columns.0")).toInt(), 4); // Q-SCORE-1
    QCOMPARE(valueAt(o, QStringLiteral("sheets.0.score")).toInt(), -1);    // Q-SCORE-2, -3
    QVERIFY(!o.contains(QStringLiteral("faces"))); // the standard table is not written
    // The derived fields may be left out; empty fields may be null or 0.
    QJsonObject bare = o;
    bare.remove(QStringLiteral("roll"));
    bare = with(bare, QStringLiteral("roll"), QJsonObject{{QStringLiteral("white"), 3}});
    bare = with(bare, QStringLiteral("sheets.1"),
                QJsonObject{{QStringLiteral("rows"),
                             QJsonObject{{QStringLiteral("purple"), QJsonArray{3, 0, QJsonValue()}},
                                         {QStringLiteral("blue"), QJsonArray{5, 8}},
                                         {QStringLiteral("red"), QJsonArray{4}},
                                         {QStringLiteral("yellow"), QJsonArray{10}}}}});
    ReadStatus st;
    const State back = stateFromJson(bare, st);
    QVERIFY2(st.ok(), qPrintable(message(st)));
    QVERIFY(samePosition(back, b));
}

void TestQwantumFormats::impossiblePositionsAreRefused_data()
{
    QTest::addColumn<QJsonObject>("position");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("reason");
    const QJsonObject a = stateToJson(positionA());
    const QJsonObject b = stateToJson(positionB());
    const QString red0 = QStringLiteral("sheets.0.rows.red");
    QJsonArray full; // a whole sheet: 2 3 4 5 | 4 3 in every row
    for (int c = 0; c < kColours; ++c)
        full.append(QJsonArray{2, 3, 4, 5, 4, 3});
    QJsonArray noPurple;
    for (int d = 0; d < kColouredDice; ++d)
        noPurple.append(QJsonArray{QStringLiteral("R1"), QStringLiteral("B2"), QStringLiteral("Y3"),
                                   QStringLiteral("R4"), QStringLiteral("B5"),
                                   QStringLiteral("Y6")});

    QTest::newRow("Q-WRITE-2 a row that does not rise")
        << with(a, red0, QJsonArray{4, 4, 9}) << "sheets[0].rows.red[1]"
        << "player 0's red row breaks its order at field 2";
    QTest::newRow("Q-WRITE-3 a row that rises after the divider")
        << with(a, red0, QJsonArray{2, 4, 6, 8, 9}) << "sheets[0].rows.red[4]"
        << "breaks its order at field 5";
    QTest::newRow("Q-WRITE-1 a gap")
        << with(a, red0, QJsonArray{4, QJsonValue(), 9}) << "sheets[0].rows.red"
        << "player 0's red row has a gap";
    QTest::newRow("Q-WRITE-1 a gap written as 0")
        << with(a, red0, QJsonArray{0, 7, 9}) << "sheets[0].rows.red"
        << "has a gap";
    QTest::newRow("Q-TURN-3 a number no roll sums to (the dice reach 33)")
        << with(a, QStringLiteral("sheets.0.rows.purple"), QJsonArray{34})
        << "sheets[0].rows.purple[0]"
        << "34 is no sum of purple with these dice";
    QTest::newRow("Q-END-1 six misthrows")
        << with(a, QStringLiteral("sheets.1.misthrows"), 6) << "sheets[1].misthrows"
        << "player 1 has 6 misthrows";
    QTest::newRow("Q-END-1 a fifth misthrow in a game still rolling")
        << with(a, QStringLiteral("sheets.0.misthrows"), 5) << "phase"
        << "a game that has ended still runs";
    QTest::newRow("Q-END-1 a fifth misthrow before this roll")
        << with(b, QStringLiteral("sheets.1.misthrows"), 5) << "sheets[1].misthrows"
        << "player 1's fifth misthrow came before this roll";
    QTest::newRow("Q-END-1 a sheet full before this roll")
        << with(b, QStringLiteral("sheets.1.rows"),
                QJsonObject{{QStringLiteral("purple"), full[0]},
                            {QStringLiteral("blue"), full[1]},
                            {QStringLiteral("red"), full[2]},
                            {QStringLiteral("yellow"), full[3]}})
        << "sheets[1]"
        << "player 1's sheet was full before this roll";
    QTest::newRow("Q-END-1 a game over that nothing ended")
        << with(with(b, QStringLiteral("phase"), QStringLiteral("over")),
                QStringLiteral("answered"), QJsonArray{0, 1})
        << "phase"
        << "a game over that nothing ended";
    QTest::newRow("Q-END-1 a game over before everyone answered")
        << with(with(b, QStringLiteral("phase"), QStringLiteral("over")),
                QStringLiteral("answered"), QJsonArray{1})
        << "answered"
        << "a game over before everyone answered";
    QTest::newRow("Q-SCORE-1 a full column without its score")
        << with(a, QStringLiteral("sheets.1.columns"), QJsonArray{0, 0, 0, 0, 0, 0})
        << "sheets[1].columns[0]"
        << "column 1 is full: it scores 4, not 0";
    QTest::newRow("Q-SCORE-1 a score under a column not full")
        << with(a, QStringLiteral("sheets.1.columns"), QJsonArray{4, 8, 0, 0, 0, 0})
        << "sheets[1].columns[1]"
        << "column 2 is not full: it scores nothing, not 8";
    QTest::newRow("Q-SCORE-3 a sheet's score that is not its columns' minus its misthrows")
        << with(a, QStringLiteral("sheets.0.score"), 0) << "sheets[0].score"
        << "the sheet scores -1, not 0";
    QTest::newRow("Q-TURN-4 a colour closed in phase 1")
        << with(a, QStringLiteral("closed"), QStringLiteral("red")) << "closed"
        << "a colour closed in phase 1";
    QTest::newRow("Q-TURN-4 a closed colour the active player did not write")
        << with(b, QStringLiteral("closed"), QStringLiteral("blue")) << "closed"
        << "blue is closed, but the active player's blue row does not end with its sum, 9";
    QTest::newRow("Q-TURN-5 phase 2 without a closed colour nor a misthrow")
        << with(with(b, QStringLiteral("closed"), QJsonValue()),
                QStringLiteral("sheets.0.misthrows"), 0)
        << "closed"
        << "no colour is closed, but the active player has no misthrow";
    QTest::newRow("Q-TURN-6 an answer in phase 1")
        << with(a, QStringLiteral("answered"), QJsonArray{1}) << "answered"
        << "an answer in phase 1";
    QTest::newRow("Q-TURN-6 phase 2 with every answer in")
        << with(b, QStringLiteral("answered"), QJsonArray{0, 1}) << "answered"
        << "phase 2 with every answer in";
    QTest::newRow("Q-COMP-3 a sheet past the players")
        << with(a, QStringLiteral("sheets.2"), QJsonObject{}) << "sheets[2]"
        << "a sheet of player 2, past the players";
    QTest::newRow("Q-COMP-3 five players") << with(a, QStringLiteral("players"), 5) << "players"
                                           << "5 players: Qwantum is for 2 to 4";
    QTest::newRow("Q-COMP-1 a faces table without purple")
        << with(a, QStringLiteral("faces"), noPurple) << "faces"
        << "no face is purple";
    QTest::newRow("Q-TURN-1 a turn too early for the marks")
        << with(a, QStringLiteral("turn"), 2) << "turn"
        << "turn 2 comes too early for player 0's 1 misthrows";
    QTest::newRow("Q-TURN-1 a turn too early for the numbers")
        << with(a, QStringLiteral("turn"), 3) << "turn"
        << "turn 3 comes too early for player 0's 3 numbers and 1 misthrows";
    QTest::newRow("Q-TURN-1 a turn too late for the marks")
        << with(a, QStringLiteral("turn"), 11) << "turn"
        << "turn 11 comes too late for player 0's 3 numbers and 1 misthrows: their 5 turns as "
           "the active player each gave a mark";
    QTest::newRow("Q-TURN-3 a die said to show another face")
        << with(a, QStringLiteral("roll.shows.0"), QStringLiteral("P6")) << "roll.shows[0]"
        << "the die shows R1, not \"P6\"";
    QTest::newRow("Q-TURN-3 a colour said to sum to another number")
        << with(a, QStringLiteral("roll.sums.red"), 11) << "roll.sums.red"
        << "the dice sum to 10, not 11";
}

// Each position no game reaches is refused (not unreadable), naming the field and the rule.
void TestQwantumFormats::impossiblePositionsAreRefused()
{
    QFETCH(QJsonObject, position);
    QFETCH(QString, where);
    QFETCH(QString, reason);
    ReadStatus st;
    stateFromJson(position, st);
    QCOMPARE(st.error, ReadError::Refused);
    QCOMPARE(st.where, where);
    QVERIFY2(st.reason.toString().contains(reason), qPrintable(st.message()));
    // In a save and in a scenario, the same refusal, framed.
    ReadStatus saveStatus;
    QJsonObject save = saveToJson(SaveGame{});
    save[QStringLiteral("state")] = position;
    saveFromJson(save, saveStatus);
    QCOMPARE(saveStatus.error, ReadError::Refused);
    QCOMPARE(saveStatus.where, QStringLiteral("state.") + where);
    QVERIFY2(saveStatus.message().startsWith(QStringLiteral("save file: state.")),
             qPrintable(saveStatus.message()));
    const ScenarioResult r =
        runScenario(QJsonObject{{QStringLiteral("format"), QStringLiteral("qwantum-scenario")},
                                {QStringLiteral("version"), 1},
                                {QStringLiteral("position"), position}});
    QCOMPARE(r.status.error, ReadError::Refused);
    QCOMPARE(r.status.where, QStringLiteral("position.") + where);
    QVERIFY(!r.loaded);
}

void TestQwantumFormats::malformedPositionsAreUnreadable_data()
{
    QTest::addColumn<QJsonObject>("position");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("reason");
    const QJsonObject a = stateToJson(positionA());
    QJsonArray seven;
    for (int i = 0; i < 7; ++i)
        seven.append(i + 2);
    QJsonArray five;
    for (int i = 0; i < 5; ++i)
        five.append(QJsonObject{});
    QTest::newRow("a row of seven fields")
        << with(a, QStringLiteral("sheets.1.rows.blue"), seven) << "sheets[1].rows.blue"
        << "has more than 6 entries";
    QTest::newRow("five sheets") << with(a, QStringLiteral("sheets"), five) << "sheets"
                                 << "has more than 4 entries";
    QTest::newRow("a turn as text")
        << with(a, QStringLiteral("turn"), QStringLiteral("5")) << "turn"
        << "must be an integer between 1 and 10000";
    QTest::newRow("an unknown phase")
        << with(a, QStringLiteral("phase"), QStringLiteral("setup")) << "phase"
        << "must be \"active\", \"others\" or \"over\"";
    QTest::newRow("an unknown colour")
        << with(a, QStringLiteral("closed"), QStringLiteral("green")) << "closed"
        << "unknown colour \"green\"";
    QTest::newRow("an active player past the players")
        << with(a, QStringLiteral("active"), 2) << "active"
        << "must be between 0 and 1";
    QTest::newRow("an answer named twice")
        << with(a, QStringLiteral("answered"), QJsonArray{1, 1}) << "answered[1]"
        << "player 1 is named twice";
    QTest::newRow("a face index 6") << with(a, QStringLiteral("roll.faces.2"), 6) << "roll.faces[2]"
                                    << "must be between 0 and 5";
    QTest::newRow("five dice") << with(a, QStringLiteral("roll.faces"), QJsonArray{0, 0, 0, 0, 0})
                               << "roll.faces"
                               << "needs six dice";
    QTest::newRow("a misthrow cost missing")
        << with(a, QStringLiteral("options.misthrowCost"), QJsonArray{1, 2, 3, 4})
        << "options.misthrowCost"
        << "needs 5 entries";
    QTest::newRow("a face without a number")
        << with(a, QStringLiteral("faces"),
                QJsonArray{QJsonArray{QStringLiteral("R"), 1, 2, 3, 4, 5}, 0, 0, 0, 0, 0})
        << "faces[0][0]"
        << "a colour letter";
    QTest::newRow("a newer version") << with(a, QStringLiteral("version"), 2) << "version"
                                     << "state version 2 is newer";
    QTest::newRow("a Quantum position")
        << with(a, QStringLiteral("format"), QStringLiteral("quantum-state")) << "format"
        << "must be \"qwantum-state\"";
    QTest::newRow("a number past any sum")
        << with(a, QStringLiteral("sheets.0.rows.red"), QJsonArray{4, 7, 43})
        << "sheets[0].rows.red[2]"
        << "must be between 0 and 42";
}

void TestQwantumFormats::malformedPositionsAreUnreadable()
{
    QFETCH(QJsonObject, position);
    QFETCH(QString, where);
    QFETCH(QString, reason);
    ReadStatus st;
    stateFromJson(position, st);
    QCOMPARE(st.error, ReadError::Unreadable);
    QCOMPARE(st.where, where);
    QVERIFY2(st.reason.toString().contains(reason), qPrintable(st.message()));
}

void TestQwantumFormats::actionReaderRefusesWhatIsNotAnAction_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("reason");
    QTest::newRow("unknown type") << QByteArray(R"({"type": "cross", "player": 0})")
                                  << "action.type: unknown action type \"cross\"";
    QTest::newRow("no type") << QByteArray(R"({"player": 0})") << "action.type: missing";
    QTest::newRow("unknown colour")
        << QByteArray(R"({"type": "write", "player": 0, "colour": "green"})")
        << "action.colour: unknown colour \"green\"";
    QTest::newRow("a write without colour")
        << QByteArray(R"({"type": "write", "player": 0})") << "action.colour: must be a colour";
    QTest::newRow("a player past the players") << QByteArray(R"({"type": "pass", "player": 3})")
                                               << "action.player: must be between 0 and 2";
    QTest::newRow("no player") << QByteArray(R"({"type": "pass"})") << "action.player: missing";
    QTest::newRow("a re-roll without dice")
        << QByteArray(R"({"type": "reroll", "player": 0})") << "action.dice: missing";
    QTest::newRow("a re-roll of no die")
        << QByteArray(R"({"type": "reroll", "player": 0, "dice": []})")
        << "action.dice: names no die";
    QTest::newRow("die 6") << QByteArray(R"({"type": "reroll", "player": 0, "dice": [6]})")
                           << "action.dice[0]: must be \"white\" or a coloured die 0-5";
    QTest::newRow("the white die twice")
        << QByteArray(R"({"type": "reroll", "player": 0, "dice": ["white", 1, "white"]})")
        << "action.dice[2]: names a die twice";
    QTest::newRow("eight dice")
        << QByteArray(R"({"type": "reroll", "player": 0, "dice": [0, 1, 2, 3, 4, 5, 0, 1]})")
        << "action.dice: has more than 7 entries";
}

void TestQwantumFormats::actionReaderRefusesWhatIsNotAnAction()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, reason);
    ReadStatus st;
    actionFromJson(QJsonDocument::fromJson(json).object(), 3, -1, st);
    QCOMPARE(st.error, ReadError::Unreadable);
    QVERIFY2(st.message().startsWith(reason), qPrintable(st.message()));
    // Fields the type does not carry are not read: a pass with a colour is a pass.
    ReadStatus ok;
    const Action pass = actionFromJson(
        QJsonDocument::fromJson(R"({"type": "pass", "player": 1, "colour": "red", "dice": [9]})")
            .object(),
        3, -1, ok);
    QVERIFY(ok.ok());
    QVERIFY((pass == Action{ActionType::Pass, 1, -1, 0}));
    QCOMPARE(actionToJson(pass), (QJsonObject{{QStringLiteral("type"), QStringLiteral("pass")},
                                              {QStringLiteral("player"), 1}}));
}

void TestQwantumFormats::illegalActionsSayWhy_data()
{
    QTest::addColumn<int>("position"); // 0: A (phase 1), 1: B (phase 2, red closed)
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("reason");
    QTest::newRow("Q-TURN-2 phase 1 is the active player's")
        << 0 << QByteArray(R"({"type": "write", "player": 1, "colour": "blue"})")
        << "phase 1 is player 0's";
    QTest::newRow("Q-TURN-7 passing in phase 1")
        << 0 << QByteArray(R"({"type": "pass", "player": 0})") << "passing is phase 2's";
    QTest::newRow("Q-WRITE-1 the first field takes any sum")
        << 0 << QByteArray(R"({"type": "write", "player": 0, "colour": "purple"})")
        << "" /* legal: purple is empty */;
    QTest::newRow("Q-TURN-4 a closed colour")
        << 1 << QByteArray(R"({"type": "write", "player": 1, "colour": "red"})")
        << "red is closed for this roll";
    QTest::newRow("Q-TURN-5 a misthrow in phase 2")
        << 1 << QByteArray(R"({"type": "misthrow", "player": 1})") << "a misthrow is phase 1's";
    QTest::newRow("Q-TURN-2 a re-roll in phase 2")
        << 1 << QByteArray(R"({"type": "reroll", "player": 0, "dice": [0]})")
        << "a re-roll is phase 1's";
    QTest::newRow("Q-WRITE-2 a sum that does not rise")
        << 1 << QByteArray(R"({"type": "write", "player": 1, "colour": "yellow"})")
        << "yellow's sum, 4, does not fit in player 1's yellow row";
}

void TestQwantumFormats::illegalActionsSayWhy()
{
    QFETCH(int, position);
    QFETCH(QByteArray, json);
    QFETCH(QString, reason);
    const State s = position == 0 ? positionA() : positionB();
    ReadStatus st;
    const Action a = actionFromJson(QJsonDocument::fromJson(json).object(), s.players, -1, st);
    QVERIFY(st.ok());
    std::vector<Action> legal;
    legalActions(s, a.player, legal);
    const Reason why = whyIllegal(s, a);
    QCOMPARE(why.isEmpty(), matchAction(legal, a) != nullptr);
    QVERIFY2(why.toString().contains(reason), qPrintable(why.toString()));
    QCOMPARE(why.isEmpty(), reason.isEmpty());
}

void TestQwantumFormats::eventReaderBoundsEveryField_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("reason");
    QTest::newRow("unknown type") << QByteArray(R"({"type": "crossed", "player": 0})")
                                  << "event.type: unknown event type \"crossed\"";
    QTest::newRow("player 4") << QByteArray(R"({"type": "passed", "player": 4})")
                              << "event.player: must be between 0 and 3";
    QTest::newRow("no player") << QByteArray(R"({"type": "passed"})") << "event.player: missing";
    QTest::newRow("field 6")
        << QByteArray(R"({"type": "wrote", "player": 0, "colour": "red", "field": 6, "number": 5})")
        << "event.field: must be between 0 and 5";
    QTest::newRow("number 0")
        << QByteArray(R"({"type": "wrote", "player": 0, "colour": "red", "field": 1, "number": 0})")
        << "event.number: must be between 1 and 42";
    QTest::newRow("no number")
        << QByteArray(R"({"type": "wrote", "player": 0, "colour": "red", "field": 1})")
        << "event.number: missing";
    QTest::newRow("six misthrows")
        << QByteArray(R"({"type": "misthrew", "player": 0, "misthrows": 6})")
        << "event.misthrows: must be between 1 and 5";
    QTest::newRow("a roll of a face 7")
        << QByteArray(
               R"({"type": "rolled", "player": 0, "dice": ["white"], "roll": {"white": 1, "faces": [7, 0, 0, 0, 0, 0]}})")
        << "event.roll.faces[0]: must be between 0 and 5";
    QTest::newRow("a roll without dice")
        << QByteArray(R"({"type": "rolled", "player": 0, "roll": {"white": 1}})")
        << "event.dice: missing";
}

void TestQwantumFormats::eventReaderBoundsEveryField()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, reason);
    ReadStatus st;
    const Event e = eventFromJson(QJsonDocument::fromJson(json).object(), st);
    QCOMPARE(st.error, ReadError::Unreadable);
    QVERIFY2(st.message().startsWith(reason), qPrintable(st.message()));
    (void)e;
}

// A save of a newer version is not read, and says so.
void TestQwantumFormats::newerSaveIsRefused()
{
    SaveGame g;
    g.state = positionA();
    QJsonObject o = saveToJson(g);
    for (const QJsonValue &version : {QJsonValue(2), QJsonValue(1e10)}) {
        o[QStringLiteral("version")] = version;
        ReadStatus st;
        saveFromJson(o, st);
        QCOMPARE(st.error, ReadError::Unreadable);
        QVERIFY2(st.message().contains(QStringLiteral("made by a newer version")),
                 qPrintable(st.message()));
        QVERIFY(st.message().contains(QString::number(version.toDouble(), 'f', 0)));
    }
    for (const QJsonValue &version :
         {QJsonValue(0), QJsonValue(1.5), QJsonValue(QStringLiteral("1"))}) {
        o[QStringLiteral("version")] = version;
        ReadStatus st;
        saveFromJson(o, st);
        QCOMPARE(st.error, ReadError::Unreadable);
        QCOMPARE(st.message(), QStringLiteral("the save file has no valid version"));
    }
    ReadStatus st;
    saveFromBytes(saveToBytes(g).replace("qwantum-save", "quantum-save"), st);
    QCOMPARE(st.message(), QStringLiteral("not a Qwantum save file"));
    o = saveToJson(g);
    o.remove(QStringLiteral("rng"));
    ReadStatus noRng;
    saveFromJson(o, noRng);
    QCOMPARE(noRng.error, ReadError::Unreadable);
    QCOMPARE(noRng.message(), QStringLiteral("save file: rng: missing generator state"));
}

void TestQwantumFormats::historyThatDoesNotArriveIsRefused_data()
{
    QTest::addColumn<int>("change");
    QTest::addColumn<QString>("reason");
    QTest::newRow("an action short")
        << 0 << "history: the history does not arrive at the saved position";
    QTest::newRow("another seed") << 1 << "save file: history: ";
    QTest::newRow("another generator state")
        << 2 << "history: the history does not arrive at the saved generator state";
    QTest::newRow("an illegal action")
        << 3 << "history: action 0 (misthrow) is illegal: phase 1 is player";
    QTest::newRow("other options") << 4 << "does not arrive at the saved position";
    QTest::newRow("an action without player") << 5 << "history: action 2: action.player: missing";
}

void TestQwantumFormats::historyThatDoesNotArriveIsRefused()
{
    QFETCH(int, change);
    QFETCH(QString, reason);
    const Played g = play(3, 77);
    const size_t at = g.positions.size() / 2;
    SaveGame save;
    save.state = g.positions[at];
    save.rngState = g.rng[at];
    save.hasHistory = true;
    save.seed = g.seed;
    save.actions.assign(g.actions.begin(), g.actions.begin() + long(at));
    QJsonObject o = saveToJson(save);
    ReadStatus good;
    saveFromJson(o, good);
    QVERIFY2(good.ok(), qPrintable(good.message()));
    QJsonArray actions = valueAt(o, QStringLiteral("history.actions")).toArray();
    switch (change) {
    case 0:
        actions.removeLast();
        o = with(o, QStringLiteral("history.actions"), actions);
        break;
    case 1:
        o = with(o, QStringLiteral("history.seed"), QString::number(g.seed + 1, 16));
        break;
    case 2:
        o[QStringLiteral("rng")] = QString::number(save.rngState + 1, 16);
        break;
    case 3: { // the first action made by a player whose turn it is not
        const int active = g.positions[0].active;
        o = with(o, QStringLiteral("history.actions.0"),
                 QJsonObject{{QStringLiteral("type"), QStringLiteral("misthrow")},
                             {QStringLiteral("player"), (active + 1) % 3}});
        break;
    }
    case 4:
        o = with(o, QStringLiteral("history.options.strictRise"), false);
        break;
    case 5:
        o = with(o, QStringLiteral("history.actions.2"),
                 QJsonObject{{QStringLiteral("type"), QStringLiteral("pass")}});
        break;
    }
    ReadStatus st;
    saveFromJson(o, st);
    QVERIFY(!st.ok());
    QCOMPARE(st.error, change == 5 ? ReadError::Unreadable : ReadError::Refused);
    QVERIFY2(st.message().startsWith(QStringLiteral("save file: ")), qPrintable(st.message()));
    QVERIFY2(st.message().contains(reason), qPrintable(st.message()));
}

// Q-TURN-3, Q-TURN-4, checked from outside with scripted dice: a new game's roll is the first
// seven dice (the white one, then each coloured die's face as 1-6), and the numbers written are
// the sums the faces table gives.
void TestQwantumFormats::scenarioWithScriptedDiceChecksTheSums()
{
    // White 5; faces 3, 2, 6, 1, 4, 5 (indices 2, 1, 5, 0, 3, 4): Y5 R2 P3 B2 B2 P2.
    const QJsonObject o{
        {QStringLiteral("format"), QStringLiteral("qwantum-scenario")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("players"), 2},
        {QStringLiteral("dice"), QJsonArray{5, 3, 2, 6, 1, 4, 5}},
        {QStringLiteral("actions"),
         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("write")},
                                {QStringLiteral("colour"), QStringLiteral("yellow")}}}}};
    const ScenarioResult r = runScenario(o);
    QVERIFY2(r.status.ok(), qPrintable(r.status.message()));
    QVERIFY(r.loaded);
    QCOMPARE(r.applied.size(), size_t(1));
    QCOMPARE(r.state.roll.white, int8_t(5));
    QCOMPARE(r.state.roll.face, (std::array<int8_t, kColouredDice>{2, 1, 5, 0, 3, 4}));
    const std::array<int, kColours> expected{5 + 3 + 2, 5 + 2 + 2, 5 + 2, 5 + 5};
    QCOMPARE(r.state.sums(), expected);
    const QJsonObject state = stateToJson(r.state);
    QCOMPARE(valueAt(state, QStringLiteral("roll.shows")).toArray(),
             (QJsonArray{QStringLiteral("Y5"), QStringLiteral("R2"), QStringLiteral("P3"),
                         QStringLiteral("B2"), QStringLiteral("B2"), QStringLiteral("P2")}));
    const int active = r.state.active;
    QCOMPARE(valueAt(state, QStringLiteral("sheets.%1.rows.yellow").arg(active)).toArray(),
             QJsonArray{10});
    QCOMPARE(valueAt(state, QStringLiteral("closed")).toString(), QStringLiteral("yellow"));
    QCOMPARE(r.events.size(), size_t(2));
    QCOMPARE(r.events[0].type, EventType::Rolled);
    QCOMPARE(r.events[0].dice, kAllDice);
    QCOMPARE(r.events[1].type, EventType::Wrote);
    QCOMPARE(int(r.events[1].number), 10);
}

// An illegal action stops the run as refused: failedAction names it, the position is the one
// before it, and the actions before it stay applied.
void TestQwantumFormats::illegalActionStopsTheScenario()
{
    const QJsonObject o{
        {QStringLiteral("format"), QStringLiteral("quantum-scenario")},
        {QStringLiteral("game"), QStringLiteral("qwantum")}, // a scenario of either game's form
        {QStringLiteral("version"), 1},
        {QStringLiteral("position"), stateToJson(positionA())},
        {QStringLiteral("actions"),
         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("write")},
                                {QStringLiteral("colour"), QStringLiteral("red")}},
                    QJsonObject{{QStringLiteral("type"), QStringLiteral("pass")},
                                {QStringLiteral("player"), 1}},
                    QJsonObject{{QStringLiteral("type"), QStringLiteral("write")},
                                {QStringLiteral("player"), 0},
                                {QStringLiteral("colour"), QStringLiteral("red")}}}}};
    QVERIFY(isQwantumScenario(o));
    const ScenarioResult r = runScenario(o);
    QCOMPARE(r.status.error, ReadError::Refused);
    QCOMPARE(r.failedAction, 2);
    QCOMPARE(r.status.message(),
             QStringLiteral("action 2 (write) is illegal: red is closed for this roll"));
    QCOMPARE(r.applied.size(), size_t(2));
    QVERIFY(r.loaded);
    QCOMPARE(r.state.answered, uint8_t(2));
    QCOMPARE(r.state.sheets[0].filled[size_t(Colour::Red)], int8_t(4));
}

void TestQwantumFormats::scenarioFailures_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("error");
    QTest::addColumn<int>("failedAction");
    QTest::addColumn<QString>("reason");
    const QByteArray head = R"({"format": "qwantum-scenario", "version": 1, )";
    const int unreadable = int(ReadError::Unreadable), refused = int(ReadError::Refused);
    QTest::newRow("Quantum's") << QByteArray(R"({"format": "quantum-scenario", "version": 1})")
                               << unreadable << -1 << "not a Qwantum scenario";
    QTest::newRow("a newer version")
        << QByteArray(R"({"format": "qwantum-scenario", "version": 2, "players": 2})") << unreadable
        << -1 << "scenario version 2 is newer than this program reads (1)";
    QTest::newRow("another game")
        << QByteArray(R"({"format": "qwantum-scenario", "game": "quantum", "version": 1})")
        << unreadable << -1 << "scenario: \"game\" must be \"qwantum\"";
    QTest::newRow("no players") << head + R"("seed": 1})" << unreadable << -1
                                << "scenario: \"players\" (2 to 4) or a \"position\" is needed";
    QTest::newRow("Q-COMP-3 five players") << head + R"("players": 5})" << refused << -1
                                           << "players: 5 players: Qwantum is for 2 to 4";
    QTest::newRow("players with a position")
        << head + R"("players": 2, "position": {"players": 2}})" << unreadable << -1
        << "scenario: \"players\" is for a new game; the position has its own";
    QTest::newRow("a die 7") << head + R"("players": 2, "dice": [1, 7]})" << unreadable << -1
                             << "scenario: dice[1] must be 1..6";
    QTest::newRow("the dice run out")
        << head + R"("players": 2, "dice": [1, 1, 1, 1, 1, 1]})" << unreadable << -1
        << "action 0: the scripted dice ran out (add dice or a seed)";
    QTest::newRow("the dice run out in a re-roll")
        << head +
               R"("players": 2, "dice": [1, 1, 1, 1, 1, 1, 1], "actions": [{"type": "reroll", "dice": [0]}]})"
        << unreadable << 0 << "action 0: the scripted dice ran out";
    QTest::newRow("an action that is not an object")
        << head + R"("players": 2, "seed": 1, "actions": [3]})" << unreadable << 0
        << "action 0: must be an object";
    QTest::newRow("an unknown action")
        << head + R"("players": 2, "seed": 1, "actions": [{"type": "cross"}]})" << unreadable << 0
        << "action 0: action.type: unknown action type \"cross\"";
    QTest::newRow("Q-TURN-6 phase 2 needs a player")
        << head + R"("players": 3, "seed": 1, "actions": [{"type": "misthrow"}, {"type": "pass"}]})"
        << unreadable << 1 << "action 1: action.player: missing";
    QTest::newRow("Q-TURN-2 no second re-roll")
        << head +
               R"("players": 2, "seed": 1, "actions": [{"type": "reroll", "dice": [0]}, {"type": "reroll", "dice": ["white"]}]})"
        << refused << 1 << "action 1 (reroll) is illegal: the dice were re-rolled once already";
    QTest::newRow("a position refused")
        << head + R"("position": {"players": 2, "turn": 2}})" << refused << -1
        << "position.turn: turn 2 comes too late for player";
}

void TestQwantumFormats::scenarioFailures()
{
    QFETCH(QByteArray, json);
    QFETCH(int, error);
    QFETCH(int, failedAction);
    QFETCH(QString, reason);
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    QVERIFY(!o.isEmpty());
    const ScenarioResult r = runScenario(o);
    QCOMPARE(int(r.status.error), error);
    QCOMPARE(r.failedAction, failedAction);
    QVERIFY2(r.status.message().startsWith(reason), qPrintable(r.status.message()));
}

// The scenarios of tests/data/qwantum: each names its rules and meets its `expect` block
// (docs/qwantum-formats.md#scenarios).
void TestQwantumFormats::scenarioFilesMeetTheirExpectations_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(QUANTUM_TEST_DATA "/qwantum"));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 3);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestQwantumFormats::scenarioFilesMeetTheirExpectations()
{
    QFETCH(QString, path);
    const ScenarioResult r = runScenarioFile(path);
    const QJsonObject expect = r.source.value(QStringLiteral("expect")).toObject();
    QVERIFY2(!expect.isEmpty(), "a scenario of tests/data/qwantum needs an expect block");
    const QJsonValue rule = r.source.value(QStringLiteral("rule"));
    QVERIFY2(rule.isString() ? rule.toString().startsWith(QLatin1String("Q-"))
                             : !rule.toArray().isEmpty(),
             "a scenario names its rules (Q-...)");
    const QString error = expect.value(QStringLiteral("error")).toString();
    if (error.isEmpty()) {
        QVERIFY2(r.status.ok(), qPrintable(r.status.message()));
    } else {
        QCOMPARE(r.status.error,
                 error == QLatin1String("refused") ? ReadError::Refused : ReadError::Unreadable);
        if (expect.contains(QStringLiteral("failedAction")))
            QCOMPARE(r.failedAction, expect.value(QStringLiteral("failedAction")).toInt());
        QVERIFY2(r.status.message().contains(expect.value(QStringLiteral("message")).toString()),
                 qPrintable(r.status.message()));
    }
    QVERIFY(r.loaded);
    const QJsonObject state = stateToJson(r.state);
    const QJsonObject paths = expect.value(QStringLiteral("state")).toObject();
    for (auto it = paths.begin(); it != paths.end(); ++it)
        QVERIFY2(valueAt(state, it.key()) == it.value(),
                 qPrintable(it.key() + QStringLiteral(": ") +
                            QString::fromUtf8(QJsonDocument(QJsonArray{valueAt(state, it.key())})
                                                  .toJson(QJsonDocument::Compact))));
    size_t next = 0;
    for (const QJsonValue &pattern : expect.value(QStringLiteral("events")).toArray()) {
        while (next < r.events.size() && !matches(eventToJson(r.events[next]), pattern.toObject()))
            ++next;
        QVERIFY2(next < r.events.size(),
                 qPrintable(QStringLiteral("no event matches ") +
                            QString::fromUtf8(compact(pattern.toObject()))));
        ++next;
    }
}

// `quantum-cli legal`'s document: the players due, each with their legal actions.
void TestQwantumFormats::legalActionsDocument()
{
    const QJsonObject a = legalActionsToJson(positionA());
    QCOMPARE(a.value(QStringLiteral("format")).toString(), QStringLiteral("qwantum-actions"));
    const QJsonArray due = a.value(QStringLiteral("due")).toArray();
    QCOMPARE(due.size(), 1);
    QCOMPARE(valueAt(due[0], QStringLiteral("player")).toInt(), 0);
    // Phase 1 of player 0: writes that fit (purple 5, blue 9, red 10, yellow 4), a misthrow, and
    // 127 re-rolls (Q-TURN-2).
    QCOMPARE(valueAt(due[0], QStringLiteral("actions")).toArray().size(), 4 + 1 + 127);
    const QJsonObject b = legalActionsToJson(positionB());
    QCOMPARE(b.value(QStringLiteral("due")).toArray().size(), 2); // Q-TURN-6: everyone at once
    State over = positionB();
    over.phase = Phase::Over;
    QVERIFY(legalActionsToJson(over).value(QStringLiteral("due")).toArray().isEmpty());
}

QTEST_GUILESS_MAIN(TestQwantumFormats)
#include "tst_qwantum_formats.moc"
