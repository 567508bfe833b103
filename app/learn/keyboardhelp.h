// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QAction;

namespace quantum {

// Help > Keyboard: every key of the game. The board's own keys first, then each of the
// window's actions with its shortcut as the menus have it (so the list is always true).
class KeyboardHelpDialog : public QDialog {
    Q_OBJECT
public:
    explicit KeyboardHelpDialog(const QList<QAction *> &actions, QWidget *parent = nullptr);
    // The rows shown: key, then what it does.
    static QList<QPair<QString, QString>> rows(const QList<QAction *> &actions);
};

} // namespace quantum
