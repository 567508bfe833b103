// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

namespace quantum::net {

// A TCP port of this computer opened on the home router for players elsewhere, with UPnP-IGD
// (Debian's libminiupnpc; docs/play.md, Friends elsewhere). The router is found and asked on
// a thread of the object's own (the library's calls block for seconds); the answers come
// back as signals on the object's thread. A mapping is leased for an hour and renewed every
// half hour while the object lives; remove(), removeLater() and the destructor take it away
// again (the destructor waits for the router kRemoveWaitMs at most, so quitting never hangs).
// Without a router that answers, failed() says which port to forward by hand, and to where.
class PortMapping : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Asking, Mapped, Failed, Removing, Removed };
    // Why no port was opened (failure() words it).
    enum class Failure { None, NoNetwork, NoRouter, NotGateway, NotPublic, Refused };

    static constexpr int kDefaultDiscoveryMs = 2000;
    static constexpr int kRemoveWaitMs = 3000;
    // The mapping's description in the router's list.
    static constexpr const char *kDescription = "Quantum";

    explicit PortMapping(QObject *parent = nullptr);
    ~PortMapping() override;

    // How long discovery waits for routers to answer (set before map()).
    void setDiscoveryTimeout(int ms) { m_discoveryMs = ms; }
    // Asks the router to forward TCP `port` on its public address to the same port here;
    // mapped() or failed() follows. Once per object: a second call is ignored.
    void map(quint16 port);
    // Takes the mapping away (or stops asking for it); removed() follows, also when there was
    // none.
    void remove();
    // remove(), then deletes the object once the router has answered, kRemoveWaitMs at most;
    // the application holds it meanwhile (quitting removes it too).
    void removeLater();

    State state() const { return m_state; }
    quint16 localPort() const { return m_localPort; }
    // Once mapped: where players elsewhere connect (the port may differ from localPort when
    // the router gave another one).
    QString publicAddress() const { return m_publicAddress; }
    quint16 publicPort() const { return m_publicPort; }
    // This computer's address on the home network (once the router answered or failed).
    QString localAddress() const { return m_localAddress; }
    Failure failure() const { return m_failure; }
    // What failed() said, worded again in the current language; empty unless Failed.
    QString failureText() const;

signals:
    void mapped(const QString &publicAddress, quint16 publicPort);
    void failed(const QString &reason);
    void removed();

private:
    struct Worker;
    struct Outcome;
    void post(int job);
    void received(const Outcome &outcome);

    std::shared_ptr<Worker> m_worker;
    QTimer m_renew;
    State m_state = State::Idle;
    Failure m_failure = Failure::None;
    QString m_failureDetail; // the router's own words (Refused)
    quint16 m_localPort = 0;
    quint16 m_publicPort = 0;
    QString m_publicAddress;
    QString m_localAddress;
    int m_discoveryMs = kDefaultDiscoveryMs;
    int m_waitOnDestroyMs = kRemoveWaitMs;
};

} // namespace quantum::net
