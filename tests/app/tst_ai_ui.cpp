// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The app's computer players: the levels per seat (New game, LAN host, saves), the computer
// thinking on a worker thread with the prompt showing it, the Hint, and the map editor's
// balance check. Levels are named through kDefaultBot, kHintBot and botNames() only.
#include "app/common/appsettings.h"
#include "app/common/shippedmaps.h"
#include "app/game/gametext.h"
#include "app/game/hint.h"
#include "app/game/session.h"
#include "app/lan/hostdialog.h"
#include "app/lan/lobbypage.h"
#include "app/learn/keyboardhelp.h"
#include "app/net/protocol.h"
#include "app/play/cardpicker.h"
#include "app/play/gamepage.h"
#include "app/play/logitem.h"
#include "app/play/playscene.h"
#include "app/play/promptbar.h"
#include "app/shell/mainwindow.h"
#include "app/shell/newgamedialog.h"
#include "editor/balancedialog.h"
#include "editor/editorwindow.h"
#include "editor/mapdocument.h"
#include "engine/bots.h"
#include "tests/app/quietsettings.h"
#include "tests/testmaps.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSemaphore>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <atomic>

using namespace quantum;

namespace {

// A computer that thinks until the test lets it answer (a slow level, without timing): it
// waits on `gate` in the worker thread, then plays the first legal action.
class GateBot : public Bot {
public:
    GateBot(QSemaphore *gate, std::atomic<int> *calls) : m_gate(gate), m_calls(calls) {}
    const char *name() const override { return "gate"; }
    Action choose(const GameState &, const std::vector<Action> &legal) override
    {
        ++*m_calls;
        m_gate->acquire();
        return legal.front();
    }

private:
    QSemaphore *m_gate;
    std::atomic<int> *m_calls;
};

// A level that exists today and is not the default one (botNames() is weakest first).
QString otherLevel()
{
    for (const QString &bot : levelNames())
        if (bot != kDefaultBot) return bot;
    return kDefaultBot;
}

QString questionOf(const GamePage &page)
{
    const auto *label = page.prompt()->findChild<QLabel *>(QStringLiteral("promptQuestion"));
    return label ? label->text() : QString();
}

QString promptText(const GamePage &page)
{
    QString all;
    for (const QLabel *l : page.prompt()->findChildren<QLabel *>())
        all += l->text() + QLatin1Char('\n');
    return all;
}

bool anyButtonHinted(const GamePage &page)
{
    for (const QPushButton *b : page.prompt()->buttons())
        if (PromptBar::isHinted(b)) return true;
    return false;
}

QList<int> squaresOf(const Board &board, const BoardPlaces &places)
{
    QList<int> sq = places.squares;
    for (int p : places.planets)
        if (!sq.contains(board.planets()[size_t(p)].sq)) sq.append(board.planets()[size_t(p)].sq);
    return sq;
}

} // namespace

class TestAiUi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyListOfLevelsComesFromTheEngine();
    void newGameLevelReachesTheSeatAndSurvivesSaveLoad();
    void newGameRemembersEachSeatsKind();
    void thinkingShownWhileASlowComputerThinks();
    void hintSuggestsWithoutPlaying();
    void hintIsDroppedWhenThePositionChanges();
    void hintMarksItsAnswerButton();
    void hintOnALanClientAndNotForObservers();
    void balanceCheckPlaysGamesAndShowsResults();
    void balanceCheckCancelsPromptlyAndEditorStaysUsable();
    void balanceCheckRefusesAnInvalidMap();
};

void TestAiUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ai_ui"));
    quantum::test::resetQuietSettings();
}

