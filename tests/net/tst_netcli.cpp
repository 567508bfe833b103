// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli serve and bot across processes on 127.0.0.1 (docs/cli.md): a dedicated host
// and two network bots play a whole game that ends as the same seeded local game; a bot with
// the wrong password is refused (exit 1); a bot with no host to reach fails (exit 2).
#include "app/game/session.h"
#include "engine/game.h"
#include "engine/json.h"
#include "tests/net/nettest.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

#include "app/net/client.h"
#include "app/net/identity.h"

#include <csignal>
#include <memory>
#include <sys/types.h>

using namespace quantum;

using namespace quantum::net::test;

namespace {

// The winner of the seeded game of two local computers (greedy in seat 0, `second` in 1).
QString localResult(quint64 seed, const QString &second)
{
    Map map = mapFromNotation(kDuelNotation).map;
    map.players = 2;
    QList<SeatInfo> seats{SeatInfo::computer(), SeatInfo::computer()};
    seats[0].bot = QStringLiteral("greedy");
    seats[1].bot = second;
    Session local(std::make_shared<const Board>(map), seats, seed, ComputerSeat::Threading::Inline);
    local.start();
    return local.isOver() ? QStringLiteral("winner %1").arg(local.state().winner) : QString();
}

QStringList botArgs(quint16 port, const QString &bot, int seat)
{
    return {QStringLiteral("bot"),
            QStringLiteral("--connect"),
            QStringLiteral("127.0.0.1:%1").arg(port),
            QStringLiteral("--bot"),
            bot,
            QStringLiteral("--seat"),
            QString::number(seat)};
}
} // namespace

class TestNetCli : public QObject {
    Q_OBJECT
private slots:
    void serveAndTwoBotsPlayTheLocalGame();
    void killedBotComesBackWithItsToken();
    void watchingBotFollowsTheGame();
    void botWithTheWrongPasswordIsRefused();
    void botWithoutAHostFails();
    void missingPlayerHandedToTheComputer_data();
    void missingPlayerHandedToTheComputer();
    void botChecksTheHostsCode();
    void notationMapIsNamedAfterItsLayout();
    void qwantumServeAndBotsPlayTheLocalGame();
    void qwantumServeRefusesWrongArguments_data();
    void qwantumServeRefusesWrongArguments();
};

void TestNetCli::serveAndTwoBotsPlayTheLocalGame()
{
    const quint64 seed = 11;
    Map map = mapFromNotation(kDuelNotation).map;
    map.players = 2;
    QList<SeatInfo> seats{SeatInfo::computer(), SeatInfo::computer()};
    seats[1].bot = QStringLiteral("random");
    Session local(std::make_shared<const Board>(map), seats, seed, ComputerSeat::Threading::Inline);
    local.start();
    QVERIFY(local.isOver());
    const QString expected = QStringLiteral("winner %1").arg(local.state().winner);

    QProcess serve;
    const quint16 port = startServe(serve, {QStringLiteral("--seats"), QStringLiteral("open,open"),
                                            QStringLiteral("--seed"), QString::number(seed)});
    QVERIFY(port != 0);
    QProcess a, b;
    a.start(QStringLiteral(QUANTUM_CLI), botArgs(port, QStringLiteral("greedy"), 0));
    b.start(QStringLiteral(QUANTUM_CLI), botArgs(port, QStringLiteral("random"), 1));
    for (QProcess *p : {&a, &b}) {
        QVERIFY(p->waitForFinished(kWait));
        QCOMPARE(p->exitCode(), 0);
        const QString out = QString::fromUtf8(p->readAllStandardOutput());
        QVERIFY2(out.contains(expected), qPrintable(out));
    }
    QVERIFY(serve.waitForFinished(kWait));
    QCOMPARE(serve.exitCode(), 0);
    const QString out = QString::fromUtf8(serve.readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("game started")) && out.contains(expected),
             qPrintable(out));
}

