// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Map export (docs/editor.md, docs/cli.md): PNG and SVG files of the right size from the
// board library and from `quantum-cli map export` without a display; SVG with a pixel
// viewBox and no <text> (labels are paths); a PNG of a chosen width or height and resolution;
// the CLI's refusals.

#include "editor/board/mapexport.h"
#include "engine/map.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

using namespace quantum;

namespace {

Map alpha()
{
    return readMapArgument(QStringLiteral(QUANTUM_MAPS_DIR "/alpha-sector.json")).map;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Run {
    int code = -1;
    QString out, err;
};

Run cli(const QStringList &args, bool noDisplay = false)
{
    QProcess p;
    if (noDisplay) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        p.setProcessEnvironment(env);
    }
    p.start(QStringLiteral(QUANTUM_CLI), args);
    if (!p.waitForFinished(60000)) return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestMapExport : public QObject {
    Q_OBJECT
private slots:
    void png_data();
    void png();
    void pngAtChosenSizeAndResolution_data();
    void pngAtChosenSizeAndResolution();
    void svg();
    void tooLarge();
    void cliExport_data();
    void cliExport();
    void cliRefuses_data();
    void cliRefuses();
    void boardArtIsBuiltIn();
};

void TestMapExport::pngAtChosenSizeAndResolution_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("dpi");
    QTest::newRow("500 px wide, 300 dpi") << 500 << 0 << 300;
    QTest::newRow("1001 px wide, 72 dpi") << 1001 << 0 << 72;
    QTest::newRow("37 px high, 1200 dpi") << 0 << 37 << 1200;
    QTest::newRow("4099 px high, 96 dpi") << 0 << 4099 << 96;
}

// The scale for a width or height in pixels gives exactly that many, and the PNG records the
// resolution (as dots per metre, what PNG stores).
void TestMapExport::pngAtChosenSizeAndResolution()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, dpi);
    // A map that is not square, from the notation.
    const Map map = mapFromNotation(QStringLiteral("7* 8 9 10 / 8 . 8 7*")).map;
    const qreal scale = width ? board::exportScaleForWidth(map, width)
                              : board::exportScaleForHeight(map, height);
    const QSize size = board::exportSize(map, scale);
    if (width)
        QCOMPARE(size.width(), width);
    else
        QCOMPARE(size.height(), height);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.png"));
    QString error;
    QVERIFY2(board::exportMapPng(map, path, scale, &error, dpi), qPrintable(error));
    const QImage image(path);
    QCOMPARE(image.size(), size);
    QCOMPARE(image.dotsPerMeterX(), qRound(dpi / 0.0254));
    QCOMPARE(image.dotsPerMeterY(), qRound(dpi / 0.0254));
    QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), dpi);
}

void TestMapExport::png_data()
{
    QTest::addColumn<double>("scale");
    QTest::addColumn<QSize>("size");
    // Alpha Sector: 3x3 tiles = 576 scene units, plus a 24-unit margin each side.
    QTest::newRow("1") << 1.0 << QSize(624, 624);
    QTest::newRow("0.5") << 0.5 << QSize(312, 312);
    QTest::newRow("2") << 2.0 << QSize(1248, 1248);
}

void TestMapExport::png()
{
    QFETCH(double, scale);
    QFETCH(QSize, size);
    QCOMPARE(board::exportSize(alpha(), scale), size);
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("alpha.png"));
    QString error;
    QVERIFY2(board::exportMapPng(alpha(), path, scale, &error), qPrintable(error));
    QVERIFY(readAll(path).startsWith("\x89PNG"));
    const QImage image(path);
    QCOMPARE(image.size(), size);
    // Not blank: the centre (the 8-planet) differs from the corner (space).
    QVERIFY(image.pixel(size.width() / 2, size.height() / 2) != image.pixel(1, 1));
}

void TestMapExport::svg()
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("alpha.svg"));
    QString error;
    QVERIFY2(board::exportMapSvg(alpha(), path, 0.5, &error), qPrintable(error));
    const QByteArray bytes = readAll(path);
    QVERIFY(bytes.contains("<svg"));
    QVERIFY(bytes.contains("viewBox=\"0 0 312 312\""));
    QVERIFY(!bytes.contains("<text"));  // labels are paths
    QVERIFY(!bytes.contains("<image")); // the SVG art is replayed as vector paths
    QSvgRenderer renderer(bytes);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBox(), QRect(0, 0, 312, 312));
}