// New game, the LAN host dialog and the lobby offer botNames(), each in its words.
void TestAiUi::everyListOfLevelsComesFromTheEngine()
{
    QCOMPARE(levelNames(), botNames());
    QVERIFY(botNames().contains(kDefaultBot));
    QVERIFY(botNames().contains(kHintBot));
    QCOMPARE(levelText(QStringLiteral("no-such-level")), QStringLiteral("no-such-level"));
    QStringList texts;
    for (const QString &bot : botNames()) {
        QVERIFY(!levelText(bot).isEmpty());
        texts.append(levelText(bot));
    }
    // Named for the player who picks one, by strength, not by how the computer decides.
    QCOMPARE(levelText(QStringLiteral("random")), QStringLiteral("Practice"));
    QCOMPARE(levelText(QStringLiteral("greedy")), QStringLiteral("Very easy"));
    texts.removeDuplicates();
    QCOMPARE(texts.size(), botNames().size());

    NewGameDialog dialog;
    QComboBox *level = dialog.levelChoice(1);
    QVERIFY(level);
    QCOMPARE(level->count(), int(botNames().size()));
    for (int i = 0; i < level->count(); ++i) {
        QCOMPARE(level->itemData(i).toString(), botNames()[i]);
        QCOMPARE(level->itemText(i), levelText(botNames()[i]));
    }
    QCOMPARE(level->currentData().toString(), kDefaultBot);

    HostDialog host;
    QComboBox *seat = host.seatChoice(1);
    QVERIFY(seat);
    for (const QString &bot : botNames())
        QVERIFY2(seat->findText(LobbyPage::botText(bot)) >= 0, qPrintable(bot));
    QVERIFY(LobbyPage::botText(kDefaultBot).contains(levelText(kDefaultBot)));
}

void TestAiUi::newGameLevelReachesTheSeatAndSurvivesSaveLoad()
{
    const QString chosen = otherLevel();
    QVERIFY(chosen != kDefaultBot);
    GameSetup setup;
    {
        NewGameDialog dialog;
        QVERIFY(dialog.chooser()->hasMap());
        dialog.kindChoice(1)->setCurrentIndex(1); // a computer
        QVERIFY(!dialog.levelChoice(1)->isHidden());
        dialog.kindChoice(0)->setCurrentIndex(0); // a human has no level
        QVERIFY(dialog.levelChoice(0)->isHidden());
        QComboBox *level = dialog.levelChoice(1);
        level->setCurrentIndex(level->findData(chosen));
        setup = dialog.setup();
        QCOMPARE(setup.seats.size(), 2);
        QVERIFY(setup.seats[1].isComputer());
        QCOMPARE(setup.seats[1].bot, chosen);
        dialog.accept(); // remembered in QSettings
    }
    QCOMPARE(NewGameDialog::rememberedLevel(1), chosen);
    {
        NewGameDialog again;
        QCOMPARE(again.levelChoice(1)->currentData().toString(), chosen);
    }

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    setup.seats[0] = SeatInfo::human(QStringLiteral("Ada"));
    setup.seed = 11;
    window.startGame(setup);
    Session *session = window.gamePage()->session();
    QVERIFY(session);
    QCOMPARE(session->seatInfos()[1].bot, chosen);
    session->playAhead(humanTurnFrom(*session, 2));
    const QString path = dir.filePath(QStringLiteral("levels.quantum-save"));
    QString error;
    QVERIFY2(window.saveFile(path, &error), qPrintable(error));
    QVERIFY2(window.loadFile(path, &error), qPrintable(error));
    Session *loaded = window.gamePage()->session();
    QVERIFY(loaded && loaded != session);
    QVERIFY(loaded->seatInfos()[1].isComputer());
    QCOMPARE(loaded->seatInfos()[1].bot, chosen);
    QVERIFY(loaded->seat(1)->isComputer());

    // A quick game plays at the levels chosen last.
    window.quickGame(defaultMap());
    QCOMPARE(window.gamePage()->session()->seatInfos()[1].bot, chosen);
}

