// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The client's side of a LAN game without a widget (app/net/clientsession.h, linked with
// quantum_net alone): Session's mirror mode against a recording authority, then a client
// session that follows a host on 127.0.0.1 through a whole game, its position the host's
// public view at every version, and the banner a cut connection shows. Every wait is on an
// event and bounded.
#include "app/game/session.h"
#include "app/net/client.h"
#include "app/net/clientsession.h"
#include "app/net/host.h"
#include "engine/map.h"

#include "tests/net/nettest.h"

#include <QSignalSpy>
#include <QtTest>

#include <map>
#include <memory>

using namespace quantum;
using namespace quantum::net;
using namespace quantum::net::test;

class TestClientSession : public QObject {
    Q_OBJECT
private slots:
    void mirrorSendsAndAppliesNothingItself();
    void clientSessionFollowsTheHostToTheEnd();
};

namespace {
// An authority that only writes down what the mirror sent it.
struct Recorder : RemoteAuthority {
    std::vector<std::pair<int, Action>> intents;
    int undos = 0;
    void sendIntent(int seat, const AnyAction &action) override
    {
        intents.push_back({seat, std::get<Action>(action)});
    }
    void requestUndo(int) override { ++undos; }
};
} // namespace

// The mirror mode of Session without a network: submit goes to the authority and changes
// nothing; applyRemote and resetRemote are the only ways the position moves.
void TestClientSession::mirrorSendsAndAppliesNothingItself()
{
    const BoardPtr board = duelBoard();
    Session real(board, {SeatInfo::human(QStringLiteral("Ann")), SeatInfo::computer()}, 7,
                 ComputerSeat::Threading::Inline);
    Recorder authority;
    Session mirror(publicView(real.state()), real.seatInfos(), real.allEvents(), real.version(), 0,
                   &authority);
    QVERIFY(mirror.isMirror());
    QVERIFY(mirror.isLocalHuman(0));
    QVERIFY(!mirror.isLocalHuman(1));
    QVERIFY(mirror.seat(1)->isRemote());
    QVERIFY(!mirror.handToComputer(0));
    QSignalSpy applied(&mirror, &Session::applied), reset(&mirror, &Session::reset);
    mirror.start();
    QCOMPARE(mirror.toAct(), 0);

    // A legal answer is sent, once per position; the position stays.
    const GameState before = mirror.state();
    const Action first = mirror.legal().front();
    QCOMPARE(mirror.submit(0, first), Session::Result::Sent);
    QCOMPARE(mirror.submit(0, first), Session::Result::NotDue);
    QCOMPARE(mirror.submit(1, first), Session::Result::NotDue);
    QCOMPARE(authority.intents.size(), size_t(1));
    QCOMPARE(authority.intents.front().first, 0);
    QVERIFY(mirror.state() == before);
    QCOMPARE(applied.count(), 0);
    mirror.remoteRefused(); // the host said no: another answer may go
    QCOMPARE(mirror.submit(0, first), Session::Result::Sent);
    QCOMPARE(authority.intents.size(), size_t(2));

    // The authority applies it: the mirror takes its position, events and version.
    const size_t eventsBefore = real.allEvents().size();
    QCOMPARE(real.submit(0, first), Session::Result::Applied);
    const Events events(real.allEvents().begin() + qsizetype(eventsBefore), real.allEvents().end());
    mirror.applyRemote(first, events, publicView(real.state()), real.version());
    QCOMPARE(applied.count(), 1);
    QVERIFY(mirror.state() == publicView(real.state()));
    QCOMPARE(mirror.version(), real.version());
    QCOMPARE(mirror.allEvents(), real.allEvents());
    QCOMPARE(mirror.canUndo(0), real.canUndo(0));

    // In the action phase a move is undoable: the mirror offers it as the host does, and
    // undo is a request to the authority.
    real.playAhead(humanTurnFrom(real, 2));
    QVERIFY(!real.isOver());
    QCOMPARE(real.toAct(), 0);
    mirror.resetRemote(publicView(real.state()), real.allEvents(), real.version());
    QCOMPARE(reset.count(), 1);
    QVERIFY(mirror.state() == publicView(real.state()));
    const Action *move = nullptr;
    for (const Action &a : mirror.legal())
        if (a.type == ActionType::Move && !move) move = &a;
    QVERIFY(move);
    const Action moving = *move;
    QCOMPARE(mirror.submit(0, moving), Session::Result::Sent);
    const size_t at = real.allEvents().size();
    QCOMPARE(real.submit(0, moving), Session::Result::Applied);
    mirror.applyRemote(moving,
                       Events(real.allEvents().begin() + qsizetype(at), real.allEvents().end()),
                       publicView(real.state()), real.version());
    QVERIFY(real.canUndo(0));
    QVERIFY(mirror.canUndo(0));
    QVERIFY(!mirror.canUndo(1));
    const GameState moved = mirror.state();
    QVERIFY(mirror.undo(0));
    QCOMPARE(authority.undos, 1);
    QVERIFY(mirror.state() == moved); // until the host's snapshot comes
    // Held by the authority (paused by the host, or not reachable): nothing is sent, and the
    // window's own pause and resume do not release it.
    mirror.setHeld(true);
    mirror.setPaused(false);
    QVERIFY(mirror.isPaused());
    QVERIFY(!mirror.canUndo(0));
    QCOMPARE(mirror.submit(0, mirror.legal().front()), Session::Result::Paused);
    mirror.setHeld(false);
    QVERIFY(!mirror.isPaused());
    QVERIFY(mirror.canUndo(0));

    // An observer's mirror has no local seat and sends nothing.
    Session watching(publicView(real.state()), real.seatInfos(), real.allEvents(), real.version(),
                     -1, &authority);
    QCOMPARE(watching.localHumanCount(), 0);
    const size_t sent = authority.intents.size();
    QCOMPARE(watching.submit(watching.toAct(), watching.legal().front()), Session::Result::NotDue);
    QCOMPARE(authority.intents.size(), sent);
}

