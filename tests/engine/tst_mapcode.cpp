// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Map codes (engine/mapcode.h, docs/map-format.md#map-codes): every shipped map and 1,000
// random layouts come back exactly; white space and line breaks anywhere are ignored; 1,000
// mangled codes (a character changed, dropped or added) are all refused; too long, empty,
// newer, junk and uncodable maps are refused with their own reason; payloads no Quantum
// wrote, with a good checksum, are read or refused, never crash.
#include "engine/map.h"
#include "engine/mapcode.h"
#include "tests/testmaps.h"

#include <QFile>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTest>

#include <algorithm>

using namespace quantum;

namespace {

const QString kBase64Url =
    QStringLiteral("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_");

// A map as a file holds it: the tiles in reading order.
Map saved(Map m)
{
    std::stable_sort(m.tiles.begin(), m.tiles.end(), inReadingOrder);
    return m;
}

QString randomText(QRandomGenerator &rng, int maxChars)
{
    static const QString pool =
        QStringLiteral("abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789-'.,!éèüßñçøåœ"
                       "銀河の星雲γδλΩЖЯ🚀🌌\"\\/\n\t");
    const int n = int(rng.bounded(maxChars + 1));
    QString s;
    while (s.size() < n) {
        const int i = int(rng.bounded(pool.size()));
        // keep surrogate pairs whole
        if (pool[i].isHighSurrogate() && i + 1 < pool.size())
            s += pool.mid(i, 2);
        else if (!pool[i].isLowSurrogate())
            s += pool[i];
    }
    // within the code's limits whatever the characters' UTF-8 length
    while (s.toUtf8().size() > kMaxCodeNameBytes)
        s.chop(1);
    if (!s.isEmpty() && s.back().isHighSurrogate()) s.chop(1);
    return s;
}

// A random layout: random extent and origin, gaps, Void, planets 7..10, starts.
Map randomMap(QRandomGenerator &rng)
{
    Map m;
    m.players = 2 + int(rng.bounded(3));
    m.cubes = 4 + int(rng.bounded(4));
    m.name = randomText(rng, 40);
    m.author = rng.bounded(2) ? randomText(rng, 20) : QString();
    m.description = rng.bounded(3) == 0 ? randomText(rng, 120) : QString();
    const bool large = rng.bounded(10) == 0;
    const int w = 1 + int(rng.bounded(large ? kMaxMapTiles : 8));
    const int h = 1 + int(rng.bounded(large ? kMaxMapTiles : 8));
    const int x0 = int(rng.bounded(201)) - 100, y0 = int(rng.bounded(201)) - 100;
    const int gapShare = int(rng.bounded(60));
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            if (int(rng.bounded(100)) < gapShare) continue;
            Tile t;
            t.x = x0 + x;
            t.y = y0 + y;
            const int k = int(rng.bounded(5));
            t.planet = k == 0 ? 0 : 6 + k;
            t.start = t.planet != 0 && rng.bounded(6) == 0;
            m.tiles.push_back(t);
        }
    return m;
}

QString insertWhiteSpace(QRandomGenerator &rng, QString code)
{
    static const QStringList spaces = {QStringLiteral(" "),      QStringLiteral("\n"),
                                       QStringLiteral("\r\n"),   QStringLiteral("\t"),
                                       QStringLiteral("  \n  "), QString(QChar(0x00A0)),
                                       QString(QChar(0x200B)),   QString(QChar(0x2028))};
    const int n = 1 + int(rng.bounded(8));
    for (int i = 0; i < n; ++i)
        code.insert(qsizetype(rng.bounded(code.size() + 1)),
                    spaces[int(rng.bounded(spaces.size()))]);
    return code;
}

// CRC-32 (IEEE), written again here so that the test can sign payloads of its own.
quint32 crc32Of(const QByteArray &bytes)
{
    quint32 c = 0xFFFFFFFFu;
    for (char ch : bytes) {
        c ^= quint8(ch);
        for (int k = 0; k < 8; ++k)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    }
    return c ^ 0xFFFFFFFFu;
}

