// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/qwantum/rules.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace quantum::qw {

const char *colourName(Colour c)
{
    switch (c) {
    case Colour::Purple:
        return "purple";
    case Colour::Blue:
        return "blue";
    case Colour::Red:
        return "red";
    case Colour::Yellow:
        return "yellow";
    }
    return "purple";
}

// ---- The dice (Q-COMP-1, Q-COMP-2)

bool readDiceFaces(const QByteArray &json, DiceFaces &out, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error) *error = why;
        return false;
    };
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject())
        return fail(QStringLiteral("not a JSON object"));
    const QJsonObject o = doc.object();
    if (o.value(QLatin1String("format")).toString() != QLatin1String("qwantum-dice") ||
        o.value(QLatin1String("version")).toInt() != 1)
        return fail(QStringLiteral("not a qwantum-dice table of version 1"));
    const QJsonArray dice = o.value(QLatin1String("dice")).toArray();
    if (dice.size() != kColouredDice) return fail(QStringLiteral("dice: needs six dice"));
    DiceFaces faces{};
    std::array<int, kColours> seen{};
    for (int d = 0; d < kColouredDice; ++d) {
        const QJsonArray die = dice[d].toArray();
        if (die.size() != kFaces) return fail(QStringLiteral("dice[%1]: needs six faces").arg(d));
        for (int f = 0; f < kFaces; ++f) {
            const QString text = die[f].toString();
            static const QString kLetters = QStringLiteral("PBRY");
            const qsizetype colour = text.size() == 2 ? kLetters.indexOf(text[0]) : -1;
            const int number = text.size() == 2 ? text[1].digitValue() : -1;
            if (colour < 0 || number < 1 || number > 6)
                return fail(
                    QStringLiteral("dice[%1][%2]: a colour letter (P, B, R, Y) and a number "
                                   "1-6, such as \"R4\"")
                        .arg(d)
                        .arg(f));
            faces[size_t(d)][size_t(f)] = Face{Colour(colour), int8_t(number)};
            ++seen[size_t(colour)];
        }
    }
    for (int c = 0; c < kColours; ++c)
        if (seen[size_t(c)] == 0)
            return fail(QStringLiteral("no face is %1").arg(QLatin1String(colourName(Colour(c)))));
    out = faces;
    return true;
}

const DiceFaces &standardDiceFaces()
{
    static const DiceFaces faces = [] {
        DiceFaces f{};
        QFile file(QStringLiteral(":/qwantum/dice-faces.json"));
        QString why = QStringLiteral("cannot open :/qwantum/dice-faces.json");
        if (file.open(QIODevice::ReadOnly) && readDiceFaces(file.readAll(), f, &why)) return f;
        // The table is built into the program: a broken one is a broken build.
        std::fprintf(stderr, "Qwantum's dice table: %s\n", qPrintable(why));
        std::abort();
    }();
    return faces;
}

std::array<int, kColours> colourSums(const DiceFaces &faces, const Roll &roll)
{
    std::array<int, kColours> sums;
    sums.fill(roll.white);
    for (int d = 0; d < kColouredDice; ++d) {
        const Face &f = faces[size_t(d)][size_t(roll.face[size_t(d)])];
        sums[size_t(f.colour)] += f.number;
    }
    return sums;
}

// ---- The sheet (Q-WRITE, Q-SCORE)

int Sheet::fieldsFilled() const
{
    int n = 0;
    for (int8_t f : filled)
        n += f;
    return n;
}

int fieldFor(const Sheet &sheet, Colour c, int sum, const Options &options)
{
    const auto &row = sheet.rows[size_t(c)];
    const int at = sheet.filled[size_t(c)];
    if (at >= kFields) return -1; // Q-WRITE-4: a full row
    if (at == 0) return 0;
    const int before = row[size_t(at - 1)];
    if (at < kRising) // Q-WRITE-2: fields 1-4 rise
        return (options.strictRise ? sum > before : sum >= before) ? at : -1;
    // Q-WRITE-3: after the divider (field 5 against field 4, 6 against 5) the row falls.
    return (options.strictFall ? sum < before : sum <= before) ? at : -1;
}

int columnScore(const Sheet &sheet, int column)
{
    std::array<int, kColours> numbers;
    for (int c = 0; c < kColours; ++c) {
        if (sheet.filled[size_t(c)] <= column) return 0;
        numbers[size_t(c)] = sheet.rows[size_t(c)][size_t(column)];
    }
    std::sort(numbers.begin(), numbers.end());
    return numbers[1]; // the second lowest; equal numbers count (5, 5, 8, 9 scores 5)
}

