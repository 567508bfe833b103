// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/qwantum/rules.h"

#include <QStringList>
#include <QWidget>

#include <array>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace quantum {

class Session;

// Every player's score after each roll of a game, read from its events (Wrote, Misthrew): the
// end page's chart.
std::vector<std::array<int, qw::kMaxPlayers>> qwantumScoreHistory(const qw::Events &events,
                                                                   int players,
                                                                   const qw::Options &options);

// The scores over the rolls, one line per player.
class QwantumScoreChart : public QWidget {
    Q_OBJECT
public:
    explicit QwantumScoreChart(QWidget *parent = nullptr);
    void setData(const std::vector<std::array<int, qw::kMaxPlayers>> &history,
                 const QStringList &names, int players);
    QSize sizeHint() const override { return QSize(560, 240); }
    QSize minimumSizeHint() const override { return QSize(240, 140); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::vector<std::array<int, qw::kMaxPlayers>> m_history;
    QStringList m_names;
    int m_players = 0;
};

// The end of a game of Qwantum: who won, the scores by column with the misthrows, the chart of
// the scores over the rolls; play again, replay or back to the start.
class QwantumEndPage : public QWidget {
    Q_OBJECT
public:
    explicit QwantumEndPage(QWidget *parent = nullptr);
    void showResult(const Session &session);
    QLabel *title() const { return m_title; }
    QTableWidget *table() const { return m_table; }
    QwantumScoreChart *chart() const { return m_chart; }
    QPushButton *againButton() const { return m_again; }
    QPushButton *replayButton() const { return m_replay; }
    QPushButton *menuButton() const { return m_menu; }

signals:
    void again();
    void replay();
    void mainMenu();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill();
    const Session *m_session = nullptr;
    QLabel *m_title = nullptr;
    QTableWidget *m_table = nullptr;
    QwantumScoreChart *m_chart = nullptr;
    QPushButton *m_again = nullptr, *m_replay = nullptr, *m_menu = nullptr;
};

} // namespace quantum
