// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The fuzz targets' entry functions (docs/fuzzing.md), shared by the libFuzzer programs
// (fuzz_main.cpp, built with QUANTUM_FUZZ=ON and clang) and the regression test
// (tests/engine/tst_fuzz_regressions.cpp, built with every compiler), so that a finding's
// input kept under tests/fuzz/regressions/<target>/ is checked by the same code that found it.

#include "engine/board.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace quantum::fuzz {

// Runs one input. An empty string: every property held (the input was read or refused with
// a reason, round trips read the same, a refused input changed nothing). Otherwise the
// property that broke, for the fuzzer to abort on and the test to report. A crash, a
// sanitizer report or a hang is a finding too, of course.
using Entry = QString (*)(const uint8_t *data, size_t size);

struct Target {
    const char *name; // the directory name under tests/fuzz/{corpus,regressions,dicts}
    Entry entry;
    const char *what;
};

// Every target, in the order scripts/fuzz runs them.
const std::vector<Target> &targets();
const Target *findTarget(const QString &name);

QString fuzzMap(const uint8_t *data, size_t size);       // map file (JSON)
QString fuzzNotation(const uint8_t *data, size_t size);  // layout notation
QString fuzzScenario(const uint8_t *data, size_t size);  // scenario runner
QString fuzzState(const uint8_t *data, size_t size);     // {map, position}: the state reader
QString fuzzSave(const uint8_t *data, size_t size);      // save files (SavedGame, engine save)
QString fuzzAction(const uint8_t *data, size_t size);    // action objects (or arrays of them)
QString fuzzEvent(const uint8_t *data, size_t size);     // event objects (or arrays of them)
QString fuzzFrame(const uint8_t *data, size_t size);     // the network frame decoder
QString fuzzHost(const uint8_t *data, size_t size);      // a host session fed client frames
QString fuzzPositions(const uint8_t *data, size_t size); // seeded play, mutated fields
// Map codes (targets_mapcode.cpp; docs/map-format.md, Map codes)
QString fuzzMapCode(const uint8_t *data, size_t size);        // a map code's text
QString fuzzMapCodePayload(const uint8_t *data, size_t size); // a payload, with a right CRC
// Qwantum (docs/qwantum-formats.md)
QString fuzzQwantumState(const uint8_t *data, size_t size);     // a qwantum-state object
QString fuzzQwantumAction(const uint8_t *data, size_t size);    // action and event objects
QString fuzzQwantumSave(const uint8_t *data, size_t size);      // qwantum-save files
QString fuzzQwantumScenario(const uint8_t *data, size_t size);  // the Qwantum scenario runner
QString fuzzQwantumPositions(const uint8_t *data, size_t size); // seeded play, mutated fields

// The host target's input: a stage byte (0: the hello is the input's, 1: in the lobby after a
// hello of ours, 2: in a game begun after it), then chunks [2-byte big-endian length][CBOR
// map], each sent as one frame and waited for. The seed generator writes them this way.
QByteArray hostInput(int stage, const std::vector<QByteArray> &cborMessages);

// The boards the action, event and position targets use (their input's first byte picks
// one): fixed notations, so that a finding means the same thing whatever the shipped maps.
const std::vector<BoardPtr> &fixedBoards();

// A network game as the host target plays it (stage 0): the client's messages as CBOR (the
// hello, then an intent of a seeded bot whenever the client's seat is to act), and the bytes
// each side sent. Needs a QCoreApplication.
struct NetworkRecording {
    std::vector<QByteArray> messages;
    QByteArray clientStream, hostStream;
};
NetworkRecording recordNetworkGame(uint64_t botSeed, int maxIntents);

} // namespace quantum::fuzz
