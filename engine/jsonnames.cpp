// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The names of actions, events, phases, pending decisions and turn flags in JSON
// (docs/state-format.md), the table of event fields, and card ids.

#include "engine/json_p.h"

namespace quantum {

namespace detail {

constexpr const char *kActionNames[] = {
    "setup-reroll", "setup-keep", "choose-start", "place-ship", "reconfigure",
    "deploy",       "research",   "construct",    "move",       "attack",
    "transport",    "strike",     "warp",         "modify",     "scout-reroll",
    "end-turn",     "occupy",     "stay",         "infamy-cube", "place-expansion",
    "take-card",    "refresh-market", "discard-command", "use-card",   "reroll",
    "decline",      "choose-value", "relocate",    "reorganize"};

constexpr EventArg num(const char *name, int lo, int hi)
{
    return {name, EventArg::Number, lo, hi};
}
constexpr EventArg die(const char *name) { return num(name, 1, kDieFaces); }
constexpr EventArg roll(const char *name) { return num(name, 0, kDieFaces); } // 0: not rolled (yet)
// Combat totals: a value and a roll, plus or minus the cards' modifiers (R-COMBAT-1).
constexpr int kMinTotal = -20, kMaxTotal = 40;
constexpr EventSpec kEvents[] = {
    {EventType::SetupRolled,
     "setup-rolled",
     EventOther::None,
     {die("value1"), die("value2"), die("value3")}},
    {EventType::SetupRerolled,
     "setup-rerolled",
     EventOther::None,
     {die("value1"), die("value2"), die("value3")}},
    {EventType::SetupKept,
     "setup-kept",
     EventOther::None,
     {die("value1"), die("value2"), die("value3")}},
    {EventType::RollOff, "roll-off", EventOther::None, {die("roll")}},
    {EventType::FirstPlayer, "first-player", EventOther::None, {}},
    {EventType::StartChosen, "start-chosen", EventOther::None, {}},
    {EventType::ShipPlaced, "ship-placed", EventOther::None, {}},
    {EventType::DecksDealt, "decks-dealt", EventOther::None, {}},
    {EventType::TurnStarted,
     "turn-started",
     EventOther::None,
     {num("turn", 1, kMaxTurns), num("actions", 0, kMaxActionsLeft)}},
    {EventType::VoidResearch,
     "void-research",
     EventOther::None,
     {num("ships", 1, kShipsPerPlayer), die("research")}},
    {EventType::CardEffect, "card-effect", EventOther::None, {num("value", 0, kDieFaces)}},
    {EventType::InfamyRetry, "infamy-retry", EventOther::None, {}},
    {EventType::ShipRolled,
     "ship-rolled",
     EventOther::None,
     {die("value"), die("old"), num("reason", 0, int(RollReason::Scrappy))}},
    {EventType::Deployed, "deployed", EventOther::None, {}},
    {EventType::Researched, "researched", EventOther::None, {die("research")}},
    {EventType::CubePlaced,
     "cube-placed",
     EventOther::None,
     {num("how", 0, int(CubeReason::Infamy)), num("cubesLeft", 0, kMaxCubes)}},
    {EventType::Moved, "moved", EventOther::None, {num("diagonal", 0, 1)}},
    {EventType::Transported,
     "transported",
     EventOther::Ship,
     {{"drop", EventArg::Square}, {"pickup", EventArg::Square}}},
    {EventType::Warped, "warped", EventOther::Ship, {}},
    {EventType::Modified, "modified", EventOther::None, {die("value")}},
    {EventType::CombatRolled,
     "combat-rolled",
     EventOther::Player,
     {num("defenderShip", 0, kShipsPerPlayer - 1), roll("attackRoll"), roll("defenceRoll"),
      num("attackTotal", kMinTotal, kMaxTotal), num("defenceTotal", kMinTotal, kMaxTotal)}},
    {EventType::ShipDestroyed,
     "ship-destroyed",
     EventOther::Player,
     {num("value", 0, kDieFaces)}}, // 0: CLEVER chooses it later
    {EventType::AttackRepelled, "attack-repelled", EventOther::Player, {}},
    {EventType::Occupied, "occupied", EventOther::Player, {}},
    {EventType::Stayed, "stayed", EventOther::Player, {}},
    {EventType::DominanceChanged,
     "dominance-changed",
     EventOther::None,
     {die("before"), die("after")}},
    {EventType::ResearchChanged,
     "research-changed",
     EventOther::None,
     {die("before"), die("after")}},
    {EventType::InfamyBlocked, "infamy-blocked", EventOther::None, {}},
    {EventType::Breakthrough, "breakthrough", EventOther::None, {}},
    {EventType::CardsPhase, "cards-phase", EventOther::None, {num("picks", 0, kMaxPicks)}},
    {EventType::CardTaken, "card-taken", EventOther::None, {num("slot", 0, kMarketSlots - 1)}},
    {EventType::MarketRefreshed, "market-refreshed", EventOther::None, {}},
    {EventType::CardDiscarded, "card-discarded", EventOther::None, {}},
    {EventType::DeckReshuffled, "deck-reshuffled", EventOther::None, {num("command", 0, 1)}},
    {EventType::ExpansionShip, "expansion-ship", EventOther::None, {}},
    {EventType::CardUsed, "card-used", EventOther::None, {num("value", 0, kDieFaces)}},
    {EventType::CombatRerolled,
     "combat-rerolled",
     EventOther::None,
     {roll("attackRoll"), roll("defenceRoll"), {}, num("attackTotal", kMinTotal, kMaxTotal),
      num("defenceTotal", kMinTotal, kMaxTotal)}},
    {EventType::BothDestroyed,
     "both-destroyed",
     EventOther::Player,
     {num("attackerShip", 0, kShipsPerPlayer - 1)}},
    {EventType::CubeRelocated,
     "cube-relocated",
     EventOther::Player,
     {{"toPlanet", EventArg::Planet}}},
    {EventType::ActionsGained,
     "actions-gained",
     EventOther::None,
     {num("actions", 0, kMaxActionsLeft)}},
    {EventType::BonusTurn, "bonus-turn", EventOther::None, {}},
    {EventType::ValueChosen, "value-chosen", EventOther::None, {die("value")}},
    {EventType::TurnEnded, "turn-ended", EventOther::None, {}},
    {EventType::GameWon, "game-won", EventOther::None, {}},
    {EventType::TurnLimit, "turn-limit", EventOther::None, {num("turn", 0, kMaxTurns)}},
    {EventType::Attacked,
     "attacked",
     EventOther::Player,
     {{"attackFrom", EventArg::Square}, num("strike", 0, 1)}},
};
constexpr bool eventsInOrder()
{
    for (size_t i = 0; i < size_t(EventType::Count); ++i)
        if (size_t(kEvents[i].type) != i || !kEvents[i].name)
            return false;
    return true;
}
static_assert(eventsInOrder(), "kEvents must list the event types in their order");

constexpr const char *kPhaseNames[] = {"setup-reroll", "setup-start", "setup-ships",
                                       "actions",      "cards",       "game-over"};
constexpr const char *kPendingNames[] = {
    "occupy",         "infamy",       "place-card-ship", "discard-command",
    "dangerous",      "combat-reroll", "scrappy-reroll", "choose-value",
    "relocate",       "reorganize",    "sabotage-discard"};
constexpr const char *kTurnFlagNames[] = {
    "cerebral", "tyrannical", "flexible", "tactical", "curious",
    "nomadic",  "resourceful", "cunning", "killed",   "attacked"};

// The declarations in json_p.h give each table its length; every entry must be named.
template <size_t N> constexpr bool allNamed(const char *const (&names)[N])
{
    for (const char *name : names)
        if (!name)
            return false;
    return true;
}
static_assert(allNamed(kActionNames), "a name for every ActionType");
static_assert(allNamed(kPhaseNames), "a name for every Phase");
static_assert(allNamed(kPendingNames), "a name for every Pending::Kind");
static_assert(allNamed(kTurnFlagNames), "a name for every TurnFlag");

int nameIndex(const char *const *names, int count, const QJsonValue &name)
{
    if (!name.isString())
        return -1;
    const QString s = name.toString();
    for (int i = 0; i < count; ++i)
        if (s == QLatin1String(names[i]))
            return i;
    return -1;
}

QString cardString(Card c)
{
    return c == Card::None ? QString() : QString::fromLatin1(cardId(c));
}

QJsonValue cardValue(Card c)
{
    return c == Card::None ? QJsonValue(QJsonValue::Null) : QJsonValue(cardString(c));
}

} // namespace detail

using namespace detail;

const char *actionTypeName(ActionType t) { return kActionNames[int(t)]; }
const char *phaseName(Phase p) { return kPhaseNames[int(p)]; }
const char *pendingKindName(Pending::Kind k) { return kPendingNames[int(k)]; }

} // namespace quantum
