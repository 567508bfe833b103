// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The LAN protocol of Quantum (docs/protocol.md says the same at more length; keep both true).
//
// Transport: TLS 1.3 over TCP (protocol 2). The host has a key pair and a self-signed
// certificate (identity.h); the client pins the certificate's SHA-256 fingerprint (trust on
// first use, or a fingerprint code the player was given). A client that sends plain bytes
// (protocol 1) gets a plain `reject` protocol-mismatch frame and is closed. Inside TLS each
// message is one frame: a 4-byte big-endian length, then one CBOR map with a text key "type"
// (frame.h). A frame over the cap (8 MiB from the host, 64 KiB from a client), bytes that
// are not CBOR, or a map without "type" end the connection; so do a flood (over 400 frames a
// second) and a client with over 16 MiB waiting to be sent to it. All clients together may
// have 48 MiB waiting: past it the slowest readers are dropped, observers first; a chat line
// skips a client with over 64 KiB waiting.
// Places: every seated player always; 32 observers (0: no watching); 16 connections not
// greeted yet (4 from one address); 16 TLS handshakes at once, each done within 10 s.
//
// Connection: the client sends `hello` first; the host answers `welcome` (then `lobby`, and
// `snapshot` when a game runs) or `reject` and closes. Both sides send `ping` every
// heartbeat (2 s) and drop a peer from which nothing arrived for the timeout (10 s); a
// connection without a hello 10 s after its handshake is closed. A wrong password-proof or
// seat token counts against its address (authguard.h): the first 3 are free, the 4th reject
// is held back 0.5 s, each next one twice as long up to 16 s; the 10th locks the address out
// for 5 minutes (its hellos that need a check are rejected `locked-out`); its failures are
// forgotten 15 minutes after the last one.
//
// Client -> host
//   hello      protocol, app, name, role ("player" | "observer"), [seat], [token], [claim]
//              (players: 16 to 64 printable ASCII characters), [password-proof] (bytes:
//              HMAC-SHA256 keyed by the password over "quantum password proof v2\n" and the
//              fingerprint of the certificate the client met)
//   take-seat  seat                 lobby: move to an open seat
//   rename     name                 lobby: the name others see (at most 40 characters)
//   intent     version, action      an action (state-format.md#actions) for the own seat,
//                                   made on the position of `version`
//   undo       version              ask to undo the own last action (Session::canUndo)
//   chat       text                 at most 500 characters; 5 lines a second, more are
//                                   dropped without an answer
//   resync                          ask for a new snapshot
//   ping | bye
// Host -> client
//   welcome    protocol, app, seat (-1: observer), token, name, game ("quantum" |
//              "qwantum"; missing: quantum), map (map-format.md; Quantum only)
//   reject     reason, [host-protocol, client-protocol, host-app, client-app]; then close
//   you        seat, token          the client's seat changed (lobby moves, freed seat)
//   lobby      name, game, map-name, password, started, seats [{kind, name, bot, connected,
//              stand-in}], observers [names]
//   snapshot   version, state (the public view, state-format.md), events [all so far],
//              digest, paused, missing [seats], [answered [seats]]
//   update     version, action, events, patch [[path, value]...], digest
//   answered   version, seat       several players are due at once (Qwantum's phase 2): the
//                                   host keeps this seat's answer until all answered, then
//                                   applies them in player order, an update each
//   refused    reason, [refusal {id, args}]   an intent or undo not taken
//   chat       from, seat, text, n, [earlier]
//   paused     paused, missing [seats]
//   error      reason; then close   (the client broke the protocol)
//   closing    reason               the host is going away
//   ping
//
// A game of Qwantum (welcome's game) carries its positions, actions and events in its own
// formats (qwantum-formats.md) through the game core (engine/game.h); it has no map.
//
// Only ids and numbers travel: events, refusals, reasons and kinds are stable names; the
// only text is what people typed (names, chat, the game name). The host is the authority:
// intents go through Session::submit, dice are rolled on the host only, and a client's state
// is the public view (publicView): the decks' order and the generator never leave the host.
//
// Discovery: UDP, plain (nothing secret). A client sends {type: "discover", protocol} to the
// discovery port (37652) on every interface's broadcast address; a host answers the sender
// with {type: "game", protocol, app, name, game, map, seats, free, port, password, fingerprint
// (the certificate's short code)}. Malformed datagrams, and probes of another protocol, are
// ignored; a host bound to one address answers only senders of that address's network.

#include "app/game/seat.h"
#include "engine/game.h"
#include "engine/rules.h"

