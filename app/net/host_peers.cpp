// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN host's connections (host.h): accepting them within the greeting places, the hello
// and its checks in order (docs/protocol.md, hello), the delays of wrong passwords and
// tokens, and the cap on what is queued for all clients. The lobby is in host.cpp, the game
// in host_game.cpp.
#include "app/net/host.h"

#include "app/net/tlsserver.h"

#include <QPointer>
#include <QTimer>

#include <openssl/crypto.h>

namespace quantum::net {

// ---- Connections

void Host::accept(QSslSocket *socket)
{
    const QHostAddress address = socket->peerAddress();
    int greeting = 0, fromThere = 0;
    for (const auto &p : m_peers) {
        if (p->welcomed) continue;
        ++greeting;
        fromThere += p->address.isEqual(address);
    }
    if (m_closed || greeting >= kMaxGreeting || fromThere >= kMaxGreetingPerAddress) {
        socket->abort();
        socket->deleteLater();
        if (!m_closed) emit connectionRefused(address.toString(), reason::Crowded);
        return;
    }
    auto peer = std::make_unique<Peer>();
    Peer *p = peer.get();
    p->address = address;
    p->connection = new Connection(socket, limits(), this);
    connect(p->connection, &Connection::received, this,
            [this, p](const QCborMap &m) { received(p, m); });
    connect(p->connection, &Connection::closed, this,
            [this, p](const QString &why) { dropped(p, why); });
    m_peers.push_back(std::move(peer));
    // Say hello in time, or give the place back.
    QTimer::singleShot(qMin(kHelloTimeoutMs, m_options.timeoutMs), p->connection,
                       [this, c = QPointer<Connection>(p->connection)] {
                           const auto it =
                               std::find_if(m_peers.begin(), m_peers.end(),
                                            [&c](const auto &q) { return q->connection == c; });
                           if (c && it != m_peers.end() && !(*it)->welcomed && !(*it)->rejecting)
                               c->abort(reason::TimedOut);
                       });
}

void Host::dropped(Peer *peer, const QString &why)
{
    auto it = std::find_if(m_peers.begin(), m_peers.end(),
                           [peer](const auto &p) { return p.get() == peer; });
    if (it == m_peers.end()) return;
    std::unique_ptr<Peer> owned = std::move(*it);
    m_peers.erase(it);
    m_bytesOfGone += owned->connection->bytesSent();
    owned->connection->deleteLater();
    if (m_trim) m_trim->start();
    if (!owned->welcomed) return;
    const int seat = owned->seat;
    if (seat >= 0 && m_seats[size_t(seat)].peer == peer) {
        HostSeat &s = m_seats[size_t(seat)];
        s.peer = nullptr;
        s.info.connected = false;
        if (!isStarted()) { // in the lobby the seat is free again
            s.info = LobbySeat{};
            s.forgetPlayer();
        }
    }
    emit clientLeft(owned->name, seat, why);
    broadcastLobby();
    updatePause();
}

void Host::received(Peer *peer, const QCborMap &m)
{
    const QString type = messageType(m);
    if (peer->rejecting) return;
    if (!peer->welcomed) {
        if (type == msg::Hello) return hello(peer, m);
        QCborMap error = message(msg::Error);
        error.insert(QStringLiteral("reason"), reason::Unexpected);
        peer->connection->sendAndClose(error, reason::Unexpected);
        return;
    }
    if (type == msg::Intent) return intent(peer, m);
    if (type == msg::Undo) return undo(peer, m);
    if (type == msg::Chat) return chat(peer, m);
    if (type == msg::TakeSeat) return takeSeat(peer, m);
    if (type == msg::Rename) return rename(peer, m);
    if (type == msg::Resync) return resync(peer);
    if (type == msg::Bye) return peer->connection->abort(QStringLiteral("bye"));
    if (type == msg::Hello) {
        QCborMap error = message(msg::Error);
        error.insert(QStringLiteral("reason"), reason::Unexpected);
        peer->connection->sendAndClose(error, reason::Unexpected);
    }
    // Other types are ignored: a newer client may know more messages.
}

void Host::reject(Peer *peer, const QString &why, QCborMap m)
{
    m.insert(QStringLiteral("type"), msg::Reject);
    m.insert(QStringLiteral("reason"), why);
    peer->connection->sendAndClose(m, why);
}

void Host::authFailure(Peer *peer, const QString &why)
{
    const int delay = m_auth.failed(peer->address);
    emit authFailed(peer->address.toString(), why, m_auth.failures(peer->address), delay);
    if (delay <= 0) return reject(peer, why);
    // Held back: the connection keeps its place among those greeting (at most
    // kMaxGreetingPerAddress from one address), so guesses from there slow down with it.
    peer->rejecting = true;
    QTimer::singleShot(delay, peer->connection, [this, c = peer->connection, why] {
        for (const auto &p : m_peers)
            if (p->connection == c) return reject(p.get(), why);
    });
}

void Host::hello(Peer *peer, const QCborMap &m)
{
    const QCborValue protocol = m.value(QStringLiteral("protocol"));
    const QCborValue app = m.value(QStringLiteral("app"));
    const QString role = m.value(QStringLiteral("role")).toString();
    if (!protocol.isInteger() || !app.isString() ||
        (role != QLatin1String("player") && role != QLatin1String("observer")))
        return reject(peer, reason::BadHello);
    if (protocol.toInteger() != kProtocolVersion || app.toString() != applicationVersion()) {
        // Both versions named, the client's text cleaned as a name (it is echoed).
        QCborMap r;
        r.insert(QStringLiteral("host-protocol"), kProtocolVersion);
        r.insert(QStringLiteral("client-protocol"), protocol.toInteger());
        r.insert(QStringLiteral("host-app"), applicationVersion());
        r.insert(QStringLiteral("client-app"), cleanName(app.toString()));
        return reject(peer,
                      protocol.toInteger() != kProtocolVersion ? reason::ProtocolMismatch
                                                               : reason::AppMismatch,
                      r);
    }
    const QString token = m.value(QStringLiteral("token")).toString();
    const bool checked = !m_options.password.isEmpty() || !token.isEmpty();
    if (checked && m_auth.lockedOut(peer->address)) {
        emit authFailed(peer->address.toString(), reason::LockedOut, m_auth.failures(peer->address),
                        0);
        return reject(peer, reason::LockedOut);
    }
    if (!m_options.password.isEmpty()) {
        // A proof of the password bound to this host's certificate (identity.h), compared in
        // constant time; the password itself never travels.
        const QByteArray proof = m.value(QStringLiteral("password-proof")).toByteArray();
        const QByteArray expected = passwordProof(m_options.password, fingerprint());
        if (proof.size() != expected.size() ||
            CRYPTO_memcmp(proof.constData(), expected.constData(), size_t(expected.size())) != 0)
            return authFailure(peer, reason::WrongPassword);
    }
    const QCborValue name = m.value(QStringLiteral("name"));
    peer->name = cleanName(name.toString());
    if (role == QLatin1String("player")) peer->claim = claimOf(m.value(QStringLiteral("claim")));
    int seat = -1;
    if (token.isEmpty() && !peer->claim.isEmpty()) {
        // A player seated by an earlier hello with this claim whose welcome never reached it
        // (its connection was cut first): the seat is its own, as with the token.
        for (size_t i = 0; i < m_seats.size(); ++i)
            if (m_seats[i].claim == peer->claim && !m_seats[i].token.isEmpty()) seat = int(i);
    }
    if (!token.isEmpty() || seat >= 0) {
        for (size_t i = 0; seat < 0 && i < m_seats.size(); ++i)
            if (m_seats[i].token == token) seat = int(i);
        if (seat < 0) return authFailure(peer, reason::BadToken);
        if (Peer *old = m_seats[size_t(seat)].peer) { // the same player from a new connection
            m_seats[size_t(seat)].peer = nullptr;
            old->seat = -1;
            QCborMap error = message(msg::Error);
            error.insert(QStringLiteral("reason"), reason::Replaced);
            old->connection->sendAndClose(error, reason::Replaced);
        }
        if (!usableName(peer->name)) peer->name = m_seats[size_t(seat)].info.name;
    } else if (!name.isString() || !usableName(peer->name)) {
        return reject(peer, reason::BadName);
    } else if (role == QLatin1String("player")) {
        if (isStarted()) return reject(peer, reason::GameStarted);
        const qint64 wanted = integerOf(m.value(QStringLiteral("seat")));
        if (wanted >= 0 && wanted < qint64(m_seats.size()) &&
            !m_seats[size_t(wanted)].info.isFilled())
            seat = int(wanted);
        for (size_t i = 0; seat < 0 && i < m_seats.size(); ++i)
            if (!m_seats[i].info.isFilled()) seat = int(i);
        if (seat < 0) return reject(peer, reason::NoFreeSeat);
    }
    if (seat < 0) { // an observer: within its own cap, which leaves the players' places alone
        int observers = 0;
        for (const auto &p : m_peers)
            observers += p->welcomed && p->observer;
        if (m_options.maxObservers <= 0 || observers >= m_options.maxObservers)
            return reject(peer, reason::NoWatching);
    }
    peer->welcomed = true;
    peer->observer = seat < 0;
    if (seat >= 0) seatPeer(seat, peer, false);
    QCborMap welcome = message(msg::Welcome);
    welcome.insert(QStringLiteral("protocol"), kProtocolVersion);
    welcome.insert(QStringLiteral("app"), applicationVersion());
    welcome.insert(QStringLiteral("name"), m_lobby.gameName);
    welcome.insert(QStringLiteral("seat"), seat);
    welcome.insert(QStringLiteral("token"), seat >= 0 ? m_seats[size_t(seat)].token : QString());
    welcome.insert(QStringLiteral("game"), QLatin1String(gameName(kind())));
    if (board())
        welcome.insert(QStringLiteral("map"), QCborValue::fromJsonValue(mapToJson(board()->map())));
    peer->connection->send(welcome);
    // The recent chat, so that a player who joins or comes back reads what was said.
    for (QCborMap line : m_recentChat) {
        line.insert(QStringLiteral("earlier"), true);
        peer->connection->send(line);
    }
    emit clientJoined(peer->name, seat);
    broadcastLobby();
    if (isStarted()) {
        peer->connection->send(snapshot());
        if (seat >= 0 && m_seats[size_t(seat)].info.standIn && m_options.giveBackOnReturn)
            giveBack(seat);
        updatePause();
    }
}

void Host::enforceQueueCap()
{
    if (m_options.maxQueuedTotal <= 0) return;
    qint64 total = 0; // of the clients not being dropped already
    for (const auto &p : m_peers)
        if (!p->rejecting) total += p->connection->queuedBytes();
    while (total > m_options.maxQueuedTotal) {
        // The observer with the most waiting for it, else the player with the most.
        Peer *slowest = nullptr;
        qint64 most = -1;
        bool observer = false;
        for (const auto &p : m_peers) {
            if (p->rejecting) continue;
            const qint64 q = p->connection->queuedBytes();
            const bool o = !p->welcomed || p->observer;
            if (q > 0 && ((o && !observer) || (o == observer && q > most))) {
                slowest = p.get();
                most = q;
                observer = o;
            }
        }
        if (!slowest) return;
        total -= most;
        slowest->rejecting = true; // dropped from the event loop, not under a caller's loop
        QMetaObject::invokeMethod(
            slowest->connection, [c = slowest->connection] { c->abort(reason::TooSlow); },
            Qt::QueuedConnection);
    }
}

} // namespace quantum::net
