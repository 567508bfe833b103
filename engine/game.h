// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One small abstraction of a game's rules, so that the layers above (the match and tournament,
// the self-play, the engine protocol...) serve both games of the program, the way a chess GUI
// serves its variants through one board class: a position, whose decisions are due (several
// players at once in Qwantum's phase 2), the legal actions of a player, apply with injected
// dice, the winners. Quantum (engine/rules.h) and Qwantum (engine/qwantum/rules.h) are its two
// implementations. docs/architecture.md, "One core, two games".

#include "engine/bots.h"
#include "engine/qwantum/rules.h"
#include "engine/reader.h"
#include "engine/rules.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <memory>
#include <variant>
#include <vector>

namespace quantum {

enum class GameKind : uint8_t { Quantum, Qwantum };
// "quantum", "qwantum": the names in files, frames and on the command line (never translated).
const char *gameName(GameKind kind);
// The kind of a name of gameName; false for another name.
bool gameFromName(const QString &name, GameKind &kind);

// A decision of either game: the game's own action type.
using AnyAction = std::variant<Action, qw::Action>;
// What an action did, in the game's own event type (only the game's own list is filled).
struct AnyEvents {
    Events quantum;
    qw::Events qwantum;
    void clear()
    {
        quantum.clear();
        qwantum.clear();
    }
};

// How a game starts: the map of a Quantum game, the player count and rulings of a Qwantum one.
struct GameStart {
    GameKind kind = GameKind::Quantum;
    BoardPtr board;    // Quantum: the map (its player count is the game's)
    int players = 2;   // Qwantum: 2-4
    qw::Options rules; // Qwantum's rulings
    // A game of Quantum on `board`.
    static GameStart quantumOn(BoardPtr board)
    {
        GameStart s;
        s.board = std::move(board);
        return s;
    }
    // The seats of the game: the map's for Quantum, `players` for Qwantum.
    int seats() const;
    // Why a game cannot start from this setup (no map, a player count out of range...), empty
    // when it can.
    QString problem() const;
};

// One game in progress. A copy (clone) is independent of the original.
class Game {
public:
    virtual ~Game() = default;
    virtual GameKind kind() const = 0;
    virtual std::unique_ptr<Game> clone() const = 0;
    virtual int players() const = 0;
    virtual int turn() const = 0;
    virtual bool over() const = 0;
    // The players whose decision is due, in player order: one, several at once (each decides
    // on the same position, without seeing the others' answers), or none at the end.
    virtual void due(std::vector<int> &out) const = 0;
    // Applies an action of a player who is due, rolling with `dice`; what happened goes to
    // `events` when given. False, nothing changed, for an action the game refuses: Qwantum
    // checks every action; Quantum's apply takes a legal action (its players check theirs
    // against legalActions, as quantumPlayer does), for the speed of self-play.
    virtual bool apply(const AnyAction &action, Dice &dice, AnyEvents *events = nullptr) = 0;
    // Once over: every player sharing the best result (Quantum: the winner, none for a game
    // stopped without one; Qwantum: the best score, Q-END-2).
    virtual std::vector<int> winners() const = 0;
    // A player's points where the game counts them (Qwantum's score, Q-SCORE-3); Quantum:
    // its dominance.
    virtual int score(int player) const = 0;
    // The first rule the position breaks after `action` took `before` here with `events`,
    // empty when none (the checks of debug builds, the soak and `--check`).
    virtual QString brokenInvariant(const Game &before, const AnyEvents &events) const = 0;
    // Quantum's starting planet of `player` (R-SETUP-4), -1 for none or for Qwantum.
    virtual int startPlanet(int player) const = 0;

    // Whether `player` may take `action` now (its decision is due and the rules allow it).
    virtual bool isLegal(int player, const AnyAction &action) const = 0;

