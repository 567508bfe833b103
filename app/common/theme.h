// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QApplication;

namespace quantum {

// The dark Fusion look that matches the space board.
void applyDarkTheme(QApplication &app);

} // namespace quantum
