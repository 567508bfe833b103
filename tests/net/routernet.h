// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A home network of the test's own, in network namespaces (root only; CI runs as root), with
// Debian's real miniupnpd as its router's UPnP-IGD:
//
//   internet 11.0.7.2 ── veth ── 11.0.7.1 router 192.168.77.1 ── veth ── 192.168.77.2 lan
//
// The router forwards IPv4 and holds the nftables chains miniupnpd fills (loaded here: a
// forward chain that drops what no mapping lets in, a prerouting chain for the mappings'
// DNAT); the LAN's default route goes through it. Nothing is changed outside the three
// namespaces, and the destructor takes everything away again (miniupnpd is killed, the
// namespaces are deleted); namespaces left by a test that was killed are deleted by the
// next one.
#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace quantum::net::test {

class RouterNet {
public:
    enum class Side { Router, Lan, Internet };
    static constexpr const char *kLanAddress = "192.168.77.2";
    static constexpr const char *kPublicAddress = "11.0.7.1";

    RouterNet();
    ~RouterNet();
    RouterNet(const RouterNet &) = delete;
    RouterNet &operator=(const RouterNet &) = delete;

    // Why this machine cannot run the test (not root, a tool missing), or empty.
    static QString unavailable();

    // Makes the namespaces, their links and the router's firewall; the router's outside
    // address is `publicAddress` (a /24). An error saying what failed, or empty.
    QString setUp(const QString &publicAddress = QLatin1String(kPublicAddress));
    // Starts miniupnpd in the router and waits until it answers (SSDP and HTTP up); an error
    // with its log, or empty.
    QString startIgd();
    void stopIgd();
    QString igdLog() const { return QString::fromLocal8Bit(m_igdLog); }

    // Moves the calling thread into the LAN's namespace (threads it starts from then on are
    // there too), and back. An error, or empty.
    QString enterLan();
    void leaveLan();

    QString name(Side side) const;
    // Runs `program args` in a namespace (ip netns exec), within `timeoutMs`; its exit code
    // (-1 when it did not finish) and its output and errors.
    struct Result {
        int code = -1;
        QString output;
    };
    Result run(Side side, const QStringList &command, int timeoutMs = 20000) const;
    // A QProcess that runs `command` in the LAN's namespace (the program is killed if the
    // test dies).
    void startInLan(QProcess &process, const QStringList &command) const;

    // The DNAT rules miniupnpd put in the router ("… dnat ip to 192.168.77.2:PORT").
    QStringList dnatRules() const;
    // Connects from the internet to the router's outside address and `port` and writes
    // `line`; whether the connection was made.
    bool connectFromInternet(quint16 port, const QByteArray &line, QString *error) const;

private:
    void tearDown();
    static void deleteStaleNamespaces();

    QString m_prefix;
    QString m_publicAddress;
    bool m_made = false;
    int m_originalNs = -1;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QProcess> m_igd;
    QByteArray m_igdLog;
};

} // namespace quantum::net::test
