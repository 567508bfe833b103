#include "app/playscene.h"

#include "app/boardcursor.h"

#include "app/diceart.h"
#include "app/eventtext.h"
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

namespace {
constexpr qreal kDie = 46.0;
}

// One ship die on the board.
class ShipItem : public QGraphicsObject {
public:
    ShipItem(int player, int value) : m_player(player), m_value(value), m_shown(value)
    {
        setZValue(10);
    }
    void setValue(int value, bool animated, int duration)
    {
        if (value == m_value) return;
        m_value = value;
        if (!animated) {
            m_shown = value;
            update();
            return;
        }
        // A short roll: a few faces flick by before the new value settles.
        auto *roll = new QVariantAnimation(this);
        roll->setDuration(duration);
        roll->setStartValue(0);
        roll->setEndValue(5);
        connect(roll, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
            m_shown = (m_value + v.toInt()) % 6 + 1;
            update();
        });
        connect(roll, &QVariantAnimation::finished, this, [this] {
            m_shown = m_value;
            update();
        });
        roll->start(QAbstractAnimation::DeleteWhenStopped);
    }
    void setSelected(bool on)
    {
        if (on != m_selected) {
            m_selected = on;
            update();
        }
    }
    void setOffered(bool on)
    {
        if (on != m_offered) {
            m_offered = on;
            update();
        }
    }
    void setLinked(bool on) // named by the log line under the pointer
    {
        if (on != m_linked) {
            m_linked = on;
            update();
        }
    }
    QRectF boundingRect() const override { return QRectF(-30, -30, 60, 60); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        if (m_selected || m_offered) {
            painter->setPen(QPen(m_selected ? QColor(255, 255, 255) : QColor(255, 255, 255, 110),
                                 m_selected ? 3.5 : 2.0,
                                 m_selected ? Qt::SolidLine : Qt::DashLine));
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(QRectF(-28, -28, 56, 56), 12, 12);
        }
        if (m_linked) {
            painter->setPen(QPen(QColor(90, 230, 255), 4.0));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(QPointF(0, 0), 29, 29);
        }
        drawShipDie(painter, m_player, m_shown, QRectF(-kDie / 2, -kDie / 2, kDie, kDie));
    }

private:
    int m_player;
    int m_value;
    int m_shown; // the face on show (differs from m_value while rolling)
    bool m_selected = false;
    bool m_offered = false;
    bool m_linked = false;
};

// Highlights drawn in one item: offered squares, planets and the last move.
class MarksItem : public QGraphicsItem {
public:
    enum Kind { Move, Attack, Planet, Place, LastFrom, LastTo, Chosen, Linked };
    struct Mark {
        QRectF rect;
        Kind kind;
    };
    MarksItem() { setZValue(5); }
    void setMarks(const QList<Mark> &marks)
    {
        prepareGeometryChange();
        m_marks = marks;
        m_bounds = QRectF();
        for (const Mark &m : m_marks)
            m_bounds |= m.rect.adjusted(-4, -4, 4, 4);
        update();
    }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        for (const Mark &m : m_marks) {
            const QRectF r = m.rect.adjusted(4, 4, -4, -4);
            switch (m.kind) {
            case Move:
                painter->setPen(QPen(QColor(120, 230, 160), 2.5));
                painter->setBrush(QColor(120, 230, 160, 60));
                painter->drawRoundedRect(r, 8, 8);
                break;
            case Place:
                painter->setPen(QPen(QColor(130, 200, 255), 2.5));
                painter->setBrush(QColor(130, 200, 255, 60));
                painter->drawRoundedRect(r, 8, 8);
                break;
            case Attack:
                painter->setPen(QPen(QColor(255, 90, 80), 3.5));
                painter->setBrush(QColor(255, 90, 80, 50));
                painter->drawRoundedRect(m.rect.adjusted(1, 1, -1, -1), 10, 10);
                break;
            case Planet:
                painter->setPen(QPen(QColor(255, 215, 90), 3.5, Qt::DashLine));
                painter->setBrush(QColor(255, 215, 90, 35));
                painter->drawEllipse(m.rect.center(), m.rect.width() * 0.48,
                                     m.rect.height() * 0.48);
                break;
            case LastFrom:
                painter->setPen(QPen(QColor(180, 140, 255, 200), 2.0, Qt::DotLine));
                painter->setBrush(Qt::NoBrush);
                painter->drawRoundedRect(r, 8, 8);
                break;
            case LastTo:
                painter->setPen(QPen(QColor(180, 140, 255), 3.0));
                painter->setBrush(QColor(180, 140, 255, 40));
                painter->drawRoundedRect(r, 8, 8);
                break;
            case Chosen: // a square an earlier click of the pick chose
                painter->setPen(QPen(QColor(255, 255, 255), 3.0));
                painter->setBrush(QColor(255, 255, 255, 45));
                painter->drawRoundedRect(r, 8, 8);
                break;
            case Linked: // named by the log line under the pointer
                painter->setPen(QPen(QColor(90, 230, 255), 4.0));
                painter->setBrush(QColor(90, 230, 255, 55));
                painter->drawRoundedRect(m.rect.adjusted(2, 2, -2, -2), 10, 10);
                break;
            }
        }
    }

