// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/portmapping.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QNetworkInterface>

#include <miniupnpc/miniupnpc.h>
#include <miniupnpc/upnpcommands.h>
#include <miniupnpc/upnperrors.h>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace quantum::net {

namespace {

enum class Job { Map, Renew, Remove, Quit };

// The lease asked for; renewed at half of it. A router that keeps only permanent mappings
// gets one without a lease (UPnP error 725), removed all the same when the game ends.
constexpr int kLeaseSeconds = 3600;
// UPnP-IGD errors (WANIPConnection): the public port is mapped to another computer; the
// router keeps only permanent mappings.
constexpr int kConflictInMappingEntry = 718;
constexpr int kOnlyPermanentLeasesSupported = 725;

// An address the internet can reach: not a private, shared (carrier NAT), loopback,
// link-local, documentation or multicast one.
bool isPublic(const QHostAddress &a)
{
    if (a.protocol() != QAbstractSocket::IPv4Protocol || a.isNull()) return false;
    static const char *const kReserved[] = {
        "0.0.0.0/8",       "10.0.0.0/8",     "100.64.0.0/10", "127.0.0.0/8",    "169.254.0.0/16",
        "172.16.0.0/12",   "192.0.0.0/24",   "192.0.2.0/24",  "192.168.0.0/16", "198.18.0.0/15",
        "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/3"};
    for (const char *subnet : kReserved)
        if (a.isInSubnet(QHostAddress::parseSubnet(QLatin1String(subnet)))) return false;
    return true;
}

// This computer's IPv4 address on its network (a private one first), for the advice when no
// router answered; empty when there is no network.
QString localIPv4()
{
    QString other;
    const QList<QNetworkInterface> interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &i : interfaces) {
        const auto flags = i.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) ||
            !flags.testFlag(QNetworkInterface::IsRunning) ||
            flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        const QList<QNetworkAddressEntry> entries = i.addressEntries();
        for (const QNetworkAddressEntry &e : entries) {
            const QHostAddress ip = e.ip();
            if (ip.protocol() != QAbstractSocket::IPv4Protocol || ip.isLoopback()) continue;
            if (!isPublic(ip)) return ip.toString();
            if (other.isEmpty()) other = ip.toString();
        }
    }
    return other;
}

QString upnpError(int code)
{
    const char *text = strupnperror(code);
    return text ? QStringLiteral("UPnP %1: %2").arg(code).arg(QLatin1String(text))
                : QStringLiteral("UPnP %1").arg(code);
}

} // namespace

// What the thread tells the object.
struct PortMapping::Outcome {
    enum Kind { Mapped, Failed, Removed } kind = Removed;
    Failure failure = Failure::None;
    QString detail;
    QString publicAddress;
    QString localAddress;
    quint16 publicPort = 0;
    int leaseSeconds = 0;
};

// The thread's side. The queue and `owner` are shared with the object (under `mutex`); the
// router's description and the mapping are the thread's own. The thread holds the worker
// too, so a thread left behind by the destructor (kRemoveWaitMs passed) still finds it.
struct PortMapping::Worker {
    struct Task {
        Job job;
        quint16 port;
        int discoveryMs;
    };
    std::mutex mutex;
    std::condition_variable wake;
    std::condition_variable done;
    std::deque<Task> tasks;
    PortMapping *owner = nullptr;
    bool finished = false;
    std::thread thread;

    UPNPUrls urls = {};
    IGDdatas data = {};
    bool haveUrls = false;
    QByteArray lanAddress;
    quint16 internalPort = 0;
    quint16 externalPort = 0;
    int lease = kLeaseSeconds;
    bool isMapped = false;

    void run()
    {
        for (;;) {
            Task task;
            {
                std::unique_lock lock(mutex);
                wake.wait(lock, [this] { return !tasks.empty(); });
                task = tasks.front();
                tasks.pop_front();
            }
            switch (task.job) {
            case Job::Map:
                map(task.port, task.discoveryMs);
                break;
            case Job::Renew:
                renew();
                break;
            case Job::Remove:
                unmap();
                break;
            case Job::Quit:
                if (haveUrls) FreeUPNPUrls(&urls);
                haveUrls = false;
                {
                    std::lock_guard lock(mutex);
                    finished = true;
                }
                done.notify_all();
                return;
            }
        }
    }

    void tell(const Outcome &outcome)
    {
        std::lock_guard lock(mutex);
        if (!owner) return;
        PortMapping *to = owner; // its destructor clears `owner` under the mutex first
        QMetaObject::invokeMethod(
            to, [to, outcome] { to->received(outcome); }, Qt::QueuedConnection);
    }
    void fail(Failure why, const QString &detail = {})
    {
        Outcome o;
        o.kind = Outcome::Failed;
        o.localAddress = lanAddress.isEmpty() ? localIPv4() : QString::fromLatin1(lanAddress);
        o.failure = o.localAddress.isEmpty() ? Failure::NoNetwork : why;
        o.detail = detail;
        tell(o);
    }