void TestMapExport::tooLarge()
{
    Map m = alpha();
    m.tiles.push_back(Tile{39, 39, 7, false});
    QString error;
    QTemporaryDir tmp;
    QVERIFY(!board::exportMapPng(m, tmp.filePath(QStringLiteral("x.png")), 4.0, &error));
    QVERIFY(error.contains(QStringLiteral("at most")));
    QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("x.png"))));
}

void TestMapExport::cliExport_data()
{
    QTest::addColumn<QString>("map");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("scale");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("noDisplay");
    QTest::newRow("file to png") << QStringLiteral(QUANTUM_MAPS_DIR "/alpha-sector.json") << "png"
                                 << "" << QSize(624, 624) << false;
    QTest::newRow("notation to png, scaled") << "7* 8 / 8 7*"
                                             << "png"
                                             << "0.25" << QSize(108, 108) << false;
    QTest::newRow("notation to svg") << "7* 8 10 / 8 7*"
                                     << "svg"
                                     << "1" << QSize(624, 432) << false;
    QTest::newRow("png with no display at all") << "7* 8 / 8 7*"
                                                << "png"
                                                << "0.5" << QSize(216, 216) << true;
    QTest::newRow("svg with no display at all") << "7* 8 / 8 7*"
                                                << "svg"
                                                << "0.5" << QSize(216, 216) << true;
}

void TestMapExport::cliExport()
{
    QFETCH(QString, map);
    QFETCH(QString, format);
    QFETCH(QString, scale);
    QFETCH(QSize, size);
    QFETCH(bool, noDisplay);
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("map.") + format);
    QStringList args{QStringLiteral("map"), QStringLiteral("export"), map,
                     QStringLiteral("--") + format, out};
    if (!scale.isEmpty()) args << QStringLiteral("--scale") << scale;
    const Run r = cli(args, noDisplay);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err)); // no warnings either
    QVERIFY(r.out.contains(QStringLiteral("%1 x %2").arg(size.width()).arg(size.height())));
    if (format == QLatin1String("png")) {
        QCOMPARE(QImage(out).size(), size);
    } else {
        QSvgRenderer renderer(out);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox(), QRect(QPoint(0, 0), size));
        QVERIFY(!readAll(out).contains("<text"));
    }
}

void TestMapExport::cliRefuses_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reason");
    const QString m = QStringLiteral("7* 8 / 8 7*");
    QTest::newRow("no output") << QStringList{m} << "exactly one of";
    QTest::newRow("both outputs") << QStringList{m, "--png", "a.png", "--svg", "a.svg"}
                                  << "exactly one of";
    QTest::newRow("bad scale") << QStringList{m, "--png", "a.png", "--scale", "x"} << "--scale";
    QTest::newRow("scale too big")
        << QStringList{m, "--png", "a.png", "--scale", "100"} << "--scale";
    QTest::newRow("bad map") << QStringList{"7 x", "--png", "a.png"} << "bad token";
    QTest::newRow("no map") << QStringList{"--png", "a.png"} << "one map file";
    QTest::newRow("unwritable") << QStringList{m, "--png", "/nonexistent/dir/a.png"}
                                << "cannot write";
    QTest::newRow("unknown option") << QStringList{m, "--jpeg", "a.jpg"} << "unknown option";
}

void TestMapExport::cliRefuses()
{
    QFETCH(QStringList, args);
    QFETCH(QString, reason);
    QTemporaryDir tmp;
    QProcess p;
    p.setWorkingDirectory(tmp.path());
    p.start(QStringLiteral(QUANTUM_CLI),
            QStringList{QStringLiteral("map"), QStringLiteral("export")} + args);
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), 2);
    QVERIFY2(err.contains(reason), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line
    QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("a.png"))));
}

// The map art is our own SVG files, compiled into the board art library (so quantum-cli
// and this test, which link no Widgets, have it), and a vector export replays their paths.
void TestMapExport::boardArtIsBuiltIn()
{
    for (const char *name : {"tile", "tile-start", "void", "planet-7", "planet-8", "planet-9",
                             "planet-10", "planet-x", "star"}) {
        QFile f(QStringLiteral(":/board/%1.svg").arg(QLatin1String(name)));
        QVERIFY2(f.open(QIODevice::ReadOnly), name);
        QVERIFY(f.readAll().contains("<svg"));
    }
}

QTEST_MAIN(TestMapExport)
#include "tst_mapexport.moc"
