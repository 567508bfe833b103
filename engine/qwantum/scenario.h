// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Qwantum's scenarios (docs/qwantum-formats.md#scenarios): a new game or a position, scripted
// or seeded dice, then actions applied in order. The same code path serves
// `quantum-cli scenario` and `quantum-cli legal` and the tests.

#include "engine/qwantum/json.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace quantum::qw {

inline constexpr int kScenarioFormatVersion = 1;
// The most scripted dice a scenario lists (a whole game rolls a few thousand at most).
inline constexpr int kMaxScriptedDice = 100000;

struct ScenarioResult {
    ReadStatus status;     // Unreadable: exit 2; Refused: exit 1 (an illegal action, a position)
    int failedAction = -1; // the index of the action that stopped the run
    bool loaded = false;   // the start position was read or made (state is meaningful)
    State state;           // the position after the last applied action
    Events events;         // every event, the new game's first roll included
    std::vector<Action> applied;
    QJsonObject source; // the scenario object as read
};

// A Qwantum scenario: "format" is "qwantum-scenario", or "game" is "qwantum" (a
// "quantum-scenario" for the other game, say).
bool isQwantumScenario(const QJsonObject &scenario);

// Reads and runs a Qwantum scenario object.
ScenarioResult runScenario(const QJsonObject &scenario);
ScenarioResult runScenarioFile(const QString &path);

} // namespace quantum::qw
