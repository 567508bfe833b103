// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The one game core plays Qwantum: a Session of computer seats plays a whole game as the
// engine's playGame does; in phase 2 (Q-TURN-6) every seat due is asked on the same position,
// each answer is kept, final, until all are in, then all are applied in player order; the one
// door refuses what is not due or not legal.
#include "app/game/savedgame.h"
#include "app/game/session.h"
#include "engine/game.h"
#include "tests/game/qwantumtest.h"

#include <QSignalSpy>
#include <QtTest>

#include <memory>

using namespace quantum;

namespace {

GameStart qwantum(int players)
{
    return test::qwantumStart(players);
}

// Plays `count` answers of human seats: each time the first seat due that has not answered
// takes its legal action number `pick` (modulo their number).
void playAnswers(Session &session, int count, int pick)
{
    for (int i = 0; i < count && !session.isOver(); ++i) {
        int seat = -1;
        for (int s : session.due())
            if (!session.hasAnswered(s)) {
                seat = s;
                break;
            }
        QVERIFY(seat >= 0);
        std::vector<qw::Action> legal;
        qw::legalActions(*qwantumState(session.game()), seat, legal);
        QVERIFY(!legal.empty());
        const Session::Result r =
            session.submit(seat, AnyAction(legal[size_t(i * pick) % legal.size()]));
        QVERIFY(r == Session::Result::Applied || r == Session::Result::Answered);
    }
}

qw::Action qwAction(qw::ActionType type, int player)
{
    qw::Action a;
    a.type = type;
    a.player = int8_t(player);
    return a;
}

} // namespace

class TestQwantumSession : public QObject {
    Q_OBJECT
private slots:
    void computersPlayAsPlayGame_data();
    void computersPlayAsPlayGame();
    void computersOnWorkerThreads();
    void phaseTwoAsksEverySeatOnOnePosition();
    void doorRefusesWhatIsNotDueOrNotLegal();
    void savedGameResumesWithItsHistory();
};

void TestQwantumSession::computersPlayAsPlayGame_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QStringList>("bots");
    QTest::newRow("2 players") << 1ull << QStringList{"hard", "normal"};
    QTest::newRow("3 players") << 2ull << QStringList{"random", "easy", "hard"};
    QTest::newRow("4 players") << 3ull << QStringList{"easy", "easy", "normal", "random"};
}

// Q-END-1, Q-END-2: a session of inline computer seats plays to the end, each action legal
// and every invariant kept, with the scores, winners and turns of the engine's playGame for
// the same seed and bots (the session seeds seat i's bot 1000 + i).
void TestQwantumSession::computersPlayAsPlayGame()
{
    QFETCH(quint64, seed);
    QFETCH(QStringList, bots);
    const int players = int(bots.size());
    Session session(qwantum(players), test::computerSeats(bots), seed,
                    ComputerSeat::Threading::Inline);
    QCOMPARE(session.kind(), GameKind::Qwantum);
    QSignalSpy over(&session, &Session::gameOver);
    int checked = 0;
    std::unique_ptr<Game> before = session.game().clone();
    connect(&session, &Session::played, &session,
            [&](const AnyAction &, const AnyEvents &events, quint64) {
                const QString broken = session.game().brokenInvariant(*before, events);
                QVERIFY2(broken.isEmpty(), qPrintable(broken));
                before = session.game().clone();
                ++checked;
            });
    session.start();
    QVERIFY(session.isOver());
    QCOMPARE(over.count(), 1);
    QCOMPARE(quint64(checked), session.version());

    const GameRecord record = test::playQwantum(bots, seed);
    QVERIFY2(record.invariantError.isEmpty(), qPrintable(record.invariantError));
    QCOMPARE(record.forfeit, -1);
    QCOMPARE(long(session.version()), record.actions);
    QCOMPARE(session.game().turn(), record.turns);
    uint8_t winners = 0;
    for (int w : session.game().winners())
        winners |= uint8_t(1u << w);
    QCOMPARE(winners, record.winners);
    QCOMPARE(over.first().first().toInt(), record.winner);
    for (int i = 0; i < players; ++i)
        QCOMPARE(record.score[size_t(i)], session.game().score(i));
}

