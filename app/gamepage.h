#pragma once

#include "engine/rules.h"

#include <QList>
#include <QWidget>

class QListWidget;
class QSplitter;
class QVBoxLayout;

namespace quantum::board {
class BoardView;
}

namespace quantum {

class CardPicker;
class CombatBanner;
class CommandSheet;
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

    void setSession(Session *session); // takes ownership
    void endSession();                 // stops and deletes the session (resign, leave)
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
    void addNote(const QString &text); // a line of the app's own in the log (loaded, ...)

public slots:
    void endTurn();
    void research();
    void undo();
    void nextShip();
    void cancelSelection();
    void refresh();

signals:
    void finished(int winner);
    void stateChanged();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void submit(const Action &action);
    void onApplied(const Action &action, const Events &events);
    void updatePrompt();
    void appendLog(const Event &event);
    void showCombat(const Events &events);
    void rebuildLog();
    QStringList names() const;
    const Action *legalOf(ActionType type) const;

    Session *m_session = nullptr;
    PlayScene *m_scene = nullptr;
    SoundBoard *m_sounds = nullptr;
    board::BoardView *m_view = nullptr;
    MarketPanel *m_market = nullptr;
    PromptBar *m_prompt = nullptr;
    QListWidget *m_log = nullptr;
    QVBoxLayout *m_sheetsLayout = nullptr;
    QSplitter *m_split = nullptr;
    QList<CommandSheet *> m_sheets;

    CombatBanner *m_banner = nullptr;
    CardPicker *m_picker = nullptr;
    GameState m_shown; // the state on screen: before the action being applied
    bool m_animated = true;
    int m_lastHuman = -1;
    bool m_handover = false;
    bool m_confirmEndTurn = true;
};

} // namespace quantum
