// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/lanupnp.h"

#include "app/net/host.h"
#include "app/net/portmapping.h"

#include <QSocketNotifier>
#include <QTimer>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace quantum::cli {

namespace {

// SIGINT and SIGTERM reach the event loop through a pipe (a handler may only write).
int g_stopPipe[2] = {-1, -1};
void onStopSignal(int signal)
{
    const char byte = char(signal);
    [[maybe_unused]] const auto n = ::write(g_stopPipe[1], &byte, 1);
}

} // namespace

ServeUpnp::ServeUpnp(net::Host &host, std::function<void(const QString &)> say)
    : m_host(host), m_say(std::move(say)), m_mapping(new net::PortMapping(this))
{
    connect(m_mapping, &net::PortMapping::mapped, this,
            [this](const QString &address, quint16 port) {
                // One line to pass on: where to join, with the code (ADDRESS:PORT#CODE).
                m_say(QStringLiteral("upnp: friends elsewhere join at %1:%2#%3")
                          .arg(address)
                          .arg(port)
                          .arg(m_host.fingerprintCode()));
            });
    connect(m_mapping, &net::PortMapping::failed, this,
            [this](const QString &why) { m_say(QStringLiteral("upnp: %1").arg(why)); });
    connect(m_mapping, &net::PortMapping::removed, this, [this] {
        if (m_mapping->publicPort())
            m_say(QStringLiteral("upnp: the router closed port %1 again")
                      .arg(m_mapping->publicPort()));
    });
    connect(&host, &net::Host::gameOver, m_mapping, &net::PortMapping::remove);
    if (::pipe2(g_stopPipe, O_CLOEXEC | O_NONBLOCK) == 0) {
        auto *notifier = new QSocketNotifier(g_stopPipe[0], QSocketNotifier::Read, this);
        connect(notifier, &QSocketNotifier::activated, this, [this] {
            char signal = 0, byte = 0;
            while (::read(g_stopPipe[0], &byte, 1) > 0)
                signal = byte;
            if (signal) stop(signal);
        });
        struct sigaction sa = {};
        sa.sa_handler = onStopSignal;
        sa.sa_flags = SA_RESTART;
        sigaction(SIGINT, &sa, nullptr);
        sigaction(SIGTERM, &sa, nullptr);
    }
    m_say(QStringLiteral("upnp: asking the router to open TCP port %1").arg(host.port()));
    m_mapping->map(host.port());
}

ServeUpnp::~ServeUpnp()
{
    ::signal(SIGINT, SIG_DFL);
    ::signal(SIGTERM, SIG_DFL);
    delete m_mapping; // takes the mapping away, waiting for the router a few seconds at most
}

// A stop signal: the mapping is taken away first (kRemoveWaitMs at most), then serve ends as
// the signal ends a program.
void ServeUpnp::stop(int signal)
{
    if (m_signal) return;
    m_signal = signal;
    const auto finish = [signal] {
        ::signal(signal, SIG_DFL);
        ::raise(signal);
    };
    if (m_mapping->state() == net::PortMapping::State::Removed) return finish();
    connect(m_mapping, &net::PortMapping::removed, this, finish);
    QTimer::singleShot(net::PortMapping::kRemoveWaitMs, this, finish);
    m_mapping->remove();
}

} // namespace quantum::cli
