// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The map balance check's statistics (engine/balance.h): wins by seat and by starting planet
// (R-SETUP-4) with their intervals, average game length and draws, from runMatch's games.

#include "engine/balance.h"
#include "engine/scenario.h"

#include <QJsonArray>
#include <QtTest>

#include <map>

using namespace quantum;

namespace {

BoardPtr shippedBoard(const QString &file)
{
    ReadStatus st;
    BoardPtr b = loadBoard(QStringLiteral(QUANTUM_MAPS_DIR "/") + file, st);
    if (!b) qWarning("%s", qPrintable(st.message()));
    return b;
}

std::vector<int> startPlanets(const Board &b)
{
    std::vector<int> out;
    for (int i = 0; i < b.planetCount(); ++i)
        if (b.planets()[size_t(i)].start) out.push_back(i);
    return out;
}

MatchGame game(int winner, int turns, int start0, int start1, bool cancelled = false)
{
    MatchGame g;
    g.record.winner = winner;
    g.record.turns = turns;
    g.record.startPlanet = {int16_t(start0), int16_t(start1), -1, -1};
    g.record.cancelled = cancelled;
    return g;
}

} // namespace

class TestBalance : public QObject {
    Q_OBJECT
private slots:
    void talliesSeatsStartsTurnsAndDraws();
    void matchOnAMapAddsUp();
    void shardsPlayTheWholeMatchsGames();
};

// Hand-made games: the counts, the Wilson intervals and the average are exact.
void TestBalance::talliesSeatsStartsTurnsAndDraws()
{
    const BoardPtr board = shippedBoard(QStringLiteral("alpha-sector.json"));
    QVERIFY(board);
    QCOMPARE(board->map().players, 2);
    const std::vector<int> starts = startPlanets(*board);
    QVERIFY(starts.size() >= 2);
    const int a = starts[0], b = starts[1];

    BalanceTally tally(board);
    tally.add(game(0, 10, a, b));
    tally.add(game(0, 20, a, b));
    tally.add(game(1, 30, b, a));
    tally.add(game(-1, 40, b, a));     // a draw by the turn cap
    tally.add(game(1, 99, a, b, true)); // cancelled: not counted
    const BalanceReport r = tally.report();
    QCOMPARE(r.games, 4);
    QCOMPARE(tally.games(), 4);
    QCOMPARE(r.draws, 1);
    QCOMPARE(r.averageTurns, 25.0);
    QCOMPARE(int(r.bySeat.size()), 2);
    QCOMPARE(r.bySeat[0].count, 2);
    QCOMPARE(r.bySeat[0].of, 4);
    QCOMPARE(r.bySeat[1].count, 1);
    const Share expected = share(2, 4);
    QCOMPARE(r.bySeat[0].low, expected.low);
    QCOMPARE(r.bySeat[0].high, expected.high);

    QCOMPARE(r.byStart.size(), starts.size()); // every starting planet, chosen or not
    for (const BalanceReport::Start &st : r.byStart) {
        QVERIFY(board->planets()[size_t(st.planet)].start);
        if (st.planet == a) {
            // Chosen in every game: seat 0 won games 1 and 2 from it, seat 1 game 3.
            QCOMPARE(st.wins.of, 4);
            QCOMPARE(st.wins.count, 3);
        } else if (st.planet == b) {
            QCOMPARE(st.wins.of, 4);
            QCOMPARE(st.wins.count, 0);
        } else {
            QCOMPARE(st.wins.of, 0);
        }
    }

    const QJsonObject json = balanceToJson(r, *board);
    QCOMPARE(json.value(QStringLiteral("games")).toInt(), 4);
    QCOMPARE(json.value(QStringLiteral("draws")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("seats")).toArray().size(), 2);
    QCOMPARE(json.value(QStringLiteral("seats")).toArray()[1].toObject()
                 .value(QStringLiteral("wins")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("starts")).toArray().size(), int(starts.size()));
}

