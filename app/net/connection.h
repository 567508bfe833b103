// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/frame.h"

#include <QCborMap>
#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

namespace quantum::net {

// One peer over TCP, either side: frames in and out (frame.h), heartbeats, the idle timeout,
// and the cap on bytes queued for a peer that reads too slowly. It owns its socket. Every
// reason it closes for is a protocol reason name (protocol.h `reason::`).
class Connection : public QObject {
    Q_OBJECT
public:
    struct Limits {
        qsizetype maxFrame = kMaxFrameBytes; // frames it accepts from the peer
        qint64 maxQueued = 0;                // 0: no cap on bytes waiting to be sent
        int heartbeatMs = 2000;
        int timeoutMs = 10000;
        int maxFramesPerSecond = 0; // 0: no flood limit
    };

    Connection(QTcpSocket *socket, const Limits &limits, QObject *parent = nullptr);
    ~Connection() override;

    void send(const QCborMap &message);
    // Sends a last message (an error, a reject, a closing), then closes once it is written.
    void sendAndClose(const QCborMap &message, const QString &reason);
    // Closes at once (the socket is aborted); closed() follows.
    void abort(const QString &reason);
    QString peer() const;
    QTcpSocket *socket() const { return m_socket; }
    quint64 bytesSent() const { return m_bytesSent; }
    // Bytes written and not yet taken by the network: waiting to be encrypted, and encrypted.
    qint64 queuedBytes() const;
    // The peer was sent something it may answer at once (an update: its decision may be
    // due). Its next frame is not counted against the flood limit; at most kMaxAnswers such
    // frames are owed at a time. A fast computer player on loopback answers far more often
    // than 400 times a second, and that is play, not a flood.
    void expectAnswer() { m_answersOwed = qMin(m_answersOwed + 1, kMaxAnswers); }
    // Bytes taken from the socket at a time: a burst of tiny frames is decoded and counted
    // against the flood limit piece by piece, never all at once.
    static constexpr qint64 kReadChunk = 64 * 1024;
    static constexpr int kMaxAnswers = 8;

signals:
    void received(const QCborMap &message);
    // Once, for whatever reason: the peer left, a broken frame, a timeout, too slow, a flood.
    void closed(const QString &reason);

private:
    void readFrames();
    void finish(const QString &reason);

    QTcpSocket *m_socket;
    Limits m_limits;
    FrameDecoder m_decoder;
    QTimer m_heartbeat, m_idle;
    qint64 m_windowStart = 0;
    int m_windowFrames = 0;
    int m_answersOwed = 0;
    quint64 m_bytesSent = 0;
    bool m_closed = false;
    bool m_closing = false; // waiting for a last message to be written
    QString m_closeReason;
};

} // namespace quantum::net
