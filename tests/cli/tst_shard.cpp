// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// map balance and tournament spread over shards (--shard I/N --partial FILE) and merged
// (`map balance merge`, `tournament merge`), run as processes: the merge prints exactly what
// the whole run prints, whatever the order of the shards, and refuses partial results that do
// not make one whole run (docs/balance.md, "Spreading a check over many machines").

#include "clirun.h"
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

#include <sys/stat.h>

namespace {

using clitest::cli;
using clitest::Run;

const QString kBeta = QStringLiteral(QUANTUM_MAPS_DIR "/beta-sector.json");   // 3 seats
const QString kAlpha = QStringLiteral(QUANTUM_MAPS_DIR "/alpha-sector.json"); // 2 seats

// The map balance check of the tests: 400 games of greedy (the fastest bot that plays to win;
// deterministic without a clock budget) on a map with three seats.
QStringList balance(const QStringList &more = {})
{
    return QStringList{
               QStringLiteral("map"),     QStringLiteral("balance"), kBeta,
               QStringLiteral("--games"), QStringLiteral("400"),     QStringLiteral("--bot"),
               QStringLiteral("greedy"),  QStringLiteral("--seed"),  QStringLiteral("7"),
               QStringLiteral("--quiet")} +
           more;
}

QStringList tournament(const QStringList &more = {})
{
    // A searching bot is reproducible with an iteration budget.
    return QStringList{QStringLiteral("tournament"),
                       QStringLiteral("--map"),
                       kBeta,
                       QStringLiteral("--players"),
                       QStringLiteral("greedy,easy,random"),
                       QStringLiteral("--games"),
                       QStringLiteral("40"),
                       QStringLiteral("--seed"),
                       QStringLiteral("11"),
                       QStringLiteral("--iterations"),
                       QStringLiteral("30"),
                       QStringLiteral("--quiet")} +
           more;
}

QStringList qwantumTournament(const QStringList &more = {})
{
    return QStringList{QStringLiteral("tournament"),
                       QStringLiteral("--game"),
                       QStringLiteral("qwantum"),
                       QStringLiteral("--players"),
                       QStringLiteral("easy,random,normal"),
                       QStringLiteral("--games"),
                       QStringLiteral("30"),
                       QStringLiteral("--seed"),
                       QStringLiteral("5"),
                       QStringLiteral("--iterations"),
                       QStringLiteral("30"),
                       QStringLiteral("--quiet")} +
           more;
}

// The tournament's output without the time on its summary line (", seconds 0.3").
QByteArray withoutSeconds(const QByteArray &out)
{
    QString text = QString::fromUtf8(out);
    static const QRegularExpression seconds(QStringLiteral(", seconds [0-9.]+\n"));
    if (text.count(seconds) != 1) return "(no time on a summary line) " + out;
    text.replace(seconds, QStringLiteral("\n"));
    return text.toUtf8();
}

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestShard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void balanceShardsMergeToTheWholeCheck();
    void tournamentShardsMergeToTheWholeTournament();
    void qwantumTournamentShardsMerge();
    void mergeRefusesWhatIsNotOneWholeRun_data();
    void mergeRefusesWhatIsNotOneWholeRun();
    void badShardOptions_data();
    void badShardOptions();

private:
    // Plays the shards 1..n of `command` into the temporary folder; their partial results.
    QStringList playShards(const QStringList &command, int n, const QString &prefix);
    QTemporaryDir m_dir;
    QStringList m_balanceParts; // the 4 shards of balance()
    QByteArray m_balanceWhole;
};

QStringList TestShard::playShards(const QStringList &command, int n, const QString &prefix)
{
    QStringList parts;
    for (int i = 1; i <= n; ++i) {
        const QString part = m_dir.filePath(QStringLiteral("%1-%2.json").arg(prefix).arg(i));
        const Run r = cli(command + QStringList{QStringLiteral("--shard"),
                                                QStringLiteral("%1/%2").arg(i).arg(n),
                                                QStringLiteral("--partial"), part});
        if (r.code != 0) qWarning() << r.err;
        if (r.code != 0) return {};
        if (!r.out.contains(QStringLiteral("partial result written to %1\n").arg(part).toUtf8()))
            return {};
        parts << part;
    }
    return parts;
}

void TestShard::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QElapsedTimer timer;
    timer.start();
    const Run whole = cli(balance({QStringLiteral("--jobs"), QStringLiteral("2")}));
    QCOMPARE(whole.code, 0);
    m_balanceWhole = whole.out;
    const qint64 wholeMs = timer.restart();
    m_balanceParts = playShards(balance(), 4, QStringLiteral("balance"));
    QCOMPARE(m_balanceParts.size(), 4);
    qInfo("map balance of 400 games: whole run %lld ms (2 jobs), 4 shards %lld ms (1 job each)",
          wholeMs, timer.elapsed());
}

