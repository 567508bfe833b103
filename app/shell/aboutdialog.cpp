// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/shell/aboutdialog.h"

#include "app/version.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace quantum {

AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("about"));
    auto *icon = new QLabel;
    icon->setPixmap(QIcon(QStringLiteral(":/icons/quantum.svg")).pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);
    m_heading = new QLabel;
    m_heading->setTextFormat(Qt::RichText);
    // The body scrolls when the screen is too small for it (a phone-sized window, a scale
    // factor of 2): never cut.
    m_body = new QTextBrowser;
    m_body->setOpenExternalLinks(true);
    m_body->setFrameShape(QFrame::NoFrame);
    m_body->viewport()->setAutoFillBackground(false);
    m_body->setMinimumWidth(360);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *text = new QVBoxLayout;
    text->addWidget(m_heading);
    text->addWidget(m_body, 1);
    auto *row = new QHBoxLayout;
    row->addWidget(icon);
    row->addSpacing(12);
    row->addLayout(text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row, 1);
    layout->addWidget(buttons);
    retranslateUi();
    // Room for the whole text on a usual screen, within the screen on a small one.
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect();
    QSize size(640, 400);
    if (screen.isValid()) size = size.boundedTo(screen.size() * 9 / 10);
    resize(size);
}

QString AboutDialog::heading()
{
    return QStringLiteral("<h2>%1</h2>")
        .arg(tr("Quantum %1").arg(QString::fromLatin1(kVersion)).toHtmlEscaped());
}

QString AboutDialog::body()
{
    const auto para = [](const QString &text) {
        return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
    };
    const QString homepage = QString::fromLatin1(kHomepage);
    return para(tr("Quantum is a board game by Eric Zimmerman. This program is an unofficial, "
                   "fan-made version of it for the computer, not affiliated with or endorsed "
                   "by the game's designer or its publishers.")) +
           para(tr("The published layouts among the shipped maps are transcribed from the "
                   "maps printed with the game and from layouts shared by its players. The "
                   "art, the sounds, the texts and the other maps are the project's own.")) +
           para(tr("This program is free software: you can redistribute it and/or modify it "
                   "under the terms of the GNU General Public License, version 3 or any later "
                   "version. It comes with absolutely no warranty.")) +
           QStringLiteral("<p><a href=\"%1\">%2</a> · <a href=\"%3\">%4</a></p>")
               .arg(homepage.toHtmlEscaped(), tr("Home page").toHtmlEscaped(),
                    QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html"),
                    tr("GNU General Public License").toHtmlEscaped()) +
           para(tr("Built with Qt %1, running on Qt %2.")
                    .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())));
}

void AboutDialog::retranslateUi()
{
    setWindowTitle(tr("About Quantum"));
    m_heading->setText(heading());
    m_body->setHtml(body());
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace quantum