private:
    QList<Mark> m_marks;
    QRectF m_bounds;
};

// Arrows of the preview: the main path bold, alternatives (other attack-from squares) faint.
// Ghosts: the ships where the click would put them (an attacker on its attack-from square,
// a transport's Flagship and passenger), drawn faint.
class PathItem : public QGraphicsItem {
public:
    struct Ghost {
        int player = 0;
        int value = 1;
        QPointF pos;
        bool operator==(const Ghost &) const = default;
    };
    PathItem() { setZValue(8); }
    void setPaths(const QList<QPolygonF> &paths, const QList<Ghost> &ghosts)
    {
        if (paths == m_paths && ghosts == m_ghosts) return;
        prepareGeometryChange();
        m_paths = paths;
        m_ghosts = ghosts;
        m_bounds = QRectF();
        for (const QPolygonF &p : m_paths)
            m_bounds |= p.boundingRect().adjusted(-16, -16, 16, 16);
        for (const Ghost &g : m_ghosts)
            m_bounds |= QRectF(g.pos - QPointF(kDie / 2, kDie / 2), QSizeF(kDie, kDie));
        setVisible(!m_paths.isEmpty() || !m_ghosts.isEmpty());
        update();
    }
    const QList<QPolygonF> &paths() const { return m_paths; }
    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override
    {
        QPainterPath out;
        if (!m_paths.isEmpty()) out.addPolygon(m_paths.first());
        QPainterPathStroker stroker;
        stroker.setWidth(8);
        return stroker.createStroke(out);
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setOpacity(0.5);
        for (const Ghost &g : m_ghosts)
            drawShipDie(painter, g.player, g.value,
                        QRectF(g.pos - QPointF(kDie / 2, kDie / 2), QSizeF(kDie, kDie)));
        painter->setOpacity(1.0);
        for (int i = int(m_paths.size()) - 1; i >= 0; --i) { // the main path on top
            const QPolygonF &p = m_paths[i];
            if (p.size() < 2) continue;
            const bool main = i == 0;
            const QColor c = main ? QColor(255, 236, 150) : QColor(255, 236, 150, 110);
            painter->setPen(QPen(c, main ? 5 : 3, main ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap,
                                 Qt::RoundJoin));
            painter->setBrush(Qt::NoBrush);
            QPolygonF shortened = p;
            if (shortened.size() >= 2) { // the line stops under the arrowhead
                const QLineF end(shortened.last(), shortened[shortened.size() - 2]);
                if (end.length() >= 1)
                    shortened.last() += (shortened[shortened.size() - 2] - shortened.last()) /
                                        end.length() * std::min<qreal>(30, end.length() / 2);
            }
            painter->drawPolyline(shortened);
            for (int k = 1; k + 1 < p.size(); ++k) { // the squares passed through
                painter->setBrush(c);
                painter->drawEllipse(p[k], main ? 6 : 4, main ? 6 : 4);
            }
            // The arrowhead at the end, short of the square's centre so that a ship there
            // does not hide it.
            const QPointF last = p.last(), back = p[p.size() - 2];
            const QLineF line(last, back);
            if (line.length() < 1) continue;
            const QPointF u = (back - last) / line.length();
            const QPointF tip = last + u * std::min<qreal>(24, line.length() / 2);
            const QPointF n(-u.y(), u.x());
            const qreal len = main ? 18 : 12;
            QPolygonF head;
            head << tip << tip + u * len + n * len * 0.55 << tip + u * len - n * len * 0.55;
            painter->setPen(Qt::NoPen);
            painter->setBrush(c);
            painter->drawPolygon(head);
        }
    }

private:
    QList<QPolygonF> m_paths;
    QList<Ghost> m_ghosts;
    QRectF m_bounds;
};

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

