// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/tlsserver.h"

#include "app/net/frame.h"
#include "app/net/protocol.h"

#include <QTimer>

namespace quantum::net {

namespace {
// The first byte of every TLS record that starts a handshake (content type 22).
constexpr char kTlsHandshake = 0x16;
const char *kHandshakeProperty = "quantumHandshaking";
} // namespace

TlsServer::TlsServer(const HostIdentity &identity, int maxHandshakes, int timeoutMs,
                     QObject *parent)
    : QTcpServer(parent), m_identity(identity), m_maxHandshakes(maxHandshakes),
      m_timeoutMs(timeoutMs)
{
}

QSslConfiguration TlsServer::configuration()
{
    QSslConfiguration c = QSslConfiguration::defaultConfiguration();
    c.setProtocol(QSsl::TlsV1_3OrLater);
    c.setPeerVerifyMode(QSslSocket::VerifyNone);
    return c;
}

void TlsServer::incomingConnection(qintptr descriptor)
{
    auto *socket = new QSslSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        socket->deleteLater();
        return;
    }
    if (m_handshaking >= m_maxHandshakes) {
        const QString peer = socket->peerAddress().toString();
        socket->abort();
        socket->deleteLater();
        emit refusedConnection(peer, QStringLiteral("busy"));
        return;
    }
    ++m_handshaking;
    socket->setProperty(kHandshakeProperty, true);
    QSslConfiguration c = configuration();
    c.setLocalCertificate(m_identity.certificate);
    c.setPrivateKey(m_identity.key);
    socket->setSslConfiguration(c);
    auto *timer = new QTimer(socket);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, socket,
            [this, socket] { drop(socket, reason::TimedOut); });
    timer->start(m_timeoutMs);
    connect(socket, &QSslSocket::readyRead, this, [this, socket] { firstBytes(socket); });
    connect(socket, &QSslSocket::encrypted, this, [this, socket, timer] {
        delete timer;
        socket->disconnect(this);
        socket->setProperty(kHandshakeProperty, false);
        --m_handshaking;
        emit encryptedConnection(socket);
    });
    connect(socket, &QSslSocket::errorOccurred, this,
            [this, socket] { drop(socket, QStringLiteral("tls")); });
    connect(socket, &QSslSocket::disconnected, this,
            [this, socket] { drop(socket, reason::Disconnected); });
}

// Before the handshake the socket hands out the bytes as they came (peek does not take them):
// a TLS client's first record starts the handshake; anything else is an older client.
void TlsServer::firstBytes(QSslSocket *socket)
{
    if (socket->mode() != QSslSocket::UnencryptedMode) return;
    char first = 0;
    if (socket->peek(&first, 1) != 1) return;
    if (first == kTlsHandshake) {
        socket->startServerEncryption();
        return;
    }
    // A protocol 1 client: its hello is in clear. It reads this reject as "update".
    QCborMap reject = message(msg::Reject);
    reject.insert(QStringLiteral("reason"), reason::ProtocolMismatch);
    reject.insert(QStringLiteral("host-protocol"), kProtocolVersion);
    reject.insert(QStringLiteral("client-protocol"), 1);
    reject.insert(QStringLiteral("host-app"), applicationVersion());
    reject.insert(QStringLiteral("client-app"), QString());
    socket->write(encodeFrame(reject));
    socket->flush();
    // Its bytes are read and dropped: a socket closed with bytes unread is reset, and the
    // reset could overtake the reject.
    socket->readAll();
    const QString peer = socket->peerAddress().toString();
    socket->disconnect(this);
    --m_handshaking;
    socket->setProperty(kHandshakeProperty, false);
    socket->disconnectFromHost(); // once the reject is written
    connect(socket, &QSslSocket::readyRead, socket, [socket] { socket->readAll(); });
    connect(socket, &QSslSocket::disconnected, socket, &QObject::deleteLater);
    QTimer::singleShot(m_timeoutMs, socket, [socket] { socket->abort(); socket->deleteLater(); });
    emit refusedConnection(peer, QStringLiteral("legacy"));
}

void TlsServer::drop(QSslSocket *socket, const QString &why)
{
    if (!socket->property(kHandshakeProperty).toBool()) return;
    socket->setProperty(kHandshakeProperty, false);
    --m_handshaking;
    const QString peer = socket->peerAddress().toString();
    socket->disconnect(this);
    socket->abort();
    socket->deleteLater();
    emit refusedConnection(peer, why);
}

} // namespace quantum::net
