// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/playscene.h"

#include "app/game/clickrefusal.h"

#include "app/play/boardcursor.h"
#include "app/play/playitems.h"

#include "app/art/diceart.h"
#include "app/game/gametext.h"
#include "editor/board/boardgeometry.h"
#include "editor/board/mapitem.h"
#include "engine/bots.h"

#include <QLocale>
#include <QGraphicsObject>
#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPathStroker>
#include <QPropertyAnimation>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <limits>
#include <set>

namespace quantum {

board::CubeOwners cubeOwnersOf(const GameState &state)
{
    board::CubeOwners cubes;
    if (!state.board) return cubes;
    for (int pl = 0; pl < state.board->planetCount(); ++pl) {
        const Planet &planet = state.board->planets()[pl];
        const Tile &tile = state.board->map().tiles[planet.tile];
        QList<int> owners;
        for (int p = 0; p < state.players; ++p)
            for (int c = 0; c < state.p[p].cubesPlaced; ++c)
                if (state.p[p].cubes[c] == pl) owners.append(p);
        if (!owners.isEmpty()) cubes.insert(QPoint(tile.x, tile.y), owners);
    }
    return cubes;
}

PlayScene::PlayScene(QObject *parent) : QGraphicsScene(parent)
{
    m_mapItem = new board::MapItem;
    addItem(m_mapItem);
    m_marks = new MarksItem;
    addItem(m_marks);
    m_path = new PathItem;
    m_path->hide();
    addItem(m_path);
    m_cursor = new BoardCursorItem;
    addItem(m_cursor);
}

QGraphicsItem *PlayScene::previewItem() const
{
    return m_path;
}

int PlayScene::squareAt(const QPointF &scenePos) const
{
    if (!m_board) return kNoSq;
    const QPoint file = board::squareAt(scenePos);
    return m_board->fromFile(file.x(), file.y());
}

Sq PlayScene::shipSquare(int player, int ship) const
{
    if (player < 0 || player >= m_state.players || ship < 0 || ship >= kShipsPerPlayer)
        return kNoSq;
    return m_state.p[player].ships[ship].at;
}

Sq PlayScene::planetSquare(int planet) const
{
    if (!m_board || planet < 0 || planet >= m_board->planetCount()) return kNoSq;
    return m_board->planets()[planet].sq;
}

QPointF PlayScene::squareCenter(int sq) const
{
    if (!m_board || sq < 0) return QPointF();
    return board::squareCenter(m_board->fileX(sq), m_board->fileY(sq));
}

void PlayScene::sync(const GameState &state, const std::vector<Action> &legal, bool interactive)
{
    if (m_board != state.board) {
        m_board = state.board;
        m_mapItem->setMap(m_board->map());
        for (ShipItem *item : std::as_const(m_ships))
            delete item;
        m_ships.clear();
        m_selected = -1;
        m_lastMove = {};
        m_turnEndStep = {};
        m_step = 0;
        m_linkSquares.clear();
        m_linkShips.clear();
        m_cursorSq = m_cursorFrom = -1;
        m_cursor->setSquare(*m_board, -1);
        setSceneRect(m_mapItem->tilesRect().adjusted(-48, -48, 48, 48));
    }
    m_state = state;
    m_legal = legal;
    m_interactive = interactive;

    m_mapItem->setAllCubes(cubeOwnersOf(state));

    // Ships.
    for (int p = 0; p < state.players; ++p) {
        for (int i = 0; i < kShipsPerPlayer; ++i) {
            const Ship &ship = state.p[p].ships[i];
            const int key = p * kShipsPerPlayer + i;
            ShipItem *item = m_ships.value(key);
            if (!ship.onMap()) {
                if (item) item->hide();
                continue;
            }
            const QPointF pos = squareCenter(ship.at);
            if (!item) {
                item = new ShipItem(p, ship.value);
                item->setPos(pos);
                addItem(item);
                m_ships.insert(key, item);
            }
            item->setValue(ship.value, m_animated && item->isVisible(), m_moveDuration * 6 / 5);
            if (!item->isVisible()) {
                item->setPos(pos);
                item->show();
            } else if (item->pos() != pos) {
                if (m_animated) {
                    auto *anim = new QPropertyAnimation(item, "pos", item);
                    anim->setDuration(m_moveDuration);
                    anim->setEasingCurve(QEasingCurve::OutCubic);
                    anim->setEndValue(pos);
                    anim->start(QAbstractAnimation::DeleteWhenStopped);
                } else {
                    item->setPos(pos);
                }
            }
        }
    }
    for (auto it = m_ships.cbegin(); it != m_ships.cend(); ++it)
        if (it.key() / kShipsPerPlayer >= state.players) it.value()->hide();

    if (m_selected >= 0 && !shipCanAct(m_selected)) m_selected = -1;
    defaultPick();
    if (hasFocus()) showCursor();
}

bool PlayScene::shipCanAct(int ship) const
{
    if (!m_interactive || m_state.phase != Phase::Actions || m_state.front()) return false;
    return shipHasAction(m_legal, m_state.toAct(), ship);
}

void PlayScene::selectShip(int ship)
{
    if (ship >= 0 && !shipCanAct(ship)) ship = -1;
    m_selected = ship;
    defaultPick();
    emit selectionChanged(m_selected);
}

void PlayScene::defaultPick()
{
    m_pick.clear();
    m_stages.clear();
    m_stage = 0;
    m_customPick = false;
    if (m_interactive) {
        const Pending *pending = m_state.front();
        if (pending) {
            for (const Action &a : m_legal) {
                if (a.type == ActionType::InfamyCube) {
                    m_pick.push_back(a);
                    m_stages = {Stage::Planet};
                } else if (a.type == ActionType::PlaceExpansion && a.to >= 0) {
                    m_pick.push_back(a);
                    m_stages = {Stage::To};
                } else if (a.type == ActionType::Relocate) {
                    // The planet the cube leaves, then the one it goes to.
                    m_pick.push_back(a);
                    m_stages = {Stage::Planet, Stage::Planet2};
                } else if (a.type == ActionType::Occupy || a.type == ActionType::Stay) {
                    // Occupy or stay by clicking the square: the defender's or the
                    // attack-from one (choose() clears the square again).
                    Action onBoard = a;
                    onBoard.to = a.type == ActionType::Occupy ? pending->target : pending->from;
                    m_pick.push_back(onBoard);
                    m_stages = {Stage::To};
                }
            }
        } else if (m_state.phase == Phase::SetupStart) {
            m_pick = m_legal;
            m_stages = {Stage::Planet};
        } else if (m_state.phase == Phase::SetupShips) {
            int ship = kShipsPerPlayer;
            for (const Action &a : m_legal)
                if (a.type == ActionType::PlaceShip) ship = std::min<int>(ship, a.ship);
            for (const Action &a : m_legal)
                if (a.type == ActionType::PlaceShip && a.ship == ship) m_pick.push_back(a);
            m_stages = {Stage::To};
        } else if (m_state.phase == Phase::Actions) {
            if (m_selected >= 0) {
                for (const Action &a : m_legal)
                    if (a.ship == m_selected &&
                        (a.type == ActionType::Move || a.type == ActionType::Attack ||
                         a.type == ActionType::Strike || a.type == ActionType::Deploy))
                        m_pick.push_back(a);
                m_stages = {Stage::To};
            } else {
                for (const Action &a : m_legal)
                    if (a.type == ActionType::Construct) m_pick.push_back(a);
                m_stages = {Stage::Planet};
            }
        }
    }
    updateHighlights();
    updatePreview(m_pointer, m_hovering);
}

void PlayScene::startPick(const std::vector<Action> &candidates, const QList<Stage> &stages)
{
    m_pick = candidates;
    m_stages = stages;
    m_stage = 0;
    m_customPick = true;
    updateHighlights();
    updatePreview(m_pointer, m_hovering);
    emit pickChanged();
}

int PlayScene::stageSquare(const Action &a, Stage stage) const
{
    switch (stage) {
    case Stage::To:
        return a.to;
    case Stage::Drop:
        return a.drop;
    case Stage::Other:
        if (a.other >= 0) return m_state.p[a.player].ships[a.other].at;
        return kNoSq;
    case Stage::Planet:
        return a.planet >= 0 ? m_board->planets()[a.planet].sq : kNoSq;
    case Stage::Planet2:
        return a.planet2 >= 0 ? m_board->planets()[a.planet2].sq : kNoSq;
    }
    return kNoSq;
}

QList<int> PlayScene::offeredSquares() const
{
    QList<int> out;
    if (m_stage >= m_stages.size()) return out;
    std::set<int> seen;
    for (const Action &a : m_pick) {
        const int sq = stageSquare(a, m_stages[m_stage]);
        if (sq >= 0 && seen.insert(sq).second) out.append(sq);
    }
    return out;
}

void PlayScene::updateHighlights()
{
    QList<MarksItem::Mark> marks;
    if (m_board) {
        auto rectOf = [this](int sq) {
            return board::squareRect(m_board->fileX(sq), m_board->fileY(sq));
        };
        const QList<LastMove> last = shownLastMoves();
        for (const LastMove &m : last) {
            if (m.from >= 0) marks.append({rectOf(m.from), MarksItem::LastFrom});
            if (m.to >= 0) marks.append({rectOf(m.to), MarksItem::LastTo});
        }
        // What the earlier clicks of the pick chose (a transport's passenger and destination).
        if (!m_pick.empty())
            for (int i = 0; i < m_stage && i < m_stages.size(); ++i) {
                const int sq = stageSquare(m_pick.front(), m_stages[i]);
                if (sq >= 0) marks.append({rectOf(sq), MarksItem::Chosen});
            }
        for (const QList<int> *linked : {&m_linkSquares, &m_hintSquares})
            for (int sq : *linked)
                if (sq >= 0 && sq < m_board->squareCount())
                    marks.append({rectOf(sq), MarksItem::Linked});
        if (m_stage < m_stages.size()) {
            const Stage stage = m_stages[m_stage];
            std::set<int> seen;
            for (const Action &a : m_pick) {
                const int sq = stageSquare(a, stage);
                if (sq < 0 || !seen.insert(sq).second) continue;
                MarksItem::Kind kind = MarksItem::Move;
                if (stage == Stage::Planet || stage == Stage::Planet2)
                    kind = MarksItem::Planet;
                else if (a.type == ActionType::Attack || a.type == ActionType::Strike)
                    kind = MarksItem::Attack;
                else if (a.type == ActionType::PlaceShip || a.type == ActionType::Deploy ||
                         a.type == ActionType::PlaceExpansion || stage == Stage::Other ||
                         stage == Stage::Drop)
                    kind = MarksItem::Place;
                marks.append({board::squareRect(m_board->fileX(sq), m_board->fileY(sq)), kind});
            }
        }
    }
    m_marks->setMarks(marks);

    for (auto it = m_ships.cbegin(); it != m_ships.cend(); ++it) {
        const int player = it.key() / kShipsPerPlayer;
        const int ship = it.key() % kShipsPerPlayer;
        const bool mine = m_interactive && player == m_state.toAct();
        it.value()->setSelected(mine && ship == m_selected);
        it.value()->setOffered(mine && ship != m_selected && shipCanAct(ship) &&
                               m_state.p[player].ships[ship].onMap());
        it.value()->setLinked(m_linkShips.contains(it.key()) || m_hintShips.contains(it.key()));
    }
}

void PlayScene::setViewer(int player)
{
    if (player == m_viewer) return;
    m_viewer = player;
    updateHighlights();
}

void PlayScene::markEvents(const Events &events)
{
    recordStep(events);
    updateHighlights();
}

void PlayScene::resetMarks(const Events &history)
{
    m_lastMove = {};
    m_turnEndStep = {};
    m_step = 0;
    Events one(1);
    for (const Event &e : history) {
        one[0] = e;
        recordStep(one);
    }
    updateHighlights();
}

void PlayScene::recordStep(const Events &events)
{
    ++m_step;
    auto mark = [this](int player, Sq from, Sq to) {
        if (player >= 0 && player < kMaxPlayers) m_lastMove[player] = {player, from, to, m_step};
    };
    for (const Event &e : events) {
        switch (e.type) {
        case EventType::Moved:
        case EventType::Transported:
        case EventType::Warped:
        case EventType::Occupied:
            mark(e.player, e.from, e.sq);
            break;
        case EventType::Deployed:
        case EventType::ShipPlaced:
        case EventType::Stayed:
            mark(e.player, kNoSq, e.sq);
            break;
        case EventType::ExpansionShip:
            if (e.sq >= 0) mark(e.player, kNoSq, e.sq);
            break;
        case EventType::Attacked:
            if (e.from != e.a) mark(e.player, e.from, e.a);
            break;
        case EventType::AttackRepelled:
            mark(e.player, kNoSq, e.from);
            break;
        case EventType::TurnEnded:
            if (e.player >= 0 && e.player < kMaxPlayers) m_turnEndStep[e.player] = m_step;
            break;
        default:
            break;
        }
    }
}

QList<PlayScene::LastMove> PlayScene::shownLastMoves() const
{
    // Every other player's last move since the viewer's turn last ended; all of them when
    // nobody is at the screen.
    const quint64 since = m_viewer >= 0 && m_viewer < kMaxPlayers ? m_turnEndStep[m_viewer] : 0;
    QList<LastMove> out;
    for (const Mark &m : m_lastMove)
        if (m.player >= 0 && m.player != m_viewer && m.step > since)
            out.append({m.player, m.from, m.to});
    return out;
}

void PlayScene::setLinked(const QList<int> &squares, const QList<int> &planets,
                          const QList<int> &ships)
{
    QList<int> sq = squares;
    for (int p : planets)
        if (planetSquare(p) >= 0) sq.append(planetSquare(p));
    if (sq == m_linkSquares && ships == m_linkShips) return;
    m_linkSquares = sq;
    m_linkShips = ships;
    updateHighlights();
}

void PlayScene::setHinted(const QList<int> &squares, const QList<int> &planets,
                          const QList<int> &ships)
{
    QList<int> sq = squares;
    for (int p : planets)
        if (planetSquare(p) >= 0 && !sq.contains(planetSquare(p))) sq.append(planetSquare(p));
    if (sq == m_hintSquares && ships == m_hintShips) return;
    m_hintSquares = sq;
    m_hintShips = ships;
    updateHighlights();
}

void PlayScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mousePressEvent(event);
    if (event->button() == Qt::RightButton && m_interactive) {
        selectShip(-1); // right click: cancel the selection or pick
        event->accept();
        return;
    }
    if (event->button() != Qt::LeftButton || !m_board || !m_interactive) return;
    const int sq = squareAt(event->scenePos());
    if (sq < 0) return;
    event->accept();
    // The keyboard cursor follows the mouse, so the two can be mixed; it shows again at the
    // next key.
    m_keysInUse = false;
    m_cursor->setVisible(false);
    m_cursorFrom = -1;
    m_cursorSq = sq;
    m_cursor->setSquare(*m_board, sq);
    if (!clickActs(sq)) emit clickRefused(sq, m_selected); // the page says why
    clickSquare(sq, event->scenePos());
}