    int add(quint16 external)
    {
        return UPNP_AddPortMapping(
            urls.controlURL, data.first.servicetype, QByteArray::number(external).constData(),
            QByteArray::number(internalPort).constData(), lanAddress.constData(), kDescription,
            "TCP", nullptr, QByteArray::number(lease).constData());
    }

    void map(quint16 port, int discoveryMs)
    {
        internalPort = port;
        int error = 0;
        UPNPDev *devices = upnpDiscover(discoveryMs, nullptr, nullptr, UPNP_LOCAL_PORT_ANY,
                                        0 /* IPv4 */, 2 /* TTL */, &error);
        if (!devices) return fail(Failure::NoRouter);
        char lan[64] = {};
#if MINIUPNPC_API_VERSION >= 18
        char wan[64] = {};
        const int found = UPNP_GetValidIGD(devices, &urls, &data, lan, sizeof lan, wan, sizeof wan);
        const bool gateway = found == 1 || found == 2; // 2: connected, a private address
#else
        const int found = UPNP_GetValidIGD(devices, &urls, &data, lan, sizeof lan);
        const bool gateway = found == 1;
#endif
        freeUPNPDevlist(devices);
        haveUrls = found > 0;
        lanAddress = QByteArray(lan);
        if (found <= 0) return fail(Failure::NoRouter);

        char external[40] = {};
        int r = UPNP_GetExternalIPAddress(urls.controlURL, data.first.servicetype, external);
        const QHostAddress publicAddress{QLatin1String(external)};
        const bool hasAddress = r == UPNPCOMMAND_SUCCESS && !publicAddress.isNull() &&
                                publicAddress != QHostAddress(QHostAddress::AnyIPv4);
        if (hasAddress && !isPublic(publicAddress))
            return fail(Failure::NotPublic); // a private or shared outside address
        if (!hasAddress) {
            // A router that says it is connected but gives no outside address has a private
            // one (miniupnpd gives none then, and libminiupnpc calls it not connected).
            char status[64] = {}, lastError[64] = {};
            unsigned int uptime = 0;
            const bool connected =
                UPNP_GetStatusInfo(urls.controlURL, data.first.servicetype, status, &uptime,
                                   lastError) == UPNPCOMMAND_SUCCESS &&
                qstrcmp(status, "Connected") == 0;
            return fail(connected ? Failure::NotPublic : Failure::NotGateway);
        }
        if (!gateway) return fail(Failure::NotGateway);

        externalPort = port;
        lease = kLeaseSeconds;
        r = add(externalPort);
        if (r == kOnlyPermanentLeasesSupported) {
            lease = 0;
            r = add(externalPort);
        }
        if (r == kConflictInMappingEntry) {
            // Another computer has this public port: any other one the router picks (IGD 2).
            char reserved[8] = {};
            const int any = UPNP_AddAnyPortMapping(
                urls.controlURL, data.first.servicetype,
                QByteArray::number(externalPort).constData(),
                QByteArray::number(internalPort).constData(), lanAddress.constData(), kDescription,
                "TCP", nullptr, QByteArray::number(lease).constData(), reserved);
            const uint given = QByteArray(reserved).toUInt();
            if (any == UPNPCOMMAND_SUCCESS && given > 0 && given <= 65535) {
                externalPort = quint16(given);
                r = UPNPCOMMAND_SUCCESS;
            }
        }
        if (r != UPNPCOMMAND_SUCCESS) return fail(Failure::Refused, upnpError(r));
        isMapped = true;
        Outcome o;
        o.kind = Outcome::Mapped;
        o.publicAddress = publicAddress.toString();
        o.publicPort = externalPort;
        o.localAddress = QString::fromLatin1(lanAddress);
        o.leaseSeconds = lease;
        tell(o);
    }

    void renew()
    {
        if (!isMapped) return;
        const int r = add(externalPort);
        if (r != UPNPCOMMAND_SUCCESS) fail(Failure::Refused, upnpError(r));
    }

    void unmap()
    {
        if (isMapped) // whatever the router answers: the lease runs out in any case
            UPNP_DeletePortMapping(urls.controlURL, data.first.servicetype,
                                   QByteArray::number(externalPort).constData(), "TCP", nullptr);
        isMapped = false;
        Outcome o;
        o.kind = Outcome::Removed;
        tell(o);
    }
};

