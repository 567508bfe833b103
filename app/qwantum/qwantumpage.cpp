// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// QwantumPage (qwantumpage.h): its widgets, the session's steps shown one after another, the log,
// and what the table and the buttons offer. The player's choices and keys are in
// qwantumpage_input.cpp.
#include "app/qwantum/qwantumpage.h"

#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/play/sounds.h"
#include "app/qwantum/dicefacespanel.h"
#include "app/qwantum/qwantumtext.h"

#include <QApplication>
#include <QEvent>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>
#include <bit>

namespace quantum {

namespace {

constexpr int kTumbleMs = 480;

QPushButton *button(QWidget *parent)
{
    auto *b = new QPushButton(parent);
    b->setFocusPolicy(Qt::NoFocus); // the keys belong to the table
    b->setMinimumHeight(30);
    return b;
}

} // namespace

QwantumPage::QwantumPage(QWidget *parent) : QWidget(parent)
{
    m_scene = new QwantumScene(this);
    m_view = new QwantumView(m_scene);
    m_view->setFocusPolicy(Qt::StrongFocus);
    m_view->installEventFilter(this);
    m_sounds = new SoundBoard(this);

    auto *side = new QWidget;
    side->setObjectName(QStringLiteral("qwantumSide"));
    auto *col = new QVBoxLayout(side);
    m_title = new QLabel;
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_prompt = new QLabel;
    m_prompt->setWordWrap(true);
    m_detail = new QLabel;
    m_detail->setWordWrap(true);
    m_detail->setStyleSheet(QStringLiteral("color: #b8c0d8;"));
    m_handOver = button(side);
    m_handOver->setStyleSheet(QStringLiteral("font-weight: bold;"));
    m_reroll = button(side);
    m_confirm = button(side);
    m_confirm->setStyleSheet(QStringLiteral("font-weight: bold;"));
    m_takeBack = button(side);
    m_misthrow = button(side);
    m_pass = button(side);
    m_hint = button(side);
    m_facesButton = button(side);
    m_facesButton->setCheckable(true);
    m_faces = new DiceFacesPanel(side);
    m_faces->hide();
    m_logTitle = new QLabel;
    m_log = new QListWidget;
    m_log->setWordWrap(true);
    m_log->setFocusPolicy(Qt::NoFocus);
    col->addWidget(m_title);
    col->addWidget(m_prompt);
    col->addWidget(m_detail);
    col->addWidget(m_handOver);
    auto *grid = new QGridLayout;
    grid->addWidget(m_reroll, 0, 0, 1, 2);
    grid->addWidget(m_confirm, 1, 0);
    grid->addWidget(m_takeBack, 1, 1);
    auto *either = new QHBoxLayout; // a misthrow in phase 1, a pass in phase 2: one shows
    either->setContentsMargins(0, 0, 0, 0);
    either->addWidget(m_misthrow);
    either->addWidget(m_pass);
    grid->addLayout(either, 2, 0, 1, 2);
    grid->addWidget(m_hint, 3, 0);
    grid->addWidget(m_facesButton, 3, 1);
    col->addLayout(grid);
    col->addWidget(m_faces);
    col->addWidget(m_logTitle);
    col->addWidget(m_log, 1);
    // One width whatever the prompt says: the table beside it keeps its layout from one
    // prompt to the next (its widest buttons set it, in the language of the moment).
    side->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    for (QLabel *l : {m_title, m_prompt, m_detail})
        l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_side = side;

    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(0);
    row->addWidget(m_view, 1);
    row->addWidget(side);

    connect(m_scene, &QwantumScene::dieClicked, this, &QwantumPage::toggleDie);
    connect(m_scene, &QwantumScene::fieldClicked, this, [this](int colour) {
        if (m_pending && m_pending->type == qw::ActionType::Write && m_pending->colour == colour)
            confirm(); // a second click on the chosen field confirms it
        else
            chooseWrite(colour);
    });
    connect(m_scene, &QwantumScene::misthrowClicked, this, &QwantumPage::chooseMisthrow);
    connect(m_scene, &QwantumScene::tumbled, this, &QwantumPage::pump);
    connect(m_reroll, &QPushButton::clicked, this, &QwantumPage::reroll);
    connect(m_confirm, &QPushButton::clicked, this, &QwantumPage::confirm);
    connect(m_takeBack, &QPushButton::clicked, this, &QwantumPage::takeBack);
    connect(m_misthrow, &QPushButton::clicked, this, &QwantumPage::chooseMisthrow);
    connect(m_pass, &QPushButton::clicked, this, &QwantumPage::choosePass);
    connect(m_hint, &QPushButton::clicked, this, &QwantumPage::hint);
    connect(m_handOver, &QPushButton::clicked, this, &QwantumPage::takeOver);
    connect(m_facesButton, &QPushButton::clicked, this, &QwantumPage::toggleFaces);
    m_stepTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, [this] {
        m_waiting = false;
        pump();
    });
    retranslate();
    refresh();
}

