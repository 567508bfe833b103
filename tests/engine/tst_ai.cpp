// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Easy and Normal computer levels (docs/ai.md): legal play with the invariants on every
// shipped map, determinism with an iteration budget, strength against greedy on fixed seeds,
// the time budget, and the decisions the cards ask for on another player's turn (R-CARD-8).

#include "engine/ai/eval.h"
#include "engine/ai/levels.h"
#include "engine/bots.h"
#include "engine/scenario.h"
#include "tests/engine/aitest.h"
#include "tests/testmaps.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace quantum;
using quantum::aitest::CheckedBot;
using quantum::aitest::shippedBoard;

namespace {

std::unique_ptr<CheckedBot> checked(const char *name, uint64_t seed, int iterations)
{
    auto bot = std::make_unique<CheckedBot>(makeBot(QLatin1String(name), seed));
    bot->setBudget(Budget{0, iterations, 1});
    return bot;
}

constexpr int kEasyIterations = 100000; // a bound that never bites: Easy stays deterministic
constexpr int kNormalIterations = 400;

// A scenario file's object with only its first `count` actions.
QJsonObject scenarioPrefix(const QJsonObject &doc, int count)
{
    QJsonObject o = doc;
    QJsonArray actions = doc.value(QStringLiteral("actions")).toArray();
    while (actions.size() > count)
        actions.removeLast();
    o[QStringLiteral("actions")] = actions;
    o.remove(QStringLiteral("expect"));
    return o;
}

} // namespace

class TestAi : public QObject {
    Q_OBJECT
private slots:
    void levelsAreNamed();
    void legalOnEveryMap_data();
    void legalOnEveryMap();
    void sameSeedSameGame_data();
    void sameSeedSameGame();
    void normalBeatsGreedy();
    void easyBeatsRandom();
    void clockBudgetGivesLegalDecisions_data();
    void clockBudgetGivesLegalDecisions();
    void offTurnDecisions_data();
    void offTurnDecisions();
    void evaluationPrefersCubes();
};

void TestAi::levelsAreNamed()
{
    const QStringList names = botNames();
    QVERIFY(names.indexOf(QStringLiteral("greedy")) < names.indexOf(QStringLiteral("easy")));
    QVERIFY(names.indexOf(QStringLiteral("easy")) < names.indexOf(QStringLiteral("normal")));
    for (const char *n : {"easy", "normal"}) {
        auto bot = makeBot(QLatin1String(n), 1);
        QVERIFY(bot);
        QCOMPARE(QLatin1String(bot->name()), QLatin1String(n));
    }
}

void TestAi::legalOnEveryMap_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : testmaps::allMapFiles())
        QTest::newRow(qPrintable(f)) << f;
}

// Every level only submits legal actions, with the invariants checked after each one; Easy
// and Normal sit at alternate seats, swapping from map to map.
void TestAi::legalOnEveryMap()
{
    QFETCH(QString, file);
    const BoardPtr board = shippedBoard(file);
    QVERIFY(board);
    const int seats = board->map().players;
    uint64_t seed = 0;
    for (QChar c : file)
        seed = seed * 31 + c.unicode(); // a seed of its own for each map
    seed &= 0xffff;
    std::vector<std::unique_ptr<CheckedBot>> owned;
    std::vector<Bot *> bots;
    for (int i = 0; i < seats; ++i) {
        const bool normal = (i + int(seed)) % 2 == 0;
        owned.push_back(normal ? checked("normal", seed + uint64_t(i), kNormalIterations)
                               : checked("easy", seed + uint64_t(i), kEasyIterations));
        bots.push_back(owned.back().get());
    }
    const GameRecord rec = playGame(board, seed, bots, 120, true);
    QVERIFY2(rec.invariantError.isEmpty(), qPrintable(rec.invariantError));
    QVERIFY(rec.actions > 0);
    for (const auto &b : owned)
        QCOMPARE(b->illegal, 0);
}

void TestAi::sameSeedSameGame_data()
{
    QTest::addColumn<QString>("level");
    QTest::newRow("easy") << QStringLiteral("easy");
    QTest::newRow("normal") << QStringLiteral("normal");
}

