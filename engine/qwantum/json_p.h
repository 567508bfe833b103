// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to Qwantum's JSON code: the names of phases, actions and events, the small helpers
// and the field reader its readers share, and the position reader the save reader calls. The
// readers and writers themselves: json_common.cpp (names, options, dice faces, rolls),
// json_state.cpp (positions), json_actions.cpp (actions, events, legal actions), json_save.cpp
// (saves).

#include "engine/qwantum/json.h"

#include "engine/json_p.h"

namespace quantum::qw::detail {

// The names of phaseName, actionTypeName and eventTypeName, in enum order.
inline const char *const kPhaseNames[] = {"active", "others", "over"};
inline const char *const kActionNames[] = {"reroll", "write", "misthrow", "pass"};
inline const char *const kEventNames[] = {"rolled", "wrote", "misthrew", "passed", "ended"};
inline constexpr int kPhaseCount = 3;
inline constexpr int kActionCount = 4;
inline constexpr int kEventCount = 5;

// The index of `v` among the `count` names, or -1 (also when `v` is not a string).
inline int nameIndex(const char *const *names, int count, const QJsonValue &v)
{
    if (!v.isString()) return -1;
    const QString name = v.toString();
    for (int i = 0; i < count; ++i)
        if (name == QLatin1String(names[i])) return i;
    return -1;
}

// The JSON path of field `key` inside `root` ("root.key"; the key alone at the top).
inline QString path(const QString &root, const QString &key)
{
    return root.isEmpty() ? key : root + QLatin1Char('.') + key;
}

// The JSON path of entry `i` of the array at `where` ("where[i]").
inline QString indexed(const QString &where, int i)
{
    return where + QStringLiteral("[%1]").arg(i);
}

// A colour's name as written (colourName).
inline QLatin1String colourText(int c)
{
    return QLatin1String(colourName(Colour(c)));
}

// Reads one field at a time; a call that fails records the first failure in `st` with the
// field's place and returns false (engine/json_p.h's Reader, without a board).
struct Fields : quantum::detail::FieldReader {
    // A colour name; null for none when `allowNull` (out = -1).
    bool colour(const QJsonValue &v, int8_t &out, const QString &where, bool allowNull)
    {
        if (allowNull && v.isNull()) {
            out = -1;
            return true;
        }
        const int c = v.isString() ? colourFromName(v.toString()) : -1;
        if (c < 0)
            return fail(where,
                        v.isString()
                            ? because(QT_TRANSLATE_NOOP("Reader", "unknown colour %1 (purple, "
                                                                  "blue, red or yellow)"),
                                      quoted(v.toString()))
                            : because(QT_TRANSLATE_NOOP(
                                  "Reader", "must be a colour (purple, blue, red or yellow)")));
        out = int8_t(c);
        return true;
    }
    // The "format" and "game" of a document, when given, must be these.
    bool kind(const QJsonObject &o, const char *format, const QString &root)
    {
        const QJsonValue f = o.value(QStringLiteral("format"));
        if (!f.isUndefined() && f != QJsonValue(QLatin1String(format)))
            return fail(path(root, QStringLiteral("format")),
                        because(QT_TRANSLATE_NOOP("Reader", "must be %1"),
                                QStringLiteral("\"%1\"").arg(QLatin1String(format))));
        const QJsonValue g = o.value(QStringLiteral("game"));
        if (!g.isUndefined() && g != QJsonValue(QStringLiteral("qwantum")))
            return fail(
                path(root, QStringLiteral("game")),
                because(QT_TRANSLATE_NOOP("Reader", "must be %1"), QStringLiteral("\"qwantum\"")));
        return true;
    }
};

// Reads a position (a "qwantum-state" object) at `root`, the JSON path of the object read
// (json_state.cpp): stateFromJson's reader, and the save reader's for its "state".
State readState(const QJsonObject &o, ReadStatus &st, const QString &root);

} // namespace quantum::qw::detail
