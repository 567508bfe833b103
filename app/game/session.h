// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/savedgame.h"
#include "app/game/seat.h"
#include "engine/game.h"
#include "engine/rules.h"

#include <QList>
#include <QObject>

#include <array>
#include <functional>
#include <optional>
#include <memory>
#include <vector>

namespace quantum {

// Where the decisions of a mirrored session go (a LAN client's view of the host's game,
// app/net/clientsession.h): the session applies nothing itself; the authority elsewhere answers
// through Session::applyRemote and Session::resetRemote, or refuses.
class RemoteAuthority {
public:
    virtual ~RemoteAuthority() = default;
    virtual void sendIntent(int seat, const AnyAction &action) = 0;
    virtual void requestUndo(int seat) = 0;
};

// Per player after each turn, for the end-of-game chart.
struct TurnStats {
    int turn = 0;
    std::array<int, kMaxPlayers> cubes{}, dominance{}, research{};
};

// The game core: the one authority of a game of either kind (docs/architecture.md). It owns
// the position (a Game) and the seeded dice, asks the seats whose decision is due, and applies
// what they answer through submit(), the one door for every decision: local humans, computers
// and remote players. One seat due: its answer is applied at once. Several due at once
// (Qwantum's phase 2): each is asked on the same position, and each answer is kept, final,
// until every one of them answered; then they are applied in player order, as playGame does.
// It never waits for a view; views pace their own animations. A window or controller owns it.
//
// The Quantum accessors (state, board, legal, allEvents, history, applied) serve Quantum's
// views; game(), anyEvents() and played() serve both games.
class Session : public QObject {
    Q_OBJECT
public:
    // A new game on `board`; computer seats think on a worker thread unless `threading` is
    // Inline (tools and tests).
    Session(BoardPtr board, const QList<SeatInfo> &seats, quint64 seed,
            ComputerSeat::Threading threading = ComputerSeat::Threading::Worker,
            QObject *parent = nullptr);
    // A new game of either kind (start.problem() must be empty).
    Session(const GameStart &start, const QList<SeatInfo> &seats, quint64 seed,
            ComputerSeat::Threading threading = ComputerSeat::Threading::Worker,
            QObject *parent = nullptr);
    explicit Session(const SavedGame &saved,
                     ComputerSeat::Threading threading = ComputerSeat::Threading::Worker,
                     QObject *parent = nullptr);
    // A mirror of a game whose authority is elsewhere (a LAN client, app/net/clientsession.h): seat
    // `localSeat` (-1: none, an observer) is a human at this computer, every other seat plays
    // elsewhere. submit() and undo() go to `authority` (which outlives the session); the
    // position changes only through applyRemote and resetRemote. No die is rolled here.
    Session(const GameState &state, const QList<SeatInfo> &seats, const Events &events,
            quint64 version, int localSeat, RemoteAuthority *authority, QObject *parent = nullptr);
    Session(std::unique_ptr<Game> game, const QList<SeatInfo> &seats, const AnyEvents &events,
            quint64 version, int localSeat, RemoteAuthority *authority, QObject *parent = nullptr);
    ~Session() override;

    GameKind kind() const { return m_game->kind(); }
    const Game &game() const { return *m_game; }
    // Quantum's position (an empty one in a game of Qwantum).
    const GameState &state() const;
    const BoardPtr &board() const { return state().board; }
    const std::vector<Action> &legal() const { return m_legal; }
    const QList<SeatInfo> &seatInfos() const { return m_infos; }
    const Seat *seat(int index) const;
    QString playerName(int player) const; // worded for display
    QStringList playerNames() const;
    quint64 rngState() const { return m_dice.rng().state(); }
    const Events &allEvents() const { return m_events.quantum; }
    const AnyEvents &anyEvents() const { return m_events; }
    const QList<TurnStats> &history() const { return m_history; }
    // The actions applied since the game began, when its beginning is known (a new game, or
    // a save that holds its history); empty otherwise (see hasWholeHistory).
    const std::vector<AnyAction> &playedActions() const { return m_actions; }
    std::vector<Action> actions() const; // Quantum's
    bool hasWholeHistory() const { return m_seed.has_value(); }
    // A save whose history could not be played again (an action not legal where it stands,
    // or a history that does not arrive at the saved position): why, in words for the
    // player; the game then goes on from the saved position without its past. Empty when the
    // history was replayed, or the save had none.
    const QString &historyLost() const { return m_historyLost; }
    quint64 seed() const { return m_seed.value_or(0); } // with hasWholeHistory
    // The number of actions applied since the game began (numbers network updates); undo
    // lowers it again.
    quint64 version() const { return m_version; }
    // Changes with every new position, undo included (guards answers prepared for an old one).
    quint64 serial() const { return m_serial; }

