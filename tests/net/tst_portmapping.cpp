// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The router's port mapping (net::PortMapping, serve --upnp) against a real UPnP-IGD: Debian's
// miniupnpd in a home network of the test's own (tests/net/routernet.h: network namespaces,
// root only, as CI runs). The mapping is made from the LAN, seen in the router (its nftables
// DNAT rule and the IGD's own answer), used from the internet side, and taken away by
// remove(), removeLater(), the destructor, and serve's end; without a router, or behind a
// second one, the advice says which port to forward by hand, within the discovery's bound.
// Every wait is on an event and bounded.
#include "app/net/portmapping.h"
#include "tests/net/nettest.h"
#include "tests/net/routernet.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

#include <miniupnpc/miniupnpc.h>
#include <miniupnpc/upnpcommands.h>

#include <memory>

using namespace quantum::net;
using namespace quantum::net::test;

namespace {

const QString kLan = QLatin1String(RouterNet::kLanAddress);
const QString kPublic = QLatin1String(RouterNet::kPublicAddress);

// What the IGD itself says of its mapping of TCP `port` ("192.168.77.2:PORT Quantum"), asked
// from this thread (in the LAN), or the UPnP error ("error 714": no such mapping).
QString igdEntry(quint16 port)
{
    int error = 0;
    UPNPDev *devices = upnpDiscover(1000, nullptr, nullptr, UPNP_LOCAL_PORT_ANY, 0, 2, &error);
    if (!devices) return QStringLiteral("no IGD answered");
    UPNPUrls urls = {};
    IGDdatas data = {};
    char lan[64] = {};
#if MINIUPNPC_API_VERSION >= 18
    char wan[64] = {};
    const int found = UPNP_GetValidIGD(devices, &urls, &data, lan, sizeof lan, wan, sizeof wan);
#else
    const int found = UPNP_GetValidIGD(devices, &urls, &data, lan, sizeof lan);
#endif
    freeUPNPDevlist(devices);
    QString out = QStringLiteral("no valid IGD (%1)").arg(found);
    if (found == 1) {
        char client[64] = {}, inPort[8] = {}, description[80] = {}, enabled[4] = {}, lease[16] = {};
        const int r = UPNP_GetSpecificPortMappingEntry(
            urls.controlURL, data.first.servicetype, QByteArray::number(port).constData(), "TCP",
            nullptr, client, inPort, description, enabled, lease);
        out = r == UPNPCOMMAND_SUCCESS ? QStringLiteral("%1:%2 %3")
                                             .arg(QLatin1String(client), QLatin1String(inPort),
                                                  QLatin1String(description))
                                       : QStringLiteral("error %1").arg(r);
    }
    if (found > 0) FreeUPNPUrls(&urls);
    return out;
}

} // namespace

class TestPortMapping : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void mapsThePortAndRemovesIt();
    void destructorRemovesTheMapping();
    void destroyedWhileAskingLeavesNothing();
    void removeLaterRemovesAndDeletesItself();
    void noRouterGivesTheAdviceInTime();
    void routerBehindAnotherRouterGivesTheAdvice();
    void serveUpnpSharesTheAddressAndClosesAtTheEnd();
    void serveUpnpWithoutRouterSaysWhatToForward();
    void serveUpnpRefusesLoopback();

private:
    // The home network, with miniupnpd or without, this thread in its LAN; an error or empty.
    QString prepare(bool igd, const QString &publicAddress = kPublic);
    // `quantum-cli serve --upnp` in the LAN, on `port` (0: any), its identity in `identity`.
    void startServeUpnp(QProcess &serve, const QTemporaryDir &identity, quint16 port);
    std::unique_ptr<RouterNet> m_net;
};

#define PREPARE(...)                                                                               \
    do {                                                                                           \
        const QString why = prepare(__VA_ARGS__);                                                  \
        QVERIFY2(why.isEmpty(), qPrintable(why));                                                  \
    } while (false)

void TestPortMapping::initTestCase()
{
    // Not a skip: a test that does not run is a defect. CI runs as root.
    const QString why = RouterNet::unavailable();
    if (!why.isEmpty()) QFAIL(qPrintable(why));
}

