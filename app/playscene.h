#pragma once

#include "engine/rules.h"

#include <QGraphicsScene>
#include <QHash>
#include <QList>

#include <vector>

#include "editor/board/maprenderer.h"

namespace quantum::board {
class MapItem;
}

namespace quantum {

class ShipItem;
class MarksItem;

// Every planet's cubes in slot order, keyed by the planet's tile (for MapItem and previews).
board::CubeOwners cubeOwnersOf(const GameState &state);

// The play board: the shared map drawing, the ships as dice on top, and highlights of what
// the engine's legal actions offer. Clicks narrow a pick of legal actions down to one and
// emit it as the player's intent; the scene never changes the state itself.
class PlayScene : public QGraphicsScene {
    Q_OBJECT
public:
    // What one click of a pick chooses.
    enum class Stage { To, Other, Drop, Planet, Planet2 };

    explicit PlayScene(QObject *parent = nullptr);

    // Shows `state`; `legal` is what the local player may do now (empty when not their
    // decision). Keeps the selected ship when it can still act.
    void sync(const GameState &state, const std::vector<Action> &legal, bool interactive);
    void setAnimated(bool on) { m_animated = on; }
    // Duration of a ship's move in ms (its roll takes a little longer).
    void setMoveDuration(int ms) { m_moveDuration = ms; }

    int selectedShip() const { return m_selected; }
    void selectShip(int ship); // -1 clears
    // Starts a pick among `candidates` chosen square by square along `stages`.
    void startPick(const std::vector<Action> &candidates, const QList<Stage> &stages);
    // The last move of another player stays marked until the local player acts.
    void markEvents(const Events &events, bool otherPlayer);
    void clearMarks();

    QPointF squareCenter(int sq) const; // scene position of a square's centre
    // Squares currently offered by the pick (for tests and the prompt).
    QList<int> offeredSquares() const;

signals:
    void actionChosen(const quantum::Action &action);
    // A click that several legal actions share and that differ in more than the path (a card
    // used or not): the player chooses among them.
    void choiceNeeded(const std::vector<quantum::Action> &actions);
    void selectionChanged(int ship);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void helpEvent(QGraphicsSceneHelpEvent *event) override; // odds over an attack target

private:
    int stageSquare(const Action &a, Stage stage) const;
    void defaultPick();
    void updateHighlights();
    void choose(const std::vector<Action> &remaining, const QPointF &clickPos);
    bool shipCanAct(int ship) const;

    GameState m_state;
    std::vector<Action> m_legal;
    bool m_interactive = false;
    bool m_animated = true;
    int m_moveDuration = 220;
    BoardPtr m_board;
    board::MapItem *m_mapItem = nullptr;
    MarksItem *m_marks = nullptr;
    QHash<int, ShipItem *> m_ships; // key player * kShipsPerPlayer + ship

    int m_selected = -1;
    std::vector<Action> m_pick;
    QList<Stage> m_stages;
    int m_stage = 0;
    QList<QPair<int, int>> m_lastMove; // from, to squares of another player's last move
};

} // namespace quantum
