// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli serve and bot: a dedicated LAN host, and a network bot that plays a seat or
// watches (docs/cli.md, docs/protocol.md).

#include "app/cli/cli.h"
#include "app/cli/lanupnp.h"
#include "app/game/savedgame.h"
#include "app/net/host.h"
#include "app/net/netbot.h"
#include "engine/bots.h"
#include "engine/scenario.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QRandomGenerator>
#include <QTextStream>
#include <QTimer>

#include <memory>
#include <optional>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace quantum::cli {

namespace {

// Lines for the operator of a dedicated host, flushed at once (a script may read them).
void say(const QString &line)
{
    QTextStream out(stdout);
    out << line << '\n';
    out.flush();
}

QString resultLine(int winner)
{
    return winner >= 0 ? QStringLiteral("winner %1").arg(winner) : QStringLiteral("draw");
}

// A game of Qwantum ends with a score for each seat: "scores 31 40" (winner -1 there is a tie).
void sayScores(const Game &game)
{
    if (game.kind() != GameKind::Qwantum) return;
    QStringList scores;
    for (int p = 0; p < game.players(); ++p)
        scores << QString::number(game.score(p));
    say(QStringLiteral("scores %1").arg(scores.join(QLatin1Char(' '))));
}

// The seats of --seats (open, human or ai:NAME for a bot of `kind`) for the lobby; the exit
// code of a wrong one, 0 when all are right.
int readSeats(const QStringList &specs, GameKind kind, QList<net::LobbySeat> &seats)
{
    for (const QString &raw : specs) {
        const QString spec = raw.trimmed();
        net::LobbySeat seat;
        if (spec.startsWith(QLatin1String("ai:"))) {
            seat.kind = net::LobbySeat::Kind::Computer;
            seat.bot = spec.mid(3);
            if (!makePlayer(kind, seat.bot, 0))
                return fail(BadInput, unknownBot(seat.bot, false, kind));
        } else if (spec != QLatin1String("open") && spec != QLatin1String("human")) {
            return fail(BadInput, QStringLiteral("unknown seat %1 (use open, human or ai:NAME)")
                                      .arg(quoted(spec)));
        }
        seats.append(seat);
    }
    return 0;
}

int g_signalPipe[2] = {-1, -1};
void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto n = ::write(g_signalPipe[1], &byte, 1);
}

// The seats of missing players handed to the computer (docs/cli.md, serve): after
// `afterSeconds` of absence (never when negative), at a "stand-in SEAT" or "stand-in all"
// line on standard input, or at SIGUSR1 (every missing seat). A player who comes back gets
// the seat back (HostOptions::giveBackOnReturn).
class StandIns : public QObject {
public:
    StandIns(net::Host &host, const QString &bot, int afterSeconds)
        : m_host(host), m_bot(bot), m_afterMs(afterSeconds < 0 ? -1 : afterSeconds * 1000)
    {
        connect(&host, &net::Host::pausedChanged, this,
                [this](bool, const QList<int> &missing) { watch(missing); });
        m_stdin = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this);
        connect(m_stdin, &QSocketNotifier::activated, this, &StandIns::readCommands);
        if (::pipe2(g_signalPipe, O_CLOEXEC | O_NONBLOCK) == 0) {
            auto *n = new QSocketNotifier(g_signalPipe[0], QSocketNotifier::Read, this);
            connect(n, &QSocketNotifier::activated, this, [this] {
                char bytes[64];
                while (::read(g_signalPipe[0], bytes, sizeof bytes) > 0) {
                }
                handAll(QStringLiteral("SIGUSR1"));
            });
            struct sigaction sa = {};
            sa.sa_handler = onSignal;
            sa.sa_flags = SA_RESTART;
            sigaction(SIGUSR1, &sa, nullptr);
        }
    }

