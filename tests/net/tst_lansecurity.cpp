// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The LAN's defences (docs/protocol.md, "Threat model" and "Limits"): what a listener on the
// wire sees, the password proof, the host's certificate as the client checks it, the delays
// and lockouts of wrong passwords, the players' reserved places, the memory chat can take,
// and the hello's fields. Each test is an attack that worked against protocol 1.
#include "app/net/authguard.h"
#include "app/net/client.h"
#include "app/net/discovery.h"
#include "app/net/identity.h"
#include "faultproxy.h"
#include "nettest.h"

#include <QSignalSpy>
#include <QTcpSocket>

using namespace quantum;
using namespace quantum::net;
using namespace quantum::net::test;

namespace {

ClientOptions player(const QString &name, const QString &password = QString())
{
    ClientOptions o;
    o.name = name;
    o.password = password;
    o.reconnectDelayMs = 100;
    return o;
}

ClientOptions observer(const QString &name)
{
    ClientOptions o = player(name);
    o.observer = true;
    return o;
}

QCborMap hello(const QString &role, const QString &name = QStringLiteral("raw"))
{
    QCborMap h = message(msg::Hello);
    h.insert(QStringLiteral("protocol"), kProtocolVersion);
    h.insert(QStringLiteral("app"), applicationVersion());
    h.insert(QStringLiteral("name"), name);
    h.insert(QStringLiteral("role"), role);
    return h;
}

// The TLS records of a byte stream, as a listener splits them: false for anything that is
// not a whole sequence of records (type 20 to 23, version 3.x, at most 2^14 + 256 bytes).
bool onlyTlsRecords(const QByteArray &bytes, int *records)
{
    qsizetype at = 0;
    *records = 0;
    while (at < bytes.size()) {
        if (bytes.size() - at < 5) return false;
        const auto type = quint8(bytes[at]);
        const auto major = quint8(bytes[at + 1]);
        const int length = (quint8(bytes[at + 3]) << 8) | quint8(bytes[at + 4]);
        if (type < 20 || type > 23 || major != 3 || length > (1 << 14) + 256) return false;
        at += 5 + length;
        ++*records;
    }
    return at == bytes.size();
}

// A duel on 127.0.0.1 between two clients, Ann in seat 0 and Ben in seat 1.
struct RunningDuel {
    explicit RunningDuel(quint64 seed)
        : host(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), loopback(seed))
    {
    }
    // Listens, seats both, starts once both clients have their welcome (the host seats a
    // player before its welcome arrives): whether it all went.
    bool start()
    {
        if (!host.listen()) return false;
        ann.connectTo(QStringLiteral("127.0.0.1"), host.port());
        ben.connectTo(QStringLiteral("127.0.0.1"), host.port());
        return waitUntil([this] {
                   return host.canStart() && !ann.token().isEmpty() && !ben.token().isEmpty();
               }) &&
               host.start();
    }
    Host host;
    Client ann{player(QStringLiteral("Ann"))}, ben{player(QStringLiteral("Ben"))};
};

} // namespace

class TestLanSecurity : public QObject {
    Q_OBJECT
private slots:
    void aListenerOnTheWireSeesOnlyTlsRecords();
    void thePasswordProofIsBoundToTheHost();
    void anOldClientIsToldToUpdate();
    void aClientRefusesAnotherHost();
    void certificatesMustBeSignedByTheirOwnKey();
    void wrongPasswordsAreSlowedThenLockedOut();
    void authGuardDelaysLocksAndForgets();
    void observersHaveACapOfTheirOwn();
    void aPlayerComesBackHoweverManyWatch();
    void chatFromReadersThatNeverReadStaysBounded();
    void helloFieldsAreChecked_data();
    void helloFieldsAreChecked();
    void aReturningPlayerKeepsTheSeatName();
    void versionsAreIntegers();
    void discoveryAnswersTheGamesNetworkOnly();
    void ipv6EndToEnd();
};