// New game opens with every seat as it was last accepted: a human or a computer, and the
// computer's level; at first the player in seat 0 against computers.
void TestAiUi::newGameRemembersEachSeatsKind()
{
    writeSetting(Setting::SeatKinds, QStringList());
    {
        NewGameDialog first;
        QCOMPARE(first.kindChoice(0)->currentIndex(), 0);
        for (int seat = 1; seat < kMaxPlayers; ++seat)
            QCOMPARE(first.kindChoice(seat)->currentIndex(), 1);
        // A table of two people and two computers, the people in seats 0 and 2.
        first.kindChoice(2)->setCurrentIndex(0);
        QVERIFY(first.levelChoice(2)->isHidden());
        first.accept();
    }
    NewGameDialog again;
    const QList<int> expected = {0, 1, 0, 1};
    for (int seat = 0; seat < kMaxPlayers; ++seat)
        QCOMPARE(again.kindChoice(seat)->currentIndex(), expected[seat]);
    QVERIFY(again.levelChoice(2)->isHidden());
    QVERIFY(!again.levelChoice(3)->isHidden());
    writeSetting(Setting::SeatKinds, QStringList());
}

// The computer chooses on a worker thread: while it thinks the prompt says so with a busy
// indicator, the UI goes on processing events, and no Hint is offered.
void TestAiUi::thinkingShownWhileASlowComputerThinks()
{
    QSemaphore gate;
    std::atomic<int> calls{0};
    GamePage page;
    page.resize(1280, 800);
    page.setAnimated(false);
    page.setPace(0);
    page.show();
    auto board = std::make_shared<const Board>(defaultMap());
    auto session = std::make_unique<Session>(
        board, QList<SeatInfo>{SeatInfo::human(QStringLiteral("Ada")), SeatInfo::computer()}, 7);
    // Every answer is let through at once at the end, so nothing is left waiting.
    const auto openGate = qScopeGuard([&] {
        gate.release(100000);
        page.clearSession();
        session.reset();
    });
    // Play ahead to the computer's turn, then give the seat to the slow computer.
    session->playAhead([](const Session &se) {
        return se.isOver() || (se.state().turn >= 2 && se.toAct() == 1 &&
                               se.state().phase == Phase::Actions && !se.state().front());
    });
    QCOMPARE(session->toAct(), 1);
    session->setPaused(true);
    session->replaceSeat(1, std::make_unique<ComputerSeat>(
                                quantumPlayer(std::make_unique<GateBot>(&gate, &calls)),
                                ComputerSeat::Threading::Worker));
    page.setSession(session.get());
    session->setPaused(false);

    QTRY_VERIFY(session->computerThinking());
    const quint64 version = session->version();
    QVERIFY(page.prompt()->isBusy());
    QVERIFY2(questionOf(page).contains(session->playerName(1)), qPrintable(questionOf(page)));
    // To look at: QUANTUM_AI_UI_SHOTS=DIR saves the page as it is now.
    if (qEnvironmentVariableIsSet("QUANTUM_AI_UI_SHOTS"))
        page.grab().save(qEnvironmentVariable("QUANTUM_AI_UI_SHOTS") +
                         QStringLiteral("/thinking.png"));
    QVERIFY(!page.hintOffered());
    QVERIFY(page.prompt()->hintButton()->isHidden());
    page.hint(); // not the human's decision: nothing is asked
    QVERIFY(!page.hints()->isThinking());

    // The event loop runs while the computer thinks.
    bool ticked = false;
    QTimer::singleShot(20, &page, [&] { ticked = true; });
    QTRY_VERIFY(ticked);
    QVERIFY(session->computerThinking());
    QCOMPARE(session->version(), version);
    QVERIFY(page.prompt()->isBusy());

    // Paused and resumed while it thinks: the UI does not wait for the worker; the answer to
    // the question asked before is dropped and the question asked again.
    session->setPaused(true);
    QVERIFY(!session->computerThinking());
    session->setPaused(false);
    QVERIFY(session->computerThinking());
    QCOMPARE(calls.load(), 1);
    gate.release(1);
    QTRY_COMPARE(calls.load(), 2);
    QVERIFY(session->computerThinking());
    QCoreApplication::processEvents();
    QCOMPARE(session->version(), version);

    gate.release(1); // it answers: the action is applied through the session
    QTRY_VERIFY(session->version() > version);
    // Until the human is due, each decision of the computer shows the indicator again;
    // once the human is due it is gone.
    gate.release(100000);
    QTRY_VERIFY_WITH_TIMEOUT(session->localHumanToAct() || session->isOver(), 20000);
    page.catchUp();
    QTRY_VERIFY(!page.prompt()->isBusy());
    QVERIFY(!session->computerThinking());
}

