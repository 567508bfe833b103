// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/learn/keyboardhelp.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace quantum {

QList<QPair<QString, QString>> KeyboardHelpDialog::rows(const QList<QAction *> &actions,
                                                        GameKind game)
{
    QList<QPair<QString, QString>> rows;
    if (game == GameKind::Qwantum)
        rows = {
            {tr("1 to 7"), tr("Mark a die for the re-roll (1 the white die), or unmark it")},
            {QStringLiteral("R"), tr("Re-roll the marked dice")},
            {tr("Arrow keys"), tr("Choose a row that takes a sum on your sheet")},
            {tr("Enter or Space"), tr("Write in the row chosen; confirm")},
            {tr("Backspace or Escape"), tr("Take the choice back")},
            {QStringLiteral("M"), tr("Mark a misthrow (the active player)")},
            {QStringLiteral("P"), tr("Pass (phase 2)")},
            {QStringLiteral("F"), tr("Show the faces of the dice")},
        };
    else
        rows = {
            //: Keyboard help: the arrow keys move the board cursor (not a ship).
            {tr("Arrow keys"), tr("Move the cursor over the board")},
            {tr("Enter or Space"), tr("Select the ship or the square under the cursor; confirm")},
            {tr("Tab, Shift+Tab"), tr("Go to the next or previous choice on the board")},
            {tr("Escape"), tr("Cancel the selection")},
        };
    for (const QAction *a : actions) {
        if (a->shortcut().isEmpty() || a->text().isEmpty()) continue;
        if (game == GameKind::Qwantum && !a->isEnabled()) continue; // Quantum's turn keys
        QString text = a->text();
        text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
        text.remove(QStringLiteral("..."));
        const QString keys = a->shortcut().toString(QKeySequence::NativeText);
        const bool duplicate = std::any_of(rows.cbegin(), rows.cend(), [&](const auto &row) {
            return row.first == keys;
        });
        if (!duplicate) rows.append({keys, text});
    }
    return rows;
}

KeyboardHelpDialog::KeyboardHelpDialog(const QList<QAction *> &actions, QWidget *parent,
                                       GameKind game)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard"));
    const auto list = rows(actions, game);
    auto *table = new QTableWidget(int(list.size()), 2);
    table->setHorizontalHeaderLabels({tr("Key"), tr("What it does")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    for (int i = 0; i < list.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(list[i].first));
        table->setItem(i, 1, new QTableWidgetItem(list[i].second));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(table);
    layout->addWidget(buttons);
    resize(560, 460);
}

} // namespace quantum