// Q-END-2: `serve --game qwantum` with three network bots (of Qwantum's levels) plays the
// same game as three computer seats of a local session with the seed: the host and every
// bot print its winner and its scores.
void TestNetCli::qwantumServeAndBotsPlayTheLocalGame()
{
    const quint64 seed = 9;
    const QStringList bots{QStringLiteral("hard"), QStringLiteral("random"),
                           QStringLiteral("normal")};
    QList<SeatInfo> seats;
    for (const QString &b : bots) {
        seats.append(SeatInfo::computer());
        seats.last().bot = b;
    }
    GameStart start;
    start.kind = GameKind::Qwantum;
    start.players = 3;
    Session local(start, seats, seed, ComputerSeat::Threading::Inline);
    local.start();
    QVERIFY(local.isOver());
    const std::vector<int> winners = local.game().winners();
    const QString result = winners.size() == 1 ? QStringLiteral("winner %1").arg(winners.front())
                                               : QStringLiteral("draw");
    const QString scores = QStringLiteral("scores %1 %2 %3")
                               .arg(local.game().score(0))
                               .arg(local.game().score(1))
                               .arg(local.game().score(2));

    QProcess serve;
    const quint16 port = startServeWith(
        serve, {QStringLiteral("--game"), QStringLiteral("qwantum"), QStringLiteral("--seats"),
                QStringLiteral("open,open,open"), QStringLiteral("--seed"), QString::number(seed),
                QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"),
                QStringLiteral("127.0.0.1"), QStringLiteral("--no-discovery"),
                QStringLiteral("--exit-when-done")});
    QVERIFY(port != 0);
    std::vector<std::unique_ptr<QProcess>> clients;
    for (int i = 0; i < 3; ++i) {
        clients.push_back(std::make_unique<QProcess>());
        clients.back()->start(QStringLiteral(QUANTUM_CLI), botArgs(port, bots[i], i));
    }
    for (const auto &p : clients) {
        QVERIFY(p->waitForFinished(kWait));
        QCOMPARE(p->exitCode(), 0);
        const QString out = QString::fromUtf8(p->readAllStandardOutput());
        QVERIFY2(out.contains(result + QLatin1Char('\n') + scores), qPrintable(out));
    }
    QVERIFY(serve.waitForFinished(kWait));
    QCOMPARE(serve.exitCode(), 0);
    const QString out = QString::fromUtf8(serve.readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("game started")) &&
                 out.contains(result + QLatin1Char('\n') + scores),
             qPrintable(out));
}

void TestNetCli::qwantumServeRefusesWrongArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    const QString game = QStringLiteral("--game"), seats = QStringLiteral("--seats");
    QTest::newRow("unknown game") << QStringList{game, "chess", seats, "open,open"}
                                  << "--game must be quantum or qwantum, not \"chess\"";
    QTest::newRow("a map") << QStringList{game, "qwantum", "--map", kDuelNotation, seats,
                                          "open,open"}
                           << "serve --game qwantum takes no --map";
    QTest::newRow("no seats") << QStringList{game, "qwantum"} << "serve needs --seats";
    QTest::newRow("resume with a game")
        << QStringList{game, "qwantum", "--resume", "saved.quantum-save"}
        << "--resume takes no --game";
    QTest::newRow("one player") << QStringList{game, "qwantum", seats, "open"}
                                << "--seats: 1 players: Qwantum is for 2 to 4";
    QTest::newRow("five players") << QStringList{game, "qwantum", seats, "open,open,open,open,open"}
                                  << "--seats: 5 players: Qwantum is for 2 to 4";
    QTest::newRow("a bot of Quantum") << QStringList{game, "qwantum", seats, "open,ai:greedy"}
                                      << "unknown bot \"greedy\" (use random, easy, normal, hard)";
    QTest::newRow("a stand-in of Quantum")
        << QStringList{game, "qwantum", seats, "open,open", "--stand-in", "greedy"}
        << "unknown bot \"greedy\" (use random, easy, normal, hard)";
}

// Wrong arguments of a Qwantum host: exit 2 and one line that says what is wrong.
void TestNetCli::qwantumServeRefusesWrongArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    QProcess serve;
    serve.start(QStringLiteral(QUANTUM_CLI),
                QStringList{QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"),
                            QStringLiteral("--bind"), QStringLiteral("127.0.0.1"),
                            QStringLiteral("--no-discovery")} +
                    args);
    QVERIFY(serve.waitForFinished(kWait));
    QCOMPARE(serve.exitCode(), 2);
    const QString err = QString::fromUtf8(serve.readAllStandardError());
    QVERIFY2(err.contains(error), qPrintable(err));
}

