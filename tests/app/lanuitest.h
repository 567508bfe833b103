// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the LAN window tests share: joining a host by typing its address, as a player does.
#include "app/lan/joindialog.h"
#include "app/net/client.h"

#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace quantum::test {

inline constexpr int kWait = 10000; // the bound of every wait for the network (ms)

// Types `address` and `name` into the join dialog and clicks Join: the client once the host
// welcomed it, or nullptr when the dialog said why not.
inline std::unique_ptr<net::Client> joinByTyping(JoinDialog &join, const QString &address,
                                                 const QString &name)
{
    join.addressEdit()->setText(address);
    join.nameEdit()->setText(name);
    QSignalSpy accepted(&join, &QDialog::accepted);
    QTest::mouseClick(join.joinButton(), Qt::LeftButton);
    // Until the host welcomed the client or the dialog said why not (bounded).
    const bool settled =
        QTest::qWaitFor([&] { return !accepted.isEmpty() || !join.isJoining(); }, kWait);
    return settled && !accepted.isEmpty() ? join.takeClient() : nullptr;
}

inline std::unique_ptr<net::Client> joinByTyping(JoinDialog &join, quint16 port,
                                                 const QString &name)
{
    return joinByTyping(join, QStringLiteral("127.0.0.1:%1").arg(port), name);
}

} // namespace quantum::test
