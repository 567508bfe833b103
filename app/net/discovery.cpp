// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/discovery.h"
#include "app/net/identity.h"

#include "app/net/clock.h"

#include <QCborValue>
#include <QNetworkDatagram>
#include <QNetworkInterface>

#include <algorithm>

namespace quantum::net {

namespace {
constexpr qsizetype kMaxDatagram = 4096;
}

bool FoundGame::fromDatagram(const QByteArray &bytes, const QHostAddress &from, FoundGame &out)
{
    if (bytes.size() > kMaxDatagram) return false;
    QCborParserError err;
    const QCborValue v = QCborValue::fromCbor(bytes, &err);
    if (err.error != QCborError::NoError || !v.isMap()) return false;
    const QCborMap m = v.toMap();
    if (messageType(m) != msg::Game) return false;
    const QCborValue port = m.value(QStringLiteral("port"));
    const QCborValue seats = m.value(QStringLiteral("seats"));
    const QCborValue free = m.value(QStringLiteral("free"));
    const QCborValue protocol = m.value(QStringLiteral("protocol"));
    if (!port.isInteger() || port.toInteger() < 1 || port.toInteger() > 65535) return false;
    if (!seats.isInteger() || seats.toInteger() < 0 || seats.toInteger() > kMaxPlayers)
        return false;
    if (!free.isInteger() || free.toInteger() < 0 || free.toInteger() > seats.toInteger())
        return false;
    if (!protocol.isInteger()) return false;
    const QCborValue name = m.value(QStringLiteral("name")), map = m.value(QStringLiteral("map")),
                     app = m.value(QStringLiteral("app"));
    if (!name.isString() || !map.isString() || !app.isString()) return false;
    FoundGame g;
    // The game: Quantum when the host does not say; another name is not listed.
    const QCborValue game = m.value(QStringLiteral("game"));
    if (!game.isUndefined() && !gameFromName(game.toString(), g.game)) return false;
    g.address = from;
    g.port = quint16(port.toInteger());
    g.protocol = int(std::clamp<qint64>(protocol.toInteger(), 0, 1 << 20));
    g.app = cleanName(app.toString());
    g.name = cleanName(name.toString());
    g.map = cleanName(map.toString());
    g.seats = int(seats.toInteger());
    g.free = int(free.toInteger());
    g.password = m.value(QStringLiteral("password")).toBool();
    g.fingerprint = normalizedFingerprintCode(m.value(QStringLiteral("fingerprint")).toString());
    g.seenAt = nowMs();
    out = g;
    return true;
}

DiscoveryResponder::DiscoveryResponder(std::function<QCborMap()> describe, QObject *parent)
    : QObject(parent), m_describe(std::move(describe))
{
    connect(&m_socket, &QUdpSocket::readyRead, this, &DiscoveryResponder::readDatagrams);
}

bool DiscoveryResponder::listen(quint16 port, const QHostAddress &address)
{
    return m_socket.bind(address, port, QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint);
}

bool DiscoveryResponder::isLocalNetwork(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 a = address.toIPv4Address(&v4); // also an IPv4-mapped IPv6 address
    if (v4 && ((a >> 24) == 127 || (a >> 24) == 10 || (a >> 20) == ((172u << 4) | 1) ||
               (a >> 16) == ((192u << 8) | 168) || (a >> 16) == ((169u << 8) | 254)))
        return true;
    if (!v4 && (address.isLoopback() || address.isLinkLocal())) return true;
    if (!v4 && (address.toIPv6Address()[0] & 0xfe) == 0xfc) return true; // unique local fc00::/7
    return isOnAttachedSubnet(address);
}

bool DiscoveryResponder::isOnAttachedSubnet(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 a = address.toIPv4Address(&v4);
    const QHostAddress sender = v4 ? QHostAddress(a) : address; // an IPv4-mapped sender as IPv4
    const auto interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &i : interfaces) {
        if (!(i.flags() & QNetworkInterface::IsUp)) continue;
        const auto entries = i.addressEntries();
        for (const QNetworkAddressEntry &e : entries)
            if (e.prefixLength() > 0 && sender.isInSubnet(e.ip(), e.prefixLength())) return true;
    }
    return false;
}

bool DiscoveryResponder::servesSender(const QHostAddress &sender) const
{
    if (m_gameAddress == QHostAddress::Any || m_gameAddress == QHostAddress::AnyIPv4 ||
        m_gameAddress == QHostAddress::AnyIPv6 || m_gameAddress.isNull())
        return true;
    bool v4 = false;
    const quint32 a = sender.toIPv4Address(&v4);
    const QHostAddress from = v4 ? QHostAddress(a) : sender;
    if (m_gameAddress.isLoopback()) return from.isLoopback();
    // The subnet of the interface that holds the game's address.
    const auto interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &i : interfaces) {
        const auto entries = i.addressEntries();
        for (const QNetworkAddressEntry &e : entries)
            if (e.ip().isEqual(m_gameAddress))
                return from.isEqual(m_gameAddress) ||
                       (e.prefixLength() > 0 && from.isInSubnet(e.ip(), e.prefixLength()));
    }
    return false;
}