bool PlayScene::clickActs(int sq) const
{
    if (m_stage < m_stages.size())
        for (const Action &a : m_pick)
            if (stageSquare(a, m_stages[m_stage]) == sq) return true;
    int owner = -1;
    const int ship = m_state.shipAt(sq, &owner);
    return ship >= 0 && owner == m_state.toAct() && shipCanAct(ship);
}

bool PlayScene::clickSquare(int sq, const QPointF &scenePos)
{
    if (!m_board || !m_interactive || sq < 0) return false;
    // A square the pick offers narrows it down.
    if (m_stage < m_stages.size()) {
        std::vector<Action> remaining;
        for (const Action &a : m_pick)
            if (stageSquare(a, m_stages[m_stage]) == sq) remaining.push_back(a);
        if (!remaining.empty()) {
            if (m_stage + 1 >= m_stages.size()) {
                choose(remaining, scenePos);
            } else {
                m_pick = remaining;
                ++m_stage;
                updateHighlights();
                updatePreview(scenePos, true);
                emit pickChanged();
            }
            return true;
        }
    }

    // One of the player's own ships selects it.
    int owner = -1;
    const int ship = m_state.shipAt(sq, &owner);
    if (ship >= 0 && owner == m_state.toAct() && shipCanAct(ship)) {
        selectShip(ship == m_selected ? -1 : ship);
        return true;
    }
    if (m_selected >= 0 || m_stage > 0) {
        selectShip(-1);
        return true;
    }
    return false;
}

void PlayScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    updatePreview(event->scenePos(), true);
}

void PlayScene::previewAt(const QPointF &scenePos)
{
    updatePreview(scenePos, true);
}

void PlayScene::updatePreview(const QPointF &scenePos, bool hovering)
{
    m_pointer = scenePos;
    m_hovering = hovering;
    QList<QList<int>> paths; // squares; the first is the main path
    QList<PathItem::Ghost> ghosts;
    auto ghost = [this, &ghosts](int player, int ship, Sq at) {
        const Sq now = shipSquare(player, ship);
        if (at >= 0 && now != at)
            ghosts.append({player, m_state.p[player].ships[ship].value, squareCenter(at)});
    };
    const int sq = hovering ? squareAt(scenePos) : kNoSq;
    if (m_board && m_stage < m_stages.size() && !m_pick.empty()) {
        const Stage stage = m_stages[m_stage];
        std::vector<Action> here;
        for (const Action &a : m_pick)
            if (sq >= 0 && stageSquare(a, stage) == sq) here.push_back(a);
        const Action *best = here.empty() ? nullptr : preferred(here, scenePos);
        // A transport's flight once its destination is chosen stays drawn.
        const Action &first = m_pick.front();
        if (first.type == ActionType::Transport && m_stages.indexOf(Stage::To) >= 0 &&
            m_stages.indexOf(Stage::To) < m_stage) {
            const Sq flag = shipSquare(first.player, first.ship);
            QList<int> flight = {flag, first.to};
            ghost(first.player, first.ship, first.to);
            if (best) {
                flight.append(best->drop);
                ghost(first.player, first.other, best->drop);
            }
            paths.append(flight);
        } else if (best) {
            const Sq at = shipSquare(best->player, best->ship);
            switch (best->type) {
            case ActionType::Attack: {
                // Through the attack-from square; the other ones this target allows, faint.
                paths.append(at == best->from ? QList<int>{at, best->to}
                                              : QList<int>{at, best->from, best->to});
                ghost(best->player, best->ship, best->from);
                std::set<int> froms = {best->from};
                for (const Action &a : here)
                    if (a.type == ActionType::Attack && froms.insert(a.from).second)
                        paths.append(at == a.from ? QList<int>{at, a.to}
                                                  : QList<int>{at, a.from, a.to});
                break;
            }
            case ActionType::Strike:
            case ActionType::Move:
                if (at >= 0) paths.append({at, best->to});
                break;
            case ActionType::Transport: {
                const Sq flag = shipSquare(best->player, best->ship);
                if (stage == Stage::Other)
                    paths.append({shipSquare(best->player, best->other), flag});
                else
                    paths.append({flag, best->to});
                break;
            }
            case ActionType::Relocate:
                if (stage == Stage::Planet2)
                    paths.append({planetSquare(best->planet), planetSquare(best->planet2)});
                break;
            default:
                break;
            }
        }
    }
    QList<QPolygonF> polygons;
    for (const QList<int> &path : std::as_const(paths)) {
        QPolygonF poly;
        for (int s : path)
            if (s >= 0) poly << squareCenter(s);
        if (poly.size() >= 2) polygons.append(poly);
    }
    m_previewPath = paths.isEmpty() || polygons.isEmpty() ? QList<int>() : paths.first();
    m_path->setPaths(polygons, ghosts);

    // A transport whose destination is chosen: the Flagship and its passenger are leaving
    // (faint), and gone from a square a ghost takes.
    QList<int> leaving;
    if (m_customPick && !m_pick.empty() && m_pick.front().type == ActionType::Transport &&
        m_stages.indexOf(Stage::To) >= 0 && m_stages.indexOf(Stage::To) < m_stage) {
        const Action &t = m_pick.front();
        leaving = {t.player * kShipsPerPlayer + t.ship, t.player * kShipsPerPlayer + t.other};
    }
    for (auto it = m_ships.cbegin(); it != m_ships.cend(); ++it) {
        qreal opacity = 1.0;
        if (leaving.contains(it.key())) {
            opacity = 0.35;
            for (const PathItem::Ghost &g : std::as_const(ghosts))
                if (g.pos == it.value()->pos()) opacity = 0.0;
        }
        it.value()->setOpacity(opacity);
    }
}

