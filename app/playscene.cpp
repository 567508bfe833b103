#include "app/playscene.h"

#include "app/diceart.h"
#include "editor/board/boardgeometry.h"
#include "editor/board/mapitem.h"
#include "engine/bots.h"

#include <QGraphicsObject>
#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
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
        drawShipDie(painter, m_player, m_shown, QRectF(-kDie / 2, -kDie / 2, kDie, kDie));
    }

private:
    int m_player;
    int m_value;
    int m_shown; // the face on show (differs from m_value while rolling)
    bool m_selected = false;
    bool m_offered = false;
};

// Highlights drawn in one item: offered squares, planets and the last move.
class MarksItem : public QGraphicsItem {
public:
    enum Kind { Move, Attack, Planet, Place, LastFrom, LastTo };
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
            }
        }
    }

private:
    QList<Mark> m_marks;
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
        m_lastMove.clear();
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
}

bool PlayScene::shipCanAct(int ship) const
{
    if (!m_interactive || m_state.phase != Phase::Actions || m_state.front()) return false;
    for (const Action &a : m_legal)
        if (a.ship == ship &&
            (a.type == ActionType::Move || a.type == ActionType::Attack ||
             a.type == ActionType::Strike || a.type == ActionType::Transport ||
             a.type == ActionType::Warp || a.type == ActionType::Modify ||
             a.type == ActionType::ScoutReroll || a.type == ActionType::Reconfigure ||
             a.type == ActionType::Deploy || a.type == ActionType::UseCard))
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
}

void PlayScene::startPick(const std::vector<Action> &candidates, const QList<Stage> &stages)
{
    m_pick = candidates;
    m_stages = stages;
    m_stage = 0;
    updateHighlights();
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
        for (const auto &[from, to] : std::as_const(m_lastMove)) {
            if (from >= 0)
                marks.append({board::squareRect(m_board->fileX(from), m_board->fileY(from)),
                              MarksItem::LastFrom});
            if (to >= 0)
                marks.append(
                    {board::squareRect(m_board->fileX(to), m_board->fileY(to)), MarksItem::LastTo});
        }
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
    }
}

void PlayScene::markEvents(const Events &events, bool otherPlayer)
{
    if (!otherPlayer) return;
    for (const Event &e : events) {
        switch (e.type) {
        case EventType::Moved:
        case EventType::Transported:
        case EventType::Warped:
        case EventType::Occupied:
            m_lastMove = {{e.from, e.sq}};
            break;
        case EventType::Deployed:
        case EventType::ShipPlaced:
        case EventType::ExpansionShip:
            m_lastMove = {{kNoSq, e.sq}};
            break;
        case EventType::Attacked:
            if (e.from != e.a) m_lastMove = {{e.from, e.a}};
            break;
        case EventType::AttackRepelled:
            m_lastMove = {{kNoSq, e.from}};
            break;
        case EventType::Stayed:
            m_lastMove = {{kNoSq, e.sq}};
            break;
        default:
            break;
        }
    }
    updateHighlights();
}

void PlayScene::clearMarks()
{
    if (m_lastMove.isEmpty()) return;
    m_lastMove.clear();
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
    const QPoint file = board::squareAt(event->scenePos());
    const int sq = m_board->fromFile(file.x(), file.y());
    if (sq < 0) return;
    event->accept();

    // A square the pick offers narrows it down.
    if (m_stage < m_stages.size()) {
        std::vector<Action> remaining;
        for (const Action &a : m_pick)
            if (stageSquare(a, m_stages[m_stage]) == sq) remaining.push_back(a);
        if (!remaining.empty()) {
            if (m_stage + 1 >= m_stages.size()) {
                choose(remaining, event->scenePos());
            } else {
                m_pick = remaining;
                ++m_stage;
                updateHighlights();
            }
            return;
        }
    }

    // One of the player's own ships selects it.
    int owner = -1;
    const int ship = m_state.shipAt(sq, &owner);
    if (ship >= 0 && owner == m_state.toAct() && shipCanAct(ship)) {
        selectShip(ship == m_selected ? -1 : ship);
        return;
    }
    if (m_selected >= 0 || m_stage > 0) selectShip(-1);
}

void PlayScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    if (m_board && m_stage < m_stages.size()) {
        const QPoint file = board::squareAt(event->scenePos());
        const int sq = m_board->fromFile(file.x(), file.y());
        for (const Action &a : m_pick) {
            if ((a.type != ActionType::Attack && a.type != ActionType::Strike) || a.to != sq)
                continue;
            int owner = -1;
            const int target = m_state.shipAt(sq, &owner);
            if (target < 0) break;
            const AttackOdds odds = attackOdds(m_state, a);
            QToolTip::showText(
                event->screenPos(),
                odds.defenderMayDestroyBoth
                    ? tr("Attack: %1% chance to win, unless the defender destroys both ships "
                         "(Dangerous).")
                          .arg(qRound(odds.win * 100))
                    : tr("Attack: %1% chance to win, with every card in play counted.")
                          .arg(qRound(odds.win * 100)));
            event->accept();
            return;
        }
    }
    QGraphicsScene::helpEvent(event);
}

void PlayScene::choose(const std::vector<Action> &remaining, const QPointF &clickPos)
{
    // Several attack-from squares: the one nearest the pointer; an ability-free path first.
    const Action *best = nullptr;
    qreal bestScore = std::numeric_limits<qreal>::max();
    for (const Action &a : remaining) {
        qreal score = a.flags ? 1e6 : 0;
        if (a.from >= 0 && a.type == ActionType::Attack) {
            const QPointF d = squareCenter(a.from) - clickPos;
            score += d.x() * d.x() + d.y() * d.y();
        }
        if (score < bestScore) {
            bestScore = score;
            best = &a;
        }
    }
    if (!best) return;
    // The same square reached with or without a card: ask, one action per card.
    std::vector<Action> distinct;
    for (const Action &a : remaining) {
        bool seen = false;
        for (const Action &d : distinct)
            seen = seen || (d.type == a.type && d.card == a.card);
        if (!seen) distinct.push_back(a.card == best->card && a.type == best->type ? *best : a);
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
