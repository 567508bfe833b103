// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>

#include <utility>

class QLabel;

namespace quantum {

class CardButton;

// All the cards, drawn as cards (their whole text on hover).
class CardGallery : public QDialog {
    Q_OBJECT
public:
    explicit CardGallery(QWidget *parent = nullptr);
    const QList<CardButton *> &cards() const { return m_cards; }

protected:
    void changeEvent(QEvent *event) override;

private:
    static constexpr int kGalleryColumns = 4;
    static constexpr int kGalleryCardWidth = 160;
    void retranslate();

    QList<CardButton *> m_cards;
    QList<std::pair<QLabel *, int>> m_copies; // a gambit's "n in the deck" and its n
    QLabel *m_summary = nullptr;
    QLabel *m_gambitHeading = nullptr;
    QLabel *m_gambitAbout = nullptr;
    QLabel *m_commandHeading = nullptr;
    QLabel *m_commandAbout = nullptr;
};

} // namespace quantum
