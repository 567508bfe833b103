// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Actions and events as JSON (docs/state-format.md#actions, #events).

#include "engine/json_p.h"

namespace quantum {

using namespace detail;

namespace {

// The action with only the fields its type carries (the ones actionToJson writes; the card
// and the derived flags go with every type): a field the type has no use for, given in a
// file or a message, is ignored instead of making a legal action unrecognizable.
Action carriedOnly(const Action &in)
{
    enum : unsigned { Ship = 1, Other = 2, Value = 4, From = 8, To = 16, Drop = 32, Planet = 64,
                      Planet2 = 128 };
    unsigned keep = 0;
    switch (in.type) {
    case ActionType::ChooseStart:
    case ActionType::InfamyCube: keep = Planet; break;
    case ActionType::Construct: keep = Planet | Value; break; // value: the diagonals
    case ActionType::PlaceShip:
    case ActionType::Deploy:
    case ActionType::Move:
    case ActionType::PlaceExpansion:
    case ActionType::Strike: keep = Ship | To; break;
    case ActionType::Attack: keep = Ship | From | To; break;
    case ActionType::Transport: keep = Ship | Other | To | Drop; break;
    case ActionType::Warp: keep = Ship | Other; break;
    case ActionType::Modify:
    case ActionType::ChooseValue: keep = Ship | Value; break;
    case ActionType::Reconfigure:
    case ActionType::ScoutReroll:
    case ActionType::Occupy:
    case ActionType::Stay:
    case ActionType::Decline: keep = Ship; break;
    case ActionType::TakeCard:
    case ActionType::DiscardCommand:
    case ActionType::Reorganize: keep = Value; break;
    case ActionType::UseCard: keep = Ship | Value | To; break;
    case ActionType::Relocate: keep = Other | Planet | Planet2; break;
    default: break;
    }
    const Action none;
    Action a = in;
    if (!(keep & Ship)) a.ship = none.ship;
    if (!(keep & Other)) a.other = none.other;
    if (!(keep & Value)) a.value = none.value;
    if (!(keep & From)) a.from = none.from;
    if (!(keep & To)) a.to = none.to;
    if (!(keep & Drop)) a.drop = none.drop;
    if (!(keep & Planet)) a.planet = none.planet;
    if (!(keep & Planet2)) a.planet2 = none.planet2;
    return a;
}

} // namespace

QJsonObject actionToJson(const Board &b, const Action &a)
{
    QJsonObject o;
    o[QStringLiteral("type")] = QLatin1String(actionTypeName(a.type));
    o[QStringLiteral("player")] = a.player;
    switch (a.type) {
    case ActionType::ChooseStart:
    case ActionType::Construct:
    case ActionType::InfamyCube:
        o[QStringLiteral("planet")] = planetToJson(b, a.planet);
        break;
    case ActionType::PlaceShip:
    case ActionType::Deploy:
    case ActionType::Move:
    case ActionType::PlaceExpansion:
        // A pending answer read without its ship (PlaceExpansion) is written without it too.
        if (a.ship >= 0 || a.type != ActionType::PlaceExpansion)
            o[QStringLiteral("ship")] = a.ship;
        o[QStringLiteral("to")] = squareToJson(b, a.to);
        break;
    case ActionType::Attack:
        o[QStringLiteral("ship")] = a.ship;
        o[QStringLiteral("from")] = squareToJson(b, a.from);
        o[QStringLiteral("to")] = squareToJson(b, a.to);
        break;
    case ActionType::Strike:
        o[QStringLiteral("ship")] = a.ship;
        o[QStringLiteral("to")] = squareToJson(b, a.to);
        break;
    case ActionType::Transport:
        o[QStringLiteral("ship")] = a.ship;
        o[QStringLiteral("passenger")] = a.other;
        o[QStringLiteral("to")] = squareToJson(b, a.to);
        o[QStringLiteral("drop")] = squareToJson(b, a.drop);
        break;
    case ActionType::Warp:
        o[QStringLiteral("ship")] = a.ship;
        o[QStringLiteral("with")] = a.other;
        break;
    case ActionType::Modify:
        o[QStringLiteral("ship")] = a.ship;
        o[QStringLiteral("value")] = a.value;
        break;
    case ActionType::Reconfigure:
    case ActionType::ScoutReroll:
        o[QStringLiteral("ship")] = a.ship;
        break;
    case ActionType::Occupy:
    case ActionType::Stay:
        if (a.ship >= 0)
            o[QStringLiteral("ship")] = a.ship;
        break;
    case ActionType::TakeCard:
    case ActionType::DiscardCommand:
        o[QStringLiteral("slot")] = a.value;
        break;
    case ActionType::UseCard:
        if (a.ship >= 0)
            o[QStringLiteral("ship")] = a.ship;
        if (a.value)
            o[QStringLiteral("value")] = a.value;
        if (a.to != kNoSq)
            o[QStringLiteral("to")] = squareToJson(b, a.to);
        break;
    case ActionType::ChooseValue:
        if (a.ship >= 0)
            o[QStringLiteral("ship")] = a.ship;
        o[QStringLiteral("value")] = a.value;
        break;
    case ActionType::Decline:
        if (a.ship >= 0)
            o[QStringLiteral("ship")] = a.ship;
        break;
    case ActionType::Relocate:
        o[QStringLiteral("owner")] = a.other;
        o[QStringLiteral("planet")] = planetToJson(b, a.planet);
        o[QStringLiteral("toPlanet")] = planetToJson(b, a.planet2);
        break;
    case ActionType::Reorganize: {
        QJsonArray ships;
        for (int i = 0; i < kShipsPerPlayer; ++i)
            if (a.value & (1 << i))
                ships.append(i);
        o[QStringLiteral("ships")] = ships;
        break;
    }
    default:
        break;
    }
    if (a.type == ActionType::Construct && a.value) {
        QJsonArray diag;
        const Sq psq = b.planets()[a.planet].sq;
        for (int d = 0; d < 4; ++d)
            if (a.value & (1 << d))
                diag.append(squareToJson(b, b.diag(psq)[d]));
        o[QStringLiteral("diagonals")] = diag;
    }
    if (a.card != Card::None)
        o[QStringLiteral("card")] = cardString(a.card);
    if (a.flags & Action::kUsesAbility)
        o[QStringLiteral("usesAbility")] = true;
    if (a.flags & Action::kUsesCunning)
        o[QStringLiteral("usesCunning")] = true;
    return o;
}

QJsonArray actionsToJson(const Board &b, const std::vector<Action> &actions)
{
    QJsonArray arr;
    for (const Action &a : actions)
        arr.append(actionToJson(b, a));
    return arr;
}

namespace {

// The steps of actionFromJson. Each reads its part of the action into `a` and returns false
// with the reason in the Reader when the part is missing, malformed or impossible.

const QString kWhere = QStringLiteral("action");

// Whether the action's JSON has the field `key` its type needs (else the reason).
bool needs(const QJsonObject &o, const Action &a, Reader &r, const char *key)
{
    if (o.value(QLatin1String(key)).isUndefined())
        return r.fail(kWhere, because(QT_TRANSLATE_NOOP("Reader", "'%1' needs field '%2'"),
                                      QLatin1String(actionTypeName(a.type)), QLatin1String(key)));
    return true;
}

// The type, the format version, and the fields every type may have (player, ship, value...).
bool readActionFields(const QJsonObject &o, Action &a, Reader &r)
{
    const QString &w = kWhere;
    const QJsonValue tv = o.value(QStringLiteral("type"));
    const int type = nameIndex(kActionNames, int(ActionType::Count), tv);
    if (type < 0) {
        r.fail(w + QStringLiteral(".type"),
               tv.isString() ? because(QT_TRANSLATE_NOOP("Reader", "unknown action type %1"),
                                       quoted(tv.toString()))
                             : because(QT_TRANSLATE_NOOP("Reader", "missing or not a string")));
        return false;
    }
    a.type = ActionType(type);
    int version = 1;
    if (!r.intField(o, "version", 0, 1000000, version, w)) return false;
    if (version > kStateFormatVersion) {
        r.fail(w, because(QT_TRANSLATE_NOOP(
                              "Reader", "action version %1 is newer than this program reads (%2)"),
                          version, kStateFormatVersion));
        return false;
    }
    return r.intField(o, "player", 0, kMaxPlayers - 1, a.player, w) &&
           r.intField(o, "ship", 0, kShipsPerPlayer - 1, a.ship, w) &&
           r.intField(o, "passenger", 0, kShipsPerPlayer - 1, a.other, w) &&
           r.intField(o, "with", 0, kShipsPerPlayer - 1, a.other, w) &&
           r.intField(o, "value", 1, kDieFaces, a.value, w) &&
           r.intField(o, "slot", 0, kMarketSlots - 1, a.value, w);
}

// The planet or squares the type names, each required; and the ship, for a ship's action.
bool readActionPlaces(const QJsonObject &o, Action &a, Reader &r)
{
    const QString &w = kWhere;
    switch (a.type) {
    case ActionType::ChooseStart:
    case ActionType::Construct:
    case ActionType::InfamyCube:
        if (!needs(o, a, r, "planet") ||
            !r.planet(o.value(QStringLiteral("planet")), a.planet, w + QStringLiteral(".planet")))
            return false;
        break;
    case ActionType::PlaceExpansion:
        if (o.value(QStringLiteral("to")).toString() == QLatin1String("scrapyard")) {
            a.to = kScrapyard;
            break;
        }
        [[fallthrough]];
    case ActionType::PlaceShip:
    case ActionType::Deploy:
    case ActionType::Move:
    case ActionType::Strike:
        if (!needs(o, a, r, "to") ||
            !r.square(o.value(QStringLiteral("to")), a.to, w + QStringLiteral(".to")))
            return false;
        break;
    case ActionType::Attack:
        if (!needs(o, a, r, "to") ||
            !r.square(o.value(QStringLiteral("to")), a.to, w + QStringLiteral(".to")))
            return false;
        if (!needs(o, a, r, "from") ||
            !r.square(o.value(QStringLiteral("from")), a.from, w + QStringLiteral(".from")))
            return false;
        break;
    case ActionType::Transport:
        if (!needs(o, a, r, "to") || !needs(o, a, r, "drop") || !needs(o, a, r, "passenger") ||
            !r.square(o.value(QStringLiteral("to")), a.to, w + QStringLiteral(".to")) ||
            !r.square(o.value(QStringLiteral("drop")), a.drop, w + QStringLiteral(".drop")))
            return false;
        break;
    case ActionType::Warp:
        if (!needs(o, a, r, "with")) return false;
        break;
    case ActionType::Modify:
    case ActionType::ChooseValue:
        if (!needs(o, a, r, "value")) return false;
        break;
    case ActionType::TakeCard:
    case ActionType::DiscardCommand:
        if (!needs(o, a, r, "slot")) return false;
        break;
    default:
        break;
    }
    const bool needsShip = a.type == ActionType::PlaceShip || a.type == ActionType::Reconfigure ||
                           a.type == ActionType::Deploy || a.type == ActionType::Move ||
                           a.type == ActionType::Attack || a.type == ActionType::Transport ||
                           a.type == ActionType::Strike || a.type == ActionType::Warp ||
                           a.type == ActionType::Modify || a.type == ActionType::ScoutReroll;
    return !needsShip || needs(o, a, r, "ship");
}

// The card named (a card's use, a combat re-roll), and where a card is used.
bool readActionCard(const QJsonObject &o, Action &a, Reader &r)
{
    const QString &w = kWhere;
    const QJsonValue cardv = o.value(QStringLiteral("card"));
    if (!cardv.isUndefined() && !r.card(cardv, a.card, w + QStringLiteral(".card"), true))
        return false;
    if ((a.type == ActionType::UseCard || a.type == ActionType::Reroll) && a.card == Card::None) {
        r.fail(w, because(QT_TRANSLATE_NOOP("Reader", "'%1' needs field 'card'"),
                          QLatin1String(actionTypeName(a.type))));
        return false;
    }
    if (a.type == ActionType::UseCard && !o.value(QStringLiteral("to")).isUndefined() &&
        !r.square(o.value(QStringLiteral("to")), a.to, w + QStringLiteral(".to")))
        return false;
    return true;
}

// The fields of the cards' own actions: RELOCATION's cube, REORGANIZATION's ships, and
// INGENIOUS's diagonal squares of a construction.
bool readCardAction(const Board &b, const QJsonObject &o, Action &a, Reader &r)
{
    const QString &w = kWhere;
    if (a.type == ActionType::Relocate) {
        if (!needs(o, a, r, "owner") || !needs(o, a, r, "planet") || !needs(o, a, r, "toPlanet") ||
            !r.intField(o, "owner", 0, kMaxPlayers - 1, a.other, w) ||
            !r.planet(o.value(QStringLiteral("planet")), a.planet, w + QStringLiteral(".planet")) ||
            !r.planet(o.value(QStringLiteral("toPlanet")), a.planet2,
                      w + QStringLiteral(".toPlanet")))
            return false;
    }
    if (a.type == ActionType::Reorganize) {
        QJsonArray ships;
        if (!needs(o, a, r, "ships") || !r.array(o.value(QStringLiteral("ships")), ships,
                                                 w + QStringLiteral(".ships"), kShipsPerPlayer))
            return false;
        a.value = 0;
        for (const QJsonValue &v : ships) {
            int i = 0;
            if (!r.integer(v, 0, kShipsPerPlayer - 1, i, w + QStringLiteral(".ships")))
                return false;
            a.value = int8_t(a.value | (1 << i));
        }
    }
    if (a.type == ActionType::Construct && o.contains(QStringLiteral("diagonals"))) {
        QJsonArray diag;
        if (!r.array(o.value(QStringLiteral("diagonals")), diag, w + QStringLiteral(".diagonals"),
                     4))
            return false;
        for (const QJsonValue &v : diag) {
            Sq sq = kNoSq;
            if (!r.square(v, sq, w + QStringLiteral(".diagonals"))) return false;
            bool found = false;
            for (int d = 0; d < 4; ++d)
                if (b.diag(b.planets()[a.planet].sq)[d] == sq) {
                    a.value = int8_t(a.value | (1 << d));
                    found = true;
                }
            if (!found) {
                r.refuse(
                    w + QStringLiteral(".diagonals"),
                    because(QT_TRANSLATE_NOOP("Reader", "not a square diagonal to the planet")));
                return false;
            }
        }
    }
    return true;
}

} // namespace

Action actionFromJson(const Board &b, const QJsonObject &o, int defaultPlayer, ReadStatus &st)
{
    Reader r{b, st};
    Action a;
    a.player = int8_t(defaultPlayer);
    if (!readActionFields(o, a, r) || !readActionPlaces(o, a, r) || !readActionCard(o, a, r) ||
        !readCardAction(b, o, a, r))
        return a;
    if (a.type == ActionType::Construct && a.value && a.card == Card::None)
        a.card = Card::Ingenious;
    // Pending answers may omit the ship of the pending decision (matchAction fills it in).
    return carriedOnly(a);
}

// ====================================================================== events

QJsonObject eventToJson(const Board &b, const Event &e)
{
    const EventSpec &spec = kEvents[int(e.type)];
    QJsonObject o;
    o[QStringLiteral("type")] = QLatin1String(spec.name);
    if (e.player >= 0)
        o[QStringLiteral("player")] = e.player;
    if (e.ship >= 0)
        o[QStringLiteral("ship")] = e.ship;
    if (e.other >= 0)
        o[QStringLiteral("other")] = e.other;
    if (e.value != 0)
        o[QStringLiteral("shipValue")] = e.value;
    if (e.value2 != 0)
        o[QStringLiteral("otherShipValue")] = e.value2;
    if (e.card != Card::None)
        o[QStringLiteral("card")] = cardString(e.card);
    if (e.from != kNoSq)
        o[QStringLiteral("from")] = squareToJson(b, e.from);
    if (e.sq != kNoSq)
        o[QStringLiteral("at")] = squareToJson(b, e.sq);
    if (e.planet >= 0)
        o[QStringLiteral("planet")] = planetToJson(b, e.planet);
    const int16_t vals[5] = {e.a, e.b, e.c, e.d, e.e};
    for (int i = 0; i < 5; ++i) {
        const EventArg &arg = spec.args[i];
        if (arg.kind == EventArg::Square)
            o[QLatin1String(arg.name)] = squareToJson(b, Sq(vals[i]));
        else if (arg.kind == EventArg::Planet)
            o[QLatin1String(arg.name)] = planetToJson(b, vals[i]);
        else if (arg.kind == EventArg::Number)
            o[QLatin1String(arg.name)] = vals[i];
    }
    return o;
}

Event eventFromJson(const Board &b, const QJsonObject &o, ReadStatus &st)
{
    Reader r{b, st};
    Event e{EventType::Count};
    const QString w = QStringLiteral("event");
    const QJsonValue tv = o.value(QStringLiteral("type"));
    const EventSpec *spec = nullptr;
    for (const EventSpec &s : kEvents)
        if (tv.isString() && tv.toString() == QLatin1String(s.name))
            spec = &s;
    if (!spec) {
        r.fail(w + QStringLiteral(".type"),
               tv.isString() ? because(QT_TRANSLATE_NOOP("Reader", "unknown event type %1"),
                                       quoted(tv.toString()))
                             : because(QT_TRANSLATE_NOOP("Reader", "missing or not a string")));
        return e;
    }
    e.type = spec->type;
    const int otherMax =
        spec->other == EventOther::Player ? b.map().players - 1 : kShipsPerPlayer - 1;
    if (!r.intField(o, "player", 0, b.map().players - 1, e.player, w) ||
        !r.intField(o, "ship", 0, kShipsPerPlayer - 1, e.ship, w) ||
        !r.intField(o, "other", 0, otherMax, e.other, w) ||
        !r.intField(o, "shipValue", 1, 6, e.value, w) ||
        !r.intField(o, "otherShipValue", 1, 6, e.value2, w))
        return e;
    const QJsonValue cardv = o.value(QStringLiteral("card"));
    if (!cardv.isUndefined() && !r.card(cardv, e.card, w + QStringLiteral(".card"), false))
        return e;
    if (!r.place(o.value(QStringLiteral("from")), e.from, w + QStringLiteral(".from")) ||
        !r.place(o.value(QStringLiteral("at")), e.sq, w + QStringLiteral(".at")))
        return e;
    const QJsonValue pv = o.value(QStringLiteral("planet"));
    if (!pv.isUndefined() && !r.planet(pv, e.planet, w + QStringLiteral(".planet")))
        return e;
    int16_t *vals[5] = {&e.a, &e.b, &e.c, &e.d, &e.e};
    for (int i = 0; i < 5; ++i) {
        const EventArg &arg = spec->args[i];
        if (arg.kind == EventArg::Unused)
            continue;
        const QString where = w + QLatin1Char('.') + QLatin1String(arg.name);
        const QJsonValue v = o.value(QLatin1String(arg.name));
        if (v.isUndefined()) {
            r.fail(w, because(QT_TRANSLATE_NOOP("Reader", "'%1' needs field '%2'"),
                              QLatin1String(spec->name), QLatin1String(arg.name)));
            return e;
        }
        if (arg.kind == EventArg::Square) {
            Sq sq = kNoSq;
            if (!r.square(v, sq, where))
                return e;
            *vals[i] = sq;
        } else if (arg.kind == EventArg::Planet) {
            if (!r.planet(v, *vals[i], where))
                return e;
        } else {
            int x = 0;
            if (!r.integer(v, arg.lo, arg.hi, x, where))
                return e;
            *vals[i] = int16_t(x);
        }
    }
    return e;
}

} // namespace quantum
