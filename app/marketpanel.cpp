#include "app/marketpanel.h"

#include "app/eventtext.h"

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
        auto *button = new QPushButton;
        button->setMinimumHeight(40);
        const bool gambit = i < 3;
        button->setProperty(
            "baseStyle",
            gambit ? QStringLiteral(
                         "QPushButton { background: #2d2440; color: #eee6ff; border: 1px solid "
                         "#6b5a9a; border-radius: 5px; padding: 3px; font-weight: 600; }"
                         "QPushButton:enabled:hover { border: 2px solid #ffd75a; }"
                         "QPushButton:disabled { color: #b9b0cf; }")
                   : QStringLiteral(
                         "QPushButton { background: #e9e3cf; color: #1d1d24; border: 1px solid "
                         "#b3a98a; border-radius: 5px; padding: 3px; font-weight: 600; }"
                         "QPushButton:enabled:hover { border: 2px solid #ffd75a; }"
                         "QPushButton:disabled { color: #4a4a52; }"));
        button->setStyleSheet(button->property("baseStyle").toString());
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
        const Card c = s.market[i];
        m_slots[i]->setText(c == Card::None ? (dealt ? tr("(empty)") : QString())
                                            : GameText::cardName(c));
        m_slots[i]->setToolTip(GameText::cardText(c));
        // Outside the card phase the cards are only shown; in it, only what may be taken is
        // enabled.
        m_slots[i]->setEnabled(m_takeLegal[i] || !anyTake);
        // The cards that may be taken now wear a gold border.
        m_slots[i]->setStyleSheet(
            m_slots[i]->property("baseStyle").toString() +
            (m_takeLegal[i] ? QStringLiteral("QPushButton { border: 2px solid #ffd75a; }")
                            : QString()));
    }
    m_refresh->setText(tr("Refresh all six cards"));
    m_refresh->setVisible(canRefresh);
}

} // namespace quantum
