// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/learn/qwantumtutorial.h"

#include "app/common/language.h"
#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/qwantum/qwantumpage.h"
#include "app/qwantum/qwantumscene.h"
#include "app/qwantum/qwantumtext.h"

#include <QEvent>
#include <QGraphicsItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

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

namespace {

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
int bestWrite(const qw::State &s, int player, bool begun, int *skips = nullptr)
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

// A colour inside a sentence ("purple").
QString colourWord(int c)
{
    switch (qw::Colour(c)) {
    case qw::Colour::Purple:
        return QwantumTutorial::tr("purple");
    case qw::Colour::Blue:
        return QwantumTutorial::tr("blue");
    case qw::Colour::Red:
        return QwantumTutorial::tr("red");
    case qw::Colour::Yellow:
        return QwantumTutorial::tr("yellow");
    }
    return {};
}

QString sentences(const QStringList &parts)
{
    QStringList kept;
    for (const QString &p : parts)
        if (!p.isEmpty()) kept << p;
    return kept.join(QLatin1Char(' '));
}

} // namespace

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
    : QObject(parent), m_page(page), m_session(page->session())
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

QString QwantumTutorial::title() const
{
    switch (m_lesson) {
    case Lesson::Dice:
        return tr("The dice and the colour sums");
    case Lesson::Reroll:
        return tr("The one re-roll");
    case Lesson::Write:
        return tr("Phase 1: write one sum");
    case Lesson::Others:
        return tr("Phase 2: everyone may write");
    case Lesson::Rows:
        return tr("Rows rise, then fall");
    case Lesson::Misthrow:
        return tr("Misthrows");
    case Lesson::Columns:
        return tr("Columns score");
    case Lesson::Done:
    case Lesson::Count:
        break;
    }
    return tr("Play on");
}

