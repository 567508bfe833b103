// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/client.h"
#include "engine/game.h"

#include <functional>
#include <memory>


namespace quantum::net {

// A computer player at the other end of the network (quantum-cli bot, tests): a Client whose
// seat is played by one of the engine's bots of the game the host plays, on the client's
// public view. Its bot is seeded
// 1000 + seat unless told otherwise, as the session seeds a computer seat, so a game of
// network bots goes as the same seeded game of local computers does. Each position is
// decided once: after a reconnect the same answer is sent again.
class NetBot : public QObject {
    Q_OBJECT
public:
    NetBot(const QString &bot, const ClientOptions &options, QObject *parent = nullptr);
    ~NetBot() override;
    // A bot name that neither game knows gives a NetBot that is not valid (one the host's game
    // does not know fails once the game is known, reason "unknown-bot").
    bool isValid() const { return m_valid; }
    // While `hold` says so the bot does not answer (tests stop it at a chosen position); the
    // second form looks at a game of Quantum only. clearHold lets it answer again.
    void setHold(std::function<bool(const Game &)> hold) { m_hold = std::move(hold); }
    void clearHold() { m_hold = nullptr; }
    void setHold(std::function<bool(const GameState &)> hold)
    {
        m_hold = [hold = std::move(hold)](const Game &game) {
            const GameState *s = quantumState(game);
            return s && hold(*s);
        };
    }
    void play(); // answers now if due (after a hold is lifted)

    void connectTo(const QString &host, quint16 port) { m_client.connectTo(host, port); }
    Client &client() { return m_client; }

signals:
    // The game ended (winner -1: a draw), or the bot gave up (rejected, host gone).
    void finished(int winner);
    void failed(const QString &reason);
    void holding();

private:
    QString m_botName;
    Client m_client;
    std::unique_ptr<GamePlayer> m_player;
    std::function<bool(const Game &)> m_hold;
    quint64 m_decidedVersion = ~0ull;
    AnyAction m_decided;
    bool m_valid = false;
    bool m_done = false;
};

} // namespace quantum::net
