// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli tournament, the engine protocol (quantum-cli engine) and external engines as
// players (cmd:"..."), run as processes (docs/cli.md, docs/engine-protocol.md).

#include "clirun.h"
#include "engine/balance.h"
#include "engine/bots.h"
#include "engine/game.h"
#include "engine/json.h"
#include "engine/map.h"
#include "engine/qwantum/bots.h"
#include "engine/qwantum/json.h"
#include "engine/qwantum/rules.h"
#include "engine/rules.h"
#include "engine/scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace quantum;

namespace {

using clitest::cli;
using clitest::Run;
using clitest::shippedMap;

const QString kAlpha = shippedMap(QStringLiteral("alpha-sector.json")); // 2 seats
const QString kBeta = shippedMap(QStringLiteral("beta-sector.json"));   // 3 seats
const QString kAegis = shippedMap(QStringLiteral("aegis.json"));        // 4 seats

// Our own engine as an external player: cmd:"quantum-cli engine --bot NAME".
QString ourEngine(const QString &bot)
{
    return QStringLiteral("cmd:\"%1 engine --bot %2\"").arg(QStringLiteral(QUANTUM_CLI), bot);
}

QStringList tournament(const QString &map, const QString &players, int games, int seed,
                       const QStringList &more = {})
{
    return QStringList{QStringLiteral("tournament"),
                       QStringLiteral("--map"),
                       map,
                       QStringLiteral("--players"),
                       players,
                       QStringLiteral("--games"),
                       QString::number(games),
                       QStringLiteral("--seed"),
                       QString::number(seed)} +
           more;
}

// The last line of stdout, as JSON.
QJsonObject lastJson(const Run &r)
{
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    return QJsonDocument::fromJson(lines.last()).object();
}

// The per-game lines and the summary of selfplay, without the timing.
QByteArray withoutTiming(const QByteArray &out)
{
    const qsizetype at = out.indexOf(", seconds");
    return at < 0 ? out : out.left(at);
}

// One engine process spoken to line by line.
class Engine {
public:
    explicit Engine(const QString &bot)
    {
        m_p.start(QStringLiteral(QUANTUM_CLI),
                  {QStringLiteral("engine"), QStringLiteral("--bot"), bot});
        m_p.waitForStarted();
    }
    ~Engine()
    {
        if (m_p.state() != QProcess::NotRunning) {
            m_p.kill();
            m_p.waitForFinished();
        }
    }
    QProcess &process() { return m_p; }
    void send(const QByteArray &line) { m_p.write(line + '\n'); }
    // The next answer line (empty when none comes within a minute).
    QByteArray next()
    {
        while (!m_buffer.contains('\n')) {
            if (!m_p.waitForReadyRead(60000)) return {};
            m_buffer += m_p.readAllStandardOutput();
        }
        const qsizetype nl = m_buffer.indexOf('\n');
        const QByteArray line = m_buffer.left(nl);
        m_buffer.remove(0, nl + 1);
        return line;
    }
    QJsonObject ask(const QJsonObject &request)
    {
        send(QJsonDocument(request).toJson(QJsonDocument::Compact));
        return QJsonDocument::fromJson(next()).object();
    }

private:
    QProcess m_p;
    QByteArray m_buffer;
};

QJsonObject chooseRequest(const GameState &s, const std::vector<Action> &legal, uint64_t seed)
{
    QJsonObject o;
    o[QStringLiteral("type")] = QStringLiteral("choose");
    o[QStringLiteral("map")] = mapToJson(s.board->map());
    o[QStringLiteral("state")] = stateToJson(s);
    o[QStringLiteral("actions")] = actionsToJson(*s.board, legal);
    o[QStringLiteral("seed")] = QString::number(seed);
    o[QStringLiteral("budget")] = QJsonObject{{QStringLiteral("iterations"), 50}};
    return o;
}

// A Qwantum decision of `player` as the host asks it (docs/engine-protocol.md).
QJsonObject qwChooseRequest(const qw::State &s, int player, uint64_t seed)
{
    std::vector<qw::Action> legal;
    qw::legalActions(s, player, legal);
    QJsonObject o;
    o[QStringLiteral("type")] = QStringLiteral("choose");
    o[QStringLiteral("game")] = QStringLiteral("qwantum");
    o[QStringLiteral("state")] = qw::stateToJson(s);
    o[QStringLiteral("player")] = player;
    o[QStringLiteral("actions")] = qw::actionsToJson(legal);
    o[QStringLiteral("seed")] = QString::number(seed);
    o[QStringLiteral("budget")] = QJsonObject{{QStringLiteral("ms"), 0}};
    return o;
}

// Plays random legal actions until `stop` says so or the game is over: every due player picks
// on the same position, then the picks are applied in player order, as playGame does.
template <typename Stop> void playQwantumUntil(qw::State &s, Dice &dice, Rng &pick, Stop stop)
{
    std::vector<qw::Action> legal;
    while (s.phase != qw::Phase::Over && !stop(s)) {
        std::vector<qw::Action> answers;
        for (int who : qw::playersDue(s)) {
            qw::legalActions(s, who, legal);
            answers.push_back(legal[pick.below(uint32_t(legal.size()))]);
        }
        for (const qw::Action &a : answers)
            QVERIFY(qw::apply(s, a, dice));
    }
}

// A Qwantum tournament or selfplay: the command, then --game qwantum and `more`.
QStringList qwantum(const QString &command, const QStringList &more)
{
    return QStringList{command, QStringLiteral("--game"), QStringLiteral("qwantum")} + more;
}

} // namespace

class TestTournament : public QObject {
    Q_OBJECT
private slots:
    void countsAddUpAndSeatsRotate();
    void sameSeedSameResultWhateverTheJobs();
    void samePlayerTwiceIsTwoPlayers();
    void unevenSeatsAreNoted();
    void badArguments_data();
    void badArguments();
    void everyBotNameIsAccepted();
    void engineAnswersLegalActionsAndSurvivesJunk();
    void enginePlaysWholeGameInProcessOrder();
    void cmdEnginesPlayAsTheBuiltInBots();
    void pythonExampleEnginePlays();
    void brokenEngineForfeits_data();
    void brokenEngineForfeits();
    void selfplayReportsForfeits();
    void illegalChoiceForfeitsInProcess();
    void hideDecksIgnoresTheTrueOrder();
    void mapBalanceIsTheEditorsCheck();
    void qwantumTournamentAndSelfplay();
    void qwantumBadArguments_data();
    void qwantumBadArguments();
    void qwantumEngineAnswersAndSurvivesJunk();
    void qwantumEnginePlaysWholeGameInProcessOrder();
    void qwantumCmdEnginesPlayAsTheBuiltInBots();
    void qwantumBrokenEngineForfeits_data();
    void qwantumBrokenEngineForfeits();
    void pythonExampleEnginePlaysQwantum();
};

