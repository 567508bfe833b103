// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Chaos on the LAN, on 127.0.0.1 only, every wait bounded, nothing timed:
// - whole games of network bots through a fault proxy (tests/net/faultproxy.h: delays, split
//   and coalesced pieces, truncated streams, cut connections) end with the same events and
//   final position as the same seeded local game; cut clients come back by themselves;
// - a `quantum-cli serve` killed (SIGKILL) mid-game and started again with --resume from its
//   autosave: the bots take their seats back with their tokens and the game ends as the local
//   one (at most the action in flight is lost, and sent again);
// - a client that stops reading: the bytes the host holds for it stay under the cap (measured),
//   it is dropped and the game plays on;
// - saves: the previous autosave is kept, a process killed while saving leaves a readable
//   save, a save that cannot be read names the previous autosave; `serve --continue` (the
//   service's start) goes on with an autosave only while its game is not over.
#include "app/game/savedgame.h"
#include "app/game/session.h"
#include "app/net/client.h"
#include "app/net/frame.h"
#include "app/net/host.h"
#include "app/net/netbot.h"
#include "engine/json.h"
#include "tests/net/faultproxy.h"
#include "tests/net/nettest.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <memory>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace quantum;
using namespace quantum::net;
using namespace quantum::net::test;

Q_DECLARE_METATYPE(quantum::net::test::FaultSchedule)

namespace {

// A player that keeps coming back: however long the host is away (a restart included).
ClientOptions stubborn(const QString &name, int seat)
{
    ClientOptions o;
    o.name = name;
    o.seat = seat;
    o.reconnectDelayMs = 100;
    o.reconnectTries = 600; // a minute of tries at the least
    return o;
}

// Bytes go through whole and at once until the proxy is armed; then the next byte to a client
// is the last: that connection is cut there (once).
FaultSchedule cutOnce()
{
    FaultSchedule once;
    once.delayPercent = 0;
    once.splitPercent = 0;
    once.cutAfterBytes = 1;
    once.maxCuts = 1;
    return once;
}

// Two stubborn greedy bots, A for seat 0 and B for seat 1, for a host of the duel board on
// 127.0.0.1 with a fault proxy in front of it that cuts one connection once, when armed; and
// the same seeded game played locally, to compare with. Each test connects the bots its way.
struct CutDuel {
    explicit CutDuel(quint64 seed)
        : local(playLocally(board, seed, {QStringLiteral("greedy"), QStringLiteral("greedy")})),
          host(board, QList<LobbySeat>(2, LobbySeat{}), loopback(seed))
    {
    }
    // The host and the proxy listen.
    bool listen()
    {
        if (!host.listen()) return false;
        proxy = std::make_unique<FaultProxy>(host.port(), cutOnce());
        return proxy->listen();
    }

    const BoardPtr board = duelBoard();
    const LocalGame local;
    Host host;
    std::unique_ptr<FaultProxy> proxy;
    NetBot a{QStringLiteral("greedy"), stubborn(QStringLiteral("A"), 0)};
    NetBot b{QStringLiteral("greedy"), stubborn(QStringLiteral("B"), 1)};
    QSignalSpy aDone{&a, &NetBot::finished}, bDone{&b, &NetBot::finished};
};

BoardPtr boardOf(const QString &layout, int players)
{
    Map map = mapFromNotation(layout).map;
    map.players = players;
    map.name = QStringLiteral("Chaos");
    return std::make_shared<const Board>(map);
}

// The seeded game of two players after `actions` actions (each the first legal one).
SavedGame savedAt(const BoardPtr &board, quint64 seed, int actions)
{
    Session s(board, {SeatInfo::human(), SeatInfo::human()}, seed, ComputerSeat::Threading::Inline);
    s.start();
    std::vector<Action> legal;
    for (int i = 0; i < actions && !s.isOver(); ++i) {
        legalActions(s.state(), legal);
        if (legal.empty() || s.submit(s.toAct(), legal.front()) != Session::Result::Applied) break;
    }
    return s.saved();
}

} // namespace

class TestChaos : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void gamesThroughTheFaultProxyEndAsTheLocalGame_data();
    void gamesThroughTheFaultProxyEndAsTheLocalGame();
    void playerCutAsTheGameStartsComesBack_data();
    void playerCutAsTheGameStartsComesBack();
    void playerCutBeforeItsWelcomeComesBack_data();
    void playerCutBeforeItsWelcomeComesBack();
    void observerCutAsTheGameStartsComesBack_data();
    void observerCutAsTheGameStartsComesBack();
    void killedHostResumesFromItsAutosave_data();
    void killedHostResumesFromItsAutosave();
    void slowReaderStaysUnderTheCap_data();
    void slowReaderStaysUnderTheCap();
    void autosaveKeepsThePreviousOne();
    void processKilledWhileSavingLeavesAReadableSave();
    void unreadableSaveNamesThePreviousAutosave();
    void continueGoesOnWithAnUnfinishedAutosaveOnly();
    void serveSaysWhenItCannotAutosave();
};

void TestChaos::initTestCase()
{
    qRegisterMetaType<FaultSchedule>();
}

// ---- The fault proxy