    // The player whose decision is due, -1 when the game is over; in a game of Qwantum, the
    // first of the players due.
    int toAct() const { return m_due.empty() ? -1 : m_due.front(); }
    // The players whose decision is due, in player order (several in Qwantum's phase 2).
    const std::vector<int> &due() const { return m_due; }
    // `seat` is due and has not answered this position yet.
    bool isDue(int seat) const;
    // `seat` answered this position and waits for the other seats due.
    bool hasAnswered(int seat) const;
    bool isOver() const { return m_game->over(); }
    bool isLocalHuman(int seat) const;
    bool localHumanToAct() const { return isLocalHuman(toAct()); }
    int localHumanCount() const;
    bool computerThinking() const;

    // Answered: kept until every seat due answered (several due at once), then applied.
    enum class Result { Applied, NotDue, Illegal, GameOver, Paused, Sent, Answered };
    // The one door: seat `seat` answers with `action`. Taken only when that seat is due and
    // the action is legal now. A mirror passes it on to its authority instead (Sent), once
    // per position until remoteRefused().
    Result submit(int seat, const AnyAction &action);
    Result submit(int seat, const Action &action) { return submit(seat, AnyAction(action)); }
    // Why `seat` may not submit `action` now, as an id with arguments (worded on display with
    // refusalText, sent as refusalName on the wire); RefusalId::None when it may.
    Refusal whyRefused(int seat, const AnyAction &action) const;
    Refusal whyRefused(int seat, const Action &action) const
    {
        return whyRefused(seat, AnyAction(action));
    }
    // Undo the last action of `seat`, back to the last die roll or card reveal, while it is
    // still that seat's decision. A mirror asks its authority (which may still refuse): it
    // offers undo after an action of the seat that kept the turn, the market and the seat's
    // decision and rolled no die, as the authority's rule has it.
    bool canUndo(int seat) const;
    bool undo(int seat);

    // Starts asking the seats (call once the views are connected).
    void start();
    void setPaused(bool paused);
    bool isPaused() const { return m_paused || m_held; }
    // Puts another seat in place of seat `index` (a computer for a dropped player, ...);
    // returns the one that sat there.
    std::unique_ptr<Seat> replaceSeat(int index, std::unique_ptr<Seat> seat);
    // Seat `index` is played by the computer (bot `bot`) from now on, also in saves: a
    // player who resigns from a table of several, or leaves for good.
    bool handToComputer(int index, const QString &bot = kDefaultBot);
    // What seat `index` is called and who sits there, for saves and views (the LAN host
    // gives a seat back to its player with it, after replaceSeat).
    void setSeatInfo(int index, const SeatInfo &info);

    SavedGame saved() const;

