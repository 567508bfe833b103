// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/host.h"

#include "app/net/clock.h"
#include "app/net/discovery.h"
#include "app/net/tlsserver.h"
#include "engine/json.h"

#include <QNetworkInterface>
#include <QPointer>
#include <QTimer>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace quantum::net {

Host::Host(BoardPtr board, const QList<LobbySeat> &seats, const HostOptions &options,
           QObject *parent)
    : Host(GameStart::quantumOn(std::move(board)), seats, options, parent)
{
}

Host::Host(const GameStart &start, const QList<LobbySeat> &seats, const HostOptions &options,
           QObject *parent)
    : QObject(parent), m_start(start), m_options(options)
{
    init(seats);
}

Host::Host(const SavedGame &saved, const HostOptions &options, QObject *parent)
    : QObject(parent), m_start(saved.start()), m_options(options), m_saved(saved)
{
    QList<LobbySeat> seats;
    for (const SeatInfo &info : saved.seats) {
        LobbySeat s;
        if (info.isComputer()) {
            s.kind = LobbySeat::Kind::Computer;
            s.bot = info.bot;
        }
        s.name = info.name;
        seats.append(s);
    }
    init(seats);
    // The players of the saved game keep their seats: each waits for its token, or its claim
    // (the host can still free it for someone else).
    for (qsizetype i = 0; i < saved.seatTokens.size() && i < qsizetype(m_seats.size()); ++i) {
        HostSeat &seat = m_seats[size_t(i)];
        if (saved.seatTokens[i].isEmpty() || seat.info.kind != LobbySeat::Kind::Open) continue;
        seat.token = saved.seatTokens[i];
        seat.claim = saved.seatClaims.value(i);
        seat.info.kind = LobbySeat::Kind::Player;
        seat.info.connected = false;
    }
    broadcastLobby();
}

void Host::init(const QList<LobbySeat> &seats)
{
    const int players = m_start.seats();
    for (int i = 0; i < players; ++i) {
        HostSeat s;
        if (i < seats.size()) s.info = seats[i];
        s.info.connected = s.info.kind == LobbySeat::Kind::Host;
        if (s.info.kind == LobbySeat::Kind::Player) s.info.kind = LobbySeat::Kind::Open;
        s.info.standIn = false;
        m_seats.push_back(s);
    }
    m_lobby.gameName = cleanName(m_options.gameName);
    m_lobby.game = m_start.kind;
    if (m_start.board) m_lobby.mapName = m_start.board->map().name;
    m_lobby.password = !m_options.password.isEmpty();
#ifdef __GLIBC__
    // The send buffers of dropped clients (up to kMaxQueuedTotal) go back to the system, not
    // only to the heap: after an attack the host is as large as before it.
    m_trim = new QTimer(this);
    m_trim->setSingleShot(true);
    m_trim->setInterval(500);
    connect(m_trim, &QTimer::timeout, this, [] { malloc_trim(0); });
#endif
    broadcastLobby();
}

Host::~Host()
{
    close();
    m_peers.clear();
    m_session.reset(); // its seats stop before the peers they might talk to are gone
}

bool Host::listen(QString *error)
{
    if (m_server) return m_server->isListening();
    if (m_options.identity.isNull()) {
        m_options.identity = HostIdentity::generate(error);
        if (m_options.identity.isNull()) return false;
    }
    m_server = new TlsServer(m_options.identity, kMaxHandshakes,
                             qMin(kHelloTimeoutMs, m_options.timeoutMs), this);
    connect(m_server, &TlsServer::encryptedConnection, this, &Host::accept);
    connect(m_server, &TlsServer::refusedConnection, this, &Host::connectionRefused);
    if (!m_server->listen(m_options.address, m_options.port)) {
        if (error) *error = m_server->errorString();
        delete m_server;
        m_server = nullptr;
        return false;
    }
    if (m_options.discovery) {
        m_discovery = new DiscoveryResponder([this] { return describe(); }, this);
        m_discovery->setGameAddress(m_options.address);
        if (!m_discovery->listen(m_options.discoveryPort)) { // a second host on this computer
            delete m_discovery;
            m_discovery = nullptr;
        }
    }
    return true;
}

quint16 Host::port() const
{
    return m_server ? m_server->serverPort() : 0;
}
quint16 Host::discoveryPort() const
{
    return m_discovery ? m_discovery->port() : 0;
}