QString QwantumTutorial::text() const
{
    const qw::State &s = state();
    const qw::Sheet &sheet = s.sheets[size_t(m_human)];
    const std::array<int, qw::kColours> sums = s.sums();
    const std::optional<qw::Action> a = suggestion();
    const bool writes = a && a->type == qw::ActionType::Write;
    const int c = writes ? a->colour : -1;
    // "Write the 5 in the blue row", when the lesson suggests a write.
    const QString writeIt =
        writes ? fillIn(tr("Write the %1 in %2: click its ringed field, then Confirm (or click the "
                           "field again)."),
                        sums[size_t(c)], QwantumText::row(qw::Colour(c)))
               : QString();
    const QString passIt =
        a && a->type == qw::ActionType::Pass
            ? tr("No open sum suits your rows this time: press Pass, then Confirm.")
            : QString();
    switch (m_lesson) {
    case Lesson::Dice: {
        int most = 0, absent = -1;
        for (int k = 0; k < qw::kColours; ++k) {
            if (diceShowing(s, k) > diceShowing(s, most)) most = k;
            if (absent < 0 && diceShowing(s, k) == 0) absent = k;
        }
        // "6 + 5 + 4 = 15", kept on one line.
        QStringList terms{QString::number(s.roll.white)};
        for (int d = 0; d < qw::kColouredDice; ++d) {
            const qw::Face &f = s.faces[size_t(d)][size_t(s.roll.face[size_t(d)])];
            if (int(f.colour) == most) terms << QString::number(f.number);
        }
        const QString nbsp(QChar(0x00a0));
        const QString formula = terms.join(nbsp + QLatin1Char('+') + nbsp) + nbsp +
                                QLatin1Char('=') + nbsp + QString::number(sums[size_t(most)]);
        return sentences(
            {tr("You play against the computer, a roll each in turn. Seven dice: the white one, "
                "and six dark ones whose faces each show a number in one of four colours. Under "
                "the dice are the four colour sums."),
             fillIn(tr("The white die counts in every sum: here it shows %1."), s.roll.white),
             fillIn(tr("%1 shows on %n dice, so its sum is %2.", nullptr, diceShowing(s, most)),
                    QwantumText::colour(qw::Colour(most)), formula),
             absent >= 0 ? fillIn(tr("No die shows %1: a colour that no die shows counts the "
                                     "white die alone, so its sum is %2."),
                                  colourWord(absent), sums[size_t(absent)])
                         : tr("A colour that no die shows counts the white die alone."),
             tr("Press Next when you have found them on the table.")});
    }
    case Lesson::Reroll:
        if (a && a->type == qw::ActionType::Reroll && a->dice == 1)
            return fillIn(tr("Your white die shows %1, and it is in every sum: no sum is lower "
                             "than %2. Click the white die to mark it (or press 1), then press "
                             "Re-roll. A marked die is lifted; a second click takes the mark "
                             "back."),
                          s.roll.white, *std::min_element(sums.begin(), sums.end()));
        return tr("Click the dice you want to roll again (or press their keys 1-7) to mark them, "
                  "then press Re-roll: the ringed dice are a good choice. A second click takes a "
                  "mark back.");
    case Lesson::Write:
        if (writes)
            return sentences(
                {tr("Phase 1 is yours alone, as the active player: write one colour's sum in your "
                    "row of that colour."),
                 fillIn(tr("The %1 sum, %2, is a low start, and a row must rise: click the ringed "
                           "field at the left of %3, then Confirm (or click the field again)."),
                        colourWord(c), sums[size_t(c)], QwantumText::row(qw::Colour(c)))});
        return tr("Phase 1 is yours alone, as the active player: write one colour's sum in your "
                  "row of that colour.");
    case Lesson::Others:
        return sentences(
            {tr("Phase 2: now every player may write one sum of a colour still open in their own "
                "row, or pass. You too: the active player may write twice in a roll."),
             s.closed >= 0 && s.phase == qw::Phase::Others
                 ? fillIn(tr("%1 is closed, struck out under the dice."),
                          QwantumText::colour(qw::Colour(s.closed)))
                 : QString(),
             writeIt, passIt});
    case Lesson::Rows: {
        const QString rule =
            tr("A row rises from the left up to the divider, the gap after its fourth field: each "
               "number higher than the one before. After the divider it falls: the fifth number "
               "lower than the fourth, the sixth lower than the fifth.");
        if (!a)
            return sentences({rule, tr("The next roll is the computer's: once it has written, "
                                       "phase 2 comes, and you may write too.")});
        QString rise, refused;
        if (writes && sheet.filled[size_t(c)] > 0 && sheet.filled[size_t(c)] < qw::kRising)
            rise =
                fillIn(tr("Your last number in %1 is %2, so only a higher one may follow it: "
                          "the %3 fits."),
                       QwantumText::row(qw::Colour(c)),
                       sheet.rows[size_t(c)][size_t(sheet.filled[size_t(c)] - 1)], sums[size_t(c)]);
        for (int k = 0; k < qw::kColours && refused.isEmpty(); ++k) {
            const int at = sheet.filled[size_t(k)];
            if (k == s.closed || at == 0 || at >= qw::kRising ||
                qw::fieldFor(sheet, qw::Colour(k), sums[size_t(k)], s.options) >= 0)
                continue;
            refused = fillIn(tr("The %1 sum, %2, is not offered: it is not higher than your %3 "
                                "in that row."),
                             colourWord(k), sums[size_t(k)], sheet.rows[size_t(k)][size_t(at - 1)]);
        }
        return sentences({rule, rise, refused, writeIt, passIt});
    }
    case Lesson::Misthrow: {
        int skips = 0;
        bestWrite(s, m_human, false, &skips);
        const bool poor = playerDue() && poorRoll(s);
        const QString what = tr("When you cannot write, or would rather not, you mark a misthrow "
                                "instead of writing.");
        const QString how =
            tr("Click the ringed box under Misthrows on your sheet (or press M), then Confirm.");
        if (!a) return sentences({what, tr("Your next roll comes after the computer's.")});
        if (poor && a && a->type == qw::ActionType::Reroll)
            return sentences(
                {fillIn(tr("A poor roll: %1. Every sum that fits would skip at least %n numbers "
                           "that its row could still take.",
                           nullptr, skips),
                        QwantumText::sums(s)),
                 tr("Try your re-roll first: click the ringed die to mark it, then press "
                    "Re-roll.")});
        if (poor)
            return sentences(
                {fillIn(tr("Still a poor roll: %1. Every sum that fits would skip at least %n "
                           "numbers that its row could still take.",
                           nullptr, skips),
                        QwantumText::sums(s)),
                 what, how});
        return sentences({what,
                          tr("Mark one now to see how, or skip this step to keep your "
                             "roll."),
                          how});
    }
    case Lesson::Columns: {
        QStringList first;
        for (int k = 0; k < qw::kColours; ++k)
            if (sheet.filled[size_t(k)] > 0) first << QString::number(sheet.rows[size_t(k)][0]);
        return sentences(
            {tr("Under your sheet, each column has a score box. A column scores once all four of "
                "its fields are written, and then its second lowest number: 3, 5, 8, 9 scores "
                "5."),
             first.isEmpty() ? QString()
                             : fillIn(tr("Your first column holds %1 so far."),
                                      QLocale().createSeparatedList(first)),
             s.phase == qw::Phase::Others && s.closed < 0
                 ? tr("After a misthrow no colour is closed: every sum is open in phase 2.")
                 : QString(),
             writeIt, passIt});
    }
    case Lesson::Done:
    case Lesson::Count:
        break;
    }
    return tr("That is the whole game. Play on against the computer to the end, where the highest "
              "score wins: the Hint (H) is yours again, and the Rules (F1) say everything else. "
              "Or go back to the menu.");
}