void TestPortMapping::init()
{
    m_net = std::make_unique<RouterNet>();
}

void TestPortMapping::cleanup()
{
    if (QTest::currentTestFailed() && m_net) qInfo().noquote() << "miniupnpd:" << m_net->igdLog();
    m_net.reset(); // miniupnpd killed, the namespaces deleted
}

QString TestPortMapping::prepare(bool igd, const QString &publicAddress)
{
    QString why = m_net->setUp(publicAddress);
    if (why.isEmpty() && igd) why = m_net->startIgd();
    if (why.isEmpty()) why = m_net->enterLan();
    return why;
}

void TestPortMapping::startServeUpnp(QProcess &serve, const QTemporaryDir &identity, quint16 port)
{
    m_net->startInLan(serve, {QStringLiteral(QUANTUM_CLI), QStringLiteral("serve"),
                              QStringLiteral("--map"), QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*"),
                              QStringLiteral("--seats"), QStringLiteral("open,open"),
                              QStringLiteral("--port"), QString::number(port),
                              QStringLiteral("--no-discovery"), QStringLiteral("--identity"),
                              identity.path(), QStringLiteral("--upnp")});
}

void TestPortMapping::mapsThePortAndRemovesIt()
{
    PREPARE(true);
    QTcpServer game; // the host's port, in the LAN
    QVERIFY(game.listen(QHostAddress::AnyIPv4));
    const quint16 port = game.serverPort();
    PortMapping mapping;
    QSignalSpy mapped(&mapping, &PortMapping::mapped);
    QSignalSpy failed(&mapping, &PortMapping::failed);
    QSignalSpy removed(&mapping, &PortMapping::removed);
    mapping.map(port);
    QCOMPARE(mapping.state(), PortMapping::State::Asking);
    QTRY_VERIFY_WITH_TIMEOUT(mapped.size() + failed.size() > 0, kWait);
    QVERIFY2(failed.isEmpty(), qPrintable(mapping.failureText()));
    QCOMPARE(mapped.size(), 1);
    QCOMPARE(mapped[0][0].toString(), kPublic);
    QCOMPARE(mapped[0][1].value<quint16>(), port);
    QCOMPARE(mapping.state(), PortMapping::State::Mapped);
    QCOMPARE(mapping.publicAddress(), kPublic);
    QCOMPARE(mapping.publicPort(), port);
    QCOMPARE(mapping.localAddress(), kLan);
    QVERIFY(mapping.failureText().isEmpty());

    // The router holds it: its DNAT rule, and the IGD's own answer.
    const QStringList rules = m_net->dnatRules();
    QVERIFY2(rules.size() == 1 && rules[0].contains(QStringLiteral("%1:%2").arg(kLan).arg(port)),
             qPrintable(rules.join(QLatin1Char('\n'))));
    QCOMPARE(igdEntry(port), QStringLiteral("%1:%2 Quantum").arg(kLan).arg(port));

    // And it works: a connection from the internet to the public address reaches the game.
    QString from; // read as it comes: the peer has left by the time the test looks
    QByteArray received;
    connect(&game, &QTcpServer::newConnection, this, [&] {
        QTcpSocket *peer = game.nextPendingConnection();
        from = peer->peerAddress().toString();
        received += peer->readAll();
        connect(peer, &QTcpSocket::readyRead, this,
                [&received, peer] { received += peer->readAll(); });
    });
    QString error;
    QVERIFY2(m_net->connectFromInternet(port, "hello", &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(received, QByteArray("hello"), kWait);
    QCOMPARE(from, QStringLiteral("11.0.7.2")); // not masqueraded: the router only forwarded

    // Taken away: no rule, the IGD knows no such mapping, the internet is refused.
    mapping.remove();
    QCOMPARE(mapping.state(), PortMapping::State::Removing);
    QTRY_COMPARE_WITH_TIMEOUT(removed.size(), 1, kWait);
    QCOMPARE(mapping.state(), PortMapping::State::Removed);
    QVERIFY2(m_net->dnatRules().isEmpty(), qPrintable(m_net->dnatRules().join(QLatin1Char('\n'))));
    QCOMPARE(igdEntry(port), QStringLiteral("error 714")); // NoSuchEntryInArray
    QVERIFY(!m_net->connectFromInternet(port, "again", &error));
    QCOMPARE(failed.size(), 0);
}

void TestPortMapping::destructorRemovesTheMapping()
{
    PREPARE(true);
    auto mapping = std::make_unique<PortMapping>();
    QSignalSpy mapped(mapping.get(), &PortMapping::mapped);
    mapping->map(37651);
    QTRY_VERIFY_WITH_TIMEOUT(mapped.size() == 1 || !mapping->failureText().isEmpty(), kWait);
    QVERIFY2(mapped.size() == 1, qPrintable(mapping->failureText()));
    QCOMPARE(m_net->dnatRules().size(), 1);
    QElapsedTimer clock;
    clock.start();
    mapping.reset(); // as the app's host closes, or the program ends
    QVERIFY2(clock.elapsed() < PortMapping::kRemoveWaitMs,
             qPrintable(QString::number(clock.elapsed())));
    QVERIFY2(m_net->dnatRules().isEmpty(), qPrintable(m_net->dnatRules().join(QLatin1Char('\n'))));
    QCOMPARE(igdEntry(37651), QStringLiteral("error 714"));
}

// A host closed while the router is still being asked: the destructor waits its bound at
// most, and no mapping is left behind.
void TestPortMapping::destroyedWhileAskingLeavesNothing()
{
    PREPARE(true);
    QElapsedTimer clock;
    {
        PortMapping mapping;
        mapping.map(37651);
        clock.start();
    }
    QVERIFY2(clock.elapsed() < PortMapping::kRemoveWaitMs + 1000,
             qPrintable(QString::number(clock.elapsed())));
    QTRY_VERIFY_WITH_TIMEOUT(m_net->dnatRules().isEmpty(), kWait);
}

// What the app does when its host closes: the mapping goes, the object with it, and the
// window does not wait.
void TestPortMapping::removeLaterRemovesAndDeletesItself()
{
    PREPARE(true);
    QPointer<PortMapping> mapping = new PortMapping;
    QSignalSpy mapped(mapping.data(), &PortMapping::mapped);
    mapping->map(37651);
    QTRY_VERIFY_WITH_TIMEOUT(mapped.size() == 1 || !mapping->failureText().isEmpty(), kWait);
    QVERIFY2(mapped.size() == 1, qPrintable(mapping->failureText()));
    QElapsedTimer clock;
    clock.start();
    mapping->removeLater();
    QVERIFY(clock.elapsed() < 500); // nothing blocks
    QCOMPARE(mapping->parent(), QCoreApplication::instance());
    QTRY_VERIFY_WITH_TIMEOUT(mapping.isNull(), kWait);
    QVERIFY2(m_net->dnatRules().isEmpty(), qPrintable(m_net->dnatRules().join(QLatin1Char('\n'))));
}

void TestPortMapping::noRouterGivesTheAdviceInTime()
{
    PREPARE(false); // the router forwards, but nothing in it answers UPnP
    auto mapping = std::make_unique<PortMapping>();
    mapping->setDiscoveryTimeout(1000);
    QSignalSpy failed(mapping.get(), &PortMapping::failed);
    QElapsedTimer clock;
    clock.start();
    mapping->map(37651);
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kWait);
    QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(mapping->state(), PortMapping::State::Failed);
    QCOMPARE(mapping->failure(), PortMapping::Failure::NoRouter);
    QCOMPARE(mapping->localAddress(), kLan);
    const QString reason = failed[0][0].toString();
    QVERIFY2(reason.contains(QStringLiteral("forward TCP port 37651 to %1 by hand").arg(kLan)),
             qPrintable(reason));
    QCOMPARE(mapping->failureText(), reason);
    clock.restart();
    mapping.reset();
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
}

// A router whose own outside address is a carrier's shared one (100.64.0.0/10): miniupnpd
// maps nothing then, and the player is told why and what to do.
void TestPortMapping::routerBehindAnotherRouterGivesTheAdvice()
{
    PREPARE(true, QStringLiteral("100.64.7.1"));
    PortMapping mapping;
    QSignalSpy mapped(&mapping, &PortMapping::mapped);
    QSignalSpy failed(&mapping, &PortMapping::failed);
    mapping.map(37651);
    QTRY_VERIFY_WITH_TIMEOUT(mapped.size() + failed.size() > 0, kWait);
    QCOMPARE(mapped.size(), 0);
    const QString reason = failed[0][0].toString();
    QVERIFY2(mapping.failure() == PortMapping::Failure::NotPublic, qPrintable(reason));
    QVERIFY2(reason.contains(QStringLiteral("forward TCP port 37651 to %1 by hand").arg(kLan)),
             qPrintable(reason));
    QVERIFY(m_net->dnatRules().isEmpty());
}

void TestPortMapping::serveUpnpSharesTheAddressAndClosesAtTheEnd()
{
    PREPARE(true);
    QTemporaryDir identity;
    QProcess serve;
    startServeUpnp(serve, identity, 0);
    QByteArray out;
    const QString port = waitForLine(serve, out, QStringLiteral("^listening on port (\\d+)"));
    QVERIFY2(!port.isEmpty(), out.constData());
    const QString code = waitForLine(serve, out, QStringLiteral("^code (\\S+)"));
    QVERIFY2(!code.isEmpty(), out.constData());
    const QString share =
        waitForLine(serve, out, QStringLiteral("^upnp: friends elsewhere join at (\\S+)$"));
    QVERIFY2(share == kPublic + QLatin1Char(':') + port + QLatin1Char('#') + code, out.constData());
    QVERIFY(out.contains(
        QStringLiteral("upnp: asking the router to open TCP port %1\n").arg(port).toUtf8()));
    const QStringList rules = m_net->dnatRules();
    QVERIFY2(rules.size() == 1 && rules[0].contains(kLan + QLatin1Char(':') + port),
             qPrintable(rules.join(QLatin1Char('\n'))));
    QString error;
    QVERIFY2(m_net->connectFromInternet(quint16(port.toUInt()), "x", &error), qPrintable(error));

    serve.terminate(); // SIGTERM, as systemd or Ctrl-C stops it
    QVERIFY(serve.waitForFinished(kWait));
    out += serve.readAllStandardOutput();
    QVERIFY2(
        out.contains(QStringLiteral("upnp: the router closed port %1 again\n").arg(port).toUtf8()),
        out.constData());
    QCOMPARE(serve.exitStatus(), QProcess::CrashExit); // ended by its signal, as before
    QVERIFY2(m_net->dnatRules().isEmpty(), qPrintable(m_net->dnatRules().join(QLatin1Char('\n'))));
}

void TestPortMapping::serveUpnpWithoutRouterSaysWhatToForward()
{
    PREPARE(false);
    QTemporaryDir identity;
    QProcess serve;
    startServeUpnp(serve, identity, 37651);
    QByteArray out;
    const QString advice =
        waitForLine(serve, out, QStringLiteral("^upnp: (No router answered.*)$"));
    QVERIFY2(advice.contains(QStringLiteral("forward TCP port 37651 to %1 by hand").arg(kLan)),
             out.constData());
    serve.terminate();
    QVERIFY(serve.waitForFinished(kWait));
    out += serve.readAllStandardOutput();
    QVERIFY2(!out.contains("closed port"), out.constData()); // there was nothing to close
}

void TestPortMapping::serveUpnpRefusesLoopback()
{
    QProcess serve;
    serve.start(QStringLiteral(QUANTUM_CLI),
                {QStringLiteral("serve"), QStringLiteral("--map"),
                 QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*"), QStringLiteral("--seats"),
                 QStringLiteral("open,open"), QStringLiteral("--bind"), QStringLiteral("127.0.0.1"),
                 QStringLiteral("--upnp")});
    QVERIFY(serve.waitForFinished(kWait));
    QCOMPARE(serve.exitCode(), 2);
    QCOMPARE(QString::fromUtf8(serve.readAllStandardError()).trimmed(),
             QStringLiteral("quantum-cli: --upnp needs a host that others can reach, not --bind "
                            "127.0.0.1"));
}

QTEST_GUILESS_MAIN(TestPortMapping)
#include "tst_portmapping.moc"
