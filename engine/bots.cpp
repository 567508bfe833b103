// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/bots.h"

#include "engine/ai/hard.h"
#include "engine/ai/levels.h"

#include <algorithm>
#include <cstdlib>

namespace quantum {

double attackWinChance(int av, int dv)
{
    int wins = 0;
    for (int a = 1; a <= 6; ++a)
        for (int d = 1; d <= 6; ++d)
            wins += av + a <= dv + d;
    return wins / 36.0;
}

namespace {

class RandomBot : public Bot {
public:
    explicit RandomBot(uint64_t seed) : m_rng(seed) {}
    const char *name() const override { return "random"; }
    Action choose(const GameState &, const std::vector<Action> &legal) override
    {
        return legal[m_rng.below(uint32_t(legal.size()))];
    }

private:
    Rng m_rng;
};

int manhattan(const Board &b, int a, int c)
{
    return std::abs(b.sqX(a) - b.sqX(c)) + std::abs(b.sqY(a) - b.sqY(c));
}

class GreedyBot : public Bot {
public:
    explicit GreedyBot(uint64_t seed) : m_rng(seed) {}
    const char *name() const override { return "greedy"; }

    Action choose(const GameState &s, const std::vector<Action> &legal) override
    {
        const int me = s.toAct();
        double best = -1e18;
        int bestCount = 0;
        size_t bestIndex = 0;
        for (size_t i = 0; i < legal.size(); ++i) {
            const double v = score(s, legal[i], me);
            if (v > best + 1e-9) {
                best = v;
                bestIndex = i;
                bestCount = 1;
            } else if (v > best - 1e-9) {
                // Ties broken with the seed: reservoir choice among equals.
                if (m_rng.below(uint32_t(++bestCount)) == 0)
                    bestIndex = i;
            }
        }
        return legal[bestIndex];
    }

private:
    double after(const GameState &s, const Action &a, int me, std::vector<int> rolls)
    {
        GameState copy = s;
        ScriptedDice dice(std::move(rolls), true, m_rng.next());
        apply(copy, a, dice);
        // An attack's win leaves the occupy decision: stay, so dominance counts.
        if (copy.pendingCount && copy.pending[0].kind == Pending::Kind::Occupy) {
            Action stay{ActionType::Stay, copy.pending[0].player, copy.pending[0].ship};
            apply(copy, stay, dice);
        }
        return evaluate(copy, me);
    }

    double score(const GameState &s, const Action &a, int me)
    {
        switch (a.type) {
        case ActionType::Attack:
        case ActionType::Strike: {
            const double p = attackOdds(s, a).win;
            const double win = after(s, a, me, {1, 6});
            const double lose = p < 1.0 ? after(s, a, me, {6, 1}) : 0.0;
            return p * win + (1 - p) * lose;
        }
        case ActionType::EndTurn: {
            // Unused actions are lost: end only when nothing else helps.
            return evaluate(s, me) - 0.5 * s.actionsLeft;
        }
        default:
            return after(s, a, me, {});
        }
    }

    Rng m_rng;
};

} // namespace

double evaluate(const GameState &s, int me)
{
    if (s.phase == Phase::GameOver)
        return s.winner == me ? 1e9 : -1e9;
    const Board &b = *s.board;
    double v = 0;
    for (int pl = 0; pl < s.players; ++pl) {
        const PlayerState &ps = s.p[pl];
        double pv = 100.0 * ps.cubesPlaced + 9.0 * ps.dominance + 6.0 * ps.research;
        int onMap = 0;
        for (const Ship &sh : ps.ships)
            onMap += sh.onMap();
        pv += 5.0 * onMap;
        pv += 4.0 * ps.handSize();
        if (pl == me) {
            // Constructions within reach: planets whose orbital total is near the target.
            for (int planet = 0; planet < b.planetCount(); ++planet) {
                const Planet &pp = b.planets()[planet];
                if (s.cubesOn(planet) >= pp.locations || s.cubesOn(planet, pl) > 0)
                    continue;
                int sum = 0, ships = 0;
                for (Sq o : pp.orbit) {
                    if (o == kNoSq)
                        continue;
                    for (const Ship &sh : ps.ships)
                        if (sh.at == o) {
                            sum += sh.value;
                            ++ships;
                        }
                }
                if (ships == 0)
                    continue;
                const int diff = std::abs(pp.number - sum);
                if (diff == 0)
                    pv += 40.0;
                else if (sum < pp.number)
                    pv += std::max(0.0, 12.0 - 2.5 * diff);
                else
                    pv += std::max(0.0, 6.0 - 2.0 * diff);
            }
            // Ships put at risk: an enemy that could reach and beat them.
            for (const Ship &sh : ps.ships) {
                if (!sh.onMap())
                    continue;
                for (int q = 0; q < s.players; ++q) {
                    if (q == pl)
                        continue;
                    for (const Ship &en : s.p[q].ships)
                        if (en.onMap() && manhattan(b, en.at, sh.at) <= en.value)
                            pv -= 6.0 * attackWinChance(en.value, sh.value);
                }
            }
        }
        v += pl == me ? pv : -pv / std::max(1, s.players - 1);
    }
    return v;
}

void hideDecks(GameState &s, Dice &dice)
{
    std::sort(s.gambitDeck.begin(), s.gambitDeck.begin() + s.gambitDeckCount);
    std::sort(s.commandDeck.begin(), s.commandDeck.begin() + s.commandDeckCount);
    shuffleItems(s.gambitDeck.data(), s.gambitDeckCount, dice);
    shuffleItems(s.commandDeck.data(), s.commandDeckCount, dice);
}

QStringList botNames()
{
    return {QStringLiteral("random"), QStringLiteral("greedy"), QStringLiteral("easy"),
            QStringLiteral("normal"), QStringLiteral("hard")};
}

std::unique_ptr<Bot> makeBot(const QString &name, uint64_t seed)
{
    if (name == QLatin1String("random"))
        return std::make_unique<RandomBot>(seed);
    if (name == QLatin1String("greedy"))
        return std::make_unique<GreedyBot>(seed);
    if (name == QLatin1String("easy"))
        return makeEasyBot(seed);
    if (name == QLatin1String("normal"))
        return makeNormalBot(seed);
    if (name == QLatin1String("hard"))
        return std::make_unique<ai::HardBot>(seed);
    return nullptr;
}

} // namespace quantum
