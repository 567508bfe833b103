// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/cardpicker.h"

#include "app/play/promptbar.h"

#include "app/art/cardart.h"
#include "app/game/gametext.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace quantum {

CardPicker::CardPicker(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("cardPicker"));
    setStyleSheet(QStringLiteral("#cardPicker { background: rgba(16, 20, 30, 240); border: 1px "
                                 "solid #ffd75a; border-radius: 12px; }"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    m_title = new QLabel;
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    m_title->setStyleSheet(
        QStringLiteral("font-size: 13pt; font-weight: 600; background: transparent;"));
    layout->addWidget(m_title);
    m_grid = new QGridLayout;
    m_grid->setSpacing(10);
    layout->addLayout(m_grid);
    auto *row = new QHBoxLayout;
    m_refresh = new QPushButton;
    m_hide = new QPushButton;
    row->addStretch(1);
    row->addWidget(m_refresh);
    row->addWidget(m_hide);
    row->addStretch(1);
    layout->addLayout(row);
    connect(m_hide, &QPushButton::clicked, this, [this] {
        m_dismissed = true;
        hide();
        emit dismissedByUser();
    });
    hide();
}

void CardPicker::setGame(const GameState &s, const std::vector<Action> &legal, bool interactive,
                         const QString &playerName)
{
    std::vector<Action> takes;
    const Action *refresh = nullptr;
    if (interactive && s.phase == Phase::Cards && !s.front()) {
        for (const Action &a : legal) {
            if (a.type == ActionType::TakeCard)
                takes.push_back(a);
            else if (a.type == ActionType::RefreshMarket)
                refresh = &a;
        }
    }
    if (takes.empty() && !refresh) {
        hide();
        m_dismissed = false;
        return;
    }
    // Dismissed for this pick: stay hidden until the next one.
    if (m_dismissed && m_dismissedTurn == s.turn && m_dismissedPicks == s.picksOwed) return;
    m_dismissed = false;
    m_dismissedTurn = s.turn;
    m_dismissedPicks = s.picksOwed;

    while (QLayoutItem *item = m_grid->takeAt(0)) {
        // Later: the button being clicked may be among them (it is still emitting).
        if (QWidget *w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    m_title->setText(tr("%1, take %n card(s): gambits act at once, command cards stay with you.",
                        nullptr, s.picksOwed)
                         .arg(playerName));
    m_cards.clear();
    m_take.clear();
    setHintedLook(m_refresh, false);
    for (int slot = 0; slot < kMarketSlots; ++slot) {
        const Card c = s.market[slot];
        // The card drawn whole (app/art/cardart.h), and under it its Take button.
        auto *column = new QWidget;
        auto *v = new QVBoxLayout(column);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(4);
        auto *card = new CardButton(CardFace::Full);
        card->setCard(c);
        card->setClickable(true);
        m_cards.append(card);
        v->addWidget(card, 0, Qt::AlignHCenter);
        const Action *take = nullptr;
        for (const Action &a : takes)
            if (a.value == slot) take = &a;
        card->setEnabled(take != nullptr);
        card->setHighlighted(take != nullptr);
        if (take) {
            const Action a = *take;
            connect(card, &QPushButton::clicked, this, [this, a] { emit actionChosen(a); });
            auto *button = new QPushButton(tr("Take %1").arg(GameText::cardName(c)));
            connect(button, &QPushButton::clicked, this, [this, a] { emit actionChosen(a); });
            v->addWidget(button);
            m_take.append(button);
        } else {
            m_take.append(nullptr);
            // Keeps the rows even where a card may not be taken (EXPANSION, R-CARD-6).
            auto *none = new QLabel(c == Card::None ? QString() : tr("Cannot be taken now"));
            none->setAlignment(Qt::AlignCenter);
            none->setEnabled(false);
            none->setMinimumHeight(m_refresh->sizeHint().height());
            v->addWidget(none);
        }
        m_grid->addWidget(column, slot / 3, slot % 3);
        // Shown now, not on the next turn of the event loop (a layout shows the widgets added
        // to a visible parent later): place() below sizes the pick to its cards, and a card
        // still hidden counts for nothing there (the pick came out a small box, its cards
        // squeezed to slivers and its title cut).
        column->show();
    }
    m_refresh->setText(tr("Refresh all six cards (uses this pick)"));
    m_refresh->setVisible(refresh != nullptr);
    m_refresh->disconnect(this);
    if (refresh) {
        const Action a = *refresh;
        connect(m_refresh, &QPushButton::clicked, this, [this, a] { emit actionChosen(a); });
    }
    m_hide->setText(tr("Look at the board"));
    // Shown first: the new cards then tell their layouts when they are sized to the viewport.
    show();
    raise();
    m_cardWidth = 0;
    place();
}

void CardPicker::setHinted(const Action *action)
{
    for (int slot = 0; slot < m_take.size(); ++slot)
        setHintedLook(m_take[slot], action && action->type == ActionType::TakeCard &&
                                        action->value == slot);
    setHintedLook(m_refresh, action && action->type == ActionType::RefreshMarket);
}

int CardPicker::cardWidthFor(const QSize &room) const
{
    // Two rows of cards, each with its Take button, under the title and above the buttons:
    // as large as fits, between a readable and a comfortable size.
    const int ring = 2 * CardButton::kRingMargin; // the room for the rings around each card
    const int chrome = sizeHint().height() - 2 * cardHeight();
    const int byHeight =
        int((room.height() - 16 - chrome - 2 * ring) / 2 * cardAspect(CardFace::Full));
    const int byWidth = (room.width() - 16 - 32 - 2 * 10) / 3 - 8;
    return qBound(120, qMin(byHeight, byWidth), 210);
}

int CardPicker::cardHeight() const
{
    return m_cards.isEmpty() ? 0 : m_cards.first()->sizeHint().height();
}

void CardPicker::place()
{
    if (!parentWidget()) return;
    if (!m_cards.isEmpty()) {
        layout()->activate();
        const int width = cardWidthFor(parentWidget()->size());
        if (width != m_cardWidth) {
            m_cardWidth = width;
            for (CardButton *card : std::as_const(m_cards)) {
                card->setCardWidth(width);
                // Up the chain now, not on the next turn of the event loop: the picker is
                // sized to its new cards right below.
                QWidget *column = card->parentWidget();
                column->layout()->invalidate();
                column->updateGeometry();
            }
            layout()->invalidate();
        }
        layout()->activate();
        adjustSize();
    }
    if (parentWidget())
        move(qMax(8, (parentWidget()->width() - width()) / 2),
             qMax(8, (parentWidget()->height() - height()) / 2));
}

} // namespace quantum
