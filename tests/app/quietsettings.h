// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the window tests share: the settings each starts from.
#include <QSettings>
#include <QString>

namespace quantum::test {

// Clears this test program's settings, then turns off what would stop or slow a test: the
// end-turn question (no modal question may stop a test), animations and the computer's pace.
inline void resetQuietSettings()
{
    QSettings settings;
    settings.clear();
    settings.setValue(QStringLiteral("play/confirmEndTurn"), false);
    settings.setValue(QStringLiteral("play/animationSpeed"), 0);
    settings.setValue(QStringLiteral("play/computerPace"), 0);
}

} // namespace quantum::test
