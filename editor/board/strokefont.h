// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPainterPath>
#include <QPointF>
#include <QString>

// A tiny built-in stroke font for board labels (planet numbers, die numerals). It needs no
// installed font, so the board looks the same on every machine and in exported SVG files.
// Digits 0-9 are drawn; a space advances; other characters are skipped.
namespace quantum::board {

// The label as a filled outline (Qt::WindingFill), its bounding box centred on `center`.
// `weight` is the stroke width as a fraction of the height.
QPainterPath strokeTextPath(const QString &text, const QPointF &center, qreal height,
                            qreal weight = 0.17);

} // namespace quantum::board
