// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's LAN play, apart from the rest of the window for size.
#include "app/shell/mainwindow.h"

#include "app/common/appsettings.h"
#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/lan/chatpanel.h"
#include "app/lan/hostdialog.h"
#include "app/lan/joindialog.h"
#include "app/lan/lobbypage.h"
#include "app/net/client.h"
#include "app/net/clientsession.h"
#include "app/net/host.h"
#include "app/net/portmapping.h"
#include "app/play/gamepage.h"
#include "app/shell/loaddialog.h"
#include "app/shell/startpage.h"
#include "engine/json.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>

namespace quantum {

// ---- LAN play: Host LAN game, Join LAN game, the lobby, the game over the network.
// The window owns the host or the client; the lobby page and the game page show them. On the
// host the game is the host's own session (the host's player plays through the board as in a
// local game); on a client it is the mirror app/net/clientsession.h makes.

void MainWindow::createLanActions()
{
    m_hostAction = new QAction(this);
    connect(m_hostAction, &QAction::triggered, this, &MainWindow::hostLanGame);
    m_hostSavedAction = new QAction(this);
    connect(m_hostSavedAction, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Host a Saved Game"), savesFolder(), tr("Quantum saves (*.quantum-save)"));
        if (!path.isEmpty() && mayReplaceGame()) hostSavedGameFile(path);
    });
    m_joinAction = new QAction(this);
    connect(m_joinAction, &QAction::triggered, this, &MainWindow::joinLanGame);
    m_leaveLanAction = new QAction(this);
    m_leaveLanAction->setEnabled(false);
    connect(m_leaveLanAction, &QAction::triggered, this, &MainWindow::leaveLanGame);
    // The host does not have to wait: the computer plays a missing player's seat until the
    // player is back (the host gives it back then by itself).
    m_standInAction = new QAction(this);
    m_standInAction->setEnabled(false);
    connect(m_standInAction, &QAction::triggered, this, [this] {
        if (!m_host) return;
        for (int seat : m_host->missingSeats())
            m_host->handToComputer(seat);
    });
}

void MainWindow::retranslateLan()
{
    m_hostAction->setText(tr("&Host LAN game…"));
    m_hostSavedAction->setText(tr("Host a saved &game on the LAN…"));
    m_joinAction->setText(tr("&Join LAN game…"));
    m_leaveLanAction->setText(tr("Lea&ve the network game"));
    m_standInAction->setText(tr("Let the &computer play for missing players"));
    updateLanChatTitle();
}

// A saved game (a LAN host's autosave, or any save) hosted again: its seats wait in the
// lobby (a LAN save's players for their tokens), the game goes on from where it was.
bool MainWindow::hostSavedLanGame(const QString &path, QString *error)
{
    SavedGame saved;
    ReadStatus status;
    if (!SavedGame::fromFile(path, saved, status, SavedGame::Games::Any)) {
        if (error) *error = tr("The game cannot be read: %1").arg(status.message());
        return false;
    }
    return hostSavedGame(saved, error);
}

bool MainWindow::hostSavedGame(const SavedGame &saved, QString *error)
{
    net::HostOptions options;
    options.gameName = readSetting(Setting::LanGameName).toString();
    options.port = quint16(readSetting(Setting::LanPort).toInt());
    if (m_lanLoopbackOnly) {
        options.address = QHostAddress::LocalHost;
        options.discovery = false;
    } else {
        options.autosavePath = lanAutosavePath();
    }
    options.identity = lanHostIdentity(error);
    if (options.identity.isNull()) return false;
    auto host = std::make_unique<net::Host>(saved, options);
    QString why;
    if (!host->listen(&why)) {
        if (error) *error = tr("The game cannot listen on port %1: %2").arg(options.port).arg(why);
        return false;
    }
    openHostLobby(std::move(host), readSetting(Setting::LanName).toString());
    return true;
}