QString QwantumTutorial::why() const
{
    const qw::Options &o = state().options;
    switch (m_lesson) {
    case Lesson::Dice:
        return tr("Each colour is a row of your score sheet. The sums are what you may write this "
                  "roll; Dice faces (F) shows what each die could bring instead.");
    case Lesson::Reroll:
        return tr("Once in your roll you may roll any of the seven dice again, the white one too; "
                  "then the roll stands. A row must rise, so low sums are what it wants first.");
    case Lesson::Write: {
        const std::optional<qw::Action> a = suggestion();
        const int closed = a && a->type == qw::ActionType::Write ? a->colour : -1;
        return sentences(
            {closed >= 0 ? fillIn(tr("Writing a colour closes it for the others this roll: the "
                                     "computer cannot write %1 now."),
                                  colourWord(closed))
                         : tr("Writing a colour closes it for the others this roll."),
             tr("A number always goes in the first empty field of its row.")});
    }
    case Lesson::Others:
        return tr("Everyone answers at once, and no one sees another's answer first. Passing here "
                  "costs nothing.");
    case Lesson::Rows:
        return tr("Start a row low and climb in small steps: every number you skip is one the row "
                  "can no longer take. The fourth number is the top: the higher it is, the more "
                  "room the row has to fall.");
    case Lesson::Misthrow:
        return fillIn(tr("Misthrows cost points at the end, each more than the one before: %1 for "
                         "the first, %2 for the second, %3 in all for three. The fifth ends the "
                         "game. Only the active player's phase 1 brings one: passing in phase 2 "
                         "is free."),
                      qw::misthrowPenalty(1, o), int(o.misthrowCost[1]), qw::misthrowPenalty(3, o));
    case Lesson::Columns:
        return tr("Your score is your columns' scores minus your misthrows. A column's lowest "
                  "number never counts, so one low start is cheap; a column with an empty field "
                  "scores nothing.");
    case Lesson::Done:
    case Lesson::Count:
        break;
    }
    return tr("The game ends when a player has written all 24 fields or marked a fifth misthrow; "
              "that roll is played to its end first.");
}

QString QwantumTutorial::note() const
{
    if (m_session->isOver()) return tr("The game is over.");
    if (!m_page || m_page->isReplaying()) return tr("The dice are rolling…");
    if (needsNext()) return QString();
    if (!playerDue()) {
        if (m_session->hasAnswered(m_human))
            return tr("Your answer is in: the computer is answering too.");
        return tr("The computer is playing its roll…");
    }
    if (isDone()) return QString();
    if (lessonActions().empty())
        return tr("This step is not possible right now: play on as you like, or skip it.");
    return QString();
}

// ---- the coach