// Every game is one player's win or a draw; each player sits in each seat equally often.
void TestTournament::countsAddUpAndSeatsRotate()
{
    const Run r = cli(tournament(kBeta, QStringLiteral("greedy,random,greedy"), 6, 11,
                                 {QStringLiteral("--jobs"), QStringLiteral("2")}));
    QCOMPARE(r.code, 0);
    const QJsonObject o = lastJson(r);
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("quantum-tournament"));
    QCOMPARE(o.value(QStringLiteral("games")).toInt(), 6);
    QCOMPARE(o.value(QStringLiteral("seats")).toInt(), 3);
    const QJsonArray players = o.value(QStringLiteral("players")).toArray();
    QCOMPARE(players.size(), 3);
    int wins = 0, seatWinTotal = 0;
    for (int k = 0; k < 3; ++k) {
        const QJsonObject p = players[k].toObject();
        QCOMPARE(p.value(QStringLiteral("player")).toInt(), k);
        const int w = p.value(QStringLiteral("wins")).toInt();
        wins += w;
        int fromSeats = 0;
        for (int seat = 0; seat < 3; ++seat) {
            QCOMPARE(p.value(QStringLiteral("seatGames")).toArray()[seat].toInt(), 2);
            fromSeats += p.value(QStringLiteral("seatWins")).toArray()[seat].toInt();
        }
        QCOMPARE(fromSeats, w);
        QCOMPARE(p.value(QStringLiteral("winRate")).toDouble(), w / 6.0);
        QVERIFY(p.value(QStringLiteral("low")).toDouble() <= w / 6.0);
        QVERIFY(p.value(QStringLiteral("high")).toDouble() >= w / 6.0);
        QCOMPARE(p.value(QStringLiteral("forfeits")).toInt(), 0);
    }
    for (const QJsonValue v : o.value(QStringLiteral("seatWins")).toArray())
        seatWinTotal += v.toInt();
    QCOMPARE(seatWinTotal, wins);
    QCOMPARE(wins + o.value(QStringLiteral("draws")).toInt(), 6);
    QVERIFY(o.value(QStringLiteral("avgTurns")).toDouble() > 1);
    QVERIFY(r.out.contains("player 1 random: "));
    QVERIFY2(r.err.contains("games 6/6"), r.err.constData()); // the progress line
}

void TestTournament::sameSeedSameResultWhateverTheJobs()
{
    const QString players = QStringLiteral("greedy,random");
    const Run one = cli(tournament(kAlpha, players, 8, 5, {QStringLiteral("--jobs=1")}));
    const Run two = cli(tournament(kAlpha, players, 8, 5, {QStringLiteral("--jobs=2")}));
    const Run again = cli(tournament(kAlpha, players, 8, 5, {QStringLiteral("--jobs=2")}));
    const Run other = cli(tournament(kAlpha, QStringLiteral("random,random"), 8, 6));
    QCOMPARE(one.code, 0);
    QCOMPARE(lastJson(one), lastJson(two));
    QCOMPARE(lastJson(two), lastJson(again));
    QCOMPARE(other.code, 0);
    QVERIFY(lastJson(other) != lastJson(one));
}

// The same bot twice: two players, told apart by their index.
void TestTournament::samePlayerTwiceIsTwoPlayers()
{
    const Run r = cli(tournament(kAlpha, QStringLiteral("greedy,greedy"), 4, 3));
    QCOMPARE(r.code, 0);
    const QJsonArray players = lastJson(r).value(QStringLiteral("players")).toArray();
    QCOMPARE(players.size(), 2);
    QCOMPARE(players[0].toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("greedy"));
    QCOMPARE(players[1].toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("greedy"));
    QCOMPARE(players[1].toObject().value(QStringLiteral("player")).toInt(), 1);
    QVERIFY(r.out.contains("player 0 greedy: "));
    QVERIFY(r.out.contains("player 1 greedy: "));
}

void TestTournament::unevenSeatsAreNoted()
{
    const Run r = cli(tournament(kAlpha, QStringLiteral("greedy,random"), 3, 1));
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.contains("not a multiple"), r.err.constData());
    const QJsonArray players = lastJson(r).value(QStringLiteral("players")).toArray();
    const QJsonArray seats = players[0].toObject().value(QStringLiteral("seatGames")).toArray();
    QCOMPARE(seats[0].toInt() + seats[1].toInt(), 3);
    QCOMPARE(seats[0].toInt(), 2); // player 0 in seat 0 in games 0 and 2
}