// Computer seats that think on worker threads (as in the app) finish the game too, several
// thinking at once in phase 2, and end as the inline game does.
void TestQwantumSession::computersOnWorkerThreads()
{
    const QStringList bots{"random", "easy", "random"};
    Session inlined(qwantum(3), test::computerSeats(bots), 11, ComputerSeat::Threading::Inline);
    inlined.start();
    QVERIFY(inlined.isOver());

    Session session(qwantum(3), test::computerSeats(bots), 11, ComputerSeat::Threading::Worker);
    QSignalSpy over(&session, &Session::gameOver);
    session.start();
    QVERIFY(over.wait(120000) || over.count() == 1);
    QVERIFY(session.isOver());
    QCOMPARE(session.game().publicJson(), inlined.game().publicJson());
    QCOMPARE(session.version(), inlined.version());
}

// Q-TURN-6: a human and two computers. In phase 2 the computers are asked on the same
// position as the human and answer at once; their answers are kept (the position does not
// change, `answered` names them) until the human answers; then the three answers are applied
// in player order.
void TestQwantumSession::phaseTwoAsksEverySeatOnOnePosition()
{
    QList<SeatInfo> seats = test::computerSeats({"easy", "easy", "easy"});
    seats[0] = SeatInfo::human(QStringLiteral("Ann"));
    Session session(qwantum(3), seats, 8, ComputerSeat::Threading::Inline);
    QSignalSpy answered(&session, &Session::answered);
    session.start();
    // Until phase 2 with the human due: the human's own rolls end with a misthrow (Q-TURN-5).
    const qw::State *s = qwantumState(session.game());
    QVERIFY(s);
    for (int guard = 0; s->phase != qw::Phase::Others && guard < 10; ++guard) {
        QCOMPARE(session.toAct(), 0); // computers answered their own phase 1 at once
        QCOMPARE(session.submit(0, AnyAction(qwAction(qw::ActionType::Misthrow, 0))),
                 Session::Result::Applied);
        s = qwantumState(session.game());
    }
    QCOMPARE(s->phase, qw::Phase::Others);
    QCOMPARE(session.due(), (std::vector<int>{0, 1, 2}));
    QVERIFY(session.isDue(0));
    QVERIFY(!session.isDue(1) && session.hasAnswered(1));
    QVERIFY(!session.isDue(2) && session.hasAnswered(2));
    QCOMPARE(answered.count(), 2);
    QCOMPARE(answered.at(0).first().toInt(), 1);
    QCOMPARE(answered.at(1).first().toInt(), 2);
    QCOMPARE(s->answered, uint8_t(0)); // kept, not applied
    QVERIFY(!session.canUndo(0));

    const quint64 version = session.version();
    const size_t events = session.anyEvents().qwantum.size();
    QSignalSpy played(&session, &Session::played);
    QCOMPARE(session.submit(0, AnyAction(qwAction(qw::ActionType::Pass, 0))),
             Session::Result::Answered);
    QVERIFY(session.version() >= version + 3);
    std::vector<int> order;
    for (size_t i = events; i < session.anyEvents().qwantum.size(); ++i) {
        const qw::Event &e = session.anyEvents().qwantum[i];
        if ((e.type == qw::EventType::Wrote || e.type == qw::EventType::Passed) && order.size() < 3)
            order.push_back(e.player);
    }
    QCOMPARE(order, (std::vector<int>{0, 1, 2}));
    QVERIFY(played.count() >= 3);
    const AnyAction first = played.first().first().value<AnyAction>();
    QVERIFY(std::get<qw::Action>(first) == qwAction(qw::ActionType::Pass, 0));
}

