// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/board/printandplay.h"

#include "editor/board/boardgeometry.h"
#include "editor/board/flatpainter.h"
#include "editor/board/maprenderer.h"
#include "engine/map.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFont>
#include <QGuiApplication>
#include <QHashFunctions>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QtMath>

#include <algorithm>

namespace quantum::board {

namespace {

// Every sentence of the print is in the context "PrintAndPlay" (QCoreApplication::translate:
// this library has no QObject of its own).

constexpr int kResolution = 1200;    // QPdfWriter's device units per inch
constexpr qreal kMarkGapMm = 0.5;    // between a bleed and a crop mark
constexpr qreal kMarkReachMm = 8.0;  // crop marks on the grid's outside reach this far out
constexpr qreal kMarkWidthMm = 0.15; // crop mark line width
constexpr qreal kLabelMm = 2.0;      // tile labels: the font's em

// The tile's body colour in its art (resources/board/tile.svg, tile-start.svg, void.svg): the
// bleed carries it beyond the cut line.
QColor bodyColour(const Tile &tile)
{
    if (tile.planet == 0) return QColor(0x09, 0x0b, 0x16);
    return tile.start ? QColor(0x1a, 0x1e, 0x33) : QColor(0x15, 0x1c, 0x2f);
}

const QColor kSpace(0x06, 0x09, 0x13);    // maprenderer.cpp's space
const QColor kInk(0x10, 0x14, 0x20);      // text on paper
const QColor kLabelInk(0xc6, 0xd0, 0xe6); // text on a tile's bleed

QString tilePlace(const Tile &tile) // as the editor names a tile: (x, y)
{
    return QCoreApplication::translate("PrintAndPlay", "(%1, %2)").arg(tile.x).arg(tile.y);
}

QString mapTitle(const Map &map)
{
    return map.name.trimmed().isEmpty()
               ? QCoreApplication::translate("PrintAndPlay", "Untitled map")
               : map.name.simplified();
}

// Text in a rectangle given in mm, the font's em `emMm` high. The painter draws in mm; the
// font gets a pixel size in tenths of a millimetre (pixel sizes are whole numbers).
// Returns the height the text took, in mm.
qreal drawText(QPainter *p, const QRectF &mm, int flags, const QString &s, qreal emMm,
               const QColor &colour, bool bold = false)
{
    p->save();
    p->scale(0.1, 0.1);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    font.setHintingPreference(QFont::PreferNoHinting);
    font.setPixelSize(qMax(1, qRound(emMm * 10)));
    font.setBold(bold);
    p->setFont(font);
    p->setPen(colour);
    QRectF used;
    p->drawText(QRectF(mm.topLeft() * 10, mm.size() * 10), flags, s, &used);
    p->restore();
    return used.height() / 10;
}

QRectF printableRect(const QSizeF &page)
{
    return QRectF(kPrintMarginMm, kPrintMarginMm, page.width() - 2 * kPrintMarginMm,
                  page.height() - 2 * kPrintMarginMm);
}

void drawFooter(QPainter *p, const QSizeF &page, const QString &s)
{
    const QRectF area = printableRect(page);
    drawText(p, QRectF(area.left(), area.bottom() - kPrintFooterMm, area.width(), kPrintFooterMm),
             Qt::AlignCenter, s, 2.8, kInk);
}

// The renderer's tile, its translucent gradients laid over the tile's body (flatpainter.h).
// The painter's transform maps scene units to the page.
void drawFlatTile(QPainter *p, const Tile &tile)
{
    FlatPaintDevice device(p, bodyColour(tile));
    QPainter flat(&device);
    flat.setWorldTransform(p->worldTransform());
    drawTile(&flat, tile);
}

// One tile with its body colour under it, filling `cut` grown by `bleed` (mm).
void drawPrintTile(QPainter *p, const Tile &tile, const QRectF &cut, qreal bleed)
{
    p->save();
    p->fillRect(cut.adjusted(-bleed, -bleed, bleed, bleed), bodyColour(tile));
    p->translate(cut.topLeft());
    p->scale(cut.width() / kTileSize, cut.height() / kTileSize);
    p->translate(-tileRect(tile.x, tile.y).topLeft());
    drawFlatTile(p, tile);
    p->restore();
}

void drawLine(QPainter *p, qreal x1, qreal y1, qreal x2, qreal y2)
{
    if (x1 == x2 && y1 == y2) return;
    p->drawLine(QLineF(x1, y1, x2, y2));
}

// The crop marks of the tile at `cut`: each cut line extended through the gutters around the
// tile's bleed, never into the bleed; on the grid's outside they reach further, within the
// printable area.
void drawCropMarks(QPainter *p, const QRectF &cut, const QRectF &grid, const QRectF &printable)
{
    const QRectF bleed = cut.adjusted(-kPrintBleedMm, -kPrintBleedMm, kPrintBleedMm, kPrintBleedMm);
    auto outward = [](qreal edge, qreal gridEdge, qreal limit, qreal sign) {
        // how far a mark leaving `edge` in direction `sign` goes
        const qreal inner = edge + sign * (kPrintGutterMm - kMarkGapMm);
        if (qAbs(gridEdge - (edge + sign * kPrintGutterMm)) > 0.01) return inner; // a neighbour
        const qreal far = edge + sign * kMarkReachMm;
        return sign > 0 ? qMin(far, limit) : qMax(far, limit);
    };
    const qreal up = outward(bleed.top(), grid.top(), printable.top(), -1);
    const qreal down =
        outward(bleed.bottom(), grid.bottom(), printable.bottom() - kPrintFooterMm, 1);
    const qreal left = outward(bleed.left(), grid.left(), printable.left(), -1);
    const qreal right = outward(bleed.right(), grid.right(), printable.right(), 1);
    QPen pen(Qt::black, kMarkWidthMm);
    pen.setCapStyle(Qt::FlatCap);
    p->save();
    p->setPen(pen);
    for (qreal x : {cut.left(), cut.right()}) {
        drawLine(p, x, up, x, bleed.top() - kMarkGapMm);
        drawLine(p, x, bleed.bottom() + kMarkGapMm, x, down);
    }
    for (qreal y : {cut.top(), cut.bottom()}) {
        drawLine(p, left, y, bleed.left() - kMarkGapMm, y);
        drawLine(p, bleed.right() + kMarkGapMm, y, right, y);
    }
    p->restore();
}

// The whole map into `area` (mm), as the editor shows it: space, tiles, the Void; with the
// tile columns and rows numbered along the top and the left.
void drawOverview(QPainter *p, const Map &map, const QRectF &area)
{
    constexpr qreal kAxisMm = 5.0; // room for the numbers
    const QRectF scene = mapRect(map);
    const QRectF room = area.adjusted(kAxisMm, kAxisMm, 0, 0);
    if (room.width() < 1 || room.height() < 1 || scene.isEmpty()) return;
    const qreal scale = qMin(room.width() / scene.width(), room.height() / scene.height());
    const QSizeF size = scene.size() * scale;
    const QRectF picture(room.left() + (room.width() - size.width()) / 2, room.top(), size.width(),
                         size.height());
    p->save();
    // Space as a flat dark fill: the renderer's nebulae are translucent gradients too large
    // to lay over one colour, and its stars are sized for a screen.
    p->fillRect(picture, kSpace);
    p->translate(picture.topLeft());
    p->scale(scale, scale);
    p->translate(-scene.topLeft());
    for (const Tile &tile : map.tiles)
        drawFlatTile(p, tile);
    p->restore();

    const TileBounds b = tileBounds(map);
    const qreal tileMm = kTileSize * scale;
    const int step = tileMm >= 5.0 ? 1 : tileMm >= 2.0 ? 5 : 10;
    for (int x = b.minX; x <= b.maxX; ++x) {
        if ((x - b.minX) % step != 0) continue;
        const qreal cx = picture.left() + (x - b.minX + 0.5) * tileMm;
        drawText(p, QRectF(cx - 5, picture.top() - kAxisMm, 10, kAxisMm - 0.5),
                 Qt::AlignHCenter | Qt::AlignBottom, QString::number(x), 2.5, kInk);
    }
    for (int y = b.minY; y <= b.maxY; ++y) {
        if ((y - b.minY) % step != 0) continue;
        const qreal cy = picture.top() + (y - b.minY + 0.5) * tileMm;
        drawText(p, QRectF(picture.left() - kAxisMm - 5, cy - 2, kAxisMm + 4.5, 4),
                 Qt::AlignRight | Qt::AlignVCenter, QString::number(y), 2.5, kInk);
    }
}

void drawFirstPage(QPainter *p, const Map &map, const std::vector<Tile> &tiles,
                   const PrintLayout &layout)
{
    const QRectF area = printableRect(layout.pageMm);
    qreal y = area.top();
    drawText(p, QRectF(area.left(), y, area.width(), 10), Qt::AlignLeft | Qt::AlignVCenter,
             mapTitle(map), 7.0, kInk, true);
    y += 11;
    QStringList lines;
    if (!map.author.trimmed().isEmpty())
        lines << QCoreApplication::translate("PrintAndPlay", "Author: %1")
                     .arg(map.author.simplified());
    lines << QCoreApplication::translate("PrintAndPlay", "Players: %1").arg(map.players);
    lines << QCoreApplication::translate("PrintAndPlay", "Cubes per player: %1").arg(map.cubes);
    QStringList starts;
    for (const Tile &tile : tiles)
        if (tile.start && tile.planet != 0)
            starts << QCoreApplication::translate("PrintAndPlay", "Tile %1: planet %2")
                          .arg(tilePlace(tile))
                          .arg(tile.planet);
    lines << (starts.isEmpty()
                  ? QCoreApplication::translate("PrintAndPlay", "Starting planets: none")
                  : QCoreApplication::translate("PrintAndPlay", "Starting planets: %1")
                        .arg(starts.join(QStringLiteral("; "))));
    // No plural form: quantum-cli writes the same page without the program's translations.
    lines << QCoreApplication::translate("PrintAndPlay", "Tiles: %1").arg(tiles.size());
    lines << QCoreApplication::translate(
                 "PrintAndPlay",
                 "The tiles are printed at true size on the following pages: squares %1 mm, "
                 "tiles %2 mm. Cut each tile along its crop marks; the label in its bleed "
                 "gives its place (column, row) in the picture below.")
                 .arg(QLocale::c().toString(kPrintSquareMm, 'g', 4),
                      QLocale::c().toString(kPrintTileMm, 'g', 4));
    for (const QString &line : lines) {
        // At most 20 mm a line (a longer text is cut off), so the map keeps its room.
        const qreal used =
            drawText(p, QRectF(area.left(), y, area.width(), 18),
                     Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, line, 3.5, kInk);
        y += qBound<qreal>(5.0, used + 0.8, 20.0);
    }
    y += 4;
    drawOverview(p, map,
                 QRectF(area.left(), y, area.width(), area.bottom() - kPrintFooterMm - 2 - y));
    drawFooter(
        p, layout.pageMm,
        QCoreApplication::translate("PrintAndPlay", "Page %1 of %2").arg(1).arg(layout.pages));
}

void drawTilePage(QPainter *p, const std::vector<Tile> &tiles, int first, const PrintLayout &layout,
                  int page)
{
    const QRectF printable = printableRect(layout.pageMm);
    const int perPage = layout.columns * layout.rows;
    for (int slot = 0; slot < perPage && first + slot < int(tiles.size()); ++slot) {
        const Tile &tile = tiles[size_t(first + slot)];
        const QRectF cut = layout.cutRect(slot);
        drawPrintTile(p, tile, cut, kPrintBleedMm);
        drawCropMarks(p, cut, layout.gridMm, printable);
        // The place, in the top bleed: cut away with it.
        drawText(p, QRectF(cut.left() + 1.0, cut.top() - kPrintBleedMm, 30, kPrintBleedMm),
                 Qt::AlignLeft | Qt::AlignVCenter, tilePlace(tile), kLabelMm, kLabelInk);
    }
    drawFooter(
        p, layout.pageMm,
        QCoreApplication::translate("PrintAndPlay", "Page %1 of %2").arg(page).arg(layout.pages));
}

void drawPoster(QPainter *p, const Map &map, const PrintLayout &layout)
{
    const QRectF scene = mapRect(map);
    const qreal scale = layout.mapMm.width() / scene.width();
    for (const Tile &tile : map.tiles) {
        const QRectF r = tileRect(tile.x, tile.y);
        const QRectF cut(layout.mapMm.left() + (r.left() - scene.left()) * scale,
                         layout.mapMm.top() + (r.top() - scene.top()) * scale, r.width() * scale,
                         r.height() * scale);
        drawPrintTile(p, tile, cut, 0);
    }
    drawFooter(p, layout.pageMm,
               QCoreApplication::translate("PrintAndPlay", "%1: squares %2 mm")
                   .arg(mapTitle(map), QLocale::c().toString(layout.squareMm, 'f', 1)));
}

// QPdfWriter writes the time of writing as the creation date; the same map must give the same
// bytes, so the date becomes a fixed one, padded with spaces to the same length (the
// cross-reference table's offsets stay true).
void fixCreationDate(QByteArray *pdf)
{
    static const QRegularExpression date(QStringLiteral("/CreationDate \\(D:[0-9+\\-Z']*\\)"));
    const QString latin = QString::fromLatin1(*pdf);
    const QRegularExpressionMatch m = date.match(latin);
    if (!m.hasMatch()) return;
    QByteArray fixed("/CreationDate (D:20260101000000Z)");
    if (fixed.size() > m.capturedLength()) return;
    fixed.append(QByteArray(m.capturedLength() - fixed.size(), ' '));
    pdf->replace(m.capturedStart(), m.capturedLength(), fixed);
}

} // namespace

Paper defaultPaper(const QLocale &locale)
{
    if (locale.measurementSystem() == QLocale::ImperialUSSystem) return Paper::Letter;
    switch (locale.territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Philippines:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::CostaRica:
    case QLocale::DominicanRepublic:
    case QLocale::ElSalvador:
    case QLocale::Guatemala:
    case QLocale::Nicaragua:
    case QLocale::Panama:
    case QLocale::PuertoRico:
    case QLocale::Venezuela:
    case QLocale::Belize:
        return Paper::Letter;
    default:
        return Paper::A4;
    }
}

QPageSize pageSizeOf(Paper paper)
{
    return QPageSize(paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4);
}

QString paperId(Paper paper)
{
    return paper == Paper::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

bool paperFromId(const QString &id, Paper *paper)
{
    for (Paper p : {Paper::A4, Paper::Letter}) {
        if (id.compare(paperId(p), Qt::CaseInsensitive) == 0) {
            *paper = p;
            return true;
        }
    }
    return false;
}

QRectF PrintLayout::cutRect(int slot) const
{
    if (columns <= 0) return {};
    const int col = slot % columns, row = slot / columns;
    const qreal pitch = kPrintTileMm + 2 * kPrintBleedMm + kPrintGutterMm;
    return QRectF(gridMm.left() + kPrintGutterMm + kPrintBleedMm + col * pitch,
                  gridMm.top() + kPrintGutterMm + kPrintBleedMm + row * pitch, kPrintTileMm,
                  kPrintTileMm);
}

PrintLayout printLayout(const Map &map, const PrintOptions &options)
{
    PrintLayout layout;
    const TileBounds bounds = tileBounds(map);
    if (map.tiles.empty() || bounds.isEmpty()) {
        layout.error = QCoreApplication::translate("PrintAndPlay", "the map has no tiles to print");
        return layout;
    }
    if (!bounds.fits() || map.tiles.size() > size_t(kMaxMapTiles) * kMaxMapTiles) {
        layout.error = QCoreApplication::translate(
                           "PrintAndPlay",
                           "the map spans %1 x %2 tiles; at most %3 tiles a side can be printed")
                           .arg(bounds.width())
                           .arg(bounds.height())
                           .arg(kMaxMapTiles);
        return layout;
    }
    layout.tiles = int(map.tiles.size());
    const QSizeF portrait = pageSizeOf(options.paper).size(QPageSize::Millimeter);
    if (options.poster) {
        // Portrait or landscape, whichever prints the map larger (portrait on a tie).
        qreal best = -1;
        for (auto orientation : {QPageLayout::Portrait, QPageLayout::Landscape}) {
            const QSizeF page =
                orientation == QPageLayout::Portrait ? portrait : portrait.transposed();
            QRectF room = printableRect(page);
            room.setBottom(room.bottom() - kPrintFooterMm - 1.0);
            const qreal tile = qMin(room.width() / bounds.width(), room.height() / bounds.height());
            if (tile <= best) continue;
            best = tile;
            layout.orientation = orientation;
            layout.pageMm = page;
            const QSizeF size(tile * bounds.width(), tile * bounds.height());
            layout.mapMm = QRectF(room.left() + (room.width() - size.width()) / 2,
                                  room.top() + (room.height() - size.height()) / 2, size.width(),
                                  size.height());
            layout.squareMm = tile / 3;
        }
        layout.pages = 1;
        return layout;
    }
    layout.pageMm = portrait;
    const QRectF printable = printableRect(portrait);
    const qreal pitch = kPrintTileMm + 2 * kPrintBleedMm + kPrintGutterMm;
    layout.columns = int((printable.width() - kPrintGutterMm) / pitch);
    layout.rows = int((printable.height() - kPrintFooterMm - kPrintGutterMm) / pitch);
    if (layout.columns < 1 || layout.rows < 1) {
        layout.error =
            QCoreApplication::translate("PrintAndPlay", "a tile does not fit on the page");
        return layout;
    }
    const QSizeF grid(layout.columns * pitch + kPrintGutterMm,
                      layout.rows * pitch + kPrintGutterMm);
    const qreal roomHeight = printable.height() - kPrintFooterMm;
    layout.gridMm =
        QRectF(printable.left() + (printable.width() - grid.width()) / 2,
               printable.top() + (roomHeight - grid.height()) / 2, grid.width(), grid.height());
    const int perPage = layout.columns * layout.rows;
    layout.pages = 1 + (layout.tiles + perPage - 1) / perPage;
    return layout;
}

bool exportMapPdf(const Map &map, const QString &path, const PrintOptions &options, QString *error)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        if (error)
            *error = QCoreApplication::translate("PrintAndPlay",
                                                 "printing needs a QGuiApplication (for fonts)");
        return false;
    }
    const PrintLayout layout = printLayout(map, options);
    if (!layout.ok()) {
        if (error) *error = layout.error;
        return false;
    }
    std::vector<Tile> tiles = map.tiles;
    std::stable_sort(tiles.begin(), tiles.end(), inReadingOrder);

