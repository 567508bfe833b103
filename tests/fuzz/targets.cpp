// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/fuzz/targets.h"

#include "app/game/savedgame.h"
#include "app/net/frame.h"
#include "app/net/host.h"
#include "app/net/protocol.h"
#include "app/net/tlsserver.h"
#include "engine/bots.h"
#include "engine/json.h"
#include "engine/map.h"
#include "engine/qwantum/json.h"
#include "engine/qwantum/scenario.h"
#include "engine/rules.h"
#include "engine/scenario.h"

#include <QCborValue>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSslSocket>

#include <algorithm>
#include <memory>
#include <optional>

namespace quantum::fuzz {

// The boards the action, event and position targets play on: fixed, so that a finding's
// input means the same thing tomorrow (a shipped map may change).
const std::vector<BoardPtr> &fixedBoards()
{
    static const std::vector<BoardPtr> boards = [] {
        struct Spec {
            const char *notation;
            int players;
        };
        const Spec specs[] = {
            {"7* 7 7 / 7 8 7 / 7 7 7*", 2},                                      // the duel
            {". 7 . 7 . / 7 8* . 8* 7 / 9 . 0 . 9 / 7 8* . 8* 7 / . 7 . 7 .", 4}, // aegis
            {". 7 . 7 . / 7 8* . 8* 7 / 9 . 0 . 9 / 7 8* . 8* 7 / . 7 . 7 .", 3},
            {"9* 10 8 7 / 0 7 9 10 / 8 10 7 9*", 2},
        };
        std::vector<BoardPtr> out;
        for (const Spec &spec : specs) {
            MapReadResult mr = mapFromNotation(QString::fromLatin1(spec.notation));
            mr.map.players = spec.players;
            ReadStatus st;
            if (BoardPtr b = boardFromMapResult(mr, st)) out.push_back(b);
        }
        return out;
    }();
    return boards;
}

namespace {

// ---------------------------------------------------------------- helpers

QByteArray bytesOf(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// The input as a JSON document, or nothing (a parse error is the reader's ordinary refusal).
std::optional<QJsonDocument> parseJson(const uint8_t *data, size_t size)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytesOf(data, size), &error);
    if (error.error != QJsonParseError::NoError) return std::nullopt;
    return doc;
}

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// A refusal must say why, in words (a reason id), never as an empty message.
QString needsReason(const ReadStatus &st, const char *reader)
{
    if (st.ok()) return {};
    if (st.reason.isEmpty() || st.message().isEmpty())
        return QStringLiteral("%1 refused the input without a reason").arg(QLatin1String(reader));
    return {};
}

// The tiles of a map moved so that its bounding box starts at (0, 0), in reading order: what
// layout notation keeps of a map.
std::vector<Tile> normalizedTiles(const Map &map)
{
    const TileBounds box = tileBounds(map);
    std::vector<Tile> tiles = map.tiles;
    for (Tile &t : tiles) {
        t.x -= box.minX;
        t.y -= box.minY;
    }
    std::stable_sort(tiles.begin(), tiles.end(), inReadingOrder);
    return tiles;
}

// Reads bytes as numbers; past the end every read is 0 (FuzzedDataProvider's habit).
class ByteReader {
public:
    ByteReader(const uint8_t *data, size_t size) : m_data(data), m_size(size) {}
    bool atEnd() const { return m_pos >= m_size; }
    uint8_t u8() { return m_pos < m_size ? m_data[m_pos++] : 0; }
    uint16_t u16() { return uint16_t(u8() << 8 | u8()); }
    uint64_t u64()
    {
        uint64_t v = 0;
        for (int i = 0; i < 8; ++i)
            v = v << 8 | u8();
        return v;
    }
    QByteArray take(size_t n)
    {
        n = std::min(n, m_size - std::min(m_pos, m_size));
        QByteArray b(reinterpret_cast<const char *>(m_data + m_pos), qsizetype(n));
        m_pos += n;
        return b;
    }

private:
    const uint8_t *m_data;
    size_t m_size;
    size_t m_pos = 0;
};

// The board a reader target uses: the one the input's first byte names.
BoardPtr boardFor(const uint8_t *data, size_t size)
{
    const auto &boards = fixedBoards();
    if (boards.empty()) return nullptr;
    return boards[size ? data[0] % boards.size() : 0];
}

// The map of a {map, ...} document, never from a file (a fuzzer must not read the disk).
BoardPtr boardOfDocument(const QJsonObject &o, ReadStatus &st)
{
    const QJsonValue mv = o.value(QStringLiteral("map"));
    MapReadResult mr;
    if (mv.isObject())
        mr = mapFromJson(mv.toObject());
    else if (mv.isString())
        mr = mapFromNotation(mv.toString());
    else
        return nullptr;
    if (mr.ok && o.value(QStringLiteral("players")).isDouble())
        mr.map.players = o.value(QStringLiteral("players")).toInt();
    if (mr.ok && o.value(QStringLiteral("cubes")).isDouble())
        mr.map.cubes = o.value(QStringLiteral("cubes")).toInt();
    return boardFromMapResult(mr, st);
}

// Plays up to `limit` legal actions of `s` on copies; each must be legal by whyIllegal too and
// leave a position that keeps every invariant.
QString exerciseLegal(const GameState &s, uint64_t seed, size_t limit)
{
    std::vector<Action> legal;
    legalActions(s, legal);
    const size_t n = std::min(legal.size(), limit);
    for (size_t i = 0; i < n; ++i) {
        const Action &a = legal[(i * 7919) % legal.size()];
        const Refusal why = whyIllegal(s, a);
        if (!why.ok())
            return QStringLiteral("a legal %1 is refused: %2")
                .arg(QLatin1String(actionTypeName(a.type)), QLatin1String(refusalName(why.id)));
        GameState copy = s;
        SeededDice dice(seed + i);
        Events events;
        apply(copy, a, dice, &events);
        const QString broken = checkInvariants(copy);
        if (!broken.isEmpty())
            return QStringLiteral("after a legal %1: %2")
                .arg(QLatin1String(actionTypeName(a.type)), broken);
        for (const Event &e : events) {
            ReadStatus st;
            const Event back = eventFromJson(*s.board, eventToJson(*s.board, e), st);
            if (!st.ok() || !(back == e))
                return QStringLiteral("an event of a legal %1 does not read back: %2 %3")
                    .arg(QLatin1String(actionTypeName(a.type)),
                         compact(eventToJson(*s.board, e)), st.message());
        }
    }
    return {};
}

// A position that was read must keep the invariants and read back the same.
QString stateRoundTrip(const GameState &s)
{
    const QString broken = checkInvariants(s);
    if (!broken.isEmpty()) return QStringLiteral("the reader accepted a broken position: ") + broken;
    const QJsonObject written = stateToJson(s);
    SeededDice dice(1);
    ReadStatus st;
    const GameState back = stateFromJson(written, s.board, dice, st);
    if (!st.ok())
        return QStringLiteral("a position written does not read back: ") + st.message();
    if (!(back == s)) return QStringLiteral("a position read back differs from the one written");
    if (stateToJson(back) != written)
        return QStringLiteral("a position read back is written differently");
    return {};
}

// ---------------------------------------------------------------- the host session

void pumpEvents(int rounds)
{
    for (int i = 0; i < rounds; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents);
}

// A client at the other end of a loopback socket, sending raw frames and reading every
// message the host sends it.
class RawClient {
public:
    bool connectTo(quint16 port)
    {
        m_socket.setSslConfiguration(net::TlsServer::configuration());
        m_socket.connectToHostEncrypted(QStringLiteral("127.0.0.1"), port);
        // The handshake takes rounds in which nothing arrives: wait for it, not for quiet.
        return settle([this] { return m_socket.isEncrypted(); }, 4000);
    }
    void send(const QByteArray &frame)
    {
        m_sent += frame;
        m_socket.write(frame);
        m_socket.flush();
    }
    void read()
    {
        if (m_socket.bytesAvailable() > 0) {
            const QByteArray bytes = m_socket.readAll();
            m_received += bytes;
            m_decoder.feed(bytes);
            while (std::optional<QCborMap> m = m_decoder.take())
                m_got.append(*m);
        }
    }
    bool connected() const { return m_socket.state() == QAbstractSocket::ConnectedState; }
    const QList<QCborMap> &got() const { return m_got; }
    qsizetype count() const { return m_got.size(); }
    bool has(const QString &type, qsizetype from = 0) const
    {
        for (qsizetype i = from; i < m_got.size(); ++i)
            if (net::messageType(m_got[i]) == type) return true;
        return false;
    }