// A network bot's process is killed in a running game (SIGKILL, no goodbye): the host pauses
// for its seat; the bot started again with the seat's token is back and the game ends as the
// same seeded local game. (The first process is stopped with SIGSTOP before the game starts,
// so that it is killed while its first decision is due, at a moment that does not depend on
// the machine's speed.)
void TestNetCli::killedBotComesBackWithItsToken()
{
    const quint64 seed = 11;
    const QString expected = localResult(seed, QStringLiteral("greedy"));
    QVERIFY(!expected.isEmpty());
    QProcess serve;
    const quint16 port = startServe(serve, {QStringLiteral("--seats"), QStringLiteral("open,open"),
                                            QStringLiteral("--seed"), QString::number(seed)});
    QVERIFY(port != 0);
    QByteArray serveOut, firstOut;
    QProcess first;
    first.start(QStringLiteral(QUANTUM_CLI), botArgs(port, QStringLiteral("greedy"), 1));
    const QString token = waitForLine(first, firstOut, QStringLiteral("^token (\\w+)$"));
    QVERIFY2(!token.isEmpty(), firstOut.constData());
    QCOMPARE(::kill(pid_t(first.processId()), SIGSTOP), 0);
    QProcess other;
    other.start(QStringLiteral(QUANTUM_CLI), botArgs(port, QStringLiteral("greedy"), 0));
    QVERIFY(!waitForLine(serve, serveOut, QStringLiteral("^game started$")).isEmpty());
    first.kill(); // SIGKILL: the connection breaks without a word
    QVERIFY(first.waitForFinished(kWait));
    QVERIFY(
        !waitForLine(serve, serveOut, QStringLiteral("^paused: waiting for seat 1$")).isEmpty());

    QProcess again;
    again.start(QStringLiteral(QUANTUM_CLI), botArgs(port, QStringLiteral("greedy"), 1) +
                                                 QStringList{QStringLiteral("--token"), token});
    QVERIFY(!waitForLine(serve, serveOut, QStringLiteral("^resumed$")).isEmpty());
    for (QProcess *p : {&again, &other}) {
        QVERIFY(p->waitForFinished(kWait));
        QCOMPARE(p->exitCode(), 0);
        const QString out = QString::fromUtf8(p->readAllStandardOutput());
        QVERIFY2(out.contains(expected), qPrintable(out));
    }
    QVERIFY(serve.waitForFinished(kWait));
    serveOut += serve.readAllStandardOutput();
    QCOMPARE(serve.exitCode(), 0);
    QVERIFY2(QString::fromUtf8(serveOut).contains(expected), serveOut.constData());
    // A token the host does not know is refused (exit 1).
    QProcess stranger;
    QProcess serve2;
    const quint16 port2 =
        startServe(serve2, {QStringLiteral("--seats"), QStringLiteral("open,ai:greedy")});
    QVERIFY(port2 != 0);
    stranger.start(QStringLiteral(QUANTUM_CLI),
                   botArgs(port2, QStringLiteral("greedy"), 0) +
                       QStringList{QStringLiteral("--token"), QStringLiteral("0123abcd")});
    QVERIFY(stranger.waitForFinished(kWait));
    QCOMPARE(stranger.exitCode(), 1);
    QVERIFY(QString::fromUtf8(stranger.readAllStandardError()).contains(QStringLiteral("refused")));
    serve2.kill();
    serve2.waitForFinished(kWait);
}

// bot --watch joins as an observer (the lobby and the game list it) and prints the result.
void TestNetCli::watchingBotFollowsTheGame()
{
    const quint64 seed = 12;
    const QString expected = localResult(seed, QStringLiteral("random"));
    QProcess serve;
    const quint16 port =
        startServe(serve, {QStringLiteral("--seats"), QStringLiteral("open,ai:random"),
                           QStringLiteral("--seed"), QString::number(seed)});
    QVERIFY(port != 0);
    QProcess watcher;
    watcher.start(QStringLiteral(QUANTUM_CLI),
                  {QStringLiteral("bot"), QStringLiteral("--connect"),
                   QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--watch"),
                   QStringLiteral("--name"), QStringLiteral("Eve")});
    QByteArray serveOut, watchOut;
    QVERIFY(!waitForLine(serve, serveOut, QStringLiteral("^observer Eve joined$")).isEmpty());
    QVERIFY(!waitForLine(watcher, watchOut, QStringLiteral("^watching$")).isEmpty());
    QProcess player;
    player.start(QStringLiteral(QUANTUM_CLI), botArgs(port, QStringLiteral("greedy"), 0));
    QVERIFY(watcher.waitForFinished(kWait));
    QCOMPARE(watcher.exitCode(), 0);
    watchOut += watcher.readAllStandardOutput();
    QVERIFY2(QString::fromUtf8(watchOut).contains(expected), watchOut.constData());
    QVERIFY(player.waitForFinished(kWait));
    QVERIFY(serve.waitForFinished(kWait));
    QProcess bad;
    bad.start(QStringLiteral(QUANTUM_CLI),
              {QStringLiteral("bot"), QStringLiteral("--connect"), QStringLiteral("127.0.0.1:1"),
               QStringLiteral("--watch"), QStringLiteral("--seat"), QStringLiteral("1")});
    QVERIFY(bad.waitForFinished(kWait));
    QCOMPARE(bad.exitCode(), 2);
    QVERIFY(QString::fromUtf8(bad.readAllStandardError()).contains(QStringLiteral("--watch")));
}

