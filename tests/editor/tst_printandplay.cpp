// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Print and play (editor/board/printandplay.h): the PDF's pages, paper and true tile size as
// poppler-utils measure them (pdfinfo, pdftoppm, pdftotext), the poster, the same bytes from
// quantum-cli and from the editor, the editor's File > Export menu and dialog, and the
// errors. Without poppler-utils the test fails and says to install it.
#include "editor/board/printandplay.h"
#include "editor/editorwindow.h"
#include "editor/exportpdfdialog.h"
#include "engine/map.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QLabel>
#include <QMenu>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace quantum;

namespace {

constexpr qreal kMmPerInch = 25.4;

// 40 tiles on 8 x 6, with the Void, gaps and two tiles joined only by a corner ((4, 4), (5, 5)).
const char *kFortyTiles = "7* 8 9 10 0 8 9 7* / 8 0 9 10 8 9 0 8 / 9 10 7 0 8 . 10 9 / "
                          "10 9 8 7 . . 8 7 / 7 8 9 . 10 . 9 8 / 7* . 8 9 . 10 . 7*";

struct Run {
    int code = -1;
    QByteArray out, err;
};

// `noDisplay`: without DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM.
Run run(const QString &program, const QStringList &args, bool noDisplay = false)
{
    QProcess p;
    if (noDisplay) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QLatin1String(name));
        p.setProcessEnvironment(env);
    }
    p.start(program, args);
    if (!p.waitForFinished(120000)) return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

// A poppler tool, or an empty string after a failure that says what to install.
QString poppler(const char *name)
{
    const QString path = QStandardPaths::findExecutable(QLatin1String(name));
    if (path.isEmpty())
        qWarning("%s not found: install poppler-utils (apt-get install poppler-utils)", name);
    return path;
}

#define REQUIRE_TOOL(var, name)                                                                    \
    const QString var = poppler(name);                                                             \
    if (var.isEmpty()) QFAIL(name " not found: install poppler-utils");

struct Info {
    int pages = 0;
    QSizeF pageMm;
};

Info pdfInfo(const QString &pdfinfo, const QString &pdf)
{
    const Run r = run(pdfinfo, {pdf});
    Info info;
    const QString out = QString::fromUtf8(r.out);
    const auto pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(out);
    if (pages.hasMatch()) info.pages = pages.captured(1).toInt();
    const auto size =
        QRegularExpression(QStringLiteral("Page size:\\s+([0-9.]+) x ([0-9.]+) pts")).match(out);
    if (size.hasMatch())
        info.pageMm =
            QSizeF(size.captured(1).toDouble(), size.captured(2).toDouble()) * (kMmPerInch / 72.0);
    return info;
}

QImage renderPage(const QString &pdftoppm, const QString &pdf, int page, int dpi,
                  const QString &dir)
{
    const QString prefix = dir + QStringLiteral("/page%1-%2").arg(page).arg(dpi);
    const Run r =
        run(pdftoppm, {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-gray"),
                       QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                       QString::number(page), QStringLiteral("-singlefile"), pdf, prefix});
    if (r.code != 0) return {};
    return QImage(prefix + QStringLiteral(".pgm")).convertToFormat(QImage::Format_Grayscale8);
}

// The centres (in pixels) of the dark runs along row `y` (horizontal) or column `x`.
QList<qreal> darkRuns(const QImage &image, int line, bool horizontal)
{
    QList<qreal> centres;
    const int length = horizontal ? image.width() : image.height();
    int start = -1;
    for (int i = 0; i <= length; ++i) {
        bool dark = false;
        if (i < length) {
            const int x = horizontal ? i : line, y = horizontal ? line : i;
            dark = qGray(image.pixel(x, y)) < 128;
        }
        if (dark && start < 0) start = i;
        if (!dark && start >= 0) {
            centres.append((start + i) / 2.0);
            start = -1;
        }
    }
    return centres;
}

qreal toMm(qreal pixels, int dpi)
{
    return pixels * kMmPerInch / dpi;
}

