// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/gamepage.h"

#include "app/common/appsettings.h"
#include "app/common/language.h"
#include "app/game/clickrefusal.h"
#include "app/game/gametext.h"
#include "app/game/hint.h"
#include "app/game/session.h"
#include "app/play/cardpicker.h"
#include "app/play/combatbanner.h"
#include "app/play/commandsheet.h"
#include "app/play/logitem.h"
#include "app/play/loglink.h"
#include "app/play/marketpanel.h"
#include "app/play/playscene.h"
#include "app/play/promptbar.h"
#include "app/play/sounds.h"
#include "editor/board/boardgeometry.h"
#include "editor/board/boardview.h"
#include "engine/bots.h"

#include <QLocale>
#include <QEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>

#include <memory>
#include <set>
#include <utility>

namespace quantum {

namespace {
constexpr size_t kMaxQueuedSteps = 400;
constexpr int kMinBoardWidth = 420;
constexpr int kMinSideWidth = CommandSheet::kMinWidth + 28;
constexpr int kLogLinesBesideSheets = 4;
constexpr int kLogLinesBesideScrolling = 7;
} // namespace

GamePage::GamePage(QWidget *parent) : QWidget(parent)
{
    m_scene = new PlayScene(this);
    m_sounds = new SoundBoard(this);
    m_view = new board::BoardView(m_scene);
    m_view->setFocusPolicy(Qt::StrongFocus);
    m_prompt = new PromptBar;
    m_banner = new CombatBanner(m_view);
    m_picker = new CardPicker(m_view->viewport());
    m_view->viewport()->installEventFilter(this);

    // The board over the prompt; the prompt keeps its height, so the board stays still.
    auto *boardColumn = new QWidget;
    boardColumn->setMinimumWidth(kMinBoardWidth);
    auto *boardLayout = new QVBoxLayout(boardColumn);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    boardLayout->setSpacing(0);
    boardLayout->addWidget(m_view, 1);
    boardLayout->addWidget(m_prompt);

    // Beside it: the sheets (as tall as they need), the market, then the log takes the rest.
    // Its width is the splitter's, never its contents': nothing in it asks for more.
    auto *side = new QWidget;
    side->setMinimumWidth(kMinSideWidth);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(8, 8, 8, 8);
    sideLayout->setSpacing(8);
    m_sheetPanel = new CommandSheetPanel;
    auto *scroll = m_sheetScroll = new QScrollArea;
    scroll->setWidget(m_sheetPanel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumHeight(60);
    m_sheetPanel->followWidth(scroll);
    m_market = new MarketPanel;
    m_log = new QListWidget;
    m_log->setWordWrap(true);
    m_log->setAlternatingRowColors(true);
    m_log->setFocusPolicy(Qt::NoFocus);
    m_log->setMinimumHeight(60);
    m_log->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    {
        // A log scrolled to its end stays there when its size changes (the lines re-wrap
        // as the panels are sized).
        QScrollBar *bar = m_log->verticalScrollBar();
        auto atEnd = std::make_shared<bool>(true);
        connect(bar, &QScrollBar::valueChanged, this,
                [bar, atEnd](int value) { *atEnd = value == bar->maximum(); });
        connect(bar, &QScrollBar::rangeChanged, this, [bar, atEnd](int, int max) {
            if (*atEnd) bar->setValue(max);
        });
    }
    auto *split = m_split = new QSplitter(Qt::Vertical);
    split->addWidget(scroll);
    split->addWidget(m_market);
    split->addWidget(m_log);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 0);
    split->setStretchFactor(2, 1);
    split->setChildrenCollapsible(false);
    sideLayout->addWidget(split);

    m_mainSplit = new QSplitter(Qt::Horizontal);
    m_mainSplit->addWidget(boardColumn);
    m_mainSplit->addWidget(side);
    m_mainSplit->setStretchFactor(0, 1);
    m_mainSplit->setStretchFactor(1, 0);
    m_mainSplit->setChildrenCollapsible(false);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_mainSplit);