// The Hint: kHintBot's choice for the human's decision, with the seed and budget the page
// uses; legal; highlighted on the board and in the prompt; never played.
void TestAiUi::hintSuggestsWithoutPlaying()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    GameSetup setup;
    setup.map = defaultMap();
    setup.seats = {SeatInfo::human(QStringLiteral("Ada")), SeatInfo::computer()};
    setup.seed = 31;
    window.startGame(setup);
    GamePage *page = window.gamePage();
    page->setPace(0);
    Session *session = page->session();
    session->playAhead(humanTurnFrom(*session, 2));
    page->catchUp();
    QVERIFY(session->localHumanToAct());
    QVERIFY(page->hintOffered());
    QVERIFY(!page->prompt()->hintButton()->isHidden());
    page->hints()->setBudget(Budget{0, 300, 1}); // iterations: reproducible

    // The key H (a Turn menu action, listed in Help > Keyboard) asks for it.
    QAction *hintAction = nullptr;
    for (QAction *a : window.menuActions())
        if (a->shortcut() == QKeySequence(Qt::Key_H)) hintAction = a;
    QVERIFY(hintAction);
    bool listed = false;
    for (const auto &row : KeyboardHelpDialog::rows(window.menuActions()))
        listed = listed || row.first == QKeySequence(Qt::Key_H).toString(QKeySequence::NativeText);
    QVERIFY(listed);

    const quint64 version = session->version();
    const GameState before = session->state();
    hintAction->trigger();
    QTRY_VERIFY(page->hints()->hasHint(*session));
    const Action hint = page->hints()->action();

    std::unique_ptr<Bot> bot = makeBot(kHintBot, HintAdvisor::seedFor(*session));
    QVERIFY(bot);
    bot->setBudget(page->hints()->budget());
    const Action expected = bot->choose(session->state(), session->legal());
    QVERIFY(hint.sameAs(expected));
    QVERIFY(findLegal(session->legal(), hint));
    QCOMPARE(hint.player, session->toAct());

    // Shown: its places highlighted as a hovered answer's are, its words in the prompt, its
    // button (when it has one) marked.
    const BoardPlaces places = placesOf(hint);
    QCOMPARE(page->scene()->hintedSquares(), squaresOf(*session->board(), places));
    QCOMPARE(page->scene()->hintedShips(), places.ships);
    const GameText text(session->state(), session->playerNames());
    QVERIFY2(promptText(*page).contains(text.action(hint)), qPrintable(promptText(*page)));
    QVERIFY(anyButtonHinted(*page) || !places.isEmpty());

    // Never played: the position stays as it was while the event loop runs on.
    bool ticked = false;
    QTimer::singleShot(30, page, [&] { ticked = true; });
    QTRY_VERIFY(ticked);
    QCOMPARE(session->version(), version);
    QVERIFY(session->state() == before);
    QVERIFY(page->hints()->hasHint(*session));

    // Asked again in the same position: the same hint, nothing new worked out.
    page->hint();
    QVERIFY(!page->hints()->isThinking());
    QVERIFY(page->hints()->action().sameAs(hint));
}

