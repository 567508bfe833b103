// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cli.h"

#include "engine/bots.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cstdio>

namespace quantum::cli {

// The reason is one line: untrusted text in it is already quoted(); a control character that
// came from elsewhere (a system message) is replaced, never written to the terminal.
int fail(int code, const QString &reason)
{
    QString line = reason;
    for (QChar &c : line)
        if (c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() <= 0x9f))
            c = QLatin1Char('?');
    QTextStream(stderr) << "quantum-cli: " << line << '\n';
    return code;
}

void printJson(const QJsonValue &v)
{
    QByteArray out = v.isArray() ? QJsonDocument(v.toArray()).toJson(QJsonDocument::Indented)
                                 : QJsonDocument(v.toObject()).toJson(QJsonDocument::Indented);
    std::fwrite(out.constData(), 1, size_t(out.size()), stdout);
}

QString botList(GameKind game)
{
    return botNames(game).join(QStringLiteral(", "));
}

QString unknownBot(const QString &name, bool external, GameKind game)
{
    return external ? QStringLiteral("unknown bot %1 (use %2 or cmd:\"COMMAND\")")
                          .arg(quoted(name), botList(game))
                    : QStringLiteral("unknown bot %1 (use %2)").arg(quoted(name), botList(game));
}

Args::Args(const QStringList &in, const QSet<QString> &valueOpts, const QSet<QString> &flagOpts)
{
    for (int i = 0; i < in.size(); ++i) {
        const QString &a = in[i];
        if (a.startsWith(QLatin1Char('-')) && a.size() > 1 && !a.at(1).isDigit()) {
            QString key = a, val;
            const int eq = a.indexOf(QLatin1Char('='));
            if (eq > 0) {
                key = a.left(eq);
                val = a.mid(eq + 1);
            }
            if (valueOpts.contains(key)) {
                if (eq < 0) {
                    if (i + 1 >= in.size()) {
                        error = QStringLiteral("option %1 needs a value").arg(key);
                        return;
                    }
                    val = in[++i];
                }
                values[key] = val;
            } else if (flagOpts.contains(key) && eq < 0) {
                flags.insert(key);
            } else {
                error = QStringLiteral("unknown option %1").arg(quoted(a));
                return;
            }
        } else {
            positional << a;
        }
    }
}

bool Args::intValue(const QString &key, qint64 lo, qint64 hi, qint64 &out)
{
    if (!values.contains(key)) return true;
    bool ok = false;
    const qint64 v = values[key].toLongLong(&ok);
    if (!ok || v < lo || v > hi) {
        error = QStringLiteral("%1 must be an integer from %2 to %3").arg(key).arg(lo).arg(hi);
        return false;
    }
    out = v;
    return true;
}

Progress::Progress(bool on) : m_on(on)
{
    m_timer.start();
}

void Progress::update(const QString &text, bool force)
{
    if (!m_on || (!force && m_timer.elapsed() < 200)) return;
    m_timer.restart();
    write(text);
}

void Progress::line(const QString &text)
{
    write(text);
    std::fputc('\n', stderr);
    m_width = 0;
}

void Progress::done()
{
    if (m_on && m_width > 0) std::fputc('\n', stderr);
    std::fflush(stderr);
}

void Progress::write(const QString &text)
{
    QString padded = text;
    if (padded.size() < m_width) padded += QString(m_width - padded.size(), u' ');
    m_width = int(text.size());
    const QByteArray bytes = "\r" + padded.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

QString gameLine(int index, quint64 seed, const QString &what)
{
    return QStringLiteral("game %1 (seed %2): %3").arg(index + 1).arg(seed).arg(what);
}

QString percent(double rate)
{
    return QString::number(100.0 * rate, 'f', 1) + u'%';
}

} // namespace quantum::cli
