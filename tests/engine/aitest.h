// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the computer-player tests share (tst_ai, tst_ai_hard): a shipped board, and a bot
// wrapper that checks every answer is a legal action of the player to act and records it.

#include "engine/bots.h"
#include "engine/scenario.h"
#include "tests/testmaps.h"

#include <QtGlobal>

#include <memory>
#include <vector>

namespace quantum::aitest {

inline BoardPtr shippedBoard(const QString &file)
{
    ReadStatus st;
    BoardPtr b = loadBoard(testmaps::mapFilePath(file), st);
    if (!b) qWarning("%s", qPrintable(st.message()));
    return b;
}

// Passes the decisions on to a bot (owned, or not), counts every answer that is not one of
// the legal actions of the player to act (answering the first legal one in its place, so
// the game goes on), and records every action chosen (for the determinism checks).
class CheckedBot : public Bot {
public:
    explicit CheckedBot(std::unique_ptr<Bot> bot) : m_owned(std::move(bot)), m_bot(m_owned.get()) {}
    explicit CheckedBot(Bot *bot) : m_bot(bot) {}
    const char *name() const override { return m_bot->name(); }
    void setBudget(const Budget &b) override { m_bot->setBudget(b); }
    Action choose(const GameState &s, const std::vector<Action> &legal) override
    {
        const Action a = m_bot->choose(s, legal);
        const Action *found = findLegal(legal, a);
        if (!found || a.player != s.toAct()) ++illegal;
        chosen.push_back(a);
        return found ? *found : legal[0];
    }
    int illegal = 0;
    std::vector<Action> chosen;

private:
    std::unique_ptr<Bot> m_owned;
    Bot *m_bot;
};

} // namespace quantum::aitest