// A hint shown goes when the position changes; one still being worked out when the position
// changes is never shown.
void TestAiUi::hintIsDroppedWhenThePositionChanges()
{
    GamePage page;
    page.resize(1280, 800);
    page.setAnimated(false);
    page.setConfirmEndTurn(false);
    page.setPace(0);
    page.show();
    auto board = std::make_shared<const Board>(defaultMap());
    Session session(board,
                    {SeatInfo::human(QStringLiteral("Ada")), SeatInfo::human(QStringLiteral("Bo"))},
                    5);
    page.setSession(&session);
    session.playAhead(humanTurnFrom(session, 2));
    QCoreApplication::processEvents();
    // Hot-seat: the screen is handed over first; no hint before that.
    if (!page.hintOffered()) {
        QVERIFY(page.prompt()->primaryButton());
        page.prompt()->primaryButton()->click();
    }
    QVERIFY(page.hintOffered());
    page.prompt()->hintButton()->click();
    QTRY_VERIFY(page.hints()->hasHint(session));
    QVERIFY(!page.scene()->hintedSquares().isEmpty() || !page.scene()->hintedShips().isEmpty() ||
            anyButtonHinted(page));

    // The player does something else: the hint no longer stands.
    const Action hint = page.hints()->action();
    const Action *other = nullptr;
    for (const Action &a : session.legal())
        if (!a.sameAs(hint) && a.type != ActionType::EndTurn) other = &a;
    if (!other) other = &session.legal().front();
    const Action next = *other;
    QCOMPARE(session.submit(session.toAct(), next), Session::Result::Applied);
    page.catchUp();
    QVERIFY(!page.hints()->hasHint(session));
    QVERIFY(page.scene()->hintedSquares().isEmpty());
    QVERIFY(page.scene()->hintedShips().isEmpty());
    QVERIFY(!anyButtonHinted(page));
    QVERIFY(!promptText(page).contains(QStringLiteral("Hint:")));

    // Asked, then the position changes before the answer arrives: it is dropped.
    if (!page.hintOffered() && page.prompt()->primaryButton()) page.prompt()->primaryButton()->click();
    QVERIFY(page.hintOffered());
    page.hint();
    QVERIFY(page.hints()->isThinking());
    const Action first = session.legal().front();
    QCOMPARE(session.submit(session.toAct(), first), Session::Result::Applied);
    page.catchUp();
    QTRY_VERIFY(!page.hints()->isThinking());
    QVERIFY(!page.hints()->hasHint(session));
    QVERIFY(page.scene()->hintedSquares().isEmpty());
    QVERIFY(page.scene()->hintedShips().isEmpty());
}

// A decision answered with buttons (the setup roll, R-SETUP-2): the Hint's answer is the one
// button marked, and it stays a button.
void TestAiUi::hintMarksItsAnswerButton()
{
    GamePage page;
    page.resize(1280, 800);
    page.setAnimated(false);
    page.setPace(0);
    page.show();
    auto board = std::make_shared<const Board>(defaultMap());
    Session session(board,
                    {SeatInfo::human(QStringLiteral("Ada")), SeatInfo::human(QStringLiteral("Bo"))},
                    9);
    page.setSession(&session);
    QCoreApplication::processEvents();
    QCOMPARE(session.state().phase, Phase::SetupReroll);
    QVERIFY(page.hintOffered());
    QVERIFY(!anyButtonHinted(page));
    page.hint();
    QTRY_VERIFY(page.hints()->hasHint(session));
    const Action hint = page.hints()->action();
    QVERIFY(hint.type == ActionType::SetupReroll || hint.type == ActionType::SetupKeep);
    const GameText text(session.state(), session.playerNames());
    int marked = 0;
    for (const QPushButton *b : page.prompt()->buttons())
        if (PromptBar::isHinted(b)) {
            ++marked;
            QCOMPARE(b->text(), text.action(hint));
            QVERIFY(b->isVisible());
        }
    QCOMPARE(marked, 1);
    QCOMPARE(session.version(), quint64(0)); // not played

    // A card pick (R-CARD-2): the card picker's Take button (or Refresh) is the one marked.
    session.playAhead([](const Session &se) {
        const GameState &st = se.state();
        return se.isOver() || (st.phase == Phase::Cards && !st.front() && st.picksOwed > 0);
    });
    QCoreApplication::processEvents();
    QCOMPARE(session.state().phase, Phase::Cards);
    if (!page.hintOffered()) page.prompt()->primaryButton()->click(); // hot-seat hand-over
    QVERIFY(page.hintOffered());
    auto *picker = page.findChild<CardPicker *>();
    QVERIFY(picker && picker->isVisible());
    page.hint();
    QTRY_VERIFY(page.hints()->hasHint(session));
    const Action pick = page.hints()->action();
    QVERIFY(pick.type == ActionType::TakeCard || pick.type == ActionType::RefreshMarket);
    QPushButton *expected =
        pick.type == ActionType::TakeCard ? picker->takeButton(pick.value) : picker->refreshButton();
    QVERIFY(expected);
    QVERIFY(PromptBar::isHinted(expected));
    for (int slot = 0; slot < kMarketSlots; ++slot)
        if (picker->takeButton(slot) && picker->takeButton(slot) != expected)
            QVERIFY(!PromptBar::isHinted(picker->takeButton(slot)));
    // Taken: the mark goes with the position.
    const Action other = session.legal().front();
    QCOMPARE(session.submit(session.toAct(), other), Session::Result::Applied);
    page.catchUp();
    QVERIFY(!PromptBar::isHinted(picker->refreshButton()));
    for (int slot = 0; slot < kMarketSlots; ++slot)
        QVERIFY(!picker->takeButton(slot) || !PromptBar::isHinted(picker->takeButton(slot)));
}

