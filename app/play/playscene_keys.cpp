// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The play board's keyboard play: a cursor over the squares, Enter, Tab, Escape (docs/play.md,
// Keyboard). Apart from the scene for size.
#include "app/play/playscene.h"

#include "app/play/boardcursor.h"
#include "editor/board/boardgeometry.h"

#include <QKeyEvent>

#include <algorithm>
#include <cmath>

namespace quantum {

void PlayScene::showCursor()
{
    // The gold square is for a player at the keyboard: it shows once a key was used on the
    // board (or Tab brought the focus in), and goes when the mouse is used.
    if (!m_board || !m_keysInUse) return;
    if (m_cursorSq < 0 && !cycleCursor(true)) moveCursor(0, 0);
    m_cursor->setVisible(m_cursorSq >= 0);
}

// ---- Keyboard play ----

QPointF PlayScene::cursorPointer() const
{
    // As if the pointer were on the side of the square the cursor came from: an attack then
    // comes from that side, as a mouse pointing there would choose.
    const QPointF centre = squareCenter(m_cursorSq);
    if (m_cursorFrom < 0 || m_cursorFrom == m_cursorSq) return centre;
    const QPointF towards = squareCenter(m_cursorFrom) - centre;
    const qreal length = std::hypot(towards.x(), towards.y());
    return length > 0 ? centre + towards * (20.0 / length) : centre;
}

void PlayScene::setCursorSquare(int sq)
{
    if (!m_board || sq < 0 || sq >= m_board->squareCount() || !m_board->exists(sq)) return;
    m_cursorFrom = m_cursorSq;
    m_cursorSq = sq;
    m_cursor->setSquare(*m_board, sq);
    m_cursor->setVisible(true);
    if (m_interactive) updatePreview(cursorPointer(), true);
}

void PlayScene::moveCursor(int dx, int dy)
{
    if (!m_board) return;
    if (m_cursorSq < 0) {
        cycleCursor(true);
        if (m_cursorSq >= 0) return;
        for (int sq = 0; sq < m_board->squareCount() && m_cursorSq < 0; ++sq)
            if (m_board->exists(sq)) setCursorSquare(sq);
        return;
    }
    setCursorSquare(cursorStep(*m_board, m_cursorSq, dx, dy));
}

QList<int> PlayScene::boardChoices() const
{
    if (!m_board || !m_interactive) return {};
    // What the board offers now (a selected ship's moves, the planets to construct on, ...)
    // and, while no ship is selected and no pick is under way, the ships that can act.
    QList<int> choices = offeredSquares();
    if (m_selected < 0 && m_stage == 0)
        for (int i = 0; i < kShipsPerPlayer; ++i) {
            const Sq sq = shipSquare(m_state.toAct(), i);
            if (sq != kNoSq && shipCanAct(i)) choices.append(sq);
        }
    // In reading order, so Tab goes across the board as the eye does.
    std::sort(choices.begin(), choices.end(), [this](int a, int b) {
        return std::pair(m_board->fileY(a), m_board->fileX(a)) <
               std::pair(m_board->fileY(b), m_board->fileX(b));
    });
    choices.erase(std::unique(choices.begin(), choices.end()), choices.end());
    return choices;
}

bool PlayScene::cycleCursor(bool forward)
{
    const QList<int> choices = boardChoices();
    if (choices.isEmpty()) return false;
    const qsizetype at = choices.indexOf(m_cursorSq);
    const qsizetype n = choices.size();
    const qsizetype next = at < 0 ? (forward ? 0 : n - 1) : (at + (forward ? 1 : n - 1)) % n;
    jumpCursor(choices[next]);
    return true;
}

void PlayScene::jumpCursor(int sq)
{
    setCursorSquare(sq);
    m_cursorFrom = -1; // a jump: no side to attack from
    if (m_interactive) updatePreview(cursorPointer(), true);
}

bool PlayScene::activateCursor()
{
    if (m_cursorSq < 0) return false;
    return clickSquare(m_cursorSq, cursorPointer());
}

bool PlayScene::isCursorShown() const
{
    return m_cursor->isVisible() && m_cursorSq >= 0;
}

void PlayScene::keyPressEvent(QKeyEvent *event)
{
    if (!m_board || (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        QGraphicsScene::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: // the cursor shows where the arrow takes it
        m_keysInUse = true;
        break;
    case Qt::Key_Escape: // the cursor shows where it is
        m_keysInUse = true;
        showCursor();
        break;
    default:
        break;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        moveCursor(-1, 0);
        break;
    case Qt::Key_Right:
        moveCursor(1, 0);
        break;
    case Qt::Key_Up:
        moveCursor(0, -1);
        break;
    case Qt::Key_Down:
        moveCursor(0, 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        // On the square of the cursor shown; without it (the player uses the mouse), the
        // prompt's default answer.
        if (!isCursorShown() || !activateCursor()) emit confirmRequested();
        break;
    case Qt::Key_Escape:
        if (m_selected < 0 && m_stage == 0) {
            QGraphicsScene::keyPressEvent(event);
            return;
        }
        selectShip(-1);
        break;
    default:
        QGraphicsScene::keyPressEvent(event);
        return;
    }
    event->accept();
}

// Tab and Shift+Tab (the scene's focus chain, as it has no focus items): the choices on the
// board; when there are none the view's own Tab handling moves on to the answers below.
bool PlayScene::focusNextPrevChild(bool next)
{
    m_keysInUse = true;
    // Past the last choice (or before the first) Tab leaves the board, as along any chain.
    const QList<int> choices = boardChoices();
    const qsizetype at = choices.indexOf(m_cursorSq);
    if (choices.isEmpty() || (at >= 0 && at == (next ? choices.size() - 1 : 0))) return false;
    return cycleCursor(next);
}

void PlayScene::focusInEvent(QFocusEvent *event)
{
    QGraphicsScene::focusInEvent(event);
    // Coming in by Tab: the first choice (by Shift+Tab: the last).
    const QList<int> choices = boardChoices();
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        m_keysInUse = true;
    if (!choices.isEmpty() && event->reason() == Qt::TabFocusReason) jumpCursor(choices.first());
    if (!choices.isEmpty() && event->reason() == Qt::BacktabFocusReason) jumpCursor(choices.last());
    showCursor();
}

void PlayScene::focusOutEvent(QFocusEvent *event)
{
    QGraphicsScene::focusOutEvent(event);
    m_cursor->setVisible(false);
}

} // namespace quantum
