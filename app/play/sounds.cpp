// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/sounds.h"

#ifdef QUANTUM_HAVE_SOUND
#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>
#endif

#include <array>

namespace quantum {

#ifdef QUANTUM_HAVE_SOUND
struct SoundBoard::Impl {
    std::array<QSoundEffect *, size_t(Sound::Count)> effects{};
};
#else
struct SoundBoard::Impl {};
#endif

SoundBoard::SoundBoard(QObject *parent) : QObject(parent), m_impl(new Impl)
{
#ifdef QUANTUM_HAVE_SOUND
    // No audio output (a server, a test run): stay silent rather than warn on every sound.
    if (QMediaDevices::defaultAudioOutput().isNull())
        return;
    static const char *const names[] = {"roll", "move", "destroy", "cube", "card", "win"};
    for (size_t i = 0; i < m_impl->effects.size(); ++i) {
        auto *effect = new QSoundEffect(this);
        effect->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(names[i]))));
        effect->setVolume(0.6f);
        m_impl->effects[i] = effect;
    }
#endif
}

SoundBoard::~SoundBoard()
{
    delete m_impl;
}

bool SoundBoard::available()
{
#ifdef QUANTUM_HAVE_SOUND
    return true;
#else
    return false;
#endif
}

SoundBoard::Sound SoundBoard::soundFor(const Events &events, bool *any)
{
    // Priority: the win, a cube, a destroyed ship, a roll, a card, a move.
    int best = -1;
    Sound sound = Sound::Move;
    auto consider = [&](int rank, Sound s) {
        if (rank > best) {
            best = rank;
            sound = s;
        }
    };
    for (const Event &e : events) {
        switch (e.type) {
        case EventType::GameWon: consider(6, Sound::Win); break;
        case EventType::CubePlaced: consider(5, Sound::Cube); break;
        case EventType::ShipDestroyed:
        case EventType::BothDestroyed: consider(4, Sound::Destroy); break;
        case EventType::CombatRolled:
        case EventType::CombatRerolled:
        case EventType::ShipRolled:
        case EventType::SetupRolled:
        case EventType::SetupRerolled: consider(3, Sound::Roll); break;
        case EventType::CardTaken:
        case EventType::MarketRefreshed: consider(2, Sound::Card); break;
        case EventType::Moved:
        case EventType::Transported:
        case EventType::Warped:
        case EventType::Deployed:
        case EventType::ShipPlaced:
        case EventType::Occupied: consider(1, Sound::Move); break;
        default: break;
        }
    }
    if (any) *any = best >= 0;
    return sound;
}

bool SoundBoard::play(const Events &events)
{
    bool any = false;
    const Sound s = soundFor(events, &any);
    if (!any) return false;
    return play(s);
}

bool SoundBoard::playTurn()
{
    return play(Sound::Card); // the card's chime: short, and unlike any move
}

bool SoundBoard::play(Sound s)
{
    if (!m_enabled) return false;
#ifdef QUANTUM_HAVE_SOUND
    if (QSoundEffect *effect = m_impl->effects[size_t(s)])
        effect->play();
#else
    Q_UNUSED(s);
#endif
    return true;
}

} // namespace quantum
