// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/client.h"

#include "app/net/identity.h"
#include "app/net/tlsserver.h"
#include "engine/json.h"

#include <QCborValue>

#include <algorithm>

namespace quantum::net {

namespace {
// Seat numbers from the host (a list of missing players): only real seats, each once.
QList<int> seatsOf(const QCborValue &value)
{
    QList<int> seats;
    for (const QCborValue &v : value.toArray()) {
        const qint64 seat = v.toInteger(-1);
        if (seat >= 0 && seat < kMaxPlayers && !seats.contains(int(seat))) seats.append(int(seat));
        if (seats.size() >= kMaxPlayers) break;
    }
    return seats;
}
} // namespace

Client::Client(const ClientOptions &options, QObject *parent) : QObject(parent), m_options(options)
{
    if (m_options.claim.isEmpty()) m_options.claim = randomSecret();
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &Client::tryConnect);
}

Client::~Client()
{
    m_final = true;
    delete m_connection;
    delete m_socket;
}

void Client::setStatus(Status s)
{
    if (s == m_status) return;
    m_status = s;
    emit statusChanged(s);
}

void Client::connectTo(const QString &host, quint16 port)
{
    m_host = host;
    m_port = port;
    m_final = false;
    m_tries = 0;
    m_helloSent = m_welcomed = false;
    setStatus(Status::Connecting);
    tryConnect();
}

void Client::tryConnect()
{
    if (m_final) return;
    delete m_socket;
    m_socket = new QSslSocket(this);
    m_socket->setSslConfiguration(TlsServer::configuration());
    connect(m_socket, &QSslSocket::encrypted, this, &Client::encrypted);
    connect(m_socket, &QSslSocket::errorOccurred, this, [this](QAbstractSocket::SocketError e) {
        if (!m_socket || m_connection) return;
        // A handshake that failed (not one cut off: the network may have dropped it, and a
        // reconnect tries again): a host that does not speak TLS (an older Quantum).
        const bool tls = e == QAbstractSocket::SslHandshakeFailedError;
        m_socket->deleteLater();
        m_socket = nullptr;
        lost(tls ? reason::TlsFailed : reason::Unreachable);
    });
    m_socket->connectToHostEncrypted(m_host, m_port);
}

// The host's certificate is the one expected, or the first one met (and then held to).
void Client::encrypted()
{
    const QSslCertificate certificate = m_socket->peerCertificate();
    const QByteArray seen = certificate.digest(QCryptographicHash::Sha256);
    const bool first = m_fingerprint.isEmpty();
    bool trusted = !seen.isEmpty() && isSignedByItsOwnKey(certificate);
    if (!first)
        trusted = trusted && seen == m_fingerprint;
    else if (!m_options.fingerprint.isEmpty())
        trusted = trusted && seen == m_options.fingerprint;
    else if (!m_options.fingerprintCode.isEmpty())
        trusted = trusted &&
                  fingerprintCode(seen) == normalizedFingerprintCode(m_options.fingerprintCode);
    if (!trusted) {
        m_seenFingerprint = seen;
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
        m_socket = nullptr;
        m_closeReason = reason::HostKeyChanged;
        return finish(reason::HostKeyChanged);
    }
    if (first) {
        m_fingerprint = seen;
        emit hostIdentified(seen);
    }
    connected();
}

void Client::connected()
{
    Connection::Limits limits;
    limits.heartbeatMs = m_options.heartbeatMs;
    limits.timeoutMs = m_options.timeoutMs;
    QTcpSocket *socket = m_socket;
    m_socket = nullptr;
    socket->disconnect(this);
    m_connection = new Connection(socket, limits, this);
    connect(m_connection, &Connection::received, this, &Client::received);
    connect(m_connection, &Connection::closed, this, [this](const QString &why) {
        m_connection->deleteLater();
        m_connection = nullptr;
        lost(why);
    });
    QCborMap hello = message(msg::Hello);
    hello.insert(QStringLiteral("protocol"), m_options.protocol);
    hello.insert(QStringLiteral("app"), m_options.app);
    hello.insert(QStringLiteral("name"), m_options.name);
    hello.insert(QStringLiteral("role"),
                 m_options.observer ? QStringLiteral("observer") : QStringLiteral("player"));
    if (m_options.seat >= 0) hello.insert(QStringLiteral("seat"), m_options.seat);
    if (!m_options.token.isEmpty()) hello.insert(QStringLiteral("token"), m_options.token);
    if (!m_options.password.isEmpty())
        hello.insert(QStringLiteral("password-proof"),
                     passwordProof(m_options.password, m_fingerprint));
    if (!m_options.observer) hello.insert(QStringLiteral("claim"), m_options.claim);
    m_connection->send(hello);
    m_helloSent = !m_options.observer;
}