private:
    void watch(const QList<int> &missing)
    {
        for (auto it = m_timers.begin(); it != m_timers.end();) // back, or handed over
            it = missing.contains(it.key()) ? std::next(it) : (delete it.value(), m_timers.erase(it));
        if (m_afterMs < 0) return;
        for (int seat : missing) {
            if (m_timers.contains(seat)) continue;
            auto *t = new QTimer(this);
            t->setSingleShot(true);
            connect(t, &QTimer::timeout, this,
                    [this, seat] { handTo(seat, QStringLiteral("%1 s").arg(m_afterMs / 1000)); });
            t->start(m_afterMs);
            m_timers.insert(seat, t);
        }
    }
    void handTo(int seat, const QString &why)
    {
        if (!m_host.missingSeats().contains(seat)) return;
        if (m_host.handToComputer(seat, m_bot))
            say(QStringLiteral("seat %1: played by the computer (%2) until its player is back (%3)")
                    .arg(seat)
                    .arg(m_bot, why));
    }
    void handAll(const QString &why)
    {
        const QList<int> missing = m_host.missingSeats();
        if (missing.isEmpty()) say(QStringLiteral("no seat is missing its player"));
        for (int seat : missing)
            handTo(seat, why);
    }
    // Commands, one a line; a line longer than 200 bytes is dropped. Standard input that
    // ends (a service's /dev/null) is not watched any more.
    void readCommands()
    {
        char bytes[512];
        const ssize_t n = ::read(STDIN_FILENO, bytes, sizeof bytes);
        if (n <= 0) {
            if (n == 0 || (errno != EAGAIN && errno != EINTR)) m_stdin->setEnabled(false);
            return;
        }
        m_line.append(bytes, n);
        qsizetype end;
        while ((end = m_line.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(m_line.left(end)).simplified();
            m_line.remove(0, end + 1);
            command(line);
        }
        if (m_line.size() > 200) m_line.clear();
    }
    void command(const QString &line)
    {
        if (line.isEmpty()) return;
        const QStringList words = line.split(QLatin1Char(' '));
        bool ok = false;
        const int seat = words.value(1).toInt(&ok);
        if (words.size() == 2 && words[0] == QLatin1String("stand-in") &&
            words[1] == QLatin1String("all"))
            return handAll(QStringLiteral("asked"));
        if (words.size() == 2 && words[0] == QLatin1String("stand-in") && ok) {
            if (!m_host.missingSeats().contains(seat))
                return say(QStringLiteral("seat %1 is not missing its player").arg(words[1]));
            return handTo(seat, QStringLiteral("asked"));
        }
        say(QStringLiteral("unknown command %1 (stand-in SEAT, stand-in all)").arg(quoted(line)));
    }

    net::Host &m_host;
    QString m_bot;
    int m_afterMs;
    QHash<int, QTimer *> m_timers;
    QSocketNotifier *m_stdin = nullptr;
    QByteArray m_line;
};

} // namespace

