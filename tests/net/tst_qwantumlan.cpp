// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum over the LAN: the one host, client and network bot of Quantum serve the second game
// through the game core (engine/game.h). A whole game of network bots ends as the same seeded
// game at one computer and as the engine's playGame; phase 2 answers (Q-TURN-6) are kept by
// the host until every player due answered, and a client's view names who has; a client
// mirrors the host's public view; intents that are not legal are refused.
#include "app/game/savedgame.h"
#include "app/game/session.h"
#include "app/net/client.h"
#include "app/net/clientsession.h"
#include "app/net/discovery.h"
#include "app/net/host.h"
#include "app/net/netbot.h"
#include "engine/game.h"
#include "engine/qwantum/json.h"

#include "tests/game/qwantumtest.h"
#include "tests/net/nettest.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace quantum;
using namespace quantum::net;
using namespace quantum::net::test;

namespace {

GameStart qwantum(int players)
{
    return quantum::test::qwantumStart(players);
}

} // namespace

class TestQwantumLan : public QObject {
    Q_OBJECT
private slots:
    void networkBotsEndAsTheLocalGame_data();
    void networkBotsEndAsTheLocalGame();
    void phaseTwoAnswersWaitForEveryPlayer();
    void illegalIntentIsRefused();
    void clientLearnsTheGameFromTheWelcome();
    void hostAutosavesAndResumesTheGame();
    void discoveryNamesTheGame_data();
    void discoveryNamesTheGame();
};

void TestQwantumLan::networkBotsEndAsTheLocalGame_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QStringList>("bots");
    QTest::newRow("two players, hard and easy") << 5ull << QStringList{"hard", "easy"};
    QTest::newRow("three players") << 6ull << QStringList{"normal", "random", "hard"};
    QTest::newRow("four players") << 7ull << QStringList{"easy", "hard", "random", "normal"};
}

// Q-TURN-6, Q-END-1, Q-END-2: network bots play a whole game of Qwantum through the host;
// the host's final position, every event and the version equal the same seeded game of
// computer seats at one computer, and the engine's playGame gives the same scores and
// winners; each client's mirror holds the host's position and events.
void TestQwantumLan::networkBotsEndAsTheLocalGame()
{
    QFETCH(quint64, seed);
    QFETCH(QStringList, bots);
    const int players = int(bots.size());

    Session local(qwantum(players), quantum::test::computerSeats(bots), seed,
                  ComputerSeat::Threading::Inline);
    local.start(); // computers answer at once: the whole game is played here
    QVERIFY(local.isOver());
    const GameRecord record = quantum::test::playQwantum(bots, seed);
    QVERIFY(record.forfeit < 0);
    for (int i = 0; i < players; ++i)
        QCOMPARE(record.score[size_t(i)], local.game().score(i));

    Host host(qwantum(players), QList<LobbySeat>(players, LobbySeat{}), loopback(seed));
    QVERIFY(host.listen());
    QCOMPARE(host.lobby().game, GameKind::Qwantum);
    const NetBotTable net(bots, host.port());
    QVERIFY(net.valid());
    QSignalSpy over(&host, &Host::gameOver);
    NET_TRY_VERIFY(host.canStart());
    QVERIFY(host.start());
    for (const auto &d : net.done)
        NET_TRY_COMPARE(d->count(), 1);
    QCOMPARE(over.count(), 1);

    const Session &session = *host.session();
    QCOMPARE(session.kind(), GameKind::Qwantum);
    const QJsonArray localEvents = local.game().eventsToJson(local.anyEvents());
    QCOMPARE(session.game().eventsToJson(session.anyEvents()), localEvents);
    QCOMPARE(session.game().publicJson(), local.game().publicJson());
    QCOMPARE(session.version(), local.version());
    const std::vector<int> winners = local.game().winners();
    for (int i = 0; i < players; ++i) {
        QCOMPARE(net.done[size_t(i)]->first().first().toInt(),
                 winners.size() == 1 ? winners.front() : -1);
        QCOMPARE(net.snapshots[size_t(i)]->count(), 1); // every update fitted: no resync
        const Client &c = net.bots[size_t(i)]->client();
        QCOMPARE(c.kind(), GameKind::Qwantum);
        QCOMPARE(c.version(), local.version());
        QVERIFY(c.game());
        QCOMPARE(c.game()->publicJson(), local.game().publicJson());
        QCOMPARE(c.game()->eventsToJson(c.anyEvents()), localEvents);
    }
}

