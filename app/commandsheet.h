#pragma once

#include "engine/state.h"

#include <QFrame>

class QGridLayout;
class QLabel;
class QHBoxLayout;

namespace quantum {

// One player's command sheet: dominance and research dice, cubes left, command cards
// (effect on hover), scrapyard, reserve and, on their turn, actions left.
class CommandSheet : public QFrame {
    Q_OBJECT
public:
    CommandSheet(int player, QWidget *parent = nullptr);
    // `selectable`: scrapyard ships may be clicked (the player's own decision).
    void setGame(const GameState &state, const QString &name, bool computer, bool selectable,
                 int selectedShip);

signals:
    void shipClicked(int ship);

private:
    void clearRow(QHBoxLayout *row);

    int m_player;
    QLabel *m_title = nullptr;
    QLabel *m_trackers = nullptr;
    QLabel *m_dominance = nullptr;
    QLabel *m_research = nullptr;
    QLabel *m_cubes = nullptr;
    QLabel *m_turn = nullptr;
    QHBoxLayout *m_hand = nullptr;
    QHBoxLayout *m_yard = nullptr;
};

} // namespace quantum