// A game with a password played through a proxy that records every byte: the password, the
// token, the claim, the names and the chat never cross the wire in a readable form, and every
// byte either way belongs to a TLS record. (Protocol 1 sent all of them as CBOR text: a sniffed
// token took the seat.)
void TestLanSecurity::aListenerOnTheWireSeesOnlyTlsRecords()
{
    HostOptions ho = loopback(3);
    ho.password = QStringLiteral("open-sesame-2026");
    Host host(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), ho);
    QVERIFY(host.listen());
    FaultSchedule plain;
    plain.delayPercent = 0;
    plain.splitPercent = 0;
    FaultProxy proxy(host.port(), plain);
    QVERIFY(proxy.listen());
    ClientOptions ao = player(QStringLiteral("Alice Wiretap"), ho.password);
    ao.claim = QStringLiteral("0123456789abcdef0123456789abcdef");
    Client alice(ao);
    Client bob(player(QStringLiteral("Bob Wiretap"), ho.password));
    alice.connectTo(QStringLiteral("127.0.0.1"), proxy.port());
    bob.connectTo(QStringLiteral("127.0.0.1"), proxy.port());
    NET_TRY_VERIFY(alice.status() == Client::Status::Connected &&
                   bob.status() == Client::Status::Connected);
    QSignalSpy heard(&bob, &Client::chatReceived);
    alice.sendChat(QStringLiteral("the secret plan"));
    NET_TRY_COMPARE(heard.count(), 1);
    QVERIFY(host.start());
    NET_TRY_VERIFY(alice.hasGame() && bob.hasGame());

    const QByteArray up = proxy.passedUp(), down = proxy.passedDown();
    QVERIFY(up.size() > 1000 && down.size() > 1000);
    int upRecords = 0, downRecords = 0;
    QVERIFY(onlyTlsRecords(up, &upRecords));
    QVERIFY(onlyTlsRecords(down, &downRecords));
    QVERIFY(upRecords >= 4 && downRecords >= 4);
    QCOMPARE(quint8(up[0]), quint8(0x16)); // a handshake record: the ClientHello
    const QList<QByteArray> secrets{ho.password.toUtf8(),
                                    alice.token().toUtf8(),
                                    bob.token().toUtf8(),
                                    ao.claim.toUtf8(),
                                    QByteArray("Alice Wiretap"),
                                    QByteArray("Bob Wiretap"),
                                    QByteArray("the secret plan"),
                                    QByteArray("hello"),
                                    QByteArray("welcome"),
                                    QByteArray("Test game"),
                                    QByteArray::fromHex(alice.token().toLatin1())};
    for (const QByteArray &secret : secrets) {
        QVERIFY2(!up.contains(secret), secret.constData());
        QVERIFY2(!down.contains(secret), secret.constData());
    }
    QVERIFY(!alice.token().isEmpty() && !bob.token().isEmpty());
}

// The password never travels: the hello carries a proof bound to the host's certificate. A
// proof made for another certificate (what a machine in the middle would pass on) and the
// password in clear (protocol 1's field) are wrong passwords; the right proof gets in.
void TestLanSecurity::thePasswordProofIsBoundToTheHost()
{
    HostOptions ho = loopback(4);
    ho.password = QStringLiteral("pw");
    Host host(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), ho);
    QVERIFY(host.listen());
    const HostIdentity other = HostIdentity::generate();
    QVERIFY(!other.isNull());
    QVERIFY(other.fingerprint() != host.fingerprint());

    const auto tryProof = [&](const QString &field, const QCborValue &value) {
        auto peer = std::make_unique<RawPeer>(host.port());
        if (!peer->waitConnected()) return QString(QStringLiteral("no connection"));
        QCborMap h = hello(QStringLiteral("observer"));
        h.insert(field, value);
        peer->send(h);
        if (!waitUntil([&] { return peer->count(msg::Welcome) + peer->count(msg::Reject) > 0; }))
            return QString(QStringLiteral("no answer"));
        return peer->count(msg::Welcome)
                   ? QStringLiteral("welcome")
                   : peer->last(msg::Reject).value(QStringLiteral("reason")).toString();
    };
    QCOMPARE(
        tryProof(QStringLiteral("password-proof"), passwordProof(ho.password, other.fingerprint())),
        reason::WrongPassword);
    QCOMPARE(tryProof(QStringLiteral("password"), ho.password), reason::WrongPassword);
    QCOMPARE(tryProof(QStringLiteral("password-proof"),
                      passwordProof(QStringLiteral("pW"), host.fingerprint())),
             reason::WrongPassword);
    QCOMPARE(
        tryProof(QStringLiteral("password-proof"), passwordProof(ho.password, host.fingerprint())),
        QStringLiteral("welcome"));
    // The proof is 32 bytes that depend on both inputs.
    QCOMPARE(passwordProof(ho.password, host.fingerprint()).size(), 32);
}

