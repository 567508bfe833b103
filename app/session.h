#pragma once

#include "engine/rules.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QString>

#include <array>

#include <memory>
#include <vector>

namespace quantum {

class Bot;

// Who sits in a seat. Hot-seat and vs-computer games are the same session with different
// seats (DESIGN.md Players and sessions).
struct Seat {
    enum class Kind { Human, Computer };
    QString name;
    Kind kind = Kind::Human;
    bool isComputer() const { return kind == Kind::Computer; }
};

// Per player after each turn, for the end-of-game chart.
struct TurnStats {
    int turn = 0;
    std::array<int, kMaxPlayers> cubes{}, dominance{}, research{};
};

// Owns the authoritative GameState and the seeded dice; asks the seat whose decision is
// due (GameState::toAct). Human seats answer through submit(); computer seats run the
// greedy bot on a worker thread and are applied one step at a time at `pace` ms.
class Session : public QObject {
    Q_OBJECT
public:
    Session(BoardPtr board, const QList<Seat> &seats, quint64 seed, QObject *parent = nullptr);
    // A game loaded from a save; `seats` may be shorter than the player count (humans fill).
    Session(const GameState &state, quint64 rngState, const QList<Seat> &seats,
            QObject *parent = nullptr);
    ~Session() override;

    const GameState &state() const { return m_state; }
    const BoardPtr &board() const { return m_state.board; }
    const std::vector<Action> &legal() const { return m_legal; }
    const QList<Seat> &seats() const { return m_seats; }
    QString playerName(int player) const;
    quint64 rngState() const { return m_dice.rng().state(); }
    const Events &allEvents() const { return m_events; }
    const QList<TurnStats> &history() const { return m_history; }

    // The player whose decision is due, -1 when the game is over.
    int toAct() const { return m_state.toAct(); }
    bool isOver() const { return m_state.phase == Phase::GameOver; }
    bool humanToAct() const;
    bool computerThinking() const { return m_thinking; }
    int humanCount() const;

    // A human intent; applied when legal for the seat due. Returns false when refused.
    bool submit(const Action &action);
    // Undo the last action of the player due, back to the last die roll or card reveal.
    bool canUndo() const;
    bool undo();

    void setPace(int ms) { m_pace = ms; }
    int pace() const { return m_pace; }
    // Starts or resumes computer play when a computer seat is due (call once after setup).
    void start();
    void setPaused(bool paused);

    // Plays every seat with the greedy bot, synchronously, until turn `turn` begins with a
    // human seat due (or `maxSteps` actions): for screenshots and tests.
    void playAheadTo(int turn, int maxSteps = 2000);

    QByteArray saveBytes() const; // engine save format plus the seats
    // A session from save bytes, or nullptr with a translated reason in `error`.
    static Session *fromSaveBytes(const QByteArray &bytes, QString *error);

signals:
    // After every applied action: the events it produced, the state before it.
    void applied(const quantum::Action &action, const quantum::Events &events);
    void changed();
    void gameOver(int winner);
    // The event history was rewritten (undo, played ahead): views rebuild their log.
    void historyReset();

private:
    void init(const QList<Seat> &seats);
    void applyAction(const Action &action);
    void scheduleComputer();
    void computerChose();
    void recordStats();

    GameState m_state;
    mutable SeededDice m_dice;
    std::vector<Action> m_legal;
    QList<Seat> m_seats;
    Events m_events;
    QList<TurnStats> m_history;
    std::vector<std::unique_ptr<Bot>> m_bots;

    struct UndoStep {
        GameState state;
        quint64 rng;
        size_t events;
    };
    QList<UndoStep> m_undo;

    QFutureWatcher<Action> m_watcher;
    bool m_thinking = false;
    bool m_paused = false;
    bool m_started = false;
    int m_pace = 500;
    quint64 m_generation = 0; // guards queued computer steps against undo/reload
    quint64 m_jobGeneration = 0;
};

} // namespace quantum
