// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/board.h"

#include <QGraphicsItem>

namespace quantum {

// The square `from` steps to when the player presses an arrow key (dx, dy each -1, 0 or
// 1): the nearest existing square in that direction, across gaps between tiles; `from`
// itself when the board ends there.
int cursorStep(const Board &board, int from, int dx, int dy);

// The keyboard cursor over the play board: a focus ring around one square, drawn above the
// ships while the board has keyboard focus.
class BoardCursorItem : public QGraphicsItem {
public:
    BoardCursorItem();
    void setSquare(const Board &board, int sq);
    int square() const { return m_square; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    int m_square = -1;
    QRectF m_rect;
};

} // namespace quantum
