// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <stdexcept>
#include <vector>

namespace quantum {

// Our own generator (splitmix64): the same seed gives the same numbers on every platform.
class Rng {
public:
    explicit Rng(uint64_t seed = 0) : m_state(seed) {}
    uint64_t next()
    {
        uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n), n > 0, by rejection (no modulo bias, no library distribution).
    uint32_t below(uint32_t n)
    {
        const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
        uint64_t r;
        do
            r = next();
        while (r >= limit);
        return uint32_t(r % n);
    }
    uint64_t state() const { return m_state; }
    void setState(uint64_t s) { m_state = s; }

private:
    uint64_t m_state;
};

// Thrown when a scripted dice list runs out and no seed was given.
struct DiceExhausted : std::runtime_error {
    DiceExhausted() : std::runtime_error("the scripted dice ran out (add dice or a seed)") {}
};

// The injected source of every random event of a game (docs/architecture.md).
class Dice {
public:
    virtual ~Dice() = default;
    virtual int d6() = 0;                   // one die roll, 1..6
    virtual uint32_t below(uint32_t n) = 0; // for shuffles, 0..n-1
};

class SeededDice : public Dice {
public:
    explicit SeededDice(uint64_t seed) : m_rng(seed) {}
    int d6() override { return int(m_rng.below(6)) + 1; }
    uint32_t below(uint32_t n) override { return m_rng.below(n); }
    Rng &rng() { return m_rng; }

private:
    Rng m_rng;
};

// Scripted rolls for tests and scenarios. After the list: rolls from the seed if one was
// given, otherwise DiceExhausted. Shuffles never consume scripted rolls: they draw from the
// seed (0 when none was given).
class ScriptedDice : public Dice {
public:
    ScriptedDice(std::vector<int> rolls, bool hasSeed, uint64_t seed)
        : m_rolls(std::move(rolls)), m_hasSeed(hasSeed), m_rng(seed)
    {
    }
    int d6() override
    {
        if (m_pos < m_rolls.size())
            return m_rolls[m_pos++];
        if (!m_hasSeed)
            throw DiceExhausted();
        return int(m_rng.below(6)) + 1;
    }
    uint32_t below(uint32_t n) override { return m_rng.below(n); }
    size_t used() const { return m_pos; }
    size_t remaining() const { return m_rolls.size() - m_pos; }

private:
    std::vector<int> m_rolls;
    size_t m_pos = 0;
    bool m_hasSeed;
    Rng m_rng;
};

// The one shuffle of the game (Fisher-Yates from the back, drawing from `dice`): decks at
// setup, reshuffled discards and positions read without decks all use it, so the same seed
// gives the same order everywhere.
template <typename T> void shuffleItems(T *items, int n, Dice &dice)
{
    for (int i = n - 1; i > 0; --i) {
        const int j = int(dice.below(uint32_t(i + 1)));
        T t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
}

} // namespace quantum
