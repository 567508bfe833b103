// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Generated fair maps (engine/mapgen.h, docs/balance.md#generated-maps): the layouts
// validate with the symmetry and starts asked for (R-BOARD-6, R-SETUP-4), the same seed
// gives the same map whatever the threads, Cancel stops, and the maps kept are fair in
// 200 fresh games.
//
// fairInFreshGames checks QUANTUM_MAPGEN_MAPS maps per player count (3 by default, at most
// 20); scripts/check-generated-maps runs it with 20 (the full check, a few minutes).

#include "engine/mapgen.h"

#include <QtTest>

#include <set>

using namespace quantum;

namespace {

int countStarts(const Map &map)
{
    return int(
        std::count_if(map.tiles.begin(), map.tiles.end(), [](const Tile &t) { return t.start; }));
}

int countVoids(const Map &map)
{
    return int(std::count_if(map.tiles.begin(), map.tiles.end(),
                             [](const Tile &t) { return t.planet == 0; }));
}

int envInt(const char *name, int fallback, int lo, int hi)
{
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok ? std::clamp(v, lo, hi) : fallback;
}

} // namespace

class TestMapGen : public QObject {
    Q_OBJECT
private slots:
    void refusesBadSpecs_data();
    void refusesBadSpecs();
    void layoutsValidateWithTheirSymmetry_data();
    void layoutsValidateWithTheirSymmetry();
    void symmetryCheckSeesABrokenMap();
    void sameSeedSameMapWhateverTheJobs();
    void cancelStops();
    void fairInFreshGames_data();
    void fairInFreshGames();
};

void TestMapGen::refusesBadSpecs_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("cubes");
    QTest::addColumn<int>("tiles");
    QTest::addColumn<int>("symmetry");
    QTest::addColumn<int>("voids");
    QTest::addColumn<QString>("bot");
    const int rot = int(MapSymmetry::Rotation), none = int(MapSymmetry::None);
    QTest::newRow("one player") << 1 << 5 << 0 << rot << 0 << "greedy";
    QTest::newRow("five players") << 5 << 5 << 0 << rot << 0 << "greedy";
    QTest::newRow("three cubes") << 2 << 3 << 0 << rot << 0 << "greedy";
    QTest::newRow("eight cubes") << 2 << 8 << 0 << rot << 0 << "greedy";
    QTest::newRow("four tiles") << 2 << 5 << 4 << rot << 0 << "greedy";
    QTest::newRow("41 tiles") << 2 << 5 << 41 << rot << 0 << "greedy";
    QTest::newRow("negative void") << 2 << 5 << 10 << none << -1 << "greedy";
    QTest::newRow("void over half") << 2 << 5 << 10 << none << 6 << "greedy";
    QTest::newRow("unknown bot") << 2 << 5 << 0 << rot << 0 << "nobody";
    // Quarter turns: Void tiles in fours, one more only in the middle of 4k + 1 tiles.
    QTest::newRow("quarter turn, 2 void") << 4 << 5 << 13 << rot << 2 << "greedy";
    QTest::newRow("quarter turn, 1 void of 12") << 4 << 5 << 12 << rot << 1 << "greedy";
    // A half turn pairs the tiles of an even map: no middle tile for an odd Void.
    QTest::newRow("half turn, odd void, even size") << 2 << 5 << 10 << rot << 1 << "greedy";
    // 5 tiles cannot hold 4 x 7 + 1 - 4 = 25 cube locations.
    QTest::newRow("too few locations") << 4 << 7 << 5 << rot << 0 << "greedy";
}

void TestMapGen::refusesBadSpecs()
{
    QFETCH(int, players);
    QFETCH(int, cubes);
    QFETCH(int, tiles);
    QFETCH(int, symmetry);
    QFETCH(int, voids);
    QFETCH(QString, bot);
    MapGenSpec spec;
    spec.players = players;
    spec.cubes = cubes;
    spec.tiles = tiles;
    spec.symmetry = MapSymmetry(symmetry);
    spec.voids = voids;
    spec.bot = bot;
    const Reason why = checkMapGenSpec(spec);
    QVERIFY(!why.isEmpty());
    QVERIFY(!why.toString().isEmpty());
    QVERIFY(!why.toString().contains(QLatin1Char('\n')));
    const MapGenResult r = generateMap(spec);
    QVERIFY(!r.error.isEmpty());
    QVERIFY(r.candidates.empty());
    QVERIFY(!r.best());
    QVERIFY(generateLayout(spec, 1).tiles.empty());
}

// R-BOARD-6, R-SETUP-4: 20 layouts of each player count and symmetry validate without a
// problem (no error, no corner-only notice), have one starting planet per player, the tiles
// and Void asked for, and the symmetry asked for.
void TestMapGen::layoutsValidateWithTheirSymmetry_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("symmetry");
    QTest::addColumn<int>("voids");
    for (int players = 2; players <= 4; ++players)
        for (MapSymmetry s : {MapSymmetry::None, MapSymmetry::Mirror, MapSymmetry::Rotation})
            for (int voids : {0, 1})
                QTest::addRow("%d players, %s, %d void", players, qPrintable(symmetryName(s)),
                              voids)
                    << players << int(s) << voids;
}