void TestTournament::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("reason");
    const QString names = botNames().join(QStringLiteral(", "));
    QTest::newRow("no players") << QStringList{QStringLiteral("tournament"),
                                               QStringLiteral("--map"),
                                               kAlpha,
                                               QStringLiteral("--games"),
                                               QStringLiteral("2"),
                                               QStringLiteral("--seed"),
                                               QStringLiteral("1")}
                                << 2 << QStringLiteral("tournament needs --players");
    QTest::newRow("unknown bot")
        << tournament(kAlpha, QStringLiteral("greedy,genius"), 2, 1) << 2
        << QStringLiteral("unknown bot \"genius\" (use %1 or cmd:").arg(names);
    QTest::newRow("one player for two seats")
        << tournament(kAlpha, QStringLiteral("greedy"), 2, 1) << 2
        << QStringLiteral("1 players for a table of 2 seats");
    QTest::newRow("three players for two seats")
        << tournament(kAlpha, QStringLiteral("greedy,random,greedy"), 2, 1) << 2
        << QStringLiteral("3 players for a table of 2 seats");
    QTest::newRow("no games") << tournament(kAlpha, QStringLiteral("greedy,random"), 0, 1) << 2
                              << QStringLiteral("--games must be an integer from 1");
    QTest::newRow("bad jobs") << tournament(kAlpha, QStringLiteral("greedy,random"), 2, 1,
                                            {QStringLiteral("--jobs"), QStringLiteral("0")})
                              << 2 << QStringLiteral("--jobs must be an integer from 1 to 256");
    QTest::newRow("bad budget") << tournament(
                                       kAlpha, QStringLiteral("greedy,random"), 2, 1,
                                       {QStringLiteral("--budget-ms"), QStringLiteral("soon")})
                                << 2 << QStringLiteral("--budget-ms must be an integer");
    QTest::newRow("invalid map") << tournament(QStringLiteral("7* 6 / 7 7*"),
                                               QStringLiteral("greedy,random"), 2, 1)
                                 << 1 << QStringLiteral("invalid map");
    QTest::newRow("unclosed quote")
        << tournament(kAlpha, QStringLiteral("greedy,cmd:\"python3 x.py"), 2, 1) << 2
        << QStringLiteral("unclosed quote");
    QTest::newRow("empty player") << tournament(kAlpha, QStringLiteral("greedy,"), 2, 1) << 2
                                  << QStringLiteral("empty name");
    QTest::newRow("empty command") << tournament(kAlpha, QStringLiteral("greedy,cmd:\"\""), 2, 1)
                                   << 2 << QStringLiteral("names no command");
    QTest::newRow("engine does not start")
        << tournament(kAlpha, QStringLiteral("greedy,cmd:\"/nonexistent/engine --fast\""), 2, 1)
        << 2 << QStringLiteral("the engine does not start");
    QTest::newRow("unexpected argument")
        << (tournament(kAlpha, QStringLiteral("greedy,random"), 2, 1) << QStringLiteral("extra"))
        << 2 << QStringLiteral("tournament: unexpected argument \"extra\"");
    QTest::newRow("selfplay unknown bot")
        << QStringList{QStringLiteral("selfplay"),
                       QStringLiteral("--map"),
                       kAlpha,
                       QStringLiteral("--games"),
                       QStringLiteral("1"),
                       QStringLiteral("--seed"),
                       QStringLiteral("1"),
                       QStringLiteral("--bots"),
                       QStringLiteral("clever")}
        << 2 << QStringLiteral("unknown bot \"clever\" (use %1 or cmd:").arg(names);
    QTest::newRow("engine unknown bot")
        << QStringList{QStringLiteral("engine"), QStringLiteral("--bot"), QStringLiteral("clever")}
        << 2 << QStringLiteral("unknown bot \"clever\" (use %1)").arg(names);
    QTest::newRow("serve unknown bot")
        << QStringList{QStringLiteral("serve"),
                       QStringLiteral("--map"),
                       kAlpha,
                       QStringLiteral("--seats"),
                       QStringLiteral("open,ai:clever"),
                       QStringLiteral("--port"),
                       QStringLiteral("0")}
        << 2 << QStringLiteral("unknown bot \"clever\" (use %1)").arg(names);
    QTest::newRow("bot unknown bot")
        << QStringList{QStringLiteral("bot"), QStringLiteral("--connect"),
                       QStringLiteral("127.0.0.1:1"), QStringLiteral("--bot"),
                       QStringLiteral("clever")}
        << 2 << QStringLiteral("unknown bot \"clever\" (use %1)").arg(names);
}

void TestTournament::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, reason);
    const Run r = cli(args);
    QCOMPARE(r.code, code);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(r.err.startsWith("quantum-cli: ") && r.err.count('\n') == 1, r.err.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(reason), r.err.constData());
}

// serve, bot and engine take every name of botNames(); help lists them.
void TestTournament::everyBotNameIsAccepted()
{
    const QStringList names = botNames();
    const Run help = cli({QStringLiteral("--help")});
    QVERIFY(help.out.contains(
        "bots: " + names.join(QStringLiteral(", ")).toUtf8() +
        " (Qwantum: " + botNames(GameKind::Qwantum).join(QStringLiteral(", ")).toUtf8() + ")\n"));
    for (const QString &name : names) {
        Engine engine(name);
        const QJsonObject hello = engine.ask({{QStringLiteral("type"), QStringLiteral("hello")}});
        QCOMPARE(hello.value(QStringLiteral("bot")).toString(), name);
        QCOMPARE(hello.value(QStringLiteral("protocol")).toInt(), 1);

        // bot: gets past the name to the connection (refused: nothing listens on port 1).
        const Run bot = cli({QStringLiteral("bot"), QStringLiteral("--connect"),
                             QStringLiteral("127.0.0.1:1"), QStringLiteral("--bot"), name});
        QCOMPARE(bot.code, 2);
        QVERIFY2(bot.err.contains("cannot connect"), bot.err.constData());

        // serve: listens with the computer seat (then stopped).
        QProcess serve;
        serve.start(QStringLiteral(QUANTUM_CLI),
                    {QStringLiteral("serve"), QStringLiteral("--map"), kAlpha,
                     QStringLiteral("--seats"), QStringLiteral("open,ai:") + name,
                     QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"),
                     QStringLiteral("127.0.0.1"), QStringLiteral("--no-discovery")});
        QByteArray said;
        while (!said.contains("listening on port") && serve.waitForReadyRead(30000))
            said += serve.readAllStandardOutput();
        QVERIFY2(said.contains("listening on port"), serve.readAllStandardError().constData());
        serve.kill();
        serve.waitForFinished();
    }
}

