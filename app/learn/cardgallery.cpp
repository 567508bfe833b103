// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/learn/cardgallery.h"

#include "app/art/cardart.h"
#include "app/art/diceart.h"
#include "app/game/gametext.h"
#include "engine/cards.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

namespace quantum {

CardGallery::CardGallery(QWidget *parent) : QDialog(parent)
{
    // Every card kind drawn as a card (app/art/cardart.h), the gambits first; the full text of
    // each on hover, and the number of copies of each gambit under it.
    auto *content = new QWidget;
    auto *column = new QVBoxLayout(content);
    column->setSpacing(8);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    column->addWidget(m_summary);
    for (int group = 0; group < 2; ++group) {
        const bool gambits = group == 0;
        auto *heading = new QLabel;
        heading->setStyleSheet(QStringLiteral("font-size: 14pt; font-weight: 600;"));
        auto *about = new QLabel;
        about->setWordWrap(true);
        (gambits ? m_gambitHeading : m_commandHeading) = heading;
        (gambits ? m_gambitAbout : m_commandAbout) = about;
        column->addWidget(heading);
        column->addWidget(about);
        auto *grid = new QGridLayout;
        grid->setHorizontalSpacing(12);
        grid->setVerticalSpacing(8);
        int n = 0;
        for (int i = 0; i < kCardKinds; ++i) {
            const Card c = Card(i);
            const CardInfo &info = cardInfo(c);
            if (info.gambit != gambits || !info.implemented) continue;
            auto *cell = new QVBoxLayout;
            cell->setSpacing(2);
            auto *card = new CardButton(CardFace::Full);
            card->setCardWidth(kGalleryCardWidth);
            card->setCard(c);
            m_cards.append(card);
            cell->addWidget(card, 0, Qt::AlignHCenter);
            if (gambits) {
                auto *copies = new QLabel;
                copies->setAlignment(Qt::AlignCenter);
                m_copies.append({copies, info.count});
                cell->addWidget(copies);
            }
            grid->addLayout(cell, n / kGalleryColumns, n % kGalleryColumns);
            ++n;
        }
        column->addLayout(grid);
    }
    column->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll);
    layout->addWidget(buttons);
    retranslate();
    resize(content->sizeHint().width() + 40, 720);
}

void CardGallery::retranslate()
{
    setWindowTitle(tr("Card gallery"));
    int total = 0;
    for (int i = 0; i < kCardKinds; ++i)
        if (cardInfo(Card(i)).implemented) total += cardInfo(Card(i)).count;
    m_summary->setText(
        tr("All %n card(s) of the game. Hover a card to read its whole text.", nullptr, total));
    m_gambitHeading->setText(tr("Gambit cards"));
    m_gambitAbout->setText(tr("Used once, at once, then discarded."));
    m_commandHeading->setText(tr("Command cards"));
    m_commandAbout->setText(
        tr("Kept (up to three) and active once the turn in which they were taken has ended. "
           "Each exists once."));
    for (const auto &[label, count] : std::as_const(m_copies))
        label->setText(tr("%n in the deck", nullptr, count));
}

void CardGallery::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

} // namespace quantum