// A program of protocol 1 speaks CBOR frames in clear: it gets, in clear, a reject that says
// which protocols meet, so that it tells its player to update.
void TestLanSecurity::anOldClientIsToldToUpdate()
{
    Host host(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), loopback(5));
    QVERIFY(host.listen());
    QTcpSocket old;
    old.connectToHost(QHostAddress::LocalHost, host.port());
    QCborMap h = hello(QStringLiteral("player"));
    h.insert(QStringLiteral("protocol"), 1);
    h.insert(QStringLiteral("app"), QStringLiteral("0.0.9"));
    old.write(encodeFrame(h));
    FrameDecoder decoder;
    QList<QCborMap> got;
    connect(&old, &QTcpSocket::readyRead, this, [&] {
        if (!decoder.feed(old.readAll())) return;
        while (auto m = decoder.take())
            got.append(*m);
    });
    NET_TRY_VERIFY(!got.isEmpty() && old.state() == QAbstractSocket::UnconnectedState);
    QCOMPARE(got.size(), 1);
    QCOMPARE(messageType(got.first()), msg::Reject);
    QCOMPARE(got.first().value(QStringLiteral("reason")).toString(), reason::ProtocolMismatch);
    QCOMPARE(got.first().value(QStringLiteral("host-protocol")).toInteger(), kProtocolVersion);
    QCOMPARE(got.first().value(QStringLiteral("client-protocol")).toInteger(), 1);
    QVERIFY(reasonText(reason::ProtocolMismatch, got.first()).contains(QLatin1String("0.1")) ||
            !reasonText(reason::ProtocolMismatch, got.first()).isEmpty());
}

// A client given the host's code or fingerprint meets only that host: another certificate
// ends the connection before anything is sent (host-key-changed), and says which it was.
// The code may be typed in any case, with spaces, O for 0 and I or L for 1.
void TestLanSecurity::aClientRefusesAnotherHost()
{
    HostOptions ho = loopback(6);
    ho.password = QStringLiteral("pw");
    Host host(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), ho);
    QVERIFY(host.listen());
    QSignalSpy joined(&host, &Host::clientJoined), failed(&host, &Host::authFailed);
    const HostIdentity other = HostIdentity::generate();

    ClientOptions wrongCode = player(QStringLiteral("Ann"), ho.password);
    wrongCode.fingerprintCode = fingerprintCode(other.fingerprint());
    Client ann(wrongCode);
    ann.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_COMPARE(ann.status(), Client::Status::Closed);
    QCOMPARE(ann.closeReason(), reason::HostKeyChanged);
    QCOMPARE(ann.unexpectedFingerprint(), host.fingerprint());

    ClientOptions wrongPin = player(QStringLiteral("Ben"), ho.password);
    wrongPin.fingerprint = other.fingerprint();
    Client ben(wrongPin);
    ben.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_COMPARE(ben.status(), Client::Status::Closed);
    QCOMPARE(ben.closeReason(), reason::HostKeyChanged);
    QCOMPARE(joined.count(), 0);
    QCOMPARE(failed.count(), 0); // nothing reached the host: no proof was sent

    QString typed = host.fingerprintCode().toLower();
    typed.insert(5, QStringLiteral("  ")); // as read out and typed: spaces for the dash
    typed = typed.replace(QLatin1Char('0'), QLatin1Char('o'))
                .replace(QLatin1Char('1'), QLatin1Char('l'));
    ClientOptions rightCode = player(QStringLiteral("Cleo"), ho.password);
    rightCode.fingerprintCode = typed;
    Client cleo(rightCode);
    QSignalSpy identified(&cleo, &Client::hostIdentified);
    cleo.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_COMPARE(cleo.status(), Client::Status::Connected);
    QCOMPARE(cleo.hostFingerprint(), host.fingerprint());
    QCOMPARE(identified.count(), 1);
    QCOMPARE(normalizedFingerprintCode(typed), host.fingerprintCode());
    QVERIFY(normalizedFingerprintCode(QStringLiteral("not a code")).isEmpty());
}

