// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs quantum-cli (the path in QUANTUM_CLI, set by tests/cli/CMakeLists.txt) as a process, for
// the tests of its commands.

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace clitest {

struct Run {
    int code = -1; // -1: killed as hung; -2: crashed
    QByteArray out, err;
};

namespace detail {
// Runs quantum-cli with `args` to its end, its standard input the file `stdinFile` when set,
// else `input`. A run that hangs is killed after two minutes (a safety net for a broken
// build, not a measure: the commands tested end in seconds).
inline Run run(const QStringList &args, const QByteArray &input, const QString &stdinFile)
{
    QProcess p;
    if (!stdinFile.isEmpty()) p.setStandardInputFile(stdinFile);
    p.start(QStringLiteral(QUANTUM_CLI), args);
    Run r;
    if (!p.waitForStarted(120000)) return r;
    if (stdinFile.isEmpty()) {
        p.write(input);
        p.closeWriteChannel();
    }
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}
} // namespace detail

// Runs quantum-cli with `args`, `input` on its standard input.
inline Run cli(const QStringList &args, const QByteArray &input = QByteArray())
{
    return detail::run(args, input, QString());
}

// The same with the file `stdinFile` as its standard input.
inline Run cliWithStdinFile(const QStringList &args, const QString &stdinFile)
{
    return detail::run(args, QByteArray(), stdinFile);
}

// A map of the repository's maps folder.
inline QString shippedMap(const QString &name)
{
    return QStringLiteral(QUANTUM_MAPS_DIR "/") + name;
}

} // namespace clitest
