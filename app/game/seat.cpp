#include "app/game/seat.h"

#include "app/game/session.h"
#include "engine/bots.h"

#include <QtConcurrent/QtConcurrentRun>

namespace quantum {

QString SeatInfo::displayName(int index) const
{
    if (!name.isEmpty()) return name;
    return isComputer() ? QCoreApplication::translate("Seat", "Computer %1").arg(index + 1)
                        : QCoreApplication::translate("Seat", "Player %1").arg(index + 1);
}

ComputerSeat::ComputerSeat(std::unique_ptr<Bot> bot, Threading threading, QObject *parent)
    : Seat(parent), m_bot(std::move(bot)), m_threading(threading)
{
    connect(&m_watcher, &QFutureWatcher<Action>::finished, this, &ComputerSeat::chosen);
}

ComputerSeat *ComputerSeat::make(const QString &bot, quint64 seed, Threading threading,
                                 QObject *parent)
{
    std::unique_ptr<Bot> b = makeBot(bot, seed);
    return b ? new ComputerSeat(std::move(b), threading, parent) : nullptr;
}

ComputerSeat::~ComputerSeat()
{
    m_session = nullptr;
    m_watcher.waitForFinished();
}

void ComputerSeat::decide(Session &session, int index)
{
    if (session.legal().empty()) return;
    if (m_threading == Threading::Inline) {
        if (m_keepGoing && !m_keepGoing(session)) return;
        session.submit(index, m_bot->choose(session.state(), session.legal()));
        return;
    }
    if (m_thinking) m_watcher.waitForFinished(); // an answer for an older position: dropped
    m_session = &session;
    m_index = index;
    m_version = session.serial();
    m_thinking = true;
    Bot *bot = m_bot.get();
    m_watcher.setFuture(QtConcurrent::run(
        [bot, state = session.state(), legal = session.legal()] { return bot->choose(state, legal); }));
}

void ComputerSeat::stop()
{
    m_session = nullptr; // the answer being prepared will be dropped
}

void ComputerSeat::chosen()
{
    m_thinking = false;
    const Action action = m_watcher.result();
    if (!m_session || m_session->serial() != m_version) return;
    Session *session = m_session;
    m_session = nullptr;
    session->submit(m_index, action);
}

} // namespace quantum
