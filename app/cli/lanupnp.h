// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

namespace quantum::net {
class Host;
class PortMapping;
} // namespace quantum::net

namespace quantum::cli {

// serve --upnp (docs/cli.md): asks the home router to open the host's port for players
// elsewhere (net::PortMapping) and prints where they join with the host's code, or what to
// forward by hand. The mapping is taken away when the game ends, when serve exits, and at
// SIGINT or SIGTERM (serve then ends as the signal would have ended it).
class ServeUpnp : public QObject {
public:
    ServeUpnp(net::Host &host, std::function<void(const QString &)> say);
    ~ServeUpnp() override;

private:
    void stop(int signal);

    net::Host &m_host;
    std::function<void(const QString &)> m_say;
    net::PortMapping *m_mapping = nullptr;
    int m_signal = 0;
};

} // namespace quantum::cli