    // ---- The game on the wire and in files, in each game's JSON formats
    // (docs/state-format.md, docs/qwantum-formats.md): what the LAN host sends its clients.
    // The position as every player may see it (Quantum: publicView; Qwantum: all of it).
    virtual QJsonObject publicJson() const = 0;
    virtual QJsonObject actionToJson(const AnyAction &action) const = 0;
    // An action of this game read from `o`, each field bounded (`player` when it names none);
    // false for one that cannot be read. Whether it is legal is isLegal's question.
    virtual bool actionFromJson(const QJsonObject &o, int player, AnyAction &out) const = 0;
    // This game's events from `first` on.
    virtual QJsonArray eventsToJson(const AnyEvents &events, size_t first = 0) const = 0;
    // Appends the events of `list` to this game's list in `out`; false (out unchanged) when
    // one cannot be read.
    virtual bool eventsFromJson(const QJsonArray &list, AnyEvents &out) const = 0;
};

// The number of events of `kind` in `events`.
size_t eventCount(GameKind kind, const AnyEvents &events);
// Keeps the first `count` events of `kind`.
void truncateEvents(GameKind kind, AnyEvents &events, size_t count);
// Appends the events of `more` to `to`.
void appendEvents(AnyEvents &to, const AnyEvents &more);

// A new game of `setup`, dealt and rolled with `dice` (what that did goes to `events` when
// given); nullptr when setup.problem() says why not.
std::unique_ptr<Game> newGame(const GameStart &setup, Dice &dice, AnyEvents *events = nullptr);
// The position of each game behind a Game (nullptr when the game is the other one).
const GameState *quantumState(const Game &game);
const qw::State *qwantumState(const Game &game);
// A game at a position of each kind.
std::unique_ptr<Game> gameOf(GameState state);
std::unique_ptr<Game> gameOf(qw::State state);
// A position of `kind` read from its JSON (publicJson's, a Quantum one on `board`), refused
// with the reason in `status` when it cannot arise in a game; nullptr then.
std::unique_ptr<Game> gameFromJson(GameKind kind, const BoardPtr &board, const QJsonObject &o,
                                   ReadStatus &status);

// A computer player (or an external engine) of either game: picks an action of a player whose
// decision is due.
class GamePlayer {
public:
    virtual ~GamePlayer() = default;
    virtual QString name() const = 0;
    // `player`'s action now (game.due holds it). When the answer cannot be used (the bot failed,
    // or answered an action that is not legal), `failure` says why and the seat forfeits.
    virtual AnyAction choose(const Game &game, int player, QString &failure) = 0;
    virtual void setBudget(const Budget &) {}
};

// The bot names of each game, weakest first (the same level names in both: random, easy,
// normal, hard; Quantum has greedy besides).
QStringList botNames(GameKind kind);
// A bot of `kind` by name, deterministic for its seed; nullptr for an unknown name.
std::unique_ptr<GamePlayer> makePlayer(GameKind kind, const QString &name, uint64_t seed);
// A Quantum bot (the built-in ones, or an external engine speaking the engine protocol) as a
// player of the one interface; `bot` may be shared (not owned) when `owned` is null.
std::unique_ptr<GamePlayer> quantumPlayer(std::unique_ptr<Bot> owned, Bot *bot = nullptr);
namespace qw {
class Bot;
}
// A Qwantum bot (a level of qw::makeBot, or one made otherwise: the hard level with other
// weights, a bot that wraps another) as a player of the one interface.
std::unique_ptr<GamePlayer> qwantumPlayer(std::unique_ptr<qw::Bot> bot);

// Plays one whole game from its start with a seeded generator, one player per seat. Ends when
// the game is over, or after `maxTurns` turns (a draw); with `check`, the invariants are checked
// after every action and the game stops at the first broken one; when *cancel becomes true it
// stops before its next action. A player that fails or answers an action that is not legal
// forfeits (record.forfeit). When several players are due at once, each is asked on the same
// position before any answer is applied; the answers are then applied in player order.
// With `finalPosition`, the game as it stopped (over, or stopped early as above) is handed to
// the caller there (quantumState, qwantumState read it); nullptr when it could not start.
GameRecord playGame(const GameStart &setup, uint64_t seed, const std::vector<GamePlayer *> &players,
                    int maxTurns, bool check, const std::atomic<bool> *cancel = nullptr,
                    std::unique_ptr<Game> *finalPosition = nullptr);

} // namespace quantum
