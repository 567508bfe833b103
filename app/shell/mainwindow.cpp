// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/shell/mainwindow.h"

#include "app/common/appsettings.h"
#include "app/common/shippedmaps.h"
#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/lan/chatpanel.h"
#include "app/lan/hostdialog.h"
#include "app/lan/joindialog.h"
#include "app/lan/lobbypage.h"
#include "app/learn/cardgallery.h"
#include "app/learn/keyboardhelp.h"
#include "app/learn/rulesdialog.h"
#include "app/learn/tutorial.h"
#include "app/learn/tutorialpanel.h"
#include "app/net/client.h"
#include "app/net/clientsession.h"
#include "app/net/host.h"
#include "app/play/endpage.h"
#include "app/play/gamepage.h"
#include "app/play/replaypage.h"
#include "app/qwantum/qwantumend.h"
#include "app/qwantum/qwantumpage.h"
#include "app/qwantum/qwantumreplay.h"
#include "app/shell/aboutdialog.h"
#include "app/shell/loaddialog.h"
#include "app/shell/settingsdialog.h"
#include "app/shell/startpage.h"
#include "editor/balancedialog.h"
#include "editor/board/boardview.h"
#include "editor/editorwindow.h"
#include "editor/maplibrary.h"
#include "editor/windowgeometry.h"
#include "editor/userfolders.h"
#include "engine/json.h"

#include <QLocale>
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStandardPaths>

namespace quantum {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/quantum.svg")));
    m_stack = new QStackedWidget;
    m_start = new StartPage;
    m_game = new GamePage;
    m_end = new EndPage;
    m_replayPage = new ReplayPage;
    m_stack->addWidget(m_start);
    m_stack->addWidget(m_game);
    m_stack->addWidget(m_end);
    m_stack->addWidget(m_replayPage);
    createQwantumPages();
    m_lobby = new LobbyPage;
    m_stack->addWidget(m_lobby);
    m_chatDock = new QDockWidget;
    m_chatDock->setObjectName(QStringLiteral("lanChat"));
    m_chatDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, m_chatDock);
    m_chatDock->hide();
    connect(m_lobby, &LobbyPage::leaveRequested, this, &MainWindow::leaveLanGame);
    setCentralWidget(m_stack);
    // The status bar is there from the start: its first message ("Saved …") must not take
    // its height from the board under the player's pointer.
    statusBar()->setObjectName(QStringLiteral("statusBar"));
    m_coach = new TutorialPanel;
    m_coachDock = new QDockWidget;
    m_coachDock->setObjectName(QStringLiteral("coach"));
    m_coachDock->setWidget(m_coach);
    m_coachDock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_coachDock->setTitleBarWidget(new QWidget); // the panel says what it is
    addDockWidget(Qt::LeftDockWidgetArea, m_coachDock);
    m_coachDock->hide();
    connect(m_coach, &TutorialPanel::backToMenu, this, &MainWindow::showStart);
    connect(m_start, &StartPage::learnToPlay, this, &MainWindow::learnToPlay);

    connect(m_start, &StartPage::quickGame, this, [this] {
        if (!mayReplaceGame()) return;
        if (m_start->game() == GameKind::Qwantum) quickQwantum();
        else quickGame(defaultMap());
    });
    connect(m_start, &StartPage::gameChosen, this, [](GameKind kind) {
        writeSetting(Setting::LastGame, kind == GameKind::Qwantum ? QStringLiteral("qwantum")
                                                                  : QStringLiteral("quantum"));
    });
    m_start->setGame(readSetting(Setting::LastGame).toString() == QLatin1String("qwantum")
                         ? GameKind::Qwantum
                         : GameKind::Quantum);
    connect(m_start, &StartPage::newGame, this, &MainWindow::newGame);
    connect(m_start, &StartPage::loadGame, this, &MainWindow::loadGame);
    connect(m_start, &StartPage::hostGame, this, &MainWindow::hostLanGame);
    connect(m_start, &StartPage::joinGame, this, &MainWindow::joinLanGame);
    connect(m_start, &StartPage::resumeGame, this, &MainWindow::resumeAutosave);
    connect(m_start, &StartPage::showSettings, this, &MainWindow::showSettings);
    connect(m_start, &StartPage::showRules, this, &MainWindow::showRules);
    connect(m_start, &StartPage::showCards, this, &MainWindow::showCards);
    connect(m_start, &StartPage::openEditor, this, [this] { openEditor(); });
    connect(m_start, &StartPage::quit, this, &QWidget::close);
    connect(m_game, &GamePage::finished, this, [this] {
        removeAutosave(autosavePath());
        showEnd();
    });
    connect(m_game, &GamePage::stateChanged, this, &MainWindow::updateActions);
    connect(m_end, &EndPage::mainMenu, this, &MainWindow::showStart);
    connect(m_end, &EndPage::replay, this, &MainWindow::showReplay);
    const auto closeReplay = [this] {
        QWidget *back = m_beforeReplay ? m_beforeReplay : m_start;
        m_stack->setCurrentWidget(back);
        if ((back == m_game || back == m_qwantum) && m_session) m_session->setPaused(false);
        updateActions();
    };
    connect(m_replayPage, &ReplayPage::closed, this, closeReplay);
    connect(m_qwantumReplay, &QwantumReplayPage::closed, this, closeReplay);
    connect(m_end, &EndPage::rematch, this, [this] {
        if (!m_haveSetup) return showStart();
        GameSetup setup = m_lastSetup;
        setup.seed = QRandomGenerator::system()->generate64();
        startGame(setup);
    });

    createActions();
    retranslateUi();
    applySettings();
    showStart();
    restoreWindowGeometry();
}