int cmdServe(const QStringList &argv)
{
    Args args(argv,
              {QStringLiteral("--map"), QStringLiteral("--seats"), QStringLiteral("--port"),
               QStringLiteral("--seed"), QStringLiteral("--name"), QStringLiteral("--password"),
               QStringLiteral("--autosave"), QStringLiteral("--bind"), QStringLiteral("--resume"),
               QStringLiteral("--identity"), QStringLiteral("--max-observers"),
               QStringLiteral("--stand-in-after"), QStringLiteral("--stand-in"),
               QStringLiteral("--game")},
              {QStringLiteral("--exit-when-done"), QStringLiteral("--no-discovery"),
               QStringLiteral("--continue"), QStringLiteral("--no-watching"),
               QStringLiteral("--upnp")});
    if (!args.error.isEmpty()) return fail(BadInput, args.error);
    if (!args.positional.isEmpty())
        return fail(BadInput,
                    QStringLiteral("serve: unexpected argument %1").arg(quoted(args.positional[0])));
    GameKind kind = GameKind::Quantum;
    if (args.values.contains(QStringLiteral("--game")) &&
        !gameFromName(args.value("--game"), kind))
        return fail(BadInput, QStringLiteral("--game must be quantum or qwantum, not %1")
                                  .arg(quoted(args.value("--game"))));
    if (kind == GameKind::Qwantum && args.values.contains(QStringLiteral("--map")))
        return fail(BadInput, QStringLiteral("serve --game qwantum takes no --map"));
    QString resume = args.values.value(QStringLiteral("--resume"));
    std::optional<SavedGame> continued; // --continue's autosave, read once
    if (args.flags.contains(QStringLiteral("--continue"))) {
        // A service's start: the autosave's game goes on if there is one not over yet,
        // otherwise a new game begins on --map and --seats (and replaces it).
        if (!resume.isEmpty())
            return fail(BadInput, QStringLiteral("--continue takes no --resume"));
        const QString autosave = args.values.value(QStringLiteral("--autosave"));
        if (autosave.isEmpty()) return fail(BadInput, QStringLiteral("--continue needs --autosave"));
        if (QFileInfo::exists(autosave) || QFileInfo::exists(previousAutosavePath(autosave))) {
            SavedGame game;
            ReadStatus st;
            const bool read = SavedGame::fromFile(autosave, game, st, SavedGame::Games::Any);
            if (!read || !game.game()->over())
                resume = autosave; // a broken file is refused below, as --resume refuses it
            if (read && !resume.isEmpty()) continued = std::move(game);
        }
    }
    if (!resume.isEmpty()) {
        // The saved game brings its game, map, seats and generator.
        for (const char *no : {"--map", "--seats", "--seed", "--game"})
            if (args.values.contains(QLatin1String(no)) &&
                !args.flags.contains(QStringLiteral("--continue")))
                return fail(BadInput,
                            QStringLiteral("--resume takes no %1").arg(QLatin1String(no)));
    } else {
        for (const char *req : {"--map", "--seats"})
            if (!args.values.contains(QLatin1String(req)) &&
                (kind == GameKind::Quantum || qstrcmp(req, "--map")))
                return fail(BadInput, QStringLiteral("serve needs %1").arg(QLatin1String(req)));
    }
    qint64 port = net::kDefaultPort;
    qint64 seed = qint64(QRandomGenerator::system()->bounded(quint64(1) << 53));
    qint64 maxObservers = net::kMaxObservers, standInAfter = -1;
    if (!args.intValue(QStringLiteral("--port"), 0, 65535, port) ||
        !args.intValue(QStringLiteral("--seed"), 0, 9007199254740991LL, seed) ||
        !args.intValue(QStringLiteral("--max-observers"), 0, net::kMaxObservers, maxObservers) ||
        !args.intValue(QStringLiteral("--stand-in-after"), 0, 24 * 3600, standInAfter))
        return fail(BadInput, args.error);
    if (args.flags.contains(QStringLiteral("--no-watching"))) {
        if (args.values.contains(QStringLiteral("--max-observers")))
            return fail(BadInput, QStringLiteral("--no-watching takes no --max-observers"));
        maxObservers = 0;
    }
    const QString standInBot = args.values.value(QStringLiteral("--stand-in"), kDefaultBot);
    std::optional<SavedGame> saved;
    GameStart start;
    start.kind = kind;
    BoardPtr &board = start.board;
    QList<net::LobbySeat> seats;
    if (!resume.isEmpty()) {
        SavedGame game;
        ReadStatus st;
        if (continued)
            game = std::move(*continued);
        else if (!SavedGame::fromFile(resume, game, st, SavedGame::Games::Any)) {
            const QString previous = previousAutosavePath(resume);
            SavedGame older;
            ReadStatus olderStatus;
            if (SavedGame::fromFile(previous, older, olderStatus, SavedGame::Games::Any))
                return fail(exitFor(st.error),
                            QStringLiteral("cannot resume %1: %2 (the previous autosave %3 can be "
                                           "resumed: --resume %3)")
                                .arg(quoted(resume), st.message(), quoted(previous)));
            return fail(exitFor(st.error),
                        QStringLiteral("cannot resume %1: %2").arg(quoted(resume), st.message()));
        }
        saved = game;
        start = game.start();
    } else if (kind == GameKind::Qwantum) {
        const QStringList specs = args.values[QStringLiteral("--seats")].split(QLatin1Char(','));
        start.players = int(specs.size());
        if (const QString problem = start.problem(); !problem.isEmpty())
            return fail(BadInput, QStringLiteral("--seats: %1").arg(problem));
        if (const int bad = readSeats(specs, kind, seats)) return bad;
    } else {
        ReadStatus st;
        const QString mapArgument = args.values[QStringLiteral("--map")];
        MapReadResult read = readMapArgument(mapArgument);
        // A map given as layout notation has no name of its own: it is called after its
        // layout as typed (the game's name, the lobby's and discovery's map name).
        if (read.ok && read.map.name.isEmpty() && mapFromNotation(mapArgument).ok)
            read.map.name = net::cleanName(mapArgument);
        board = boardFromMapResult(read, st);
        if (!board) return fail(exitFor(st.error), st.message());
        const int players = board->map().players;
        const QStringList specs = args.values[QStringLiteral("--seats")].split(QLatin1Char(','));
        if (specs.size() != players)
            return fail(
                BadInput,
                QStringLiteral("--seats needs one seat per player (%1 seats)").arg(players));
        if (const int bad = readSeats(specs, kind, seats)) return bad;
    }
    // A bot of the game hosted (a saved game brings its own).
    if (!makePlayer(start.kind, standInBot, 0))
        return fail(BadInput, unknownBot(standInBot, false, start.kind));
    net::HostOptions options;
    options.gameName = args.values.value(
        QStringLiteral("--name"), board ? board->map().name : QStringLiteral("Qwantum"));
    options.password = args.values.value(QStringLiteral("--password"));
    options.port = quint16(port);
    options.seed = quint64(seed);
    // A resumed game goes on saving to the file it came from unless told otherwise.
    options.autosavePath = args.values.value(QStringLiteral("--autosave"), resume);
    options.discovery = !args.flags.contains(QStringLiteral("--no-discovery"));
    if (args.values.contains(QStringLiteral("--bind"))) {
        options.address = QHostAddress(args.values[QStringLiteral("--bind")]);
        if (options.address.isNull())
            return fail(BadInput, QStringLiteral("--bind needs an IP address, not %1")
                                      .arg(quoted(args.values[QStringLiteral("--bind")])));
        if (options.address.isLoopback() && args.flags.contains(QStringLiteral("--upnp")))
            return fail(BadInput, QStringLiteral("--upnp needs a host that others can reach, "
                                                 "not --bind %1")
                                      .arg(options.address.toString()));
    }
    options.maxObservers = int(maxObservers);
    const QString identityFolder = args.values.value(
        QStringLiteral("--identity"),
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    QString identityError;
    options.identity = net::HostIdentity::loadOrCreate(identityFolder, &identityError);
    if (options.identity.isNull())
        return fail(BadInput, QStringLiteral("no identity: %1").arg(identityError));
    const bool exitWhenDone = args.flags.contains(QStringLiteral("--exit-when-done"));

    std::unique_ptr<net::Host> owned = saved ? std::make_unique<net::Host>(*saved, options)
                                             : std::make_unique<net::Host>(start, seats, options);
    net::Host &host = *owned;
    QString error;
    if (!host.listen(&error))
        return fail(BadInput, QStringLiteral("cannot listen on port %1: %2").arg(port).arg(error));
    if (saved) {
        say(QStringLiteral("listening on port %1").arg(host.port()));
        say(QStringLiteral("resuming %1: turn %2, %3 actions")
                .arg(resume)
                .arg(saved->state.turn)
                .arg(saved->version));
    } else {
        say(QStringLiteral("listening on port %1, seed %2").arg(host.port()).arg(seed));
    }
    // What players compare with the code their program shows (docs/protocol.md).
    say(QStringLiteral("code %1 (certificate SHA-256 %2)")
            .arg(host.fingerprintCode(), QString::fromLatin1(host.fingerprint().toHex(':'))));
    QObject::connect(&host, &net::Host::authFailed,
                     [](const QString &address, const QString &why, int failures, int delayMs) {
                         say(QStringLiteral("refused %1: %2 (failure %3 from there, answered after %4 ms)")
                                 .arg(address, why)
                                 .arg(failures)
                                 .arg(delayMs));
                     });
    QObject::connect(&host, &net::Host::connectionRefused,
                     [](const QString &address, const QString &why) {
                         say(QStringLiteral("refused %1: %2").arg(address, why));
                     });
    StandIns standIns(host, standInBot, int(standInAfter));
    // Friends elsewhere: the router is asked to open the port (and to close it at the end).
    std::unique_ptr<ServeUpnp> upnp;
    if (args.flags.contains(QStringLiteral("--upnp")))
        upnp = std::make_unique<ServeUpnp>(host, say);
    QObject::connect(&host, &net::Host::clientJoined, [](const QString &name, int seat) {
        say(seat >= 0 ? QStringLiteral("seat %1: %2 joined").arg(seat).arg(name)
                      : QStringLiteral("observer %1 joined").arg(name));
    });
    QObject::connect(&host, &net::Host::clientLeft,
                     [](const QString &name, int seat, const QString &why) {
                         say(QStringLiteral("%1 %2 left (%3)")
                                 .arg(seat >= 0 ? QStringLiteral("seat %1:").arg(seat)
                                                : QStringLiteral("observer"),
                                      name, why));
                     });
    QObject::connect(&host, &net::Host::pausedChanged, [](bool paused, const QList<int> &missing) {
        QStringList seatsMissing;
        for (int s : missing)
            seatsMissing << QString::number(s);
        say(paused ? QStringLiteral("paused: waiting for seat %1").arg(seatsMissing.join(QLatin1String(", ")))
                   : QStringLiteral("resumed"));
    });
    QObject::connect(&host, &net::Host::autosaveFailed,
                     [](const QString &path, const QString &why) {
                         say(QStringLiteral("cannot autosave to %1: %2").arg(path, why));
                     });
    // The game starts as soon as every seat is taken.
    QObject::connect(&host, &net::Host::lobbyChanged, &host, [&host] {
        if (host.canStart() && host.start()) say(QStringLiteral("game started"));
    });
    int code = Ok;
    QObject::connect(&host, &net::Host::gameOver, &host, [&](int winner) {
        say(resultLine(winner));
        if (host.session()) sayScores(host.session()->game());
        if (exitWhenDone) {
            host.close();
            // Let the last update and the closing reach the clients, then leave.
            QTimer::singleShot(500, qApp, [] { QCoreApplication::exit(Ok); });
        }
    });
    if (host.canStart() && host.start()) say(QStringLiteral("game started"));
    code = QCoreApplication::exec();
    return code;
}

int cmdBot(const QStringList &argv)
{
    Args args(argv,
              {QStringLiteral("--connect"), QStringLiteral("--host"), QStringLiteral("--bot"),
               QStringLiteral("--name"), QStringLiteral("--seat"), QStringLiteral("--password"),
               QStringLiteral("--token"), QStringLiteral("--code")},
              {QStringLiteral("--watch")});
    if (!args.error.isEmpty()) return fail(BadInput, args.error);
    if (!args.positional.isEmpty())
        return fail(BadInput,
                    QStringLiteral("bot: unexpected argument %1").arg(quoted(args.positional[0])));
    QString target = args.values.value(QStringLiteral("--connect"),
                                       args.values.value(QStringLiteral("--host")));
    if (target.isEmpty()) return fail(BadInput, QStringLiteral("bot needs --connect HOST:PORT"));
    // HOST:PORT#CODE, the line a host shares: the code as --code gives it.
    QString codeText = args.values.value(QStringLiteral("--code"));
    if (const qsizetype hash = target.indexOf(QLatin1Char('#')); hash >= 0) {
        if (args.values.contains(QStringLiteral("--code")))
            return fail(BadInput, QStringLiteral("give the host's code once: after # or with --code"));
        codeText = target.mid(hash + 1).trimmed();
        target = target.left(hash).trimmed();
        if (codeText.isEmpty()) codeText = QStringLiteral("#");
    }
    const qsizetype colon = target.lastIndexOf(QLatin1Char(':'));
    bool portOk = false;
    const uint port = colon > 0 ? target.mid(colon + 1).toUInt(&portOk) : 0;
    if (!portOk || port < 1 || port > 65535)
        return fail(BadInput,
                    QStringLiteral("--connect needs HOST:PORT, not %1").arg(quoted(target)));
    QString hostName = target.left(colon);
    if (hostName.startsWith(QLatin1Char('[')) && hostName.endsWith(QLatin1Char(']')))
        hostName = hostName.mid(1, hostName.size() - 2);
    qint64 seat = -1;
    if (!args.intValue(QStringLiteral("--seat"), 0, kMaxPlayers - 1, seat))
        return fail(BadInput, args.error);
    const QString botName = args.values.value(QStringLiteral("--bot"), kDefaultBot);
    const bool watch = args.flags.contains(QStringLiteral("--watch"));
    if (watch && (args.values.contains(QStringLiteral("--seat")) ||
                  args.values.contains(QStringLiteral("--token"))))
        return fail(BadInput, QStringLiteral("--watch takes no seat and no token"));
    net::ClientOptions options;
    options.name = args.values.value(QStringLiteral("--name"), QStringLiteral("bot"));
    options.seat = int(seat);
    options.password = args.values.value(QStringLiteral("--password"));
    options.token = args.values.value(QStringLiteral("--token"));
    options.observer = watch;
    if (!codeText.isEmpty()) {
        options.fingerprintCode = net::normalizedFingerprintCode(codeText);
        if (options.fingerprintCode.isEmpty())
            return fail(BadInput, QStringLiteral("the host's code is 10 letters and digits, as "
                                                 "serve prints it, not %1")
                                      .arg(quoted(codeText)));
    }
    net::NetBot bot(botName, options);
    if (!bot.isValid())
        return fail(BadInput,
                    unknownBot(botName, false));
    int code = Ok;
    QString reason;
    QObject::connect(&bot.client(), &net::Client::hostIdentified, [](const QByteArray &fp) {
        say(QStringLiteral("host code %1").arg(net::fingerprintCode(fp)));
    });
    QObject::connect(&bot.client(), &net::Client::welcomed, [&bot](int s) {
        if (s < 0) {
            say(QStringLiteral("watching"));
            return;
        }
        // The token brings a bot that was stopped back to its seat (bot --token).
        say(QStringLiteral("joined seat %1").arg(s));
        say(QStringLiteral("token %1").arg(bot.client().token()));
    });
    QObject::connect(&bot.client(), &net::Client::rejected,
                     [&](const QString &, const QString &text) {
                         code = Refused;
                         reason = QStringLiteral("the host refused: %1").arg(text);
                     });
    QObject::connect(&bot, &net::NetBot::finished, [&](int winner) {
        say(resultLine(winner));
        if (bot.client().game()) sayScores(*bot.client().game());
        bot.client().leave();
        QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(0); });
    });
    QObject::connect(&bot, &net::NetBot::failed, [&](const QString &why) {
        if (reason.isEmpty() && why == net::reason::HostKeyChanged) {
            code = Refused;
            // Not the code given, or (on a reconnect) not the host first met in this game.
            const QString expected = options.fingerprintCode.isEmpty()
                                         ? net::fingerprintCode(bot.client().hostFingerprint())
                                         : options.fingerprintCode;
            reason = QStringLiteral("the host at %1 shows the code %2, not %3: another computer "
                                    "may be pretending to be the host")
                         .arg(quoted(target),
                              net::fingerprintCode(bot.client().unexpectedFingerprint()), expected);
        } else if (reason.isEmpty() && why == QLatin1String("unknown-bot")) {
            code = BadInput;
            reason = unknownBot(botName, false, bot.client().kind());
        } else if (reason.isEmpty()) {
            code = BadInput;
            reason = why == QLatin1String("unreachable")
                         ? QStringLiteral("cannot connect to %1").arg(quoted(target))
                         : QStringLiteral("the connection ended: %1").arg(net::reasonText(why));
        }
        QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(0); });
    });
    bot.connectTo(hostName, quint16(port));
    QCoreApplication::exec();
    if (!reason.isEmpty()) return fail(code, reason);
    return Ok;
}

} // namespace quantum::cli
