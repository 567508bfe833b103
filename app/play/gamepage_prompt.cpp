// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The game page's prompt: the question of the moment and its answers (a button per action,
// with its cost), the steps of a pick worded one by one. Apart from the page for size.
#include "app/play/gamepage.h"

#include "app/game/clickrefusal.h"
#include "app/game/gametext.h"
#include "app/game/hint.h"
#include "app/game/session.h"
#include "app/net/client.h"
#include "app/net/clientsession.h"
#include "app/play/cardpicker.h"
#include "app/play/playscene.h"
#include "app/play/promptbar.h"
#include "editor/board/boardview.h"
#include "engine/bots.h"

#include <QApplication>
#include <QLocale>
#include <QPushButton>
#include <QTimer>

#include <set>

namespace quantum {

// The prompt of the moment: whose decision it is when it is not ours to take at this screen,
// else the question with its answers as buttons and a line of detail; then the Hint's
// suggestion and a refusal from the host first.
void GamePage::updatePrompt()
{
    m_prompt->clearButtons();
    m_prompt->setHintOffered(hintOffered());
    updateBusy();
    const GameState &s = m_shown;
    const GameText text(s, names());
    if (promptWhileWaiting(text)) return;
    QString detail;
    if (s.front() || s.phase == Phase::SetupReroll) {
        detail = answerPrompt(text);
    } else if (s.phase == Phase::SetupStart) {
        detail = tr("The starting planets still free are circled in gold.");
    } else if (s.phase == Phase::SetupShips) {
        detail = placeShipPrompt(text);
    } else if (s.phase == Phase::Cards) {
        detail = tr("Take a card over the board or in the market beside it, or refresh all six.");
        if (m_picker->dismissed())
            m_prompt->addButton(
                tr("Show the cards"),
                [this] {
                    m_picker->reopen();
                    refresh();
                },
                true);
    } else if (s.phase == Phase::Actions) {
        const int sel = m_scene->selectedShip();
        if (sel >= 0 && m_scene->customPick() && !m_scene->pickCandidates().empty() &&
            m_scene->pickCandidates().front().type == ActionType::Transport)
            return transportPrompt(text);
        detail = sel >= 0 ? selectedShipPrompt(text, sel) : actionPhasePrompt(text);
        const int who = s.toAct();
        if (m_session->canUndo(who)) m_prompt->addButton(tr("Undo (Ctrl+Z)"), [this] { undo(); });
        // End turn is the default answer (Enter) only once no action is left: while some are,
        // Enter must not end the turn by mistake.
        if (const Action *a = legalOf(ActionType::EndTurn))
            markIfHinted(m_prompt->addButton(
                             tr("End turn (E)"), [this] { endTurn(); }, s.actionsLeft == 0),
                         *a);
    }
    // The Hint's suggestion, first: its places are highlighted on the board meanwhile.
    const QString hint = hintLine(text);
    if (!hint.isEmpty()) detail = detail.isEmpty() ? hint : hint + QLatin1Char('\n') + detail;
    // Why the last click did nothing; in a network game, why the host did not take the last
    // answer.
    for (const QString &refusal : {m_clickRefusal, m_netRefusal})
        if (!refusal.isEmpty())
            detail = detail.isEmpty() ? refusal : refusal + QLatin1Char('\n') + detail;
    m_prompt->setQuestion(text.question(), detail);
    // A chosen answer's button is gone: the keys go back to the board.
    QTimer::singleShot(0, this, [this] {
        const QWidget *focus = QApplication::focusWidget();
        if (isVisible() && (!focus || !focus->isVisible()) && window()->isActiveWindow())
            m_view->setFocus(Qt::OtherFocusReason);
    });
}

// Nobody is to act, the game is paused, others are deciding, or the screen is to be handed
// over: the prompt says so (true), and offers no answer but the hand-over.
bool GamePage::promptWhileWaiting(const GameText &text)
{
    const GameState &s = m_shown;
    const int who = s.toAct();
    if (who < 0) {
        m_prompt->setQuestion(text.question());
        return true;
    }
    if (m_session->isMirror() && m_session->isPaused() && m_queue.empty()) {
        m_prompt->setQuestion(tr("The game is paused."), networkBanner(*m_session));
        return true;
    }
    if (!m_queue.empty() || !m_session->localHumanToAct()) {
        const bool computer = m_session->seatInfos().value(who).isComputer();
        m_prompt->setQuestion(
            computer ? tr("%1 is thinking…").arg(m_session->playerName(who))
                     : tr("%1 is deciding…").arg(m_session->playerName(who)),
            tr("Other players' moves are shown step by step; the last move of each stays "
               "marked on the board until your turn ends."));
        return true;
    }
    if (handOverDue()) {
        const QString name = m_session->playerName(who);
        // A decision owed on another player's turn says what it is (it may be a single
        // possible answer, but it is that player's to give).
        m_prompt->setQuestion(
            tr("Hand the game over to %1.").arg(name),
            s.front() ? fillIn(tr("%1 must answer: %2 Press the button when %1 is at the screen."),
                               name, text.question())
                      : tr("The next decision is %1's. Press the button when %1 is at the screen.")
                            .arg(name));
        m_prompt->addButton(
            tr("I am %1, continue").arg(name),
            [this] {
                m_atScreen = m_session->toAct();
                refresh();
            },
            true);
        return true;
    }
    return false;
}

// A button answering with `a`, linked to the places it names and marked when it is the Hint.
void GamePage::addActionButton(const GameText &text, const Action &a, bool primary)
{
    QPushButton *button = m_prompt->addButton(
        buttonText(text, a), [this, a] { submit(a); }, primary);
    linkButton(button, a);
    markIfHinted(button, a);
}

// A decision owed (or the setup re-roll): every answer in words (a list with Choose when there
// are many); squares and planets are also offered on the board, as the detail says.
QString GamePage::answerPrompt(const GameText &text)
{
    const GameState &s = m_shown;
    const std::vector<Action> &legal = offered();
    if (legal.size() <= 8) {
        for (const Action &a : legal)
            addActionButton(text, a,
                            a.type == ActionType::SetupKeep || a.type == ActionType::Occupy);
    } else {
        QStringList texts;
        int hinted = -1;
        const bool hint = m_hints->hasHint(*m_session);
        for (const Action &a : legal) {
            if (hint && m_hints->action().sameAs(a)) hinted = int(texts.size());
            texts.append(text.action(a));
        }
        m_prompt->addChoice(
            texts,
            [this](int i) {
                if (i >= 0 && size_t(i) < offered().size()) submit(offered()[size_t(i)]);
            },
            tr("Choose"), hinted);
    }
    const Pending *front = s.front();
    if (front && front->kind == Pending::Kind::Occupy)
        return tr("You can also click the defender's square to occupy it, or your "
                  "attack-from square to stay.");
    if (front && (front->kind == Pending::Kind::Infamy || front->kind == Pending::Kind::PlaceShip))
        return tr("You can also click a highlighted square on the board.");
    if (front && front->kind == Pending::Kind::Relocate)
        return m_scene->stageIndex() == 0 || m_scene->pickCandidates().empty()
                   ? tr("You can also click on the board the planet the cube leaves, "
                        "then the planet it goes to.")
                   : tr("Now click the planet the cube goes to from %1 (circled in gold), "
                        "or right-click to choose again.")
                         .arg(text.planet(m_scene->pickCandidates().front().planet));
    return {};
}

// The setup's ships: the lowest one to place, on the orbital positions highlighted.
QString GamePage::placeShipPrompt(const GameText &text)
{
    int ship = -1;
    for (const Action &a : offered())
        if (a.type == ActionType::PlaceShip && (ship < 0 || a.ship < ship)) ship = a.ship;
    if (ship < 0) return {};
    return tr("Place your %1: click one of the highlighted orbital positions.")
        .arg(text.ship(m_shown.toAct(), ship));
}

// The action phase with one of our ships selected: its abilities as buttons; its moves and
// targets counted, with the odds of each attack, in the detail.
QString GamePage::selectedShipPrompt(const GameText &text, int sel)
{
    const GameState &s = m_shown;
    const int who = s.toAct();
    const std::vector<Action> &legal = offered();
    QString detail;
    const Ship &ship = s.p[who].ships[sel];
    std::set<int> moveSquares,
        targetSquares;                        // distinct squares (several paths may lead there)
    std::set<std::pair<int, int>> attackFrom; // (target, attack-from square)
    QStringList odds;
    for (const Action &a : legal) {
        if (a.ship != sel) continue;
        switch (a.type) {
        case ActionType::Move:
            moveSquares.insert(a.to);
            break;
        case ActionType::Attack:
        case ActionType::Strike: {
            targetSquares.insert(a.to);
            if (a.type == ActionType::Attack) attackFrom.insert({a.to, a.from});
            int owner = -1;
            const int target = s.shipAt(a.to, &owner);
            if (target >= 0) {
                const AttackOdds o = attackOdds(s, a);
                const QString line =
                    o.defenderMayDestroyBoth
                        ? fillIn(tr("%1 at %2: %3% to win, if it does not destroy both ships"),
                                 text.ship(owner, target), text.square(a.to), qRound(100 * o.win))
                        : fillIn(tr("%1 at %2: %3% to win"), text.ship(owner, target),
                                 text.square(a.to), qRound(100 * o.win));
                if (!odds.contains(line)) odds.append(line);
            }
            break;
        }
        case ActionType::Reconfigure:
        case ActionType::Modify:
        case ActionType::ScoutReroll:
        case ActionType::Warp:
        case ActionType::UseCard:
            addActionButton(text, a);
            break;
        default:
            break;
        }
    }
    std::vector<Action> transports;
    for (const Action &a : legal)
        if (a.ship == sel && a.type == ActionType::Transport) transports.push_back(a);
    if (!transports.empty())
        m_prompt->addButton(tr("Transport…"), [this, transports] {
            // The scene says when each click is made (pickChanged): the prompt follows.
            m_scene->startPick(transports, {PlayScene::Stage::Other, PlayScene::Stage::To,
                                            PlayScene::Stage::Drop});
        });
    m_prompt->addButton(tr("Cancel selection"), [this] { m_scene->selectShip(-1); });
    // Its ability has no button: say why rather than leave the player looking for it.
    const QString ability = ClickRefusal::ability(s, sel, text);
    if (ship.at == kScrapyard)
        detail = tr("Your %1 is in the scrapyard: click a highlighted orbital position to "
                    "deploy it.")
                     .arg(text.ship(who, sel));
    else
        detail =
            fillIn(tr("Your %1: %n square(s) to move to (green), %2 to attack (red).", nullptr,
                      int(moveSquares.size())),
                   text.ship(who, sel), tr("%n target(s)", nullptr, int(targetSquares.size())));
    if (!odds.isEmpty())
        detail +=
            QLatin1Char('\n') +
            tr("Odds of winning, every card counted: %1.").arg(QLocale().createSeparatedList(odds));
    if (!ability.isEmpty()) detail += QLatin1Char('\n') + ability;
    bool severalFrom = false;
    for (auto it = attackFrom.begin(); it != attackFrom.end(); ++it) {
        const auto next = std::next(it);
        severalFrom = severalFrom || (next != attackFrom.end() && next->first == it->first);
    }
    if (severalFrom)
        detail += QLatin1Char('\n') +
                  tr("A target can be attacked from more than one square: point at its "
                     "side you attack from (with the arrow keys: come onto it from that "
                     "side); the arrow shows the path before you click.");
    return detail;
}

// The action phase with no ship selected: the cards and the research to use, and what a
// click on the board does.
QString GamePage::actionPhasePrompt(const GameText &text)
{
    const std::vector<Action> &legal = offered();
    for (const Action &a : legal)
        if (a.type == ActionType::UseCard && a.ship < 0) addActionButton(text, a);
    if (const Action *a = legalOf(ActionType::Research))
        markIfHinted(
            m_prompt->addButton(tr("Research (R): 1 action"), [this, a = *a] { submit(a); }), *a);
    const bool construct = std::any_of(legal.begin(), legal.end(), [](const Action &a) {
        return a.type == ActionType::Construct;
    });
    return construct ? tr("Click one of your ships to see its moves, or a gold-circled planet "
                          "to construct (2 actions).")
                     : tr("Click one of your ships to see its moves and attacks.");
}

void GamePage::transportPrompt(const GameText &text)
{
    const GameState &s = m_shown;
    const std::vector<Action> &pick = m_scene->pickCandidates();
    const Action &first = pick.front();
    const int who = first.player;
    QString question, detail;
    switch (m_scene->stage()) {
    case PlayScene::Stage::Other:
        question = tr("Transport: click the ship the Flagship carries.");
        detail = tr("Your ships around the Flagship that it can carry are highlighted in blue.");
        break;
    case PlayScene::Stage::To:
        question = tr("Transport: click where the Flagship flies with the %1.")
                       .arg(text.ship(who, first.other));
        detail = tr("The highlighted squares are the Flagship's destinations; the arrow shows "
                    "the flight.");
        break;
    default: {
        question = fillIn(tr("Transport: click where the %1 lands, around %2."),
                          text.ship(who, first.other), text.square(first.to));
        const Sq start = s.p[who].ships[first.ship].at;
        bool fromStart = false;
        for (const Action &a : pick)
            fromStart = fromStart || a.drop == start;
        detail = fromStart
                     ? tr("The highlighted squares are free around the destination; the square "
                          "the Flagship leaves, %1, is one of them.")
                           .arg(text.square(start))
                     : tr("The highlighted squares are free around the destination.");
        break;
    }
    }
    const int sel = m_scene->selectedShip();
    m_prompt->addButton(tr("Cancel the transport"), [this, sel] { m_scene->selectShip(sel); });
    m_prompt->setQuestion(question, detail);
}

// An action's button says what it does and, in the action phase, what it costs.
QString GamePage::buttonText(const GameText &text, const Action &a) const
{
    const GameState &s = m_session->state();
    if (s.phase != Phase::Actions || s.front() || a.type == ActionType::EndTurn)
        return text.action(a);
    const int cost = actionCost(s, a);
    return cost == 0 ? tr("%1: free").arg(text.action(a))
                     : tr("%1: %n action(s)", nullptr, cost).arg(text.action(a));
}

} // namespace quantum
