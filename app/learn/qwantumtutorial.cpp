// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum's guided game: its start, its lessons' actions, what Show me plays and what the frames
// point at. The lessons' words are in qwantumlessons.cpp.
#include "app/learn/qwantumtutorial.h"

#include "app/game/session.h"
#include "app/learn/qwantumtutorial_p.h"
#include "app/qwantum/qwantumpage.h"
#include "app/qwantum/qwantumscene.h"

#include <QGraphicsItem>
#include <QPainter>

namespace quantum {

// The seed of the guided game, 1657981, found by a search over seeds 1-2000000 (a throwaway
// program that played the lessons' own suggestions, with the rules below, against the easy
// computer of seat 1 as the session seeds it) for one whose first rolls make every lesson
// possible and worth its words. With it:
// - the player rolls first. The white die shows 6; blue shows on four dice (6 + 5 + 4 + 4 + 2 =
//   21) and purple on none, so purple's sum is the white die alone: the sums' lesson has both
//   cases on the table;
// - every sum is 6 or more, and the white die is why: re-rolling it alone brings a 1, and purple
//   falls to 1, red to 3: a re-roll that helps, for the reason the lesson gives;
// - phase 1 writes the purple 1, closing purple; phase 2 has a second low start, the red 3 (two
//   numbers skipped), so the active player's second write is shown;
// - on the computer's roll (it writes blue), phase 2 offers purple 2, just above the 1: a row
//   rising in the smallest step;
// - the player's next roll is poor (every sum that fits skips five numbers or more), the lesson's
//   re-roll (the highest coloured die) leaves it poor, and then the easy and the hard computer
//   (the Hint's) would both mark a misthrow too: the misthrow asked for is the right move;
// - after it, phase 2 has nothing worth writing, so the columns' lesson passes, at no cost.
const quint64 QwantumTutorial::kSeed = 1657981;

namespace qwtutorial {

constexpr int kGoodSkip = 2; // phase 2: a write that skips more than this is passed
constexpr int kPoorSkip = 4; // phase 1: a roll whose every write skips this many is poor

// How many numbers writing `sum` in row `c` skips that the row could still have taken: between
// the number before and `sum` while the row rises (fields 1-3), between `sum` and the number
// before once it falls (fields 5-6); the top of the rise (field 4) skips nothing.
int skipped(const qw::Sheet &sheet, int c, int sum)
{
    const int at = sheet.filled[size_t(c)];
    const int before = at > 0 ? sheet.rows[size_t(c)][size_t(at - 1)] : 0;
    if (at < qw::kRising - 1) return sum - before - 1;
    if (at == qw::kRising - 1) return 0;
    return before - sum - 1;
}

// The legal write of `player` that skips least (`begun`: a row already begun first when
// equal), -1 for none; what it skips in `skips`.
int bestWrite(const qw::State &s, int player, bool begun, int *skips)
{
    std::vector<qw::Action> legal;
    qw::legalActions(s, player, legal);
    const std::array<int, qw::kColours> sums = s.sums();
    int best = -1, bestKey = 0;
    for (const qw::Action &a : legal) {
        if (a.type != qw::ActionType::Write) continue;
        const qw::Sheet &sheet = s.sheets[size_t(player)];
        const int key = skipped(sheet, a.colour, sums[size_t(a.colour)]) * 2 +
                        (begun && sheet.filled[size_t(a.colour)] == 0 ? 1 : 0);
        if (best < 0 || key < bestKey) {
            best = a.colour;
            bestKey = key;
        }
    }
    if (skips) *skips = best < 0 ? 0 : bestKey / 2;
    return best;
}

// The dice the re-roll lesson marks: the white die when it shows 4 or more (it is in every
// sum), else the coloured die with the highest number.
uint8_t rerollMask(const qw::State &s)
{
    if (s.roll.white >= 4) return 1;
    int best = 0, high = 0;
    for (int d = 0; d < qw::kColouredDice; ++d) {
        const int n = s.faces[size_t(d)][size_t(s.roll.face[size_t(d)])].number;
        if (n > high) {
            high = n;
            best = d;
        }
    }
    return uint8_t(1u << (best + 1));
}

// A roll of the active player's in which every sum that fits skips kPoorSkip numbers or more
// (or none fits): a misthrow is worth its cost.
bool poorRoll(const qw::State &s)
{
    if (s.phase != qw::Phase::Active) return false;
    int skips = 0;
    return bestWrite(s, s.active, false, &skips) < 0 || skips >= kPoorSkip;
}

int diceShowing(const qw::State &s, int c)
{
    int n = 0;
    for (int d = 0; d < qw::kColouredDice; ++d)
        n += int(s.faces[size_t(d)][size_t(s.roll.face[size_t(d)])].colour) == c;
    return n;
}

qw::Action write(int player, int colour)
{
    return qw::Action{qw::ActionType::Write, int8_t(player), int8_t(colour), 0};
}

} // namespace qwtutorial

using namespace qwtutorial;

// Gold frames around what a lesson speaks of, over the table; clicks go through.
class QwantumGuideMarks : public QGraphicsItem {
public:
    QwantumGuideMarks()
    {
        setZValue(40);
        setAcceptedMouseButtons(Qt::NoButton);
        setAcceptHoverEvents(false);
    }
    void setRects(const QList<QRectF> &rects)
    {
        if (rects == m_rects) return;
        prepareGeometryChange();
        m_rects = rects;
    }
    const QList<QRectF> &rects() const { return m_rects; }
    QRectF boundingRect() const override
    {
        QRectF r;
        for (const QRectF &box : m_rects)
            r |= box.adjusted(-kMargin, -kMargin, kMargin, kMargin);
        return r;
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        for (const QRectF &box : m_rects) {
            const QRectF r = box.adjusted(-kInset, -kInset, kInset, kInset);
            painter->setPen(QPen(QColor(0, 0, 0, 170), 7));
            painter->drawRoundedRect(r, 6, 6);
            painter->setPen(QPen(QColor(0xff, 0xd7, 0x5a), 3, Qt::DashLine));
            painter->drawRoundedRect(r, 6, 6);
        }
    }

private:
    static constexpr qreal kInset = 4, kMargin = 10;
    QList<QRectF> m_rects;
};

std::unique_ptr<Session> QwantumTutorial::makeSession(ComputerSeat::Threading threading,
                                                      std::optional<quint64> seed)
{
    GameStart start;
    start.kind = GameKind::Qwantum;
    start.players = 2;
    SeatInfo computer = SeatInfo::computer();
    computer.bot = QStringLiteral("easy"); // a first game's opponent: beatable
    return std::make_unique<Session>(start, QList<SeatInfo>{SeatInfo::human(), computer},
                                     seed.value_or(kSeed), threading);
}

QwantumTutorial::QwantumTutorial(QwantumPage *page, QObject *parent)
    : GuidedGame(parent), m_page(page), m_session(page->session())
{
    m_marks = new QwantumGuideMarks;
    page->scene()->addItem(m_marks);
    m_phase = state().phase;
    connect(m_session, &Session::played, this,
            [this](const AnyAction &a, const AnyEvents &, quint64) {
                if (const auto *action = std::get_if<qw::Action>(&a)) onPlayed(*action);
            });
    connect(m_session, &Session::answered, this, &QwantumTutorial::onAnswered);
    connect(m_session, &Session::reset, this, [this] {
        m_phase = state().phase;
        update();
    });
    // The frames follow the table as it shows the steps and as it is laid out again.
    connect(page, &QwantumPage::stateChanged, this, [this] {
        if (m_marks) m_marks->setRects(highlights());
        emit changed();
    });
    // Queued: the scene's rectangle changes first, then the sheets move to their new places.
    connect(
        page->scene(), &QGraphicsScene::sceneRectChanged, this,
        [this] {
            if (m_marks) m_marks->setRects(highlights());
        },
        Qt::QueuedConnection);
    page->setActionFilter([this](const qw::Action &a) { return allows(a); });
    update();
}

QwantumTutorial::~QwantumTutorial()
{
    // The session may be going already (the tutorial is its child): only the page is touched,
    // and nothing here answers its signals any more.
    blockSignals(true);
    if (m_page) {
        disconnect(m_page, nullptr, this, nullptr);
        disconnect(m_page->scene(), nullptr, this, nullptr);
        m_page->setActionFilter({});
        delete m_marks;
    }
}

const qw::State &QwantumTutorial::state() const
{
    return *qwantumState(m_session->game());
}

bool QwantumTutorial::playerDue() const
{
    return m_page && m_page->viewer() == m_human;
}

bool QwantumTutorial::ownAction(const qw::Action &a, qw::Phase phase) const
{
    switch (m_lesson) {
    case Lesson::Dice:
        return false;
    case Lesson::Reroll:
        return a.type == qw::ActionType::Reroll;
    case Lesson::Write:
        return a.type == qw::ActionType::Write && phase == qw::Phase::Active;
    case Lesson::Others: // any answer of phase 2, a write or a pass
    case Lesson::Rows:
    case Lesson::Columns:
        return phase == qw::Phase::Others;
    case Lesson::Misthrow: // the re-roll may come first
        return a.type == qw::ActionType::Misthrow || a.type == qw::ActionType::Reroll;
    case Lesson::Done:
    case Lesson::Count:
        return true;
    }
    return true;
}

std::vector<qw::Action> QwantumTutorial::lessonActions() const
{
    std::vector<qw::Action> out, legal;
    if (needsNext() || isDone()) return out;
    const qw::State &s = state();
    qw::legalActions(s, m_human, legal);
    for (const qw::Action &a : legal)
        if (ownAction(a, s.phase)) out.push_back(a);
    return out;
}

bool QwantumTutorial::allows(const qw::Action &a) const
{
    if (a.player != m_human || isDone()) return true;
    if (needsNext()) return false;
    if (ownAction(a, state().phase)) return true;
    // Nothing of the lesson's kind is possible now: the game goes on freely.
    return lessonActions().empty();
}

std::optional<qw::Action> QwantumTutorial::suggestion() const
{
    if (!playerDue() || needsNext() || isDone()) return std::nullopt;
    const qw::State &s = state();
    const bool own = !lessonActions().empty();
    if (s.phase == qw::Phase::Active) {
        if (own && m_lesson == Lesson::Reroll)
            return qw::Action{qw::ActionType::Reroll, int8_t(m_human), -1, rerollMask(s)};
        if (own && m_lesson == Lesson::Misthrow) // a poor roll: the re-roll first
            return poorRoll(s) && !s.rerolled
                       ? qw::Action{qw::ActionType::Reroll, int8_t(m_human), -1, rerollMask(s)}
                       : qw::Action{qw::ActionType::Misthrow, int8_t(m_human), -1, 0};
        const int c = bestWrite(s, m_human, false);
        if (c >= 0) return write(m_human, c);
        return qw::Action{qw::ActionType::Misthrow, int8_t(m_human), -1, 0};
    }
    int skips = 0;
    const int c = bestWrite(s, m_human, m_lesson == Lesson::Rows, &skips);
    if (c >= 0 && skips <= kGoodSkip) return write(m_human, c);
    return qw::Action{qw::ActionType::Pass, int8_t(m_human), -1, 0};
}

QList<QRectF> QwantumTutorial::highlights() const
{
    QList<QRectF> out;
    if (!m_page || m_page->isReplaying() || isDone()) return out;
    const QwantumScene &scene = *m_page->scene();
    const qw::State &s = state();
    const qw::Sheet &sheet = s.sheets[size_t(m_human)];
    const SheetGeometry g = scene.sheet(m_human)->geometry();
    const std::optional<qw::Action> a = suggestion();
    auto nextField = [&](int c) {
        if (sheet.filled[size_t(c)] < qw::kFields)
            out << g.field[size_t(c)][size_t(sheet.filled[size_t(c)])];
    };
    switch (m_lesson) {
    case Lesson::Dice: {
        // The white die, the dice of the colour on most dice, and the sums.
        int most = 0;
        for (int c = 1; c < qw::kColours; ++c)
            if (diceShowing(s, c) > diceShowing(s, most)) most = c;
        out << scene.die(0)->sceneBoundingRect();
        for (int d = 0; d < qw::kColouredDice; ++d)
            if (int(s.faces[size_t(d)][size_t(s.roll.face[size_t(d)])].colour) == most)
                out << scene.die(d + 1)->sceneBoundingRect();
        out << scene.sums()->sceneBoundingRect();
        break;
    }
    case Lesson::Reroll:
    case Lesson::Misthrow:
        if (a && a->type == qw::ActionType::Reroll)
            for (int d = 0; d <= qw::kColouredDice; ++d)
                if (a->dice & (1u << d)) out << scene.die(d)->sceneBoundingRect();
        if (a && a->type == qw::ActionType::Misthrow && sheet.misthrows < qw::kMaxMisthrows)
            out << g.misthrow[size_t(sheet.misthrows)];
        break;
    case Lesson::Rows:
        // The row the write rises in, up to its next field, and the divider after field 4.
        if (a && a->type == qw::ActionType::Write) {
            const int c = a->colour;
            const int at = sheet.filled[size_t(c)];
            out << g.field[size_t(c)][0].united(
                g.field[size_t(c)][size_t(qMin(at, qw::kFields - 1))]);
        }
        out << QRectF(
                   QPointF(g.field[0][qw::kRising - 1].right(), g.field[0][0].top()),
                   QPointF(g.field[0][qw::kRising].left(), g.field[qw::kColours - 1][0].bottom()))
                   .adjusted(-2, 0, 2, 0);
        break;
    case Lesson::Columns:
        out << g.column[0].united(g.column[qw::kFields - 1]);
        out << g.field[0][0].united(g.field[qw::kColours - 1][0]);
        if (a && a->type == qw::ActionType::Write) nextField(a->colour);
        break;
    case Lesson::Write:
    case Lesson::Others:
        if (a && a->type == qw::ActionType::Write) nextField(a->colour);
        break;
    case Lesson::Done:
    case Lesson::Count:
        break;
    }
    return out;
}

void QwantumTutorial::onPlayed(const qw::Action &action)
{
    const qw::Phase before = m_phase;
    m_phase = state().phase;
    if (action.player != m_human) return update();
    bool done = false;
    switch (m_lesson) {
    case Lesson::Reroll:
    case Lesson::Write:
        done = ownAction(action, before);
        break;
    case Lesson::Misthrow:
        done = action.type == qw::ActionType::Misthrow;
        break;
    default:
        break; // phase 2's lessons end with the player's answer (onAnswered)
    }
    if (done)
        enter(Lesson(int(m_lesson) + 1));
    else
        update();
}

void QwantumTutorial::onAnswered(int seat)
{
    // Phase 2: the player's answer is kept until the computer's is in too; the lesson is done.
    if (seat == m_human &&
        (m_lesson == Lesson::Others || m_lesson == Lesson::Rows || m_lesson == Lesson::Columns))
        return enter(Lesson(int(m_lesson) + 1));
    update();
}

void QwantumTutorial::enter(Lesson lesson)
{
    m_lesson = lesson < Lesson::Count ? lesson : Lesson::Done;
    // The lessons are over: the game is the player's, the Hint too.
    if (isDone() && m_page) m_page->setActionFilter({});
    update();
}

void QwantumTutorial::update()
{
    if (m_page) {
        m_page->refresh(); // the filter's answer changed
        if (m_marks) m_marks->setRects(highlights());
    }
    emit changed();
}

void QwantumTutorial::next()
{
    if (!isDone()) enter(Lesson(int(m_lesson) + 1));
}

bool QwantumTutorial::demonstrate()
{
    if (needsNext()) {
        next();
        return true;
    }
    const std::optional<qw::Action> a = suggestion();
    if (!a || !m_page) return false;
    QwantumPage &page = *m_page;
    const quint64 before = m_session->serial();
    const bool answeredBefore = m_session->hasAnswered(m_human);
    switch (a->type) {
    case qw::ActionType::Reroll:
        page.takeBack();
        for (int d = 0; d <= qw::kColouredDice; ++d)
            if (a->dice & (1u << d)) page.toggleDie(d);
        page.reroll();
        break;
    case qw::ActionType::Write:
        page.chooseWrite(a->colour);
        page.confirm();
        break;
    case qw::ActionType::Misthrow:
        page.chooseMisthrow();
        page.confirm();
        break;
    case qw::ActionType::Pass:
        page.choosePass();
        page.confirm();
        break;
    }
    return m_session->serial() != before || m_session->hasAnswered(m_human) != answeredBefore;
}

} // namespace quantum
