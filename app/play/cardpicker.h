// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/rules.h"

#include <QFrame>

class QGridLayout;
class QLabel;
class QPushButton;

namespace quantum {

class CardButton;

// The advance-card pick over the board: the six face-up cards drawn whole (name, type,
// effect; app/art/cardart.h) and sized to the board's room, a Take button under each card that
// may be taken (a click on the card takes it too), and Refresh all six. Not modal: "Look at the
// board" hides it (the market beside the board still takes cards).
class CardPicker : public QFrame {
    Q_OBJECT
public:
    explicit CardPicker(QWidget *parent);
    // Shows the pick when `legal` offers one to the local player, hides it otherwise.
    void setGame(const GameState &state, const std::vector<Action> &legal, bool interactive,
                 const QString &playerName);
    void place();
    void reopen() { m_dismissed = false; }
    bool dismissed() const { return m_dismissed; }
    // Marks the answer the Hint suggests (a card's Take button, or Refresh); null: none.
    void setHinted(const Action *action);
    QPushButton *takeButton(int slot) const { return m_take.value(slot); }
    QPushButton *refreshButton() const { return m_refresh; }

signals:
    void actionChosen(const quantum::Action &action);
    void dismissedByUser();

private:
    int cardWidthFor(const QSize &room) const;
    int cardHeight() const;

    QList<CardButton *> m_cards;
    QList<QPushButton *> m_take; // per market slot, null where no card may be taken
    int m_cardWidth = 0;
    QLabel *m_title = nullptr;
    QGridLayout *m_grid = nullptr;
    QPushButton *m_refresh = nullptr;
    QPushButton *m_hide = nullptr;
    bool m_dismissed = false;
    int m_dismissedTurn = -1;
    int m_dismissedPicks = -1;
};

} // namespace quantum