// A certificate whose signature is not its own key's is refused: searching for one whose
// code matches costs a signature per try.
void TestLanSecurity::certificatesMustBeSignedByTheirOwnKey()
{
    const HostIdentity id = HostIdentity::generate();
    QVERIFY(isSignedByItsOwnKey(id.certificate));
    QByteArray der = id.certificate.toDer();
    der[der.size() - 3] = char(der[der.size() - 3] ^ 0x5a); // inside the signature
    const QSslCertificate forged(der, QSsl::Der);
    QVERIFY(!forged.isNull());
    QVERIFY(!isSignedByItsOwnKey(forged));
    QVERIFY(!isSignedByItsOwnKey(QSslCertificate()));
}

// Guessing the password from one address: the first three failures are answered at once,
// then each is held back twice as long (0.5 s, 1 s, 2 s, 4 s ...), a log line each; the tenth
// locks the address out, and then even the right password is refused unchecked. A player
// from another address gets in meanwhile, unslowed. (Protocol 1 answered 1,100 guesses a
// second, without a word.)
void TestLanSecurity::wrongPasswordsAreSlowedThenLockedOut()
{
    HostOptions ho = loopback(7);
    ho.password = QStringLiteral("right");
    Host host(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), ho);
    QVERIFY(host.listen());
    QSignalSpy failed(&host, &Host::authFailed);
    const QByteArray wrong = passwordProof(QStringLiteral("wrong"), host.fingerprint());
    const QByteArray right = passwordProof(ho.password, host.fingerprint());
    const auto guess = [&](const QByteArray &proof, const QHostAddress &from) {
        auto peer = std::make_unique<RawPeer>(host.port(), from);
        QCborMap h = hello(QStringLiteral("observer"));
        h.insert(QStringLiteral("password-proof"), proof);
        peer->send(h); // sent once the handshake is done
        return peer;
    };
    const QHostAddress attacker(QStringLiteral("127.0.0.1"));
    const auto rejected = [](const RawPeer &p) { return p.count(msg::Reject) == 1; };

    for (int i = 1; i <= AuthGuard::kFreeFailures; ++i) { // answered at once
        const auto peer = guess(wrong, attacker);
        NET_TRY_VERIFY(rejected(*peer));
        QCOMPARE(failed.count(), i);
        QCOMPARE(failed.last().at(0).toString(), QStringLiteral("127.0.0.1"));
        QCOMPARE(failed.last().at(1).toString(), reason::WrongPassword);
        QCOMPARE(failed.last().at(3).toInt(), 0);
    }
    NET_TRY_COMPARE(host.clientCount(), 0);
    // Four at once (the places one address has): each held back, twice as long as the last.
    std::vector<std::unique_ptr<RawPeer>> held;
    for (int i = 0; i < kMaxGreetingPerAddress; ++i) {
        held.push_back(guess(wrong, attacker));
        NET_TRY_COMPARE(failed.count(), AuthGuard::kFreeFailures + i + 1);
        QVERIFY(!rejected(*held.back())); // not answered yet
        QCOMPARE(failed.last().at(2).toInt(), AuthGuard::kFreeFailures + i + 1);
        QCOMPARE(failed.last().at(3).toInt(), AuthGuard::kFirstDelayMs << i);
    }
    for (const auto &p : held)
        NET_TRY_VERIFY(rejected(*p) &&
                       p->last(msg::Reject).value(QStringLiteral("reason")).toString() ==
                           reason::WrongPassword);
    NET_TRY_COMPARE(host.clientCount(), 0);
    held.clear();
    // Three more: the tenth failure locks the address out at once.
    for (int i = 0; i < 3; ++i)
        held.push_back(guess(wrong, attacker));
    NET_TRY_COMPARE(failed.count(), AuthGuard::kLockoutFailures);
    QCOMPARE(failed.last().at(3).toInt(), AuthGuard::kMaxDelayMs);
    // The right password from there now: refused unheard, at once (the tenth is still held).
    const auto late = guess(right, attacker);
    NET_TRY_VERIFY(rejected(*late));
    QCOMPARE(late->last(msg::Reject).value(QStringLiteral("reason")).toString(), reason::LockedOut);
    QCOMPARE(failed.last().at(1).toString(), reason::LockedOut);
    // Another address is not slowed: welcomed while the locked-out one's last guesses wait.
    const auto honest = guess(right, QHostAddress(QStringLiteral("127.0.0.2")));
    NET_TRY_VERIFY(honest->count(msg::Welcome) == 1);
    QVERIFY(!rejected(*held.back()));
    QCOMPARE(failed.last().at(0).toString(), QStringLiteral("127.0.0.1"));
    QCOMPARE(reasonText(reason::LockedOut).isEmpty(), false);
}

