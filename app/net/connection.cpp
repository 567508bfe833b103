// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/connection.h"

#include "app/net/clock.h"
#include "app/net/protocol.h"

#include <QSslSocket>

namespace quantum::net {

Connection::Connection(QTcpSocket *socket, const Limits &limits, QObject *parent)
    : QObject(parent), m_socket(socket), m_limits(limits), m_decoder(limits.maxFrame)
{
    m_socket->setParent(this);
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    // Qt holds at most this much read from the kernel and not yet taken; a faster sender
    // waits in TCP.
    m_socket->setReadBufferSize(4 * kReadChunk);
    connect(m_socket, &QTcpSocket::readyRead, this, &Connection::readFrames);
    connect(m_socket, &QTcpSocket::disconnected, this,
            [this] { finish(m_closing ? m_closeReason : reason::Disconnected); });
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this] {
        if (m_socket->state() != QAbstractSocket::ConnectedState)
            finish(m_closing ? m_closeReason : reason::Disconnected);
    });
    const auto written = [this] {
        if (m_closing && queuedBytes() == 0) m_socket->disconnectFromHost();
    };
    connect(m_socket, &QTcpSocket::bytesWritten, this, written);
    if (auto *tls = qobject_cast<QSslSocket *>(m_socket))
        connect(tls, &QSslSocket::encryptedBytesWritten, this, written);
    m_heartbeat.setInterval(m_limits.heartbeatMs);
    connect(&m_heartbeat, &QTimer::timeout, this, [this] { send(message(msg::Ping)); });
    m_heartbeat.start();
    m_idle.setSingleShot(true);
    m_idle.setInterval(m_limits.timeoutMs);
    connect(&m_idle, &QTimer::timeout, this, [this] { abort(reason::TimedOut); });
    m_idle.start();
    if (m_socket->bytesAvailable() > 0)
        QMetaObject::invokeMethod(this, &Connection::readFrames, Qt::QueuedConnection);
}

Connection::~Connection()
{
    m_closed = true; // no signal from a connection being destroyed
    m_socket->disconnect(this);
    if (m_closing) m_socket->flush(); // a last message, as far as it goes without waiting
    m_socket->abort();
}

QString Connection::peer() const
{
    return QStringLiteral("%1:%2")
        .arg(m_socket->peerAddress().toString())
        .arg(m_socket->peerPort());
}

qint64 Connection::queuedBytes() const
{
    const auto *tls = qobject_cast<const QSslSocket *>(m_socket);
    return m_socket->bytesToWrite() + (tls ? tls->encryptedBytesToWrite() : 0);
}

void Connection::send(const QCborMap &message)
{
    if (m_closed || m_closing) return;
    const QByteArray frame = encodeFrame(message);
    m_socket->write(frame);
    m_bytesSent += quint64(frame.size());
    if (m_limits.maxQueued > 0 && queuedBytes() > m_limits.maxQueued) {
        // Dropped from the event loop, not from inside send(): whoever is sending (often
        // in a loop over every peer) must not find its peer freed under it. Nothing more
        // is queued meanwhile.
        m_closing = true;
        m_closeReason = reason::TooSlow;
        m_heartbeat.stop();
        m_idle.stop();
        QMetaObject::invokeMethod(this, [this] { abort(m_closeReason); }, Qt::QueuedConnection);
    }
}

void Connection::sendAndClose(const QCborMap &message, const QString &reason)
{
    if (m_closed || m_closing) return;
    send(message);
    if (m_closed) return;
    m_closing = true;
    m_closeReason = reason;
    m_heartbeat.stop();
    m_idle.stop(); // the reason given stays the reason (not a time-out meanwhile)
    m_socket->disconnectFromHost(); // after the pending bytes are written
    // A peer that never reads does not hold the socket open.
    QTimer::singleShot(m_limits.timeoutMs, this, [this] { abort(m_closeReason); });
}

void Connection::abort(const QString &reason)
{
    if (m_closed) return;
    if (!m_closing || m_closeReason.isEmpty()) m_closeReason = reason; // the first reason stays
    m_closing = true;
    m_socket->abort();
    finish(m_closeReason);
}

void Connection::finish(const QString &reason)
{
    if (m_closed) return;
    m_closed = true;
    m_heartbeat.stop();
    m_idle.stop();
    emit closed(reason);
}

// Everything that arrived, as many whole frames as it holds, a chunk at a time; a handler
// may close the connection meanwhile (the loop then stops).
void Connection::readFrames()
{
    if (m_closed) return;
    m_idle.start();
    QPointer<Connection> alive(this);
    while (alive && !m_closed && !m_closing && m_socket->bytesAvailable() > 0) {
        const QByteArray bytes = m_socket->read(kReadChunk);
        if (!m_decoder.feed(bytes)) {
            const QString why = QString::fromLatin1(FrameDecoder::errorName(m_decoder.error()));
            QCborMap error = message(msg::Error);
            error.insert(QStringLiteral("reason"), why);
            sendAndClose(error, why);
            return;
        }
        while (alive && !m_closed && !m_closing) {
            std::optional<QCborMap> m = m_decoder.take();
            if (!m) break;
            if (m_answersOwed > 0) {
                --m_answersOwed;
            } else if (m_limits.maxFramesPerSecond > 0) {
                const qint64 now = nowMs();
                if (now - m_windowStart >= 1000) {
                    m_windowStart = now;
                    m_windowFrames = 0;
                }
                if (++m_windowFrames > m_limits.maxFramesPerSecond) {
                    QCborMap error = message(msg::Error);
                    error.insert(QStringLiteral("reason"), reason::Flood);
                    sendAndClose(error, reason::Flood);
                    return;
                }
            }
            if (messageType(*m) == msg::Ping) continue;
            emit received(*m);
        }
    }
    if (alive && m_closing && !m_closed) m_socket->readAll(); // a peer being dropped: unheard
}

} // namespace quantum::net
