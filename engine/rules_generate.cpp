// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rules_p.h"

// Legal-action generation: legalActions, setup, pending decisions and card picks (the action
// phase is in rules_moves.cpp).

namespace quantum {

using namespace detail;

namespace {

thread_local Scratch tlsScratch;

void addCardPicks(const GameState &s, std::vector<Action> &out)
{
    const int pl = s.picker;
    const bool reserve = reserveShip(s, pl) >= 0;
    for (int i = 0; i < kMarketSlots; ++i) {
        const Card c = s.market[i];
        if (c == Card::None || (c == Card::Expansion && !reserve)) // R-CARD-6
            continue;
        Action a{ActionType::TakeCard, int8_t(pl)};
        a.value = int8_t(i);
        out.push_back(a);
    }
    if (anyCardsLeft(s)) out.push_back(Action{ActionType::RefreshMarket, int8_t(pl)});
}

void addPending(Scratch &S, const GameState &s, std::vector<Action> &out)
{
    const Pending &pd = s.pending[0];
    const int pl = pd.player;
    switch (pd.kind) {
    case Pending::Kind::Occupy:
        out.push_back(Action{ActionType::Occupy, int8_t(pl), pd.ship});
        out.push_back(Action{ActionType::Stay, int8_t(pl), pd.ship});
        break;
    case Pending::Kind::Infamy: {
        const bool ent = entangled(s, pl);
        Action a{ActionType::InfamyCube, int8_t(pl)};
        for (int i = 0; i < s.board->planetCount(); ++i)
            if (mayTakeCube(s, pl, i, ent)) {
                a.planet = int16_t(i);
                out.push_back(a);
            }
        break;
    }
    case Pending::Kind::PlaceShip: {
        Action a{ActionType::PlaceExpansion, int8_t(pl), pd.ship};
        forEachPlacement(S, s, pl, [&](Sq sq) {
            a.to = sq;
            out.push_back(a);
        });
        a.to = kScrapyard;
        out.push_back(a);
        break;
    }
    case Pending::Kind::DiscardCommand:
    case Pending::Kind::SabotageDiscard:
        for (int i = 0; i < kMaxHand; ++i) {
            if (s.p[pl].hand[i] == Card::None) continue;
            Action a{ActionType::DiscardCommand, int8_t(pl)};
            a.value = int8_t(i);
            out.push_back(a);
        }
        break;
    case Pending::Kind::Dangerous: {
        Action a{ActionType::UseCard, int8_t(pl)};
        a.card = Card::Dangerous;
        out.push_back(a);
        out.push_back(Action{ActionType::Decline, int8_t(pl)});
        break;
    }
    case Pending::Kind::CombatReroll: {
        const uint8_t opts = rerollOptions(s, pl);
        const Card cards[3] = {Card::Cruel, Card::Relentless, Card::Scrappy};
        for (int k = 0; k < 3; ++k)
            if (opts & (1 << k)) {
                Action a{ActionType::Reroll, int8_t(pl)};
                a.card = cards[k];
                out.push_back(a);
            }
        out.push_back(Action{ActionType::Decline, int8_t(pl)});
        break;
    }
    case Pending::Kind::ScrappyReroll: {
        Action a{ActionType::UseCard, int8_t(pl), pd.ship};
        a.card = Card::Scrappy;
        out.push_back(a);
        out.push_back(Action{ActionType::Decline, int8_t(pl), pd.ship});
        break;
    }
    case Pending::Kind::ChooseValue:
        for (int v = 1; v <= kDieFaces; ++v)
            if (v != pd.value) {
                Action a{ActionType::ChooseValue, int8_t(pl), pd.ship};
                a.value = int8_t(v);
                out.push_back(a);
            }
        break;
    case Pending::Kind::Relocate:
        forEachRelocation(s, pl, [&](int q, int from, int to) {
            Action a{ActionType::Relocate, int8_t(pl), -1, int8_t(q)};
            a.planet = int16_t(from);
            a.planet2 = int16_t(to);
            out.push_back(a);
        });
        break;
    case Pending::Kind::Reorganize: {
        int eligible = 0;
        for (int i = 0; i < kShipsPerPlayer; ++i) {
            const Sq at = s.p[pl].ships[i].at;
            if (at >= 0 || at == kScrapyard) eligible |= 1 << i;
        }
        for (int mask = 0; mask < 32; ++mask)
            if ((mask & eligible) == mask) {
                Action a{ActionType::Reorganize, int8_t(pl)};
                a.value = int8_t(mask);
                out.push_back(a);
            }
        break;
    }
    case Pending::Kind::Count:
        break;
    }
}

void addSetup(Scratch &S, const GameState &s, std::vector<Action> &out)
{
    const int pl = s.active;
    switch (s.phase) {
    case Phase::SetupReroll:
        out.push_back(Action{ActionType::SetupKeep, int8_t(pl)});
        out.push_back(Action{ActionType::SetupReroll, int8_t(pl)});
        break;
    case Phase::SetupStart: {
        Action a{ActionType::ChooseStart, int8_t(pl)};
        for (int i = 0; i < s.board->planetCount(); ++i)
            if (s.board->planets()[i].start && s.cubesOn(i) == 0) {
                a.planet = int16_t(i);
                out.push_back(a);
            }
        break;
    }
    case Phase::SetupShips: {
        const Planet &pp = s.board->planets()[s.p[pl].startPlanet];
        for (int si = 0; si < kShipsPerPlayer; ++si) {
            if (s.p[pl].ships[si].at != kUnplaced) continue;
            for (Sq o : pp.orbit)
                if (o != kNoSq && !S.occupied(o)) {
                    Action a{ActionType::PlaceShip, int8_t(pl), int8_t(si)};
                    a.to = o;
                    out.push_back(a);
                }
        }
        break;
    }
    default:
        break;
    }
}

} // namespace

void legalActions(const GameState &s, std::vector<Action> &out)
{
    out.clear();
    if (s.phase == Phase::GameOver) return;
    Scratch &S = tlsScratch;
    S.build(s);
    if (s.pendingCount) {
        addPending(S, s, out);
        return;
    }
    switch (s.phase) {
    case Phase::SetupReroll:
    case Phase::SetupStart:
    case Phase::SetupShips:
        addSetup(S, s, out);
        break;
    case Phase::Actions:
        addActionPhase(S, s, out);
        break;
    case Phase::Cards:
        addCardPicks(s, out);
        break;
    case Phase::GameOver:
        break;
    }
}

const Action *findLegal(const std::vector<Action> &legal, const Action &a)
{
    for (const Action &l : legal)
        if (l.sameAs(a)) return &l;
    return nullptr;
}

} // namespace quantum
