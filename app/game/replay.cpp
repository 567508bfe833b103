// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/game/replay.h"

#include "app/game/session.h"

namespace quantum {

bool replayGame(const BoardPtr &board, quint64 seed, const std::vector<Action> &actions,
                GameState &state, SeededDice &dice, Events &events,
                const std::function<void(size_t, const GameState &, const Events &, size_t)>
                    &afterStep)
{
    dice = SeededDice(seed);
    events.clear();
    state = newGame(board, dice, &events);
    afterStep(0, state, events, 0);
    std::vector<Action> legal;
    for (size_t k = 0; k < actions.size(); ++k) {
        legalActions(state, legal);
        const Action *match = findLegal(legal, actions[k]);
        if (!match) return false;
        const size_t first = events.size();
        apply(state, *match, dice, &events);
        afterStep(k + 1, state, events, first);
    }
    return true;
}

Replay::Replay(const Session &session)
{
    if (!session.hasWholeHistory()) return;
    m_actions = session.actions();
    SeededDice dice(session.seed());
    GameState state;
    const bool legal = replayGame(
        session.board(), session.seed(), m_actions, state, dice, m_events,
        [&](size_t step, const GameState &now, const Events &events, size_t) {
            m_eventEnds.push_back(events.size()); // step 0: the setup's events
            if (step % kEvery == 0) m_checkpoints.push_back({now, dice.rng().state()});
        });
    if (!legal) return;
    m_valid = state == session.state();
}

GameState Replay::stateAt(int step) const
{
    step = std::clamp(step, 0, steps());
    const Checkpoint &from = m_checkpoints[size_t(step / kEvery)];
    GameState state = from.state;
    SeededDice dice(0);
    dice.rng().setState(from.rng);
    for (int i = (step / kEvery) * kEvery; i < step; ++i)
        apply(state, m_actions[size_t(i)], dice, nullptr);
    return state;
}

size_t Replay::eventsUpTo(int step) const
{
    return m_eventEnds.empty() ? 0 : m_eventEnds[size_t(std::clamp(step, 0, steps()))];
}

} // namespace quantum
