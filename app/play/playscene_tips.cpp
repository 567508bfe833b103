// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The play board's tooltips: a ship, a planet, the odds of an attack. Apart from the scene
// for size.
#include "app/play/playscene.h"

#include "app/game/gametext.h"
#include "editor/board/boardgeometry.h"
#include "engine/bots.h"

#include <QGraphicsSceneHelpEvent>
#include <QLocale>
#include <QToolTip>

#include <algorithm>

namespace quantum {

QString PlayScene::shipTip(int player, int ship) const
{
    if (player < 0 || player >= m_state.players || ship < 0 || ship >= kShipsPerPlayer)
        return QString();
    const GameText text(m_state, m_names);
    const Ship &s = m_state.p[player].ships[ship];
    QStringList lines;
    lines.append(player == m_viewer
                     ? fillIn(tr("Your %1, on %2."), text.ship(player, ship), text.square(s.at))
                     : fillIn(tr("%1's %2, on %3."), text.player(player), text.ship(player, ship),
                              text.square(s.at)));
    lines.append(GameText::shipAbility(s.value));
    // The marks of the turn mean something for the player whose turn it is.
    if (m_state.phase == Phase::Actions && player == m_state.active) {
        if (!s.moved && !s.abilityUsed)
            lines.append(tr("This turn it has not moved yet and its ability is unused."));
        else if (s.moved && !s.abilityUsed)
            lines.append(tr("This turn it has moved; its ability is still unused."));
        else if (!s.moved)
            lines.append(tr("This turn it has not moved yet; its ability is used."));
        else
            lines.append(tr("This turn it has moved and used its ability."));
    }
    return lines.join(QLatin1Char('\n'));
}

QString PlayScene::planetTip(int planet) const
{
    if (!m_board || planet < 0 || planet >= m_board->planetCount()) return QString();
    const GameText text(m_state, m_names);
    const Planet &p = m_board->planets()[planet];
    QStringList lines;
    QString name = text.planet(planet);
    if (!name.isEmpty()) name[0] = name[0].toUpper();
    lines.append(p.start ? tr("%1, a starting planet.").arg(name) : tr("%1.").arg(name));
    QStringList owners;
    for (int pl = 0; pl < m_state.players; ++pl)
        for (int c = 0; c < m_state.p[pl].cubesPlaced; ++c)
            if (m_state.p[pl].cubes[c] == planet) owners.append(text.player(pl));
    const int free = p.locations - int(owners.size());
    if (owners.isEmpty())
        lines.append(tr("No cubes yet: %n cube location(s) free.", nullptr, p.locations));
    else
        lines.append(tr("Cubes of %1; %n location(s) free.", nullptr, std::max(free, 0))
                         .arg(QLocale().createSeparatedList(owners)));
    // Constructing needs the orbit to add up to the number exactly (R-ACT-CONSTRUCT).
    const int who = m_viewer >= 0 ? m_viewer : m_state.active;
    if (who >= 0 && who < m_state.players) {
        const int sum = m_state.orbitSum(planet, who);
        lines.append(who == m_viewer
                         ? fillIn(tr("Your ships in its orbit add up to %1; a construct needs "
                                     "exactly %2."),
                                  sum, int(p.number))
                         : fillIn(tr("%1's ships in its orbit add up to %2; a construct needs "
                                     "exactly %3."),
                                  text.player(who), sum, int(p.number)));
    }
    return lines.join(QLatin1Char('\n'));
}

void PlayScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    const int sq = squareAt(event->scenePos());
    if (!m_board || sq < 0) return QGraphicsScene::helpEvent(event);
    QStringList tip;
    // The odds over an attack target the pick offers.
    if (m_stage < m_stages.size()) {
        std::vector<Action> here;
        for (const Action &a : m_pick)
            if ((a.type == ActionType::Attack || a.type == ActionType::Strike) && a.to == sq)
                here.push_back(a);
        int owner = -1;
        if (!here.empty() && m_state.shipAt(sq, &owner) >= 0) {
            const AttackOdds odds = attackOdds(m_state, *preferred(here, event->scenePos()));
            tip.append(odds.defenderMayDestroyBoth
                           ? tr("Attack: %1% chance to win, unless the defender destroys both "
                                "ships (Dangerous).")
                                 .arg(qRound(odds.win * 100))
                           : tr("Attack: %1% chance to win, with every card in play counted.")
                                 .arg(qRound(odds.win * 100)));
        }
    }
    int owner = -1;
    const int ship = m_state.shipAt(sq, &owner);
    if (ship >= 0)
        tip.append(shipTip(owner, ship));
    else if (m_board->isPlanet(sq))
        tip.append(planetTip(m_board->planetAt(sq)));
    if (tip.isEmpty()) return QGraphicsScene::helpEvent(event);
    QToolTip::showText(event->screenPos(), tip.join(QLatin1Char('\n')), event->widget());
    event->accept();
}

} // namespace quantum
