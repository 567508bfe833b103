// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QImage>
#include <QStringList>

class QTextBrowser;

namespace quantum {

// The rules in plain words, one section per topic (setup, the turn, movement and combat,
// once-per-turn ship abilities, the Void, entanglement, dominance and infamy, research and
// cards), with pictures drawn from the board art and the ship dice.
class RulesDialog : public QDialog {
    Q_OBJECT
public:
    explicit RulesDialog(QWidget *parent = nullptr);

    // The sections' anchors in the page, in order ("void", "entanglement", ...).
    static QStringList sections();
    // The pictures, by name ("rules:void", "die:3", ...), as the page shows them.
    static QStringList pictureNames();
    static QImage picture(const QString &name, qreal dpr = 1.0);
    QTextBrowser *browser() const { return m_browser; }
    // Scrolls to a section.
    void showSection(const QString &anchor);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();

    QTextBrowser *m_browser = nullptr;
};

} // namespace quantum
