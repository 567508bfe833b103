// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/scenario.h"

#include "engine/reader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace quantum {

namespace {

ScenarioResult failed(ScenarioResult r, ReadError e, Reason why)
{
    r.status.fail(e, std::move(why));
    return r;
}

} // namespace

BoardPtr boardFromMapResult(const MapReadResult &mr, ReadStatus &st)
{
    if (!mr.ok) {
        st = mr.status;
        return nullptr;
    }
    const std::vector<MapProblem> problems = validateMap(mr.map);
    if (!isPlayable(problems)) {
        for (const MapProblem &p : problems)
            if (!p.notice) {
                st.fail(ReadError::Refused, p.reason());
                st.within(because(QT_TRANSLATE_NOOP("Reader", "invalid map: %1")));
                break;
            }
        return nullptr;
    }
    return std::make_shared<const Board>(mr.map);
}

BoardPtr loadBoard(const QString &arg, ReadStatus &st)
{
    return boardFromMapResult(readMapArgument(arg), st);
}

const Action *matchAction(const GameState &s, const std::vector<Action> &legal, Action a)
{
    if (s.pendingCount && a.ship < 0 &&
        (a.type == ActionType::Occupy || a.type == ActionType::Stay ||
         a.type == ActionType::PlaceExpansion || a.type == ActionType::ChooseValue ||
         a.type == ActionType::Decline ||
         (a.type == ActionType::UseCard && a.card == Card::Scrappy)))
        a.ship = s.pending[0].ship;
    return findLegal(legal, a);
}

