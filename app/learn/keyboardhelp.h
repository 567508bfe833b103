// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game.h"

#include <QDialog>

class QAction;

namespace quantum {

// Help > Keyboard: every key of the game. The board's own keys first, then each of the
// window's actions with its shortcut as the menus have it (so the list is always true).
class KeyboardHelpDialog : public QDialog {
    Q_OBJECT
public:
    // The keys of `game`'s table (Quantum's board, or Qwantum's dice and sheet), then the
    // menus' shortcuts.
    explicit KeyboardHelpDialog(const QList<QAction *> &actions, QWidget *parent = nullptr,
                                GameKind game = GameKind::Quantum);
    // The rows shown: key, then what it does.
    static QList<QPair<QString, QString>> rows(const QList<QAction *> &actions,
                                               GameKind game = GameKind::Quantum);
};

} // namespace quantum