void TestMapGen::layoutsValidateWithTheirSymmetry()
{
    QFETCH(int, players);
    QFETCH(int, symmetry);
    QFETCH(int, voids);
    std::set<QString> different;
    for (int cubes = 4; cubes <= 7; ++cubes)
        for (quint64 seed = 1; seed <= 5; ++seed) {
            MapGenSpec spec;
            spec.players = players;
            spec.cubes = cubes;
            spec.symmetry = MapSymmetry(symmetry);
            spec.voids = voids;
            // An odd size, so that one Void tile fits every symmetry (the middle tile).
            spec.tiles = layoutTiles(spec) | 1;
            if (spec.symmetry == MapSymmetry::Rotation && players > 2)
                spec.tiles = layoutTiles(spec) / 4 * 4 + 1;
            QVERIFY2(checkMapGenSpec(spec).isEmpty(), qPrintable(checkMapGenSpec(spec).toString()));
            Reason why;
            const Map map = generateLayout(spec, seed * 7919 + quint64(cubes), &why);
            QVERIFY2(!map.tiles.empty(), qPrintable(why.toString()));
            const QString layout = mapToNotation(map);
            const std::vector<MapProblem> problems = validateMap(map);
            if (!problems.empty())
                QFAIL(qPrintable(layout + QStringLiteral(": ") + problems.front().idString()));
            QCOMPARE(map.players, players);
            QCOMPARE(map.cubes, cubes);
            QCOMPARE(int(map.tiles.size()), layoutTiles(spec));
            QCOMPARE(countStarts(map), players);
            QCOMPARE(countVoids(map), voids);
            QVERIFY2(hasMapSymmetry(map, spec.symmetry), qPrintable(layout));
            // The same seed, the same map; the file as written reads back the same.
            QCOMPARE(generateLayout(spec, seed * 7919 + quint64(cubes)), map);
            QCOMPARE(mapFromJsonBytes(mapToJsonBytes(map)).map, map);
            different.insert(layout);
        }
    qInfo("%d different layouts of 20", int(different.size()));
    QVERIFY2(different.size() >= 12, "20 seeds and cube counts give varied layouts");
}

void TestMapGen::symmetryCheckSeesABrokenMap()
{
    // Pinwheel is symmetric under quarter turns; Event Horizon under a half turn and mirrors
    // along both diagonals, not left-right.
    const MapReadResult pinwheel =
        mapFromNotation(QStringLiteral(". 8* 9 / . 7 8 7 8* / 9 8 10 8 9 / 8* 7 8 7 / . . 9 8*"));
    QVERIFY(pinwheel.ok);
    Map m = pinwheel.map;
    m.players = 4;
    QVERIFY(hasMapSymmetry(m, MapSymmetry::Rotation));
    QVERIFY(!hasMapSymmetry(m, MapSymmetry::Mirror));
    m.tiles[3].planet = 10; // one planet changed
    QVERIFY(!hasMapSymmetry(m, MapSymmetry::Rotation));

    Map eh = mapFromNotation(QStringLiteral("7* 8 9 / 8 0 8 / 9 8 7*")).map;
    eh.players = 2;
    QVERIFY(hasMapSymmetry(eh, MapSymmetry::Rotation));
    QVERIFY(!hasMapSymmetry(eh, MapSymmetry::Mirror));
    // Three starts: three of the four images of one tile under quarter turns.
    Map three = mapFromNotation(QStringLiteral(". 8* / 8 9 8* / . 8*")).map;
    three.players = 3;
    QVERIFY(hasMapSymmetry(three, MapSymmetry::Rotation));
    three.tiles[0].start = false;
    QVERIFY(!hasMapSymmetry(three, MapSymmetry::Rotation));
}

// The same seed gives the same candidates, reports and choice with one thread or three.
void TestMapGen::sameSeedSameMapWhateverTheJobs()
{
    MapGenSpec spec;
    spec.players = 3;
    spec.cubes = 5;
    spec.symmetry = MapSymmetry::Mirror;
    spec.games = 12;
    spec.candidates = 3;
    spec.seed = 424242;
    spec.jobs = 1;
    int calls = 0, last = 0;
    const MapGenResult one = generateMap(spec, [&](int done, int total) {
        ++calls;
        QCOMPARE(total, 36);
        last = done;
    });
    QVERIFY(one.error.isEmpty());
    QCOMPARE(calls, 36);
    QCOMPARE(last, 36);
    spec.jobs = 3;
    const MapGenResult three = generateMap(spec);
    QVERIFY(one.best() && three.best());
    QCOMPARE(one.chosen, three.chosen);
    QCOMPARE(int(one.candidates.size()), 3);
    for (size_t i = 0; i < one.candidates.size(); ++i) {
        QCOMPARE(mapToJsonBytes(one.candidates[i].map), mapToJsonBytes(three.candidates[i].map));
        const Board board(one.candidates[i].map);
        QCOMPARE(balanceToJson(one.candidates[i].report, board),
                 balanceToJson(three.candidates[i].report, board));
        QCOMPARE(one.candidates[i].report.games, 12);
    }
    spec.seed = 424243;
    const MapGenResult other = generateMap(spec);
    QVERIFY(other.best());
    QVERIFY(mapToJsonBytes(other.best()->map) != mapToJsonBytes(one.best()->map));
}

