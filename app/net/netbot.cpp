// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/netbot.h"

#include "engine/game.h"

namespace quantum::net {

NetBot::NetBot(const QString &bot, const ClientOptions &options, QObject *parent)
    : QObject(parent), m_botName(bot), m_client(options)
{
    m_valid =
        botNames(GameKind::Quantum).contains(bot) || botNames(GameKind::Qwantum).contains(bot);
    connect(&m_client, &Client::snapshotReceived, this, [this] {
        // An undo rewrote the position: what was decided for this version no longer holds.
        if (m_client.version() < m_decidedVersion && m_decidedVersion != ~0ull)
            m_decidedVersion = ~0ull;
        play();
    });
    connect(&m_client, &Client::played, this, &NetBot::play);
    connect(&m_client, &Client::pausedChanged, this, &NetBot::play);
    connect(&m_client, &Client::gameOver, this, [this](int winner) {
        if (m_done) return;
        m_done = true;
        emit finished(winner);
    });
    connect(&m_client, &Client::statusChanged, this, [this](Client::Status s) {
        if (s == Client::Status::Closed && !m_done) {
            m_done = true;
            emit failed(m_client.closeReason());
        }
    });
}

NetBot::~NetBot() = default;

void NetBot::play()
{
    if (!m_valid || m_done || !m_client.myDecision()) return;
    if (m_hold && m_hold(*m_client.game())) {
        emit holding();
        return;
    }
    const int seat = m_client.seat();
    if (!m_player) m_player = makePlayer(m_client.kind(), m_botName, 1000 + quint64(seat));
    if (!m_player) { // a bot of the other game
        m_done = true;
        m_client.leave();
        emit failed(QStringLiteral("unknown-bot"));
        return;
    }
    if (m_decidedVersion != m_client.version()) {
        QString failure;
        const AnyAction chosen = m_player->choose(*m_client.game(), seat, failure);
        if (!failure.isEmpty()) return;
        m_decided = chosen;
        m_decidedVersion = m_client.version();
    }
    m_client.sendIntent(m_decided);
}

} // namespace quantum::net