    // Runs the event loop until `done`, or until nothing has arrived for a few rounds (the
    // host has answered all it will: loopback delivers within the round that writes). Bounded
    // by rounds, not by time, so that a run is the same on a busy machine.
    template <typename Done> bool settle(Done done, int quietRounds = 4)
    {
        int quiet = 0;
        for (int round = 0; round < 4000; ++round) {
            const qsizetype before = m_got.size();
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            read();
            if (done()) return true;
            quiet = m_got.size() == before ? quiet + 1 : 0;
            if (quiet >= quietRounds && m_socket.bytesToWrite() == 0 &&
                m_socket.encryptedBytesToWrite() == 0)
                return false;
        }
        return false;
    }

    const QByteArray &sent() const { return m_sent; }
    const QByteArray &received() const { return m_received; }

private:
    QSslSocket m_socket;
    QByteArray m_sent, m_received;
    net::FrameDecoder m_decoder;
    QList<QCborMap> m_got;
};

QCborMap helloMessage(const QString &role)
{
    QCborMap m = net::message(net::msg::Hello);
    m.insert(QStringLiteral("protocol"), net::kProtocolVersion);
    m.insert(QStringLiteral("app"), net::applicationVersion());
    m.insert(QStringLiteral("name"), QStringLiteral("Fuzz"));
    m.insert(QStringLiteral("role"), role);
    return m;
}

QByteArray frameOf(const QByteArray &payload)
{
    QByteArray f(4, '\0');
    const quint32 n = quint32(payload.size());
    f[0] = char(n >> 24);
    f[1] = char(n >> 16);
    f[2] = char(n >> 8);
    f[3] = char(n);
    return f + payload;
}

// The host of the host target: the duel, an open seat for the client and a computer.
std::unique_ptr<net::Host> makeHost()
{
    net::HostOptions options;
    options.gameName = QStringLiteral("Fuzz");
    options.address = QHostAddress::LocalHost;
    options.port = 0;
    options.seed = 11;
    options.threading = ComputerSeat::Threading::Inline;
    options.discovery = false;
    QList<net::LobbySeat> seats(2);
    seats[1].kind = net::LobbySeat::Kind::Computer;
    seats[1].bot = QStringLiteral("random");
    auto host = std::make_unique<net::Host>(fixedBoards().front(), seats, options);
    if (!host->listen()) return nullptr;
    return host;
}

} // namespace

QByteArray hostInput(int stage, const std::vector<QByteArray> &cborMessages)
{
    QByteArray out(1, char(stage));
    for (const QByteArray &m : cborMessages) {
        const int n = int(std::min<qsizetype>(m.size(), 0xffff));
        out.append(char(n >> 8));
        out.append(char(n & 0xff));
        out.append(m.left(n));
    }
    return out;
}

// ---------------------------------------------------------------- targets

QString fuzzMap(const uint8_t *data, size_t size)
{
    const MapReadResult r = mapFromJsonBytes(bytesOf(data, size));
    if (!r.ok) return needsReason(r.status, "the map reader");
    Map sorted = r.map;
    std::stable_sort(sorted.tiles.begin(), sorted.tiles.end(), inReadingOrder);
    const QByteArray written = mapToJsonBytes(r.map);
    const MapReadResult back = mapFromJsonBytes(written);
    if (!back.ok) return QStringLiteral("a map written does not read back: ") + back.error();
    if (!(back.map == sorted)) return QStringLiteral("a map read back differs from the one written");
    if (mapToJsonBytes(back.map) != written)
        return QStringLiteral("a map read back is written differently");

    const std::vector<MapProblem> problems = validateMap(r.map);
    for (const MapProblem &p : problems)
        if (p.text().isEmpty() || p.idString().isEmpty())
            return QStringLiteral("a map problem without words");
    if (!isPlayable(problems)) return {};

    // A playable map: its notation reads back as the same tiles, and a game begins on it.
    Reason why;
    const QString notation = mapToNotation(r.map, &why);
    if (notation.isEmpty()) return QStringLiteral("a playable map has no layout notation");
    const MapReadResult fromNotation = mapFromNotation(notation);
    if (!fromNotation.ok || normalizedTiles(fromNotation.map) != normalizedTiles(r.map))
        return QStringLiteral("a map's notation reads back as other tiles: ") + notation;
    const BoardPtr board = std::make_shared<const Board>(r.map);
    SeededDice dice(size);
    const GameState s = newGame(board, dice);
    const QString broken = checkInvariants(s);
    if (!broken.isEmpty()) return QStringLiteral("a new game on a playable map: ") + broken;
    return exerciseLegal(s, size, 8);
}