QList<QHostAddress> Host::localAddresses()
{
    QList<QHostAddress> out;
    const auto interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &i : interfaces) {
        if (!(i.flags() & QNetworkInterface::IsUp) || (i.flags() & QNetworkInterface::IsLoopBack))
            continue;
        const auto entries = i.addressEntries();
        for (const QNetworkAddressEntry &e : entries)
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol) out.append(e.ip());
    }
    return out;
}

void Host::close()
{
    if (m_closed) return;
    m_closed = true;
    if (m_server) m_server->close();
    delete m_discovery;
    m_discovery = nullptr;
    QCborMap bye = message(msg::Closing);
    bye.insert(QStringLiteral("reason"), reason::HostClosed);
    for (const auto &p : m_peers)
        p->connection->sendAndClose(bye, reason::HostClosed);
}

Connection::Limits Host::limits() const
{
    Connection::Limits l;
    l.maxFrame = kMaxClientFrameBytes;
    l.maxQueued = m_options.maxQueuedBytes;
    l.heartbeatMs = m_options.heartbeatMs;
    l.timeoutMs = m_options.timeoutMs;
    l.maxFramesPerSecond = kMaxFramesPerSecond;
    return l;
}

QCborMap Host::describe() const
{
    QCborMap m;
    m.insert(QStringLiteral("protocol"), kProtocolVersion);
    m.insert(QStringLiteral("app"), applicationVersion());
    m.insert(QStringLiteral("name"), m_lobby.gameName);
    m.insert(QStringLiteral("game"), QLatin1String(gameName(kind())));
    m.insert(QStringLiteral("map"), m_lobby.mapName);
    m.insert(QStringLiteral("seats"), qsizetype(m_seats.size()));
    m.insert(QStringLiteral("free"), isStarted() ? 0 : m_lobby.freeSeats());
    m.insert(QStringLiteral("port"), port());
    m.insert(QStringLiteral("password"), m_lobby.password);
    m.insert(QStringLiteral("fingerprint"), fingerprintCode());
    return m;
}

// Puts `peer` in seat `seat` (a new seat in the lobby, or its own seat again).
void Host::seatPeer(int seat, Peer *peer, bool tell)
{
    HostSeat &s = m_seats[size_t(seat)];
    peer->seat = seat;
    peer->observer = false;
    s.peer = peer;
    if (s.info.kind != LobbySeat::Kind::Player || s.token.isEmpty()) {
        s.info.kind = LobbySeat::Kind::Player;
        s.token = randomSecret();
    }
    s.claim = peer->claim; // the latest connection's (a player back with its token has a new one)
    s.info.name = peer->name;
    s.info.connected = true;
    if (tell) sendYou(peer);
}

void Host::sendYou(Peer *peer)
{
    QCborMap you = message(msg::You);
    you.insert(QStringLiteral("seat"), peer->seat);
    you.insert(QStringLiteral("token"),
               peer->seat >= 0 ? m_seats[size_t(peer->seat)].token : QString());
    peer->connection->send(you);
}

void Host::takeSeat(Peer *peer, const QCborMap &m)
{
    const qint64 to = integerOf(m.value(QStringLiteral("seat")));
    if (isStarted()) return refuse(peer, reason::GameStarted);
    if (to < 0 || to >= qint64(m_seats.size()) || m_seats[size_t(to)].info.isFilled())
        return refuse(peer, reason::SeatTaken);
    if (peer->seat >= 0) {
        m_seats[size_t(peer->seat)].info = LobbySeat{};
        m_seats[size_t(peer->seat)].forgetPlayer();
        m_seats[size_t(peer->seat)].peer = nullptr;
    }
    seatPeer(int(to), peer, true);
    broadcastLobby();
}

void Host::rename(Peer *peer, const QCborMap &m)
{
    if (isStarted()) return refuse(peer, reason::GameStarted);
    const QString name = cleanName(m.value(QStringLiteral("name")).toString());
    if (!usableName(name)) return refuse(peer, reason::BadName);
    if (name == peer->name) return;
    const QString old = peer->name;
    peer->name = name;
    if (peer->seat >= 0) m_seats[size_t(peer->seat)].info.name = name;
    emit clientRenamed(old, name);
    broadcastLobby();
}

