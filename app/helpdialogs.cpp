// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/helpdialogs.h"

#include "app/appsettings.h"
#include "app/cardart.h"
#include "app/diceart.h"
#include "app/eventtext.h"
#include "app/language.h"
#include "app/sounds.h"
#include "engine/cards.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

namespace quantum {

SettingsDialog::SettingsDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Settings"));
    m_language = new QComboBox;
    m_language->addItem(tr("System language (%1)").arg(nativeName(systemLanguage())), QString());
    for (const LanguageChoice &l : availableLanguages())
        m_language->addItem(l.nativeName, l.code);
    m_language->setCurrentIndex(
        qMax(0, m_language->findData(readSetting(Setting::Language).toString())));
    m_animations = new QComboBox;
    m_animations->addItem(tr("Off"));
    m_animations->addItem(tr("Normal"));
    m_animations->addItem(tr("Fast"));
    m_animations->setCurrentIndex(
        qBound(0, readSetting(Setting::AnimationSpeed).toInt(), 2));
    m_confirm = new QCheckBox(tr("Ask before ending a turn with actions left"));
    m_confirm->setChecked(readSetting(Setting::ConfirmEndTurn).toBool());
    m_sounds = new QCheckBox(tr("Play sounds"));
    m_sounds->setChecked(readSetting(Setting::Sounds).toBool());
    if (!SoundBoard::available()) {
        m_sounds->setEnabled(false);
        m_sounds->setToolTip(tr("This build of Quantum has no sound support (Qt Multimedia)."));
    }
    m_pace = new QSpinBox;
    m_pace->setRange(0, 3000);
    m_pace->setSingleStep(100);
    m_pace->setSuffix(tr(" ms"));
    m_pace->setValue(readSetting(Setting::ComputerPace).toInt());
    m_port = new QSpinBox;
    m_port->setRange(1, 65535);
    m_port->setValue(readSetting(Setting::LanPort).toInt());
    m_port->setToolTip(tr("The TCP port a network game you host listens on. Players who join "
                          "type it after the address."));
    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Animations:"), m_animations);
    form->addRow(m_confirm);
    form->addRow(m_sounds);
    form->addRow(tr("&Pause between other players' moves:"), m_pace);
    form->addRow(tr("Network game &port:"), m_port);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void SettingsDialog::accept()
{
    writeSetting(Setting::AnimationSpeed, m_animations->currentIndex());
    writeSetting(Setting::ConfirmEndTurn, m_confirm->isChecked());
    writeSetting(Setting::ComputerPace, m_pace->value());
    writeSetting(Setting::Sounds, m_sounds->isChecked());
    writeSetting(Setting::LanPort, m_port->value());
    const QString language = m_language->currentData().toString();
    writeSetting(Setting::Language, language);
    // Every window words itself anew at once.
    if (resolveLanguage(language) != currentLanguage()) setLanguage(language);
    QDialog::accept();
}

CardGallery::CardGallery(QWidget *parent) : QDialog(parent)
{
    // Every card kind drawn as a card (app/cardart.h), the gambits first; the full text of
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
