// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QString>

namespace quantum::net {

// What a host remembers of the failed passwords and seat tokens of each address
// (docs/protocol.md, "Limits"): the first kFreeFailures cost nothing; each one after that
// holds its reject back for a delay that doubles, up to kMaxDelayMs; kLockoutFailures of them
// lock the address out for kLockoutMs (its hellos that need a password or a token are
// refused unchecked). An address forgets its failures kForgetMs after the last one. Other
// addresses are never slowed. It uses the LAN clock (clock.h), so tests can move time.
class AuthGuard {
public:
    static constexpr int kFreeFailures = 3;
    static constexpr int kFirstDelayMs = 500;
    static constexpr int kMaxDelayMs = 16000;
    static constexpr int kLockoutFailures = 10;
    static constexpr int kLockoutMs = 5 * 60 * 1000;
    static constexpr int kForgetMs = 15 * 60 * 1000;
    // Addresses remembered at most (the stalest are forgotten first).
    static constexpr int kMaxAddresses = 4096;

    // A failure from `address`; how long its answer waits (ms).
    int failed(const QHostAddress &address);
    bool lockedOut(const QHostAddress &address) const;
    int failures(const QHostAddress &address) const;
    // Milliseconds until a locked-out address may try again (0: it is not locked out).
    qint64 lockedFor(const QHostAddress &address) const;

private:
    struct Record {
        int failures = 0;
        qint64 last = 0;
        qint64 lockedUntil = 0;
    };
    static QString key(const QHostAddress &address);
    const Record *find(const QHostAddress &address) const;
    void forgetStale();

    QHash<QString, Record> m_records;
};

} // namespace quantum::net
