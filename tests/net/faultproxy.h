// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A loopback fault proxy for the LAN tests (chaos on the LAN): it listens on
// 127.0.0.1, and for every client that connects opens a connection of its own to the host,
// then passes the bytes on both ways, by a seeded schedule: it delays them, splits them into
// small pieces (down to single bytes), coalesces what arrived in several reads into one
// write, and, once armed, cuts connections: it passes on part of what is queued (usually a
// frame cut in the middle: the stream is truncated) and then aborts both sides. Bytes are
// never reordered, changed or made up: what a side receives is a prefix of what the other
// sent, whatever the schedule.
#include <QHostAddress>
#include <QObject>
#include <QRandomGenerator>
#include <QTcpServer>

#include <memory>
#include <vector>

class QTcpSocket;
class QTimer;

namespace quantum::net::test {

struct FaultSchedule {
    quint64 seed = 1;
    int delayPercent = 10; // a piece waits 1..maxDelayMs before it is written (else none)
    int maxDelayMs = 8;
    int splitPercent = 50; // a piece is a random part of what is queued (else all of it)
    int tinyPercent = 20;  // of the split pieces, 1 to 3 bytes only
    int coalesceMs = 0;    // > 0: pieces wait at least this long, so that reads pile up
    // Once armed, each connection is cut after a random number of bytes passed host to client
    // in 1..cutAfterBytes (0: never cut), at most maxCuts times over the proxy's life.
    int cutAfterBytes = 0;
    int maxCuts = 0;
};

class FaultProxy : public QObject {
    Q_OBJECT
public:
    FaultProxy(quint16 hostPort, const FaultSchedule &schedule, QObject *parent = nullptr);
    ~FaultProxy() override;

    bool listen();
    quint16 port() const { return m_server.serverPort(); }
    // Cuts begin (a game in its lobby would lose its seats: arm once it runs).
    void arm(bool on = true) { m_armed = on; }

    // Holds every byte where it is (nothing is passed on either way) until cutAll, which
    // then cuts every connection, the bytes held lost: a cut at an exact moment of the host's
    // (e.g. from a signal of the host, before its answer can go out).
    void hold() { m_held = true; }
    void cutAll();

    // Every byte passed on, each way, over all connections (what a listener on the wire sees).
    QByteArray passedUp() const { return m_passedUp; }
    QByteArray passedDown() const { return m_passedDown; }

    int cuts() const { return m_cuts; }
    int connections() const { return m_accepted; }
    // Pieces written, and how many of them were 1 to 3 bytes or held several reads.
    int pieces() const { return m_pieces; }
    int tinyPieces() const { return m_tiny; }
    int coalescedPieces() const { return m_coalesced; }

private:
    struct Link;
    struct Direction;
    void accept();
    void pump(Link *link, Direction &d);
    void schedulePump(Link *link, Direction &d);
    void cut(Link *link); // a fault: counted
    void end(Link *link); // one side left: the other is closed too
    void forget(Link *link);

    quint16 m_hostPort;
    FaultSchedule m_schedule;
    QRandomGenerator m_rng;
    QTcpServer m_server;
    std::vector<std::unique_ptr<Link>> m_links;
    bool m_armed = false;
    bool m_held = false;
    QByteArray m_passedUp, m_passedDown;
    int m_cuts = 0;
    int m_accepted = 0;
    int m_pieces = 0;
    int m_tiny = 0;
    int m_coalesced = 0;
};

} // namespace quantum::net::test