// The guard alone, on a clock moved by hand: the delays, the lockout's length, forgetting,
// addresses apart, an IPv4 address seen over IPv6 the same, and its memory bounded.
void TestLanSecurity::authGuardDelaysLocksAndForgets()
{
    HandClock clock;
    AuthGuard guard;
    const QHostAddress a(QStringLiteral("192.168.1.7")), b(QStringLiteral("192.168.1.8"));
    const QList<int> expected{0, 0, 0, 500, 1000, 2000, 4000, 8000, 16000, 16000, 16000};
    for (int i = 0; i < expected.size(); ++i) {
        QCOMPARE(guard.failed(a), expected[i]);
        QCOMPARE(guard.lockedOut(a), i + 1 >= AuthGuard::kLockoutFailures);
        clock.advance(100);
    }
    QCOMPARE(guard.failures(QHostAddress(QStringLiteral("::ffff:192.168.1.7"))),
             int(expected.size()));
    QVERIFY(guard.lockedOut(QHostAddress(QStringLiteral("::ffff:192.168.1.7"))));
    QCOMPARE(guard.failures(b), 0);
    QVERIFY(!guard.lockedOut(b));
    QCOMPARE(guard.failed(b), 0);
    QVERIFY(guard.lockedFor(a) > AuthGuard::kLockoutMs - 1000);
    clock.advance(AuthGuard::kLockoutMs);
    QVERIFY(!guard.lockedOut(a)); // the window is over; the failures are still remembered
    QCOMPARE(guard.failed(a), AuthGuard::kMaxDelayMs);
    QVERIFY(guard.lockedOut(a));
    clock.advance(AuthGuard::kLockoutMs + AuthGuard::kForgetMs);
    QCOMPARE(guard.failures(a), 0);
    QCOMPARE(guard.failed(a), 0); // a fresh start
    // At most kMaxAddresses are remembered: the stalest go first.
    for (int i = 0; i < AuthGuard::kMaxAddresses + 10; ++i) {
        clock.advance(1);
        guard.failed(QHostAddress(quint32(0x0a000000 + i)));
    }
    QCOMPARE(guard.failures(a), 0);
    QCOMPARE(guard.failures(QHostAddress(quint32(0x0a000000 + AuthGuard::kMaxAddresses + 9))), 1);
}

// Observers are let in up to their cap, and not at all when watching is off; a player's
// place never depends on them.
void TestLanSecurity::observersHaveACapOfTheirOwn()
{
    HostOptions ho = loopback(8);
    ho.maxObservers = 2;
    Host host(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), ho);
    QVERIFY(host.listen());
    std::vector<std::unique_ptr<Client>> watchers;
    for (int i = 0; i < 3; ++i) {
        watchers.push_back(std::make_unique<Client>(observer(QStringLiteral("W%1").arg(i))));
        watchers.back()->connectTo(QStringLiteral("127.0.0.1"), host.port());
        NET_TRY_VERIFY(watchers.back()->status() != Client::Status::Connecting &&
                       watchers.back()->status() != Client::Status::Idle);
    }
    NET_TRY_COMPARE(watchers[2]->status(), Client::Status::Closed);
    QCOMPARE(watchers[2]->closeReason(), reason::NoWatching);
    QCOMPARE(watchers[0]->status(), Client::Status::Connected);
    QCOMPARE(watchers[1]->status(), Client::Status::Connected);
    QCOMPARE(host.lobby().observers.size(), 2);
    Client ann(player(QStringLiteral("Ann")));
    ann.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_COMPARE(ann.status(), Client::Status::Connected);
    QCOMPARE(ann.seat(), 0);

    HostOptions closed = loopback(9);
    closed.maxObservers = 0;
    Host noWatching(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), closed);
    QVERIFY(noWatching.listen());
    Client eve(observer(QStringLiteral("Eve")));
    eve.connectTo(QStringLiteral("127.0.0.1"), noWatching.port());
    NET_TRY_COMPARE(eve.status(), Client::Status::Closed);
    QCOMPARE(eve.closeReason(), reason::NoWatching);
}

