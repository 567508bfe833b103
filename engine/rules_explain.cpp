#include "engine/rules_p.h"

#include "engine/json.h"

// Why an action is not legal (whyIllegal).

namespace quantum {

using namespace detail;

QString whyIllegal(const GameState &s, const Action &a)
{
    if (s.phase == Phase::GameOver) return QStringLiteral("the game is over");
    const int who = s.toAct();
    if (a.player != who)
        return QStringLiteral("it is player %1's decision, not player %2's").arg(who).arg(a.player);
    if (s.pendingCount)
        return QStringLiteral("a decision is pending first: %1")
            .arg(QLatin1String(pendingKindName(s.pending[0].kind)));
    const bool setupAct = a.type <= ActionType::PlaceShip;
    const bool cardAct = a.type == ActionType::TakeCard || a.type == ActionType::RefreshMarket;
    const bool setupPhase = s.phase <= Phase::SetupShips;
    if (setupPhase != setupAct)
        return setupPhase ? QStringLiteral("the game is still in setup")
                          : QStringLiteral("setup is over");
    if ((s.phase == Phase::Cards) != cardAct)
        return s.phase == Phase::Cards
                   ? QStringLiteral("in the advance-card phase only card picks are possible")
                   : QStringLiteral("cards are picked only in the advance-card phase");
    if (a.ship >= kShipsPerPlayer || (a.ship < 0 && isShipAction(a.type)))
        return QStringLiteral("no such ship");
    if (s.phase == Phase::Actions) {
        const Ship *sh = a.ship >= 0 ? &s.p[a.player].ships[a.ship] : nullptr;
        const int cost = actionCost(s, a);
        if (s.actionsLeft < cost)
            return cost == 2 ? QStringLiteral("constructing needs 2 actions")
                             : QStringLiteral("no actions left this turn");
        if (sh && isShipMove(a.type) && sh->moved)
            return QStringLiteral("that ship has already moved this turn");
        if (sh && isAbilityAction(a.type) && sh->abilityUsed)
            return QStringLiteral("that ship has already used its ability this turn");
        if (sh && (isShipMove(a.type) || isAbilityAction(a.type)) && !sh->onMap())
            return QStringLiteral("that ship is not on the map");
        if (a.type == ActionType::Research && s.p[a.player].research >= 6)
            return QStringLiteral("research is already 6");
        if (a.type == ActionType::Construct)
            return QStringLiteral("the ships in orbit do not add up to the planet's target, or "
                                  "the planet cannot take your cube");
        if (a.type == ActionType::Move)
            return QStringLiteral("that square cannot be reached by this ship");
        if (a.type == ActionType::Attack || a.type == ActionType::Strike)
            return QStringLiteral("that enemy ship cannot be attacked from there");
    }
    return QStringLiteral("not a legal action in this position");
}

} // namespace quantum