// A code of version 1 around any payload, with the right checksum.
QString signedCode(QByteArray payload)
{
    const quint32 crc = crc32Of("Q1-" + payload);
    for (int shift = 24; shift >= 0; shift -= 8)
        payload.append(char(quint8(crc >> shift)));
    return QStringLiteral("Q1-") +
           QString::fromLatin1(
               payload.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QByteArray payloadOf(const QString &code)
{
    const QByteArray all =
        QByteArray::fromBase64(code.mid(3).toLatin1(), QByteArray::Base64UrlEncoding);
    return all.first(all.size() - 4);
}

} // namespace

class TestMapCode : public QObject {
    Q_OBJECT
private slots:
    void everyShippedMapComesBack();
    void randomLayoutsComeBack();
    void whiteSpaceAndLineBreaksAreIgnored();
    void theLinkFormsDecode();
    void mangledCodesAreAllRefused();
    void refusalsHaveTheirReason_data();
    void refusalsHaveTheirReason();
    void aNewerVersionIsNotMangled();
    void mapsACodeCannotCarryAreRefused();
    void unplayableMapsTravelToo();
    void theLongestCodeFits();
    void signedJunkIsReadOrRefusedWithAReason();
};

void TestMapCode::everyShippedMapComesBack()
{
    const QStringList files = testmaps::allMapFiles();
    QVERIFY(files.size() > 10);
    int shortest = INT_MAX, longest = 0;
    for (const QString &file : files) {
        QFile f(testmaps::mapFilePath(file));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
        const MapReadResult read = mapFromJsonBytes(f.readAll());
        QVERIFY2(read.ok, qPrintable(file));
        Reason why;
        const QString code = mapToCode(read.map, &why);
        QVERIFY2(!code.isEmpty(), qPrintable(file + QLatin1String(": ") + why.toString()));
        QVERIFY(code.startsWith(QLatin1String("Q1-")));
        for (QChar c : code.mid(3))
            QVERIFY(kBase64Url.contains(c));
        const MapCodeResult back = mapFromCode(code);
        QVERIFY2(back.ok, qPrintable(file + QLatin1String(": ") + back.error()));
        QVERIFY2(back.map == saved(read.map), qPrintable(file));
        // the layout alone (no texts) is what the chat sees first
        Map layout = read.map;
        layout.name.clear();
        layout.author.clear();
        layout.description.clear();
        const QString bare = mapToCode(layout);
        if (file == QLatin1String("alpha-sector.json"))
            qInfo("alpha-sector: %d characters (%d without name, author, description): %s",
                  int(code.size()), int(bare.size()), qPrintable(code));
        shortest = std::min(shortest, int(code.size()));
        longest = std::max(longest, int(code.size()));
    }
    qInfo("%d shipped maps: codes of %d to %d characters", int(files.size()), shortest, longest);
}

void TestMapCode::randomLayoutsComeBack()
{
    QRandomGenerator rng(20261207);
    int longest = 0;
    for (int i = 0; i < 1000; ++i) {
        const Map m = randomMap(rng);
        Reason why;
        const QString code = mapToCode(m, &why);
        QVERIFY2(!code.isEmpty(), qPrintable(why.toString()));
        QVERIFY(code.size() <= kMaxMapCodeChars);
        longest = std::max(longest, int(code.size()));
        const MapCodeResult back = mapFromCode(code);
        QVERIFY2(back.ok, qPrintable(QStringLiteral("map %1: %2").arg(i).arg(back.error())));
        QVERIFY2(back.map == m, qPrintable(QStringLiteral("map %1 differs").arg(i)));
    }
    qInfo("1000 random maps: the longest code has %d characters", longest);
}

void TestMapCode::whiteSpaceAndLineBreaksAreIgnored()
{
    QRandomGenerator rng(7);
    for (int i = 0; i < 300; ++i) {
        const Map m = randomMap(rng);
        const QString code = insertWhiteSpace(rng, mapToCode(m));
        const MapCodeResult back = mapFromCode(code);
        QVERIFY2(back.ok, qPrintable(back.error()));
        QCOMPARE(back.map, m);
    }
}

void TestMapCode::theLinkFormsDecode()
{
    QRandomGenerator rng(11);
    const Map m = randomMap(rng);
    const QString code = mapToCode(m);
    for (const QString &prefix :
         {QStringLiteral("quantum:"), QStringLiteral("QUANTUM:"), QStringLiteral("quantum:map/"),
          QStringLiteral("quantum://map/"), QStringLiteral("  quantum:\n")}) {
        QVERIFY(isMapCodeLink(prefix + code));
        const MapCodeResult back = mapFromCode(prefix + code);
        QVERIFY2(back.ok, qPrintable(prefix + QLatin1String(": ") + back.error()));
        QCOMPARE(back.map, m);
    }
    QVERIFY(!isMapCodeLink(code));
    QVERIFY(!isMapCodeLink(QStringLiteral("/home/me/quantum:maps/x.json")));
}

void TestMapCode::mangledCodesAreAllRefused()
{
    QRandomGenerator rng(424242);
    int changed = 0, dropped = 0, added = 0, saidMangled = 0;
    for (int i = 0; i < 1000; ++i) {
        const Map m = randomMap(rng);
        const QString code = mapToCode(m);
        QString bad = code;
        const int how = int(rng.bounded(3));
        if (how == 0) { // one character changed to another base64url character
            const qsizetype at = qsizetype(rng.bounded(code.size()));
            QChar c;
            do {
                c = kBase64Url[int(rng.bounded(kBase64Url.size()))];
            } while (c == code[at]);
            bad[at] = c;
            ++changed;
        } else if (how == 1) {
            bad.remove(qsizetype(rng.bounded(code.size())), 1);
            ++dropped;
        } else {
            bad.insert(qsizetype(rng.bounded(code.size() + 1)),
                       kBase64Url[int(rng.bounded(kBase64Url.size()))]);
            ++added;
        }
        QVERIFY(bad != code);
        const MapCodeResult r = mapFromCode(bad);
        QVERIFY2(!r.ok, qPrintable(QStringLiteral("decoded: %1 (from %2)").arg(bad, code)));
        QVERIFY(!r.error().isEmpty());
        QVERIFY(!r.error().contains(QLatin1Char('\n')));
        saidMangled += r.error().contains(QLatin1String("mangled")) ? 1 : 0;
    }
    QVERIFY(changed > 250 && dropped > 250 && added > 250);
    QVERIFY(saidMangled > 900); // the rest: the prefix itself ("not a map code", "newer")
}

void TestMapCode::refusalsHaveTheirReason_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reason");
    const QString code = mapToCode(saved(mapFromNotation(QStringLiteral("7* 8 7*")).map));
    QTest::newRow("empty") << QString() << "empty map code";
    QTest::newRow("white space only") << QStringLiteral(" \n\t ") << "empty map code";
    QTest::newRow("a link without a code") << QStringLiteral("quantum:") << "empty map code";
    QTest::newRow("too long") << QStringLiteral("Q1-") + QString(kMaxMapCodeChars, QLatin1Char('A'))
                              << "too long";
    QTest::newRow("too long with white space")
        << QString(kMaxMapCodeInput + 1, QLatin1Char(' ')) << "too long";
    QTest::newRow("layout notation") << QStringLiteral("7* 8 7*") << "not a Quantum map code";
    QTest::newRow("junk") << QStringLiteral("hello there") << "not a Quantum map code";
    QTest::newRow("lower-case q") << QStringLiteral("q") + code.mid(1) << "not a Quantum map code";
    QTest::newRow("no version") << QStringLiteral("Q-AAAA") << "not a Quantum map code";
    QTest::newRow("leading zero") << QStringLiteral("Q01-") + code.mid(3)
                                  << "not a Quantum map code";
    QTest::newRow("control characters") << QStringLiteral("Q1-\x1b[2J") << "mangled";
    QTest::newRow("padding") << code + QStringLiteral("==") << "mangled";
    QTest::newRow("body cut short") << code.left(10) << "mangled";
    QTest::newRow("only the prefix") << QStringLiteral("Q1-") << "mangled";
    QTest::newRow("future version") << QStringLiteral("Q2-") + code.mid(3) << "newer version";
    QTest::newRow("far future version") << QStringLiteral("Q999999-AAAA") << "newer version";
}

