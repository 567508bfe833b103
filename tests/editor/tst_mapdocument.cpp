// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Model-level tests of the map editor (docs/editor.md): every undo command with undo/redo
// round trips, refused edits, symmetry helpers, statistics, the MIME payload, and files:
// every shipped map opens, validates and saves back unchanged.

#include "editor/mapdocument.h"
#include "editor/mapstatistics.h"
#include "editor/tilemime.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace quantum;
using namespace quantum::editor;

namespace {

Map fromNotation(const QString &notation)
{
    const MapReadResult r = mapFromNotation(notation);
    if (!r.ok) qFatal("bad notation in test data: %s", qPrintable(notation));
    return r.map;
}

// Tiles at their exact places, in reading order: "x,y:planet[*]" joined by spaces.
QString layout(const Map &map)
{
    std::vector<Tile> tiles = map.tiles;
    std::sort(tiles.begin(), tiles.end(),
              [](const Tile &a, const Tile &b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    QStringList out;
    for (const Tile &t : tiles)
        out << QStringLiteral("%1,%2:%3%4").arg(t.x).arg(t.y).arg(t.planet).arg(t.start ? "*" : "");
    return out.join(QLatin1Char(' '));
}

QList<QPoint> points(const QString &text) // "0,0 1,2"
{
    QList<QPoint> out;
    const QStringList parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &p : parts) {
        const QStringList xy = p.split(QLatin1Char(','));
        out << QPoint(xy[0].toInt(), xy[1].toInt());
    }
    return out;
}

} // namespace

class TestMapDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void edit_data();
    void edit();
    void refusedEdits();
    void dragMoveIsOneStep();
    void oneEditOneChange_data();
    void oneEditOneChange();
    void selectionFollowsCommands();
    void setProperties();
    void countStepsMerge();
    void replaceMap();
    void problemsFollowEdits();
    void symmetry_data();
    void symmetry();
    void mirrorMode_data();
    void mirrorMode();
    void quarterTurnNeedsATileCentre();
    void statistics();
    void mimeRoundTrip();
    void mimeRejectsBadData_data();
    void mimeRejectsBadData();
    void clipboardDataCarriesTheGroup();
    void freePlaceForAGroup();
    void pasteAndCutAreOneStepEach();
    void shippedMapsRoundTrip_data();
    void shippedMapsRoundTrip();
    void saveOpenRoundTrip();
    void openReportsErrors_data();
    void openReportsErrors();
    void largeMapEditsValidateAndUndo();
};

void TestMapDocument::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTests"));
}

// Each row: start layout (notation), an edit, the expected layout; then undo must give the
// start back and redo the result again.
void TestMapDocument::edit_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("tiles");
    QTest::addColumn<int>("arg");
    QTest::addColumn<QString>("expected");

    QTest::newRow("place on empty map") << ""
                                        << "place"
                                        << "0,0" << 9 << "0,0:9";
    QTest::newRow("place next to a tile") << "7"
                                          << "place"
                                          << "1,0" << 10 << "0,0:7 1,0:10";
    QTest::newRow("place the Void at a negative place") << "7"
                                                        << "place"
                                                        << "-1,-1" << 0 << "-1,-1:0 0,0:7";
    QTest::newRow("remove one") << "7 8 9"
                                << "remove"
                                << "1,0" << 0 << "0,0:7 2,0:9";
    QTest::newRow("remove several") << "7* 8 / 9 10"
                                    << "remove"
                                    << "0,0 1,1" << 0 << "1,0:8 0,1:9";
    QTest::newRow("move one right") << "7 8"
                                    << "move"
                                    << "1,0" << 1 << "0,0:7 2,0:8";
    QTest::newRow("move a selection down") << "7* 8 / 9"
                                           << "move"
                                           << "0,0 1,0" << 2 << "0,1:9 0,2:7* 1,2:8";
    QTest::newRow("shift onto a standing tile is refused")
        << "7 8 9"
        << "move"
        << "1,0 2,0" << -1 << "0,0:8 1,0:9 2,0:7";
    QTest::newRow("planet 7 to 10") << "7 8"
                                    << "planet"
                                    << "0,0" << 10 << "0,0:10 1,0:8";
    QTest::newRow("planets to 9") << "7 8 / 10"
                                  << "planet"
                                  << "0,0 1,0 0,1" << 9 << "0,0:9 1,0:9 0,1:9";
    QTest::newRow("start planet to the Void drops the mark") << "7* 8"
                                                             << "planet"
                                                             << "0,0" << 0 << "0,0:0 1,0:8";
    QTest::newRow("toggle start on") << "7 8"
                                     << "start"
                                     << "1,0" << 0 << "0,0:7 1,0:8*";
    QTest::newRow("toggle start off") << "7* 8"
                                      << "start"
                                      << "0,0" << 0 << "0,0:7 1,0:8";
    QTest::newRow("toggle mixed marks all") << "7* 8"
                                            << "start"
                                            << "0,0 1,0" << 0 << "0,0:7* 1,0:8*";
    QTest::newRow("toggle skips the Void") << "7 0"
                                           << "start"
                                           << "0,0 1,0" << 0 << "0,0:7* 1,0:0";
}

