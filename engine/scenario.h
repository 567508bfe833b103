// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/json.h"
#include "engine/rules.h"

#include <QJsonObject>
#include <QString>

#include <memory>
#include <vector>

namespace quantum {

inline constexpr int kScenarioFormatVersion = 1;

// The result of running a scenario (docs/scenario.md): the same code path for
// `quantum-cli scenario`, `quantum-cli legal` and the rule tests.
struct ScenarioResult {
    ReadStatus status;     // Unreadable: exit 2; Refused: exit 1 (illegal action, bad map)
    int failedAction = -1; // index of the illegal action
    bool loaded = false;   // map and position were read (state is meaningful)
    GameState state;       // the position after the last applied action
    Events events;         // every event of the applied actions
    std::vector<Action> applied;
    QJsonObject source; // the scenario object as read
};

// Reads and runs a scenario object. `baseDir` resolves a relative map path.
ScenarioResult runScenario(const QJsonObject &scenario, const QString &baseDir);
ScenarioResult runScenarioFile(const QString &path);
// A scenario file of either game (or standard input, "-"), read once: the JSON object, and
// the folder that relative paths in it start from (the current one for "-"). The status is
// Unreadable when the file cannot be read, is not JSON or holds no object.
QJsonObject readScenarioDocument(const QString &path, QString &baseDir, ReadStatus &status);

// Matches an action read from outside against the legal ones. Pending answers may omit the
// ship (it is the pending decision's). nullptr when illegal.
const Action *matchAction(const GameState &s, const std::vector<Action> &legal, Action a);

// The map argument of every tool: a playable map or a reason (status Unreadable/Refused).
BoardPtr loadBoard(const QString &arg, ReadStatus &status);
// The same for a map already read (a map file object in a message): a board, or a reason.
BoardPtr boardFromMapResult(const MapReadResult &mr, ReadStatus &status);

} // namespace quantum
