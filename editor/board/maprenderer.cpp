// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/board/maprenderer.h"

#include "editor/board/boardgeometry.h"
#include "editor/board/faction.h"
#include "editor/board/strokefont.h"
#include "editor/board/svgart.h"
#include "engine/map.h"

#include <QPainter>
#include <QRadialGradient>

#include <cmath>
#include <numbers>

namespace quantum::board {

namespace {

const QColor kSpace(0x06, 0x09, 0x13);
const QColor kNumberInk(0x0d, 0x11, 0x1e);
const QColor kSlotFill(0x0a, 0x0d, 0x18);
const QColor kSlotRim(0xc6, 0xd0, 0xe6);

quint32 mix(quint32 x)
{
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

quint32 cellHash(int cx, int cy, quint32 salt)
{
    return mix(quint32(cx) * 0x9e3779b1u ^ mix(quint32(cy) * 0x85ebca6bu + salt));
}

qreal unit(quint32 &h) // next pseudo-random value in [0, 1)
{
    h = mix(h + 0x6d2b79f5u);
    return (h & 0xffffff) / qreal(0x1000000);
}

QColor withAlpha(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

void drawStars(QPainter *p, const QRectF &rect, qreal deviceScale)
{
    // About one cell per 150 device pixels, in power-of-two scene sizes so the stars stay
    // put while panning and only change when zooming by a factor of two.
    const qreal wanted = 150.0 / deviceScale;
    qreal cell = 128.0;
    while (cell < wanted / std::numbers::sqrt2)
        cell *= 2;
    while (cell > wanted * std::numbers::sqrt2 && cell > 4)
        cell /= 2;
    while ((rect.width() / cell) * (rect.height() / cell) > 6000)
        cell *= 2;
    const int x0 = int(std::floor(rect.left() / cell)), x1 = int(std::floor(rect.right() / cell));
    const int y0 = int(std::floor(rect.top() / cell)), y1 = int(std::floor(rect.bottom() / cell));
    p->setPen(Qt::NoPen);
    for (int cy = y0; cy <= y1; ++cy) {
        for (int cx = x0; cx <= x1; ++cx) {
            quint32 h = cellHash(cx, cy, quint32(cell));
            const int count = int(unit(h) * 3.2);
            for (int i = 0; i < count; ++i) {
                const QPointF at((cx + unit(h)) * cell, (cy + unit(h)) * cell);
                const qreal bright = unit(h);
                const qreal tint = unit(h);
                const qreal px = 0.45 + bright * bright * 1.1; // on-screen radius
                QColor c = tint < 0.2   ? QColor(0xff, 0xe2, 0xc0)
                           : tint < 0.5 ? QColor(0xc8, 0xd8, 0xff)
                                        : QColor(0xf0, 0xf2, 0xff);
                c.setAlpha(int(70 + bright * 150));
                p->setBrush(c);
                const qreal r = px / deviceScale;
                p->drawEllipse(at, r, r);
            }
        }
    }
}

void drawNebulae(QPainter *p, const QRectF &rect)
{
    constexpr qreal cell = 900.0;
    const int x0 = int(std::floor(rect.left() / cell)) - 1;
    const int x1 = int(std::floor(rect.right() / cell)) + 1;
    const int y0 = int(std::floor(rect.top() / cell)) - 1;
    const int y1 = int(std::floor(rect.bottom() / cell)) + 1;
    if ((x1 - x0) * (y1 - y0) > 400) return; // far out: the haze would be invisible anyway
    p->setPen(Qt::NoPen);
    for (int cy = y0; cy <= y1; ++cy) {
        for (int cx = x0; cx <= x1; ++cx) {
            quint32 h = cellHash(cx, cy, 0xa51u);
            if (unit(h) < 0.45) continue;
            const QPointF at((cx + unit(h)) * cell, (cy + unit(h)) * cell);
            const qreal radius = cell * (0.45 + 0.4 * unit(h));
            if (!QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius).intersects(rect))
                continue;
            const QColor c = unit(h) < 0.5 ? QColor(0x5a, 0x3c, 0xa8) : QColor(0x1f, 0x5e, 0x8a);
            QRadialGradient g(at, radius);
            g.setColorAt(0, withAlpha(c, 30));
            g.setColorAt(0.5, withAlpha(c, 12));
            g.setColorAt(1, withAlpha(c, 0));
            p->setBrush(g);
            p->drawEllipse(at, radius, radius);
        }
    }
}

// The map art: our own SVG files (resources/board/, compiled into this library under
// :/board/), drawn through the program's one art cache (svgart.h).
void renderArt(QPainter *p, const QString &name, const QRectF &target)
{
    renderSvgArt(p, QStringLiteral(":/board/%1.svg").arg(name), {}, target);
}

// tile.svg, tile-start.svg (with the gold frame and glow) and void.svg (with the well and
// its spiral arms) cover the whole tile: viewBox 0 0 192 192.
void drawTileArt(QPainter *p, const Tile &tile)
{
    const QString name = tile.planet == 0 ? QStringLiteral("void")
                         : tile.start     ? QStringLiteral("tile-start")
                                          : QStringLiteral("tile");
    renderArt(p, name, tileRect(tile.x, tile.y));
}

void paintStar(QPainter *p, const QPointF &c, qreal outer)
{
    // star.svg: outer radius 10 in a 22-unit box centred on the star.
    const qreal half = outer * 1.1;
    renderArt(p, QStringLiteral("star"), QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half));
}

void paintEmptySlot(QPainter *p, const QRectF &r)
{
    QPen rim(withAlpha(kSlotRim, 190), r.width() * 0.093);
    rim.setJoinStyle(Qt::RoundJoin);
    p->setPen(rim);
    p->setBrush(withAlpha(kSlotFill, 215));
    p->drawRoundedRect(r, r.width() * 0.21, r.width() * 0.21);
}

void drawPlanet(QPainter *p, const QPointF &c, int number)
{
    // planet-<n>.svg: halo, disc, shading and rim, centred in an 80-unit box.
    const QString art = isPlanetNumber(number) ? QStringLiteral("planet-%1").arg(number)
                                               : QStringLiteral("planet-x");
    renderArt(p, art, QRectF(c.x() - 40, c.y() - 40, 80, 80));

    // The number on top, as a stroke-font path (no installed font needed).
    const qreal r = planetRadius(number);
    const QString label = QString::number(number);
    const qreal height = label.size() > 1 ? r * 0.8 : r * 0.98;
    p->setPen(Qt::NoPen);
    p->setBrush(kNumberInk);
    p->drawPath(strokeTextPath(label, c, height, 0.17));
}

void drawSlots(QPainter *p, const Tile &tile, const QList<int> &cubes)
{
    const int slotCount = cubeLocationsFor(tile.planet);
    for (int i = 0; i < slotCount; ++i) {
        const QRectF r = cubeSlotRect(tile.x, tile.y, tile.planet, i);
        const int owner = i < cubes.size() ? cubes.at(i) : -1;
        if (owner >= 0 && owner < faction::kCount) {
            faction::drawCube(p, owner, r.adjusted(-1, -1, 1, 1));
            continue;
        }
        paintEmptySlot(p, r);
    }
}

// A preview too small for the planets' own numbers to be read: each number again, on a disc
// of the planet's size or more, at least kLeastNumberPixels high on the image.
void drawReadableNumbers(QPainter *p, const Map &map, qreal scale)
{
    constexpr qreal kLeastNumberPixels = 10.0;
    const QTransform toImage = p->worldTransform();
    p->save();
    p->resetTransform();
    p->setRenderHint(QPainter::Antialiasing);
    for (const Tile &tile : map.tiles) {
        if (tile.planet == 0) continue;
        const QString label = QString::number(tile.planet);
        const qreal r = planetRadius(tile.planet) * scale;
        const qreal shown = (label.size() > 1 ? 0.8 : 0.98) * r; // drawPlanet's number
        if (shown >= kLeastNumberPixels) continue;
        const QPointF c = toImage.map(planetCenter(tile.x, tile.y));
        const qreal disc = qMax(r, kLeastNumberPixels * (label.size() > 1 ? 0.95 : 0.7));
        p->setPen(QPen(withAlpha(kNumberInk, 200), 1.0));
        p->setBrush(QColor(0xf2, 0xf4, 0xf8));
        p->drawEllipse(c, disc, disc);
        p->setPen(Qt::NoPen);
        p->setBrush(kNumberInk);
        p->drawPath(strokeTextPath(label, c, kLeastNumberPixels, 0.17));
    }
    p->restore();
}

} // namespace

void drawSpace(QPainter *painter, const QRectF &rect)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->fillRect(rect, kSpace);
    drawNebulae(painter, rect);
    const qreal scale = std::sqrt(std::abs(painter->worldTransform().determinant()));
    drawStars(painter, rect, qMax(scale, 0.01));
    painter->restore();
}

