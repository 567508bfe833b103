// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli map code and map decode (docs/cli.md#map-code), run as a process: a shipped map
// gives one line that decodes to the same file; the code broken over lines, as a link or on
// standard input decodes too; a mangled code exits 2 with one line on stderr.

#include "clirun.h"
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using clitest::cli;
using clitest::Run;
using clitest::shippedMap;

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool oneLineReason(const Run &r)
{
    return r.err.startsWith("quantum-cli: ") && r.err.endsWith('\n') && r.err.count('\n') == 1 &&
           r.out.isEmpty();
}

} // namespace

class TestCliMapCode : public QObject {
    Q_OBJECT
private slots:
    void codeAndDecodeGiveTheSameFile();
    void decodeTakesLinksBrokenLinesAndStdin();
    void notationAndLink();
    void failures_data();
    void failures();
    void aMapACodeCannotCarryIsRefused();
};

void TestCliMapCode::codeAndDecodeGiveTheSameFile()
{
    const QString map = shippedMap(QStringLiteral("alpha-sector.json"));
    const Run code = cli({QStringLiteral("map"), QStringLiteral("code"), map});
    QCOMPARE(code.code, 0);
    QVERIFY(code.err.isEmpty());
    QVERIFY(code.out.startsWith("Q1-"));
    QVERIFY(code.out.endsWith('\n'));
    QCOMPARE(code.out.count('\n'), 1);
    const QString text = QString::fromLatin1(code.out.trimmed());

    const Run out = cli({QStringLiteral("map"), QStringLiteral("decode"), text});
    QCOMPARE(out.code, 0);
    QCOMPARE(out.out, fileBytes(map)); // the shipped file is what mapToJsonBytes writes

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("alpha.quantum-map"));
    const Run written =
        cli({QStringLiteral("map"), QStringLiteral("decode"), text, QStringLiteral("-o"), file});
    QCOMPARE(written.code, 0);
    QVERIFY(written.out.isEmpty());
    QCOMPARE(fileBytes(file), fileBytes(map));
}

void TestCliMapCode::decodeTakesLinksBrokenLinesAndStdin()
{
    const QString map = shippedMap(QStringLiteral("compass.json"));
    const QString code = QString::fromLatin1(
        cli({QStringLiteral("map"), QStringLiteral("code"), map}).out.trimmed());
    QVERIFY(code.size() > 20);
    const QString broken = code.left(10) + QStringLiteral("\n  ") + code.mid(10, 7) +
                           QStringLiteral("\r\n") + code.mid(17);
    for (const QStringList &args :
         {QStringList{QStringLiteral("quantum:") + code}, QStringList{broken},
          QStringList{code.left(12), code.mid(12)}}) {
        const Run r = cli(QStringList{QStringLiteral("map"), QStringLiteral("decode")} + args);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, fileBytes(map));
    }
    const Run in = cli({QStringLiteral("map"), QStringLiteral("decode"), QStringLiteral("-")},
                       (QStringLiteral("quantum:map/") + broken + QLatin1Char('\n')).toUtf8());
    QCOMPARE(in.code, 0);
    QCOMPARE(in.out, fileBytes(map));
}

void TestCliMapCode::notationAndLink()
{
    const Run r = cli({QStringLiteral("map"), QStringLiteral("code"), QStringLiteral("7* 8 7*"),
                       QStringLiteral("--link")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith("quantum:Q1-"));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("small.json"));
    const Run back = cli({QStringLiteral("map"), QStringLiteral("decode"),
                          QString::fromLatin1(r.out.trimmed()), QStringLiteral("-o"), file});
    QCOMPARE(back.code, 0);
    QVERIFY(fileBytes(file).contains("\"quantum-map\""));
    const Run notation = cli({QStringLiteral("map"), QStringLiteral("convert"), file,
                              QStringLiteral("--to"), QStringLiteral("notation")});
    QCOMPARE(notation.code, 0);
    QCOMPARE(notation.out, QByteArray("7* 8 7*\n"));
}

void TestCliMapCode::failures_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("reason");
    const QString code = QString::fromLatin1(cli({QStringLiteral("map"), QStringLiteral("code"),
                                                  shippedMap(QStringLiteral("alpha-sector.json"))})
                                                 .out.trimmed());
    QString changed = code;
    changed[20] = changed[20] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
    const QString map = QStringLiteral("map");
    const QString decode = QStringLiteral("decode");
    QTest::newRow("a character changed") << QStringList{map, decode, changed} << 2 << "mangled";
    QTest::newRow("a character dropped")
        << QStringList{map, decode, code.left(30) + code.mid(31)} << 2 << "mangled";
    QTest::newRow("a character added")
        << QStringList{map, decode, code.left(30) + QLatin1Char('x') + code.mid(30)} << 2
        << "mangled";
    QTest::newRow("newer version")
        << QStringList{map, decode, QStringLiteral("Q2-") + code.mid(3)} << 2 << "newer version";
    QTest::newRow("junk") << QStringList{map, decode, QStringLiteral("hello")} << 2
                          << "not a Quantum map code";
    QTest::newRow("empty") << QStringList{map, decode, QString()} << 2 << "empty map code";
    QTest::newRow("no code") << QStringList{map, decode} << 2 << "needs a map code";
    QTest::newRow("unknown option")
        << QStringList{map, decode, code, QStringLiteral("--png")} << 2 << "--png";
    QTest::newRow("code of a bad notation")
        << QStringList{map, QStringLiteral("code"), QStringLiteral("7 x")} << 2 << "bad token";
}

void TestCliMapCode::failures()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, reason);
    const Run r = cli(args);
    QCOMPARE(r.code, code);
    QVERIFY2(oneLineReason(r), r.err.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(reason), r.err.constData());
}

void TestCliMapCode::aMapACodeCannotCarryIsRefused()
{
    // A file may hold two tiles on one place (validation reports it); a code cannot: exit 1.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("twice.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "quantum-map", "version": 1, "players": 2, "cubes": 5, "tiles": [
        {"x": 0, "y": 0, "planet": 7}, {"x": 0, "y": 0, "planet": 8}]})");
    f.close();
    const Run r = cli({QStringLiteral("map"), QStringLiteral("code"), file});
    QCOMPARE(r.code, 1);
    QVERIFY2(oneLineReason(r), r.err.constData());
    QVERIFY2(r.err.contains("two tiles"), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliMapCode)
#include "tst_cli_mapcode.moc"
