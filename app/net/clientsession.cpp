// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/clientsession.h"

#include "app/game/session.h"
#include "app/net/client.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPointer>

namespace quantum {

namespace {

// The seats as the lobby shows them: players by their names, computers (and players the
// computer stands in for) as computers.
QList<SeatInfo> seatsOf(const net::LobbyInfo &lobby)
{
    QList<SeatInfo> seats;
    for (const net::LobbySeat &s : lobby.seats) {
        if (s.kind == net::LobbySeat::Kind::Computer || s.standIn) {
            SeatInfo info =
                SeatInfo::computer(s.kind == net::LobbySeat::Kind::Computer ? QString() : s.name);
            info.bot = s.bot;
            seats.append(info);
        } else {
            seats.append(SeatInfo::human(s.name));
        }
    }
    return seats;
}

// The session's authority: the host, through the client. It becomes a child of the session
// it feeds with what the client receives.
class ClientAuthority : public QObject, public RemoteAuthority {
public:
    explicit ClientAuthority(net::Client *client) : m_client(client) {}

    void attach(Session *session)
    {
        using net::Client;
        setParent(session);
        m_session = session;
        connect(m_client, &Client::played, this,
                [this](const AnyAction &action, const AnyEvents &events, quint64 version) {
                    m_session->applyRemote(action, events, m_client->game()->clone(), version);
                    m_session->setRemoteAnswered(m_client->answeredSeats());
                });
        connect(m_client, &Client::snapshotReceived, this, [this] {
            hold();
            m_session->resetRemote(m_client->game()->clone(), m_client->anyEvents(),
                                   m_client->version());
            m_session->setRemoteAnswered(m_client->answeredSeats());
        });
        connect(m_client, &Client::answered, this,
                [this] { m_session->setRemoteAnswered(m_client->answeredSeats()); });
        connect(m_client, &Client::pausedChanged, this, &ClientAuthority::hold);
        connect(m_client, &Client::statusChanged, this, &ClientAuthority::hold);
        connect(m_client, &Client::refused, this, [this] { m_session->remoteRefused(); });
        connect(m_client, &Client::lobbyChanged, this, [this] {
            const QList<SeatInfo> seats = seatsOf(m_client->lobby());
            for (int i = 0; i < seats.size(); ++i)
                m_session->setSeatInfo(i, seats[i]);
        });
    }

    void sendIntent(int, const AnyAction &action) override
    {
        if (m_client) m_client->sendIntent(action);
    }
    void requestUndo(int) override
    {
        if (m_client) m_client->requestUndo();
    }
    net::Client *client() const { return m_client; }
    // Nothing is answered while the host pauses the game or cannot be reached.
    void hold()
    {
        m_session->setHeld(!m_client || m_client->isPaused() ||
                           m_client->status() != net::Client::Status::Connected);
    }

private:
    QPointer<net::Client> m_client;
    Session *m_session = nullptr;
};

} // namespace

std::unique_ptr<Session> makeClientSession(net::Client *client)
{
    if (!client || !client->hasGame()) return nullptr;
    auto *authority = new ClientAuthority(client);
    auto session = std::make_unique<Session>(client->game()->clone(), seatsOf(client->lobby()),
                                             client->anyEvents(), client->version(),
                                             client->seat(), authority);
    authority->attach(session.get());
    authority->hold();
    session->setRemoteAnswered(client->answeredSeats());
    return session;
}

net::Client *clientOf(const Session *session)
{
    auto *authority = session ? dynamic_cast<ClientAuthority *>(session->authority()) : nullptr;
    return authority ? authority->client() : nullptr;
}

QString networkBanner(const Session &session)
{
    const net::Client *client = clientOf(&session);
    if (!client) return {};
    switch (client->status()) {
    case net::Client::Status::Connecting:
    case net::Client::Status::Reconnecting:
        return QCoreApplication::translate("Net", "The connection to the host is lost. "
                                                  "Reconnecting…");
    case net::Client::Status::Closed:
        if (session.isOver()) return {};
        if (client->closeReason() == net::reason::HostClosed)
            return net::reasonText(client->closeReason());
        return QCoreApplication::translate("Net", "The connection to the host is lost. %1")
            .arg(net::reasonText(client->closeReason()));
    default:
        break;
    }
    if (!client->isPaused() || session.isOver()) return {};
    QStringList names;
    for (int seat : client->missing())
        names.append(session.playerName(seat));
    if (names.isEmpty()) return QCoreApplication::translate("Net", "The game is paused.");
    return QCoreApplication::translate("Net", "Waiting for %1 to reconnect…")
        .arg(QLocale().createSeparatedList(names));
}

} // namespace quantum