void TestMapCode::refusalsHaveTheirReason()
{
    QFETCH(QString, text);
    QFETCH(QString, reason);
    const MapCodeResult r = mapFromCode(text);
    QVERIFY(!r.ok);
    QVERIFY2(r.error().contains(reason), qPrintable(r.error()));
    QVERIFY(!r.error().contains(QLatin1Char('\n')));
    QVERIFY(!r.error().contains(QChar(0x1b)));
}

void TestMapCode::aNewerVersionIsNotMangled()
{
    const MapCodeResult newer = mapFromCode(QStringLiteral("Q2-AAAAAAAA"));
    QVERIFY(!newer.ok);
    QVERIFY(newer.newerVersion);
    QVERIFY(!newer.error().contains(QLatin1String("mangled")));
    const MapCodeResult mangledCode = mapFromCode(QStringLiteral("Q1-AAAAAAAA"));
    QVERIFY(!mangledCode.ok);
    QVERIFY(!mangledCode.newerVersion);
    QVERIFY(mangledCode.error().contains(QLatin1String("mangled")));
}

void TestMapCode::mapsACodeCannotCarryAreRefused()
{
    Map m = mapFromNotation(QStringLiteral("7* 8 7*")).map;
    Reason why;
    QVERIFY(!mapToCode(m).isEmpty());

    Map unknown = m;
    unknown.tiles[1].planet = 5;
    QVERIFY(mapToCode(unknown, &why).isEmpty());
    QVERIFY(why.toString().contains(QLatin1String("not a planet number")));

    Map twice = m;
    twice.tiles.push_back(twice.tiles[0]);
    QVERIFY(mapToCode(twice, &why).isEmpty());
    QVERIFY(why.toString().contains(QLatin1String("two tiles")));

    Map wide = m;
    wide.tiles.push_back(Tile{kMaxMapTiles, 0, 8, false});
    QVERIFY(mapToCode(wide, &why).isEmpty());
    QVERIFY(why.toString().contains(QLatin1String("at most 40 x 40")));

    Map named = m;
    named.name = QString(kMaxCodeNameBytes / 2 + 1, QChar(0x00E9)); // 2 bytes each in UTF-8
    QVERIFY(mapToCode(named, &why).isEmpty());
    QVERIFY(why.toString().contains(QLatin1String("name")));
    named.name.chop(1);
    QCOMPARE(mapFromCode(mapToCode(named)).map, named);

    Map described = m;
    described.description = QString(kMaxCodeDescriptionBytes, QLatin1Char('x'));
    QCOMPARE(mapFromCode(mapToCode(described)).map, described); // deflated, well within
    QVERIFY(mapToCode(described).size() < 200);
}

