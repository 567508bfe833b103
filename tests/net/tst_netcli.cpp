// quantum-cli serve and bot across processes on 127.0.0.1 (docs/cli.md): a dedicated host
// and two network bots play a whole game that ends as the same seeded local game; a bot with
// the wrong password is refused (exit 1); a bot with no host to reach fails (exit 2).
#include "app/game/session.h"
#include "engine/json.h"
#include "tests/net/nettest.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QtTest>

using namespace quantum;

using namespace quantum::net::test;

namespace {

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
    void botWithTheWrongPasswordIsRefused();
    void botWithoutAHostFails();
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
    QCOMPARE(bot.readAllStandardOutput(), QByteArray());
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
