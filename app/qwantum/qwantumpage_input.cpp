// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// QwantumPage's input (qwantumpage.h): the player's choices (dice marked, a sum, a misthrow, a
// pass), confirmed or taken back, the Hint, the hand-over, and the keys of the table. The rest
// of the page is in qwantumpage.cpp.
#include "app/qwantum/qwantumpage.h"

#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/qwantum/dicefacespanel.h"
#include "app/qwantum/qwantumtext.h"
#include "engine/qwantum/bots.h"

#include <QGraphicsView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>

namespace quantum {

void QwantumPage::toggleDie(int die)
{
    if (!interactive() || die < 0 || die > qw::kColouredDice || !marks().rerollOpen) return;
    m_rerollMarks ^= uint8_t(1u << die);
    m_hintText.clear();
    refresh();
}

void QwantumPage::reroll()
{
    if (!interactive() || !m_rerollMarks) return;
    const qw::Action a{qw::ActionType::Reroll, int8_t(viewer()), -1, m_rerollMarks};
    if (!accepts(a)) return;
    m_rerollMarks = 0;
    m_pending.reset();
    submit(a);
}

void QwantumPage::chooseWrite(int colour)
{
    if (!interactive() || colour < 0 || colour >= qw::kColours || marks().offer[colour] < 0) return;
    m_pending = qw::Action{qw::ActionType::Write, int8_t(viewer()), int8_t(colour), 0};
    m_cursor = colour;
    m_hintText.clear();
    refresh();
}

void QwantumPage::chooseMisthrow()
{
    if (!interactive() || !marks().misthrowOffered) return;
    m_pending = qw::Action{qw::ActionType::Misthrow, int8_t(viewer()), -1, 0};
    m_hintText.clear();
    refresh();
}

void QwantumPage::choosePass()
{
    const qw::State *s = current();
    if (!interactive() || !s || s->phase != qw::Phase::Others) return;
    const qw::Action pass{qw::ActionType::Pass, int8_t(viewer()), -1, 0};
    if (!accepts(pass)) return;
    m_pending = pass;
    m_hintText.clear();
    refresh();
}

void QwantumPage::confirm()
{
    if (!interactive() || !m_pending) return;
    const qw::Action a = *m_pending;
    m_pending.reset();
    m_rerollMarks = 0;
    m_cursor = -1;
    submit(a);
}

void QwantumPage::takeBack()
{
    if (!interactive()) return;
    m_pending.reset();
    m_rerollMarks = 0;
    m_hintText.clear();
    refresh();
}

void QwantumPage::submit(const qw::Action &action)
{
    m_hintText.clear();
    if (!accepts(action)) return refresh();
    const int seat = action.player;
    const Session::Result r = m_session->submit(seat, AnyAction(action));
    if (r == Session::Result::Answered) m_handedTo = -1; // the next player takes the screen
    refresh();
}

void QwantumPage::hint()
{
    const qw::State *s = current();
    const int v = viewer();
    if (!s || v < 0 || m_filter) return; // a guide's lesson says what to do
    std::vector<qw::Action> legal;
    qw::legalActions(*s, v, legal);
    if (legal.empty()) return;
    const qw::Action a = qw::makeBot(QStringLiteral("hard"), m_session->version() * 7919u + 17u)
                             ->choose(*s, v, legal);
    const QwantumText words(m_session->playerNames());
    m_pending.reset();
    m_rerollMarks = 0;
    if (a.type == qw::ActionType::Reroll) {
        m_rerollMarks = a.dice;
        m_hintText = tr("Hint: re-roll the marked dice (R).");
    } else {
        m_pending = a;
        if (a.type == qw::ActionType::Write) m_cursor = a.colour;
        m_hintText = fillIn(tr("Hint: %1."), words.action(a, *s));
    }
    refresh();
    if (m_pending) // the hint's choice stands as the player's, still to confirm
        m_detail->setText(m_hintText + QLatin1Char(' ') + tr("Confirm it (Enter), or take it back (Backspace)."));
}

void QwantumPage::takeOver()
{
    const int to = handOverTo();
    if (to < 0) return;
    m_handedTo = to;
    refresh();
    m_view->setFocus();
}

void QwantumPage::toggleFaces()
{
    m_faces->setVisible(!m_faces->isVisible());
    m_facesButton->setChecked(m_faces->isVisible());
}

void QwantumPage::moveCursor(int delta)
{
    const TableMarks m = marks();
    for (int k = 1; k <= qw::kColours; ++k) {
        const int c = ((m_cursor < 0 ? (delta > 0 ? -1 : 0) : m_cursor) + delta * k + 2 * qw::kColours) %
                      qw::kColours;
        if (m.offer[c] >= 0) {
            m_cursor = c;
            refresh();
            return;
        }
    }
}

bool QwantumPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const int k = key->key();
        if (k >= Qt::Key_1 && k <= Qt::Key_7) toggleDie(k - Qt::Key_1);
        else if (k == Qt::Key_R) reroll();
        else if (k == Qt::Key_Up || k == Qt::Key_Left) moveCursor(-1);
        else if (k == Qt::Key_Down || k == Qt::Key_Right) moveCursor(1);
        else if (k == Qt::Key_Return || k == Qt::Key_Enter || k == Qt::Key_Space) {
            if (handOverTo() >= 0) takeOver();
            else if (m_pending) confirm();
            else if (m_cursor >= 0) chooseWrite(m_cursor);
        } else if (k == Qt::Key_M) chooseMisthrow();
        else if (k == Qt::Key_P) choosePass();
        else if (k == Qt::Key_Backspace || k == Qt::Key_Escape) takeBack();
        else if (k == Qt::Key_H) hint();
        else if (k == Qt::Key_F) toggleFaces();
        else return false;
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace quantum