void TestChaos::gamesThroughTheFaultProxyEndAsTheLocalGame_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QStringList>("bots");
    QTest::addColumn<FaultSchedule>("schedule");
    QTest::addColumn<bool>("observer");
    const QString duel = kDuelNotation;
    const QString four = QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*");
    const QString greedy = QStringLiteral("greedy"), random = QStringLiteral("random");
    FaultSchedule split; // delayed, split down to single bytes
    split.seed = 1;
    split.splitPercent = 80;
    split.tinyPercent = 40;
    FaultSchedule coalesce; // pieces wait, so that several reads go out as one write
    coalesce.seed = 2;
    coalesce.coalesceMs = 1;
    coalesce.splitPercent = 30;
    FaultSchedule cuts; // streams cut inside frames, the clients come back
    cuts.seed = 3;
    cuts.splitPercent = 50;
    cuts.cutAfterBytes = 24 * 1024;
    cuts.maxCuts = 6;
    FaultSchedule many = cuts; // four players, shorter pieces
    many.seed = 4;
    many.maxDelayMs = 3;
    many.cutAfterBytes = 24 * 1024;
    many.maxCuts = 10;
    QTest::newRow("split, duel greedy 11")
        << duel << 11ull << QStringList{greedy, greedy} << split << false;
    QTest::newRow("coalesced, duel greedy-random 12")
        << duel << 12ull << QStringList{greedy, random} << coalesce << true;
    QTest::newRow("cuts, duel greedy-random 14")
        << duel << 14ull << QStringList{greedy, random} << cuts << true;
    FaultSchedule often = cuts; // a cut every few frames
    often.seed = 5;
    often.cutAfterBytes = 4 * 1024;
    often.maxCuts = 12;
    QTest::newRow("frequent cuts, duel greedy 15")
        << duel << 15ull << QStringList{greedy, greedy} << often << true;
    QTest::newRow("many cuts, four players 13")
        << four << 13ull << QStringList{greedy, random, greedy, random} << many << false;
    // The long soak, by hand: QUANTUM_CHAOS_GAMES=N adds N games, each with a schedule of
    // its own drawn from its number (duel and four players, greedy and random bots).
    const int soak = qEnvironmentVariableIntValue("QUANTUM_CHAOS_GAMES");
    for (int i = 0; i < soak; ++i) {
        QRandomGenerator r(quint64(1000 + i));
        FaultSchedule f;
        f.seed = quint64(1000 + i);
        f.delayPercent = int(r.bounded(30));
        f.maxDelayMs = 1 + int(r.bounded(5));
        f.splitPercent = int(r.bounded(90));
        f.tinyPercent = int(r.bounded(50));
        f.coalesceMs = r.bounded(4) == 0 ? 1 : 0;
        f.cutAfterBytes = r.bounded(3) == 0 ? 0 : 2048 + int(r.bounded(30000));
        f.maxCuts = f.cutAfterBytes ? 1 + int(r.bounded(10)) : 0;
        const bool fourPlayers = r.bounded(4) == 0;
        QStringList who;
        for (int p = 0; p < (fourPlayers ? 4 : 2); ++p)
            who.append(r.bounded(2) ? greedy : random);
        QTest::addRow("soak %d", i)
            << (fourPlayers ? four : duel) << quint64(2000 + i) << who << f << (r.bounded(2) == 1);
    }
}