QwantumPage::~QwantumPage() = default;

void QwantumPage::setAnimationSpeed(int speed)
{
    m_speed = qBound(0, speed, 2);
    m_animated = m_speed > 0;
}

void QwantumPage::setSoundsEnabled(bool on)
{
    m_sounds->setEnabled(on);
}

void QwantumPage::setSession(Session *session)
{
    clearSession();
    m_session = session;
    if (!session) return;
    connect(session, &Session::played, this,
            [this](const AnyAction &a, const AnyEvents &e, quint64) { onPlayed(a, e); });
    connect(session, &Session::answered, this, &QwantumPage::refresh);
    connect(session, &Session::reset, this, &QwantumPage::rebuild);
    connect(session, &Session::thinkingChanged, this, &QwantumPage::refresh);
    m_scene->setNames(session->playerNames());
    m_faces->setFaces(current()->faces);
    rebuild();
    session->start(); // the seats are asked once the page listens
}

void QwantumPage::clearSession()
{
    if (m_session) disconnect(m_session, nullptr, this, nullptr);
    m_session = nullptr;
    forgetShown();
    m_cursor = -1;
    m_handedTo = -1;
    m_hintText.clear();
    m_finished = false;
    m_myTurn = false;
}

const qw::State *QwantumPage::current() const
{
    return m_session ? qwantumState(m_session->game()) : nullptr;
}

void QwantumPage::forgetShown()
{
    m_queue.clear();
    m_stepTimer.stop();
    m_waiting = false;
    m_lines.clear();
    m_log->clear();
    m_pending.reset();
    m_rerollMarks = 0;
}

void QwantumPage::rebuild()
{
    forgetShown();
    if (const qw::State *s = current()) {
        m_shown = *s;
        for (const qw::Event &e : m_session->anyEvents().qwantum) addLogLine({e, {}});
    }
    refresh();
}

void QwantumPage::onPlayed(const AnyAction &action, const AnyEvents &events)
{
    const auto *a = std::get_if<qw::Action>(&action);
    Step step{events.qwantum, *current(), a && m_session->isLocalHuman(a->player)};
    m_queue.push_back(std::move(step));
    m_pending.reset();
    m_hintText.clear();
    pump();
}

void QwantumPage::pump()
{
    while (!m_queue.empty() && !m_waiting && !m_scene->tumbling()) {
        Step step = std::move(m_queue.front());
        m_queue.pop_front();
        showStep(step);
        uint8_t rolled = 0;
        for (const qw::Event &e : step.events)
            if (e.type == qw::EventType::Rolled) rolled = e.dice;
        if (rolled && m_animated) {
            m_sounds->play(SoundBoard::Sound::Roll);
            m_scene->tumble(rolled, m_speed == 2 ? kTumbleMs / 2 : kTumbleMs);
            break; // tumbled() pumps again
        }
        if (!step.local && m_pace > 0 && !m_queue.empty()) {
            m_waiting = true;
            m_stepTimer.start(m_pace);
            break;
        }
    }
    refresh();
}

void QwantumPage::showStep(const Step &step)
{
    m_shown = step.after;
    for (const qw::Event &e : step.events) addLogLine({e, {}});
}

void QwantumPage::catchUp()
{
    m_stepTimer.stop();
    m_waiting = false;
    const bool animated = m_animated;
    m_animated = false;
    while (!m_queue.empty()) {
        showStep(m_queue.front());
        m_queue.pop_front();
    }
    m_scene->tumble(0, 0);
    m_animated = animated;
    refresh();
}

void QwantumPage::addNote(const QString &text)
{
    addLogLine({std::nullopt, text});
}