QString fuzzNotation(const uint8_t *data, size_t size)
{
    const MapReadResult r = mapFromNotation(QString::fromUtf8(bytesOf(data, size)));
    if (!r.ok) return needsReason(r.status, "the notation reader");
    Reason why;
    const QString notation = mapToNotation(r.map, &why);
    if (notation.isEmpty()) {
        if (!r.map.tiles.empty() && why.isEmpty())
            return QStringLiteral("a map read from notation cannot be written, without a reason");
        return {};
    }
    const MapReadResult back = mapFromNotation(notation);
    if (!back.ok) return QStringLiteral("written notation does not read back: ") + back.error();
    if (normalizedTiles(back.map) != normalizedTiles(r.map) || back.map.players != r.map.players)
        return QStringLiteral("notation read back differs: ") + notation;
    if (mapToNotation(back.map) != notation)
        return QStringLiteral("notation read back is written differently: ") + notation;
    // The map file of the same map reads back too.
    const MapReadResult file = mapFromJsonBytes(mapToJsonBytes(r.map));
    if (!file.ok || normalizedTiles(file.map) != normalizedTiles(r.map))
        return QStringLiteral("a map from notation does not read back from its file");
    return {};
}

QString fuzzScenario(const uint8_t *data, size_t size)
{
    const std::optional<QJsonDocument> doc = parseJson(data, size);
    if (!doc || !doc->isObject()) return {};
    const QJsonObject o = doc->object();
    // A map named by a file is the file reader's business (fuzzMap): no disk here.
    const QJsonValue mv = o.value(QStringLiteral("map"));
    if (mv.isString()) {
        const QString arg = mv.toString();
        if (arg.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ||
            arg.contains(QLatin1Char('\\')) || QFileInfo::exists(arg))
            return {};
    }
    const QString base = QStringLiteral("/nonexistent-fuzz-dir");
    const ScenarioResult r = runScenario(o, base);
    if (!r.status.ok()) {
        if (const QString e = needsReason(r.status, "the scenario runner"); !e.isEmpty()) return e;
    }
    if (!r.loaded) return {};
    const QString broken = checkInvariants(r.state);
    if (!broken.isEmpty()) return QStringLiteral("a scenario left a broken position: ") + broken;
    if (r.status.ok()) return {};
    // A refused action leaves nothing half applied: the position is the one after the actions
    // before it, as if the scenario had stopped there.
    QJsonArray actions = o.value(QStringLiteral("actions")).toArray();
    const qsizetype keep = qsizetype(r.applied.size());
    if (keep > actions.size()) return QStringLiteral("more actions applied than given");
    while (actions.size() > keep)
        actions.removeLast();
    QJsonObject shorter = o;
    shorter[QStringLiteral("actions")] = actions;
    const ScenarioResult before = runScenario(shorter, base);
    if (!before.status.ok())
        return QStringLiteral("the actions before a refused one fail alone: ") +
               before.status.message();
    if (!(before.state == r.state))
        return QStringLiteral("a refused action left the position half changed");
    if (before.events != r.events)
        return QStringLiteral("a refused action left events behind");
    return {};
}

QString fuzzState(const uint8_t *data, size_t size)
{
    const std::optional<QJsonDocument> doc = parseJson(data, size);
    if (!doc || !doc->isObject()) return {};
    const QJsonObject o = doc->object();
    ReadStatus boardStatus;
    const BoardPtr board = boardOfDocument(o, boardStatus);
    if (!board) return needsReason(boardStatus, "the map reader");
    const QJsonValue pv = o.value(QStringLiteral("position"));
    if (!pv.isObject()) return {};
    SeededDice dice(7);
    ReadStatus st;
    const GameState s = stateFromJson(pv.toObject(), board, dice, st);
    if (!st.ok()) return needsReason(st, "the state reader");
    if (const QString e = stateRoundTrip(s); !e.isEmpty()) return e;
    return exerciseLegal(s, size, 16);
}

QString fuzzSave(const uint8_t *data, size_t size)
{
    const QByteArray bytes = bytesOf(data, size);
    // The engine's save reader.
    ReadStatus engineStatus;
    const SaveGame save = saveFromBytes(bytes, engineStatus);
    if (engineStatus.ok()) {
        if (const QString e = stateRoundTrip(save.state); !e.isEmpty()) return e;
        const QByteArray written = saveToBytes(save.state, save.rngState, save.savedAt);
        ReadStatus st;
        const SaveGame back = saveFromBytes(written, st);
        if (!st.ok()) return QStringLiteral("a save written does not read back: ") + st.message();
        // The same document (a map's tiles are written in reading order, whatever order the
        // file gave them in: Map == would tell the orders apart).
        if (saveToJson(back.state, back.rngState, back.savedAt) !=
            saveToJson(save.state, save.rngState, save.savedAt))
            return QStringLiteral("a save read back differs from the one written");
    } else if (const QString e = needsReason(engineStatus, "the save reader"); !e.isEmpty()) {
        return e;
    }
    // The app's save reader (seats, tokens, history) over the same document.
    SavedGame game;
    ReadStatus st;
    if (!SavedGame::fromBytes(bytes, game, st)) {
        if (st.ok()) return QStringLiteral("SavedGame refused a save without a status");
        return needsReason(st, "SavedGame");
    }
    if (!engineStatus.ok()) return QStringLiteral("SavedGame read a save the engine refuses");
    const QByteArray written = game.toBytes();
    SavedGame back;
    ReadStatus backStatus;
    if (!SavedGame::fromBytes(written, back, backStatus))
        return QStringLiteral("a SavedGame written does not read back: ") + backStatus.message();
    auto sameState = [](const GameState &a, const GameState &b) {
        return stateToJson(a) == stateToJson(b) && mapToJson(a.board->map()) == mapToJson(b.board->map());
    };
    const char *differs = !sameState(back.state, game.state)   ? "state"
                          : back.rngState != game.rngState         ? "rng"
                          : back.seats != game.seats               ? "seats"
                          : back.version != game.version           ? "actions"
                          : back.seed != game.seed                 ? "history.seed"
                          : back.seatTokens != game.seatTokens     ? "seat tokens"
                          : back.seatClaims != game.seatClaims     ? "seat claims"
                          : back.actions.size() != game.actions.size() ? "history.actions"
                                                                   : nullptr;
    if (differs)
        return QStringLiteral("a SavedGame read back differs from the one written in its %1")
            .arg(QLatin1String(differs));
    for (size_t i = 0; i < game.actions.size(); ++i)
        if (!back.actions[i].sameAs(game.actions[i]))
            return QStringLiteral("a SavedGame's history reads back differently");
    if (back.toBytes() != written) return QStringLiteral("a SavedGame read back is written differently");
    return {};
}