#include <QCborArray>
#include <QCborMap>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace quantum::net {

inline constexpr int kProtocolVersion = 2;
inline constexpr quint16 kDefaultPort = 37651;
inline constexpr quint16 kDiscoveryPort = 37652;
inline constexpr int kHeartbeatMs = 2000;
inline constexpr int kTimeoutMs = 10000;
inline constexpr qsizetype kMaxClientFrameBytes = 64 * 1024;
// Bytes queued for one client before the host gives up on it (a slow or stalled reader).
inline constexpr qint64 kMaxQueuedBytes = 16 * 1024 * 1024;
// A client that asks for the position again (resync) gets at most one snapshot this often.
inline constexpr int kResyncIntervalMs = 1000;
// Frames a client may send in one second before it counts as a flood.
inline constexpr int kMaxFramesPerSecond = 400;
// Connections a host keeps at once: its players (always), kMaxObservers observers, and
// kMaxGreeting peers not greeted yet (kMaxGreetingPerAddress of them from one address).
inline constexpr int kMaxObservers = 32;
inline constexpr int kMaxGreeting = 16;
inline constexpr int kMaxGreetingPerAddress = 4;
// Bytes queued for all clients together (see kMaxQueuedBytes for one).
inline constexpr qint64 kMaxQueuedTotal = 48 * 1024 * 1024;
// A client with more than this queued for it is a slow reader: chat lines skip it.
inline constexpr qint64 kChatBacklog = 64 * 1024;
// A connection that has not said hello by then is dropped (it would hold one of the
// kMaxGreeting places).
inline constexpr int kHelloTimeoutMs = 10000;
// Connections a host lets do their TLS handshake at once (more are closed at once).
inline constexpr int kMaxHandshakes = 16;
// Chat lines a second one client may send (more are dropped, unanswered).
inline constexpr int kMaxChatPerSecond = 5;
// Games a join list keeps at most (more answers are ignored until some go stale).
inline constexpr int kMaxFoundGames = 64;
inline constexpr int kMaxNameLength = 40;
inline constexpr int kMaxChatLength = 500;
// Chat lines the host keeps to send to a player who joins or comes back (marked "earlier").
inline constexpr int kChatHistory = 20;

// This program's version, as the hello carries it.
QString applicationVersion();

// Message types and the fields every message shares.
namespace msg {
inline const QString Hello = QStringLiteral("hello");
inline const QString Welcome = QStringLiteral("welcome");
inline const QString Reject = QStringLiteral("reject");
inline const QString You = QStringLiteral("you");
inline const QString Lobby = QStringLiteral("lobby");
inline const QString TakeSeat = QStringLiteral("take-seat");
inline const QString Rename = QStringLiteral("rename");
inline const QString Snapshot = QStringLiteral("snapshot");
inline const QString Answered = QStringLiteral("answered");
inline const QString Update = QStringLiteral("update");
inline const QString Intent = QStringLiteral("intent");
inline const QString Undo = QStringLiteral("undo");
inline const QString Refused = QStringLiteral("refused");
inline const QString Chat = QStringLiteral("chat");
inline const QString Paused = QStringLiteral("paused");
inline const QString Resync = QStringLiteral("resync");
inline const QString Error = QStringLiteral("error");
inline const QString Closing = QStringLiteral("closing");
inline const QString Ping = QStringLiteral("ping");
inline const QString Bye = QStringLiteral("bye");
inline const QString Discover = QStringLiteral("discover");
inline const QString Game = QStringLiteral("game");
} // namespace msg

QCborMap message(const QString &type);
// A whole number from the network: a CBOR integer (not a float, not text), else -1.
inline qint64 integerOf(const QCborValue &v)
{
    return v.isInteger() ? v.toInteger() : -1;
}
QString messageType(const QCborMap &m);

