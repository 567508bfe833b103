// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Saved games (docs/save-format.md).

#include "engine/json_p.h"

#include "engine/dice.h"

#include <QJsonDocument>
#include <QSaveFile>

#include <cmath>

namespace quantum {

using namespace detail;

QJsonObject saveToJson(const GameState &s, uint64_t rngState, const QString &savedAt)
{
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("quantum-save");
    o[QStringLiteral("version")] = kSaveFormatVersion;
    o[QStringLiteral("game")] = QStringLiteral("quantum");
    o[QStringLiteral("savedAt")] = savedAt;
    o[QStringLiteral("map")] = mapToJson(s.board->map());
    o[QStringLiteral("state")] = stateToJson(s);
    o[QStringLiteral("rng")] = QString::number(rngState, 16);
    return o;
}

QByteArray saveToBytes(const GameState &s, uint64_t rngState, const QString &savedAt)
{
    return QJsonDocument(saveToJson(s, rngState, savedAt)).toJson(QJsonDocument::Indented);
}

SaveGame saveFromBytes(const QByteArray &bytes, ReadStatus &st)
{
    QJsonDocument doc;
    if (!parseJsonBytes(bytes, doc, st)) return SaveGame();
    // An array or a scalar is no object: not a save (saveFromJson says so).
    return saveFromJson(doc.object(), st);
}

SaveGame saveFromJson(const QJsonObject &o, ReadStatus &st)
{
    SaveGame g;
    auto fail = [&](Reason why) {
        st.fail(ReadError::Unreadable, std::move(why));
        return g;
    };
    // Problems inside the save are framed "save file: ..." (the map's "save file map: ...").
    auto failInside = [&](Reason why) {
        st.fail(ReadError::Unreadable, std::move(why));
        st.within(because(QT_TRANSLATE_NOOP("Reader", "save file: %1")));
        return g;
    };
    // The game a save is of: "quantum" (saves from before the second game have no "game").
    const QJsonValue game = o.value(QStringLiteral("game"));
    if (o.value(QStringLiteral("format")).toString() == QLatin1String("qwantum-save") ||
        game == QLatin1String("qwantum"))
        return fail(because(QT_TRANSLATE_NOOP("Reader", "this is a saved game of Qwantum, not of "
                                                        "Quantum")));
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("quantum-save") ||
        !(game.isUndefined() || game == QLatin1String("quantum")))
        return fail(because(QT_TRANSLATE_NOOP("Reader", "not a Quantum save file")));
    // A whole number: greater than ours is newer (1e10 too), below 1 or fractional is invalid.
    const QJsonValue ver = o.value(QStringLiteral("version"));
    const double version = ver.toDouble(0);
    if (!ver.isDouble() || version != std::floor(version) || version < 1)
        return fail(because(QT_TRANSLATE_NOOP("Reader", "the save file has no valid version")));
    if (version > kSaveFormatVersion)
        return fail(because(QT_TRANSLATE_NOOP("Reader", "the save file is version %1, newer than "
                                                        "this program reads (%2); update Quantum "
                                                        "to open it"),
                            QString::number(version, 'f', 0), kSaveFormatVersion));
    const MapReadResult mr = mapFromJson(o.value(QStringLiteral("map")).toObject());
    if (!mr.ok) {
        st = mr.status;
        st.within(because(QT_TRANSLATE_NOOP("Reader", "save file map: %1")));
        return g;
    }
    const std::vector<MapProblem> problems = validateMap(mr.map);
    for (const MapProblem &p : problems)
        if (!p.notice) {
            fail(p.reason());
            st.within(because(QT_TRANSLATE_NOOP("Reader", "save file map: %1")));
            return g;
        }
    bool okRng = false;
    g.rngState = o.value(QStringLiteral("rng")).toString().toULongLong(&okRng, 16);
    if (!okRng)
        return failInside(because(QT_TRANSLATE_NOOP("Reader", "missing generator state")));
    const QJsonValue at = o.value(QStringLiteral("savedAt"));
    if (!at.isUndefined() && !at.isString())
        return failInside(
            because(QT_TRANSLATE_NOOP("Reader", "\"savedAt\" must be a date string")));
    g.savedAt = at.toString();
    if (!o.value(QStringLiteral("state")).isObject())
        return failInside(because(QT_TRANSLATE_NOOP("Reader", "missing state")));
    SeededDice unused(0);
    g.state = stateFromJson(o.value(QStringLiteral("state")).toObject(),
                            std::make_shared<const Board>(mr.map), unused, st);
    if (!st.ok())
        st.within(because(QT_TRANSLATE_NOOP("Reader", "save file: %1")));
    return g;
}

bool writeSaveFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}

} // namespace quantum
