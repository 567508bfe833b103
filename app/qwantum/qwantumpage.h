// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/qwantum/qwantumscene.h"
#include "engine/game.h"

#include <QTimer>
#include <QWidget>

#include <deque>
#include <functional>
#include <optional>

class QGraphicsView;
class QLabel;
class QListWidget;
class QPushButton;

namespace quantum {

class DiceFacesPanel;
class Session;
class SoundBoard;

// A game of Qwantum in progress (docs/play.md, "Qwantum"): the table (QwantumScene) and beside
// it the prompt, the buttons of the decision due, the dice's faces and the log. It shows the
// session's steps one after another (the dice tumble, computers' steps at the window's pace)
// and turns the player's clicks and keys into one action, chosen, then confirmed; the session
// decides. On one screen with several players each answers in turn after a clear hand-over.
class QwantumPage : public QWidget {
    Q_OBJECT
public:
    explicit QwantumPage(QWidget *parent = nullptr);
    ~QwantumPage() override;

    // Shows `session` (a game of Qwantum, owned by the caller, who calls clearSession before
    // deleting it).
    void setSession(Session *session);
    void clearSession();
    Session *session() const { return m_session; }

    QwantumScene *scene() const { return m_scene; }
    QGraphicsView *view() const { return m_view; }
    QListWidget *log() const { return m_log; }
    QLabel *prompt() const { return m_prompt; }
    QPushButton *rerollButton() const { return m_reroll; }
    QPushButton *confirmButton() const { return m_confirm; }
    QPushButton *takeBackButton() const { return m_takeBack; }
    QPushButton *misthrowButton() const { return m_misthrow; }
    QPushButton *passButton() const { return m_pass; }
    QPushButton *hintButton() const { return m_hint; }
    QPushButton *handOverButton() const { return m_handOver; }
    QPushButton *facesButton() const { return m_facesButton; }
    DiceFacesPanel *facesPanel() const { return m_faces; }

    void setAnimated(bool on) { m_animated = on; }
    void setAnimationSpeed(int speed); // 0 off, 1 normal, 2 fast
    void setPace(int ms) { m_pace = qMax(0, ms); }
    void setSoundsEnabled(bool on);
    // A LAN game: the page alerts the window when the decision comes to this computer.
    void setNetworkGame(bool on) { m_network = on; }
    bool isReplaying() const { return !m_queue.empty() || m_scene->tumbling(); }
    void catchUp(); // shows every step still queued at once
    void addNote(const QString &text);

    // The local player who answers now (-1: none: a computer's or a remote player's turn, a
    // hand-over not yet taken, the game over, steps still being shown).
    int viewer() const;
    // On one screen with several players: the player the screen goes to next, waiting for
    // the hand-over (-1 for none).
    int handOverTo() const;
    // The choice made and not yet confirmed.
    const std::optional<qw::Action> &pending() const { return m_pending; }
    uint8_t rerollMarks() const { return m_rerollMarks; }
    // The hint's advice for the decision due, shown (chosen, not confirmed).
    QString hintText() const { return m_hintText; }
    // A guide's filter (the guided first game, app/learn/qwantumtutorial.h): while one is set,
    // the table offers, and the page chooses and submits, only the legal actions `filter`
    // accepts (dice can be marked while it accepts some re-roll), and no Hint is offered. An
    // empty filter offers every legal action.
    void setActionFilter(std::function<bool(const qw::Action &)> filter);

public slots:
    void toggleDie(int die); // 0 the white die, 1-6 the coloured dice
    void reroll();
    void chooseWrite(int colour);
    void chooseMisthrow();
    void choosePass();
    void confirm();
    void takeBack();
    void hint();
    void takeOver(); // the hand-over: the next player is at the screen
    void toggleFaces();
    void refresh();

signals:
    void finished(int winner);
    void yourTurn();
    void stateChanged();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Step {
        qw::Events events;
        qw::State after;
        bool local = false; // a local human's action: shown without waiting
    };
    struct LogLine {
        std::optional<qw::Event> event;
        QString note;
    };
    void onPlayed(const AnyAction &action, const AnyEvents &events);
    void rebuild();
    void forgetShown(); // the steps queued, the log, the choice of the moment
    void pump();
    void showStep(const Step &step);
    void addLogLine(const LogLine &line);
    void retranslate();
    bool interactive() const;
    int nextLocal() const; // the local human due next, in turn order from the active player
    const qw::State *current() const;
    void submit(const qw::Action &action);
    void moveCursor(int delta);
    TableMarks marks() const;
    void noticeTurn();
    void fitSide(); // the side column's one width, for the buttons' words
    bool accepts(const qw::Action &action) const { return !m_filter || m_filter(action); }

    Session *m_session = nullptr;
    QwantumScene *m_scene = nullptr;
    QGraphicsView *m_view = nullptr;
    QWidget *m_side = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_prompt = nullptr;
    QLabel *m_detail = nullptr;
    QPushButton *m_reroll = nullptr, *m_confirm = nullptr, *m_takeBack = nullptr,
                *m_misthrow = nullptr, *m_pass = nullptr, *m_hint = nullptr,
                *m_handOver = nullptr, *m_facesButton = nullptr;
    DiceFacesPanel *m_faces = nullptr;
    QListWidget *m_log = nullptr;
    QLabel *m_logTitle = nullptr;
    SoundBoard *m_sounds = nullptr;
    std::deque<Step> m_queue;
    qw::State m_shown;
    QTimer m_stepTimer;
    bool m_waiting = false; // the pace between two steps
    std::vector<LogLine> m_lines;
    std::optional<qw::Action> m_pending;
    uint8_t m_rerollMarks = 0;
    int m_cursor = -1;
    int m_handedTo = -1;   // the player who took the screen last (one screen, several players)
    QString m_hintText;
    std::function<bool(const qw::Action &)> m_filter; // setActionFilter
    bool m_animated = true;
    int m_speed = 1;
    int m_pace = 600;
    bool m_network = false;
    bool m_myTurn = false;
    bool m_finished = false;
};

} // namespace quantum
