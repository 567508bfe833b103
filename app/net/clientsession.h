// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A LAN client's game in the play mode (docs/protocol.md): a Session that mirrors
// what a net::Client receives from the host. The game page shows it like any session.

#include <QList>
#include <QString>

#include <memory>

namespace quantum {
class Session;
namespace net {
class Client;
}

// A Session that mirrors `client`'s game (owned by the caller; `client` must outlive it):
// the local player's seat answers through the board as usual, but its submits go to the host
// as intents; the host's updates are applied as they come (with their events), snapshots reset it.
std::unique_ptr<Session> makeClientSession(net::Client *client);

// The client a session made by makeClientSession mirrors; nullptr for any other session.
net::Client *clientOf(const Session *session);

// The line over the board of a network game, empty when none is due: the own connection
// lost ("Reconnecting…"), the host gone, or the game paused for missing players (named).
QString networkBanner(const Session &session);

} // namespace quantum