// 400 games whole and in 4 shards: the merge prints the whole check byte for byte, in
// whatever order the shards come; each shard played its quarter of the games.
void TestShard::balanceShardsMergeToTheWholeCheck()
{
    QVERIFY(m_balanceWhole.startsWith(
        "map balance: 400 games of greedy on \"Beta Sector\" (3 seats), seed 7, seats rotated\n"));
    QVERIFY(m_balanceWhole.contains("start planet "));
    QStringList order = m_balanceParts;
    for (int round = 0; round < 3; ++round) {
        const Run merged = cli(
            QStringList{QStringLiteral("map"), QStringLiteral("balance"), QStringLiteral("merge")} +
            order);
        QCOMPARE(merged.code, 0);
        QCOMPARE(merged.err, QByteArray());
        QCOMPARE(merged.out, m_balanceWhole);
        std::reverse(order.begin(), order.end());
        if (round == 1) std::rotate(order.begin(), order.begin() + 1, order.end());
    }
    qint64 games = 0;
    for (int i = 0; i < 4; ++i) {
        const QJsonObject p = readJson(m_balanceParts[i]);
        QCOMPARE(p.value(QStringLiteral("format")).toString(), QStringLiteral("quantum-partial"));
        QCOMPARE(p.value(QStringLiteral("version")).toInt(), 1);
        QCOMPARE(p.value(QStringLiteral("shard")).toInt(), i + 1);
        const QJsonObject counts = p.value(QStringLiteral("counts")).toObject();
        QCOMPARE(counts.value(QStringLiteral("games")).toInt(), 100);
        games += counts.value(QStringLiteral("games")).toInt();
        const QJsonObject run = p.value(QStringLiteral("run")).toObject();
        QCOMPARE(run.value(QStringLiteral("games")).toInt(), 400);
        QCOMPARE(run.value(QStringLiteral("shards")).toInt(), 4);
        QCOMPARE(run.value(QStringLiteral("players")).toArray(),
                 QJsonArray{QStringLiteral("greedy")});
        QCOMPARE(p.value(QStringLiteral("fingerprint")),
                 readJson(m_balanceParts[0]).value(QStringLiteral("fingerprint")));
    }
    QCOMPARE(games, 400);

    // One shard of one is the whole run too, and --jobs does not change a shard.
    const QString single = m_dir.filePath(QStringLiteral("single.json"));
    QCOMPARE(
        cli(balance({QStringLiteral("--shard"), QStringLiteral("1/1"), QStringLiteral("--partial"),
                     single, QStringLiteral("--jobs"), QStringLiteral("2")}))
            .code,
        0);
    const Run one =
        cli({QStringLiteral("map"), QStringLiteral("balance"), QStringLiteral("merge"), single});
    QCOMPARE(one.code, 0);
    QCOMPARE(one.out, m_balanceWhole);
}

// A tournament of 40 games (not a multiple of the 3 shards) in 3 shards: the same report and
// JSON line; only the time on the summary line is the shards' total.
void TestShard::tournamentShardsMergeToTheWholeTournament()
{
    const Run whole = cli(tournament({QStringLiteral("--jobs"), QStringLiteral("2")}));
    QCOMPARE(whole.code, 0);
    const QStringList parts = playShards(tournament(), 3, QStringLiteral("tournament"));
    QCOMPARE(parts.size(), 3);
    const QList<QStringList> orders{{parts[0], parts[1], parts[2]},
                                    {parts[2], parts[0], parts[1]},
                                    {parts[1], parts[2], parts[0]}};
    for (const QStringList &order : orders) {
        const Run merged =
            cli(QStringList{QStringLiteral("tournament"), QStringLiteral("merge")} + order);
        QCOMPARE(merged.code, 0);
        QCOMPARE(withoutSeconds(merged.out), withoutSeconds(whole.out));
        // The JSON line holds no time: identical.
        QCOMPARE(merged.out.trimmed().split('\n').last(), whole.out.trimmed().split('\n').last());
    }
    const QJsonObject last =
        QJsonDocument::fromJson(whole.out.trimmed().split('\n').last()).object();
    QCOMPARE(last.value(QStringLiteral("games")).toInt(), 40);
    // Shard 1 of 3 holds games 1, 4, ..., 40: 14 of them.
    QCOMPARE(readJson(parts[0])
                 .value(QStringLiteral("counts"))
                 .toObject()
                 .value(QStringLiteral("games"))
                 .toInt(),
             14);
    QCOMPARE(readJson(parts[2])
                 .value(QStringLiteral("counts"))
                 .toObject()
                 .value(QStringLiteral("games"))
                 .toInt(),
             13);
}

