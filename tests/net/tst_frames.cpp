// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The frame decoder of the LAN protocol (app/net/frame.h): whole, split, coalesced,
// oversized and junk frames; and the patches and public view the updates are made of.
#include "app/net/frame.h"
#include "app/net/protocol.h"
#include "engine/json.h"

#include <QCborValue>
#include <QRandomGenerator>
#include <QtEndian>
#include <QtTest>

using namespace quantum;
using namespace quantum::net;

namespace {
QCborMap msgN(int n)
{
    QCborMap m = message(QStringLiteral("chat"));
    m.insert(QStringLiteral("n"), n);
    m.insert(QStringLiteral("text"), QString(n % 50, QLatin1Char('x')));
    return m;
}

QByteArray rawFrame(const QByteArray &payload)
{
    QByteArray f(4, Qt::Uninitialized);
    qToBigEndian<quint32>(quint32(payload.size()), f.data());
    return f + payload;
}

QList<QCborMap> takeAll(FrameDecoder &d)
{
    QList<QCborMap> out;
    while (auto m = d.take())
        out.append(*m);
    return out;
}

BoardPtr duelBoard()
{
    Map map = mapFromNotation(QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*")).map;
    map.players = 2;
    return std::make_shared<const Board>(map);
}
} // namespace

class TestFrames : public QObject {
    Q_OBJECT
private slots:
    void wholeFrame();
    void splitAtEveryByte();
    void coalescedFrames();
    void oversizeFrameFails();
    void oversizeLengthFailsBeforeThePayload();
    void junkFails_data();
    void junkFails();
    void randomBytesNeverCrash();
    void failedDecoderStaysFailed();
    void patchTurnsOneStateIntoTheNext();
    void patchThatDoesNotFitIsRefused();
    void publicViewHidesTheDeckOrder();
};

void TestFrames::wholeFrame()
{
    FrameDecoder d;
    QVERIFY(d.feed(encodeFrame(msgN(7))));
    const auto got = takeAll(d);
    QCOMPARE(got.size(), 1);
    QCOMPARE(got[0], msgN(7));
    QCOMPARE(d.pending(), 0);
}

// One readyRead can hold part of a frame: every cut of a frame gives the same message.
void TestFrames::splitAtEveryByte()
{
    const QByteArray frame = encodeFrame(msgN(33));
    for (qsizetype cut = 0; cut <= frame.size(); ++cut) {
        FrameDecoder d;
        QVERIFY(d.feed(frame.left(cut)));
        QCOMPARE(takeAll(d).size(), cut == frame.size() ? 1 : 0);
        QVERIFY(d.feed(frame.mid(cut)));
        const auto got = takeAll(d);
        QCOMPARE(got.size(), cut == frame.size() ? 0 : 1);
        if (!got.isEmpty()) QCOMPARE(got[0], msgN(33));
    }
    // Byte by byte.
    FrameDecoder d;
    for (char c : frame)
        QVERIFY(d.feed(QByteArrayView(&c, 1)));
    QCOMPARE(takeAll(d), QList<QCborMap>{msgN(33)});
}

// ... or several frames, and part of the next one.
void TestFrames::coalescedFrames()
{
    QByteArray bytes;
    for (int i = 0; i < 200; ++i)
        bytes += encodeFrame(msgN(i));
    const QByteArray next = encodeFrame(msgN(999));
    FrameDecoder d;
    QVERIFY(d.feed(bytes + next.left(5)));
    const auto got = takeAll(d);
    QCOMPARE(got.size(), 200);
    for (int i = 0; i < 200; ++i)
        QCOMPARE(got[i], msgN(i));
    QCOMPARE(d.pending(), 5);
    QVERIFY(d.feed(next.mid(5)));
    QCOMPARE(takeAll(d), QList<QCborMap>{msgN(999)});
}

void TestFrames::oversizeFrameFails()
{
    FrameDecoder d(64);
    QCborMap big = message(QStringLiteral("chat"));
    big.insert(QStringLiteral("text"), QString(100, QLatin1Char('y')));
    QVERIFY(!d.feed(encodeFrame(big)));
    QCOMPARE(d.error(), FrameDecoder::Error::Oversize);
    QCOMPARE(takeAll(d).size(), 0);
}

// A length over the cap fails at once: the decoder never waits for (or buffers) 4 GiB.
void TestFrames::oversizeLengthFailsBeforeThePayload()
{
    FrameDecoder d;
    QVERIFY(!d.feed(QByteArray::fromHex("ffffffff")));
    QCOMPARE(d.error(), FrameDecoder::Error::Oversize);
    QCOMPARE(d.pending(), 0);
}

void TestFrames::junkFails_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("error");
    const int notCbor = int(FrameDecoder::Error::NotCbor);
    const int notMessage = int(FrameDecoder::Error::NotMessage);
    QTest::newRow("text line") << QByteArray("GET / HTTP/1.1\r\n\r\n")
                               << int(FrameDecoder::Error::Oversize);
    QTest::newRow("truncated cbor") << rawFrame(QByteArray::fromHex("a2")) << notCbor;
    QTest::newRow("trailing bytes")
        << rawFrame(QCborValue(msgN(1)).toCbor() + QByteArray("zz")) << notCbor;
    QTest::newRow("empty frame") << rawFrame(QByteArray()) << notCbor;
    QTest::newRow("array") << rawFrame(QCborValue(QCborArray{1, 2}).toCbor()) << notMessage;
    QTest::newRow("map without type")
        << rawFrame(QCborValue(QCborMap{{QStringLiteral("a"), 1}}).toCbor()) << notMessage;
    QTest::newRow("type not text")
        << rawFrame(QCborValue(QCborMap{{QStringLiteral("type"), 5}}).toCbor()) << notMessage;
    // Found by the frame fuzzer: a message whose type is the empty text.
    QTest::newRow("empty type")
        << rawFrame(QCborValue(QCborMap{{QStringLiteral("type"), QString()}}).toCbor())
        << notMessage;
}

