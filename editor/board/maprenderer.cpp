#include "editor/board/maprenderer.h"

#include "editor/board/boardgeometry.h"
#include "editor/board/faction.h"
#include "editor/board/strokefont.h"
#include "engine/map.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <cmath>
#include <numbers>

namespace quantum::board {

namespace {

const QColor kSpace(0x06, 0x09, 0x13);
const QColor kTileFill(0x15, 0x1c, 0x2f);
const QColor kStartTileFill(0x1a, 0x1e, 0x33);
const QColor kVoidFill(0x09, 0x0b, 0x16);
const QColor kTileBorder(0x34, 0x40, 0x62);
const QColor kGrid(0x26, 0x30, 0x4b);
const QColor kVoidGrid(0x1a, 0x20, 0x36);
const QColor kStartGold(0xff, 0xc8, 0x4a);
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

QColor planetColor(int planet)
{
    switch (planet) {
    case 7:
        return QColor(0x8c, 0xbd, 0xe6); // ice blue
    case 8:
        return QColor(0xa9, 0x9b, 0xef); // lavender
    case 9:
        return QColor(0xe8, 0x94, 0xbf); // rose
    case 10:
        return QColor(0xf2, 0xb0, 0x66); // amber
    default:
        return QColor(0x8a, 0x8f, 0x99); // not a planet number: neutral grey
    }
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

void drawTileBody(QPainter *p, const Tile &tile)
{
    const QRectF r = tileRect(tile.x, tile.y);
    const bool isVoid = tile.planet == 0;
    const QRectF body = r.adjusted(2, 2, -2, -2);

    p->setPen(QPen(kTileBorder, 1.5));
    p->setBrush(isVoid ? kVoidFill : tile.start ? kStartTileFill : kTileFill);
    p->drawRoundedRect(body, 7, 7);

    QPen grid(isVoid ? kVoidGrid : kGrid, 1.0);
    p->setPen(grid);
    constexpr qreal inset = 5;
    for (int i = 1; i < 3; ++i) {
        const qreal x = r.left() + i * kSquareSize;
        const qreal y = r.top() + i * kSquareSize;
        p->drawLine(QPointF(x, body.top() + inset), QPointF(x, body.bottom() - inset));
        p->drawLine(QPointF(body.left() + inset, y), QPointF(body.right() - inset, y));
    }
}

void drawVoid(QPainter *p, const QPointF &c)
{
    // A dark well with three faint spiral arms: empty space you can fly through.
    p->setPen(Qt::NoPen);
    QRadialGradient well(c, 74);
    well.setColorAt(0, QColor(0, 0, 0, 190));
    well.setColorAt(0.35, QColor(2, 2, 8, 120));
    well.setColorAt(1, QColor(0, 0, 0, 0));
    p->setBrush(well);
    p->drawEllipse(c, 74, 74);

    const qreal pi = std::numbers::pi;
    for (int arm = 0; arm < 3; ++arm) {
        QPainterPath path;
        constexpr int steps = 40;
        for (int i = 0; i <= steps; ++i) {
            const qreal t = qreal(i) / steps;
            const qreal angle = arm * 2 * pi / 3 + t * 1.6 * pi;
            const qreal radius = 7 + 64 * std::pow(t, 1.25);
            const QPointF pt = c + QPointF(std::cos(angle), std::sin(angle)) * radius;
            if (i == 0)
                path.moveTo(pt);
            else
                path.lineTo(pt);
        }
        p->setBrush(Qt::NoBrush);
        QPen wide(QColor(0x8a, 0x76, 0xff, 20), 9, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p->setPen(wide);
        p->drawPath(path);
        QPen thin(QColor(0xb4, 0xa8, 0xff, 46), 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p->setPen(thin);
        p->drawPath(path);
    }
}

void drawStartMark(QPainter *p, const Tile &tile)
{
    // A gold frame just inside the tile's edge and a warm glow behind the planet.
    const QRectF body = tileRect(tile.x, tile.y).adjusted(5, 5, -5, -5);
    QPen pen(withAlpha(kStartGold, 215), 2.0);
    pen.setJoinStyle(Qt::RoundJoin);
    p->setPen(pen);
    p->setBrush(Qt::NoBrush);
    p->drawRoundedRect(body, 5, 5);

    const QPointF c = planetCenter(tile.x, tile.y);
    const qreal radius = kSquareSize * 0.72;
    QRadialGradient glow(c, radius);
    glow.setColorAt(0, withAlpha(kStartGold, 70));
    glow.setColorAt(0.55, withAlpha(kStartGold, 26));
    glow.setColorAt(1, withAlpha(kStartGold, 0));
    p->setPen(Qt::NoPen);
    p->setBrush(glow);
    p->drawEllipse(c, radius, radius);
}

void starPath(QPainterPath &star, const QPointF &c, qreal outer)
{
    const qreal inner = outer * 0.42;
    const qreal pi = std::numbers::pi;
    for (int i = 0; i < 10; ++i) {
        const qreal a = -pi / 2 + i * pi / 5;
        const qreal r = (i % 2) ? inner : outer;
        const QPointF pt = c + QPointF(std::cos(a), std::sin(a)) * r;
        if (i == 0)
            star.moveTo(pt);
        else
            star.lineTo(pt);
    }
    star.closeSubpath();
}

void paintStar(QPainter *p, const QPointF &c, qreal outer)
{
    QPainterPath star;
    starPath(star, c, outer);
    QPen rim(withAlpha(kSpace, 200), outer * 0.13);
    rim.setJoinStyle(Qt::RoundJoin);
    p->setPen(rim);
    p->setBrush(kStartGold);
    p->drawPath(star);
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
    const qreal r = planetRadius(number);
    const QColor base = planetColor(number);

    p->setPen(Qt::NoPen);
    const qreal haloR = r * 1.7;
    QRadialGradient halo(c, haloR);
    halo.setColorAt(0, withAlpha(base, 80));
    halo.setColorAt(r / haloR, withAlpha(base, 60));
    halo.setColorAt(1, withAlpha(base, 0));
    p->setBrush(halo);
    p->drawEllipse(c, haloR, haloR);

    QPainterPath disc;
    disc.addEllipse(c, r, r);
    p->setBrush(base);
    p->drawPath(disc);

    // Flat shading: a darker crescent on the lower right, a soft light spot upper left.
    QPainterPath lit;
    lit.addEllipse(c - QPointF(r * 0.3, r * 0.3), r * 1.04, r * 1.04);
    p->setBrush(base.darker(150));
    p->drawPath(disc.subtracted(lit));
    p->setBrush(QColor(255, 255, 255, 60));
    p->drawEllipse(c + QPointF(-r * 0.5, -r * 0.5), r * 0.2, r * 0.2);

    p->setPen(QPen(base.lighter(130), 1.1));
    p->setBrush(Qt::NoBrush);
    p->drawEllipse(c, r, r);

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
    drawTileBody(painter, tile);
    const QPointF c = planetCenter(tile.x, tile.y);
    if (tile.planet == 0) {
        drawVoid(painter, c);
    } else {
        if (tile.start) drawStartMark(painter, tile);
        drawPlanet(painter, c, tile.planet);
        drawSlots(painter, tile, cubes);
        if (tile.start) paintStar(painter, tileRect(tile.x, tile.y).topLeft() + QPointF(18, 18), 9);
    }
    painter->restore();
}

void drawStartStar(QPainter *painter, const QPointF &center, qreal radius)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    paintStar(painter, center, radius);
    painter->restore();
}

void drawEmptySlot(QPainter *painter, const QRectF &rect)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    paintEmptySlot(painter, rect);
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
    return image;
}

} // namespace quantum::board
