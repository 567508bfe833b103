// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The play page's part for a network game (a LAN client's session, app/net/clientsession.h).
#include "app/play/gamepage.h"

#include "app/game/session.h"
#include "app/net/client.h"
#include "app/net/clientsession.h"
#include "app/play/promptbar.h"
#include "app/play/sounds.h"
#include "editor/board/boardview.h"

#include <QApplication>
#include <QLabel>

namespace quantum {

// ---- A network game (a LAN client's session, app/net/clientsession.h) --------------------------------
// The client mirrors the host's game; the page adds what only a network game has: a banner
// over the board while the game waits (missing players, the own connection lost, the host
// gone), a notice when the turn comes to this computer, and the host's refusals.

void GamePage::watchNetwork()
{
    m_netRefusal.clear();
    m_netMyTurn = m_session->localHumanToAct();
    net::Client *client = clientOf(m_session);
    updateNetworkBanner();
    if (!client) return;
    using net::Client;
    // Connected to the session, so that clearSession's disconnect ends them with it.
    auto changed = [this] {
        if (!m_netRefusal.isEmpty()) {
            m_netRefusal.clear();
            updatePrompt();
        }
        noticeNetworkTurn();
        updateNetworkBanner();
    };
    connect(m_session, &Session::applied, this, changed);
    connect(m_session, &Session::reset, this, changed);
    const Session *session = m_session;
    auto live = [this, session] { return m_session == session; };
    connect(client, &Client::pausedChanged, m_session, [this, live] {
        if (!live()) return;
        updateNetworkBanner();
        refresh();
        noticeNetworkTurn();
    });
    connect(client, &Client::statusChanged, m_session, [this, live] {
        if (!live()) return;
        updateNetworkBanner();
        refresh();
    });
    connect(client, &Client::hostClosed, m_session, [this, live] {
        if (!live()) return;
        if (!m_session->isOver()) addNote(net::reasonText(net::reason::HostClosed));
        updateNetworkBanner();
    });
    connect(client, &Client::refused, m_session,
            [this, live](const QString &reason, const Refusal &refusal) {
                if (!live()) return;
                m_netRefusal = refusal.ok() ? net::reasonText(reason) : refusalText(refusal);
                updatePrompt();
            });
}

void GamePage::updateNetworkBanner()
{
    const QString text = m_session ? networkBanner(*m_session) : QString();
    if (text.isEmpty()) {
        if (m_netBanner) m_netBanner->hide();
        return;
    }
    if (!m_netBanner) {
        m_netBanner = new QLabel(m_view->viewport());
        m_netBanner->setObjectName(QStringLiteral("networkBanner"));
        m_netBanner->setAlignment(Qt::AlignCenter);
        m_netBanner->setWordWrap(true);
        m_netBanner->setMargin(10);
        m_netBanner->setStyleSheet(QStringLiteral(
            "QLabel { background-color: #a0561c; color: white; border: 1px solid #f0c080;"
            " border-radius: 6px; font-weight: bold; }"));
    }
    m_netBanner->setText(text);
    const QRect area = m_view->viewport()->rect();
    const int w = qMin(area.width() - 24, qMax(320, area.width() * 2 / 3));
    m_netBanner->setFixedWidth(qMax(100, w));
    m_netBanner->adjustSize();
    m_netBanner->move(area.center().x() - m_netBanner->width() / 2, 12);
    m_netBanner->show();
    m_netBanner->raise();
}

void GamePage::noticeNetworkTurn()
{
    const bool mine = m_session && m_session->localHumanToAct() && !m_session->isPaused();
    if (mine && !m_netMyTurn) {
        emit yourTurn();
        if (!window()->isActiveWindow()) {
            QApplication::alert(window());
            m_sounds->playTurn();
        }
    }
    m_netMyTurn = mine;
}

} // namespace quantum
