// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/reader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace quantum {

namespace {

// Characters that change how a terminal or a text view shows what follows.
bool needsEscape(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029 ||
           (c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) ||
           (c >= 0x2066 && c <= 0x2069) || c == 0xfeff || (c >= 0xd800 && c <= 0xdfff);
}

// %1 .. %99 replaced by args in one pass; other % signs and missing arguments stay.
QString fill(const QString &text, const QStringList &args)
{
    QString out;
    out.reserve(text.size() + 16 * args.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('%') && i + 1 < text.size() && text[i + 1].isDigit() &&
            text[i + 1] != QLatin1Char('0')) {
            qsizetype j = i + 1;
            int k = 0;
            while (j < text.size() && text[j].isDigit() && j < i + 3)
                k = 10 * k + text[j++].digitValue();
            if (k >= 1 && k <= args.size()) {
                out += args[k - 1];
                i = j - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

QString Reason::toString() const
{
    if (!text) return QString();
    QString worded = QCoreApplication::translate(context, text, nullptr, n);
    // No translation knows it (quantum-cli speaks English and loads none): the English
    // plural of "(s)" by the count, as quantum_en.ts gives the app.
    if (n >= 0 &&
        worded == QString::fromUtf8(text).replace(QLatin1String("%n"), QString::number(n)))
        worded.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    return fill(worded, args);
}

QString ReadStatus::message() const
{
    if (ok() && reason.isEmpty()) return QString();
    QString s = reason.toString();
    if (!where.isEmpty()) s = because(QT_TRANSLATE_NOOP("Reader", "%1: %2"), where, s).toString();
    for (const Reason &frame : outer) {
        Reason r = frame;
        r.args << s;
        s = r.toString();
    }
    return s;
}

bool ReadStatus::fail(ReadError e, Reason why, const QString &at)
{
    if (ok()) {
        error = e;
        reason = std::move(why);
        where = at;
        outer.clear();
    }
    return false;
}

void ReadStatus::within(Reason frame)
{
    outer.push_back(std::move(frame));
}

QString inputName(const QString &path)
{
    return path == QLatin1String("-") ? QCoreApplication::translate("Reader", "standard input")
                                      : quoted(path);
}

QString quoted(QStringView untrusted)
{
    constexpr qsizetype kMaxShown = 60;
    QString out;
    out.reserve(std::min<qsizetype>(untrusted.size(), kMaxShown) + 8);
    out += QLatin1Char('"');
    qsizetype shown = 0;
    for (qsizetype i = 0; i < untrusted.size(); ++i) {
        if (shown == kMaxShown) {
            out += QLatin1String("...");
            break;
        }
        const QChar ch = untrusted[i];
        const char16_t c = ch.unicode();
        // A valid surrogate pair is one character; a lone surrogate is escaped.
        if (ch.isHighSurrogate() && i + 1 < untrusted.size() && untrusted[i + 1].isLowSurrogate()) {
            out += ch;
            out += untrusted[++i];
        } else if (c == u'"' || c == u'\\') {
            out += QLatin1Char('\\');
            out += ch;
        } else if (c == u'\n') {
            out += QLatin1String("\\n");
        } else if (c == u'\r') {
            out += QLatin1String("\\r");
        } else if (c == u'\t') {
            out += QLatin1String("\\t");
        } else if (needsEscape(c)) {
            out += QLatin1String("\\u") +
                   QString::number(uint(c), 16).rightJustified(4, QLatin1Char('0')).toUpper();
        } else {
            out += ch;
        }
        ++shown;
    }
    out += QLatin1Char('"');
    return out;
}

namespace {

// What a path names when it is not a regular file, worded for "not a regular file (%1)".
QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode)) return QCoreApplication::translate("Reader", "a folder");
    if (S_ISFIFO(mode)) return QCoreApplication::translate("Reader", "a pipe");
    if (S_ISCHR(mode) || S_ISBLK(mode)) return QCoreApplication::translate("Reader", "a device");
    if (S_ISSOCK(mode)) return QCoreApplication::translate("Reader", "a socket");
    return QCoreApplication::translate("Reader", "not a file");
}

// Opens `path` for reading if it is a regular file. The open itself does not wait (a FIFO
// without a writer would block open(2) for ever): the file is opened non-blocking, looked at
// through its descriptor (no window between a check and the open), and only then read.
InputError openRegular(const QString &path, QFile &f, QString *system)
{
    if (path.startsWith(QLatin1Char(':'))) { // a Qt resource (a shipped map): a file in memory
        f.setFileName(path);
        if (f.open(QIODevice::ReadOnly)) return InputError::None;
        if (system) *system = f.errorString();
        return InputError::CannotOpen;
    }
#ifdef Q_OS_UNIX
    const int fd =
        ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        if (system) *system = QString::fromLocal8Bit(strerror(errno));
        return InputError::CannotOpen;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        if (system) *system = kindOf(st.st_mode);
        ::close(fd);
        return InputError::NotAFile;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    if (!f.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        if (system) *system = f.errorString();
        ::close(fd);
        return InputError::CannotOpen;
    }
    return InputError::None;
#else
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        if (system)
            *system = info.isDir() ? QCoreApplication::translate("Reader", "a folder")
                                   : QCoreApplication::translate("Reader", "not a file");
        return InputError::NotAFile;
    }
    f.setFileName(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (system) *system = f.errorString();
        return InputError::CannotOpen;
    }
    return InputError::None;
#endif
}

} // namespace

