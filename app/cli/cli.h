// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the commands of quantum-cli share (docs/cli.md): exit codes, the one-line reason, the
// argument reader, JSON output.

#include "engine/game.h"
#include "engine/reader.h"

#include <QElapsedTimer>
#include <QJsonValue>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

namespace quantum::cli {

// 0 success, 1 a well-formed request the rules refuse, 2 unreadable input or wrong arguments.
enum Exit { Ok = 0, Refused = 1, BadInput = 2 };

// Writes "quantum-cli: REASON" on stderr as one line (control characters replaced) and
// returns `code`.
int fail(int code, const QString &reason);
void printJson(const QJsonValue &v); // indented
inline int exitFor(ReadError e)
{
    return e == ReadError::Refused ? Refused : BadInput;
}

// The bot names of botNames(game), for reasons and help: "random, greedy, ...".
QString botList(GameKind game = GameKind::Quantum);
// "unknown bot "x" (use random, greedy, easy, normal, hard)"; with `external`, cmd:"COMMAND" is
// offered too.
QString unknownBot(const QString &name, bool external, GameKind game = GameKind::Quantum);

// Small argument reader: options with values, flags, positionals; unknown options fail.
struct Args {
    QStringList positional;
    QMap<QString, QString> values;
    QSet<QString> flags;
    QString error;

    Args(const QStringList &in, const QSet<QString> &valueOpts, const QSet<QString> &flagOpts);
    // Reads an integer option in [lo, hi] into `out` (left as is when the option is absent);
    // false with `error` set when it is not one.
    bool intValue(const QString &key, qint64 lo, qint64 hi, qint64 &out);
    bool has(const char *flag) const { return flags.contains(QLatin1String(flag)); }
    QString value(const char *key) const { return values.value(QLatin1String(key)); }
};

// The progress line on stderr, written over itself ("\r"), at most a few times a second
// (tournament, map balance).
class Progress {
public:
    explicit Progress(bool on);
    void update(const QString &text, bool force);
    // A line of its own (a forfeit, a note), the progress line coming back after it.
    void line(const QString &text);
    void done();

private:
    void write(const QString &text);
    bool m_on;
    QElapsedTimer m_timer;
    int m_width = 0;
};

// "52.0%"
QString percent(double rate);
// "game 3 (seed 102): WHAT", a line about one game of a match (1-based number).
QString gameLine(int index, quint64 seed, const QString &what);

// The commands in their own files.
int cmdEngine(const QStringList &argv);
int cmdTournament(const QStringList &argv);
int cmdSelfplay(const QStringList &argv);
int cmdServe(const QStringList &argv);
int cmdBot(const QStringList &argv);
int cmdMapBalance(const QStringList &argv);
int cmdMapCode(const QStringList &argv);   // map code (mapcode.cpp)
int cmdMapDecode(const QStringList &argv); // map decode (mapcode.cpp)

} // namespace quantum::cli