    QByteArray bytes;
    {
        // QPdfWriter keeps its fonts in a QHash and writes them in its order: with a fixed
        // seed for the hashes made while writing, the fonts come out in the same order in
        // every run (and the random seed is back for everything after).
        struct FixedHashSeed {
            FixedHashSeed() { QHashSeed::setDeterministicGlobalSeed(); }
            ~FixedHashSeed() { QHashSeed::resetRandomGlobalSeed(); }
        } fixedSeed;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(kResolution);
        writer.setCreator(QStringLiteral("Quantum"));
        writer.setTitle(mapTitle(map));
        writer.setPageLayout(
            QPageLayout(pageSizeOf(options.paper), layout.orientation, QMarginsF(0, 0, 0, 0)));
        QPainter painter;
        if (!painter.begin(&writer)) {
            if (error)
                *error =
                    QCoreApplication::translate("PrintAndPlay", "the PDF could not be started");
            return false;
        }
        const qreal unitsPerMm = kResolution / 25.4;
        auto startPage = [&] {
            painter.resetTransform();
            painter.scale(unitsPerMm, unitsPerMm);
            painter.setRenderHint(QPainter::Antialiasing);
        };
        startPage();
        if (options.poster) {
            drawPoster(&painter, map, layout);
        } else {
            drawFirstPage(&painter, map, tiles, layout);
            const int perPage = layout.columns * layout.rows;
            for (int page = 2; page <= layout.pages; ++page) {
                writer.newPage();
                startPage();
                drawTilePage(&painter, tiles, (page - 2) * perPage, layout, page);
            }
        }
        painter.end();
    }
    fixCreationDate(&bytes);

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

std::unique_ptr<QCoreApplication> makePrintingApplication(int &argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QtMessageHandler previous = nullptr;
    previous = qInstallMessageHandler(
        [](QtMsgType type, const QMessageLogContext &context, const QString &message) {
            if (!message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")) && previous)
                previous(type, context, message);
        });
    std::unique_ptr<QCoreApplication> app(new QGuiApplication(argc, argv));
    qInstallMessageHandler(previous);
    return app;
}

} // namespace quantum::board
