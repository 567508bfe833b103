// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/state.h"

#include <QFrame>

class QGridLayout;
class QLabel;

namespace quantum {

class FlowLayout;

// One player's command sheet: dominance and research dice, cubes left, command cards
// (effect on hover), scrapyard, reserve and, on their turn, actions left. It asks no
// width of its own beyond kMinWidth: its rows wrap.
class CommandSheet : public QFrame {
    Q_OBJECT
public:
    static constexpr int kMinWidth = 280;

    CommandSheet(int player, QWidget *parent = nullptr);
    // `selectable`: scrapyard ships may be clicked (the player's own decision).
    void setGame(const GameState &state, const QString &name, bool computer, bool selectable,
                 int selectedShip);
    // The heading: the player's name, "(computer)" after a computer's own name.
    QString title() const;

signals:
    void shipClicked(int ship);

private:
    void clearRow(FlowLayout *row);
    void fillHand(const PlayerState &p); // the command cards, one widget each
    QLabel *yardLabel(const QString &text) const;
    static constexpr int kYardDieSize = 20;

    int m_player;
    QLabel *m_emblem = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_dominance = nullptr;
    QLabel *m_research = nullptr;
    QLabel *m_cubes = nullptr;
    QLabel *m_turn = nullptr;
    FlowLayout *m_hand = nullptr;
    FlowLayout *m_yard = nullptr;
    int m_yardRowHeight = 0;
};

// The command sheets of a table, in one column, or in two when there is room for two
// sheets side by side (wide screens).
class CommandSheetPanel : public QWidget {
    Q_OBJECT
public:
    explicit CommandSheetPanel(QWidget *parent = nullptr);
    // Takes the sheets (and deletes the previous ones).
    void setSheets(const QList<CommandSheet *> &sheets);
    int columns() const { return m_columns; }
    // The height every sheet needs at the panel's width.
    int neededHeight() const;
    // The columns follow `widget`'s width (the scroll area the panel is in: its width
    // does not change when a scroll bar comes and goes).
    void followWidth(QWidget *widget);

signals:
    void neededHeightChanged(int height);

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void arrange();
    int sourceWidth() const;

    QWidget *m_widthSource = nullptr;
    QGridLayout *m_grid = nullptr;
    QList<CommandSheet *> m_sheets;
    int m_columns = 1;
    int m_needed = -1;
};

} // namespace quantum
