// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the LAN tests share: a small two-player board, a host that listens on 127.0.0.1 only
// (any free port, no discovery, computers answering inline), the generous wait, and a
// dedicated `quantum-cli serve` process on 127.0.0.1 (for the tests that define QUANTUM_CLI).
#include "app/game/session.h"
#include "app/net/clock.h"
#include "app/net/frame.h"
#include "app/net/host.h"
#include "app/net/netbot.h"
#include "app/net/tlsserver.h"
#include "engine/map.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QProcess>
#include <QRegularExpression>
#include <QSslSocket>
#include <QTimer>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>

namespace quantum::net::test {

inline constexpr int kWait = 60000; // generous: the machine is shared and noisy

// A raw connection to a host on this computer, encrypted as a client's (TlsServer); wait for
// it with waitForEncrypted. What is written before the handshake is done waits for it.
inline void connectEncrypted(QSslSocket &socket, quint16 port)
{
    socket.setSslConfiguration(TlsServer::configuration());
    socket.connectToHostEncrypted(QStringLiteral("127.0.0.1"), port);
}

// The host's public view at every version from the moment it is made (after Host::start):
// what a client's mirror must hold at that version.
class HostViews {
public:
    explicit HostViews(Host &host) : m_host(host)
    {
        record(host.session()->version());
        QObject::connect(host.session(), &Session::applied, host.session(),
                         [this](const Action &, const Events &, quint64 v) { record(v); });
    }
    // Whether `state` is the host's public view at `version`.
    bool matches(quint64 version, const GameState &state) const
    {
        const auto it = m_views.find(version);
        return it != m_views.end() && it->second == state;
    }

private:
    void record(quint64 version) { m_views[version] = publicView(m_host.session()->state()); }
    Host &m_host;
    std::map<quint64, GameState> m_views;
};

// The LAN code's clock (net::nowMs) held still while it lives, moved only by advance(): a
// rate "per second" is then counted over one known second, however slow the machine is.
class HandClock {
public:
    HandClock()
    {
        setClockForTesting([this] { return m_now; });
    }
    ~HandClock() { setClockForTesting(nullptr); }
    HandClock(const HandClock &) = delete;
    HandClock &operator=(const HandClock &) = delete;
    void advance(qint64 ms) { m_now += ms; }

private:
    qint64 m_now = 1'000'000'000'000; // a fixed day in 2001, on a second's edge
};

// Runs the event loop until `done()` holds or `timeoutMs` passed; whether it holds. Unlike
// QTest::qWaitFor (and QTRY_*), which sleeps 10 ms between passes of the event loop, this one
// waits inside the event loop and wakes for every socket event: a game through the fault
// proxy takes thousands of passes, and 10 ms each made a 1-second game last a minute.
template <class Done> bool waitUntil(Done done, int timeoutMs = kWait)
{
    if (done()) return true;
    QEventLoop loop;
    QTimer check; // the condition is looked at every millisecond; sockets wake the loop
    check.setTimerType(Qt::PreciseTimer);
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if (done()) loop.quit();
    });
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
    check.start(1);
    deadline.start(timeoutMs);
    loop.exec();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    return done();
}

inline const QString kDuelNotation = QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*");

inline BoardPtr duelBoard()
{
    Map map = mapFromNotation(kDuelNotation).map;
    map.players = 2;
    map.name = QStringLiteral("Duel");
    return std::make_shared<const Board>(map);
}

// A player's client: `name`, the seat wanted (-1: the first open one), reconnecting quickly.
inline ClientOptions playerOptions(const QString &name, int seat = -1)
{
    ClientOptions o;
    o.name = name;
    o.seat = seat;
    o.reconnectDelayMs = 100;
    return o;
}

// Network bots of `names`, one per seat in order (players "P0", "P1"...), connecting to a host
// on 127.0.0.1 at `port`, each with spies on its end (NetBot::finished) and on its client's
// snapshots.
struct NetBotTable {
    NetBotTable(const QStringList &names, quint16 port)
    {
        for (int i = 0; i < names.size(); ++i) {
            bots.push_back(
                std::make_unique<NetBot>(names[i], playerOptions(QStringLiteral("P%1").arg(i), i)));
            done.push_back(std::make_unique<QSignalSpy>(bots.back().get(), &NetBot::finished));
            snapshots.push_back(std::make_unique<QSignalSpy>(&bots.back()->client(),
                                                             &Client::snapshotReceived));
            bots.back()->connectTo(QStringLiteral("127.0.0.1"), port);
        }
    }
    bool valid() const
    {
        return std::all_of(bots.begin(), bots.end(), [](const auto &b) { return b->isValid(); });
    }
    std::vector<std::unique_ptr<NetBot>> bots;
    std::vector<std::unique_ptr<QSignalSpy>> done, snapshots;
};

inline HostOptions loopback(quint64 seed)
{
    HostOptions o;
    o.gameName = QStringLiteral("Test game");
    o.address = QHostAddress::LocalHost;
    o.port = 0;
    o.seed = seed;
    o.threading = ComputerSeat::Threading::Inline;
    o.discovery = false;
    return o;
}