// The host's final position, every event and the version equal the same seeded local game;
// every client's mirror (an observer's too) is the public view of that end; a schedule with
// cuts did cut, and the cut clients came back by themselves (no bot gave up).
void TestChaos::gamesThroughTheFaultProxyEndAsTheLocalGame()
{
    QFETCH(QString, layout);
    QFETCH(quint64, seed);
    QFETCH(QStringList, bots);
    QFETCH(FaultSchedule, schedule);
    QFETCH(bool, observer);
    const BoardPtr board = boardOf(layout, int(bots.size()));
    const LocalGame local = playLocally(board, seed, bots);
    QCOMPARE(local.state.phase, Phase::GameOver);

    Host host(board, QList<LobbySeat>(bots.size(), LobbySeat{}), loopback(seed));
    QVERIFY(host.listen());
    FaultProxy proxy(host.port(), schedule);
    QVERIFY(proxy.listen());
    std::vector<std::unique_ptr<NetBot>> net;
    std::vector<std::unique_ptr<QSignalSpy>> done, failed, lost;
    for (int i = 0; i < bots.size(); ++i) {
        net.push_back(std::make_unique<NetBot>(bots[i], stubborn(QStringLiteral("P%1").arg(i), i)));
        done.push_back(std::make_unique<QSignalSpy>(net.back().get(), &NetBot::finished));
        failed.push_back(std::make_unique<QSignalSpy>(net.back().get(), &NetBot::failed));
        lost.push_back(
            std::make_unique<QSignalSpy>(&net.back()->client(), &Client::connectionLost));
        net.back()->connectTo(QStringLiteral("127.0.0.1"), proxy.port());
    }
    std::unique_ptr<Client> watcher;
    if (observer) {
        ClientOptions o = stubborn(QStringLiteral("Eve"), -1);
        o.observer = true;
        watcher = std::make_unique<Client>(o);
        watcher->connectTo(QStringLiteral("127.0.0.1"), proxy.port());
        NET_TRY_COMPARE(watcher->status(), Client::Status::Connected);
    }
    // Every bot holds its seat's token (its welcome came through the proxy's delays): a cut
    // before that would leave it no way back to a seat the started game keeps for it.
    NET_TRY_VERIFY(host.canStart() && std::all_of(net.begin(), net.end(), [](const auto &b) {
                       return b->client().status() == Client::Status::Connected &&
                              !b->client().token().isEmpty();
                   }));
    QVERIFY(host.start());
    proxy.arm(); // a cut in the lobby would free the seat: cuts begin with the game
    for (size_t i = 0; i < done.size(); ++i) {
        const bool ended =
            waitUntil([&] { return done[i]->count() == 1 || !failed[i]->isEmpty(); },
                      3 * kWait); // thousands of pieces: generous for a loaded machine
        if (!ended) { // what each side holds, to tell where it stopped
            qWarning("host: version %llu, paused %d, over %d, clients %d, queued %lld, cuts %d",
                     host.session()->version(), host.session()->isPaused(),
                     host.session()->isOver(), host.clientCount(), host.queuedBytes(),
                     proxy.cuts());
            for (size_t j = 0; j < net.size(); ++j) {
                const Client &c = net[j]->client();
                qWarning("bot %zu: status %d, version %llu, paused %d, its decision %d", j,
                         int(c.status()), c.version(), c.isPaused(), c.myDecision());
            }
        }
        QVERIFY(ended);
        QVERIFY2(failed[i]->isEmpty(),
                 failed[i]->isEmpty() ? "" : qPrintable(failed[i]->first().first().toString()));
    }
    QVERIFY(host.session()->isOver());
    QVERIFY(host.session()->state() == local.state);
    QCOMPARE(host.session()->allEvents(), local.events);
    QCOMPARE(host.session()->version(), local.version);
    int lostTotal = 0;
    for (size_t i = 0; i < net.size(); ++i) {
        const Client &c = net[i]->client();
        // The end reached every bot (by an update, or by the snapshot of a rejoin).
        NET_TRY_COMPARE(c.version(), local.version);
        QVERIFY(c.state() == publicView(local.state));
        QCOMPARE(c.events(), local.events);
        QCOMPARE(done[i]->first().first().toInt(), int(local.state.winner));
        lostTotal += int(lost[i]->count());
        for (const QList<QVariant> &l : std::as_const(*lost[i]))
            QVERIFY(l.at(1).toBool()); // every lost connection was tried again
    }
    if (watcher) {
        NET_TRY_COMPARE(watcher->version(), local.version);
        QVERIFY(watcher->state() == publicView(local.state));
        QCOMPARE(watcher->events(), local.events);
    }
    QVERIFY(proxy.pieces() > 0);
    // (A schedule that makes tiny pieces often enough to be sure to see some.)
    if (schedule.tinyPercent * schedule.splitPercent >= 1000) QVERIFY(proxy.tinyPieces() > 0);
    if (schedule.coalesceMs > 0) QVERIFY(proxy.coalescedPieces() > 0);
    proxy.arm(false);
    const int first = int(bots.size()) + (watcher ? 1 : 0);
    if (schedule.maxCuts > 0) {
        // (A soak game may end before a link passes the bytes it is to be cut after.)
        if (!QByteArray(QTest::currentDataTag()).startsWith("soak")) QVERIFY(proxy.cuts() > 0);
        // Every cut client came back through the proxy (a new connection each time at least).
        NET_TRY_VERIFY(proxy.connections() >= first + proxy.cuts());
    } else {
        QCOMPARE(proxy.cuts(), 0);
        QCOMPARE(lostTotal, 0);
        QCOMPARE(proxy.connections(), first);
    }
    qInfo("%d connections, %d pieces (%d of 1-3 bytes, %d coalesced), %d cuts", proxy.connections(),
          proxy.pieces(), proxy.tinyPieces(), proxy.coalescedPieces(), proxy.cuts());
}

// Found by the soak: a player whose connection is cut in the instant the host starts, before
// it heard of the start, came back no more (it thought itself in the lobby, where a drop frees
// the seat), and the game waited for it for ever. Now a seated player tries again: in a game
// that started it is back in its seat and the game ends as the local one; in the lobby the
// host no longer knows its token and the client ends with the drop's reason (no refusal shown).
void TestChaos::playerCutAsTheGameStartsComesBack_data()
{
    QTest::addColumn<bool>("start");
    QTest::newRow("the host starts: the first byte of the news is the last") << true;
    QTest::newRow("still in the lobby: the seat is gone with the connection") << false;
}

void TestChaos::playerCutAsTheGameStartsComesBack()
{
    QFETCH(bool, start);
    CutDuel d(16);
    QVERIFY(d.listen());
    QSignalSpy bFailed(&d.b, &NetBot::failed), rejected(&d.b.client(), &Client::rejected);
    d.a.connectTo(QStringLiteral("127.0.0.1"), d.host.port());
    d.b.connectTo(QStringLiteral("127.0.0.1"), d.proxy->port());
    NET_TRY_VERIFY(d.host.canStart() && d.b.client().lobby().seats.size() == 2 &&
                   d.b.client().lobby().seats[0].isFilled() &&
                   d.b.client().lobby().seats[1].isFilled());
    QVERIFY(!d.b.client().token().isEmpty());
    d.proxy->arm(); // the next byte for B is cut short
    if (start) {
        QVERIFY(d.host.start());
        NET_TRY_VERIFY(d.proxy->cuts() == 1);
        NET_TRY_VERIFY((d.aDone.count() == 1 && d.bDone.count() == 1) || !bFailed.isEmpty());
        QVERIFY(bFailed.isEmpty());
        QCOMPARE(d.b.client().seat(), 1);
        QVERIFY(d.host.session()->state() == d.local.state);
        QCOMPARE(d.host.session()->allEvents(), d.local.events);
        QCOMPARE(d.b.client().events(), d.local.events);
    } else {
        d.host.sendChat(QStringLiteral("Host"), QStringLiteral("hello"));
        NET_TRY_VERIFY(d.proxy->cuts() == 1);
        NET_TRY_COMPARE(d.b.client().status(), Client::Status::Closed);
        QCOMPARE(rejected.count(), 0);
        QCOMPARE(bFailed.count(), 1);
        QVERIFY2(d.b.client().closeReason() != reason::BadToken,
                 qPrintable(d.b.client().closeReason()));
        NET_TRY_VERIFY(!d.host.lobby().seats[1].isFilled());
        QVERIFY(!d.host.isStarted());
    }
}

