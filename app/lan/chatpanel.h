// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLineEdit;
class QPushButton;
class QTextBrowser;

namespace quantum {

// A chat: the lines so far (each name in its seat's faction colour) and a line to type in.
// It only shows and asks; the owner sends what was typed (sendRequested) and adds what
// arrives (addLine). Used in the LAN lobby and, later, beside a network game.
class ChatPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChatPanel(QWidget *parent = nullptr);
    // `seat` -1: someone without a seat (an observer, a host who does not play).
    void addLine(const QString &from, int seat, const QString &text);
    // A line from the program itself (someone joined, left).
    void addNote(const QString &text);
    void clear();
    int lineCount() const { return m_lines; }
    QString plainText() const;
    QLineEdit *input() const { return m_input; }
    QPushButton *sendButton() const { return m_send; }

signals:
    void sendRequested(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void send();
    void retranslateUi();

    QTextBrowser *m_view = nullptr;
    QLineEdit *m_input = nullptr;
    QPushButton *m_send = nullptr;
    int m_lines = 0;
};

} // namespace quantum
