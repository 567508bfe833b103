// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/protocol.h"

#include <QHash>
#include <QCborMap>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QTimer>
#include <QUdpSocket>

#include <functional>

namespace quantum::net {

// A game found on the network, as a host announced it.
struct FoundGame {
    QHostAddress address;
    quint16 port = 0;
    int protocol = 0;
    QString app, name, map;
    GameKind game = GameKind::Quantum;
    int seats = 0, free = 0;
    bool password = false;
    // The short code of the host's certificate (identity.h), as announced; a host that does
    // not prove it at the connection is not trusted for it (the code is only a name here).
    QString fingerprint;
    qint64 seenAt = 0; // msecs since the epoch

    // The host's answer read, every field checked; false for anything else.
    static bool fromDatagram(const QByteArray &bytes, const QHostAddress &from, FoundGame &out);
};

// The host's side: answers every discover datagram on the discovery port with the game
// described by `describe` (a "game" message without its type). Malformed datagrams are
// ignored.
class DiscoveryResponder : public QObject {
    Q_OBJECT
public:
    DiscoveryResponder(std::function<QCborMap()> describe, QObject *parent = nullptr);
    // Port 0: any free one (tests).
    bool listen(quint16 port = kDiscoveryPort, const QHostAddress &address = QHostAddress::AnyIPv4);
    quint16 port() const { return m_socket.localPort(); }
    int ignored() const { return m_ignored; }
    // The address the game itself listens on: a host on one address is announced only to
    // the network of that address (loopback: only to this computer). Any address: to every
    // local network.
    void setGameAddress(const QHostAddress &address) { m_gameAddress = address; }
    // Whether a probe from `sender` reaches the game's address (setGameAddress).
    bool servesSender(const QHostAddress &sender) const;

private:
    void readDatagrams();
    QHostAddress m_gameAddress = QHostAddress::Any;

    std::function<QCborMap()> m_describe;
    QUdpSocket m_socket;
    int m_ignored = 0;
    qint64 m_answerSecond = 0;
    QHash<QString, int> m_answered; // answers this second, by sender

public:
    // The senders answered: private, link-local, unique-local or loopback addresses, and any
    // address of a network this machine is attached to (its own addresses among them: a
    // request from this machine may arrive from its network address; a LAN outside the
    // private ranges, such as carrier-grade NAT 100.64/10 or a VPN overlay).
    static bool isLocalNetwork(const QHostAddress &address);
    // Whether `address` is on a subnet of one of this machine's interfaces that are up.
    static bool isOnAttachedSubnet(const QHostAddress &address);

private:
    bool mayAnswer(const QHostAddress &sender);
    static constexpr int kMaxAnswersPerSecond = 4;
};

// The joining side: sends a discover datagram to every interface's broadcast address and to
// this machine (loopback: a host on the same computer), and to any extra target, every few
// seconds, and keeps the list of games that answered, dropping the ones not heard from for
// a while.
class DiscoveryBrowser : public QObject {
    Q_OBJECT
public:
    explicit DiscoveryBrowser(QObject *parent = nullptr);
    // Starts browsing; `targetPort` is the hosts' discovery port.
    bool start(quint16 targetPort = kDiscoveryPort, int intervalMs = 2000);
    void stop();
    // Also ask here (only these when `onlyThese`: tests send to loopback only).
    void setTargets(const QList<QHostAddress> &targets, bool onlyThese);
    void setStaleAfter(int ms) { m_staleMs = ms; }
    void probe();
    const QList<FoundGame> &games() const { return m_games; }
    quint16 localPort() const { return m_socket.localPort(); }
    int ignored() const { return m_ignored; }
    // Every IPv4 broadcast address of the interfaces that are up.
    static QList<QHostAddress> broadcastAddresses();
    // Where a probe goes without targets of its own: loopback, then the broadcast addresses.
    static QList<QHostAddress> defaultTargets();
    // How many probes were sent since start().
    int probes() const { return m_probes; }

signals:
    void gamesChanged();
    void probed(); // a probe went out (the list may still be empty)

private:
    void readDatagrams();
    void dropStale();

    QUdpSocket m_socket;
    QTimer m_timer;
    QList<QHostAddress> m_targets;
    bool m_onlyTargets = false;
    quint16 m_targetPort = kDiscoveryPort;
    int m_staleMs = 7000;
    QList<FoundGame> m_games;
    int m_ignored = 0;
    int m_probes = 0;
};

} // namespace quantum::net
