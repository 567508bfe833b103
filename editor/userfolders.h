// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace quantum::editor {

// The folder of the user's own maps (under QStandardPaths::AppDataLocation): the editor
// saves there by default, New game lists what is in it. Created on first use.
QString userMapsFolder();

// Where exported pictures of maps go by default: the user's pictures folder (or home).
QString userPicturesFolder();

// `path` with `suffix` (".png") added when the user typed a name without any extension.
QString withDefaultSuffix(const QString &path, const QString &suffix);

} // namespace quantum::editor
