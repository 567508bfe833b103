// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/boardcursor.h"

#include "editor/board/boardgeometry.h"

#include <QPainter>

#include <cstdlib>

namespace quantum {

int cursorStep(const Board &board, int from, int dx, int dy)
{
    if (from < 0 || from >= board.squareCount() || (dx == 0 && dy == 0)) return from;
    const int x = board.fileX(from), y = board.fileY(from);
    // Scan outwards: straight ahead first, then ever wider to the sides, so a gap between
    // tiles or a ragged edge is crossed to the square a player would expect.
    const int reach = board.width() + board.height();
    for (int ahead = 1; ahead <= reach; ++ahead) {
        for (int side = 0; side <= ahead; ++side) {
            for (const int sign : {1, -1}) {
                // Perpendicular to the step: (dy, dx) for a horizontal or vertical step.
                const int px = dx != 0 && dy != 0 ? 0 : std::abs(dy);
                const int py = dx != 0 && dy != 0 ? 0 : std::abs(dx);
                const int sq = board.fromFile(x + dx * ahead + sign * side * px,
                                              y + dy * ahead + sign * side * py);
                if (sq != kNoSq) return sq;
                if (side == 0 || (px == 0 && py == 0)) break;
            }
        }
    }
    return from;
}

BoardCursorItem::BoardCursorItem()
{
    setZValue(50);
    setAcceptedMouseButtons(Qt::NoButton);
    setVisible(false);
}

void BoardCursorItem::setSquare(const Board &board, int sq)
{
    m_square = sq;
    prepareGeometryChange();
    m_rect = sq >= 0 ? board::squareRect(board.fileX(sq), board.fileY(sq)) : QRectF();
    update();
}

QRectF BoardCursorItem::boundingRect() const
{
    return m_rect.adjusted(-6, -6, 6, 6);
}

void BoardCursorItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_rect.isNull()) return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    // A dark outline under a bright one: visible on light and dark squares alike.
    painter->setPen(QPen(QColor(0, 0, 0, 200), 7));
    painter->drawRoundedRect(m_rect.adjusted(1, 1, -1, -1), 8, 8);
    painter->setPen(QPen(QColor(255, 236, 140), 4));
    painter->drawRoundedRect(m_rect.adjusted(1, 1, -1, -1), 8, 8);
}

} // namespace quantum
