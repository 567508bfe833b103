// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/rules.h"

#include <QGraphicsScene>
#include <QHash>
#include <QList>
#include <QStringList>

#include <array>

#include <vector>

#include "editor/board/maprenderer.h"

namespace quantum::board {
class MapItem;
}

namespace quantum {

class ShipItem;
class MarksItem;
class PathItem;
class BoardCursorItem;

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
    // The players' names, for tooltips.
    void setPlayerNames(const QStringList &names) { m_names = names; }
    // The player at the screen (-1: nobody, e.g. computers alone): "your" ships in tooltips,
    // and whose last moves are not marked.
    void setViewer(int player);
    int viewer() const { return m_viewer; }

    int selectedShip() const { return m_selected; }
    void selectShip(int ship); // -1 clears
    // Starts a pick among `candidates` chosen square by square along `stages`.
    void startPick(const std::vector<Action> &candidates, const QList<Stage> &stages);
    // The pick in progress: its remaining candidates, the stage the next click chooses
    // (stageIndex() of stageCount()), and whether startPick began it (not the default pick).
    const std::vector<Action> &pickCandidates() const { return m_pick; }
    int stageIndex() const { return m_stage; }
    int stageCount() const { return int(m_stages.size()); }
    Stage stage() const { return m_stage < m_stages.size() ? m_stages[m_stage] : Stage::To; }
    bool customPick() const { return m_customPick; }

    // Records the last move of each player from the events of a step as shown (the events
    // name their player). The viewer sees the last move of each other player made since the
    // viewer's own turn last ended, never their own: in hot-seat too, as the viewer changes.
    void markEvents(const Events &events);
    // The marks rebuilt from a whole history (after an undo, a load), one step per event.
    void resetMarks(const Events &history);
    struct LastMove {
        int player;
        Sq from, to;
    };
    QList<LastMove> shownLastMoves() const; // the marks on show for the viewer

    // Squares, planets (their squares) and ships (player * kShipsPerPlayer + ship) that a log
    // line names, highlighted on the board until cleared.
    void setLinked(const QList<int> &squares, const QList<int> &planets, const QList<int> &ships);
    QList<int> linkedSquares() const { return m_linkSquares; }
    // The places of the Hint's suggestion, highlighted as a linked answer is, until cleared
    // (they stay while the pointer moves over the log and the answers).
    void setHinted(const QList<int> &squares, const QList<int> &planets, const QList<int> &ships);
    void clearHinted() { setHinted({}, {}, {}); }
    QList<int> hintedSquares() const { return m_hintSquares; }
    QList<int> hintedShips() const { return m_hintShips; }
    QList<int> linkedShips() const { return m_linkShips; }

    QPointF squareCenter(int sq) const; // scene position of a square's centre
    int squareAt(const QPointF &scenePos) const; // kNoSq off the board
    // Squares currently offered by the pick (for tests and the prompt).
    QList<int> offeredSquares() const;
    // The preview of what a click at the pointer would do (an attack through its attack-from
    // square, a move, a transport's flight and drop, a cube's relocation): the squares of its
    // main path, empty when nothing is previewed.
    QList<int> previewPath() const { return m_previewPath; }
    QGraphicsItem *previewItem() const;
    // The preview for a pointer at `scenePos` (what hovering does; for tests and keys).
    void previewAt(const QPointF &scenePos);
    void clearPreview() { updatePreview(QPointF(), false); } // the pointer left the board

    // Tooltip texts of what lies on a square: a ship (type, ability, moved or ability used
    // this turn) or a planet (number, cubes, the viewer's orbit against the number).
    QString shipTip(int player, int ship) const;
    QString planetTip(int planet) const;

