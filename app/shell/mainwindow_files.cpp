// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window's kept games: save, load, the autosave and its previous one, and asking
// before a game in progress is replaced (mainwindow.h). The rest of the window is in
// mainwindow.cpp, LAN play in mainwindow_lan.cpp.
#include "app/shell/mainwindow.h"

#include "app/common/appsettings.h"
#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/learn/tutorial.h"
#include "app/play/gamepage.h"
#include "app/qwantum/qwantumpage.h"
#include "app/shell/loaddialog.h"
#include "app/shell/startpage.h"
#include "editor/userfolders.h"
#include "engine/json.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QStandardPaths>

namespace quantum {

QString MainWindow::suggestedSaveName(const SavedGame &game) const
{
    if (game.kind == GameKind::Qwantum) return fillIn(tr("Qwantum, roll %1"), game.qwantum.turn);
    return fillIn(tr("%1, turn %2"), game.state.board->map().name, game.state.turn);
}

QString MainWindow::whereItStands(const SavedGame &game)
{
    if (game.kind == GameKind::Qwantum) return fillIn(tr("roll %1 of Qwantum"), game.qwantum.turn);
    return fillIn(tr("turn %1 on %2"), game.state.turn, game.state.board->map().name);
}

QString MainWindow::whereItStands(const Session &session)
{
    if (session.kind() == GameKind::Qwantum)
        return fillIn(tr("roll %1 of Qwantum"), qwantumState(session.game())->turn);
    return fillIn(tr("turn %1 on %2"), session.state().turn, session.board()->map().name);
}

bool MainWindow::mayReplaceGame()
{
    if (inLanGame()) {
        if (!mayLeaveLan()) return false;
        endLan();
        return true;
    }
    const bool inGame = m_session && !m_session->isOver();
    SavedGame interrupted;
    ReadStatus status;
    if (!inGame && !(QFile::exists(autosavePath()) &&
                     SavedGame::fromFile(autosavePath(), interrupted, status,
                                         SavedGame::Games::Any)))
        return true;
    const QString where = inGame ? whereItStands(*m_session) : whereItStands(interrupted);
    QMessageBox box(QMessageBox::Question, tr("Start another game"),
                    fillIn(inGame ? tr("A game is in progress (%1).")
                                  : tr("An interrupted game can be resumed (%1)."),
                           where),
                    QMessageBox::NoButton, this);
    box.setInformativeText(tr("Keep it as a saved game before the new one starts?"));
    QPushButton *keep = box.addButton(tr("Keep it and go on"), QMessageBox::AcceptRole);
    QPushButton *drop = box.addButton(tr("Abandon it"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(keep);
    box.exec();
    if (box.clickedButton() != drop &&
        (box.clickedButton() != keep ||
         !keepAsSavedGame(inGame ? m_session->saved() : interrupted)))
        return false;
    removeAutosave(autosavePath()); // dealt with: not offered again (a LAN game writes its own)
    return true;
}

bool MainWindow::keepAsSavedGame(const SavedGame &keepIt)
{
    QDir().mkpath(savesFolder());
    const QString path = savesFolder() + QLatin1Char('/') + suggestedSaveName(keepIt) +
                         QStringLiteral(".quantum-save");
    QString error;
    if (!writeSaveFile(path, keepIt.toBytes(), &error)) {
        QMessageBox::warning(this, tr("Save game"),
                             fillIn(tr("The game could not be saved to %1.\n\nReason: %2"),
                                    QDir::toNativeSeparators(path), error));
        return false;
    }
    statusBar()->showMessage(
        tr("Saved as %1.").arg(QDir::toNativeSeparators(QFileInfo(path).fileName())), 4000);
    return true;
}

bool MainWindow::loadFile(const QString &path, QString *error, QString *details)
{
    SavedGame saved;
    ReadStatus status;
    if (!SavedGame::fromFile(path, saved, status, SavedGame::Games::Any)) {
        if (error) *error = SavedGame::problemInWords(status);
        if (details) *details = status.message();
        return false;
    }
    auto session = std::make_unique<Session>(saved);
    // A rematch of a loaded game: the same map and seats, a new seed.
    m_lastSetup = GameSetup{saved.kind, saved.kind == GameKind::Quantum ? session->board()->map() : Map(),
                            session->seatInfos(), 0};
    m_haveSetup = true;
    startSession(std::move(session));
    Session *s = m_session.get();
    addGameNote(fillIn(tr("Game loaded from %1: %2."), QFileInfo(path).fileName(),
                       whereItStands(saved)));
    if (!s->historyLost().isEmpty()) { // said where the player looks: the log and the status
        const QString lost =
            tr("The moves before this position are lost: %1. The game goes on from here; the "
               "log and Replay start at this turn.")
                .arg(s->historyLost());
        addGameNote(lost);
        statusBar()->showMessage(lost, 15000);
    }
    if (s->isOver()) showEnd();
    return true;
}

bool MainWindow::saveFile(const QString &path, QString *error)
{
    if (!session()) return false;
    return writeSaveFile(path, session()->saved().toBytes(), error);
}

QString MainWindow::previousAutosaveInstead(const QString &path, const QString &title,
                                            const QString &why, const QString &take)
{
    const QString previous = previousAutosavePath(path);
    SavedGame older;
    ReadStatus status;
    if (!SavedGame::fromFile(previous, older, status, SavedGame::Games::Any)) {
        QMessageBox::warning(this, title, why);
        return {};
    }
    QMessageBox box(QMessageBox::Warning, title, why, QMessageBox::Cancel, this);
    box.setInformativeText(
        fillIn(tr("The autosave before it can be used instead: %1."), whereItStands(older)));
    QPushButton *use = box.addButton(take, QMessageBox::AcceptRole);
    box.setDefaultButton(use);
    box.exec();
    return box.clickedButton() == use ? previous : QString();
}

bool MainWindow::resumeAutosave()
{
    const QString path = autosavePath();
    QString error;
    if (loadFile(path, &error)) return true;
    const QString previous = previousAutosaveInstead(
        path, tr("Resume"), tr("The interrupted game cannot be resumed: %1").arg(error),
        tr("Resume the previous autosave"));
    if (previous.isEmpty()) return false;
    if (loadFile(previous, &error)) return true;
    QMessageBox::warning(this, tr("Resume"),
                         tr("The interrupted game cannot be resumed: %1").arg(error));
    return false;
}

void MainWindow::loadGame()
{
    LoadGameDialog dialog(autosavePath(), this);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedPath().isEmpty()) return;
    const QString path = dialog.selectedPath();
    const bool autosaved = path == autosavePath() || path == previousAutosavePath(autosavePath());
    if (!autosaved && !mayReplaceGame()) return;
    if (path == autosavePath()) {
        resumeAutosave();
        return;
    }
    QString error, details;
    if (!loadFile(path, &error, &details)) {
        QMessageBox box(QMessageBox::Warning, tr("Load game"),
                        fillIn(tr("The game in %1 cannot be opened.\n\nReason: %2"),
                               QDir::toNativeSeparators(path), error),
                        QMessageBox::Ok, this);
        box.setDetailedText(details);
        box.exec();
    }
}

void MainWindow::saveGame()
{
    if (!session()) return;
    QDir().mkpath(savesFolder());
    const QString suggested = suggestedSaveName(session()->saved());
    QString path = QFileDialog::getSaveFileName(this, tr("Save game"),
                                                savesFolder() + QLatin1Char('/') + suggested +
                                                    QStringLiteral(".quantum-save"),
                                                tr("Quantum saves (*.quantum-save)"));
    if (path.isEmpty()) return;
    path = editor::withDefaultSuffix(path, QStringLiteral(".quantum-save"));
    QString error;
    if (saveFile(path, &error))
        statusBar()->showMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(path)), 4000);
    else
        QMessageBox::warning(this, tr("Save game"),
                             fillIn(tr("The game could not be saved to %1.\n\nReason: %2"),
                                    QDir::toNativeSeparators(path), error));
}

void MainWindow::autosave()
{
    if (inLanGame()) return; // a LAN host keeps its own autosave (HostOptions::autosavePath)
    if (m_tutorial) return; // the guided game is not kept (nor does it replace the autosave)
    if (m_session && m_session->isMirror()) return; // a LAN client's game is the host's to keep
    if (!session()) return;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    QString error; // the previous autosave is kept (docs/save-format.md)
    if (writeAutosave(autosavePath(), session()->saved().toBytes(), &error))
        m_autosaveError.clear();
    else
        autosaveFailed(autosavePath(), error);
}

void MainWindow::autosaveFailed(const QString &path, const QString &reason)
{
    if (reason == m_autosaveError) return; // said once for each reason, in the game's log
    m_autosaveError = reason;
    const QString text =
        fillIn(tr("The game cannot be autosaved to %1 (%2). It goes on; save it with Game ▸ "
                  "Save game to keep it."),
               QDir::toNativeSeparators(path), reason);
    addGameNote(text);
    statusBar()->showMessage(text, 10000);
}

void MainWindow::addGameNote(const QString &text)
{
    if (m_qwantum->session()) m_qwantum->addNote(text);
    else m_game->addNote(text);
}

} // namespace quantum