    // A mirror (see the constructor): its authority, or nullptr for a session that decides.
    RemoteAuthority *authority() const { return m_authority; }
    bool isMirror() const { return m_authority != nullptr; }
    // The authority applied `action`: the position is now `state` (the public view), at
    // `version`; emits applied (and gameOver) as a local action would.
    void applyRemote(const AnyAction &action, const AnyEvents &events, std::unique_ptr<Game> now,
                     quint64 version);
    void applyRemote(const Action &action, const Events &events, const GameState &state,
                     quint64 version);
    // The authority's whole position (a snapshot: join, rejoin, undo): emits reset.
    void resetRemote(std::unique_ptr<Game> now, const AnyEvents &events, quint64 version);
    void resetRemote(const GameState &state, const Events &events, quint64 version);
    // The authority refused the intent sent for this position: another may be sent.
    void remoteRefused() { m_sentSerial = 0; }
    // The seats whose answer the authority keeps while several are due (Client::answeredSeats):
    // they are not due here either; emits answered for each seat new in the list.
    void setRemoteAnswered(const QList<int> &seats);
    // The authority holds the game (it paused it, or it cannot be reached): a mirror is paused
    // meanwhile, whatever setPaused says (the window pauses and resumes its own way).
    void setHeld(bool held) { m_held = held; }

    // Lets greedy computer players answer for every seat, through the one door and at once,
    // until `stop` holds or `maxSteps` actions were applied, then puts the seats back and
    // announces a reset: for screenshots, demos and tests that need a game in progress.
    void playAhead(const std::function<bool(const Session &)> &stop, int maxSteps = 2000);

signals:
    // After every applied action: the action and its events; `version` is the new version.
    // played: in either game; applied: the same in Quantum's own types, in a game of Quantum.
    void played(const quantum::AnyAction &action, const quantum::AnyEvents &events,
                quint64 version);
    void applied(const quantum::Action &action, const quantum::Events &events, quint64 version);
    // A seat answered a position on which several are due (its answer is kept until all did).
    void answered(int seat);
    // The history was rewritten (undo, played ahead): views rebuild from state and events.
    void reset();
    // The game ended: its one winner, -1 for none or several (a Qwantum tie).
    void gameOver(int winner);
    // A computer seat began or stopped thinking (computerThinking).
    void thinkingChanged();

private:
    void watchSeat(Seat *seat);
    void init(const QList<SeatInfo> &seats, ComputerSeat::Threading threading);
    bool replay(const SavedGame &saved);
    bool replayAny(const SavedGame &saved);
    QString m_historyLost;
    void applyAction(const AnyAction &action, bool ask = true);
    void applyAnswers();
    // The position changed: a new serial, the decisions due, Quantum's legal actions.
    void newPosition();
    void askDue();
    void announce(const AnyAction &action, const AnyEvents &events);
    int winner() const;
    void recordStats();
    void recordStats(const GameState &s);
    void changedWholesale();

    std::unique_ptr<Game> m_game;
    mutable SeededDice m_dice; // rng() is not const; reading its state does not change it
    std::vector<Action> m_legal; // Quantum's
    std::vector<int> m_due;
    // The answers kept while several seats are due (one for each seat), and the position
    // each seat was last asked about.
    std::vector<std::optional<AnyAction>> m_answers;
    std::vector<quint64> m_asked;
    QList<SeatInfo> m_infos;
    std::vector<std::unique_ptr<Seat>> m_seats;
    AnyEvents m_events;
    QList<TurnStats> m_history;
    quint64 m_version = 0;
    quint64 m_serial = 1;
    std::optional<quint64> m_seed; // the game's seed, when its whole history is kept
    std::vector<AnyAction> m_actions;

    struct UndoStep { // Quantum's
        GameState state;
        quint64 rng;
        size_t events;
        int seat;
    };
    QList<UndoStep> m_undo;

    ComputerSeat::Threading m_threading = ComputerSeat::Threading::Worker;
    bool m_started = false;
    bool m_paused = false;
    bool m_asking = false, m_askAgain = false;

    RemoteAuthority *m_authority = nullptr; // a mirror's
    quint64 m_sentSerial = 0;               // the position an intent was sent for
    bool m_held = false;                    // setHeld
    int m_remoteUndoSeat = -1;              // a mirror offers undo to this seat
    QList<int> m_remoteAnswered;            // setRemoteAnswered's last list
};

// Stop at the start of turn `turn` (or later) with one of the human seats (as they are now)
// due, or at the end: a `stop` for Session::playAhead.
std::function<bool(const Session &)> humanTurnFrom(const Session &session, int turn);

} // namespace quantum