void Client::lost(const QString &why)
{
    // A player comes back to its seat with the token; an observer just comes back (in the
    // lobby too: the game may have started without its client hearing of it, and an observer
    // holds no seat). A player who was in the lobby tries too, for the same reason (the host
    // then holds the seat); if it had not started, the host no longer knows the token, and
    // the seat is gone with the lobby (see received()). A player whose hello had no answer
    // when the network cut it tries too: the host may have seated it, and knows it by its
    // claim (a host that answered with junk is not tried again).
    const bool unanswered =
        m_helloSent && !m_welcomed &&
        (why == reason::Disconnected || why == reason::TimedOut || why == reason::Unreachable);
    const bool seated = !m_options.token.isEmpty() || unanswered;
    const bool again = !m_final && m_options.reconnect && (seated || m_options.observer) &&
                       ++m_tries <= m_options.reconnectTries;
    if (again && !m_lobby.started && m_lostInLobby.isEmpty()) m_lostInLobby = why;
    if (m_status == Status::Connected) emit connectionLost(why, again);
    if (!again) return finish(why);
    setStatus(Status::Reconnecting);
    m_retry.start(m_tries == 1 ? 0 : m_options.reconnectDelayMs);
}

void Client::finish(const QString &reason)
{
    m_final = true;
    m_retry.stop();
    if (m_closeReason.isEmpty()) m_closeReason = reason;
    if (m_connection) {
        Connection *c = m_connection;
        m_connection = nullptr;
        c->disconnect(this);
        c->abort(reason);
        c->deleteLater();
    }
    setStatus(Status::Closed);
}

void Client::leave()
{
    if (m_connection) {
        m_final = true;
        m_connection->sendAndClose(message(msg::Bye), QStringLiteral("bye"));
    }
    finish(QStringLiteral("bye"));
}

void Client::dropConnection()
{
    if (m_connection) m_connection->abort(QStringLiteral("dropped"));
}

void Client::send(const QCborMap &m)
{
    if (m_connection) m_connection->send(m);
}

const GameState &Client::state() const
{
    static const GameState none;
    const GameState *s = m_game ? quantumState(*m_game) : nullptr;
    return s ? *s : none;
}

bool Client::myDecision() const
{
    if (!m_hasGame || m_syncing || m_paused || m_seat < 0 || m_status != Status::Connected ||
        m_answered.contains(m_seat))
        return false;
    std::vector<int> due;
    m_game->due(due);
    return std::find(due.begin(), due.end(), m_seat) != due.end();
}

qint64 Client::unsentBytes() const
{
    return m_connection ? m_connection->queuedBytes() : 0;
}

void Client::sendIntent(const AnyAction &action)
{
    if (!m_hasGame) return;
    QCborMap m = message(msg::Intent);
    m.insert(QStringLiteral("version"), qint64(m_version));
    m.insert(QStringLiteral("action"), QCborValue::fromJsonValue(m_game->actionToJson(action)));
    send(m);
}

void Client::requestUndo()
{
    QCborMap m = message(msg::Undo);
    m.insert(QStringLiteral("version"), qint64(m_version));
    send(m);
}

void Client::sendChat(const QString &text)
{
    QCborMap m = message(msg::Chat);
    m.insert(QStringLiteral("text"), text.left(kMaxChatLength));
    send(m);
}

void Client::takeSeat(int seat)
{
    QCborMap m = message(msg::TakeSeat);
    m.insert(QStringLiteral("seat"), seat);
    send(m);
}

void Client::rename(const QString &name)
{
    m_options.name = name.left(kMaxNameLength);
    QCborMap m = message(msg::Rename);
    m.insert(QStringLiteral("name"), m_options.name);
    send(m);
}