namespace {

// Each object of the document (one, or an array of them) given to `one`.
template <typename One> QString eachObject(const QJsonDocument &doc, One one)
{
    if (doc.isObject()) return one(doc.object());
    const QJsonArray arr = doc.array();
    for (qsizetype i = 0; i < arr.size() && i < 256; ++i) // enough for any one property
        if (arr[i].isObject())
            if (QString e = one(arr[i].toObject()); !e.isEmpty()) return e;
    return {};
}

} // namespace

QString fuzzAction(const uint8_t *data, size_t size)
{
    const BoardPtr board = boardFor(data, size);
    if (!board || size < 1) return {};
    const std::optional<QJsonDocument> doc = parseJson(data + 1, size - 1);
    if (!doc) return {};
    SeededDice dice(size);
    const GameState start = newGame(board, dice);
    return eachObject(*doc, [&](const QJsonObject &o) -> QString {
        ReadStatus st;
        const Action a = actionFromJson(*board, o, 0, st);
        if (!st.ok()) return needsReason(st, "the action reader");
        const QJsonObject written = actionToJson(*board, a);
        ReadStatus backStatus;
        const Action back = actionFromJson(*board, written, 0, backStatus);
        if (!backStatus.ok())
            return QStringLiteral("an action written does not read back: ") +
                   backStatus.message() + QLatin1Char(' ') + compact(written);
        if (!back.sameAs(a)) return QStringLiteral("an action reads back differently: ") + compact(written);
        if (actionToJson(*board, back) != written)
            return QStringLiteral("an action read back is written differently: ") + compact(written);
        // An action from outside meets the rules: refused with a reason, or legal.
        std::vector<Action> legal;
        legalActions(start, legal);
        const Action *match = matchAction(start, legal, a);
        const Refusal why = whyIllegal(start, a);
        if (match && !whyIllegal(start, *match).ok())
            return QStringLiteral("a matched action is refused");
        if (!match && why.ok()) return QStringLiteral("an illegal action has no refusal");
        if (!why.ok() && refusalText(why).isEmpty()) return QStringLiteral("a refusal without words");
        return {};
    });
}

QString fuzzEvent(const uint8_t *data, size_t size)
{
    const BoardPtr board = boardFor(data, size);
    if (!board || size < 1) return {};
    const std::optional<QJsonDocument> doc = parseJson(data + 1, size - 1);
    if (!doc) return {};
    return eachObject(*doc, [&](const QJsonObject &o) -> QString {
        ReadStatus st;
        const Event e = eventFromJson(*board, o, st);
        if (!st.ok()) return needsReason(st, "the event reader");
        const QJsonObject written = eventToJson(*board, e);
        ReadStatus backStatus;
        const Event back = eventFromJson(*board, written, backStatus);
        if (!backStatus.ok())
            return QStringLiteral("an event written does not read back: ") + backStatus.message() +
                   QLatin1Char(' ') + compact(written);
        if (!(back == e)) return QStringLiteral("an event reads back differently: ") + compact(written);
        // The wire form (CBOR) carries the same event.
        Events wire;
        if (!net::eventsFromCbor(*board, net::eventsToCbor(*board, Events{e}), wire) ||
            wire.size() != 1 || !(wire[0] == e))
            return QStringLiteral("an event does not cross the wire: ") + compact(written);
        return {};
    });
}

QString fuzzFrame(const uint8_t *data, size_t size)
{
    // The host's cap (the bytes come from any machine on the network).
    const QByteArrayView all(reinterpret_cast<const char *>(data), qsizetype(size));
    net::FrameDecoder whole(net::kMaxClientFrameBytes);
    whole.feed(all);
    // The same bytes in pieces whose sizes the bytes choose: the decoder must not care.
    net::FrameDecoder pieces(net::kMaxClientFrameBytes);
    size_t at = 0, k = 0;
    while (at < size) {
        const size_t n = std::min<size_t>(size - at, 1 + (data[k++ % size] % 13));
        pieces.feed(all.sliced(qsizetype(at), qsizetype(n)));
        at += n;
    }
    QList<QCborMap> a, b;
    while (std::optional<QCborMap> m = whole.take())
        a.append(*m);
    while (std::optional<QCborMap> m = pieces.take())
        b.append(*m);
    if (whole.error() != pieces.error())
        return QStringLiteral("the decoder's error depends on how the bytes arrive");
    if (a.size() != b.size()) return QStringLiteral("the decoder's messages depend on how the bytes arrive");
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (QCborValue(a[i]).toCbor() != QCborValue(b[i]).toCbor())
            return QStringLiteral("a message depends on how the bytes arrive");
        if (net::messageType(a[i]).isEmpty()) return QStringLiteral("a message without a type");
        // What is decoded and encoded again decodes the same.
        const QByteArray frame = net::encodeFrame(a[i]);
        net::FrameDecoder again(net::kMaxFrameBytes);
        again.feed(frame);
        const std::optional<QCborMap> back = again.take();
        if (!back || QCborValue(*back).toCbor() != QCborValue(a[i]).toCbor())
            return QStringLiteral("a message encoded again decodes differently");
    }
    if (!whole.failed() && whole.pending() >= 4 + net::kMaxClientFrameBytes)
        return QStringLiteral("the decoder holds more than a frame's worth of bytes");
    return {};
}

