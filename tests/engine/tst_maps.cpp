// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Map files, layout notation and map validation (docs/map-format.md, docs/rules.md §1 and
// section 12): every shipped map reads, validates and writes back unchanged; validation
// reports each problem with its id and location; malformed notation is unreadable.

#include "engine/board.h"
#include "engine/map.h"
#include "tests/testmaps.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>

using namespace quantum;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return QByteArray();
    return f.readAll();
}

// Tiles in reading order, so two tile lists compare equal whatever order they were listed in.
std::vector<Tile> sortedTiles(std::vector<Tile> tiles)
{
    std::sort(tiles.begin(), tiles.end(),
              [](const Tile &a, const Tile &b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    return tiles;
}

QString tilesText(const std::vector<Tile> &tiles)
{
    QStringList out;
    for (const Tile &t : tiles)
        out << QStringLiteral("(%1,%2):%3%4")
                   .arg(t.x)
                   .arg(t.y)
                   .arg(t.planet)
                   .arg(t.start ? QStringLiteral("*") : QString());
    return out.join(QLatin1Char(' '));
}

// One problem in the readable form the data rows use:
//   tile problems   id@x,y          e.g. "unknown-planet@1,0"
//   map problems    id(a,b)         e.g. "too-few-locations(3,9)"
//   notices         "notice:" first e.g. "notice:corner-only@0,0"
QString problemText(const MapProblem &p)
{
    QString s = p.notice ? QStringLiteral("notice:") : QString();
    s += p.idString();
    if (p.hasTile)
        s += QStringLiteral("@%1,%2").arg(p.x).arg(p.y);
    else if (p.code != MapProblem::Code::NoTiles)
        s += QStringLiteral("(%1,%2)").arg(p.a).arg(p.b);
    return s;
}

// The problems as a sorted, space-separated list ("" when the map is clean).
QString problemsText(const std::vector<MapProblem> &problems)
{
    QStringList out;
    for (const MapProblem &p : problems)
        out << problemText(p);
    out.sort();
    return out.join(QLatin1Char(' '));
}

QString sortedWords(const QString &text)
{
    QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    words.sort();
    return words.join(QLatin1Char(' '));
}

// A row of `n` 7-planets with a starting planet at each end, in notation.
QString longRow(int n)
{
    QStringList tokens;
    for (int i = 0; i < n; ++i)
        tokens << ((i == 0 || i == n - 1) ? QStringLiteral("7*") : QStringLiteral("7"));
    return tokens.join(QLatin1Char(' '));
}

// A column of `n` 7-planets, starting planets at both ends.
QString longColumn(int n)
{
    QStringList rows;
    for (int i = 0; i < n; ++i)
        rows << ((i == 0 || i == n - 1) ? QStringLiteral("7*") : QStringLiteral("7"));
    return rows.join(QStringLiteral(" / "));
}

const char kAlphaTiles[] =
    R"({"x": 0, "y": 0, "planet": 7, "start": true}, {"x": 1, "y": 0, "planet": 7},
       {"x": 2, "y": 0, "planet": 7}, {"x": 0, "y": 1, "planet": 7},
       {"x": 1, "y": 1, "planet": 8}, {"x": 2, "y": 1, "planet": 7},
       {"x": 0, "y": 2, "planet": 7}, {"x": 1, "y": 2, "planet": 7},
       {"x": 2, "y": 2, "planet": 7, "start": true})";

QString mapJson(const QString &tiles, int players = 2, int cubes = 5)
{
    return QStringLiteral(R"({"format": "quantum-map", "version": 1, "players": %1,
                              "cubes": %2, "tiles": [%3]})")
        .arg(players)
        .arg(cubes)
        .arg(tiles);
}

} // namespace

class TestMaps : public QObject {
    Q_OBJECT
private slots:
    void shippedMapsExist();
    void shippedMapsAreOursOrPublished();

    void shippedMapReadsAndValidates_data();
    void shippedMapReadsAndValidates();
    void shippedMapWritesBackByteIdentical_data();
    void shippedMapWritesBackByteIdentical();
    void shippedMapWritesBackSameJson_data();
    void shippedMapWritesBackSameJson();
    void shippedMapNotationRoundTrip_data();
    void shippedMapNotationRoundTrip();

    void notationReads_data();
    void notationReads();
    void notationRoundTrip_data();
    void notationRoundTrip();

