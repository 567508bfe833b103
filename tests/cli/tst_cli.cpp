// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli's public interface (docs/cli.md): outputs and exit codes 0/1/2, with a
// one-line reason on stderr for every failure.

#include "clirun.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

namespace {

using clitest::cli;
using clitest::cliWithStdinFile;
using clitest::Run;
using clitest::shippedMap;

QString data(const QString &rel) { return QStringLiteral(QUANTUM_TEST_DATA "/") + rel; }

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void failures_data();
    void failures();
    void scenarioPrintsState();
    void illegalActionNamesItsIndex();
    void legalListsActions();
    void selfplayLinesAndSummary();
    void selfplayIsReproducible();
    void mapValidate();
    void mapConvertRoundTrip();
    void inputCapHoldsForStdin_data();
    void inputCapHoldsForStdin();
    void readersRefuseWhatIsNotAFile_data();
    void readersRefuseWhatIsNotAFile();
    void scenarioFromStdin();
    void mapConvertFarApartTilesRefused();
    void reasonsEscapeUntrustedText_data();
    void reasonsEscapeUntrustedText();
    void qwantumScenarioAndLegal();
};

// A one-line reason on stderr, starting with "quantum-cli: ".
bool oneLineReason(const Run &r)
{
    return r.err.startsWith("quantum-cli: ") && r.err.endsWith('\n') && r.err.count('\n') == 1 &&
           r.out.isEmpty();
}