void PlayScene::showCursor()
{
    if (!m_board) return;
    if (m_cursorSq < 0 && !cycleCursor(true)) moveCursor(0, 0);
    m_cursor->setVisible(m_cursorSq >= 0);
}

bool PlayScene::shipCanAct(int ship) const
{
    if (!m_interactive || m_state.phase != Phase::Actions || m_state.front()) return false;
    for (const Action &a : m_legal)
        if (a.ship == ship && (isShipAction(a.type) || a.type == ActionType::UseCard))
            return true;
    return false;
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
        for (int sq : std::as_const(m_linkSquares))
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
        it.value()->setLinked(m_linkShips.contains(it.key()));
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
    // The keyboard cursor follows the mouse, so the two can be mixed.
    m_cursorFrom = -1;
    m_cursorSq = sq;
    m_cursor->setSquare(*m_board, sq);
    clickSquare(sq, event->scenePos());
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

// ---- Keyboard play ----

QPointF PlayScene::cursorPointer() const
{
    // As if the pointer were on the side of the square the cursor came from: an attack then
    // comes from that side, as a mouse pointing there would choose.
    const QPointF centre = squareCenter(m_cursorSq);
    if (m_cursorFrom < 0 || m_cursorFrom == m_cursorSq) return centre;
    const QPointF towards = squareCenter(m_cursorFrom) - centre;
    const qreal length = std::hypot(towards.x(), towards.y());
    return length > 0 ? centre + towards * (20.0 / length) : centre;
}

void PlayScene::setCursorSquare(int sq)
{
    if (!m_board || sq < 0 || sq >= m_board->squareCount() || !m_board->exists(sq)) return;
    m_cursorFrom = m_cursorSq;
    m_cursorSq = sq;
    m_cursor->setSquare(*m_board, sq);
    m_cursor->setVisible(true);
    if (m_interactive) updatePreview(cursorPointer(), true);
}

void PlayScene::moveCursor(int dx, int dy)
{
    if (!m_board) return;
    if (m_cursorSq < 0) {
        cycleCursor(true);
        if (m_cursorSq >= 0) return;
        for (int sq = 0; sq < m_board->squareCount() && m_cursorSq < 0; ++sq)
            if (m_board->exists(sq)) setCursorSquare(sq);
        return;
    }
    setCursorSquare(cursorStep(*m_board, m_cursorSq, dx, dy));
}

QList<int> PlayScene::boardChoices() const
{
    if (!m_board || !m_interactive) return {};
    // What the board offers now (a selected ship's moves, the planets to construct on, ...)
    // and, while no ship is selected and no pick is under way, the ships that can act.
    QList<int> choices = offeredSquares();
    if (m_selected < 0 && m_stage == 0)
        for (int i = 0; i < kShipsPerPlayer; ++i) {
            const Sq sq = shipSquare(m_state.toAct(), i);
            if (sq != kNoSq && shipCanAct(i)) choices.append(sq);
        }
    // In reading order, so Tab goes across the board as the eye does.
    std::sort(choices.begin(), choices.end(), [this](int a, int b) {
        return std::pair(m_board->fileY(a), m_board->fileX(a)) <
               std::pair(m_board->fileY(b), m_board->fileX(b));
    });
    choices.erase(std::unique(choices.begin(), choices.end()), choices.end());
    return choices;
}

bool PlayScene::cycleCursor(bool forward)
{
    const QList<int> choices = boardChoices();
    if (choices.isEmpty()) return false;
    const qsizetype at = choices.indexOf(m_cursorSq);
    const qsizetype n = choices.size();
    const qsizetype next = at < 0 ? (forward ? 0 : n - 1) : (at + (forward ? 1 : n - 1)) % n;
    jumpCursor(choices[next]);
    return true;
}

void PlayScene::jumpCursor(int sq)
{
    setCursorSquare(sq);
    m_cursorFrom = -1; // a jump: no side to attack from
    if (m_interactive) updatePreview(cursorPointer(), true);
}

bool PlayScene::activateCursor()
{
    if (m_cursorSq < 0) return false;
    return clickSquare(m_cursorSq, cursorPointer());
}

bool PlayScene::isCursorShown() const
{
    return m_cursor->isVisible() && m_cursorSq >= 0;
}

void PlayScene::keyPressEvent(QKeyEvent *event)
{
    if (!m_board || (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        QGraphicsScene::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        moveCursor(-1, 0);
        break;
    case Qt::Key_Right:
        moveCursor(1, 0);
        break;
    case Qt::Key_Up:
        moveCursor(0, -1);
        break;
    case Qt::Key_Down:
        moveCursor(0, 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!activateCursor()) emit confirmRequested();
        break;
    case Qt::Key_Escape:
        if (m_selected < 0 && m_stage == 0) {
            QGraphicsScene::keyPressEvent(event);
            return;
        }
        selectShip(-1);
        break;
    default:
        QGraphicsScene::keyPressEvent(event);
        return;
    }
    event->accept();
}

// Tab and Shift+Tab (the scene's focus chain, as it has no focus items): the choices on the
// board; when there are none the view's own Tab handling moves on to the answers below.
bool PlayScene::focusNextPrevChild(bool next)
{
    // Past the last choice (or before the first) Tab leaves the board, as along any chain.
    const QList<int> choices = boardChoices();
    const qsizetype at = choices.indexOf(m_cursorSq);
    if (choices.isEmpty() || (at >= 0 && at == (next ? choices.size() - 1 : 0))) return false;
    return cycleCursor(next);
}

void PlayScene::focusInEvent(QFocusEvent *event)
{
    QGraphicsScene::focusInEvent(event);
    // Coming in by Tab: the first choice (by Shift+Tab: the last).
    const QList<int> choices = boardChoices();
    if (!choices.isEmpty() && event->reason() == Qt::TabFocusReason) jumpCursor(choices.first());
    if (!choices.isEmpty() && event->reason() == Qt::BacktabFocusReason) jumpCursor(choices.last());
    showCursor();
}

void PlayScene::focusOutEvent(QFocusEvent *event)
{
    QGraphicsScene::focusOutEvent(event);
    m_cursor->setVisible(false);
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

QString PlayScene::shipTip(int player, int ship) const
{
    if (player < 0 || player >= m_state.players || ship < 0 || ship >= kShipsPerPlayer)
        return QString();
    const GameText text(m_state, m_names);
    const Ship &s = m_state.p[player].ships[ship];
    QStringList lines;
    lines.append(player == m_viewer
                     ? fillIn(tr("Your %1, on %2."), text.ship(player, ship), text.square(s.at))
                     : fillIn(tr("%1's %2, on %3."), text.player(player), text.ship(player, ship),
                              text.square(s.at)));
    lines.append(GameText::shipAbility(s.value));
    // The marks of the turn mean something for the player whose turn it is.
    if (m_state.phase == Phase::Actions && player == m_state.active) {
        if (!s.moved && !s.abilityUsed)
            lines.append(tr("This turn it has not moved yet and its ability is unused."));
        else if (s.moved && !s.abilityUsed)
            lines.append(tr("This turn it has moved; its ability is still unused."));
        else if (!s.moved)
            lines.append(tr("This turn it has not moved yet; its ability is used."));
        else
            lines.append(tr("This turn it has moved and used its ability."));
    }
    return lines.join(QLatin1Char('\n'));
}

QString PlayScene::planetTip(int planet) const
{
    if (!m_board || planet < 0 || planet >= m_board->planetCount()) return QString();
    const GameText text(m_state, m_names);
    const Planet &p = m_board->planets()[planet];
    QStringList lines;
    QString name = text.planet(planet);
    if (!name.isEmpty()) name[0] = name[0].toUpper();
    lines.append(p.start ? tr("%1, a starting planet.").arg(name) : tr("%1.").arg(name));
    QStringList owners;
    for (int pl = 0; pl < m_state.players; ++pl)
        for (int c = 0; c < m_state.p[pl].cubesPlaced; ++c)
            if (m_state.p[pl].cubes[c] == planet) owners.append(text.player(pl));
    const int free = p.locations - int(owners.size());
    if (owners.isEmpty())
        lines.append(tr("No cubes yet: %n cube location(s) free.", nullptr, p.locations));
    else
        lines.append(tr("Cubes of %1; %n location(s) free.", nullptr, std::max(free, 0))
                         .arg(QLocale().createSeparatedList(owners)));
    // Constructing needs the orbit to add up to the number exactly (R-ACT-CONSTRUCT).
    const int who = m_viewer >= 0 ? m_viewer : m_state.active;
    if (who >= 0 && who < m_state.players) {
        int sum = 0;
        for (Sq o : p.orbit) {
            int owner = -1;
            const int ship = o >= 0 ? m_state.shipAt(o, &owner) : -1;
            if (ship >= 0 && owner == who) sum += m_state.p[who].ships[ship].value;
        }
        lines.append(who == m_viewer
                         ? fillIn(tr("Your ships in its orbit add up to %1; a construct needs "
                                     "exactly %2."),
                                  sum, int(p.number))
                         : fillIn(tr("%1's ships in its orbit add up to %2; a construct needs "
                                     "exactly %3."),
                                  text.player(who), sum, int(p.number)));
    }
    return lines.join(QLatin1Char('\n'));
}

void PlayScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    const int sq = squareAt(event->scenePos());
    if (!m_board || sq < 0) return QGraphicsScene::helpEvent(event);
    QStringList tip;
    // The odds over an attack target the pick offers.
    if (m_stage < m_stages.size()) {
        std::vector<Action> here;
        for (const Action &a : m_pick)
            if ((a.type == ActionType::Attack || a.type == ActionType::Strike) && a.to == sq)
                here.push_back(a);
        int owner = -1;
        if (!here.empty() && m_state.shipAt(sq, &owner) >= 0) {
            const AttackOdds odds = attackOdds(m_state, *preferred(here, event->scenePos()));
            tip.append(odds.defenderMayDestroyBoth
                           ? tr("Attack: %1% chance to win, unless the defender destroys both "
                                "ships (Dangerous).")
                                 .arg(qRound(odds.win * 100))
                           : tr("Attack: %1% chance to win, with every card in play counted.")
                                 .arg(qRound(odds.win * 100)));
        }
    }
    int owner = -1;
    const int ship = m_state.shipAt(sq, &owner);
    if (ship >= 0)
        tip.append(shipTip(owner, ship));
    else if (m_board->isPlanet(sq))
        tip.append(planetTip(m_board->planetAt(sq)));
    if (tip.isEmpty()) return QGraphicsScene::helpEvent(event);
    QToolTip::showText(event->screenPos(), tip.join(QLatin1Char('\n')), event->widget());
    event->accept();
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
