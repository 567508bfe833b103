// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the engine's JSON code (not for the app): the names of actions, events, phases,
// pending decisions and turn flags with the table of event fields (jsonnames.cpp), and the
// field reader every JSON reader uses (jsonfields.cpp). The readers and writers themselves:
// statejson.cpp (positions), actionjson.cpp (actions and events), savejson.cpp (saves).

#include "engine/json.h"

#include <QJsonArray>
#include <QJsonObject>

namespace quantum::detail {

// ---- names (jsonnames.cpp)

inline constexpr int kPhaseCount = int(Phase::GameOver) + 1;
inline constexpr int kTurnFlagCount = 10; // the TurnFlag bits, lowest first
extern const char *const kActionNames[int(ActionType::Count)];
extern const char *const kPhaseNames[kPhaseCount];
extern const char *const kPendingNames[int(Pending::Kind::Count)];
extern const char *const kTurnFlagNames[kTurnFlagCount];

// The index of `name` among the `count` names, or -1 (also when `name` is not a string).
int nameIndex(const char *const *names, int count, const QJsonValue &name);

// How an event's fields are written and read: what `other` is (a player, a ship or unused)
// and, for each numeric argument a..e, its name and its range, or that it is a square or a
// planet (written as [x, y] like the event's own squares).
enum class EventOther : uint8_t { None, Player, Ship };
struct EventArg {
    enum Kind : uint8_t { Unused, Number, Square, Planet };
    const char *name = nullptr;
    Kind kind = Unused;
    int lo = 0, hi = 0;
};
struct EventSpec {
    EventType type;
    const char *name;
    EventOther other;
    EventArg args[5];
};
extern const EventSpec kEvents[int(EventType::Count)];

// A card id as written: "AGILE"; Card::None is an empty string (cardString) or null (cardValue).
QString cardString(Card c);
QJsonValue cardValue(Card c);

// ---- reading fields (jsonfields.cpp)

// Reads one field at a time; each call that fails records the first failure in `st` with
// the field's place (`where`): Unreadable for a wrong type or range, Refused for a square
// off the map or a planet field on a square without a planet. Returns false then.
// Reads one JSON field at a time, without a board (Qwantum's readers use it as it is): a call
// that fails records the first failure in `st` with the field's place and returns false.
struct FieldReader {
    ReadStatus &st;

    bool fail(const QString &where, Reason what)
    {
        return st.fail(ReadError::Unreadable, std::move(what), where);
    }
    bool refuse(const QString &where, Reason what)
    {
        return st.fail(ReadError::Refused, std::move(what), where);
    }
    // The place of field `key` inside `where` ("where.key"; the key alone at the top).
    static QString field(const QString &where, const char *key)
    {
        return where.isEmpty() ? QLatin1String(key) : where + QLatin1Char('.') + QLatin1String(key);
    }

    bool integer(const QJsonValue &v, int lo, int hi, int &out, const QString &where);
    // An optional integer field `key` of `o`, left as it is when absent.
    template <typename T>
    bool intField(const QJsonObject &o, const char *key, int lo, int hi, T &out,
                  const QString &where)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        int x = 0;
        if (!integer(v, lo, hi, x, field(where, key)))
            return false;
        out = T(x);
        return true;
    }
    bool boolField(const QJsonObject &o, const char *key, bool &out, const QString &where);
    bool object(const QJsonValue &v, QJsonObject &out, const QString &where);
    // An array of at most `maxSize` entries: a longer one is refused before any is read.
    bool array(const QJsonValue &v, QJsonArray &out, const QString &where, int maxSize);
};

// A FieldReader that knows the board: squares, planets and cards.
struct Reader : FieldReader {
    Reader(const Board &board, ReadStatus &status) : FieldReader{status}, b(board) {}
    const Board &b;

    // [x, y] -> square of the board
    bool square(const QJsonValue &v, Sq &out, const QString &where);
    // A square, "scrapyard", "reserve" or "unplaced"; absent leaves `out` as it is.
    bool place(const QJsonValue &v, Sq &out, const QString &where);
    bool planet(const QJsonValue &v, int16_t &out, const QString &where);
    bool card(const QJsonValue &v, Card &out, const QString &where, bool allowNull);
};

} // namespace quantum::detail
