// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's games of Qwantum (mainwindow.h): its pages, a quick game and New game, the game
// on its page, its end and replay, and its guided game. The rest of the window is in
// mainwindow.cpp, saves in mainwindow_files.cpp, LAN play in mainwindow_lan.cpp.
#include "app/shell/mainwindow.h"

#include "app/common/appsettings.h"
#include "app/game/session.h"
#include "app/learn/qwantumtutorial.h"
#include "app/learn/tutorialpanel.h"
#include "app/qwantum/qwantumend.h"
#include "app/qwantum/qwantumnewgame.h"
#include "app/qwantum/qwantumpage.h"
#include "app/qwantum/qwantumreplay.h"

#include <QDockWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStackedWidget>

namespace quantum {

void MainWindow::createQwantumPages()
{
    m_qwantum = new QwantumPage;
    m_qwantumEnd = new QwantumEndPage;
    m_stack->addWidget(m_qwantum);
    m_stack->addWidget(m_qwantumEnd);
    m_qwantumReplay = new QwantumReplayPage;
    m_stack->addWidget(m_qwantumReplay);
    connect(m_qwantum, &QwantumPage::finished, this, [this] {
        removeAutosave(autosavePath());
        showEnd();
    });
    connect(m_qwantum, &QwantumPage::stateChanged, this, &MainWindow::updateActions);
    connect(m_qwantumEnd, &QwantumEndPage::mainMenu, this, &MainWindow::showStart);
    connect(m_qwantumEnd, &QwantumEndPage::replay, this, &MainWindow::showReplay);
    connect(m_qwantumEnd, &QwantumEndPage::again, this, [this] {
        if (!m_haveSetup) return showStart();
        GameSetup setup = m_lastSetup;
        setup.seed = QRandomGenerator::system()->generate64();
        startGame(setup);
    });
}

void MainWindow::showQwantumReplay()
{
    const QwantumReplay replay(*m_session);
    if (!replay.isValid()) return;
    m_beforeReplay = m_stack->currentWidget();
    m_session->setPaused(true); // nothing plays on behind the replay
    m_qwantumReplay->setReplay(replay, m_session->playerNames());
    m_stack->setCurrentWidget(m_qwantumReplay);
    m_qwantumReplay->setFocus();
    updateActions();
}

void MainWindow::showQwantumEnd()
{
    m_qwantumEnd->showResult(*m_qwantum->session());
    m_stack->setCurrentWidget(m_qwantumEnd);
    m_qwantumEnd->againButton()->setFocus();
    updateActions();
}

void MainWindow::showQwantumSession(Session *session)
{
    m_stack->setCurrentWidget(m_qwantum);
    // Autosaved after every roll's phase 2 (a new roll).
    connect(session, &Session::played, this, [this](const AnyAction &, const AnyEvents &events) {
        for (const qw::Event &e : events.qwantum)
            if (e.type == qw::EventType::Rolled && e.dice == qw::kAllDice) {
                autosave();
                break;
            }
    });
    m_qwantum->setNetworkGame(inLanGame());
    m_qwantum->setSession(session);
    writeSetting(Setting::PlayedBefore, true);
    applySettings();
    m_qwantum->view()->setFocus();
    updateActions();
}

void MainWindow::startQwantumGame(const GameSetup &setup)
{
    GameStart start;
    start.kind = GameKind::Qwantum;
    start.players = int(setup.seats.size());
    if (!start.problem().isEmpty()) return;
    startSession(std::make_unique<Session>(start, setup.seats, setup.seed));
}

void MainWindow::quickQwantum()
{
    GameSetup setup;
    setup.kind = GameKind::Qwantum;
    setup.seats.append(SeatInfo::human());
    SeatInfo computer = SeatInfo::computer();
    for (const SeatInfo &s : QwantumNewGameDialog::rememberedSeats())
        if (s.isComputer()) {
            computer.bot = s.bot; // the level New game chose last
            break;
        }
    setup.seats.append(computer);
    setup.seed = QRandomGenerator::system()->generate64();
    startGame(setup);
}

void MainWindow::newQwantumGame()
{
    QwantumNewGameDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted || !mayReplaceGame()) return;
    GameSetup setup;
    setup.kind = GameKind::Qwantum;
    setup.seats = dialog.seats();
    setup.seed = dialog.seed();
    startGame(setup);
}

QwantumTutorial *MainWindow::qwantumTutorial() const
{
    return m_qwantumCoach ? qobject_cast<QwantumTutorial *>(m_qwantumCoach->tutorial()) : nullptr;
}

void MainWindow::learnQwantum()
{
    startSession(QwantumTutorial::makeSession(ComputerSeat::Threading::Worker));
    // The guided game is not autosaved (nor does it replace the autosave).
    disconnect(m_session.get(), &Session::played, this, nullptr);
    auto *tutorial = new QwantumTutorial(m_qwantum, m_session.get()); // ends with it
    if (!m_qwantumCoach) {
        m_qwantumCoach = new TutorialPanel(GameKind::Qwantum);
        connect(m_qwantumCoach, &TutorialPanel::backToMenu, this, &MainWindow::showStart);
    }
    m_qwantumCoach->setTutorial(tutorial);
    m_coachDock->setWidget(m_qwantumCoach);
    m_coachDock->show();
}

} // namespace quantum