int toPixel(qreal mm, int dpi)
{
    return int(mm / kMmPerInch * dpi);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Map fortyTileMap()
{
    MapReadResult r = mapFromNotation(QLatin1String(kFortyTiles));
    r.map.name = QStringLiteral("Forty Tiles");
    r.map.author = QStringLiteral("Test Author");
    r.map.players = 4;
    return r.map;
}

} // namespace

class TestPrintAndPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void pages_data();
    void pages();
    void poster_data();
    void poster();
    void sameBytes();
    void defaultPaper();
    void errors();
    void editorMenuAndDialog();

private:
    QTemporaryDir m_dir;
    QString m_fortyPath;
    QString m_published; // a 4-player published layout
};

void TestPrintAndPlay::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QImageReader::setAllocationLimit(1024); // MB: a Letter page at 600 dpi
    m_fortyPath = m_dir.filePath(QStringLiteral("forty.json"));
    const Map forty = fortyTileMap();
    QCOMPARE(int(forty.tiles.size()), 40);
    QFile f(m_fortyPath);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(mapToJsonBytes(forty));
    f.close();
    m_published = QStringLiteral(QUANTUM_MAPS_DIR "/event-horizon-published.json");
    const MapReadResult published = readMapArgument(m_published);
    QVERIFY(published.ok);
    QCOMPARE(published.map.players, 4);
    QCOMPARE(int(published.map.tiles.size()), 13);
}

void TestPrintAndPlay::pages_data()
{
    QTest::addColumn<bool>("forty");
    QTest::addColumn<QString>("paper");
    QTest::addColumn<int>("pages");
    QTest::addColumn<QString>("label");
    // 6 tiles to a page on A4 and on Letter, after the first page.
    QTest::newRow("published a4") << false << "a4" << 4 << "(3, 6)";
    QTest::newRow("published letter") << false << "letter" << 4 << "(6, 3)";
    QTest::newRow("forty a4") << true << "a4" << 8 << "(5, 5)";
    QTest::newRow("forty letter") << true << "letter" << 8 << "(4, 4)";
}

// Paper size and page count from pdfinfo; the tile size measured between the crop marks on
// a 600 dpi rendering of the first tile page; the bleed; the text.
void TestPrintAndPlay::pages()
{
    QFETCH(bool, forty);
    QFETCH(QString, paper);
    QFETCH(int, pages);
    QFETCH(QString, label);
    REQUIRE_TOOL(pdfinfo, "pdfinfo");
    REQUIRE_TOOL(pdftoppm, "pdftoppm");
    REQUIRE_TOOL(pdftotext, "pdftotext");
    const QString mapPath = forty ? m_fortyPath : m_published;
    const QString pdf = m_dir.filePath(QStringLiteral("%1-%2.pdf").arg(forty).arg(paper));
    const Run r = run(QStringLiteral(QUANTUM_CLI),
                      {QStringLiteral("map"), QStringLiteral("export"), mapPath,
                       QStringLiteral("--pdf"), pdf, QStringLiteral("--paper"), paper});
    QVERIFY2(r.code == 0, r.err.constData());

    const Info info = pdfInfo(pdfinfo, pdf);
    QCOMPARE(info.pages, pages);
    const QSizeF expected = paper == QLatin1String("a4") ? QSizeF(210, 297) : QSizeF(215.9, 279.4);
    QVERIFY2(
        qAbs(info.pageMm.width() - expected.width()) <= 0.1 &&
            qAbs(info.pageMm.height() - expected.height()) <= 0.1,
        qPrintable(
            QStringLiteral("page %1 x %2 mm").arg(info.pageMm.width()).arg(info.pageMm.height())));

    board::PrintOptions options;
    QVERIFY(board::paperFromId(paper, &options.paper));
    const board::PrintLayout layout = board::printLayout(readMapArgument(mapPath).map, options);
    QCOMPARE(layout.pages, pages);
    QCOMPARE(layout.columns, 2);
    QCOMPARE(layout.rows, 3);

    constexpr int dpi = 600;
    const QImage page = renderPage(pdftoppm, pdf, 2, dpi, m_dir.path());
    QVERIFY(!page.isNull());
    const QRectF cut = layout.cutRect(0);
    // Across the gutter above the first tile: its two vertical crop marks.
    const qreal gutterMid = cut.top() - board::kPrintBleedMm - board::kPrintGutterMm / 2;
    const QList<qreal> across = darkRuns(page, toPixel(gutterMid, dpi), true);
    QVERIFY2(across.size() >= 2, "no crop marks above the first tile");
    const qreal width = toMm(across[1] - across[0], dpi);
    QVERIFY2(qAbs(width - board::kPrintTileMm) <= 0.1, qPrintable(QString::number(width)));
    QVERIFY(qAbs(toMm(across[0], dpi) - cut.left()) <= 0.1);
    // Down the gutter left of the first tile: its two horizontal crop marks.
    const qreal leftMid = cut.left() - board::kPrintBleedMm - board::kPrintGutterMm / 2;
    const QList<qreal> down = darkRuns(page, toPixel(leftMid, dpi), false);
    QVERIFY2(down.size() >= 2, "no crop marks left of the first tile");
    const qreal height = toMm(down[1] - down[0], dpi);
    QVERIFY2(qAbs(height - board::kPrintTileMm) <= 0.1, qPrintable(QString::number(height)));
    // The bleed: the tile's dark body starts 3 mm before the cut line, on the tile's middle row.
    const int middle = toPixel(cut.center().y(), dpi);
    int bodyStart = toPixel(cut.left() - board::kPrintBleedMm - 1.5, dpi);
    while (bodyStart < page.width() && qGray(page.pixel(bodyStart, middle)) >= 128)
        ++bodyStart;
    const qreal bleed = cut.left() - toMm(bodyStart, dpi);
    QVERIFY2(qAbs(bleed - board::kPrintBleedMm) <= 0.1, qPrintable(QString::number(bleed)));
    qInfo("%s: %d pages, tile %.3f x %.3f mm between crop marks, bleed %.3f mm",
          QTest::currentDataTag(), info.pages, width, height, bleed);

    const QString text = QString::fromUtf8(run(pdftotext, {pdf, QStringLiteral("-")}).out);
    const Map map = readMapArgument(mapPath).map;
    QVERIFY2(text.contains(map.name), qPrintable(text.left(400)));
    QVERIFY(text.contains(QStringLiteral("Players: 4")));
    QVERIFY(text.contains(QStringLiteral("Page 1 of %1").arg(pages)));
    QVERIFY(text.contains(label));
}