void TestMapCode::unplayableMapsTravelToo()
{
    // What a map file may hold, the editor's work in progress: no tiles, numbers out of range,
    // a start on the Void, tiles far from the origin.
    Map empty;
    empty.name = QStringLiteral("Nothing yet");
    QCOMPARE(mapFromCode(mapToCode(empty)).map, empty);
    Map odd = mapFromNotation(QStringLiteral("0* . 10 / . . 9")).map;
    odd.players = -1000000;
    odd.cubes = 1000000;
    for (Tile &t : odd.tiles) {
        t.x -= 1000000;
        t.y += 999998;
    }
    const MapCodeResult back = mapFromCode(mapToCode(odd));
    QVERIFY2(back.ok, qPrintable(back.error()));
    QCOMPARE(back.map, odd);
}

// The largest map a code carries, with texts and places that do not deflate: the longest
// code written (docs/map-format.md: 4,303 characters) is within what a reader takes.
void TestMapCode::theLongestCodeFits()
{
    QRandomGenerator rng(99);
    const auto noise = [&](int bytes) {
        QString s;
        while (s.toUtf8().size() < bytes)
            s += QChar(char16_t(0x4E00 + rng.bounded(0x5000))); // 3 bytes each in UTF-8
        while (s.toUtf8().size() > bytes)
            s.chop(1);
        while (s.toUtf8().size() < bytes)
            s += QChar(char16_t(0x21 + rng.bounded(0x5E)));
        return s;
    };
    Map m;
    m.players = -1000000;
    m.cubes = 1000000;
    m.name = noise(kMaxCodeNameBytes);
    m.author = noise(kMaxCodeAuthorBytes);
    m.description = noise(kMaxCodeDescriptionBytes);
    for (int y = 0; y < kMaxMapTiles; ++y)
        for (int x = 0; x < kMaxMapTiles; ++x) {
            const int k = int(rng.bounded(5));
            m.tiles.push_back(Tile{x - 1000000, y + 1000000 - kMaxMapTiles + 1, k == 0 ? 0 : 6 + k,
                                   k != 0 && rng.bounded(2)});
        }
    QCOMPARE(m.name.toUtf8().size(), kMaxCodeNameBytes);
    const QString code = mapToCode(m);
    QVERIFY(!code.isEmpty());
    qInfo("the longest code: %d characters", int(code.size()));
    QVERIFY(code.size() <= 4303);
    QVERIFY(code.size() <= kMaxMapCodeChars);
    QCOMPARE(mapFromCode(code).map, m);
}

