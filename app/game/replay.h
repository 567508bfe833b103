// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/rules.h"

#include <functional>
#include <vector>

namespace quantum {

class Session;

// Plays a game again: a new game on `board` with `seed`, then `actions`, each checked as
// legal (a history read from a file is not trusted). `afterStep(k, state, events, first)`
// follows action k (1-based) whose events start at `first`, and the setup (k = 0). `state`, `dice` and `events`
// hold the end; false at the first action that is not legal.
bool replayGame(const BoardPtr &board, quint64 seed, const std::vector<Action> &actions,
                GameState &state, SeededDice &dice, Events &events,
                const std::function<void(size_t, const GameState &, const Events &, size_t)>
                    &afterStep);

// A game stepped through from its first action (first, back, forward, last): the
// position after any step, and the events up to it, rebuilt from the seed and the actions
// through the rules. Positions are kept every kEvery steps and played forward from there, so
// a long game costs little memory.
class Replay {
public:
    // Empty (steps() == 0, !isValid()) when the session does not know its whole history.
    explicit Replay(const Session &session);

    bool isValid() const { return m_valid; }
    int steps() const { return int(m_actions.size()); } // step 0 is the position after setup
    // The position after the first `step` actions (0..steps()).
    GameState stateAt(int step) const;
    // The events of the first `step` actions (and of the game's setup).
    const Events &events() const { return m_events; }
    size_t eventsUpTo(int step) const;
    const Action &action(int step) const { return m_actions[size_t(step - 1)]; } // 1..steps()

private:
    static constexpr int kEvery = 64;
    struct Checkpoint {
        GameState state;
        uint64_t rng;
    };
    std::vector<Checkpoint> m_checkpoints; // after step 0, kEvery, 2 kEvery, ...
    std::vector<Action> m_actions;
    std::vector<size_t> m_eventEnds; // events after step k: m_eventEnds[k]
    Events m_events;
    bool m_valid = false;
};

} // namespace quantum
