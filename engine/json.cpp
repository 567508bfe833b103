#include "engine/json.h"

#include "engine/dice.h"
#include "engine/reader.h"
#include "engine/rules.h"

#include <QJsonDocument>
#include <QSaveFile>

#include <cmath>
#include <cstring>

namespace quantum {

namespace {

const char *const kActionNames[] = {
    "setup-reroll", "setup-keep", "choose-start", "place-ship", "reconfigure",
    "deploy",       "research",   "construct",    "move",       "attack",
    "transport",    "strike",     "warp",         "modify",     "scout-reroll",
    "end-turn",     "occupy",     "stay",         "infamy-cube", "place-expansion",
    "take-card",    "refresh-market", "discard-command", "use-card",   "reroll",
    "decline",      "choose-value", "relocate",    "reorganize"};
static_assert(sizeof(kActionNames) / sizeof(*kActionNames) == size_t(ActionType::Count));

// How an event's fields are written and read: what `other` is (a player, a ship or unused)
// and, for each numeric argument a..e, its name and its range, or that it is a square or a
// planet (written as [x, y] like the event's own squares).
enum class EventOther : uint8_t { None, Player, Ship };
struct EventArg {
    enum Kind : uint8_t { Unused, Number, Square, Planet };
    const char *name = nullptr;
    Kind kind = Unused;
    int lo = 0, hi = 0;
};
constexpr EventArg num(const char *name, int lo, int hi)
{
    return {name, EventArg::Number, lo, hi};
}
constexpr EventArg die(const char *name) { return num(name, 1, 6); }
constexpr EventArg roll(const char *name) { return num(name, 0, 6); } // 0: not rolled (yet)
struct EventSpec {
    EventType type;
    const char *name;
    EventOther other;
    EventArg args[5];
};
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
    {EventType::SetupKept, "setup-kept", EventOther::None, {}},
    {EventType::RollOff, "roll-off", EventOther::None, {die("roll")}},
    {EventType::FirstPlayer, "first-player", EventOther::None, {}},
    {EventType::StartChosen, "start-chosen", EventOther::None, {}},
    {EventType::ShipPlaced, "ship-placed", EventOther::None, {}},
    {EventType::DecksDealt, "decks-dealt", EventOther::None, {}},
    {EventType::TurnStarted,
     "turn-started",
     EventOther::None,
     {num("turn", 1, kMaxTurns), num("actions", 0, 20)}},
    {EventType::VoidResearch,
     "void-research",
     EventOther::None,
     {num("ships", 1, kShipsPerPlayer), die("research")}},
    {EventType::CardEffect, "card-effect", EventOther::None, {num("value", 0, 6)}},
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
    {EventType::Transported, "transported", EventOther::Ship, {{"drop", EventArg::Square}}},
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
     {num("value", 0, 6)}}, // 0: CLEVER chooses it later
    {EventType::AttackRepelled, "attack-repelled", EventOther::None, {}},
    {EventType::Occupied, "occupied", EventOther::None, {}},
    {EventType::Stayed, "stayed", EventOther::None, {}},
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
    {EventType::CardsPhase, "cards-phase", EventOther::None, {num("picks", 0, 50)}},
    {EventType::CardTaken, "card-taken", EventOther::None, {num("slot", 0, kMarketSlots - 1)}},
    {EventType::MarketRefreshed, "market-refreshed", EventOther::None, {}},
    {EventType::CardDiscarded, "card-discarded", EventOther::None, {}},
    {EventType::DeckReshuffled, "deck-reshuffled", EventOther::None, {num("command", 0, 1)}},
    {EventType::ExpansionShip, "expansion-ship", EventOther::None, {}},
    {EventType::CardUsed, "card-used", EventOther::None, {num("value", 0, 6)}},
    {EventType::CombatRerolled,
     "combat-rerolled",
     EventOther::None,
     {roll("attackRoll"), roll("defenceRoll")}},
    {EventType::BothDestroyed, "both-destroyed", EventOther::Player, {}},
    {EventType::CubeRelocated,
     "cube-relocated",
     EventOther::Player,
     {{"toPlanet", EventArg::Planet}}},
    {EventType::ActionsGained, "actions-gained", EventOther::None, {num("actions", 0, 20)}},
    {EventType::BonusTurn, "bonus-turn", EventOther::None, {}},
    {EventType::ValueChosen, "value-chosen", EventOther::None, {die("value")}},
    {EventType::TurnEnded, "turn-ended", EventOther::None, {}},
    {EventType::GameWon, "game-won", EventOther::None, {}},
    {EventType::TurnLimit, "turn-limit", EventOther::None, {num("turn", 0, kMaxTurns)}},
};
static_assert(sizeof(kEvents) / sizeof(*kEvents) == size_t(EventType::Count));
constexpr bool eventsInOrder()
{
    for (size_t i = 0; i < size_t(EventType::Count); ++i)
        if (size_t(kEvents[i].type) != i)
            return false;
    return true;
}
static_assert(eventsInOrder(), "kEvents must list the event types in their order");

const char *const kPhaseNames[] = {"setup-reroll", "setup-start", "setup-ships",
                                   "actions",      "cards",       "game-over"};
const char *const kPendingNames[] = {"occupy",        "infamy",         "place-card-ship",
                                     "discard-command", "dangerous",     "combat-reroll",
                                     "scrappy-reroll",  "choose-value",  "relocate",
                                     "reorganize",      "sabotage-discard"};
static_assert(sizeof(kPendingNames) / sizeof(*kPendingNames) == size_t(Pending::Kind::Count));
const char *const kTurnFlagNames[] = {"cerebral", "tyrannical", "flexible", "tactical",
                                      "curious",  "nomadic",    "resourceful", "cunning",
                                      "killed",   "attacked"};

QString cardString(Card c)
{
    return c == Card::None ? QString() : QString::fromLatin1(cardId(c));
}

QJsonValue cardValue(Card c)
{
    return c == Card::None ? QJsonValue(QJsonValue::Null) : QJsonValue(cardString(c));
}

// ---- reading helpers: each sets status to Unreadable with a located reason on failure

struct Reader {
    const Board &b;
    ReadStatus &st;

    bool fail(const QString &where, Reason what)
    {
        return st.fail(ReadError::Unreadable, std::move(what), where);
    }
    bool refuse(const QString &where, Reason what)
    {
        return st.fail(ReadError::Refused, std::move(what), where);
    }