void MainWindow::restoreWindowGeometry()
{
    const QRect available = screen()->availableGeometry();
    setMinimumSize(minimumWindowSize(available));
    if (restoreGeometry(readSetting(Setting::WindowGeometry).toByteArray())) return;
    setGeometry(initialWindowGeometry(available));
}

MainWindow::~MainWindow()
{
    endLan(); // the pages let go of the host or client first
    endSession();
}

Session *MainWindow::session() const
{
    if (m_session) return m_session.get();
    return m_game->session() ? m_game->session() : m_qwantum->session();
}

QWidget *MainWindow::pageFor(const Session *session) const
{
    return session && session->kind() == GameKind::Qwantum ? static_cast<QWidget *>(m_qwantum)
                                                           : m_game;
}

void MainWindow::showReplay()
{
    if (inLanGame()) return; // pausing the game here would pause it for every player
    if (!m_session || !m_session->hasWholeHistory()) return;
    if (m_session->kind() == GameKind::Qwantum) return showQwantumReplay();
    auto replay = std::make_unique<Replay>(*m_session);
    if (!replay->isValid()) return;
    m_beforeReplay = m_stack->currentWidget();
    m_session->setPaused(true); // nothing plays on behind the replay
    m_replayPage->setReplay(std::move(replay), m_session->playerNames());
    m_stack->setCurrentWidget(m_replayPage);
    updateActions();
}

void MainWindow::endSession()
{
    m_coach->setTutorial(nullptr);
    m_coachDock->hide();
    m_tutorial.reset();
    m_game->clearSession();
    m_qwantum->clearSession();
    m_session.reset();
}

QString MainWindow::autosavePath() const
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave.quantum-save");
}

void MainWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newGame);
    m_loadAction = new QAction(this);
    m_loadAction->setShortcut(QKeySequence::Open);
    connect(m_loadAction, &QAction::triggered, this, &MainWindow::loadGame);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::saveGame);
    m_resignAction = new QAction(this);
    connect(m_resignAction, &QAction::triggered, this, &MainWindow::resign);
    m_replayAction = new QAction(this);
    connect(m_replayAction, &QAction::triggered, this, &MainWindow::showReplay);
    m_settingsAction = new QAction(this);
    connect(m_settingsAction, &QAction::triggered, this, &MainWindow::showSettings);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_endTurnAction = new QAction(this);
    m_endTurnAction->setShortcut(Qt::Key_E);
    connect(m_endTurnAction, &QAction::triggered, m_game, &GamePage::endTurn);
    m_researchAction = new QAction(this);
    m_researchAction->setShortcut(Qt::Key_R);
    connect(m_researchAction, &QAction::triggered, m_game, &GamePage::research);
    m_undoAction = new QAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, m_game, &GamePage::undo);
    m_nextShipAction = new QAction(this);
    m_nextShipAction->setShortcut(Qt::Key_N);
    connect(m_nextShipAction, &QAction::triggered, m_game, &GamePage::nextShip);
    m_hintAction = new QAction(this);
    m_hintAction->setShortcut(Qt::Key_H);
    connect(m_hintAction, &QAction::triggered, this, [this] {
        if (m_stack->currentWidget() == m_qwantum) m_qwantum->hint();
        else m_game->hint();
    });
    m_cancelAction = new QAction(this);
    m_cancelAction->setShortcut(Qt::Key_Escape);
    connect(m_cancelAction, &QAction::triggered, m_game, &GamePage::cancelSelection);

    m_zoomInAction = new QAction(this);
    m_zoomInAction->setShortcut(QKeySequence::ZoomIn);
    connect(m_zoomInAction, &QAction::triggered, m_game->view(), &board::BoardView::zoomIn);
    m_zoomOutAction = new QAction(this);
    m_zoomOutAction->setShortcut(QKeySequence::ZoomOut);
    connect(m_zoomOutAction, &QAction::triggered, m_game->view(), &board::BoardView::zoomOut);
    m_fitAction = new QAction(this);
    m_fitAction->setShortcut(Qt::CTRL | Qt::Key_0);
    connect(m_fitAction, &QAction::triggered, m_game->view(), &board::BoardView::fitToScene);

    m_rulesAction = new QAction(this);
    m_rulesAction->setShortcut(QKeySequence::HelpContents);
    connect(m_rulesAction, &QAction::triggered, this, &MainWindow::showRules);
    m_cardsAction = new QAction(this);
    connect(m_cardsAction, &QAction::triggered, this, &MainWindow::showCards);
    m_tutorialAction = new QAction(this);
    connect(m_tutorialAction, &QAction::triggered, this, &MainWindow::learnToPlay);
    m_keysAction = new QAction(this);
    connect(m_keysAction, &QAction::triggered, this, &MainWindow::showKeys);
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        AboutDialog about(this);
        about.exec();
    });
    m_editorAction = new QAction(this);
    connect(m_editorAction, &QAction::triggered, this, [this] { openEditor(); });

    createLanActions();
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(m_newAction);
    m_gameMenu->addAction(m_loadAction);
    m_gameMenu->addAction(m_saveAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_hostAction);
    m_gameMenu->addAction(m_hostSavedAction);
    m_gameMenu->addAction(m_joinAction);
    m_gameMenu->addAction(m_leaveLanAction);
    m_gameMenu->addAction(m_standInAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_replayAction);
    m_gameMenu->addAction(m_resignAction);
    m_gameMenu->addAction(m_editorAction);
    m_gameMenu->addAction(m_settingsAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quitAction);
    m_turnMenu = menuBar()->addMenu(QString());
    m_turnMenu->addAction(m_endTurnAction);
    m_turnMenu->addAction(m_researchAction);
    m_turnMenu->addAction(m_undoAction);
    m_turnMenu->addAction(m_nextShipAction);
    m_turnMenu->addAction(m_hintAction);
    m_turnMenu->addAction(m_cancelAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_fitAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_tutorialAction);
    m_helpMenu->addAction(m_rulesAction);
    m_helpMenu->addAction(m_cardsAction);
    m_helpMenu->addAction(m_keysAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("Quantum"));
    m_gameMenu->setTitle(tr("&Game"));
    m_turnMenu->setTitle(tr("&Turn"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newAction->setText(tr("&New game…"));
    m_loadAction->setText(tr("&Load game…"));
    m_saveAction->setText(tr("&Save game…"));
    m_resignAction->setText(tr("&Resign"));
    m_replayAction->setText(tr("Re&play the game so far"));
    m_settingsAction->setText(tr("S&ettings…"));
    m_quitAction->setText(tr("&Quit"));
    m_endTurnAction->setText(tr("&End turn"));
    m_researchAction->setText(tr("&Research"));
    m_undoAction->setText(tr("&Undo"));
    m_nextShipAction->setText(tr("&Next ship"));
    m_hintAction->setText(tr("&Hint: the computer's suggestion"));
    m_cancelAction->setText(tr("&Cancel selection"));
    m_zoomInAction->setText(tr("Zoom &in"));
    m_zoomOutAction->setText(tr("Zoom &out"));
    m_fitAction->setText(tr("&Fit to window"));
    m_rulesAction->setText(tr("&Rules"));
    m_tutorialAction->setText(tr("&Learn to play"));
    m_cardsAction->setText(tr("&Card gallery"));
    m_keysAction->setText(tr("&Keyboard"));
    m_aboutAction->setText(tr("&About Quantum"));
    m_editorAction->setText(tr("&Map editor…"));
    retranslateLan();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::applySettings()
{
    m_game->setAnimationSpeed(readSetting(Setting::AnimationSpeed).toInt());
    m_game->setConfirmEndTurn(readSetting(Setting::ConfirmEndTurn).toBool());
    m_game->setSoundsEnabled(readSetting(Setting::Sounds).toBool());
    m_game->setPace(readSetting(Setting::ComputerPace).toInt());
    m_qwantum->setAnimationSpeed(readSetting(Setting::AnimationSpeed).toInt());
    m_qwantum->setSoundsEnabled(readSetting(Setting::Sounds).toBool());
    m_qwantum->setPace(readSetting(Setting::ComputerPace).toInt());
}

void MainWindow::updateActions()
{
    const bool inQwantum = m_stack->currentWidget() == m_qwantum && m_qwantum->session();
    const bool inGame = (m_stack->currentWidget() == m_game && m_game->session()) || inQwantum;
    const Session *s = inGame ? session() : nullptr;
    m_saveAction->setEnabled(inGame);
    m_resignAction->setEnabled(inGame && s && !s->isOver());
    m_replayAction->setEnabled(inGame && s && s->hasWholeHistory());
    m_leaveLanAction->setEnabled(inLanGame());
    if (inLanGame()) m_replayAction->setEnabled(false);
    // A client holds the public view only (no decks, no dice): the host saves the game, and
    // a client leaves it (Leave the network game) rather than resigning a seat it does not own.
    if (inGame && m_client) {
        m_saveAction->setEnabled(false);
        m_resignAction->setEnabled(false);
    }
    for (QAction *a : {m_endTurnAction, m_researchAction, m_undoAction, m_nextShipAction,
                       m_hintAction, m_cancelAction, m_zoomInAction, m_zoomOutAction, m_fitAction})
        a->setEnabled(inGame && !inQwantum);
    // Qwantum's page answers its own keys; the window's Hint serves both games.
    m_hintAction->setEnabled(inGame && (!inQwantum || m_qwantum->viewer() >= 0));
    if (s && !inQwantum) m_undoAction->setEnabled(s->canUndo(s->toAct()) && !m_game->isReplaying());
}

void MainWindow::showStart()
{
    endLan();
    endSession(); // nothing plays on behind the start page
    // The previous autosave counts: Resume offers it when the autosave cannot be read.
    const bool interrupted =
        QFile::exists(autosavePath()) || QFile::exists(previousAutosavePath(autosavePath()));
    m_start->setResumeAvailable(interrupted);
    m_start->setFirstTime(!readSetting(Setting::PlayedBefore).toBool());
    m_qwantum->clearSession();
    m_stack->setCurrentWidget(m_start);
    // With an interrupted game, Resume is the default: Enter goes back to it. A first-time
    // user is offered the guided game.
    (interrupted              ? m_start->resumeButton()
     : m_start->isFirstTime() ? m_start->tutorialButton()
                              : m_start->quickGameButton())
        ->setFocus();
    updateActions();
}

void MainWindow::showEnd()
{
    if (m_qwantum->session()) return showQwantumEnd();
    if (m_game->session()) m_end->showResult(*m_game->session());
    m_stack->setCurrentWidget(m_end);
    m_end->rematchButton()->setFocus();
    updateActions();
}

void MainWindow::startSession(std::unique_ptr<Session> session)
{
    endSession();
    m_session = std::move(session);
    showSession(m_session.get());
}

void MainWindow::showSession(Session *session)
{
    if (session->kind() == GameKind::Qwantum) return showQwantumSession(session);
    m_stack->setCurrentWidget(m_game);
    connect(session, &Session::applied, this,
            [this](const Action &, const Events &events) {
                for (const Event &e : events)
                    if (e.type == EventType::TurnEnded) {
                        autosave();
                        break;
                    }
            });
    m_game->setSession(session);
    writeSetting(Setting::PlayedBefore, true);
    applySettings();
    m_game->view()->setFocus();
    updateActions();
}

void MainWindow::startGame(const GameSetup &setup)
{
    m_lastSetup = setup;
    m_haveSetup = true;
    if (setup.kind == GameKind::Qwantum) return startQwantumGame(setup);
    auto board = std::make_shared<const Board>(setup.map);
    startSession(std::make_unique<Session>(board, setup.seats, setup.seed));
}

void MainWindow::quickGame(const Map &map)
{
    GameSetup setup;
    setup.map = map;
    setup.seats.append(SeatInfo::human());
    for (int i = 1; i < map.players; ++i) {
        SeatInfo computer = SeatInfo::computer();
        computer.bot = NewGameDialog::rememberedLevel(i); // the levels New game chose last
        setup.seats.append(computer);
    }
    setup.seed = QRandomGenerator::system()->generate64();
    startGame(setup);
}

void MainWindow::newGame()
{
    QWidget *page = m_stack->currentWidget();
    if (page == m_qwantum || page == m_qwantumEnd ||
        (page == m_start && m_start->game() == GameKind::Qwantum))
        return newQwantumGame();
    NewGameDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted && mayReplaceGame()) startGame(dialog.setup());
}

void MainWindow::newGameOn(const Map &map)
{
    raise();
    activateWindow();
    NewGameDialog dialog(this);
    dialog.chooseMap(map);
    if (dialog.exec() == QDialog::Accepted && mayReplaceGame()) startGame(dialog.setup());
}

void MainWindow::openEditor(const QString &path)
{
    auto *editor = new editor::EditorWindow(path);
    prepareEditor(editor);
    editor->show();
}

void MainWindow::prepareEditor(editor::EditorWindow *editor)
{
    editor->setAttribute(Qt::WA_DeleteOnClose);
    connect(editor, &editor::EditorWindow::playMapRequested, this, &MainWindow::newGameOn);
    editor->setComputerLevels({levelNames(), levelText, kDefaultBot});
    // File > Open offers the shipped maps too, their descriptions in the player's language.
    editor->setShippedMaps(shippedMapPaths(), [](const editor::LibraryMap &entry) {
        return entry.shipped ? shippedMapDescription(entry.map.description)
                             : entry.map.description;
    });
}

void MainWindow::resign()
{
    if (inLanGame()) return leaveLanGame();
    Session *s = m_session.get();
    if (!s || s->isOver()) return;
    // At a table of several humans, the one who resigns is the one whose decision is due.
    const int who = s->toAct();
    if (s->localHumanCount() > 1 && s->isLocalHuman(who)) {
        QMessageBox box(QMessageBox::Question, tr("Resign"),
                        tr("%1 resigns. Should the computer take over %1's seat, or does the "
                           "game end here?")
                            .arg(s->playerName(who)),
                        QMessageBox::Cancel, this);
        QPushButton *computer = box.addButton(tr("The computer plays on"), QMessageBox::AcceptRole);
        QPushButton *end = box.addButton(tr("End the game"), QMessageBox::DestructiveRole);
        box.setDefaultButton(computer);
        box.exec();
        if (box.clickedButton() == computer) {
            addGameNote(tr("%1 resigns; the computer plays the seat from now on.")
                                .arg(s->playerName(who)));
            s->handToComputer(who);
            m_game->refresh();
            m_qwantum->refresh();
            return;
        }
        if (box.clickedButton() != end) return;
    } else if (QMessageBox::question(this, tr("Resign"),
                                     tr("Resign and leave this game? It is not saved.")) !=
               QMessageBox::Yes) {
        return;
    }
    removeAutosave(autosavePath());
    s->setPaused(true); // the end screen shows the table as it was left
    showEnd();
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted) applySettings();
}

