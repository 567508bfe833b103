// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>
#include <QString>

namespace quantum {
struct Map;
}

// Exporting a map as an image for printing or posting: PNG through QImage, SVG through
// QSvgGenerator with a pixel viewBox (labels are paths, see strokefont.h), so an exported
// map looks like the board everywhere. Both work without a display.
namespace quantum::board {

// Size in pixels of an export at `scale` (1.0 = 64 px per square): the tiles with a margin
// of 24 scene units. Exports over 16384 pixels a side are refused.
QSize exportSize(const Map &map, qreal scale);

// The scale at which an export is exactly `width` (or `height`) pixels; the other side
// follows the map's shape.
qreal exportScaleForWidth(const Map &map, int width);
qreal exportScaleForHeight(const Map &map, int height);

// Write the map to `path`; false with a one-line reason in `error`. A PNG records
// `dotsPerInch` as its resolution (0: Qt's default, 96).
bool exportMapPng(const Map &map, const QString &path, qreal scale, QString *error,
                  int dotsPerInch = 0);
bool exportMapSvg(const Map &map, const QString &path, qreal scale, QString *error);

} // namespace quantum::board