    // The splits as the player left them.
    m_splitRestored = m_mainSplit->restoreState(readSetting(Setting::GameSplitter).toByteArray());
    split->restoreState(readSetting(Setting::SideSplitter).toByteArray());
    connect(m_mainSplit, &QSplitter::splitterMoved, this,
            [this] { writeSetting(Setting::GameSplitter, m_mainSplit->saveState()); });
    connect(split, &QSplitter::splitterMoved, this,
            [this] { writeSetting(Setting::SideSplitter, m_split->saveState()); });
    connect(m_sheetPanel, &CommandSheetPanel::neededHeightChanged, this, &GamePage::fitSheets,
            Qt::QueuedConnection);

    connect(m_scene, &PlayScene::actionChosen, this, &GamePage::submit);
    // Enter on the board where the cursor does nothing: the prompt's default answer.
    connect(m_scene, &PlayScene::confirmRequested, this, [this] {
        // Not End turn: that one needs its own key (E) or a click.
        if (!m_session || (!m_session->state().front() && m_session->state().phase == Phase::Actions))
            return;
        QPushButton *primary = m_prompt->primaryButton();
        if (primary && primary->isVisible() && primary->isEnabled()) primary->click();
    });
    connect(m_scene, &PlayScene::choiceNeeded, this, [this](const std::vector<Action> &actions) {
        const GameText text(m_session->state(), names());
        m_prompt->clearButtons();
        m_prompt->setQuestion(tr("Which way?"),
                              tr("This square can be reached in more than one way."));
        for (const Action &a : actions)
            linkButton(m_prompt->addButton(buttonText(text, a), [this, a] { submit(a); }), a);
        m_prompt->addButton(tr("Cancel"), [this] { m_scene->selectShip(-1); });
    });
    connect(m_scene, &PlayScene::selectionChanged, this, [this](int ship) {
        if (ship >= 0) m_clickRefusal.clear();
        refresh();
    });
    connect(m_scene, &PlayScene::clickRefused, this, [this](int square, int selected) {
        if (!m_session || !interactive()) return;
        const GameText text(m_shown, names());
        m_clickRefusal = ClickRefusal::onSquare(m_shown, m_session->legal(), offered(), square,
                                                selected, text);
        updatePrompt();
    });
    connect(m_market, &MarketPanel::actionChosen, this, &GamePage::submit);
    connect(m_picker, &CardPicker::actionChosen, this, &GamePage::submit);
    connect(m_picker, &CardPicker::dismissedByUser, this, &GamePage::refresh);
    m_stepTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, &GamePage::showNextStep);
    // The last step stays on the board a moment (the winning cube seen landing) before the
    // end screen.
    m_finishTimer.setSingleShot(true);
    connect(&m_finishTimer, &QTimer::timeout, this, [this] {
        if (m_session && m_session->isOver()) emit finished(m_session->state().winner);
    });
    connect(m_scene, &PlayScene::pickChanged, this, &GamePage::updatePrompt);
    m_logLink = new LogLink(m_log, m_scene, this);
    connect(m_banner, &CombatBanner::landed, this, &GamePage::flushHeldLog);

    m_hints = new HintAdvisor(this);
    connect(m_prompt->hintButton(), &QPushButton::clicked, this, &GamePage::hint);
    connect(m_hints, &HintAdvisor::ready, this, &GamePage::showHint);
    connect(m_hints, &HintAdvisor::thinkingChanged, this, &GamePage::updateBusy);
    connect(m_hints, &HintAdvisor::dropped, this, [this] {
        m_scene->clearHinted();
        m_picker->setHinted(nullptr);
        if (m_session) updatePrompt();
    });
}

GamePage::~GamePage() = default;

// The side panel's share at first: a third of a wide window (room for two columns of
// sheets), less on a laptop, so the board keeps most of the width.
int GamePage::initialSideWidth(int pageWidth)
{
    const qreal share = pageWidth >= 1600 ? 0.34 : 0.29;
    return qBound(kMinSideWidth, int(pageWidth * share), 760);
}

void GamePage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (!m_splitRestored && width() > kMinBoardWidth + kMinSideWidth) {
        m_splitRestored = true;
        const int side = initialSideWidth(width());
        m_mainSplit->setSizes({width() - side, side});
    }
}

