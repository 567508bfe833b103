// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The invariants of a position: what every position reached by play keeps, and what the
// readers refuse (docs/state-format.md#reading-unreadable-or-refused).

#include "engine/invariants.h"

#include "engine/json.h"

#include <algorithm>

namespace quantum {

namespace {

QString squareText(const Board &b, Sq sq)
{
    return QStringLiteral("[%1, %2]").arg(b.fileX(sq)).arg(b.fileY(sq));
}

QString planetText(const Board &b, int planet)
{
    return squareText(b, b.planets()[planet].sq);
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
        if (ps.dominance < kTrackMin || ps.dominance > kTrackMax)
            return because(QT_TRANSLATE_NOOP("Reader", "player %1: dominance %2 outside 1..6"), pl,
                           ps.dominance);
        if (ps.research < kTrackMin || ps.research > kTrackMax)
            return because(QT_TRANSLATE_NOOP("Reader", "player %1: research %2 outside 1..6"), pl,
                           ps.research);
        if (ps.cubesPlaced < 0 || ps.cubesPlaced > s.cubesToWin)
            return because(QT_TRANSLATE_NOOP("Reader", "player %1: %2 cubes placed"), pl,
                           ps.cubesPlaced);
        for (int i = 0; i < kShipsPerPlayer; ++i) {
            const Ship &sh = ps.ships[i];
            if (sh.value < 1 || sh.value > kDieFaces)
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
        if (ps.startPlanet != -1 && (ps.startPlanet < 0 || ps.startPlanet >= b.planetCount() ||
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
// Each pile holds cards of its kind without gaps.
Reason checkCards(const GameState &s)
{
    // The piles first: each count within its pile's room, and a card of the pile's kind in
    // every place up to it (a gap would swallow the card discarded onto it). The market's
    // slots 0-2 hold gambit cards, 3-5 command cards (a slot may be empty: its deck ran out).
    // The readers refuse these with the same names (decks.gambit, market[0]...).
    const struct {
        const char *key;
        const Card *cards;
        int count;
        int room;
        bool gambit;
    } piles[] = {
        {"gambit", s.gambitDeck.data(), s.gambitDeckCount, kGambitCards, true},
        {"gambitDiscard", s.gambitDiscard.data(), s.gambitDiscardCount, kGambitCards, true},
        {"command", s.commandDeck.data(), s.commandDeckCount, kCommandCards, false},
        {"commandDiscard", s.commandDiscard.data(), s.commandDiscardCount, kCommandCards, false}};
    for (const auto &pile : piles) {
        if (pile.count < 0 || pile.count > pile.room)
            return because(
                QT_TRANSLATE_NOOP("Reader", "decks.%1: %2 cards; the pile holds 0 to %3"),
                QLatin1String(pile.key), pile.count, pile.room);
        for (int i = 0; i < pile.count; ++i) {
            if (pile.cards[i] == Card::None)
                return because(
                    QT_TRANSLATE_NOOP("Reader", "decks.%1[%2]: no card (a pile has no gaps)"),
                    QLatin1String(pile.key), i);
            if (isGambit(pile.cards[i]) != pile.gambit)
                return because(
                    QT_TRANSLATE_NOOP("Reader", "decks.%1[%2]: %3 is a card of the other kind"),
                    QLatin1String(pile.key), i, QLatin1String(cardId(pile.cards[i])));
        }
    }
    for (int i = 0; i < kMarketSlots; ++i)
        if (s.market[i] != Card::None && isGambit(s.market[i]) != (i < 3))
            return because(QT_TRANSLATE_NOOP("Reader", "market[%1]: %2 is in the wrong slot; "
                                                       "slots 0-2 hold gambit cards, 3-5 command "
                                                       "cards"),
                           i, QLatin1String(cardId(s.market[i])));

    int copies[kCardKinds] = {};
    auto count = [&](const Card *cards, int n) {
        for (int i = 0; i < n; ++i)
            if (cards[i] != Card::None) ++copies[int(cards[i])];
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
    const bool dealt = !isSetupPhase(s.phase);
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

namespace {

// The steps of checkSetup, by phase.

// Every setup phase: no turn, winner, pending decision or battle yet; the tracks at 1; ships
// 0-2 rolled and 3-4 in the reserve.
Reason checkSetupStart(const GameState &s)
{
    if (s.turn != 0)
        return because(QT_TRANSLATE_NOOP(
                           "Reader", "turn %1 during setup; the first turn starts when setup ends"),
                       s.turn);
    if (s.winner >= 0) return because(QT_TRANSLATE_NOOP("Reader", "a winner during setup"));
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
    return Reason();
}

// setup-reroll: players decide in seat order; no first player, cube or ship on the map yet.
Reason checkRollOff(const GameState &s)
{
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
                QT_TRANSLATE_NOOP("Reader",
                                  "player %1 has a cube or starting planet before the roll-off"),
                pl);
        for (const Ship &sh : ps.ships)
            if (sh.onMap())
                return because(QT_TRANSLATE_NOOP(
                                   "Reader", "player %1 has a ship on the map before the roll-off"),
                               pl);
    }
    return Reason();
}

// After the roll-off: a first player, every re-roll decided, and the starting planets chosen
// so far by the first players in turn order, each with its one cube. `chosen` gets how many.
Reason checkStartingPlanets(const GameState &s, int &chosen)
{
    if (s.firstPlayer < 0)
        return because(
            QT_TRANSLATE_NOOP("Reader", "setup after the roll-off needs a first player"));
    chosen = 0;
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
    return Reason();
}

// setup-start: the next player in turn order chooses; no ship on the map yet.
Reason checkChoosingStarts(const GameState &s, int chosen)
{
    if (chosen >= s.players)
        return because(QT_TRANSLATE_NOOP(
            "Reader", "every starting planet is chosen: the phase is setup-ships"));
    if (s.active != seatInOrder(s, chosen))
        return because(QT_TRANSLATE_NOOP(
                           "Reader", "player %1 is active, but player %2 is the next to choose a "
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

// setup-ships: players before the active one in turn order have placed all three ships on
// their starting planet's orbit, the players after it none.
Reason checkPlacingShips(const GameState &s)
{
    const Board &b = *s.board;
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

} // namespace

// Setup follows the seat order (re-roll decisions) and the turn order (starting planets,
// then ships): R-SETUP-2..4. Nothing of the game proper exists yet.
Reason checkSetup(const GameState &s)
{
    if (Reason bad = checkSetupStart(s); !bad.isEmpty()) return bad;
    if (s.phase == Phase::SetupReroll) return checkRollOff(s);
    int chosen = 0;
    if (Reason bad = checkStartingPlanets(s, chosen); !bad.isEmpty()) return bad;
    if (s.phase == Phase::SetupStart) return checkChoosingStarts(s, chosen);
    return checkPlacingShips(s);
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
            if (s.p[pl].ships[i].at != kUnplaced) continue;
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
        // R-CARD-1: a pick is earned by a cube placed (never the starting one, and the
        // winning one ends the game) or by a breakthrough (R-RES-2), at most two of which
        // fall in one turn and its MOMENTUM bonus turn; off-turn picks only by cubes. Hand-made
        // positions may owe picks their cubes do not show, never more than a game could.
        const int most = s.cubesToWin + 2;
        if (s.picksOwed > most)
            return because(QT_TRANSLATE_NOOP("Reader",
                                             "%1 picks are owed: more than the %2 a game to %3 "
                                             "cubes can owe (R-CARD-1)"),
                           s.picksOwed, most, s.cubesToWin);
        for (int pl = 0; pl < s.players; ++pl)
            if (s.p[pl].offTurnPicks > s.cubesToWin)
                return because(QT_TRANSLATE_NOOP("Reader",
                                                 "player %1 is owed %2 picks: more than the %3 "
                                                 "cubes a game to win needs (R-CARD-1)"),
                               pl, s.p[pl].offTurnPicks, s.cubesToWin);
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
            if (!validShip(pd.player, pd.ship) || pd.value < 0 || pd.value > kDieFaces)
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
            if (ps.dominance != kTrackMax)
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
            const Card card =
                pd.kind == Pending::Kind::Relocate ? Card::Relocation : Card::Reorganization;
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
        if (cb.atkRoll < 0 || cb.atkRoll > kDieFaces || cb.defRoll < 0 || cb.defRoll > kDieFaces)
            return because(QT_TRANSLATE_NOOP("Reader", "combat: rolls must be 1..6"));
    }
    return Reason();
}

} // namespace

Reason brokenInvariant(const GameState &s)
{
    if (!s.board) return because(QT_TRANSLATE_NOOP("Reader", "a position needs a board"));
    if (s.active < 0 || s.active >= s.players)
        return because(QT_TRANSLATE_NOOP("Reader", "no active player"));
    if (s.turn < 0 || s.turn > kMaxTurns)
        return because(QT_TRANSLATE_NOOP("Reader", "turn %1 is outside 0..%2 (the turn limit)"),
                       s.turn, kMaxTurns);
    // The readers refuse these fields out of range with the field's name; a position made in
    // code is held to the same range (an event reports the picks, within it).
    bool picksInRange = s.picksOwed >= 0 && s.picksOwed <= kMaxPicks;
    for (int pl = 0; pl < kMaxPlayers; ++pl)
        picksInRange = picksInRange && s.p[pl].offTurnPicks <= kMaxPicks;
    if (!picksInRange)
        return because(QT_TRANSLATE_NOOP("Reader", "must be between %1 and %2"), 0, kMaxPicks);
    if (s.actionsLeft < 0 || s.actionsLeft > kMaxActionsLeft)
        return because(QT_TRANSLATE_NOOP("Reader", "must be between %1 and %2"), 0,
                       kMaxActionsLeft);
    Reason problem = checkPieces(s);
    if (problem.isEmpty()) problem = checkCards(s);
    if (problem.isEmpty()) problem = isSetupPhase(s.phase) ? checkSetup(s) : checkGame(s);
    if (problem.isEmpty()) problem = checkDecisions(s);
    return problem;
}

QString checkInvariants(const GameState &s)
{
    return brokenInvariant(s).toString();
}

} // namespace quantum