const Action *PlayScene::preferred(const std::vector<Action> &remaining, const QPointF &pos) const
{
    const Action *best = nullptr;
    qreal bestScore = std::numeric_limits<qreal>::max();
    for (const Action &a : remaining) {
        qreal score = a.flags ? 1e6 : 0;
        if (a.from >= 0 && a.type == ActionType::Attack) {
            const QPointF d = squareCenter(a.from) - pos;
            score += d.x() * d.x() + d.y() * d.y();
        }
        if (score < bestScore) {
            bestScore = score;
            best = &a;
        }
    }
    return best;
}

void PlayScene::choose(const std::vector<Action> &remaining, const QPointF &clickPos)
{
    // Several attack-from squares: the one nearest the pointer (the preview shows it).
    const Action *best = preferred(remaining, clickPos);
    if (!best) return;
    // The same square reached with or without a card: ask, one action per card.
    std::vector<Action> distinct;
    for (const Action &a : remaining) {
        bool seen = false;
        for (const Action &d : distinct)
            seen = seen || (d.type == a.type && d.card == a.card && d.other == a.other);
        if (!seen)
            distinct.push_back(
                a.card == best->card && a.type == best->type && a.other == best->other ? *best : a);
    }
    if (distinct.size() > 1) {
        emit choiceNeeded(distinct);
        return;
    }
    Action chosen = *best;
    if (chosen.type == ActionType::Occupy || chosen.type == ActionType::Stay)
        chosen.to = kNoSq; // the square only located the answer on the board
    m_selected = -1;
    emit actionChosen(chosen);
}

} // namespace quantum
