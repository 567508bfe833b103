// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSslCertificate>
#include <QSslKey>
#include <QString>

namespace quantum::net {

// A host's identity on the network (docs/protocol.md, "Encryption"): an elliptic-curve key
// pair (P-256) and a self-signed certificate of its own, made on first use and kept in a data
// folder. Clients know a host by the SHA-256 fingerprint of its certificate (trust on first
// use), and players compare its short code by voice.
struct HostIdentity {
    HostIdentity() = default;
    QSslKey key;
    QSslCertificate certificate;

    bool isNull() const { return key.isNull() || certificate.isNull(); }
    // SHA-256 over the certificate's DER form (32 bytes).
    QByteArray fingerprint() const;

    // A new identity, held in memory only (tests, a host without a data folder).
    static HostIdentity generate(QString *error = nullptr);
    // The identity kept in `folder` (host-key.pem, readable by its owner only, and
    // host-certificate.pem), made and written there when there is none. A pair that cannot
    // be read is not replaced: the error says which file and why, and nothing is lost.
    static HostIdentity loadOrCreate(const QString &folder, QString *error = nullptr);
};

// Whether the certificate's signature is made by the key it holds (a host's certificate is
// self-signed). A client refuses a host whose certificate is not: a certificate whose
// fingerprint starts as a code wants then costs a signature per try, not a hash.
bool isSignedByItsOwnKey(const QSslCertificate &certificate);

// The short code of a fingerprint that players read to each other: its first 50 bits in
// base 32 (digits and letters without I, L, O and U), two groups of five: "K7QM4-X2PDR".
QString fingerprintCode(const QByteArray &fingerprint);
// A code as typed: case, spaces and dashes do not matter; O reads as 0, I and L as 1. Empty
// when it is not a code.
QString normalizedFingerprintCode(const QString &typed);

// The proof of a password a client sends in its hello: HMAC-SHA-256 keyed by the password
// (UTF-8) over a fixed label and the fingerprint of the host's certificate, as the client
// sees it. Only a host that knows the password can check it, and only a host with that
// certificate accepts it: a proof taken by a machine in the middle (with a certificate of
// its own) is worth nothing at the real host.
QByteArray passwordProof(const QString &password, const QByteArray &hostFingerprint);

} // namespace quantum::net
