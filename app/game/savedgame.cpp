// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/game/savedgame.h"

#include "app/version.h"

#include "engine/qwantum/json.h"
#include "engine/reader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace quantum {

namespace {

constexpr int kMaxSeatName = 64; // characters kept of a stored name
// Actions kept of a history: far more than any game has (kMaxTurns turns of a few actions).
constexpr qsizetype kMaxHistoryActions = qsizetype(kMaxTurns) * 64;

constexpr int kTokenLength = 32; // a host's seat token: 16 random bytes in hex

bool isToken(const QString &t)
{
    if (t.size() != kTokenLength) return false;
    for (const QChar c : t)
        if (!c.isDigit() && !(c >= QLatin1Char('a') && c <= QLatin1Char('f'))) return false;
    return true;
}

} // namespace

bool isSeatClaim(const QString &claim)
{
    if (claim.size() < kMinClaimLength || claim.size() > kMaxClaimLength) return false;
    for (QChar c : claim)
        if (c.unicode() < 0x21 || c.unicode() > 0x7e) return false;
    return true;
}

namespace {

QJsonArray seatsToJson(const QList<SeatInfo> &seats, const QStringList &tokens,
                       const QStringList &claims)
{
    QJsonArray array;
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const SeatInfo &s = seats[i];
        QJsonObject o{{QStringLiteral("name"), s.name},
                      {QStringLiteral("kind"), s.isComputer() ? QStringLiteral("computer")
                                                              : QStringLiteral("human")}};
        if (s.isComputer()) o.insert(QStringLiteral("bot"), s.bot);
        if (i < tokens.size() && isToken(tokens[i])) o.insert(QStringLiteral("token"), tokens[i]);
        if (i < claims.size() && isSeatClaim(claims[i])) o.insert(QStringLiteral("claim"), claims[i]);
        array.append(o);
    }
    return array;
}

// The seats of a save; missing or broken entries become humans with default names, so a
// save edited by hand still opens (the position is what matters). Older saves wrote
// {"name", "computer": bool}.
QList<SeatInfo> seatsFromJson(const QJsonValue &value, int players)
{
    QList<SeatInfo> seats;
    const QJsonArray array = value.toArray();
    for (int i = 0; i < players; ++i) {
        const QJsonObject o = i < array.size() ? array[i].toObject() : QJsonObject();
        SeatInfo seat;
        seat.name = o.value(QStringLiteral("name")).toString().left(kMaxSeatName);
        const QString kind = o.value(QStringLiteral("kind")).toString();
        const bool computer = kind == QLatin1String("computer") ||
                              (kind.isEmpty() && o.value(QStringLiteral("computer")).toBool());
        seat.kind = computer ? SeatInfo::Kind::Computer : SeatInfo::Kind::Human;
        const QString bot = o.value(QStringLiteral("bot")).toString();
        if (computer && !bot.isEmpty() && bot.size() <= 32) seat.bot = bot;
        // Saves from before the levels had no bot: their computers played greedy.
        if (computer && !o.contains(QStringLiteral("bot"))) seat.bot = QStringLiteral("greedy");
        seats.append(seat);
    }
    return seats;
}

// The seats' rejoin tokens or claims (`key`: a LAN host's save), each empty unless `valid`
// takes it; none at all when no seat has one.
QStringList secretsFromJson(const QJsonValue &value, int players, QLatin1String key,
                            bool (*valid)(const QString &))
{
    QStringList secrets;
    const QJsonArray array = value.toArray();
    bool any = false;
    for (int i = 0; i < players; ++i) {
        const QString t = i < array.size() ? array[i].toObject().value(key).toString() : QString();
        secrets.append(valid(t) ? t : QString());
        any = any || !secrets.last().isEmpty();
    }
    return any ? secrets : QStringList();
}