    void validation_data();
    void validation();
    void problemTextNamesLocation();

    void malformedNotation_data();
    void malformedNotation();

    void mapJsonRoundTrip();
    void cubeLocations();
    void notationWriterBoundsSpans();
    void planetNumbersAndBoundsInOnePlace();
};

namespace {

QStringList shippedMapFiles()
{
    return testmaps::allMapFiles();
}

void addShippedMapRows()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(QUANTUM_MAPS_DIR));
    for (const QString &f : shippedMapFiles())
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

} // namespace

void TestMaps::shippedMapsExist()
{
    const QStringList files = shippedMapFiles();
    QVERIFY2(files.size() >= 3, "the shipped maps are missing");
    // The three basic maps of the second printing (docs/rules.md §12).
    QVERIFY(files.contains(QStringLiteral("alpha-sector.json")));
    QVERIFY(files.contains(QStringLiteral("beta-sector.json")));
    QVERIFY(files.contains(QStringLiteral("gamma-sector.json")));
}

// Each shipped map is one of our own (tests/testmaps.h, where the deep tests run) or a
// published layout written by scripts/make-published-maps, whose description says so.
void TestMaps::shippedMapsAreOursOrPublished()
{
    const QStringList files = shippedMapFiles();
    const QStringList core = testmaps::coreMapFiles();
    for (const QString &f : core)
        QVERIFY2(files.contains(f), qPrintable(f + QStringLiteral(" is missing")));
    int published = 0;
    for (const QString &f : files) {
        const MapReadResult r = mapFromJsonBytes(readFile(testmaps::mapFilePath(f)));
        QVERIFY2(r.ok, qPrintable(f + QStringLiteral(": ") + r.error()));
        const bool generated = r.map.description.startsWith(QLatin1String("Published layout")) ||
                               r.map.description.startsWith(QLatin1String("Fan layout"));
        QVERIFY2(
            core.contains(f) != generated,
            qPrintable(f + (generated ? QStringLiteral(" is in the core list but generated")
                                      : QStringLiteral(" is neither a core map (tests/"
                                                       "testmaps.h) nor a published layout"))));
        published += generated;
    }
    // scripts/published-maps.txt: 71 layouts; 3 are the basic maps we ship already, all the
    // others validate (docs/map-format.md, Shipped maps).
    QCOMPARE(published, 68);
}

void TestMaps::shippedMapReadsAndValidates_data()
{
    addShippedMapRows();
}

void TestMaps::shippedMapReadsAndValidates()
{
    QFETCH(QString, path);
    const QByteArray bytes = readFile(path);
    QVERIFY2(!bytes.isEmpty(), qPrintable(path));
    const MapReadResult r = mapFromJsonBytes(bytes);
    QVERIFY2(r.ok, qPrintable(r.error()));
    QVERIFY(r.error().isEmpty());
    QVERIFY(!r.newerVersion);
    QVERIFY(!r.map.name.isEmpty());
    QVERIFY(!r.map.tiles.empty());

    // No errors at all (notices, e.g. corner-only tiles, are allowed).
    const std::vector<MapProblem> problems = validateMap(r.map);
    for (const MapProblem &p : problems)
        QVERIFY2(p.notice, qPrintable(problemText(p) + QStringLiteral(": ") + p.text()));
    QVERIFY(isPlayable(problems));

    // The same through the tools' path (readMapArgument decides file or notation).
    const MapReadResult viaArg = readMapArgument(path);
    QVERIFY2(viaArg.ok, qPrintable(viaArg.error()));
    QVERIFY(viaArg.map == r.map);

    // Shipped maps have one starting planet per player (docs/map-format.md).
    const int starts = int(std::count_if(r.map.tiles.begin(), r.map.tiles.end(),
                                         [](const Tile &t) { return t.start; }));
    QCOMPARE(starts, r.map.players);
}

void TestMaps::shippedMapWritesBackByteIdentical_data()
{
    addShippedMapRows();
}