// The attack of protocol 1: fill the host with observers, cut a player's link, take the
// freed place with one more observer, and the game waits for that player for ever. Now the
// observers meet their cap, and the player comes back to the seat however many watch.
void TestLanSecurity::aPlayerComesBackHoweverManyWatch()
{
    RunningDuel d(10);
    QVERIFY(d.start());
    Host &host = d.host;
    Client &ann = d.ann;
    std::vector<std::unique_ptr<Client>> watchers;
    for (int i = 0; i < kMaxObservers; ++i) {
        watchers.push_back(std::make_unique<Client>(observer(QStringLiteral("W%1").arg(i))));
        watchers.back()->connectTo(QStringLiteral("127.0.0.1"), host.port());
    }
    NET_TRY_COMPARE(host.lobby().observers.size(), kMaxObservers);

    QSignalSpy paused(&host, &Host::pausedChanged);
    ann.dropConnection(); // the cable pulled: Ann's client tries again by itself
    Client extra(observer(QStringLiteral("Extra")));
    extra.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_COMPARE(extra.status(), Client::Status::Closed);
    QCOMPARE(extra.closeReason(), reason::NoWatching);
    NET_TRY_VERIFY(ann.status() == Client::Status::Connected && host.missingSeats().isEmpty());
    QCOMPARE(ann.seat(), 0);
    QCOMPARE(host.lobby().observers.size(), kMaxObservers);
}

// Readers that never read, each chatting at the allowed rate (protocol 1 queued every line
// for every peer: 1 GB in two minutes). A line skips a client with more than kChatBacklog
// waiting for it, so the host holds at most that (and a line) for each; the honest observer
// gets every line; when the attack ends, nothing is held.
void TestLanSecurity::chatFromReadersThatNeverReadStaysBounded()
{
    HandClock clock;
    HostOptions ho = loopback(11);
    ho.timeoutMs = 10 * 60 * 1000; // the silent readers are not dropped for their silence
    Host host(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), ho);
    QVERIFY(host.listen());
    ClientOptions co = observer(QStringLiteral("Honest"));
    co.timeoutMs = ho.timeoutMs;
    Client honest(co);
    QSignalSpy heard(&honest, &Client::chatReceived);
    honest.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_COMPARE(honest.status(), Client::Status::Connected);

    constexpr int kReaders = 20;
    std::vector<std::unique_ptr<RawPeer>> readers;
    for (int i = 0; i < kReaders; ++i) {
        // Four per address (the greeting places of one address).
        readers.push_back(std::make_unique<RawPeer>(
            host.port(),
            QHostAddress(QStringLiteral("127.0.3.%1").arg(1 + i / kMaxGreetingPerAddress))));
        QVERIFY(readers.back()->waitConnected());
        readers.back()->send(hello(QStringLiteral("observer"), QStringLiteral("R%1").arg(i)));
        NET_TRY_COMPARE(host.lobby().observers.size(), i + 2);
        readers.back()->socket.setReadBufferSize(1024); // it reads no further
        readers.back()->socket.disconnect(readers.back().get());
    }
    QSignalSpy left(&host, &Host::clientLeft);
    const QString text(kMaxChatLength, QLatin1Char('c'));
    QCborMap line = message(msg::Chat);
    line.insert(QStringLiteral("text"), text);
    const qsizetype frame = encodeFrame(QCborMap{{QStringLiteral("type"), msg::Chat},
                                                 {QStringLiteral("from"), QStringLiteral("R19")},
                                                 {QStringLiteral("seat"), -1},
                                                 {QStringLiteral("n"), 999999},
                                                 {QStringLiteral("text"), text}})
                                .size();
    // Rounds of one second each, until far more went to the honest observer than the kernel's
    // buffers of a silent reader could take (about 6 MB each).
    qint64 most = 0;
    int lines = 0;
    while (qint64(lines) * frame < 12 * 1024 * 1024) {
        clock.advance(1000);
        for (const auto &r : readers)
            for (int k = 0; k < kMaxChatPerSecond; ++k)
                r->send(line);
        lines += kReaders * kMaxChatPerSecond;
        NET_TRY_COMPARE(heard.count(), lines);
        most = qMax(most, host.queuedBytes());
    }
    const qint64 bound = (kReaders + 1) * (kChatBacklog + 2 * frame);
    qInfo("%d chat lines from %d readers that never read: the host held %lld bytes at the most "
          "(bound %lld)",
          lines, kReaders, qlonglong(most), qlonglong(bound));
    QVERIFY2(most <= bound, qPrintable(QString::number(most)));
    QCOMPARE(left.count(), 0); // nobody was dropped: chat just skips the slow
    readers.clear();
    NET_TRY_COMPARE(host.lobby().observers.size(), 1);
    NET_TRY_COMPARE(host.queuedBytes(), qint64(0));
    QCOMPARE(honest.status(), Client::Status::Connected);
}