QString fuzzHost(const uint8_t *data, size_t size)
{
    if (!QCoreApplication::instance()) return QStringLiteral("the host target needs a QCoreApplication");
    ByteReader in(data, size);
    const int stage = in.u8() % 3;

    const std::unique_ptr<net::Host> hostPtr = makeHost();
    if (!hostPtr) return {}; // no port to be had: not the input's doing
    net::Host &host = *hostPtr;

    RawClient client;
    if (!client.connectTo(host.port())) return {};
    if (stage >= 1) {
        client.send(net::encodeFrame(helloMessage(QStringLiteral("player"))));
        if (!client.settle([&] { return client.has(net::msg::Welcome); }))
            return QStringLiteral("the host did not welcome a good hello");
    }
    if (stage >= 2) {
        if (!host.start()) return QStringLiteral("the host could not start with its seats filled");
        client.settle([&] { return client.has(net::msg::Snapshot); });
    }

    for (int chunk = 0; chunk < 256 && !in.atEnd() && client.connected(); ++chunk) {
        const QByteArray payload = in.take(in.u16());
        std::optional<GameState> before;
        quint64 versionBefore = 0;
        if (Session *s = host.session()) {
            before = s->state();
            versionBefore = s->version();
        }
        const qsizetype seen = client.count();
        client.send(frameOf(payload));
        client.settle([] { return false; });
        // A refused intent or undo changed nothing.
        if (before && client.has(net::msg::Refused, seen) && !client.has(net::msg::Update, seen)) {
            const Session *s = host.session();
            if (!(s->state() == *before) || s->version() != versionBefore)
                return QStringLiteral("a refused message changed the host's game");
        }
    }
    if (Session *s = host.session()) {
        const QString broken = checkInvariants(s->state());
        if (!broken.isEmpty()) return QStringLiteral("the host's game is broken: ") + broken;
    }
    // The host still serves: a new observer is welcomed.
    RawClient observer;
    if (!observer.connectTo(host.port())) return QStringLiteral("the host stopped accepting");
    observer.send(net::encodeFrame(helloMessage(QStringLiteral("observer"))));
    if (!observer.settle([&] { return observer.has(net::msg::Welcome); }))
        return QStringLiteral("the host does not welcome an observer any more");
    host.close();
    pumpEvents(2);
    return {};
}

QString fuzzPositions(const uint8_t *data, size_t size)
{
    ByteReader in(data, size);
    const auto &boards = fixedBoards();
    if (boards.empty()) return {};
    const BoardPtr board = boards[in.u8() % boards.size()];
    const uint64_t seed = in.u64();
    const int plies = in.u8();
    const bool greedy = in.u8() % 8 == 0; // the greedy bot is slower: one input in eight

    // Seeded play by a bot.
    SeededDice dice(seed);
    GameState s = newGame(board, dice);
    std::unique_ptr<Bot> bot = makeBot(greedy ? QStringLiteral("greedy") : QStringLiteral("random"), seed);
    std::vector<Action> legal;
    for (int i = 0; i < plies && s.phase != Phase::GameOver; ++i) {
        legalActions(s, legal);
        if (legal.empty()) return QStringLiteral("no legal action in a game still running");
        apply(s, bot->choose(s, legal), dice);
    }
    if (const QString broken = checkInvariants(s); !broken.isEmpty())
        return QStringLiteral("seeded play broke an invariant: ") + broken;

    // Mutated fields: any value the state's types can hold and the formats can write.
    const int squares = board->squareCount();
    const int planets = board->planetCount();
    auto square = [&](uint16_t v) { return Sq(int(v % (squares + 4)) - 4); }; // kUnplaced..
    auto card = [&](uint16_t v) { return Card(int(v % (kCardKinds + 1)) - 1); };
    auto seat = [&](uint16_t v) { return int8_t(int(v % 6) - 1); };
    const int mutations = in.u8() % 8;
    for (int m = 0; m < mutations; ++m) {
        const int field = in.u8() % 24;
        const int who = in.u8();
        const uint16_t v = in.u16();
        PlayerState &p = s.p[size_t(who % kMaxPlayers)];
        Ship &ship = p.ships[size_t((who / kMaxPlayers) % kShipsPerPlayer)];
        Pending &pend = s.pending[size_t(who % kMaxPending)];
        switch (field) {
        case 0: ship.at = square(v); break;
        case 1: ship.value = int8_t(v); break;
        case 2: ship.moved = v & 1; ship.abilityUsed = v & 2; break;
        case 3: p.dominance = int8_t(v); break;
        case 4: p.research = int8_t(v); break;
        case 5: p.cubesPlaced = int8_t(v % (kMaxCubes + 1)); break;
        case 6: p.cubes[size_t((who / 4) % kMaxCubes)] = int16_t(int(v % (planets + 2)) - 1); break;
        case 7: p.hand[size_t((who / 4) % kMaxHand)] = card(v); break;
        case 8: s.phase = Phase(v % (int(Phase::GameOver) + 1)); break;
        case 9: s.active = seat(v); break;
        case 10: s.picker = seat(v); break;
        case 11: s.actionsLeft = int8_t(v); break;
        case 12: s.picksOwed = int8_t(v); break;
        case 13: s.turn = int16_t(v); break;
        case 14: s.pendingCount = int8_t(v % (kMaxPending + 1)); break;
        case 15: pend.kind = Pending::Kind(v % int(Pending::Kind::Count)); break;
        case 16:
            pend.player = seat(v);
            pend.ship = int8_t(int(v / 8 % 7) - 1);
            pend.defender = seat(v / 64);
            break;
        case 17: pend.from = square(v); pend.target = square(uint16_t(v * 31)); break;
        case 18: pend.card = card(v); pend.value = int8_t(v / 256); break;
        case 19: s.market[size_t(who % kMarketSlots)] = card(v); break;
        case 20: s.turnFlags = v; break;
        case 21:
            s.combat.active = v & 1;
            s.combat.attacker = seat(v / 2);
            s.combat.defender = seat(v / 16);
            s.combat.atkShip = int8_t(int(v / 128 % 6) - 1);
            break;
        case 22:
            s.gambitDeckCount = int8_t(v % (kGambitCards + 1));
            s.commandDiscardCount = int8_t(v / 32 % (kCommandCards + 1));
            break;
        case 23:
            p.freshCards = uint8_t(v);
            p.offTurnPicks = uint8_t(v >> 8);
            p.infamyBlocked = v & 0x100;
            s.winner = seat(v / 512);
            break;
        }
    }

    // The invariant checker answers any of them, and the state reader reads the written
    // position back or refuses it: what it accepts keeps the invariants and reads the same.
    const Reason broken = brokenInvariant(s);
    if (broken.isEmpty()) {
        if (const QString e = exerciseLegal(s, seed, 12); !e.isEmpty())
            return QStringLiteral("a mutated position the invariants accept: ") + e;
    }
    const QJsonObject written = stateToJson(s);
    SeededDice readDice(seed);
    ReadStatus st;
    const GameState back = stateFromJson(written, board, readDice, st);
    if (!st.ok()) return needsReason(st, "the state reader");
    if (const QString e = stateRoundTrip(back); !e.isEmpty()) return e;
    return exerciseLegal(back, seed + 1, 12);
}

