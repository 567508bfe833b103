// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/savedgame.h"
#include "app/game/session.h"
#include "app/net/authguard.h"
#include "app/net/connection.h"
#include "app/net/identity.h"
#include "app/net/protocol.h"
#include "app/net/remoteseat.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>

#include <deque>
#include <memory>
#include <vector>

class QSslSocket;

namespace quantum::net {

class DiscoveryResponder;
class TlsServer;

struct HostOptions {
    QString gameName;
    QString password; // empty: none
    QHostAddress address = QHostAddress::Any;
    quint16 port = kDefaultPort; // 0: any free port (tests)
    quint64 seed = 0;
    ComputerSeat::Threading threading = ComputerSeat::Threading::Worker;
    // The game is saved there after every action when set (keeping the previous autosave:
    // writeAutosave).
    QString autosavePath;
    // A player coming back to a seat the computer played meanwhile gets it back at once.
    bool giveBackOnReturn = true;
    bool discovery = true;
    quint16 discoveryPort = kDiscoveryPort; // 0: any free port (tests)
    int heartbeatMs = kHeartbeatMs;
    int timeoutMs = kTimeoutMs;
    qint64 maxQueuedBytes = kMaxQueuedBytes;
    // Bytes queued for all clients together; past it the slowest readers are dropped,
    // observers before players.
    qint64 maxQueuedTotal = kMaxQueuedTotal;
    // A client with more than this waiting for it goes without chat lines (kChatBacklog).
    qint64 chatBacklog = kChatBacklog;
    // Observers let in at once (0: nobody may watch). Players always have their places.
    int maxObservers = kMaxObservers;
    // The host's key pair and certificate (identity.h); a null one: a new one, made by
    // listen() and kept in memory (tests).
    HostIdentity identity;
};

// The LAN host (docs/protocol.md): the one authority of a game played over the network. It
// listens on all interfaces, keeps the lobby (seats, observers, chat), and once started owns
// the game's Session: every intent goes through Session::submit, dice are rolled here only,
// and every client receives the public view (publicView) as a snapshot and then updates.
// A dropped player's seat is held and the game pauses until the player is back (with the
// seat's token) or the host hands the seat to the computer. The host's own player, if any,
// sits in a LobbySeat::Kind::Host seat: a HumanSeat the host's view answers for.
class Host : public QObject {
    Q_OBJECT
public:
    Host(BoardPtr board, const QList<LobbySeat> &seats, const HostOptions &options,
         QObject *parent = nullptr);
    // A new game of either kind (start.problem() must be empty).
    Host(const GameStart &start, const QList<LobbySeat> &seats, const HostOptions &options,
         QObject *parent = nullptr);
    // Resumes a saved game: its computer seats stay, every other seat is open for a player
    // (named as before, for the lobby to show whose it was).
    Host(const SavedGame &saved, const HostOptions &options, QObject *parent = nullptr);
    ~Host() override;

    bool listen(QString *error = nullptr);
    quint16 port() const;
    // The host's certificate fingerprint (SHA-256) and its short code, once listening.
    QByteArray fingerprint() const { return m_options.identity.fingerprint(); }
    QString fingerprintCode() const { return net::fingerprintCode(fingerprint()); }
    quint16 discoveryPort() const;
    // The addresses other computers can type (every IPv4 address of the interfaces that are up).
    static QList<QHostAddress> localAddresses();
    // Tells every client the host closes, then stops listening.
    void close();

    const LobbyInfo &lobby() const { return m_lobby; }
    GameKind kind() const { return m_start.kind; }
    const BoardPtr &board() const { return m_start.board; } // Quantum's map
    // Lobby edits of the host, before the start: an open seat, a computer, the host's own
    // player. A client that sat there is told it has no seat any more.
    bool setSeat(int index, const LobbySeat &seat);
    bool moveSeat(int from, int to);
    bool freeSeat(int index) { return setSeat(index, LobbySeat{}); }
    bool canStart() const;
    bool start();
    bool isStarted() const { return m_session != nullptr; }
    Session *session() const { return m_session.get(); }