void TestPrintAndPlay::poster_data()
{
    QTest::addColumn<bool>("forty");
    QTest::addColumn<QString>("paper");
    QTest::addColumn<bool>("landscape");
    QTest::newRow("published a4") << false << "a4" << false;
    QTest::newRow("forty letter") << true << "letter" << true;
    QTest::newRow("forty a4") << true << "a4" << true;
}

// One page; the map's tiles (a dark block) fill the printable area in one direction.
void TestPrintAndPlay::poster()
{
    QFETCH(bool, forty);
    QFETCH(QString, paper);
    QFETCH(bool, landscape);
    REQUIRE_TOOL(pdfinfo, "pdfinfo");
    REQUIRE_TOOL(pdftoppm, "pdftoppm");
    const QString mapPath = forty ? m_fortyPath : m_published;
    const QString pdf = m_dir.filePath(QStringLiteral("poster-%1-%2.pdf").arg(forty).arg(paper));
    const Run r =
        run(QStringLiteral(QUANTUM_CLI),
            {QStringLiteral("map"), QStringLiteral("export"), mapPath, QStringLiteral("--pdf"), pdf,
             QStringLiteral("--paper"), paper, QStringLiteral("--poster")});
    QVERIFY2(r.code == 0, r.err.constData());
    const Info info = pdfInfo(pdfinfo, pdf);
    QCOMPARE(info.pages, 1);
    QSizeF sheet = paper == QLatin1String("a4") ? QSizeF(210, 297) : QSizeF(215.9, 279.4);
    if (landscape) sheet.transpose();
    QVERIFY(qAbs(info.pageMm.width() - sheet.width()) <= 0.1);
    QVERIFY(qAbs(info.pageMm.height() - sheet.height()) <= 0.1);

    constexpr int dpi = 300;
    const QImage page = renderPage(pdftoppm, pdf, 1, dpi, m_dir.path());
    QVERIFY(!page.isNull());
    // The room for the map: the page less the margins and the caption line under it.
    const QRectF room(board::kPrintMarginMm, board::kPrintMarginMm,
                      sheet.width() - 2 * board::kPrintMarginMm,
                      sheet.height() - 2 * board::kPrintMarginMm - board::kPrintFooterMm - 1.0);
    int left = page.width(), right = -1, top = page.height(), bottom = -1;
    for (int y = 0; y < toPixel(room.bottom(), dpi); ++y) {
        const uchar *line = page.constScanLine(y);
        for (int x = 0; x < page.width(); ++x) {
            if (line[x] >= 128) continue;
            left = qMin(left, x);
            right = qMax(right, x);
            top = qMin(top, y);
            bottom = qMax(bottom, y);
        }
    }
    QVERIFY(right > left && bottom > top);
    const qreal w = toMm(right + 1 - left, dpi), h = toMm(bottom + 1 - top, dpi);
    const TileBounds b = tileBounds(readMapArgument(mapPath).map);
    qInfo("%s: map %.2f x %.2f mm in a room of %.2f x %.2f mm, %.3f mm a tile",
          QTest::currentDataTag(), w, h, room.width(), room.height(), w / b.width());
    QVERIFY(w <= room.width() + 0.2 && h <= room.height() + 0.2);
    const bool fillsWidth = qAbs(w - room.width()) <= 0.2;
    const bool fillsHeight = qAbs(h - room.height()) <= 0.2;
    QVERIFY2(fillsWidth || fillsHeight, "the map does not fill the page");
    // Square tiles, at one scale.
    QVERIFY(qAbs(w / b.width() - h / b.height()) <= 0.1);
    // The other orientation would print it smaller.
    const QSizeF other(sheet.height() - 2 * board::kPrintMarginMm,
                       sheet.width() - 2 * board::kPrintMarginMm - board::kPrintFooterMm - 1.0);
    QVERIFY(qMin(other.width() / b.width(), other.height() / b.height()) <= w / b.width() + 0.1);
}

