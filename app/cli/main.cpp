// quantum-cli: scenarios, legal actions, self-play, map tools, and the LAN host and network
// bot (docs/cli.md).
// Exit codes: 0 success, 1 a well-formed request the rules refuse, 2 unreadable input or
// wrong arguments; always with a one-line reason on stderr.

#include "app/cli/cli.h"
#include "app/net/host.h"
#include "app/net/netbot.h"
#include "engine/bots.h"
#include "engine/json.h"
#include "engine/reader.h"
#include "engine/scenario.h"

#ifdef QUANTUM_CLI_EXPORT
#include "editor/board/mapexport.h"
#endif

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

using namespace quantum;
using namespace quantum::cli;

namespace {

// %1: the bot names (botNames()).
const char *kUsage =
    "usage: quantum-cli COMMAND ...\n"
    "  scenario FILE|- [--events]    apply a scenario's actions, print the state as JSON\n"
    "  legal FILE|-                  the legal actions at the end of a scenario, as JSON\n"
    "  selfplay --map FILE|NOTATION --games N --seed S --bots PLAYER[,PLAYER...]\n"
    "           [--max-turns T] [--budget-ms MS] [--iterations N] [--threads T]\n"
    "           [--margin-ms MS] [--check] [--quiet]\n"
    "                                play whole games between players in fixed seats\n"
    "  tournament --map FILE|NOTATION --players PLAYER,PLAYER[,...] --games N --seed S\n"
    "           [--budget-ms MS] [--iterations N] [--threads T] [--jobs J] [--max-turns T]\n"
    "           [--margin-ms MS] [--check] [--quiet]\n"
    "                                games with the seats rotated, in parallel: wins, win\n"
    "                                rates with 95% intervals; the last line is JSON\n"
    "                                a PLAYER is a bot (bots: below) or an external\n"
    "                                engine, cmd:\"COMMAND LINE\" (docs/engine-protocol.md)\n"
    "  engine [--bot NAME]           answer engine protocol requests on stdin with a bot\n"
    "  map validate FILE|NOTATION    list every problem of a map with its location\n"
    "  map convert FILE|NOTATION [--players N] [--cubes N] [--name S]\n"
    "           [--author S] [--description S] [--to json|notation] [-o OUT]\n"
    "                                convert between layout notation and map files\n"
    "  map export FILE|NOTATION --png OUT.png|--svg OUT.svg [--scale S]\n"
    "                                draw the map as a PNG or SVG image (no display needed)\n"
    "  serve --map FILE|NOTATION --seats SEAT[,SEAT...] [--port P] [--seed S] [--name NAME]\n"
    "           [--password PW] [--autosave FILE] [--bind ADDRESS] [--no-discovery]\n"
    "           [--exit-when-done]\n"
    "                                host a LAN game without a display; a SEAT is open\n"
    "                                (or human: a client takes it) or ai:NAME (a bot)\n"
    "  bot --connect HOST:PORT [--bot NAME] [--name N] [--seat K] [--password PW]\n"
    "                                join a LAN game as a computer player, play to the end\n"
    "  --help, --version\n"
    "bots: %1\n"
    "exit codes: 0 success, 1 refused by the rules, 2 unreadable input or bad arguments\n";

int cmdScenario(const QStringList &argv, bool legalOnly)
{
    Args args(argv, {}, legalOnly ? QSet<QString>{} : QSet<QString>{QStringLiteral("--events")});
    if (!args.error.isEmpty())
        return fail(BadInput, args.error);
    if (args.positional.size() != 1)
        return fail(BadInput,
                    QStringLiteral("%1 needs exactly one scenario file")
                        .arg(legalOnly ? QStringLiteral("legal") : QStringLiteral("scenario")));
    const ScenarioResult r = runScenarioFile(args.positional[0]);
    if (!r.status.ok())
        return fail(exitFor(r.status.error), r.status.message());
    const Board &b = *r.state.board;
    if (legalOnly) {
        std::vector<Action> legal;
        legalActions(r.state, legal);
        QJsonObject o;
        o[QStringLiteral("format")] = QStringLiteral("quantum-actions");
        o[QStringLiteral("version")] = kStateFormatVersion;
        o[QStringLiteral("player")] = r.state.toAct();
        o[QStringLiteral("actions")] = actionsToJson(b, legal);
        printJson(o);
        return Ok;
    }
    if (args.flags.contains(QStringLiteral("--events"))) {
        QJsonObject o;
        o[QStringLiteral("state")] = stateToJson(r.state);
        QJsonArray events;
        for (const Event &e : r.events)
            events.append(eventToJson(b, e));
        o[QStringLiteral("events")] = events;
        printJson(o);
    } else {
        printJson(stateToJson(r.state));
    }
    return Ok;
}

#ifdef QUANTUM_CLI_EXPORT
// map export: the map drawn by the board library (editor/board/mapexport.h), the same
// picture as the editor's export. Needs no display: QImage, QPainter and QSvgGenerator
// with labels drawn as paths.
int cmdMapExport(const QStringList &argv)
{
    Args args(argv, {QStringLiteral("--png"), QStringLiteral("--svg"), QStringLiteral("--scale")},
              {});
    if (!args.error.isEmpty())
        return fail(BadInput, args.error);
    if (args.positional.size() != 1)
        return fail(BadInput, QStringLiteral("map export needs one map file or notation"));
    const bool png = args.values.contains(QStringLiteral("--png"));
    const bool svg = args.values.contains(QStringLiteral("--svg"));
    if (png == svg)
        return fail(BadInput,
                    QStringLiteral("map export needs exactly one of --png OUT or --svg OUT"));
    double scale = 1.0;
    if (args.values.contains(QStringLiteral("--scale"))) {
        bool ok = false;
        scale = args.values[QStringLiteral("--scale")].toDouble(&ok);
        if (!ok || !(scale >= 0.05 && scale <= 16.0))
            return fail(BadInput, QStringLiteral("--scale must be a number from 0.05 to 16"));
    }
    const MapReadResult mr = readMapArgument(args.positional[0]);
    if (!mr.ok)
        return fail(BadInput, mr.error());
    const QString out = args.values[png ? QStringLiteral("--png") : QStringLiteral("--svg")];
    QString error;
    const bool written = png ? board::exportMapPng(mr.map, out, scale, &error)
                             : board::exportMapSvg(mr.map, out, scale, &error);
    if (!written)
        return fail(BadInput, QStringLiteral("cannot write %1: %2").arg(quoted(out), error));
    const QSize size = board::exportSize(mr.map, scale);
    QTextStream(stdout) << "wrote " << out << ": " << size.width() << " x " << size.height()
                        << " pixels\n";
    return Ok;
}
#else
int cmdMapExport(const QStringList &)
{
    return fail(BadInput, QStringLiteral("map export is not available: quantum-cli was built "
                                         "without QUANTUM_BUILD_GUI"));
}
#endif

int cmdMap(const QStringList &argv)
{
    if (argv.isEmpty())
        return fail(BadInput,
                    QStringLiteral("map needs a subcommand: validate, convert or export"));
    const QString sub = argv[0];
    const QStringList rest = argv.mid(1);
    if (sub == QLatin1String("validate")) {
        Args args(rest, {}, {});
        if (!args.error.isEmpty())
            return fail(BadInput, args.error);
        if (args.positional.size() != 1)
            return fail(BadInput, QStringLiteral("map validate needs one map file or notation"));
        const MapReadResult mr = readMapArgument(args.positional[0]);
        if (!mr.ok)
            return fail(BadInput, mr.error());
        const std::vector<MapProblem> problems = validateMap(mr.map);
        QTextStream out(stdout);
        for (const MapProblem &p : problems)
            out << (p.notice ? "notice" : "error") << ' ' << p.idString() << ": " << p.text()
                << '\n';
        if (!isPlayable(problems)) {
            out.flush();
            const long errors = std::count_if(problems.begin(), problems.end(),
                                              [](const MapProblem &p) { return !p.notice; });
            return fail(Refused, QStringLiteral("the map is not valid: %1 error(s)").arg(errors));
        }
        out << "ok: " << mr.map.players << " players, " << mr.map.cubes << " cubes, "
            << mr.map.tiles.size() << " tiles\n";
        return Ok;
    }
    if (sub == QLatin1String("convert")) {
        Args args(rest,
                  {QStringLiteral("--players"), QStringLiteral("--cubes"), QStringLiteral("--name"),
                   QStringLiteral("--author"), QStringLiteral("--description"),
                   QStringLiteral("--to"), QStringLiteral("-o")},
                  {});
        if (!args.error.isEmpty())
            return fail(BadInput, args.error);
        if (args.positional.size() != 1)
            return fail(BadInput, QStringLiteral("map convert needs one map file or notation"));
        MapReadResult mr = readMapArgument(args.positional[0]);
        if (!mr.ok)
            return fail(BadInput, mr.error());
        qint64 players = 0, cubes = 0;
        if (!args.intValue(QStringLiteral("--players"), 2, 4, players) ||
            !args.intValue(QStringLiteral("--cubes"), 4, 7, cubes))
            return fail(BadInput, args.error);
        if (players)
            mr.map.players = int(players);
        if (cubes)
            mr.map.cubes = int(cubes);
        if (args.values.contains(QStringLiteral("--name")))
            mr.map.name = args.values[QStringLiteral("--name")];
        if (args.values.contains(QStringLiteral("--author")))
            mr.map.author = args.values[QStringLiteral("--author")];
        if (args.values.contains(QStringLiteral("--description")))
            mr.map.description = args.values[QStringLiteral("--description")];
        const QString &in = args.positional[0];
        const bool fromFile = in.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ||
                              QFileInfo(in).isFile();
        const QString to = args.values.value(
            QStringLiteral("--to"), fromFile ? QStringLiteral("notation") : QStringLiteral("json"));
        QByteArray bytes;
        if (to == QLatin1String("json"))
            bytes = mapToJsonBytes(mr.map);
        else if (to == QLatin1String("notation")) {
            Reason why;
            const QString notation = mapToNotation(mr.map, &why);
            if (!why.isEmpty())
                return fail(Refused, why.toString());
            bytes = notation.toUtf8() + '\n';
        } else
            return fail(BadInput, QStringLiteral("--to must be json or notation"));
        if (args.values.contains(QStringLiteral("-o"))) {
            QString error;
            if (!writeSaveFile(args.values[QStringLiteral("-o")], bytes, &error))
                return fail(BadInput, QStringLiteral("cannot write %1: %2")
                                          .arg(quoted(args.values[QStringLiteral("-o")]), error));
        } else {
            std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
        }
        return Ok;
    }
    if (sub == QLatin1String("export"))
        return cmdMapExport(rest);
    return fail(BadInput,
                QStringLiteral("unknown map subcommand %1 (use validate, convert or export)")
                    .arg(quoted(sub)));
}


// ---- LAN: serve and bot (docs/cli.md, docs/protocol.md)

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

int cmdServe(const QStringList &argv)
{
    Args args(argv,
              {QStringLiteral("--map"), QStringLiteral("--seats"), QStringLiteral("--port"),
               QStringLiteral("--seed"), QStringLiteral("--name"), QStringLiteral("--password"),
               QStringLiteral("--autosave"), QStringLiteral("--bind")},
              {QStringLiteral("--exit-when-done"), QStringLiteral("--no-discovery")});
    if (!args.error.isEmpty()) return fail(BadInput, args.error);
    if (!args.positional.isEmpty())
        return fail(BadInput,
                    QStringLiteral("serve: unexpected argument %1").arg(quoted(args.positional[0])));
    for (const char *req : {"--map", "--seats"})
        if (!args.values.contains(QLatin1String(req)))
            return fail(BadInput, QStringLiteral("serve needs %1").arg(QLatin1String(req)));
    qint64 port = net::kDefaultPort;
    qint64 seed = qint64(QRandomGenerator::system()->bounded(quint64(1) << 53));
    if (!args.intValue(QStringLiteral("--port"), 0, 65535, port) ||
        !args.intValue(QStringLiteral("--seed"), 0, 9007199254740991LL, seed))
        return fail(BadInput, args.error);
    ReadStatus st;
    const BoardPtr board = loadBoard(args.values[QStringLiteral("--map")], st);
    if (!board) return fail(exitFor(st.error), st.message());
    const int players = board->map().players;
    const QStringList specs = args.values[QStringLiteral("--seats")].split(QLatin1Char(','));
    if (specs.size() != players)
        return fail(BadInput,
                    QStringLiteral("--seats needs one seat per player (%1 seats)").arg(players));
    QList<net::LobbySeat> seats;
    for (const QString &raw : specs) {
        const QString spec = raw.trimmed();
        net::LobbySeat seat;
        if (spec.startsWith(QLatin1String("ai:"))) {
            seat.kind = net::LobbySeat::Kind::Computer;
            seat.bot = spec.mid(3);
            if (!makeBot(seat.bot, 0))
                return fail(BadInput, unknownBot(seat.bot, false));
        } else if (spec != QLatin1String("open") && spec != QLatin1String("human")) {
            return fail(BadInput,
                        QStringLiteral("unknown seat %1 (use open, human or ai:NAME)").arg(quoted(spec)));
        }
        seats.append(seat);
    }
    net::HostOptions options;
    options.gameName = args.values.value(QStringLiteral("--name"), board->map().name);
    options.password = args.values.value(QStringLiteral("--password"));
    options.port = quint16(port);
    options.seed = quint64(seed);
    options.autosavePath = args.values.value(QStringLiteral("--autosave"));
    options.discovery = !args.flags.contains(QStringLiteral("--no-discovery"));
    if (args.values.contains(QStringLiteral("--bind"))) {
        options.address = QHostAddress(args.values[QStringLiteral("--bind")]);
        if (options.address.isNull())
            return fail(BadInput, QStringLiteral("--bind needs an IP address, not %1")
                                      .arg(quoted(args.values[QStringLiteral("--bind")])));
    }
    const bool exitWhenDone = args.flags.contains(QStringLiteral("--exit-when-done"));

    net::Host host(board, seats, options);
    QString error;
    if (!host.listen(&error))
        return fail(BadInput, QStringLiteral("cannot listen on port %1: %2").arg(port).arg(error));
    say(QStringLiteral("listening on port %1, seed %2").arg(host.port()).arg(seed));
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
               QStringLiteral("--name"), QStringLiteral("--seat"), QStringLiteral("--password")},
              {});
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
    net::ClientOptions options;
    options.name = args.values.value(QStringLiteral("--name"), QStringLiteral("bot"));
    options.seat = int(seat);
    options.password = args.values.value(QStringLiteral("--password"));
    net::NetBot bot(botName, options);
    if (!bot.isValid())
        return fail(BadInput,
                    unknownBot(botName, false));
    int code = Ok;
    QString reason;
    QObject::connect(&bot.client(), &net::Client::welcomed, [&bot](int s) {
        say(s >= 0 ? QStringLiteral("joined seat %1").arg(s) : QStringLiteral("joined"));
        Q_UNUSED(bot);
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

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("quantum-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUANTUM_VERSION));
    const QStringList all = app.arguments().mid(1);
    if (all.isEmpty())
        return fail(BadInput, QStringLiteral("no command given (try --help)"));
    const QString cmd = all[0];
    const QStringList rest = all.mid(1);
    if (cmd == QLatin1String("--help") || cmd == QLatin1String("-h") ||
        cmd == QLatin1String("help")) {
        const QByteArray usage = QString::fromLatin1(kUsage).arg(botList()).toUtf8();
        std::fwrite(usage.constData(), 1, size_t(usage.size()), stdout);
        return Ok;
    }
    if (cmd == QLatin1String("--version")) {
        std::printf("quantum-cli %s\n", QUANTUM_VERSION);
        return Ok;
    }
    if (cmd == QLatin1String("scenario"))
        return cmdScenario(rest, false);
    if (cmd == QLatin1String("legal"))
        return cmdScenario(rest, true);
    if (cmd == QLatin1String("selfplay"))
        return cmdSelfplay(rest);
    if (cmd == QLatin1String("tournament"))
        return cmdTournament(rest);
    if (cmd == QLatin1String("engine"))
        return cmdEngine(rest);
    if (cmd == QLatin1String("map"))
        return cmdMap(rest);
    if (cmd == QLatin1String("serve"))
        return cmdServe(rest);
    if (cmd == QLatin1String("bot"))
        return cmdBot(rest);
    return fail(BadInput, QStringLiteral("unknown command %1 (try --help)").arg(quoted(cmd)));
}