// Writing a shipped map gives back the file's bytes exactly, so the editor can open and save
// a shipped map without a spurious diff.
void TestMaps::shippedMapWritesBackByteIdentical()
{
    QFETCH(QString, path);
    const QByteArray bytes = readFile(path);
    const MapReadResult r = mapFromJsonBytes(bytes);
    QVERIFY2(r.ok, qPrintable(r.error()));
    const QByteArray written = mapToJsonBytes(r.map);
    if (written != bytes) {
        int at = 0;
        while (at < written.size() && at < bytes.size() && written[at] == bytes[at])
            ++at;
        QFAIL(qPrintable(QStringLiteral("written bytes differ from the file at offset %1: "
                                        "file has '%2', writer gives '%3'")
                             .arg(at)
                             .arg(QString::fromUtf8(bytes.mid(at, 40)).simplified(),
                                  QString::fromUtf8(written.mid(at, 40)).simplified())));
    }
}

void TestMaps::shippedMapWritesBackSameJson_data()
{
    addShippedMapRows();
}

// Whatever the formatting, the written map is the same JSON document as the file and reads
// back as the same map.
void TestMaps::shippedMapWritesBackSameJson()
{
    QFETCH(QString, path);
    const QByteArray bytes = readFile(path);
    const MapReadResult r = mapFromJsonBytes(bytes);
    QVERIFY2(r.ok, qPrintable(r.error()));
    const QByteArray written = mapToJsonBytes(r.map);
    QCOMPARE(QJsonDocument::fromJson(written), QJsonDocument::fromJson(bytes));
    const MapReadResult again = mapFromJsonBytes(written);
    QVERIFY2(again.ok, qPrintable(again.error()));
    QVERIFY(again.map == r.map);
    QCOMPARE(mapToJsonBytes(again.map), written);
}

void TestMaps::shippedMapNotationRoundTrip_data()
{
    addShippedMapRows();
}

void TestMaps::shippedMapNotationRoundTrip()
{
    QFETCH(QString, path);
    const MapReadResult r = mapFromJsonBytes(readFile(path));
    QVERIFY2(r.ok, qPrintable(r.error()));
    const QString notation = mapToNotation(r.map);
    QVERIFY(!notation.isEmpty());
    const MapReadResult back = mapFromNotation(notation);
    QVERIFY2(back.ok, qPrintable(back.error()));
    QCOMPARE(tilesText(sortedTiles(back.map.tiles)), tilesText(sortedTiles(r.map.tiles)));
    QCOMPARE(mapToNotation(back.map), notation);
    // Notation carries only tiles; players follow the starting planets, cubes are 5.
    QCOMPARE(back.map.players, r.map.players);
    QCOMPARE(back.map.cubes, 5);
    QVERIFY(back.map.name.isEmpty());
}

void TestMaps::notationReads_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("tiles");
    QTest::addColumn<int>("players");

    QTest::newRow("alpha sector") << QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*")
                                  << QStringLiteral("(0,0):7* (1,0):7 (2,0):7 (0,1):7 (1,1):8 "
                                                    "(2,1):7 (0,2):7 (1,2):7 (2,2):7*")
                                  << 2;
    QTest::newRow("gaps and a 10") << QStringLiteral("7* 8 . 10 / 9 9 8")
                                   << QStringLiteral("(0,0):7* (1,0):8 (3,0):10 (0,1):9 (1,1):9 "
                                                     "(2,1):8")
                                   << 2;
    QTest::newRow("void") << QStringLiteral("8* 0 8*")
                          << QStringLiteral("(0,0):8* (1,0):0 (2,0):8*") << 2;
    QTest::newRow("gap row") << QStringLiteral("7* / . / 7*") << QStringLiteral("(0,0):7* (0,2):7*")
                             << 2;
    QTest::newRow("extra spaces") << QStringLiteral("  7*   7\t/ 7  7*  ")
                                  << QStringLiteral("(0,0):7* (1,0):7 (0,1):7 (1,1):7*") << 2;
    QTest::newRow("four starts") << QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*")
                                 << QStringLiteral("(0,0):9* (1,0):8 (2,0):9* (0,1):8 (1,1):10 "
                                                   "(2,1):8 (0,2):8* (1,2):9 (2,2):8*")
                                 << 4;
    QTest::newRow("one start: players at least 2")
        << QStringLiteral("7* 7") << QStringLiteral("(0,0):7* (1,0):7") << 2;
    QTest::newRow("five starts: players at most 4")
        << QStringLiteral("7* 7* 7* 7* 7*")
        << QStringLiteral("(0,0):7* (1,0):7* (2,0):7* (3,0):7* (4,0):7*") << 4;
    // Unknown numbers are read (validation reports them), so the editor can show them.
    QTest::newRow("unknown planet number")
        << QStringLiteral("7* 6 / 7 7*") << QStringLiteral("(0,0):7* (1,0):6 (0,1):7 (1,1):7*")
        << 2;
}