// The one door: a seat not due, a second answer, another player's action, an action of the
// other game and one the rules refuse are all refused, and nothing changes.
void TestQwantumSession::doorRefusesWhatIsNotDueOrNotLegal()
{
    Session session(qwantum(2), {SeatInfo::human(), SeatInfo::human()}, 4,
                    ComputerSeat::Threading::Inline);
    session.start();
    const int active = session.toAct();
    const int other = 1 - active;
    const quint64 version = session.version();
    QCOMPARE(session.submit(other, AnyAction(qwAction(qw::ActionType::Pass, other))),
             Session::Result::NotDue);
    QCOMPARE(session.whyRefused(other, AnyAction(qwAction(qw::ActionType::Pass, other))).id,
             RefusalId::NotYourDecision);
    // Q-TURN-7: a pass is phase 2's, not the active player's in phase 1.
    QCOMPARE(session.submit(active, AnyAction(qwAction(qw::ActionType::Pass, active))),
             Session::Result::Illegal);
    QCOMPARE(session.whyRefused(active, AnyAction(qwAction(qw::ActionType::Pass, active))).id,
             RefusalId::NotLegal);
    QCOMPARE(session.submit(active, AnyAction(qwAction(qw::ActionType::Misthrow, other))),
             Session::Result::Illegal);
    QCOMPARE(session.submit(active, AnyAction(Action{})), Session::Result::Illegal);
    QCOMPARE(session.version(), version);

    QCOMPARE(session.submit(active, AnyAction(qwAction(qw::ActionType::Misthrow, active))),
             Session::Result::Applied);
    QCOMPARE(session.submit(active, AnyAction(qwAction(qw::ActionType::Pass, active))),
             Session::Result::Answered);
    // Its answer is final: a second one is not taken.
    QCOMPARE(session.submit(active, AnyAction(qwAction(qw::ActionType::Pass, active))),
             Session::Result::NotDue);
    QCOMPARE(session.version(), version + 1);
}

// A game of Qwantum saved half-way reads back as Qwantum (only by a reader that takes either
// game: the app's own refuses it, saying so), with its seats, version and history; the
// resumed session replays the history to the same position, events and generator, and goes
// on exactly as the game saved.
void TestQwantumSession::savedGameResumesWithItsHistory()
{
    QList<SeatInfo> seats{SeatInfo::human(QStringLiteral("Ann")), SeatInfo::human(),
                          SeatInfo::human(QStringLiteral("Cy"))};
    Session session(qwantum(3), seats, 31, ComputerSeat::Threading::Inline);
    session.start();
    playAnswers(session, 40, 7);
    const SavedGame saved = session.saved();
    QCOMPARE(saved.kind, GameKind::Qwantum);
    const QByteArray bytes = saved.toBytes();

    SavedGame quantumOnly;
    ReadStatus refused;
    QVERIFY(!SavedGame::fromBytes(bytes, quantumOnly, refused));
    QVERIFY2(refused.message().contains(QStringLiteral("saved game of Qwantum")),
             qPrintable(refused.message()));
    QCOMPARE(SavedGame::problemInWords(refused),
             QStringLiteral("it is a saved game of Qwantum, not of Quantum"));

    SavedGame read;
    ReadStatus st;
    QVERIFY2(SavedGame::fromBytes(bytes, read, st, SavedGame::Games::Any),
             qPrintable(st.message()));
    QCOMPARE(read.kind, GameKind::Qwantum);
    QCOMPARE(read.players(), 3);
    QCOMPARE(read.seats, session.seatInfos());
    QCOMPARE(read.version, session.version());
    QCOMPARE(read.toBytes(), bytes); // written again, the same file

    Session resumed(read, ComputerSeat::Threading::Inline);
    QVERIFY2(resumed.historyLost().isEmpty(), qPrintable(resumed.historyLost()));
    QVERIFY(resumed.hasWholeHistory());
    QCOMPARE(resumed.version(), session.version());
    QCOMPARE(resumed.rngState(), session.rngState());
    QCOMPARE(resumed.game().publicJson(), session.game().publicJson());
    QVERIFY(resumed.anyEvents().qwantum == session.anyEvents().qwantum);
    resumed.start();
    playAnswers(session, 60, 3);
    playAnswers(resumed, 60, 3);
    QCOMPARE(resumed.game().publicJson(), session.game().publicJson());
    QCOMPARE(resumed.rngState(), session.rngState());
    QVERIFY(resumed.anyEvents().qwantum == session.anyEvents().qwantum);
}

QTEST_GUILESS_MAIN(TestQwantumSession)
#include "tst_qwantumsession.moc"
