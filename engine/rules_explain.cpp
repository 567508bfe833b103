// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules_p.h"

#include <QCoreApplication>

// Why an action is not legal (whyIllegal), and the reason's name and wording.

namespace quantum {

using namespace detail;

namespace {

struct RefusalSpec {
    RefusalId id;
    const char *name; // stable, kebab-case
    const char *text; // English source text, context "Refusal"
};

// Texts with a placeholder take the arguments in order; DecisionPending, IllegalAnswer,
// WrongShip are worded per kind below.
constexpr RefusalSpec kRefusals[] = {
    {RefusalId::None, "none", QT_TRANSLATE_NOOP("Refusal", "the action is legal")},
    {RefusalId::GameOver, "game-over", QT_TRANSLATE_NOOP("Refusal", "the game is over")},
    {RefusalId::NotYourDecision, "not-your-decision",
     QT_TRANSLATE_NOOP("Refusal", "it is player %1's decision, not player %2's")},
    {RefusalId::DecisionPending, "decision-pending", nullptr},
    {RefusalId::IllegalAnswer, "illegal-answer", nullptr},
    {RefusalId::StillInSetup, "still-in-setup",
     QT_TRANSLATE_NOOP("Refusal", "the game is still in setup")},
    {RefusalId::SetupOver, "setup-over", QT_TRANSLATE_NOOP("Refusal", "setup is over")},
    {RefusalId::OnlyCardPicks, "only-card-picks",
     QT_TRANSLATE_NOOP("Refusal", "in the advance-card phase only card picks are possible")},
    {RefusalId::PicksOnlyInCardPhase, "picks-only-in-card-phase",
     QT_TRANSLATE_NOOP("Refusal", "cards are picked only in the advance-card phase")},
    {RefusalId::NoSuchShip, "no-such-ship", QT_TRANSLATE_NOOP("Refusal", "no such ship")},
    {RefusalId::NoActionsLeft, "no-actions-left",
     QT_TRANSLATE_NOOP("Refusal", "no actions left this turn")},
    {RefusalId::ConstructNeedsTwoActions, "construct-needs-two-actions",
     QT_TRANSLATE_NOOP("Refusal", "constructing needs 2 actions")},
    {RefusalId::CardNotActive, "card-not-active",
     QT_TRANSLATE_NOOP("Refusal", "you hold no active %1 card (a card taken this turn works "
                                  "from the next turn)")},
    {RefusalId::CardUsedThisTurn, "card-used-this-turn",
     QT_TRANSLATE_NOOP("Refusal", "%1 has already been used this turn")},
    {RefusalId::CuriousAfterAttack, "curious-after-attack",
     QT_TRANSLATE_NOOP("Refusal", "the CURIOUS move is not possible after an attack this turn")},
    {RefusalId::AttackAfterCurious, "attack-after-curious",
     QT_TRANSLATE_NOOP("Refusal", "no attack is possible after the CURIOUS move this turn")},
    {RefusalId::AlreadyMoved, "already-moved",
     QT_TRANSLATE_NOOP("Refusal", "that ship has already moved this turn")},
    {RefusalId::AbilityUsed, "ability-used",
     QT_TRANSLATE_NOOP("Refusal", "that ship has already used its ability this turn")},
    {RefusalId::NotOnMap, "not-on-map",
     QT_TRANSLATE_NOOP("Refusal", "that ship is not on the map")},
    {RefusalId::WrongShip, "wrong-ship", nullptr},
    {RefusalId::NotInScrapyard, "not-in-scrapyard",
     QT_TRANSLATE_NOOP("Refusal", "only a ship in the scrapyard can be deployed")},
    {RefusalId::InReserve, "in-reserve",
     QT_TRANSLATE_NOOP("Refusal", "that ship is in the reserve and cannot be used")},
    {RefusalId::DeployTarget, "deploy-target",
     QT_TRANSLATE_NOOP("Refusal", "a ship is deployed to an empty orbital position of a planet "
                                  "with your cube")},
    {RefusalId::NoEnemyThere, "no-enemy-there",
     QT_TRANSLATE_NOOP("Refusal", "there is no enemy ship on that square")},
    {RefusalId::StrikeAdjacent, "strike-adjacent",
     QT_TRANSLATE_NOOP("Refusal", "a Strike attacks an enemy ship orthogonally next to the "
                                  "Battlestation")},
    {RefusalId::TransportRoute, "transport-route",
     QT_TRANSLATE_NOOP("Refusal", "the Flagship cannot make that transport: it carries a ship "
                                  "next to it along free squares within its movement and drops "
                                  "it on an empty square next to where it stops")},
    {RefusalId::PartnerNotOnMap, "partner-not-on-map",
     QT_TRANSLATE_NOOP("Refusal", "the ship to swap with is not on the map")},
    {RefusalId::ModifyThreeOrFive, "modify-three-or-five",
     QT_TRANSLATE_NOOP("Refusal", "a Frigate modifies itself to 3 or 5 only")},
    {RefusalId::WrongCard, "wrong-card",
     QT_TRANSLATE_NOOP("Refusal", "%1 cannot be used for that")},
    {RefusalId::DominanceAtOne, "dominance-at-one",
     QT_TRANSLATE_NOOP("Refusal", "dominance is already 1")},
    {RefusalId::ResearchAtOne, "research-at-one",
     QT_TRANSLATE_NOOP("Refusal", "research is already 1")},
    {RefusalId::FlexibleByOne, "flexible-by-one",
     QT_TRANSLATE_NOOP("Refusal", "FLEXIBLE changes a ship on the map by one, within 1 to 6")},
    {RefusalId::EmptySlot, "empty-slot", QT_TRANSLATE_NOOP("Refusal", "that market slot is empty")},
    {RefusalId::ExpansionNoReserve, "expansion-no-reserve",
     QT_TRANSLATE_NOOP("Refusal", "EXPANSION can be taken only with a ship in your reserve")},
    {RefusalId::StartPlanet, "start-planet",
     QT_TRANSLATE_NOOP("Refusal", "only a starting planet that holds no cube can be chosen")},
    {RefusalId::SetupPlacement, "setup-placement",
     QT_TRANSLATE_NOOP("Refusal", "a ship is placed on an empty orbital position of your "
                                  "starting planet")},
    {RefusalId::ResearchAtSix, "research-at-six",
     QT_TRANSLATE_NOOP("Refusal", "research is already 6")},
    {RefusalId::ConstructTarget, "construct-target",
     QT_TRANSLATE_NOOP("Refusal", "the ships in orbit do not add up to the planet's target, or "
                                  "the planet cannot take your cube")},
    {RefusalId::Unreachable, "unreachable",
     QT_TRANSLATE_NOOP("Refusal", "that square cannot be reached by this ship")},
    {RefusalId::NotAttackable, "not-attackable",
     QT_TRANSLATE_NOOP("Refusal", "that enemy ship cannot be attacked from there")},
    {RefusalId::NotLegal, "not-legal",
     QT_TRANSLATE_NOOP("Refusal", "not a legal action in this position")},
};
static_assert(sizeof(kRefusals) / sizeof(*kRefusals) == size_t(RefusalId::Count));
constexpr bool refusalsInOrder()
{
    for (size_t i = 0; i < size_t(RefusalId::Count); ++i)
        if (size_t(kRefusals[i].id) != i) return false;
    return true;
}
static_assert(refusalsInOrder(), "kRefusals must list the refusal ids in their order");

// What the pending decision is, for "a decision is pending first" (by Pending::Kind).
constexpr const char *kPendingTexts[] = {
    QT_TRANSLATE_NOOP("Refusal", "a decision is pending first: player %1 occupies the square or "
                                 "stays"),
    QT_TRANSLATE_NOOP("Refusal", "a decision is pending first: player %1 places the infamy cube"),
    QT_TRANSLATE_NOOP("Refusal", "a decision is pending first: player %1 places a ship"),
    QT_TRANSLATE_NOOP("Refusal", "a decision is pending first: player %1 discards a command card"),
    QT_TRANSLATE_NOOP("Refusal", "a decision is pending first: player %1 decides whether to "
                                 "destroy both ships (DANGEROUS)"),
    QT_TRANSLATE_NOOP("Refusal", "a decision is pending first: player %1 decides whether to "
                                 "re-roll a combat die"),
    QT_TRANSLATE_NOOP("Refusal", "a decision is pending first: player %1 decides whether to "
                                 "re-roll the ship (SCRAPPY)"),
    QT_TRANSLATE_NOOP("Refusal", "a decision is pending first: player %1 chooses the ship's "
                                 "value (CLEVER)"),
    QT_TRANSLATE_NOOP("Refusal", "a decision is pending first: player %1 moves a cube "
                                 "(RELOCATION)"),
    QT_TRANSLATE_NOOP("Refusal", "a decision is pending first: player %1 chooses the ships to "
                                 "reorganize (REORGANIZATION)"),
    QT_TRANSLATE_NOOP("Refusal", "a decision is pending first: player %1 discards a command card "
                                 "(SABOTAGE)"),
};
static_assert(sizeof(kPendingTexts) / sizeof(*kPendingTexts) == size_t(Pending::Kind::Count));

// Why an answer of the right kind is not one of the legal answers (by Pending::Kind).
constexpr const char *kAnswerTexts[] = {
    QT_TRANSLATE_NOOP("Refusal", "only the ship that won the combat occupies or stays"),
    QT_TRANSLATE_NOOP("Refusal", "that planet cannot take the infamy cube"),
    QT_TRANSLATE_NOOP("Refusal", "the new ship cannot be placed there"),
    QT_TRANSLATE_NOOP("Refusal", "there is no card in that slot of the hand"),
    QT_TRANSLATE_NOOP("Refusal", "the answer is to use DANGEROUS or to decline"),
    QT_TRANSLATE_NOOP("Refusal", "that re-roll card cannot be used now"),
    QT_TRANSLATE_NOOP("Refusal", "the answer is to re-roll with SCRAPPY or to decline"),
    QT_TRANSLATE_NOOP("Refusal", "that value cannot be chosen"),
    QT_TRANSLATE_NOOP("Refusal", "that cube cannot be moved there"),
    QT_TRANSLATE_NOOP("Refusal", "those ships cannot be reorganized"),
    QT_TRANSLATE_NOOP("Refusal", "there is no card in that slot of the hand"),
};
static_assert(sizeof(kAnswerTexts) / sizeof(*kAnswerTexts) == size_t(Pending::Kind::Count));

// Does an action of type `t` answer a pending decision of kind `k`?
bool answers(Pending::Kind k, ActionType t)
{
    switch (k) {
    case Pending::Kind::Occupy:
        return t == ActionType::Occupy || t == ActionType::Stay;
    case Pending::Kind::Infamy:
        return t == ActionType::InfamyCube;
    case Pending::Kind::PlaceShip:
        return t == ActionType::PlaceExpansion;
    case Pending::Kind::DiscardCommand:
    case Pending::Kind::SabotageDiscard:
        return t == ActionType::DiscardCommand;
    case Pending::Kind::Dangerous:
    case Pending::Kind::ScrappyReroll:
        return t == ActionType::UseCard || t == ActionType::Decline;
    case Pending::Kind::CombatReroll:
        return t == ActionType::Reroll || t == ActionType::Decline;
    case Pending::Kind::ChooseValue:
        return t == ActionType::ChooseValue;
    case Pending::Kind::Relocate:
        return t == ActionType::Relocate;
    case Pending::Kind::Reorganize:
        return t == ActionType::Reorganize;
    case Pending::Kind::Count:
        break;
    }
    return false;
}

// The turn flag a once-per-turn card sets (R-CARD-7), 0 for the others.
uint16_t onceFlag(Card c)
{
    switch (c) {
    case Card::Cerebral:
        return UsedCerebral;
    case Card::Tyrannical:
        return UsedTyrannical;
    case Card::Flexible:
        return UsedFlexible;
    case Card::Tactical:
        return UsedTactical;
    case Card::Curious:
        return UsedCurious;
    case Card::Nomadic:
        return UsedNomadic;
    case Card::Resourceful:
        return UsedResourceful;
    default:
        return 0;
    }
}

// May `card` be used for an action of type `t` by the active player in the action phase?
bool cardServes(Card card, ActionType t)
{
    switch (card) {
    case Card::Curious: // a free move (R-ABIL-7: a transport is a move)
        return t == ActionType::Move || t == ActionType::Transport;
    case Card::Tactical:
        return t == ActionType::Move || t == ActionType::Attack;
    case Card::Ingenious:
        return t == ActionType::Construct;
    case Card::Cerebral:
    case Card::Tyrannical:
    case Card::Flexible:
    case Card::Resourceful:
    case Card::Nomadic:
        return t == ActionType::UseCard;
    default:
        return false;
    }
}

// The ship value each ability needs (R-ABIL-1..6), 0 for actions that are not abilities.
int abilityValue(ActionType t)
{
    switch (t) {
    case ActionType::Strike:
        return 1;
    case ActionType::Transport:
        return 2;
    case ActionType::Warp:
        return 3;
    case ActionType::Modify:
        return 4;
    case ActionType::ScoutReroll:
        return kScoutValue;
    default:
        return 0;
    }
}

Refusal refuse(RefusalId id, int arg0 = 0, int arg1 = 0)
{
    return Refusal{id, int16_t(arg0), int16_t(arg1)};
}

// The action phase: the first rule `a` breaks.
Refusal actionPhaseRefusal(const GameState &s, const Action &a)
{
    const int pl = a.player;
    const PlayerState &ps = s.p[pl];
    const Ship *sh = a.ship >= 0 ? &ps.ships[a.ship] : nullptr;
    const int cost = actionCost(s, a);
    if (s.actionsLeft < cost)
        return refuse(cost == 2 ? RefusalId::ConstructNeedsTwoActions : RefusalId::NoActionsLeft);
    const bool attack = a.type == ActionType::Attack || a.type == ActionType::Strike;
    if (a.card != Card::None) {
        if (!cardServes(a.card, a.type))
            return refuse(RefusalId::WrongCard, int(a.card), int(a.type));
        if (!ps.hasActive(a.card)) return refuse(RefusalId::CardNotActive, int(a.card));
        if (a.card == Card::Curious && (s.turnFlags & AttackedThisTurn))
            return refuse(RefusalId::CuriousAfterAttack);
        if (s.turnFlags & onceFlag(a.card)) return refuse(RefusalId::CardUsedThisTurn, int(a.card));
    }
    if (attack && (s.turnFlags & UsedCurious)) return refuse(RefusalId::AttackAfterCurious);
    if (sh) {
        const bool shipUse = isShipMove(a.type) || isAbilityAction(a.type);
        if ((shipUse || a.type == ActionType::Reconfigure || a.type == ActionType::Deploy) &&
            sh->at == kReserve)
            return refuse(RefusalId::InReserve);
        if (a.type == ActionType::Deploy)
            return refuse(sh->at == kScrapyard ? RefusalId::DeployTarget
                                               : RefusalId::NotInScrapyard);
        if (shipUse && !sh->onMap()) return refuse(RefusalId::NotOnMap);
        if (isShipMove(a.type) && sh->moved && !ps.hasActive(Card::Energetic))
            return refuse(RefusalId::AlreadyMoved);
        if (isAbilityAction(a.type) && sh->abilityUsed &&
            (!ps.hasActive(Card::Cunning) || (s.turnFlags & UsedCunning)))
            return refuse(RefusalId::AbilityUsed);
        if (abilityValue(a.type) && sh->value != abilityValue(a.type))
            return refuse(RefusalId::WrongShip, int(a.type));
    }
    const Board &b = *s.board;
    if (attack) {
        int owner = -1;
        const bool onBoard = a.to >= 0 && a.to < b.squareCount();
        if (onBoard && (s.shipAt(a.to, &owner) < 0 || owner == pl))
            return refuse(RefusalId::NoEnemyThere);
        if (a.type == ActionType::Strike && onBoard && sh) {
            bool next = false;
            for (Sq n : b.orth(sh->at))
                next |= n == a.to;
            if (!next) return refuse(RefusalId::StrikeAdjacent);
        }
        return refuse(RefusalId::NotAttackable);
    }
    switch (a.type) {
    case ActionType::Transport:
        return refuse(RefusalId::TransportRoute);
    case ActionType::Warp:
        if (a.other < 0 || a.other >= kShipsPerPlayer || !ps.ships[a.other].onMap() ||
            a.other == a.ship)
            return refuse(RefusalId::PartnerNotOnMap);
        break;
    case ActionType::Modify:
        if (a.value != 3 && a.value != 5) return refuse(RefusalId::ModifyThreeOrFive);
        break;
    case ActionType::UseCard:
        if (a.card == Card::Cerebral && ps.dominance <= 1) return refuse(RefusalId::DominanceAtOne);
        if (a.card == Card::Tyrannical && ps.research <= 1) return refuse(RefusalId::ResearchAtOne);
        if (a.card == Card::Flexible) return refuse(RefusalId::FlexibleByOne);
        break;
    case ActionType::Research:
        if (ps.research >= kTrackMax) return refuse(RefusalId::ResearchAtSix);
        break;
    case ActionType::Construct:
        return refuse(RefusalId::ConstructTarget);
    case ActionType::Move:
        return refuse(RefusalId::Unreachable);
    default:
        break;
    }
    return refuse(RefusalId::NotLegal);
}

} // namespace

Refusal whyIllegal(const GameState &s, const Action &a)
{
    if (s.phase == Phase::GameOver) return refuse(RefusalId::GameOver);
    const int who = s.toAct();
    if (a.player != who) return refuse(RefusalId::NotYourDecision, who, a.player);
    std::vector<Action> legal;
    legalActions(s, legal);
    if (findLegal(legal, a)) return Refusal{};
    if (s.pendingCount) {
        const Pending &pd = s.pending[0];
        return answers(pd.kind, a.type)
                   ? refuse(RefusalId::IllegalAnswer, int(pd.kind))
                   : refuse(RefusalId::DecisionPending, int(pd.kind), pd.player);
    }
    const bool setupAct = a.type <= ActionType::PlaceShip;
    const bool cardAct = a.type == ActionType::TakeCard || a.type == ActionType::RefreshMarket;
    const bool setupPhase = s.phase <= Phase::SetupShips;
    if (setupPhase != setupAct)
        return refuse(setupPhase ? RefusalId::StillInSetup : RefusalId::SetupOver);
    if ((s.phase == Phase::Cards) != cardAct)
        return refuse(s.phase == Phase::Cards ? RefusalId::OnlyCardPicks
                                              : RefusalId::PicksOnlyInCardPhase);
    if (a.ship >= kShipsPerPlayer || (a.ship < 0 && isShipAction(a.type)))
        return refuse(RefusalId::NoSuchShip);
    if (s.phase == Phase::Actions) return actionPhaseRefusal(s, a);
    if (a.type == ActionType::TakeCard) {
        if (a.value < 0 || a.value >= kMarketSlots || s.market[a.value] == Card::None)
            return refuse(RefusalId::EmptySlot);
        if (s.market[a.value] == Card::Expansion) return refuse(RefusalId::ExpansionNoReserve);
    }
    if (a.type == ActionType::ChooseStart) return refuse(RefusalId::StartPlanet);
    if (a.type == ActionType::PlaceShip) return refuse(RefusalId::SetupPlacement);
    return refuse(RefusalId::NotLegal);
}

const char *refusalName(RefusalId id)
{
    return id < RefusalId::Count ? kRefusals[int(id)].name : "unknown";
}

RefusalId refusalFromName(QStringView name)
{
    for (const RefusalSpec &r : kRefusals)
        if (name == QLatin1String(r.name)) return r.id;
    return RefusalId::Count;
}

QString refusalText(const Refusal &r)
{
    auto tr = [](const char *text) { return QCoreApplication::translate("Refusal", text); };
    const int kind = r.arg0;
    const bool validKind = kind >= 0 && kind < int(Pending::Kind::Count);
    switch (r.id) {
    case RefusalId::NotYourDecision:
        return tr(kRefusals[int(r.id)].text).arg(r.arg0).arg(r.arg1);
    case RefusalId::DecisionPending:
        return validKind ? tr(kPendingTexts[kind]).arg(r.arg1)
                         : tr(kRefusals[int(RefusalId::NotLegal)].text);
    case RefusalId::IllegalAnswer:
        return validKind ? tr(kAnswerTexts[kind]) : tr(kRefusals[int(RefusalId::NotLegal)].text);
    case RefusalId::CardNotActive:
    case RefusalId::CardUsedThisTurn: {
        const bool validCard = r.arg0 >= 0 && r.arg0 < kCardKinds;
        const QString card = validCard
                                 ? QCoreApplication::translate("Card", cardInfo(Card(r.arg0)).name)
                                 : QString();
        return tr(kRefusals[int(r.id)].text).arg(card);
    }
    case RefusalId::WrongCard: {
        const bool validCard = r.arg0 >= 0 && r.arg0 < kCardKinds;
        return tr(kRefusals[int(r.id)].text)
            .arg(validCard ? QCoreApplication::translate("Card", cardInfo(Card(r.arg0)).name)
                           : QString());
    }
    case RefusalId::WrongShip:
        switch (ActionType(r.arg0)) {
        case ActionType::Strike:
            return tr(QT_TRANSLATE_NOOP("Refusal", "only a Battlestation (1) can strike"));
        case ActionType::Transport:
            return tr(QT_TRANSLATE_NOOP("Refusal", "only a Flagship (2) can transport"));
        case ActionType::Warp:
            return tr(QT_TRANSLATE_NOOP("Refusal", "only a Destroyer (3) can warp"));
        case ActionType::Modify:
            return tr(QT_TRANSLATE_NOOP("Refusal", "only a Frigate (4) can modify itself"));
        case ActionType::ScoutReroll:
            return tr(QT_TRANSLATE_NOOP("Refusal", "only a Scout (6) can re-roll itself"));
        default:
            return tr(kRefusals[int(RefusalId::NotLegal)].text);
        }
    case RefusalId::Count:
        return tr(kRefusals[int(RefusalId::NotLegal)].text);
    default:
        return tr(kRefusals[int(r.id)].text);
    }
}

} // namespace quantum