void QwantumPage::addLogLine(const LogLine &line)
{
    m_lines.push_back(line);
    const QwantumText words(m_session ? m_session->playerNames() : QStringList());
    const QString text = line.event ? words.event(*line.event, m_shown.faces) : line.note;
    if (text.isEmpty()) return;
    auto *item = new QListWidgetItem(text, m_log);
    if (line.event && line.event->type == qw::EventType::Rolled && line.event->dice == qw::kAllDice) {
        QFont f = item->font();
        f.setBold(true);
        item->setFont(f);
    }
    m_log->scrollToBottom();
}

int QwantumPage::nextLocal() const
{
    const qw::State *s = current();
    if (!m_session || !s || m_session->isOver()) return -1;
    for (int k = 0; k < s->players; ++k) {
        const int p = (s->active + k) % s->players;
        if (m_session->isDue(p) && m_session->isLocalHuman(p)) return p;
    }
    return -1;
}

int QwantumPage::handOverTo() const
{
    if (!m_session || isReplaying() || m_session->localHumanCount() < 2) return -1;
    const int next = nextLocal();
    return next >= 0 && next != m_handedTo ? next : -1;
}

int QwantumPage::viewer() const
{
    if (!m_session || isReplaying() || m_session->isPaused()) return -1;
    const int next = nextLocal();
    if (next < 0 || handOverTo() >= 0) return -1;
    return next;
}

bool QwantumPage::interactive() const
{
    return viewer() >= 0;
}

TableMarks QwantumPage::marks() const
{
    TableMarks m;
    const qw::State *s = current();
    if (!m_session || !s) return m;
    for (int p = 0; p < s->players; ++p) {
        if (m_session->hasAnswered(p)) m.answered |= uint8_t(1u << p);
        for (int d : m_session->due())
            if (d == p) m.due |= uint8_t(1u << p);
    }
    if (isReplaying()) {
        m.answered = 0;
        m.due = 0;
        return m;
    }
    const int v = viewer();
    m.viewer = v;
    if (v < 0) return m;
    std::vector<qw::Action> legal;
    qw::legalActions(*s, v, legal);
    const std::array<int, qw::kColours> sums = s->sums();
    for (const qw::Action &a : legal) {
        if (!accepts(a)) continue;
        if (a.type == qw::ActionType::Write) m.offer[a.colour] = sums[a.colour];
        else if (a.type == qw::ActionType::Misthrow) m.misthrowOffered = true;
        else if (a.type == qw::ActionType::Reroll) m.rerollOpen = true;
    }
    if (m_pending && m_pending->type == qw::ActionType::Write) m.pendingColour = m_pending->colour;
    m.pendingMisthrow = m_pending && m_pending->type == qw::ActionType::Misthrow;
    m.reroll = m.rerollOpen ? m_rerollMarks : 0;
    m.cursor = m_cursor >= 0 && m.offer[m_cursor] >= 0 ? m_cursor : -1;
    return m;
}

