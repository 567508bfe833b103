// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/art/cardart.h"
#include "engine/rules.h"

#include <QWidget>

#include <array>

class QLabel;
class QPushButton;

namespace quantum {

// The market: 3 gambit and 3 command cards face up, always visible, drawn as cards (their
// full text on hover). In the advance-card
// phase the picker takes a card or refreshes all six.
class MarketPanel : public QWidget {
    Q_OBJECT
public:
    explicit MarketPanel(QWidget *parent = nullptr);
    void setGame(const GameState &state, const std::vector<Action> &legal, bool interactive);
    // The card of market slot `slot` (a CardButton, a QPushButton).
    CardButton *slotButton(int slot) const { return m_slots[slot]; }
    QPushButton *refreshButton() const { return m_refresh; }

signals:
    void actionChosen(const quantum::Action &action);

private:
    std::array<CardButton *, kMarketSlots> m_slots{};
    std::array<Action, kMarketSlots> m_take{};
    std::array<bool, kMarketSlots> m_takeLegal{};
    Action m_refreshAction;
    QPushButton *m_refresh = nullptr;
    QLabel *m_title = nullptr;
};

} // namespace quantum
