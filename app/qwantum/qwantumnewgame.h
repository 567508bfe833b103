// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/seat.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace quantum {

// New game of Qwantum: 2-4 players, each a human at this computer or a computer at a level
// (levelNames(GameKind::Qwantum)), with a name; an optional seed. The choices are remembered
// (Setting::QwantumSeats).
class QwantumNewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit QwantumNewGameDialog(QWidget *parent = nullptr);
    QList<SeatInfo> seats() const;
    quint64 seed() const; // the seed typed, else a random one
    void accept() override;
    // The seats chosen last (at first: the player and one computer at the default level).
    static QList<SeatInfo> rememberedSeats();

    QSpinBox *playersChoice() const { return m_players; }
    QComboBox *kindChoice(int seat) const { return m_kinds.value(seat); }
    QComboBox *levelChoice(int seat) const { return m_levels.value(seat); }
    QLineEdit *nameEdit(int seat) const { return m_names.value(seat); }

private:
    void updateSeats();
    QSpinBox *m_players = nullptr;
    QList<QWidget *> m_rows;
    QList<QLineEdit *> m_names;
    QList<QComboBox *> m_kinds;
    QList<QComboBox *> m_levels;
    QLineEdit *m_seed = nullptr;
};

} // namespace quantum
