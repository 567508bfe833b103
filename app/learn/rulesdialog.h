// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game.h"
#include "engine/qwantum/rules.h"

#include <QDialog>
#include <QImage>
#include <QStringList>

class QTabWidget;
class QTextBrowser;

namespace quantum {

// The rules of both games in plain words, a tab each. Quantum's: one section per topic
// (setup, the turn, movement and combat, once-per-turn ship abilities, the Void, entanglement,
// dominance and infamy, research and cards), with pictures drawn from the board art and the
// ship dice. Qwantum's (QwantumRules): the dice and the sheet, the roll, the two phases,
// writing, scoring, the end, with pictures drawn by the table's art.
class RulesDialog : public QDialog {
    Q_OBJECT
public:
    // Opens on Quantum's rules.
    explicit RulesDialog(QWidget *parent = nullptr);
    // Opens on the rules of `game` (the game being played).
    explicit RulesDialog(GameKind game, QWidget *parent = nullptr);

    // The sections' anchors in a game's page, in order ("void", "entanglement", ...; Qwantum's
    // begin with "qw-": "qw-turn", "qw-scoring", ...).
    static QStringList sections();
    static QStringList sections(GameKind game);
    // The pictures of a game's page, by name ("rules:void", "die:3", ...; "qwantum:roll", ...).
    static QStringList pictureNames();
    static QStringList pictureNames(GameKind game);
    // A picture of either game, by name, as the page shows it (Qwantum's with the default
    // rulings).
    static QImage picture(const QString &name, qreal dpr = 1.0);

    // The game whose rules are shown, and its page.
    GameKind game() const;
    QTextBrowser *browser() const;
    QTextBrowser *browser(GameKind game) const;
    // Shows the rules of `game` (the tab at the top).
    void showGame(GameKind game);
    // Words Qwantum's rules for a game's rulings (the misthrows' costs, equal numbers in a
    // row); the default rulings until then.
    void setQwantumOptions(const qw::Options &options);
    // Scrolls to a section of either game, showing that game ("qw-..." is Qwantum's); before
    // the dialog is shown, once it is laid out.
    void showSection(const QString &anchor);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void fill();

    QTabWidget *m_tabs = nullptr;
    QTextBrowser *m_browser = nullptr; // Quantum
    QTextBrowser *m_qwantum = nullptr; // Qwantum
    qw::Options m_qwantumOptions;
    QString m_pendingAnchor; // showSection before the dialog was shown
};

} // namespace quantum