InputError readInputFile(const QString &path, QByteArray &bytes, QString *system)
{
    bytes.clear();
    QFile f;
    if (path == QLatin1String("-")) {
        if (!f.open(stdin, QIODevice::ReadOnly)) {
            if (system) *system = f.errorString();
            return InputError::CannotOpen;
        }
    } else if (const InputError e = openRegular(path, f, system); e != InputError::None) {
        return e;
    }
    // Read in chunks: pipes, devices and stdin have no size to trust.
    constexpr qint64 kChunk = 1024 * 1024;
    while (bytes.size() <= kMaxInputBytes) {
        const QByteArray chunk =
            f.read(std::min<qint64>(kChunk, kMaxInputBytes + 1 - bytes.size()));
        if (chunk.isEmpty()) {
            if (f.error() != QFileDevice::NoError) {
                if (system) *system = f.errorString();
                bytes.clear();
                return InputError::CannotRead;
            }
            break; // end of input
        }
        bytes += chunk;
    }
    if (bytes.size() > kMaxInputBytes) {
        bytes.clear();
        return InputError::TooLarge;
    }
    return InputError::None;
}

bool readInputFile(const QString &path, QByteArray &bytes, ReadStatus &status)
{
    QString system;
    switch (readInputFile(path, bytes, &system)) {
    case InputError::None:
        return true;
    case InputError::CannotOpen:
        return status.fail(
            ReadError::Unreadable,
            because(QT_TRANSLATE_NOOP("Reader", "cannot open %1: %2"), inputName(path), system));
    case InputError::CannotRead:
        return status.fail(
            ReadError::Unreadable,
            because(QT_TRANSLATE_NOOP("Reader", "cannot read %1: %2"), inputName(path), system));
    case InputError::TooLarge:
        return status.fail(
            ReadError::Unreadable,
            because(QT_TRANSLATE_NOOP("Reader", "%1 is larger than 64 MiB"), inputName(path)));
    case InputError::NotAFile:
        return status.fail(
            ReadError::Unreadable,
            because(QT_TRANSLATE_NOOP("Reader", "cannot read %1: not a regular file (%2)"),
                    inputName(path), system));
    }
    return false;
}

bool parseJsonBytes(const QByteArray &bytes, QJsonDocument &doc, ReadStatus &status)
{
    QJsonParseError err;
    doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error == QJsonParseError::NoError) return true;
    status.fail(ReadError::Unreadable,
                because(QT_TRANSLATE_NOOP("Reader", "not valid JSON at offset %1: %2"), err.offset,
                        err.errorString()));
    return false;
}

} // namespace quantum