// With an iteration budget a level is deterministic for its seed: the same game twice.
void TestAi::sameSeedSameGame()
{
    QFETCH(QString, level);
    const BoardPtr board = shippedBoard(QStringLiteral("beta-sector.json"));
    QVERIFY(board);
    const int iterations = level == QLatin1String("easy") ? kEasyIterations : kNormalIterations;
    std::vector<std::vector<Action>> runs;
    std::vector<GameRecord> records;
    for (int run = 0; run < 2; ++run) {
        std::vector<std::unique_ptr<CheckedBot>> owned;
        std::vector<Bot *> bots;
        for (int i = 0; i < 3; ++i) {
            owned.push_back(checked(i == 1 ? "greedy" : qPrintable(level), 40 + i, iterations));
            bots.push_back(owned.back().get());
        }
        records.push_back(playGame(board, 77, bots, 200, false));
        runs.push_back(owned[0]->chosen);
        runs.back().insert(runs.back().end(), owned[2]->chosen.begin(), owned[2]->chosen.end());
    }
    QCOMPARE(records[0].winner, records[1].winner);
    QCOMPARE(records[0].turns, records[1].turns);
    QCOMPARE(records[0].actions, records[1].actions);
    QCOMPARE(runs[0].size(), runs[1].size());
    for (size_t i = 0; i < runs[0].size(); ++i)
        QVERIFY(runs[0][i].sameAs(runs[1][i]));
}

namespace {

// Wins of `level` over `games` fixed-seed games against `other` in every other seat, with
// the level's seat rotated.
int winsAgainst(const QString &mapFile, const char *level, int iterations, const char *other,
                int games)
{
    const BoardPtr board = shippedBoard(mapFile);
    const int seats = board->map().players;
    int wins = 0;
    for (int g = 0; g < games; ++g) {
        std::vector<std::unique_ptr<CheckedBot>> owned;
        std::vector<Bot *> bots;
        const int mine = g % seats;
        for (int i = 0; i < seats; ++i) {
            owned.push_back(i == mine ? checked(level, 1000 + uint64_t(g), iterations)
                                      : checked(other, 2000 + uint64_t(g * 4 + i), 0));
            bots.push_back(owned.back().get());
        }
        const GameRecord rec = playGame(board, 500 + uint64_t(g), bots, 300, false);
        wins += rec.winner == mine;
    }
    return wins;
}

} // namespace

// Normal beats greedy clearly on fixed seeds (docs/ai.md has the figures with the default
// budget; here an iteration budget, so the result does not depend on the machine).
void TestAi::normalBeatsGreedy()
{
    const int games = 24;
    const int wins2 =
        winsAgainst(QStringLiteral("alpha-sector.json"), "normal", 1500, "greedy", games);
    qInfo("normal against greedy, 2 players: %d of %d", wins2, games);
    QVERIFY2(wins2 >= games * 3 / 4, qPrintable(QString::number(wins2)));
    const int wins3 = winsAgainst(QStringLiteral("beta-sector.json"), "normal", 1500, "greedy", 12);
    qInfo("normal against two greedy, 3 players: %d of 12", wins3);
    QVERIFY2(wins3 >= 6, qPrintable(QString::number(wins3))); // a third would be even
}

void TestAi::easyBeatsRandom()
{
    const int wins =
        winsAgainst(QStringLiteral("alpha-sector.json"), "easy", kEasyIterations, "random", 20);
    qInfo("easy against random, 2 players: %d of 20", wins);
    QVERIFY(wins >= 19);
}

void TestAi::clockBudgetGivesLegalDecisions_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<int>("ms");
    QTest::newRow("easy default") << QStringLiteral("easy") << 0;
    QTest::newRow("normal default") << QStringLiteral("normal") << 0;
    QTest::newRow("normal 30 ms") << QStringLiteral("normal") << 30;
}

// With a clock budget every level answers a legal action, on the pinned mid-game positions
// and over a game's first decisions. The time each decision took is reported; that it stays
// within the budget is a benchmark figure (docs/ai.md), not an assertion on a shared machine.
void TestAi::clockBudgetGivesLegalDecisions()
{
    QFETCH(QString, level);
    QFETCH(int, ms);
    const int budget = ms > 0                           ? ms
                       : level == QLatin1String("easy") ? kEasyDefaultMs
                                                        : kNormalDefaultMs;
    auto bot = makeBot(level, 9);
    bot->setBudget(Budget{ms, 0, 1});
    std::vector<GameState> positions;
    for (const char *f : {"/bench/midgame-4p.json", "/bench/midgame-4p-cards.json"}) {
        const ScenarioResult r =
            runScenarioFile(QStringLiteral(QUANTUM_TEST_DATA) + QLatin1String(f));
        QVERIFY2(r.status.ok(), qPrintable(r.status.message()));
        positions.push_back(r.state);
    }
    {
        // The first decisions of a seeded game on Gamma Sector (4 players).
        SeededDice dice(3);
        GameState s = newGame(shippedBoard(QStringLiteral("gamma-sector.json")), dice);
        auto greedy = makeBot(QStringLiteral("greedy"), 3);
        std::vector<Action> legal;
        for (int i = 0; i < 120 && s.phase != Phase::GameOver; ++i) {
            legalActions(s, legal);
            if (s.phase == Phase::Actions && legal.size() > 20 && i % 4 == 0)
                positions.push_back(s);
            apply(s, greedy->choose(s, legal), dice);
        }
    }
    double worst = 0, total = 0;
    std::vector<Action> legal;
    for (const GameState &s : positions) {
        legalActions(s, legal);
        QVERIFY(!legal.empty());
        QElapsedTimer t;
        t.start();
        const Action a = bot->choose(s, legal);
        const double took = double(t.nsecsElapsed()) / 1e6;
        QVERIFY(findLegal(legal, a));
        worst = std::max(worst, took);
        total += took;
    }
    qInfo("%s with %d ms: %zu decisions, mean %.1f ms, max %.1f ms", qPrintable(level), budget,
          positions.size(), total / double(positions.size()), worst);
    QVERIFY(positions.size() > 2);
}