void QwantumPage::refresh()
{
    const qw::State *s = current();
    const int v = viewer();
    if (v < 0) {
        m_pending.reset();
        m_rerollMarks = 0;
        m_cursor = -1;
    }
    if (m_pending && !accepts(*m_pending)) m_pending.reset(); // the guide moved on
    const TableMarks tm = marks();
    if (!tm.rerollOpen) m_rerollMarks = 0;
    m_scene->show(isReplaying() || !s ? m_shown : *s, tm);
    const QwantumText words(m_session ? m_session->playerNames() : QStringList());
    const int handOver = handOverTo();
    const bool over = m_session && m_session->isOver() && !isReplaying();
    QString prompt, detail;
    if (!m_session || !s) {
        prompt.clear();
    } else if (over) {
        prompt = words.result(*s);
    } else if (isReplaying()) {
        prompt = tr("The dice roll…");
    } else if (handOver >= 0) {
        prompt = fillIn(tr("Pass the screen to %1: it is their turn to answer this roll."),
                        words.player(handOver));
    } else if (v >= 0) {
        const bool offered =
            std::any_of(tm.offer.begin(), tm.offer.end(), [](int sum) { return sum >= 0; });
        prompt = words.question(*s, v);
        if (m_pending)
            detail = fillIn(tr("Chosen: %1. Confirm it (Enter), or take it back (Backspace)."),
                            words.action(*m_pending, *s));
        else if (!m_hintText.isEmpty())
            detail = m_hintText;
        else if (tm.rerollOpen && offered)
            detail = tr("Click dice (or keys 1-7) to mark them for your one re-roll; click a "
                        "highlighted field to write its sum.");
        else if (tm.rerollOpen)
            detail = tr("Click dice (or keys 1-7) to mark them for your one re-roll.");
        else if (offered)
            detail = tr("Click a highlighted field to write its sum there.");
    } else {
        QStringList waiting;
        for (int p : m_session->due())
            if (!m_session->hasAnswered(p)) waiting << words.player(p);
        prompt = waiting.isEmpty() ? QString()
                                   : fillIn(tr("Waiting for %1."), waiting.join(QStringLiteral(", ")));
        if (m_session->computerThinking()) detail = tr("The computer is thinking…");
    }
    if (s) m_title->setText(fillIn(tr("Qwantum · roll %1 · %2 rolls"), s->turn, words.player(s->active)));
    m_prompt->setText(prompt);
    m_detail->setText(detail);
    m_detail->setVisible(!detail.isEmpty());
    m_handOver->setVisible(handOver >= 0);
    if (handOver >= 0) m_handOver->setText(fillIn(tr("Continue as %1"), words.player(handOver)));
    const bool on = v >= 0;
    m_reroll->setEnabled(on && tm.rerollOpen && m_rerollMarks != 0);
    m_reroll->setText(on && tm.rerollOpen && m_rerollMarks
                          ? tr("Re-roll %n dice (R)", nullptr, std::popcount(unsigned(m_rerollMarks)))
                          : tr("Re-roll marked dice (R)"));
    m_confirm->setEnabled(on && m_pending.has_value());
    m_takeBack->setEnabled(on && (m_pending.has_value() || m_rerollMarks));
    m_misthrow->setEnabled(on && tm.misthrowOffered);
    m_misthrow->setVisible(!s || s->phase != qw::Phase::Others);
    m_pass->setEnabled(on && s && s->phase == qw::Phase::Others &&
                       accepts(qw::Action{qw::ActionType::Pass, int8_t(v), -1, 0}));
    m_pass->setVisible(!s || s->phase != qw::Phase::Active);
    m_hint->setEnabled(on && !m_filter);
    if (s) m_faces->setFaces(s->faces);
    noticeTurn();
    if (over && !m_finished) {
        m_finished = true;
        const std::vector<int> won = qw::winners(*s);
        m_sounds->play(SoundBoard::Sound::Win);
        emit finished(won.size() == 1 ? won.front() : -1);
    }
    emit stateChanged();
}

void QwantumPage::noticeTurn()
{
    const bool mine = viewer() >= 0;
    if (m_network && mine && !m_myTurn) {
        emit yourTurn();
        if (!window()->isActiveWindow()) {
            QApplication::alert(window());
            m_sounds->playTurn();
        }
    }
    m_myTurn = mine;
}

void QwantumPage::setActionFilter(std::function<bool(const qw::Action &)> filter)
{
    m_filter = std::move(filter);
    refresh();
}

void QwantumPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void QwantumPage::fitSide()
{
    int widest = 0;
    for (QPushButton *b : {m_confirm, m_takeBack, m_misthrow, m_pass, m_hint, m_facesButton})
        widest = qMax(widest, b->sizeHint().width());
    m_side->setFixedWidth(qBound(280, 2 * widest + 24, 420));
}

void QwantumPage::retranslate()
{
    m_confirm->setText(tr("Confirm (Enter)"));
    m_takeBack->setText(tr("Take back (Backspace)"));
    m_misthrow->setText(tr("Misthrow (M)"));
    m_pass->setText(tr("Pass (P)"));
    m_hint->setText(tr("Hint (H)"));
    m_facesButton->setText(tr("Dice faces (F)"));
    m_facesButton->setToolTip(tr("The six faces of every coloured die: what a re-roll can bring."));
    m_misthrow->setToolTip(tr("Write nothing this roll and mark a misthrow box: it costs points "
                              "at the end, and the fifth ends the game."));
    m_pass->setToolTip(tr("Write nothing this time; passing costs nothing."));
    m_logTitle->setText(tr("Log"));
    fitSide();
    // The log is worded again from its events.
    const std::vector<LogLine> lines = std::move(m_lines);
    m_lines.clear();
    m_log->clear();
    for (const LogLine &l : lines) addLogLine(l);
    refresh();
}
} // namespace quantum
