// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/shell/newgamedialog.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QDockWidget;
class QMenu;
class QStackedWidget;

namespace quantum {

class EndPage;
class LobbyPage;
class ReplayPage;
class GamePage;
class QwantumEndPage;
class QwantumPage;
class QwantumReplayPage;
class Session;
class StartPage;
struct SavedGame;
class Tutorial;
class TutorialPanel;
class QwantumTutorial;

namespace editor {
class EditorWindow;
}

namespace net {
class Client;
class Host;
class PortMapping;
} // namespace net

// The window: start page, game, end of game. Menus and shortcuts; save, load and autosave;
// settings (QSettings), rules and card gallery.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Before a new game (or a loaded one, or a LAN game) takes the place of the game in
    // progress, or of the interrupted one the autosave keeps: asks, offering to keep it as a
    // saved game. Kept or abandoned, it is then no longer the interrupted game (the autosave
    // goes), so the question is not asked again. False when the player cancels.
    bool mayReplaceGame();

    StartPage *startPage() const { return m_start; }
    GamePage *gamePage() const { return m_game; }
    EndPage *endPage() const { return m_end; }
    // A game of Qwantum is played on a page of its own, and ends on one.
    QwantumPage *qwantumPage() const { return m_qwantum; }
    QwantumEndPage *qwantumEndPage() const { return m_qwantumEnd; }
    QwantumReplayPage *qwantumReplayPage() const { return m_qwantumReplay; }
    ReplayPage *replayPage() const { return m_replayPage; }
    // "Learn to play": the guided game and its coach, while it runs (null otherwise).
    Tutorial *tutorial() const { return m_tutorial.get(); }
    TutorialPanel *coach() const { return m_coach; }
    // Qwantum's guided game (a child of its session: it ends with it) and its coach, in the
    // coach's dock while it runs; null before the first one.
    QwantumTutorial *qwantumTutorial() const;
    TutorialPanel *qwantumCoach() const { return m_qwantumCoach; }
    // Steps through the game from its first action; closing comes back where it was.
    void showReplay();

    void startGame(const GameSetup &setup);
    void startSession(std::unique_ptr<Session> session);
    Session *session() const; // the game on the game page (a LAN host's too)
    void quickGame(const Map &map);
    // Quick game of Qwantum: the player against one computer (the level chosen last).
    void quickQwantum();
    // Starts the saved game in `path`; false with why in a player's words in `error` and the
    // technical reason in `details` (for a Details button) when it cannot be read.
    bool loadFile(const QString &path, QString *error = nullptr, QString *details = nullptr);
    bool saveFile(const QString &path, QString *error = nullptr);
    void showStart();
    void showEnd();
    QString autosavePath() const;
    // Resumes the autosave; one that cannot be read is named with the reason, and the previous
    // autosave (docs/save-format.md) is offered when that one can be read.
    bool resumeAutosave();

    // ---- LAN play (app/shell/mainwindow_lan.cpp): host, join, the lobby page, and
    // the game on the game page (the host's own session; a client's mirror, app/net/clientsession.h).
    LobbyPage *lobbyPage() const { return m_lobby; }
    net::Host *lanHost() const { return m_host.get(); }
    net::Client *lanClient() const { return m_client.get(); }
    // The host's port opened on the router for friends elsewhere (Setting::LanUpnp), or null.
    net::PortMapping *lanPortMapping() const { return m_portMapping; }
    bool inLanGame() const { return m_host || m_client; }
    // The lobby's chat beside the game while a LAN game runs.
    QDockWidget *chatDock() const { return m_chatDock; }
    // The lobby of a host that listens (the Host LAN game dialog made it), `playerName` the
    // host's own; or of a client the host welcomed (Join LAN game).
    void openHostLobby(std::unique_ptr<net::Host> host, const QString &playerName);
    void openClientLobby(std::unique_ptr<net::Client> client);

public slots:
    void hostLanGame();
    bool hostSavedLanGame(const QString &path, QString *error = nullptr);
    // The same with the questions the menu asks: an unreadable save says why, and offers the
    // autosave kept before it when that one reads (a LAN host's autosave has one too).
    bool hostSavedGameFile(const QString &path);
    // Tests: a game hosted again listens on 127.0.0.1 only, without discovery or autosave (as
    // HostDialog::setLoopbackOnly).
    void setLanLoopbackOnly(bool on) { m_lanLoopbackOnly = on; }
    void joinLanGame();
    // Leaves the LAN game (the lobby or a game in progress, asking first) for the start page.
    void leaveLanGame();
    void newGame(); // of the game chosen on the start page
    void newQwantumGame();
    // Opens a map editor window (a new map for an empty path).
    void openEditor(const QString &path = QString());
    // An editor window of this app: deleted on close, "Play this map" starts New game here,
    // its balance check offers the app's computer levels (kDefaultBot first).
    void prepareEditor(editor::EditorWindow *editor);
    // New game with `map` chosen (the editor's "Play this map").
    void newGameOn(const Map &map);
    void loadGame();
    void saveGame();
    void resign();
    void showSettings();
    void showRules();
    void showCards();
    void showKeys(); // Help > Keyboard
    QList<QAction *> menuActions() const; // every action of the menus (Help > Keyboard)
    QAction *standInAction() const { return m_standInAction; } // LAN host: computer stands in
    // Starts the guided first game of the game being played, else of the one chosen on the
    // start page (asking before it replaces a game in progress).
    void learnToPlay();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // hostSavedLanGame once the save is read.
    bool hostSavedGame(const SavedGame &saved, QString *error);
    // `path` cannot be read (`why` says so). When the autosave kept before it reads, asks
    // whether to use that one (the button `take`) and gives its path; otherwise shows `why`
    // and gives nothing.
    QString previousAutosaveInstead(const QString &path, const QString &title, const QString &why,
                                    const QString &take);
    void restoreWindowGeometry(); // as it was left, or to fit the screen
    void createActions();
    void retranslateUi();
    void applySettings();
    void updateActions();
    void autosave();
    // An autosave (the window's, or its LAN host's) could not be written: the log and the
    // status bar say so, once for each reason.
    void autosaveFailed(const QString &path, const QString &reason);
    void endSession();
    // Writes `game` to the saves folder under a name of its own; false (and says why) when
    // it cannot.
    bool keepAsSavedGame(const SavedGame &game);
    QString suggestedSaveName(const SavedGame &game) const;
    // Where a game stands, for the questions about it: "turn 4 on Gamma Sector", "roll 12 of
    // Qwantum".
    static QString whereItStands(const SavedGame &game);
    static QString whereItStands(const Session &session);
    // A line of the window's own in the log of the game shown (loaded, autosave failed).
    void addGameNote(const QString &text);
    void showSession(Session *session); // on the game page; the owner keeps it

