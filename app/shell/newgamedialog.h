// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/common/mapchooser.h"
#include "app/game/gamesetup.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLineEdit;

namespace quantum {

// New game: a map from a list with previews (MapChooser: filtered by player count, cube
// count and a search, the last map chosen selected again); 2-4 seats, each
// human or computer with a name (the colour and emblem go with the seat), a computer with its
// level (botNames(), the last ones chosen remembered); an optional seed.
class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget *parent = nullptr);
    GameSetup setup() const;
    void accept() override; // remembers the map, each seat's kind and the computer levels
    // The level a computer in seat `seat` plays at unless the player chooses another: the
    // one chosen last in New game, else kDefaultBot.
    static QString rememberedLevel(int seat);
    // Whether seat `seat` is a computer unless the player chooses otherwise: as chosen last
    // in New game (at first, seat 0 is the player's and the others are computers).
    static bool rememberedComputer(int seat);
    // For tests: the widgets a user works with.
    QComboBox *kindChoice(int seat) const { return m_kinds.value(seat); }
    QComboBox *levelChoice(int seat) const { return m_levels.value(seat); }
    MapChooser *chooser() const { return m_chooser; }
    // Puts `map` first in the list (a map from the editor, saved or not) and selects it.
    void chooseMap(const Map &map);

private:
    void updateSeats();

    MapChooser *m_chooser = nullptr;
    QList<QLineEdit *> m_names;
    QList<QComboBox *> m_kinds;
    QList<QComboBox *> m_levels;
    QList<QWidget *> m_rows;
    QLineEdit *m_seed = nullptr;
};

} // namespace quantum
