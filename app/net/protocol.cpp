// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/protocol.h"

#include "app/game/savedgame.h" // isSeatClaim
#include "app/version.h"
#include "engine/json.h"

#include <QCborValue>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <algorithm>

namespace quantum::net {

QString applicationVersion()
{
    return QString::fromLatin1(kVersion);
}

QCborMap message(const QString &type)
{
    QCborMap m;
    m.insert(QStringLiteral("type"), type);
    return m;
}

// Text as typed with every code point that does not print (controls, bidirectional
// overrides, lone surrogates) replaced by `with`; emoji and other planes stay.
static QString printable(const QString &typed, char32_t with)
{
    QList<uint> points = typed.toUcs4();
    for (uint &c : points)
        if (!QChar::isPrint(char32_t(c))) c = with;
    return QString::fromUcs4(reinterpret_cast<const char32_t *>(points.constData()), points.size());
}

QString randomSecret()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    return QString::fromLatin1(
        QByteArray(reinterpret_cast<const char *>(words), sizeof(words)).toHex());
}

QString claimOf(const QCborValue &value)
{
    const QString claim = value.toString();
    return isSeatClaim(claim) ? claim : QString();
}

QString cleanName(const QString &typed)
{
    return printable(typed.left(kMaxNameLength * 2).simplified(), U'?').left(kMaxNameLength);
}

bool usableName(const QString &name)
{
    return std::any_of(name.cbegin(), name.cend(),
                       [](QChar c) { return c.isLetterOrNumber(); });
}

// Chat as typed, without control characters (line breaks become spaces).
QString cleanChat(const QString &typed)
{
    return printable(typed.left(kMaxChatLength), U' ').trimmed();
}

QString messageType(const QCborMap &m)
{
    return m.value(QStringLiteral("type")).toString();
}

namespace {
// The translation context of what the network says (also app/net/clientsession.cpp).
struct Net {
    Q_DECLARE_TR_FUNCTIONS(Net)
};
} // namespace

QString reasonText(const QString &r, const QCborMap &m)
{
    if (r == reason::ProtocolMismatch)
        return Net::tr("The host speaks protocol version %1 and this program version %2; both need "
                  "the same version of Quantum.")
            .arg(m.value(QStringLiteral("host-protocol")).toInteger())
            .arg(m.value(QStringLiteral("client-protocol")).toInteger());
    if (r == reason::AppMismatch)
        return Net::tr("The host runs Quantum %1 and this program is Quantum %2; both need the same "
                  "version.")
            .arg(m.value(QStringLiteral("host-app")).toString(),
                 m.value(QStringLiteral("client-app")).toString());
    if (r == reason::BadHello) return Net::tr("The host did not understand the greeting.");
    if (r == reason::WrongPassword) return Net::tr("The password is wrong.");
    if (r == reason::BadToken) return Net::tr("The host does not know this seat any more.");
    if (r == reason::NoFreeSeat) return Net::tr("Every seat of this game is taken.");
    if (r == reason::GameStarted)
        return Net::tr("The game has started; only its players can come back, others may watch.");
    if (r == reason::NotAPlayer) return Net::tr("Observers cannot play.");
    if (r == reason::Stale) return Net::tr("The game moved on before the move arrived.");
    if (r == reason::NoGame) return Net::tr("The game has not started yet.");
    if (r == reason::Paused) return Net::tr("The game is paused until every player is back.");
    if (r == reason::Rules) return Net::tr("The rules do not allow that move.");
    if (r == reason::BadAction) return Net::tr("The host could not read that move.");
    if (r == reason::CannotUndo) return Net::tr("That cannot be undone now.");
    if (r == reason::SeatTaken) return Net::tr("That seat is not free.");
    if (r == reason::BadName) return Net::tr("A name needs at least one letter or digit.");
    if (r == reason::Flood) return Net::tr("Too many messages were sent.");
    if (r == reason::TooSlow) return Net::tr("The connection was too slow to keep up.");
    if (r == reason::TimedOut) return Net::tr("The other side stopped answering.");
    if (r == reason::Replaced) return Net::tr("The seat was joined from another connection.");
    if (r == reason::HostClosed) return Net::tr("The host closed the game.");
    if (r == reason::LockedOut)
        return Net::tr("Too many wrong passwords came from this computer; try again in a few "
                       "minutes.");
    if (r == reason::NoWatching) return Net::tr("This game takes no more observers.");
    if (r == reason::Crowded) return Net::tr("The host is too busy to answer; try again.");
    if (r == reason::TlsFailed)
        return Net::tr("No encrypted connection could be made with the host: it may run an older "
                       "version of Quantum.");
    if (r == reason::HostKeyChanged)
        return Net::tr("This host's code is not the one expected: another computer may be "
                       "pretending to be the host. Compare the code with the host's player "
                       "before you trust it.");
    return Net::tr("The connection broke off.");
}