void Client::requestSnapshot()
{
    m_syncing = true;
    send(message(msg::Resync));
}

// ---- From the host

void Client::received(const QCborMap &m)
{
    const QString type = messageType(m);
    if (type == msg::Welcome) return welcome(m);
    if (type == msg::Reject) {
        m_final = true;
        const QString why = m.value(QStringLiteral("reason")).toString();
        if (why == reason::BadToken && !m_lostInLobby.isEmpty()) {
            // Back from a drop in the lobby: the seat went with it, as the drop's reason says.
            m_closeReason = m_lostInLobby;
            return finish(m_lostInLobby);
        }
        m_closeReason = why;
        emit rejected(why, reasonText(why, m));
        return finish(why);
    }
    if (type == msg::Error || type == msg::Closing) {
        m_final = true;
        const QString why = m.value(QStringLiteral("reason")).toString();
        m_closeReason = why;
        if (type == msg::Closing) emit hostClosed();
        return; // the host closes the connection; finish() follows from lost()
    }
    if (type == msg::You) {
        const int seat = int(
            std::clamp<qint64>(m.value(QStringLiteral("seat")).toInteger(-1), -1, kMaxPlayers - 1));
        m_options.token = m.value(QStringLiteral("token")).toString().left(64);
        if (seat != m_seat) {
            m_seat = seat;
            emit seatChanged(seat);
        }
        return;
    }
    if (type == msg::Lobby) {
        LobbyInfo l;
        if (LobbyInfo::fromCbor(m, l)) {
            m_lobby = l;
            emit lobbyChanged();
        }
        return;
    }
    if (type == msg::Snapshot) return snapshot(m);
    if (type == msg::Answered) {
        const qint64 seat = integerOf(m.value(QStringLiteral("seat")));
        if (!m_hasGame || integerOf(m.value(QStringLiteral("version"))) != qint64(m_version) ||
            seat < 0 || seat >= m_game->players() || m_answered.contains(int(seat)))
            return;
        m_answered.append(int(seat));
        emit answered(int(seat));
        return;
    }
    if (type == msg::Update) return update(m);
    if (type == msg::Refused) {
        Refusal r;
        const QCborMap rm = m.value(QStringLiteral("refusal")).toMap();
        if (!rm.isEmpty()) {
            const RefusalId id = refusalFromName(rm.value(QStringLiteral("id")).toString());
            if (id != RefusalId::Count) r.id = id;
            const QCborArray args = rm.value(QStringLiteral("args")).toArray();
            r.arg0 = int16_t(std::clamp<qint64>(args.at(0).toInteger(), INT16_MIN, INT16_MAX));
            r.arg1 = int16_t(std::clamp<qint64>(args.at(1).toInteger(), INT16_MIN, INT16_MAX));
        }
        emit refused(m.value(QStringLiteral("reason")).toString(), r);
        return;
    }
    if (type == msg::Chat) {
        // Each line once: the host numbers them, and a client that comes back is sent the
        // recent ones again (marked "earlier"), some of which it has shown already.
        const qint64 n = m.value(QStringLiteral("n")).toInteger(-1);
        if (n >= 0 && n <= m_lastChat) return;
        m_lastChat = qMax(m_lastChat, n);
        emit chatReceived(m.value(QStringLiteral("from")).toString().left(kMaxNameLength),
                          int(m.value(QStringLiteral("seat")).toInteger(-1)),
                          m.value(QStringLiteral("text")).toString().left(kMaxChatLength));
        return;
    }
    if (type == msg::Paused) {
        m_paused = m.value(QStringLiteral("paused")).toBool();
        m_missing = seatsOf(m.value(QStringLiteral("missing")));
        emit pausedChanged(m_paused, m_missing);
        return;
    }
}