PortMapping::PortMapping(QObject *parent) : QObject(parent), m_worker(std::make_shared<Worker>())
{
    m_worker->owner = this;
    // The thread is made here, so it is in the network namespace of the thread that makes
    // the object (tests/net/tst_portmapping runs it inside a home network of its own).
    m_worker->thread = std::thread([worker = m_worker] { worker->run(); });
    connect(&m_renew, &QTimer::timeout, this, [this] { post(int(Job::Renew)); });
}

PortMapping::~PortMapping()
{
    m_renew.stop();
    std::unique_lock lock(m_worker->mutex);
    m_worker->owner = nullptr;
    m_worker->tasks.clear(); // a mapping not asked for yet never will be
    m_worker->tasks.push_back({Job::Remove, 0, 0});
    m_worker->tasks.push_back({Job::Quit, 0, 0});
    m_worker->wake.notify_one();
    const bool finished = m_worker->done.wait_for(
        lock, std::chrono::milliseconds(m_waitOnDestroyMs), [this] { return m_worker->finished; });
    lock.unlock();
    if (finished)
        m_worker->thread.join();
    else
        m_worker->thread.detach(); // it removes the mapping if the program lives long enough
}

void PortMapping::post(int job)
{
    std::lock_guard lock(m_worker->mutex);
    if (Job(job) == Job::Remove) m_worker->tasks.clear();
    m_worker->tasks.push_back({Job(job), m_localPort, m_discoveryMs});
    m_worker->wake.notify_one();
}

void PortMapping::map(quint16 port)
{
    if (m_state != State::Idle) return;
    m_localPort = port;
    m_state = State::Asking;
    post(int(Job::Map));
}

void PortMapping::remove()
{
    if (m_state == State::Removing || m_state == State::Removed) return;
    m_renew.stop();
    m_state = State::Removing;
    post(int(Job::Remove));
}

void PortMapping::removeLater()
{
    if (QCoreApplication *app = QCoreApplication::instance(); app && thread() == app->thread())
        setParent(app);
    if (m_state == State::Removed) return deleteLater();
    connect(this, &PortMapping::removed, this, &QObject::deleteLater);
    QTimer::singleShot(kRemoveWaitMs, this, [this] {
        m_waitOnDestroyMs = 0; // the router is slow: its thread goes on alone
        deleteLater();
    });
    remove();
}

void PortMapping::received(const Outcome &o)
{
    switch (o.kind) {
    case Outcome::Mapped:
        if (m_state != State::Asking) return; // being removed meanwhile
        m_state = State::Mapped;
        m_publicAddress = o.publicAddress;
        m_publicPort = o.publicPort;
        m_localAddress = o.localAddress;
        if (o.leaseSeconds > 0) m_renew.start(o.leaseSeconds * 1000 / 2);
        emit mapped(m_publicAddress, m_publicPort);
        return;
    case Outcome::Failed:
        if (m_state != State::Asking && m_state != State::Mapped) return;
        m_renew.stop();
        m_state = State::Failed;
        m_failure = o.failure;
        m_failureDetail = o.detail;
        m_localAddress = o.localAddress;
        emit failed(failureText());
        return;
    case Outcome::Removed:
        m_state = State::Removed;
        emit removed();
        return;
    }
}

QString PortMapping::failureText() const
{
    if (m_state != State::Failed) return {};
    const QString port = QString::number(m_localPort);
    switch (m_failure) {
    case Failure::None:
        break;
    case Failure::NoNetwork:
        return tr("This computer is on no network, so friends elsewhere cannot join it.");
    case Failure::NoRouter:
        return tr("No router answered the request to open the port (UPnP may be turned off "
                  "on it). For friends elsewhere to join, forward TCP port %1 to %2 by hand "
                  "in the router's settings.")
            .arg(port, m_localAddress);
    case Failure::NotGateway:
        return tr("No router that opens ports answered (a device answered, but it is not a "
                  "connected internet gateway). For friends elsewhere to join, forward TCP port "
                  "%1 to %2 by hand in the router's settings.")
            .arg(port, m_localAddress);
    case Failure::NotPublic:
        return tr("The router has no public address of its own (it is behind another router "
                  "or the provider's), so a port it opens cannot be reached from the internet. "
                  "For friends elsewhere to join, forward TCP port %1 to %2 by hand on each "
                  "router on the way, or ask the provider for a public address.")
            .arg(port, m_localAddress);
    case Failure::Refused:
        return tr("The router refused to open TCP port %1 (%3). For friends elsewhere to join, "
                  "forward TCP port %1 to %2 by hand in the router's settings.")
            .arg(port, m_localAddress, m_failureDetail);
    }
    return {};
}

} // namespace quantum::net
