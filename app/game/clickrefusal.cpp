// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/game/clickrefusal.h"

#include "app/game/gametext.h"

#include <algorithm>

namespace quantum {

bool shipHasAction(const std::vector<Action> &actions, int player, int ship)
{
    return std::any_of(actions.begin(), actions.end(), [&](const Action &a) {
        return a.player == player && a.ship == ship &&
               (isShipAction(a.type) || a.type == ActionType::UseCard);
    });
}

QString ClickRefusal::onSquare(const GameState &s, const std::vector<Action> &legal,
                               const std::vector<Action> &offered, int sq, int selected,
                               const GameText &text)
{
    if (!s.board || sq < 0 || sq >= s.board->squareCount() || s.phase != Phase::Actions ||
        s.front())
        return {};
    const Board &b = *s.board;
    const int who = s.toAct();
    if (who < 0) return {};
    int owner = -1;
    const int ship = s.shipAt(sq, &owner);
    if (ship >= 0 && owner == who) {
        if (shipHasAction(offered, who, ship)) return {}; // the click selects it
        if (shipHasAction(legal, who, ship))
            return tr("Your %1 is not part of this step.").arg(text.ship(who, ship));
        if (s.actionsLeft == 0) return tr("No action is left this turn: end your turn (E).");
        return tr("Your %1 has moved this turn and has nothing left to do.")
            .arg(text.ship(who, ship));
    }
    if (selected >= 0 && selected < kShipsPerPlayer) return withShip(s, sq, selected, text);
    if (b.isPlanet(sq)) return onPlanet(s, b.planetAt(sq), text);
    if (ship >= 0)
        return fillIn(tr("That is %1's %2. To attack it, click one of your ships first, then "
                         "it."),
                      text.player(owner), text.ship(owner, ship));
    return tr("Click one of your ships first: then the squares it can reach light up.");
}

QString ClickRefusal::onPlanet(const GameState &s, int planet, const GameText &text)
{
    const Board &b = *s.board;
    const int who = s.toAct();
    const Planet &pp = b.planets()[planet];
    const QString name = text.planet(planet);
    if (s.actionsLeft < 2)
        return tr("Constructing on %1 takes 2 actions: you have %n left.", nullptr, s.actionsLeft)
            .arg(name);
    if (s.cubesOn(planet) >= pp.locations)
        return tr("There is no free cube location on %1.").arg(name);
    const int mine = s.cubesOn(planet, who);
    if (mine > 0 && !entangled(s, who)) return tr("You already have a cube on %1.").arg(name);
    const int target = pp.number + 3 * mine; // R-ACT-CONSTRUCT, R-ENT-1
    const int sum = s.orbitSum(planet, who);
    if (sum == 0)
        return fillIn(tr("To construct on %1, bring your ships onto its orbital positions (the "
                         "squares beside it, not diagonal): their values must add up to %2."),
                      name, target);
    return fillIn(tr("Your ships in orbit of %1 add up to %2: constructing there needs exactly "
                     "%3."),
                  name, sum, target);
}

QString ClickRefusal::withShip(const GameState &s, int sq, int selected, const GameText &text)
{
    const int who = s.toAct();
    const Ship &ship = s.p[who].ships[selected];
    const QString mine = text.ship(who, selected);
    if (!ship.onMap()) return {}; // a scrapyard ship: the prompt says where it may go
    int owner = -1;
    const int enemy = s.shipAt(sq, &owner);
    const bool attack = enemy >= 0 && owner != who;
    if (s.actionsLeft == 0) return tr("No action is left this turn: end your turn (E).");
    if (ship.moved)
        return attack ? tr("Your %1 has already moved or attacked this turn.").arg(mine)
                      : tr("Your %1 has already moved this turn.").arg(mine);
    if (attack)
        return fillIn(tr("%1's %2 is out of reach of your %3: it attacks a ship next to a square "
                         "it can reach."),
                      text.player(owner), text.ship(owner, enemy), mine);
    if (s.board->isPlanet(sq)) return tr("Ships cannot land on a planet: they orbit beside it.");
    return fillIn(tr("%1 is out of reach of your %2."), text.square(sq), mine);
}

QString ClickRefusal::ability(const GameState &s, int sel, const GameText &text)
{
    if (s.phase != Phase::Actions || s.front() || sel < 0 || sel >= kShipsPerPlayer) return {};
    const int who = s.toAct();
    if (who < 0) return {};
    if (!s.p[who].ships[sel].onMap()) return {};
    // Any ability action asks the one question first: has this die used its ability this
    // turn (and no CUNNING lets it again)? Then none of its own can be offered.
    Action a;
    a.type = ActionType::ScoutReroll;
    a.player = int8_t(who);
    a.ship = int8_t(sel);
    if (whyIllegal(s, a).id != RefusalId::AbilityUsed) return {};
    return tr("Your %1 has used its ability this turn: a die uses one ability a turn, whatever "
              "type it has become since.")
        .arg(text.ship(who, sel));
}

} // namespace quantum
