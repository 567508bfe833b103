// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/net/faultproxy.h"

#include <QTcpSocket>
#include <QTimer>

#include <deque>

namespace quantum::net::test {

// One way of a link: the bytes read from `from` and not yet written to `to`, with the sizes
// of the reads they came in (to tell a coalesced piece).
struct FaultProxy::Direction {
    QTcpSocket *from = nullptr;
    QTcpSocket *to = nullptr;
    QByteArray pending;
    std::deque<qsizetype> reads;
    QTimer *timer = nullptr;
    bool eof = false;    // `from` closed: once pending is written, `to` is closed too
    bool closed = false; // `to` was closed
    bool down = false;   // host to client
};

struct FaultProxy::Link {
    QTcpSocket *client = nullptr;
    QTcpSocket *host = nullptr;
    Direction up, down;
    qint64 passedArmed = 0; // bytes passed host to client while armed
    qint64 cutAt = 0;       // 0: never
    bool dead = false;
};

FaultProxy::FaultProxy(quint16 hostPort, const FaultSchedule &schedule, QObject *parent)
    : QObject(parent), m_hostPort(hostPort), m_schedule(schedule), m_rng(schedule.seed)
{
    connect(&m_server, &QTcpServer::newConnection, this, &FaultProxy::accept);
}

FaultProxy::~FaultProxy()
{
    for (const auto &l : m_links) {
        l->dead = true;
        l->client->disconnect(this);
        l->host->disconnect(this);
    }
}

bool FaultProxy::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

void FaultProxy::accept()
{
    while (QTcpSocket *client = m_server.nextPendingConnection()) {
        ++m_accepted;
        auto link = std::make_unique<Link>();
        Link *l = link.get();
        l->client = client;
        client->setParent(this);
        l->host = new QTcpSocket(this);
        l->up.from = l->client;
        l->up.to = l->host;
        l->down.from = l->host;
        l->down.to = l->client;
        l->down.down = true;
        if (m_schedule.cutAfterBytes > 0) l->cutAt = 1 + m_rng.bounded(m_schedule.cutAfterBytes);
        for (Direction *d : {&l->up, &l->down}) {
            d->timer = new QTimer(this);
            d->timer->setSingleShot(true);
            connect(d->timer, &QTimer::timeout, this, [this, l, d] { pump(l, *d); });
            const auto take = [this, l, d] {
                if (l->dead) return;
                const QByteArray bytes = d->from->readAll();
                if (!bytes.isEmpty()) {
                    d->pending += bytes;
                    d->reads.push_back(bytes.size());
                }
                schedulePump(l, *d);
            };
            connect(d->from, &QTcpSocket::readyRead, this, take);
            connect(d->from, &QTcpSocket::disconnected, this, [this, l, d, take] {
                take();
                d->eof = true;
                schedulePump(l, *d);
            });
        }
        connect(l->host, &QTcpSocket::connected, this, [this, l] { schedulePump(l, l->up); });
        connect(l->host, &QTcpSocket::errorOccurred, this, [this, l] {
            if (l->host->state() == QAbstractSocket::UnconnectedState && !l->up.closed &&
                !l->down.eof) { // the host cannot be reached: the client is cut off
                l->down.eof = true;
                schedulePump(l, l->down);
            }
        });
        m_links.push_back(std::move(link));
        // The delays are the schedule's own: no Nagle waiting for acknowledgements besides.
        l->client->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(l->host, &QTcpSocket::connected, this,
                [l] { l->host->setSocketOption(QAbstractSocket::LowDelayOption, 1); });
        l->host->connectToHost(QHostAddress::LocalHost, m_hostPort);
        if (l->client->bytesAvailable() > 0) emit l->client->readyRead();
    }
}

void FaultProxy::schedulePump(Link *link, Direction &d)
{
    if (link->dead || d.timer->isActive()) return;
    int wait = m_schedule.coalesceMs;
    if (int(m_rng.bounded(100)) < m_schedule.delayPercent)
        wait += 1 + int(m_rng.bounded(qMax(1, m_schedule.maxDelayMs)));
    d.timer->start(wait);
}

void FaultProxy::pump(Link *link, Direction &d)
{
    if (link->dead || d.closed || m_held) return;
    if (d.to->state() != QAbstractSocket::ConnectedState) {
        if (d.to->state() == QAbstractSocket::UnconnectedState) end(link); // that side left
        return; // the host side is still connecting: `connected` pumps again
    }
    if (d.pending.isEmpty()) {
        if (d.eof) {
            d.closed = true;
            d.to->disconnectFromHost();
            if (link->up.closed && link->down.closed) forget(link);
        }
        return;
    }
    qsizetype n = d.pending.size();
    if (int(m_rng.bounded(100)) < m_schedule.splitPercent) {
        if (int(m_rng.bounded(100)) < m_schedule.tinyPercent)
            n = qMin<qsizetype>(n, 1 + m_rng.bounded(3));
        else
            n = 1 + qsizetype(m_rng.bounded(quint32(n)));
    }
    bool cutNow = false;
    if (d.down && m_armed && link->cutAt > 0 && m_cuts < m_schedule.maxCuts &&
        link->passedArmed + n >= link->cutAt) {
        n = link->cutAt - link->passedArmed; // the stream ends here, often inside a frame
        cutNow = true;
    }
    if (n > 0) {
        d.to->write(d.pending.constData(), n);
        (d.down ? m_passedDown : m_passedUp).append(d.pending.constData(), n);
        d.pending.remove(0, n);
        ++m_pieces;
        if (n <= 3) ++m_tiny;
        // Which reads the piece took bytes from: more than one is a coalesced piece.
        int touched = 0;
        for (qsizetype left = n; left > 0 && !d.reads.empty(); ++touched) {
            const qsizetype take = qMin(left, d.reads.front());
            left -= take;
            d.reads.front() -= take;
            if (d.reads.front() == 0) d.reads.pop_front();
        }
        if (touched > 1) ++m_coalesced;
        if (d.down && m_armed) link->passedArmed += n;
    }
    if (cutNow) {
        d.to->flush();
        return cut(link);
    }
    if (!d.pending.isEmpty() || d.eof) schedulePump(link, d);
}

void FaultProxy::cutAll()
{
    std::vector<Link *> live;
    for (const auto &l : m_links)
        if (!l->dead) live.push_back(l.get());
    for (Link *l : live)
        cut(l);
    m_held = false;
}

void FaultProxy::cut(Link *link)
{
    if (link->dead) return;
    ++m_cuts;
    end(link);
}

void FaultProxy::end(Link *link)
{
    if (link->dead) return;
    forget(link);
    link->client->abort();
    link->host->abort();
}

// The link ends: its sockets go once the event loop is back (a signal of theirs may be on
// the stack).
void FaultProxy::forget(Link *link)
{
    if (link->dead) return;
    link->dead = true;
    for (Direction *d : {&link->up, &link->down})
        d->timer->stop();
    link->client->disconnect(this);
    link->host->disconnect(this);
    QMetaObject::invokeMethod(
        this,
        [this, link] {
            const auto it = std::find_if(m_links.begin(), m_links.end(),
                                         [link](const auto &l) { return l.get() == link; });
            if (it == m_links.end()) return;
            (*it)->client->deleteLater();
            (*it)->host->deleteLater();
            (*it)->up.timer->deleteLater();
            (*it)->down.timer->deleteLater();
            m_links.erase(it);
        },
        Qt::QueuedConnection);
}

} // namespace quantum::net::test