void TestNetCli::botWithTheWrongPasswordIsRefused()
{
    QProcess serve;
    const quint16 port =
        startServe(serve, {QStringLiteral("--seats"), QStringLiteral("open,ai:greedy"),
                           QStringLiteral("--password"), QStringLiteral("pw")});
    QVERIFY(port != 0);
    QProcess bot;
    bot.start(QStringLiteral(QUANTUM_CLI),
              botArgs(port, QStringLiteral("greedy"), 0) +
                  QStringList{QStringLiteral("--password"), QStringLiteral("nope")});
    QVERIFY(bot.waitForFinished(kWait));
    QCOMPARE(bot.exitCode(), 1);
    const QString err = QString::fromUtf8(bot.readAllStandardError());
    QVERIFY2(err.startsWith(QStringLiteral("quantum-cli: the host refused:")), qPrintable(err));
    // The host was met (its code is said) but never let the bot in.
    QVERIFY(bot.readAllStandardOutput().startsWith("host code "));
    serve.kill();
    serve.waitForFinished(kWait);
}

void TestNetCli::botWithoutAHostFails()
{
    // A port nobody listens on: bind one, note it, close it.
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    QProcess bot;
    bot.start(QStringLiteral(QUANTUM_CLI), botArgs(port, QStringLiteral("greedy"), 0));
    QVERIFY(bot.waitForFinished(kWait));
    QCOMPARE(bot.exitCode(), 2);
    QVERIFY(
        QString::fromUtf8(bot.readAllStandardError()).contains(QStringLiteral("cannot connect")));
}

QTEST_GUILESS_MAIN(TestNetCli)
#include "tst_netcli.moc"

void TestNetCli::missingPlayerHandedToTheComputer_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("after --stand-in-after seconds") << QStringLiteral("timeout");
    QTest::newRow("a stand-in line on standard input") << QStringLiteral("stdin");
    QTest::newRow("SIGUSR1") << QStringLiteral("signal");
}