// Q-TURN-6: in phase 2 every player answers the same roll at once. The host keeps each
// answer without applying it (no one sees another's write before answering), tells every
// client who has answered, refuses a second answer of the same player, and applies all of
// them in player order once the last is in.
void TestQwantumLan::phaseTwoAnswersWaitForEveryPlayer()
{
    Host host(qwantum(3), QList<LobbySeat>(3, LobbySeat{}), loopback(21));
    QVERIFY(host.listen());
    std::vector<std::unique_ptr<Client>> clients;
    for (int i = 0; i < 3; ++i) {
        clients.push_back(std::make_unique<Client>(playerOptions(QStringLiteral("P%1").arg(i), i)));
        clients.back()->connectTo(QStringLiteral("127.0.0.1"), host.port());
    }
    NET_TRY_VERIFY(host.canStart());
    QVERIFY(host.start());
    for (const auto &c : clients)
        NET_TRY_VERIFY(c->hasGame());

    // The active player ends phase 1 by passing on every colour: a misthrow (Q-TURN-5).
    const Session &session = *host.session();
    const int active = session.toAct();
    QCOMPARE(session.due().size(), size_t(1));
    qw::Action misthrow;
    misthrow.type = qw::ActionType::Misthrow;
    misthrow.player = int8_t(active);
    Client &mover = *clients[size_t(active)];
    NET_TRY_VERIFY(mover.myDecision());
    mover.sendIntent(misthrow);
    NET_TRY_COMPARE(session.due().size(), size_t(3)); // everyone, the active player too
    for (const auto &c : clients)
        NET_TRY_COMPARE(c->version(), session.version());

    const std::vector<int> due = session.due();
    const quint64 version = session.version();
    const QJsonObject before = session.game().publicJson();
    const int watcher = due.front(); // answers last, through its app's session (a mirror)
    QSignalSpy answered(clients[size_t(watcher)].get(), &Client::answered);
    const std::unique_ptr<Session> mirror = makeClientSession(clients[size_t(watcher)].get());
    QVERIFY(mirror);
    QCOMPARE(mirror->kind(), GameKind::Qwantum);
    QSignalSpy mirrorAnswered(mirror.get(), &Session::answered);
    qw::Action pass;
    pass.type = qw::ActionType::Pass;
    QList<int> given;
    for (size_t k = due.size() - 1; k > 0; --k) { // the later players answer first
        const int seat = due[k];
        Client &c = *clients[size_t(seat)];
        QVERIFY(c.myDecision());
        pass.player = int8_t(seat);
        c.sendIntent(pass);
        given.append(seat);
        NET_TRY_COMPARE(answered.count(), int(given.size()));
        QCOMPARE(answered.last().first().toInt(), seat);
        QVERIFY(session.hasAnswered(seat));
        QCOMPARE(clients[size_t(watcher)]->answeredSeats(), given);
        NET_TRY_VERIFY(c.answeredSeats().contains(seat));
        QVERIFY(!c.myDecision()); // its answer is given
        QVERIFY(mirror->hasAnswered(seat) && !mirror->isDue(seat));
        QCOMPARE(session.version(), version);          // nothing applied yet
        QCOMPARE(session.game().publicJson(), before); // nobody sees it before answering
    }

    // A second answer of the same player is refused (its first is final).
    Client &again = *clients[size_t(given.front())];
    QSignalSpy refused(&again, &Client::refused);
    pass.player = int8_t(given.front());
    again.sendIntent(pass);
    NET_TRY_COMPARE(refused.count(), 1);
    QCOMPARE(refused.first().first().toString(), reason::Rules);
    QCOMPARE(session.version(), version);

    QVERIFY(mirror->isDue(watcher));
    pass.player = int8_t(watcher);
    QCOMPARE(mirror->submit(watcher, AnyAction(pass)), Session::Result::Sent);
    NET_TRY_VERIFY(session.version() == version + due.size());
    NET_TRY_COMPARE(mirror->version(), session.version());
    QCOMPARE(mirror->game().publicJson(), session.game().publicJson());
    QCOMPARE(mirrorAnswered.count(), int(due.size())); // the others', then its own
    for (int seat : due)
        QVERIFY(!mirror->hasAnswered(seat));
    std::vector<int> passed;
    for (const qw::Event &e : session.anyEvents().qwantum)
        if (e.type == qw::EventType::Passed) passed.push_back(e.player);
    QCOMPARE(passed, due); // applied in player order
    for (const auto &c : clients) {
        NET_TRY_COMPARE(c->version(), session.version());
        QVERIFY(c->answeredSeats().isEmpty());
        QCOMPARE(c->game()->publicJson(), session.game().publicJson());
    }
}