// ---------------------------------------------------------------- Qwantum

namespace {

namespace qwf = quantum::qw;

// whyImpossible words every position brokenInvariant refuses with a reason of its own: its
// last resort, the rules' own words, means a check of the readers is missing.
QString qwNothingMissed(const qwf::State &s)
{
    const Reason why = qwf::whyImpossible(s);
    if (why.isEmpty() && !qwf::brokenInvariant(s).isEmpty())
        return QStringLiteral("whyImpossible accepts what brokenInvariant refuses: ") +
               qwf::brokenInvariant(s);
    if (!why.isEmpty() && QLatin1String(why.text) == QLatin1String("impossible position: %1"))
        return QStringLiteral("only brokenInvariant refuses: ") + why.toString();
    return {};
}

// A position that was read keeps the invariants and reads back the same.
QString qwStateRoundTrip(const qwf::State &s)
{
    if (const QString e = qwNothingMissed(s); !e.isEmpty()) return e;
    if (!qwf::whyImpossible(s).isEmpty())
        return QStringLiteral("the reader accepted an impossible position: ") +
               qwf::whyImpossible(s).toString();
    const QJsonObject written = qwf::stateToJson(s);
    ReadStatus st;
    const qwf::State back = qwf::stateFromJson(written, st);
    if (!st.ok()) return QStringLiteral("a position written does not read back: ") + st.message();
    if (!qwf::samePosition(back, s))
        return QStringLiteral("a position read back differs from the one written");
    if (qwf::stateToJson(back) != written)
        return QStringLiteral("a position read back is written differently");
    return {};
}

// Up to `limit` legal actions of the players due, each applied on a copy: legal by whyIllegal
// too, leaving a possible position, their events reading back.
QString qwExerciseLegal(const qwf::State &s, uint64_t seed, size_t limit)
{
    std::vector<qwf::Action> legal;
    size_t done = 0;
    for (int p : qwf::playersDue(s)) {
        qwf::legalActions(s, p, legal);
        if (legal.empty()) return QStringLiteral("a player due has no legal action");
        for (size_t i = 0; i < legal.size() && done < limit; i += 1 + legal.size() / 4, ++done) {
            const qwf::Action &a = legal[i];
            if (!qwf::whyIllegal(s, a).isEmpty())
                return QStringLiteral("a legal %1 is refused: %2")
                    .arg(QLatin1String(qwf::actionTypeName(a.type)),
                         qwf::whyIllegal(s, a).toString());
            qwf::State copy = s;
            SeededDice dice(seed + done);
            qwf::Events events;
            if (!qwf::apply(copy, a, dice, &events))
                return QStringLiteral("a legal action does not apply");
            if (const QString e = qwNothingMissed(copy); !e.isEmpty()) return e;
            if (!qwf::whyImpossible(copy).isEmpty())
                return QStringLiteral("after a legal %1: %2")
                    .arg(QLatin1String(qwf::actionTypeName(a.type)),
                         qwf::whyImpossible(copy).toString());
            for (const qwf::Event &e : events) {
                ReadStatus st;
                const qwf::Event back = qwf::eventFromJson(qwf::eventToJson(e), st);
                if (!st.ok() || !(back == e))
                    return QStringLiteral("an event of a legal action does not read back: ") +
                           compact(qwf::eventToJson(e));
            }
        }
    }
    return {};
}

// A seeded game of `plies` random legal actions (a re-roll now and then).
qwf::State qwPlayed(int players, uint64_t seed, int plies)
{
    SeededDice dice(seed);
    Rng choice(seed ^ 0x9e37);
    qwf::State s = qwf::newGame(players, dice);
    std::vector<qwf::Action> legal;
    for (int i = 0; i < plies && s.phase != qwf::Phase::Over; ++i) {
        const std::vector<int> due = qwf::playersDue(s);
        qwf::legalActions(s, due[choice.below(uint32_t(due.size()))], legal);
        size_t k = choice.below(uint32_t(legal.size()));
        if (legal[k].type == qwf::ActionType::Reroll && choice.below(8)) k = 0;
        qwf::apply(s, legal[k], dice);
    }
    return s;
}

} // namespace

QString fuzzQwantumState(const uint8_t *data, size_t size)
{
    const std::optional<QJsonDocument> doc = parseJson(data, size);
    if (!doc || !doc->isObject()) return {};
    ReadStatus st;
    const qwf::State s = qwf::stateFromJson(doc->object(), st);
    if (!st.ok()) return needsReason(st, "the Qwantum state reader");
    if (const QString e = qwStateRoundTrip(s); !e.isEmpty()) return e;
    return qwExerciseLegal(s, size, 12);
}

