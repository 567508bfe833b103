// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/board/flatpainter.h"

#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace quantum::board {

namespace {

QColor over(const QColor &colour, const QColor &backdrop)
{
    const qreal a = colour.alphaF();
    return QColor::fromRgbF(float(a * colour.redF() + (1 - a) * backdrop.redF()),
                            float(a * colour.greenF() + (1 - a) * backdrop.greenF()),
                            float(a * colour.blueF() + (1 - a) * backdrop.blueF()));
}

// The colour of `stops` at `t` (0..1, clamped).
QColor colourAt(const QGradientStops &stops, qreal t)
{
    if (stops.isEmpty()) return {};
    if (t <= stops.first().first) return stops.first().second;
    for (qsizetype i = 1; i < stops.size(); ++i) {
        const QGradientStop &a = stops.at(i - 1), &b = stops.at(i);
        if (t > b.first) continue;
        const qreal f = b.first > a.first ? (t - a.first) / (b.first - a.first) : 1.0;
        return QColor::fromRgbF(
            float(a.second.redF() + f * (b.second.redF() - a.second.redF())),
            float(a.second.greenF() + f * (b.second.greenF() - a.second.greenF())),
            float(a.second.blueF() + f * (b.second.blueF() - a.second.blueF())));
    }
    return stops.last().second;
}

} // namespace

// Every command to the target painter, the state first (its transform is the proxy
// painter's whole transform).
class FlatPaintEngine : public QPaintEngine {
public:
    FlatPaintEngine(QPainter *target, const QColor &backdrop)
        : QPaintEngine(AllFeatures), m_target(target), m_backdrop(backdrop)
    {
    }

    bool begin(QPaintDevice *) override
    {
        m_target->save();
        return true;
    }
    bool end() override
    {
        m_target->restore();
        return true;
    }
    Type type() const override { return User; }

    // The brush with a translucent gradient made opaque over the backdrop. A radial glow
    // drawn inside an earlier one (a planet's halo on a starting tile's glow) is laid over
    // the earlier one's colour at its rim, so the two meet without a dark ring.
    QBrush flattened(const QBrush &brush)
    {
        const QGradient *gradient = brush.gradient();
        if (!gradient) return brush;
        QGradientStops stops = gradient->stops();
        bool translucent = false;
        for (const QGradientStop &stop : stops)
            translucent = translucent || stop.second.alpha() < 255;
        if (!translucent) return brush;
        QColor backdrop = m_backdrop;
        const bool radial = gradient->type() == QGradient::RadialGradient &&
                            gradient->coordinateMode() == QGradient::LogicalMode;
        QPointF centre;
        qreal radius = 0;
        if (radial) {
            const auto *r = static_cast<const QRadialGradient *>(gradient);
            const QTransform toDevice = brush.transform() * m_transform;
            centre = toDevice.map(r->center());
            radius = r->radius() * std::sqrt(std::abs(toDevice.determinant()));
            if (m_lastRadius > 0) {
                const qreal distance = QLineF(centre, m_lastCentre).length();
                if (distance < m_lastRadius)
                    backdrop = colourAt(m_lastStops, (distance + radius) / m_lastRadius);
            }
        }
        for (QGradientStop &stop : stops)
            stop.second = over(stop.second, backdrop);
        if (radial) {
            m_lastCentre = centre;
            m_lastRadius = radius;
            m_lastStops = stops;
        }
        QGradient opaque = *gradient;
        opaque.setStops(stops);
        QBrush result(opaque);
        result.setTransform(brush.transform());
        return result;
    }

    void updateState(const QPaintEngineState &now) override
    {
        const DirtyFlags dirty = now.state();
        if (dirty & DirtyTransform) {
            m_transform = now.transform();
            m_target->setWorldTransform(m_transform);
        }
        if (dirty & DirtyPen) m_target->setPen(now.pen());
        if (dirty & DirtyBrush) m_target->setBrush(flattened(now.brush()));
        if (dirty & DirtyBrushOrigin) m_target->setBrushOrigin(now.brushOrigin());
        if (dirty & DirtyBackground) m_target->setBackground(now.backgroundBrush());
        if (dirty & DirtyBackgroundMode) m_target->setBackgroundMode(now.backgroundMode());
        if (dirty & DirtyHints) m_target->setRenderHints(now.renderHints());
        if (dirty & DirtyCompositionMode) m_target->setCompositionMode(now.compositionMode());
        if (dirty & DirtyOpacity) m_target->setOpacity(now.opacity());
        if (dirty & DirtyClipPath) m_target->setClipPath(now.clipPath(), now.clipOperation());
        if (dirty & DirtyClipRegion) m_target->setClipRegion(now.clipRegion(), now.clipOperation());
        if (dirty & DirtyClipEnabled) m_target->setClipping(now.isClipEnabled());
    }

    void drawPath(const QPainterPath &path) override { m_target->drawPath(path); }
    void drawPolygon(const QPointF *points, int count, PolygonDrawMode mode) override
    {
        switch (mode) {
        case PolylineMode:
            m_target->drawPolyline(points, count);
            break;
        case OddEvenMode:
            m_target->drawPolygon(points, count, Qt::OddEvenFill);
            break;
        default:
            m_target->drawPolygon(points, count, Qt::WindingFill);
            break;
        }
    }
    void drawPixmap(const QRectF &r, const QPixmap &pixmap, const QRectF &source) override
    {
        m_target->drawPixmap(r, pixmap, source);
    }
    void drawImage(const QRectF &r, const QImage &image, const QRectF &source,
                   Qt::ImageConversionFlags flags) override
    {
        m_target->drawImage(r, image, source, flags);
    }

private:
    QPainter *m_target;
    QColor m_backdrop;
    QTransform m_transform;
    QPointF m_lastCentre; // the last radial glow flattened, in device coordinates
    qreal m_lastRadius = 0;
    QGradientStops m_lastStops;
};

FlatPaintDevice::FlatPaintDevice(QPainter *target, const QColor &backdrop)
    : m_target(target), m_engine(std::make_unique<FlatPaintEngine>(target, backdrop))
{
}

FlatPaintDevice::~FlatPaintDevice() = default;

QPaintEngine *FlatPaintDevice::paintEngine() const
{
    return m_engine.get();
}

int FlatPaintDevice::metric(PaintDeviceMetric metric) const
{
    QPaintDevice *device = m_target->device();
    switch (metric) {
    case PdmWidth:
        return device->width();
    case PdmHeight:
        return device->height();
    case PdmWidthMM:
        return device->widthMM();
    case PdmHeightMM:
        return device->heightMM();
    case PdmNumColors:
        return device->colorCount();
    case PdmDepth:
        return device->depth();
    case PdmDpiX:
        return device->logicalDpiX();
    case PdmDpiY:
        return device->logicalDpiY();
    case PdmPhysicalDpiX:
        return device->physicalDpiX();
    case PdmPhysicalDpiY:
        return device->physicalDpiY();
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return int(devicePixelRatioFScale());
    }
    return 0;
}

} // namespace quantum::board