// The history, when it is there and reads whole; anything broken in it drops it (the game
// still opens at its position, without the earlier log). Whether the actions replay to the
// saved position is checked by the session that replays them.
void historyFromJson(const QJsonValue &value, SavedGame &out)
{
    out.seed.reset();
    out.actions.clear();
    const QJsonObject o = value.toObject();
    bool ok = false;
    const quint64 seed = o.value(QStringLiteral("seed")).toString().toULongLong(&ok, 16);
    const QJsonArray list = o.value(QStringLiteral("actions")).toArray();
    if (!ok || list.size() > kMaxHistoryActions) return;
    std::vector<Action> actions;
    actions.reserve(size_t(list.size()));
    for (const QJsonValue &v : list) {
        ReadStatus status;
        // No default player: an action of the history names whose it is (-1 would be no
        // one's, and would not be written back).
        const Action a = actionFromJson(*out.state.board, v.toObject(), -1, status);
        if (!status.ok() || !v.isObject() || a.player < 0) return;
        actions.push_back(a);
    }
    out.seed = seed;
    out.actions = std::move(actions);
}

} // namespace

int SavedGame::players() const
{
    return kind == GameKind::Qwantum ? qwantum.players : state.players;
}

GameStart SavedGame::start() const
{
    GameStart s = GameStart::quantumOn(state.board);
    if (kind == GameKind::Qwantum) {
        s.kind = GameKind::Qwantum;
        s.board.reset();
        s.players = qwantum.players;
        s.rules = qwantum.options;
    }
    return s;
}

std::unique_ptr<Game> SavedGame::game() const
{
    return kind == GameKind::Qwantum ? gameOf(qwantum) : gameOf(state);
}

namespace {

// A save of Qwantum: the engine's qwantum-save (docs/qwantum-formats.md).
QJsonObject qwantumSaveToJson(const SavedGame &g)
{
    qw::SaveGame save;
    save.state = g.qwantum;
    save.rngState = g.rngState;
    save.savedAt = g.savedAt;
    save.hasHistory = g.seed.has_value();
    save.seed = g.seed.value_or(0);
    if (g.seed) save.actions = g.qwantumActions;
    return qw::saveToJson(save);
}

// Reads a qwantum-save, its history checked by the engine's reader (one that does not replay
// refuses the file).
bool qwantumSaveFromJson(const QJsonObject &root, SavedGame &out, ReadStatus &status)
{
    const qw::SaveGame save = qw::saveFromJson(root, status);
    if (!status.ok()) return false;
    out.kind = GameKind::Qwantum;
    out.qwantum = save.state;
    out.rngState = save.rngState;
    out.savedAt = save.savedAt;
    if (save.hasHistory) {
        out.seed = save.seed;
        out.qwantumActions = save.actions;
    }
    return true;
}

bool isQwantumSave(const QJsonObject &root)
{
    return root.value(QStringLiteral("format")) == QLatin1String("qwantum-save") ||
           root.value(QStringLiteral("game")) == QLatin1String("qwantum");
}

} // namespace