// A player whose connection is cut after its hello seated it but before the welcome (and its
// token) reached it: the host knows it by its hello's claim. Once the game has started, the
// seat is held for it: it comes back by itself and the game ends as the local one (before,
// it had no token, gave up, and the game waited until the host handed the seat to the
// computer). In the lobby it joins again.
void TestChaos::playerCutBeforeItsWelcomeComesBack_data()
{
    QTest::addColumn<bool>("start");
    QTest::newRow("the host starts before it hears of the cut") << true;
    QTest::newRow("still in the lobby") << false;
}

void TestChaos::playerCutBeforeItsWelcomeComesBack()
{
    QFETCH(bool, start);
    CutDuel d(18);
    QVERIFY(d.listen());
    QSignalSpy bFailed(&d.b, &NetBot::failed), rejected(&d.b.client(), &Client::rejected);
    d.a.connectTo(QStringLiteral("127.0.0.1"), d.host.port());
    NET_TRY_VERIFY(d.host.lobby().seats[0].isFilled());
    // The host seats B: the proxy holds its welcome back. The host starts on the next pass of
    // its event loop, as a click would; then the proxy cuts B's connection, the welcome lost.
    bool startedInTime = false;
    connect(&d.host, &Host::clientJoined, this, [&](const QString &, int seat) {
        if (seat != 1 || d.proxy->cuts() > 0) return;
        d.proxy->hold();
        QTimer::singleShot(0, &d.host, [&] {
            if (start) startedInTime = d.host.start();
            d.proxy->cutAll();
        });
    });
    d.b.connectTo(QStringLiteral("127.0.0.1"), d.proxy->port());
    NET_TRY_VERIFY(d.proxy->cuts() == 1);
    if (start) {
        NET_TRY_VERIFY(d.host.isStarted());
        QVERIFY(startedInTime);
    }
    // B tries again (the same claim) and is in seat 1, with a token.
    NET_TRY_VERIFY(d.b.client().status() == Client::Status::Connected || !bFailed.isEmpty());
    QVERIFY2(bFailed.isEmpty(), qPrintable(d.b.client().closeReason()));
    QCOMPARE(rejected.count(), 0);
    QCOMPARE(d.proxy->connections(), 2);
    QCOMPARE(d.b.client().seat(), 1);
    QVERIFY(!d.b.client().token().isEmpty());
    if (!start) {
        NET_TRY_VERIFY(d.host.canStart());
        QVERIFY(d.host.start());
    }
    NET_TRY_VERIFY(d.aDone.count() == 1 && d.bDone.count() == 1);
    QVERIFY(d.host.session()->state() == d.local.state);
    QCOMPARE(d.host.session()->allEvents(), d.local.events);
    QCOMPARE(d.b.client().events(), d.local.events);
    // Another player's hello with another claim finds no seat in the game that runs.
    Client late(stubborn(QStringLiteral("C"), 1));
    QSignalSpy lateRejected(&late, &Client::rejected);
    late.connectTo(QStringLiteral("127.0.0.1"), d.host.port());
    NET_TRY_COMPARE(lateRejected.count(), 1);
    QCOMPARE(lateRejected.first().at(0).toString(), reason::GameStarted);
}

void TestChaos::observerCutAsTheGameStartsComesBack_data()
{
    QTest::addColumn<bool>("start");
    QTest::newRow("the host starts: the observer never heard of it") << true;
    QTest::newRow("still in the lobby") << false;
}

