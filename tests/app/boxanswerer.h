// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the window tests share: answering the message boxes a window asks.
#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QObject>
#include <QStringList>
#include <QTimer>

namespace quantum::test {

// Answers the next message boxes with the buttons whose text starts with the answers given,
// in order (polling for the modal box; no timing is asserted).
class BoxAnswerer : public QObject {
public:
    explicit BoxAnswerer(QStringList answers) : m_answers(std::move(answers))
    {
        m_timer.setInterval(20);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box) return;
            asked.append(box->text());
            const QString answer = m_answers.isEmpty() ? QString() : m_answers.takeFirst();
            for (QAbstractButton *b : box->buttons())
                if (!answer.isEmpty() && b->text().startsWith(answer)) {
                    b->click();
                    return;
                }
            box->reject();
        });
        m_timer.start();
    }
    QStringList asked;

private:
    QStringList m_answers;
    QTimer m_timer;
};

} // namespace quantum::test
