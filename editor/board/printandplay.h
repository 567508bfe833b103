// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QRectF>
#include <QString>

class QCoreApplication;

namespace quantum {
struct Map;
}

// Print and play: a map as a PDF to print, cut out and play on (docs/editor.md, "Print and
// play"). Vector drawing through the map renderer (maprenderer.h) on a QPdfWriter; text is
// real PDF text (searchable, pdftotext reads it), so it needs a QGuiApplication (quantum-cli
// makes one on the offscreen platform for `map export --pdf`). One code path for the
// editor's File > Export > Print-and-play PDF and the CLI: the same map and options give the
// same bytes (the creation date is fixed, see exportMapPdf).
//
// Two forms:
// - tiles (the default): page 1 shows the whole map at a reduced scale with its name,
//   author, players, cubes and starting planets; then every tile at true size (below), in
//   reading order, 2 x 3 to a page on A4 and on US Letter, each with a bleed, crop marks on
//   its cut lines and its place "(x, y)" (the editor's tile coordinates) in the bleed.
// - poster: the whole map on one page, at the largest scale the paper allows (portrait or
//   landscape, whichever is larger).
namespace quantum::board {

// True size. The rules documents the game was made from (docs/rules.md) give no measure of
// the physical game's tiles, so the figure is ours: a square must hold one ship, a standard
// 16 mm six-sided die, with room to pick it up and to read its top face; 25 mm squares leave
// 4.5 mm around such a die and make 75 mm tiles (3 x 3 squares); two such tiles with bleed and
// crop marks fit across A4 and US Letter, three down.
inline constexpr qreal kPrintSquareMm = 25.0;
inline constexpr qreal kPrintTileMm = 3 * kPrintSquareMm; // 75 mm
inline constexpr qreal kPrintBleedMm = 3.0;               // tile art beyond each cut line
inline constexpr qreal kPrintMarginMm = 10.0;             // left blank on every side of every page
inline constexpr qreal kPrintGutterMm = 3.0; // between two tiles' bleeds: the crop marks
inline constexpr qreal kPrintFooterMm = 4.0; // the page number line, inside the margins

enum class Paper { A4, Letter };

// Letter where the locale's country uses it (the United States, Canada, Mexico, the
// Philippines and the other countries of QLocale::ImperialUSSystem or the Letter list),
// otherwise A4.
Paper defaultPaper(const QLocale &locale = QLocale());
QPageSize pageSizeOf(Paper paper);
QString paperId(Paper paper);                      // "a4", "letter"
bool paperFromId(const QString &id, Paper *paper); // the inverse, case-insensitive

struct PrintOptions {
    Paper paper = Paper::A4;
    bool poster = false;
};

// What a print of a map looks like, before writing it: for the editor's dialog, the CLI's
// message and the tests. Empty (pages 0, `error` set) when the map cannot be printed.
struct PrintLayout {
    QString error;                   // one line, why not (no tiles, too large)
    int pages = 0;                   // pages of the PDF
    int tiles = 0;                   // tiles printed
    int columns = 0;                 // tiles across a tile page (0 for a poster)
    int rows = 0;                    // tiles down a tile page
    qreal squareMm = kPrintSquareMm; // a square as printed (a poster's is smaller)
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    QSizeF pageMm; // the page, as oriented
    QRectF gridMm; // tile pages: the block of tiles and gutters, on the page in mm
    QRectF mapMm;  // poster: where the map's tiles lie on the page, in mm

    bool ok() const { return pages > 0; }
    // The cut rectangle (kPrintTileMm a side) of the `slot`-th tile of a tile page
    // (0..columns*rows-1, by rows), in mm from the page's top left corner.
    QRectF cutRect(int slot) const;
};

PrintLayout printLayout(const Map &map, const PrintOptions &options);

// Writes the PDF to `path`: false with a one-line reason in `error` (no tiles, a map wider
// or taller than kMaxMapTiles tiles, a path that cannot be written). The PDF's creation
// date is fixed (the file holds no time), so the same map and options give the same bytes.
bool exportMapPdf(const Map &map, const QString &path, const PrintOptions &options, QString *error);

// The application quantum-cli makes for `map export --pdf`: a QGuiApplication on the offscreen
// platform (text needs fonts; no window is ever shown), without Qt's start-up note about a
// missing XDG_RUNTIME_DIR (the CLI's stderr holds only its one-line reason). `argc` and `argv`
// must outlive it, as for any QCoreApplication.
std::unique_ptr<QCoreApplication> makePrintingApplication(int &argc, char **argv);

} // namespace quantum::board