// The sheets get the height they need (none scrolls while there is room), the market its
// own, and the log what is left.
void GamePage::fitSheets()
{
    QList<int> sizes = m_split->sizes();
    if (sizes.size() != 3) return;
    const int total = sizes[0] + sizes[1] + sizes[2];
    if (total <= 0) return;
    const int market = qMax(sizes[1], m_market->minimumSizeHint().height());
    // Every sheet whole when the log keeps kLogLinesBesideSheets lines; when the sheets must
    // scroll anyway, the log keeps kLogLinesBesideScrolling.
    const auto logHeight = [this](int lines) {
        return lines * m_log->fontMetrics().lineSpacing() + 2 * m_log->frameWidth();
    };
    const int needed = m_sheetPanel->neededHeight();
    const bool whole = needed <= total - market - logHeight(kLogLinesBesideSheets);
    const int log = logHeight(whole ? kLogLinesBesideSheets : kLogLinesBesideScrolling);
    const int most = qMax(60, total - market - log);
    int sheets = qMin(needed, most);
    // At one width the sheets' share only grows in a game: a row that comes and goes (the
    // first card taken, a ship into the scrapyard and out) does not move the market and the
    // log under the pointer.
    const int width = m_sheetScroll->width();
    if (width == m_sheetsFitWidth) sheets = qMax(sheets, qMin(m_sheetsFit, most));
    m_sheetsFitWidth = width;
    m_sheetsFit = sheets;
    if (sheets == sizes[0]) return;
    m_split->setSizes({sheets, market, qMax(60, total - sheets - market)});
}

void GamePage::setSession(Session *session)
{
    clearSession();
    m_session = session;
    m_view->setFocus(Qt::OtherFocusReason); // the keys play on the board
    m_atScreen = session->localHumanToAct() ? session->toAct() : -1;
    m_banner->hide();
    QList<CommandSheet *> sheets;
    for (int p = 0; p < session->state().players; ++p) {
        auto *sheet = new CommandSheet(p);
        connect(sheet, &CommandSheet::shipClicked, this, [this](int ship) {
            m_scene->selectShip(m_scene->selectedShip() == ship ? -1 : ship);
        });
        sheets.append(sheet);
    }
    m_sheetPanel->setSheets(sheets);
    m_sheets = sheets;
    m_sheetsFitWidth = -1; // new sheets: fitted anew
    connect(session, &Session::applied, this, &GamePage::onApplied);
    connect(session, &Session::reset, this, &GamePage::onReset);
    connect(session, &Session::thinkingChanged, this, &GamePage::updateBusy);
    connect(session, &QObject::destroyed, this, [this] { clearSession(); });
    watchNetwork();
    onReset();
    fitSheets();
    m_view->fitToScene();
    session->start();
}

void GamePage::clearSession()
{
    if (m_session) disconnect(m_session, nullptr, this, nullptr);
    m_session = nullptr; // first: it may be on its way out (destroyed)
    m_hints->cancel();
    m_scene->clearHinted();
    m_queue.clear();
    m_stepTimer.stop();
    m_finishTimer.stop();
    m_atScreen = -1;
    m_sheetInView = -1;
    m_heldLog.clear();
    m_logLink->reset();
    m_banner->hide();
    m_picker->hide();
    m_prompt->clearButtons();
    updateNetworkBanner();
}

void GamePage::setAnimationSpeed(int speed)
{
    setAnimated(speed > 0);
    m_scene->setMoveDuration(speed >= 2 ? 110 : 220);
}

void GamePage::setAnimated(bool on)
{
    m_animated = on;
    m_scene->setAnimated(on);
}

QStringList GamePage::names() const
{
    QStringList out;
    return m_session ? m_session->playerNames() : out;
}

const Action *GamePage::legalOf(ActionType type) const
{
    if (!interactive()) return nullptr;
    for (const Action &a : offered())
        if (a.type == type) return &a;
    return nullptr;
}

// Only the human at the screen answers, and only once the board shows the position the
// session is in.
bool GamePage::interactive() const
{
    return m_session && m_queue.empty() && m_session->localHumanToAct() && !handOverDue() &&
           !(m_session->isMirror() && m_session->isPaused()); // a network game the host holds
}

// Hot-seat: when the decision due is another local human's, the screen is handed over
// first. It follows from the seats: which are humans at this computer, and who is at it.
bool GamePage::handOverDue() const
{
    return m_session && m_session->localHumanCount() > 1 && m_session->localHumanToAct() &&
           m_session->toAct() != m_atScreen;
}

