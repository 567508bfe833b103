// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/game/seat.h"

#include "app/game/session.h"
#include "engine/bots.h"

#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

namespace quantum {

QString SeatInfo::displayName(int index) const
{
    if (!name.isEmpty()) return name;
    return isComputer() ? QCoreApplication::translate("Seat", "Computer %1").arg(index + 1)
                        : QCoreApplication::translate("Seat", "Player %1").arg(index + 1);
}

QString levelText(const QString &bot)
{
    static const struct {
        const char *name, *text;
    } known[] = {
        {"easy", QT_TRANSLATE_NOOP("Level", "Easy")},
        {"normal", QT_TRANSLATE_NOOP("Level", "Normal")},
        {"hard", QT_TRANSLATE_NOOP("Level", "Hard")},
        // The two weakest, named for the player who picks them: a first game against a
        // computer that takes what it can at once, and one that moves at random.
        {"greedy", QT_TRANSLATE_NOOP("Level", "Very easy")},
        {"random", QT_TRANSLATE_NOOP("Level", "Practice")},
    };
    for (const auto &k : known)
        if (bot == QLatin1String(k.name)) return QCoreApplication::translate("Level", k.text);
    return bot;
}

QStringList levelNames(GameKind kind)
{
    return botNames(kind);
}

Budget ComputerSeat::appBudget()
{
    Budget b;
    b.threads = qMax(1, QThread::idealThreadCount());
    return b;
}

ComputerSeat::ComputerSeat(std::unique_ptr<GamePlayer> player, Threading threading,
                           QObject *parent)
    : Seat(parent), m_player(std::move(player)), m_threading(threading)
{
    connect(&m_watcher, &QFutureWatcher<AnyAction>::finished, this, &ComputerSeat::chosen);
}

ComputerSeat *ComputerSeat::make(GameKind kind, const QString &bot, quint64 seed,
                                 Threading threading, QObject *parent)
{
    std::unique_ptr<GamePlayer> p = makePlayer(kind, bot, seed);
    if (!p) return nullptr;
    // Tools and tests (Inline) keep the bot's own budget: deterministic where it can be.
    if (threading == Threading::Worker) p->setBudget(appBudget());
    return new ComputerSeat(std::move(p), threading, parent);
}

ComputerSeat::~ComputerSeat()
{
    m_session = nullptr;
    m_watcher.waitForFinished();
}

void ComputerSeat::decide(Session &session, int index)
{
    if (!session.isDue(index)) return;
    if (m_threading == Threading::Inline) {
        if (m_keepGoing && !m_keepGoing(session)) return;
        QString failure; // an answer that cannot be used is refused by the session
        session.submit(index, m_player->choose(session.game(), index, failure));
        return;
    }
    m_session = &session;
    m_index = index;
    m_version = session.serial();
    // The worker still thinks about an older position: its answer is dropped, and this one is
    // asked for when it is done (the UI never waits for it).
    if (m_watcher.isRunning()) {
        m_again = true;
        setThinking(true);
        return;
    }
    think();
}

void ComputerSeat::think()
{
    m_again = false;
    GamePlayer *player = m_player.get();
    std::shared_ptr<const Game> game = m_session->game().clone();
    m_watcher.setFuture(QtConcurrent::run([player, game, index = m_index] {
        QString failure;
        return player->choose(*game, index, failure);
    }));
    setThinking(true);
}

void ComputerSeat::stop()
{
    m_session = nullptr; // the answer being prepared will be dropped
    m_again = false;
    setThinking(false);
}

void ComputerSeat::chosen()
{
    const AnyAction action = m_watcher.result();
    if (!m_session) return setThinking(false);
    if (m_session->serial() != m_version) return setThinking(false); // an older position
    if (m_again) return think(); // asked about a newer position meanwhile
    setThinking(false);
    Session *session = m_session;
    m_session = nullptr;
    session->submit(m_index, action);
}

void ComputerSeat::setThinking(bool on)
{
    if (on == m_thinking) return;
    m_thinking = on;
    emit thinkingChanged(on);
}

} // namespace quantum