namespace {
// The host as a LAN client's mirror sees it: it only counts the intents sent.
class CountingAuthority : public RemoteAuthority {
public:
    void sendIntent(int, const AnyAction &) override { ++intents; }
    void requestUndo(int) override {}
    int intents = 0;
};
} // namespace

// A LAN client asks on its public view (no decks' order) and sends nothing; an observer (no
// seat of its own) is offered no hint.
void TestAiUi::hintOnALanClientAndNotForObservers()
{
    auto board = std::make_shared<const Board>(defaultMap());
    Session host(board,
                 {SeatInfo::human(QStringLiteral("Ada")), SeatInfo::human(QStringLiteral("Bo"))},
                 21, ComputerSeat::Threading::Inline);
    host.playAhead(humanTurnFrom(host, 2));
    const int due = host.toAct();
    QVERIFY(due >= 0);
    const GameState view = publicView(host.state());
    CountingAuthority authority;
    {
        Session client(view, host.seatInfos(), host.allEvents(), host.version(), due, &authority);
        GamePage page;
        page.resize(1280, 800);
        page.setAnimated(false);
        page.show();
        page.setSession(&client);
        QVERIFY(page.hintOffered());
        page.hint();
        QTRY_VERIFY(page.hints()->hasHint(client));
        QVERIFY(findLegal(client.legal(), page.hints()->action()));
        std::unique_ptr<Bot> bot = makeBot(kHintBot, HintAdvisor::seedFor(client));
        bot->setBudget(page.hints()->budget());
        QVERIFY(page.hints()->action().sameAs(bot->choose(view, client.legal())));
        QCOMPARE(authority.intents, 0); // never played
        page.clearSession();
    }
    {
        Session observer(view, host.seatInfos(), host.allEvents(), host.version(), -1, &authority);
        GamePage page;
        page.resize(1280, 800);
        page.show();
        page.setSession(&observer);
        QVERIFY(!page.hintOffered());
        QVERIFY(page.prompt()->hintButton()->isHidden());
        page.hint();
        QVERIFY(!page.hints()->isThinking());
        page.clearSession();
    }
    QCOMPARE(authority.intents, 0);
}