void GamePage::submit(const Action &action)
{
    if (!interactive() || (m_filter && !m_filter(action))) return;
    m_session->submit(m_session->toAct(), action);
}

void GamePage::setSoundsEnabled(bool on)
{
    m_sounds->setEnabled(on);
}

void GamePage::onApplied(const Action &action, const Events &events)
{
    m_clickRefusal.clear(); // said of the position before
    m_queue.push_back(Step{action, events, m_session->state()});
    // A board far behind (computers alone at the table play much faster than the pace)
    // catches up rather than holding a whole game.
    if (m_queue.size() > kMaxQueuedSteps) return catchUp();
    if (m_stepTimer.isActive() || m_queue.size() > 1) return;
    // The local human's own step shows at once; other players' at the view's pace (with no
    // pause, the steps that arrived meanwhile are shown together on the next turn of the
    // event loop, and the board is redrawn once for them).
    if (m_session->isLocalHuman(action.player))
        showNextStep();
    else
        m_stepTimer.start(m_pace);
}

void GamePage::showNextStep()
{
    if (m_pace == 0 && !m_queue.empty() && !m_session->isLocalHuman(m_queue.front().action.player))
        return catchUp();
    showSteps(1);
}

void GamePage::showSteps(size_t count)
{
    if (m_queue.empty() || !m_session) return;
    for (size_t i = 0; i < count && !m_queue.empty(); ++i) {
        const Step step = std::move(m_queue.front());
        m_queue.pop_front();
        flushHeldLog(); // an earlier battle's lines first
        m_shown = step.after;
        showCombat(step.events);
        // A battle's lines wait in the log until the banner's dice land: the log does not
        // tell the outcome while the banner still says "Rolling…".
        const bool rolling = m_banner->isRolling();
        bool hold = false;
        for (const Event &e : step.events) {
            hold = hold || (rolling && e.type == EventType::CombatRolled);
            if (hold)
                m_heldLog.push_back(e);
            else
                appendLog(e);
        }
        m_scene->markEvents(step.events);
        if (i + 1 == count || m_queue.empty()) m_sounds->play(step.events);
    }
    refresh();
    if (!m_queue.empty())
        m_stepTimer.start(m_session->isLocalHuman(m_queue.front().action.player) ? 0 : m_pace);
    else if (m_session->isOver())
        m_finishTimer.start(m_animated ? kFinishPauseMs : 0);
}

void GamePage::catchUp()
{
    m_stepTimer.stop();
    showSteps(m_queue.size());
    flushHeldLog();
}

void GamePage::flushHeldLog()
{
    const Events held = std::exchange(m_heldLog, {});
    for (const Event &e : held)
        appendLog(e);
}

int GamePage::viewer() const
{
    if (!m_session) return -1;
    if (m_session->localHumanCount() > 1) return m_atScreen;
    for (int p = 0; p < m_session->state().players; ++p)
        if (m_session->isLocalHuman(p)) return p;
    return -1;
}

// Undo or a game played ahead: the board shows the session's position, the log its events.
void GamePage::onReset()
{
    m_clickRefusal.clear();
    m_queue.clear();
    m_stepTimer.stop();
    m_shown = m_session->state();
    rebuildLog();
    refresh();
    m_scene->resetMarks(m_session->allEvents()); // an undone move is no one's last move
}