QByteArray SavedGame::toBytes() const
{
    // The program's version, the seats and the state version are the app's own fields; the
    // engine's reader ignores them.
    QJsonObject root = kind == GameKind::Qwantum ? qwantumSaveToJson(*this)
                                                 : saveToJson(state, rngState, savedAt);
    root.insert(QStringLiteral("app"), QString::fromLatin1(kVersion));
    root.insert(QStringLiteral("seats"), seatsToJson(seats, seatTokens, seatClaims));
    root.insert(QStringLiteral("actions"), double(version));
    if (seed && kind == GameKind::Quantum) {
        QJsonArray list;
        for (Action a : actions) {
            a.flags = 0; // derived again by legalActions when the history is replayed
            list.append(actionToJson(*state.board, a));
        }
        root.insert(QStringLiteral("history"),
                    QJsonObject{{QStringLiteral("seed"), QString::number(*seed, 16)},
                                {QStringLiteral("actions"), list}});
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool SavedGame::fromBytes(const QByteArray &bytes, SavedGame &out, ReadStatus &status,
                          Games games)
{
    QJsonDocument doc;
    if (!parseJsonBytes(bytes, doc, status)) return false;
    const QJsonObject root = doc.object();
    SavedGame g;
    if (games == Games::Any && isQwantumSave(root)) {
        if (!qwantumSaveFromJson(root, g, status)) return false;
    } else {
        const SaveGame save = saveFromJson(root, status);
        if (!status.ok()) return false;
        g.state = save.state;
        g.rngState = save.rngState;
        g.savedAt = save.savedAt;
        historyFromJson(root.value(QStringLiteral("history")), g);
    }
    // The app's own fields, the same in a save of either game.
    const QJsonValue seats = root.value(QStringLiteral("seats"));
    g.seats = seatsFromJson(seats, g.players());
    g.seatTokens = secretsFromJson(seats, g.players(), QLatin1String("token"), isToken);
    g.seatClaims = secretsFromJson(seats, g.players(), QLatin1String("claim"), isSeatClaim);
    const double actions = root.value(QStringLiteral("actions")).toDouble(0);
    g.version = actions >= 0 && actions < 9e15 ? quint64(actions) : 0;
    out = std::move(g);
    return true;
}

QString SavedGame::problemInWords(const ReadStatus &status)
{
    const auto words = [](const char *text) {
        return QCoreApplication::translate("SavedGame", text);
    };
    const QByteArray id = status.reason.text ? QByteArray(status.reason.text) : QByteArray();
    if (id.startsWith("cannot open") || id.startsWith("cannot read") || id.contains("larger than"))
        return status.reason.toString(); // the system's reason already speaks to a person
    if (id.startsWith("not valid JSON"))
        return words(QT_TRANSLATE_NOOP("SavedGame", "it is damaged, or it ends in the middle"));
    if (id.startsWith("this is a saved game of Qwantum"))
        return words(
            QT_TRANSLATE_NOOP("SavedGame", "it is a saved game of Qwantum, not of Quantum"));
    if (id.startsWith("not a Quantum save"))
        return words(QT_TRANSLATE_NOOP("SavedGame", "it is not a saved game of Quantum"));
    if (id.contains("newer than this program reads") || id.contains("made by a newer version"))
        return words(QT_TRANSLATE_NOOP("SavedGame", "it was saved by a newer version of "
                                                    "Quantum: update Quantum to open it"));
    if (status.error == ReadError::Refused)
        return words(QT_TRANSLATE_NOOP("SavedGame", "it holds a position that no game of Quantum "
                                                    "can reach (was it changed by hand?)"));
    return words(QT_TRANSLATE_NOOP("SavedGame", "parts of the saved game are missing or wrong"));
}

bool SavedGame::fromFile(const QString &path, SavedGame &out, ReadStatus &status, Games games)
{
    QByteArray bytes;
    return readInputFile(path, bytes, status) && fromBytes(bytes, out, status, games);
}

QString previousAutosavePath(const QString &path)
{
    const QFileInfo info(path);
    const QString suffix = info.completeSuffix();
    const QString base = info.path() + QLatin1Char('/') + info.baseName();
    return suffix.isEmpty() ? base + QStringLiteral(".previous")
                            : base + QStringLiteral(".previous.") + suffix;
}

bool writeAutosave(const QString &path, const QByteArray &bytes, QString *error)
{
    QFile last(path);
    if (last.open(QIODevice::ReadOnly)) {
        const QByteArray before = last.readAll();
        last.close();
        // Only a save that reads is kept (a broken autosave must not replace a good previous
        // one); not kept when it cannot be copied: the new autosave matters more.
        SavedGame check;
        ReadStatus status;
        if (SavedGame::fromBytes(before, check, status, SavedGame::Games::Any))
            writeSaveFile(previousAutosavePath(path), before, nullptr);
    }
    return writeSaveFile(path, bytes, error);
}

void removeAutosave(const QString &path)
{
    QFile::remove(path);
    QFile::remove(previousAutosavePath(path));
}

} // namespace quantum