    bool integer(const QJsonValue &v, int lo, int hi, int &out, const QString &where)
    {
        const double d = v.toDouble(0.5);
        if (!v.isDouble() || !(d >= -9e15 && d <= 9e15) || d != double(qint64(d)))
            return fail(where,
                        because(QT_TRANSLATE_NOOP("Reader", "must be an integer between %1 and %2"),
                                lo, hi));
        if (d < lo || d > hi)
            return fail(where,
                        because(QT_TRANSLATE_NOOP("Reader", "must be between %1 and %2"), lo, hi));
        out = int(d);
        return true;
    }
    template <typename T>
    bool intField(const QJsonObject &o, const char *key, int lo, int hi, T &out,
                  const QString &where)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        int x = 0;
        if (!integer(v, lo, hi, x, where + QLatin1Char('.') + QLatin1String(key)))
            return false;
        out = T(x);
        return true;
    }
    bool boolField(const QJsonObject &o, const char *key, bool &out, const QString &where)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isBool())
            return fail(where + QLatin1Char('.') + QLatin1String(key),
                        because(QT_TRANSLATE_NOOP("Reader", "must be true or false")));
        out = v.toBool();
        return true;
    }
    // [x, y] -> square of the board
    bool square(const QJsonValue &v, Sq &out, const QString &where)
    {
        if (!v.isArray() || v.toArray().size() != 2)
            return fail(where, because(QT_TRANSLATE_NOOP("Reader", "must be a square [x, y]")));
        int x = 0, y = 0;
        const QJsonArray arr = v.toArray();
        if (!integer(arr[0], -1000000, 1000000, x, where) ||
            !integer(arr[1], -1000000, 1000000, y, where))
            return false;
        out = b.fromFile(x, y);
        if (out == kNoSq)
            return refuse(
                where,
                because(QT_TRANSLATE_NOOP("Reader", "[%1, %2] is not a square of the map"), x, y));
        return true;
    }
    // A square, "scrapyard", "reserve" or "unplaced"; absent leaves `out` as it is.
    bool place(const QJsonValue &v, Sq &out, const QString &where)
    {
        if (v.isUndefined())
            return true;
        if (v.isString()) {
            const QString name = v.toString();
            if (name == QLatin1String("scrapyard"))
                out = kScrapyard;
            else if (name == QLatin1String("reserve"))
                out = kReserve;
            else if (name == QLatin1String("unplaced"))
                out = kUnplaced;
            else
                return fail(where,
                            because(QT_TRANSLATE_NOOP("Reader", "must be [x, y], \"scrapyard\", "
                                                                "\"reserve\" or \"unplaced\"")));
            return true;
        }
        return square(v, out, where);
    }
    bool planet(const QJsonValue &v, int16_t &out, const QString &where)
    {
        Sq sq = kNoSq;
        if (!square(v, sq, where))
            return false;
        out = int16_t(b.planetAt(sq));
        if (out < 0)
            return refuse(where, because(QT_TRANSLATE_NOOP("Reader", "[%1, %2] is not a planet"),
                                         b.fileX(sq), b.fileY(sq)));
        return true;
    }
    bool card(const QJsonValue &v, Card &out, const QString &where, bool allowNull)
    {
        if (v.isNull() && allowNull) {
            out = Card::None;
            return true;
        }
        if (!v.isString())
            return fail(where, because(QT_TRANSLATE_NOOP("Reader", "must be a card id")));
        const QByteArray id = v.toString().toLatin1();
        out = cardFromId(id.constData(), int(id.size()));
        if (out == Card::None)
            return fail(where, because(QT_TRANSLATE_NOOP("Reader", "unknown card %1"),
                                       quoted(v.toString())));
        return true;
    }
    bool object(const QJsonValue &v, QJsonObject &out, const QString &where)
    {
        if (!v.isObject())
            return fail(where, because(QT_TRANSLATE_NOOP("Reader", "must be an object")));
        out = v.toObject();
        return true;
    }
    bool array(const QJsonValue &v, QJsonArray &out, const QString &where, int maxSize)
    {
        if (!v.isArray())
            return fail(where, because(QT_TRANSLATE_NOOP("Reader", "must be an array")));
        out = v.toArray();
        if (out.size() > maxSize)
            return fail(where,
                        because(QT_TRANSLATE_NOOP("Reader", "has more than %1 entries"), maxSize));
        return true;
    }
};

} // namespace

const char *eventTypeName(EventType t) { return kEvents[int(t)].name; }
const char *actionTypeName(ActionType t) { return kActionNames[int(t)]; }
const char *phaseName(Phase p) { return kPhaseNames[int(p)]; }
const char *pendingKindName(Pending::Kind k) { return kPendingNames[int(k)]; }

QJsonValue squareToJson(const Board &b, Sq sq)
{
    if (sq == kScrapyard)
        return QStringLiteral("scrapyard");
    if (sq == kReserve)
        return QStringLiteral("reserve");
    if (sq == kUnplaced)
        return QStringLiteral("unplaced");
    if (sq < 0)
        return QJsonValue(QJsonValue::Null);
    return QJsonArray{b.fileX(sq), b.fileY(sq)};
}

QJsonValue planetToJson(const Board &b, int planet)
{
    if (planet < 0)
        return QJsonValue(QJsonValue::Null);
    return squareToJson(b, b.planets()[planet].sq);
}