void TestMapDocument::edit()
{
    QFETCH(QString, notation);
    QFETCH(QString, op);
    QFETCH(QString, tiles);
    QFETCH(int, arg);
    QFETCH(QString, expected);

    MapDocument doc(notation.isEmpty() ? Map() : fromNotation(notation));
    const QString before = layout(doc.map());
    QSignalSpy changed(&doc, &MapDocument::mapChanged);
    const QList<QPoint> at = points(tiles);
    bool ok = false;
    if (op == QLatin1String("place"))
        ok = doc.placeTile(Tile{at[0].x(), at[0].y(), arg, false});
    else if (op == QLatin1String("remove"))
        ok = doc.removeTiles(at);
    else if (op == QLatin1String("move"))
        ok = doc.moveTiles(at, arg == 2 ? QPoint(0, 2) : QPoint(arg, 0));
    else if (op == QLatin1String("planet"))
        ok = doc.setPlanetNumber(at, arg);
    else if (op == QLatin1String("start"))
        ok = doc.toggleStart(at);
    if (op == QLatin1String("move") && arg == -1) {
        // "shift left" row: tiles 1,0 and 2,0 move left onto 0,0 which is not moving: refused
        QVERIFY(!ok);
        QCOMPARE(doc.undoStack()->count(), 0);
        return;
    }
    QVERIFY(ok);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(doc.isModified());
    QCOMPARE(layout(doc.map()), expected);
    doc.undoStack()->undo();
    QCOMPARE(layout(doc.map()), before);
    QVERIFY(!doc.isModified());
    doc.undoStack()->redo();
    QCOMPARE(layout(doc.map()), expected);
    QVERIFY(!doc.undoStack()->text(0).isEmpty());
}

void TestMapDocument::refusedEdits()
{
    MapDocument doc(fromNotation(QStringLiteral("7 8 / 9")));
    QVERIFY(!doc.placeTile(Tile{1, 0, 9, false}));                          // occupied
    QVERIFY(!doc.placeTiles({Tile{5, 5, 9, false}, Tile{5, 5, 7, false}})); // twice the same place
    QVERIFY(!doc.removeTiles({QPoint(4, 4)}));                              // nothing there
    QVERIFY(!doc.moveTiles({QPoint(0, 0)}, QPoint(1, 0)));                  // onto 8
    QVERIFY(!doc.moveTiles({QPoint(0, 0)}, QPoint(0, 0)));                  // no change
    QVERIFY(!doc.setPlanetNumber({QPoint(0, 0)}, 7));                       // already 7
    QVERIFY(!doc.setPlanetNumber({QPoint(0, 0)}, 5));                       // not a planet
    QVERIFY(!doc.toggleStart({QPoint(3, 3)}));
    QVERIFY(!doc.setProperties(propertiesOf(doc.map())));
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
}

void TestMapDocument::dragMoveIsOneStep()
{
    MapDocument doc(fromNotation(QStringLiteral("7* 8 9 / 10 0 8*")));
    // Two tiles swap places by one move (both are moving): allowed, one undo step.
    QVERIFY(
        doc.moveTiles({TileMove{QPoint(0, 0), QPoint(1, 0)}, TileMove{QPoint(1, 0), QPoint(0, 0)}},
                      QStringLiteral("swap")));
    QCOMPARE(layout(doc.map()), QStringLiteral("0,0:8 1,0:7* 2,0:9 0,1:10 1,1:0 2,1:8*"));
    QVERIFY(doc.moveTiles(points(QStringLiteral("0,0 1,0 2,0 0,1 1,1 2,1")), QPoint(3, 4)));
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(layout(doc.map()), QStringLiteral("3,4:8 4,4:7* 5,4:9 3,5:10 4,5:0 5,5:8*"));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(layout(doc.map()), QStringLiteral("0,0:7* 1,0:8 2,0:9 0,1:10 1,1:0 2,1:8*"));
}

// One edit, one change: every edit, undo and redo emits mapChanged and problemsChanged
// exactly once, and a slot sees the final map and selection (the moved tiles at their new
// places, never a map with them missing).
void TestMapDocument::oneEditOneChange_data()
{
    // Each row starts from "7* 8 / 9 10" with the top row selected: the edit, the layout and
    // selection after it, and the selection after undo.
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("selected");
    QTest::addColumn<QString>("selectedAfterUndo");
    QTest::newRow("move") << "move"
                          << "0,1:9 1,1:10 2,1:7* 3,1:8"
                          << "2,1 3,1"
                          << "0,0 1,0";
    QTest::newRow("swap") << "swap"
                          << "0,0:8 1,0:7* 0,1:9 1,1:10"
                          << "0,0 1,0"
                          << "0,0 1,0";
    QTest::newRow("mirror") << "mirror"
                            << "0,0:8 1,0:7* 0,1:9 1,1:10"
                            << "0,0 1,0"
                            << "0,0 1,0";
    QTest::newRow("place") << "place"
                           << "0,0:7* 1,0:8 0,1:9 1,1:10 2,1:7"
                           << "2,1"
                           << "";
    QTest::newRow("remove") << "remove"
                            << "0,0:7* 1,1:10"
                            << "0,0"
                            << "1,0 0,1";
    QTest::newRow("planet") << "planet"
                            << "0,0:9* 1,0:9 0,1:9 1,1:10"
                            << "0,0 1,0"
                            << "0,0 1,0";
    QTest::newRow("start") << "start"
                           << "0,0:7* 1,0:8* 0,1:9 1,1:10"
                           << "0,0 1,0"
                           << "0,0 1,0";
    QTest::newRow("properties") << "properties"
                                << "0,0:7* 1,0:8 0,1:9 1,1:10"
                                << "0,0 1,0"
                                << "0,0 1,0";
    QTest::newRow("replace") << "replace"
                             << "0,0:9 1,0:9"
                             << ""
                             << "";
}

