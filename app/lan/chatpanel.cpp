// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/lan/chatpanel.h"

#include "app/common/language.h"
#include "app/net/protocol.h"
#include "editor/board/faction.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace quantum {

ChatPanel::ChatPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new QTextBrowser;
    m_view->setOpenLinks(false);
    m_view->setMinimumHeight(80);
    layout->addWidget(m_view, 1);
    auto *row = new QHBoxLayout;
    m_input = new QLineEdit;
    m_input->setMaxLength(net::kMaxChatLength);
    m_send = new QPushButton;
    row->addWidget(m_input, 1);
    row->addWidget(m_send);
    layout->addLayout(row);
    connect(m_input, &QLineEdit::returnPressed, this, &ChatPanel::send);
    connect(m_send, &QPushButton::clicked, this, &ChatPanel::send);
    retranslateUi();
}

void ChatPanel::send()
{
    const QString text = m_input->text().trimmed();
    if (text.isEmpty()) return;
    m_input->clear();
    emit sendRequested(text);
}

void ChatPanel::addLine(const QString &from, int seat, const QString &text)
{
    const QString colour = seat >= 0 ? faction::color(seat).name() : QStringLiteral("#aab3c5");
    //: A chat line: the speaker's name (in their colour), then what they wrote.
    const QString line = tr("<b><span style=\"color:%1\">%2</span></b>: %3")
                             .arg(colour, from.toHtmlEscaped(), text.toHtmlEscaped());
    m_view->append(line);
    ++m_lines;
    m_view->verticalScrollBar()->setValue(m_view->verticalScrollBar()->maximum());
}

void ChatPanel::addNote(const QString &text)
{
    m_view->append(QStringLiteral("<span style=\"color:#8d96a8; font-style:%1\">%2</span>")
                       .arg(italicsAllowed() ? QStringLiteral("italic") : QStringLiteral("normal"),
                            text.toHtmlEscaped()));
    m_view->verticalScrollBar()->setValue(m_view->verticalScrollBar()->maximum());
}

void ChatPanel::clear()
{
    m_view->clear();
    m_input->clear();
    m_lines = 0;
}

QString ChatPanel::plainText() const
{
    return m_view->toPlainText();
}

void ChatPanel::retranslateUi()
{
    m_input->setPlaceholderText(tr("Write to everyone"));
    m_send->setText(tr("Send"));
}

void ChatPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace quantum