// The reasons of reject, refused, error and closing (stable names on the wire).
namespace reason {
inline const QString ProtocolMismatch = QStringLiteral("protocol-mismatch");
inline const QString AppMismatch = QStringLiteral("app-mismatch");
inline const QString BadHello = QStringLiteral("bad-hello");
inline const QString WrongPassword = QStringLiteral("wrong-password");
inline const QString BadToken = QStringLiteral("bad-token");
inline const QString NoFreeSeat = QStringLiteral("no-free-seat");
inline const QString GameStarted = QStringLiteral("game-started");
inline const QString NotAPlayer = QStringLiteral("not-a-player");
inline const QString Stale = QStringLiteral("stale");
inline const QString NoGame = QStringLiteral("no-game");
inline const QString Paused = QStringLiteral("paused");
inline const QString Rules = QStringLiteral("rules");
inline const QString BadAction = QStringLiteral("bad-action");
inline const QString CannotUndo = QStringLiteral("cannot-undo");
inline const QString SeatTaken = QStringLiteral("seat-taken");
inline const QString BadName = QStringLiteral("bad-name");
inline const QString Flood = QStringLiteral("flood");
inline const QString TooSlow = QStringLiteral("too-slow");
inline const QString TimedOut = QStringLiteral("timed-out");
inline const QString Replaced = QStringLiteral("replaced");
inline const QString HostClosed = QStringLiteral("host-closed");
inline const QString Unexpected = QStringLiteral("unexpected");
inline const QString LockedOut = QStringLiteral("locked-out");
inline const QString NoWatching = QStringLiteral("no-watching");
inline const QString Crowded = QStringLiteral("crowded");
// A connection's own reasons (never sent): the other side went away, none could be made.
inline const QString Disconnected = QStringLiteral("disconnected");
inline const QString Unreachable = QStringLiteral("unreachable");
// The host answered, but no encrypted connection could be made (an older host), or its
// certificate is not the one this client expected (trust on first use, identity.h).
inline const QString TlsFailed = QStringLiteral("tls-failed");
inline const QString HostKeyChanged = QStringLiteral("host-key-changed");
} // namespace reason

// A reject, refusal, error or closing reason worded for display in the current language
// (context "Net"); `m` is the message that carried it (for the versions of a mismatch).
QString reasonText(const QString &reason, const QCborMap &m = {});

// Text from the network made safe to show: a name (one line, at most kMaxNameLength, every
// code point that does not print replaced) and a chat line (line breaks become spaces).
QString cleanName(const QString &typed);
// 128 random bits in hex: a seat's token, a client's claim.
QString randomSecret();
// The claim a hello carries, or nothing when it is not a usable one.
QString claimOf(const QCborValue &value);
// A name someone may take with `rename`: at least one letter or digit.
bool usableName(const QString &name);
QString cleanChat(const QString &typed);

// One seat of the lobby as every client sees it.
struct LobbySeat {
    enum class Kind : uint8_t { Open, Computer, Player, Host };
    Kind kind = Kind::Open;
    QString name;              // as typed; empty for open and computer seats (worded on display)
    QString bot = kDefaultBot; // computer seats, and the stand-in of a player's seat
    bool connected = false;    // a player's client is connected now (the host always is)
    bool standIn = false;      // a player's seat played by the computer meanwhile

    bool isFilled() const { return kind != Kind::Open; }
    bool operator==(const LobbySeat &) const = default;
};

struct LobbyInfo {
    QString gameName;
    GameKind game = GameKind::Quantum;
    QString mapName;
    bool password = false;
    bool started = false;
    QList<LobbySeat> seats;
    QStringList observers;

    int freeSeats() const;
    QCborMap toCbor() const; // the fields of a lobby message
    static bool fromCbor(const QCborMap &m, LobbyInfo &out);
    bool operator==(const LobbyInfo &) const = default;
};
const char *seatKindName(LobbySeat::Kind k);

// What a client may see of a position is its public view (publicView, engine/rules.h); the
// generator is not part of a position and never leaves the host.

// Positions, actions and events on the wire, through the engine's JSON formats. A mirror
// keeps its state as the JSON object (stateToJson of the public view): patches apply to it
// and the digest is taken of it, so no update converts the whole state.
QCborMap stateToCbor(const GameState &s); // the caller passes publicView() for the wire
// The first 16 bytes of SHA-256 over the state's compact JSON text (keys sorted).
QByteArray stateDigest(const QJsonObject &state);
QCborMap actionToCbor(const Board &b, const Action &a);
bool actionFromCbor(const Board &b, const QCborValue &v, int player, Action &out);
QCborArray eventsToCbor(const Board &b, const Events &events, size_t first = 0);
bool eventsFromCbor(const Board &b, const QCborValue &v, Events &out);

// A change between two states as a list of [path, value] pairs: the path an array of keys and
// indices down to the value that changed, the value the new one (undefined: removed).
QCborArray diffState(const QJsonObject &before, const QJsonObject &after);
// Applies a patch from diffState; false (and `state` unchanged) for one that does not fit.
bool applyPatch(QJsonObject &state, const QCborArray &patch);

} // namespace quantum::net
