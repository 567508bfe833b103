// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum's formats (docs/qwantum-formats.md): the names, and the options, dice faces and
// rolls that positions and events hold.

#include "engine/qwantum/json.h"

#include "engine/qwantum/json_p.h"

#include <algorithm>

namespace quantum::qw {

using namespace detail;

namespace {

constexpr int kMaxCost = 100; // what one misthrow may cost (Options::misthrowCost)
const char kColourLetters[] = "PBRY";

QString faceText(const Face &f)
{
    return QLatin1Char(kColourLetters[int(f.colour)]) + QString::number(f.number);
}

} // namespace

// ---------------------------------------------------------------- names

int colourFromName(const QString &name)
{
    for (int c = 0; c < kColours; ++c)
        if (name == colourText(c)) return c;
    return -1;
}

const char *phaseName(Phase p)
{
    return kPhaseNames[std::clamp(int(p), 0, kPhaseCount - 1)];
}

const char *actionTypeName(ActionType t)
{
    return kActionNames[std::clamp(int(t), 0, kActionCount - 1)];
}

const char *eventTypeName(EventType t)
{
    return kEventNames[std::clamp(int(t), 0, kEventCount - 1)];
}

// ---------------------------------------------------------------- options, faces, rolls

QJsonObject optionsToJson(const Options &options)
{
    QJsonArray cost;
    for (int8_t c : options.misthrowCost)
        cost.append(c);
    return QJsonObject{{QStringLiteral("strictRise"), options.strictRise},
                       {QStringLiteral("strictFall"), options.strictFall},
                       {QStringLiteral("misthrowCost"), cost}};
}

bool optionsFromJson(const QJsonValue &v, Options &out, ReadStatus &status, const QString &where)
{
    Fields r{status};
    QJsonObject o;
    if (!r.object(v, o, where) || !r.boolField(o, "strictRise", out.strictRise, where) ||
        !r.boolField(o, "strictFall", out.strictFall, where))
        return false;
    const QJsonValue cv = o.value(QStringLiteral("misthrowCost"));
    if (cv.isUndefined()) return true;
    const QString cw = path(where, QStringLiteral("misthrowCost"));
    QJsonArray cost;
    if (!r.array(cv, cost, cw, kMaxMisthrows)) return false;
    if (cost.size() != kMaxMisthrows)
        return r.fail(cw, because(QT_TRANSLATE_NOOP("Reader", "needs %1 entries, one for each "
                                                              "misthrow"),
                                  kMaxMisthrows));
    for (int k = 0; k < kMaxMisthrows; ++k) {
        int c = 0;
        if (!r.integer(cost[k], 0, kMaxCost, c, indexed(cw, k))) return false;
        out.misthrowCost[size_t(k)] = int8_t(c);
    }
    return true;
}

QJsonArray facesToJson(const DiceFaces &faces)
{
    QJsonArray dice;
    for (const auto &die : faces) {
        QJsonArray d;
        for (const Face &f : die)
            d.append(faceText(f));
        dice.append(d);
    }
    return dice;
}

bool facesFromJson(const QJsonValue &v, DiceFaces &out, ReadStatus &status, const QString &where)
{
    Fields r{status};
    QJsonArray dice;
    if (!r.array(v, dice, where, kColouredDice)) return false;
    if (dice.size() != kColouredDice)
        return r.fail(where, because(QT_TRANSLATE_NOOP("Reader", "needs six dice")));
    DiceFaces faces{};
    std::array<int, kColours> seen{};
    for (int d = 0; d < kColouredDice; ++d) {
        QJsonArray die;
        if (!r.array(dice[d], die, indexed(where, d), kFaces)) return false;
        if (die.size() != kFaces)
            return r.fail(indexed(where, d),
                          because(QT_TRANSLATE_NOOP("Reader", "needs six faces")));
        for (int f = 0; f < kFaces; ++f) {
            const QString text = die[f].isString() ? die[f].toString() : QString();
            int colour = -1, number = -1;
            if (text.size() == 2 && text[0].unicode() < 0x80 && text[1] >= QLatin1Char('1') &&
                text[1] <= QLatin1Char('6')) {
                colour = int(QByteArray(kColourLetters).indexOf(char(text[0].unicode())));
                number = text[1].unicode() - '0';
            }
            if (colour < 0 || number < 1)
                return r.fail(
                    indexed(indexed(where, d), f),
                    because(QT_TRANSLATE_NOOP("Reader", "must be a colour letter (P, B, R, Y) and "
                                                        "a number 1-6, such as \"R4\"")));
            faces[size_t(d)][size_t(f)] = Face{Colour(colour), int8_t(number)};
            ++seen[size_t(colour)];
        }
    }
    for (int c = 0; c < kColours; ++c)
        if (seen[size_t(c)] == 0)
            return r.refuse(where,
                            because(QT_TRANSLATE_NOOP("Reader", "no face is %1"), colourText(c)));
    out = faces;
    return true;
}

QJsonObject rollToJson(const Roll &roll, const DiceFaces &faces)
{
    QJsonArray faceIndex, shows;
    for (int d = 0; d < kColouredDice; ++d) {
        const int f = roll.face[size_t(d)];
        faceIndex.append(f);
        if (f >= 0 && f < kFaces) shows.append(faceText(faces[size_t(d)][size_t(f)]));
    }
    QJsonObject o{{QStringLiteral("white"), roll.white}, {QStringLiteral("faces"), faceIndex}};
    if (shows.size() == kColouredDice) {
        o[QStringLiteral("shows")] = shows;
        QJsonObject sums;
        const std::array<int, kColours> s = colourSums(faces, roll);
        for (int c = 0; c < kColours; ++c)
            sums[colourText(c)] = s[size_t(c)];
        o[QStringLiteral("sums")] = sums;
    }
    return o;
}

bool rollFromJson(const QJsonValue &v, const DiceFaces *faces, Roll &out, ReadStatus &status,
                  const QString &where)
{
    Fields r{status};
    QJsonObject o;
    if (!r.object(v, o, where) || !r.intField(o, "white", 1, 6, out.white, where)) return false;
    const QJsonValue fv = o.value(QStringLiteral("faces"));
    if (!fv.isUndefined()) {
        const QString fw = path(where, QStringLiteral("faces"));
        QJsonArray arr;
        if (!r.array(fv, arr, fw, kColouredDice)) return false;
        if (arr.size() != kColouredDice)
            return r.fail(fw, because(QT_TRANSLATE_NOOP("Reader", "needs six dice")));
        for (int d = 0; d < kColouredDice; ++d) {
            int f = 0;
            if (!r.integer(arr[d], 0, kFaces - 1, f, indexed(fw, d))) return false;
            out.face[size_t(d)] = int8_t(f);
        }
    }
    if (!faces) return true;
    // What the faces show and sum to: for people; when given, it must be what they show.
    const QJsonValue sv = o.value(QStringLiteral("shows"));
    if (!sv.isUndefined()) {
        const QString sw = path(where, QStringLiteral("shows"));
        QJsonArray arr;
        if (!r.array(sv, arr, sw, kColouredDice)) return false;
        if (arr.size() != kColouredDice)
            return r.fail(sw, because(QT_TRANSLATE_NOOP("Reader", "needs six dice")));
        for (int d = 0; d < kColouredDice; ++d) {
            const QString shown = faceText((*faces)[size_t(d)][size_t(out.face[size_t(d)])]);
            if (!arr[d].isString())
                return r.fail(
                    indexed(sw, d),
                    because(QT_TRANSLATE_NOOP("Reader", "must be a colour letter (P, B, R, Y) and "
                                                        "a number 1-6, such as \"R4\"")));
            if (arr[d].toString() != shown)
                return r.refuse(indexed(sw, d),
                                because(QT_TRANSLATE_NOOP("Reader", "the die shows %1, not %2"),
                                        shown, quoted(arr[d].toString())));
        }
    }
    const QJsonValue mv = o.value(QStringLiteral("sums"));
    if (!mv.isUndefined()) {
        const QString mw = path(where, QStringLiteral("sums"));
        QJsonObject sums;
        if (!r.object(mv, sums, mw)) return false;
        const std::array<int, kColours> s = colourSums(*faces, out);
        for (int c = 0; c < kColours; ++c) {
            int given = s[size_t(c)];
            if (!r.intField(sums, colourName(Colour(c)), 1, kMaxSum, given, mw)) return false;
            if (given != s[size_t(c)])
                return r.refuse(path(mw, colourText(c)),
                                because(QT_TRANSLATE_NOOP("Reader", "the dice sum to %1, not %2"),
                                        s[size_t(c)], given));
        }
    }
    return true;
}

} // namespace quantum::qw
