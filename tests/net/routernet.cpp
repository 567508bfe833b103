// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/net/routernet.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QRegularExpression>
#include <QStandardPaths>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sched.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace quantum::net::test {

namespace {

const QString kNamePrefix = QStringLiteral("quantum-pm-");

// A program of the system's, also where root's PATH may not look.
QString tool(const QString &name)
{
    QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(name,
                                              {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"),
                                               QStringLiteral("/usr/bin"), QStringLiteral("/bin")});
    return path;
}

using Result = RouterNet::Result;

// Runs a program in this namespace, bounded; its exit code (-1: did not finish) and output.
Result runHere(const QString &program, const QStringList &args, int timeoutMs = 20000)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    RouterNet::Result r;
    if (!p.waitForStarted(timeoutMs)) {
        r.output = QStringLiteral("%1 did not start: %2").arg(program, p.errorString());
        return r;
    }
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        r.output = QStringLiteral("%1 %2 did not finish in %3 ms")
                       .arg(program, args.join(QLatin1Char(' ')))
                       .arg(timeoutMs);
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.output = QString::fromLocal8Bit(p.readAll());
    return r;
}

// The address after `address` (the internet side's own, beside the router's).
QString nextAddress(const QString &address)
{
    return QHostAddress(QHostAddress(address).toIPv4Address() + 1).toString();
}

void killOnParentDeath()
{
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
}

// The parent of process `pid` (from /proc/PID/stat), or 0.
pid_t parentOf(pid_t pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return 0;
    const QByteArray line = stat.readAll();
    // "PID (NAME) STATE PPID ...": the name may hold spaces and parentheses.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    return fields.size() > 1 ? pid_t(fields[1].toLongLong()) : 0;
}

// Kills what still runs in namespace `ns` (a program a failed test left), but neither this
// process nor its own children: the sanitizers' symbolizer, which a thread in the LAN started,
// lives there too.
void killStrays(const QString &ns)
{
    const Result pids =
        runHere(tool(QStringLiteral("ip")), {QStringLiteral("netns"), QStringLiteral("pids"), ns});
    const QStringList lines = pids.output.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &p : lines) {
        const pid_t stray = pid_t(p.trimmed().toLongLong());
        if (stray > 1 && stray != ::getpid() && parentOf(stray) != ::getpid())
            ::kill(stray, SIGKILL);
    }
}

} // namespace

RouterNet::RouterNet() : m_prefix(kNamePrefix + QString::number(::getpid()) + QLatin1Char('-')) {}

RouterNet::~RouterNet()
{
    tearDown();
}

QString RouterNet::unavailable()
{
    if (::geteuid() != 0)
        return QStringLiteral("tst_portmapping needs root: it makes network namespaces with veth "
                              "links and runs Debian's miniupnpd in one (CI runs as root). Run it "
                              "as root.");
    for (const char *name : {"ip", "nft", "miniupnpd", "bash"})
        if (tool(QLatin1String(name)).isEmpty())
            return QStringLiteral("%1 was not found: install iproute2, nftables and "
                                  "miniupnpd-nftables (scripts/lib.sh lists them)")
                .arg(QLatin1String(name));
    if (!QDir(QStringLiteral("/proc/thread-self/ns")).exists())
        return QStringLiteral("this kernel has no network namespaces (/proc/thread-self/ns)");
    return {};
}

QString RouterNet::name(Side side) const
{
    switch (side) {
    case Side::Router:
        return m_prefix + QStringLiteral("router");
    case Side::Lan:
        return m_prefix + QStringLiteral("lan");
    case Side::Internet:
        return m_prefix + QStringLiteral("internet");
    }
    return {};
}

void RouterNet::deleteStaleNamespaces()
{
    const QString ip = tool(QStringLiteral("ip"));
    const Result list = runHere(ip, {QStringLiteral("netns"), QStringLiteral("list")});
    static const QRegularExpression ours(QStringLiteral("^(quantum-pm-(\\d+)-\\w+)"),
                                         QRegularExpression::MultilineOption);
    QRegularExpressionMatchIterator it = ours.globalMatch(list.output);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const pid_t pid = pid_t(m.captured(2).toLongLong());
        if (pid == ::getpid() || ::kill(pid, 0) == 0 || errno != ESRCH) continue; // alive
        killStrays(m.captured(1));
        runHere(ip, {QStringLiteral("netns"), QStringLiteral("delete"), m.captured(1)});
    }
}

