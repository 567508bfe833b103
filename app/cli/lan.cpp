// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli serve and bot: a dedicated LAN host, and a network bot that plays a seat or
// watches (docs/cli.md, docs/protocol.md).

#include "app/cli/cli.h"
#include "app/game/savedgame.h"
#include "app/net/host.h"
#include "app/net/netbot.h"
#include "engine/bots.h"
#include "engine/scenario.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTextStream>
#include <QTimer>

#include <memory>
#include <optional>

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

} // namespace

int cmdServe(const QStringList &argv)
{
    Args args(argv,
              {QStringLiteral("--map"), QStringLiteral("--seats"), QStringLiteral("--port"),
               QStringLiteral("--seed"), QStringLiteral("--name"), QStringLiteral("--password"),
               QStringLiteral("--autosave"), QStringLiteral("--bind"), QStringLiteral("--resume")},
              {QStringLiteral("--exit-when-done"), QStringLiteral("--no-discovery"),
               QStringLiteral("--continue")});
    if (!args.error.isEmpty()) return fail(BadInput, args.error);
    if (!args.positional.isEmpty())
        return fail(BadInput,
                    QStringLiteral("serve: unexpected argument %1").arg(quoted(args.positional[0])));
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
            const bool read = SavedGame::fromFile(autosave, game, st);
            if (!read || game.state.phase != Phase::GameOver)
                resume = autosave; // a broken file is refused below, as --resume refuses it
            if (read && !resume.isEmpty()) continued = std::move(game);
        }
    }
    if (!resume.isEmpty()) {
        // The saved game brings its map, seats and generator.
        for (const char *no : {"--map", "--seats", "--seed"})
            if (args.values.contains(QLatin1String(no)) &&
                !args.flags.contains(QStringLiteral("--continue")))
                return fail(BadInput,
                            QStringLiteral("--resume takes no %1").arg(QLatin1String(no)));
    } else {
        for (const char *req : {"--map", "--seats"})
            if (!args.values.contains(QLatin1String(req)))
                return fail(BadInput, QStringLiteral("serve needs %1").arg(QLatin1String(req)));
    }
    qint64 port = net::kDefaultPort;
    qint64 seed = qint64(QRandomGenerator::system()->bounded(quint64(1) << 53));
    if (!args.intValue(QStringLiteral("--port"), 0, 65535, port) ||
        !args.intValue(QStringLiteral("--seed"), 0, 9007199254740991LL, seed))
        return fail(BadInput, args.error);
    std::optional<SavedGame> saved;
    BoardPtr board;
    QList<net::LobbySeat> seats;
    if (!resume.isEmpty()) {
        SavedGame game;
        ReadStatus st;
        if (continued)
            game = std::move(*continued);
        else if (!SavedGame::fromFile(resume, game, st)) {
            const QString previous = previousAutosavePath(resume);
            SavedGame older;
            ReadStatus olderStatus;
            if (SavedGame::fromFile(previous, older, olderStatus))
                return fail(exitFor(st.error),
                            QStringLiteral("cannot resume %1: %2 (the previous autosave %3 can be "
                                           "resumed: --resume %3)")
                                .arg(quoted(resume), st.message(), quoted(previous)));
            return fail(exitFor(st.error),
                        QStringLiteral("cannot resume %1: %2").arg(quoted(resume), st.message()));
        }
        saved = game;
        board = game.state.board;
    } else {
        ReadStatus st;
        board = loadBoard(args.values[QStringLiteral("--map")], st);
        if (!board) return fail(exitFor(st.error), st.message());
        const int players = board->map().players;
        const QStringList specs = args.values[QStringLiteral("--seats")].split(QLatin1Char(','));
        if (specs.size() != players)
            return fail(
                BadInput,
                QStringLiteral("--seats needs one seat per player (%1 seats)").arg(players));
        for (const QString &raw : specs) {
            const QString spec = raw.trimmed();
            net::LobbySeat seat;
            if (spec.startsWith(QLatin1String("ai:"))) {
                seat.kind = net::LobbySeat::Kind::Computer;
                seat.bot = spec.mid(3);
                if (!makeBot(seat.bot, 0)) return fail(BadInput, unknownBot(seat.bot, false));
            } else if (spec != QLatin1String("open") && spec != QLatin1String("human")) {
                return fail(BadInput, QStringLiteral("unknown seat %1 (use open, human or ai:NAME)")
                                          .arg(quoted(spec)));
            }
            seats.append(seat);
        }
    }
    net::HostOptions options;
    options.gameName = args.values.value(QStringLiteral("--name"), board->map().name);
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
    }
    const bool exitWhenDone = args.flags.contains(QStringLiteral("--exit-when-done"));

    std::unique_ptr<net::Host> owned = saved ? std::make_unique<net::Host>(*saved, options)
                                             : std::make_unique<net::Host>(board, seats, options);
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
               QStringLiteral("--token")},
              {QStringLiteral("--watch")});
    if (!args.error.isEmpty()) return fail(BadInput, args.error);
    if (!args.positional.isEmpty())
        return fail(BadInput,
                    QStringLiteral("bot: unexpected argument %1").arg(quoted(args.positional[0])));
    const QString target = args.values.value(QStringLiteral("--connect"),
                                             args.values.value(QStringLiteral("--host")));
    if (target.isEmpty()) return fail(BadInput, QStringLiteral("bot needs --connect HOST:PORT"));
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
    net::NetBot bot(botName, options);
    if (!bot.isValid())
        return fail(BadInput,
                    unknownBot(botName, false));
    int code = Ok;
    QString reason;
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
        bot.client().leave();
        QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(0); });
    });
    QObject::connect(&bot, &net::NetBot::failed, [&](const QString &why) {
        if (reason.isEmpty()) {
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