bool MainWindow::hostSavedGameFile(const QString &path)
{
    const QString title = tr("Host a Saved Game");
    SavedGame saved;
    ReadStatus status;
    QString error;
    if (SavedGame::fromFile(path, saved, status, SavedGame::Games::Any)) {
        if (hostSavedGame(saved, &error)) return true;
    } else {
        const QString previous = previousAutosaveInstead(
            path, title, tr("The game cannot be read: %1").arg(status.message()),
            tr("Host the previous autosave"));
        if (previous.isEmpty()) return false;
        if (hostSavedLanGame(previous, &error)) return true;
    }
    QMessageBox::warning(this, title, error);
    return false;
}

void MainWindow::hostLanGame()
{
    const Session *now = session();
    HostDialog dialog(this, now ? now->kind() : m_start->game());
    if (dialog.exec() != QDialog::Accepted || !mayReplaceGame()) return;
    openHostLobby(dialog.takeHost(), dialog.playerName());
}

void MainWindow::joinLanGame()
{
    JoinDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    std::unique_ptr<net::Client> client = dialog.takeClient();
    if (!client || !mayReplaceGame()) return;
    openClientLobby(std::move(client));
}

void MainWindow::openHostLobby(std::unique_ptr<net::Host> host, const QString &playerName)
{
    if (!host) return;
    endLan();
    endSession();
    m_host = std::move(host);
    m_lanName = playerName;
    connect(m_host.get(), &net::Host::started, this, &MainWindow::lanHostStarted);
    connect(m_host.get(), &net::Host::pausedChanged, this,
            [this](bool paused, const QList<int> &missing) {
                if (!m_host || session() != m_host->session()) return;
                QStringList names;
                for (int seat : missing)
                    names.append(m_host->session()->playerName(seat));
                m_standInAction->setEnabled(paused && !missing.isEmpty());
                addGameNote(paused ? tr("The game waits for %1 to come back (or Game ▸ Let "
                                            "the computer play for missing players).")
                                             .arg(QLocale().createSeparatedList(names))
                                       : tr("Every player is back: the game goes on."));
            });
    m_lobby->setHost(m_host.get(), playerName);
    // Friends elsewhere: the router is asked to open the port while the game is hosted (the
    // lobby says where they join, or what to forward by hand).
    if (readSetting(Setting::LanUpnp).toBool() && !m_lanLoopbackOnly) {
        m_portMapping = new net::PortMapping(this);
        m_portMapping->map(m_host->port());
        m_lobby->setPortMapping(m_portMapping);
    }
    connect(m_host.get(), &net::Host::lobbyChanged, this, &MainWindow::updateLanChatTitle);
    connect(m_host.get(), &net::Host::autosaveFailed, this, &MainWindow::autosaveFailed);
    m_stack->setCurrentWidget(m_lobby);
    updateActions();
}

void MainWindow::openClientLobby(std::unique_ptr<net::Client> client)
{
    if (!client) return;
    endLan();
    endSession();
    m_client = std::move(client);
    m_client->setParent(nullptr);
    connect(m_client.get(), &net::Client::snapshotReceived, this, &MainWindow::lanClientSnapshot);
    connect(m_client.get(), &net::Client::hostClosed, this,
            [this] { lanGone(net::reasonText(net::reason::HostClosed)); });
    connect(m_client.get(), &net::Client::connectionLost, this,
            [this](const QString &why, bool reconnecting) {
                if (!reconnecting) lanGone(net::reasonText(why));
            });
    m_lobby->setClient(m_client.get());
    connect(m_client.get(), &net::Client::lobbyChanged, this, &MainWindow::updateLanChatTitle);
    m_stack->setCurrentWidget(m_lobby);
    updateActions();
    if (m_client->hasGame()) lanClientSnapshot(); // a game already running (an observer)
}

void MainWindow::lanHostStarted()
{
    if (!m_host || !m_host->session()) return;
    m_haveSetup = false; // a rematch is a new network game, not a local one
    endSession();
    showSession(m_host->session());
    showLanChat(true);
    addGameNote(tr("The network game begins."));
}