// An observer cut before it heard that the game started (found by the 1,000-game soak: it
// took itself for a lobby watcher and gave up) comes back, as it does in the lobby: an
// observer holds no seat, so trying again costs nobody anything.
void TestChaos::observerCutAsTheGameStartsComesBack()
{
    QFETCH(bool, start);
    CutDuel d(17);
    QVERIFY(d.listen());
    d.a.connectTo(QStringLiteral("127.0.0.1"), d.host.port());
    d.b.connectTo(QStringLiteral("127.0.0.1"), d.host.port());
    ClientOptions o = stubborn(QStringLiteral("Eve"), -1);
    o.observer = true;
    Client eve(o);
    QSignalSpy lost(&eve, &Client::connectionLost);
    eve.connectTo(QStringLiteral("127.0.0.1"), d.proxy->port());
    NET_TRY_VERIFY(d.host.canStart() && d.host.lobby().observers.size() == 1 &&
                   eve.lobby().observers.size() == 1);
    d.proxy->arm(); // the next byte for the observer is cut short
    if (start) {
        QVERIFY(d.host.start());
    } else {
        d.host.sendChat(QStringLiteral("Host"), QStringLiteral("hello"));
    }
    NET_TRY_VERIFY(d.proxy->cuts() == 1);
    NET_TRY_COMPARE(lost.count(), 1); // the client hears of the cut after the proxy makes it
    QVERIFY(lost.first().at(1).toBool()); // it tries again
    NET_TRY_VERIFY(d.proxy->connections() == 2 && eve.status() == Client::Status::Connected &&
                   d.host.lobby().observers.size() == 1);
    if (!start) QVERIFY(d.host.start());
    NET_TRY_VERIFY(d.aDone.count() == 1 && d.bDone.count() == 1);
    NET_TRY_COMPARE(eve.version(), d.local.version);
    QVERIFY(eve.state() == publicView(d.local.state));
    QCOMPARE(eve.events(), d.local.events);
}

// ---- The host killed and started again

void TestChaos::killedHostResumesFromItsAutosave_data()
{
    QTest::addColumn<bool>("intentInFlight");
    QTest::newRow("killed while it waits for a player") << false;
    // SIGSTOP first, so that the player's intent reaches a host that never reads it.
    QTest::newRow("killed with an intent in flight (lost, sent again)") << true;
}

// `quantum-cli serve --autosave` plays two network bots (in this process, so that their
// generators live on across the host's restart); seat 1 holds at a position in the game's
// middle, where the host can only wait: the host is killed there (SIGKILL: no goodbye, no last
// save). A new `serve --resume` on the same port loads the autosave, which is the position
// held (nothing is lost but the action in flight); the bots come back to their seats by
// themselves with their tokens and the game ends exactly as the same seeded local game.
void TestChaos::killedHostResumesFromItsAutosave()
{
    QFETCH(bool, intentInFlight);
    const BoardPtr board = duelBoard();
    const QStringList greedy{QStringLiteral("greedy"), QStringLiteral("greedy")};
    const auto held = [](const GameState &s) { return s.turn >= 4 && s.toAct() == 1; };
    quint64 seed = 0;
    LocalGame local;
    for (quint64 s = 40; s < 80 && !seed; ++s) {
        bool reaches = false;
        local = playLocally(board, s, greedy, [&](const Session &se) {
            reaches = reaches || (held(se.state()) && se.state().phase != Phase::GameOver);
        });
        if (reaches) seed = s;
    }
    QVERIFY2(seed, "no seed reaches turn 4");

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString autosave = dir.filePath(QStringLiteral("host.quantum-save"));
    QProcess serve;
    const quint16 port = startServe(serve, {QStringLiteral("--seats"), QStringLiteral("open,open"),
                                            QStringLiteral("--seed"), QString::number(seed),
                                            QStringLiteral("--autosave"), autosave});
    QVERIFY(port != 0);
    NetBot a(QStringLiteral("greedy"), stubborn(QStringLiteral("A"), 0));
    NetBot b(QStringLiteral("greedy"), stubborn(QStringLiteral("B"), 1));
    b.setHold(held);
    QSignalSpy holding(&b, &NetBot::holding), aDone(&a, &NetBot::finished),
        bDone(&b, &NetBot::finished), aFailed(&a, &NetBot::failed), bFailed(&b, &NetBot::failed);
    a.connectTo(QStringLiteral("127.0.0.1"), port);
    b.connectTo(QStringLiteral("127.0.0.1"), port);
    NET_TRY_VERIFY(holding.count() > 0);
    const quint64 heldAt = b.client().version();
    const GameState heldMirror = b.client().state();
    const QString tokenA = a.client().token(), tokenB = b.client().token();
    QVERIFY(!tokenA.isEmpty() && !tokenB.isEmpty());

    if (intentInFlight) {
        QCOMPARE(::kill(pid_t(serve.processId()), SIGSTOP), 0);
        b.clearHold();
        b.play(); // the intent goes out to a host that will never read it
        NET_TRY_VERIFY(b.client().unsentBytes() == 0); // handed to the system
    }
    serve.kill(); // SIGKILL
    QVERIFY(serve.waitForFinished(kWait));
    QCOMPARE(serve.exitStatus(), QProcess::CrashExit);

    // The autosave holds the position the game waited at, and the seats' tokens.
    SavedGame saved;
    ReadStatus st;
    QVERIFY2(SavedGame::fromFile(autosave, saved, st), qPrintable(st.message()));
    QCOMPARE(saved.version, heldAt);
    QVERIFY(publicView(saved.state) == heldMirror);
    QCOMPARE(saved.seatTokens, (QStringList{tokenA, tokenB}));
    // and the one before it, one action earlier.
    SavedGame previous;
    QVERIFY2(SavedGame::fromFile(previousAutosavePath(autosave), previous, st),
             qPrintable(st.message()));
    QCOMPARE(previous.version + 1, heldAt);

    QProcess again;
    const quint16 port2 = startServeWith(
        again, {QStringLiteral("--resume"), autosave, QStringLiteral("--port"),
                QString::number(port), QStringLiteral("--bind"), QStringLiteral("127.0.0.1"),
                QStringLiteral("--no-discovery"), QStringLiteral("--exit-when-done")});
    QCOMPARE(port2, port);
    if (!intentInFlight) {
        NET_TRY_VERIFY(b.client().status() == Client::Status::Connected && b.client().hasGame() &&
                       !b.client().isPaused());
        b.clearHold();
        b.play();
    }
    NET_TRY_VERIFY((aDone.count() == 1 && bDone.count() == 1) || !aFailed.isEmpty() ||
                   !bFailed.isEmpty());
    QVERIFY(aFailed.isEmpty() && bFailed.isEmpty());
    QCOMPARE(b.client().token(), tokenB);
    QCOMPARE(a.client().token(), tokenA);
    // The same game on the board as serve read it (its map's name is serve's own).
    local = playLocally(a.client().board(), seed, greedy);
    for (NetBot *bot : {&a, &b}) {
        NET_TRY_COMPARE(bot->client().version(), local.version);
        QVERIFY(bot->client().state() == publicView(local.state));
        QCOMPARE(bot->client().events(), local.events);
    }
    QVERIFY(again.waitForFinished(kWait));
    QCOMPARE(again.exitCode(), 0);
    const QString out = QString::fromUtf8(again.readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("winner %1").arg(local.state.winner)), qPrintable(out));
    // The resumed host went on saving to the same file: the end is there.
    QVERIFY(SavedGame::fromFile(autosave, saved, st));
    QCOMPARE(saved.version, local.version);
    QVERIFY(saved.state == local.state);
}

