// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/clock.h"

#include <QDateTime>

namespace quantum::net {

namespace {
std::function<qint64()> &testClock()
{
    static std::function<qint64()> source;
    return source;
}
} // namespace

qint64 nowMs()
{
    const std::function<qint64()> &source = testClock();
    return source ? source() : QDateTime::currentMSecsSinceEpoch();
}

void setClockForTesting(std::function<qint64()> source)
{
    testClock() = std::move(source);
}

} // namespace quantum::net
