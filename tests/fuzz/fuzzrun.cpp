// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// fuzz_run TARGET FILE...: runs inputs through a fuzz target's entry function with any
// compiler (no libFuzzer needed), printing for each its size, the time it took and the
// property that broke, if any, then the process's peak memory. For reproducing a finding
// and for measuring the worst inputs (make-worst.py, docs/fuzzing.md).
#include "tests/fuzz/targets.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <sys/resource.h>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr, "usage: fuzz_run TARGET FILE...\n");
        return 2;
    }
    const quantum::fuzz::Target *t = quantum::fuzz::findTarget(QString::fromLocal8Bit(argv[1]));
    if (!t) {
        std::fprintf(stderr, "fuzz_run: no target %s\n", argv[1]);
        return 2;
    }
    int broken = 0;
    for (int i = 2; i < argc; ++i) {
        QFile f(QString::fromLocal8Bit(argv[i]));
        if (!f.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "fuzz_run: cannot open %s\n", argv[i]);
            return 2;
        }
        const QByteArray bytes = f.readAll();
        QElapsedTimer clock;
        clock.start();
        const QString why =
            t->entry(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
        const qint64 ms = clock.elapsed();
        std::printf("%s\t%lld bytes\t%lld ms\t%s\n", argv[i], qlonglong(bytes.size()), qlonglong(ms),
                    why.isEmpty() ? "ok" : qPrintable(why));
        broken += !why.isEmpty();
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("peak RSS %ld MiB\n", usage.ru_maxrss / 1024);
    return broken ? 1 : 0;
}
