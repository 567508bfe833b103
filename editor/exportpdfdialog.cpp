// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/exportpdfdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace quantum::editor {

ExportPdfDialog::ExportPdfDialog(const Map &map, QWidget *parent) : QDialog(parent), m_map(map)
{
    setObjectName(QStringLiteral("ExportPdfDialog"));
    m_paper = new QComboBox;
    m_paper->addItem(QString(), int(board::Paper::A4));
    m_paper->addItem(QString(), int(board::Paper::Letter));
    m_paper->setCurrentIndex(board::defaultPaper(locale()) == board::Paper::Letter ? 1 : 0);
    m_poster = new QCheckBox;
    m_paperLabel = new QLabel;
    m_paperLabel->setBuddy(m_paper);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setMinimumWidth(fontMetrics().averageCharWidth() * 44);

    auto *form = new QFormLayout;
    form->addRow(m_paperLabel, m_paper);
    form->addRow(QString(), m_poster);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(m_paper, &QComboBox::currentIndexChanged, this, &ExportPdfDialog::update);
    connect(m_poster, &QCheckBox::toggled, this, &ExportPdfDialog::update);
    retranslate();
}

board::PrintOptions ExportPdfDialog::options() const
{
    board::PrintOptions options;
    options.paper = board::Paper(m_paper->currentData().toInt());
    options.poster = m_poster->isChecked();
    return options;
}

void ExportPdfDialog::update()
{
    const board::PrintLayout layout = board::printLayout(m_map, options());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(layout.ok());
    if (!layout.ok()) {
        m_summary->setText(tr("This map cannot be printed: %1.").arg(layout.error));
        return;
    }
    const QLocale locale;
    const QString square = locale.toString(layout.squareMm, 'f', 1);
    const QString text =
        options().poster
            ? tr("One page; squares of %1 mm, the largest that fit.").arg(square)
            : tr("%n page(s): the map, then every tile at true size (squares of %1 "
                 "mm, tiles of %2 mm) with crop marks.",
                 nullptr, layout.pages)
                  .arg(square, locale.toString(board::kPrintTileMm, 'f', 0));
    // A measure and its unit stay on one line.
    m_summary->setText(QString(text).replace(QStringLiteral(" mm"), QStringLiteral(" mm")));
}

void ExportPdfDialog::retranslate()
{
    setWindowTitle(tr("Export Print-and-Play PDF"));
    m_paperLabel->setText(tr("&Paper:"));
    m_paper->setItemText(0, tr("A4"));
    m_paper->setItemText(1, tr("US Letter"));
    m_poster->setText(tr("&One-page poster"));
    m_poster->setToolTip(tr("The whole map on one sheet, as large as the paper allows."));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export..."));
    update();
}

void ExportPdfDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

} // namespace quantum::editor