QwantumTutorialPanel::QwantumTutorialPanel(QWidget *parent) : QWidget(parent)
{
    // Narrower than Quantum's coach: at 1280 or 1366 pixels the table keeps room for the two
    // sheets side by side, however wide the page's own column is.
    setMinimumWidth(240);
    setMaximumWidth(290);
    m_step = new QLabel;
    m_step->setStyleSheet(QStringLiteral("color: #aab3c5;"));
    m_title = new QLabel;
    m_title->setWordWrap(true);
    m_title->setStyleSheet(QStringLiteral("font-size: 15pt; font-weight: 700; color: #ffd75a;"));
    m_text = new QLabel;
    m_text->setWordWrap(true);
    m_text->setStyleSheet(QStringLiteral("font-size: 11pt;"));
    m_whyTitle = new QLabel;
    m_whyTitle->setStyleSheet(QStringLiteral("font-weight: 600; color: #aab3c5;"));
    m_why = new QLabel;
    m_why->setWordWrap(true);
    m_why->setStyleSheet(QStringLiteral("color: #c8cfdc;"));
    m_note = new QLabel;
    m_note->setWordWrap(true);
    m_note->setStyleSheet(
        QStringLiteral("font-style: %1; color: #8fd0ff;")
            .arg(italicsAllowed() ? QStringLiteral("italic") : QStringLiteral("normal")));
    m_next = new QPushButton;
    m_next->setDefault(true);
    m_show = new QPushButton;
    m_skip = new QPushButton;
    m_menu = new QPushButton;
    for (QPushButton *b : {m_next, m_show, m_skip, m_menu})
        b->setFocusPolicy(Qt::NoFocus); // the keys belong to the table

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(10);
    layout->addWidget(m_step);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addSpacing(6);
    layout->addWidget(m_whyTitle);
    layout->addWidget(m_why);
    layout->addWidget(m_note);
    layout->addStretch(1);
    layout->addWidget(m_next);
    auto *row = new QHBoxLayout;
    row->addWidget(m_show);
    row->addWidget(m_skip);
    layout->addLayout(row);
    layout->addWidget(m_menu);

    connect(m_next, &QPushButton::clicked, this, [this] {
        if (m_tutorial) m_tutorial->next();
    });
    connect(m_skip, &QPushButton::clicked, this, [this] {
        if (m_tutorial) m_tutorial->next();
    });
    connect(m_show, &QPushButton::clicked, this, [this] {
        if (m_tutorial) m_tutorial->demonstrate();
    });
    connect(m_menu, &QPushButton::clicked, this, &QwantumTutorialPanel::backToMenu);
    refresh();
}

void QwantumTutorialPanel::setTutorial(QwantumTutorial *tutorial)
{
    if (m_tutorial) disconnect(m_tutorial, nullptr, this, nullptr);
    m_tutorial = tutorial;
    if (tutorial)
        connect(tutorial, &QwantumTutorial::changed, this, &QwantumTutorialPanel::refresh);
    refresh();
}

void QwantumTutorialPanel::refresh()
{
    m_menu->setText(tr("Back to the menu"));
    m_whyTitle->setText(tr("Why"));
    m_show->setText(tr("Show me"));
    m_show->setToolTip(tr("Makes the move of this step for you."));
    m_skip->setText(tr("Skip this step"));
    m_next->setText(tr("Next"));
    if (!m_tutorial) {
        for (QLabel *l : {m_step, m_title, m_text, m_why, m_note})
            l->clear();
        for (QPushButton *b : {m_next, m_show, m_skip})
            b->hide();
        return;
    }
    const QwantumTutorial &t = *m_tutorial;
    m_step->setText(fillIn(tr("Step %1 of %2"), t.step(), QwantumTutorial::stepCount()));
    m_title->setText(t.title());
    m_text->setText(t.text());
    m_why->setText(t.why());
    const QString note = t.note();
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
    m_next->setVisible(t.needsNext());
    m_show->setVisible(!t.needsNext() && !t.isDone());
    m_show->setEnabled(t.suggestion().has_value());
    m_skip->setVisible(!t.needsNext() && !t.isDone());
}

void QwantumTutorialPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) refresh();
    QWidget::changeEvent(event);
}

} // namespace quantum