QString fuzzQwantumAction(const uint8_t *data, size_t size)
{
    if (size < 1) return {};
    // The first byte: the players (2-4) and how far a seeded game has gone.
    const int players = qwf::kMinPlayers + data[0] % 3;
    const qwf::State s = qwPlayed(players, data[0], data[0] / 3);
    const std::optional<QJsonDocument> doc = parseJson(data + 1, size - 1);
    if (!doc) return {};
    std::vector<qwf::Action> legal;
    return eachObject(*doc, [&](const QJsonObject &o) -> QString {
        // As an action: read, written, read the same; against the game, matched or refused.
        ReadStatus st;
        const qwf::Action a = qwf::actionFromJson(o, players, -1, st);
        if (!st.ok()) {
            if (QString e = needsReason(st, "the Qwantum action reader"); !e.isEmpty()) return e;
        } else {
            const QJsonObject written = qwf::actionToJson(a);
            ReadStatus backStatus;
            const qwf::Action back = qwf::actionFromJson(written, players, -1, backStatus);
            if (!backStatus.ok())
                return QStringLiteral("an action written does not read back: ") +
                       backStatus.message() + QLatin1Char(' ') + compact(written);
            if (!(back == a) || qwf::actionToJson(back) != written)
                return QStringLiteral("an action reads back differently: ") + compact(written);
            qwf::legalActions(s, a.player, legal);
            const bool matched = qwf::matchAction(legal, a) != nullptr;
            const Reason why = qwf::whyIllegal(s, a);
            if (matched != why.isEmpty() || matched != qwf::isLegal(s, a))
                return QStringLiteral("whyIllegal and the legal actions disagree: ") +
                       compact(written);
            if (!why.isEmpty() && why.toString().isEmpty())
                return QStringLiteral("a refusal without words");
        }
        // As an event: read, written, read the same.
        ReadStatus es;
        const qwf::Event e = qwf::eventFromJson(o, es);
        if (!es.ok()) return needsReason(es, "the Qwantum event reader");
        const QJsonObject written = qwf::eventToJson(e);
        ReadStatus backStatus;
        const qwf::Event back = qwf::eventFromJson(written, backStatus);
        if (!backStatus.ok())
            return QStringLiteral("an event written does not read back: ") + backStatus.message() +
                   QLatin1Char(' ') + compact(written);
        if (!(back == e) || qwf::eventToJson(back) != written)
            return QStringLiteral("an event reads back differently: ") + compact(written);
        return {};
    });
}

QString fuzzQwantumSave(const uint8_t *data, size_t size)
{
    ReadStatus st;
    const qwf::SaveGame save = qwf::saveFromBytes(bytesOf(data, size), st);
    if (!st.ok()) return needsReason(st, "the Qwantum save reader");
    if (const QString e = qwStateRoundTrip(save.state); !e.isEmpty()) return e;
    if (!save.hasHistory && !save.actions.empty())
        return QStringLiteral("a save without history kept actions");
    const QByteArray written = qwf::saveToBytes(save);
    ReadStatus backStatus;
    const qwf::SaveGame back = qwf::saveFromBytes(written, backStatus);
    if (!backStatus.ok())
        return QStringLiteral("a save written does not read back: ") + backStatus.message();
    if (!qwf::samePosition(back.state, save.state) || back.rngState != save.rngState ||
        back.savedAt != save.savedAt || back.hasHistory != save.hasHistory ||
        back.seed != save.seed || back.actions != save.actions)
        return QStringLiteral("a save read back differs from the one written");
    if (qwf::saveToBytes(back) != written)
        return QStringLiteral("a save read back is written differently");
    // The app's save reader (seats, tokens) over the same document: it reads what the engine
    // reads, resumes it through the game core, and writes what it reads back.
    SavedGame game;
    ReadStatus appStatus;
    if (!SavedGame::fromBytes(bytesOf(data, size), game, appStatus, SavedGame::Games::Any))
        return QStringLiteral("SavedGame refused a Qwantum save the engine reads: ") +
               appStatus.message();
    if (game.kind != GameKind::Qwantum || !qwf::samePosition(game.qwantum, save.state))
        return QStringLiteral("SavedGame read another position than the engine");
    const QByteArray appWritten = game.toBytes();
    SavedGame appBack;
    if (!SavedGame::fromBytes(appWritten, appBack, appStatus, SavedGame::Games::Any) ||
        appBack.toBytes() != appWritten)
        return QStringLiteral("a SavedGame of Qwantum does not read back as written");
    const Session resumed(game, ComputerSeat::Threading::Inline);
    if (!resumed.historyLost().isEmpty() ||
        resumed.game().publicJson() != game.game()->publicJson())
        return QStringLiteral("a Qwantum save the engine replays does not resume: ") +
               resumed.historyLost();
    return {};
}

QString fuzzQwantumScenario(const uint8_t *data, size_t size)
{
    const std::optional<QJsonDocument> doc = parseJson(data, size);
    if (!doc || !doc->isObject()) return {};
    const QJsonObject o = doc->object();
    const qwf::ScenarioResult r = qwf::runScenario(o);
    if (!r.status.ok()) {
        if (const QString e = needsReason(r.status, "the Qwantum scenario runner"); !e.isEmpty())
            return e;
    }
    if (!r.loaded) return {};
    if (const QString e = qwNothingMissed(r.state); !e.isEmpty()) return e;
    if (!qwf::whyImpossible(r.state).isEmpty())
        return QStringLiteral("a scenario left an impossible position: ") +
               qwf::whyImpossible(r.state).toString();
    if (r.status.ok()) return qwExerciseLegal(r.state, size, 8);
    // A refused action leaves nothing half applied: the position and events are those of the
    // scenario cut before it.
    QJsonArray actions = o.value(QStringLiteral("actions")).toArray();
    const qsizetype keep = qsizetype(r.applied.size());
    if (keep > actions.size()) return QStringLiteral("more actions applied than given");
    while (actions.size() > keep)
        actions.removeLast();
    QJsonObject shorter = o;
    shorter[QStringLiteral("actions")] = actions;
    const qwf::ScenarioResult before = qwf::runScenario(shorter);
    if (!before.status.ok())
        return QStringLiteral("the actions before a refused one fail alone: ") +
               before.status.message();
    if (!qwf::samePosition(before.state, r.state))
        return QStringLiteral("a refused action left the position half changed");
    if (before.events != r.events) return QStringLiteral("a refused action left events behind");
    return {};
}

