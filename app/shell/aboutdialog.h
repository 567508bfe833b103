// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QTextBrowser;

namespace quantum {

// Help > About Quantum: the version, what the program is and is not (an unofficial fan-made
// version of Eric Zimmerman's board game), the credits, the licence, and the Qt it was built
// with and runs on.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);
    // The texts shown, in the current language (also for tests): the heading, then the body.
    static QString heading();
    static QString body();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QLabel *m_heading = nullptr;
    QTextBrowser *m_body = nullptr;
};

} // namespace quantum
