// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The game core without any widget: a session asks the seat due and takes every
// decision through Session::submit; computer seats play whole games; intents of a seat that
// is not due are refused; undo; saved games with their seats.
#include "app/game/replay.h"
#include "app/game/savedgame.h"
#include "app/game/session.h"
#include "engine/bots.h"
#include "engine/json.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QtTest>

using namespace quantum;

namespace {

BoardPtr alphaBoard()
{
    Map map = mapFromNotation(QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*")).map;
    map.players = 2;
    return std::make_shared<const Board>(map);
}

// Greedy computers: quick, and the same seed gives the same game (a level that thinks by
// the clock does not).
QList<SeatInfo> computers(int n)
{
    QList<SeatInfo> seats;
    for (int i = 0; i < n; ++i) {
        seats.append(SeatInfo::computer());
        seats.back().bot = QStringLiteral("greedy");
    }
    return seats;
}

// The first legal action that rolls no die and reveals no card: a move, else a research.
const Action *quietAction(const Session &session)
{
    for (const Action &a : session.legal())
        if (a.type == ActionType::Move) return &a;
    for (const Action &a : session.legal())
        if (a.type == ActionType::Research) return &a;
    return nullptr;
}

} // namespace

class TestSession : public QObject {
    Q_OBJECT
private slots:
    void wholeGameOfInlineComputers_data();
    void wholeGameOfInlineComputers();
    void computersOnWorkerThreads();
    void intentOfASeatNotDueIsRefused();
    void illegalIntentIsRefused();
    void pausedSessionTakesNoDecision();
    void undoWithinTheTurn();
    void replacedSeatAnswers();
    void playAheadGoesThroughTheSeats();
    void savedGameKeepsSeatsAndVersion();
    void savedGameReadsOlderSeats();
    void savedGameKeepsWellFormedSeatSecrets();
    void savedGameRefusesBrokenFiles();
    void savedGameKeepsTheWholeHistory();
    void brokenHistoryLoadsThePosition();
    void savedGameReplaysToAPinnedPosition();
    void replayStepsThroughTheGame();
};

void TestSession::wholeGameOfInlineComputers_data()
{
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1ull, 2ull, 3ull, 20261201ull})
        QTest::newRow(qPrintable(QString::number(seed))) << seed;
}

