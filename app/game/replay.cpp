#include "app/game/replay.h"

#include "app/game/session.h"

namespace quantum {

Replay::Replay(const Session &session)
{
    if (!session.hasWholeHistory()) return;
    SeededDice dice(session.seed());
    GameState state = newGame(session.board(), dice, &m_events);
    std::vector<Action> legal;
    m_eventEnds.push_back(m_events.size());
    m_checkpoints.push_back({state, dice.rng().state()});
    for (const Action &a : session.actions()) {
        legalActions(state, legal);
        const Action *match = findLegal(legal, a);
        if (!match) return; // cannot happen for a session's own history; refuse, never guess
        m_actions.push_back(*match);
        apply(state, *match, dice, &m_events);
        m_eventEnds.push_back(m_events.size());
        if (m_actions.size() % kEvery == 0) m_checkpoints.push_back({state, dice.rng().state()});
    }
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