int misthrowPenalty(int misthrows, const Options &options)
{
    int penalty = 0;
    for (int k = 0; k < misthrows && k < kMaxMisthrows; ++k)
        penalty += options.misthrowCost[size_t(k)];
    return penalty;
}

int score(const Sheet &sheet, const Options &options)
{
    int total = 0;
    for (int column = 0; column < kFields; ++column)
        total += columnScore(sheet, column);
    return total - misthrowPenalty(sheet.misthrows, options);
}

// ---- Turns

namespace {

void rollDice(Roll &roll, uint8_t which, Dice &dice)
{
    if (which & 1) roll.white = int8_t(dice.d6());
    for (int d = 0; d < kColouredDice; ++d)
        if (which & (1u << (d + 1))) roll.face[size_t(d)] = int8_t(dice.d6() - 1);
}

bool gameEnds(const State &s) // Q-END-1
{
    for (int p = 0; p < s.players; ++p)
        if (s.sheets[size_t(p)].full() || s.sheets[size_t(p)].misthrows >= kMaxMisthrows)
            return true;
    return false;
}

int write(Sheet &sheet, Colour c, int sum, const Options &options)
{
    const int at = fieldFor(sheet, c, sum, options);
    sheet.rows[size_t(c)][size_t(at)] = int8_t(sum);
    ++sheet.filled[size_t(c)];
    return at;
}

void note(Events *events, EventType type, int player, int colour = -1, int field = -1,
          int number = 0)
{
    if (!events) return;
    Event e;
    e.type = type;
    e.player = int8_t(player);
    e.colour = int8_t(colour);
    e.field = int8_t(field);
    e.number = int8_t(number);
    events->push_back(e);
}

void noteRoll(Events *events, const State &s, uint8_t which)
{
    if (!events) return;
    Event e;
    e.type = EventType::Rolled;
    e.player = s.active;
    e.dice = which;
    e.roll = s.roll;
    events->push_back(e);
}

uint8_t everyone(const State &s)
{
    return uint8_t((1u << s.players) - 1);
}

} // namespace

std::vector<int> playersDue(const State &s)
{
    std::vector<int> due;
    if (s.phase == Phase::Active) due.push_back(s.active);
    if (s.phase == Phase::Others)
        for (int p = 0; p < s.players; ++p)
            if (!(s.answered & (1u << p))) due.push_back(p);
    return due;
}

void legalActions(const State &s, int player, std::vector<Action> &out)
{
    out.clear();
    if (player < 0 || player >= s.players) return;
    const std::array<int, kColours> sums = s.sums();
    const Sheet &sheet = s.sheets[size_t(player)];
    const auto writes = [&] {
        for (int c = 0; c < kColours; ++c)
            if (c != s.closed && fieldFor(sheet, Colour(c), sums[size_t(c)], s.options) >= 0)
                out.push_back(Action{ActionType::Write, int8_t(player), int8_t(c), 0});
    };
    if (s.phase == Phase::Active && player == s.active) {
        writes();
        out.push_back(Action{ActionType::Misthrow, int8_t(player), -1, 0});
        if (!s.rerolled)
            for (int mask = 1; mask <= kAllDice; ++mask)
                out.push_back(Action{ActionType::Reroll, int8_t(player), -1, uint8_t(mask)});
    } else if (s.phase == Phase::Others && !(s.answered & (1u << player))) {
        writes();
        out.push_back(Action{ActionType::Pass, int8_t(player), -1, 0});
    }
}