// Real games through runMatch on two threads: every finished game is a win of one seat or a
// draw, and every seat chose a starting planet in every game (R-SETUP-4).
void TestBalance::matchOnAMapAddsUp()
{
    const BoardPtr board = shippedBoard(QStringLiteral("gamma-sector.json"));
    QVERIFY(board);
    const int seats = board->map().players;
    const MatchSpec spec = balanceSpec(board, QStringLiteral("random"), 6, 11, 2);
    QCOMPARE(spec.players.size(), 1);
    BalanceTally tally(board);
    const QString error = runMatch(spec, [&](const MatchGame &g) { tally.add(g); });
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const BalanceReport r = tally.report();
    QCOMPARE(r.games, 6);
    int wins = 0;
    for (const Share &s : r.bySeat)
        wins += s.count;
    QCOMPARE(wins + r.draws, 6);
    QCOMPARE(int(r.bySeat.size()), seats);
    int chosen = 0;
    for (const BalanceReport::Start &st : r.byStart)
        chosen += st.wins.of;
    QCOMPARE(chosen, 6 * seats);
    QVERIFY(r.averageTurns >= 1);

    // An unknown bot is refused before any game.
    BalanceTally none(board);
    QVERIFY(!runMatch(balanceSpec(board, QStringLiteral("nobody"), 3, 1, 1),
                      [&](const MatchGame &g) { none.add(g); })
                 .isEmpty());
    QCOMPARE(none.report().games, 0);
    QCOMPARE(none.report().averageTurns, 0.0);
}

// Shards (MatchSpec::shard, docs/balance.md): shard i of n plays the games g with g % n == i,
// with their seeds and seats of the whole match, and the shards' counts add up to the whole
// match's (BalanceTally::add(BalanceCounts)).
void TestBalance::shardsPlayTheWholeMatchsGames()
{
    const BoardPtr board = shippedBoard(QStringLiteral("beta-sector.json"));
    QVERIFY(board);
    MatchSpec spec = balanceSpec(board, QStringLiteral("greedy"), 11, 3, 2);
    QCOMPARE(shardGames(spec), 11);
    std::map<int, MatchGame> whole;
    BalanceTally all(board);
    QVERIFY(runMatch(spec, [&](const MatchGame &g) {
                whole[g.index] = g;
                all.add(g);
            }).isEmpty());
    QCOMPARE(int(whole.size()), 11);
    BalanceTally merged(board);
    spec.shards = 4;
    int played = 0;
    for (spec.shard = 3; spec.shard >= 0; --spec.shard) {
        QCOMPARE(shardGames(spec), spec.shard < 3 ? 3 : 2); // 11 games: 3, 3, 3, 2
        BalanceTally part(board);
        QVERIFY(runMatch(spec, [&](const MatchGame &g) {
                    ++played;
                    QCOMPARE(g.index % 4, spec.shard);
                    const MatchGame &w = whole[g.index];
                    QCOMPARE(g.seed, w.seed);
                    QVERIFY(g.playerAt == w.playerAt);
                    QCOMPARE(g.record.winner, w.record.winner);
                    QCOMPARE(g.record.turns, w.record.turns);
                    part.add(g);
                }).isEmpty());
        QCOMPARE(part.games(), shardGames(spec));
        QVERIFY(merged.add(part.counts()));
    }
    QCOMPARE(played, 11);
    QCOMPARE(merged.counts().turns, all.counts().turns);
    QCOMPARE(merged.counts().startChosen, all.counts().startChosen);
    QCOMPARE(balanceToJson(merged.report(), *board), balanceToJson(all.report(), *board));
    // Counts of another board's size are not added.
    BalanceCounts wrong = all.counts();
    wrong.seatWins.push_back(1);
    QVERIFY(!merged.add(wrong));
    QCOMPARE(merged.games(), 11);
}

QTEST_GUILESS_MAIN(TestBalance)
#include "tst_balance.moc"