// ====================================================================== state

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
    for (int i = 0; i < 10; ++i)
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
    const QString w = QStringLiteral("position");

    const QJsonValue ver = o.value(QStringLiteral("version"));
    if (!ver.isUndefined()) {
        int v = 0;
        if (!r.integer(ver, 0, 1000000, v, w + QStringLiteral(".version")))
            return s;
        if (v > kStateFormatVersion) {
            r.fail(w,
                   because(QT_TRANSLATE_NOOP(
                               "Reader", "state version %1 is newer than this program reads (%2)"),
                           v, kStateFormatVersion));
            return s;
        }
    }
    const QJsonValue ph = o.value(QStringLiteral("phase"));
    if (!ph.isUndefined()) {
        bool found = false;
        for (int i = 0; i < 6; ++i)
            if (ph.toString() == QLatin1String(kPhaseNames[i])) {
                s.phase = Phase(i);
                found = true;
            }
        if (!found) {
            r.fail(w + QStringLiteral(".phase"),
                   because(QT_TRANSLATE_NOOP("Reader", "unknown phase")));
            return s;
        }
    }
    const bool setup = s.phase == Phase::SetupReroll || s.phase == Phase::SetupStart ||
                       s.phase == Phase::SetupShips;
    if (setup) { // reachable defaults: no turn yet, the setup ships rolled, no first player yet
        s.turn = 0;
        if (s.phase == Phase::SetupReroll)
            s.firstPlayer = -1;
    }
    const int maxP = s.players - 1;
    int turn = s.turn;
    if (!r.intField(o, "turn", 0, 1000000, turn, w))
        return s;
    if (turn > kMaxTurns) {
        r.refuse(w + QStringLiteral(".turn"),
                 because(QT_TRANSLATE_NOOP("Reader", "turn %1 is past the turn limit (%2)"), turn,
                         kMaxTurns));
        return s;
    }
    s.turn = int16_t(turn);
    if (!r.intField(o, "active", 0, maxP, s.active, w) ||
        !r.intField(o, "actionsLeft", 0, 20, s.actionsLeft, w) ||
        !r.intField(o, "picksOwed", 0, 50, s.picksOwed, w))
        return s;
    for (const char *key : {"firstPlayer", "picker", "winner"}) {
        const QJsonValue v = o.value(QLatin1String(key));
        int8_t *dst = std::strcmp(key, "firstPlayer") == 0 ? &s.firstPlayer
                      : std::strcmp(key, "picker") == 0    ? &s.picker
                                                           : &s.winner;
        if (v.isNull())
            *dst = -1;
        else if (!r.intField(o, key, 0, maxP, *dst, w))
            return s;
    }
    if (s.phase == Phase::Cards && s.picker < 0)
        s.picker = s.active;

    QJsonArray players;
    if (!o.value(QStringLiteral("players")).isUndefined() &&
        !r.array(o.value(QStringLiteral("players")), players, w + QStringLiteral(".players"),
                 s.players))
        return s;
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
            !r.intField(po, "dominance", 1, 6, ps.dominance, pw) ||
            !r.intField(po, "research", 1, 6, ps.research, pw) ||
            !r.intField(po, "offTurnPicks", 0, 50, ps.offTurnPicks, pw) ||
            !r.boolField(po, "infamyBlocked", ps.infamyBlocked, pw) ||
            !r.boolField(po, "setupDecided", ps.setupDecided, pw))
            return s;
        QJsonArray ships;
        if (!po.value(QStringLiteral("ships")).isUndefined() &&
            !r.array(po.value(QStringLiteral("ships")), ships, pw + QStringLiteral(".ships"),
                     kShipsPerPlayer))
            return s;
        for (int i = 0; i < ships.size(); ++i) {
            const QString sw = pw + QStringLiteral(".ships[%1]").arg(i);
            QJsonObject so;
            Ship &sh = ps.ships[i];
            if (!r.object(ships[i], so, sw) || !r.intField(so, "value", 1, 6, sh.value, sw) ||
                !r.boolField(so, "moved", sh.moved, sw) ||
                !r.boolField(so, "abilityUsed", sh.abilityUsed, sw))
                return s;
            if (!r.place(so.value(QStringLiteral("at")), sh.at, sw + QStringLiteral(".at")))
                return s;
        }
        QJsonArray cubes;
        if (!po.value(QStringLiteral("cubes")).isUndefined() &&
            !r.array(po.value(QStringLiteral("cubes")), cubes, pw + QStringLiteral(".cubes"),
                     s.cubesToWin))
            return s;
        for (int i = 0; i < cubes.size(); ++i)
            if (!r.planet(cubes[i], ps.cubes[i], pw + QStringLiteral(".cubes[%1]").arg(i)))
                return s;
        ps.cubesPlaced = int8_t(cubes.size());
        const QJsonValue sp = po.value(QStringLiteral("startPlanet"));
        if (!sp.isUndefined() && !sp.isNull() &&
            !r.planet(sp, ps.startPlanet, pw + QStringLiteral(".startPlanet")))
            return s;
        if (sp.isUndefined() && ps.cubesPlaced > 0 && b.planets()[ps.cubes[0]].start)
            ps.startPlanet = ps.cubes[0]; // the start cube is the first one placed
        QJsonArray hand;
        if (!po.value(QStringLiteral("hand")).isUndefined() &&
            !r.array(po.value(QStringLiteral("hand")), hand, pw + QStringLiteral(".hand"),
                     kMaxHand))
            return s;
        for (int i = 0; i < hand.size(); ++i) {
            const QString hw = pw + QStringLiteral(".hand[%1]").arg(i);
            bool fresh = false;
            if (hand[i].isString()) {
                if (!r.card(hand[i], ps.hand[i], hw, false))
                    return s;
            } else {
                QJsonObject co;
                if (!r.object(hand[i], co, hw) ||
                    !r.card(co.value(QStringLiteral("card")), ps.hand[i], hw, false) ||
                    !r.boolField(co, "fresh", fresh, hw))
                    return s;
            }
            if (isGambit(ps.hand[i])) {
                r.refuse(hw, because(QT_TRANSLATE_NOOP("Reader", "a gambit card cannot be held")));
                return s;
            }
            if (fresh)
                ps.freshCards |= uint8_t(1u << i);
        }
    }

    QJsonArray pending;
    if (!o.value(QStringLiteral("pending")).isUndefined() &&
        !r.array(o.value(QStringLiteral("pending")), pending, QStringLiteral("pending"),
                 kMaxPending))
        return s;
    for (int i = 0; i < pending.size(); ++i) {
        const QString pw = QStringLiteral("pending[%1]").arg(i);
        QJsonObject po;
        if (!r.object(pending[i], po, pw))
            return s;
        Pending &pd = s.pending[i];
        const QString kind = po.value(QStringLiteral("kind")).toString();
        bool found = false;
        for (int k = 0; k < int(Pending::Kind::Count); ++k)
            if (kind == QLatin1String(kPendingNames[k])) {
                pd.kind = Pending::Kind(k);
                found = true;
            }
        if (!found) {
            r.fail(pw + QStringLiteral(".kind"),
                   because(QT_TRANSLATE_NOOP("Reader", "unknown pending decision")));
            return s;
        }
        if (!r.intField(po, "player", 0, maxP, pd.player, pw) ||
            !r.intField(po, "ship", 0, kShipsPerPlayer - 1, pd.ship, pw) ||
            !r.intField(po, "defender", 0, maxP, pd.defender, pw) ||
            !r.intField(po, "value", 0, 6, pd.value, pw))
            return s;
        if (!po.value(QStringLiteral("from")).isUndefined() &&
            !r.square(po.value(QStringLiteral("from")), pd.from, pw + QStringLiteral(".from")))
            return s;
        if (!po.value(QStringLiteral("target")).isUndefined() &&
            !r.square(po.value(QStringLiteral("target")), pd.target,
                      pw + QStringLiteral(".target")))
            return s;
        if (!po.value(QStringLiteral("card")).isUndefined() &&
            !r.card(po.value(QStringLiteral("card")), pd.card, pw + QStringLiteral(".card"),
                    false))
            return s;
        s.pendingCount = int8_t(i + 1);
    }
    // Market and decks: explicit, or full decks shuffled and dealt.
    const QJsonValue mv = o.value(QStringLiteral("market"));
    const QJsonValue dv = o.value(QStringLiteral("decks"));
    if (mv.isUndefined() && dv.isUndefined()) {
        if (s.phase >= Phase::Actions) {
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
    } else {
        QJsonArray market;
        if (!mv.isUndefined()) {
            if (!r.array(mv, market, QStringLiteral("market"), kMarketSlots))
                return s;
            for (int i = 0; i < market.size(); ++i) {
                if (!r.card(market[i], s.market[i], QStringLiteral("market[%1]").arg(i), true))
                    return s;
                if (s.market[i] != Card::None && isGambit(s.market[i]) != (i < 3)) {
                    r.refuse(QStringLiteral("market[%1]").arg(i),
                             because(QT_TRANSLATE_NOOP(
                                 "Reader", "slots 0-2 hold gambit cards, 3-5 command cards")));
                    return s;
                }
            }
        }
        QJsonObject decks;
        if (!dv.isUndefined() && !r.object(dv, decks, QStringLiteral("decks")))
            return s;
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
                return s;
            for (int i = 0; i < arr.size(); ++i) {
                if (!r.card(arr[i], spec.cards[i], dw + QStringLiteral("[%1]").arg(i), false))
                    return s;
                if (isGambit(spec.cards[i]) != spec.gambit) {
                    r.refuse(
                        dw, because(QT_TRANSLATE_NOOP("Reader", "holds a card of the other kind")));
                    return s;
                }
            }
            *spec.count = int8_t(arr.size());
        }
    }

    const QJsonValue os = o.value(QStringLiteral("orderSeat"));
    s.orderSeat = os.isNull() ? -1 : s.active;
    if (!os.isUndefined() && !os.isNull() && !r.intField(o, "orderSeat", 0, maxP, s.orderSeat, w))
        return s;
    QJsonArray flags;
    if (!o.value(QStringLiteral("turnFlags")).isUndefined() &&
        !r.array(o.value(QStringLiteral("turnFlags")), flags, QStringLiteral("turnFlags"), 10))
        return s;
    for (const QJsonValue &f : flags) {
        bool found = false;
        for (int i = 0; i < 10; ++i)
            if (f.toString() == QLatin1String(kTurnFlagNames[i])) {
                s.turnFlags |= uint16_t(1u << i);
                found = true;
            }
        if (!found) {
            r.fail(QStringLiteral("turnFlags"),
                   because(QT_TRANSLATE_NOOP("Reader", "unknown flag")));
            return s;
        }
    }
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
            !r.intField(co, "attackRoll", 0, 6, cb.atkRoll, cw) ||
            !r.intField(co, "defenceRoll", 0, 6, cb.defRoll, cw) ||
            !r.intField(co, "used", 0, 63, cb.used, cw) ||
            !r.boolField(co, "strike", cb.strike, cw) ||
            !r.square(co.value(QStringLiteral("from")), cb.from, cw + QStringLiteral(".from")) ||
            !r.square(co.value(QStringLiteral("target")), cb.target,
                      cw + QStringLiteral(".target")))
            return s;
    }
    Reason bad = brokenInvariant(s);
    if (!bad.isEmpty()) {
        r.refuse(w, std::move(bad));
        return s;
    }
    if (s.phase != Phase::GameOver) {
        std::vector<Action> legal;
        legalActions(s, legal);
        if (legal.empty())
            r.refuse(w, because(QT_TRANSLATE_NOOP(
                            "Reader", "nobody can act in this position (no legal action)")));
    }
    return s;
}