void TestCli::failures_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::newRow("no command") << QStringList{} << 2;
    QTest::newRow("unknown command") << QStringList{QStringLiteral("fly")} << 2;
    QTest::newRow("scenario missing file") << QStringList{QStringLiteral("scenario"), QStringLiteral("/nonexistent.json")} << 2;
    QTest::newRow("scenario no file") << QStringList{QStringLiteral("scenario")} << 2;
    QTest::newRow("scenario unknown option") << QStringList{QStringLiteral("scenario"), data(QStringLiteral("bench/midgame-4p.json")), QStringLiteral("--fast")} << 2;
    QTest::newRow("selfplay missing map") << QStringList{QStringLiteral("selfplay"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--bots"), QStringLiteral("random")} << 2;
    QTest::newRow("selfplay bad games") << QStringList{QStringLiteral("selfplay"), QStringLiteral("--map"), shippedMap(QStringLiteral("alpha-sector.json")), QStringLiteral("--games"), QStringLiteral("many"), QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--bots"), QStringLiteral("random")} << 2;
    QTest::newRow("selfplay unknown bot") << QStringList{QStringLiteral("selfplay"), QStringLiteral("--map"), shippedMap(QStringLiteral("alpha-sector.json")), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--bots"), QStringLiteral("genius")} << 2;
    QTest::newRow("selfplay bots per seat") << QStringList{QStringLiteral("selfplay"), QStringLiteral("--map"), shippedMap(QStringLiteral("alpha-sector.json")), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--bots"), QStringLiteral("random,random,random")} << 2;
    QTest::newRow("selfplay invalid map") << QStringList{QStringLiteral("selfplay"), QStringLiteral("--map"), QStringLiteral("7* 6 / 7 7*"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--bots"), QStringLiteral("random")} << 1;
    QTest::newRow("map no subcommand") << QStringList{QStringLiteral("map")} << 2;
    QTest::newRow("map validate malformed") << QStringList{QStringLiteral("map"), QStringLiteral("validate"), QStringLiteral("7* x 7")} << 2;
    QTest::newRow("map validate missing file") << QStringList{QStringLiteral("map"), QStringLiteral("validate"), QStringLiteral("/nonexistent/map.json")} << 2;
    QTest::newRow("map convert bad players") << QStringList{QStringLiteral("map"), QStringLiteral("convert"), QStringLiteral("7* 7 / 7 7*"), QStringLiteral("--players"), QStringLiteral("5")} << 2;
    QTest::newRow("map convert bad target") << QStringList{QStringLiteral("map"), QStringLiteral("convert"), QStringLiteral("7* 7 / 7 7*"), QStringLiteral("--to"), QStringLiteral("xml")} << 2;
}

void TestCli::failures()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    const Run r = cli(args);
    QCOMPARE(r.code, code);
    const QByteArray err = r.err.trimmed();
    QVERIFY2(!err.isEmpty(), "a failure gives a reason on stderr");
    QVERIFY2(!err.contains('\n'), err.constData());
    QVERIFY(err.startsWith("quantum-cli: "));
}

void TestCli::scenarioPrintsState()
{
    const Run r = cli({QStringLiteral("scenario"), data(QStringLiteral("rules/R-COMBAT-2_tie_goes_to_attacker.json"))});
    QCOMPARE(r.code, 0);
    const QJsonObject state = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(state.value(QStringLiteral("format")).toString(), QStringLiteral("quantum-state"));
    QCOMPARE(state.value(QStringLiteral("players")).toArray()[0].toObject().value(QStringLiteral("dominance")).toInt(), 2);

    const Run withEvents = cli({QStringLiteral("scenario"), data(QStringLiteral("rules/R-COMBAT-2_tie_goes_to_attacker.json")), QStringLiteral("--events")});
    QCOMPARE(withEvents.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(withEvents.out).object();
    QVERIFY(o.value(QStringLiteral("events")).toArray().size() >= 3);
}

void TestCli::illegalActionNamesItsIndex()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile f(dir.filePath(QStringLiteral("s.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":"quantum-scenario","version":1,"map":"7* 7 7 / 7 8 7 / 7 7 7*",
      "position":{"players":[{"ships":[{"value":3,"at":[3,0]}],"cubes":[[1,1]]},{"ships":[{"value":4,"at":[5,0]}],"cubes":[[7,7]]}]},
      "actions":[{"type":"research"},{"type":"move","ship":0,"to":[8,8]}]})");
    f.close();
    const Run r = cli({QStringLiteral("scenario"), f.fileName()});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("action 1"), r.err.constData());
}

void TestCli::legalListsActions()
{
    const Run r = cli({QStringLiteral("legal"), data(QStringLiteral("bench/midgame-4p.json"))});
    QCOMPARE(r.code, 0);
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(doc.value(QStringLiteral("format")).toString(), QStringLiteral("quantum-actions"));
    QCOMPARE(doc.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(doc.value(QStringLiteral("player")).toInt(), 0);
    const QJsonArray legal = doc.value(QStringLiteral("actions")).toArray();
    QVERIFY(legal.size() > 50);
    int endTurns = 0;
    for (const QJsonValue &a : legal)
        endTurns += a.toObject().value(QStringLiteral("type")).toString() == QLatin1String("end-turn");
    QCOMPARE(endTurns, 1);
}

void TestCli::selfplayLinesAndSummary()
{
    const Run r = cli({QStringLiteral("selfplay"), QStringLiteral("--map"), QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*"),
                       QStringLiteral("--games"), QStringLiteral("3"), QStringLiteral("--seed"), QStringLiteral("5"),
                       QStringLiteral("--bots"), QStringLiteral("random,greedy"), QStringLiteral("--check")});
    QCOMPARE(r.code, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines[0].startsWith("game 1 seed 5: "));
    QVERIFY(lines[3].startsWith("summary: games 3"));
    QVERIFY(lines[3].contains("actions/s"));
}

void TestCli::selfplayIsReproducible()
{
    const QStringList args{QStringLiteral("selfplay"), QStringLiteral("--map"), shippedMap(QStringLiteral("gamma-sector.json")),
                           QStringLiteral("--games"), QStringLiteral("4"), QStringLiteral("--seed"), QStringLiteral("9"),
                           QStringLiteral("--bots"), QStringLiteral("greedy")};
    const Run a = cli(args), b = cli(args);
    QCOMPARE(a.code, 0);
    const QList<QByteArray> la = a.out.split('\n'), lb = b.out.split('\n');
    QCOMPARE(la.mid(0, 4), lb.mid(0, 4)); // the per-game lines, not the timing summary
}

void TestCli::mapValidate()
{
    const Run ok = cli({QStringLiteral("map"), QStringLiteral("validate"), shippedMap(QStringLiteral("beta-sector.json"))});
    QCOMPARE(ok.code, 0);
    QVERIFY(ok.out.startsWith("ok: 3 players"));
    const Run bad = cli({QStringLiteral("map"), QStringLiteral("validate"), QStringLiteral("7* 6 . . 7")});
    QCOMPARE(bad.code, 1);
    QVERIFY(bad.out.contains("error unknown-planet"));
    QVERIFY(bad.out.contains("error disconnected"));
    QVERIFY(bad.out.contains("error too-few-starts"));
}

void TestCli::mapConvertRoundTrip()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("m.json"));
    const QString notation = QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*");
    Run r =
        cli({QStringLiteral("map"), QStringLiteral("convert"), notation, QStringLiteral("--name"),
             QStringLiteral("Test"), QStringLiteral("--author"), QStringLiteral("Someone"),
             QStringLiteral("--description"), QStringLiteral("Published layout."),
             QStringLiteral("--cubes"), QStringLiteral("6"), QStringLiteral("-o"), out});
    QCOMPARE(r.code, 0);
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject m = QJsonDocument::fromJson(f.readAll()).object();
    QCOMPARE(m.value(QStringLiteral("players")).toInt(), 4);
    QCOMPARE(m.value(QStringLiteral("cubes")).toInt(), 6);
    QCOMPARE(m.value(QStringLiteral("name")).toString(), QStringLiteral("Test"));
    QCOMPARE(m.value(QStringLiteral("author")).toString(), QStringLiteral("Someone"));
    QCOMPARE(m.value(QStringLiteral("description")).toString(), QStringLiteral("Published layout."));
    r = cli({QStringLiteral("map"), QStringLiteral("convert"), out});
    QCOMPARE(r.code, 0);
    QCOMPARE(QString::fromUtf8(r.out.trimmed()), notation);
}

// The 64 MiB cap holds whatever size() says: stdin is read in chunks and refused after
// 64 MiB + 1 bytes (before: read until std::bad_alloc, exit 134).
void TestCli::inputCapHoldsForStdin_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("stdinFile");
    QTest::addColumn<QByteArray>("reason");
    QTest::newRow("scenario - from /dev/zero") << QStringList{QStringLiteral("scenario"), QStringLiteral("-")}
                                               << QStringLiteral("/dev/zero")
                                               << QByteArray("standard input is larger than 64 MiB");
    QTest::newRow("legal - from /dev/zero") << QStringList{QStringLiteral("legal"), QStringLiteral("-")}
                                            << QStringLiteral("/dev/zero") << QByteArray("is larger than 64 MiB");
}

void TestCli::inputCapHoldsForStdin()
{
    QFETCH(QStringList, args);
    QFETCH(QString, stdinFile);
    QFETCH(QByteArray, reason);
    const Run r = cliWithStdinFile(args, stdinFile);
    QCOMPARE(r.code, 2);
    QVERIFY2(oneLineReason(r), r.err.constData());
    QVERIFY2(r.err.contains(reason), r.err.constData());
}

// Every reader opens regular files only: a FIFO without a writer (open(2) would wait for
// one for ever), a device (/dev/zero, /dev/stdin from a device) and a folder are refused at
// once with one line.
void TestCli::readersRefuseWhatIsNotAFile_data()
{
    QTest::addColumn<QStringList>("args"); // "FIFO" stands for a FIFO made by the test
    QTest::addColumn<QByteArray>("reason");
    const QString fifo = QStringLiteral("FIFO");
    const QByteArray pipe("not a regular file (a pipe)");
    QTest::newRow("scenario FIFO") << QStringList{QStringLiteral("scenario"), fifo} << pipe;
    QTest::newRow("legal FIFO") << QStringList{QStringLiteral("legal"), fifo} << pipe;
    QTest::newRow("map validate FIFO") << QStringList{QStringLiteral("map"), QStringLiteral("validate"), fifo}
                                       << QByteArray("cannot read map file");
    QTest::newRow("map convert FIFO") << QStringList{QStringLiteral("map"), QStringLiteral("convert"), fifo}
                                      << pipe;
    QTest::newRow("serve --resume FIFO")
        << QStringList{QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"),
                       QStringLiteral("--no-discovery"), QStringLiteral("--resume"), fifo}
        << pipe;
    QTest::newRow("scenario /dev/zero") << QStringList{QStringLiteral("scenario"), QStringLiteral("/dev/zero")}
                                        << QByteArray("\"/dev/zero\": not a regular file (a device)");
    QTest::newRow("map validate /dev/zero")
        << QStringList{QStringLiteral("map"), QStringLiteral("validate"), QStringLiteral("/dev/zero")}
        << QByteArray("not a regular file (a device)");
    QTest::newRow("scenario folder") << QStringList{QStringLiteral("scenario"), QStringLiteral("/tmp")}
                                     << QByteArray("not a regular file (a folder)");
}

void TestCli::readersRefuseWhatIsNotAFile()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("fifo.json"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    args.replaceInStrings(QRegularExpression(QStringLiteral("^FIFO$")), fifo);
    const Run r = cli(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(oneLineReason(r), r.err.constData());
    QVERIFY2(r.err.contains(reason), r.err.constData());
}

void TestCli::scenarioFromStdin()
{
    const QString file = data(QStringLiteral("rules/R-COMBAT-2_tie_goes_to_attacker.json"));
    const Run fromFile = cli({QStringLiteral("scenario"), file});
    const Run fromStdin = cliWithStdinFile({QStringLiteral("scenario"), QStringLiteral("-")}, file);
    QCOMPARE(fromStdin.code, 0);
    QCOMPARE(fromStdin.out, fromFile.out);
    const Run empty = cliWithStdinFile({QStringLiteral("scenario"), QStringLiteral("-")},
                                        QStringLiteral("/dev/null"));
    QCOMPARE(empty.code, 2);
    QVERIFY2(oneLineReason(empty) && empty.err.contains("standard input: not valid JSON"), empty.err.constData());
}

// Two tiles a million tiles apart: the notation writer refuses the span (it walked the whole
// bounding box with a linear tile look-up, for hours); JSON output is unaffected.
void TestCli::mapConvertFarApartTilesRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile f(dir.filePath(QStringLiteral("far.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "quantum-map", "version": 1, "players": 2, "cubes": 5, "tiles": [
      {"x": 0, "y": 0, "planet": 7, "start": true}, {"x": 1000000, "y": -1000000, "planet": 7, "start": true}]})");
    f.close();
    const Run notation = cli({QStringLiteral("map"), QStringLiteral("convert"), f.fileName(), QStringLiteral("--to"), QStringLiteral("notation")});
    QCOMPARE(notation.code, 1);
    QVERIFY2(oneLineReason(notation), notation.err.constData());
    QVERIFY2(notation.err.contains("the map spans 1000001 x 1000001 tiles"), notation.err.constData());
    const Run json = cli({QStringLiteral("map"), QStringLiteral("convert"), f.fileName(), QStringLiteral("--to"), QStringLiteral("json")});
    QCOMPARE(json.code, 0);
    QCOMPARE(QJsonDocument::fromJson(json.out).object().value(QStringLiteral("tiles")).toArray().size(), 2);
    // Within 40 x 40 tiles, gaps are written as '.'.
    const Run wide = cli({QStringLiteral("map"), QStringLiteral("convert"), QStringLiteral("7* . . . 7*"), QStringLiteral("--to"), QStringLiteral("notation")});
    QCOMPARE(wide.code, 0);
    QCOMPARE(wide.out, QByteArray("7* . . . 7*\n"));
}

// Text from files and arguments is quoted with its control characters escaped, so a reason
// stays one line and an escape sequence never reaches the terminal.
void TestCli::reasonsEscapeUntrustedText_data()
{
    QTest::addColumn<QByteArray>("scenario");
    QTest::addColumn<QByteArray>("shown");
    const QByteArray head = R"({"format": "quantum-scenario", "version": 1, "map": "7* 7 7 / 7 8 7 / 7 7 7*", )";
    QTest::newRow("action type with an escape sequence and a newline")
        << head + R"("position": {}, "actions": [{"type": "\u001b[2J\nmove"}]})" << QByteArray(R"("\u001B[2J\nmove")");
    QTest::newRow("card id with a carriage return")
        << head + R"("position": {"players": [{"hand": ["AGILE\rBRILLIANT"]}]}})" << QByteArray(R"("AGILE\rBRILLIANT")");
    QTest::newRow("notation token with a bell and a quote")
        << QByteArray(R"({"format": "quantum-scenario", "version": 1, "map": "7* \u0007\"x 7*"})")
        << QByteArray(R"("\u0007\"x")");
    QTest::newRow("map path with a newline")
        << QByteArray(R"({"format": "quantum-scenario", "version": 1, "map": "/no/such\ndir/map.json"})")
        << QByteArray(R"("/no/such\ndir/map.json")");
}

void TestCli::reasonsEscapeUntrustedText()
{
    QFETCH(QByteArray, scenario);
    QFETCH(QByteArray, shown);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile f(dir.filePath(QStringLiteral("s.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(scenario);
    f.close();
    const Run r = cli({QStringLiteral("scenario"), f.fileName()});
    QCOMPARE(r.code, 2);
    QVERIFY2(oneLineReason(r), r.err.constData());
    for (char c : r.err.chopped(1))
        QVERIFY2(uchar(c) >= 0x20 && c != 0x7f, r.err.toHex().constData());
    QVERIFY2(r.err.contains(shown), r.err.constData());

    // Arguments too.
    const Run arg = cli({QStringLiteral("fly\x1b]0;title\x07")});
    QCOMPARE(arg.code, 2);
    QVERIFY2(oneLineReason(arg) && arg.err.contains(R"("fly\u001B]0;title\u0007")"), arg.err.constData());
}

// A Qwantum scenario (docs/qwantum-formats.md) through the same commands: the game is told by
// the file; the position, its events and the players due with their legal actions; exit 1
// for an illegal action (Q-TURN-4: a closed colour), also from standard input.
void TestCli::qwantumScenarioAndLegal()
{
    const QString ended =
        data(QStringLiteral("qwantum/Q-END-1_fifth_misthrow_ends_after_the_roll.json"));
    const Run r = cli({QStringLiteral("scenario"), ended});
    QCOMPARE(r.code, 0);
    const QJsonObject state = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(state.value(QStringLiteral("format")).toString(), QStringLiteral("qwantum-state"));
    QCOMPARE(state.value(QStringLiteral("phase")).toString(), QStringLiteral("over"));
    const Run withEvents = cli({QStringLiteral("scenario"), ended, QStringLiteral("--events")});
    QCOMPARE(withEvents.code, 0);
    const QJsonArray events =
        QJsonDocument::fromJson(withEvents.out).object().value(QStringLiteral("events")).toArray();
    QCOMPARE(events.size(), 5);
    QCOMPARE(events.last().toObject().value(QStringLiteral("type")).toString(),
             QStringLiteral("ended"));
    const Run over = cli({QStringLiteral("legal"), ended});
    QCOMPARE(over.code, 0);
    QVERIFY(QJsonDocument::fromJson(over.out)
                .object()
                .value(QStringLiteral("due"))
                .toArray()
                .isEmpty());

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile f(dir.filePath(QStringLiteral("q.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "qwantum-scenario", "version": 1, "position": {"players": 3, "active": 1,
      "roll": {"white": 3, "faces": [0, 0, 0, 0, 0, 0]}}, "actions": [{"type": "misthrow"}]})");
    f.close();
    const Run legal = cli({QStringLiteral("legal"), f.fileName()});
    QCOMPARE(legal.code, 0);
    const QJsonObject doc = QJsonDocument::fromJson(legal.out).object();
    QCOMPARE(doc.value(QStringLiteral("format")).toString(), QStringLiteral("qwantum-actions"));
    const QJsonArray due = doc.value(QStringLiteral("due")).toArray();
    QCOMPARE(due.size(), 3); // Q-TURN-6: everyone answers phase 2
    for (int p = 0; p < 3; ++p) {
        QCOMPARE(due[p].toObject().value(QStringLiteral("player")).toInt(), p);
        // No colour is closed after a misthrow: four sums to write, or a pass.
        QCOMPARE(due[p].toObject().value(QStringLiteral("actions")).toArray().size(), 5);
    }

    const QString closed = data(QStringLiteral("qwantum/Q-TURN-4_closed_colour_refused.json"));
    for (const Run &refused :
         {cli({QStringLiteral("scenario"), closed}),
          cliWithStdinFile({QStringLiteral("scenario"), QStringLiteral("-")}, closed)}) {
        QCOMPARE(refused.code, 1);
        QVERIFY(refused.out.isEmpty());
        QCOMPARE(
            refused.err.trimmed(),
            QByteArray("quantum-cli: action 1 (write) is illegal: red is closed for this roll"));
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