// quantum-cli and the editor's export write the same bytes; two runs write the same bytes.
void TestPrintAndPlay::sameBytes()
{
    const QString fromCli = m_dir.filePath(QStringLiteral("cli.pdf"));
    const QString fromCli2 = m_dir.filePath(QStringLiteral("cli2.pdf"));
    const QString fromEditor = m_dir.filePath(QStringLiteral("editor.pdf"));
    for (const QString &out : {fromCli, fromCli2}) {
        const Run r =
            run(QStringLiteral(QUANTUM_CLI),
                {QStringLiteral("map"), QStringLiteral("export"), m_fortyPath,
                 QStringLiteral("--pdf"), out, QStringLiteral("--paper"), QStringLiteral("letter")},
                out == fromCli2);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QVERIFY(r.out.contains("8 pages of letter"));
    }
    editor::EditorWindow window;
    QString error;
    QVERIFY2(window.openFile(m_fortyPath, &error), qPrintable(error));
    board::PrintOptions options;
    options.paper = board::Paper::Letter;
    QVERIFY2(window.exportPdf(fromEditor, options, &error), qPrintable(error));
    const QByteArray cli = readAll(fromCli);
    QVERIFY(cli.startsWith("%PDF-"));
    QCOMPARE(readAll(fromCli2), cli);
    QCOMPARE(readAll(fromEditor), cli);
    // No time of writing in the file: the creation date is the fixed one.
    QVERIFY(cli.contains("/CreationDate (D:20260101000000Z)"));
}

void TestPrintAndPlay::defaultPaper()
{
    using board::Paper;
    for (const char *name : {"en_US", "en_CA", "fr_CA", "es_MX", "fil_PH", "es_CO", "es_CL"})
        QVERIFY2(board::defaultPaper(QLocale(QLatin1String(name))) == Paper::Letter, name);
    for (const char *name : {"en_GB", "de_DE", "it_IT", "ja_JP", "fr_FR", "en_AU", "C"})
        QVERIFY2(board::defaultPaper(QLocale(QLatin1String(name))) == Paper::A4, name);
    Paper p = Paper::A4;
    QVERIFY(board::paperFromId(QStringLiteral("Letter"), &p) && p == Paper::Letter);
    QVERIFY(!board::paperFromId(QStringLiteral("legal"), &p));
}