bool Host::renameHost(const QString &name)
{
    const QString clean = cleanName(name);
    if (isStarted() || !usableName(clean)) return false;
    for (HostSeat &s : m_seats)
        if (s.info.kind == LobbySeat::Kind::Host) s.info.name = clean;
    broadcastLobby();
    return true;
}

void Host::refuse(Peer *peer, const QString &why, const Refusal &rules)
{
    QCborMap r = message(msg::Refused);
    r.insert(QStringLiteral("reason"), why);
    if (!rules.ok()) {
        QCborMap refusal;
        refusal.insert(QStringLiteral("id"), QLatin1String(refusalName(rules.id)));
        refusal.insert(QStringLiteral("args"), QCborArray{rules.arg0, rules.arg1});
        r.insert(QStringLiteral("refusal"), refusal);
    }
    if (m_session) r.insert(QStringLiteral("version"), qint64(m_session->version()));
    peer->connection->send(r);
}

void Host::intent(Peer *peer, const QCborMap &m)
{
    if (!m_session) return refuse(peer, reason::NoGame);
    if (peer->seat < 0) return refuse(peer, reason::NotAPlayer);
    if (integerOf(m.value(QStringLiteral("version"))) != qint64(m_session->version()))
        return refuse(peer, reason::Stale);
    AnyAction action;
    const QCborValue wire = m.value(QStringLiteral("action"));
    if (!wire.isMap() ||
        !m_session->game().actionFromJson(wire.toMap().toJsonObject(), peer->seat, action))
        return refuse(peer, reason::BadAction);
    RemoteSeat *seat = m_seats[size_t(peer->seat)].remote;
    if (!seat) // a computer plays this seat meanwhile
        return refuse(peer, reason::Rules, m_session->whyRefused(-1, action));
    const Refusal why = m_session->whyRefused(peer->seat, action);
    switch (seat->answer(*m_session, action)) {
    case Session::Result::Applied:
    case Session::Result::Answered: // kept until every player due answered
        return;
    case Session::Result::Paused:
        return refuse(peer, reason::Paused);
    default:
        return refuse(peer, reason::Rules, why);
    }
}

void Host::undo(Peer *peer, const QCborMap &m)
{
    if (!m_session) return refuse(peer, reason::NoGame);
    if (peer->seat < 0) return refuse(peer, reason::NotAPlayer);
    if (integerOf(m.value(QStringLiteral("version"))) != qint64(m_session->version()))
        return refuse(peer, reason::Stale);
    if (!m_seats[size_t(peer->seat)].remote || !m_session->undo(peer->seat))
        return refuse(peer, reason::CannotUndo);
}

void Host::chat(Peer *peer, const QCborMap &m)
{
    const QString text = cleanChat(m.value(QStringLiteral("text")).toString());
    if (text.isEmpty()) return;
    // Every line goes to every peer: one client may not flood the others off the host.
    const qint64 second = nowMs() / 1000;
    if (second != peer->chatWindow) {
        peer->chatWindow = second;
        peer->chatLines = 0;
    }
    if (++peer->chatLines > kMaxChatPerSecond) return;
    const QString from = peer->name; // broadcast() may end with this peer dropped
    const int seat = peer->seat;
    QCborMap line = message(msg::Chat);
    line.insert(QStringLiteral("from"), from);
    line.insert(QStringLiteral("seat"), seat);
    line.insert(QStringLiteral("text"), text);
    sayToAll(line);
    emit chatReceived(from, seat, text);
}

void Host::sayToAll(const QCborMap &said)
{
    QCborMap line = said;
    line.insert(QStringLiteral("n"), m_chatCount++);
    m_recentChat.push_back(line);
    while (m_recentChat.size() > size_t(kChatHistory))
        m_recentChat.pop_front();
    // Chat is what a slow reader goes without first: a line skips a client with more than
    // chatBacklog waiting for it (it reads the recent chat again when it comes back).
    QList<Connection *> to;
    for (const auto &p : m_peers)
        if (p->welcomed && p->connection->queuedBytes() <= m_options.chatBacklog)
            to.append(p->connection);
    for (Connection *c : std::as_const(to))
        c->send(line);
    enforceQueueCap();
}