void TestShard::qwantumTournamentShardsMerge()
{
    const Run whole = cli(qwantumTournament());
    QCOMPARE(whole.code, 0);
    QVERIFY(whole.out.startsWith("tournament: 30 games of Qwantum (3 seats), seed 5"));
    QVERIFY(whole.out.contains("average score "));
    const QStringList parts = playShards(qwantumTournament(), 3, QStringLiteral("qwantum"));
    QCOMPARE(parts.size(), 3);
    const Run merged = cli(QStringList{QStringLiteral("tournament"), QStringLiteral("merge"),
                                       parts[1], parts[2], parts[0]});
    QCOMPARE(merged.code, 0);
    QCOMPARE(withoutSeconds(merged.out), withoutSeconds(whole.out));
    // A Qwantum tournament's partials are no map balance's.
    const Run wrongKind =
        cli(QStringList{QStringLiteral("map"), QStringLiteral("balance"), QStringLiteral("merge")} +
            parts);
    QCOMPARE(wrongKind.code, 2);
    QVERIFY(wrongKind.err.contains("is not a partial result of map balance"));
}

void TestShard::mergeRefusesWhatIsNotOneWholeRun_data()
{
    QTest::addColumn<QStringList>("files"); // file names in the temporary folder, or @N: shard N
    QTest::addColumn<QString>("reason");
    QTest::newRow("none") << QStringList{} << "needs the partial results of every shard";
    QTest::newRow("missing") << QStringList{"@1", "@2", "@4"} << "1 of the 4 shards is missing: 3";
    QTest::newRow("missing three") << QStringList{"@2"} << "3 of the 4 shards are missing: 1, 3, 4";
    QTest::newRow("duplicate") << QStringList{"@1", "@2", "@2", "@3", "@4"}
                               << "shard 2 is given twice";
    QTest::newRow("other seed") << QStringList{"@1", "@2", "seed8-3.json", "@4"}
                                << "is a shard of another run than";
    QTest::newRow("other shard count")
        << QStringList{"@1", "@2", "@3", "@4", "of5-5.json"} << "(they differ in shards)";
    QTest::newRow("junk") << QStringList{"junk.bin"} << "is not a partial result of quantum-cli";
    QTest::newRow("huge") << QStringList{"huge.json"} << "larger than 4 MiB";
    QTest::newRow("other json") << QStringList{"object.json"}
                                << "is not a partial result of quantum-cli";
    QTest::newRow("newer") << QStringList{"newer.json", "@2", "@3", "@4"}
                           << "a partial result of a newer quantum-cli (version 2";
    QTest::newRow("bad counts") << QStringList{"counts.json", "@2", "@3", "@4"}
                                << "its counts are not those of shard 1/4";
    QTest::newRow("tampered run") << QStringList{"tampered.json", "@2", "@3", "@4"}
                                  << "its fingerprint is not that of its run";
    QTest::newRow("absent file") << QStringList{"nothing-here.json"} << "cannot open";
    QTest::newRow("pipe") << QStringList{"pipe.json"} << "not a regular file (a pipe)";
    QTest::newRow("tournament") << QStringList{"@1", "@2", "@3", "@4", "tournament"}
                                << "is not a partial result of tournament";
}

