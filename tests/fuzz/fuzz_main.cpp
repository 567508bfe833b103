// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// One libFuzzer program per target (QUANTUM_FUZZ_TARGET names it): the entry function of
// targets.cpp, aborting when a property breaks so that libFuzzer keeps the input.
#include "tests/fuzz/targets.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>

namespace {
const quantum::fuzz::Target *g_target = nullptr;

void quiet(QtMsgType type, const QMessageLogContext &, const QString &text)
{
    if (type == QtFatalMsg) {
        std::fprintf(stderr, "Qt fatal: %s\n", qPrintable(text));
        std::abort();
    }
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    static int qtArgc = 1;
    static char *qtArgv[] = {(*argv)[0], nullptr};
    static QCoreApplication app(qtArgc, qtArgv); // the host target runs an event loop
    qInstallMessageHandler(quiet);               // the readers' warnings are expected here
    g_target = quantum::fuzz::findTarget(QStringLiteral(QUANTUM_FUZZ_TARGET));
    if (!g_target) {
        std::fprintf(stderr, "no fuzz target %s\n", QUANTUM_FUZZ_TARGET);
        std::abort();
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString broken = g_target->entry(data, size);
    if (!broken.isEmpty()) {
        std::fprintf(stderr, "fuzz target %s: property broken: %s\n", g_target->name,
                     qPrintable(broken));
        std::abort();
    }
    return 0;
}