// The same game played at one computer: computer seats seeded as a session seeds them.
struct LocalGame {
    GameState state;
    Events events;
    quint64 version = 0;
};
inline LocalGame playLocally(const BoardPtr &board, quint64 seed, const QStringList &bots,
                             const std::function<void(const Session &)> &each = {})
{
    QList<SeatInfo> seats;
    for (const QString &b : bots) {
        SeatInfo s = SeatInfo::computer();
        s.bot = b;
        seats.append(s);
    }
    Session session(board, seats, seed, ComputerSeat::Threading::Inline);
    if (each)
        QObject::connect(&session, &Session::applied, &session,
                         [&](const Action &, const Events &, quint64) { each(session); });
    session.start();
    return {session.state(), session.allEvents(), session.version()};
}

// A connection without the client class: sends what it is told, keeps what it receives.
class RawPeer : public QObject {
public:
    // To 127.0.0.1:`port`, from the address `from` (any 127.0.0.0/8 address) if given.
    explicit RawPeer(quint16 port, const QHostAddress &from = QHostAddress())
    {
        if (!from.isNull()) socket.bind(from);
        connect(&socket, &QTcpSocket::readyRead, this, [this] {
            if (!decoder.feed(socket.readAll())) return;
            while (auto m = decoder.take())
                got.append(*m);
        });
        connectEncrypted(socket, port);
    }
    // In the event loop: the host's end of the handshake runs in this thread too.
    bool waitConnected()
    {
        return waitUntil([this] {
                   return socket.isEncrypted() ||
                          socket.state() == QAbstractSocket::UnconnectedState;
               }) &&
               socket.isEncrypted();
    }
    void send(const QCborMap &m) { socket.write(encodeFrame(m)); }
    void hello(const QString &role)
    {
        QCborMap h = message(msg::Hello);
        h.insert(QStringLiteral("protocol"), kProtocolVersion);
        h.insert(QStringLiteral("app"), applicationVersion());
        h.insert(QStringLiteral("name"), QStringLiteral("raw"));
        h.insert(QStringLiteral("role"), role);
        send(h);
    }
    bool closed() const { return socket.state() == QAbstractSocket::UnconnectedState; }
    int count(const QString &type) const
    {
        int n = 0;
        for (const QCborMap &m : got)
            n += messageType(m) == type;
        return n;
    }
    QCborMap last(const QString &type) const
    {
        for (qsizetype i = got.size() - 1; i >= 0; --i)
            if (messageType(got[i]) == type) return got[i];
        return {};
    }

    QSslSocket socket;
    FrameDecoder decoder;
    QList<QCborMap> got;
};

// Reads `p`'s standard output into `out` until a line matches `pattern`: the match's first
// group (or the whole match), empty when the program ended or kWait passed first.
inline QString waitForLine(QProcess &p, QByteArray &out, const QString &pattern)
{
    const QRegularExpression re(pattern, QRegularExpression::MultilineOption);
    for (;;) {
        const QRegularExpressionMatch m = re.match(QString::fromUtf8(out));
        if (m.hasMatch()) return m.lastCapturedIndex() >= 1 ? m.captured(1) : m.captured(0);
        if (!p.waitForReadyRead(kWait)) return {};
        out += p.readAllStandardOutput();
    }
}

#ifdef QUANTUM_CLI
// Starts `quantum-cli serve` with `args` (after "serve"); its port once it listens, 0 when it
// did not start.
inline quint16 startServeWith(QProcess &serve, const QStringList &args, int waitMs = kWait)
{
    serve.setProcessChannelMode(QProcess::SeparateChannels);
    serve.start(QStringLiteral(QUANTUM_CLI), QStringList{QStringLiteral("serve")} + args);
    QByteArray out;
    while (serve.waitForReadyRead(waitMs)) {
        out += serve.readAllStandardOutput();
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("listening on port (\\d+)"))
                .match(QString::fromUtf8(out));
        if (m.hasMatch()) return quint16(m.captured(1).toUInt());
    }
    return 0;
}

// Starts `quantum-cli serve` on the duel board, 127.0.0.1, any free port, no discovery, until
// the game is done, with `extra` arguments (seats, seed...); returns its port, 0 when it did
// not start.
inline quint16 startServe(QProcess &serve, const QStringList &extra, int waitMs = kWait)
{
    return startServeWith(
        serve,
        QStringList{QStringLiteral("--map"), kDuelNotation, QStringLiteral("--port"),
                    QStringLiteral("0"), QStringLiteral("--bind"), QStringLiteral("127.0.0.1"),
                    QStringLiteral("--no-discovery"), QStringLiteral("--exit-when-done")} +
            extra,
        waitMs);
}
#endif

} // namespace quantum::net::test

// QTRY_VERIFY / QTRY_COMPARE with waitUntil and the generous wait.
#define NET_TRY_VERIFY(expr)                                                                       \
    QVERIFY2(::quantum::net::test::waitUntil([&] { return bool(expr); }), #expr)
#define NET_TRY_COMPARE(actual, expected)                                                          \
    do {                                                                                           \
        (void)::quantum::net::test::waitUntil([&] { return (actual) == (expected); });             \
        QCOMPARE(actual, expected);                                                                \
    } while (false)