void TestPrintAndPlay::errors()
{
    QString error;
    const QString out = m_dir.filePath(QStringLiteral("error.pdf"));
    QVERIFY(!board::exportMapPdf(Map(), out, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("no tiles")), qPrintable(error));
    QVERIFY(!QFile::exists(out));

    Map wide = fortyTileMap();
    wide.tiles.push_back(Tile{45, 0, 7, false});
    QVERIFY(!board::exportMapPdf(wide, out, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("at most 40")), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));

    QVERIFY(!board::exportMapPdf(fortyTileMap(), QStringLiteral("/nonexistent-dir/x/map.pdf"), {},
                                 &error));
    QVERIFY(!error.isEmpty());

    const Run bad =
        run(QStringLiteral(QUANTUM_CLI),
            {QStringLiteral("map"), QStringLiteral("export"), m_fortyPath, QStringLiteral("--pdf"),
             out, QStringLiteral("--paper"), QStringLiteral("legal")});
    QCOMPARE(bad.code, 2);
    QVERIFY(bad.err.contains("--paper must be a4 or letter"));
    const Run poster = run(QStringLiteral(QUANTUM_CLI),
                           {QStringLiteral("map"), QStringLiteral("export"), m_fortyPath,
                            QStringLiteral("--png"), out, QStringLiteral("--poster")});
    QCOMPARE(poster.code, 2);
    const Run unwritable = run(QStringLiteral(QUANTUM_CLI),
                               {QStringLiteral("map"), QStringLiteral("export"), m_fortyPath,
                                QStringLiteral("--pdf"), QStringLiteral("/nonexistent-dir/m.pdf")});
    QCOMPARE(unwritable.code, 2);
    QVERIFY(unwritable.err.contains("cannot write"));
}

// File > Export holds PNG, SVG and the PDF; the dialog's paper, poster and summary line.
void TestPrintAndPlay::editorMenuAndDialog()
{
    editor::EditorWindow window;
    QAction *pdf = window.findChild<QAction *>(QStringLiteral("exportPdfAction"));
    QVERIFY(pdf);
    QMenu *exportMenu = nullptr;
    for (QMenu *menu : window.findChildren<QMenu *>())
        if (menu->actions().contains(pdf)) exportMenu = menu;
    QVERIFY(exportMenu);
    QCOMPARE(exportMenu->title(), QStringLiteral("E&xport"));
    QCOMPARE(exportMenu->actions().size(), 3);
    QCOMPARE(pdf->text(), QStringLiteral("&Print-and-Play PDF..."));

    editor::ExportPdfDialog dialog(fortyTileMap());
    QCOMPARE(dialog.paperBox()->count(), 2);
    dialog.paperBox()->setCurrentIndex(0);
    QCOMPARE(dialog.options().paper, board::Paper::A4);
    QVERIFY2(dialog.summaryLabel()->text().contains(QStringLiteral("8 page")),
             qPrintable(dialog.summaryLabel()->text()));
    QVERIFY(dialog.summaryLabel()->text().contains(QStringLiteral("25.0\u00a0mm"))); // unbroken
    dialog.posterBox()->setChecked(true);
    QVERIFY(dialog.options().poster);
    QVERIFY2(dialog.summaryLabel()->text().startsWith(QStringLiteral("One page")),
             qPrintable(dialog.summaryLabel()->text()));
    dialog.paperBox()->setCurrentIndex(1);
    QCOMPARE(dialog.options().paper, board::Paper::Letter);
    dialog.posterBox()->setChecked(false);
    dialog.adjustSize();
    QVERIFY(dialog.grab().save(QStringLiteral("/tmp/editor-printandplay-dialog.png")));

    editor::ExportPdfDialog empty{Map()};
    auto *buttons = empty.findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    QVERIFY(!buttons->button(QDialogButtonBox::Ok)->isEnabled());
    QVERIFY(empty.summaryLabel()->text().contains(QStringLiteral("no tiles")));
}

QTEST_MAIN(TestPrintAndPlay)
#include "tst_printandplay.moc"