QString RouterNet::setUp(const QString &publicAddress)
{
    deleteStaleNamespaces();
    m_publicAddress = publicAddress;
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid()) return QStringLiteral("no temporary folder");
    const QString ip = tool(QStringLiteral("ip"));
    const QString router = name(Side::Router), lan = name(Side::Lan),
                  internet = name(Side::Internet);
    const auto args = [](const char *line) {
        return QString::fromLatin1(line).split(QLatin1Char(' '));
    };
    m_made = true; // from here on tearDown deletes what there is
    QList<QStringList> commands = {
        {QStringLiteral("netns"), QStringLiteral("add"), router},
        {QStringLiteral("netns"), QStringLiteral("add"), lan},
        {QStringLiteral("netns"), QStringLiteral("add"), internet},
        QStringList{QStringLiteral("link"), QStringLiteral("add"), QStringLiteral("lan0"),
                    QStringLiteral("netns"), router}
            << args("type veth peer name eth0 netns") << lan,
        QStringList{QStringLiteral("link"), QStringLiteral("add"), QStringLiteral("wan0"),
                    QStringLiteral("netns"), router}
            << args("type veth peer name eth0 netns") << internet,
        QStringList{QStringLiteral("-n"), router} << args("addr add 192.168.77.1/24 dev lan0"),
        QStringList{QStringLiteral("-n"), router} << QStringLiteral("addr") << QStringLiteral("add")
                                                  << publicAddress + QStringLiteral("/24")
                                                  << QStringLiteral("dev")
                                                  << QStringLiteral("wan0"),
        QStringList{QStringLiteral("-n"), lan} << args("addr add 192.168.77.2/24 dev eth0"),
        QStringList{QStringLiteral("-n"), internet}
            << QStringLiteral("addr") << QStringLiteral("add")
            << nextAddress(publicAddress) + QStringLiteral("/24") << QStringLiteral("dev")
            << QStringLiteral("eth0"),
    };
    for (const QString &ns : {router, lan, internet})
        commands.append(QStringList{QStringLiteral("-n"), ns} << args("link set lo up"));
    commands.append(QStringList{QStringLiteral("-n"), router} << args("link set lan0 up"));
    commands.append(QStringList{QStringLiteral("-n"), router} << args("link set wan0 up"));
    commands.append(QStringList{QStringLiteral("-n"), lan} << args("link set eth0 up"));
    commands.append(QStringList{QStringLiteral("-n"), internet} << args("link set eth0 up"));
    commands.append(QStringList{QStringLiteral("-n"), lan}
                    << args("route add default via 192.168.77.1"));
    for (const QStringList &c : std::as_const(commands)) {
        const Result r = runHere(ip, c);
        if (r.code != 0)
            return QStringLiteral("ip %1 failed: %2")
                .arg(c.join(QLatin1Char(' ')), r.output.trimmed());
    }
    Result r = run(Side::Router, {QStringLiteral("sh"), QStringLiteral("-c"),
                                  QStringLiteral("echo 1 > /proc/sys/net/ipv4/ip_forward")});
    if (r.code != 0) return QStringLiteral("cannot turn forwarding on: %1").arg(r.output);

    // The chains miniupnpd fills, as Debian's /etc/miniupnpd/nft_init.sh makes them, in a
    // table of their own: what no mapping lets in is dropped.
    const QString rules = m_dir->filePath(QStringLiteral("router.nft"));
    QFile nft(rules);
    if (!nft.open(QIODevice::WriteOnly)) return QStringLiteral("cannot write %1").arg(rules);
    nft.write("table inet miniupnpd {\n"
              "    chain forward {\n"
              "        type filter hook forward priority 0; policy drop;\n"
              "        ct state established,related accept\n"
              "        iifname \"lan0\" accept\n"
              "        jump miniupnpd\n"
              "    }\n"
              "    chain miniupnpd {\n"
              "    }\n"
              "    chain prerouting {\n"
              "        type nat hook prerouting priority -100; policy accept;\n"
              "        jump prerouting_miniupnpd\n"
              "    }\n"
              "    chain postrouting {\n"
              "        type nat hook postrouting priority 100; policy accept;\n"
              "        oifname \"wan0\" masquerade\n"
              "        jump postrouting_miniupnpd\n"
              "    }\n"
              "    chain prerouting_miniupnpd {\n"
              "    }\n"
              "    chain postrouting_miniupnpd {\n"
              "    }\n"
              "}\n");
    nft.close();
    r = run(Side::Router, {tool(QStringLiteral("nft")), QStringLiteral("-f"), rules});
    if (r.code != 0) return QStringLiteral("nft -f failed in the router: %1").arg(r.output);
    return {};
}

