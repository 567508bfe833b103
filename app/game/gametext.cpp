// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/game/gametext.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cstdlib>

namespace quantum {

QString GameText::shipType(int value)
{
    switch (value) {
    case 1:
        return tr("Battlestation");
    case 2:
        return tr("Flagship");
    case 3:
        return tr("Destroyer");
    case 4:
        return tr("Frigate");
    case 5:
        return tr("Interceptor");
    case 6:
        return tr("Scout");
    default:
        return tr("ship");
    }
}

QString GameText::cardName(Card card)
{
    if (card == Card::None) return tr("no card");
    return QCoreApplication::translate("Card", cardInfo(card).name);
}

QString GameText::cardText(Card card)
{
    if (card == Card::None) return QString();
    return QCoreApplication::translate("Card", cardInfo(card).text);
}

QString GameText::player(int p) const
{
    if (p >= 0 && p < m_names.size()) return m_names[p];
    return tr("Player %1").arg(p + 1);
}

namespace {

// The planet whose tile holds `sq`, or -1 (a square of the Void).
int planetOfTile(const Board &board, int sq)
{
    const int tx = board.sqX(sq) / 3, ty = board.sqY(sq) / 3;
    for (int i = 0; i < board.planetCount(); ++i) {
        const int psq = board.planets()[i].sq;
        if (board.sqX(psq) / 3 == tx && board.sqY(psq) / 3 == ty) return i;
    }
    return -1;
}

// The planet nearest `sq` (fewest king steps, then fewest orthogonal steps, then the first).
int nearestPlanet(const Board &board, int sq)
{
    int best = -1, bestKing = 0, bestSteps = 0;
    for (int i = 0; i < board.planetCount(); ++i) {
        const int psq = board.planets()[i].sq;
        const int dx = std::abs(board.sqX(sq) - board.sqX(psq));
        const int dy = std::abs(board.sqY(sq) - board.sqY(psq));
        const int king = std::max(dx, dy), steps = dx + dy;
        if (best < 0 || king < bestKing || (king == bestKing && steps < bestSteps)) {
            best = i;
            bestKing = king;
            bestSteps = steps;
        }
    }
    return best;
}

// Which third of the map a tile lies in: 0, 1, 2 along `pos` in [min, min + size).
int third(int pos, int min, qint64 size)
{
    const double f = (pos - min + 0.5) / double(std::max<qint64>(size, 1));
    return f < 1.0 / 3 ? 0 : f > 2.0 / 3 ? 2 : 1;
}

} // namespace

QString GameText::square(int sq) const
{
    if (sq == kScrapyard) return tr("the scrapyard");
    if (sq == kReserve) return tr("the reserve");
    if (sq < 0 || !m_board || sq >= m_board->squareCount() || !m_board->exists(sq))
        return tr("nowhere");
    const Board &b = *m_board;
    if (b.isPlanet(sq)) return planet(b.planetAt(sq));
    const int own = planetOfTile(b, sq);
    const int pl = own >= 0 ? own : nearestPlanet(b, sq);
    if (pl < 0) return tr("a square of the Void");
    const QString name = planet(pl);
    const int psq = b.planets()[pl].sq;
    const int dx = b.sqX(sq) - b.sqX(psq), dy = b.sqY(sq) - b.sqY(psq);
    if (own >= 0) { // one of the eight squares around the planet
        if (dx == 0)
            return dy < 0 ? tr("the square above %1").arg(name)
                          : tr("the square below %1").arg(name);
        if (dy == 0)
            return dx < 0 ? tr("the square left of %1").arg(name)
                          : tr("the square right of %1").arg(name);
        if (dy < 0)
            return dx < 0 ? tr("the top-left corner of %1").arg(name)
                          : tr("the top-right corner of %1").arg(name);
        return dx < 0 ? tr("the bottom-left corner of %1").arg(name)
                      : tr("the bottom-right corner of %1").arg(name);
    }
    // A square of the Void: steps from the nearest planet.
    const int ax = std::abs(dx), ay = std::abs(dy);
    if (dy == 0)
        return dx < 0 ? fillIn(tr("the Void square %1 left of %2"), ax, name)
                      : fillIn(tr("the Void square %1 right of %2"), ax, name);
    if (dx == 0)
        return dy < 0 ? fillIn(tr("the Void square %1 above %2"), ay, name)
                      : fillIn(tr("the Void square %1 below %2"), ay, name);
    if (dy < 0)
        return dx < 0 ? fillIn(tr("the Void square %1 left and %2 up from %3"), ax, ay, name)
                      : fillIn(tr("the Void square %1 right and %2 up from %3"), ax, ay, name);
    return dx < 0 ? fillIn(tr("the Void square %1 left and %2 down from %3"), ax, ay, name)
                  : fillIn(tr("the Void square %1 right and %2 down from %3"), ax, ay, name);
}

QString GameText::planet(int planet) const
{
    if (!m_board || planet < 0 || planet >= m_board->planetCount()) return tr("no planet");
    const Board &b = *m_board;
    const Planet &p = b.planets()[planet];
    // Where a planet lies, in thirds of the map, for a number the map holds more than once.
    const TileBounds box = tileBounds(b.map());
    auto region = [&](const Planet &q) {
        const Tile &t = b.map().tiles[q.tile];
        return 3 * third(t.y, box.minY, box.height()) + third(t.x, box.minX, box.width());
    };
    int same = 0, sameRegion = 0, rank = 0;
    for (int i = 0; i < b.planetCount(); ++i) {
        const Planet &q = b.planets()[i];
        if (q.number != p.number) continue;
        ++same;
        if (region(q) != region(p)) continue;
        ++sameRegion;
        if (i < planet) ++rank; // planets are in reading order
    }
    if (same == 1) return tr("planet %1").arg(p.number);
    static const char *const regions[9] = {
        QT_TR_NOOP("top left"),    QT_TR_NOOP("top"),    QT_TR_NOOP("top right"),
        QT_TR_NOOP("left"),        QT_TR_NOOP("centre"), QT_TR_NOOP("right"),
        QT_TR_NOOP("bottom left"), QT_TR_NOOP("bottom"), QT_TR_NOOP("bottom right")};
    const QString where = tr(regions[region(p)]);
    if (sameRegion == 1) return fillIn(tr("planet %1 (%2)"), p.number, where);
    return fillIn(tr("planet %1 (%2, %3 of %4)"), p.number, where, rank + 1, sameRegion);
}

QString GameText::shipAbility(int value)
{
    switch (value) {
    case 1:
        return tr("Strike: once per turn, an extra attack on an adjacent enemy ship.");
    case 2:
        return tr("Transport: carries one of your ships from a surrounding square and drops it "
                  "next to where it stops.");
    case 3:
        return tr("Warp: swaps places with any of your ships on the map.");
    case 4:
        return tr("Modify: turns into a 3 or a 5.");
    case 5:
        return tr("Maneuver: may move diagonally.");
    case 6:
        return tr("Re-roll: rolls itself again for free.");
    default:
        return QString();
    }
}

QString GameText::ship(int player, int ship) const
{
    if (!m_s || player < 0 || player >= m_s->players || ship < 0 || ship >= kShipsPerPlayer)
        return tr("a ship");
    return shipOfValue(m_s->p[player].ships[ship].value);
}

QString GameText::shipOfValue(int value)
{
    if (value < 1 || value > 6) return tr("a ship");
    return fillIn(tr("%1 (%2)"), shipType(value), value);
}

// A ship moved, changed or rolled.
QString GameText::shipEvent(const Event &e, const QString &who) const
{
    switch (e.type) {
    case EventType::ShipRolled:
        switch (RollReason(e.c)) {
        case RollReason::Reconfigure:
            return fillIn(tr("%1 reconfigures the %2: it is now the %3."), who,
                          shipOfValue(e.b), shipOfValue(e.a));
        case RollReason::Scout:
            return fillIn(tr("%1's Scout re-rolls itself: it is now the %2."), who,
                          shipOfValue(e.a));
        case RollReason::Destroyed:
            return fillIn(tr("%1's destroyed ship is rolled again: it will come back as the %2."),
                          who, shipOfValue(e.a));
        case RollReason::Expansion:
            return fillIn(tr("%1 rolls the new ship: the %2."), who, shipOfValue(e.a));
        case RollReason::Resourceful:
            return fillIn(tr("%1 re-rolls the %2 with RESOURCEFUL: it is now the %3."), who,
                          shipOfValue(e.b), shipOfValue(e.a));
        case RollReason::Reorganization:
            return fillIn(tr("%1 reorganizes the %2: it is now the %3."), who, shipOfValue(e.b),
                          shipOfValue(e.a));
        case RollReason::Scrappy:
            return fillIn(tr("%1 re-rolls the %2 with SCRAPPY: it is now the %3."), who,
                          shipOfValue(e.b), shipOfValue(e.a));
        }
        return fillIn(tr("%1's %2 is rolled again: it is now the %3."), who, shipOfValue(e.b),
                      shipOfValue(e.a));
    case EventType::Deployed:
        return fillIn(tr("%1 deploys the %2 to %3."), who, shipOfValue(e.value), square(e.sq));
    case EventType::Moved:
        if (e.card != Card::None)
            return fillIn(tr("%1 moves the %2 from %3 to %4 with %5."), who, shipOfValue(e.value),
                          square(e.from), square(e.sq), cardName(e.card));
        return fillIn(tr("%1 moves the %2 from %3 to %4."), who, shipOfValue(e.value),
                      square(e.from), square(e.sq));
    case EventType::Transported:
        return fillIn(
            tr("%1's %2 flies from %3 to %4 carrying the %5 from %6, and drops it at %7."), who,
            shipOfValue(e.value), square(e.from), square(e.sq), shipOfValue(e.value2), square(e.b),
            square(e.a));
    case EventType::Warped:
        return fillIn(tr("%1's %2 warps: it swaps places with the %3, from %4 to %5."), who,
                      shipOfValue(e.value), shipOfValue(e.value2), square(e.from), square(e.sq));
    case EventType::Modified:
        return fillIn(tr("%1 modifies the Frigate: it is now the %2 (%3)."), who, shipType(e.a),
                      e.a);
    case EventType::ExpansionShip:
        if (e.sq == kScrapyard) return tr("%1 brings a new ship into the scrapyard.").arg(who);
        return fillIn(tr("%1 brings a new ship, the %2, to %3."), who, shipOfValue(e.value),
                      square(e.sq));
    case EventType::ValueChosen:
        return fillIn(tr("%1 chooses the value %2 for the ship."), who, e.a);
    default:
        break;
    }
    return QString();
}

// A battle: the attack, the rolls, the outcome.
QString GameText::battleEvent(const Event &e, const QString &who) const
{
    switch (e.type) {
    case EventType::Attacked:
        if (e.b)
            return fillIn(tr("%1's %2 strikes %3's %4 at %5."), who, shipOfValue(e.value),
                          player(e.other), shipOfValue(e.value2), square(e.sq));
        if (e.from != e.a)
            return fillIn(tr("%1's %2 moves from %3 to %4 and attacks %5's %6 at %7."), who,
                          shipOfValue(e.value), square(e.from), square(e.a), player(e.other),
                          shipOfValue(e.value2), square(e.sq));
        return fillIn(tr("%1's %2 attacks %3's %4 at %5."), who, shipOfValue(e.value),
                      player(e.other), shipOfValue(e.value2), square(e.sq));
    case EventType::CombatRolled:
        return fillIn(tr("The battle: attack %1 + roll %2 = %3 against defence %4 + roll %5 = %6."),
                      e.d - e.b, e.b, e.d, e.e - e.c, e.c, e.e);
    case EventType::CombatRerolled:
        return fillIn(
            tr("%1 re-rolls with %2: attack roll %3 (total %4), defence roll %5 (total %6)."), who,
            cardName(e.card), e.a, e.d, e.b, e.e);
    case EventType::BothDestroyed:
        return fillIn(
            tr("%1 uses DANGEROUS: the %2 and %3's attacking %4 are both destroyed before the "
               "battle."),
            who, shipOfValue(e.value), player(e.other), shipOfValue(e.value2));
    case EventType::ShipDestroyed:
        if (e.a == 0) // CLEVER: its owner chooses the new value later
            return fillIn(tr("%1's %2 is destroyed by %3; it goes to the scrapyard, its new "
                             "value to be chosen."),
                          who, shipOfValue(e.value), player(e.other));
        return fillIn(tr("%1's %2 is destroyed by %3; it goes to the scrapyard as the %4."), who,
                      shipOfValue(e.value), player(e.other), shipOfValue(e.a));
    case EventType::AttackRepelled:
        return fillIn(tr("%1's attack is repelled; the %2 returns to %3."), who,
                      shipOfValue(e.value), square(e.from));
    case EventType::Occupied:
        return fillIn(tr("%1's %2 occupies %3."), who, shipOfValue(e.value), square(e.sq));
    case EventType::Stayed:
        return fillIn(tr("%1's %2 stays at %3."), who, shipOfValue(e.value), square(e.sq));
    default:
        break;
    }
    return QString();
}

// The advance cards: the phase, the market, the decks, a card used and what it did.
QString GameText::cardEvent(const Event &e, const QString &who) const
{
    switch (e.type) {
    case EventType::CardsPhase:
        if (e.a == 0) return QString(); // nothing to pick: not worth a line
        return tr("%1 may take %n card(s).", nullptr, e.a).arg(who);
    case EventType::CardTaken:
        return fillIn(tr("%1 takes %2."), who, cardName(e.card));
    case EventType::MarketRefreshed:
        return tr("%1 refreshes the market.").arg(who);
    case EventType::CardDiscarded:
        return fillIn(tr("%1 discards %2."), who, cardName(e.card));
    case EventType::DeckReshuffled:
        return e.a == 0 ? tr("The gambit discards are shuffled into a new deck.")
                        : tr("The command discards are shuffled into a new deck.");
    case EventType::CardUsed:
        if (e.ship >= 0)
            return fillIn(tr("%1 uses %2 on the %3."), who, cardName(e.card), shipOfValue(e.value));
        return fillIn(tr("%1 uses %2."), who, cardName(e.card));
    case EventType::CardEffect:
        return fillIn(tr("%1's %2 takes effect."), who, cardName(e.card));
    case EventType::CubeRelocated:
        //: A log line (RELOCATION): %1 is the player who moves the cube, %2 the cube's owner, %3 and %4 planets.
        return fillIn(tr("%1 moves a cube of %2 from %3 to %4."), player(e.other), who,
                      planet(e.planet), planet(e.a));
    case EventType::ActionsGained:
        return tr("%1 now has %n action(s).", nullptr, e.a).arg(who);
    case EventType::BonusTurn:
        return tr("%1 takes a bonus turn.").arg(who);
    default:
        break;
    }
    return QString();
}

// One line of the log: the event in a whole translated sentence, worded from the event and
// the board alone. The families of events have a function each.
QString GameText::event(const Event &e) const
{
    const QString who = player(e.player);
    switch (e.type) {
    case EventType::SetupRolled:
        return fillIn(tr("%1 rolls the first ships: %2, %3 and %4."), who, e.a, e.b, e.c);
    case EventType::SetupRerolled:
        return fillIn(tr("%1 re-rolls the ships: %2, %3 and %4."), who, e.a, e.b, e.c);
    case EventType::SetupKept:
        return fillIn(tr("%1 keeps the ships: %2, %3 and %4."), who, e.a, e.b, e.c);
    case EventType::RollOff:
        return fillIn(tr("%1 rolls %2 to break the tie."), who, e.a);
    case EventType::FirstPlayer:
        return tr("%1 plays first.").arg(who);
    case EventType::StartChosen:
        return fillIn(tr("%1 starts at %2."), who, planet(e.planet));
    case EventType::ShipPlaced:
        return fillIn(tr("%1 places the %2 at %3."), who, shipOfValue(e.value), square(e.sq));
    case EventType::DecksDealt:
        return tr("The decks are shuffled and the market is dealt.");
    case EventType::TurnStarted:
        return fillIn(tr("Turn %1: %2 plays, with %n action(s).", nullptr, e.b), e.a, who);
    case EventType::VoidResearch:
        return tr("%1 gains research from %n ship(s) on the Void.", nullptr, e.a).arg(who);
    case EventType::InfamyRetry:
        return tr("%1 tries again to place the infamy cube.").arg(who);
    case EventType::Researched:
        return tr("%1 researches.").arg(who);
    case EventType::CubePlaced:
        switch (CubeReason(e.a)) {
        case CubeReason::Start:
            return fillIn(tr("%1 places a cube on %2."), who, planet(e.planet));
        case CubeReason::Infamy:
            return fillIn(tr("%1 places an infamy cube on %2; %n cube(s) left.", nullptr, e.b), who,
                          planet(e.planet));
        case CubeReason::Construct:
            break;
        }
        return fillIn(tr("%1 constructs on %2; %n cube(s) left.", nullptr, e.b), who,
                      planet(e.planet));
    case EventType::DominanceChanged:
        return fillIn(tr("%1's dominance goes from %2 to %3."), who, e.a, e.b);
    case EventType::ResearchChanged:
        return fillIn(tr("%1's research goes from %2 to %3."), who, e.a, e.b);
    case EventType::InfamyBlocked:
        return tr("%1 has no planet for the infamy cube yet.").arg(who);
    case EventType::Breakthrough:
        return tr("%1 makes a breakthrough.").arg(who);
    case EventType::TurnEnded:
        return tr("%1 ends the turn.").arg(who);
    case EventType::GameWon:
        return tr("%1 places the last cube and wins the game!").arg(who);
    case EventType::TurnLimit:
        return tr("Turn %1 was the last one the game allows: it ends without a winner.").arg(e.a);
    case EventType::Count:
        break;
    case EventType::ShipRolled:
    case EventType::Deployed:
    case EventType::Moved:
    case EventType::Transported:
    case EventType::Warped:
    case EventType::Modified:
    case EventType::ExpansionShip:
    case EventType::ValueChosen:
        return shipEvent(e, who);
    case EventType::Attacked:
    case EventType::CombatRolled:
    case EventType::CombatRerolled:
    case EventType::BothDestroyed:
    case EventType::ShipDestroyed:
    case EventType::AttackRepelled:
    case EventType::Occupied:
    case EventType::Stayed:
        return battleEvent(e, who);
    case EventType::CardsPhase:
    case EventType::CardTaken:
    case EventType::MarketRefreshed:
    case EventType::CardDiscarded:
    case EventType::DeckReshuffled:
    case EventType::CardUsed:
    case EventType::CardEffect:
    case EventType::CubeRelocated:
    case EventType::ActionsGained:
    case EventType::BonusTurn:
        return cardEvent(e, who);
    }
    return QString();
}

QString GameText::action(const Action &a) const
{
    if (!m_s) return QString();
    switch (a.type) {
    case ActionType::SetupReroll:
        return tr("Re-roll all three ships");
    case ActionType::SetupKeep:
        return tr("Keep these ships");
    case ActionType::ChooseStart:
        return tr("Start at %1").arg(planet(a.planet));
    case ActionType::PlaceShip:
        return fillIn(tr("Place the %1 at %2"), ship(a.player, a.ship), square(a.to));
    case ActionType::Reconfigure:
        return tr("Reconfigure the %1").arg(ship(a.player, a.ship));
    case ActionType::Deploy:
        return fillIn(tr("Deploy the %1 to %2"), ship(a.player, a.ship), square(a.to));
    case ActionType::Research:
        return tr("Research");
    case ActionType::Construct:
        return tr("Construct on %1").arg(planet(a.planet));
    case ActionType::Move:
        if (a.card != Card::None)
            //: An answer button: the Move action (R-MOVE-1) of ship %1 to square %2, using card %3.
            return fillIn(tr("Move the %1 to %2 with %3"), ship(a.player, a.ship), square(a.to),
                          cardName(a.card));
        //: An answer button: the Move action (R-MOVE-1) of ship %1 to square %2.
        return fillIn(tr("Move the %1 to %2"), ship(a.player, a.ship), square(a.to));
    case ActionType::Attack:
        if (a.card != Card::None)
            return fillIn(tr("Attack %1 from %2 with %3"), square(a.to), square(a.from),
                          cardName(a.card));
        return fillIn(tr("Attack %1 from %2"), square(a.to), square(a.from));
    case ActionType::Transport:
        if (a.card != Card::None)
            return fillIn(tr("Carry the %1 to %2 and drop it at %3 with %4"),
                          ship(a.player, a.other), square(a.to), square(a.drop), cardName(a.card));
        return fillIn(tr("Carry the %1 to %2 and drop it at %3"), ship(a.player, a.other),
                      square(a.to), square(a.drop));
    case ActionType::Strike:
        return tr("Strike %1").arg(square(a.to));
    case ActionType::Warp: // by place too: two ships of one value read the same otherwise
        if (m_s && a.player >= 0 && a.player < m_s->players && a.other >= 0 &&
            a.other < kShipsPerPlayer && m_s->p[a.player].ships[a.other].onMap())
            return fillIn(tr("Warp: swap with the %1 on %2"), ship(a.player, a.other),
                          square(m_s->p[a.player].ships[a.other].at));
        return tr("Warp: swap with the %1").arg(ship(a.player, a.other));
    case ActionType::Modify:
        return fillIn(tr("Modify into the %1 (%2)"), shipType(a.value), a.value);
    case ActionType::ScoutReroll:
        return tr("Re-roll this Scout");
    case ActionType::EndTurn:
        return tr("End the turn");
    case ActionType::Occupy:
        return tr("Occupy the square");
    case ActionType::Stay:
        return tr("Stay where you are");
    case ActionType::InfamyCube:
        return tr("Infamy cube on %1").arg(planet(a.planet));
    case ActionType::PlaceExpansion:
        if (a.to == kScrapyard) return tr("Put the new ship in the scrapyard");
        return tr("Place the new ship at %1").arg(square(a.to));
    case ActionType::TakeCard:
        return tr("Take %1").arg(
            cardName(a.value >= 0 && a.value < kMarketSlots ? m_s->market[a.value] : Card::None));
    case ActionType::RefreshMarket:
        return tr("Refresh all six cards");
    case ActionType::DiscardCommand: {
        const PlayerState &p = m_s->p[a.player];
        const Card c = a.value >= 0 && a.value < kMaxHand ? p.hand[a.value] : Card::None;
        return tr("Discard %1").arg(cardName(c));
    }
    case ActionType::UseCard:
        if (a.ship >= 0 && a.to >= 0)
            return fillIn(tr("Use %1 with the %2 at %3"), cardName(a.card), ship(a.player, a.ship),
                          square(a.to));
        if (a.ship >= 0 && a.value > 0)
            return fillIn(tr("Use %1 on the %2 (value %3)"), cardName(a.card),
                          ship(a.player, a.ship), a.value);
        if (a.ship >= 0)
            return fillIn(tr("Use %1 on the %2"), cardName(a.card), ship(a.player, a.ship));
        return tr("Use %1").arg(cardName(a.card));
    case ActionType::Reroll:
        return tr("Re-roll with %1").arg(cardName(a.card));
    case ActionType::Decline:
        return tr("No, thanks");
    case ActionType::ChooseValue:
        return tr("Value %1").arg(a.value);
    case ActionType::Relocate:
        //: An answer button (RELOCATION): %1 is the cube's owner, %2 and %3 planets.
        return fillIn(tr("Move %1's cube from %2 to %3"), player(a.other), planet(a.planet),
                      planet(a.planet2));
    case ActionType::Reorganize: {
        QStringList ships;
        for (int i = 0; i < kShipsPerPlayer; ++i)
            if (a.value & (1 << i)) ships.append(ship(a.player, i));
        if (ships.isEmpty()) return tr("Reorganize no ships");
        return tr("Reorganize: %1").arg(QLocale().createSeparatedList(ships));
    }
    case ActionType::Count:
        break;
    }
    return QString();
}

QString GameText::question() const
{
    if (!m_s) return QString();
    const int who = m_s->toAct();
    if (who < 0) {
        if (m_s->winner >= 0) return tr("%1 has won the game.").arg(player(m_s->winner));
        return tr("The game is over.");
    }
    const QString name = player(who);
    if (const Pending *p = m_s->front()) {
        switch (p->kind) {
        case Pending::Kind::Occupy:
            return tr("%1, you won the battle: occupy the defender's square or stay where you "
                      "attacked from?")
                .arg(name);
        case Pending::Kind::Infamy:
            return tr("%1, your dominance is full: choose a planet for your infamy cube.")
                .arg(name);
        case Pending::Kind::PlaceShip:
            return tr("%1, choose where your new ship goes.").arg(name);
        case Pending::Kind::DiscardCommand:
            return tr("%1, you hold four command cards: discard one of the three you held.")
                .arg(name);
        case Pending::Kind::Dangerous:
            return tr("%1, you are attacked: use DANGEROUS to destroy both ships before the roll?")
                .arg(name);
        case Pending::Kind::CombatReroll:
            return tr("%1, you are losing this battle: use a re-roll card?").arg(name);
        case Pending::Kind::ScrappyReroll:
            return fillIn(tr("%1, the ship rolled %2: re-roll it once with SCRAPPY?"), name,
                          p->value);
        case Pending::Kind::ChooseValue:
            return tr("%1, CLEVER: choose your ship's new value instead of rolling.").arg(name);
        case Pending::Kind::Relocate:
            return tr("%1, RELOCATION: choose which cube moves where.").arg(name);
        case Pending::Kind::Reorganize:
            return tr("%1, REORGANIZATION: choose which ships are reorganized.").arg(name);
        case Pending::Kind::SabotageDiscard:
            return tr("%1, you are sabotaged: discard one of your command cards.").arg(name);
        case Pending::Kind::Count:
            break;
        }
    }
    switch (m_s->phase) {
    case Phase::SetupReroll:
        return fillIn(
            tr("%1, your ships rolled %2, %3 and %4: keep them or re-roll all three once?"), name,
            m_s->p[who].ships[0].value, m_s->p[who].ships[1].value, m_s->p[who].ships[2].value);
    case Phase::SetupStart:
        return tr("%1, click a starting planet for your first cube.").arg(name);
    case Phase::SetupShips:
        return tr("%1, click an orbital position of your planet for each ship.").arg(name);
    case Phase::Actions:
        if (m_s->actionsLeft == 0)
            return tr("%1, no actions left: use a free ability or card, or end the turn.")
                .arg(name);
        return tr("%1, %n action(s) left: select a ship, or research, construct or end the turn.",
                  nullptr, m_s->actionsLeft)
            .arg(name);
    case Phase::Cards:
        return tr("%1, pick %n card(s) from the market.", nullptr, m_s->picksOwed).arg(name);
    case Phase::GameOver:
        break;
    }
    return QString();
}

} // namespace quantum