// ====================================================================== invariants

namespace {

QString squareText(const Board &b, Sq sq)
{
    return QStringLiteral("[%1, %2]").arg(b.fileX(sq)).arg(b.fileY(sq));
}

QString planetText(const Board &b, int planet)
{
    return squareText(b, b.planets()[planet].sq);
}

bool inSetup(const GameState &s)
{
    return s.phase == Phase::SetupReroll || s.phase == Phase::SetupStart ||
           s.phase == Phase::SetupShips;
}

// The seat at position `i` of the turn order (R-SETUP-3: from the first player, clockwise).
int seatInOrder(const GameState &s, int i)
{
    return (s.firstPlayer + i) % s.players;
}

// Ships, trackers and cubes within their bounds, one ship per square, cube locations kept.
Reason checkPieces(const GameState &s)
{
    const Board &b = *s.board;
    std::vector<int8_t> seen(b.squareCount(), -1);
    for (int pl = 0; pl < s.players; ++pl) {
        const PlayerState &ps = s.p[pl];
        if (ps.dominance < 1 || ps.dominance > 6)
            return because(QT_TRANSLATE_NOOP("Reader", "player %1: dominance %2 outside 1..6"), pl,
                           ps.dominance);
        if (ps.research < 1 || ps.research > 6)
            return because(QT_TRANSLATE_NOOP("Reader", "player %1: research %2 outside 1..6"), pl,
                           ps.research);
        if (ps.cubesPlaced < 0 || ps.cubesPlaced > s.cubesToWin)
            return because(QT_TRANSLATE_NOOP("Reader", "player %1: %2 cubes placed"), pl,
                           ps.cubesPlaced);
        for (int i = 0; i < kShipsPerPlayer; ++i) {
            const Ship &sh = ps.ships[i];
            if (sh.value < 1 || sh.value > 6)
                return because(QT_TRANSLATE_NOOP("Reader", "player %1 ship %2: value %3"), pl, i,
                               sh.value);
            if (sh.at >= 0) {
                if (sh.at >= b.squareCount() || !b.exists(sh.at))
                    return because(
                        QT_TRANSLATE_NOOP("Reader", "player %1 ship %2: not on a square"), pl, i);
                if (b.isPlanet(sh.at))
                    return because(QT_TRANSLATE_NOOP("Reader", "player %1 ship %2: on a planet"),
                                   pl, i);
                if (seen[sh.at] >= 0)
                    return because(QT_TRANSLATE_NOOP("Reader", "two ships on square %1"),
                                   squareText(b, sh.at));
                seen[sh.at] = int8_t(pl);
            } else if (sh.at != kScrapyard && sh.at != kReserve && sh.at != kUnplaced) {
                return because(QT_TRANSLATE_NOOP("Reader", "player %1 ship %2: nowhere"), pl, i);
            }
        }
        for (int i = 0; i < ps.cubesPlaced; ++i) {
            const int planet = ps.cubes[i];
            if (planet < 0 || planet >= b.planetCount())
                return because(QT_TRANSLATE_NOOP("Reader", "player %1: cube on no planet"), pl);
        }
        if (ps.startPlanet != -1 &&
            (ps.startPlanet < 0 || ps.startPlanet >= b.planetCount() ||
             !b.planets()[ps.startPlanet].start))
            return because(
                QT_TRANSLATE_NOOP(
                    "Reader", "player %1: the starting planet is not a starting planet of the map"),
                pl);
    }
    // Cubes per planet within its locations; one per player unless entangled (R-ENT-1): a
    // second cube of a player is only possible where that player entangled, so the check is
    // the location bound plus "no more of one player's cubes than locations".
    for (int i = 0; i < b.planetCount(); ++i) {
        const int n = s.cubesOn(i);
        if (n > b.planets()[i].locations)
            return because(QT_TRANSLATE_NOOP(
                               "Reader", "planet at %1 holds %2 cubes, more than its %3 locations"),
                           planetText(b, i), n, b.planets()[i].locations);
    }
    // Each starting planet is one player's (R-SETUP-4).
    for (int pl = 0; pl < s.players; ++pl)
        for (int q = pl + 1; q < s.players; ++q)
            if (s.p[pl].startPlanet >= 0 && s.p[pl].startPlanet == s.p[q].startPlanet)
                return because(
                    QT_TRANSLATE_NOOP("Reader", "players %1 and %2 share the starting planet %3"),
                    pl, q, planetText(b, s.p[pl].startPlanet));
    return Reason();
}

// Every card of the game is in exactly one place once setup has dealt them (R-COMP-5,
// R-SETUP-5): the market, a deck, a discard pile, a hand or a pending decision. None before.
Reason checkCards(const GameState &s)
{
    int copies[kCardKinds] = {};
    auto count = [&](const Card *cards, int n) {
        for (int i = 0; i < n; ++i)
            if (cards[i] != Card::None)
                ++copies[int(cards[i])];
    };
    count(s.market.data(), kMarketSlots);
    count(s.gambitDeck.data(), s.gambitDeckCount);
    count(s.gambitDiscard.data(), s.gambitDiscardCount);
    count(s.commandDeck.data(), s.commandDeckCount);
    count(s.commandDiscard.data(), s.commandDiscardCount);
    for (int pl = 0; pl < s.players; ++pl)
        count(s.p[pl].hand.data(), kMaxHand);
    for (int i = 0; i < s.pendingCount; ++i)
        count(&s.pending[i].card, 1);
    const bool dealt = !inSetup(s);
    auto inGame = [](int i) {
        const CardInfo &info = cardInfo(Card(i));
        return info.implemented ? info.count : 0;
    };
    for (int i = 0; i < kCardKinds; ++i)
        if (copies[i] > inGame(i))
            return because(
                QT_TRANSLATE_NOOP("Reader", "card %1 is in play %2 times; the game has %3"),
                QLatin1String(cardId(Card(i))), copies[i], inGame(i));
    for (int i = 0; i < kCardKinds; ++i) {
        const CardInfo &info = cardInfo(Card(i));
        if (!dealt && copies[i] > 0)
            return because(
                QT_TRANSLATE_NOOP(
                    "Reader",
                    "card %1 is in play during setup; the decks are dealt when setup ends"),
                QLatin1String(info.id));
        if (dealt && copies[i] < inGame(i))
            return because(
                QT_TRANSLATE_NOOP("Reader",
                                  "card %1 is missing: %2 of its %3 copies are in the market, "
                                  "the decks, the discard piles and the hands"),
                QLatin1String(info.id), copies[i], inGame(i));
    }
    return Reason();
}

// Setup follows the seat order (re-roll decisions) and the turn order (starting planets,
// then ships): R-SETUP-2..4. Nothing of the game proper exists yet.
Reason checkSetup(const GameState &s)
{
    const Board &b = *s.board;
    if (s.turn != 0)
        return because(QT_TRANSLATE_NOOP(
                           "Reader", "turn %1 during setup; the first turn starts when setup ends"),
                       s.turn);
    if (s.winner >= 0)
        return because(QT_TRANSLATE_NOOP("Reader", "a winner during setup"));
    if (s.pendingCount > 0 || s.combat.active)
        return because(QT_TRANSLATE_NOOP("Reader", "a pending decision during setup"));
    for (int pl = 0; pl < s.players; ++pl) {
        const PlayerState &ps = s.p[pl];
        if (ps.dominance != 1 || ps.research != 1)
            return because(
                QT_TRANSLATE_NOOP(
                    "Reader", "player %1: dominance and research are 1 during setup (R-SETUP-1)"),
                pl);
        for (int i = 0; i < kShipsPerPlayer; ++i) {
            const Sq at = ps.ships[i].at;
            if (i < 3 ? at != kUnplaced && at < 0 : at != kReserve)
                return because(QT_TRANSLATE_NOOP(
                                   "Reader",
                                   "player %1 ship %2: during setup ships 0-2 are rolled and ships "
                                   "3-4 are in the reserve"),
                               pl, i);
        }
    }
    if (s.phase == Phase::SetupReroll) {
        if (s.firstPlayer >= 0)
            return because(
                QT_TRANSLATE_NOOP("Reader", "a first player before the roll-off (R-SETUP-3)"));
        for (int pl = 0; pl < s.players; ++pl) {
            const PlayerState &ps = s.p[pl];
            if (ps.setupDecided != (pl < s.active))
                return because(
                    QT_TRANSLATE_NOOP("Reader",
                                      "player %1 is active in setup-reroll, but players decide in "
                                      "seat order (R-SETUP-2)"),
                    s.active);
            if (ps.cubesPlaced > 0 || ps.startPlanet >= 0)
                return because(
                    QT_TRANSLATE_NOOP(
                        "Reader", "player %1 has a cube or starting planet before the roll-off"),
                    pl);
            for (const Ship &sh : ps.ships)
                if (sh.onMap())
                    return because(
                        QT_TRANSLATE_NOOP("Reader",
                                          "player %1 has a ship on the map before the roll-off"),
                        pl);
        }
        return Reason();
    }
    if (s.firstPlayer < 0)
        return because(
            QT_TRANSLATE_NOOP("Reader", "setup after the roll-off needs a first player"));
    int chosen = 0;
    for (int pl = 0; pl < s.players; ++pl) {
        const PlayerState &ps = s.p[pl];
        if (!ps.setupDecided)
            return because(
                QT_TRANSLATE_NOOP("Reader", "player %1 has not made the setup re-roll decision"),
                pl);
        chosen += ps.startPlanet >= 0;
    }
    if (s.phase == Phase::SetupShips && chosen < s.players)
        for (int pl = 0; pl < s.players; ++pl)
            if (s.p[pl].startPlanet < 0)
                return because(QT_TRANSLATE_NOOP("Reader", "player %1 has no starting planet"), pl);
    // Starting planets: the first `chosen` players in turn order (so the others have none),
    // each with its one cube there.
    for (int i = 0; i < s.players; ++i) {
        const int q = seatInOrder(s, i);
        const PlayerState &ps = s.p[q];
        if (i < chosen && ps.startPlanet < 0)
            return because(
                QT_TRANSLATE_NOOP("Reader",
                                  "player %1 has no starting planet, but a player after it in "
                                  "turn order has one (R-SETUP-4)"),
                q);

        if (ps.startPlanet >= 0 ? ps.cubesPlaced != 1 || ps.cubes[0] != ps.startPlanet
                                : ps.cubesPlaced != 0)
            return because(
                QT_TRANSLATE_NOOP("Reader",
                                  "player %1: during setup the one cube is on the starting planet"),
                q);
    }
    if (s.phase == Phase::SetupStart) {
        if (chosen >= s.players)
            return because(QT_TRANSLATE_NOOP(
                "Reader", "every starting planet is chosen: the phase is setup-ships"));
        if (s.active != seatInOrder(s, chosen))
            return because(
                QT_TRANSLATE_NOOP("Reader",
                                  "player %1 is active, but player %2 is the next to choose a "
                                  "starting planet (R-SETUP-4)"),
                s.active, seatInOrder(s, chosen));
        for (int pl = 0; pl < s.players; ++pl)
            for (const Ship &sh : s.p[pl].ships)
                if (sh.onMap())
                    return because(
                        QT_TRANSLATE_NOOP("Reader",
                                          "player %1 has a ship on the map before every starting "
                                          "planet is chosen"),
                        pl);
        return Reason();
    }
    // setup-ships: players before the active one in turn order have placed all three ships,
    // the players after it none.
    int placing = -1;
    for (int i = 0; i < s.players; ++i) {
        const int q = seatInOrder(s, i);
        const PlayerState &ps = s.p[q];
        int unplaced = 0;
        for (int k = 0; k < 3; ++k) {
            if (ps.ships[k].at == kUnplaced) {
                ++unplaced;
                continue;
            }
            const Planet &start = b.planets()[ps.startPlanet];
            if (std::find(start.orbit.begin(), start.orbit.end(), ps.ships[k].at) ==
                start.orbit.end())
                return because(
                    QT_TRANSLATE_NOOP("Reader",
                                      "player %1 ship %2: placed off its starting planet's orbit "
                                      "(R-SETUP-4)"),
                    q, k);
        }
        if (placing < 0 && unplaced > 0)
            placing = q;
        else if (placing >= 0 && unplaced < 3)
            return because(
                QT_TRANSLATE_NOOP("Reader",
                                  "player %1 has placed ships out of turn order (R-SETUP-4)"),
                q);
    }
    if (placing < 0)
        return because(QT_TRANSLATE_NOOP("Reader", "every ship is placed: setup is over"));
    if (s.active != placing)
        return because(
            QT_TRANSLATE_NOOP("Reader",
                              "player %1 is active, but player %2 is the next to place ships "
                              "(R-SETUP-4)"),
            s.active, placing);
    return Reason();
}

// After setup: the turn counter, the winner and the cubes agree (R-TURN-5, the turn cap).
Reason checkGame(const GameState &s)
{
    if (s.turn < 1)
        return because(QT_TRANSLATE_NOOP("Reader", "turn %1 after setup; the first turn is turn 1"),
                       s.turn);
    if (s.firstPlayer < 0)
        return because(QT_TRANSLATE_NOOP("Reader", "a game after setup needs a first player"));
    for (int pl = 0; pl < s.players; ++pl)
        for (int i = 0; i < kShipsPerPlayer; ++i) {
            if (s.p[pl].ships[i].at != kUnplaced)
                continue;
            bool placing = false;
            for (int k = 0; k < s.pendingCount; ++k)
                placing |= s.pending[k].kind == Pending::Kind::PlaceShip &&
                           s.pending[k].player == pl && s.pending[k].ship == i;
            if (!placing)
                return because(
                    QT_TRANSLATE_NOOP("Reader",
                                      "player %1 ship %2 is unplaced after setup, and no card "
                                      "places it"),
                    pl, i);
        }
    if (s.phase != Phase::GameOver) {
        if (s.winner >= 0)
            return because(
                QT_TRANSLATE_NOOP("Reader", "player %1 is the winner of a game still running"),
                s.winner);
        for (int pl = 0; pl < s.players; ++pl)
            if (s.cubesLeft(pl) <= 0)
                return because(
                    QT_TRANSLATE_NOOP("Reader",
                                      "player %1 has placed every cube in a game still running "
                                      "(R-TURN-5)"),
                    pl);
        if (s.phase == Phase::Cards) {
            if (s.picker < 0 || s.picker >= s.players)
                return because(
                    QT_TRANSLATE_NOOP("Reader", "the advance-card phase needs a picker"));
            if (s.pendingCount == 0 && s.picksOwed <= 0)
                return because(QT_TRANSLATE_NOOP(
                    "Reader", "the advance-card phase with no picks owed (R-CARD-1)"));
        }
        return Reason();
    }
    if (s.pendingCount > 0 || s.combat.active)
        return because(QT_TRANSLATE_NOOP("Reader", "a pending decision in a finished game"));
    if (s.winner < 0) {
        if (s.turn != kMaxTurns)
            return because(
                QT_TRANSLATE_NOOP("Reader",
                                  "a finished game needs a winner; only the turn limit (turn %1) "
                                  "ends a game without one"),
                kMaxTurns);
    } else if (s.cubesLeft(s.winner) > 0) {
        return because(
            QT_TRANSLATE_NOOP("Reader", "the winner, player %1, still has %2 cubes to place"),
            s.winner, s.cubesLeft(s.winner));
    }
    for (int pl = 0; pl < s.players; ++pl)
        if (pl != s.winner && s.cubesLeft(pl) <= 0)
            return because(QT_TRANSLATE_NOOP(
                               "Reader", "player %1 has placed every cube but is not the winner"),
                           pl);
    return Reason();
}

// Pending decisions and the open combat fit the position (what answering them relies on),
// and each has its cause (R-DOM-2 for infamy, the card just taken for RELOCATION and
// REORGANIZATION).
Reason checkDecisions(const GameState &s)
{
    const Board &b = *s.board;
    auto validShip = [&](int pl, int ship) {
        return pl >= 0 && pl < s.players && ship >= 0 && ship < kShipsPerPlayer;
    };
    auto validSq = [&](Sq sq) { return sq >= 0 && sq < b.squareCount() && b.exists(sq); };
    const Combat &cb = s.combat;
    bool combatDecision = false;
    for (int i = 0; i < s.pendingCount; ++i) {
        const Pending &pd = s.pending[i];
        // "pending %1 (%2): ...": the decision's index and kind come first.
        auto bad = [&](const char *text, auto... more) {
            return because(text, i, QLatin1String(pendingKindName(pd.kind)), more...);
        };
        if (pd.player < 0 || pd.player >= s.players)
            return bad(QT_TRANSLATE_NOOP("Reader", "pending %1 (%2): no such player"));
        const PlayerState &ps = s.p[pd.player];
        switch (pd.kind) {
        case Pending::Kind::Occupy:
            if (!validShip(pd.player, pd.ship) || !validSq(pd.from) || !validSq(pd.target) ||
                pd.defender < 0 || pd.defender >= s.players || pd.defender == pd.player)
                return bad(QT_TRANSLATE_NOOP(
                    "Reader",
                    "pending %1 (%2): needs the attacking ship, the defender, from and target"));
            if (ps.ships[pd.ship].at != pd.from)
                return bad(QT_TRANSLATE_NOOP(
                    "Reader",
                    "pending %1 (%2): the attacking ship is not on its attack-from square"));
            if (b.isPlanet(pd.target) || s.shipAt(pd.target, nullptr) >= 0)
                return bad(
                    QT_TRANSLATE_NOOP("Reader", "pending %1 (%2): the target square is not empty"));
            break;
        case Pending::Kind::PlaceShip:
            if (!validShip(pd.player, pd.ship) || ps.ships[pd.ship].at != kUnplaced)
                return bad(QT_TRANSLATE_NOOP("Reader",
                                             "pending %1 (%2): needs a ship waiting to be placed"));
            break;
        case Pending::Kind::ScrappyReroll:
        case Pending::Kind::ChooseValue:
            if (!validShip(pd.player, pd.ship) || pd.value < 0 || pd.value > 6)
                return bad(QT_TRANSLATE_NOOP("Reader", "pending %1 (%2): needs a ship"));
            break;
        case Pending::Kind::DiscardCommand:
            if (pd.card == Card::None || isGambit(pd.card) || ps.handSize() < kMaxHand)
                return bad(QT_TRANSLATE_NOOP(
                    "Reader", "pending %1 (%2): needs a new command card and a full hand"));
            break;
        case Pending::Kind::SabotageDiscard:
            if (ps.handSize() == 0)
                return bad(QT_TRANSLATE_NOOP("Reader",
                                             "pending %1 (%2): the player holds no command card"));
            break;
        case Pending::Kind::Dangerous:
        case Pending::Kind::CombatReroll:
            combatDecision = true;
            if (!cb.active || (pd.kind == Pending::Kind::Dangerous && pd.player != cb.defender) ||
                (pd.player != cb.attacker && pd.player != cb.defender))
                return bad(
                    QT_TRANSLATE_NOOP("Reader", "pending %1 (%2): needs the combat it belongs to"));
            break;
        case Pending::Kind::Infamy: // R-DOM-2: dominance has reached 6; one cube at a time
            if (ps.dominance != 6)
                return bad(
                    QT_TRANSLATE_NOOP("Reader", "pending %1 (%2): player %3 is not at dominance 6"),
                    pd.player);
            for (int k = 0; k < i; ++k)
                if (s.pending[k].kind == Pending::Kind::Infamy && s.pending[k].player == pd.player)
                    return bad(
                        QT_TRANSLATE_NOOP(
                            "Reader", "pending %1 (%2): player %3 already has an infamy decision"),
                        pd.player);
            break;
        case Pending::Kind::Relocate:
        case Pending::Kind::Reorganize: {
            // Asked at once of the picker who just took the card (it lies on its discard pile).
            const Card card = pd.kind == Pending::Kind::Relocate ? Card::Relocation
                                                                 : Card::Reorganization;
            if (i != 0 || s.phase != Phase::Cards || pd.player != s.picker ||
                s.gambitDiscardCount == 0 || s.gambitDiscard[s.gambitDiscardCount - 1] != card)
                return bad(QT_TRANSLATE_NOOP("Reader",
                                             "pending %1 (%2): the picker has not just taken %3"),
                           QLatin1String(cardId(card)));
            break;
        }
        case Pending::Kind::Count:
            break;
        }
    }
    if (cb.active) {
        if (!combatDecision)
            return because(
                QT_TRANSLATE_NOOP("Reader", "a combat is open without a decision in it"));
        if (!validShip(cb.attacker, cb.atkShip) || !validShip(cb.defender, cb.defShip) ||
            cb.attacker == cb.defender || !validSq(cb.from) || !validSq(cb.target) ||
            s.p[cb.attacker].ships[cb.atkShip].at != cb.from ||
            s.p[cb.defender].ships[cb.defShip].at != cb.target)
            return because(QT_TRANSLATE_NOOP(
                "Reader", "combat: the ships are not on the attack-from and target squares"));
        if (cb.atkRoll < 0 || cb.atkRoll > 6 || cb.defRoll < 0 || cb.defRoll > 6)
            return because(QT_TRANSLATE_NOOP("Reader", "combat: rolls must be 1..6"));
    }
    return Reason();
}

} // namespace