// An intent that is not legal (another player's action, a colour the active player closed,
// an action that cannot be read) is refused and changes nothing.
void TestQwantumLan::illegalIntentIsRefused()
{
    Host host(qwantum(2), QList<LobbySeat>(2, LobbySeat{}), loopback(3));
    QVERIFY(host.listen());
    Client a(playerOptions(QStringLiteral("A"), 0)), b(playerOptions(QStringLiteral("B"), 1));
    a.connectTo(QStringLiteral("127.0.0.1"), host.port());
    b.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_VERIFY(host.canStart());
    QVERIFY(host.start());
    NET_TRY_VERIFY(a.hasGame() && b.hasGame());
    const Session &session = *host.session();
    Client &idle = session.toAct() == 0 ? b : a;
    const int idleSeat = idle.seat();
    QSignalSpy refused(&idle, &Client::refused);
    qw::Action pass; // phase 1 is the active player's: a pass is not a phase-1 action
    pass.type = qw::ActionType::Pass;
    pass.player = int8_t(idleSeat);
    idle.sendIntent(pass);
    NET_TRY_COMPARE(refused.count(), 1);
    QCOMPARE(refused.first().first().toString(), reason::Rules);
    QCOMPARE(session.version(), quint64(0));
    QVERIFY(!session.hasAnswered(idleSeat));
}

// The welcome names the game; the lobby and the client know it before the first snapshot.
void TestQwantumLan::clientLearnsTheGameFromTheWelcome()
{
    Host host(qwantum(4), QList<LobbySeat>(4, LobbySeat{}), loopback(4));
    QVERIFY(host.listen());
    QVERIFY(!host.board());
    Client c(playerOptions(QStringLiteral("Ann"), 2));
    QSignalSpy lobby(&c, &Client::lobbyChanged);
    c.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_COMPARE(c.status(), Client::Status::Connected);
    NET_TRY_VERIFY(lobby.count() > 0);
    QCOMPARE(c.kind(), GameKind::Qwantum);
    QCOMPARE(c.lobby().game, GameKind::Qwantum);
    QCOMPARE(c.lobby().seats.size(), 4);
    QCOMPARE(c.seat(), 2);
    QVERIFY(!c.board());
    QVERIFY(!c.hasGame());
}