void drawTile(QPainter *painter, const Tile &tile, const QList<int> &cubes)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    drawTileArt(painter, tile);
    const QPointF c = planetCenter(tile.x, tile.y);
    if (tile.planet != 0) {
        drawPlanet(painter, c, tile.planet);
        drawSlots(painter, tile, cubes);
        if (tile.start) paintStar(painter, tileRect(tile.x, tile.y).topLeft() + QPointF(18, 18), 9);
    }
    painter->restore();
}

void drawMap(QPainter *painter, const Map &map, const CubeOwners &cubes, const QRectF &exposed)
{
    for (const Tile &tile : map.tiles) {
        if (!exposed.isNull() && !tileRect(tile.x, tile.y).intersects(exposed)) continue;
        drawTile(painter, tile, cubes.value(QPoint(tile.x, tile.y)));
    }
}

QImage renderMapImage(const Map &map, qreal scale, const CubeOwners &cubes, qreal margin)
{
    QRectF rect = mapRect(map);
    if (rect.isNull()) rect = tileRect(0, 0);
    rect.adjust(-margin, -margin, margin, margin);
    const QSize size(qMax(1, qCeil(rect.width() * scale)), qMax(1, qCeil(rect.height() * scale)));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(kSpace);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(scale, scale);
    painter.translate(-rect.topLeft());
    drawSpace(&painter, rect);
    drawMap(&painter, map, cubes);
    drawReadableNumbers(&painter, map, scale);
    return image;
}

QImage renderMapPreview(const Map &map, const QSize &size, const CubeOwners &cubes)
{
    QImage image(size.expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    image.fill(kSpace);
    QRectF rect = mapRect(map);
    if (rect.isNull()) return image;
    constexpr qreal margin = 16.0;
    rect.adjust(-margin, -margin, margin, margin);
    const qreal scale = qMin(image.width() / rect.width(), image.height() / rect.height());
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(image.width() / 2.0, image.height() / 2.0);
    painter.scale(scale, scale);
    painter.translate(-rect.center());
    drawSpace(&painter, QRectF(-image.width() / 2.0 / scale, -image.height() / 2.0 / scale,
                               image.width() / scale, image.height() / scale)
                            .translated(rect.center()));
    drawMap(&painter, map, cubes);
    drawReadableNumbers(&painter, map, scale);
    return image;
}

} // namespace quantum::board