// A player's bot dies in a running game: serve hands its seat to a computer (--stand-in) after
// --stand-in-after seconds, on a "stand-in SEAT" line on its standard input, or on SIGUSR1,
// and the game goes on to its end (before, it waited for the seat for ever).
void TestNetCli::missingPlayerHandedToTheComputer()
{
    QFETCH(QString, how);
    QProcess serve;
    QStringList extra{QStringLiteral("--seats"),    QStringLiteral("open,open"),
                      QStringLiteral("--seed"),     QStringLiteral("11"),
                      QStringLiteral("--stand-in"), QStringLiteral("greedy")};
    if (how == QLatin1String("timeout"))
        extra << QStringLiteral("--stand-in-after") << QStringLiteral("1");
    const quint16 port = startServe(serve, extra);
    QVERIFY(port != 0);
    QByteArray serveOut, firstOut;
    QProcess first;
    first.start(QStringLiteral(QUANTUM_CLI), botArgs(port, QStringLiteral("greedy"), 1));
    QVERIFY(!waitForLine(first, firstOut, QStringLiteral("^token (\\w+)$")).isEmpty());
    QCOMPARE(::kill(pid_t(first.processId()), SIGSTOP), 0);
    QProcess other;
    other.start(QStringLiteral(QUANTUM_CLI), botArgs(port, QStringLiteral("greedy"), 0));
    QVERIFY(!waitForLine(serve, serveOut, QStringLiteral("^game started$")).isEmpty());
    first.kill();
    QVERIFY(first.waitForFinished(kWait));
    QVERIFY(
        !waitForLine(serve, serveOut, QStringLiteral("^paused: waiting for seat 1$")).isEmpty());
    if (how == QLatin1String("stdin")) {
        serve.write("stand-in 0\nstand-in 1\n");
        QVERIFY(!waitForLine(serve, serveOut, QStringLiteral("^seat 0 is not missing its player$"))
                     .isEmpty());
    } else if (how == QLatin1String("signal")) {
        QCOMPARE(::kill(pid_t(serve.processId()), SIGUSR1), 0);
    }
    const QString handed = waitForLine(
        serve, serveOut,
        QStringLiteral(
            "^seat 1: played by the computer \\(greedy\\) until its player is back \\((.*)\\)$"));
    QCOMPARE(handed, how == QLatin1String("timeout") ? QStringLiteral("1 s")
                     : how == QLatin1String("stdin") ? QStringLiteral("asked")
                                                     : QStringLiteral("SIGUSR1"));
    QVERIFY(other.waitForFinished(kWait));
    QCOMPARE(other.exitCode(), 0);
    QVERIFY(QString::fromUtf8(other.readAllStandardOutput()).contains(QStringLiteral("winner ")));
    QVERIFY(serve.waitForFinished(kWait));
    QCOMPARE(serve.exitCode(), 0);
}

// bot --code (or HOST:PORT#CODE) meets only the host of that code: serve prints its code, a
// bot given it plays; one given another code is refused before it says anything (exit 1).
void TestNetCli::botChecksTheHostsCode()
{
    // The host's identity made here first: serve keeps it in the folder it is given.
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QString why;
    const net::HostIdentity id = net::HostIdentity::loadOrCreate(folder.path(), &why);
    QVERIFY2(!id.isNull(), qPrintable(why));
    const QString code = net::fingerprintCode(id.fingerprint());
    QProcess serve;
    const quint16 port =
        startServe(serve, {QStringLiteral("--seats"), QStringLiteral("open,ai:greedy"),
                           QStringLiteral("--identity"), folder.path()});
    QVERIFY(port != 0);
    QString other = code;
    other[0] = other[0] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
    QProcess wrong;
    wrong.start(QStringLiteral(QUANTUM_CLI), botArgs(port, QStringLiteral("greedy"), 0) +
                                                 QStringList{QStringLiteral("--code"), other});
    QVERIFY(wrong.waitForFinished(kWait));
    QCOMPARE(wrong.exitCode(), 1);
    const QString err = QString::fromUtf8(wrong.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("shows the code %1, not %2").arg(code, other)),
             qPrintable(err));
    QProcess right;
    QStringList args = botArgs(port, QStringLiteral("greedy"), 0);
    args[2] += QLatin1Char('#') + code.toLower(); // --connect 127.0.0.1:PORT#code
    right.start(QStringLiteral(QUANTUM_CLI), args);
    QVERIFY(right.waitForFinished(kWait));
    QCOMPARE(right.exitCode(), 0);
    const QString out = QString::fromUtf8(right.readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("host code %1").arg(code)) &&
                 out.contains(QStringLiteral("winner")),
             qPrintable(out));
    QVERIFY(serve.waitForFinished(kWait));
}

// A map given to serve as layout notation has no name of its own: the game and its map are
// called after the layout (before, both were empty in the lobby and the join list).
void TestNetCli::notationMapIsNamedAfterItsLayout()
{
    QProcess serve;
    const quint16 port =
        startServe(serve, {QStringLiteral("--seats"), QStringLiteral("open,ai:greedy")});
    QVERIFY(port != 0);
    net::ClientOptions o;
    o.name = QStringLiteral("Ann");
    o.observer = true;
    net::Client watcher(o);
    watcher.connectTo(QStringLiteral("127.0.0.1"), port);
    NET_TRY_COMPARE(watcher.status(), net::Client::Status::Connected);
    NET_TRY_COMPARE(watcher.lobby().mapName, kDuelNotation);
    QCOMPARE(watcher.lobby().gameName, kDuelNotation);
    QCOMPARE(watcher.gameName(), kDuelNotation);
    serve.kill();
    serve.waitForFinished(kWait);
}