QString RouterNet::startIgd()
{
    const QString config = m_dir->filePath(QStringLiteral("miniupnpd.conf"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)) return QStringLiteral("cannot write %1").arg(config);
    // NAT-PMP is on only for its log line: miniupnpd writes it once its SSDP and HTTP sockets
    // are open, so that line says the router answers.
    file.write("ext_ifname=wan0\n"
               "listening_ip=lan0\n"
               "http_port=0\n"
               "enable_upnp=yes\n"
               "enable_natpmp=yes\n"
               "secure_mode=yes\n"
               "system_uptime=no\n"
               "notify_interval=60\n"
               "friendly_name=Quantum test router\n"
               "uuid=6a1f3d2c-8e4b-4c7a-9f10-3b2d5e6f7a80\n"
               "upnp_table_name=miniupnpd\n"
               "upnp_nat_table_name=miniupnpd\n"
               "upnp_forward_chain=miniupnpd\n"
               "upnp_nat_chain=prerouting_miniupnpd\n"
               "upnp_nat_postrouting_chain=postrouting_miniupnpd\n"
               "allow 1024-65535 192.168.77.0/24 1024-65535\n"
               "deny 0-65535 0.0.0.0/0 0-65535\n");
    file.close();
    m_igd = std::make_unique<QProcess>();
    m_igd->setProcessChannelMode(QProcess::MergedChannels);
    m_igd->setChildProcessModifier(killOnParentDeath);
    m_igdLog.clear();
    m_igd->start(tool(QStringLiteral("ip")),
                 {QStringLiteral("netns"), QStringLiteral("exec"), name(Side::Router),
                  tool(QStringLiteral("miniupnpd")), QStringLiteral("-d"), QStringLiteral("-f"),
                  config, QStringLiteral("-P"), m_dir->filePath(QStringLiteral("miniupnpd.pid"))});
    const QDeadlineTimer deadline(20000);
    while (!m_igdLog.contains("Listening for NAT-PMP")) {
        if (m_igd->state() == QProcess::NotRunning ||
            !m_igd->waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime()))))
            return QStringLiteral("miniupnpd did not come up: %1").arg(igdLog());
        m_igdLog += m_igd->readAll();
    }
    return {};
}

void RouterNet::stopIgd()
{
    if (!m_igd) return;
    if (m_igd->state() != QProcess::NotRunning) {
        m_igd->terminate(); // miniupnpd takes its rules away
        if (!m_igd->waitForFinished(10000)) {
            m_igd->kill();
            m_igd->waitForFinished(5000);
        }
    }
    m_igdLog += m_igd->readAll();
    m_igd.reset();
}

QString RouterNet::enterLan()
{
    if (m_originalNs < 0) m_originalNs = ::open("/proc/thread-self/ns/net", O_RDONLY | O_CLOEXEC);
    if (m_originalNs < 0) return QStringLiteral("cannot open this thread's network namespace");
    const QByteArray path = QStringLiteral("/run/netns/%1").arg(name(Side::Lan)).toLocal8Bit();
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return QStringLiteral("cannot open %1").arg(QString::fromLocal8Bit(path));
    const int r = ::setns(fd, CLONE_NEWNET);
    ::close(fd);
    return r == 0 ? QString() : QStringLiteral("setns into the LAN failed (errno %1)").arg(errno);
}

void RouterNet::leaveLan()
{
    if (m_originalNs < 0) return;
    ::setns(m_originalNs, CLONE_NEWNET);
    ::close(m_originalNs);
    m_originalNs = -1;
}

RouterNet::Result RouterNet::run(Side side, const QStringList &command, int timeoutMs) const
{
    return runHere(tool(QStringLiteral("ip")),
                   QStringList{QStringLiteral("netns"), QStringLiteral("exec"), name(side)} +
                       command,
                   timeoutMs);
}

void RouterNet::startInLan(QProcess &process, const QStringList &command) const
{
    process.setChildProcessModifier(killOnParentDeath);
    process.start(tool(QStringLiteral("ip")),
                  QStringList{QStringLiteral("netns"), QStringLiteral("exec"), name(Side::Lan)} +
                      command);
}

QStringList RouterNet::dnatRules() const
{
    const Result r =
        run(Side::Router, {tool(QStringLiteral("nft")), QStringLiteral("list"),
                           QStringLiteral("chain"), QStringLiteral("inet"),
                           QStringLiteral("miniupnpd"), QStringLiteral("prerouting_miniupnpd")});
    QStringList rules;
    const QStringList lines = r.output.split(QLatin1Char('\n'));
    for (const QString &line : lines)
        if (line.contains(QLatin1String("dnat"))) rules.append(line.trimmed());
    return rules;
}

bool RouterNet::connectFromInternet(quint16 port, const QByteArray &line, QString *error) const
{
    // bash's /dev/tcp: a plain connect() from the internet's namespace, nothing of ours.
    const Result r =
        run(Side::Internet, {tool(QStringLiteral("bash")), QStringLiteral("-c"),
                             QStringLiteral("exec 3<>/dev/tcp/%1/%2 && printf '%s' \"$1\" >&3")
                                 .arg(m_publicAddress)
                                 .arg(port),
                             QStringLiteral("bash"), QString::fromLatin1(line)});
    if (r.code != 0 && error) *error = r.output.trimmed();
    return r.code == 0;
}

void RouterNet::tearDown()
{
    leaveLan();
    stopIgd();
    if (!m_made) return;
    const QString ip = tool(QStringLiteral("ip"));
    for (Side side : {Side::Lan, Side::Internet, Side::Router}) {
        killStrays(name(side));
        runHere(ip, {QStringLiteral("netns"), QStringLiteral("delete"), name(side)});
    }
    m_made = false;
}

} // namespace quantum::net::test
