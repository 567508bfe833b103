// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Positions as JSON: stateToJson and stateFromJson (docs/state-format.md).

#include "engine/json_p.h"

#include "engine/dice.h"
#include "engine/invariants.h"
#include "engine/rules.h"

namespace quantum {

using namespace detail;

QJsonObject stateToJson(const GameState &s)
{
    const Board &b = *s.board;
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("quantum-state");
    o[QStringLiteral("version")] = kStateFormatVersion;
    o[QStringLiteral("phase")] = QLatin1String(phaseName(s.phase));
    o[QStringLiteral("turn")] = s.turn;
    o[QStringLiteral("active")] = s.active;
    o[QStringLiteral("firstPlayer")] =
        s.firstPlayer < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(s.firstPlayer);
    o[QStringLiteral("actionsLeft")] = s.actionsLeft;
    o[QStringLiteral("picker")] =
        s.picker < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(s.picker);
    o[QStringLiteral("picksOwed")] = s.picksOwed;
    o[QStringLiteral("winner")] =
        s.winner < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(s.winner);
    o[QStringLiteral("cubesToWin")] = s.cubesToWin;
    QJsonArray players;
    for (int pl = 0; pl < s.players; ++pl) {
        const PlayerState &ps = s.p[pl];
        QJsonObject po;
        po[QStringLiteral("dominance")] = ps.dominance;
        po[QStringLiteral("research")] = ps.research;
        QJsonArray ships;
        for (const Ship &sh : ps.ships) {
            QJsonObject so;
            so[QStringLiteral("value")] = sh.value;
            so[QStringLiteral("at")] = squareToJson(b, sh.at);
            so[QStringLiteral("moved")] = sh.moved;
            so[QStringLiteral("abilityUsed")] = sh.abilityUsed;
            ships.append(so);
        }
        po[QStringLiteral("ships")] = ships;
        QJsonArray cubes;
        for (int i = 0; i < ps.cubesPlaced; ++i)
            cubes.append(planetToJson(b, ps.cubes[i]));
        po[QStringLiteral("cubes")] = cubes;
        po[QStringLiteral("cubesLeft")] = s.cubesLeft(pl);
        QJsonArray hand; // held cards in slot order; the rules keep hands packed
        for (int i = 0; i < kMaxHand; ++i)
            if (ps.hand[i] != Card::None) {
                QJsonObject co;
                co[QStringLiteral("card")] = cardString(ps.hand[i]);
                co[QStringLiteral("fresh")] = bool(ps.freshCards & (1u << i));
                hand.append(co);
            }
        po[QStringLiteral("hand")] = hand;
        po[QStringLiteral("offTurnPicks")] = ps.offTurnPicks;
        po[QStringLiteral("infamyBlocked")] = ps.infamyBlocked;
        po[QStringLiteral("setupDecided")] = ps.setupDecided;
        po[QStringLiteral("startPlanet")] = planetToJson(b, ps.startPlanet);
        players.append(po);
    }
    o[QStringLiteral("players")] = players;
    QJsonArray market;
    for (Card c : s.market)
        market.append(cardValue(c));
    o[QStringLiteral("market")] = market;
    auto list = [](const Card *cards, int n) {
        QJsonArray a;
        for (int i = 0; i < n; ++i)
            a.append(cardString(cards[i]));
        return a;
    };
    QJsonObject decks;
    decks[QStringLiteral("gambit")] = list(s.gambitDeck.data(), s.gambitDeckCount);
    decks[QStringLiteral("gambitDiscard")] = list(s.gambitDiscard.data(), s.gambitDiscardCount);
    decks[QStringLiteral("command")] = list(s.commandDeck.data(), s.commandDeckCount);
    decks[QStringLiteral("commandDiscard")] =
        list(s.commandDiscard.data(), s.commandDiscardCount);
    o[QStringLiteral("decks")] = decks;
    QJsonArray pending;
    for (int i = 0; i < s.pendingCount; ++i) {
        const Pending &pd = s.pending[i];
        QJsonObject po;
        po[QStringLiteral("kind")] = QLatin1String(kPendingNames[int(pd.kind)]);
        po[QStringLiteral("player")] = pd.player;
        if (pd.ship >= 0)
            po[QStringLiteral("ship")] = pd.ship;
        if (pd.defender >= 0)
            po[QStringLiteral("defender")] = pd.defender;
        if (pd.value != 0)
            po[QStringLiteral("value")] = pd.value;
        if (pd.from != kNoSq)
            po[QStringLiteral("from")] = squareToJson(b, pd.from);
        if (pd.target != kNoSq)
            po[QStringLiteral("target")] = squareToJson(b, pd.target);
        if (pd.card != Card::None)
            po[QStringLiteral("card")] = cardString(pd.card);
        pending.append(po);
    }
    o[QStringLiteral("pending")] = pending;
    o[QStringLiteral("orderSeat")] =
        s.orderSeat < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(s.orderSeat);
    QJsonArray flags;
    for (int i = 0; i < kTurnFlagCount; ++i)
        if (s.turnFlags & (1u << i))
            flags.append(QLatin1String(kTurnFlagNames[i]));
    o[QStringLiteral("turnFlags")] = flags;
    if (s.combat.active) {
        const Combat &cb = s.combat;
        QJsonObject co;
        co[QStringLiteral("attacker")] = cb.attacker;
        co[QStringLiteral("attackerShip")] = cb.atkShip;
        co[QStringLiteral("defender")] = cb.defender;
        co[QStringLiteral("defenderShip")] = cb.defShip;
        co[QStringLiteral("from")] = squareToJson(b, cb.from);
        co[QStringLiteral("target")] = squareToJson(b, cb.target);
        co[QStringLiteral("attackRoll")] = cb.atkRoll;
        co[QStringLiteral("defenceRoll")] = cb.defRoll;
        co[QStringLiteral("strike")] = cb.strike;
        co[QStringLiteral("used")] = cb.used;
        o[QStringLiteral("combat")] = co;
    }
    return o;
}

namespace {

// The steps of stateFromJson. Each reads its part of the position into `s` and returns false
// with the reason in the Reader when the part is malformed or impossible.

// The position's frame: version, phase, turn, whose turn, actions and picks, the seats named.
bool readTurn(const QJsonObject &o, GameState &s, Reader &r)
{
    const QString w = QStringLiteral("position");
    const QJsonValue ver = o.value(QStringLiteral("version"));
    if (!ver.isUndefined()) {
        int v = 0;
        if (!r.integer(ver, 0, 1000000, v, w + QStringLiteral(".version")))
            return false;
        if (v > kStateFormatVersion) {
            r.fail(w,
                   because(QT_TRANSLATE_NOOP(
                               "Reader", "state version %1 is newer than this program reads (%2)"),
                           v, kStateFormatVersion));
            return false;
        }
    }
    const QJsonValue ph = o.value(QStringLiteral("phase"));
    if (!ph.isUndefined()) {
        const int phase = nameIndex(kPhaseNames, kPhaseCount, ph);
        if (phase < 0) {
            r.fail(w + QStringLiteral(".phase"),
                   because(QT_TRANSLATE_NOOP("Reader", "unknown phase")));
            return false;
        }
        s.phase = Phase(phase);
    }
    // Reachable defaults in the setup: no turn yet, the setup ships rolled, no first player yet.
    if (isSetupPhase(s.phase)) {
        s.turn = 0;
        if (s.phase == Phase::SetupReroll)
            s.firstPlayer = -1;
    }
    const int maxP = s.players - 1;
    int turn = s.turn;
    if (!r.intField(o, "turn", 0, 1000000, turn, w))
        return false;
    if (turn > kMaxTurns) {
        r.refuse(w + QStringLiteral(".turn"),
                 because(QT_TRANSLATE_NOOP("Reader", "turn %1 is past the turn limit (%2)"), turn,
                         kMaxTurns));
        return false;
    }
    s.turn = int16_t(turn);
    if (!r.intField(o, "active", 0, maxP, s.active, w) ||
        !r.intField(o, "actionsLeft", 0, kMaxActionsLeft, s.actionsLeft, w) ||
        !r.intField(o, "picksOwed", 0, kMaxPicks, s.picksOwed, w))
        return false;
    const struct {
        const char *key;
        int8_t *seat;
    } seats[] = {{"firstPlayer", &s.firstPlayer}, {"picker", &s.picker}, {"winner", &s.winner}};
    for (const auto &[key, seat] : seats) { // a seat, or null for none
        if (o.value(QLatin1String(key)).isNull())
            *seat = -1;
        else if (!r.intField(o, key, 0, maxP, *seat, w))
            return false;
    }
    if (s.phase == Phase::Cards && s.picker < 0)
        s.picker = s.active;
    return true;
}

// One player's ships (`pw`: where the player is in the file).
bool readShips(const QJsonObject &po, PlayerState &ps, const QString &pw, Reader &r)
{
    QJsonArray ships;
    if (!po.value(QStringLiteral("ships")).isUndefined() &&
        !r.array(po.value(QStringLiteral("ships")), ships, pw + QStringLiteral(".ships"),
                 kShipsPerPlayer))
        return false;
    for (int i = 0; i < ships.size(); ++i) {
        const QString sw = pw + QStringLiteral(".ships[%1]").arg(i);
        QJsonObject so;
        Ship &sh = ps.ships[i];
        if (!r.object(ships[i], so, sw) ||
            !r.intField(so, "value", 1, kDieFaces, sh.value, sw) ||
            !r.boolField(so, "moved", sh.moved, sw) ||
            !r.boolField(so, "abilityUsed", sh.abilityUsed, sw))
            return false;
        if (!r.place(so.value(QStringLiteral("at")), sh.at, sw + QStringLiteral(".at")))
            return false;
    }
    return true;
}

// One player's cubes and start planet.
bool readCubes(const QJsonObject &po, const GameState &s, PlayerState &ps, const QString &pw,
               Reader &r)
{
    QJsonArray cubes;
    if (!po.value(QStringLiteral("cubes")).isUndefined() &&
        !r.array(po.value(QStringLiteral("cubes")), cubes, pw + QStringLiteral(".cubes"),
                 s.cubesToWin))
        return false;
    for (int i = 0; i < cubes.size(); ++i)
        if (!r.planet(cubes[i], ps.cubes[i], pw + QStringLiteral(".cubes[%1]").arg(i)))
            return false;
    ps.cubesPlaced = int8_t(cubes.size());
    const QJsonValue sp = po.value(QStringLiteral("startPlanet"));
    if (!sp.isUndefined() && !sp.isNull() &&
        !r.planet(sp, ps.startPlanet, pw + QStringLiteral(".startPlanet")))
        return false;
    if (sp.isUndefined() && ps.cubesPlaced > 0 && s.board->planets()[ps.cubes[0]].start)
        ps.startPlanet = ps.cubes[0]; // the start cube is the first one placed
    return true;
}

// One player's command cards (a card, or {card, fresh}); a gambit is never held.
bool readHand(const QJsonObject &po, PlayerState &ps, const QString &pw, Reader &r)
{
    QJsonArray hand;
    if (!po.value(QStringLiteral("hand")).isUndefined() &&
        !r.array(po.value(QStringLiteral("hand")), hand, pw + QStringLiteral(".hand"), kMaxHand))
        return false;
    for (int i = 0; i < hand.size(); ++i) {
        const QString hw = pw + QStringLiteral(".hand[%1]").arg(i);
        bool fresh = false;
        if (hand[i].isString()) {
            if (!r.card(hand[i], ps.hand[i], hw, false))
                return false;
        } else {
            QJsonObject co;
            if (!r.object(hand[i], co, hw) ||
                !r.card(co.value(QStringLiteral("card")), ps.hand[i], hw, false) ||
                !r.boolField(co, "fresh", fresh, hw))
                return false;
        }
        if (isGambit(ps.hand[i])) {
            r.refuse(hw, because(QT_TRANSLATE_NOOP("Reader", "a gambit card cannot be held")));
            return false;
        }
        if (fresh)
            ps.freshCards |= uint8_t(1u << i);
    }
    return true;
}

// Every player: tracks, ships, cubes, hand. A player the file leaves out keeps the defaults.
bool readPlayers(const QJsonObject &o, GameState &s, Reader &r)
{
    const bool setup = isSetupPhase(s.phase);
    QJsonArray players;
    if (!o.value(QStringLiteral("players")).isUndefined() &&
        !r.array(o.value(QStringLiteral("players")), players, QStringLiteral("position.players"),
                 s.players))
        return false;
    for (int pl = 0; pl < s.players; ++pl) {
        PlayerState &ps = s.p[pl];
        for (int i = 0; i < kShipsPerPlayer; ++i)
            ps.ships[i].at = setup && i < 3 ? kUnplaced : kReserve;
        ps.setupDecided = s.phase != Phase::SetupReroll;
        if (pl >= players.size())
            continue;
        const QString pw = QStringLiteral("players[%1]").arg(pl);
        QJsonObject po;
        if (!r.object(players[pl], po, pw) ||
            !r.intField(po, "dominance", kTrackMin, kTrackMax, ps.dominance, pw) ||
            !r.intField(po, "research", kTrackMin, kTrackMax, ps.research, pw) ||
            !r.intField(po, "offTurnPicks", 0, kMaxPicks, ps.offTurnPicks, pw) ||
            !r.boolField(po, "infamyBlocked", ps.infamyBlocked, pw) ||
            !r.boolField(po, "setupDecided", ps.setupDecided, pw) ||
            !readShips(po, ps, pw, r) || !readCubes(po, s, ps, pw, r) || !readHand(po, ps, pw, r))
            return false;
    }
    return true;
}

// The decisions owed, in order.
bool readPending(const QJsonObject &o, GameState &s, Reader &r)
{
    const int maxP = s.players - 1;
    QJsonArray pending;
    if (!o.value(QStringLiteral("pending")).isUndefined() &&
        !r.array(o.value(QStringLiteral("pending")), pending, QStringLiteral("pending"),
                 kMaxPending))
        return false;
    for (int i = 0; i < pending.size(); ++i) {
        const QString pw = QStringLiteral("pending[%1]").arg(i);
        QJsonObject po;
        if (!r.object(pending[i], po, pw))
            return false;
        Pending &pd = s.pending[i];
        const int kind =
            nameIndex(kPendingNames, int(Pending::Kind::Count), po.value(QStringLiteral("kind")));
        if (kind < 0) {
            r.fail(pw + QStringLiteral(".kind"),
                   because(QT_TRANSLATE_NOOP("Reader", "unknown pending decision")));
            return false;
        }
        pd.kind = Pending::Kind(kind);
        if (!r.intField(po, "player", 0, maxP, pd.player, pw) ||
            !r.intField(po, "ship", 0, kShipsPerPlayer - 1, pd.ship, pw) ||
            !r.intField(po, "defender", 0, maxP, pd.defender, pw) ||
            !r.intField(po, "value", 0, kDieFaces, pd.value, pw))
            return false;
        if (!po.value(QStringLiteral("from")).isUndefined() &&
            !r.square(po.value(QStringLiteral("from")), pd.from, pw + QStringLiteral(".from")))
            return false;
        if (!po.value(QStringLiteral("target")).isUndefined() &&
            !r.square(po.value(QStringLiteral("target")), pd.target,
                      pw + QStringLiteral(".target")))
            return false;
        if (!po.value(QStringLiteral("card")).isUndefined() &&
            !r.card(po.value(QStringLiteral("card")), pd.card, pw + QStringLiteral(".card"),
                    false))
            return false;
        s.pendingCount = int8_t(i + 1);
    }
    return true;
}

// No market or decks in the file: full decks shuffled, the cards held or owed taken out, and
// the market dealt (from the action phase on; in the setup there is no market yet).
void dealFullDecks(GameState &s, Dice &dice)
{
    if (s.phase < Phase::Actions) return;
    shuffleFullDecks(s, dice);
    // Remove the command cards held or waiting in a pending decision, then deal.
    auto takeOut = [&](Card held) {
        for (int i = 0; i < s.commandDeckCount && held != Card::None; ++i)
            if (s.commandDeck[i] == held) {
                for (int k = i + 1; k < s.commandDeckCount; ++k)
                    s.commandDeck[k - 1] = s.commandDeck[k];
                s.commandDeck[--s.commandDeckCount] = Card::None;
                return;
            }
    };
    for (int pl = 0; pl < s.players; ++pl)
        for (Card held : s.p[pl].hand)
            takeOut(held);
    for (int i = 0; i < s.pendingCount; ++i)
        if (s.pending[i].card != Card::None && !isGambit(s.pending[i].card))
            takeOut(s.pending[i].card);
    for (int i = 0; i < kMarketSlots; ++i) {
        int8_t &n = i < 3 ? s.gambitDeckCount : s.commandDeckCount;
        Card *d = i < 3 ? s.gambitDeck.data() : s.commandDeck.data();
        if (n > 0) {
            s.market[i] = d[--n];
            d[n] = Card::None;
        }
    }
}

// The market and the decks as the file gives them (each deck and the market may be left out).
bool readCards(const QJsonValue &mv, const QJsonValue &dv, GameState &s, Reader &r)
{
    QJsonArray market;
    if (!mv.isUndefined()) {
        if (!r.array(mv, market, QStringLiteral("market"), kMarketSlots))
            return false;
        for (int i = 0; i < market.size(); ++i) {
            if (!r.card(market[i], s.market[i], QStringLiteral("market[%1]").arg(i), true))
                return false;
            if (s.market[i] != Card::None && isGambit(s.market[i]) != (i < 3)) {
                r.refuse(QStringLiteral("market[%1]").arg(i),
                         because(QT_TRANSLATE_NOOP(
                             "Reader", "slots 0-2 hold gambit cards, 3-5 command cards")));
                return false;
            }
        }
    }
    QJsonObject decks;
    if (!dv.isUndefined() && !r.object(dv, decks, QStringLiteral("decks")))
        return false;
    struct DeckSpec {
        const char *key;
        Card *cards;
        int8_t *count;
        int max;
        bool gambit;
    } specs[] = {{"gambit", s.gambitDeck.data(), &s.gambitDeckCount, kGambitCards, true},
                 {"gambitDiscard", s.gambitDiscard.data(), &s.gambitDiscardCount,
                  kGambitCards, true},
                 {"command", s.commandDeck.data(), &s.commandDeckCount, kCommandCards, false},
                 {"commandDiscard", s.commandDiscard.data(), &s.commandDiscardCount,
                  kCommandCards, false}};
    for (const DeckSpec &spec : specs) {
        const QString dw = QStringLiteral("decks.") + QLatin1String(spec.key);
        QJsonArray arr;
        const QJsonValue v = decks.value(QLatin1String(spec.key));
        if (v.isUndefined())
            continue;
        if (!r.array(v, arr, dw, spec.max))
            return false;
        for (int i = 0; i < arr.size(); ++i) {
            if (!r.card(arr[i], spec.cards[i], dw + QStringLiteral("[%1]").arg(i), false))
                return false;
            if (isGambit(spec.cards[i]) != spec.gambit) {
                r.refuse(
                    dw, because(QT_TRANSLATE_NOOP("Reader", "holds a card of the other kind")));
                return false;
            }
        }
        *spec.count = int8_t(arr.size());
    }
    return true;
}

// Who decides the order of simultaneous effects, and the once-a-turn flags.
bool readTurnFlags(const QJsonObject &o, GameState &s, Reader &r)
{
    const int maxP = s.players - 1;
    const QString w = QStringLiteral("position");
    const QJsonValue os = o.value(QStringLiteral("orderSeat"));
    s.orderSeat = os.isNull() ? -1 : s.active;
    if (!os.isUndefined() && !os.isNull() && !r.intField(o, "orderSeat", 0, maxP, s.orderSeat, w))
        return false;
    QJsonArray flags;
    if (!o.value(QStringLiteral("turnFlags")).isUndefined() &&
        !r.array(o.value(QStringLiteral("turnFlags")), flags, QStringLiteral("turnFlags"),
                 kTurnFlagCount))
        return false;
    for (const QJsonValue &f : flags) {
        const int flag = nameIndex(kTurnFlagNames, kTurnFlagCount, f);
        if (flag < 0) {
            r.fail(QStringLiteral("turnFlags"),
                   because(QT_TRANSLATE_NOOP("Reader", "unknown flag")));
            return false;
        }
        s.turnFlags |= uint16_t(1u << flag);
    }
    return true;
}

// The battle under way, if any.
bool readCombat(const QJsonObject &o, GameState &s, Reader &r)
{
    const int maxP = s.players - 1;
    const QJsonValue cv = o.value(QStringLiteral("combat"));
    if (!cv.isUndefined()) {
        QJsonObject co;
        const QString cw = QStringLiteral("combat");
        Combat &cb = s.combat;
        cb.active = true;
        if (!r.object(cv, co, cw) || !r.intField(co, "attacker", 0, maxP, cb.attacker, cw) ||
            !r.intField(co, "attackerShip", 0, kShipsPerPlayer - 1, cb.atkShip, cw) ||
            !r.intField(co, "defender", 0, maxP, cb.defender, cw) ||
            !r.intField(co, "defenderShip", 0, kShipsPerPlayer - 1, cb.defShip, cw) ||
            !r.intField(co, "attackRoll", 0, kDieFaces, cb.atkRoll, cw) ||
            !r.intField(co, "defenceRoll", 0, kDieFaces, cb.defRoll, cw) ||
            !r.intField(co, "used", 0, 63, cb.used, cw) ||
            !r.boolField(co, "strike", cb.strike, cw) ||
            !r.square(co.value(QStringLiteral("from")), cb.from, cw + QStringLiteral(".from")) ||
            !r.square(co.value(QStringLiteral("target")), cb.target,
                      cw + QStringLiteral(".target")))
            return false;
    }
    return true;
}

// A position every part of which was read may still be one no game reaches: it breaks an
// invariant, or nobody can act in it.
void refuseImpossible(const GameState &s, Reader &r)
{
    const QString w = QStringLiteral("position");
    Reason bad = brokenInvariant(s);
    if (!bad.isEmpty()) {
        r.refuse(w, std::move(bad));
        return;
    }
    if (s.phase != Phase::GameOver) {
        std::vector<Action> legal;
        legalActions(s, legal);
        if (legal.empty())
            r.refuse(w, because(QT_TRANSLATE_NOOP(
                            "Reader", "nobody can act in this position (no legal action)")));
    }
}

} // namespace

GameState stateFromJson(const QJsonObject &o, BoardPtr board, Dice &dice, ReadStatus &st)
{
    GameState s;
    s.board = board;
    const Board &b = *board;
    s.players = int8_t(b.map().players);
    s.cubesToWin = int8_t(b.map().cubes);
    s.gambitDeck.fill(Card::None);
    s.gambitDiscard.fill(Card::None);
    s.commandDeck.fill(Card::None);
    s.commandDiscard.fill(Card::None);
    s.phase = Phase::Actions;
    s.turn = 1;
    s.actionsLeft = kActionsPerTurn;
    s.firstPlayer = 0;
    Reader r{b, st};
    if (!readTurn(o, s, r) || !readPlayers(o, s, r) || !readPending(o, s, r))
        return s;
    // Market and decks: explicit, or full decks shuffled and dealt.
    const QJsonValue mv = o.value(QStringLiteral("market"));
    const QJsonValue dv = o.value(QStringLiteral("decks"));
    if (mv.isUndefined() && dv.isUndefined())
        dealFullDecks(s, dice);
    else if (!readCards(mv, dv, s, r))
        return s;
    if (readTurnFlags(o, s, r) && readCombat(o, s, r))
        refuseImpossible(s, r);
    return s;
}

} // namespace quantum
