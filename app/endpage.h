// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/session.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace quantum {

// Cubes, dominance and research of every player over the turns.
class ChartWidget : public QWidget {
    Q_OBJECT
public:
    explicit ChartWidget(QWidget *parent = nullptr);
    void setData(const QList<TurnStats> &history, const QStringList &names, int players,
                 int cubesToWin);
    QSize sizeHint() const override { return QSize(720, 340); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<TurnStats> m_history;
    QStringList m_names;
    int m_players = 0;
    int m_cubesToWin = 5;
};

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