void TestFrames::junkFails()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, error);
    FrameDecoder d(1024);
    QVERIFY(!d.feed(encodeFrame(msgN(1)) + bytes));
    QCOMPARE(int(d.error()), error);
}

// Random bytes, fed in random pieces: the decoder either fails or holds a partial frame,
// never crashes, never buffers past the cap.
void TestFrames::randomBytesNeverCrash()
{
    QRandomGenerator rng(12345);
    for (int round = 0; round < 300; ++round) {
        FrameDecoder d(4096);
        for (int piece = 0; piece < 20 && !d.failed(); ++piece) {
            QByteArray bytes(int(rng.bounded(64)), Qt::Uninitialized);
            for (char &c : bytes)
                c = char(rng.bounded(256));
            if (round % 3 == 0 && piece == 0) bytes = encodeFrame(msgN(round)) + bytes;
            d.feed(bytes);
            takeAll(d);
            QVERIFY(d.pending() <= 4096 + 4);
        }
    }
}

void TestFrames::failedDecoderStaysFailed()
{
    FrameDecoder d(16);
    QVERIFY(!d.feed(QByteArray::fromHex("00001000")));
    QVERIFY(!d.feed(encodeFrame(message(QStringLiteral("ping")))));
    QCOMPARE(takeAll(d).size(), 0);
}

// An update's patch turns the public state before into the one after, digest and all.
void TestFrames::patchTurnsOneStateIntoTheNext()
{
    const BoardPtr board = duelBoard();
    SeededDice dice(5);
    GameState s = newGame(board, dice);
    std::vector<Action> legal;
    for (int step = 0; step < 120 && s.phase != Phase::GameOver; ++step) {
        const QJsonObject before = stateToJson(publicView(s));
        legalActions(s, legal);
        apply(s, legal[size_t(step * 7) % legal.size()], dice);
        const QJsonObject after = stateToJson(publicView(s));
        const QCborArray patch = diffState(before, after);
        QJsonObject patched = before;
        QVERIFY(applyPatch(patched, patch));
        QCOMPARE(patched, after);
        QCOMPARE(stateDigest(patched), stateDigest(after));
        QVERIFY(QCborValue(patch).toCbor().size() < QCborValue::fromJsonValue(after).toCbor().size());
    }
}

void TestFrames::patchThatDoesNotFitIsRefused()
{
    QJsonObject state{{QStringLiteral("a"), QJsonArray{1, 2}}};
    const QJsonObject keep = state;
    QVERIFY(!applyPatch(state, QCborArray{QCborArray{QCborArray{QStringLiteral("a"), 5}, 1}}));
    QVERIFY(!applyPatch(state, QCborArray{QCborArray{QCborArray{}, 1}}));
    QVERIFY(!applyPatch(state, QCborArray{QStringLiteral("junk")}));
    QVERIFY(!applyPatch(
        state, QCborArray{QCborArray{QCborArray{QStringLiteral("a"), QStringLiteral("b")}, 1}}));
    QCOMPARE(state, keep);
}

// The public view keeps every card where it is in sight (market, hands, discards) and the
// decks' sizes and contents, but their order is the card-id order, whatever the shuffle.
void TestFrames::publicViewHidesTheDeckOrder()
{
    const BoardPtr board = duelBoard();
    QSet<QByteArray> views;
    for (quint64 seed : {1ull, 2ull, 3ull}) {
        SeededDice dice(seed);
        GameState s = newGame(board, dice);
        shuffleFullDecks(s, dice);
        const GameState v = publicView(s);
        QCOMPARE(v.commandDeckCount, s.commandDeckCount);
        QCOMPARE(v.gambitDeckCount, s.gambitDeckCount);
        QVERIFY(std::is_sorted(v.commandDeck.begin(), v.commandDeck.begin() + v.commandDeckCount));
        QVERIFY(std::is_sorted(v.gambitDeck.begin(), v.gambitDeck.begin() + v.gambitDeckCount));
        QVERIFY(!std::is_sorted(s.commandDeck.begin(), s.commandDeck.begin() + s.commandDeckCount));
        QVERIFY(std::is_permutation(v.commandDeck.begin(),
                                    v.commandDeck.begin() + v.commandDeckCount,
                                    s.commandDeck.begin()));
        QCOMPARE(v.market, s.market);
        QCOMPARE(v.p, s.p);
        views.insert(QCborValue(stateToCbor(v).value(QStringLiteral("decks"))).toCbor());
    }
    QCOMPARE(views.size(), 1); // three shuffles, one public deck
}

QTEST_GUILESS_MAIN(TestFrames)
#include "tst_frames.moc"