void TestAi::offTurnDecisions_data()
{
    QTest::addColumn<QString>("file");
    // SABOTAGE, DANGEROUS, CLEVER, STUBBORN, CRUEL/RELENTLESS re-rolls, infamy and the card
    // phase of a player whose turn it is not.
    for (const char *f : {"cards/CARD_SABOTAGE_each_player_chooses_own_discard.json",
                          "cards/CARD_SABOTAGE_off_turn_taker_first_decision.json",
                          "cards/CARD_DANGEROUS_asked_before_the_dice.json",
                          "cards/CARD_DANGEROUS_with_clever_defender_chooses_value.json",
                          "cards/CARD_CLEVER_destroyed_ship_on_other_players_turn.json",
                          "cards/CARD_STUBBORN_defender_infamy_on_attackers_turn.json",
                          "cards/CARD_STUBBORN_defender_picks_after_attackers_card_phase.json",
                          "cards/CARD_CRUEL_defender_uses_it_on_attackers_turn.json",
                          "cards/CARD_RELENTLESS_defender_on_attackers_turn.json",
                          "rules/R-CARD-8_defender_infamy_on_other_turn.json"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

// R-CARD-8: every decision due to a player whose turn it is not (found by replaying the
// scenario's actions one by one) gets a legal answer from each level; where the scenario's
// own answer is the only sensible one (a re-roll by the losing side), the level gives it.
void TestAi::offTurnDecisions()
{
    QFETCH(QString, file);
    const QString path = QStringLiteral(QUANTUM_TEST_DATA "/") + file;
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    const int n = int(doc.value(QStringLiteral("actions")).toArray().size());
    int asked = 0;
    std::vector<Action> legal;
    for (int k = 0; k <= n; ++k) {
        const ScenarioResult r =
            runScenario(scenarioPrefix(doc, k), QFileInfo(path).absolutePath());
        QVERIFY2(r.status.ok(), qPrintable(r.status.message()));
        const GameState &s = r.state;
        if (s.phase == Phase::GameOver || s.toAct() == s.active) continue;
        legalActions(s, legal);
        QVERIFY(!legal.empty());
        for (const char *level : {"easy", "normal"}) {
            auto bot = makeBot(QLatin1String(level), 5);
            bot->setBudget(Budget{0, 3000, 1});
            const Action a = bot->choose(s, legal);
            QVERIFY2(findLegal(legal, a), level);
            QCOMPARE(int(a.player), s.toAct());
            if (s.pendingCount && s.pending[0].kind == Pending::Kind::CombatReroll)
                QCOMPARE(a.type, ActionType::Reroll); // the loser cannot lose more
            ++asked;
        }
    }
    QVERIFY2(asked > 0, "no decision for a player whose turn it is not");
}

// The evaluation: a cube is worth more than anything a turn can give besides it; a won game
// is the best position there is.
void TestAi::evaluationPrefersCubes()
{
    const ScenarioResult r =
        runScenarioFile(QStringLiteral(QUANTUM_TEST_DATA "/bench/midgame-4p.json"));
    QVERIFY(r.status.ok());
    GameState s = r.state;
    const int me = s.active;
    const double before = evaluatePosition(s, me);
    GameState more = s;
    for (int planet = 0; planet < s.board->planetCount(); ++planet)
        if (more.cubesOn(planet, me) == 0 &&
            more.cubesOn(planet) < s.board->planets()[planet].locations) {
            more.p[me].cubes[size_t(more.p[me].cubesPlaced)] = int16_t(planet);
            ++more.p[me].cubesPlaced;
            break;
        }
    QVERIFY(more.p[me].cubesPlaced == s.p[me].cubesPlaced + 1);
    QVERIFY(evaluatePosition(more, me) > before + 50);
    // Opponents see it the other way round.
    const int other = (me + 1) % s.players;
    QVERIFY(evaluatePosition(more, other) < evaluatePosition(s, other));
    GameState won = s;
    won.phase = Phase::GameOver;
    won.winner = int8_t(me);
    QVERIFY(evaluatePosition(won, me) > evaluatePosition(more, me));
    QVERIFY(evaluatePosition(won, other) < evaluatePosition(more, other));
}

QTEST_GUILESS_MAIN(TestAi)
#include "tst_ai.moc"