    // ---- Qwantum (app/shell/mainwindow_qwantum.cpp): its pages, and its side of showSession,
    // showEnd, showReplay, startGame and learnToPlay
    void createQwantumPages();
    void showQwantumSession(Session *session);
    void showQwantumEnd();
    void showQwantumReplay();
    void startQwantumGame(const GameSetup &setup);
    void learnQwantum();

    // ---- LAN play
    void createLanActions();
    void retranslateLan();
    void lanHostStarted();
    void lanClientSnapshot();
    void lanGone(const QString &why);
    void updateLanChatTitle();
    void showLanChat(bool on);
    void endLan();
    // Asks before a LAN game (lobby or game) is left; false when the player stays.
    bool mayLeaveLan();

    QStackedWidget *m_stack = nullptr;
    StartPage *m_start = nullptr;
    GamePage *m_game = nullptr;
    EndPage *m_end = nullptr;
    ReplayPage *m_replayPage = nullptr;
    QWidget *m_beforeReplay = nullptr;
    std::unique_ptr<Session> m_session; // the window owns the game; the pages show it
    // The page that shows a session of its kind.
    QWidget *pageFor(const Session *session) const;
    QwantumPage *m_qwantum = nullptr;
    QwantumEndPage *m_qwantumEnd = nullptr;
    QwantumReplayPage *m_qwantumReplay = nullptr;
    GameSetup m_lastSetup;
    bool m_haveSetup = false;

    QMenu *m_gameMenu = nullptr;
    QMenu *m_turnMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_loadAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_resignAction = nullptr;
    QAction *m_replayAction = nullptr;
    QAction *m_settingsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_endTurnAction = nullptr;
    QAction *m_researchAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_nextShipAction = nullptr;
    QAction *m_hintAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_rulesAction = nullptr;
    QAction *m_cardsAction = nullptr;
    QAction *m_keysAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_editorAction = nullptr;
    QAction *m_tutorialAction = nullptr;
    std::unique_ptr<Tutorial> m_tutorial;
    TutorialPanel *m_coach = nullptr;
    QDockWidget *m_coachDock = nullptr;
    TutorialPanel *m_qwantumCoach = nullptr; // Qwantum's, made by learnQwantum, in m_coachDock

    // ---- LAN play
    LobbyPage *m_lobby = nullptr;
    std::unique_ptr<net::Host> m_host;
    net::PortMapping *m_portMapping = nullptr; // a child while the host lives (endLan)
    bool m_lanLoopbackOnly = false;
    std::unique_ptr<net::Client> m_client;
    QString m_lanName;
    QString m_autosaveError; // the reason last said by autosaveFailed
    QDockWidget *m_chatDock = nullptr;
    QAction *m_hostAction = nullptr;
    QAction *m_joinAction = nullptr;
    QAction *m_leaveLanAction = nullptr;
    QAction *m_hostSavedAction = nullptr;
    QAction *m_standInAction = nullptr; // the host: the computer plays missing seats
};

} // namespace quantum
