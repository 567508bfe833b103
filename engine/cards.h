// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace quantum {

// Stable card ids (docs/rules.md §10). The numeric values are internal; files, saves and
// the network use the names from cardName().
enum class Card : int8_t {
    None = -1,
    // gambit cards
    Aggression,
    Expansion,
    Momentum,
    Relocation,
    Reorganization,
    Sabotage,
    // command cards
    Agile,
    Arrogant,
    Brilliant,
    Cerebral,
    Clever,
    Conformist,
    Cruel,
    Cunning,
    Curious,
    Dangerous,
    Eager,
    Energetic,
    Ferocious,
    Flexible,
    Ingenious,
    Intelligent,
    Nomadic,
    Plundering,
    Precocious,
    Rational,
    Ravenous,
    Relentless,
    Resourceful,
    Righteous,
    Scrappy,
    Stealthy,
    Strategic,
    Stubborn,
    Tactical,
    Tyrannical,
    Warlike,
    Count
};

inline constexpr int kCardKinds = int(Card::Count);
inline constexpr int kGambitCards = 22;
inline constexpr int kCommandCards = 31;

struct CardInfo {
    const char *id;    // stable id, e.g. "AGGRESSION"
    bool gambit;       // gambit (one-shot) or command (permanent)
    int count;         // copies in the full deck
    bool implemented;  // the one switch: only implemented cards are dealt
    const char *name;  // display name, source string for translation (context "Card")
    const char *text;  // our own wording of the effect, source string (context "Card")
};

const CardInfo &cardInfo(Card c);
inline const char *cardId(Card c) { return cardInfo(c).id; }
inline bool isGambit(Card c) { return cardInfo(c).gambit; }
Card cardFromId(const char *id, int len); // Card::None when unknown

} // namespace quantum
