// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/rules.h"

#include <QObject>

namespace quantum {

// The game's sound effects (resources/sounds, made by scripts/make-sounds.py): dice, moves,
// destroyed ships, cubes, cards and the win. Plays through Qt Multimedia when the build
// has it; otherwise available() is false and play() does nothing.
class SoundBoard : public QObject {
    Q_OBJECT
public:
    enum class Sound { Roll, Move, Destroy, Cube, Card, Win, Count };

    explicit SoundBoard(QObject *parent = nullptr);
    ~SoundBoard() override;
    static bool available();
    void setEnabled(bool on) { m_enabled = on; }
    bool isEnabled() const { return m_enabled; }
    // The one sound that best fits what an action did (the most important event wins).
    static Sound soundFor(const Events &events, bool *any);
    // Plays the sound for `events`; false when none was due (disabled, or nothing audible).
    bool play(const Events &events);
    // The notice that the turn came to this computer (a network game, the window not active).
    bool playTurn();
    // One sound (Qwantum's table: the roll, the win); false when disabled or unavailable.
    bool play(Sound sound);

private:
    bool m_enabled = true;
    struct Impl;
    Impl *m_impl = nullptr;
};

} // namespace quantum
