// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/board/mapexport.h"

#include "editor/board/boardgeometry.h"
#include "editor/board/maprenderer.h"
#include "engine/map.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QtMath>

#include <cmath>

namespace quantum::board {

namespace {

constexpr qreal kExportMargin = 24.0; // scene units around the tiles
constexpr int kMaxExportSide = 16384; // pixels

QRectF exportRect(const Map &map)
{
    QRectF rect = mapRect(map);
    if (rect.isNull()) rect = tileRect(0, 0);
    return rect.adjusted(-kExportMargin, -kExportMargin, kExportMargin, kExportMargin);
}

bool checkSize(const QSize &size, QString *error)
{
    if (size.width() <= kMaxExportSide && size.height() <= kMaxExportSide) return true;
    if (error)
        *error = QCoreApplication::translate("MapExport",
                                             "the image would be %1 x %2 pixels; at most %3 "
                                             "pixels a side are allowed (use a smaller scale)")
                     .arg(size.width())
                     .arg(size.height())
                     .arg(kMaxExportSide);
    return false;
}

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

QByteArray renderMapSvg(const Map &map, qreal scale)
{
    const QRectF rect = exportRect(map);
    const QSize size = exportSize(map, scale);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(map.name);
    generator.setDescription(map.description);
    QPainter painter(&generator);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(scale, scale);
    painter.translate(-rect.topLeft());
    drawSpace(&painter, rect);
    drawMap(&painter, map);
    painter.end();
    return bytes;
}

} // namespace

QSize exportSize(const Map &map, qreal scale)
{
    const QRectF rect = exportRect(map);
    return QSize(qMax(1, qCeil(rect.width() * scale)), qMax(1, qCeil(rect.height() * scale)));
}

namespace {

// The scale at which `length` scene units take exactly `pixels` pixels (rounded up, as
// exportSize rounds).
qreal scaleForLength(qreal length, int pixels)
{
    pixels = qMax(1, pixels);
    qreal scale = pixels / length;
    while (qCeil(length * scale) > pixels)
        scale = std::nextafter(scale, 0.0);
    while (qCeil(length * scale) < pixels)
        scale = std::nextafter(scale, 2.0 * scale + 1.0);
    return scale;
}

} // namespace

qreal exportScaleForWidth(const Map &map, int width)
{
    return scaleForLength(exportRect(map).width(), width);
}

qreal exportScaleForHeight(const Map &map, int height)
{
    return scaleForLength(exportRect(map).height(), height);
}

bool exportMapPng(const Map &map, const QString &path, qreal scale, QString *error,
                  int dotsPerInch)
{
    if (!checkSize(exportSize(map, scale), error)) return false;
    QImage image = renderMapImage(map, scale, {}, kExportMargin);
    if (dotsPerInch > 0) {
        const int dotsPerMeter = qRound(dotsPerInch / 0.0254);
        image.setDotsPerMeterX(dotsPerMeter);
        image.setDotsPerMeterY(dotsPerMeter);
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        if (error)
            *error = QCoreApplication::translate("MapExport", "the PNG could not be encoded");
        return false;
    }
    return writeFile(path, bytes, error);
}

bool exportMapSvg(const Map &map, const QString &path, qreal scale, QString *error)
{
    if (!checkSize(exportSize(map, scale), error)) return false;
    return writeFile(path, renderMapSvg(map, scale), error);
}

} // namespace quantum::board
