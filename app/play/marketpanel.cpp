// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/marketpanel.h"

#include "app/art/cardart.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

namespace quantum {

MarketPanel::MarketPanel(QWidget *parent) : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(4);
    m_title = new QLabel;
    m_title->setStyleSheet(QStringLiteral("font-weight: 600;"));
    grid->addWidget(m_title, 0, 0, 1, 3);
    for (int i = 0; i < kMarketSlots; ++i) {
        // Each slot is the card itself, drawn by the one card art (app/art/cardart.h).
        auto *button = new CardButton(CardFace::Mini);
        button->setClickable(true);
        connect(button, &QPushButton::clicked, this, [this, i] {
            if (m_takeLegal[i]) emit actionChosen(m_take[i]);
        });
        grid->addWidget(button, 1 + i / 3, i % 3);
        m_slots[i] = button;
    }
    m_refresh = new QPushButton;
    connect(m_refresh, &QPushButton::clicked, this, [this] { emit actionChosen(m_refreshAction); });
    grid->addWidget(m_refresh, 3, 0, 1, 3);
}

void MarketPanel::setGame(const GameState &s, const std::vector<Action> &legal, bool interactive)
{
    bool dealt = false;
    for (Card c : s.market)
        dealt = dealt || c != Card::None;
    m_title->setText(dealt ? tr("Market: gambit cards above, command cards below")
                           : tr("Market: the cards are dealt when setup ends."));
    m_takeLegal.fill(false);
    bool canRefresh = false;
    if (interactive) {
        for (const Action &a : legal) {
            if (a.type == ActionType::TakeCard && a.value >= 0 && a.value < kMarketSlots) {
                m_take[a.value] = a;
                m_takeLegal[a.value] = true;
            } else if (a.type == ActionType::RefreshMarket) {
                m_refreshAction = a;
                canRefresh = true;
            }
        }
    }
    bool anyTake = false;
    for (bool b : m_takeLegal)
        anyTake = anyTake || b;
    for (int i = 0; i < kMarketSlots; ++i) {
        // An empty slot (nothing left to deal) is drawn as a dashed outline.
        m_slots[i]->setCard(s.market[i]);
        // Outside the card phase the cards are only shown; in it, only what may be taken is
        // enabled, and wears a gold ring.
        m_slots[i]->setEnabled(m_takeLegal[i] || !anyTake);
        m_slots[i]->setHighlighted(m_takeLegal[i]);
    }
    m_refresh->setText(tr("Refresh all six cards"));
    m_refresh->setVisible(canRefresh);
}

} // namespace quantum