// ---- A slow reader

void TestChaos::slowReaderStaysUnderTheCap_data()
{
    QTest::addColumn<qint64>("cap");
    QTest::newRow("64 KiB cap") << qint64(64 * 1024);
    QTest::newRow("the default cap (kMaxQueuedBytes)") << kMaxQueuedBytes;
}

// An observer stops reading in a running game while the host sends (chat lines, to make
// volume, and the game's updates): the bytes the host holds for its clients never pass the cap
// and a few frames (sampled after every send: Host::queuedBytes); the reader is dropped as too
// slow; the players, held meanwhile, then play the game to the same end as the local one.
void TestChaos::slowReaderStaysUnderTheCap()
{
    QFETCH(qint64, cap);
    const BoardPtr board = duelBoard();
    const quint64 seed = 81;
    const QStringList greedy{QStringLiteral("greedy"), QStringLiteral("greedy")};
    const LocalGame local = playLocally(board, seed, greedy);
    HostOptions ho = loopback(seed);
    ho.maxQueuedBytes = cap;
    ho.chatBacklog = 2 * cap; // chat lines do not skip the slow reader: they fill its queue
    // The slow reader never answers a heartbeat either: on a busy machine (the sanitizer
    // build, with other work on both cores) sending 16 MiB took longer than the silence a
    // host allows (10 s), and it was dropped as timed out first. This test is about the cap.
    ho.timeoutMs = 10 * 60 * 1000;
    Host host(board, QList<LobbySeat>(2, LobbySeat{}), ho);
    QVERIFY(host.listen());
    NetBot a(QStringLiteral("greedy"), stubborn(QStringLiteral("A"), 0));
    NetBot b(QStringLiteral("greedy"), stubborn(QStringLiteral("B"), 1));
    const auto held = [](const GameState &s) { return s.turn >= 3 && s.toAct() == 1; };
    b.setHold(held);
    QSignalSpy holding(&b, &NetBot::holding), done(&b, &NetBot::finished);
    a.connectTo(QStringLiteral("127.0.0.1"), host.port());
    b.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_VERIFY(host.canStart());

    // The slow one: says hello as an observer, then never reads again.
    QSslSocket slow;
    slow.setReadBufferSize(1024);
    connectEncrypted(slow, host.port());
    QVERIFY(waitUntil([&slow] { return slow.isEncrypted(); }));
    QCborMap hello = message(msg::Hello);
    hello.insert(QStringLiteral("protocol"), kProtocolVersion);
    hello.insert(QStringLiteral("app"), applicationVersion());
    hello.insert(QStringLiteral("name"), QStringLiteral("Slow"));
    hello.insert(QStringLiteral("role"), QStringLiteral("observer"));
    slow.write(encodeFrame(hello));
    NET_TRY_COMPARE(host.lobby().observers.size(), 1);
    QVERIFY(host.start());
    NET_TRY_VERIFY(holding.count() > 0);

    QSignalSpy left(&host, &Host::clientLeft);
    const QString text(kMaxChatLength, QLatin1Char('m'));
    const qsizetype frame = encodeFrame(QCborMap{{QStringLiteral("type"), msg::Chat},
                                                 {QStringLiteral("from"), QStringLiteral("Host")},
                                                 {QStringLiteral("seat"), -1},
                                                 {QStringLiteral("text"), text}})
                                .size();
    qint64 most = 0;
    quint64 sentBefore = host.bytesSent();
    int lines = 0;
    // Bounded by bytes: far past the cap and the kernel's buffers.
    while (left.isEmpty() && qint64(host.bytesSent() - sentBefore) < 4 * cap + (64 << 20)) {
        host.sendChat(QStringLiteral("Host"), text);
        ++lines;
        most = qMax(most, host.queuedBytes());
        if (lines % 8 == 0) QCoreApplication::processEvents();
    }
    NET_TRY_VERIFY(!left.isEmpty());
    qInfo("cap %lld bytes: %d chat lines (%lld bytes to the three clients) sent until the slow "
          "one was dropped; the host held %lld bytes at the most",
          qlonglong(cap), lines, qlonglong(host.bytesSent() - sentBefore), qlonglong(most));
    QCOMPARE(left.first().at(0).toString(), QStringLiteral("Slow"));
    QCOMPARE(left.first().at(2).toString(), reason::TooSlow);
    // The players' own queues are in `most` too: each holds the frames of one round of the
    // loop (8) at the most.
    QVERIFY2(most <= cap + 20 * frame, qPrintable(QString::number(most)));
    QCOMPARE(host.lobby().observers, QStringList{});

    b.clearHold();
    b.play();
    NET_TRY_COMPARE(done.count(), 1);
    QVERIFY(host.session()->state() == local.state);
    QCOMPARE(host.session()->allEvents(), local.events);
    QCOMPARE(a.client().status(), Client::Status::Connected);
}