namespace {

// The steps of runScenario. Each returns false with the reason in `r.status`.

bool stop(ScenarioResult &r, ReadError e, Reason why)
{
    r.status.fail(e, std::move(why));
    return false;
}

// The format and its version.
bool checkScenarioFormat(const QJsonObject &o, ScenarioResult &r)
{
    const QString format = o.value(QStringLiteral("format")).toString();
    if (format != QLatin1String("quantum-scenario"))
        return stop(r, ReadError::Unreadable,
                    because(QT_TRANSLATE_NOOP(
                        "Reader", "not a scenario (\"format\" is not \"quantum-scenario\")")));
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

// The board: the map as notation, a file path relative to the scenario, or an inline map
// object, with the scenario's player and cube counts when it gives them.
BoardPtr scenarioBoard(const QJsonObject &o, const QString &baseDir, ScenarioResult &r)
{
    const QJsonValue mv = o.value(QStringLiteral("map"));
    MapReadResult mr;
    if (mv.isObject()) {
        mr = mapFromJson(mv.toObject());
    } else if (mv.isString()) {
        QString arg = mv.toString();
        if (arg.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) &&
            QFileInfo(arg).isRelative())
            arg = QDir(baseDir).filePath(arg);
        mr = readMapArgument(arg);
    } else {
        stop(r, ReadError::Unreadable,
             because(QT_TRANSLATE_NOOP(
                 "Reader", "scenario: \"map\" must be notation, a file or a map object")));
        return nullptr;
    }
    const struct {
        const char *key;
        int *count;
        const char *why;
    } counts[] = {
        {"players", &mr.map.players,
         QT_TRANSLATE_NOOP("Reader", "scenario: \"players\" must be an integer")},
        {"cubes", &mr.map.cubes,
         QT_TRANSLATE_NOOP("Reader", "scenario: \"cubes\" must be an integer")},
    };
    for (const auto &[key, count, why] : counts) {
        if (!mr.ok || !o.contains(QLatin1String(key))) continue;
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isDouble() || v.toDouble() != double(v.toInt())) {
            stop(r, ReadError::Unreadable, because(why));
            return nullptr;
        }
        *count = v.toInt();
    }
    return boardFromMapResult(mr, r.status);
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
        for (int i = 0; i < arr.size(); ++i) {
            const double d = arr[i].toDouble(0);
            if (!arr[i].isDouble() || !(d >= 1 && d <= kDieFaces) || d != double(int(d)))
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

// The position to start from: a new game on the board, or the one the scenario gives.
bool startScenario(const QJsonObject &o, const BoardPtr &board, Dice &dice, ScenarioResult &r)
{
    const QJsonValue pv = o.value(QStringLiteral("position"));
    if (pv.isUndefined()) {
        r.state = newGame(board, dice, &r.events);
    } else if (pv.isObject()) {
        r.state = stateFromJson(pv.toObject(), board, dice, r.status);
        if (!r.status.ok()) return false;
    } else {
        return stop(
            r, ReadError::Unreadable,
            because(QT_TRANSLATE_NOOP("Reader", "scenario: \"position\" must be an object")));
    }
    r.loaded = true;
    return true;
}

// The scenario's actions, each matched to a legal action and applied in turn; the first one
// that cannot be read or is illegal stops the run (r.failedAction).
bool playScenario(const QJsonObject &o, const Board &board, Dice &dice, ScenarioResult &r)
{
    const QJsonValue av = o.value(QStringLiteral("actions"));
    if (!av.isUndefined() && !av.isArray())
        return stop(r, ReadError::Unreadable,
                    because(QT_TRANSLATE_NOOP("Reader", "scenario: \"actions\" must be an array")));
    const QJsonArray actions = av.toArray();
    std::vector<Action> legal;
    for (int i = 0; i < actions.size(); ++i) {
        if (!actions[i].isObject()) {
            r.failedAction = i;
            return stop(r, ReadError::Unreadable,
                        because(QT_TRANSLATE_NOOP("Reader", "action %1: must be an object"), i));
        }
        ReadStatus st;
        const Action a =
            actionFromJson(board, actions[i].toObject(), std::max(0, r.state.toAct()), st);
        if (!st.ok()) {
            r.failedAction = i;
            r.status = st;
            r.status.within(because(QT_TRANSLATE_NOOP("Reader", "action %1: %2"), i));
            return false;
        }
        legalActions(r.state, legal);
        const Action *match = matchAction(r.state, legal, a);
        if (!match) {
            r.failedAction = i;
            return stop(r, ReadError::Refused,
                        because(QT_TRANSLATE_NOOP("Reader", "action %1 (%2) is illegal: %3"), i,
                                QLatin1String(actionTypeName(a.type)),
                                refusalText(whyIllegal(r.state, a))));
        }
        // On a copy: an action the dice run out in the middle of leaves nothing half
        // applied (the position stays the one after the actions before it).
        const Action chosen = *match;
        GameState next = r.state;
        Events events;
        apply(next, chosen, dice, &events);
        r.state = next;
        r.events.insert(r.events.end(), events.begin(), events.end());
        r.applied.push_back(chosen);
    }
    return true;
}

} // namespace

ScenarioResult runScenario(const QJsonObject &o, const QString &baseDir)
{
    ScenarioResult r;
    r.source = o;
    if (!checkScenarioFormat(o, r)) return r;
    const BoardPtr board = scenarioBoard(o, baseDir, r);
    if (!board) return r;
    std::vector<int> rolls;
    bool hasSeed = false;
    uint64_t seed = 0;
    if (!scenarioDice(o, r, rolls, hasSeed, seed)) return r;
    ScriptedDice dice(std::move(rolls), hasSeed, seed);
    try {
        if (startScenario(o, board, dice, r)) playScenario(o, *board, dice, r);
    } catch (const DiceExhausted &) {
        if (r.loaded) r.failedAction = int(r.applied.size());
        r = failed(
            r, ReadError::Unreadable,
            because(QT_TRANSLATE_NOOP("Reader", "the scripted dice ran out (add dice or a seed)")));
        r.status.within(
            because(QT_TRANSLATE_NOOP("Reader", "action %1: %2"), int(r.applied.size())));
    }
    return r;
}

QJsonObject readScenarioDocument(const QString &path, QString &baseDir, ReadStatus &status)
{
    QByteArray bytes;
    if (!readInputFile(path, bytes, status))
        return {};
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError) {
        status.fail(ReadError::Unreadable,
                    because(QT_TRANSLATE_NOOP("Reader", "%1: not valid JSON at offset %2: %3"),
                            inputName(path), err.offset, err.errorString()));
        return {};
    }
    if (!doc.isObject()) {
        status.fail(ReadError::Unreadable,
                    because(QT_TRANSLATE_NOOP("Reader", "%1: a scenario must be a JSON object"),
                            inputName(path)));
        return {};
    }
    baseDir = path == QLatin1String("-") ? QDir::currentPath() : QFileInfo(path).absolutePath();
    return doc.object();
}

ScenarioResult runScenarioFile(const QString &path)
{
    ScenarioResult r;
    QString dir;
    const QJsonObject o = readScenarioDocument(path, dir, r.status);
    if (!r.status.ok())
        return r;
    return runScenario(o, dir);
}

} // namespace quantum
