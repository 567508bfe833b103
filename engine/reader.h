#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

namespace quantum {

// Every file the engine reads (maps, scenarios) and every tool's input: at most this many
// bytes, whatever the source (a file, a pipe, a device, stdin).
inline constexpr qint64 kMaxInputBytes = 64 * 1024 * 1024;

// Untrusted text (from a file or the command line) made safe for a one-line reason: in
// double quotes, with quotes, backslashes, control characters, line and paragraph
// separators and bidirectional controls written as escapes (\n, \t, \u001B ...), cut after
// 60 characters ("..." marks the cut). Never changes the terminal's state.
QString quoted(QStringView untrusted);

// Reads `path` whole, or stdin when `path` is "-": at most kMaxInputBytes, whatever size()
// says (a larger input, /dev/zero included, stops after kMaxInputBytes + 1 bytes). `system`
// gets the system's reason when opening or reading fails.
enum class InputError { None, CannotOpen, CannotRead, TooLarge };
InputError readInputFile(const QString &path, QByteArray &bytes, QString *system = nullptr);

} // namespace quantum
