// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/session.h"

#include <QList>
#include <QStringList>
#include <QWidget>

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

} // namespace quantum