Reason brokenInvariant(const GameState &s)
{
    if (!s.board)
        return because(QT_TRANSLATE_NOOP("Reader", "a position needs a board"));
    if (s.active < 0 || s.active >= s.players)
        return because(QT_TRANSLATE_NOOP("Reader", "no active player"));
    if (s.turn < 0 || s.turn > kMaxTurns)
        return because(QT_TRANSLATE_NOOP("Reader", "turn %1 is outside 0..%2 (the turn limit)"),
                       s.turn, kMaxTurns);
    Reason problem = checkPieces(s);
    if (problem.isEmpty())
        problem = checkCards(s);
    if (problem.isEmpty())
        problem = inSetup(s) ? checkSetup(s) : checkGame(s);
    if (problem.isEmpty())
        problem = checkDecisions(s);
    return problem;
}

QString checkInvariants(const GameState &s)
{
    return brokenInvariant(s).toString();
}

// ====================================================================== actions

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
    case ActionType::Occupy:
    case ActionType::Stay:
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

Action actionFromJson(const Board &b, const QJsonObject &o, int defaultPlayer, ReadStatus &st)
{
    Reader r{b, st};
    Action a;
    const QString w = QStringLiteral("action");
    const QJsonValue tv = o.value(QStringLiteral("type"));
    bool found = false;
    for (int i = 0; i < int(ActionType::Count); ++i)
        if (tv.isString() && tv.toString() == QLatin1String(kActionNames[i])) {
            a.type = ActionType(i);
            found = true;
        }
    if (!found) {
        r.fail(w + QStringLiteral(".type"),
               tv.isString() ? because(QT_TRANSLATE_NOOP("Reader", "unknown action type %1"),
                                       quoted(tv.toString()))
                             : because(QT_TRANSLATE_NOOP("Reader", "missing or not a string")));
        return a;
    }
    a.player = int8_t(defaultPlayer);
    int version = 1;
    if (!r.intField(o, "version", 0, 1000000, version, w))
        return a;
    if (version > kStateFormatVersion) {
        r.fail(w, because(QT_TRANSLATE_NOOP(
                              "Reader", "action version %1 is newer than this program reads (%2)"),
                          version, kStateFormatVersion));
        return a;
    }
    if (!r.intField(o, "player", 0, kMaxPlayers - 1, a.player, w) ||
        !r.intField(o, "ship", 0, kShipsPerPlayer - 1, a.ship, w) ||
        !r.intField(o, "passenger", 0, kShipsPerPlayer - 1, a.other, w) ||
        !r.intField(o, "with", 0, kShipsPerPlayer - 1, a.other, w) ||
        !r.intField(o, "value", 1, 6, a.value, w) ||
        !r.intField(o, "slot", 0, kMarketSlots - 1, a.value, w))
        return a;
    auto needs = [&](const char *key) {
        if (o.value(QLatin1String(key)).isUndefined())
            return r.fail(w, because(QT_TRANSLATE_NOOP("Reader", "'%1' needs field '%2'"),
                                     QLatin1String(actionTypeName(a.type)), QLatin1String(key)));
        return true;
    };
    switch (a.type) {
    case ActionType::ChooseStart:
    case ActionType::Construct:
    case ActionType::InfamyCube:
        if (!needs("planet") || !r.planet(o.value(QStringLiteral("planet")), a.planet,
                                          w + QStringLiteral(".planet")))
            return a;
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
        if (!needs("to") ||
            !r.square(o.value(QStringLiteral("to")), a.to, w + QStringLiteral(".to")))
            return a;
        break;
    case ActionType::Attack:
        if (!needs("to") ||
            !r.square(o.value(QStringLiteral("to")), a.to, w + QStringLiteral(".to")))
            return a;
        if (!needs("from") ||
            !r.square(o.value(QStringLiteral("from")), a.from, w + QStringLiteral(".from")))
            return a;
        break;
    case ActionType::Transport:
        if (!needs("to") || !needs("drop") || !needs("passenger") ||
            !r.square(o.value(QStringLiteral("to")), a.to, w + QStringLiteral(".to")) ||
            !r.square(o.value(QStringLiteral("drop")), a.drop, w + QStringLiteral(".drop")))
            return a;
        break;
    case ActionType::Warp:
        if (!needs("with"))
            return a;
        break;
    case ActionType::Modify:
        if (!needs("value"))
            return a;
        break;
    case ActionType::TakeCard:
    case ActionType::DiscardCommand:
        if (!needs("slot"))
            return a;
        break;
    default:
        break;
    }
    const bool needsShip = a.type == ActionType::PlaceShip || a.type == ActionType::Reconfigure ||
                           a.type == ActionType::Deploy || a.type == ActionType::Move ||
                           a.type == ActionType::Attack || a.type == ActionType::Transport ||
                           a.type == ActionType::Strike || a.type == ActionType::Warp ||
                           a.type == ActionType::Modify || a.type == ActionType::ScoutReroll;
    if (needsShip && !needs("ship"))
        return a;
    const QJsonValue cardv = o.value(QStringLiteral("card"));
    if (!cardv.isUndefined() && !r.card(cardv, a.card, w + QStringLiteral(".card"), true))
        return a;
    if ((a.type == ActionType::UseCard || a.type == ActionType::Reroll) && a.card == Card::None) {
        r.fail(w, because(QT_TRANSLATE_NOOP("Reader", "'%1' needs field 'card'"),
                          QLatin1String(actionTypeName(a.type))));
        return a;
    }
    if (a.type == ActionType::UseCard && !o.value(QStringLiteral("to")).isUndefined() &&
        !r.square(o.value(QStringLiteral("to")), a.to, w + QStringLiteral(".to")))
        return a;
    if (a.type == ActionType::Relocate) {
        if (!needs("owner") || !needs("planet") || !needs("toPlanet") ||
            !r.intField(o, "owner", 0, kMaxPlayers - 1, a.other, w) ||
            !r.planet(o.value(QStringLiteral("planet")), a.planet, w + QStringLiteral(".planet")) ||
            !r.planet(o.value(QStringLiteral("toPlanet")), a.planet2,
                      w + QStringLiteral(".toPlanet")))
            return a;
    }
    if (a.type == ActionType::Reorganize) {
        QJsonArray ships;
        if (!needs("ships") || !r.array(o.value(QStringLiteral("ships")), ships,
                                        w + QStringLiteral(".ships"), kShipsPerPlayer))
            return a;
        a.value = 0;
        for (const QJsonValue &v : ships) {
            int i = 0;
            if (!r.integer(v, 0, kShipsPerPlayer - 1, i, w + QStringLiteral(".ships")))
                return a;
            a.value = int8_t(a.value | (1 << i));
        }
    }
    if (a.type == ActionType::Construct && o.contains(QStringLiteral("diagonals"))) {
        QJsonArray diag;
        if (!r.array(o.value(QStringLiteral("diagonals")), diag, w + QStringLiteral(".diagonals"),
                     4))
            return a;
        for (const QJsonValue &v : diag) {
            Sq sq = kNoSq;
            if (!r.square(v, sq, w + QStringLiteral(".diagonals")))
                return a;
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
                return a;
            }
        }
    }
    if (a.type == ActionType::Construct && a.value && a.card == Card::None)
        a.card = Card::Ingenious;
    // Pending answers may omit the ship of the pending decision (matchAction fills it in).
    return a;
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