void TestAiUi::balanceCheckPlaysGamesAndShowsResults()
{
    editor::EditorWindow editor;
    QString error;
    QVERIFY2(editor.openFile(testmaps::mapFilePath(QStringLiteral("alpha-sector.json")), &error),
             qPrintable(error));
    QVERIFY(editor.balanceAction());
    QVERIFY(!editor.balanceAction()->text().isEmpty());
    editor.balanceAction()->trigger();
    editor::BalanceDialog *dialog = editor.balanceDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->messageText().isEmpty());
    QVERIFY(dialog->runButton()->isEnabled());
    QCOMPARE(dialog->gamesBox()->value(), 100);
    QVERIFY(editor::BalanceDialog::jobs() >= 1 && editor::BalanceDialog::jobs() <= 8);

    dialog->gamesBox()->setValue(4);
    dialog->levelBox()->setCurrentIndex(dialog->levelBox()->findData(QStringLiteral("random")));
    QVERIFY(dialog->levelBox()->currentIndex() >= 0);
    QSignalSpy done(dialog, &editor::BalanceDialog::checkFinished);
    dialog->runButton()->click();
    QVERIFY(done.wait(120000));
    QVERIFY(!dialog->isRunning());
    const BalanceReport &r = dialog->report();
    QCOMPARE(r.games, 4);
    int wins = 0;
    for (const Share &s : r.bySeat)
        wins += s.count;
    QCOMPARE(wins + r.draws, 4);
    QCOMPARE(int(r.bySeat.size()), 2);
    QVERIFY(!r.byStart.empty());
    QVERIFY(r.averageTurns > 0);
    QVERIFY(dialog->chart()->hasReport());
    QCOMPARE(dialog->progressBar()->value(), 4);
    QVERIFY2(dialog->summaryText().contains(QLatin1String("4")), qPrintable(dialog->summaryText()));
    QVERIFY(dialog->runButton()->isEnabled());
    QVERIFY(!dialog->cancelButton()->isEnabled());
}

// Cancel stops the games in progress (and starts no more); the editor edits meanwhile, and
// the dialog says the games were played on the map as it was.
void TestAiUi::balanceCheckCancelsPromptlyAndEditorStaysUsable()
{
    editor::EditorWindow editor;
    QString error;
    QVERIFY2(editor.openFile(testmaps::mapFilePath(QStringLiteral("gamma-sector.json")), &error),
             qPrintable(error));
    editor::BalanceDialog *dialog = editor.showBalanceCheck();
    dialog->gamesBox()->setValue(10000);
    dialog->levelBox()->setCurrentIndex(dialog->levelBox()->findData(QStringLiteral("random")));
    QSignalSpy done(dialog, &editor::BalanceDialog::checkFinished);
    dialog->run();
    QVERIFY(dialog->isRunning());
    QVERIFY(!dialog->runButton()->isEnabled());
    QVERIFY(dialog->cancelButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(dialog->progressBar()->value() >= 1, 60000);

    // An edit while the games run: the editor answers, the dialog notes it.
    const Map before = editor.document()->map();
    editor.document()->mirrorHorizontally();
    QVERIFY(!(editor.document()->map() == before));
    QVERIFY(!dialog->messageText().isEmpty());
    QVERIFY(dialog->isRunning());

    dialog->cancelButton()->click();
    QVERIFY(done.wait(60000));
    QVERIFY(!dialog->isRunning());
    QVERIFY(dialog->report().games >= 1);
    QVERIFY(dialog->report().games < 10000);
    QVERIFY(dialog->runButton()->isEnabled());
    QVERIFY(!dialog->summaryText().isEmpty());
}

void TestAiUi::balanceCheckRefusesAnInvalidMap()
{
    editor::EditorWindow editor;
    editor.newMap(); // no tiles yet: not playable
    QVERIFY(!editor.document()->isPlayable());
    editor::BalanceDialog *dialog = editor.showBalanceCheck();
    QVERIFY(!dialog->messageText().isEmpty());
    QVERIFY(!dialog->runButton()->isEnabled());
    dialog->run();
    QVERIFY(!dialog->isRunning());
    QCOMPARE(dialog->report().games, 0);
    // The map becomes playable: the check may run.
    QString error;
    QVERIFY2(editor.importNotation(QStringLiteral("7* 8 9 / 10 0 10 / 9 8 7*"), &error),
             qPrintable(error));
    QVERIFY(editor.document()->isPlayable());
    QVERIFY(dialog->runButton()->isEnabled());
    QVERIFY(dialog->messageText().isEmpty());
}

QTEST_MAIN(TestAiUi)
#include "tst_ai_ui.moc"
