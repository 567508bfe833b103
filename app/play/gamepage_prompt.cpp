// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The game page's prompt: the question of the moment and its answers (a button per action,
// with its cost), the steps of a pick worded one by one. Apart from the page for size.
#include "app/play/gamepage.h"

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

void GamePage::updatePrompt()
{
    m_prompt->clearButtons();
    m_prompt->setHintOffered(hintOffered());
    updateBusy();
    const GameState &s = m_shown;
    const GameText text(s, names());
    const int who = s.toAct();
    if (who < 0) {
        m_prompt->setQuestion(text.question());
        return;
    }
    if (m_session->isMirror() && m_session->isPaused() && m_queue.empty()) {
        m_prompt->setQuestion(tr("The game is paused."), networkBanner(*m_session));
        return;
    }
    if (!m_queue.empty() || !m_session->localHumanToAct()) {
        const bool computer = m_session->seatInfos().value(who).isComputer();
        m_prompt->setQuestion(
            computer ? tr("%1 is thinking…").arg(m_session->playerName(who))
                     : tr("%1 is deciding…").arg(m_session->playerName(who)),
            tr("Other players' moves are shown step by step; the last move of each stays "
               "marked on the board until your turn ends."));
        return;
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
        return;
    }

    const std::vector<Action> &legal = offered();
    auto addAction = [this, &text](const Action &a, bool primary = false) {
        QPushButton *button =
            m_prompt->addButton(buttonText(text, a), [this, a] { submit(a); }, primary);
        linkButton(button, a);
        markIfHinted(button, a);
    };
    QString detail;

    if (s.front() || s.phase == Phase::SetupReroll) {
        // Every answer in words; squares and planets are also offered on the board.
        if (legal.size() <= 8) {
            for (const Action &a : legal)
                addAction(a, a.type == ActionType::SetupKeep || a.type == ActionType::Occupy);
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
        if (s.front() && s.front()->kind == Pending::Kind::Occupy)
            detail = tr("You can also click the defender's square to occupy it, or your "
                        "attack-from square to stay.");
        else if (s.front() && (s.front()->kind == Pending::Kind::Infamy ||
                               s.front()->kind == Pending::Kind::PlaceShip))
            detail = tr("You can also click a highlighted square on the board.");
        else if (s.front() && s.front()->kind == Pending::Kind::Relocate)
            detail = m_scene->stageIndex() == 0 || m_scene->pickCandidates().empty()
                         ? tr("You can also click on the board the planet the cube leaves, "
                              "then the planet it goes to.")
                         : tr("Now click the planet the cube goes to from %1 (circled in gold), "
                              "or right-click to choose again.")
                               .arg(text.planet(m_scene->pickCandidates().front().planet));
    } else if (s.phase == Phase::SetupStart) {
        detail = tr("The starting planets still free are circled in gold.");
    } else if (s.phase == Phase::SetupShips) {
        int ship = -1;
        for (const Action &a : legal)
            if (a.type == ActionType::PlaceShip && (ship < 0 || a.ship < ship)) ship = a.ship;
        if (ship >= 0)
            detail = tr("Place your %1: click one of the highlighted orbital positions.")
                         .arg(text.ship(who, ship));
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
        if (sel >= 0) {
            const Ship &ship = s.p[who].ships[sel];
            std::set<int> moveSquares,
                targetSquares; // distinct squares (several paths may lead there)
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
                                ? fillIn(
                                      tr("%1 at %2: %3% to win, if it does not destroy both ships"),
                                      text.ship(owner, target), text.square(a.to),
                                      qRound(100 * o.win))
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
                    addAction(a);
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
            if (ship.at == kScrapyard)
                detail = tr("Your %1 is in the scrapyard: click a highlighted orbital position to "
                            "deploy it.")
                             .arg(text.ship(who, sel));
            else
                detail = fillIn(tr("Your %1: %n square(s) to move to (green), %2 to attack (red).",
                                   nullptr, int(moveSquares.size())),
                                text.ship(who, sel),
                                tr("%n target(s)", nullptr, int(targetSquares.size())));
            if (!odds.isEmpty())
                detail += QLatin1Char('\n') + tr("Odds of winning, every card counted: %1.")
                                                  .arg(QLocale().createSeparatedList(odds));
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
        } else {
            for (const Action &a : legal)
                if (a.type == ActionType::UseCard && a.ship < 0) addAction(a);
            if (const Action *a = legalOf(ActionType::Research))
                markIfHinted(m_prompt->addButton(tr("Research (R): 1 action"),
                                                 [this, a = *a] { submit(a); }),
                             *a);
            bool construct = false;
            for (const Action &a : legal)
                construct = construct || a.type == ActionType::Construct;
            detail = construct ? tr("Click one of your ships to see its moves, or a gold-circled "
                                    "planet to construct (2 actions).")
                               : tr("Click one of your ships to see its moves and attacks.");
        }
        if (m_session->canUndo(who)) m_prompt->addButton(tr("Undo (Ctrl+Z)"), [this] { undo(); });
        if (const Action *a = legalOf(ActionType::EndTurn))
            markIfHinted(m_prompt->addButton(
                             tr("End turn (E)"), [this] { endTurn(); }, true),
                         *a);
    }
    // The Hint's suggestion, first: its places are highlighted on the board meanwhile.
    const QString hint = hintLine(text);
    if (!hint.isEmpty()) detail = detail.isEmpty() ? hint : hint + QLatin1Char('\n') + detail;
    if (!m_netRefusal.isEmpty()) // a network game: why the host did not take the last answer
        detail = detail.isEmpty() ? m_netRefusal : m_netRefusal + QLatin1Char('\n') + detail;
    m_prompt->setQuestion(text.question(), detail);
    // A chosen answer's button is gone: the keys go back to the board.
    QTimer::singleShot(0, this, [this] {
        const QWidget *focus = QApplication::focusWidget();
        if (isVisible() && (!focus || !focus->isVisible()) && window()->isActiveWindow())
            m_view->setFocus(Qt::OtherFocusReason);
    });
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
