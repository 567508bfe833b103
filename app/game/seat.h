// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/bots.h"
#include "engine/game.h"
#include "engine/rules.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace quantum {

class Session;

// What sits in a seat, as a setup, a save and (next) the LAN lobby hold it. Names the player
// did not type are stored empty and worded on display (displayName), so that no translated
// text lands in a save or on the wire.
// The bot a computer seat plays with unless told otherwise, and in place of an unknown one.
inline const QString kDefaultBot = QStringLiteral("normal");
// The level whose suggestion the Hint shows a human player.
inline const QString kHintBot = QStringLiteral("normal");
// The quick one-step bot that plays ahead for screenshots, demos and tests (playAhead).
inline const QString kPlayAheadBot = QStringLiteral("greedy");

// A bot's name (botNames(kind)) as the player reads it: "Easy", "Normal", "Hard"; a name this
// version has no words for shows as itself.
QString levelText(const QString &bot);
// The levels offered for a game of `kind`, from botNames(kind), weakest first.
QStringList levelNames(GameKind kind = GameKind::Quantum);

struct SeatInfo {
    enum class Kind : uint8_t { Human, Computer };
    QString name;
    Kind kind = Kind::Human;
    QString bot = kDefaultBot; // the computer's bot (makeBot), computers only

    bool isComputer() const { return kind == Kind::Computer; }
    bool operator==(const SeatInfo &) const = default;
    // The name to show for seat `index`: the stored one, else "Player 2" / "Computer 1".
    QString displayName(int index) const;
    static SeatInfo human(const QString &name = QString()) { return {name, Kind::Human}; }
    static SeatInfo computer(const QString &name = QString()) { return {name, Kind::Computer}; }
};

// Whoever sits in a seat: a human at this computer, a computer player, (next) a remote
// client (app/net RemoteSeat). The session asks the seat whose decision is due (decide); the seat answers through
// Session::submit, the one door every decision enters by (docs/architecture.md).
class Seat : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    // A human at this computer: the board view shows the decision and submits the answer.
    virtual bool isLocalHuman() const { return false; }
    virtual bool isComputer() const { return false; }
    // A player at another computer (app/net RemoteSeat): the host's session waits for it.
    virtual bool isRemote() const { return false; }
    virtual bool isThinking() const { return false; }
    // Seat `index` is due in the session's current position (Session::version). Called once
    // per position; the answer may come now or later.
    virtual void decide(Session &session, int index) = 0;
    // The position asked about is gone (undo, pause, another seat took over): drop any
    // answer being prepared.
    virtual void stop() {}

signals:
    // A computer began or stopped thinking (isThinking).
    void thinkingChanged(bool thinking);
};

// A player at this computer; the board view answers for it.
class HumanSeat : public Seat {
    Q_OBJECT
public:
    using Seat::Seat;
    bool isLocalHuman() const override { return true; }
    void decide(Session &, int) override {}
};

// A computer player of either game (a GamePlayer): it chooses on a worker thread (Worker, for
// the app: the UI never waits) or at once (Inline, for tools and tests: deterministic and
// synchronous), on the position it was asked about.
class ComputerSeat : public Seat {
    Q_OBJECT
public:
    enum class Threading { Worker, Inline };
    ComputerSeat(std::unique_ptr<GamePlayer> player, Threading threading,
                 QObject *parent = nullptr);
    // The named bot of a game of `kind` (makePlayer), seeded; nullptr for an unknown name.
    static ComputerSeat *make(GameKind kind, const QString &bot, quint64 seed, Threading threading,
                              QObject *parent = nullptr);
    // What a computer of the app may think with: its level's own time (milliseconds 0) on
    // every core of this machine.
    static Budget appBudget();
    ~ComputerSeat() override;

    bool isComputer() const override { return true; }
    bool isThinking() const override { return m_thinking; }
    void decide(Session &session, int index) override;
    void stop() override;
    // Inline seats only: answer while `keepGoing` says so (for playing ahead, then handing
    // the seat back); without it, always.
    void setKeepGoing(std::function<bool(const Session &)> keepGoing)
    {
        m_keepGoing = std::move(keepGoing);
    }

private:
    void think(); // on the worker, for the position of m_session
    void chosen();
    void setThinking(bool on);

    std::unique_ptr<GamePlayer> m_player;
    Threading m_threading;
    std::function<bool(const Session &)> m_keepGoing;
    QFutureWatcher<AnyAction> m_watcher;
    Session *m_session = nullptr;
    int m_index = -1;
    quint64 m_version = 0; // the position the bot is looking at
    bool m_thinking = false;
    bool m_again = false; // asked again while the worker still thinks about an older position
};

} // namespace quantum