// Legal answers; junk, a wrong list, an unknown request and an over-long line get one error
// line each and the engine goes on; EOF ends it with exit 0.
void TestTournament::engineAnswersLegalActionsAndSurvivesJunk()
{
    ReadStatus st;
    const BoardPtr board = loadBoard(kAlpha, st);
    QVERIFY(board);
    SeededDice dice(9);
    GameState s = newGame(board, dice);
    std::vector<Action> legal;
    legalActions(s, legal);
    QVERIFY(!legal.empty());

    Engine engine(QStringLiteral("greedy"));
    const QJsonObject request = chooseRequest(s, legal, 4);
    const QByteArray good = QJsonDocument(request).toJson(QJsonDocument::Compact);
    QJsonObject wrongList = request;
    wrongList[QStringLiteral("actions")] = QJsonArray{};
    QJsonObject gameOver = request;
    QJsonObject withId = request;
    withId[QStringLiteral("id")] = 42;
    const QList<QByteArray> requests{
        "this is not json",
        "[1, 2, 3]",
        "{\"type\": \"castle\"}",
        QJsonDocument(wrongList).toJson(QJsonDocument::Compact),
        "{\"type\": \"choose\", \"map\": 7}",
        QByteArray(9 * 1024 * 1024, 'x'),
        QByteArray("{\"type\":\"choose\",\"state\":{},\"map\":") + QByteArray(1, '\0') + "}",
        good,
        QJsonDocument(withId).toJson(QJsonDocument::Compact),
    };
    const QStringList errors{QStringLiteral("bad-json"),     QStringLiteral("bad-request"),
                             QStringLiteral("unknown-type"), QStringLiteral("bad-actions"),
                             QStringLiteral("bad-map"),      QStringLiteral("line-too-long"),
                             QStringLiteral("bad-json")};
    for (const QByteArray &line : requests) {
        engine.send(line);
        engine.send(""); // blank lines get no answer
    }
    for (const QString &expected : errors) {
        const QJsonObject answer = QJsonDocument::fromJson(engine.next()).object();
        QCOMPARE(answer.value(QStringLiteral("type")).toString(), QStringLiteral("error"));
        QCOMPARE(answer.value(QStringLiteral("error")).toString(), expected);
        QVERIFY(!answer.value(QStringLiteral("message")).toString().isEmpty());
        QVERIFY(!answer.contains(QStringLiteral("id"))); // none was sent
    }
    for (int i = 0; i < 2; ++i) {
        const QJsonObject answer = QJsonDocument::fromJson(engine.next()).object();
        QCOMPARE(answer.value(QStringLiteral("type")).toString(), QStringLiteral("action"));
        const int index = answer.value(QStringLiteral("index")).toInt(-1);
        QVERIFY(index >= 0 && index < int(legal.size()));
        ReadStatus ast;
        const Action a = actionFromJson(*board, answer.value(QStringLiteral("action")).toObject(),
                                        s.toAct(), ast);
        QVERIFY2(ast.ok(), qPrintable(ast.message()));
        QVERIFY(a.sameAs(legal[size_t(index)]));
        QCOMPARE(answer.value(QStringLiteral("id")).toInt(), i == 1 ? 42 : 0);
    }
    engine.process().closeWriteChannel();
    QVERIFY(engine.process().waitForFinished(60000));
    QCOMPARE(engine.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(engine.process().exitCode(), 0);
}

// A whole game whose every decision comes from one engine process: each answer is legal and
// the game is the one the same bot plays in-process (seeded the same, one bot per seat).
void TestTournament::enginePlaysWholeGameInProcessOrder()
{
    ReadStatus st;
    const BoardPtr board = loadBoard(kBeta, st);
    QVERIFY(board);
    const int seats = board->map().players;
    std::vector<std::unique_ptr<Bot>> local;
    for (int seat = 0; seat < seats; ++seat)
        local.push_back(makeBot(QStringLiteral("greedy"), 100 + uint64_t(seat)));
    SeededDice dice(21);
    GameState s = newGame(board, dice);
    Engine engine(QStringLiteral("greedy"));
    std::vector<Action> legal;
    int decisions = 0;
    while (s.phase != Phase::GameOver && decisions < 3000) {
        legalActions(s, legal);
        QVERIFY(!legal.empty());
        const int who = s.toAct();
        const QJsonObject answer = engine.ask(chooseRequest(s, legal, 100 + uint64_t(who)));
        QCOMPARE(answer.value(QStringLiteral("type")).toString(), QStringLiteral("action"));
        const int index = answer.value(QStringLiteral("index")).toInt(-1);
        QVERIFY(index >= 0 && index < int(legal.size()));
        const Action mine = local[size_t(who)]->choose(s, legal);
        QVERIFY2(mine.sameAs(legal[size_t(index)]),
                 qPrintable(QStringLiteral("decision %1 differs").arg(decisions)));
        apply(s, legal[size_t(index)], dice);
        ++decisions;
    }
    QCOMPARE(s.phase, Phase::GameOver);
}

// Our own engine through the protocol plays exactly the games of the built-in bot.
void TestTournament::cmdEnginesPlayAsTheBuiltInBots()
{
    for (const QString &map : {kAlpha, kAegis}) {
        const QStringList base{QStringLiteral("selfplay"),
                               QStringLiteral("--map"),
                               map,
                               QStringLiteral("--games"),
                               QStringLiteral("3"),
                               QStringLiteral("--seed"),
                               QStringLiteral("40"),
                               QStringLiteral("--iterations"),
                               QStringLiteral("20")};
        const Run inProcess =
            cli(base + QStringList{QStringLiteral("--bots"), QStringLiteral("greedy")});
        const Run external =
            cli(base + QStringList{QStringLiteral("--bots"), ourEngine(QStringLiteral("greedy"))});
        QCOMPARE(inProcess.code, 0);
        QCOMPARE(external.code, 0);
        QCOMPARE(withoutTiming(external.out), withoutTiming(inProcess.out));
        QCOMPARE(inProcess.out.count("\ngame "), 2);
    }
    const Run builtIn = cli(tournament(kAlpha, QStringLiteral("greedy,random"), 4, 8,
                                       {QStringLiteral("--jobs"), QStringLiteral("2")}));
    const Run viaProtocol =
        cli(tournament(kAlpha,
                       ourEngine(QStringLiteral("greedy")) + QStringLiteral(",") +
                           ourEngine(QStringLiteral("random")),
                       4, 8, {QStringLiteral("--jobs"), QStringLiteral("2")}));
    QCOMPARE(viaProtocol.code, 0);
    QJsonObject a = lastJson(builtIn), b = lastJson(viaProtocol);
    QJsonArray pa = a.take(QStringLiteral("players")).toArray(),
               pb = b.take(QStringLiteral("players")).toArray();
    QCOMPARE(a, b);
    for (int k = 0; k < 2; ++k) {
        QJsonObject x = pa[k].toObject(), y = pb[k].toObject();
        x.remove(QStringLiteral("name"));
        y.remove(QStringLiteral("name"));
        QCOMPARE(x, y);
    }
}

// docs/examples/random_engine.py plays whole games (Debian has python3).
void TestTournament::pythonExampleEnginePlays()
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QVERIFY2(!python.isEmpty(), "python3 is needed for the example engine");
    const QString player =
        QStringLiteral("cmd:\"%1 %2\"").arg(python, QStringLiteral(QUANTUM_EXAMPLE_ENGINE));
    const Run r = cli(tournament(kAlpha, player + QStringLiteral(",random"), 2, 3));
    QCOMPARE(r.code, 0);
    const QJsonObject o = lastJson(r);
    QCOMPARE(o.value(QStringLiteral("games")).toInt(), 2);
    const QJsonArray players = o.value(QStringLiteral("players")).toArray();
    QCOMPARE(players[0].toObject().value(QStringLiteral("forfeits")).toInt(), 0);
    QCOMPARE(players[0].toObject().value(QStringLiteral("wins")).toInt() +
                 players[1].toObject().value(QStringLiteral("wins")).toInt() +
                 o.value(QStringLiteral("draws")).toInt(),
             2);
    QVERIFY(o.value(QStringLiteral("avgTurns")).toDouble() > 1);
}

void TestTournament::brokenEngineForfeits_data()
{
    QTest::addColumn<QByteArray>("script"); // after a correct hello
    QTest::addColumn<QString>("reason");
    QTest::newRow("exits") << QByteArray("read l; exit 3") << QStringLiteral("exited with code 3");
    QTest::newRow("junk") << QByteArray("while read l; do echo 'bonjour'; done")
                          << QStringLiteral("not a JSON object: \"bonjour\"");
    QTest::newRow("never answers") << QByteArray("while read l; do :; done")
                                   << QStringLiteral("did not answer within 2050 ms");
    QTest::newRow("index out of range")
        << QByteArray("while read l; do echo '{\"type\":\"action\",\"index\":99999}'; done")
        << QStringLiteral("not one of the");
    QTest::newRow("illegal action")
        << QByteArray("while read l; do echo "
                      "'{\"type\":\"action\",\"action\":{\"type\":\"research\"}}'; done")
        << QStringLiteral("illegal action (research)");
    QTest::newRow("error answer")
        << QByteArray("while read l; do echo '{\"type\":\"error\",\"message\":\"tired\"}'; done")
        << QStringLiteral("answered an error: \"tired\"");
    QTest::newRow("answers twice") // both lines in one write: they arrive together
        << QByteArray(
               "while read l; do printf "
               "'{\"type\":\"action\",\"index\":0}\\n{\"type\":\"action\",\"index\":0}\\n'; done")
        << QStringLiteral("a line it was not asked for");
    QTest::newRow("endless line")
        << QByteArray(
               "read l; while :; do printf 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'; done")
        << QStringLiteral("longer than 1048576 bytes");
}

