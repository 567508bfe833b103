// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum's scenario runner (docs/qwantum-formats.md#scenarios).

#include "engine/qwantum/scenario.h"

#include "engine/dice.h"
#include "engine/reader.h"
#include "engine/scenario.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace quantum::qw {

namespace {

// The steps of runScenario. Each returns false with the reason in `r.status`.

bool stop(ScenarioResult &r, ReadError e, Reason why, const QString &where = QString())
{
    r.status.fail(e, std::move(why), where);
    return false;
}

// The format, the game and the version.
bool checkFormat(const QJsonObject &o, ScenarioResult &r)
{
    const QJsonValue format = o.value(QStringLiteral("format"));
    const QJsonValue game = o.value(QStringLiteral("game"));
    if (!isQwantumScenario(o) || (format != QJsonValue(QStringLiteral("qwantum-scenario")) &&
                                  format != QJsonValue(QStringLiteral("quantum-scenario"))))
        return stop(r, ReadError::Unreadable,
                    because(QT_TRANSLATE_NOOP("Reader", "not a Qwantum scenario (\"format\" is "
                                                        "not \"qwantum-scenario\")")));
    if (!game.isUndefined() && game != QJsonValue(QStringLiteral("qwantum")))
        return stop(r, ReadError::Unreadable,
                    because(QT_TRANSLATE_NOOP("Reader", "scenario: \"game\" must be \"qwantum\"")));
    const QJsonValue ver = o.value(QStringLiteral("version"));
    if (!ver.isDouble() || ver.toDouble() < 1 || ver.toDouble() != double(ver.toInt()))
        return stop(r, ReadError::Unreadable,
                    because(QT_TRANSLATE_NOOP("Reader", "scenario: missing or bad \"version\"")));
    if (ver.toInt() > kScenarioFormatVersion)
        return stop(
            r, ReadError::Unreadable,
            because(QT_TRANSLATE_NOOP("Reader",
                                      "scenario version %1 is newer than this program reads (%2)"),
                    ver.toInt(), kScenarioFormatVersion));
    return true;
}

// The dice: a scripted list of rolls, then the seed's (when given).
bool scenarioDice(const QJsonObject &o, ScenarioResult &r, std::vector<int> &rolls, bool &hasSeed,
                  uint64_t &seed)
{
    const QJsonValue dv = o.value(QStringLiteral("dice"));
    if (!dv.isUndefined()) {
        if (!dv.isArray())
            return stop(
                r, ReadError::Unreadable,
                because(QT_TRANSLATE_NOOP("Reader", "scenario: \"dice\" must be an array")));
        const QJsonArray arr = dv.toArray();
        if (arr.size() > kMaxScriptedDice)
            return stop(
                r, ReadError::Unreadable,
                because(QT_TRANSLATE_NOOP("Reader", "scenario: \"dice\" has more than %1 entries"),
                        kMaxScriptedDice));
        for (int i = 0; i < arr.size(); ++i) {
            const double d = arr[i].toDouble(0);
            if (!arr[i].isDouble() || !(d >= 1 && d <= 6) || d != double(int(d)))
                return stop(
                    r, ReadError::Unreadable,
                    because(QT_TRANSLATE_NOOP("Reader", "scenario: dice[%1] must be 1..6"), i));
            rolls.push_back(int(d));
        }
    }
    const QJsonValue sv = o.value(QStringLiteral("seed"));
    if (!sv.isUndefined()) {
        const double d = sv.toDouble(-1);
        if (!sv.isDouble() || d < 0 || d > 9007199254740991.0 || d != double(qint64(d)))
            return stop(r, ReadError::Unreadable,
                        because(QT_TRANSLATE_NOOP(
                            "Reader", "scenario: \"seed\" must be a non-negative integer")));
        hasSeed = true;
        seed = uint64_t(d);
    }
    return true;
}

// The position to start from: the scenario's, or a new game of its players and options.
bool startScenario(const QJsonObject &o, Dice &dice, ScenarioResult &r)
{
    const QJsonValue pv = o.value(QStringLiteral("position"));
    if (!pv.isUndefined()) {
        if (!pv.isObject())
            return stop(
                r, ReadError::Unreadable,
                because(QT_TRANSLATE_NOOP("Reader", "scenario: \"position\" must be an object")));
        for (const char *key : {"players", "options", "faces"})
            if (o.contains(QLatin1String(key)))
                return stop(
                    r, ReadError::Unreadable,
                    because(QT_TRANSLATE_NOOP("Reader", "scenario: %1 is for a new game; the "
                                                        "position has its own"),
                            QStringLiteral("\"%1\"").arg(QLatin1String(key))));
        ReadStatus st;
        r.state = stateFromJson(pv.toObject(), st);
        if (!st.ok()) {
            st.where = st.where.isEmpty() ? QStringLiteral("position")
                                          : QStringLiteral("position.") + st.where;
            r.status = st;
            return false;
        }
    } else {
        const QJsonValue players = o.value(QStringLiteral("players"));
        if (!players.isDouble() || players.toDouble() != double(players.toInt()))
            return stop(r, ReadError::Unreadable,
                        because(QT_TRANSLATE_NOOP("Reader", "scenario: \"players\" (2 to 4) or a "
                                                            "\"position\" is needed")));
        if (players.toInt() < kMinPlayers || players.toInt() > kMaxPlayers)
            return stop(r, ReadError::Refused,
                        because(QT_TRANSLATE_NOOP("Reader", "%1 players: Qwantum is for 2 to 4"),
                                players.toInt()),
                        QStringLiteral("players"));
        Options options;
        DiceFaces faces = standardDiceFaces();
        if (o.contains(QStringLiteral("options")) &&
            !optionsFromJson(o.value(QStringLiteral("options")), options, r.status,
                             QStringLiteral("options")))
            return false;
        if (o.contains(QStringLiteral("faces")) &&
            !facesFromJson(o.value(QStringLiteral("faces")), faces, r.status,
                           QStringLiteral("faces")))
            return false;
        r.state = newGame(players.toInt(), dice, options, faces, &r.events);
    }
    r.loaded = true;
    return true;
}

// The scenario's actions, each matched to a legal action and applied in turn; the first one
// that cannot be read or is illegal stops the run (r.failedAction).
bool playScenario(const QJsonObject &o, Dice &dice, ScenarioResult &r)
{
    const QJsonValue av = o.value(QStringLiteral("actions"));
    if (!av.isUndefined() && !av.isArray())
        return stop(r, ReadError::Unreadable,
                    because(QT_TRANSLATE_NOOP("Reader", "scenario: \"actions\" must be an array")));
    const QJsonArray actions = av.toArray();
    if (actions.size() > kMaxHistoryActions)
        return stop(
            r, ReadError::Unreadable,
            because(QT_TRANSLATE_NOOP("Reader", "scenario: \"actions\" has more than %1 entries"),
                    kMaxHistoryActions));
    std::vector<Action> legal;
    for (int i = 0; i < actions.size(); ++i) {
        if (!actions[i].isObject()) {
            r.failedAction = i;
            return stop(r, ReadError::Unreadable,
                        because(QT_TRANSLATE_NOOP("Reader", "action %1: must be an object"), i));
        }
        // "player" may be left out when one player's decision is due.
        const std::vector<int> due = playersDue(r.state);
        ReadStatus st;
        const Action a = actionFromJson(actions[i].toObject(), r.state.players,
                                        due.size() == 1 ? due[0] : -1, st);
        if (!st.ok()) {
            r.failedAction = i;
            r.status = st;
            r.status.within(because(QT_TRANSLATE_NOOP("Reader", "action %1: %2"), i));
            return false;
        }
        legalActions(r.state, a.player, legal);
        const Action *match = matchAction(legal, a);
        if (!match) {
            r.failedAction = i;
            return stop(r, ReadError::Refused,
                        because(QT_TRANSLATE_NOOP("Reader", "action %1 (%2) is illegal: %3"), i,
                                QLatin1String(actionTypeName(a.type)),
                                whyIllegal(r.state, a).toString()));
        }
        // On a copy: an action the dice run out in the middle of leaves nothing half applied.
        const Action chosen = *match;
        State next = r.state;
        Events events;
        apply(next, chosen, dice, &events);
        r.state = next;
        r.events.insert(r.events.end(), events.begin(), events.end());
        r.applied.push_back(chosen);
    }
    return true;
}

} // namespace

