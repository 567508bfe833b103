// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/exportpngdialog.h"

#include "editor/board/mapexport.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtMath>

#include <cmath>

namespace quantum::editor {

namespace {
const char *kScaleKey = "editor/exportScale";
const char *kDpiKey = "editor/exportDpi";
constexpr int kDefaultDpi = 96; // what Qt writes when no resolution is set
constexpr int kMaxSide = 16384; // board::exportMapPng refuses more
constexpr qreal kMinScale = 0.05;
} // namespace

ExportPngDialog::ExportPngDialog(const Map &map, QWidget *parent) : QDialog(parent), m_map(map)
{
    setObjectName(QStringLiteral("ExportPngDialog"));
    const QSize base = board::exportSize(m_map, 1.0);
    m_maxScale = base.width() >= base.height() ? board::exportScaleForWidth(m_map, kMaxSide)
                                               : board::exportScaleForHeight(m_map, kMaxSide);
    const QSize largest = board::exportSize(m_map, m_maxScale);
    const QSize smallest = board::exportSize(m_map, kMinScale);

    m_percent = new QSpinBox;
    m_percent->setRange(qRound(kMinScale * 100), qMax(5, int(std::floor(m_maxScale * 100))));
    m_width = new QSpinBox;
    m_width->setRange(smallest.width(), largest.width());
    m_height = new QSpinBox;
    m_height->setRange(smallest.height(), largest.height());
    m_dpi = new QSpinBox;
    m_dpi->setRange(36, 2400);
    m_printed = new QLabel;
    m_printed->setWordWrap(true);
    // Room for the size line on one or two lines, not a narrow column.
    m_printed->setMinimumWidth(fontMetrics().averageCharWidth() * 44);
    for (QSpinBox *box : {m_percent, m_width, m_height, m_dpi})
        box->setAccelerated(true);

    auto *form = new QFormLayout;
    QWidget *fields[4] = {m_percent, m_width, m_height, m_dpi};
    for (int i = 0; i < 4; ++i) {
        m_labels[i] = new QLabel;
        m_labels[i]->setBuddy(fields[i]);
        form->addRow(m_labels[i], fields[i]);
    }
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_printed);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(m_percent, &QSpinBox::valueChanged, this,
            [this](int percent) { setScale(percent / 100.0, m_percent); });
    connect(m_width, &QSpinBox::valueChanged, this,
            [this](int width) { setScale(board::exportScaleForWidth(m_map, width), m_width); });
    connect(m_height, &QSpinBox::valueChanged, this,
            [this](int height) { setScale(board::exportScaleForHeight(m_map, height), m_height); });
    connect(m_dpi, &QSpinBox::valueChanged, this, [this] { setScale(m_scale, m_dpi); });

    const QSettings settings;
    bool ok = false;
    qreal scale = settings.value(QLatin1String(kScaleKey), 1.0).toDouble(&ok);
    if (!ok || !std::isfinite(scale)) scale = 1.0;
    int dpi = settings.value(QLatin1String(kDpiKey), kDefaultDpi).toInt(&ok);
    if (!ok) dpi = kDefaultDpi;
    {
        const QSignalBlocker block(m_dpi);
        m_dpi->setValue(dpi);
    }
    setScale(scale, nullptr);
    retranslate();
}

int ExportPngDialog::dotsPerInch() const
{
    return m_dpi->value();
}

QSize ExportPngDialog::pixelSize() const
{
    return board::exportSize(m_map, m_scale);
}

void ExportPngDialog::setScale(qreal scale, QSpinBox *from)
{
    m_scale = qBound(kMinScale, scale, m_maxScale);
    const QSize size = pixelSize();
    // Each box shows the same picture; the one being typed in keeps its text.
    if (from != m_percent) {
        const QSignalBlocker block(m_percent);
        m_percent->setValue(qRound(m_scale * 100));
    }
    if (from != m_width) {
        const QSignalBlocker block(m_width);
        m_width->setValue(size.width());
    }
    if (from != m_height) {
        const QSignalBlocker block(m_height);
        m_height->setValue(size.height());
    }
    const qreal cm = 2.54 / m_dpi->value();
    const QLocale locale;
    m_printed->setText(tr("%1 x %2 pixels, printed %3 x %4 cm at %5 dots per inch.")
                           .arg(size.width())
                           .arg(size.height())
                           .arg(locale.toString(size.width() * cm, 'f', 1),
                                locale.toString(size.height() * cm, 'f', 1))
                           .arg(m_dpi->value()));
}

void ExportPngDialog::done(int result)
{
    if (result == QDialog::Accepted) {
        QSettings settings;
        settings.setValue(QLatin1String(kScaleKey), m_scale);
        settings.setValue(QLatin1String(kDpiKey), m_dpi->value());
    }
    QDialog::done(result);
}

void ExportPngDialog::retranslate()
{
    setWindowTitle(tr("Export as PNG"));
    m_labels[0]->setText(tr("&Scale:"));
    m_labels[1]->setText(tr("&Width:"));
    m_labels[2]->setText(tr("&Height:"));
    m_labels[3]->setText(tr("&Resolution:"));
    m_percent->setSuffix(tr(" %"));
    m_width->setSuffix(tr(" px"));
    m_height->setSuffix(tr(" px"));
    m_dpi->setSuffix(tr(" dpi"));
    m_percent->setToolTip(tr("100% draws each square 64 pixels wide."));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export..."));
    setScale(m_scale, nullptr);
}

void ExportPngDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

} // namespace quantum::editor
