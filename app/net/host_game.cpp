// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN host's game once it runs (host.h): snapshots and updates, the autosave, pauses
// for missing players and the computer standing in for them. The connections are in
// host_peers.cpp, the lobby in host.cpp.
#include "app/net/clock.h"
#include "app/net/host.h"

#include "engine/json.h"

#include <QCborArray>
#include <QTimer>

namespace quantum::net {

namespace {
QCborArray seatList(const QList<int> &seats)
{
    QCborArray a;
    for (int s : seats)
        a.append(s);
    return a;
}
} // namespace

// ---- The game

// A snapshot (or the lobby) for a client that asked: at most one each kResyncIntervalMs,
// later ones wait, so that asking does not make the host send without end.
void Host::resync(Peer *peer)
{
    const qint64 now = nowMs();
    if (peer->resyncDue) return;
    if (now - peer->resyncAt < kResyncIntervalMs) {
        peer->resyncDue = true;
        Connection *c = peer->connection;
        QTimer::singleShot(kResyncIntervalMs - (now - peer->resyncAt), c, [this, c] {
            for (const auto &p : m_peers)
                if (p->connection == c && p->resyncDue) {
                    p->resyncDue = false;
                    resync(p.get());
                }
        });
        return;
    }
    peer->resyncAt = now;
    if (isStarted()) {
        peer->connection->send(snapshot());
    } else {
        QCborMap l = m_lobby.toCbor();
        l.insert(QStringLiteral("type"), msg::Lobby);
        peer->connection->send(l);
    }
}

QCborMap Host::snapshot() const
{
    // The position and the whole history are encoded once per version, however many
    // clients (re)join or ask for a resync meanwhile.
    if (!m_snapshotValid || m_snapshotVersion != m_session->version()) {
        m_snapshotState = QCborValue::fromJsonValue(m_public);
        m_snapshotDigest = stateDigest(m_public);
        m_snapshotEvents =
            QCborValue::fromJsonValue(m_session->game().eventsToJson(m_session->anyEvents()));
        m_snapshotVersion = m_session->version();
        m_snapshotValid = true;
    }
    QCborMap m = message(msg::Snapshot);
    m.insert(QStringLiteral("version"), qint64(m_session->version()));
    m.insert(QStringLiteral("state"), m_snapshotState);
    m.insert(QStringLiteral("digest"), m_snapshotDigest);
    m.insert(QStringLiteral("events"), m_snapshotEvents);
    m.insert(QStringLiteral("paused"), m_session->isPaused());
    m.insert(QStringLiteral("missing"), seatList(m_missing));
    QList<int> answered; // several players due: those whose answer the host keeps
    for (int seat = 0; seat < m_session->game().players(); ++seat)
        if (m_session->hasAnswered(seat)) answered.append(seat);
    if (!answered.isEmpty()) m.insert(QStringLiteral("answered"), seatList(answered));
    return m;
}

void Host::applied(const AnyAction &action, const AnyEvents &events, quint64 version)
{
    m_snapshotValid = false;
    const Game &game = m_session->game();
    const QJsonObject now = game.publicJson();
    QCborMap m = message(msg::Update);
    m.insert(QStringLiteral("version"), qint64(version));
    m.insert(QStringLiteral("action"), QCborValue::fromJsonValue(game.actionToJson(action)));
    m.insert(QStringLiteral("events"), QCborValue::fromJsonValue(game.eventsToJson(events)));
    m.insert(QStringLiteral("patch"), diffState(m_public, now));
    m.insert(QStringLiteral("digest"), stateDigest(now));
    m_public = now;
    broadcast(m, true);
    autosave();
}

void Host::resetAll()
{
    m_snapshotValid = false;
    m_public = m_session->game().publicJson();
    broadcast(snapshot());
    autosave();
}

void Host::autosave()
{
    if (m_options.autosavePath.isEmpty() || !m_session) return;
    SavedGame saved = m_session->saved();
    for (const HostSeat &seat : m_seats) { // the players can take their seats back later
        saved.seatTokens.append(seat.token);
        saved.seatClaims.append(seat.claim); // set with the token, cleared with it
    }
    QString error; // the previous autosave is kept (a crash while writing loses neither)
    if (writeAutosave(m_options.autosavePath, saved.toBytes(), &error)) {
        m_autosaveError.clear();
    } else if (error != m_autosaveError) {
        m_autosaveError = error;
        emit autosaveFailed(m_options.autosavePath, error);
    }
}

quint64 Host::bytesSent() const
{
    quint64 n = m_bytesOfGone;
    for (const auto &p : m_peers)
        n += p->connection->bytesSent();
    return n;
}

qint64 Host::queuedBytes() const
{
    qint64 n = 0;
    for (const auto &p : m_peers)
        n += p->connection->queuedBytes();
    return n;
}

QList<int> Host::missingSeats() const
{
    QList<int> out;
    if (!isStarted() || m_session->isOver()) return out;
    for (size_t i = 0; i < m_seats.size(); ++i) {
        const LobbySeat &s = m_seats[i].info;
        if (s.kind == LobbySeat::Kind::Player && !s.connected && !s.standIn) out.append(int(i));
    }
    return out;
}

void Host::updatePause()
{
    if (!m_session) return;
    const QList<int> missing = missingSeats();
    if (missing == m_missing && m_session->isPaused() == !missing.isEmpty()) return;
    m_missing = missing;
    m_session->setPaused(!missing.isEmpty());
    QCborMap m = message(msg::Paused);
    m.insert(QStringLiteral("paused"), !missing.isEmpty());
    m.insert(QStringLiteral("missing"), seatList(missing));
    broadcast(m);
    emit pausedChanged(!missing.isEmpty(), missing);
}

bool Host::handToComputer(int seat, const QString &bot)
{
    if (!m_session || seat < 0 || size_t(seat) >= m_seats.size()) return false;
    HostSeat &s = m_seats[size_t(seat)];
    if (s.info.kind != LobbySeat::Kind::Player || s.info.standIn) return false;
    if (!m_session->handToComputer(seat, bot)) return false;
    s.info.standIn = true;
    s.info.bot = bot;
    broadcastLobby();
    updatePause();
    return true;
}

bool Host::giveBack(int seat)
{
    if (!m_session || seat < 0 || size_t(seat) >= m_seats.size()) return false;
    HostSeat &s = m_seats[size_t(seat)];
    if (!s.info.standIn || !s.info.connected) return false;
    m_session->setSeatInfo(seat, SeatInfo::human(s.info.name));
    auto remote = std::make_unique<RemoteSeat>(seat);
    s.remote = remote.get();
    m_session->replaceSeat(seat, std::move(remote));
    s.info.standIn = false;
    broadcastLobby();
    updatePause();
    return true;
}

} // namespace quantum::net
