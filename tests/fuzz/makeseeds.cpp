// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// fuzz_make_seeds SOURCE_DIR OUT_DIR: writes the seed corpus of every fuzz target under
// OUT_DIR/<target>/ (docs/fuzzing.md): the shipped maps, the scenarios of tests/data (their
// map files inlined: a fuzz target never reads the disk), positions and saves of seeded bot
// games, their actions and events, and a network game recorded on a loopback socket.
#include "tests/fuzz/targets.h"

#include "app/game/savedgame.h"
#include "app/net/protocol.h"
#include "engine/bots.h"
#include "engine/json.h"
#include "engine/map.h"
#include "engine/mapcode.h"
#include "engine/qwantum/json.h"
#include "engine/qwantum/scenario.h"
#include "engine/rules.h"
#include "engine/scenario.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>

#include <cstdio>

using namespace quantum;

namespace {

QString g_out;
int g_written = 0;

void put(const char *target, const QString &name, const QByteArray &bytes)
{
    const QString dir = g_out + QLatin1Char('/') + QLatin1String(target);
    QDir().mkpath(dir);
    QFile f(dir + QLatin1Char('/') + name);
    if (f.open(QIODevice::WriteOnly)) {
        f.write(bytes);
        ++g_written;
    }
}

QByteArray json(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }
QByteArray json(const QJsonArray &a) { return QJsonDocument(a).toJson(QJsonDocument::Compact); }

// A seeded game of random bots, with every position, action and event on the way.
struct Played {
    std::vector<GameState> positions;
    std::vector<Action> actions;
    Events events;
};
Played play(const BoardPtr &board, uint64_t seed, int maxActions)
{
    Played r;
    SeededDice dice(seed);
    GameState s = newGame(board, dice, &r.events);
    std::unique_ptr<Bot> bot = makeBot(QStringLiteral("random"), seed);
    std::vector<Action> legal;
    for (int i = 0; i < maxActions && s.phase != Phase::GameOver; ++i) {
        r.positions.push_back(s);
        legalActions(s, legal);
        if (legal.empty()) break;
        Action a = bot->choose(s, legal);
        apply(s, a, dice, &r.events);
        a.flags = 0;
        r.actions.push_back(a);
    }
    r.positions.push_back(s);
    return r;
}

// The payload of a map code (its bytes between the prefix and the CRC-32).
QByteArray codePayload(const QString &code)
{
    const QByteArray all =
        QByteArray::fromBase64(code.mid(3).toLatin1(), QByteArray::Base64UrlEncoding);
    return all.size() > 4 ? all.first(all.size() - 4) : QByteArray();
}

// Map codes: of every ninth shipped map and of each whose code is deflated (`maps` in the
// order of their files), then mangled ones made of the first: a link with white space, a
// character changed, cut short, a newer version, notation; payloads with unknown flags, cut
// short, a byte too many, a deflated size that lies.
void putMapCodes(const std::vector<std::pair<QString, Map>> &maps)
{
    QString first;
    for (size_t i = 0; i < maps.size(); ++i) {
        const QString code = mapToCode(maps[i].second);
        const QByteArray payload = codePayload(code);
        if (payload.isEmpty() || (i % 9 != 0 && payload[0] != 1)) continue;
        put("mapcode", maps[i].first + QStringLiteral(".txt"), code.toLatin1());
        put("mapcode-payload", maps[i].first + QStringLiteral(".bin"), payload);
        if (first.isEmpty()) first = code;
    }
    if (first.isEmpty()) return;
    QString spaced = QStringLiteral("quantum:");
    for (qsizetype i = 0; i < first.size(); ++i)
        spaced += first[i] + QString(i % 10 == 9 ? QStringLiteral("\n ") : QString());
    put("mapcode", QStringLiteral("mangled-link-with-white-space.txt"), spaced.toUtf8());
    QString changed = first;
    changed[first.size() / 2] =
        changed[first.size() / 2] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
    put("mapcode", QStringLiteral("mangled-one-character.txt"), changed.toLatin1());
    put("mapcode", QStringLiteral("mangled-cut-short.txt"), first.chopped(5).toLatin1());
    put("mapcode", QStringLiteral("mangled-newer-version.txt"),
        QStringLiteral("Q2-").toLatin1() + first.mid(3).toLatin1());
    put("mapcode", QStringLiteral("mangled-notation.txt"), QByteArray("7* 8 7*"));
    const QByteArray payload = codePayload(first);
    put("mapcode-payload", QStringLiteral("mangled-unknown-flags.bin"),
        QByteArray(1, char(0x80)) + payload.mid(1));
    put("mapcode-payload", QStringLiteral("mangled-cut-short.bin"), payload.chopped(1));
    put("mapcode-payload", QStringLiteral("mangled-byte-too-many.bin"), payload + '\0');
    put("mapcode-payload", QStringLiteral("mangled-deflated-size-lies.bin"),
        QByteArray("\x01\x00\x00\x10\x00", 5) + qCompress(payload.mid(1)).mid(4));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: fuzz_make_seeds SOURCE_DIR OUT_DIR\n");
        return 2;
    }
    const QString src = QString::fromLocal8Bit(argv[1]);
    g_out = QString::fromLocal8Bit(argv[2]);