// Exit 2 with one line: missing, duplicate or mismatched shards, junk, a huge file, a newer
// version, counts that do not add up, a run that does not match its fingerprint.
void TestShard::mergeRefusesWhatIsNotOneWholeRun()
{
    QFETCH(QStringList, files);
    QFETCH(QString, reason);
    QCOMPARE(m_balanceParts.size(), 4);
    const auto path = [this](const char *name) { return m_dir.filePath(QLatin1String(name)); };
    // The refused files, made once.
    if (!QFile::exists(path("junk.bin"))) {
        QByteArray junk(100000, '\0');
        for (qsizetype i = 0; i < junk.size(); ++i)
            junk[i] = char((i * 7919 + 13) % 251);
        QVERIFY(writeFile(path("junk.bin"), junk));
        QVERIFY(writeFile(path("huge.json"), QByteArray((4 << 20) + 10, ' ') + "{}"));
        QVERIFY(writeFile(path("object.json"), "{\"format\":\"quantum-map\",\"version\":1}\n"));
        QCOMPARE(::mkfifo(QFile::encodeName(path("pipe.json")).constData(), 0600), 0);
        QFile first(m_balanceParts[0]);
        QVERIFY(first.open(QIODevice::ReadOnly));
        const QByteArray one = first.readAll();
        QJsonObject o = QJsonDocument::fromJson(one).object();
        QJsonObject newer = o;
        newer[QStringLiteral("version")] = 2;
        QVERIFY(writeFile(path("newer.json"), QJsonDocument(newer).toJson()));
        QJsonObject counts = o;
        QJsonObject c = counts.value(QStringLiteral("counts")).toObject();
        c[QStringLiteral("draws")] =
            c.value(QStringLiteral("draws")).toInt() + 1; // no longer adds up
        counts[QStringLiteral("counts")] = c;
        QVERIFY(writeFile(path("counts.json"), QJsonDocument(counts).toJson()));
        QJsonObject tampered = o;
        QJsonObject run = tampered.value(QStringLiteral("run")).toObject();
        run[QStringLiteral("games")] = 800;
        tampered[QStringLiteral("run")] = run;
        QVERIFY(writeFile(path("tampered.json"), QJsonDocument(tampered).toJson()));
        QCOMPARE(
            cli(balance({QStringLiteral("--seed"), QStringLiteral("8"), QStringLiteral("--shard"),
                         QStringLiteral("3/4"), QStringLiteral("--partial"), path("seed8-3.json")}))
                .code,
            0);
        // Shard 5 of 5 of the same 400 games: a run of another shard count.
        QCOMPARE(cli(balance({QStringLiteral("--shard"), QStringLiteral("5/5"),
                              QStringLiteral("--partial"), path("of5-5.json")}))
                     .code,
                 0);
    }
    // "tournament": the files are given to the other command's merge.
    QStringList args = files.contains(QStringLiteral("tournament"))
                           ? QStringList{QStringLiteral("tournament"), QStringLiteral("merge")}
                           : QStringList{QStringLiteral("map"), QStringLiteral("balance"),
                                         QStringLiteral("merge")};
    for (const QString &f : std::as_const(files)) {
        if (f.startsWith(QLatin1Char('@')))
            args << m_balanceParts[f.mid(1).toInt() - 1];
        else if (f != QLatin1String("tournament"))
            args << m_dir.filePath(f);
    }
    const Run r = cli(args);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QByteArray());
    QVERIFY2(r.err.contains(reason.toUtf8()), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1); // one line
}

void TestShard::badShardOptions_data()
{
    QTest::addColumn<QStringList>("more");
    QTest::addColumn<QString>("reason");
    const QString form = QStringLiteral("--shard must be I/N with 1 <= I <= N <= 10000");
    for (const char *bad :
         {"0/4", "5/4", "4", "1/0", "1/10001", "a/b", "1/4/2", "-1/4", "1 /4", ""})
        QTest::newRow(bad) << QStringList{QStringLiteral("--shard"), QLatin1String(bad),
                                          QStringLiteral("--partial"), QStringLiteral("p.json")}
                           << form;
    QTest::newRow("no partial") << QStringList{QStringLiteral("--shard"), QStringLiteral("1/4")}
                                << "--shard and --partial go together";
    QTest::newRow("no shard") << QStringList{QStringLiteral("--partial"), QStringLiteral("p.json")}
                              << "--shard and --partial go together";
    QTest::newRow("no such folder")
        << QStringList{QStringLiteral("--shard"), QStringLiteral("1/4"),
                       QStringLiteral("--partial"), QStringLiteral("/nonexistent-folder/p.json")}
        << "--partial \"/nonexistent-folder/p.json\": no such folder";
    QTest::newRow("more shards than games")
        << QStringList{QStringLiteral("--shard"), QStringLiteral("1/401"),
                       QStringLiteral("--partial"), QStringLiteral("p.json")}
        << "more shards than the 400 games";
}

// --shard I/N malformed: exit 2 with one line, for map balance and tournament alike, before
// any game.
void TestShard::badShardOptions()
{
    QFETCH(QStringList, more);
    QFETCH(QString, reason);
    for (const QStringList &command : {balance(more), tournament(more)}) {
        if (command[0] == QLatin1String("tournament") && reason.contains(QLatin1String("400")))
            continue; // the tournament has 40 games
        const Run r = cli(command);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(reason.toUtf8()), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(!r.out.contains("partial result written"));
    }
    QVERIFY(!QFile::exists(QStringLiteral("p.json")));
}

QTEST_GUILESS_MAIN(TestShard)
#include "tst_shard.moc"