bool isLegal(const State &s, const Action &a)
{
    std::vector<Action> legal;
    legalActions(s, a.player, legal);
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

State newGame(int players, Dice &dice, const Options &options, const DiceFaces &faces,
              Events *events)
{
    State s;
    s.faces = faces;
    s.options = options;
    s.players = int8_t(std::clamp(players, kMinPlayers, kMaxPlayers));
    s.active = int8_t(dice.below(uint32_t(s.players))); // Q-TURN-1: who starts is drawn
    rollDice(s.roll, kAllDice, dice);
    noteRoll(events, s, kAllDice);
    return s;
}

bool apply(State &s, const Action &a, Dice &dice, Events *events)
{
    if (!isLegal(s, a)) return false;
    Sheet &sheet = s.sheets[size_t(a.player)];
    const std::array<int, kColours> sums = s.sums();
    switch (a.type) {
    case ActionType::Reroll: // Q-TURN-2: once, any of the seven; the result stands
        rollDice(s.roll, a.dice, dice);
        s.rerolled = true;
        noteRoll(events, s, a.dice);
        return true;
    case ActionType::Write: {
        const int sum = sums[size_t(a.colour)];
        note(events, EventType::Wrote, a.player, a.colour,
             write(sheet, Colour(a.colour), sum, s.options), sum);
        if (s.phase == Phase::Active)
            s.closed = a.colour; // Q-TURN-4
        else
            s.answered |= uint8_t(1u << a.player);
        break;
    }
    case ActionType::Misthrow: // Q-TURN-5: no colour is closed
        ++sheet.misthrows;
        note(events, EventType::Misthrew, a.player, -1, -1, sheet.misthrows);
        break;
    case ActionType::Pass:
        s.answered |= uint8_t(1u << a.player);
        note(events, EventType::Passed, a.player);
        break;
    }
    if (s.phase == Phase::Active) {
        s.phase = Phase::Others; // Q-TURN-6: everyone, the active player too
        s.answered = 0;
        return true;
    }
    if (s.answered != everyone(s)) return true;
    // The roll is over for everyone: the end (Q-END-1), or the next player's roll.
    if (gameEnds(s)) {
        s.phase = Phase::Over;
        note(events, EventType::Ended, -1);
        return true;
    }
    s.active = int8_t((s.active + 1) % s.players);
    s.phase = Phase::Active;
    s.rerolled = false;
    s.closed = -1;
    s.answered = 0;
    ++s.turn;
    rollDice(s.roll, kAllDice, dice);
    noteRoll(events, s, kAllDice);
    return true;
}

std::vector<int> winners(const State &s)
{
    std::vector<int> best;
    if (s.phase != Phase::Over) return best;
    int top = 0;
    for (int p = 0; p < s.players; ++p) {
        const int points = score(s.sheets[size_t(p)], s.options);
        if (best.empty() || points > top) {
            best = {p};
            top = points;
        } else if (points == top) {
            best.push_back(p);
        }
    }
    return best;
}

QString brokenInvariant(const State &s)
{
    if (s.players < kMinPlayers || s.players > kMaxPlayers)
        return QStringLiteral("%1 players: Qwantum is for 2 to 4").arg(s.players);
    if (s.active < 0 || s.active >= s.players) return QStringLiteral("no active player");
    if (s.roll.white < 1 || s.roll.white > 6) return QStringLiteral("the white die shows no face");
    for (int8_t f : s.roll.face)
        if (f < 0 || f >= kFaces) return QStringLiteral("a coloured die shows no face");
    if (s.closed < -1 || s.closed >= kColours || (s.phase == Phase::Active && s.closed >= 0))
        return QStringLiteral("a colour closed outside phase 2");
    // At the end the last roll's colour and answers stay, as the players left them.
    if ((s.answered & ~everyone(s)) || (s.phase == Phase::Active && s.answered) ||
        (s.phase == Phase::Over && s.answered != everyone(s)))
        return QStringLiteral("an answer outside phase 2");
    for (int p = 0; p < kMaxPlayers; ++p) {
        const Sheet &sheet = s.sheets[size_t(p)];
        if (p >= s.players && (sheet.fieldsFilled() || sheet.misthrows))
            return QStringLiteral("a sheet of player %1, past the players").arg(p);
        if (sheet.misthrows < 0 || sheet.misthrows > kMaxMisthrows)
            return QStringLiteral("player %1 has %2 misthrows").arg(p).arg(sheet.misthrows);
        for (int c = 0; c < kColours; ++c) {
            const auto &row = sheet.rows[size_t(c)];
            const int n = sheet.filled[size_t(c)];
            if (n < 0 || n > kFields)
                return QStringLiteral("player %1's %2 row has %3 fields")
                    .arg(p)
                    .arg(QLatin1String(colourName(Colour(c))))
                    .arg(n);
            for (int f = 0; f < kFields; ++f) {
                const bool written = f < n;
                if (written != (row[size_t(f)] != 0))
                    return QStringLiteral("player %1's %2 row has a gap")
                        .arg(p)
                        .arg(QLatin1String(colourName(Colour(c))));
                if (!written || f == 0) continue;
                // The order of Q-WRITE-2 and -3 (a position that breaks it cannot arise).
                Sheet before = sheet;
                before.filled[size_t(c)] = int8_t(f);
                if (fieldFor(before, Colour(c), row[size_t(f)], s.options) != f)
                    return QStringLiteral("player %1's %2 row breaks its order at field %3")
                        .arg(p)
                        .arg(QLatin1String(colourName(Colour(c))))
                        .arg(f + 1);
            }
        }
    }
    if (s.phase == Phase::Active && gameEnds(s)) // the roll that ended it had its phase 2
        return QStringLiteral("a game that has ended still runs");
    return {};
}

} // namespace quantum::qw