    // Keyboard play: a cursor over the squares (arrow keys), Enter or Space does what a
    // click on its square does, Tab and Shift+Tab go through the choices on the board (the
    // squares the pick offers, else the ships that can act). Shown once a key was used on the
    // board, hidden by a mouse click on it.
    int cursorSquare() const { return m_cursorSq; }
    void setCursorSquare(int sq);
    void moveCursor(int dx, int dy);
    bool cycleCursor(bool forward); // false when the board offers nothing to go through
    bool activateCursor();          // false when its square does nothing now
    bool isCursorShown() const;
    // What a left click on `sq` at `scenePos` does (the mouse and the keys share it).
    bool clickSquare(int sq, const QPointF &scenePos);

signals:
    void actionChosen(const quantum::Action &action);
    // Enter on a square that does nothing: the page's default answer (confirm) is asked for.
    void confirmRequested();
    // A click that several legal actions share and that differ in more than the path (a card
    // used or not): the player chooses among them.
    void choiceNeeded(const std::vector<quantum::Action> &actions);
    void selectionChanged(int ship);
    // A click that chooses nothing and selects no ship (it only cancels a selection): the page
    // says why. `selectedShip` is the selection the click was made with.
    void clickRefused(int square, int selectedShip);
    // The pick moved on to another stage or was started (the prompt words each step).
    void pickChanged();

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override; // the preview
    void helpEvent(QGraphicsSceneHelpEvent *event) override;       // ships, planets, attack odds
    void keyPressEvent(QKeyEvent *event) override;                 // keyboard play
    void focusInEvent(QFocusEvent *event) override;                // the cursor shows
    void focusOutEvent(QFocusEvent *event) override;
    bool focusNextPrevChild(bool next) override; // Tab: the choices on the board

private:
    int stageSquare(const Action &a, Stage stage) const;
    void defaultPick();
    void updateHighlights();
    void choose(const std::vector<Action> &remaining, const QPointF &clickPos);
    // The action a click at `pos` makes of `remaining` (the attack-from square nearest the
    // pointer, an ability-free path first).
    const Action *preferred(const std::vector<Action> &remaining, const QPointF &pos) const;
    bool shipCanAct(int ship) const;
    bool clickActs(int sq) const; // a click on `sq` now chooses or selects something
    Sq shipSquare(int player, int ship) const;
    Sq planetSquare(int planet) const;
    void updatePreview(const QPointF &scenePos, bool hovering);
    void recordStep(const Events &events);

    GameState m_state;
    std::vector<Action> m_legal;
    bool m_interactive = false;
    bool m_animated = true;
    int m_moveDuration = 220;
    BoardPtr m_board;
    board::MapItem *m_mapItem = nullptr;
    MarksItem *m_marks = nullptr;
    PathItem *m_path = nullptr;
    QHash<int, ShipItem *> m_ships; // key player * kShipsPerPlayer + ship

    int m_selected = -1;
    std::vector<Action> m_pick;
    QList<Stage> m_stages;
    int m_stage = 0;
    bool m_customPick = false;
    QPointF m_pointer;       // last pointer position over the scene
    bool m_hovering = false; // the pointer is over the board
    QList<int> m_previewPath;

    QStringList m_names;
    int m_viewer = -1;
    struct Mark {
        int player = -1;
        Sq from = kNoSq, to = kNoSq;
        quint64 step = 0;
    };
    std::array<Mark, kMaxPlayers> m_lastMove{};       // each player's last move
    std::array<quint64, kMaxPlayers> m_turnEndStep{}; // the step each player's turn last ended
    quint64 m_step = 0;                               // steps marked so far

    QList<int> m_linkSquares, m_linkShips;
    QList<int> m_hintSquares, m_hintShips;

    BoardCursorItem *m_cursor = nullptr;
    int m_cursorSq = -1;
    bool m_keysInUse = false; // a key was used on the board since the last mouse click
    int m_cursorFrom = -1; // the square the cursor came from (the side an attack comes from)
    QPointF cursorPointer() const;
    void showCursor(); // on a first square if it has none yet
    void jumpCursor(int sq);
    QList<int> boardChoices() const; // what Tab goes through, in reading order
};

} // namespace quantum