void Host::sendChat(const QString &from, const QString &text)
{
    const QString t = cleanChat(text);
    if (t.isEmpty()) return;
    int seat = -1;
    for (size_t i = 0; i < m_seats.size(); ++i)
        if (m_seats[i].info.kind == LobbySeat::Kind::Host) seat = int(i);
    QCborMap line = message(msg::Chat);
    line.insert(QStringLiteral("from"), cleanName(from));
    line.insert(QStringLiteral("seat"), seat);
    line.insert(QStringLiteral("text"), t);
    sayToAll(line);
    emit chatReceived(cleanName(from), seat, t);
}

void Host::broadcast(const QCborMap &m, bool answerable)
{
    // A connection may close while sending (too slow): walk a copy of the list.
    QList<Connection *> to;
    for (const auto &p : m_peers)
        if (p->welcomed) to.append(p->connection);
    for (Connection *c : std::as_const(to)) {
        c->send(m);
        if (answerable) c->expectAnswer();
    }
    enforceQueueCap();
}

void Host::broadcastLobby()
{
    m_lobby.seats.clear();
    for (const HostSeat &s : m_seats)
        m_lobby.seats.append(s.info);
    m_lobby.observers.clear();
    for (const auto &p : m_peers)
        if (p->welcomed && p->observer) m_lobby.observers.append(p->name);
    m_lobby.started = isStarted();
    QCborMap l = m_lobby.toCbor();
    l.insert(QStringLiteral("type"), msg::Lobby);
    broadcast(l);
    emit lobbyChanged();
}

// ---- Lobby edits

bool Host::setSeat(int index, const LobbySeat &seat)
{
    if (isStarted() || index < 0 || size_t(index) >= m_seats.size()) return false;
    if (seat.kind == LobbySeat::Kind::Player) return false; // only clients take these
    HostSeat &s = m_seats[size_t(index)];
    if (Peer *p = s.peer) {
        p->seat = -1;
        p->observer = true;
        s.peer = nullptr;
        sendYou(p);
    }
    s.info = seat;
    s.info.connected = seat.kind == LobbySeat::Kind::Host;
    s.info.standIn = false;
    s.forgetPlayer();
    broadcastLobby();
    return true;
}

bool Host::moveSeat(int from, int to)
{
    if (isStarted() || from < 0 || to < 0 || size_t(from) >= m_seats.size() ||
        size_t(to) >= m_seats.size())
        return false;
    std::swap(m_seats[size_t(from)], m_seats[size_t(to)]);
    for (int i : {from, to})
        if (Peer *p = m_seats[size_t(i)].peer) {
            p->seat = i;
            sendYou(p);
        }
    broadcastLobby();
    return true;
}

bool Host::canStart() const
{
    if (isStarted() || m_closed) return false;
    for (const HostSeat &s : m_seats)
        if (!s.info.isFilled()) return false;
    return true;
}

bool Host::start()
{
    if (!canStart()) return false;
    QList<SeatInfo> infos;
    for (const HostSeat &s : m_seats) {
        SeatInfo info = SeatInfo::human(s.info.name);
        if (s.info.kind == LobbySeat::Kind::Computer) {
            info = SeatInfo::computer(s.info.name);
            info.bot = s.info.bot;
        }
        infos.append(info);
    }
    if (m_saved) {
        SavedGame saved = *m_saved;
        saved.seats = infos;
        m_session = std::make_unique<Session>(saved, m_options.threading);
    } else {
        m_session = std::make_unique<Session>(m_start, infos, m_options.seed, m_options.threading);
    }
    for (size_t i = 0; i < m_seats.size(); ++i)
        if (m_seats[i].info.kind == LobbySeat::Kind::Player) {
            auto remote = std::make_unique<RemoteSeat>(int(i));
            m_seats[i].remote = remote.get();
            m_session->replaceSeat(int(i), std::move(remote));
        }
    connect(m_session.get(), &Session::played, this, &Host::applied);
    connect(m_session.get(), &Session::reset, this, &Host::resetAll);
    connect(m_session.get(), &Session::answered, this, [this](int seat) {
        QCborMap m = message(msg::Answered);
        m.insert(QStringLiteral("version"), qint64(m_session->version()));
        m.insert(QStringLiteral("seat"), seat);
        broadcast(m);
    });
    connect(m_session.get(), &Session::gameOver, this, &Host::gameOver);
    m_public = m_session->game().publicJson();
    broadcastLobby();
    broadcast(snapshot());
    emit started();
    updatePause();
    m_session->start();
    return true;
}

} // namespace quantum::net