// A host of Qwantum autosaves after every action: the autosave is a save of Qwantum with the
// position, the computer's seat and the player's token; a host resumed from it waits for the
// player, who comes back with the token and plays the game to its end.
void TestQwantumLan::hostAutosavesAndResumesTheGame()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("auto.quantum-save"));
    HostOptions ho = loopback(55);
    ho.autosavePath = path;
    LobbySeat computer;
    computer.kind = LobbySeat::Kind::Computer;
    computer.bot = QStringLiteral("easy");
    auto host = std::make_unique<Host>(qwantum(2), QList<LobbySeat>{LobbySeat{}, computer}, ho);
    QVERIFY(host->listen());
    auto a =
        std::make_unique<NetBot>(QStringLiteral("random"), playerOptions(QStringLiteral("Ann"), 0));
    a->setHold([](const Game &game) { return game.turn() >= 4; });
    QSignalSpy holding(a.get(), &NetBot::holding);
    a->connectTo(QStringLiteral("127.0.0.1"), host->port());
    NET_TRY_VERIFY(host->canStart());
    QVERIFY(host->start());
    NET_TRY_VERIFY(holding.count() > 0);
    const QJsonObject at = host->session()->game().publicJson();
    const quint64 version = host->session()->version();
    const QString token = a->client().token();
    QVERIFY(!token.isEmpty());
    QSignalSpy hostClosed(&a->client(), &Client::hostClosed);
    host->close();
    NET_TRY_COMPARE(hostClosed.count(), 1);
    host.reset();
    a.reset();

    SavedGame saved;
    ReadStatus st;
    QVERIFY2(SavedGame::fromFile(path, saved, st, SavedGame::Games::Any), qPrintable(st.message()));
    QCOMPARE(saved.kind, GameKind::Qwantum);
    QCOMPARE(saved.game()->publicJson(), at);
    QCOMPARE(saved.version, version);
    QCOMPARE(saved.seatTokens.value(0), token);
    QVERIFY(saved.seats[1].isComputer());
    QCOMPARE(saved.seats[1].bot, QStringLiteral("easy"));

    Host again(saved, loopback(0));
    QVERIFY(again.listen());
    QCOMPARE(again.kind(), GameKind::Qwantum);
    QCOMPARE(again.lobby().seats[0].kind, LobbySeat::Kind::Player);
    QVERIFY(!again.lobby().seats[0].connected);
    ClientOptions ann = playerOptions(QStringLiteral("Ann"), 0);
    ann.token = token;
    NetBot back(QStringLiteral("random"), ann);
    QSignalSpy done(&back, &NetBot::finished);
    back.connectTo(QStringLiteral("127.0.0.1"), again.port());
    NET_TRY_COMPARE(back.client().seat(), 0);
    NET_TRY_VERIFY(again.canStart());
    QVERIFY(again.start());
    QCOMPARE(again.session()->version(), version);
    QCOMPARE(again.session()->game().publicJson(), at);
    QVERIFY(again.session()->hasWholeHistory());
    NET_TRY_COMPARE(done.count(), 1);
    QVERIFY(again.session()->isOver());
    QVERIFY(again.session()->version() > version);
}

void TestQwantumLan::discoveryNamesTheGame_data()
{
    QTest::addColumn<QCborValue>("game");
    QTest::addColumn<bool>("listed");
    QTest::addColumn<int>("kind");
    QTest::newRow("qwantum") << QCborValue(QStringLiteral("qwantum")) << true
                             << int(GameKind::Qwantum);
    QTest::newRow("quantum") << QCborValue(QStringLiteral("quantum")) << true
                             << int(GameKind::Quantum);
    QTest::newRow("a host from before: Quantum") << QCborValue() << true << int(GameKind::Quantum);
    QTest::newRow("another game is not listed")
        << QCborValue(QStringLiteral("chess")) << false << 0;
    QTest::newRow("not a name") << QCborValue(3) << false << 0;
}

// A host's discovery answer names its game; the join list reads it (missing: Quantum) and
// leaves out a game this program does not know.
void TestQwantumLan::discoveryNamesTheGame()
{
    QFETCH(QCborValue, game);
    QFETCH(bool, listed);
    QFETCH(int, kind);
    QCborMap m = message(msg::Game);
    m.insert(QStringLiteral("protocol"), kProtocolVersion);
    m.insert(QStringLiteral("app"), applicationVersion());
    m.insert(QStringLiteral("name"), QStringLiteral("Friday"));
    m.insert(QStringLiteral("map"), QString());
    m.insert(QStringLiteral("seats"), 3);
    m.insert(QStringLiteral("free"), 2);
    m.insert(QStringLiteral("port"), 37651);
    if (!game.isUndefined()) m.insert(QStringLiteral("game"), game);
    FoundGame found;
    QCOMPARE(FoundGame::fromDatagram(QCborValue(m).toCbor(), QHostAddress::LocalHost, found),
             listed);
    if (listed) QCOMPARE(int(found.game), kind);
}

QTEST_GUILESS_MAIN(TestQwantumLan)
#include "tst_qwantumlan.moc"