// A dead, junk-speaking, silent or lying engine loses each of its games, with the reason on
// stderr, and the tournament ends.
void TestTournament::brokenEngineForfeits()
{
    QFETCH(QByteArray, script);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("engine.sh"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("read l; echo '{\"type\":\"hello\",\"protocol\":1,\"name\":\"broken\"}'\n" + script +
            '\n');
    f.close();
    const Run r = cli(tournament(kAlpha, QStringLiteral("greedy,cmd:\"sh %1\"").arg(path), 2, 1,
                                 {QStringLiteral("--budget-ms"), QStringLiteral("50"),
                                  QStringLiteral("--margin-ms"), QStringLiteral("2000")}));
    QCOMPARE(r.code, 0);
    const QJsonObject o = lastJson(r);
    const QJsonArray players = o.value(QStringLiteral("players")).toArray();
    QCOMPARE(players[1].toObject().value(QStringLiteral("forfeits")).toInt(), 2);
    QCOMPARE(players[1].toObject().value(QStringLiteral("wins")).toInt(), 0);
    QCOMPARE(players[0].toObject().value(QStringLiteral("wins")).toInt(), 2); // two players
    QCOMPARE(QString::fromUtf8(r.err).count(QStringLiteral(" forfeits: ")), 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(reason), r.err.constData());
}

// selfplay's line of a game an engine forfeited says who and why.
void TestTournament::selfplayReportsForfeits()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("engine.sh"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("read l; echo '{\"type\":\"hello\",\"protocol\":1}'; read l; exit 0\n");
    f.close();
    const Run r =
        cli({QStringLiteral("selfplay"), QStringLiteral("--map"), kBeta, QStringLiteral("--games"),
             QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("1"),
             QStringLiteral("--bots"), QStringLiteral("greedy,cmd:\"sh %1\",random").arg(path)});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("game 1 seed 1: no winner, turns 0, actions "), r.out.constData());
    QVERIFY2(r.out.contains(", seat 1 forfeits: the engine exited with code 0\n"),
             r.out.constData());
    QVERIFY(r.out.contains("summary: games 2, wins 0 0 0, draws 0"));
}

namespace {
// Answers an action that is not in the list.
class CheatingBot : public Bot {
public:
    const char *name() const override { return "cheat"; }
    Action choose(const GameState &s, const std::vector<Action> &) override
    {
        Action a;
        a.type = ActionType::Research;
        a.player = int8_t(s.toAct());
        return a;
    }
};
} // namespace

// playGame: a bot that answers an action outside the legal list forfeits at once (R-SETUP-2:
// the first decision is the setup re-roll, where Research is not legal).
void TestTournament::illegalChoiceForfeitsInProcess()
{
    ReadStatus st;
    const BoardPtr board = loadBoard(kAlpha, st);
    QVERIFY(board);
    CheatingBot cheat;
    const std::unique_ptr<Bot> greedy = makeBot(QStringLiteral("greedy"), 1);
    for (int seat = 0; seat < 2; ++seat) {
        std::vector<Bot *> bots{greedy.get(), greedy.get()};
        bots[size_t(seat)] = &cheat;
        const GameRecord rec = playGame(board, 3, bots, 100, true);
        QCOMPARE(rec.forfeit, seat);
        QCOMPARE(rec.winner, 1 - seat);
        QVERIFY(rec.forfeitReason.contains(QLatin1String("not legal")));
        QVERIFY(rec.invariantError.isEmpty());
    }
}

// The determinization of a look-ahead bot does not depend on the decks' true order, so a
// bot given the full state and one given the public view (or a position through the engine
// protocol) decide the same.
void TestTournament::hideDecksIgnoresTheTrueOrder()
{
    ReadStatus st;
    const BoardPtr board = loadBoard(kAlpha, st);
    QVERIFY(board);
    SeededDice setup(5);
    GameState s = newGame(board, setup);
    std::vector<Action> legal;
    Rng pick(2);
    while (s.phase != Phase::Actions) { // play the setup to have dealt decks
        legalActions(s, legal);
        apply(s, legal[pick.below(uint32_t(legal.size()))], setup);
    }
    QVERIFY(s.commandDeckCount > 1 && s.gambitDeckCount > 1);
    GameState reversed = s;
    std::reverse(reversed.commandDeck.begin(),
                 reversed.commandDeck.begin() + reversed.commandDeckCount);
    std::reverse(reversed.gambitDeck.begin(),
                 reversed.gambitDeck.begin() + reversed.gambitDeckCount);
    QVERIFY(reversed.commandDeck != s.commandDeck);
    SeededDice d1(77), d2(77);
    hideDecks(s, d1);
    hideDecks(reversed, d2);
    QVERIFY(reversed.commandDeck == s.commandDeck);
    QVERIFY(reversed.gambitDeck == s.gambitDeck);
}

