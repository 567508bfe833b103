// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/authguard.h"

#include "app/net/clock.h"

#include <algorithm>

namespace quantum::net {

// An IPv4 address reached over IPv6 (::ffff:a.b.c.d) is the same address.
QString AuthGuard::key(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ip = address.toIPv4Address(&v4);
    return v4 ? QHostAddress(ip).toString() : address.toString();
}

const AuthGuard::Record *AuthGuard::find(const QHostAddress &address) const
{
    const auto it = m_records.constFind(key(address));
    if (it == m_records.cend() || nowMs() - it->last >= kForgetMs) return nullptr;
    return &*it;
}

void AuthGuard::forgetStale()
{
    const qint64 now = nowMs();
    for (auto it = m_records.begin(); it != m_records.end();)
        it = now - it->last >= kForgetMs && now >= it->lockedUntil ? m_records.erase(it)
                                                                    : std::next(it);
    while (m_records.size() >= kMaxAddresses) { // the stalest goes
        auto oldest = std::min_element(m_records.begin(), m_records.end(),
                                       [](const Record &a, const Record &b) { return a.last < b.last; });
        m_records.erase(oldest);
    }
}

int AuthGuard::failed(const QHostAddress &address)
{
    const QString k = key(address);
    if (!m_records.contains(k)) forgetStale();
    Record &r = m_records[k];
    const qint64 now = nowMs();
    if (now - r.last >= kForgetMs && now >= r.lockedUntil) r = Record{};
    r.last = now;
    ++r.failures;
    if (r.failures >= kLockoutFailures) r.lockedUntil = now + kLockoutMs;
    if (r.failures <= kFreeFailures) return 0;
    const int doublings = std::min(r.failures - kFreeFailures - 1, 15);
    return int(std::min<qint64>(qint64(kFirstDelayMs) << doublings, kMaxDelayMs));
}

bool AuthGuard::lockedOut(const QHostAddress &address) const
{
    return lockedFor(address) > 0;
}

qint64 AuthGuard::lockedFor(const QHostAddress &address) const
{
    const auto it = m_records.constFind(key(address));
    return it == m_records.cend() ? 0 : std::max<qint64>(0, it->lockedUntil - nowMs());
}

int AuthGuard::failures(const QHostAddress &address) const
{
    const Record *r = find(address);
    return r ? r->failures : 0;
}

} // namespace quantum::net
