// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QToolButton;

namespace quantum {

// What the window opens on: the choice of game (Quantum or Qwantum, each with its picture),
// then Quick game, New game, Load game, Host and Join LAN game for the game chosen; Map editor,
// Settings, Rules, Quit.
class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget *parent = nullptr);
    QPushButton *quickGameButton() const { return m_quick; }
    QPushButton *editorButton() const { return m_editor; }
    QPushButton *joinButton() const { return m_join; }
    void setResumeAvailable(bool on);
    QPushButton *resumeButton() const { return m_resume; }
    QPushButton *tutorialButton() const { return m_tutorial; }
    // A first-time user: "Learn to play" is the highlighted, default button.
    void setFirstTime(bool on);
    bool isFirstTime() const { return m_firstTime; }
    // The game the buttons start, join or load.
    GameKind game() const { return m_game; }
    void setGame(GameKind game);
    QToolButton *gameButton(GameKind game) const
    {
        return game == GameKind::Qwantum ? m_qwantum : m_quantum;
    }

signals:
    void gameChosen(quantum::GameKind game);
    void quickGame();
    void learnToPlay();
    void newGame();
    void loadGame();
    void hostGame();
    void joinGame();
    void resumeGame();
    void showSettings();
    void showRules();
    void showCards();
    void openEditor();
    void quit();

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_quick = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_load = nullptr;
    QPushButton *m_host = nullptr;
    QPushButton *m_join = nullptr;
    QPushButton *m_editor = nullptr;
    QPushButton *m_settings = nullptr;
    QPushButton *m_rules = nullptr;
    QPushButton *m_cards = nullptr;
    QPushButton *m_quit = nullptr;
    QPushButton *m_tutorial = nullptr;
    QLabel *m_tutorialHint = nullptr;
    QToolButton *m_quantum = nullptr;
    QToolButton *m_qwantum = nullptr;
    GameKind m_game = GameKind::Quantum;
    bool m_firstTime = false;
};

} // namespace quantum
