// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/identity.h"

#include <QSslConfiguration>
#include <QSslSocket>
#include <QTcpServer>

namespace quantum::net {

// The host's listening socket: every connection becomes TLS 1.3 with the host's identity
// before anything else is read from it (docs/protocol.md, "Encryption"). A connection whose
// first byte is not a TLS handshake is a client of protocol 1 (frames in clear): it is sent
// a protocol-mismatch reject in clear, so that its player reads "update", and closed. At most
// `maxHandshakes` connections are in their handshake at a time (more are closed at once), and
// a handshake not done within `timeoutMs` is dropped.
class TlsServer : public QTcpServer {
    Q_OBJECT
public:
    TlsServer(const HostIdentity &identity, int maxHandshakes, int timeoutMs,
              QObject *parent = nullptr);
    int handshaking() const { return m_handshaking; }
    // The TLS settings both sides use: TLS 1.3 only; a client checks the host's certificate by
    // its fingerprint (trust on first use), not by a certificate authority.
    static QSslConfiguration configuration();

signals:
    // A connection whose handshake is done; the receiver takes the socket (its parent is
    // still the server: reparent it).
    void encryptedConnection(QSslSocket *socket);
    // A connection that did not become one: "legacy" (a protocol 1 client, rejected), "tls"
    // (the handshake failed), "timed-out", "busy" (too many handshakes at once).
    void refusedConnection(const QString &peer, const QString &why);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    void firstBytes(QSslSocket *socket);
    void drop(QSslSocket *socket, const QString &why);

    HostIdentity m_identity;
    int m_maxHandshakes, m_timeoutMs;
    int m_handshaking = 0;
};

} // namespace quantum::net