void TestMapDocument::oneEditOneChange()
{
    QFETCH(QString, op);
    QFETCH(QString, expected);
    QFETCH(QString, selected);
    QFETCH(QString, selectedAfterUndo);

    MapDocument doc(fromNotation(QStringLiteral("7* 8 / 9 10")));
    doc.setSelection(points(QStringLiteral("0,0 1,0")));
    const QString before = layout(doc.map());

    QStringList seenMaps, seenSelections;
    connect(&doc, &MapDocument::mapChanged, this, [&] {
        seenMaps << layout(doc.map());
        QStringList sel;
        for (const QPoint &p : doc.selectedTiles())
            sel << QStringLiteral("%1,%2").arg(p.x()).arg(p.y());
        seenSelections << sel.join(QLatin1Char(' '));
    });
    QSignalSpy changed(&doc, &MapDocument::mapChanged);
    QSignalSpy problems(&doc, &MapDocument::problemsChanged);

    bool ok = false;
    if (op == QLatin1String("move"))
        ok = doc.moveTiles(doc.selectedTiles(), QPoint(2, 1));
    else if (op == QLatin1String("swap"))
        ok = doc.moveTiles(
            {TileMove{QPoint(0, 0), QPoint(1, 0)}, TileMove{QPoint(1, 0), QPoint(0, 0)}},
            QStringLiteral("swap"));
    else if (op == QLatin1String("mirror"))
        ok = doc.mirrorHorizontally();
    else if (op == QLatin1String("place"))
        ok = doc.placeTile(Tile{2, 1, 7, false});
    else if (op == QLatin1String("remove"))
        ok = doc.removeTiles(points(QStringLiteral("1,0 0,1")));
    else if (op == QLatin1String("planet"))
        ok = doc.setPlanetNumber(doc.selectedTiles(), 9);
    else if (op == QLatin1String("start"))
        ok = doc.toggleStart(doc.selectedTiles());
    else if (op == QLatin1String("properties")) {
        MapProperties p = propertiesOf(doc.map());
        p.players = 3;
        ok = doc.setProperties(p);
    } else if (op == QLatin1String("replace"))
        ok = doc.replaceMap(fromNotation(QStringLiteral("9 9")), QStringLiteral("import"));
    QVERIFY(ok);
    QCOMPARE(layout(doc.map()), expected);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(problems.count(), 1);
    QCOMPARE(seenMaps, QStringList{expected});
    QCOMPARE(seenSelections, QStringList{selected});

    doc.undoStack()->undo();
    QCOMPARE(changed.count(), 2);
    QCOMPARE(problems.count(), 2);
    QCOMPARE(seenMaps.last(), before);
    QCOMPARE(seenSelections.last(), selectedAfterUndo);

    doc.undoStack()->redo();
    QCOMPARE(changed.count(), 3);
    QCOMPARE(problems.count(), 3);
    QCOMPARE(seenMaps.last(), expected);
}

void TestMapDocument::selectionFollowsCommands()
{
    MapDocument doc(fromNotation(QStringLiteral("7 8")));
    QSignalSpy spy(&doc, &MapDocument::selectionChanged);
    doc.setSelection({QPoint(0, 0), QPoint(9, 9)}); // no tile at 9,9: dropped
    QCOMPARE(doc.selectedTiles(), QList<QPoint>{QPoint(0, 0)});
    QCOMPARE(spy.count(), 1);
    QVERIFY(doc.moveTiles({QPoint(0, 0)}, QPoint(0, 1)));
    QCOMPARE(doc.selectedTiles(), QList<QPoint>{QPoint(0, 1)});
    doc.undoStack()->undo();
    QCOMPARE(doc.selectedTiles(), QList<QPoint>{QPoint(0, 0)});
    QVERIFY(doc.removeTiles(doc.selectedTiles()));
    QVERIFY(doc.selectedTiles().isEmpty());
    doc.selectAll();
    QCOMPARE(doc.selectedTiles(), QList<QPoint>{QPoint(1, 0)});
}