bool isQwantumScenario(const QJsonObject &o)
{
    return o.value(QStringLiteral("format")) == QJsonValue(QStringLiteral("qwantum-scenario")) ||
           o.value(QStringLiteral("game")) == QJsonValue(QStringLiteral("qwantum"));
}

ScenarioResult runScenario(const QJsonObject &o)
{
    ScenarioResult r;
    r.source = o;
    if (!checkFormat(o, r)) return r;
    std::vector<int> rolls;
    bool hasSeed = false;
    uint64_t seed = 0;
    if (!scenarioDice(o, r, rolls, hasSeed, seed)) return r;
    ScriptedDice dice(std::move(rolls), hasSeed, seed);
    try {
        if (startScenario(o, dice, r)) playScenario(o, dice, r);
    } catch (const DiceExhausted &) {
        if (r.loaded) r.failedAction = int(r.applied.size());
        r.status.fail(
            ReadError::Unreadable,
            because(QT_TRANSLATE_NOOP("Reader", "the scripted dice ran out (add dice or a seed)")));
        r.status.within(
            because(QT_TRANSLATE_NOOP("Reader", "action %1: %2"), int(r.applied.size())));
    }
    return r;
}

ScenarioResult runScenarioFile(const QString &path)
{
    ScenarioResult r;
    QString dir;
    const QJsonObject o = quantum::readScenarioDocument(path, dir, r.status);
    if (!r.status.ok()) return r;
    return runScenario(o);
}

} // namespace quantum::qw
