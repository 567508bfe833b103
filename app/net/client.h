// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/connection.h"
#include "app/net/protocol.h"

#include <QObject>
#include <QSslSocket>
#include <QTimer>

namespace quantum::net {

struct ClientOptions {
    QString name;
    bool observer = false;
    int seat = -1; // the seat wanted in the lobby (-1: the first open one)
    QString password;
    // The host expected (docs/protocol.md, "Encryption"): the SHA-256 fingerprint of its
    // certificate remembered from an earlier game, or the short code a player pasted or was
    // told. Empty: the first host that answers is trusted, and the client holds on to it
    // (every reconnect must meet the same certificate).
    QByteArray fingerprint;
    QString fingerprintCode;
    QString token;         // a seat to come back to (given by the host's welcome)
    // What the player's hellos claim, so that a seat given to a hello whose welcome never
    // arrived is still its own (empty: the client draws one; tests choose it).
    QString claim;
    bool reconnect = true; // after a drop, connect again with the token by itself
    int reconnectDelayMs = 500;
    int reconnectTries = 40;
    int heartbeatMs = kHeartbeatMs;
    int timeoutMs = kTimeoutMs;
    // What the hello claims (tests of a mismatch change them).
    int protocol = kProtocolVersion;
    QString app = applicationVersion();
};

// The joining side of a LAN game: connects, says hello, keeps a mirror of the host's public
// state (a snapshot, then updates whose patch and digest it checks; on a mismatch it asks for
// a new snapshot), sends intents, and after a dropped connection comes back by itself (a
// player with the seat's token, an observer as an observer again). It never rolls a die and never
// decides a result.
class Client : public QObject {
    Q_OBJECT
public:
    enum class Status { Idle, Connecting, Connected, Reconnecting, Closed };
    Q_ENUM(Status)

    explicit Client(const ClientOptions &options, QObject *parent = nullptr);
    ~Client() override;

    void connectTo(const QString &host, quint16 port);
    // Leaves for good (no reconnect).
    void leave();
    // Cuts the connection as a pulled cable would; the client then reconnects by itself.
    void dropConnection();

    Status status() const { return m_status; }
    // Bytes sent but still in the socket's buffer, not yet handed to the system.
    qint64 unsentBytes() const;
    QString closeReason() const { return m_closeReason; }
    int seat() const { return m_seat; }
    QString token() const { return m_options.token; }
    bool isObserver() const { return m_seat < 0; }
    // The fingerprint of the host's certificate (SHA-256), once connected.
    QByteArray hostFingerprint() const { return m_fingerprint; }
    // The certificate fingerprint of a host refused as not the one expected (closeReason
    // reason::HostKeyChanged): what the player may choose to trust instead.
    QByteArray unexpectedFingerprint() const { return m_seenFingerprint; }
    const ClientOptions &options() const { return m_options; }
    const LobbyInfo &lobby() const { return m_lobby; }
    QString gameName() const { return m_gameName; }
    // The game played (the welcome names it), and Quantum's map.
    GameKind kind() const { return m_kind; }
    const BoardPtr &board() const { return m_board; }

    // The mirror of the game, once the first snapshot arrived (game() is null before).
    bool hasGame() const { return m_hasGame; }
    const Game *game() const { return m_game.get(); }
    // Quantum's position (an empty one before the game, or in a game of Qwantum).
    const GameState &state() const;
    quint64 version() const { return m_version; }
    const Events &events() const { return m_events.quantum; }
    const AnyEvents &anyEvents() const { return m_events; }
    // The seats that answered while several were due at once (Qwantum's phase 2) and whose
    // answer the host keeps: it applies them, one update each, once all are in.
    const QList<int> &answeredSeats() const { return m_answered; }
    bool isPaused() const { return m_paused; }
    const QList<int> &missing() const { return m_missing; }
    // This client's seat is due in the current position (and the game runs).
    bool myDecision() const;

    void sendIntent(const AnyAction &action);
    void requestUndo();
    void sendChat(const QString &text);
    void takeSeat(int seat);
    // The name others see (lobby only; the host may refuse it). Later hellos use it too.
    void rename(const QString &name);
    void requestSnapshot();

signals:
    void statusChanged(quantum::net::Client::Status status);
    // The encrypted connection is made with a host of this certificate fingerprint (the first
    // time only: a reconnect meets the same one or is refused).
    void hostIdentified(const QByteArray &fingerprint);
    void welcomed(int seat);
    void seatChanged(int seat);
    void rejected(const QString &reason, const QString &text);
    void lobbyChanged();
    // The whole mirror was replaced: the first join, a rejoin, an undo.
    void snapshotReceived();
    // played: in either game; updated: the same in Quantum's own types, in a game of Quantum.
    void played(const quantum::AnyAction &action, const quantum::AnyEvents &events,
                quint64 version);
    void updated(const quantum::Action &action, const quantum::Events &events, quint64 version);
    // A seat answered the current position (answeredSeats).
    void answered(int seat);
    void refused(const QString &reason, const quantum::Refusal &refusal);
    void chatReceived(const QString &from, int seat, const QString &text);
    void pausedChanged(bool paused, const QList<int> &missing);
    void hostClosed();
    // The connection broke; `reconnecting` says whether the client tries again by itself.
    void connectionLost(const QString &reason, bool reconnecting);
    void gameOver(int winner);

private:
    void setStatus(Status s);
    void tryConnect();
    void connected();
    void encrypted();
    void lost(const QString &reason);
    void received(const QCborMap &m);
    void welcome(const QCborMap &m);
    void snapshot(const QCborMap &m);
    void update(const QCborMap &m);
    std::unique_ptr<Game> readState(const QJsonObject &state) const;
    int winner() const;
    void send(const QCborMap &m);
    void finish(const QString &reason);

    ClientOptions m_options;
    QString m_host;
    quint16 m_port = 0;
    Status m_status = Status::Idle;
    QString m_closeReason;
    QSslSocket *m_socket = nullptr; // while connecting
    QByteArray m_fingerprint;       // the host's, as first met
    QByteArray m_seenFingerprint;   // a host's not trusted
    Connection *m_connection = nullptr;
    QTimer m_retry;
    int m_tries = 0;
    bool m_final = false; // no reconnect after this (rejected, closed, replaced, left)
    QString m_lostInLobby; // the reason of a drop in the lobby while trying to come back
    bool m_helloSent = false; // a player's hello went out
    bool m_welcomed = false;  // and a welcome came back, once

    int m_seat = -1;
    QString m_gameName;
    LobbyInfo m_lobby;
    GameKind m_kind = GameKind::Quantum;
    BoardPtr m_board;
    bool m_hasGame = false;
    bool m_syncing = false; // waiting for a snapshot asked for
    QJsonObject m_stateJson; // the mirror as the host sent it (patches apply to it)
    std::unique_ptr<Game> m_game;
    quint64 m_version = 0;
    AnyEvents m_events;
    QList<int> m_answered;
    bool m_paused = false;
    qint64 m_lastChat = -1; // the number of the last chat line shown (the host numbers them)
    QList<int> m_missing;
};

} // namespace quantum::net
