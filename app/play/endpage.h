// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/session.h"

#include <QImage>
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
    // The picture of the final board (for tests: it fits the room the page gives it).
    QLabel *boardPicture() const { return m_board; }

protected:
    void resizeEvent(QResizeEvent *event) override;

signals:
    void rematch();
    void mainMenu();
    void replay();

private:
    // Shows the final board as large as the room for it allows (its whole, never cut).
    void fitBoardPicture();

    QImage m_boardImage; // the final board, rendered once at the largest size shown
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_board = nullptr;
    ChartWidget *m_chart = nullptr;
    QPushButton *m_rematch = nullptr;
    QPushButton *m_replay = nullptr;
    QPushButton *m_menu = nullptr;
};

} // namespace quantum