void Client::welcome(const QCborMap &m)
{
    // The game: Quantum when the host does not say (a host from before the second game).
    GameKind kind = GameKind::Quantum;
    const QCborValue game = m.value(QStringLiteral("game"));
    if (!game.isUndefined() && !gameFromName(game.toString(), kind))
        return finish(reason::Unexpected);
    if (kind != m_kind) {
        m_kind = kind;
        m_game.reset();
        m_hasGame = false;
    }
    if (kind == GameKind::Quantum) { // the map the game is played on
        const MapReadResult mr = mapFromJson(m.value(QStringLiteral("map")).toMap().toJsonObject());
        if (!mr.ok || !isPlayable(validateMap(mr.map))) return finish(reason::Unexpected);
        if (!m_board || !(m_board->map() == mr.map))
            m_board = std::make_shared<const Board>(mr.map);
    } else {
        m_board.reset();
    }
    m_gameName = m.value(QStringLiteral("name")).toString().left(kMaxNameLength);
    m_seat =
        int(std::clamp<qint64>(m.value(QStringLiteral("seat")).toInteger(-1), -1, kMaxPlayers - 1));
    m_options.token = m.value(QStringLiteral("token")).toString().left(64);
    m_tries = 0;
    m_welcomed = true;
    m_lostInLobby.clear();
    setStatus(Status::Connected);
    emit welcomed(m_seat);
}

// The position the host sent, read as any position from outside: one that cannot arise in a
// game is refused.
std::unique_ptr<Game> Client::readState(const QJsonObject &state) const
{
    ReadStatus st;
    return gameFromJson(m_kind, m_board, state, st);
}

// The winner of a game that ended, -1 for none or several.
int Client::winner() const
{
    const std::vector<int> w = m_game->winners();
    return w.size() == 1 ? w.front() : -1;
}

void Client::snapshot(const QCborMap &m)
{
    if (!m_welcomed) return;
    const QJsonObject state = m.value(QStringLiteral("state")).toMap().toJsonObject();
    std::unique_ptr<Game> game = readState(state);
    AnyEvents events;
    const QCborValue list = m.value(QStringLiteral("events"));
    if (!game || !list.isArray() || !game->eventsFromJson(list.toArray().toJsonArray(), events))
        return finish(reason::Unexpected); // a host that sends what cannot be read
    const bool wasOver = m_hasGame && m_game->over();
    m_game = std::move(game);
    m_stateJson = state;
    m_answered.clear();
    for (int seat : seatsOf(m.value(QStringLiteral("answered"))))
        if (seat < m_game->players() && !m_answered.contains(seat)) m_answered.append(seat);
    m_events = std::move(events);
    m_version = quint64(qMax<qint64>(0, m.value(QStringLiteral("version")).toInteger()));
    m_hasGame = true;
    m_syncing = false;
    m_paused = m.value(QStringLiteral("paused")).toBool();
    m_missing = seatsOf(m.value(QStringLiteral("missing")));
    if (!m_lobby.started) m_lobby.started = true;
    emit snapshotReceived();
    if (!wasOver && m_game->over()) emit gameOver(winner());
}

void Client::update(const QCborMap &m)
{
    if (!m_hasGame || m_syncing) return;
    const quint64 version = quint64(m.value(QStringLiteral("version")).toInteger());
    QJsonObject state = m_stateJson;
    AnyEvents events;
    AnyAction action;
    const QCborValue list = m.value(QStringLiteral("events")),
                     wire = m.value(QStringLiteral("action"));
    const bool fits =
        version == m_version + 1 && applyPatch(state, m.value(QStringLiteral("patch")).toArray()) &&
        stateDigest(state) == m.value(QStringLiteral("digest")).toByteArray() && list.isArray() &&
        m_game->eventsFromJson(list.toArray().toJsonArray(), events) && wire.isMap() &&
        m_game->actionFromJson(wire.toMap().toJsonObject(), -1, action);
    std::unique_ptr<Game> game = fits ? readState(state) : nullptr;
    if (!game) return requestSnapshot();
    m_game = std::move(game);
    m_stateJson = state;
    // An answer the host keeps stays given until the update of its action applies it (the
    // answers of one roll come one update after the other).
    m_answered.removeAll(std::visit([](const auto &a) { return int(a.player); }, action));
    m_version = version;
    appendEvents(m_events, events);
    emit played(action, events, version);
    if (const Action *a = std::get_if<Action>(&action)) emit updated(*a, events.quantum, version);
    if (m_game->over()) emit gameOver(winner());
}

} // namespace quantum::net
