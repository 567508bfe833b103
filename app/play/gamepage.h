// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/play/logitem.h"
#include "engine/rules.h"

#include <QTimer>

#include <deque>
#include <functional>

#include <QList>
#include <QWidget>

class QLabel;
class QListWidget;
class QScrollArea;
class QListWidgetItem;
class QPushButton;
class QSplitter;
class QVBoxLayout;

namespace quantum::board {
class BoardView;
}

namespace quantum {

class CardPicker;
class HintAdvisor;
class LogLink;
class CombatBanner;
class CommandSheet;
class CommandSheetPanel;
class GameText;
class MarketPanel;
class SoundBoard;
class PlayScene;
class PromptBar;
class Session;

// A game in progress: the board, one command sheet per player, the market, the log and
// the prompt that asks the decision of the moment. It shows the session and turns the
// player's clicks into intents; the session decides.
class GamePage : public QWidget {
    Q_OBJECT
public:
    explicit GamePage(QWidget *parent = nullptr);
    ~GamePage() override;

    // Shows `session` (owned by the caller, who calls clearSession before deleting it).
    void setSession(Session *session);
    void clearSession();
    Session *session() const { return m_session; }

    PlayScene *scene() const { return m_scene; }
    board::BoardView *view() const { return m_view; }
    MarketPanel *market() const { return m_market; }
    PromptBar *prompt() const { return m_prompt; }
    QListWidget *log() const { return m_log; }

    void setConfirmEndTurn(bool on) { m_confirmEndTurn = on; }
    void setSoundsEnabled(bool on);
    void setAnimated(bool on);
    void setAnimationSpeed(int speed); // 0 off, 1 normal, 2 fast
    // Milliseconds between the steps of other players (computers, remote players) as the
    // board replays them; the session itself never waits.
    void setPace(int ms) { m_pace = qMax(0, ms); }
    bool isReplaying() const { return !m_queue.empty(); }
    // Shows every step still queued at once.
    void catchUp();
    void addNote(const QString &text); // a line of the app's own in the log (loaded, ...)
    // A guide (the tutorial) narrows what the player is offered: the board, the prompt and
    // the market show, and submit accepts, only the legal actions `filter` accepts; an
    // empty filter offers every legal action.
    void setActionFilter(std::function<bool(const Action &)> filter);
    // The Hint (H): offered to a human at this computer whose decision is due and shown on
    // the board (the tutorial, observers and other players' turns have none).
    bool hintOffered() const;
    HintAdvisor *hints() const { return m_hints; }

public slots:
    void endTurn();
    void research();
    void undo();
    void nextShip();
    void cancelSelection();
    void refresh();
    // Asks the Hint for the decision due (when offered); it shows when ready, never played.
    void hint();

signals:
    void finished(int winner);
    // A network game: the decision due became the local player's (the page alerts the
    // window and plays the turn sound when the window is not active).
    void yourTurn();
    void stateChanged();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static int initialSideWidth(int pageWidth);
    void fitSheets();
    void submit(const Action &action);
    void onApplied(const Action &action, const Events &events);
    void onReset();
    void showNextStep();
    void showSteps(size_t count);
    bool interactive() const;
    bool handOverDue() const;
    QString buttonText(const GameText &text, const Action &action) const;
    void updatePrompt();
    // The steps of updatePrompt: each adds its buttons and returns the prompt's detail line.
    bool promptWhileWaiting(const GameText &text);
    void addActionButton(const GameText &text, const Action &a, bool primary = false);
    QString answerPrompt(const GameText &text);
    QString placeShipPrompt(const GameText &text);
    QString selectedShipPrompt(const GameText &text, int sel);
    QString actionPhasePrompt(const GameText &text);
    void updateBusy(); // the prompt's thinking indicator
    void showHint();   // the Hint's answer on the board
    // The Hint's line for the prompt, and its answer's button marked; empty with no hint.
    QString hintLine(const GameText &text) const;
    void markIfHinted(QPushButton *button, const Action &action) const;
    void appendLog(const Event &event);
    void showCombat(const Events &events);
    void flushHeldLog(); // the battle's lines held while the banner's dice roll
    // The prompt of a transport being picked on the board, one sentence per step.
    void transportPrompt(const GameText &text);
    // The player at the screen (PlayScene::setViewer), -1 when no human plays here.
    int viewer() const;
    // Log lines link to the board: the places of the line under the pointer (or the one
    // clicked last) are highlighted.
    // A button that names places highlights them while the pointer is on it.
    void linkButton(QPushButton *button, const Action &action);
    void rebuildLog();
    QStringList names() const;
    const Action *legalOf(ActionType type) const;
    const std::vector<Action> &offered() const; // the legal actions the filter accepts

    // A network game (app/net/clientsession.h): the banner over the board (paused, reconnecting, the
    // host gone), the turn notice and the host's refusals.
    void watchNetwork();
    void updateNetworkBanner();
    void noticeNetworkTurn();
    QLabel *m_netBanner = nullptr;
    QString m_netRefusal; // the host's answer to the last intent, until the position changes
    QString m_clickRefusal; // why the last click on the board did nothing (ClickRefusal)
    bool m_netMyTurn = false;

    Session *m_session = nullptr;
    PlayScene *m_scene = nullptr;
    SoundBoard *m_sounds = nullptr;
    board::BoardView *m_view = nullptr;
    MarketPanel *m_market = nullptr;
    PromptBar *m_prompt = nullptr;
    QListWidget *m_log = nullptr;
    CommandSheetPanel *m_sheetPanel = nullptr;
    QScrollArea *m_sheetScroll = nullptr;
    QSplitter *m_split = nullptr;     // sheets, market, log
    QSplitter *m_mainSplit = nullptr; // board, side panel
    bool m_splitRestored = false;
    QList<CommandSheet *> m_sheets;
    int m_sheetsFit = 0;       // the sheets' share of the side panel, as last fitted
    int m_sheetsFitWidth = -1; // and the width it was fitted at
    int m_sheetInView = -1; // the sheet last scrolled into view (the player to act)

    CombatBanner *m_banner = nullptr;
    Events m_heldLog; // a battle's events, logged when the banner's dice land
    CardPicker *m_picker = nullptr;
    // The authority's steps not shown yet: the board replays them at the view's own pace.
    struct Step {
        Action action;
        Events events;
        GameState after;
    };
    std::deque<Step> m_queue;
    QTimer m_stepTimer;
    QTimer m_finishTimer;
    static constexpr int kFinishPauseMs = 1500;
    int m_pace = 500;
    GameState m_shown; // the position on screen (the session's once the queue is empty)
    bool m_animated = true;
    int m_atScreen = -1; // hot-seat: the human seat at the screen now
    bool m_confirmEndTurn = true;
    std::function<bool(const Action &)> m_filter; // setActionFilter
    // What the filter lets through, worked out once per session serial (and refresh), so
    // that references into it stay valid while a prompt is built.
    mutable std::vector<Action> m_offered;
    mutable quint64 m_offeredSerial = 0;
    mutable bool m_offeredValid = false;
    LogLink *m_logLink = nullptr; // the log's lines highlight what they name on the board
    HintAdvisor *m_hints = nullptr;
};

} // namespace quantum