// ---- Lobby

const char *seatKindName(LobbySeat::Kind k)
{
    switch (k) {
    case LobbySeat::Kind::Open:
        return "open";
    case LobbySeat::Kind::Computer:
        return "computer";
    case LobbySeat::Kind::Player:
        return "player";
    case LobbySeat::Kind::Host:
        return "host";
    }
    return "open";
}

int LobbyInfo::freeSeats() const
{
    return int(std::count_if(seats.begin(), seats.end(),
                             [](const LobbySeat &s) { return !s.isFilled(); }));
}

QCborMap LobbyInfo::toCbor() const
{
    QCborMap m;
    m.insert(QStringLiteral("name"), gameName);
    m.insert(QStringLiteral("game"), QLatin1String(quantum::gameName(game)));
    m.insert(QStringLiteral("map-name"), mapName);
    m.insert(QStringLiteral("password"), password);
    m.insert(QStringLiteral("started"), started);
    QCborArray list;
    for (const LobbySeat &s : seats) {
        QCborMap o;
        o.insert(QStringLiteral("kind"), QLatin1String(seatKindName(s.kind)));
        o.insert(QStringLiteral("name"), s.name);
        o.insert(QStringLiteral("bot"), s.bot);
        o.insert(QStringLiteral("connected"), s.connected);
        o.insert(QStringLiteral("stand-in"), s.standIn);
        list.append(o);
    }
    m.insert(QStringLiteral("seats"), list);
    QCborArray obs;
    for (const QString &o : observers)
        obs.append(o);
    m.insert(QStringLiteral("observers"), obs);
    return m;
}

bool LobbyInfo::fromCbor(const QCborMap &m, LobbyInfo &out)
{
    LobbyInfo l;
    l.gameName = m.value(QStringLiteral("name")).toString().left(kMaxNameLength);
    // Which game: Quantum when the host does not say (a host from before the second game).
    const QCborValue game = m.value(QStringLiteral("game"));
    if (!game.isUndefined() && !gameFromName(game.toString(), l.game)) return false;
    l.mapName = m.value(QStringLiteral("map-name")).toString().left(200);
    l.password = m.value(QStringLiteral("password")).toBool();
    l.started = m.value(QStringLiteral("started")).toBool();
    const QCborValue seats = m.value(QStringLiteral("seats"));
    if (!seats.isArray() || seats.toArray().size() > kMaxPlayers) return false;
    for (const QCborValue &v : seats.toArray()) {
        if (!v.isMap()) return false;
        const QCborMap o = v.toMap();
        LobbySeat s;
        const QString kind = o.value(QStringLiteral("kind")).toString();
        bool known = false;
        for (auto k : {LobbySeat::Kind::Open, LobbySeat::Kind::Computer, LobbySeat::Kind::Player,
                       LobbySeat::Kind::Host})
            if (kind == QLatin1String(seatKindName(k))) {
                s.kind = k;
                known = true;
            }
        if (!known) return false;
        s.name = o.value(QStringLiteral("name")).toString().left(kMaxNameLength);
        s.bot = o.value(QStringLiteral("bot")).toString().left(kMaxNameLength);
        s.connected = o.value(QStringLiteral("connected")).toBool();
        s.standIn = o.value(QStringLiteral("stand-in")).toBool();
        l.seats.append(s);
    }
    const QCborValue obs = m.value(QStringLiteral("observers"));
    if (obs.isArray())
        for (const QCborValue &v : obs.toArray())
            if (l.observers.size() < 64) l.observers.append(v.toString().left(kMaxNameLength));
    out = l;
    return true;
}

// ---- Public view and the game on the wire

