// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/savedgame.h"
#include "app/game/seat.h"
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
    virtual void sendIntent(int seat, const Action &action) = 0;
    virtual void requestUndo(int seat) = 0;
};

// Per player after each turn, for the end-of-game chart.
struct TurnStats {
    int turn = 0;
    std::array<int, kMaxPlayers> cubes{}, dominance{}, research{};
};

// The game core: the one authority of a game (docs/architecture.md). It owns the
// position and the seeded dice, asks the seat whose decision is due, and applies what that
// seat answers through submit(), the one door for every decision: local humans, computers
// and (next) remote players. It applies at once and never waits for a view; views pace
// their own animations. A window or controller owns it.
class Session : public QObject {
    Q_OBJECT
public:
    // A new game on `board`; computer seats think on a worker thread unless `threading` is
    // Inline (tools and tests).
    Session(BoardPtr board, const QList<SeatInfo> &seats, quint64 seed,
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
    ~Session() override;

    const GameState &state() const { return m_state; }
    const BoardPtr &board() const { return m_state.board; }
    const std::vector<Action> &legal() const { return m_legal; }
    const QList<SeatInfo> &seatInfos() const { return m_infos; }
    const Seat *seat(int index) const;
    QString playerName(int player) const; // worded for display
    QStringList playerNames() const;
    quint64 rngState() const { return m_dice.rng().state(); }
    const Events &allEvents() const { return m_events; }
    const QList<TurnStats> &history() const { return m_history; }
    // The actions applied since the game began, when its beginning is known (a new game, or
    // a save that holds its history); empty otherwise (see hasWholeHistory).
    const std::vector<Action> &actions() const { return m_actions; }
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

    // The player whose decision is due, -1 when the game is over.
    int toAct() const { return m_state.toAct(); }
    bool isOver() const { return m_state.phase == Phase::GameOver; }
    bool isLocalHuman(int seat) const;
    bool localHumanToAct() const { return isLocalHuman(toAct()); }
    int localHumanCount() const;
    bool computerThinking() const;

    enum class Result { Applied, NotDue, Illegal, GameOver, Paused, Sent };
    // The one door: seat `seat` answers with `action`. Applied only when that seat is due and
    // the action is legal now. A mirror passes it on to its authority instead (Sent), once
    // per position until remoteRefused().
    Result submit(int seat, const Action &action);
    // Why `seat` may not submit `action` now, as an id with arguments (worded on display with
    // refusalText, sent as refusalName on the wire); RefusalId::None when it may.
    Refusal whyRefused(int seat, const Action &action) const;
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
    void applyRemote(const Action &action, const Events &events, const GameState &state,
                     quint64 version);
    // The authority's whole position (a snapshot: join, rejoin, undo): emits reset.
    void resetRemote(const GameState &state, const Events &events, quint64 version);
    // The authority refused the intent sent for this position: another may be sent.
    void remoteRefused() { m_sentSerial = 0; }
    // The authority holds the game (it paused it, or it cannot be reached): a mirror is paused
    // meanwhile, whatever setPaused says (the window pauses and resumes its own way).
    void setHeld(bool held) { m_held = held; }

    // Lets greedy computer players answer for every seat, through the one door and at once,
    // until `stop` holds or `maxSteps` actions were applied, then puts the seats back and
    // announces a reset: for screenshots, demos and tests that need a game in progress.
    void playAhead(const std::function<bool(const Session &)> &stop, int maxSteps = 2000);

signals:
    // After every applied action: the action and its events; `version` is the new version.
    void applied(const quantum::Action &action, const quantum::Events &events, quint64 version);
    // The history was rewritten (undo, played ahead): views rebuild from state and events.
    void reset();
    void gameOver(int winner);
    // A computer seat began or stopped thinking (computerThinking).
    void thinkingChanged();

private:
    void watchSeat(Seat *seat);
    void init(const QList<SeatInfo> &seats, ComputerSeat::Threading threading);
    bool replay(const SavedGame &saved);
    QString m_historyLost;
    void applyAction(Action action);
    void askDue();
    void recordStats();
    void changedWholesale();

    GameState m_state;
    mutable SeededDice m_dice; // rng() is not const; reading its state does not change it
    std::vector<Action> m_legal;
    QList<SeatInfo> m_infos;
    std::vector<std::unique_ptr<Seat>> m_seats;
    Events m_events;
    QList<TurnStats> m_history;
    quint64 m_version = 0;
    quint64 m_serial = 1;
    std::optional<quint64> m_seed; // the game's seed, when its whole history is kept
    std::vector<Action> m_actions;

    struct UndoStep {
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
    quint64 m_askedSerial = 0;

    RemoteAuthority *m_authority = nullptr; // a mirror's
    quint64 m_sentSerial = 0;               // the position an intent was sent for
    bool m_held = false;                    // setHeld
    int m_remoteUndoSeat = -1;              // a mirror offers undo to this seat
};

// Stop at the start of turn `turn` (or later) with one of the human seats (as they are now)
// due, or at the end: a `stop` for Session::playAhead.
std::function<bool(const Session &)> humanTurnFrom(const Session &session, int turn);

} // namespace quantum
