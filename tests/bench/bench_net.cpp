// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-netbench: LAN play on loopback (docs/benchmark.md), one process: a host, 4 player
// clients and some observers.
//   quantum-netbench [--games N] [--observers K] [--observer-processes K] [--idle-seconds S]
//                    [--map FILE|NOTATION]
//   quantum-netbench --chat-attack SECONDS [--attackers N]
// --observer-processes starts that many `quantum-cli bot --watch` processes as observers
// (in place of in-process ones): the host then serves sockets of other processes, as on a LAN.
// 1. intent to update applied on every client: median and 99th percentile
// 2. bytes on the wire: per action, per turn, and a whole game's traffic (host to clients)
// 3. the process's CPU while the host and its clients sit idle (heartbeats only)
// 4. the TLS handshake: from connectTo to the host's certificate checked, per client
// --chat-attack: a `quantum-cli serve` process, and N observers (default 60) that never read,
// each chatting 5 lines of 500 characters a second for SECONDS: the host's resident memory
// before, at its peak, and after the attackers left (docs/reliability.md).

#include "app/net/client.h"
#include "app/net/frame.h"
#include "app/net/host.h"
#include "app/net/tlsserver.h"
#include "engine/bots.h"
#include "engine/scenario.h"

#include <QCborValue>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSslSocket>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>

using namespace quantum;
using namespace quantum::net;
using Clock = std::chrono::steady_clock;

namespace {
double cpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

void runFor(int ms)
{
    QTimer::singleShot(ms, qApp, [] { QCoreApplication::exit(0); });
    QCoreApplication::exec();
}

// `count` observer processes (quantum-cli bot --watch) on the host's port; returns once the
// host lists them all (or after 20 s).
std::vector<std::unique_ptr<QProcess>> watchers(int count, const Host &host)
{
    std::vector<std::unique_ptr<QProcess>> out;
    for (int i = 0; i < count; ++i) {
        out.push_back(std::make_unique<QProcess>());
        out.back()->start(QStringLiteral(QUANTUM_CLI),
                          {QStringLiteral("bot"), QStringLiteral("--connect"),
                           QStringLiteral("127.0.0.1:%1").arg(host.port()),
                           QStringLiteral("--watch"), QStringLiteral("--name"),
                           QStringLiteral("w%1").arg(i)});
    }
    QElapsedTimer t;
    t.start();
    while (host.lobby().observers.size() < count && t.elapsed() < 20000)
        runFor(20);
    return out;
}
// A process's resident memory in KiB (VmRSS), 0 when it cannot be read.
long residentKiB(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly)) return 0;
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("VmRSS:\\s+(\\d+) kB"))
                                          .match(QString::fromLatin1(f.readAll()));
    return m.hasMatch() ? m.captured(1).toLong() : 0;
}

