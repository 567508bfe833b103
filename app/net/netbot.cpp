// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/netbot.h"

#include "engine/bots.h"

namespace quantum::net {

NetBot::NetBot(const QString &bot, const ClientOptions &options, QObject *parent)
    : QObject(parent), m_botName(bot), m_client(options)
{
    m_valid = makeBot(bot, 0) != nullptr;
    connect(&m_client, &Client::snapshotReceived, this, [this] {
        // An undo rewrote the position: what was decided for this version no longer holds.
        if (m_client.version() < m_decidedVersion && m_decidedVersion != ~0ull)
            m_decidedVersion = ~0ull;
        play();
    });
    connect(&m_client, &Client::updated, this, &NetBot::play);
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
    const GameState &s = m_client.state();
    if (m_hold && m_hold(s)) {
        emit holding();
        return;
    }
    if (!m_bot) m_bot = makeBot(m_botName, 1000 + quint64(m_client.seat()));
    if (m_decidedVersion != m_client.version()) {
        legalActions(s, m_legal);
        if (m_legal.empty()) return;
        m_decided = m_bot->choose(s, m_legal);
        m_decidedVersion = m_client.version();
    }
    m_client.sendIntent(m_decided);
}

} // namespace quantum::net
