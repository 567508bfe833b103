// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum's positions as JSON (docs/qwantum-formats.md), and the positions no game reaches.

#include "engine/qwantum/json.h"

#include "engine/qwantum/json_p.h"

namespace quantum::qw {

using namespace detail;

namespace {

constexpr int kMaxTurn = 10000; // read; whyImpossible holds the turn to the sheets' marks

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

// ---------------------------------------------------------------- positions

bool samePosition(const State &a, const State &b)
{
    if (a.faces != b.faces || a.options.strictRise != b.options.strictRise ||
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

} // namespace

namespace detail {

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

} // namespace detail

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
    if (s.faces != standardDiceFaces()) o[QStringLiteral("faces")] = facesToJson(s.faces);
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

} // namespace quantum::qw