void TestMapDocument::setProperties()
{
    MapDocument doc(fromNotation(QStringLiteral("7* 7 / 8 7*")));
    QSignalSpy spy(&doc, &MapDocument::propertiesChanged);
    MapProperties p = propertiesOf(doc.map());
    p.name = QStringLiteral("Tiny Duel");
    QVERIFY(doc.setProperties(p));
    p.players = 3;
    p.cubes = 4;
    QVERIFY(doc.setProperties(p));
    p.author = QStringLiteral("Ada");
    p.description = QStringLiteral("Small.");
    QVERIFY(doc.setProperties(p));
    QCOMPARE(spy.count(), 3);
    QCOMPARE(doc.map().name, QStringLiteral("Tiny Duel"));
    QCOMPARE(doc.map().players, 3);
    QCOMPARE(doc.map().cubes, 4);
    QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Rename map"));
    doc.undoStack()->undo();
    QCOMPARE(doc.map().author, QString());
    QCOMPARE(doc.map().players, 3);
    doc.undoStack()->undo();
    QCOMPARE(doc.map().players, 2);
    doc.undoStack()->undo();
    QCOMPARE(doc.map().name, QString());
    doc.undoStack()->redo();
    doc.undoStack()->redo();
    doc.undoStack()->redo();
    QCOMPARE(doc.map().description, QStringLiteral("Small."));
}

// Consecutive changes of one count (the spin boxes' steps) are one undo step; another
// edit in between, a change of another property or a save starts a new one.
void TestMapDocument::countStepsMerge()
{
    MapDocument doc(fromNotation(QStringLiteral("7* 7 / 8 7*")));
    MapProperties p = propertiesOf(doc.map());
    auto setCubes = [&](int cubes) {
        p.cubes = cubes;
        return doc.setProperties(p);
    };
    QCOMPARE(p.cubes, 5);
    for (int cubes : {6, 7, 6, 5, 4})
        QVERIFY(setCubes(cubes));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Set cubes per player to 4"));
    p.players = 3; // another count: a step of its own
    QVERIFY(doc.setProperties(p));
    p.players = 4;
    QVERIFY(doc.setProperties(p));
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    QCOMPARE(doc.map().players, 2);
    QCOMPARE(doc.map().cubes, 4);
    doc.undoStack()->undo();
    QCOMPARE(doc.map().cubes, 5);
    QVERIFY(!doc.isModified());

    // Stepping back to the start leaves no step at all.
    doc.undoStack()->clear();
    p = propertiesOf(doc.map());
    QVERIFY(setCubes(6));
    QVERIFY(setCubes(5));
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());

    // A save between steps keeps the saved state reachable: no merge across it.
    QTemporaryDir tmp;
    QString error;
    QVERIFY(setCubes(6));
    QVERIFY2(doc.save(tmp.filePath(QStringLiteral("m.json")), &error), qPrintable(error));
    QVERIFY(setCubes(7));
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.map().cubes, 6);
}