// ---- Saves

// Every autosave keeps the one before it; removing an autosave removes both.
void TestChaos::autosaveKeepsThePreviousOne()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("autosave.quantum-save"));
    QCOMPARE(previousAutosavePath(path),
             dir.filePath(QStringLiteral("autosave.previous.quantum-save")));
    QCOMPARE(previousAutosavePath(QStringLiteral("/x/lan.json")),
             QStringLiteral("/x/lan.previous.json"));
    QCOMPARE(previousAutosavePath(QStringLiteral("/x/plain")), QStringLiteral("/x/plain.previous"));
    const BoardPtr board = duelBoard();
    const SavedGame one = savedAt(board, 5, 3), two = savedAt(board, 5, 6),
                    three = savedAt(board, 5, 9);
    QVERIFY(writeAutosave(path, one.toBytes()));
    QVERIFY(!QFile::exists(previousAutosavePath(path)));
    QVERIFY(writeAutosave(path, two.toBytes()));
    QVERIFY(writeAutosave(path, three.toBytes()));
    SavedGame now, before;
    ReadStatus st;
    QVERIFY(SavedGame::fromFile(path, now, st));
    QVERIFY(SavedGame::fromFile(previousAutosavePath(path), before, st));
    QCOMPARE(now.version, three.version);
    QCOMPARE(before.version, two.version);
    QVERIFY(before.state == two.state);
    removeAutosave(path);
    QVERIFY(!QFile::exists(path));
    QVERIFY(!QFile::exists(previousAutosavePath(path)));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{}); // no stray files
}

// A process writing autosaves without pause is killed (SIGKILL) at arbitrary moments: the
// autosave and the previous one always read as whole saves of the game (writes are atomic;
// a plain truncate-and-write would leave a cut file behind).
void TestChaos::processKilledWhileSavingLeavesAReadableSave()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("autosave.quantum-save"));
    const BoardPtr board = duelBoard();
    const QByteArray first = savedAt(board, 7, 20).toBytes(),
                     second = savedAt(board, 7, 40).toBytes();
    QVERIFY(writeAutosave(path, first));
    for (int round = 0; round < 6; ++round) {
        int ready[2];
        QCOMPARE(::pipe(ready), 0);
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) { // writes and writes (bounded: it never outlives a failed test long)
            ::close(ready[0]);
            for (int i = 0; i < 20000; ++i) {
                writeAutosave(path, i % 2 ? first : second);
                if (i == 3) (void)!::write(ready[1], "x", 1); // writing for a while
            }
            ::_exit(0);
        }
        auto reap = qScopeGuard([child] {
            ::kill(child, SIGKILL);
            ::waitpid(child, nullptr, 0);
        });
        ::close(ready[1]);
        char c = 0;
        QCOMPARE(::read(ready[0], &c, 1), ssize_t(1));
        ::close(ready[0]);
        ::usleep(useconds_t(1000 * (round * 7 % 11))); // somewhere in a write
        QCOMPARE(::kill(child, SIGKILL), 0);
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        reap.dismiss();
        QVERIFY(WIFSIGNALED(status));
        for (const QString &p : {path, previousAutosavePath(path)}) {
            QFile f(p);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            QVERIFY2(bytes == first || bytes == second, qPrintable(p));
        }
    }
}

// `serve --resume` of a save that cannot be read says why and names the previous autosave
// when that one can be read (exit 2); with no previous one it only says why.
void TestChaos::unreadableSaveNamesThePreviousAutosave()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("host.quantum-save"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"quantum-save\", \"version\": 1, \"map\": ");
    }
    const QStringList args{QStringLiteral("serve"),
                           QStringLiteral("--resume"),
                           path,
                           QStringLiteral("--port"),
                           QStringLiteral("0"),
                           QStringLiteral("--bind"),
                           QStringLiteral("127.0.0.1"),
                           QStringLiteral("--no-discovery")};
    QProcess serve;
    serve.start(QStringLiteral(QUANTUM_CLI), args);
    QVERIFY(serve.waitForFinished(kWait));
    QCOMPARE(serve.exitCode(), 2); // unreadable input (docs/cli.md)
    QString err = QString::fromUtf8(serve.readAllStandardError());
    QVERIFY2(err.startsWith(QStringLiteral("quantum-cli: cannot resume")), qPrintable(err));
    QVERIFY2(!err.contains(QStringLiteral("previous")), qPrintable(err));
    QVERIFY(
        writeSaveFile(previousAutosavePath(path), savedAt(duelBoard(), 3, 5).toBytes(), nullptr));
    serve.start(QStringLiteral(QUANTUM_CLI), args);
    QVERIFY(serve.waitForFinished(kWait));
    QCOMPARE(serve.exitCode(), 2);
    err = QString::fromUtf8(serve.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("the previous autosave")) &&
                 err.contains(previousAutosavePath(path)),
             qPrintable(err));
    QProcess noMap;
    noMap.start(QStringLiteral(QUANTUM_CLI),
                args + QStringList{QStringLiteral("--seats"), QStringLiteral("open,open")});
    QVERIFY(noMap.waitForFinished(kWait));
    QCOMPARE(noMap.exitCode(), 2);
    QVERIFY(QString::fromUtf8(noMap.readAllStandardError())
                .contains(QStringLiteral("--resume takes no --seats")));
}