// The chat attack against a `quantum-cli serve` process (see the top of the file).
int chatAttack(const QString &mapArg, int seconds, int attackers)
{
    QProcess serve;
    serve.start(QStringLiteral(QUANTUM_CLI),
                {QStringLiteral("serve"), QStringLiteral("--map"), mapArg,
                 QStringLiteral("--seats"), QStringLiteral("open,open"), QStringLiteral("--port"),
                 QStringLiteral("0"), QStringLiteral("--bind"), QStringLiteral("127.0.0.1"),
                 QStringLiteral("--no-discovery")});
    QByteArray out;
    quint16 port = 0;
    while (!port && serve.waitForReadyRead(20000)) {
        out += serve.readAllStandardOutput();
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("listening on port (\\d+)"))
                .match(QString::fromUtf8(out));
        if (m.hasMatch()) port = quint16(m.captured(1).toUInt());
    }
    if (!port) {
        std::fprintf(stderr, "quantum-netbench: serve did not start\n");
        return 2;
    }
    runFor(500);
    const long baseline = residentKiB(serve.processId());
    std::vector<std::unique_ptr<QSslSocket>> sockets;
    for (int i = 0; i < attackers; ++i) {
        auto s = std::make_unique<QSslSocket>();
        s->setSslConfiguration(TlsServer::configuration());
        s->setReadBufferSize(1024); // it never reads past this
        s->bind(QHostAddress(QStringLiteral("127.0.5.%1").arg(1 + i / kMaxGreetingPerAddress)));
        s->connectToHostEncrypted(QStringLiteral("127.0.0.1"), port);
        QCborMap hello = message(msg::Hello);
        hello.insert(QStringLiteral("protocol"), kProtocolVersion);
        hello.insert(QStringLiteral("app"), applicationVersion());
        hello.insert(QStringLiteral("name"), QStringLiteral("attacker %1").arg(i));
        hello.insert(QStringLiteral("role"), QStringLiteral("observer"));
        s->write(encodeFrame(hello));
        // One at a time, as a patient attacker does (the host lets 16 greet at once).
        QElapsedTimer wait;
        wait.start();
        while (!s->isEncrypted() && s->state() != QAbstractSocket::UnconnectedState &&
               wait.elapsed() < 5000)
            runFor(5);
        runFor(20);
        sockets.push_back(std::move(s));
    }
    runFor(1000);
    int in = 0;
    for (const auto &s : sockets)
        in += s->state() == QAbstractSocket::ConnectedState;
    QCborMap line = message(msg::Chat);
    line.insert(QStringLiteral("text"), QString(kMaxChatLength, QLatin1Char('m')));
    const QByteArray frame = encodeFrame(line);
    long peak = baseline;
    quint64 sent = 0;
    for (int t = 0; t < seconds * 4; ++t) { // a quarter of the lines every 250 ms
        for (const auto &s : sockets)
            if (s->state() == QAbstractSocket::ConnectedState)
                for (int k = 0; k < (t % 4 == 0 ? 2 : 1); ++k) { // 5 a second
                    s->write(frame);
                    ++sent;
                }
        runFor(250);
        peak = std::max(peak, residentKiB(serve.processId()));
    }
    int stillIn = 0;
    for (const auto &s : sockets)
        stillIn += s->state() == QAbstractSocket::ConnectedState;
    sockets.clear(); // the attack ends
    runFor(3000);
    const long after = residentKiB(serve.processId());
    std::printf("chat attack: %d attackers (%d connected, %d still at the end), %d s, %llu lines "
                "sent\n",
                attackers, in, stillIn, seconds, static_cast<unsigned long long>(sent));
    std::printf("serve's resident memory: %.1f MB before, %.1f MB at the most, %.1f MB 3 s after "
                "the attackers left\n",
                baseline / 1024.0, peak / 1024.0, after / 1024.0);
    serve.kill();
    serve.waitForFinished(5000);
    return 0;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int games = 3, observers = 8, observerProcesses = 0, attackSeconds = 0, attackers = 60;
    double idleSeconds = 5;
    QString mapArg = QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*");
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--games"))
            games = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--observers"))
            observers = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--observer-processes"))
            observerProcesses = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--idle-seconds"))
            idleSeconds = args[i + 1].toDouble();
        else if (args[i] == QLatin1String("--map"))
            mapArg = args[i + 1];
        else if (args[i] == QLatin1String("--chat-attack"))
            attackSeconds = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--attackers"))
            attackers = args[i + 1].toInt();
    }
    if (attackSeconds > 0)
        return chatAttack(QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*"), attackSeconds, attackers);
    ReadStatus st;
    BoardPtr board = loadBoard(mapArg, st);
    if (!board) {
        std::fprintf(stderr, "quantum-netbench: %s\n", qPrintable(st.message()));
        return 2;
    }
    const int players = board->map().players;

    std::vector<double> latencies, handshakes; // milliseconds
    quint64 totalBytes = 0, totalActions = 0, totalTurns = 0;
    qsizetype stateBytes = 0, logBytes = 0; // of the last game's end
    for (int g = 0; g < games; ++g) {
        HostOptions ho;
        ho.address = QHostAddress::LocalHost;
        ho.port = 0;
        ho.seed = quint64(g + 1);
        ho.discovery = false;
        Host host(board, QList<LobbySeat>(players, LobbySeat{}), ho);
        if (!host.listen()) return 2;
        std::vector<std::unique_ptr<Client>> clients;
        std::vector<std::unique_ptr<Bot>> bots;
        std::vector<Action> legal;
        std::map<quint64, Clock::time_point> sentAt;
        std::map<quint64, int> arrived;
        const int everyone = players + observers;
        for (int i = 0; i < everyone; ++i) {
            ClientOptions o;
            o.name = QStringLiteral("c%1").arg(i);
            o.observer = i >= players;
            o.seat = i < players ? i : -1;
            clients.push_back(std::make_unique<Client>(o));
            if (i < players) bots.push_back(makeBot(QStringLiteral("greedy"), 1000 + quint64(i)));
        }
        for (int i = 0; i < everyone; ++i) {
            Client *c = clients[size_t(i)].get();
            auto act = [&, c, i] {
                if (i >= players || !c->myDecision()) return;
                legalActions(c->state(), legal);
                if (legal.empty()) return;
                const Action a = bots[size_t(i)]->choose(c->state(), legal);
                sentAt[c->version() + 1] = Clock::now();
                c->sendIntent(a);
            };
            QObject::connect(c, &Client::snapshotReceived, c, act);
            QObject::connect(
                c, &Client::updated, c, [&, c, act](const Action &, const Events &, quint64 v) {
                    if (++arrived[v] == everyone) {
                        const auto it = sentAt.find(v);
                        if (it != sentAt.end())
                            latencies.push_back(
                                std::chrono::duration<double, std::milli>(Clock::now() - it->second)
                                    .count());
                    }
                    // The bot thinks once every client had the update (as on separate
                    // computers): its thinking is not part of the latency.
                    QTimer::singleShot(0, c, act);
                });
            QObject::connect(c, &Client::gameOver, c, [] { QCoreApplication::exit(0); });
            const Clock::time_point started = Clock::now();
            QObject::connect(c, &Client::hostIdentified, c, [&handshakes, started] {
                handshakes.push_back(
                    std::chrono::duration<double, std::milli>(Clock::now() - started).count());
            });
            c->connectTo(QStringLiteral("127.0.0.1"), host.port());
        }
        while (!host.canStart())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        const auto others = watchers(observerProcesses, host);
        const quint64 before = host.bytesSent();
        host.start();
        QCoreApplication::exec(); // until the first client sees the end
        runFor(50);               // the last update reaches the others
        for (const auto &w : others)
            w->waitForFinished(5000);
        totalBytes += host.bytesSent() - before;
        totalActions += host.session()->version();
        totalTurns += quint64(std::max(1, int(host.session()->state().turn)));
        stateBytes = QCborValue(stateToCbor(publicView(host.session()->state()))).toCbor().size();
        logBytes = QCborValue(eventsToCbor(*board, host.session()->allEvents())).toCbor().size();
    }
    std::sort(latencies.begin(), latencies.end());
    auto pct = [&](double p) {
        return latencies.empty() ? 0.0 : latencies[size_t(p * double(latencies.size() - 1))];
    };
    std::printf("games %d, %d players, %d observers in this process, %d observer processes, "
                "%zu actions measured\n",
                games, players, observers, observerProcesses, latencies.size());
    std::printf(
        "intent to update on every client: median %.3f ms, 99th percentile %.3f ms, max %.3f ms\n",
        pct(0.5), pct(0.99), latencies.empty() ? 0.0 : latencies.back());
    const double clientsN = double(players + observers + observerProcesses);
    std::printf("bytes host to clients: %.0f per action per client, %.0f per turn per client, "
                "%.0f per game per client (%.0f per game in all)\n",
                double(totalBytes) / double(totalActions) / clientsN,
                double(totalBytes) / double(totalTurns) / clientsN,
                double(totalBytes) / games / clientsN, double(totalBytes) / games);

    std::sort(handshakes.begin(), handshakes.end());
    std::printf("TLS handshake (connect to certificate checked, %zu clients): median %.2f ms, max "
                "%.2f ms\n",
                handshakes.size(), handshakes.empty() ? 0.0 : handshakes[handshakes.size() / 2],
                handshakes.empty() ? 0.0 : handshakes.back());
    std::printf("a snapshot at the end of a game: state %lld bytes, log %lld bytes\n",
                qint64(stateBytes), qint64(logBytes));

    // Idle: a game waiting in the lobby with every client connected.
    {
        HostOptions ho;
        ho.address = QHostAddress::LocalHost;
        ho.port = 0;
        ho.discovery = false;
        Host host(board, QList<LobbySeat>(players, LobbySeat{}), ho);
        if (!host.listen()) return 2;
        std::vector<std::unique_ptr<Client>> clients;
        for (int i = 0; i < players + observers; ++i) {
            ClientOptions o;
            o.name = QStringLiteral("idle%1").arg(i);
            o.observer = i >= players;
            clients.push_back(std::make_unique<Client>(o));
            clients.back()->connectTo(QStringLiteral("127.0.0.1"), host.port());
        }
        const auto others = watchers(observerProcesses, host);
        runFor(500);
        const double cpu0 = cpuSeconds();
        QElapsedTimer wall;
        wall.start();
        runFor(int(idleSeconds * 1000));
        const double cpu = cpuSeconds() - cpu0;
        std::printf("idle (host and %d clients in this process, %d observer processes, heartbeats "
                    "only): %.2f%% of one core over %.1f s\n",
                    players + observers, observerProcesses,
                    100.0 * cpu / (double(wall.nsecsElapsed()) / 1e9),
                    double(wall.nsecsElapsed()) / 1e9);
        for (const auto &w : others)
            w->kill();
        for (const auto &w : others)
            w->waitForFinished(5000);
    }
    return 0;
}
