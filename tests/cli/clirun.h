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

// What the process reads on its standard input: `bytes`, or the file `file` when it is set.
struct Input {
    QByteArray bytes;
    QString file;
};

// Runs quantum-cli with `args` to its end. A run that hangs is killed after two minutes (a
// safety net for a broken build, not a measure: the commands tested end in seconds).
inline Run cli(const QStringList &args, const Input &input = {})
{
    QProcess p;
    if (!input.file.isEmpty()) p.setStandardInputFile(input.file);
    p.start(QStringLiteral(QUANTUM_CLI), args);
    Run r;
    if (!p.waitForStarted(120000)) return r;
    if (input.file.isEmpty()) {
        p.write(input.bytes);
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

// The same with the file `stdinFile` as its standard input.
inline Run cliWithStdinFile(const QStringList &args, const QString &stdinFile)
{
    return cli(args, Input{QByteArray(), stdinFile});
}

// A map of the repository's maps folder.
inline QString shippedMap(const QString &name)
{
    return QStringLiteral(QUANTUM_MAPS_DIR "/") + name;
}

} // namespace clitest