QCborMap stateToCbor(const GameState &s)
{
    return QCborValue::fromJsonValue(stateToJson(s)).toMap();
}

QByteArray stateDigest(const QJsonObject &state)
{
    return QCryptographicHash::hash(QJsonDocument(state).toJson(QJsonDocument::Compact),
                                    QCryptographicHash::Sha256)
        .left(16);
}

QCborMap actionToCbor(const Board &b, const Action &a)
{
    return QCborValue::fromJsonValue(actionToJson(b, a)).toMap();
}

bool actionFromCbor(const Board &b, const QCborValue &v, int player, Action &out)
{
    if (!v.isMap()) return false;
    ReadStatus st;
    out = actionFromJson(b, v.toMap().toJsonObject(), player, st);
    return st.ok();
}

QCborArray eventsToCbor(const Board &b, const Events &events, size_t first)
{
    QCborArray list;
    for (size_t i = first; i < events.size(); ++i)
        list.append(QCborValue::fromJsonValue(eventToJson(b, events[i])));
    return list;
}

bool eventsFromCbor(const Board &b, const QCborValue &v, Events &out)
{
    if (!v.isArray()) return false;
    out.clear();
    for (const QCborValue &e : v.toArray()) {
        if (!e.isMap()) return false;
        ReadStatus st;
        const Event ev = eventFromJson(b, e.toMap().toJsonObject(), st);
        if (!st.ok()) return false;
        out.push_back(ev);
    }
    return true;
}

// ---- Patches

namespace {

void diffInto(const QJsonValue &before, const QJsonValue &after, QCborArray &path,
              QCborArray &out)
{
    if (before == after) return;
    if (before.isObject() && after.isObject()) {
        const QJsonObject a = before.toObject(), b = after.toObject();
        for (auto it = a.begin(); it != a.end(); ++it)
            if (!b.contains(it.key())) {
                QCborArray p = path;
                p.append(it.key());
                out.append(QCborArray{p, QCborValue()});
            }
        for (auto it = b.begin(); it != b.end(); ++it) {
            path.append(it.key());
            diffInto(a.value(it.key()), it.value(), path, out);
            path.removeLast();
        }
        return;
    }
    if (before.isArray() && after.isArray() && before.toArray().size() == after.toArray().size()) {
        const QJsonArray a = before.toArray(), b = after.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            path.append(i);
            diffInto(a.at(i), b.at(i), path, out);
            path.removeLast();
        }
        return;
    }
    out.append(QCborArray{path, QCborValue::fromJsonValue(after)});
}

bool setAt(QJsonValue &at, const QCborArray &path, qsizetype i, const QCborValue &value)
{
    if (i == path.size()) {
        at = value.toJsonValue();
        return true;
    }
    const QCborValue key = path.at(i);
    if (at.isObject() && key.isString()) {
        QJsonObject o = at.toObject();
        if (i + 1 == path.size() && value.isUndefined()) {
            o.remove(key.toString());
        } else {
            QJsonValue child = o.value(key.toString());
            if (!setAt(child, path, i + 1, value)) return false;
            o.insert(key.toString(), child);
        }
        at = o;
        return true;
    }
    if (at.isArray() && key.isInteger()) {
        QJsonArray a = at.toArray();
        const qint64 k = key.toInteger();
        if (k < 0 || k >= a.size()) return false;
        QJsonValue child = a.at(k);
        if (!setAt(child, path, i + 1, value)) return false;
        a[k] = child;
        at = a;
        return true;
    }
    return false;
}

} // namespace

QCborArray diffState(const QJsonObject &before, const QJsonObject &after)
{
    QCborArray path, out;
    diffInto(before, after, path, out);
    return out;
}

bool applyPatch(QJsonObject &state, const QCborArray &patch)
{
    QJsonValue root(state);
    for (const QCborValue &change : patch) {
        if (!change.isArray() || change.toArray().size() != 2) return false;
        const QCborValue path = change.toArray().at(0);
        if (!path.isArray() || path.toArray().isEmpty() || path.toArray().size() > 16)
            return false;
        if (!setAt(root, path.toArray(), 0, change.toArray().at(1))) return false;
    }
    if (!root.isObject()) return false;
    state = root.toObject();
    return true;
}

} // namespace quantum::net
