// quantum-cli's public interface (docs/cli.md): outputs and exit codes 0/1/2, with a
// one-line reason on stderr for every failure.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int code = -1;
    QByteArray out, err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(QUANTUM_CLI), args);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QString data(const QString &rel) { return QStringLiteral(QUANTUM_TEST_DATA "/") + rel; }
QString shippedMap(const QString &name) { return QStringLiteral(QUANTUM_MAPS_DIR "/") + name; }

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
};

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
    Run r = cli({QStringLiteral("map"), QStringLiteral("convert"), notation, QStringLiteral("--name"), QStringLiteral("Test"),
                 QStringLiteral("--cubes"), QStringLiteral("6"), QStringLiteral("-o"), out});
    QCOMPARE(r.code, 0);
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject m = QJsonDocument::fromJson(f.readAll()).object();
    QCOMPARE(m.value(QStringLiteral("players")).toInt(), 4);
    QCOMPARE(m.value(QStringLiteral("cubes")).toInt(), 6);
    QCOMPARE(m.value(QStringLiteral("name")).toString(), QStringLiteral("Test"));
    r = cli({QStringLiteral("map"), QStringLiteral("convert"), out});
    QCOMPARE(r.code, 0);
    QCOMPARE(QString::fromUtf8(r.out.trimmed()), notation);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