// A client session, answered by a program instead of a page: every answer goes to the host
// and comes back as an update; the mirror's position is the host's public view at each
// version, and the game ends on both sides with the same winner.
void TestClientSession::clientSessionFollowsTheHostToTheEnd()
{
    const BoardPtr board = duelBoard();
    LobbySeat computer;
    computer.kind = LobbySeat::Kind::Computer;
    computer.bot = QStringLiteral("easy");
    HostOptions options = loopback(20261202);
    options.threading = ComputerSeat::Threading::Inline;
    Host host(board, {LobbySeat{}, computer}, options);
    QVERIFY(host.listen());
    ClientOptions po;
    po.name = QStringLiteral("Ann");
    po.seat = 0;
    Client client(po);
    client.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_VERIFY(host.canStart());

    QVERIFY(host.start());
    const HostViews hostViews(host);
    NET_TRY_VERIFY(client.hasGame());
    std::unique_ptr<Session> session = makeClientSession(&client);
    QVERIFY(session);
    QVERIFY(session->isMirror());
    QCOMPARE(clientOf(session.get()), &client);
    QVERIFY(networkBanner(*session).isEmpty());
    int compared = 0, mismatched = 0;
    connect(session.get(), &Session::applied, this,
            [&](const Action &, const Events &, quint64 v) {
                ++compared;
                if (!hostViews.matches(v, session->state())) ++mismatched;
            });
    session->start();
    // The local player answers each of its decisions with the first legal action (an end of
    // turn when there is one, so that the game moves on), until the game is over.
    int answers = 0;
    const auto answer = [&] {
        if (session->isOver() || session->toAct() != 0) return;
        const std::vector<Action> legal = session->legal();
        if (legal.empty()) return;
        Action chosen = legal.front();
        for (const Action &a : legal)
            if (a.type == ActionType::EndTurn) chosen = a;
        if (session->submit(0, chosen) == Session::Result::Sent) ++answers;
    };
    connect(session.get(), &Session::applied, this, answer, Qt::QueuedConnection);
    connect(session.get(), &Session::reset, this, answer, Qt::QueuedConnection);
    answer();
    QVERIFY(waitUntil([&] { return session->isOver() && host.session()->isOver(); }, 120000));
    QVERIFY(answers > 0);
    QVERIFY(compared > 0);
    QCOMPARE(mismatched, 0);
    QCOMPARE(session->state().winner, host.session()->state().winner);

    // A cut connection says so in the banner the page would show.
    host.close();
    NET_TRY_VERIFY(client.status() == Client::Status::Closed);
    QVERIFY(networkBanner(*session).isEmpty()); // the game is over: nothing to wait for
}

QTEST_GUILESS_MAIN(TestClientSession)
#include "tst_clientsession.moc"