QString fuzzQwantumPositions(const uint8_t *data, size_t size)
{
    ByteReader in(data, size);
    const int players = qwf::kMinPlayers + in.u8() % 3;
    const uint64_t seed = in.u64();
    qwf::State s = qwPlayed(players, seed, in.u8());
    if (const QString e = qwNothingMissed(s); !e.isEmpty()) return e;
    if (!qwf::whyImpossible(s).isEmpty())
        return QStringLiteral("seeded play made an impossible position: ") +
               qwf::whyImpossible(s).toString();

    // Mutated fields: any value the state's types hold (the options within the format's).
    const int mutations = in.u8() % 8;
    for (int m = 0; m < mutations; ++m) {
        const int field = in.u8() % 14;
        const int who = in.u8();
        const uint16_t v = in.u16();
        qwf::Sheet &sheet = s.sheets[size_t(who % qwf::kMaxPlayers)];
        const size_t c = size_t((who / 4) % qwf::kColours);
        switch (field) {
        case 0:
            sheet.rows[c][size_t((who / 16) % qwf::kFields)] = int8_t(v);
            break;
        case 1:
            sheet.rows[c][size_t((who / 16) % qwf::kFields)] = int8_t(v % 44);
            break;
        case 2:
            sheet.filled[c] = int8_t(int(v % 9) - 1);
            break;
        case 3:
            sheet.misthrows = int8_t(int(v % 8) - 1);
            break;
        case 4:
            s.active = int8_t(int(v % 6) - 1);
            break;
        case 5:
            s.phase = qwf::Phase(v % 3);
            break;
        case 6:
            s.rerolled = v & 1;
            break;
        case 7:
            s.roll.white = int8_t(int(v % 8) - 1);
            break;
        case 8:
            s.roll.face[size_t(who % qwf::kColouredDice)] = int8_t(int(v % 8) - 1);
            break;
        case 9:
            s.closed = int8_t(int(v % 6) - 1);
            break;
        case 10:
            s.answered = uint8_t(v);
            break;
        case 11:
            s.turn = int16_t(v % 2 ? v : v % 200);
            break;
        case 12:
            s.players = int8_t(v % 6);
            break;
        case 13:
            s.options.strictRise = v & 1;
            s.options.strictFall = v & 2;
            s.options.misthrowCost[size_t(who % qwf::kMaxMisthrows)] = int8_t(v / 4 % 101);
            break;
        }
    }
    // whyImpossible answers any of them; what it accepts the reader reads, the same.
    if (const QString e = qwNothingMissed(s); !e.isEmpty()) return e;
    const QJsonObject written = qwf::stateToJson(s);
    ReadStatus st;
    const qwf::State back = qwf::stateFromJson(written, st);
    if (qwf::whyImpossible(s).isEmpty()) {
        if (!st.ok())
            return QStringLiteral("a position whyImpossible accepts does not read: ") +
                   st.message();
        if (!qwf::samePosition(back, s))
            return QStringLiteral("a possible position reads back differently");
        if (const QString e = qwExerciseLegal(back, seed, 12); !e.isEmpty())
            return QStringLiteral("a mutated position whyImpossible accepts: ") + e;
    } else if (st.ok()) {
        // What the writer cannot say (a number past a row's end, a sheet past the players) is
        // left out: the position read is another one, and a possible one.
        if (qwf::samePosition(back, s))
            return QStringLiteral("the reader accepts a position whyImpossible refuses: ") +
                   qwf::whyImpossible(s).toString();
        if (const QString e = qwStateRoundTrip(back); !e.isEmpty()) return e;
    } else if (const QString e = needsReason(st, "the Qwantum state reader"); !e.isEmpty()) {
        return e;
    }
    return {};
}

NetworkRecording recordNetworkGame(uint64_t botSeed, int maxIntents)
{
    NetworkRecording r;
    if (!QCoreApplication::instance()) return r;
    const std::unique_ptr<net::Host> host = makeHost();
    if (!host) return r;
    RawClient client;
    if (!client.connectTo(host->port())) return r;
    const QCborMap hello = helloMessage(QStringLiteral("player"));
    r.messages.push_back(QCborValue(hello).toCbor());
    client.send(net::encodeFrame(hello));
    if (!client.settle([&] { return client.has(net::msg::Welcome); })) return r;
    host->start();
    client.settle([&] { return client.has(net::msg::Snapshot); });
    std::unique_ptr<Bot> bot = makeBot(QStringLiteral("random"), botSeed);
    std::vector<Action> legal;
    for (int i = 0; i < maxIntents; ++i) {
        const Session *s = host->session();
        if (!s || s->state().phase == Phase::GameOver || s->state().toAct() != 0) break;
        legalActions(s->state(), legal);
        if (legal.empty()) break;
        Action a = bot->choose(s->state(), legal);
        a.flags = 0;
        QCborMap intent = net::message(net::msg::Intent);
        intent.insert(QStringLiteral("version"), qint64(s->version()));
        intent.insert(QStringLiteral("action"), net::actionToCbor(*s->state().board, a));
        r.messages.push_back(QCborValue(intent).toCbor());
        const qsizetype seen = client.count();
        client.send(net::encodeFrame(intent));
        client.settle([&] { return client.has(net::msg::Update, seen); });
        client.settle([] { return false; }); // the computer's answers
    }
    r.clientStream = client.sent();
    r.hostStream = client.received();
    host->close();
    pumpEvents(2);
    return r;
}

const std::vector<Target> &targets()
{
    static const std::vector<Target> all = {
        {"map", fuzzMap, "map files (JSON): read, validate, write, notation"},
        {"notation", fuzzNotation, "layout notation: read, write, read"},
        {"scenario", fuzzScenario, "the scenario runner; a refused action changes nothing"},
        {"state", fuzzState, "{map, position}: the state reader, round trip, legal actions"},
        {"save", fuzzSave, "save files: the engine's reader and SavedGame, round trips"},
        {"action", fuzzAction, "action objects: read, write, read; refusals"},
        {"event", fuzzEvent, "event objects: read, write, read; CBOR"},
        {"frame", fuzzFrame, "the frame decoder: any split, re-encoding"},
        {"host", fuzzHost, "a LAN host fed client frames on a loopback socket"},
        {"positions", fuzzPositions, "seeded play, mutated fields, read back, legal actions"},
        {"mapcode", fuzzMapCode, "map codes: decode, map file, code again, decode"},
        {"mapcode-payload", fuzzMapCodePayload,
         "map code payloads behind a right CRC: decode, round trips, links, one change"},
        {"qwantum-state", fuzzQwantumState, "Qwantum positions: read, round trip, legal actions"},
        {"qwantum-action", fuzzQwantumAction, "Qwantum actions and events: read, write, read"},
        {"qwantum-save", fuzzQwantumSave, "Qwantum saves: read, history replayed, round trip"},
        {"qwantum-scenario", fuzzQwantumScenario,
         "the Qwantum scenario runner; a refused action changes nothing"},
        {"qwantum-positions", fuzzQwantumPositions,
         "Qwantum: seeded play, mutated fields, whyImpossible and the reader agree"},
    };
    return all;
}

const Target *findTarget(const QString &name)
{
    for (const Target &t : targets())
        if (name == QLatin1String(t.name)) return &t;
    return nullptr;
}

} // namespace quantum::fuzz