void GamePage::refresh()
{
    if (!m_session) return;
    m_offeredValid = false; // a guide's filter may have moved on
    if (m_queue.empty()) m_shown = m_session->state();
    const GameState &s = m_shown;
    const bool interactive = this->interactive();
    static const std::vector<Action> none;
    const std::vector<Action> &legal = interactive ? offered() : none;
    const QStringList n = names();
    m_scene->setPlayerNames(n);
    m_scene->setViewer(viewer());
    m_scene->sync(s, legal, interactive);
    for (int p = 0; p < m_sheets.size(); ++p) {
        // A computer's own name is followed by "(computer)"; "Computer 2" says it already.
        const SeatInfo &seat = m_session->seatInfos()[p];
        m_sheets[p]->setGame(s, n.value(p), seat.isComputer() && !seat.name.isEmpty(),
                             interactive && s.toAct() == p && s.phase == Phase::Actions &&
                                 !s.front(),
                             m_scene->selectedShip());
    }
    // When the sheets scroll (four players on a small screen), the one of the player to act
    // comes into view as the turn passes (after the layout has taken the new sheets' sizes).
    if (s.toAct() != m_sheetInView) {
        m_sheetInView = s.toAct();
        QTimer::singleShot(0, this, [this] {
            if (m_sheetInView >= 0 && m_sheetInView < m_sheets.size())
                m_sheetScroll->ensureWidgetVisible(m_sheets[m_sheetInView], 0, 0);
        });
    }
    m_market->setGame(s, legal, interactive);
    m_picker->setGame(s, legal, interactive, m_session->playerName(s.toAct()));
    // A hint stands for the position it was asked about only.
    if (!hintOffered() || !m_hints->standsFor(*m_session)) {
        m_hints->cancel();
        m_scene->clearHinted();
    }
    m_picker->setHinted(m_hints->hasHint(*m_session) ? &m_hints->action() : nullptr);
    updatePrompt();
    emit stateChanged();
}

bool GamePage::hintOffered() const
{
    return interactive() && !m_filter && !m_session->isOver();
}

void GamePage::hint()
{
    if (!hintOffered()) return;
    if (m_hints->standsFor(*m_session)) { // asked already: shown, or on its way
        if (m_hints->hasHint(*m_session)) showHint();
        return;
    }
    m_hints->request(*m_session);
    updatePrompt();
}

void GamePage::showHint()
{
    if (!m_session || !m_hints->hasHint(*m_session) || !hintOffered()) return;
    const BoardPlaces places = placesOf(m_hints->action());
    m_scene->setHinted(places.squares, places.planets, places.ships);
    m_picker->setHinted(&m_hints->action());
    updatePrompt();
}

QString GamePage::hintLine(const GameText &text) const
{
    if (!m_session || !hintOffered() || !m_hints->standsFor(*m_session)) return {};
    if (!m_hints->hasHint(*m_session)) return tr("Hint: looking for a good answer…");
    //: The prompt line of a hint; %1 is an answer button's text (an action).
    return tr("Hint: %1.").arg(text.action(m_hints->action()));
}

void GamePage::markIfHinted(QPushButton *button, const Action &action) const
{
    if (m_session && m_hints->hasHint(*m_session) && m_hints->action().sameAs(action))
        m_prompt->markHinted(button);
}

void GamePage::updateBusy()
{
    m_prompt->setBusy(m_session && (m_session->computerThinking() || m_hints->isThinking()));
}

void GamePage::endTurn()
{
    const Action *a = legalOf(ActionType::EndTurn);
    if (!a) return;
    const Action action = *a;
    const int left = m_session->state().actionsLeft;
    if (m_confirmEndTurn && left > 0) {
        const auto answer = QMessageBox::question(
            this, tr("End the turn"),
            tr("You still have %n action(s) left. End the turn anyway?", nullptr, left));
        if (answer != QMessageBox::Yes) return;
    }
    submit(action);
}

void GamePage::research()
{
    if (const Action *a = legalOf(ActionType::Research)) submit(*a);
}

void GamePage::undo()
{
    if (m_session && m_queue.empty()) m_session->undo(m_session->toAct());
}

void GamePage::nextShip()
{
    if (!interactive()) return;
    const int start = m_scene->selectedShip();
    for (int i = 1; i <= kShipsPerPlayer; ++i) {
        const int ship = (start + i + kShipsPerPlayer) % kShipsPerPlayer;
        if (m_session->state().p[m_session->toAct()].ships[ship].onMap()) {
            m_scene->selectShip(ship);
            if (m_scene->selectedShip() == ship) return;
        }
    }
}