    // The host's own player is called `name` from now on (in the lobby; false once the game
    // runs or for a name without a letter or digit).
    bool renameHost(const QString &name);
    // The host's own chat line (its player's name, seat -1 when it has none).
    void sendChat(const QString &from, const QString &text);
    // The computer plays a player's seat (a dropped or departed player) from now on; given
    // back with giveBack once the player is connected again.
    bool handToComputer(int seat, const QString &bot = kDefaultBot);
    bool giveBack(int seat);
    // Player seats whose client is gone and that no computer plays: the game waits for them.
    QList<int> missingSeats() const;
    int clientCount() const { return int(m_peers.size()); }
    // Bytes written to clients since the host began (frames, heartbeats included).
    quint64 bytesSent() const;
    // Bytes written for the clients that the network has not taken yet (held by the host; at
    // most HostOptions::maxQueuedBytes and a frame for each client).
    qint64 queuedBytes() const;

signals:
    void lobbyChanged();
    void started();
    void chatReceived(const QString &from, int seat, const QString &text);
    void clientJoined(const QString &name, int seat);
    void clientRenamed(const QString &from, const QString &to);
    void clientLeft(const QString &name, int seat, const QString &reason);
    void pausedChanged(bool paused, const QList<int> &missing);
    void gameOver(int winner);
    // The autosave could not be written (said once for each new reason; a write that works
    // again resets it). The game goes on; the previous autosave is kept.
    void autosaveFailed(const QString &path, const QString &reason);
    // A hello with a wrong password or an unknown seat token (`reason`), the failures of its
    // address so far, and how long its reject is held back (AuthGuard); or one refused unheard
    // because its address is locked out (reason::LockedOut). A host's log line.
    void authFailed(const QString &address, const QString &reason, int failures, int delayMs);
    // A connection refused before its hello (TlsServer::refusedConnection's reasons, and
    // "crowded": too many connections from one address or in all not greeted yet).
    void connectionRefused(const QString &address, const QString &reason);

private:
    // The expensive parts of a snapshot, for m_snapshotVersion (see snapshot()).
    QString m_autosaveError; // the reason last said by autosaveFailed, until a write works
    mutable bool m_snapshotValid = false;
    mutable quint64 m_snapshotVersion = 0;
    mutable QCborValue m_snapshotState, m_snapshotDigest, m_snapshotEvents;
    struct Peer {
        Connection *connection = nullptr;
        QString name;
        QString claim; // the hello's (empty for an observer or without one)
        QHostAddress address;
        bool rejecting = false; // its reject is held back (AuthGuard): nothing more is heard
        int seat = -1;
        bool observer = false;
        bool welcomed = false;
        qint64 resyncAt = 0;    // when it was last sent a snapshot it asked for
        bool resyncDue = false; // one more is on its way (at most one a second)
        qint64 chatWindow = 0;  // chat rate: the second counted, and the lines in it
        int chatLines = 0;
    };
    struct HostSeat {
        LobbySeat info;
        QString token;
        // The claim of the hello that seated the player (see hello()): what lets it back in
        // when its connection was cut before the welcome, and so the token, reached it.
        QString claim;
        void forgetPlayer()
        {
            token.clear();
            claim.clear();
        }
        Peer *peer = nullptr;
        QPointer<RemoteSeat> remote; // the session's seat while the player plays it
    };

    void init(const QList<LobbySeat> &seats);
    void accept(QSslSocket *socket);
    void received(Peer *peer, const QCborMap &m);
    void hello(Peer *peer, const QCborMap &m);
    void intent(Peer *peer, const QCborMap &m);
    void undo(Peer *peer, const QCborMap &m);
    void chat(Peer *peer, const QCborMap &m);
    // Sends `line` to everyone, numbered, and keeps it for those who join later.
    void sayToAll(const QCborMap &said);
    void rename(Peer *peer, const QCborMap &m);
    void takeSeat(Peer *peer, const QCborMap &m);
    void dropped(Peer *peer, const QString &reason);
    void reject(Peer *peer, const QString &reason, QCborMap m = {});
    // A wrong password or token: counted for its address, the reject held back as long as
    // AuthGuard says.
    void authFailure(Peer *peer, const QString &reason);
    // Drops the slowest readers until the bytes queued for all are under the total cap.
    void enforceQueueCap();
    void refuse(Peer *peer, const QString &reason, const Refusal &why = {});
    void seatPeer(int seat, Peer *peer, bool tell);
    void sendYou(Peer *peer);
    // `answerable`: an update, which each receiver may answer at once (Connection::expectAnswer).
    void broadcast(const QCborMap &m, bool answerable = false);
    void broadcastLobby();
    void applied(const AnyAction &action, const AnyEvents &events, quint64 version);
    void resetAll();
    QCborMap snapshot() const;
    void resync(Peer *peer);
    void updatePause();
    void autosave();
    QCborMap describe() const;
    Connection::Limits limits() const;

    GameStart m_start;
    HostOptions m_options;
    std::optional<SavedGame> m_saved; // a game to resume
    TlsServer *m_server = nullptr;
    DiscoveryResponder *m_discovery = nullptr;
    LobbyInfo m_lobby;
    std::vector<HostSeat> m_seats;
    std::vector<std::unique_ptr<Peer>> m_peers;
    std::deque<QCborMap> m_recentChat; // the last kChatHistory chat lines, oldest first
    qint64 m_chatCount = 0;            // chat lines said: the number of the next
    std::unique_ptr<Session> m_session;
    QJsonObject m_public; // the public view last sent
    QList<int> m_missing;
    quint64 m_bytesOfGone = 0; // bytesSent of the connections that closed
    AuthGuard m_auth;
    QTimer *m_trim = nullptr; // gives freed send buffers back to the system after a drop
    bool m_closed = false;
};

} // namespace quantum::net
