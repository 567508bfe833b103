// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum's saves (docs/qwantum-formats.md): the position, the generator and the history that
// replays to it.

#include "engine/qwantum/json.h"

#include "engine/qwantum/json_p.h"

#include <QJsonDocument>

#include <cmath>

namespace quantum::qw {

using namespace detail;

// ---------------------------------------------------------------- saves

bool replay(uint64_t seed, int players, const Options &options, const DiceFaces &faces,
            const std::vector<Action> &actions, State &out, uint64_t &rngState, ReadStatus &status)
{
    SeededDice dice(seed);
    out = newGame(players, dice, options, faces);
    for (size_t i = 0; i < actions.size(); ++i) {
        if (!apply(out, actions[i], dice)) {
            status.fail(ReadError::Refused,
                        because(QT_TRANSLATE_NOOP("Reader", "action %1 (%2) is illegal: %3"),
                                int(i), QLatin1String(actionTypeName(actions[i].type)),
                                whyIllegal(out, actions[i]).toString()));
            return false;
        }
    }
    rngState = dice.rng().state();
    return true;
}

QJsonObject saveToJson(const SaveGame &g)
{
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("qwantum-save");
    o[QStringLiteral("version")] = kSaveFormatVersion;
    o[QStringLiteral("game")] = QStringLiteral("qwantum");
    o[QStringLiteral("savedAt")] = g.savedAt;
    o[QStringLiteral("state")] = stateToJson(g.state);
    o[QStringLiteral("rng")] = QString::number(g.rngState, 16);
    if (g.hasHistory)
        o[QStringLiteral("history")] =
            QJsonObject{{QStringLiteral("seed"), QString::number(g.seed, 16)},
                        {QStringLiteral("players"), g.state.players},
                        {QStringLiteral("options"), optionsToJson(g.state.options)},
                        {QStringLiteral("actions"), actionsToJson(g.actions)}};
    return o;
}

QByteArray saveToBytes(const SaveGame &g)
{
    return QJsonDocument(saveToJson(g)).toJson(QJsonDocument::Indented);
}

SaveGame saveFromBytes(const QByteArray &bytes, ReadStatus &st)
{
    QJsonDocument doc;
    if (!parseJsonBytes(bytes, doc, st)) return SaveGame();
    return qw::saveFromJson(doc.object(), st);
}

namespace {

bool hex64(const QJsonValue &v, uint64_t &out)
{
    bool ok = false;
    out = v.toString().toULongLong(&ok, 16);
    return v.isString() && ok;
}

} // namespace

SaveGame saveFromJson(const QJsonObject &o, ReadStatus &st)
{
    SaveGame g;
    Fields r{st};
    const auto inside = [&st] {
        st.within(because(QT_TRANSLATE_NOOP("Reader", "save file: %1")));
        return SaveGame();
    };
    if (o.value(QStringLiteral("format")) != QJsonValue(QStringLiteral("qwantum-save"))) {
        r.fail(QString(), because(QT_TRANSLATE_NOOP("Reader", "not a Qwantum save file")));
        return g;
    }
    // A whole number: above ours is newer (1e10 too); below 1 or fractional is no version.
    const QJsonValue ver = o.value(QStringLiteral("version"));
    const double version = ver.toDouble(0);
    if (!ver.isDouble() || version != std::floor(version) || version < 1) {
        r.fail(QString(),
               because(QT_TRANSLATE_NOOP("Reader", "the save file has no valid version")));
        return g;
    }
    if (version > kSaveFormatVersion) {
        r.fail(QString(),
               because(QT_TRANSLATE_NOOP("Reader", "the save file is version %1, made by "
                                                   "a newer version of the program "
                                                   "(this one reads version %2); "
                                                   "update it to open the file"),
                       QString::number(version, 'f', 0), kSaveFormatVersion));
        return g;
    }
    if (!r.kind(o, "qwantum-save", QString())) return inside();
    if (!hex64(o.value(QStringLiteral("rng")), g.rngState)) {
        r.fail(QStringLiteral("rng"),
               because(QT_TRANSLATE_NOOP("Reader", "missing generator state")));
        return inside();
    }
    const QJsonValue at = o.value(QStringLiteral("savedAt"));
    if (!at.isUndefined() && !at.isString()) {
        r.fail(QString(),
               because(QT_TRANSLATE_NOOP("Reader", "\"savedAt\" must be a date string")));
        return inside();
    }
    g.savedAt = at.toString();
    if (!o.value(QStringLiteral("state")).isObject()) {
        r.fail(QString(), because(QT_TRANSLATE_NOOP("Reader", "missing state")));
        return inside();
    }
    g.state = readState(o.value(QStringLiteral("state")).toObject(), st, QStringLiteral("state"));
    if (!st.ok()) return inside();

    const QJsonValue hv = o.value(QStringLiteral("history"));
    if (hv.isUndefined()) return g;
    const QString hw = QStringLiteral("history");
    QJsonObject h;
    if (!r.object(hv, h, hw)) return inside();
    if (!hex64(h.value(QStringLiteral("seed")), g.seed)) {
        r.fail(path(hw, QStringLiteral("seed")),
               because(QT_TRANSLATE_NOOP("Reader", "must be the game's seed in hexadecimal")));
        return inside();
    }
    int players = 0;
    if (!h.contains(QStringLiteral("players"))) {
        r.fail(path(hw, QStringLiteral("players")),
               because(QT_TRANSLATE_NOOP("Reader", "missing: the game's number of players")));
        return inside();
    }
    if (!r.intField(h, "players", kMinPlayers, kMaxPlayers, players, hw)) return inside();
    Options options;
    if (h.contains(QStringLiteral("options")) &&
        !optionsFromJson(h.value(QStringLiteral("options")), options, st,
                         path(hw, QStringLiteral("options"))))
        return inside();
    QJsonArray actions;
    if (!r.array(h.value(QStringLiteral("actions")), actions, path(hw, QStringLiteral("actions")),
                 kMaxHistoryActions))
        return inside();
    for (int i = 0; i < actions.size(); ++i) {
        QJsonObject ao;
        if (!r.object(actions[i], ao, indexed(path(hw, QStringLiteral("actions")), i)))
            return inside();
        const Action a = actionFromJson(ao, players, -1, st);
        if (!st.ok()) {
            st.within(because(QT_TRANSLATE_NOOP("Reader", "history: action %1: %2"), i));
            return inside();
        }
        g.actions.push_back(a);
    }
    // The history stands only where it arrives: at the saved position and generator.
    State replayed;
    uint64_t rng = 0;
    if (!replay(g.seed, players, options, g.state.faces, g.actions, replayed, rng, st)) {
        st.within(because(QT_TRANSLATE_NOOP("Reader", "history: %1")));
        return inside();
    }
    if (!samePosition(replayed, g.state)) {
        r.refuse(hw, because(QT_TRANSLATE_NOOP("Reader", "the history does not arrive at the saved "
                                                         "position")));
        return inside();
    }
    if (rng != g.rngState) {
        r.refuse(hw, because(QT_TRANSLATE_NOOP("Reader", "the history does not arrive at the saved "
                                                         "generator state")));
        return inside();
    }
    g.hasHistory = true;
    return g;
}

} // namespace quantum::qw