void TestLanSecurity::helloFieldsAreChecked_data()
{
    QTest::addColumn<QCborMap>("hello");
    QTest::addColumn<QString>("reason");
    const QCborMap base = hello(QStringLiteral("player"));
    QCborMap h = base;
    h.remove(QStringLiteral("name"));
    QTest::newRow("no name") << h << reason::BadName;
    h = base;
    h.insert(QStringLiteral("name"), 42);
    QTest::newRow("a name that is not text") << h << reason::BadName;
    h.insert(QStringLiteral("name"), QStringLiteral("!!! ... ???"));
    QTest::newRow("a name without a letter or digit") << h << reason::BadName;
    h = hello(QStringLiteral("observer"));
    h.insert(QStringLiteral("name"), QStringLiteral("   "));
    QTest::newRow("an observer's blank name") << h << reason::BadName;
    h = base;
    h.insert(QStringLiteral("protocol"), double(kProtocolVersion));
    QTest::newRow("the protocol as a float") << h << reason::BadHello;
    h = base;
    h.insert(QStringLiteral("protocol"), 1);
    h.insert(QStringLiteral("app"), QStringLiteral("evil\x1b[2J\x1b]0;owned\x07\u202e\r\nx"));
    QTest::newRow("an old program whose app text has control characters")
        << h << reason::ProtocolMismatch;
    h = base;
    h.insert(QStringLiteral("token"), QStringLiteral("00000000000000000000000000000000"));
    QTest::newRow("an unknown token") << h << reason::BadToken;
}

void TestLanSecurity::helloFieldsAreChecked()
{
    QFETCH(QCborMap, hello);
    QFETCH(QString, reason);
    Host host(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), loopback(12));
    QVERIFY(host.listen());
    RawPeer peer(host.port());
    QVERIFY(peer.waitConnected());
    peer.send(hello);
    NET_TRY_VERIFY(peer.count(msg::Reject) == 1 && peer.closed());
    const QCborMap r = peer.last(msg::Reject);
    QCOMPARE(r.value(QStringLiteral("reason")).toString(), reason);
    QCOMPARE(host.lobby().seats[0].isFilled(), false);
    // Text the host echoes is cleaned: nothing that could drive a terminal or a label.
    const QString app = r.value(QStringLiteral("client-app")).toString();
    for (QChar c : app)
        QVERIFY2(c.isPrint() && c.category() != QChar::Other_Format, qPrintable(app));
    if (reason == reason::ProtocolMismatch) QVERIFY(app.startsWith(QLatin1String("evil")));
}

// A player who comes back with the token and no usable name keeps the seat's name.
void TestLanSecurity::aReturningPlayerKeepsTheSeatName()
{
    RunningDuel d(13);
    QVERIFY(d.start());
    Host &host = d.host;
    Client &ann = d.ann;
    const QString token = ann.token();
    ann.leave();
    NET_TRY_VERIFY(!host.missingSeats().isEmpty());
    RawPeer back(host.port());
    QVERIFY(back.waitConnected());
    QCborMap h = hello(QStringLiteral("player"), QStringLiteral("???"));
    h.insert(QStringLiteral("token"), token);
    back.send(h);
    NET_TRY_COMPARE(back.count(msg::Welcome), 1);
    QCOMPARE(back.last(msg::Welcome).value(QStringLiteral("seat")).toInteger(), 0);
    NET_TRY_VERIFY(host.lobby().seats[0].name == QStringLiteral("Ann"));
}

