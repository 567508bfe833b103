// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <type_traits>
#include <vector>

namespace quantum {

// A sentence as an id with arguments, worded on display (docs/translations.md): `text` is
// the English source text, marked with QT_TRANSLATE_NOOP(context, ...) where it is written;
// `args` fill its %1, %2 ... in one pass (an argument holding "%2" stays as it is) and `n`
// its %n with plural forms. Arguments that came from a file are already quoted().
struct Reason {
    const char *context = "Reader";
    const char *text = nullptr;
    QStringList args;
    int n = -1;

    bool isEmpty() const { return text == nullptr; }
    // Translated with QCoreApplication::translate, arguments filled; a counted text that no
    // translation knows gets the English plural ("1 cube", "3 cubes").
    QString toString() const;
};

// Reason{"Reader", text, {args...}}: integers and strings become arguments.
template <typename... Args> Reason because(const char *text, const Args &...args);

// Why reading failed: Unreadable is malformed input (exit 2 in tools), Refused is well-formed
// input the rules refuse (exit 1), e.g. a position that breaks an invariant.
enum class ReadError { None, Unreadable, Refused };

// A reader's answer. The reason is an id with arguments (`reason.text` is the id: its
// English source text), `where` the place in the document it concerns (a JSON path such as
// `players[0].ships[2].at`, never translated), and `outer` what that document was part of,
// innermost first: frames such as "save file: %1" or "action %1: %2" whose last
// placeholder takes the text inside. message() words the whole on one line.
struct ReadStatus {
    ReadError error = ReadError::None;
    Reason reason;
    QString where;
    std::vector<Reason> outer;

    bool ok() const { return error == ReadError::None; }
    QString message() const; // in the current language, e.g. "save file: position.turn: ..."

    // Records the first failure; later ones are ignored. Returns false (for `return fail(...)`).
    bool fail(ReadError e, Reason why, const QString &where = QString());
    // Puts the reason so far inside `frame` (e.g. because("save file: %1")).
    void within(Reason frame);
};

// Untrusted text (from a file or the command line) made safe for a one-line reason: in
// double quotes, with quotes, backslashes, control characters, line and paragraph
// separators and bidirectional controls written as escapes (\n, \t, \u001B ...), cut after
// 60 characters ("..." marks the cut). Never changes the terminal's state.
QString quoted(QStringView untrusted);

// Every file the engine reads (maps, scenarios) and every tool's input: at most this many
// bytes, whatever the source (a file, a pipe, a device, stdin).
inline constexpr qint64 kMaxInputBytes = 64 * 1024 * 1024;

// Reads `path` whole, or stdin when `path` is "-": at most kMaxInputBytes, whatever size()
// says (a larger input stops after kMaxInputBytes + 1 bytes). A path must name a regular
// file: a folder, a FIFO, a device or a socket is refused at once (NotAFile), never waited
// on. `system` gets the system's reason when opening or reading fails, or what the path is
// instead of a file ("a pipe").
enum class InputError { None, CannotOpen, CannotRead, TooLarge, NotAFile };
InputError readInputFile(const QString &path, QByteArray &bytes, QString *system = nullptr);
// The same as a ReadStatus (Unreadable): "cannot open %1: %2", "%1 is larger than 64 MiB" ...
// naming the input as `path` quoted, or "standard input".
bool readInputFile(const QString &path, QByteArray &bytes, ReadStatus &status);
// The JSON document in `bytes`; false, with "not valid JSON at offset N: REASON" (Unreadable)
// in `status`, when it is not JSON. The files' readers start with it.
bool parseJsonBytes(const QByteArray &bytes, QJsonDocument &doc, ReadStatus &status);
// How a reason names an input: the quoted path, or "standard input" for "-".
QString inputName(const QString &path);

// ---- implementation

namespace detail {
inline QString reasonArg(const QString &s) { return s; }
inline QString reasonArg(const char *s) { return QString::fromUtf8(s); }
inline QString reasonArg(QLatin1String s) { return QString(s); }
template <typename T> QString reasonArg(T v) requires std::is_arithmetic_v<T>
{
    return QString::number(v);
}
} // namespace detail

template <typename... Args> Reason because(const char *text, const Args &...args)
{
    return Reason{"Reader", text, QStringList{detail::reasonArg(args)...}};
}

} // namespace quantum
