// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPaintDevice>

#include <memory>

class QPainter;

// Painting for print: a paint device that forwards every drawing command to another painter
// (a QPdfWriter's), with each gradient whose stops are translucent made opaque by laying it
// over a known backdrop colour first. Qt 6.4's PDF engine writes a translucent gradient with
// an alpha soft mask that PDF viewers show fully opaque (the board art's glows and halos
// became solid discs); over a flat tile body the flattened gradient looks as the translucent
// one does on screen. Solid translucent colours go through unchanged (PDF has constant
// alpha). Used by printandplay.cpp around the map renderer, which stays as it is.
namespace quantum::board {

class FlatPaintEngine;

class FlatPaintDevice : public QPaintDevice {
public:
    // Draws on `target` (active, kept active); translucent gradients over `backdrop`.
    FlatPaintDevice(QPainter *target, const QColor &backdrop);
    ~FlatPaintDevice() override;

    QPaintEngine *paintEngine() const override;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QPainter *m_target;
    std::unique_ptr<FlatPaintEngine> m_engine;
};

} // namespace quantum::board