// Four computer seats play a whole game through the one door; every applied action is
// announced once with the next version, and the game ends with a winner (R-TURN-5).
void TestSession::wholeGameOfInlineComputers()
{
    QFETCH(quint64, seed);
    Map map = mapFromNotation(QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*")).map;
    map.players = 4;
    Session session(std::make_shared<const Board>(map), computers(4), seed,
                    ComputerSeat::Threading::Inline);
    quint64 announced = 0;
    bool inOrder = true;
    connect(&session, &Session::applied, this,
            [&](const Action &, const Events &, quint64 version) {
                inOrder = inOrder && version == ++announced;
            });
    QSignalSpy over(&session, &Session::gameOver);
    session.start(); // inline seats answer at once: the whole game is played here
    QVERIFY(session.isOver());
    QCOMPARE(over.count(), 1);
    QVERIFY(inOrder);
    QCOMPARE(session.version(), announced);
    QVERIFY(announced > 100);
    QVERIFY(session.state().winner >= 0);
    QCOMPARE(over.first().first().toInt(), int(session.state().winner));
    QCOMPARE(session.state().cubesLeft(session.state().winner), 0);
    QVERIFY2(checkInvariants(session.state()).isEmpty(),
             qPrintable(checkInvariants(session.state())));
    QVERIFY(session.history().size() > 2);

    // The same seed and seats play the same game.
    Session again(std::make_shared<const Board>(map), computers(4), seed,
                  ComputerSeat::Threading::Inline);
    again.start();
    QVERIFY(again.state() == session.state());
    QCOMPARE(again.version(), session.version());
}

// Computer seats think on worker threads; their answers come back through submit on the
// session's thread, and the game goes on to the end.
void TestSession::computersOnWorkerThreads()
{
    Session session(alphaBoard(), computers(2), 77);
    QThread *mine = QThread::currentThread();
    bool sameThread = true;
    connect(&session, &Session::applied, this, [&](const Action &, const Events &, quint64) {
        sameThread = sameThread && QThread::currentThread() == mine;
    });
    QSignalSpy over(&session, &Session::gameOver);
    session.start();
    QVERIFY(!session.isOver()); // nothing is decided on the calling thread
    QVERIFY(over.wait(60000));
    QVERIFY(session.isOver());
    QVERIFY(sameThread);
    QVERIFY(session.state().winner >= 0);
}

// A human seat's intent is refused while another seat is due; nothing changes.
void TestSession::intentOfASeatNotDueIsRefused()
{
    Session session(alphaBoard(), {SeatInfo::human(), SeatInfo::human()}, 5);
    session.start();
    const int due = session.toAct();
    QVERIFY(due >= 0);
    const int other = 1 - due;
    QVERIFY(!session.legal().empty());
    Action a = session.legal().front();
    const GameState before = session.state();
    QSignalSpy applied(&session, &Session::applied);
    // The other seat submits an action legal for the seat due, and one in its own name.
    QCOMPARE(session.submit(other, a), Session::Result::NotDue);
    const Refusal why = session.whyRefused(other, a);
    QCOMPARE(why.id, RefusalId::NotYourDecision);
    QCOMPARE(int(why.arg0), due);
    QCOMPARE(int(why.arg1), other);
    QVERIFY(!refusalText(why).isEmpty());
    a.player = int8_t(other);
    QCOMPARE(session.submit(other, a), Session::Result::NotDue);
    // The seat due cannot answer in another player's name either.
    QCOMPARE(session.submit(due, a), Session::Result::NotDue);
    QCOMPARE(applied.count(), 0);
    QVERIFY(session.state() == before);
    QCOMPARE(session.version(), quint64(0));
    // The seat due is heard.
    QCOMPARE(session.submit(due, session.legal().front()), Session::Result::Applied);
    QCOMPARE(applied.count(), 1);
    QCOMPARE(session.version(), quint64(1));
}

void TestSession::illegalIntentIsRefused()
{
    Session session(alphaBoard(), {SeatInfo::human(), SeatInfo::human()}, 6);
    session.start();
    const int due = session.toAct();
    Action research; // not legal during setup
    research.type = ActionType::Research;
    research.player = int8_t(due);
    const GameState before = session.state();
    QCOMPARE(session.submit(due, research), Session::Result::Illegal);
    QCOMPARE(session.whyRefused(due, research).id, RefusalId::StillInSetup);
    QVERIFY(session.whyRefused(due, session.legal().front()).ok());
    QVERIFY(session.state() == before);
    Action offBoard = session.legal().front();
    offBoard.type = ActionType::Move;
    offBoard.ship = 9;
    offBoard.to = Sq(30000); // no such square
    QCOMPARE(session.submit(due, offBoard), Session::Result::Illegal);
    QVERIFY(!session.whyRefused(due, offBoard).ok());
    QVERIFY(session.state() == before);
}

void TestSession::pausedSessionTakesNoDecision()
{
    Session session(alphaBoard(), {SeatInfo::human(), SeatInfo::human()}, 7);
    session.start();
    session.setPaused(true);
    const int due = session.toAct();
    QCOMPARE(session.submit(due, session.legal().front()), Session::Result::Paused);
    QCOMPARE(session.version(), quint64(0));
    session.setPaused(false);
    QCOMPARE(session.submit(due, session.legal().front()), Session::Result::Applied);
}

// Undo takes back the seat's own actions of this turn while no die was rolled and no card
// revealed; only the seat due may undo, and a reset tells the views.
void TestSession::undoWithinTheTurn()
{
    Session session(alphaBoard(), {SeatInfo::human(), SeatInfo::human()}, 99);
    session.playAhead(humanTurnFrom(session, 1));
    QCOMPARE(session.state().phase, Phase::Actions);
    const int who = session.toAct();
    const GameState before = session.state();
    const quint64 version = session.version();
    const size_t events = session.allEvents().size();
    QVERIFY(!session.canUndo(who)); // nothing of this turn yet
    const Action *quiet = quietAction(session);
    QVERIFY(quiet);
    const Action action = *quiet;
    QCOMPARE(session.submit(who, action), Session::Result::Applied);
    QCOMPARE(session.version(), version + 1);
    QCOMPARE(session.toAct(), who); // a move or research keeps the decision
    QVERIFY(session.canUndo(who));
    QVERIFY(!session.canUndo(1 - who));
    QVERIFY(!session.undo(1 - who));
    QSignalSpy reset(&session, &Session::reset);
    QVERIFY(session.undo(who));
    QCOMPARE(reset.count(), 1);
    QVERIFY(session.state() == before);
    QCOMPARE(session.version(), version);
    QCOMPARE(session.allEvents().size(), events);
    QVERIFY(!session.canUndo(who));
    // The same action can be played again.
    QCOMPARE(session.submit(who, action), Session::Result::Applied);
}

// A computer takes over the seat due (as for a dropped LAN player) and answers at once; the
// human seat put back is asked again.
void TestSession::replacedSeatAnswers()
{
    Session session(alphaBoard(), {SeatInfo::human(), SeatInfo::human()}, 12);
    session.start();
    const int due = session.toAct();
    QVERIFY(session.isLocalHuman(due));
    std::unique_ptr<Seat> human = session.replaceSeat(
        due, std::unique_ptr<Seat>(ComputerSeat::make(GameKind::Quantum, QStringLiteral("random"),
                                                      3, ComputerSeat::Threading::Inline)));
    QVERIFY(human);
    QVERIFY(human->isLocalHuman());
    QVERIFY(session.version() >= 1); // the computer answered for that seat
    QVERIFY(!session.isLocalHuman(due));
    session.replaceSeat(due, std::move(human));
    QVERIFY(session.isLocalHuman(due));
}

// Playing ahead answers for every seat through the one door, then puts the seats back.
void TestSession::playAheadGoesThroughTheSeats()
{
    Session session(alphaBoard(), {SeatInfo::human(), SeatInfo::computer()}, 31);
    quint64 applied = 0;
    connect(&session, &Session::applied, this, [&] { ++applied; });
    QSignalSpy reset(&session, &Session::reset);
    session.setPaused(true);
    session.playAhead(humanTurnFrom(session, 3));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(applied, quint64(0)); // views rebuild once, on the reset
    QVERIFY(session.version() > 10);
    QVERIFY(session.isOver() || (session.state().turn >= 3 && session.localHumanToAct()));
    QVERIFY(session.isLocalHuman(0));
    QVERIFY(!session.isLocalHuman(1));
    QVERIFY(session.seat(1)->isComputer());
    QVERIFY(session.isPaused()); // as it was
    QVERIFY(checkInvariants(session.state()).isEmpty());
}

void TestSession::savedGameKeepsSeatsAndVersion()
{
    QList<SeatInfo> seats = {SeatInfo::human(QStringLiteral("Ada")), SeatInfo::computer()};
    seats[1].bot = QStringLiteral("random");
    Session session(alphaBoard(), seats, 2024);
    session.setPaused(true);
    session.playAhead(humanTurnFrom(session, 4));
    const SavedGame saved = session.saved();
    const QByteArray bytes = saved.toBytes();

    // Names the player did not type are stored empty (no translated text in a save).
    const QJsonObject root = QJsonDocument::fromJson(bytes).object();
    const QJsonArray stored = root.value(QStringLiteral("seats")).toArray();
    QCOMPARE(stored.size(), 2);
    QCOMPARE(stored[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Ada"));
    QCOMPARE(stored[1].toObject().value(QStringLiteral("name")).toString(), QString());
    QCOMPARE(stored[1].toObject().value(QStringLiteral("kind")).toString(),
             QStringLiteral("computer"));

    SavedGame read;
    ReadStatus status;
    QVERIFY2(SavedGame::fromBytes(bytes, read, status), qPrintable(status.message()));
    QVERIFY(read.state == session.state());
    QCOMPARE(read.rngState, session.rngState());
    QCOMPARE(read.seats, seats);
    QCOMPARE(read.version, session.version());
    QCOMPARE(read.savedAt, saved.savedAt);
    QCOMPARE(read.toBytes(), bytes); // written again: the same bytes

    Session loaded(read);
    QVERIFY(loaded.state() == session.state());
    QCOMPARE(loaded.version(), session.version());
    QCOMPARE(loaded.playerName(0), QStringLiteral("Ada"));
    QCOMPARE(loaded.playerName(1), QStringLiteral("Computer 2")); // worded on display
    QVERIFY(loaded.seat(1)->isComputer());
    QVERIFY(loaded.isLocalHuman(0));
}

// A LAN host's save keeps each seat's token and claim (docs/save-format.md); one that is not
// well formed is ignored (the seat then waits for no one's), and a seat without one has none.
void TestSession::savedGameKeepsWellFormedSeatSecrets()
{
    Session session(alphaBoard(), {SeatInfo::human(), SeatInfo::human()}, 9);
    session.playAhead(humanTurnFrom(session, 2));
    SavedGame saved = session.saved();
    const QString token = QStringLiteral("0123456789abcdef0123456789abcdef");
    const QString claim = QStringLiteral("any-printable_ASCII~16+");
    saved.seatTokens = {token, QString()};
    saved.seatClaims = {claim, QString()};
    SavedGame read;
    ReadStatus status;
    QVERIFY2(SavedGame::fromBytes(saved.toBytes(), read, status), qPrintable(status.message()));
    QCOMPARE(read.seatTokens, (QStringList{token, QString()}));
    QCOMPARE(read.seatClaims, (QStringList{claim, QString()}));
    QCOMPARE(read.toBytes(), saved.toBytes());

    QJsonObject root = QJsonDocument::fromJson(saved.toBytes()).object();
    QJsonArray seats = root.value(QStringLiteral("seats")).toArray();
    for (const auto &[tokenValue, claimValue] :
         std::vector<std::pair<QJsonValue, QJsonValue>>{
             {QStringLiteral("0123456789ABCDEF0123456789ABCDEF"), QStringLiteral("too short")},
             {QStringLiteral("0123"), QString(claim).replace(3, 1, QLatin1Char(' '))},
             {42, QString(65, QLatin1Char('x'))},
             {QJsonValue::Null, QStringLiteral("ünïcode-is-not-ASCII")}}) {
        QJsonObject first = seats[0].toObject();
        first.insert(QStringLiteral("token"), tokenValue);
        first.insert(QStringLiteral("claim"), claimValue);
        seats[0] = first;
        root.insert(QStringLiteral("seats"), seats);
        QVERIFY(SavedGame::fromBytes(QJsonDocument(root).toJson(), read, status));
        QCOMPARE(read.seatTokens, QStringList()); // no seat has one
        QCOMPARE(read.seatClaims, QStringList());
    }
}

void TestSession::savedGameReadsOlderSeats()
{
    Session session(alphaBoard(), {SeatInfo::human(), SeatInfo::human()}, 8);
    session.playAhead(humanTurnFrom(session, 2));
    QJsonObject root = QJsonDocument::fromJson(session.saved().toBytes()).object();
    // The first saves wrote {"name", "computer"} and no action count.
    root.insert(QStringLiteral("seats"),
                QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Captain")},
                                       {QStringLiteral("computer"), false}},
                           QJsonObject{{QStringLiteral("name"), QStringLiteral("Computer 1")},
                                       {QStringLiteral("computer"), true}}});
    root.remove(QStringLiteral("actions"));
    SavedGame read;
    ReadStatus status;
    QVERIFY2(SavedGame::fromBytes(QJsonDocument(root).toJson(), read, status),
             qPrintable(status.message()));
    QCOMPARE(read.seats.size(), 2);
    QCOMPARE(read.seats[0].name, QStringLiteral("Captain"));
    QVERIFY(!read.seats[0].isComputer());
    QVERIFY(read.seats[1].isComputer());
    QCOMPARE(read.seats[1].bot, QStringLiteral("greedy"));
    QCOMPARE(read.version, quint64(0));

    // Seats missing, of the wrong type or too many: humans with default names, as many as
    // there are players; an unknown bot plays as the default level.
    root.insert(QStringLiteral("seats"),
                QJsonArray{42, QJsonObject{{QStringLiteral("kind"), QStringLiteral("computer")},
                                           {QStringLiteral("bot"), QStringLiteral("nonesuch")}},
                           QJsonObject{}});
    QVERIFY(SavedGame::fromBytes(QJsonDocument(root).toJson(), read, status));
    QCOMPARE(read.seats.size(), 2);
    QVERIFY(!read.seats[0].isComputer());
    QCOMPARE(read.seats[0].displayName(0), QStringLiteral("Player 1"));
    Session loaded(read);
    QVERIFY(loaded.seat(1)->isComputer());
    QCOMPARE(loaded.seatInfos()[1].bot, kDefaultBot);
}

void TestSession::savedGameRefusesBrokenFiles()
{
    SavedGame read;
    ReadStatus newer;
    QVERIFY(!SavedGame::fromBytes("{\"format\": \"quantum-save\", \"version\": 9}", read, newer));
    QVERIFY2(newer.message().contains(QStringLiteral("newer")), qPrintable(newer.message()));
    ReadStatus broken;
    QVERIFY(!SavedGame::fromBytes("not json", read, broken));
    QCOMPARE(broken.error, ReadError::Unreadable);
    QVERIFY2(broken.message().startsWith(QStringLiteral("not valid JSON")),
             qPrintable(broken.message()));
    // A file: read with the engine's input cap; a missing one says so.
    ReadStatus missing;
    QVERIFY(!SavedGame::fromFile(QStringLiteral("/nonexistent/x.quantum-save"), read, missing));
    QVERIFY2(missing.message().contains(QStringLiteral("cannot open")),
             qPrintable(missing.message()));
}

// A save holds the game's whole history (the seed and every action), so loading it
// brings back the log and the charts from the first turn, and the game goes on exactly.
void TestSession::savedGameKeepsTheWholeHistory()
{
    Session session(alphaBoard(), {SeatInfo::human(), SeatInfo::computer()}, 321);
    session.setPaused(true);
    session.playAhead(humanTurnFrom(session, 5));
    QVERIFY(session.hasWholeHistory());
    QCOMPARE(quint64(session.actions().size()), session.version());
    // An undone action leaves the history too.
    const int who = session.toAct();
    const Action *quiet = quietAction(session);
    QVERIFY(quiet);
    QCOMPARE(session.submit(who, *quiet), Session::Result::Paused);
    session.setPaused(false);
    QCOMPARE(session.submit(who, *quiet), Session::Result::Applied);
    QVERIFY(session.undo(who));
    QCOMPARE(quint64(session.actions().size()), session.version());

    const QByteArray bytes = session.saved().toBytes();
    SavedGame read;
    ReadStatus status;
    QVERIFY2(SavedGame::fromBytes(bytes, read, status), qPrintable(status.message()));
    QVERIFY(read.seed.has_value());
    QCOMPARE(read.actions.size(), session.actions().size());
    Session loaded(read);
    QVERIFY(loaded.hasWholeHistory());
    QVERIFY(loaded.state() == session.state());
    QCOMPARE(loaded.rngState(), session.rngState());
    QCOMPARE(loaded.version(), session.version());
    // The same events, field by field, from the first setup roll.
    QCOMPARE(loaded.allEvents().size(), session.allEvents().size());
    QVERIFY(loaded.allEvents() == session.allEvents());
    QCOMPARE(loaded.allEvents().front().type, EventType::SetupRolled);
    // The charts from the first turn.
    QCOMPARE(loaded.history().size(), session.history().size());
    for (int i = 0; i < session.history().size(); ++i) {
        QCOMPARE(loaded.history()[i].turn, session.history()[i].turn);
        QVERIFY(loaded.history()[i].cubes == session.history()[i].cubes);
        QVERIFY(loaded.history()[i].research == session.history()[i].research);
    }
    QCOMPARE(loaded.saved().toBytes().size(), bytes.size()); // saved again: the same document
}

// Old saves keep loading: tests/data/saves/pinned-duel.quantum-save is a whole greedy duel
// (seed 2026, 179 actions) saved with its history by this version. Loading replays the
// history from its seed through the rules and keeps it only if it arrives at the saved
// position exactly; that position's digest is pinned here. A change to the rules, the dice
// or the formats that would break old saves and their replays fails this test.
void TestSession::savedGameReplaysToAPinnedPosition()
{
    SavedGame read;
    ReadStatus status;
    QVERIFY2(SavedGame::fromFile(QStringLiteral(QUANTUM_TEST_DATA "/saves/pinned-duel.quantum-save"),
                                 read, status),
             qPrintable(status.message()));
    QCOMPARE(read.seed, std::optional<quint64>(2026));
    QCOMPARE(read.actions.size(), size_t(179));
    Session loaded(read, ComputerSeat::Threading::Inline);
    QVERIFY(loaded.hasWholeHistory()); // the replay arrived at the saved position
    QVERIFY(loaded.isOver());
    QCOMPARE(int(loaded.state().winner), 0);
    const QByteArray position =
        QJsonDocument(stateToJson(loaded.state())).toJson(QJsonDocument::Compact);
    QCOMPARE(QCryptographicHash::hash(position, QCryptographicHash::Sha256).toHex(),
             QByteArray("d842016f7209467a4328fb73814edb8f8b1d72dc49cee589e7c8cc69b1f1988a"));
}

// A history that does not replay to the saved position (edited, or from a different rules
// version) is dropped: the game opens at its position, without the earlier log.
void TestSession::brokenHistoryLoadsThePosition()
{
    Session session(alphaBoard(), {SeatInfo::human(), SeatInfo::human()}, 654);
    session.playAhead(humanTurnFrom(session, 3));
    QJsonObject root = QJsonDocument::fromJson(session.saved().toBytes()).object();
    QJsonObject history = root.value(QStringLiteral("history")).toObject();
    QJsonArray actions = history.value(QStringLiteral("actions")).toArray();
    QVERIFY(actions.size() > 10);
    actions.removeAt(actions.size() / 2); // no longer the game that was played
    history.insert(QStringLiteral("actions"), actions);
    root.insert(QStringLiteral("history"), history);

    SavedGame read;
    ReadStatus status;
    QVERIFY(SavedGame::fromBytes(QJsonDocument(root).toJson(), read, status));
    Session loaded(read);
    QVERIFY(!loaded.hasWholeHistory());
    QVERIFY(loaded.state() == session.state());
    QCOMPARE(loaded.version(), session.version());
    QVERIFY(loaded.allEvents().empty());

    // Junk in the history never makes the save unreadable either.
    root.insert(QStringLiteral("history"),
                QJsonObject{{QStringLiteral("seed"), QStringLiteral("zz")},
                            {QStringLiteral("actions"), QJsonArray{1, QStringLiteral("x")}}});
    QVERIFY(SavedGame::fromBytes(QJsonDocument(root).toJson(), read, status));
    QVERIFY(!read.seed.has_value());
    QVERIFY(read.actions.empty());
}

// Replay: the position after any step, and the events up to it, are those the game
// had when it was played.
void TestSession::replayStepsThroughTheGame()
{
    Session session(alphaBoard(), computers(2), 99, ComputerSeat::Threading::Inline);
    std::vector<GameState> played{session.state()};
    std::vector<size_t> eventsSoFar{session.allEvents().size()};
    connect(&session, &Session::applied, this, [&] {
        played.push_back(session.state());
        eventsSoFar.push_back(session.allEvents().size());
    });
    session.start();
    QVERIFY(session.isOver());
    const Replay replay(session);
    QVERIFY(replay.isValid());
    QCOMPARE(replay.steps(), int(played.size()) - 1);
    QVERIFY2(replay.steps() > 64, qPrintable(QString::number(replay.steps()))); // checkpoints
    for (int step = 0; step <= replay.steps(); ++step) {
        QVERIFY2(replay.stateAt(step) == played[size_t(step)], qPrintable(QString::number(step)));
        QCOMPARE(replay.eventsUpTo(step), eventsSoFar[size_t(step)]);
    }
    QCOMPARE(replay.events().size(), session.allEvents().size());
    QVERIFY(replay.stateAt(replay.steps() + 5) == session.state()); // clamped
    // Without the beginning of the game there is nothing to replay.
    SavedGame saved = session.saved();
    saved.seed.reset();
    saved.actions.clear();
    const Session loaded(saved);
    QVERIFY(!Replay(loaded).isValid());
}

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
