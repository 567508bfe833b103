// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/rules.h"

#include <QString>
#include <QStringList>

#include <array>
#include <atomic>

#include <memory>
#include <vector>

namespace quantum {

// How much a bot may think about one decision. With `iterations` > 0 a searching bot stops
// after that many iterations of its search and is deterministic for its seed (tests,
// reproducible games); otherwise it stops by the clock after `milliseconds` (0: the level's
// default). `threads` is how many cores it may use.
struct Budget {
    int milliseconds = 0;
    int iterations = 0;
    int threads = 1;
};

// A computer player that picks one of the legal actions. Bots are deterministic given
// their seed (and an iteration budget); they never see future dice or the decks' order.
class Bot {
public:
    virtual ~Bot() = default;
    virtual const char *name() const = 0;
    // `legal` is legalActions(s) and is not empty.
    virtual Action choose(const GameState &s, const std::vector<Action> &legal) = 0;
    // Bots that do not search ignore the budget.
    virtual void setBudget(const Budget &budget) { m_budget = budget; }
    const Budget &budget() const { return m_budget; }
    // Why the bot cannot go on (an external engine that died, timed out or gave a malformed
    // or illegal answer), after a choose() it could not answer; empty while it plays. The game
    // is then forfeited by that bot's seat (playGame).
    virtual QString failure() const { return {}; }

protected:
    Budget m_budget;
};

// Every name makeBot knows, weakest first.
QStringList botNames();
// A bot by name (botNames()); nullptr for an unknown name.
std::unique_ptr<Bot> makeBot(const QString &name, uint64_t seed);

// A bot that looks ahead must not know the decks' order (hidden from players, and from a
// LAN client's public view): it searches on copies whose decks it shuffled with its own dice
// (a determinization). Discards, market and hands are public and stay. The decks are put in
// card order first, so the result does not depend on the true order: a bot given the full
// state, the public view (sorted decks) or a position through the engine protocol decides
// the same.
void hideDecks(GameState &s, Dice &dice);

// The greedy bot's one-step evaluation of a position for `player` (higher is better).
double evaluate(const GameState &s, int player);
// Exact chance that `attacker` beats `defender` (values) with plain dice (R-COMBAT-2).
double attackWinChance(int attackerValue, int defenderValue);

} // namespace quantum

namespace quantum {

struct GameRecord {
    int winner = -1;     // the one winner by seat; -1: a draw (the turn cap, a shared win)
    uint8_t winners = 0; // a bit for each seat that won (several: a shared win, Q-END-2)
    int turns = 0;
    std::array<int16_t, kMaxPlayers> score{}; // per seat: engine/game.h, Game::score
    long actions = 0;
    std::array<int16_t, kMaxPlayers> startPlanet{-1, -1, -1, -1}; // per seat (R-SETUP-4)
    QString invariantError; // first broken invariant (when checking), with the action index
    bool cancelled = false; // stopped by the caller before the end
    // The seat that forfeited (its bot failed or chose an action that is not legal), -1 if
    // none; then the game stops there. With two players the other one is the winner; with
    // more the game has no winner.
    int forfeit = -1;
    QString forfeitReason;
};

// Plays one whole Quantum game from setup with a seeded generator; one bot per seat (the
// Quantum side of playGame in engine/game.h). Ends at the
// win or as a draw after `maxTurns` turns. With `check`, invariants are checked after every
// action and the game stops at the first broken one. When *cancel becomes true the game
// stops before its next action (record.cancelled). A bot that fails or answers an action
// that is not legal forfeits (record.forfeit).
GameRecord playGame(const BoardPtr &board, uint64_t seed, const std::vector<Bot *> &bots,
                    int maxTurns, bool check, const std::atomic<bool> *cancel = nullptr);

} // namespace quantum