void TestMapDocument::replaceMap()
{
    MapDocument doc(fromNotation(QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*")));
    const Map before = doc.map();
    QVERIFY(doc.replaceMap(fromNotation(QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*")),
                           QStringLiteral("import")));
    QCOMPARE(mapToNotation(doc.map()), QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*"));
    doc.undoStack()->undo();
    QVERIFY(doc.map() == before);
    QVERIFY(!doc.replaceMap(before, QStringLiteral("same")));
}

void TestMapDocument::problemsFollowEdits()
{
    MapDocument doc(fromNotation(QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*")));
    QVERIFY(doc.isPlayable());
    QSignalSpy spy(&doc, &MapDocument::problemsChanged);
    QVERIFY(doc.placeTile(Tile{5, 5, 9, false}));
    QVERIFY(!doc.isPlayable());
    QVERIFY(std::any_of(doc.problems().begin(), doc.problems().end(), [](const MapProblem &p) {
        return p.code == MapProblem::Code::Disconnected && p.x == 5 && p.y == 5;
    }));
    doc.undoStack()->undo();
    QVERIFY(doc.isPlayable());
    QCOMPARE(spy.count(), 2);
    QVERIFY(doc.toggleStart({QPoint(2, 2)}));
    QVERIFY(!doc.isPlayable()); // one start for two players
}

void TestMapDocument::symmetry_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("selection");
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("expected");

    QTest::newRow("mirror map left-right") << "7* 8 9"
                                           << ""
                                           << "h"
                                           << "0,0:9 1,0:8 2,0:7*";
    QTest::newRow("mirror map top-bottom") << "7 / 8 / 10*"
                                           << ""
                                           << "v"
                                           << "0,0:10* 0,1:8 0,2:7";
    QTest::newRow("mirror selection only") << "7 8 9 / 10"
                                           << "1,0 2,0"
                                           << "h"
                                           << "0,0:7 1,0:9 2,0:8 0,1:10";
    QTest::newRow("rotate a row to a column") << "7* 8 9"
                                              << ""
                                              << "r"
                                              << "0,0:7* 0,1:8 0,2:9";
    QTest::newRow("rotate an L") << "7 8 / 9"
                                 << ""
                                 << "r"
                                 << "0,0:9 1,0:7 1,1:8";
    QTest::newRow("rotate blocked by another tile") << "7 8 / 10"
                                                    << "0,0 1,0"
                                                    << "r"
                                                    << "";
}

void TestMapDocument::symmetry()
{
    QFETCH(QString, notation);
    QFETCH(QString, selection);
    QFETCH(QString, op);
    QFETCH(QString, expected);
    MapDocument doc(fromNotation(notation));
    doc.setSelection(points(selection));
    const QString before = layout(doc.map());
    const bool ok = op == QLatin1String("h")   ? doc.mirrorHorizontally()
                    : op == QLatin1String("v") ? doc.mirrorVertically()
                                               : doc.rotateClockwise();
    if (expected.isEmpty()) {
        QVERIFY(!ok);
        QCOMPARE(layout(doc.map()), before);
        return;
    }
    QVERIFY(ok);
    QCOMPARE(layout(doc.map()), expected);
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QCOMPARE(layout(doc.map()), before);
}

// Mirror mode: the centre is the middle of the map when the mode is set; an edit acts on
// the tile and its images, as one undo step.
void TestMapDocument::mirrorMode_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("tile");
    QTest::addColumn<int>("arg");
    QTest::addColumn<QString>("expected");
    const int lr = int(Symmetry::LeftRight), tb = int(Symmetry::TopBottom),
              both = int(Symmetry::BothMirrors), half = int(Symmetry::HalfTurn),
              quarter = int(Symmetry::QuarterTurn);

    // "7 . 7": centre column 1.
    QTest::newRow("left-right place") << "7 . 7" << lr << "place"
                                      << "0,1" << 9 << "0,0:7 2,0:7 0,1:9 2,1:9";
    QTest::newRow("left-right place on the axis") << "7 . 7" << lr << "place"
                                                  << "1,0" << 10 << "0,0:7 1,0:10 2,0:7";
    QTest::newRow("left-right image already there stays")
        << "7 . 7 / . . 8" << lr << "place"
        << "0,1" << 9 << "0,0:7 2,0:7 0,1:9 2,1:8";
    QTest::newRow("left-right remove") << "7 8 7" << lr << "remove"
                                       << "0,0" << 0 << "1,0:8";
    QTest::newRow("left-right planet") << "7 8 7" << lr << "planet"
                                       << "2,0" << 10 << "0,0:10 1,0:8 2,0:10";
    QTest::newRow("left-right start") << "7 8 7" << lr << "start"
                                      << "0,0" << 0 << "0,0:7* 1,0:8 2,0:7*";
    // Between two columns: "7 8 / 9 9", centre x between 0 and 1.
    QTest::newRow("left-right, even width") << "7 8 / 9 9" << lr << "planet"
                                            << "0,0" << 10 << "0,0:10 1,0:10 0,1:9 1,1:9";
    QTest::newRow("top-bottom place") << "7 / . / 7" << tb << "place"
                                      << "1,0" << 8 << "0,0:7 1,0:8 0,2:7 1,2:8";
    QTest::newRow("both mirrors place") << "7 . 7 / . . . / 7 . 7" << both << "place"
                                        << "0,1" << 9 << "0,0:7 2,0:7 0,1:9 2,1:9 0,2:7 2,2:7";
    QTest::newRow("both mirrors planet") << "7 . 7 / . . . / 7 . 7" << both << "planet"
                                         << "0,0" << 8 << "0,0:8 2,0:8 0,2:8 2,2:8";
    QTest::newRow("half turn start") << "7 8 / 8 7" << half << "start"
                                     << "0,0" << 0 << "0,0:7* 1,0:8 0,1:8 1,1:7*";
    QTest::newRow("quarter turns place")
        << "7 . 7 / . 10 . / 7 . 7" << quarter << "place"
        << "1,0" << 9 << "0,0:7 1,0:9 2,0:7 0,1:9 1,1:10 2,1:9 0,2:7 1,2:9 2,2:7";
    QTest::newRow("quarter turns about a corner")
        << "7 . . 7 / . . . . / . . . . / 7 . . 7" << quarter << "place"
        << "1,0" << 8 << "0,0:7 1,0:8 3,0:7 3,1:8 0,2:8 0,3:7 2,3:8 3,3:7";
}

void TestMapDocument::mirrorMode()
{
    QFETCH(QString, notation);
    QFETCH(int, mode);
    QFETCH(QString, op);
    QFETCH(QString, tile);
    QFETCH(int, arg);
    QFETCH(QString, expected);
    MapDocument doc(fromNotation(notation));
    QSignalSpy spy(&doc, &MapDocument::symmetryChanged);
    QVERIFY(doc.setSymmetry(Symmetry(mode)));
    QCOMPARE(spy.count(), 1);
    const QString before = layout(doc.map());
    const QPoint p = points(tile).value(0);
    bool ok = false;
    if (op == QLatin1String("place"))
        ok = doc.placeTile(Tile{p.x(), p.y(), arg, false});
    else if (op == QLatin1String("remove"))
        ok = doc.removeTiles({p});
    else if (op == QLatin1String("planet"))
        ok = doc.setPlanetNumber({p}, arg);
    else
        ok = doc.toggleStart({p});
    QVERIFY(ok);
    QCOMPARE(layout(doc.map()), expected);
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QCOMPARE(layout(doc.map()), before);
    // Off again: edits touch one tile only.
    QVERIFY(doc.setSymmetry(Symmetry::None));
    QCOMPARE(doc.symmetricImages(QPoint(0, 0)), QList<QPoint>{QPoint(0, 0)});
}

void TestMapDocument::quarterTurnNeedsATileCentre()
{
    MapDocument doc(fromNotation(QStringLiteral("7 8 9"))); // centre (1, 0): fine
    QVERIFY(doc.setSymmetry(Symmetry::QuarterTurn));
    MapDocument wide(fromNotation(QStringLiteral("7 8"))); // centre (0.5, 0): no quarter turn
    QVERIFY(!wide.setSymmetry(Symmetry::QuarterTurn));
    QCOMPARE(wide.symmetry(), Symmetry::None);
    QVERIFY(wide.setSymmetry(Symmetry::HalfTurn));
}

void TestMapDocument::statistics()
{
    Map m = fromNotation(QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*")); // Gamma Sector
    m.players = 4;
    MapStatistics s = computeStatistics(m);
    QCOMPARE(s.tiles, 9);
    QCOMPARE(s.planets[0], 0);
    QCOMPARE(s.planets[1], 5);
    QCOMPARE(s.planets[2], 3);
    QCOMPARE(s.planets[3], 1);
    QCOMPARE(s.locations, 5 * 2 + 3 * 3 + 4);
    QCOMPARE(s.needed, 4 * 5 + 1 - 4);
    QCOMPARE(s.spare, 23 - 17);
    QCOMPARE(s.starts.size(), 4);
    QVERIFY(s.balanced); // 9-starts and 8-starts: 16 locations within two tiles each
    for (const StartFacts &f : s.starts) {
        QCOMPARE(f.nearestStart, 2);
        QCOMPARE(f.nearbyLocations, 16);
    }

    s = computeStatistics(fromNotation(QStringLiteral("7* 7 7 10 / 7 7 7 7*")));
    QVERIFY(!s.balanced); // the second start has the 10-planet next to it
    QCOMPARE(s.starts[0].nearbyLocations, 5);
    QCOMPARE(s.starts[1].nearbyLocations, 8);

    m = fromNotation(QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*"));
    s = computeStatistics(m);
    QVERIFY(s.balanced);
    QCOMPARE(s.starts.size(), 2);
    QCOMPARE(s.starts[0].nearestStart, 4);
    QCOMPARE(s.starts[0].nearbyLocations, s.starts[1].nearbyLocations);
}

void TestMapDocument::mimeRoundTrip()
{
    TileDrag drag;
    drag.source = TileDrag::Source::Map;
    drag.document = 0x1234;
    drag.anchor = QPoint(2, -1);
    drag.tiles = {Tile{2, -1, 10, true}, Tile{3, -1, 0, false}};
    std::unique_ptr<QMimeData> mime(createTileMimeData(drag));
    QVERIFY(mime->hasFormat(tileMimeType()));
    const auto back = readTileMimeData(mime.get());
    QVERIFY(back);
    QCOMPARE(int(back->source), int(TileDrag::Source::Map));
    QCOMPARE(back->document, quintptr(0x1234));
    QCOMPARE(back->anchor, QPoint(2, -1));
    QVERIFY(back->tiles == drag.tiles);

    std::unique_ptr<QMimeData> palette(createTileMimeData(paletteDrag(9)));
    const auto p = readTileMimeData(palette.get());
    QVERIFY(p && p->source == TileDrag::Source::Palette && p->tiles.size() == 1 &&
            p->tiles[0].planet == 9);
}

void TestMapDocument::mimeRejectsBadData_data()
{
    QTest::addColumn<QByteArray>("payload");
    QTest::newRow("not json") << QByteArray("hello");
    QTest::newRow("unknown source")
        << QByteArray(R"({"source":"x","anchor":[0,0],"tiles":[[0,0,7,false]]})");
    QTest::newRow("no tiles") << QByteArray(R"({"source":"palette","anchor":[0,0],"tiles":[]})");
    QTest::newRow("bad planet") << QByteArray(
        R"({"source":"palette","anchor":[0,0],"tiles":[[0,0,6,false]]})");
    QTest::newRow("short tile") << QByteArray(
        R"({"source":"palette","anchor":[0,0],"tiles":[[0,0,7]]})");
    QTest::newRow("no anchor") << QByteArray(R"({"source":"palette","tiles":[[0,0,7,false]]})");
    QTest::newRow("fraction") << QByteArray(
        R"({"source":"map","anchor":[0,0],"tiles":[[0.5,0,7,false]]})");
    QTest::newRow("far away") << QByteArray(
        R"({"source":"map","anchor":[0,0],"tiles":[[0,-1000001,7,false]]})");
    QTest::newRow("two on one place") << QByteArray(
        R"({"source":"map","anchor":[0,0],"tiles":[[1,1,7,false],[1,1,9,true]]})");
    QTest::newRow("wider than a map") << QByteArray(
        R"({"source":"map","anchor":[0,0],"tiles":[[-20,0,7,false],[20,0,7,false]]})");
}

void TestMapDocument::mimeRejectsBadData()
{
    QFETCH(QByteArray, payload);
    QMimeData mime;
    mime.setData(tileMimeType(), payload);
    QVERIFY(!readTileMimeData(&mime));
    QString why;
    QVERIFY(!readTileMimeData(&mime, &why));
    QVERIFY(!why.isEmpty()); // a reason for the status bar
    QMimeData text;
    text.setText(QStringLiteral("7 8 9"));
    QVERIFY(!readTileMimeData(&text, &why));
    QVERIFY(why.contains(QStringLiteral("no map tiles")));
}

// Copied tiles: the drag's MIME data, anchored in the middle of the group, with the group's
// layout notation as text.
void TestMapDocument::clipboardDataCarriesTheGroup()
{
    const std::vector<Tile> tiles{Tile{4, 2, 7, true}, Tile{6, 2, 10, false}, Tile{5, 3, 0, false}};
    const TileDrag copy = copiedTiles(tiles, 0x42);
    QCOMPARE(copy.anchor, QPoint(5, 2));
    std::unique_ptr<QMimeData> mime(createTileClipboardData(copy));
    QCOMPARE(mime->text(), QStringLiteral("7* . 10 / . 0"));
    QString why;
    const auto back = readTileMimeData(mime.get(), &why);
    QVERIFY2(back, qPrintable(why));
    QVERIFY(back->source == TileDrag::Source::Map && back->document == quintptr(0x42));
    QCOMPARE(back->anchor, QPoint(5, 2));
    QVERIFY(back->tiles == tiles);
}

// The nearest offset where the whole group lands on free places and the map stays within
// 40 x 40 tiles.
void TestMapDocument::freePlaceForAGroup()
{
    const std::vector<Tile> pair{Tile{0, 0, 8, false}, Tile{1, 0, 9, false}};
    MapDocument empty;
    QCOMPARE(empty.freeOffsetFor(pair, QPoint(7, -3)), std::optional<QPoint>(QPoint(7, -3)));
    MapDocument doc(mapFromNotation(QStringLiteral("7 7 / 7 7")).map);
    QCOMPARE(doc.freeOffsetFor(pair, QPoint(5, 5)), std::optional<QPoint>(QPoint(5, 5)));
    // Taken: the nearest free offset, the first in reading order among equals.
    QCOMPARE(doc.freeOffsetFor(pair, QPoint(0, 0)), std::optional<QPoint>(QPoint(0, -1)));
    // Far away: as near as the 40 x 40 limit allows.
    QCOMPARE(doc.freeOffsetFor(pair, QPoint(100, 0)), std::optional<QPoint>(QPoint(38, 0)));
    const std::vector<Tile> tooWide{Tile{0, 0, 8, false}, Tile{40, 0, 8, false}};
    QVERIFY(!doc.freeOffsetFor(tooWide, QPoint(0, 0)));
    QVERIFY(!empty.freeOffsetFor(tooWide, QPoint(0, 0)));
    QVERIFY(!doc.freeOffsetFor({}, QPoint(0, 0)));
}

void TestMapDocument::pasteAndCutAreOneStepEach()
{
    MapDocument doc(mapFromNotation(QStringLiteral("7* 8 9 / 10 8 7*")).map);
    QSignalSpy changed(&doc, &MapDocument::mapChanged);
    QVERIFY(!doc.pasteTiles({Tile{0, 0, 8, false}, Tile{5, 5, 8, false}})); // (0, 0) is taken
    QVERIFY(!doc.pasteTiles({}));
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(doc.pasteTiles({Tile{3, 0, 10, true}, Tile{3, 1, 0, false}}));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(changed.count(), 1);
    QVERIFY(doc.undoStack()->text(0).startsWith(QStringLiteral("Paste 2 tile")));
    QCOMPARE(doc.selectedTiles(), (QList<QPoint>{QPoint(3, 0), QPoint(3, 1)}));
    QCOMPARE(mapToNotation(doc.map()), QStringLiteral("7* 8 9 10* / 10 8 7* 0"));
    // Mirror mode reaches neither: the group is pasted and cut as it is.
    QVERIFY(doc.setSymmetry(Symmetry::LeftRight));
    QVERIFY(doc.cutTiles({QPoint(0, 0), QPoint(0, 0), QPoint(9, 9)}));
    QCOMPARE(doc.undoStack()->count(), 2);
    QVERIFY(doc.undoStack()->text(1).startsWith(QStringLiteral("Cut 1 tile")));
    QCOMPARE(mapToNotation(doc.map()), QStringLiteral(". 8 9 10* / 10 8 7* 0"));
    QVERIFY(!doc.cutTiles({QPoint(9, 9)}));
    doc.undoStack()->undo();
    QCOMPARE(mapToNotation(doc.map()), QStringLiteral("7* 8 9 10* / 10 8 7* 0"));
    QCOMPARE(doc.selectedTiles(), QList<QPoint>{QPoint(0, 0)});
    doc.undoStack()->undo();
    QCOMPARE(mapToNotation(doc.map()), QStringLiteral("7* 8 9 / 10 8 7*"));
}

void TestMapDocument::shippedMapsRoundTrip_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(QUANTUM_MAPS_DIR));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 9);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestMapDocument::shippedMapsRoundTrip()
{
    QFETCH(QString, path);
    QString error;
    std::unique_ptr<MapDocument> doc(MapDocument::open(path, &error));
    QVERIFY2(doc, qPrintable(error));
    QVERIFY(doc->isPlayable());
    QCOMPARE(doc->filePath(), path);
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("map.json"));
    QVERIFY2(doc->save(out, &error), qPrintable(error));
    QFile a(path), b(out);
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    const QByteArray original = a.readAll(), saved = b.readAll();
    // Byte for byte: the shipped files are in the engine writer's layout.
    QCOMPARE(saved, original);
    QCOMPARE(QJsonDocument::fromJson(saved), QJsonDocument::fromJson(original));
    QVERIFY(!doc->isModified());
}

void TestMapDocument::saveOpenRoundTrip()
{
    MapDocument doc(fromNotation(QStringLiteral("7* 8 / 8 7*")));
    MapProperties p = propertiesOf(doc.map());
    p.name = QStringLiteral("Square");
    doc.setProperties(p);
    doc.placeTile(Tile{4, 4, 10, false}); // a draft: disconnected
    QVERIFY(!doc.isPlayable());
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("draft.json"));
    QString error;
    QSignalSpy modified(&doc, &MapDocument::modifiedChanged);
    QVERIFY(doc.save(path, &error)); // drafts save
    QVERIFY(!doc.isModified());
    QCOMPARE(modified.count(), 1);
    QCOMPARE(doc.displayName(), QStringLiteral("draft.json"));
    std::unique_ptr<MapDocument> back(MapDocument::open(path, &error));
    QVERIFY(back);
    QVERIFY(back->map() == doc.map());
    QVERIFY(!back->isModified());
    QVERIFY(!doc.save(tmp.filePath(QStringLiteral("missing/dir/x.json")), &error));
    QVERIFY(!error.isEmpty());
}

void TestMapDocument::openReportsErrors_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason");
    QTest::newRow("not json") << QByteArray("{") << "not valid JSON";
    QTest::newRow("other format") << QByteArray(R"({"format":"x","version":1})")
                                  << "not a Quantum map";
    QTest::newRow("newer version")
        << QByteArray(R"({"format":"quantum-map","version":9,"players":2,"cubes":5,"tiles":[]})")
        << "newer";
}

void TestMapDocument::openReportsErrors()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("bad.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    QString error;
    QVERIFY(!MapDocument::open(path, &error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY(!MapDocument::open(tmp.filePath(QStringLiteral("none.json")), &error));
    QVERIFY(!error.isEmpty());
}

// Required: a 20x20-tile map edits and validates within a frame (16 ms) per drop. Each move
// takes a tile of the top row off the map's edge, where validation flags it (joined only by
// a corner, or cut off); its undo puts it back, and the map is playable again.
void TestMapDocument::largeMapEditsValidateAndUndo()
{
    Map m;
    m.players = 4;
    for (int y = 0; y < 20; ++y)
        for (int x = 0; x < 20; ++x)
            m.tiles.push_back(
                Tile{x, y, 7 + (x + y) % 4, (x == 0 || x == 19) && (y == 0 || y == 19)});
    MapDocument doc(m);
    QVERIFY(doc.isPlayable());
    const QString before = layout(doc.map());
    auto flagged = [&doc](const QPoint &tile) {
        return std::any_of(doc.problems().begin(), doc.problems().end(),
                           [&](const MapProblem &p) { return QPoint(p.x, p.y) == tile; });
    };
    QSignalSpy problems(&doc, &MapDocument::problemsChanged);
    constexpr int kEdits = 20;
    int found = 0;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < kEdits; ++i) {
        const QPoint to(i, -1 - i % 2);
        QVERIFY(doc.moveTiles({QPoint(i, 0)}, to - QPoint(i, 0)));
        found += doc.hasTileAt(to) && !doc.hasTileAt(QPoint(i, 0)) && flagged(to);
        doc.undoStack()->undo();
        found += doc.isPlayable();
    }
    const double perEdit = timer.nsecsElapsed() / 1e6 / (2 * kEdits);
    qInfo("edit + validation on 400 tiles: %.2f ms", perEdit); // reported, not asserted
    // Every move and undo did its work, and was validated once.
    QCOMPARE(found, 2 * kEdits);
    QCOMPARE(problems.count(), 2 * kEdits);
    QCOMPARE(layout(doc.map()), before);
}

QTEST_MAIN(TestMapDocument)
#include "tst_mapdocument.moc"
