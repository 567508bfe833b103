// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The field reader of every JSON reader (json_p.h) and the writers of squares and planets.

#include "engine/json_p.h"

namespace quantum {

namespace detail {

bool FieldReader::integer(const QJsonValue &v, int lo, int hi, int &out, const QString &where)
{
    const double d = v.toDouble(0.5);
    if (!v.isDouble() || !(d >= -9e15 && d <= 9e15) || d != double(qint64(d)))
        return fail(where,
                    because(QT_TRANSLATE_NOOP("Reader", "must be an integer between %1 and %2"),
                            lo, hi));
    if (d < lo || d > hi)
        return fail(where,
                    because(QT_TRANSLATE_NOOP("Reader", "must be between %1 and %2"), lo, hi));
    out = int(d);
    return true;
}

bool FieldReader::boolField(const QJsonObject &o, const char *key, bool &out, const QString &where)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    if (!v.isBool())
        return fail(field(where, key),
                    because(QT_TRANSLATE_NOOP("Reader", "must be true or false")));
    out = v.toBool();
    return true;
}

// [x, y] -> square of the board
bool Reader::square(const QJsonValue &v, Sq &out, const QString &where)
{
    if (!v.isArray() || v.toArray().size() != 2)
        return fail(where, because(QT_TRANSLATE_NOOP("Reader", "must be a square [x, y]")));
    int x = 0, y = 0;
    const QJsonArray arr = v.toArray();
    if (!integer(arr[0], -1000000, 1000000, x, where) ||
        !integer(arr[1], -1000000, 1000000, y, where))
        return false;
    out = b.fromFile(x, y);
    if (out == kNoSq)
        return refuse(
            where,
            because(QT_TRANSLATE_NOOP("Reader", "[%1, %2] is not a square of the map"), x, y));
    return true;
}

// A square, "scrapyard", "reserve" or "unplaced"; absent leaves `out` as it is.
bool Reader::place(const QJsonValue &v, Sq &out, const QString &where)
{
    if (v.isUndefined())
        return true;
    if (v.isString()) {
        const QString name = v.toString();
        if (name == QLatin1String("scrapyard"))
            out = kScrapyard;
        else if (name == QLatin1String("reserve"))
            out = kReserve;
        else if (name == QLatin1String("unplaced"))
            out = kUnplaced;
        else
            return fail(where,
                        because(QT_TRANSLATE_NOOP("Reader", "must be [x, y], \"scrapyard\", "
                                                            "\"reserve\" or \"unplaced\"")));
        return true;
    }
    return square(v, out, where);
}

bool Reader::planet(const QJsonValue &v, int16_t &out, const QString &where)
{
    Sq sq = kNoSq;
    if (!square(v, sq, where))
        return false;
    out = int16_t(b.planetAt(sq));
    if (out < 0)
        return refuse(where, because(QT_TRANSLATE_NOOP("Reader", "[%1, %2] is not a planet"),
                                     b.fileX(sq), b.fileY(sq)));
    return true;
}

bool Reader::card(const QJsonValue &v, Card &out, const QString &where, bool allowNull)
{
    if (v.isNull() && allowNull) {
        out = Card::None;
        return true;
    }
    if (!v.isString())
        return fail(where, because(QT_TRANSLATE_NOOP("Reader", "must be a card id")));
    const QByteArray id = v.toString().toLatin1();
    out = cardFromId(id.constData(), int(id.size()));
    if (out == Card::None)
        return fail(where, because(QT_TRANSLATE_NOOP("Reader", "unknown card %1"),
                                   quoted(v.toString())));
    return true;
}

bool FieldReader::object(const QJsonValue &v, QJsonObject &out, const QString &where)
{
    if (!v.isObject())
        return fail(where, because(QT_TRANSLATE_NOOP("Reader", "must be an object")));
    out = v.toObject();
    return true;
}

bool FieldReader::array(const QJsonValue &v, QJsonArray &out, const QString &where, int maxSize)
{
    if (!v.isArray())
        return fail(where, because(QT_TRANSLATE_NOOP("Reader", "must be an array")));
    out = v.toArray();
    if (out.size() > maxSize)
        return fail(where,
                    because(QT_TRANSLATE_NOOP("Reader", "has more than %1 entries"), maxSize));
    return true;
}

} // namespace detail

QJsonValue squareToJson(const Board &b, Sq sq)
{
    if (sq == kScrapyard)
        return QStringLiteral("scrapyard");
    if (sq == kReserve)
        return QStringLiteral("reserve");
    if (sq == kUnplaced)
        return QStringLiteral("unplaced");
    if (sq < 0)
        return QJsonValue(QJsonValue::Null);
    return QJsonArray{b.fileX(sq), b.fileY(sq)};
}

QJsonValue planetToJson(const Board &b, int planet)
{
    if (planet < 0)
        return QJsonValue(QJsonValue::Null);
    return squareToJson(b, b.planets()[planet].sq);
}

} // namespace quantum