// `serve --continue --autosave FILE` is what the systemd service runs at every start: with no
// autosave it starts a new game on --map and --seats; with an autosave of a game not over it
// goes on with it (as --resume); with a finished one it starts a new game again (docs/cli.md).
void TestChaos::continueGoesOnWithAnUnfinishedAutosaveOnly()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.quantum-save"));
    const QStringList args{QStringLiteral("--seats"),    QStringLiteral("open,open"),
                           QStringLiteral("--seed"),     QStringLiteral("3"),
                           QStringLiteral("--continue"), QStringLiteral("--autosave"),
                           path};
    // What the host says first: the new game's seed, or the game it resumes.
    const auto firstWords = [&args]() -> QString {
        QProcess serve;
        serve.start(QStringLiteral(QUANTUM_CLI),
                    QStringList{QStringLiteral("serve"), QStringLiteral("--map"), kDuelNotation,
                                QStringLiteral("--port"), QStringLiteral("0"),
                                QStringLiteral("--bind"), QStringLiteral("127.0.0.1"),
                                QStringLiteral("--no-discovery")} +
                        args);
        QByteArray out;
        const QRegularExpression said(QStringLiteral("(seed \\d+|resuming .*)$"),
                                      QRegularExpression::MultilineOption);
        QString words;
        while (words.isEmpty() && serve.waitForReadyRead(kWait)) {
            out += serve.readAllStandardOutput();
            const QRegularExpressionMatch m = said.match(QString::fromUtf8(out));
            if (m.hasMatch()) words = m.captured(1);
        }
        serve.kill();
        serve.waitForFinished(kWait);
        return words;
    };
    QCOMPARE(firstWords(), QStringLiteral("seed 3")); // no autosave: a new game

    QVERIFY(writeSaveFile(path, savedAt(duelBoard(), 3, 5).toBytes(), nullptr));
    QVERIFY2(firstWords().startsWith(QStringLiteral("resuming ") + path), qPrintable(path));

    QList<SeatInfo> computers{SeatInfo::computer(), SeatInfo::computer()};
    for (SeatInfo &seat : computers)
        seat.bot = QStringLiteral("greedy"); // quick, and the same seed plays the same game
    Session finished(duelBoard(), computers, 4, ComputerSeat::Threading::Inline);
    finished.start();
    QVERIFY(finished.isOver());
    QVERIFY(writeSaveFile(path, finished.saved().toBytes(), nullptr));
    QCOMPARE(firstWords(), QStringLiteral("seed 3")); // the game is over: a new one

    QProcess noFile;
    noFile.start(QStringLiteral(QUANTUM_CLI),
                 {QStringLiteral("serve"), QStringLiteral("--map"), kDuelNotation,
                  QStringLiteral("--seats"), QStringLiteral("open,open"),
                  QStringLiteral("--continue")});
    QVERIFY(noFile.waitForFinished(kWait));
    QCOMPARE(noFile.exitCode(), 2);
    QVERIFY(QString::fromUtf8(noFile.readAllStandardError())
                .contains(QStringLiteral("--continue needs --autosave")));
}

// A dedicated host whose autosave cannot be written (a file stands where its folder should
// be) says so on its log, once, and plays the game to its end.
void TestChaos::serveSaysWhenItCannotAutosave()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString notAFolder = dir.filePath(QStringLiteral("file"));
    {
        QFile f(notAFolder);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    QProcess serve; // all of its output is read at the end
    serve.start(QStringLiteral(QUANTUM_CLI),
                {QStringLiteral("serve"), QStringLiteral("--map"), kDuelNotation,
                 QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"),
                 QStringLiteral("127.0.0.1"), QStringLiteral("--no-discovery"),
                 QStringLiteral("--exit-when-done"), QStringLiteral("--seats"),
                 QStringLiteral("ai:greedy,ai:greedy"), QStringLiteral("--seed"),
                 QStringLiteral("5"), QStringLiteral("--autosave"),
                 notAFolder + QStringLiteral("/game.quantum-save")});
    QVERIFY(serve.waitForFinished(kWait)); // --exit-when-done: the game was played to its end
    QCOMPARE(serve.exitCode(), 0);
    const QString out = QString::fromUtf8(serve.readAllStandardOutput());
    QCOMPARE(out.count(QStringLiteral("cannot autosave to ") + notAFolder), 1);
    QVERIFY2(out.contains(QStringLiteral("winner")), qPrintable(out));
}

QTEST_GUILESS_MAIN(TestChaos)
#include "tst_chaos.moc"
