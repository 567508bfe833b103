// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/session.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace quantum {

class ChartWidget;

// The end of the game: the winner, a picture of the game, rematch or back to the start.
class EndPage : public QWidget {
    Q_OBJECT
public:
    explicit EndPage(QWidget *parent = nullptr);
    void showResult(const Session &session);
    QPushButton *rematchButton() const { return m_rematch; }
    QPushButton *replayButton() const { return m_replay; }

signals:
    void rematch();
    void mainMenu();
    void replay();

private:
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_board = nullptr;
    ChartWidget *m_chart = nullptr;
    QPushButton *m_rematch = nullptr;
    QPushButton *m_replay = nullptr;
    QPushButton *m_menu = nullptr;
};

} // namespace quantum
