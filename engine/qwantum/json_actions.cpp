// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum's actions, events and legal actions as JSON (docs/qwantum-formats.md).

#include "engine/qwantum/json.h"

#include "engine/qwantum/json_p.h"

#include <algorithm>

namespace quantum::qw {

using namespace detail;

// ---------------------------------------------------------------- actions

QJsonArray diceToJson(uint8_t dice)
{
    QJsonArray a;
    if (dice & 1) a.append(QStringLiteral("white"));
    for (int d = 0; d < kColouredDice; ++d)
        if (dice & (1u << (d + 1))) a.append(d);
    return a;
}

namespace {

// A list of dice, "white" and 0-5, each once, at least one: the mask of rules.h.
bool readDice(const QJsonValue &v, uint8_t &out, Fields &r, const QString &where)
{
    QJsonArray arr;
    if (!r.array(v, arr, where, 1 + kColouredDice)) return false;
    if (arr.isEmpty()) return r.fail(where, because(QT_TRANSLATE_NOOP("Reader", "names no die")));
    uint8_t mask = 0;
    for (int i = 0; i < arr.size(); ++i) {
        int bit = -1;
        if (arr[i] == QJsonValue(QStringLiteral("white")))
            bit = 0;
        else if (arr[i].isDouble() && arr[i].toDouble() >= 0 && arr[i].toDouble() < kColouredDice &&
                 arr[i].toDouble() == double(arr[i].toInt()))
            bit = arr[i].toInt() + 1;
        if (bit < 0)
            return r.fail(indexed(where, i),
                          because(QT_TRANSLATE_NOOP("Reader", "must be \"white\" or a coloured "
                                                              "die 0-5")));
        if (mask & (1u << bit))
            return r.fail(indexed(where, i),
                          because(QT_TRANSLATE_NOOP("Reader", "names a die twice")));
        mask |= uint8_t(1u << bit);
    }
    out = mask;
    return true;
}

bool readPlayer(const QJsonObject &o, int players, int defaultPlayer, int8_t &out, Fields &r,
                const QString &root)
{
    const QJsonValue v = o.value(QStringLiteral("player"));
    if (v.isUndefined()) {
        if (defaultPlayer < 0)
            return r.fail(path(root, QStringLiteral("player")),
                          because(QT_TRANSLATE_NOOP("Reader", "missing: whose action is it?")));
        out = int8_t(defaultPlayer);
        return true;
    }
    return r.intField(o, "player", 0, std::clamp(players, 1, kMaxPlayers) - 1, out, root);
}

} // namespace

QJsonObject actionToJson(const Action &a)
{
    QJsonObject o{{QStringLiteral("type"), QLatin1String(actionTypeName(a.type))},
                  {QStringLiteral("player"), a.player}};
    if (a.type == ActionType::Reroll) o[QStringLiteral("dice")] = diceToJson(a.dice);
    if (a.type == ActionType::Write)
        o[QStringLiteral("colour")] = a.colour >= 0 && a.colour < kColours
                                          ? QJsonValue(colourText(a.colour))
                                          : QJsonValue(QJsonValue::Null);
    return o;
}

QJsonArray actionsToJson(const std::vector<Action> &actions)
{
    QJsonArray a;
    for (const Action &x : actions)
        a.append(actionToJson(x));
    return a;
}

Action actionFromJson(const QJsonObject &o, int players, int defaultPlayer, ReadStatus &st)
{
    Action a;
    Fields r{st};
    const QString w = QStringLiteral("action");
    const QJsonValue tv = o.value(QStringLiteral("type"));
    const int type = nameIndex(kActionNames, kActionCount, tv);
    if (type < 0) {
        r.fail(path(w, QStringLiteral("type")),
               tv.isString() ? because(QT_TRANSLATE_NOOP("Reader", "unknown action type %1"),
                                       quoted(tv.toString()))
                             : because(QT_TRANSLATE_NOOP("Reader", "missing or not a string")));
        return a;
    }
    a.type = ActionType(type);
    if (!readPlayer(o, players, defaultPlayer, a.player, r, w)) return a;
    // Only the fields the type carries (a colour on a pass is not read, nor written back).
    if (a.type == ActionType::Reroll) {
        const QJsonValue dv = o.value(QStringLiteral("dice"));
        if (dv.isUndefined()) {
            r.fail(path(w, QStringLiteral("dice")),
                   because(QT_TRANSLATE_NOOP("Reader", "missing: which dice are re-rolled?")));
            return a;
        }
        readDice(dv, a.dice, r, path(w, QStringLiteral("dice")));
    } else if (a.type == ActionType::Write) {
        r.colour(o.value(QStringLiteral("colour")), a.colour, path(w, QStringLiteral("colour")),
                 false);
    }
    return a;
}

const Action *matchAction(const std::vector<Action> &legal, const Action &a)
{
    const auto it = std::find(legal.begin(), legal.end(), a);
    return it == legal.end() ? nullptr : &*it;
}

Reason whyIllegal(const State &s, const Action &a)
{
    if (isLegal(s, a)) return {};
    if (a.player < 0 || a.player >= s.players)
        return because(QT_TRANSLATE_NOOP("Reader", "there is no player %1"), a.player);
    if (s.phase == Phase::Over) return because(QT_TRANSLATE_NOOP("Reader", "the game is over"));
    if (s.phase == Phase::Active && a.player != s.active)
        return because(QT_TRANSLATE_NOOP("Reader", "phase 1 is player %1's, the active player"),
                       s.active);
    if (s.phase == Phase::Others && (s.answered & (1u << a.player)))
        return because(QT_TRANSLATE_NOOP("Reader", "player %1 has answered this roll"), a.player);
    switch (a.type) {
    case ActionType::Reroll:
        if (s.phase != Phase::Active)
            return because(QT_TRANSLATE_NOOP("Reader", "a re-roll is phase 1's, before writing"));
        if (s.rerolled)
            return because(QT_TRANSLATE_NOOP("Reader", "the dice were re-rolled once already"));
        return because(QT_TRANSLATE_NOOP("Reader", "a re-roll of no die"));
    case ActionType::Misthrow:
        return because(QT_TRANSLATE_NOOP("Reader", "a misthrow is phase 1's, instead of writing"));
    case ActionType::Pass:
        return because(QT_TRANSLATE_NOOP("Reader", "passing is phase 2's; phase 1 ends in a "
                                                   "number or a misthrow"));
    case ActionType::Write: {
        if (a.colour < 0 || a.colour >= kColours)
            return because(QT_TRANSLATE_NOOP("Reader", "no such colour"));
        if (a.colour == s.closed)
            return because(QT_TRANSLATE_NOOP("Reader", "%1 is closed for this roll"),
                           colourText(a.colour));
        const Sheet &sheet = s.sheets[size_t(a.player)];
        if (sheet.filled[size_t(a.colour)] >= kFields)
            return because(QT_TRANSLATE_NOOP("Reader", "player %1's %2 row is full"), a.player,
                           colourText(a.colour));
        return because(QT_TRANSLATE_NOOP("Reader", "%1's sum, %2, does not fit in player %3's "
                                                   "%1 row"),
                       colourText(a.colour), s.sums()[size_t(a.colour)], a.player);
    }
    }
    return because(QT_TRANSLATE_NOOP("Reader", "not a legal action"));
}

// ---------------------------------------------------------------- events

QJsonObject eventToJson(const Event &e)
{
    QJsonObject o{{QStringLiteral("type"), QLatin1String(eventTypeName(e.type))}};
    if (e.type != EventType::Ended) o[QStringLiteral("player")] = e.player;
    switch (e.type) {
    case EventType::Rolled: {
        o[QStringLiteral("dice")] = diceToJson(e.dice);
        QJsonArray faces;
        for (int8_t f : e.roll.face)
            faces.append(f);
        o[QStringLiteral("roll")] =
            QJsonObject{{QStringLiteral("white"), e.roll.white}, {QStringLiteral("faces"), faces}};
        break;
    }
    case EventType::Wrote:
        o[QStringLiteral("colour")] = e.colour >= 0 && e.colour < kColours
                                          ? QJsonValue(colourText(e.colour))
                                          : QJsonValue(QJsonValue::Null);
        o[QStringLiteral("field")] = e.field;
        o[QStringLiteral("number")] = e.number;
        break;
    case EventType::Misthrew:
        o[QStringLiteral("misthrows")] = e.number;
        break;
    case EventType::Passed:
    case EventType::Ended:
        break;
    }
    return o;
}

Event eventFromJson(const QJsonObject &o, ReadStatus &st)
{
    Event e;
    Fields r{st};
    const QString w = QStringLiteral("event");
    const QJsonValue tv = o.value(QStringLiteral("type"));
    const int type = nameIndex(kEventNames, kEventCount, tv);
    if (type < 0) {
        r.fail(path(w, QStringLiteral("type")),
               tv.isString() ? because(QT_TRANSLATE_NOOP("Reader", "unknown event type %1"),
                                       quoted(tv.toString()))
                             : because(QT_TRANSLATE_NOOP("Reader", "missing or not a string")));
        return e;
    }
    e.type = EventType(type);
    if (e.type == EventType::Ended) return e;
    const auto needs = [&](const char *key) {
        if (o.contains(QLatin1String(key))) return true;
        return r.fail(path(w, QLatin1String(key)),
                      because(QT_TRANSLATE_NOOP("Reader", "missing: the event needs it")));
    };
    if (!needs("player") || !r.intField(o, "player", 0, kMaxPlayers - 1, e.player, w)) return e;
    switch (e.type) {
    case EventType::Rolled:
        if (needs("dice") && needs("roll") &&
            readDice(o.value(QStringLiteral("dice")), e.dice, r, path(w, QStringLiteral("dice"))))
            rollFromJson(o.value(QStringLiteral("roll")), nullptr, e.roll, st,
                         path(w, QStringLiteral("roll")));
        break;
    case EventType::Wrote:
        if (needs("colour") && needs("field") && needs("number") &&
            r.colour(o.value(QStringLiteral("colour")), e.colour, path(w, QStringLiteral("colour")),
                     false) &&
            r.intField(o, "field", 0, kFields - 1, e.field, w))
            r.intField(o, "number", 1, kMaxSum, e.number, w);
        break;
    case EventType::Misthrew:
        if (needs("misthrows")) {
            int n = 0;
            if (r.integer(o.value(QStringLiteral("misthrows")), 1, kMaxMisthrows, n,
                          path(w, QStringLiteral("misthrows"))))
                e.number = int8_t(n);
        }
        break;
    case EventType::Passed:
    case EventType::Ended:
        break;
    }
    return e;
}

// ---------------------------------------------------------------- legal actions

QJsonObject legalActionsToJson(const State &s)
{
    QJsonArray due;
    std::vector<Action> legal;
    for (int p : playersDue(s)) {
        legalActions(s, p, legal);
        due.append(QJsonObject{{QStringLiteral("player"), p},
                               {QStringLiteral("actions"), actionsToJson(legal)}});
    }
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("qwantum-actions")},
                       {QStringLiteral("version"), kStateFormatVersion},
                       {QStringLiteral("game"), QStringLiteral("qwantum")},
                       {QStringLiteral("due"), due}};
}

} // namespace quantum::qw