void MainWindow::showRules()
{
    // On the game being played, else on the game chosen on the start page.
    const Session *s = session();
    RulesDialog dialog(s ? s->kind() : m_start->game(), this);
    if (s && s->kind() == GameKind::Qwantum) dialog.setQwantumOptions(qwantumState(s->game())->options);
    dialog.exec();
}

void MainWindow::learnToPlay()
{
    // Only a game in progress is at stake: the guided game leaves the autosave alone.
    if (inLanGame() && !mayReplaceGame()) return;
    const bool guided = m_tutorial || qwantumTutorial();
    if (m_session && !m_session->isOver() && !guided && !mayReplaceGame()) return;
    // The game being played (Help > Learn to play), else the one chosen on the start page.
    if ((m_session ? m_session->kind() : m_start->game()) == GameKind::Qwantum)
        return learnQwantum();
    QString error;
    std::unique_ptr<Session> session =
        Tutorial::makeSession(ComputerSeat::Threading::Worker, &error);
    if (!session) {
        QMessageBox::warning(this, tr("Learn to play"),
                             tr("The guided game cannot start: %1").arg(error));
        return;
    }
    startSession(std::move(session));
    m_tutorial = std::make_unique<Tutorial>(m_game);
    m_coach->setTutorial(m_tutorial.get());
    m_coachDock->setWidget(m_coach); // Qwantum's coach may have had the dock
    m_coachDock->show();
}

void MainWindow::showCards()
{
    CardGallery dialog(this);
    dialog.exec();
}

QList<QAction *> MainWindow::menuActions() const
{
    QList<QAction *> out;
    for (const QMenu *menu : {m_gameMenu, m_turnMenu, m_viewMenu, m_helpMenu})
        if (menu)
            for (QAction *a : menu->actions())
                if (!a->isSeparator()) out.append(a);
    return out;
}

void MainWindow::showKeys()
{
    const Session *s = session();
    KeyboardHelpDialog dialog(menuActions(), this, s ? s->kind() : m_start->game());
    dialog.exec();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (inLanGame()) {
        if (!mayLeaveLan()) return event->ignore();
        endLan();
    }
    writeSetting(Setting::WindowGeometry, saveGeometry());
    // A game in progress is kept in the autosave and offered again at the next start.
    if (m_game->session() && !m_game->session()->isOver() && m_stack->currentWidget() == m_game)
        autosave();
    event->accept();
}

} // namespace quantum