// ====================================================================== saves

QJsonObject saveToJson(const GameState &s, uint64_t rngState, const QString &savedAt)
{
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("quantum-save");
    o[QStringLiteral("version")] = kSaveFormatVersion;
    o[QStringLiteral("savedAt")] = savedAt;
    o[QStringLiteral("map")] = mapToJson(s.board->map());
    o[QStringLiteral("state")] = stateToJson(s);
    o[QStringLiteral("rng")] = QString::number(rngState, 16);
    return o;
}

QByteArray saveToBytes(const GameState &s, uint64_t rngState, const QString &savedAt)
{
    return QJsonDocument(saveToJson(s, rngState, savedAt)).toJson(QJsonDocument::Indented);
}

SaveGame saveFromBytes(const QByteArray &bytes, ReadStatus &st)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError) {
        st.fail(ReadError::Unreadable,
                because(QT_TRANSLATE_NOOP("Reader", "not valid JSON at offset %1: %2"), err.offset,
                        err.errorString()));
        return SaveGame();
    }
    // An array or a scalar is no object: not a save (saveFromJson says so).
    return saveFromJson(doc.object(), st);
}

SaveGame saveFromJson(const QJsonObject &o, ReadStatus &st)
{
    SaveGame g;
    auto fail = [&](Reason why) {
        st.fail(ReadError::Unreadable, std::move(why));
        return g;
    };
    // Problems inside the save are framed "save file: ..." (the map's "save file map: ...").
    auto failInside = [&](Reason why) {
        st.fail(ReadError::Unreadable, std::move(why));
        st.within(because(QT_TRANSLATE_NOOP("Reader", "save file: %1")));
        return g;
    };
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("quantum-save"))
        return fail(because(QT_TRANSLATE_NOOP("Reader", "not a Quantum save file")));
    // A whole number: greater than ours is newer (1e10 too), below 1 or fractional is invalid.
    const QJsonValue ver = o.value(QStringLiteral("version"));
    const double version = ver.toDouble(0);
    if (!ver.isDouble() || version != std::floor(version) || version < 1)
        return fail(because(QT_TRANSLATE_NOOP("Reader", "the save file has no valid version")));
    if (version > kSaveFormatVersion)
        return fail(because(QT_TRANSLATE_NOOP("Reader", "the save file is version %1, newer than "
                                                        "this program reads (%2); update Quantum "
                                                        "to open it"),
                            QString::number(version, 'f', 0), kSaveFormatVersion));
    const MapReadResult mr = mapFromJson(o.value(QStringLiteral("map")).toObject());
    if (!mr.ok) {
        st = mr.status;
        st.within(because(QT_TRANSLATE_NOOP("Reader", "save file map: %1")));
        return g;
    }
    const std::vector<MapProblem> problems = validateMap(mr.map);
    for (const MapProblem &p : problems)
        if (!p.notice) {
            fail(p.reason());
            st.within(because(QT_TRANSLATE_NOOP("Reader", "save file map: %1")));
            return g;
        }
    bool okRng = false;
    g.rngState = o.value(QStringLiteral("rng")).toString().toULongLong(&okRng, 16);
    if (!okRng)
        return failInside(because(QT_TRANSLATE_NOOP("Reader", "missing generator state")));
    const QJsonValue at = o.value(QStringLiteral("savedAt"));
    if (!at.isUndefined() && !at.isString())
        return failInside(
            because(QT_TRANSLATE_NOOP("Reader", "\"savedAt\" must be a date string")));
    g.savedAt = at.toString();
    if (!o.value(QStringLiteral("state")).isObject())
        return failInside(because(QT_TRANSLATE_NOOP("Reader", "missing state")));
    SeededDice unused(0);
    g.state = stateFromJson(o.value(QStringLiteral("state")).toObject(),
                            std::make_shared<const Board>(mr.map), unused, st);
    if (!st.ok())
        st.within(because(QT_TRANSLATE_NOOP("Reader", "save file: %1")));
    return g;
}

bool writeSaveFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}

} // namespace quantum