// Payloads no Quantum wrote, signed with a good checksum: random bytes, cut and altered real
// payloads, deflate streams claiming huge sizes. Each is read as a map that codes back to
// itself, or refused with a one-line reason; none crashes or hangs.
void TestMapCode::signedJunkIsReadOrRefusedWithAReason()
{
    // Qt says each broken deflate stream it meets (a warning, not a failure): kept quiet here.
    static QtMessageHandler previous = nullptr;
    previous = qInstallMessageHandler(
        [](QtMsgType type, const QMessageLogContext &context, const QString &message) {
            if (!message.startsWith(QLatin1String("qUncompress"))) previous(type, context, message);
        });
    const auto restore = qScopeGuard([] { qInstallMessageHandler(previous); });
    QRandomGenerator rng(31337);
    int read = 0, refused = 0;
    for (int i = 0; i < 3000; ++i) {
        QByteArray payload;
        if (i % 3 == 0) {
            payload.resize(qsizetype(rng.bounded(64)));
            for (char &c : payload)
                c = char(rng.bounded(256));
            if (!payload.isEmpty()) payload[0] = char(rng.bounded(3)); // mostly known flags
        } else {
            payload = payloadOf(mapToCode(randomMap(rng)));
            if (i % 3 == 1) {
                payload.truncate(qsizetype(rng.bounded(payload.size() + 1)));
            } else {
                const qsizetype at = qsizetype(rng.bounded(payload.size()));
                payload[at] = char(quint8(payload[at]) ^ (1u << rng.bounded(8)));
            }
        }
        const MapCodeResult r = mapFromCode(signedCode(payload));
        if (r.ok) {
            ++read;
            QCOMPARE(mapFromCode(mapToCode(r.map)).map, r.map);
        } else {
            ++refused;
            QVERIFY(!r.error().isEmpty());
            QVERIFY(!r.error().contains(QLatin1Char('\n')));
            if (!payload.isEmpty()) // a checksum alone is too short to be a code
                QVERIFY2(!r.error().contains(QLatin1String("mangled")), qPrintable(r.error()));
        }
    }
    // A deflated payload claiming more than a map can be, and one whose stream is junk.
    QByteArray huge(1, char(1));
    huge += QByteArray::fromHex("7fffffff") + qCompress(QByteArray(100, 'x')).mid(4);
    QVERIFY(!mapFromCode(signedCode(huge)).ok);
    QByteArray junk(1, char(1));
    junk += QByteArray::fromHex("00000010") + QByteArray(20, '\x55');
    QVERIFY(!mapFromCode(signedCode(junk)).ok);
    QVERIFY(!mapFromCode(signedCode(QByteArray())).ok);
    QVERIFY(read > 100 && refused > 1000);
}

QTEST_GUILESS_MAIN(TestMapCode)
#include "tst_mapcode.moc"
