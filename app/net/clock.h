// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <functional>

namespace quantum::net {

// The time the LAN code measures its windows with: the frame and chat rate limits, the
// spacing of resyncs, the age of discovered games. It is the system's clock; a test replaces
// it with one it moves by hand, so that a limit "per second" is checked without waiting for a
// second to pass (and cannot flake on a slow machine). Timeouts are QTimers, not this clock.
qint64 nowMs();

// Tests: `source` answers nowMs() until it is reset with nullptr. Not thread-safe: set it
// before the network objects start.
void setClockForTesting(std::function<qint64()> source);

} // namespace quantum::net