void MainWindow::lanClientSnapshot()
{
    if (!m_client || m_session) return; // later snapshots go to the game's own mirror
    std::unique_ptr<Session> session = makeClientSession(m_client.get());
    if (!session) {
        m_lobby->showNotice(tr("The game has started, but this version of Quantum cannot show "
                               "a network game it joined. You can stay in the lobby and chat, "
                               "or leave."));
        return;
    }
    m_haveSetup = false;
    startSession(std::move(session));
    showLanChat(true);
}

void MainWindow::showLanChat(bool on)
{
    if (on) {
        m_chatDock->setWidget(m_lobby->chat());
        m_lobby->chat()->show();
        m_chatDock->show();
        updateLanChatTitle();
        return;
    }
    m_chatDock->hide();
    if (m_chatDock->widget() == m_lobby->chat()) m_chatDock->setWidget(nullptr);
    m_lobby->reclaimChat();
}

// The chat beside a LAN game says who is watching (observers may come and go at any time).
void MainWindow::updateLanChatTitle()
{
    const QStringList watching = m_host     ? m_host->lobby().observers
                                 : m_client ? m_client->lobby().observers
                                            : QStringList();
    m_chatDock->setWindowTitle(
        watching.isEmpty() ? tr("Chat")
                           : tr("Chat (watching: %1)").arg(QLocale().createSeparatedList(watching)));
}

// The host went away or the connection broke for good: back to the start page, saying why.
void MainWindow::lanGone(const QString &why)
{
    if (!m_client) return;
    showStart();
    auto *box = new QMessageBox(QMessageBox::Information, tr("Network game"),
                                tr("The network game ended: %1").arg(why), QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::endLan()
{
    if (!inLanGame()) return;
    // The game page lets go of the network game before its owner goes.
    if (m_client || (m_host && session() && session() == m_host->session()))
        endSession();
    showLanChat(false);
    m_lobby->clear();
    if (m_client) {
        m_client->disconnect(this);
        m_client->leave();
        m_client.release()->deleteLater(); // it may be emitting the signal that brought us here
    }
    if (m_host) {
        m_host->disconnect(this);
        m_host->close(); // tells every client
        m_host.release()->deleteLater();
    }
    if (m_portMapping) m_portMapping->removeLater(); // off the GUI thread; the window goes on
    m_portMapping = nullptr;
    updateActions();
}

bool MainWindow::mayLeaveLan()
{
    if (!inLanGame()) return true;
    const bool started = m_host ? m_host->isStarted() : m_client->hasGame();
    Session *s = m_host ? m_host->session() : m_session.get();
    if (!started || !s || s->isOver()) return true; // a lobby, or a game that is over
    QMessageBox box(QMessageBox::Question, tr("Leave the network game"),
                    fillIn(m_host ? tr("You host a network game in progress (%1). "
                                       "Leaving ends it for every player.")
                                  : tr("You play in a network game in progress (%1)."),
                           whereItStands(*s)),
                    QMessageBox::NoButton, this);
    QPushButton *keep = nullptr;
    if (m_host) {
        box.setInformativeText(tr("Keep it as a saved game? It can be hosted again later."));
        keep = box.addButton(tr("Keep it and leave"), QMessageBox::AcceptRole);
    } else {
        box.setInformativeText(tr("Leave it? Your seat waits for you while the host keeps "
                                  "the game open."));
    }
    QPushButton *drop = box.addButton(tr("Leave"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(keep ? keep : drop);
    box.exec();
    if (box.clickedButton() == drop) return true;
    if (!keep || box.clickedButton() != keep) return false;
    return keepAsSavedGame(s->saved());
}

void MainWindow::leaveLanGame()
{
    if (!mayLeaveLan()) return;
    showStart();
}

} // namespace quantum