// The version of an intent or an undo is a whole number: 3.0 is not 3 (stale).
void TestLanSecurity::versionsAreIntegers()
{
    Host host(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), loopback(14));
    QVERIFY(host.listen());
    RawPeer raw(host.port());
    QVERIFY(raw.waitConnected());
    raw.send(hello(QStringLiteral("player")));
    NET_TRY_COMPARE(raw.count(msg::Welcome), 1);
    Client ben(player(QStringLiteral("Ben")));
    ben.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_VERIFY(host.canStart());
    QVERIFY(host.start());
    NET_TRY_VERIFY(raw.count(msg::Snapshot) > 0);
    const qint64 version = qint64(host.session()->version());
    for (const QString &type : {msg::Intent, msg::Undo}) {
        QCborMap m = message(type);
        m.insert(QStringLiteral("version"), double(version));
        m.insert(QStringLiteral("action"),
                 QCborMap{{QStringLiteral("type"), QStringLiteral("end-turn")}});
        const int before = raw.count(msg::Refused);
        raw.send(m);
        NET_TRY_COMPARE(raw.count(msg::Refused), before + 1);
        QCOMPARE(raw.last(msg::Refused).value(QStringLiteral("reason")).toString(), reason::Stale);
    }
    QCOMPARE(qint64(host.session()->version()), version);
}

// A host bound to one address answers discovery from that address's network only (bound to
// loopback: this computer only; protocol 1 announced it to the whole LAN).
void TestLanSecurity::discoveryAnswersTheGamesNetworkOnly()
{
    DiscoveryResponder responder([] { return QCborMap(); });
    responder.setGameAddress(QHostAddress::LocalHost);
    QVERIFY(responder.servesSender(QHostAddress::LocalHost));
    QVERIFY(responder.servesSender(QHostAddress(QStringLiteral("127.0.0.9"))));
    QVERIFY(responder.servesSender(QHostAddress(QStringLiteral("::ffff:127.0.0.1"))));
    QVERIFY(!responder.servesSender(QHostAddress(QStringLiteral("192.168.1.20"))));
    QVERIFY(!responder.servesSender(QHostAddress(QStringLiteral("10.0.0.5"))));
    responder.setGameAddress(QHostAddress::Any);
    QVERIFY(responder.servesSender(QHostAddress(QStringLiteral("192.168.1.20"))));
    responder.setGameAddress(QHostAddress(QStringLiteral("198.51.100.7"))); // on no interface
    QVERIFY(!responder.servesSender(QHostAddress(QStringLiteral("192.168.1.20"))));
    QVERIFY(!responder.servesSender(QHostAddress::LocalHost));

    // End to end: a host on 127.0.0.1 answers a probe from this computer.
    HostOptions ho = loopback(15);
    ho.discovery = true;
    ho.discoveryPort = 0;
    Host host(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), ho);
    QVERIFY(host.listen());
    DiscoveryBrowser browser;
    browser.setTargets({QHostAddress(QHostAddress::LocalHost)}, true);
    QVERIFY(browser.start(host.discoveryPort(), 100));
    NET_TRY_COMPARE(browser.games().size(), 1);
    QCOMPARE(browser.games().first().fingerprint, host.fingerprintCode());
}

// A host on every address takes clients over IPv6 too: [::1] and 127.0.0.1 both join.
void TestLanSecurity::ipv6EndToEnd()
{
    HostOptions ho = loopback(16);
    ho.address = QHostAddress::Any;
    Host host(duelBoard(), QList<LobbySeat>(2, LobbySeat{}), ho);
    QVERIFY(host.listen());
    Client six(player(QStringLiteral("Six"))), four(player(QStringLiteral("Four")));
    QSignalSpy joined(&host, &Host::clientJoined);
    six.connectTo(QStringLiteral("::1"), host.port());
    NET_TRY_COMPARE(six.status(), Client::Status::Connected);
    four.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_COMPARE(four.status(), Client::Status::Connected);
    QCOMPARE(six.hostFingerprint(), host.fingerprint());
    QCOMPARE(joined.count(), 2);
    QVERIFY(host.canStart());
}

QTEST_GUILESS_MAIN(TestLanSecurity)
#include "tst_lansecurity.moc"
