// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum's formats (docs/qwantum-formats.md): positions, actions, events and saves.

#include "engine/qwantum/json.h"

#include "engine/json_p.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace quantum::qw {

namespace {

const char *const kPhaseNames[] = {"active", "others", "over"};
const char *const kActionNames[] = {"reroll", "write", "misthrow", "pass"};
const char *const kEventNames[] = {"rolled", "wrote", "misthrew", "passed", "ended"};
constexpr int kPhaseCount = 3;
constexpr int kActionCount = 4;
constexpr int kEventCount = 5;
constexpr int kMaxTurn = 10000; // read; whyImpossible holds the turn to the sheets' marks
constexpr int kMaxCost = 100;   // what one misthrow may cost (Options::misthrowCost)
const char kColourLetters[] = "PBRY";

int nameIndex(const char *const *names, int count, const QJsonValue &v)
{
    if (!v.isString()) return -1;
    const QString name = v.toString();
    for (int i = 0; i < count; ++i)
        if (name == QLatin1String(names[i])) return i;
    return -1;
}

QString path(const QString &root, const QString &key)
{
    return root.isEmpty() ? key : root + QLatin1Char('.') + key;
}

QString indexed(const QString &where, int i)
{
    return where + QStringLiteral("[%1]").arg(i);
}

QLatin1String colourText(int c)
{
    return QLatin1String(colourName(Colour(c)));
}

// Reads one field at a time; a call that fails records the first failure in `st` with the
// field's place and returns false (engine/json_p.h's Reader, without a board).
struct Fields : detail::FieldReader {
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

// ---- the dice

bool sameFaces(const DiceFaces &a, const DiceFaces &b)
{
    for (int d = 0; d < kColouredDice; ++d)
        for (int f = 0; f < kFaces; ++f)
            if (a[size_t(d)][size_t(f)].colour != b[size_t(d)][size_t(f)].colour ||
                a[size_t(d)][size_t(f)].number != b[size_t(d)][size_t(f)].number)
                return false;
    return true;
}

QString faceText(const Face &f)
{
    return QLatin1Char(kColourLetters[int(f.colour)]) + QString::number(f.number);
}

// Bit k: some roll of `faces` sums to k in colour `c` (the white die and every coloured die
// showing `c`, Q-TURN-3).
uint64_t possibleSums(const DiceFaces &faces, int c)
{
    uint64_t coloured = 1; // the coloured dice's part: 0 before any die
    for (int d = 0; d < kColouredDice; ++d) {
        uint64_t next = 0;
        for (const Face &f : faces[size_t(d)])
            next |= int(f.colour) == c ? coloured << f.number : coloured;
        coloured = next;
    }
    uint64_t sums = 0;
    for (int white = 1; white <= 6; ++white)
        sums |= coloured << white;
    return sums;
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

// ---------------------------------------------------------------- positions

bool samePosition(const State &a, const State &b)
{
    if (!sameFaces(a.faces, b.faces) || a.options.strictRise != b.options.strictRise ||
        a.options.strictFall != b.options.strictFall ||
        a.options.misthrowCost != b.options.misthrowCost || a.players != b.players ||
        a.active != b.active || a.phase != b.phase || a.rerolled != b.rerolled ||
        a.roll.white != b.roll.white || a.roll.face != b.roll.face || a.closed != b.closed ||
        a.answered != b.answered || a.turn != b.turn)
        return false;
    for (int p = 0; p < kMaxPlayers; ++p) {
        const Sheet &x = a.sheets[size_t(p)], &y = b.sheets[size_t(p)];
        if (x.rows != y.rows || x.filled != y.filled || x.misthrows != y.misthrows) return false;
    }
    return true;
}

namespace {

bool gameEnds(const State &s) // Q-END-1
{
    for (int p = 0; p < s.players; ++p)
        if (s.sheets[size_t(p)].full() || s.sheets[size_t(p)].misthrows >= kMaxMisthrows)
            return true;
    return false;
}

// The first reason a position cannot arise, with the field it concerns (a path relative to
// the position object) in `where`.
Reason impossible(const State &s, QString &where)
{
    const auto at = [&where](const QString &w, Reason why) {
        where = w;
        return why;
    };
    const QString rows = QStringLiteral("sheets[%1].rows.%2");
    if (s.players < kMinPlayers || s.players > kMaxPlayers)
        return at(
            QStringLiteral("players"),
            because(QT_TRANSLATE_NOOP("Reader", "%1 players: Qwantum is for 2 to 4"), s.players));
    if (s.active < 0 || s.active >= s.players)
        return at(QStringLiteral("active"),
                  because(QT_TRANSLATE_NOOP("Reader", "no active player")));
    if (s.turn < 1)
        return at(QStringLiteral("turn"),
                  because(QT_TRANSLATE_NOOP("Reader", "turn %1 is before the first"), s.turn));
    if (s.roll.white < 1 || s.roll.white > 6)
        return at(QStringLiteral("roll.white"),
                  because(QT_TRANSLATE_NOOP("Reader", "the white die shows no face")));
    for (int d = 0; d < kColouredDice; ++d)
        if (s.roll.face[size_t(d)] < 0 || s.roll.face[size_t(d)] >= kFaces)
            return at(indexed(QStringLiteral("roll.faces"), d),
                      because(QT_TRANSLATE_NOOP("Reader", "a coloured die shows no face")));
    if (s.phase != Phase::Active && s.phase != Phase::Others && s.phase != Phase::Over)
        return at(QStringLiteral("phase"), because(QT_TRANSLATE_NOOP("Reader", "unknown phase")));
    // Q-TURN-4: a colour closes when the active player writes it in phase 1.
    if (s.closed < -1 || s.closed >= kColours)
        return at(QStringLiteral("closed"), because(QT_TRANSLATE_NOOP("Reader", "no such colour")));
    if (s.phase == Phase::Active && s.closed >= 0)
        return at(QStringLiteral("closed"),
                  because(QT_TRANSLATE_NOOP("Reader", "a colour closed in phase 1, before the "
                                                      "active player wrote")));
    // Q-TURN-6: answers are phase 2's; at the end the last roll's answers stay, all of them.
    const uint8_t everyone = uint8_t((1u << s.players) - 1);
    if (s.answered & ~everyone)
        return at(QStringLiteral("answered"),
                  because(QT_TRANSLATE_NOOP("Reader", "an answer of a player past the players")));
    if (s.phase == Phase::Active && s.answered)
        return at(QStringLiteral("answered"),
                  because(QT_TRANSLATE_NOOP("Reader", "an answer in phase 1")));
    if (s.phase == Phase::Others && s.answered == everyone)
        return at(QStringLiteral("answered"),
                  because(QT_TRANSLATE_NOOP("Reader", "phase 2 with every answer in (the roll "
                                                      "is over once the last one answers)")));
    if (s.phase == Phase::Over && s.answered != everyone)
        return at(QStringLiteral("answered"),
                  because(QT_TRANSLATE_NOOP("Reader", "a game over before everyone answered "
                                                      "the last roll")));

    // The sheets (Q-COMP-3, Q-WRITE-1 to -4, Q-END-1).
    for (int p = 0; p < kMaxPlayers; ++p) {
        const Sheet &sheet = s.sheets[size_t(p)];
        const QString sw = QStringLiteral("sheets[%1]").arg(p);
        if (p >= s.players && (sheet.fieldsFilled() || sheet.misthrows ||
                               sheet.rows != Sheet().rows || sheet.filled != Sheet().filled))
            return at(sw, because(QT_TRANSLATE_NOOP("Reader", "a sheet of player %1, past the "
                                                              "players"),
                                  p));
        if (sheet.misthrows < 0 || sheet.misthrows > kMaxMisthrows)
            return at(sw + QStringLiteral(".misthrows"),
                      because(QT_TRANSLATE_NOOP("Reader", "player %1 has %2 misthrows (the "
                                                          "fifth ends the game)"),
                              p, sheet.misthrows));
        for (int c = 0; c < kColours; ++c) {
            const QString rw = rows.arg(p).arg(colourText(c));
            const auto &row = sheet.rows[size_t(c)];
            const int n = sheet.filled[size_t(c)];
            if (n < 0 || n > kFields)
                return at(rw, because(QT_TRANSLATE_NOOP("Reader", "a row of %1 fields"), n));
            const uint64_t sums = possibleSums(s.faces, c);
            for (int f = 0; f < kFields; ++f) {
                const bool written = f < n;
                if (written != (row[size_t(f)] != 0))
                    return at(rw, because(QT_TRANSLATE_NOOP("Reader", "player %1's %2 row has "
                                                                      "a gap"),
                                          p, colourText(c)));
                if (!written) continue;
                const int number = row[size_t(f)];
                if (number < 0 || number > kMaxSum || !(sums >> number & 1))
                    return at(indexed(rw, f),
                              because(QT_TRANSLATE_NOOP("Reader", "%1 is no sum of %2 with "
                                                                  "these dice"),
                                      number, colourText(c)));
                if (f == 0) continue;
                // Q-WRITE-2, Q-WRITE-3: rising to the divider, then falling.
                Sheet before = sheet;
                before.filled[size_t(c)] = int8_t(f);
                if (fieldFor(before, Colour(c), number, s.options) != f)
                    return at(indexed(rw, f),
                              because(QT_TRANSLATE_NOOP("Reader", "player %1's %2 row breaks "
                                                                  "its order at field %3"),
                                      p, colourText(c), f + 1));
            }
        }
    }

    // Q-END-1: the fifth misthrow or a full sheet ends the game once that roll is over.
    if (s.phase == Phase::Active && gameEnds(s))
        return at(QStringLiteral("phase"),
                  because(QT_TRANSLATE_NOOP("Reader", "a game that has ended still runs")));
    if (s.phase == Phase::Over && !gameEnds(s))
        return at(QStringLiteral("phase"),
                  because(QT_TRANSLATE_NOOP("Reader", "a game over that nothing ended (no full "
                                                      "sheet, no fifth misthrow)")));
    for (int p = 0; p < s.players; ++p) {
        const Sheet &sheet = s.sheets[size_t(p)];
        const QString sw = QStringLiteral("sheets[%1]").arg(p);
        // Only this roll's phase 1 gives a misthrow: the active player's, no colour closed.
        if (sheet.misthrows == kMaxMisthrows && (p != s.active || s.closed >= 0))
            return at(sw + QStringLiteral(".misthrows"),
                      because(QT_TRANSLATE_NOOP("Reader", "player %1's fifth misthrow came "
                                                          "before this roll (the game would "
                                                          "have ended)"),
                              p));
        const bool answered = s.answered & (1u << p);
        if (s.phase == Phase::Others && sheet.full() && !answered &&
            !(p == s.active && s.closed >= 0))
            return at(sw, because(QT_TRANSLATE_NOOP("Reader", "player %1's sheet was full "
                                                              "before this roll (the game would "
                                                              "have ended)"),
                                  p));
    }
    if (s.phase != Phase::Active) {
        const Sheet &active = s.sheets[size_t(s.active)];
        if (s.closed >= 0) { // Q-TURN-4: the active player wrote the closed colour's sum
            const int n = active.filled[size_t(s.closed)];
            const int sum = s.sums()[size_t(s.closed)];
            if (n == 0 || active.rows[size_t(s.closed)][size_t(n - 1)] != sum)
                return at(QStringLiteral("closed"),
                          because(QT_TRANSLATE_NOOP("Reader", "%1 is closed, but the active "
                                                              "player's %1 row does not end "
                                                              "with its sum, %2"),
                                  colourText(s.closed), sum));
        } else if (active.misthrows == 0) { // Q-TURN-5: phase 1 ended in a misthrow
            return at(QStringLiteral("closed"),
                      because(QT_TRANSLATE_NOOP("Reader", "no colour is closed, but the active "
                                                          "player has no misthrow")));
        }
    }

    // The turn against the marks: each phase 1 gives the active player one mark (a number or
    // a misthrow), each phase 2 each player at most one number (Q-TURN-4 to -7). The first
    // player is the one `turn - 1` seats before the active player (Q-TURN-1).
    const int phaseOnes = s.phase == Phase::Active ? s.turn - 1 : s.turn;
    const int phaseTwos = s.phase == Phase::Over ? s.turn : s.turn - 1;
    const int first = ((s.active - (s.turn - 1)) % s.players + s.players) % s.players;
    for (int p = 0; p < s.players; ++p) {
        const Sheet &sheet = s.sheets[size_t(p)];
        const int ones =
            phaseOnes / s.players +
            (((p - first) % s.players + s.players) % s.players < phaseOnes % s.players ? 1 : 0);
        const int twos = phaseTwos + (s.phase == Phase::Others && (s.answered & (1u << p)));
        const bool thisRoll = p == s.active && s.phase != Phase::Active;
        const int numbers = sheet.fieldsFilled();
        const int marks = numbers + sheet.misthrows;
        const QString sw = QStringLiteral("sheets[%1]").arg(p);
        if (sheet.misthrows > ones - (thisRoll && s.closed >= 0 ? 1 : 0))
            return at(QStringLiteral("turn"),
                      because(QT_TRANSLATE_NOOP("Reader", "turn %1 comes too early for player "
                                                          "%2's %3 misthrows"),
                              s.turn, p, sheet.misthrows));
        if (numbers > ones - (thisRoll && s.closed < 0 ? 1 : 0) + twos || marks > ones + twos)
            return at(QStringLiteral("turn"),
                      because(QT_TRANSLATE_NOOP("Reader", "turn %1 comes too early for player "
                                                          "%2's %3 numbers and %4 misthrows"),
                              s.turn, p, numbers, sheet.misthrows));
        if (marks < ones)
            return at(QStringLiteral("turn"),
                      because(QT_TRANSLATE_NOOP("Reader", "turn %1 comes too late for player "
                                                          "%2's %3 numbers and %4 misthrows: "
                                                          "their %5 turns as the active player "
                                                          "each gave a mark"),
                              s.turn, p, numbers, sheet.misthrows, ones));
    }
    // Whatever the rules themselves check (never reached when the checks above are complete).
    const QString broken = brokenInvariant(s);
    if (!broken.isEmpty())
        return at(QString(),
                  because(QT_TRANSLATE_NOOP("Reader", "impossible position: %1"), broken));
    return {};
}

QJsonObject sheetToJson(const Sheet &sheet, const Options &options)
{
    QJsonObject rows;
    for (int c = 0; c < kColours; ++c) {
        QJsonArray row;
        for (int f = 0; f < sheet.filled[size_t(c)] && f < kFields; ++f)
            row.append(sheet.rows[size_t(c)][size_t(f)]);
        rows[colourText(c)] = row;
    }
    QJsonArray columns;
    for (int k = 0; k < kFields; ++k)
        columns.append(columnScore(sheet, k));
    return QJsonObject{{QStringLiteral("rows"), rows},
                       {QStringLiteral("misthrows"), sheet.misthrows},
                       {QStringLiteral("columns"), columns},
                       {QStringLiteral("score"), score(sheet, options)}};
}

// A sheet object; its derived "columns" and "score" are checked once the whole position is
// read (checkScores).
bool readSheet(const QJsonValue &v, Sheet &sheet, Fields &r, const QString &where)
{
    QJsonObject o;
    if (!r.object(v, o, where) || !r.intField(o, "misthrows", 0, 127, sheet.misthrows, where))
        return false;
    const QJsonValue rv = o.value(QStringLiteral("rows"));
    if (rv.isUndefined()) return true;
    const QString rw = path(where, QStringLiteral("rows"));
    QJsonObject rows;
    if (!r.object(rv, rows, rw)) return false;
    for (int c = 0; c < kColours; ++c) {
        const QJsonValue row = rows.value(colourText(c));
        if (row.isUndefined()) continue;
        const QString w = path(rw, colourText(c));
        QJsonArray fields;
        if (!r.array(row, fields, w, kFields)) return false;
        // A field is a number, or null / 0 for an empty one: a number after an empty field is
        // a gap (Q-WRITE-1), refused with the position.
        int filled = 0;
        for (int f = 0; f < fields.size(); ++f) {
            int n = 0;
            if (!fields[f].isNull() && !r.integer(fields[f], 0, kMaxSum, n, indexed(w, f)))
                return false;
            sheet.rows[size_t(c)][size_t(f)] = int8_t(n);
            if (n != 0) filled = f + 1;
        }
        sheet.filled[size_t(c)] = int8_t(filled);
    }
    return true;
}

// "columns" and "score" of each sheet, when given, must be what the numbers score
// (Q-SCORE-1 to -3).
bool checkScores(const QJsonArray &sheets, const State &s, Fields &r, const QString &root)
{
    for (int p = 0; p < int(sheets.size()) && p < s.players; ++p) {
        const QJsonObject o = sheets[p].toObject();
        const Sheet &sheet = s.sheets[size_t(p)];
        const QString w = path(root, QStringLiteral("sheets[%1]").arg(p));
        const QJsonValue cv = o.value(QStringLiteral("columns"));
        if (!cv.isUndefined()) {
            const QString cw = path(w, QStringLiteral("columns"));
            QJsonArray columns;
            if (!r.array(cv, columns, cw, kFields)) return false;
            if (columns.size() != kFields)
                return r.fail(cw, because(QT_TRANSLATE_NOOP("Reader", "needs six columns")));
            for (int k = 0; k < kFields; ++k) {
                int given = 0;
                if (!r.integer(columns[k], 0, kMaxSum, given, indexed(cw, k))) return false;
                const int scored = columnScore(sheet, k);
                bool full = true;
                for (int c = 0; c < kColours; ++c)
                    full = full && sheet.filled[size_t(c)] > k;
                if (given != scored)
                    return r.refuse(
                        indexed(cw, k),
                        full ? because(QT_TRANSLATE_NOOP("Reader", "column %1 is full: it "
                                                                   "scores %2, not %3"),
                                       k + 1, scored, given)
                             : because(QT_TRANSLATE_NOOP("Reader", "column %1 is not full: it "
                                                                   "scores nothing, not %2"),
                                       k + 1, given));
            }
        }
        const QJsonValue sv = o.value(QStringLiteral("score"));
        if (!sv.isUndefined()) {
            int given = 0;
            const int scored = score(sheet, s.options);
            if (!r.integer(sv, -1000, 1000, given, path(w, QStringLiteral("score")))) return false;
            if (given != scored)
                return r.refuse(path(w, QStringLiteral("score")),
                                because(QT_TRANSLATE_NOOP("Reader", "the sheet scores %1, not %2"),
                                        scored, given));
        }
    }
    return true;
}

State readState(const QJsonObject &o, ReadStatus &st, const QString &root)
{
    State s;
    Fields r{st};
    if (!r.kind(o, "qwantum-state", root)) return s;
    const QJsonValue ver = o.value(QStringLiteral("version"));
    if (!ver.isUndefined()) {
        int v = 0;
        if (!r.integer(ver, 0, 1000000, v, path(root, QStringLiteral("version")))) return s;
        if (v > kStateFormatVersion) {
            r.fail(path(root, QStringLiteral("version")),
                   because(QT_TRANSLATE_NOOP(
                               "Reader", "state version %1 is newer than this program reads (%2)"),
                           v, kStateFormatVersion));
            return s;
        }
    }
    int players = s.players;
    if (!r.intField(o, "players", 0, 127, players, root)) return s;
    if (players < kMinPlayers || players > kMaxPlayers) {
        r.refuse(
            path(root, QStringLiteral("players")),
            because(QT_TRANSLATE_NOOP("Reader", "%1 players: Qwantum is for 2 to 4"), players));
        return s;
    }
    s.players = int8_t(players);
    if (!r.intField(o, "active", 0, s.players - 1, s.active, root) ||
        !r.intField(o, "turn", 1, kMaxTurn, s.turn, root) ||
        !r.boolField(o, "rerolled", s.rerolled, root))
        return s;
    const QJsonValue ph = o.value(QStringLiteral("phase"));
    if (!ph.isUndefined()) {
        const int phase = nameIndex(kPhaseNames, kPhaseCount, ph);
        if (phase < 0) {
            r.fail(path(root, QStringLiteral("phase")),
                   because(QT_TRANSLATE_NOOP("Reader", "must be \"active\", \"others\" or "
                                                       "\"over\"")));
            return s;
        }
        s.phase = Phase(phase);
    }
    if (o.contains(QStringLiteral("faces")) &&
        !facesFromJson(o.value(QStringLiteral("faces")), s.faces, st,
                       path(root, QStringLiteral("faces"))))
        return s;
    if (o.contains(QStringLiteral("options")) &&
        !optionsFromJson(o.value(QStringLiteral("options")), s.options, st,
                         path(root, QStringLiteral("options"))))
        return s;
    if (o.contains(QStringLiteral("roll")) &&
        !rollFromJson(o.value(QStringLiteral("roll")), &s.faces, s.roll, st,
                      path(root, QStringLiteral("roll"))))
        return s;
    const QJsonValue cv = o.value(QStringLiteral("closed"));
    if (!cv.isUndefined() && !r.colour(cv, s.closed, path(root, QStringLiteral("closed")), true))
        return s;
    const QJsonValue av = o.value(QStringLiteral("answered"));
    if (!av.isUndefined()) {
        const QString aw = path(root, QStringLiteral("answered"));
        QJsonArray answered;
        if (!r.array(av, answered, aw, kMaxPlayers)) return s;
        for (int i = 0; i < answered.size(); ++i) {
            int p = 0;
            if (!r.integer(answered[i], 0, s.players - 1, p, indexed(aw, i))) return s;
            if (s.answered & (1u << p)) {
                r.fail(indexed(aw, i),
                       because(QT_TRANSLATE_NOOP("Reader", "player %1 is named twice"), p));
                return s;
            }
            s.answered |= uint8_t(1u << p);
        }
    }
    QJsonArray sheets;
    const QJsonValue sv = o.value(QStringLiteral("sheets"));
    if (!sv.isUndefined()) {
        const QString sw = path(root, QStringLiteral("sheets"));
        if (!r.array(sv, sheets, sw, kMaxPlayers)) return s;
        if (sheets.size() > s.players) {
            r.refuse(indexed(sw, s.players),
                     because(QT_TRANSLATE_NOOP("Reader", "a sheet of player %1, past the players"),
                             s.players));
            return s;
        }
        for (int p = 0; p < sheets.size(); ++p)
            if (!readSheet(sheets[p], s.sheets[size_t(p)], r, indexed(sw, p))) return s;
    }
    QString where;
    Reason why = impossible(s, where);
    if (!why.isEmpty()) {
        r.refuse(where.isEmpty() ? root : path(root, where), std::move(why));
        return s;
    }
    checkScores(sheets, s, r, root);
    return s;
}

} // namespace

Reason whyImpossible(const State &s)
{
    QString where;
    return impossible(s, where);
}

QJsonObject stateToJson(const State &s)
{
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("qwantum-state");
    o[QStringLiteral("version")] = kStateFormatVersion;
    o[QStringLiteral("game")] = QStringLiteral("qwantum");
    o[QStringLiteral("players")] = s.players;
    o[QStringLiteral("active")] = s.active;
    o[QStringLiteral("phase")] = QLatin1String(phaseName(s.phase));
    o[QStringLiteral("turn")] = s.turn;
    o[QStringLiteral("rerolled")] = s.rerolled;
    o[QStringLiteral("roll")] = rollToJson(s.roll, s.faces);
    o[QStringLiteral("closed")] = s.closed >= 0 && s.closed < kColours
                                      ? QJsonValue(colourText(s.closed))
                                      : QJsonValue(QJsonValue::Null);
    QJsonArray answered;
    for (int p = 0; p < kMaxPlayers; ++p)
        if (s.answered & (1u << p)) answered.append(p);
    o[QStringLiteral("answered")] = answered;
    o[QStringLiteral("options")] = optionsToJson(s.options);
    if (!sameFaces(s.faces, standardDiceFaces())) o[QStringLiteral("faces")] = facesToJson(s.faces);
    QJsonArray sheets;
    for (int p = 0; p < s.players && p < kMaxPlayers; ++p)
        sheets.append(sheetToJson(s.sheets[size_t(p)], s.options));
    o[QStringLiteral("sheets")] = sheets;
    return o;
}

State stateFromJson(const QJsonObject &o, ReadStatus &status)
{
    return readState(o, status, QString());
}

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
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError) {
        st.fail(ReadError::Unreadable,
                because(QT_TRANSLATE_NOOP("Reader", "not valid JSON at offset %1: %2"), err.offset,
                        err.errorString()));
        return SaveGame();
    }
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