void TestMapGen::cancelStops()
{
    MapGenSpec spec;
    spec.players = 4;
    spec.games = 50;
    spec.candidates = 5;
    spec.jobs = 2;
    std::atomic<bool> cancel{false};
    int seen = 0;
    const MapGenResult r = generateMap(
        spec,
        [&](int done, int) {
            seen = done;
            if (done >= 10) cancel = true;
        },
        &cancel);
    QVERIFY(r.cancelled);
    QVERIFY(!r.best());
    QVERIFY(seen >= 10);
    QVERIFY(seen < 50); // the first candidate's games stopped
}

// Maps kept by the generator (rotation: every starting planet alike), then 200 new games on
// each (other seeds): every seat within the band, nobody shut out.
void TestMapGen::fairInFreshGames_data()
{
    QTest::addColumn<int>("players");
    QTest::newRow("2 players") << 2;
    QTest::newRow("3 players") << 3;
    QTest::newRow("4 players") << 4;
}

void TestMapGen::fairInFreshGames()
{
    QFETCH(int, players);
    const int maps = envInt("QUANTUM_MAPGEN_MAPS", 3, 1, 20);
    const int jobs = envInt("QUANTUM_MAPGEN_JOBS", 2, 1, 16);
    int seatsIn = 0, seats = 0, startsIn = 0, starts = 0, generatedFair = 0;
    QElapsedTimer clock;
    clock.start();
    for (int m = 0; m < maps; ++m) {
        MapGenSpec spec;
        spec.players = players;
        spec.cubes = 4 + m % 4;
        spec.symmetry = MapSymmetry::Rotation;
        spec.games = 40;
        spec.candidates = 3;
        spec.seed = quint64(1000 * players + m);
        spec.jobs = jobs;
        const MapGenResult r = generateMap(spec);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error.toString()));
        QVERIFY(r.best());
        const Map &map = r.best()->map;
        QVERIFY(validateMap(map).empty());
        QVERIFY(hasMapSymmetry(map, spec.symmetry));
        QCOMPARE(countStarts(map), players);
        generatedFair += r.best()->fair;

        const BoardPtr board = std::make_shared<const Board>(map);
        Budget budget;
        budget.iterations = kMapGenIterations;
        const MatchSpec check =
            balanceSpec(board, spec.bot, 200, 900000 + spec.seed * 1000, jobs, budget);
        BalanceTally tally(board);
        QVERIFY(runMatch(check, [&](const MatchGame &g) { tally.add(g); }).isEmpty());
        MapGenCandidate fresh;
        fresh.report = tally.report();
        judgeFairness(fresh, players, spec.band);
        QStringList seatRates, startRates;
        const double fair = 1.0 / players;
        for (const Share &s : fresh.report.bySeat) {
            seatRates << QString::number(s.rate, 'f', 3);
            ++seats;
            seatsIn += std::abs(s.rate - fair) <= spec.band + 1e-12;
        }
        for (const BalanceReport::Start &s : fresh.report.byStart) {
            startRates << QString::number(s.wins.rate, 'f', 3);
            ++starts;
            startsIn += std::abs(s.wins.rate - fair) <= spec.band + 1e-12;
        }
        qInfo("%d players, map %d (%s): seats %s, starts %s, draws %d, %s", players, m + 1,
              qPrintable(mapToNotation(map)), qPrintable(seatRates.join(QLatin1Char(' '))),
              qPrintable(startRates.join(QLatin1Char(' '))), fresh.report.draws,
              fresh.fair ? "fair" : "NOT fair");
        QCOMPARE(fresh.report.games, 200);
        QVERIFY2(!fresh.shutOut, "every seat and every starting planet wins a game");
        for (const Share &s : fresh.report.bySeat)
            QVERIFY2(std::abs(s.rate - fair) <= spec.band + 1e-12,
                     qPrintable(QStringLiteral("seat win rate %1 outside %2 +/- %3")
                                    .arg(s.rate)
                                    .arg(fair)
                                    .arg(spec.band)));
    }
    qInfo("%d players: %d maps (%d fair in their own games), seats in the band %d of %d, "
          "starting planets %d of %d, %.1f s a map",
          players, maps, generatedFair, seatsIn, seats, startsIn, starts,
          clock.elapsed() / 1000.0 / maps);
}

QTEST_GUILESS_MAIN(TestMapGen)
#include "tst_mapgen.moc"