    // Maps: the files as shipped, their notation.
    std::vector<BoardPtr> shipped;
    QDirIterator maps(src + QStringLiteral("/maps"), {QStringLiteral("*.json")}, QDir::Files);
    QStringList mapFiles;
    while (maps.hasNext())
        mapFiles << maps.next();
    mapFiles.sort();
    std::vector<std::pair<QString, Map>> mapsRead;
    for (const QString &path : mapFiles) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) continue;
        const QByteArray bytes = f.readAll();
        const QString name = QFileInfo(path).fileName();
        put("map", name, bytes);
        const MapReadResult mr = mapFromJsonBytes(bytes);
        if (!mr.ok) continue;
        put("notation", QFileInfo(path).baseName() + QStringLiteral(".txt"), mapToNotation(mr.map).toUtf8());
        mapsRead.emplace_back(QFileInfo(path).baseName(), mr.map);
        ReadStatus st;
        if (BoardPtr b = boardFromMapResult(mr, st)) shipped.push_back(b);
    }

    putMapCodes(mapsRead);

    // Scenarios of tests/data, map files inlined; their {map, position} for the state reader
    // and their actions for the action reader.
    QDirIterator data(src + QStringLiteral("/tests/data"), {QStringLiteral("*.json")}, QDir::Files,
                      QDirIterator::Subdirectories);
    QStringList dataFiles;
    while (data.hasNext())
        dataFiles << data.next();
    dataFiles.sort();
    for (const QString &path : dataFiles) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) continue;
        QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        if (o.isEmpty()) continue;
        const QString name = QFileInfo(path).dir().dirName() + QLatin1Char('-') + QFileInfo(path).fileName();
        if (qw::isQwantumScenario(o)) { // the other game's targets (below)
            put("qwantum-scenario", name, json(o));
            if (o.value(QStringLiteral("position")).isObject())
                put("qwantum-state", name, json(o.value(QStringLiteral("position")).toObject()));
            if (o.value(QStringLiteral("actions")).isArray())
                put("qwantum-action", name,
                    QByteArray(1, '\0') + json(o.value(QStringLiteral("actions")).toArray()));
            continue;
        }
        const QJsonValue mv = o.value(QStringLiteral("map"));
        if (mv.isString() && mv.toString().endsWith(QLatin1String(".json"))) {
            const MapReadResult mr =
                readMapArgument(QFileInfo(path).dir().filePath(mv.toString()));
            if (!mr.ok) continue;
            o[QStringLiteral("map")] = mapToJson(mr.map);
        }
        if (o.value(QStringLiteral("format")).toString() == QLatin1String("quantum-map")) {
            put("map", name, json(o));
            continue;
        }
        put("scenario", name, json(o));
        if (o.contains(QStringLiteral("position")))
            put("state", name, json(QJsonObject{{QStringLiteral("map"), o.value(QStringLiteral("map"))},
                                                {QStringLiteral("players"), o.value(QStringLiteral("players"))},
                                                {QStringLiteral("cubes"), o.value(QStringLiteral("cubes"))},
                                                {QStringLiteral("position"), o.value(QStringLiteral("position"))}}));
        if (o.value(QStringLiteral("actions")).isArray())
            put("action", name, QByteArray(1, '\0') + json(o.value(QStringLiteral("actions")).toArray()));
    }

    // Seeded games: positions (state), saves, actions and events on the fixed boards.
    const auto &fixed = quantum::fuzz::fixedBoards();
    for (size_t b = 0; b < fixed.size(); ++b) {
        for (uint64_t seed = 1; seed <= 3; ++seed) {
            const Played g = play(fixed[b], seed * 101 + b, 400);
            const QString stem = QStringLiteral("fixed%1-seed%2").arg(b).arg(seed);
            QJsonArray actions, events;
            for (const Action &a : g.actions)
                actions.append(actionToJson(*fixed[b], a));
            for (const Event &e : g.events)
                events.append(eventToJson(*fixed[b], e));
            // In slices of 64: small inputs run fast (the targets read at most 256 objects).
            for (qsizetype at = 0; at < actions.size(); at += 64)
                put("action", stem + QStringLiteral("-%1.json").arg(at),
                    QByteArray(1, char(b)) +
                        json(QJsonArray::fromVariantList(actions.toVariantList().mid(at, 64))));
            for (qsizetype at = 0; at < events.size(); at += 64)
                put("event", stem + QStringLiteral("-%1.json").arg(at),
                    QByteArray(1, char(b)) +
                        json(QJsonArray::fromVariantList(events.toVariantList().mid(at, 64))));
            for (size_t i = 0; i < g.positions.size(); i += 97) {
                const QJsonObject doc{{QStringLiteral("map"), mapToJson(fixed[b]->map())},
                                      {QStringLiteral("position"), stateToJson(g.positions[i])}};
                put("state", stem + QStringLiteral("-%1.json").arg(i), json(doc));
            }
            // positions: board, seed, plies, bot, then mutations (field, who, value).
            QByteArray pos(1, char(b));
            for (int k = 0; k < 8; ++k)
                pos.append(char(seed >> (56 - 8 * k)));
            pos.append(char(seed * 37 % 256)).append(char(seed & 1));
            pos.append(char(3)).append("\x0e\x01\x00\x01\x0f\x00\x00\x02\x00\x05\x00\x03", 12);
            put("positions", stem, pos);
        }
    }
    for (size_t m = 0; m < shipped.size(); m += 9) {
        const Played g = play(shipped[m], m + 5, 300);
        for (size_t i = 0; i < g.positions.size(); i += 150) {
            SavedGame save;
            save.state = g.positions[i];
            save.rngState = 12345 + i;
            save.version = i;
            save.savedAt = QStringLiteral("2026-01-02T03:04:05Z");
            save.seed = m + 5;
            save.actions.assign(g.actions.begin(), g.actions.begin() + qsizetype(i));
            for (int p = 0; p < save.state.players; ++p) {
                SeatInfo seat;
                seat.name = QStringLiteral("Seat %1").arg(p);
                save.seats.append(seat);
            }
            put("save", QStringLiteral("shipped%1-%2.json").arg(m).arg(i), save.toBytes());
            put("save", QStringLiteral("engine%1-%2.json").arg(m).arg(i),
                saveToBytes(save.state, save.rngState, save.savedAt));
            const QJsonObject doc{{QStringLiteral("map"), mapToJson(shipped[m]->map())},
                                  {QStringLiteral("position"), stateToJson(save.state)}};
            put("state", QStringLiteral("shipped%1-%2.json").arg(m).arg(i), json(doc));
        }
    }

    // Qwantum: seeded games of 2, 3 and 4 players (a re-roll now and then): positions,
    // actions and events, saves with and without their history, scenarios that replay them.
    for (int players = qw::kMinPlayers; players <= qw::kMaxPlayers; ++players) {
        for (uint64_t seed = 1; seed <= 3; ++seed) {
            const uint64_t gameSeed = seed * 31 + uint64_t(players);
            SeededDice dice(gameSeed);
            Rng choice(gameSeed ^ 0x9e37);
            qw::Events events;
            qw::State s = qw::newGame(players, dice, {}, qw::standardDiceFaces(), &events);
            std::vector<qw::State> positions{s};
            std::vector<uint64_t> rng{dice.rng().state()};
            std::vector<qw::Action> actions, legal;
            while (s.phase != qw::Phase::Over) {
                const std::vector<int> due = qw::playersDue(s);
                qw::legalActions(s, due[choice.below(uint32_t(due.size()))], legal);
                size_t k = choice.below(uint32_t(legal.size()));
                if (legal[k].type == qw::ActionType::Reroll && choice.below(8)) k = 0;
                qw::apply(s, legal[k], dice, &events);
                actions.push_back(legal[k]);
                positions.push_back(s);
                rng.push_back(dice.rng().state());
            }
            const QString stem = QStringLiteral("qw%1p-seed%2").arg(players).arg(seed);
            for (size_t i = 0; i < positions.size(); i += 41)
                put("qwantum-state", stem + QStringLiteral("-%1.json").arg(i),
                    json(qw::stateToJson(positions[i])));
            put("qwantum-state", stem + QStringLiteral("-end.json"),
                json(qw::stateToJson(positions.back())));
            const char first = char((players - qw::kMinPlayers) + 3 * int(seed)); // players, plies
            for (size_t at = 0; at < actions.size(); at += 64) {
                QJsonArray slice;
                for (size_t i = at; i < actions.size() && i < at + 64; ++i)
                    slice.append(qw::actionToJson(actions[i]));
                put("qwantum-action", stem + QStringLiteral("-actions-%1.json").arg(at),
                    QByteArray(1, first) + json(slice));
            }
            for (size_t at = 0; at < events.size(); at += 64) {
                QJsonArray slice;
                for (size_t i = at; i < events.size() && i < at + 64; ++i)
                    slice.append(qw::eventToJson(events[i]));
                put("qwantum-action", stem + QStringLiteral("-events-%1.json").arg(at),
                    QByteArray(1, first) + json(slice));
            }
            for (size_t i = 0; i < positions.size(); i += 67) {
                qw::SaveGame save;
                save.state = positions[i];
                save.rngState = rng[i];
                save.savedAt = QStringLiteral("2026-01-02T03:04:05Z");
                save.hasHistory = seed != 2;
                save.seed = gameSeed;
                if (save.hasHistory)
                    save.actions.assign(actions.begin(), actions.begin() + long(i));
                put("qwantum-save", stem + QStringLiteral("-%1.json").arg(i),
                    qw::saveToBytes(save));
            }
            // The game as a scenario: its first 40 actions from the seed.
            const std::vector<qw::Action> some(
                actions.begin(), actions.begin() + long(std::min<size_t>(40, actions.size())));
            put("qwantum-scenario", stem + QStringLiteral(".json"),
                json(QJsonObject{{QStringLiteral("format"), QStringLiteral("qwantum-scenario")},
                                 {QStringLiteral("version"), 1},
                                 {QStringLiteral("players"), players},
                                 {QStringLiteral("seed"), qint64(gameSeed)},
                                 {QStringLiteral("actions"), qw::actionsToJson(some)}}));
            // positions: players, seed, plies, then mutations (field, who, value).
            QByteArray pos(1, char(players - qw::kMinPlayers));
            for (int k = 0; k < 8; ++k)
                pos.append(char(gameSeed >> (56 - 8 * k)));
            pos.append(char(seed * 29 % 256)).append(char(3));
            pos.append("\x01\x05\x00\x07\x0b\x00\x00\x09\x03\x00\x00\x02", 12);
            put("qwantum-positions", stem, pos);
        }
    }

    // A network game on a loopback socket: the host target's inputs at each stage, and the
    // byte streams of both sides for the frame decoder.
    for (uint64_t botSeed = 1; botSeed <= 2; ++botSeed) {
        const quantum::fuzz::NetworkRecording rec = quantum::fuzz::recordNetworkGame(botSeed, 60);
        if (rec.messages.empty()) {
            std::fprintf(stderr, "fuzz_make_seeds: could not record a network game\n");
            return 1;
        }
        const std::vector<QByteArray> afterHello(rec.messages.begin() + 1, rec.messages.end());
        const QString stem = QStringLiteral("game%1").arg(botSeed);
        put("host", stem + QStringLiteral("-stage0"), quantum::fuzz::hostInput(0, rec.messages));
        put("host", stem + QStringLiteral("-stage2"), quantum::fuzz::hostInput(2, afterHello));
        put("frame", stem + QStringLiteral("-client"), rec.clientStream);
        for (qsizetype at = 0; at < rec.hostStream.size() && at < 65536; at += 4096)
            put("frame", stem + QStringLiteral("-host-%1").arg(at), rec.hostStream.mid(at, 4096));
    }
    // The lobby: every message a client may send there.
    auto cbor = [](const QString &type, const QString &key = {}, const QCborValue &v = {}) {
        QCborMap m = net::message(type);
        if (!key.isEmpty()) m.insert(key, v);
        return QCborValue(m).toCbor();
    };
    put("host", QStringLiteral("lobby-stage1"),
        quantum::fuzz::hostInput(
            1, {cbor(net::msg::Rename, QStringLiteral("name"), QStringLiteral("Bob")),
                cbor(net::msg::TakeSeat, QStringLiteral("seat"), 1),
                cbor(net::msg::Chat, QStringLiteral("text"), QStringLiteral("hello")),
                cbor(net::msg::Resync), cbor(net::msg::Undo, QStringLiteral("version"), 0),
                cbor(net::msg::Intent, QStringLiteral("version"), 0), cbor(net::msg::Ping),
                cbor(net::msg::Hello), cbor(net::msg::Bye)}));
    std::printf("fuzz_make_seeds: %d files under %s\n", g_written, qPrintable(g_out));
    return 0;
}