void TestMaps::notationReads()
{
    QFETCH(QString, notation);
    QFETCH(QString, tiles);
    QFETCH(int, players);
    const MapReadResult r = mapFromNotation(notation);
    QVERIFY2(r.ok, qPrintable(r.error()));
    QVERIFY(r.error().isEmpty());
    QCOMPARE(tilesText(sortedTiles(r.map.tiles)), tiles);
    QCOMPARE(r.map.players, players);
    QCOMPARE(r.map.cubes, 5);
}

void TestMaps::notationRoundTrip_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("written"); // what mapToNotation gives back

    QTest::newRow("alpha") << QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*")
                           << QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*");
    QTest::newRow("trailing gaps dropped")
        << QStringLiteral("7* . . / 8 9 7*") << QStringLiteral("7* / 8 9 7*");
    QTest::newRow("leading gaps kept")
        << QStringLiteral(". . 10 / 8* 9 8*") << QStringLiteral(". . 10 / 8* 9 8*");
    QTest::newRow("gap row") << QStringLiteral("7* / . / 7*") << QStringLiteral("7* / . / 7*");
    QTest::newRow("spacing normalised")
        << QStringLiteral("7*  8\t9/9 8 7*") << QStringLiteral("7* 8 9 / 9 8 7*");
    QTest::newRow("void") << QStringLiteral("7* 8 9 / 8 0 8 / 9 8 7*")
                          << QStringLiteral("7* 8 9 / 8 0 8 / 9 8 7*");
}

void TestMaps::notationRoundTrip()
{
    QFETCH(QString, notation);
    QFETCH(QString, written);
    const MapReadResult r = mapFromNotation(notation);
    QVERIFY2(r.ok, qPrintable(r.error()));
    QCOMPARE(mapToNotation(r.map), written);
    const MapReadResult back = mapFromNotation(written);
    QVERIFY2(back.ok, qPrintable(back.error()));
    QCOMPARE(tilesText(sortedTiles(back.map.tiles)), tilesText(sortedTiles(r.map.tiles)));

    // Tiles away from the origin are written from the top-left tile.
    Map shifted = r.map;
    for (Tile &t : shifted.tiles) {
        t.x += 5;
        t.y -= 3;
    }
    QCOMPARE(mapToNotation(shifted), written);
}