// map balance: the editor's check from the command line (engine/balance.h): the same games,
// the same JSON as balanceSpec + BalanceTally in this process, counts that add up, whatever
// the jobs; bad arguments get their reason.
void TestTournament::mapBalanceIsTheEditorsCheck()
{
    const Run one =
        cli({QStringLiteral("map"), QStringLiteral("balance"), kBeta, QStringLiteral("--games"),
             QStringLiteral("9"), QStringLiteral("--bot"), QStringLiteral("greedy"),
             QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--quiet")});
    QCOMPARE(one.code, 0);
    const Run two = cli({QStringLiteral("map"), QStringLiteral("balance"), kBeta,
                         QStringLiteral("--games"), QStringLiteral("9"), QStringLiteral("--bot"),
                         QStringLiteral("greedy"), QStringLiteral("--seed"), QStringLiteral("4"),
                         QStringLiteral("--jobs"), QStringLiteral("2")});
    QCOMPARE(two.code, 0);
    const QJsonObject json = lastJson(one);
    QCOMPARE(lastJson(two), json);
    QVERIFY(one.out.contains("map balance: 9 games of greedy on \"Beta Sector\" (3 seats)"));
    QVERIFY(one.out.contains("seat 2: "));

    ReadStatus st;
    const BoardPtr board = loadBoard(kBeta, st);
    QVERIFY(board);
    BalanceTally tally(board);
    QVERIFY(
        runMatch(balanceSpec(board, QStringLiteral("greedy"), 9, 4, 1), [&](const MatchGame &g) {
            tally.add(g);
        }).isEmpty());
    QCOMPARE(json, balanceToJson(tally.report(), *board));
    int wins = 0;
    for (const QJsonValue &seat : json.value(QStringLiteral("seats")).toArray())
        wins += seat.toObject().value(QStringLiteral("wins")).toInt();
    QCOMPARE(wins + json.value(QStringLiteral("draws")).toInt(), 9);
    int chosen = 0;
    for (const QJsonValue &start : json.value(QStringLiteral("starts")).toArray())
        chosen += start.toObject().value(QStringLiteral("of")).toInt();
    QCOMPARE(chosen, 9 * 3); // R-SETUP-4: every seat chose a start in every game

    const Run none = cli({QStringLiteral("map"), QStringLiteral("balance")});
    QCOMPARE(none.code, 2);
    QVERIFY(none.err.contains("map balance needs one map file or notation"));
    const Run unknown = cli({QStringLiteral("map"), QStringLiteral("balance"), kAlpha,
                             QStringLiteral("--bot"), QStringLiteral("nobody")});
    QCOMPARE(unknown.code, 2);
    QVERIFY(unknown.err.contains("unknown bot"));
    const Run two_bots = cli({QStringLiteral("map"), QStringLiteral("balance"), kAlpha,
                              QStringLiteral("--bot"), QStringLiteral("greedy,random")});
    QCOMPARE(two_bots.code, 2);
    const Run invalid =
        cli({QStringLiteral("map"), QStringLiteral("balance"), QStringLiteral("7* 7*"),
             QStringLiteral("--players"), QStringLiteral("3")});
    QCOMPARE(invalid.code, 2); // --players is no option of map balance
}

QTEST_GUILESS_MAIN(TestTournament)
// tournament and selfplay --game qwantum: the same commands, the table's size from the names
// (or --seats), each player's average score besides its wins (Q-END-2, Q-SCORE-3).
void TestTournament::qwantumTournamentAndSelfplay()
{
    const QStringList args{QStringLiteral("tournament"),
                           QStringLiteral("--game"),
                           QStringLiteral("qwantum"),
                           QStringLiteral("--players"),
                           QStringLiteral("random,random,random"),
                           QStringLiteral("--games"),
                           QStringLiteral("9"),
                           QStringLiteral("--seed"),
                           QStringLiteral("3"),
                           QStringLiteral("--check"),
                           QStringLiteral("--jobs"),
                           QStringLiteral("2")};
    const Run r = cli(args);
    QCOMPARE(r.code, 0);
    const QJsonObject o = lastJson(r);
    QCOMPARE(o.value(QStringLiteral("game")).toString(), QStringLiteral("qwantum"));
    QVERIFY(!o.contains(QStringLiteral("map")));
    QCOMPARE(o.value(QStringLiteral("seats")).toInt(), 3);
    QCOMPARE(o.value(QStringLiteral("games")).toInt(), 9);
    int wins = 0;
    for (const QJsonValue v : o.value(QStringLiteral("players")).toArray()) {
        const QJsonObject p = v.toObject();
        wins += p.value(QStringLiteral("wins")).toInt();
        QVERIFY(p.contains(QStringLiteral("avgScore")));
        for (const QJsonValue games : p.value(QStringLiteral("seatGames")).toArray())
            QCOMPARE(games.toInt(), 3);
    }
    QCOMPARE(wins + o.value(QStringLiteral("draws")).toInt(), 9);
    QVERIFY(r.out.contains("average score "));
    QCOMPARE(lastJson(cli(args)), o); // the same seed, the same tournament

    const Run self =
        cli({QStringLiteral("selfplay"), QStringLiteral("--game"), QStringLiteral("qwantum"),
             QStringLiteral("--seats"), QStringLiteral("4"), QStringLiteral("--bots"),
             QStringLiteral("random"), QStringLiteral("--games"), QStringLiteral("3"),
             QStringLiteral("--seed"), QStringLiteral("8"), QStringLiteral("--check")});
    QCOMPARE(self.code, 0);
    QCOMPARE(self.out.count(", scores "), 3);
    QVERIFY(self.out.contains("summary: games 3, wins "));
    QVERIFY(self.out.contains("average scores "));
}

void TestTournament::qwantumBadArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    const QStringList base{QStringLiteral("tournament"), QStringLiteral("--games"),
                           QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("1")};
    QTest::newRow("unknown game") << base + QStringList{QStringLiteral("--game"),
                                                        QStringLiteral("chess"),
                                                        QStringLiteral("--players"),
                                                        QStringLiteral("random,random")}
                                  << QStringLiteral("--game must be quantum or qwantum");
    QTest::newRow("a map") << base +
                                  QStringList{
                                      QStringLiteral("--game"),    QStringLiteral("qwantum"),
                                      QStringLiteral("--map"),     kAlpha,
                                      QStringLiteral("--players"), QStringLiteral("random,random")}
                           << QStringLiteral("--map is not an option of qwantum");
    QTest::newRow("five players") << base +
                                         QStringList{
                                             QStringLiteral("--game"), QStringLiteral("qwantum"),
                                             QStringLiteral("--players"),
                                             QStringLiteral("random,random,random,random,random")}
                                  << QStringLiteral("Qwantum is for 2 to 4 players");
    QTest::newRow("one player") << base + QStringList{QStringLiteral("--game"),
                                                      QStringLiteral("qwantum"),
                                                      QStringLiteral("--players"),
                                                      QStringLiteral("random")}
                                << QStringLiteral("Qwantum is for 2 to 4 players");
    QTest::newRow("Quantum's greedy")
        << base + QStringList{QStringLiteral("--game"), QStringLiteral("qwantum"),
                              QStringLiteral("--players"), QStringLiteral("greedy,random")}
        << QStringLiteral("unknown bot \"greedy\" (use %1 or cmd:")
               .arg(botNames(GameKind::Qwantum).join(QStringLiteral(", ")));
    QTest::newRow("an engine of Quantum only")
        << base + QStringList{QStringLiteral("--game"), QStringLiteral("qwantum"),
                              QStringLiteral("--players"),
                              QStringLiteral("random,") + ourEngine(QStringLiteral("greedy"))}
        << QStringLiteral("the engine does not play qwantum (its hello lists \"quantum\")");
    QTest::newRow("seats for Quantum")
        << base + QStringList{QStringLiteral("--map"),     kAlpha,
                              QStringLiteral("--seats"),   QStringLiteral("2"),
                              QStringLiteral("--players"), QStringLiteral("random,random")}
        << QStringLiteral("--seats is not an option of quantum");
    QTest::newRow("map balance stays Quantum's")
        << QStringList{QStringLiteral("map"), QStringLiteral("balance"), kAlpha,
                       QStringLiteral("--game"), QStringLiteral("qwantum")}
        << QStringLiteral("--game");
}

void TestTournament::qwantumBadArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    const Run r = cli(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(reason), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(r.out.isEmpty());
}

// quantum-cli engine answers Qwantum's requests ("game": "qwantum") with the Qwantum bot of its
// level: each due player of phase 2 on the same position; junk, a wrong game, a missing or
// impossible position, a player who is not due, a wrong list and a finished game get one error
// line each, and the engine goes on.
void TestTournament::qwantumEngineAnswersAndSurvivesJunk()
{
    SeededDice dice(12);
    Rng pick(3);
    qw::State s = qw::newGame(3, dice);
    playQwantumUntil(s, dice, pick, [](const qw::State &at) {
        return at.phase == qw::Phase::Others && at.turn > 2;
    });
    QCOMPARE(s.phase, qw::Phase::Others);
    const std::vector<int> due = qw::playersDue(s);
    QCOMPARE(due.size(), size_t(3));

    Engine engine(QStringLiteral("normal"));
    const QJsonObject hello = engine.ask({{QStringLiteral("type"), QStringLiteral("hello")}});
    QCOMPARE(hello.value(QStringLiteral("games")).toArray(),
             (QJsonArray{QStringLiteral("quantum"), QStringLiteral("qwantum")}));
    for (int who : due) {
        QJsonObject request = qwChooseRequest(s, who, 7);
        request[QStringLiteral("id")] = who;
        const QJsonObject answer = engine.ask(request);
        QCOMPARE(answer.value(QStringLiteral("type")).toString(), QStringLiteral("action"));
        QCOMPARE(answer.value(QStringLiteral("id")).toInt(), who);
        std::vector<qw::Action> legal;
        qw::legalActions(s, who, legal);
        const int index = answer.value(QStringLiteral("index")).toInt(-1);
        QVERIFY(index >= 0 && index < int(legal.size()));
        ReadStatus st;
        const qw::Action a =
            qw::actionFromJson(answer.value(QStringLiteral("action")).toObject(), 3, -1, st);
        QVERIFY2(st.ok(), qPrintable(st.message()));
        QVERIFY(a == legal[size_t(index)]);
        QCOMPARE(int(a.player), who);
    }

    const QJsonObject good = qwChooseRequest(s, due[0], 7);
    QJsonObject chess = good, notAName = good, noState = good, impossible = good, noPlayer = good,
                notDue = good, otherList = good, over = good;
    chess[QStringLiteral("game")] = QStringLiteral("chess");
    notAName[QStringLiteral("game")] = 7;
    noState.remove(QStringLiteral("state"));
    QJsonObject state = qw::stateToJson(s);
    state[QStringLiteral("turn")] = 500; // the sheets hold far fewer marks
    impossible[QStringLiteral("state")] = state;
    noPlayer.remove(QStringLiteral("player")); // three players are due
    notDue[QStringLiteral("player")] = 3;
    otherList[QStringLiteral("actions")] = qwChooseRequest(s, due[1], 7)[QStringLiteral("actions")];
    qw::State end = s;
    playQwantumUntil(end, dice, pick, [](const qw::State &) { return false; });
    over[QStringLiteral("state")] = qw::stateToJson(end);
    const QList<std::pair<QJsonObject, QString>> junk{
        {chess, QStringLiteral("bad-game")},        {notAName, QStringLiteral("bad-game")},
        {noState, QStringLiteral("bad-state")},     {impossible, QStringLiteral("bad-state")},
        {noPlayer, QStringLiteral("bad-player")},   {notDue, QStringLiteral("bad-player")},
        {otherList, QStringLiteral("bad-actions")}, {over, QStringLiteral("no-actions")},
    };
    for (const auto &[request, expected] : junk) {
        const QJsonObject answer = engine.ask(request);
        QCOMPARE(answer.value(QStringLiteral("type")).toString(), QStringLiteral("error"));
        QCOMPARE(answer.value(QStringLiteral("error")).toString(), expected);
        QVERIFY(!answer.value(QStringLiteral("message")).toString().isEmpty());
    }
    // Still answering after the junk.
    QCOMPARE(engine.ask(good).value(QStringLiteral("type")).toString(), QStringLiteral("action"));
    engine.process().closeWriteChannel();
    QVERIFY(engine.process().waitForFinished(60000));
    QCOMPARE(engine.process().exitCode(), 0);

    // greedy is a level of Quantum only: it says so and refuses Qwantum's requests.
    Engine greedy(QStringLiteral("greedy"));
    QCOMPARE(greedy.ask({{QStringLiteral("type"), QStringLiteral("hello")}})
                 .value(QStringLiteral("games"))
                 .toArray(),
             QJsonArray{QStringLiteral("quantum")});
    const QJsonObject refused = greedy.ask(good);
    QCOMPARE(refused.value(QStringLiteral("error")).toString(), QStringLiteral("bad-game"));
    QVERIFY(refused.value(QStringLiteral("message")).toString().contains(QLatin1String("qwantum")));
}

// A whole Qwantum game whose every decision comes from one engine process, asked as playGame
// asks (every due player on the same position, then the answers applied in player order): the
// game is the one the same bots play in-process.
void TestTournament::qwantumEnginePlaysWholeGameInProcessOrder()
{
    const int players = 3;
    std::vector<std::unique_ptr<qw::Bot>> local;
    for (int seat = 0; seat < players; ++seat)
        local.push_back(qw::makeBot(QStringLiteral("hard"), 200 + uint64_t(seat)));
    SeededDice dice(31);
    qw::State s = qw::newGame(players, dice);
    Engine engine(QStringLiteral("hard"));
    std::vector<qw::Action> legal;
    int decisions = 0;
    while (s.phase != qw::Phase::Over && decisions < 5000) {
        std::vector<qw::Action> answers;
        for (int who : qw::playersDue(s)) {
            qw::legalActions(s, who, legal);
            const QJsonObject answer = engine.ask(qwChooseRequest(s, who, 200 + uint64_t(who)));
            QCOMPARE(answer.value(QStringLiteral("type")).toString(), QStringLiteral("action"));
            const int index = answer.value(QStringLiteral("index")).toInt(-1);
            QVERIFY(index >= 0 && index < int(legal.size()));
            const qw::Action mine = local[size_t(who)]->choose(s, who, legal);
            QVERIFY2(mine == legal[size_t(index)],
                     qPrintable(QStringLiteral("decision %1 differs").arg(decisions)));
            answers.push_back(legal[size_t(index)]);
            ++decisions;
        }
        for (const qw::Action &a : answers)
            QVERIFY(qw::apply(s, a, dice));
    }
    QCOMPARE(s.phase, qw::Phase::Over);
}

// Our engine through the protocol plays exactly the Qwantum games of the built-in bots, in
// selfplay and in a tournament.
void TestTournament::qwantumCmdEnginesPlayAsTheBuiltInBots()
{
    const QStringList base{QStringLiteral("--seats"), QStringLiteral("3"),
                           QStringLiteral("--games"), QStringLiteral("2"),
                           QStringLiteral("--seed"),  QStringLiteral("40")};
    const Run inProcess =
        cli(qwantum(QStringLiteral("selfplay"),
                    base + QStringList{QStringLiteral("--bots"), QStringLiteral("normal")}));
    const Run external = cli(
        qwantum(QStringLiteral("selfplay"),
                base + QStringList{QStringLiteral("--bots"), ourEngine(QStringLiteral("normal"))}));
    QCOMPARE(inProcess.code, 0);
    QCOMPARE(external.code, 0);
    QCOMPARE(withoutTiming(external.out), withoutTiming(inProcess.out));
    QCOMPARE(inProcess.out.count(", scores "), 2);

    const QStringList games{QStringLiteral("--games"), QStringLiteral("2"),
                            QStringLiteral("--seed"), QStringLiteral("8")};
    const Run builtIn =
        cli(qwantum(QStringLiteral("tournament"),
                    games + QStringList{QStringLiteral("--players"), QStringLiteral("hard,hard")}));
    const Run viaProtocol = cli(
        qwantum(QStringLiteral("tournament"),
                games + QStringList{QStringLiteral("--players"),
                                    QStringLiteral("hard,") + ourEngine(QStringLiteral("hard"))}));
    QCOMPARE(builtIn.code, 0);
    QCOMPARE(viaProtocol.code, 0);
    QJsonObject a = lastJson(builtIn), b = lastJson(viaProtocol);
    QJsonArray pa = a.take(QStringLiteral("players")).toArray(),
               pb = b.take(QStringLiteral("players")).toArray();
    QCOMPARE(a, b);
    for (int k = 0; k < 2; ++k) {
        QJsonObject x = pa[k].toObject(), y = pb[k].toObject();
        QCOMPARE(y.value(QStringLiteral("forfeits")).toInt(), 0);
        x.remove(QStringLiteral("name"));
        y.remove(QStringLiteral("name"));
        QCOMPARE(x, y);
    }
}

void TestTournament::qwantumBrokenEngineForfeits_data()
{
    QTest::addColumn<QByteArray>("script"); // after a correct hello
    QTest::addColumn<QString>("reason");
    QTest::newRow("exits") << QByteArray("read l; exit 3") << QStringLiteral("exited with code 3");
    QTest::newRow("junk") << QByteArray("while read l; do echo 'bonjour'; done")
                          << QStringLiteral("not a JSON object: \"bonjour\"");
    QTest::newRow("never answers") << QByteArray("while read l; do :; done")
                                   << QStringLiteral("did not answer within 2050 ms");
    QTest::newRow("index out of range")
        << QByteArray("while read l; do echo '{\"type\":\"action\",\"index\":99999}'; done")
        << QStringLiteral("not one of the");
    // Passing is phase 2's: the engine's first roll as the active player is a forfeit.
    QTest::newRow("illegal action")
        << QByteArray(
               "while read l; do echo '{\"type\":\"action\",\"action\":{\"type\":\"pass\"}}'; "
               "done")
        << QStringLiteral("illegal action (pass: passing is phase 2's");
    QTest::newRow("unreadable action")
        << QByteArray(
               "while read l; do echo "
               "'{\"type\":\"action\",\"action\":{\"type\":\"write\",\"colour\":\"green\"}}'; "
               "done")
        << QStringLiteral("unreadable action");
    QTest::newRow("error answer")
        << QByteArray("while read l; do echo '{\"type\":\"error\",\"message\":\"tired\"}'; done")
        << QStringLiteral("answered an error: \"tired\"");
}

// A broken external Qwantum engine loses each of its games, as in Quantum.
void TestTournament::qwantumBrokenEngineForfeits()
{
    QFETCH(QByteArray, script);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("engine.sh"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("read l; echo "
            "'{\"type\":\"hello\",\"protocol\":1,\"name\":\"broken\",\"games\":[\"qwantum\"]}'\n" +
            script + '\n');
    f.close();
    const Run r =
        cli(qwantum(QStringLiteral("tournament"),
                    {QStringLiteral("--players"), QStringLiteral("random,cmd:\"sh %1\"").arg(path),
                     QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--seed"),
                     QStringLiteral("1"), QStringLiteral("--budget-ms"), QStringLiteral("50"),
                     QStringLiteral("--margin-ms"), QStringLiteral("2000")}));
    QCOMPARE(r.code, 0);
    const QJsonArray players = lastJson(r).value(QStringLiteral("players")).toArray();
    QCOMPARE(players[1].toObject().value(QStringLiteral("forfeits")).toInt(), 2);
    QCOMPARE(players[1].toObject().value(QStringLiteral("wins")).toInt(), 0);
    QCOMPARE(players[0].toObject().value(QStringLiteral("wins")).toInt(), 2); // two players
    QCOMPARE(QString::fromUtf8(r.err).count(QStringLiteral(" forfeits: ")), 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(reason), r.err.constData());
}

// docs/examples/random_engine.py plays Qwantum too: its hello lists both games.
void TestTournament::pythonExampleEnginePlaysQwantum()
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QVERIFY2(!python.isEmpty(), "python3 is needed for the example engine");
    const QString player =
        QStringLiteral("cmd:\"%1 %2\"").arg(python, QStringLiteral(QUANTUM_EXAMPLE_ENGINE));
    const Run r = cli(qwantum(QStringLiteral("tournament"),
                              {QStringLiteral("--players"), player + QStringLiteral(",random"),
                               QStringLiteral("--games"), QStringLiteral("2"),
                               QStringLiteral("--seed"), QStringLiteral("3")}));
    QCOMPARE(r.code, 0);
    const QJsonObject o = lastJson(r);
    QCOMPARE(o.value(QStringLiteral("games")).toInt(), 2);
    const QJsonArray players = o.value(QStringLiteral("players")).toArray();
    QCOMPARE(players[0].toObject().value(QStringLiteral("forfeits")).toInt(), 0);
    QCOMPARE(players[0].toObject().value(QStringLiteral("wins")).toInt() +
                 players[1].toObject().value(QStringLiteral("wins")).toInt() +
                 o.value(QStringLiteral("draws")).toInt(),
             2);
}

#include "tst_tournament.moc"
