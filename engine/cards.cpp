// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/cards.h"

#include <QtGlobal>

#include <cstring>

namespace quantum {

namespace {

// Card texts are our own wording. Translated at display time with
// QCoreApplication::translate("Card", ...).
const CardInfo kCards[kCardKinds] = {
    {"AGGRESSION", true, 4, true, QT_TRANSLATE_NOOP("Card", "Aggression"),
     QT_TRANSLATE_NOOP("Card", "Gain 2 dominance at once. Reaching 6 triggers infamy.")},
    {"EXPANSION", true, 8, true, QT_TRANSLATE_NOOP("Card", "Expansion"),
     QT_TRANSLATE_NOOP("Card", "Roll one of your reserve ships and put it next to a planet "
                               "holding your cube, or in your scrapyard.")},
    {"MOMENTUM", true, 4, true, QT_TRANSLATE_NOOP("Card", "Momentum"),
     QT_TRANSLATE_NOOP("Card", "Take a bonus turn with 2 actions right away.")},
    {"RELOCATION", true, 2, true, QT_TRANSLATE_NOOP("Card", "Relocation"),
     QT_TRANSLATE_NOOP("Card", "Move another player's cube to a planet of no higher number "
                               "that has room and none of their cubes.")},
    {"REORGANIZATION", true, 2, true, QT_TRANSLATE_NOOP("Card", "Reorganization"),
     QT_TRANSLATE_NOOP("Card", "Pick up any of your ships, roll them, and set each next to a "
                               "planet holding your cube or in your scrapyard.")},
    {"SABOTAGE", true, 2, true, QT_TRANSLATE_NOOP("Card", "Sabotage"),
     QT_TRANSLATE_NOOP("Card", "Each other player discards one command card of their choice.")},
    {"AGILE", false, 1, true, QT_TRANSLATE_NOOP("Card", "Agile"),
     QT_TRANSLATE_NOOP("Card", "Your ships move one square further.")},
    {"ARROGANT", false, 1, true, QT_TRANSLATE_NOOP("Card", "Arrogant"),
     QT_TRANSLATE_NOOP("Card", "Start of turn: one more action if you have more ships on the "
                               "map than every other player.")},
    {"BRILLIANT", false, 1, true, QT_TRANSLATE_NOOP("Card", "Brilliant"),
     QT_TRANSLATE_NOOP("Card", "Start of turn: research +2.")},
    {"CEREBRAL", false, 1, true, QT_TRANSLATE_NOOP("Card", "Cerebral"),
     QT_TRANSLATE_NOOP("Card", "Once a turn, free: trade 1 dominance for 3 research.")},
    {"CLEVER", false, 1, true, QT_TRANSLATE_NOOP("Card", "Clever"),
     QT_TRANSLATE_NOOP("Card", "Choose the value instead of rolling whenever one of your ships "
                               "is rolled (not in combat).")},
    {"CONFORMIST", false, 1, true, QT_TRANSLATE_NOOP("Card", "Conformist"),
     QT_TRANSLATE_NOOP("Card", "Start of turn: one more action if two of your ships on the "
                               "map show the same value.")},
    {"CRUEL", false, 1, true, QT_TRANSLATE_NOOP("Card", "Cruel"),
     QT_TRANSLATE_NOOP("Card", "Once per combat, make your opponent roll again.")},
    {"CUNNING", false, 1, true, QT_TRANSLATE_NOOP("Card", "Cunning"),
     QT_TRANSLATE_NOOP("Card", "Once a turn, a ship that has used its ability may use the "
                               "ability of its current value again.")},
    {"CURIOUS", false, 1, true, QT_TRANSLATE_NOOP("Card", "Curious"),
     QT_TRANSLATE_NOOP("Card", "One free move a turn, if you make no attack that turn.")},
    {"DANGEROUS", false, 1, true, QT_TRANSLATE_NOOP("Card", "Dangerous"),
     QT_TRANSLATE_NOOP("Card", "When attacked, you may destroy both ships before the roll.")},
    {"EAGER", false, 1, true, QT_TRANSLATE_NOOP("Card", "Eager"),
     QT_TRANSLATE_NOOP("Card", "Deploying costs no action.")},
    {"ENERGETIC", false, 1, true, QT_TRANSLATE_NOOP("Card", "Energetic"),
     QT_TRANSLATE_NOOP("Card", "Your ships may move more than once a turn.")},
    {"FEROCIOUS", false, 1, true, QT_TRANSLATE_NOOP("Card", "Ferocious"),
     QT_TRANSLATE_NOOP("Card", "-1 to your combat rolls.")},
    {"FLEXIBLE", false, 1, true, QT_TRANSLATE_NOOP("Card", "Flexible"),
     QT_TRANSLATE_NOOP("Card", "Once a turn, free: raise or lower one ship by 1.")},
    {"INGENIOUS", false, 1, true, QT_TRANSLATE_NOOP("Card", "Ingenious"),
     QT_TRANSLATE_NOOP("Card", "Ships diagonal to a planet may count when you construct.")},
    {"INTELLIGENT", false, 1, true, QT_TRANSLATE_NOOP("Card", "Intelligent"),
     QT_TRANSLATE_NOOP("Card", "Construct when your total is one off the target.")},
    {"NOMADIC", false, 1, true, QT_TRANSLATE_NOOP("Card", "Nomadic"),
     QT_TRANSLATE_NOOP("Card", "Once a turn, 1 action: jump an orbiting ship to the planet of "
                               "a neighbouring tile.")},
    {"PLUNDERING", false, 1, true, QT_TRANSLATE_NOOP("Card", "Plundering"),
     QT_TRANSLATE_NOOP("Card", "Your first kill each turn gives research +3.")},
    {"PRECOCIOUS", false, 1, true, QT_TRANSLATE_NOOP("Card", "Precocious"),
     QT_TRANSLATE_NOOP("Card", "Breakthrough from research 4.")},
    {"RATIONAL", false, 1, true, QT_TRANSLATE_NOOP("Card", "Rational"),
     QT_TRANSLATE_NOOP("Card", "Your combat rolls are always 3.")},
    {"RAVENOUS", false, 1, true, QT_TRANSLATE_NOOP("Card", "Ravenous"),
     QT_TRANSLATE_NOOP("Card", "Kills give dominance +2; losses cost 2.")},
    {"RELENTLESS", false, 1, true, QT_TRANSLATE_NOOP("Card", "Relentless"),
     QT_TRANSLATE_NOOP("Card", "Once per combat, roll your own die again.")},
    {"RESOURCEFUL", false, 1, true, QT_TRANSLATE_NOOP("Card", "Resourceful"),
     QT_TRANSLATE_NOOP("Card", "Once a turn: scrap one of your ships for one more action.")},
    {"RIGHTEOUS", false, 1, true, QT_TRANSLATE_NOOP("Card", "Righteous"),
     QT_TRANSLATE_NOOP("Card", "Losing a ship costs you no dominance.")},
    {"SCRAPPY", false, 1, true, QT_TRANSLATE_NOOP("Card", "Scrappy"),
     QT_TRANSLATE_NOOP("Card", "On your turn, any roll of yours may be rolled once more.")},
    {"STEALTHY", false, 1, true, QT_TRANSLATE_NOOP("Card", "Stealthy"),
     QT_TRANSLATE_NOOP("Card", "Deploy to any empty square away from other ships.")},
    {"STRATEGIC", false, 1, true, QT_TRANSLATE_NOOP("Card", "Strategic"),
     QT_TRANSLATE_NOOP("Card", "-2 to your combat roll next to another of your ships.")},
    {"STUBBORN", false, 1, true, QT_TRANSLATE_NOOP("Card", "Stubborn"),
     QT_TRANSLATE_NOOP("Card", "Defending, you win ties, and a beaten attacker is destroyed.")},
    {"TACTICAL", false, 1, true, QT_TRANSLATE_NOOP("Card", "Tactical"),
     QT_TRANSLATE_NOOP("Card", "Once a turn, free: move a ship one square.")},
    {"TYRANNICAL", false, 1, true, QT_TRANSLATE_NOOP("Card", "Tyrannical"),
     QT_TRANSLATE_NOOP("Card", "Once a turn, free: trade 1 research for 1 dominance.")},
    {"WARLIKE", false, 1, true, QT_TRANSLATE_NOOP("Card", "Warlike"),
     QT_TRANSLATE_NOOP("Card", "Your first kill each turn gives one more action.")},
};

} // namespace

const CardInfo &cardInfo(Card c)
{
    Q_ASSERT(int(c) >= 0 && int(c) < kCardKinds);
    return kCards[int(c)];
}

Card cardFromId(const char *id, int len)
{
    for (int i = 0; i < kCardKinds; ++i)
        if (int(std::strlen(kCards[i].id)) == len && std::strncmp(kCards[i].id, id, len) == 0)
            return Card(i);
    return Card::None;
}

} // namespace quantum