void GamePage::showCombat(const Events &events)
{
    CombatBanner::Side atk, def;
    QList<QRectF> fighters = m_banner->fighters();
    bool fought = false;
    QString outcome;
    for (const Event &e : events) {
        if (e.type == EventType::CombatRolled) { // the event carries both ships' values
            fought = true;
            atk = {e.player, m_session->playerName(e.player), e.value, e.b, e.d};
            def = {e.other, m_session->playerName(e.other), e.value2, e.c, e.e};
            // The squares of the fight: every square the step names (where the attacker
            // came from, where it attacks from, the target), so the banner covers none.
            fighters.clear();
            const qreal half = board::kSquareSize / 2;
            for (const Event &named : events)
                for (const Sq sq : {named.from, named.sq,
                                    named.type == EventType::Attacked ? Sq(named.a) : kNoSq}) {
                    if (sq < 0 || sq >= m_session->board()->squareCount()) continue;
                    const QPointF c = m_scene->squareCenter(sq);
                    const QRectF r(c.x() - half, c.y() - half, 2 * half, 2 * half);
                    if (!fighters.contains(r)) fighters.append(r);
                }
        } else if (e.type == EventType::CombatRerolled) {
            if (!fought) { // the roll of an earlier step: go on from the banner's
                atk = m_banner->attacker();
                def = m_banner->defender();
                fought = true;
            }
            atk.total += e.a - atk.roll;
            atk.roll = e.a;
            def.total += e.b - def.roll;
            def.roll = e.b;
        } else if (e.type == EventType::ShipDestroyed && fought) {
            outcome = tr("%1 wins the battle: the defending ship is destroyed.").arg(atk.name);
        } else if (e.type == EventType::AttackRepelled && fought) {
            outcome = tr("%1 holds: the attack is repelled.").arg(def.name);
        }
    }
    if (!fought) {
        // The game went on (an occupy answer, another move): the battle is over.
        if (!events.empty() && !m_banner->isRolling()) m_banner->hide();
        return;
    }
    if (outcome.isEmpty()) outcome = tr("The battle waits for a re-roll decision.");
    m_banner->showCombat(atk, def, outcome, m_animated, fighters);
}

void GamePage::addNote(const QString &text)
{
    auto *item = new QListWidgetItem(text);
    item->setFont(emphasised(item->font()));
    m_log->addItem(item);
    m_log->scrollToBottom();
}

void GamePage::cancelSelection()
{
    m_scene->selectShip(-1);
}

void GamePage::appendLog(const Event &event)
{
    const GameText text(m_session->board().get(), names());
    const QString line = text.event(event);
    if (line.isEmpty()) return;
    m_log->addItem(makeLogItem(line, event));
    while (m_log->count() > 2000)
        delete m_log->takeItem(0);
    m_log->scrollToBottom();
}

void GamePage::linkButton(QPushButton *button, const Action &action)
{
    const BoardPlaces places = placesOf(action);
    if (!button || places.isEmpty()) return;
    setPlacesOf(button, places);
    button->installEventFilter(this);
}

void GamePage::rebuildLog()
{
    m_heldLog.clear(); // the rebuilt log has every line
    m_log->clear();
    if (!m_session) return;
    const Events &events = m_session->allEvents();
    const size_t first = events.size() > 2000 ? events.size() - 2000 : 0;
    for (size_t i = first; i < events.size(); ++i)
        appendLog(events[i]);
}

bool GamePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Leave) m_scene->clearPreview();
    // A button that names places: they are highlighted while the pointer is on it.
    if (event->type() == QEvent::Enter || event->type() == QEvent::Leave) {
        const BoardPlaces places = placesOf(watched);
        if (!places.isEmpty()) {
            if (event->type() == QEvent::Enter)
                m_scene->setLinked(places.squares, places.planets, places.ships);
            else
                m_logLink->showPinned();
        }
    }
    // The overlays stay centred on the board when the view changes size.
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        m_picker->place();
        m_banner->place();
        updateNetworkBanner();
    }
    return QWidget::eventFilter(watched, event);
}

void GamePage::setActionFilter(std::function<bool(const Action &)> filter)
{
    m_filter = std::move(filter);
    m_offeredValid = false;
    refresh();
}

const std::vector<Action> &GamePage::offered() const
{
    if (!m_session) return m_offered;
    if (!m_filter) return m_session->legal();
    if (m_offeredValid && m_offeredSerial == m_session->serial()) return m_offered;
    m_offered.clear();
    for (const Action &a : m_session->legal())
        if (m_filter(a)) m_offered.push_back(a);
    m_offeredSerial = m_session->serial();
    m_offeredValid = true;
    return m_offered;
}

void GamePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_session) {
        rebuildLog();
        refresh();
        updateNetworkBanner();
    }
    QWidget::changeEvent(event);
}

} // namespace quantum