void TestMaps::validation_data()
{
    // Input: layout notation, or a map file's JSON when it starts with '{'.
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("players"); // 0: as read
    QTest::addColumn<int>("cubes");   // 0: as read
    QTest::addColumn<QString>("problems");
    QTest::addColumn<bool>("playable");

    // Clean maps.
    QTest::newRow("alpha sector") << QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*") << 0 << 0
                                  << QString() << true;
    QTest::newRow("gamma sector") << QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*") << 0 << 0
                                  << QString() << true;
    QTest::newRow("more starts than players")
        << QStringLiteral("8* 9 8* / 8 9 8 / 8 7* 8") << 2 << 0 << QString() << true;

    // unknown-planet: a tile's number is not 0, 7, 8, 9 or 10.
    QTest::newRow("unknown planet 6")
        << QStringLiteral("7* 6 / 7 7*") << 0 << 0
        << QStringLiteral("unknown-planet@1,0 too-few-locations(3,9)") << false;
    QTest::newRow("unknown planet 11") << QStringLiteral("7* 8 8 / 8 11 8 / 8 8 7*") << 0 << 0
                                       << QStringLiteral("unknown-planet@1,1") << false;
    QTest::newRow("unknown planet in JSON")
        << mapJson(QStringLiteral(R"({"x": 0, "y": 0, "planet": 10, "start": true},
                                     {"x": 1, "y": 0, "planet": -7},
                                     {"x": 2, "y": 0, "planet": 10, "start": true})"))
        << 0 << 4 << QStringLiteral("unknown-planet@1,0") << false;

    // duplicate-tile: two (or more) tiles on one place, reported once per place.
    QTest::newRow("duplicate tile") << mapJson(QLatin1String(kAlphaTiles) +
                                               QStringLiteral(R"(, {"x": 1, "y": 1, "planet": 9})"))
                                    << 0 << 0 << QStringLiteral("duplicate-tile@1,1") << false;
    QTest::newRow("three tiles on one place")
        << mapJson(
               QLatin1String(kAlphaTiles) +
               QStringLiteral(R"(, {"x": 2, "y": 0, "planet": 7}, {"x": 2, "y": 0, "planet": 8})"))
        << 0 << 0 << QStringLiteral("duplicate-tile@2,0") << false;

    // disconnected: not joined to the largest group, by edge or corner.
    QTest::newRow("disconnected") << QStringLiteral("7* 7 . . 7*") << 0 << 0
                                  << QStringLiteral("disconnected@4,0 too-few-locations(3,9)")
                                  << false;
    QTest::newRow("disconnected from a playable map")
        << QStringLiteral("7* 8 8 / 8 9 8 / 8 8 7* / . . . . 10") << 0 << 0
        << QStringLiteral("disconnected@4,3") << false;
    QTest::newRow("two equal groups: the later one is reported")
        << QStringLiteral("7* 7 7 / . / 7 8 7*") << 0 << 4
        << QStringLiteral("disconnected@0,2 disconnected@1,2 disconnected@2,2") << false;

    // corner-only: a notice, the map stays playable (R-BOARD-5).
    QTest::newRow("corner only, too small")
        << QStringLiteral("7* . / . 7*") << 0 << 0
        << QStringLiteral("notice:corner-only@0,0 notice:corner-only@1,1 too-few-locations(2,9)")
        << false;
    QTest::newRow("corner only, playable")
        << QStringLiteral("7* 8 8 / 8 9 8 / 8 8 7* / . . . 10") << 0 << 0
        << QStringLiteral("notice:corner-only@3,3") << true;

    // start-on-void.
    QTest::newRow("start on the Void") << QStringLiteral("7* 8 8 / 8 0* 8 / 8 8 7*") << 2 << 0
                                       << QStringLiteral("start-on-void@1,1") << false;
    QTest::newRow("start on the Void, too few starts")
        << QStringLiteral("0* 8 8 / 8 9 8 / 8 8 7*") << 2 << 0
        << QStringLiteral("start-on-void@0,0 too-few-starts(1,2)") << false;

    // too-few-starts: fewer starting planets than players.
    QTest::newRow("one start for 2 players") << QStringLiteral("7* 8 8 / 8 9 8 / 8 8 8") << 0 << 0
                                             << QStringLiteral("too-few-starts(1,2)") << false;
    QTest::newRow("two starts for 3 players") << QStringLiteral("7* 8 7* / 8 9 8 / 8 8 8") << 3 << 0
                                              << QStringLiteral("too-few-starts(2,3)") << false;
    QTest::newRow("no start") << QStringLiteral("7 8 8 / 8 9 8 / 8 8 8") << 0 << 0
                              << QStringLiteral("too-few-starts(0,2)") << false;

    // players-out-of-range.
    QTest::newRow("5 players") << QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*") << 5 << 0
                               << QStringLiteral("players-out-of-range(5,0)") << false;
    QTest::newRow("1 player") << QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*") << 1 << 0
                              << QStringLiteral("players-out-of-range(1,0)") << false;

    // cubes-out-of-range: cubes outside 4..7.
    QTest::newRow("3 cubes") << QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*") << 0 << 3
                             << QStringLiteral("cubes-out-of-range(3,0)") << false;
    QTest::newRow("8 cubes") << QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*") << 0 << 8
                             << QStringLiteral("cubes-out-of-range(8,0)") << false;
    QTest::newRow("4 cubes") << QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*") << 0 << 4 << QString()
                             << true;
    QTest::newRow("7 cubes") << QStringLiteral("9* 9 9 / 9 10 9 / 9 9 9*") << 0 << 7 << QString()
                             << true;

    // too-few-locations: locations < players * cubes + 1 - players (docs/rules.md §12).
    // Alpha has 10 locations: 2 players need 9 with 5 cubes, 11 with 6.
    QTest::newRow("alpha with 6 cubes") << QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*") << 0 << 6
                                        << QStringLiteral("too-few-locations(10,11)") << false;
    QTest::newRow("exactly enough locations")
        << QStringLiteral("7* 7 7 / 7 7 7 / 7 7 7*") << 0 << 0 << QString() << true;
    QTest::newRow("one location short") << QStringLiteral("7* 7 7 / 7 7 7 / 7 7*") << 0 << 0
                                        << QStringLiteral("too-few-locations(8,9)") << false;
    // Gamma has 23 locations: 4 players need 17 with 5 cubes, 25 with 7.
    QTest::newRow("gamma with 7 cubes") << QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*") << 0 << 7
                                        << QStringLiteral("too-few-locations(23,25)") << false;
    QTest::newRow("3 players, 13 needed") << QStringLiteral("8* 8 8* / 7 7 7 / 7 7* 7") << 0 << 0
                                          << QStringLiteral("too-few-locations(12,13)") << false;

    // too-large: the tiles span more than 40 columns or rows.
    QTest::newRow("40 columns") << longRow(40) << 0 << 0 << QString() << true;
    QTest::newRow("41 columns") << longRow(41) << 0 << 0 << QStringLiteral("too-large(41,1)")
                                << false;
    QTest::newRow("40 rows") << longColumn(40) << 0 << 0 << QString() << true;
    QTest::newRow("41 rows") << longColumn(41) << 0 << 0 << QStringLiteral("too-large(1,41)")
                             << false;
    QTest::newRow("tiles far apart")
        << mapJson(QStringLiteral(R"({"x": -1000000, "y": 0, "planet": 10, "start": true},
                                     {"x": 1000000, "y": 1000000, "planet": 10, "start": true})"))
        << 0 << 0 << QStringLiteral("too-large(2000001,1000001) too-few-locations(8,9)") << false;

    // no-tiles.
    QTest::newRow("no tiles (JSON)")
        << mapJson(QString()) << 0 << 0 << QStringLiteral("no-tiles") << false;
    QTest::newRow("no tiles (only gaps)")
        << QStringLiteral(". . / .") << 0 << 0 << QStringLiteral("no-tiles") << false;
    QTest::newRow("no tiles, bad players and cubes")
        << mapJson(QString(), 9, 0) << 0 << 0
        << QStringLiteral("cubes-out-of-range(0,0) no-tiles players-out-of-range(9,0)") << false;
}

void TestMaps::validation()
{
    QFETCH(QString, input);
    QFETCH(int, players);
    QFETCH(int, cubes);
    QFETCH(QString, problems);
    QFETCH(bool, playable);

    const MapReadResult r = input.startsWith(QLatin1Char('{')) ? mapFromJsonBytes(input.toUtf8())
                                                               : mapFromNotation(input);
    QVERIFY2(r.ok, qPrintable(r.error()));
    Map map = r.map;
    if (players) map.players = players;
    if (cubes) map.cubes = cubes;
    const std::vector<MapProblem> found = validateMap(map);
    QCOMPARE(problemsText(found), sortedWords(problems));
    QCOMPARE(isPlayable(found), playable);
    for (const MapProblem &p : found) {
        QVERIFY(!p.idString().isEmpty());
        QVERIFY(!p.text().isEmpty());
        QCOMPARE(p.notice, p.code == MapProblem::Code::CornerOnly);
    }
}

// Each message names the tile it is about, in the map's own tile coordinates.
void TestMaps::problemTextNamesLocation()
{
    MapReadResult r = mapFromNotation(QStringLiteral("7* 8 8 / 8 0* 8 / 8 8 7* / . . . . 6"));
    QVERIFY2(r.ok, qPrintable(r.error()));
    r.map.players = 2;
    const std::vector<MapProblem> found = validateMap(r.map);
    int tileProblems = 0;
    for (const MapProblem &p : found) {
        if (!p.hasTile) continue;
        ++tileProblems;
        QVERIFY2(p.text().contains(QStringLiteral("(%1, %2)").arg(p.x).arg(p.y)),
                 qPrintable(p.text()));
    }
    QCOMPARE(tileProblems, 3); // start-on-void@1,1, unknown-planet@4,3, disconnected@4,3
    QCOMPARE(problemsText(found),
             QStringLiteral("disconnected@4,3 start-on-void@1,1 unknown-planet@4,3"));
}

void TestMaps::malformedNotation_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("reasonPart"); // a part of the one-line reason

    QTest::newRow("letter") << QStringLiteral("7* x 7") << QStringLiteral("bad token \"x\"");
    QTest::newRow("empty") << QString() << QStringLiteral("empty");
    QTest::newRow("blank") << QStringLiteral("   \t ") << QStringLiteral("empty");
    QTest::newRow("empty row") << QStringLiteral("7 / / 7") << QStringLiteral("row 2");
    QTest::newRow("trailing slash") << QStringLiteral("7* 7*/") << QStringLiteral("row 2");
    QTest::newRow("leading slash") << QStringLiteral("/ 7* 7*") << QStringLiteral("row 1");
    QTest::newRow("lone star") << QStringLiteral("7 * 7") << QStringLiteral("bad token \"*\"");
    QTest::newRow("two stars") << QStringLiteral("7** 7*") << QStringLiteral("bad token \"7**\"");
    QTest::newRow("star first") << QStringLiteral("*7 7*") << QStringLiteral("bad token \"*7\"");
    QTest::newRow("negative") << QStringLiteral("7* -7") << QStringLiteral("bad token \"-7\"");
    QTest::newRow("glued tokens") << QStringLiteral("7*8 7*") << QStringLiteral("bad token \"7*8\"");
    QTest::newRow("comma separated") << QStringLiteral("7*,7,7*") << QStringLiteral("bad token \"7*,7,7*\"");
    QTest::newRow("huge number") << QStringLiteral("7* 99999999999999999999 7*")
                                 << QStringLiteral("bad token \"99999999999999999999\"");
    QTest::newRow("decimal") << QStringLiteral("7* 7.5 7*") << QStringLiteral("bad token \"7.5\"");
    QTest::newRow("JSON-looking") << QStringLiteral("{\"tiles\": []}") << QStringLiteral("row 1");
}

void TestMaps::malformedNotation()
{
    QFETCH(QString, notation);
    QFETCH(QString, reasonPart);
    const MapReadResult r = mapFromNotation(notation);
    QVERIFY(!r.ok);
    QVERIFY(!r.error().isEmpty());
    QVERIFY2(!r.error().contains(QLatin1Char('\n')), qPrintable(r.error()));
    QVERIFY2(r.error().contains(reasonPart), qPrintable(r.error()));
}

// A map with every field set survives mapToJson/mapFromJson, tile order aside.
void TestMaps::mapJsonRoundTrip()
{
    Map m;
    m.name = QStringLiteral("Ünïcode \"quoted\" name");
    m.author = QStringLiteral("日本語");
    m.description = QStringLiteral("line one\nline two");
    m.players = 3;
    m.cubes = 7;
    m.tiles = {{2, 1, 10, false}, {-1, -4, 7, true}, {0, 0, 0, false}, {5, 5, 6, true}};
    const MapReadResult r = mapFromJsonBytes(mapToJsonBytes(m));
    QVERIFY2(r.ok, qPrintable(r.error()));
    QCOMPARE(r.map.name, m.name);
    QCOMPARE(r.map.author, m.author);
    QCOMPARE(r.map.description, m.description);
    QCOMPARE(r.map.players, 3);
    QCOMPARE(r.map.cubes, 7);
    QCOMPARE(tilesText(r.map.tiles), tilesText(sortedTiles(m.tiles)));
    // Written in reading order, "start" only where true.
    const QJsonArray tiles = mapToJson(m).value(QStringLiteral("tiles")).toArray();
    QCOMPARE(tiles.size(), 4);
    QCOMPARE(tiles[0].toObject().value(QStringLiteral("y")).toInt(), -4);
    QVERIFY(!tiles[1].toObject().contains(QStringLiteral("start")));
    QCOMPARE(tiles[0].toObject().value(QStringLiteral("start")), QJsonValue(true));
}

void TestMaps::cubeLocations()
{
    // R-BOARD-4: 7 -> 1, 8 -> 2, 9 -> 3, 10 -> 4; anything else has none.
    QCOMPARE(cubeLocationsFor(7), 1);
    QCOMPARE(cubeLocationsFor(8), 2);
    QCOMPARE(cubeLocationsFor(9), 3);
    QCOMPARE(cubeLocationsFor(10), 4);
    QCOMPARE(cubeLocationsFor(0), 0);
    QCOMPARE(cubeLocationsFor(6), 0);
    QCOMPARE(cubeLocationsFor(11), 0);
    QCOMPARE(cubeLocationsFor(-7), 0);
}

// Two tiles a million tiles apart made the notation writer walk the whole bounding
// box with a linear look-up. It refuses spans beyond kMaxMapTiles (the valid map's limit).
void TestMaps::notationWriterBoundsSpans()
{
    Map far;
    far.tiles = {Tile{0, 0, 7, true}, Tile{1000000, -1000000, 7, true}};
    const TileBounds box = tileBounds(far);
    QCOMPARE(box.width(), qint64(1000001));
    QCOMPARE(box.height(), qint64(1000001));
    QVERIFY(!box.fits());
    Reason why;
    QVERIFY(mapToNotation(far, &why).isEmpty());
    QVERIFY2(why.toString().contains(QLatin1String("the map spans 1000001 x 1000001 tiles")), qPrintable(why.toString()));

    Map tooWide;
    tooWide.tiles = {Tile{0, 0, 7, true}, Tile{40, 0, 7, true}};
    why = Reason();
    QVERIFY(mapToNotation(tooWide, &why).isEmpty());
    QVERIFY2(why.toString().contains(QLatin1String("41 x 1")), qPrintable(why.toString()));

    // 40 x 40 is written, gaps as '.', and reads back as the same tiles.
    Map corners;
    corners.tiles = {Tile{-20, 5, 7, true}, Tile{19, 44, 8, false}};
    why = Reason();
    const QString notation = mapToNotation(corners, &why);
    QVERIFY2(why.isEmpty(), qPrintable(why.toString()));
    const MapReadResult back = mapFromNotation(notation);
    QVERIFY(back.ok);
    QCOMPARE(int(back.map.tiles.size()), 2);
    QCOMPARE(back.map.tiles[0], (Tile{0, 0, 7, true}));
    QCOMPARE(back.map.tiles[1], (Tile{39, 39, 8, false}));

    // Two tiles on one place: the first one is written, as Map::tileAt finds it.
    Map twice;
    twice.tiles = {Tile{0, 0, 9, false}, Tile{0, 0, 7, true}};
    QCOMPARE(mapToNotation(twice), QStringLiteral("9"));
    QVERIFY(tileBounds(Map{}).isEmpty());
    QCOMPARE(mapToNotation(Map{}), QString());
}

// R-BOARD-1, R-BOARD-2, R-BOARD-4: one test of a planet number (7..10, the Void 0) and one
// computation of a map's extent serve validation, cube locations, the board and notation.
void TestMaps::planetNumbersAndBoundsInOnePlace()
{
    for (int n = -2; n <= 12; ++n) {
        QCOMPARE(isPlanetNumber(n), n >= 7 && n <= 10);
        QCOMPARE(isTileNumber(n), n == 0 || (n >= 7 && n <= 10));
        QCOMPARE(cubeLocationsFor(n) > 0, isPlanetNumber(n));
        Map m;
        m.tiles = {Tile{0, 0, n, false}};
        const std::vector<MapProblem> problems = validateMap(m);
        const bool unknown = std::any_of(problems.begin(), problems.end(), [](const MapProblem &p) {
            return p.code == MapProblem::Code::UnknownPlanet;
        });
        QCOMPARE(unknown, !isTileNumber(n));
    }

    // The board's origin and size are the tiles' bounds, negative coordinates included.
    const MapReadResult mr = mapFromNotation(QStringLiteral("7* . 8 / . 9 / 10 . 7*"));
    QVERIFY(mr.ok);
    Map shifted = mr.map;
    for (Tile &t : shifted.tiles) {
        t.x -= 5;
        t.y -= 2;
    }
    const TileBounds box = tileBounds(shifted);
    QCOMPARE(box.minX, -5);
    QCOMPARE(box.minY, -2);
    QCOMPARE(box.width(), qint64(3));
    QCOMPARE(box.height(), qint64(3));
    QVERIFY(box.fits());
    QVERIFY(isPlayable(validateMap(shifted)));
    const Board board(shifted);
    QCOMPARE(board.originX(), box.minX);
    QCOMPARE(board.originY(), box.minY);
    QCOMPARE(board.width(), 3 * int(box.width()));
    QCOMPARE(board.height(), 3 * int(box.height()));

    // Validation's size limit is the same bound.
    Map wide;
    wide.tiles = {Tile{0, 0, 7, true}, Tile{40, 0, 7, true}};
    QVERIFY(!tileBounds(wide).fits());
    const std::vector<MapProblem> problems = validateMap(wide);
    QVERIFY(std::any_of(problems.begin(), problems.end(), [](const MapProblem &p) {
        return p.code == MapProblem::Code::TooLarge && p.a == 41 && p.b == 1;
    }));
}

QTEST_GUILESS_MAIN(TestMaps)
#include "tst_maps.moc"