bool DiscoveryResponder::mayAnswer(const QHostAddress &sender)
{
    const qint64 second = nowMs() / 1000;
    if (second != m_answerSecond) {
        m_answerSecond = second;
        m_answered.clear();
    }
    if (m_answered.size() >= kMaxFoundGames && !m_answered.contains(sender.toString())) return false;
    return ++m_answered[sender.toString()] <= kMaxAnswersPerSecond;
}

void DiscoveryResponder::readDatagrams()
{
    while (m_socket.hasPendingDatagrams()) {
        const QNetworkDatagram d = m_socket.receiveDatagram(kMaxDatagram + 1);
        QCborParserError err;
        const QCborValue v = QCborValue::fromCbor(d.data(), &err);
        // A probe names the protocol it speaks; one of another is not answered (docs/protocol.md).
        if (d.data().size() > kMaxDatagram || err.error != QCborError::NoError || !v.isMap() ||
            messageType(v.toMap()) != msg::Discover ||
            integerOf(v.toMap().value(QStringLiteral("protocol"))) != kProtocolVersion) {
            ++m_ignored;
            continue;
        }
        // Only the local network is answered, and each sender at most a few times a second:
        // the answer is larger than the question, so it must not be a reflector for others.
        if (!isLocalNetwork(d.senderAddress()) || !servesSender(d.senderAddress()) ||
            !mayAnswer(d.senderAddress())) {
            ++m_ignored;
            continue;
        }
        QCborMap answer = m_describe();
        answer.insert(QStringLiteral("type"), msg::Game);
        m_socket.writeDatagram(QCborValue(answer).toCbor(), d.senderAddress(), d.senderPort());
    }
}

DiscoveryBrowser::DiscoveryBrowser(QObject *parent) : QObject(parent)
{
    connect(&m_socket, &QUdpSocket::readyRead, this, &DiscoveryBrowser::readDatagrams);
    connect(&m_timer, &QTimer::timeout, this, &DiscoveryBrowser::probe);
}

bool DiscoveryBrowser::start(quint16 targetPort, int intervalMs)
{
    m_targetPort = targetPort;
    m_probes = 0;
    if (m_socket.state() != QAbstractSocket::BoundState && !m_socket.bind(QHostAddress::AnyIPv4, 0))
        return false;
    m_timer.start(intervalMs);
    probe();
    return true;
}

void DiscoveryBrowser::stop()
{
    m_timer.stop();
}

void DiscoveryBrowser::setTargets(const QList<QHostAddress> &targets, bool onlyThese)
{
    m_targets = targets;
    m_onlyTargets = onlyThese;
}

QList<QHostAddress> DiscoveryBrowser::broadcastAddresses()
{
    QList<QHostAddress> out;
    const auto interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &i : interfaces) {
        if (!(i.flags() & QNetworkInterface::IsUp) ||
            !(i.flags() & QNetworkInterface::CanBroadcast))
            continue;
        const auto entries = i.addressEntries();
        for (const QNetworkAddressEntry &e : entries)
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol && !e.broadcast().isNull() &&
                !out.contains(e.broadcast()))
                out.append(e.broadcast());
    }
    return out;
}

void DiscoveryBrowser::probe()
{
    dropStale();
    QCborMap ask = message(msg::Discover);
    ask.insert(QStringLiteral("protocol"), kProtocolVersion);
    const QByteArray bytes = QCborValue(ask).toCbor();
    QList<QHostAddress> to = m_targets;
    if (!m_onlyTargets)
        for (const QHostAddress &a : defaultTargets())
            if (!to.contains(a)) to.append(a);
    for (const QHostAddress &a : std::as_const(to))
        m_socket.writeDatagram(bytes, a, m_targetPort);
    ++m_probes;
    emit probed();
}

QList<QHostAddress> DiscoveryBrowser::defaultTargets()
{
    return QList<QHostAddress>{QHostAddress(QHostAddress::LocalHost)} + broadcastAddresses();
}

void DiscoveryBrowser::readDatagrams()
{
    bool changed = false;
    while (m_socket.hasPendingDatagrams()) {
        const QNetworkDatagram d = m_socket.receiveDatagram(kMaxDatagram + 1);
        FoundGame g;
        QHostAddress from = d.senderAddress();
        if (from.protocol() == QAbstractSocket::IPv6Protocol) {
            bool ok = false;
            const quint32 v4 = from.toIPv4Address(&ok); // an IPv4-mapped sender
            if (ok) from = QHostAddress(v4);
        }
        if (!FoundGame::fromDatagram(d.data(), from, g)) {
            ++m_ignored;
            continue;
        }
        auto it = std::find_if(m_games.begin(), m_games.end(), [&](const FoundGame &o) {
            return o.address == g.address && o.port == g.port;
        });
        if (it == m_games.end()) {
            if (m_games.size() >= kMaxFoundGames) { // a flood of answers: keep the list short
                ++m_ignored;
                continue;
            }
            m_games.append(g);
        }
        else
            *it = g;
        changed = true;
    }
    if (changed) emit gamesChanged();
}

void DiscoveryBrowser::dropStale()
{
    const qint64 now = nowMs();
    const auto before = m_games.size();
    m_games.removeIf([&](const FoundGame &g) { return now - g.seenAt > m_staleMs; });
    if (m_games.size() != before) emit gamesChanged();
}

} // namespace quantum::net
