// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/learn/tutorial.h"

#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/play/gamepage.h"
#include "app/play/playscene.h"
#include "editor/board/boardgeometry.h"
#include "engine/scenario.h"

#include <QFile>
#include <QGraphicsItem>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>

#include <optional>

namespace quantum {

namespace {
const QString kStartFile = QStringLiteral(":/tutorial/first-game.json");
}

// Gold rings on the squares the lesson asks to click, over the ships; clicks go through.
class GuideMarks : public QGraphicsItem {
public:
    GuideMarks()
    {
        setZValue(40);
        setAcceptedMouseButtons(Qt::NoButton);
        setAcceptHoverEvents(false);
    }
    void setPoints(const QList<QPointF> &points)
    {
        prepareGeometryChange();
        m_points = points;
    }
    QRectF boundingRect() const override
    {
        QRectF r;
        for (const QPointF &p : m_points)
            r |= QRectF(p - QPointF(kRadius + 6, kRadius + 6),
                        QSizeF(2 * kRadius + 12, 2 * kRadius + 12));
        return r;
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        for (const QPointF &p : m_points) {
            painter->setPen(QPen(QColor(0, 0, 0, 160), 8));
            painter->drawEllipse(p, kRadius, kRadius);
            painter->setPen(QPen(QColor(0xff, 0xd7, 0x5a), 4, Qt::DashLine));
            painter->drawEllipse(p, kRadius, kRadius);
        }
    }

private:
    static constexpr qreal kRadius = board::kSquareSize * 0.5;
    QList<QPointF> m_points;
};

std::unique_ptr<Session> Tutorial::makeSession(ComputerSeat::Threading threading, QString *error,
                                               std::optional<quint64> seed)
{
    auto fail = [error](const QString &why) {
        if (error) *error = why;
        return std::unique_ptr<Session>();
    };
    QFile file(kStartFile);
    if (!file.open(QIODevice::ReadOnly)) return fail(tr("The tutorial's start is missing."));
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
    if (!doc.isObject()) return fail(tr("The tutorial's start cannot be read."));
    const ScenarioResult r = runScenario(doc.object(), QStringLiteral(":/tutorial"));
    if (!r.status.ok() || !r.loaded) return fail(r.status.message());
    SavedGame saved;
    saved.state = r.state;
    // The dice of the game come from the scenario's seed: the same every time.
    saved.rngState = seed.value_or(quint64(doc.object().value(QStringLiteral("seed")).toDouble()));
    saved.seats = {SeatInfo::human(), SeatInfo::computer()};
    saved.seats[1].bot = QStringLiteral("easy"); // a first game's opponent: beatable
    return std::make_unique<Session>(saved, threading);
}

Tutorial::Tutorial(GamePage *page, QObject *parent)
    : GuidedGame(parent), m_page(page), m_session(page->session())
{
    m_marks = new GuideMarks;
    page->scene()->addItem(m_marks);
    connect(m_session, &Session::applied, this, &Tutorial::onApplied);
    connect(m_session, &Session::reset, this, &Tutorial::onReset);
    connect(page, &GamePage::stateChanged, this, [this] {
        m_marks->update();
        emit changed(); // the note follows the board as it replays the computer's turn
    });
    page->setActionFilter([this](const Action &a) { return allows(a); });
    m_entered.emplace_back(m_lesson, m_session->allEvents().size());
    update(false);
}

Tutorial::~Tutorial()
{
    if (m_page) {
        m_page->setActionFilter({});
        delete m_marks;
    }
}

bool Tutorial::ownAction(const Action &a) const
{
    switch (m_lesson) {
    case Lesson::Welcome:
        return false;
    case Lesson::Move:
        return a.type == ActionType::Move;
    case Lesson::Attack: // the ordinary attack (the Battlestation's Strike is an ability)
        return a.type == ActionType::Attack;
    case Lesson::Ability:
        return usesAbility(a);
    case Lesson::FreeReroll:
        return a.type == ActionType::ScoutReroll;
    case Lesson::EndFirstTurn:
        return a.type == ActionType::EndTurn;
    case Lesson::EndSecondTurn: // the action left spent on research first: none is wasted
        return a.type == ActionType::EndTurn || a.type == ActionType::Research;
    case Lesson::Deploy:
        return a.type == ActionType::Deploy;
    case Lesson::Research:
        return a.type == ActionType::Research;
    case Lesson::Prepare: // whatever makes an orbit add up, and the turn's end to wait for it
        return a.type != ActionType::Construct;
    case Lesson::Construct:
        return a.type == ActionType::Construct;
    case Lesson::TakeCard: // the pick comes in the advance-card phase, after the actions
        // (an action left is spent on research first)
        return a.type == ActionType::EndTurn || a.type == ActionType::TakeCard ||
               a.type == ActionType::RefreshMarket || a.type == ActionType::Research;
    case Lesson::Done:
    case Lesson::Count:
        return true;
    }
    return true;
}

std::vector<Action> Tutorial::lessonActions() const
{
    std::vector<Action> out;
    const GameState &s = m_session->state();
    if (s.toAct() != m_human || s.front() || needsNext()) return out;
    if (s.phase != Phase::Actions && s.phase != Phase::Cards) return out;
    for (const Action &a : m_session->legal())
        if (ownAction(a)) out.push_back(a);
    return out;
}

bool Tutorial::allows(const Action &a) const
{
    const GameState &s = m_session->state();
    if (a.player != m_human || isDone()) return true;
    if (s.front() || s.phase == Phase::Cards) return true; // answers and picks, always
    if (needsNext()) return false;
    if (ownAction(a)) return true;
    // Nothing of the lesson's kind is possible (the board changed): the game goes on freely.
    for (const Action &l : m_session->legal())
        if (ownAction(l)) return false;
    return true;
}

// A cube could be built on the human's turn with actions enough: the ships in some orbit add
// up (R-ACT-CONSTRUCT).
bool Tutorial::canConstructSoon(const GameState &s) const
{
    if (s.phase != Phase::Actions || s.active != m_human || s.front()) return false;
    GameState c = s;
    c.actionsLeft = kActionsPerTurn;
    legalActions(c, m_scratch);
    for (const Action &a : m_scratch)
        if (a.type == ActionType::Construct) return true;
    return false;
}

const Action *Tutorial::suggested() const
{
    Action &chosen = m_chosen;
    const std::vector<Action> actions = lessonActions();
    if (actions.empty()) return nullptr;
    const GameState &s = m_session->state();
    const Board &b = *s.board;
    const auto &ships = s.p[m_human].ships;
    auto pick = [&](auto &&better) -> const Action * {
        for (const Action &a : actions)
            if (better(a)) return &(chosen = a);
        return &(chosen = actions.front());
    };
    switch (m_lesson) {
    case Lesson::Move: // the Scout onto the Void, to its centre when it can (R-VOID-1)
        for (const Action &a : actions) {
            if (a.to < 0 || !b.isVoid(a.to) || ships[a.ship].value != 6) continue;
            bool centre = true;
            for (Sq n : b.orth(a.to))
                centre = centre && n >= 0 && b.isVoid(n);
            if (centre) return &(chosen = a);
        }
        return pick([&](const Action &a) { return a.to >= 0 && b.isVoid(a.to); });
    case Lesson::Attack:
        return pick([&](const Action &a) {
            return a.type == ActionType::Attack && ships[a.ship].value == 1;
        });
    case Lesson::Ability:
        return pick([](const Action &a) { return a.type == ActionType::Modify && a.value == 5; });
    case Lesson::FreeReroll:
        return pick(
            [&](const Action &a) { return ships[a.ship].onMap() && b.isVoid(ships[a.ship].at); });
    case Lesson::EndSecondTurn:
    case Lesson::TakeCard:
        if (s.phase == Phase::Cards) return &(chosen = actions.front());
        return pick([&](const Action &a) {
            return s.actionsLeft > 0 ? a.type == ActionType::Research
                                     : a.type == ActionType::EndTurn;
        });
    case Lesson::Deploy:
        return pick([&](const Action &a) { return a.to == b.fromFile(1, 0); });
    case Lesson::Prepare: {
        // A move after which an orbit adds up.
        for (const Action &a : actions) {
            if (a.type != ActionType::Move) continue;
            GameState after = s;
            SeededDice dice(0); // a move rolls nothing
            apply(after, a, dice);
            if (canConstructSoon(after)) return &(chosen = a);
        }
        for (const Action &a : actions)
            if (a.type == ActionType::EndTurn && s.actionsLeft == 0) return &(chosen = a);
        return nullptr;
    }
    case Lesson::Welcome:
    case Lesson::Done:
    case Lesson::Count:
        return nullptr;
    default:
        return &(chosen = actions.front());
    }
}

std::optional<Action> Tutorial::suggestion() const
{
    if (const Action *a = suggested()) return *a;
    return std::nullopt;
}

QList<int> Tutorial::highlights() const
{
    QList<int> out;
    const Action *a = suggested();
    if (!a) return out;
    const GameState &s = m_session->state();
    if (a->type == ActionType::Construct) {
        out.append(s.board->planets()[size_t(a->planet)].sq);
        return out;
    }
    if (a->ship >= 0 && s.p[m_human].ships[a->ship].onMap() && isShipAction(a->type))
        out.append(s.p[m_human].ships[a->ship].at);
    if (a->to >= 0 &&
        (isShipMove(a->type) || a->type == ActionType::Strike || a->type == ActionType::Deploy))
        out.append(a->to);
    return out;
}

void Tutorial::onReset()
{
    const size_t events = m_session->allEvents().size();
    while (m_entered.size() > 1 && m_entered.back().second > events)
        m_entered.pop_back();
    if (!m_entered.empty() && m_entered.back().first != m_lesson) {
        m_lesson = m_entered.back().first;
        m_lessonDone = false;
    }
    update(true);
}

void Tutorial::onApplied(const Action &action, const Events &events)
{
    if (action.player == m_human && !m_lessonDone && doneBy(action, events)) m_lessonDone = true;
    update(true);
}

bool Tutorial::doneBy(const Action &a, const Events &events) const
{
    switch (m_lesson) {
    case Lesson::Prepare:
        return canConstructSoon(m_session->state());
    case Lesson::Construct:
        for (const Event &e : events)
            if (e.type == EventType::CubePlaced && e.player == m_human &&
                e.a == int(CubeReason::Construct))
                return true;
        return false;
    case Lesson::TakeCard:
        for (const Event &e : events)
            if ((e.type == EventType::CardTaken || e.type == EventType::MarketRefreshed) &&
                e.player == m_human)
                return true;
        return false;
    case Lesson::Ability:
        return usesAbility(a);
    case Lesson::EndSecondTurn:
        return a.type == ActionType::EndTurn;
    case Lesson::Welcome:
    case Lesson::Done:
    case Lesson::Count:
        return false;
    default:
        return ownAction(a);
    }
}

// After the game moved on (`adapt`), a finished lesson gives way to the next and the
// preparing and building lessons follow the board; a lesson just entered (Next, Skip) stays.
void Tutorial::update(bool adapt)
{
    const GameState &s = m_session->state();
    if (s.phase == Phase::GameOver && !isDone()) return enter(Lesson::Done);
    const bool humanTurn =
        s.phase == Phase::Actions && s.active == m_human && !s.front() && s.toAct() == m_human;
    if (adapt && m_lessonDone && !s.front()) return enter(Lesson(int(m_lesson) + 1));
    if (adapt && humanTurn) {
        // No Scout left to re-roll itself (it was lost, or the player moved another ship):
        // on to the next lesson rather than one that cannot come back.
        if (m_lesson == Lesson::FreeReroll && lessonActions().empty())
            return enter(Lesson::Research);
        // The orbit was spoilt before the cube was built, or it adds up already.
        if (m_lesson == Lesson::Construct && !canConstructSoon(s)) return enter(Lesson::Prepare);
        if (m_lesson == Lesson::Prepare && canConstructSoon(s))
            return enter(s.actionsLeft >= 2 ? Lesson::Construct : Lesson::EndSecondTurn);
        if (m_lesson == Lesson::EndSecondTurn && s.actionsLeft >= 2 && canConstructSoon(s))
            return enter(Lesson::Construct);
        // The pick came and went without a card (a later turn): nothing left to teach.
        if (m_lesson == Lesson::TakeCard && s.turn != m_lessonTurn) return enter(Lesson::Done);
    }

    if (m_page) { // the rings belong to the page's scene
        QList<QPointF> points;
        for (int sq : highlights())
            points.append(m_page->scene()->squareCenter(sq));
        m_marks->setPoints(points);
        m_page->refresh();
    }
    emit changed();
}

void Tutorial::enter(Lesson lesson)
{
    m_lesson = lesson < Lesson::Count ? lesson : Lesson::Done;
    m_lessonDone = false;
    // Waiting for the next turn is needless when the cube can be built in this one.
    const GameState &s = m_session->state();
    if (m_lesson == Lesson::EndSecondTurn && s.actionsLeft >= 2 && canConstructSoon(s))
        m_lesson = Lesson::Construct;
    m_entered.emplace_back(m_lesson, m_session->allEvents().size());
    m_lessonTurn = m_session->state().turn;
    update(false);
}

void Tutorial::next()
{
    if (!isDone()) enter(Lesson(int(m_lesson) + 1));
}

bool Tutorial::demonstrate()
{
    const GameState &s = m_session->state();
    if (needsNext()) {
        next();
        return true;
    }
    if (s.toAct() != m_human || isDone()) return false;
    std::optional<Action> action;
    if (const Action *a = suggested()) action = *a;
    for (const Action &a : m_session->legal()) {
        if (action) break;
        if (allows(a) && (!s.front() || a.type != ActionType::Stay)) action = a;
    }
    return action && m_session->submit(m_human, *action) == Session::Result::Applied;
}

void Tutorial::restartLesson(Lesson lesson)
{
    enter(lesson);
}

QString Tutorial::title() const
{
    switch (m_lesson) {
    case Lesson::Welcome:
        return tr("Welcome to Quantum");
    case Lesson::Move:
        return tr("Moving a ship");
    case Lesson::Attack:
        return tr("Attacking");
    case Lesson::Ability:
        return tr("Ship abilities");
    case Lesson::FreeReroll:
        return tr("A free re-roll");
    case Lesson::EndFirstTurn:
        return tr("Ending your turn");
    case Lesson::Deploy:
        return tr("Deploying");
    case Lesson::Research:
        return tr("Research");
    case Lesson::Prepare:
        return tr("Preparing a cube");
    case Lesson::EndSecondTurn:
        return tr("Waiting for the next turn");
    case Lesson::Construct:
        return tr("Constructing a cube");
    case Lesson::TakeCard:
        return tr("Advance cards");
    case Lesson::Done:
    case Lesson::Count:
        break;
    }
    return tr("Well done");
}

QString Tutorial::text() const
{
    const Action *a = suggested();
    const GameState &s = m_session->state();
    const QString ship =
        a && a->ship >= 0 ? GameText::shipOfValue(s.p[m_human].ships[a->ship].value) : QString();
    // The button to press, as the prompt words it.
    const QString button = a ? GameText(s, m_session->playerNames()).action(*a) : QString();
    switch (m_lesson) {
    case Lesson::Welcome:
        return tr("You command the vermillion ships with the circle emblem, on the left of this "
                  "small map; the computer commands the blue ones with the triangle. Whoever "
                  "places all their quantum cubes on planets first wins. This game teaches the "
                  "moves one at a time: gold rings show what to click, and only the move being "
                  "taught is offered. Press Next to begin.");
    case Lesson::Move:
        return tr("Click your %1, then the ringed square on the Void, the empty tile in the "
                  "middle. A ship moves up to its value in steps to neighbouring squares, never "
                  "diagonally and never through planets or other ships.")
            .arg(ship.isEmpty() ? GameText::shipOfValue(6) : ship);
    case Lesson::Attack:
        return tr("Click your %1, then the enemy ship ringed in gold to attack it. Both sides "
                  "roll a die and add their ship's value: the lower total wins, and a tie goes to "
                  "the attacker. When you win, choose to occupy the square or stay.")
            .arg(ship.isEmpty() ? GameText::shipOfValue(1) : ship);
    case Lesson::Ability:
        if (a && a->type == ActionType::Modify)
            return tr("Every ship type has an ability it may use once per turn, for free. Click "
                      "your %1 in orbit of planet 8 and press \"%2\" under the board: a "
                      "Frigate can turn into a 3 or a 5.")
                .arg(ship, button);
        return tr("Every ship type has an ability it may use once per turn, for free. Click one "
                  "of your ships and press its ability's button under the board.");
    case Lesson::FreeReroll:
        return tr("Your %1 has an ability of its own: it rolls its die again for free. Click it "
                  "and press \"%2\" under the board. Any other ship is rolled again with "
                  "Reconfigure, which costs an action: a Scout never needs to pay for it.")
            .arg(ship.isEmpty() ? GameText::shipOfValue(kScoutValue) : ship,
                 button.isEmpty() ? tr("Re-roll") : button);
    case Lesson::EndFirstTurn:
        return tr("Click End turn under the board. Then the computer plays its turn: watch its "
                  "moves on the board and in the log.");
    case Lesson::Deploy:
        return tr("Your %1 was destroyed before this game began and waits in your scrapyard. "
                  "Click it on your sheet at the right, then the ringed square next to your home "
                  "planet.")
            .arg(ship.isEmpty() ? GameText::shipOfValue(3) : ship);
    case Lesson::Research:
        return tr("Click Research under the board (or press R): your research rises by one for "
                  "one action.");
    case Lesson::Prepare:
        if (a && a->type == ActionType::Move)
            return tr("To build a cube on a planet, your ships on its orbital positions (the four "
                      "squares next to it) must add up exactly to its number. Move your %1 to "
                      "the ringed square: then the orbit adds up.")
                .arg(ship);
        return tr("To build a cube on a planet, your ships on its orbital positions (the four "
                  "squares next to it) must add up exactly to its number. Move or reconfigure "
                  "your ships until an orbit adds up; end the turn when your actions are spent.");
    case Lesson::EndSecondTurn:
        if (s.actionsLeft > 0)
            return tr("Building takes two actions, and this turn has only %n left: unused actions "
                      "are lost, so click Research (or press R) with it. Then click End turn; "
                      "your next turn begins after the computer's.",
                      nullptr, s.actionsLeft);
        return tr("Building takes two actions, and this turn has no more. Click End turn; your "
                  "next turn begins after the computer's.");
    case Lesson::Construct:
        return tr("Click the gold-circled planet to construct a cube there. It costs two "
                  "actions.");
    case Lesson::TakeCard:
        if (s.phase == Phase::Actions && s.actionsLeft > 0)
            return tr("You placed a cube, so an advance card is yours when your actions are over. "
                      "Spend what is left on Research (R), then click End turn and take one of "
                      "the six cards over the board.");
        return tr("You placed a cube, so an advance card is yours when your actions are over. "
                  "Click End turn, then one of the six cards over the board.");
    case Lesson::Done:
    case Lesson::Count:
        break;
    }
    return tr("You have built your first cube. The rest of the game is yours: play on against "
              "the computer, or go back to the menu and start a game of your own. The Rules "
              "explain everything else: entanglement, dominance and infamy, and every card.");
}

QString Tutorial::why() const
{
    switch (m_lesson) {
    case Lesson::Welcome:
        return tr("Each turn you have three actions: moving or attacking with a ship, "
                  "reconfiguring one, deploying one, researching, or building a cube (two). Ship "
                  "abilities cost nothing.");
    case Lesson::Move:
        return tr("Each of your ships on the Void raises your research by one at the start of "
                  "your turn. A move costs one action, and each ship moves once per turn.");
    case Lesson::Attack:
        return tr("A 1 against a 6 cannot lose. The destroyed ship goes to its owner's scrapyard "
                  "and your dominance rises by one: at dominance 6 you place a cube for free.");
    case Lesson::Ability:
        return tr("Your ships in orbit of a planet must add up exactly to its number to build "
                  "there. At 5, your Frigate needs only a 3 beside it to make the 8 of this "
                  "planet.");
    case Lesson::FreeReroll:
        return tr("The value is the ship's type, its movement and its strength in battle: a low "
                  "value fights better, a high one goes further. A Scout (6) is the weakest in "
                  "battle, and its re-roll never shows 6 again.");
    case Lesson::EndFirstTurn:
        return tr("Unused actions are lost, so plan all three before you end the turn.");
    case Lesson::Deploy:
        return tr("Ships come back next to a planet that holds one of your cubes. Deploying "
                  "costs one action and is not the ship's move: it may still move this turn.");
    case Lesson::Research:
        return tr("With research at 6 at the end of your turn you make a breakthrough: an advance "
                  "card, and research starts again at 1.");
    case Lesson::Prepare:
        return tr("Enemy ships and ships diagonal to the planet do not count, and a planet takes "
                  "only one cube of each player.");
    case Lesson::EndSecondTurn:
        return tr("The computer may come and spoil your sum: build as soon as it adds up.");
    case Lesson::Construct:
        return tr("Each cube is a step to victory. A planet has room for one cube per number "
                  "above 6 (one on a 7, four on a 10).");
    case Lesson::TakeCard:
        return tr("Gambit cards act at once and are discarded; command cards stay with you, up "
                  "to three, and work from your next turn.");
    case Lesson::Done:
    case Lesson::Count:
        break;
    }
    return tr("Place all %n of your cubes before the computer does to win.", nullptr,
              m_session->state().cubesToWin);
}

QString Tutorial::note() const
{
    const GameState &s = m_session->state();
    if (s.phase == Phase::GameOver) return tr("The game is over.");
    if (s.toAct() != m_human || (m_page && m_page->isReplaying()))
        return tr("The computer is playing its turn…");
    if (s.front()) return tr("First answer the question under the board.");
    if (needsNext() || isDone() || s.phase == Phase::Cards) return QString();
    if (lessonActions().empty())
        return tr("This step is not possible right now: play on as you like, or skip it.");
    return QString();
}

} // namespace quantum
