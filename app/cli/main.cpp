// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli: scenarios, legal actions, self-play, map tools, and the LAN host and network
// bot (docs/cli.md).
// Exit codes: 0 success, 1 a well-formed request the rules refuse, 2 unreadable input or
// wrong arguments; always with a one-line reason on stderr.

#include "app/cli/cli.h"
#include "app/net/host.h"
#include "app/net/netbot.h"
#include "app/version.h"
#include "engine/bots.h"
#include "engine/json.h"
#include "engine/qwantum/scenario.h"
#include "engine/reader.h"
#include "engine/scenario.h"

#ifdef QUANTUM_CLI_EXPORT
#include "editor/board/mapexport.h"
#include "editor/board/printandplay.h"

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

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace quantum;
using namespace quantum::cli;

namespace quantum::cli {
int cmdMapGenerate(const QStringList &argv); // mapgenerate.cpp
}

namespace {

// %1, %2: the bot names of each game (botNames()).
const char *kUsage =
    "usage: quantum-cli COMMAND ...\n"
    "  scenario FILE|- [--events]    run a scenario of either game, print the state as JSON\n"
    "  legal FILE|-                  the legal actions at the end of a scenario, as JSON\n"
    "  selfplay --map FILE|NOTATION --games N --seed S --bots PLAYER[,PLAYER...]\n"
    "           [--max-turns T] [--budget-ms MS] [--iterations N] [--threads T]\n"
    "           [--margin-ms MS] [--check] [--quiet]\n"
    "                                play whole games between players in fixed seats\n"
    "  selfplay --game qwantum [--seats N] --games N --seed S --bots PLAYER[,PLAYER...] [...]\n"
    "                                the same for Qwantum (2-4 seats: one per name, or N)\n"
    "  tournament --map FILE|NOTATION --players PLAYER,PLAYER[,...] --games N --seed S\n"
    "           [--budget-ms MS] [--iterations N] [--threads T] [--jobs J] [--max-turns T]\n"
    "           [--margin-ms MS] [--check] [--quiet]\n"
    "                                games with the seats rotated, in parallel: wins, win\n"
    "                                rates with 95% intervals; the last line is JSON\n"
    "                                a PLAYER is a bot (bots: below) or an external\n"
    "                                engine, cmd:\"COMMAND LINE\" (docs/engine-protocol.md)\n"
    "  tournament --game qwantum --players PLAYER,PLAYER[,...] --games N --seed S [...]\n"
    "                                the same for Qwantum: also each player's average score\n"
    "  tournament ... --shard I/N --partial FILE\n"
    "                                play only shard I of N of the games (g mod N = I-1),\n"
    "                                write their counts to FILE (docs/balance.md)\n"
    "  tournament merge PART...      add up the partial results of all N shards: the\n"
    "                                whole tournament's report\n"
    "  engine [--bot NAME]           answer engine protocol requests on stdin with a bot\n"
    "  map validate FILE|NOTATION    list every problem of a map with its location\n"
    "  map convert FILE|NOTATION [--players N] [--cubes N] [--name S]\n"
    "           [--author S] [--description S] [--to json|notation] [-o OUT]\n"
    "                                convert between layout notation and map files\n"
    "  map code FILE|NOTATION [--link]\n"
    "                                the whole map as one line of text to share (a map code)\n"
    "  map decode CODE|- [-o OUT]    the map file (JSON) of a map code or quantum: link\n"
    "  map export FILE|NOTATION --png OUT.png|--svg OUT.svg [--scale S]\n"
    "                                draw the map as a PNG or SVG image (no display needed)\n"
    "  map export FILE|NOTATION --pdf OUT.pdf [--paper a4|letter] [--poster]\n"
    "                                print and play: every tile at true size (25 mm squares)\n"
    "                                with crop marks, or the whole map on one page\n"
    "  map balance FILE|NOTATION [--games N] [--bot NAME] [--seed S] [--jobs J]\n"
    "           [--budget-ms MS] [--iterations N] [--max-turns T] [--quiet]\n"
    "                                wins by seat and by starting planet in bot games\n"
    "  map balance ... --shard I/N --partial FILE\n"
    "  map balance merge PART...     the same sharding and merge for the balance check\n"
    "  map generate --players N --cubes C --games G [--size S] [--symmetry none|mirror|rotation]\n"
    "           [--void V] [--seed S] [--candidates K] [--bot NAME] [--jobs J] [-o OUT]\n"
    "           [--quiet]\n"
    "                                draw K layouts from the seed, play G bot games on each,\n"
    "                                keep the fairest; the last line is JSON with the map\n"
    "  serve --map FILE|NOTATION --seats SEAT[,SEAT...] [--port P] [--seed S] [--name NAME]\n"
    "           [--password PW] [--autosave FILE] [--bind ADDRESS] [--no-discovery]\n"
    "           [--exit-when-done] [--upnp] [--identity DIR] [--max-observers N | --no-watching]\n"
    "           [--stand-in-after SECONDS] [--stand-in NAME]\n"
    "                                host a LAN game without a display; a SEAT is open\n"
    "                                (or human: a client takes it) or ai:NAME (a bot);\n"
    "                                prints the code players check; a \"stand-in SEAT\" or\n"
    "                                \"stand-in all\" line on stdin, or SIGUSR1, hands a\n"
    "                                missing player's seat to the computer; --upnp asks\n"
    "                                the router to open the port to friends elsewhere\n"
    "                                (or says what to forward by hand)\n"
    "  serve --resume FILE [--autosave FILE2] [--port P] [...]\n"
    "                                host a saved game (a host's autosave) again: its\n"
    "                                players take their seats back with their tokens\n"
    "  serve --continue --autosave FILE --map FILE|NOTATION --seats SEAT[,SEAT...] [...]\n"
    "                                go on with the game in FILE if it is not over,\n"
    "                                otherwise start a new one (for a service)\n"
    "  serve --game qwantum --seats SEAT,SEAT[,...] [--port P] [--seed S] [...]\n"
    "                                host a LAN game of Qwantum, one seat per player (2-4)\n"
    "  bot --connect HOST:PORT[#CODE] [--code CODE] [--bot NAME] [--name N] [--seat K]\n"
    "           [--password PW] [--token T | --watch]\n"
    "                                join a LAN game as a computer player, play to the end\n"
    "                                (--token: back to a seat; --watch: only watch;\n"
    "                                #CODE or --code: only a host that shows this code)\n"
    "  --help, --version\n"
    "bots: %1 (Qwantum: %2)\n"
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
    // The file is read once (standard input too); its game decides the runner.
    ReadStatus read;
    QString dir;
    const QJsonObject doc = readScenarioDocument(args.positional[0], dir, read);
    if (!read.ok()) return fail(exitFor(read.error), read.message());
    if (qw::isQwantumScenario(doc)) { // docs/qwantum-formats.md
        const qw::ScenarioResult q = qw::runScenario(doc);
        if (!q.status.ok()) return fail(exitFor(q.status.error), q.status.message());
        if (legalOnly) {
            printJson(qw::legalActionsToJson(q.state));
        } else if (args.flags.contains(QStringLiteral("--events"))) {
            QJsonArray events;
            for (const qw::Event &e : q.events)
                events.append(qw::eventToJson(e));
            printJson(QJsonObject{{QStringLiteral("state"), qw::stateToJson(q.state)},
                                  {QStringLiteral("events"), events}});
        } else {
            printJson(qw::stateToJson(q.state));
        }
        return Ok;
    }
    const ScenarioResult r = runScenario(doc, dir);
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
// map export --pdf: print and play (editor/board/printandplay.h), the same file as the
// editor's File > Export > Print-and-play PDF in English.
int mapExportPdf(const Args &args)
{
    if (args.values.contains(QStringLiteral("--scale")))
        return fail(BadInput,
                    QStringLiteral("--scale does not go with --pdf (tiles print at true size)"));
    board::PrintOptions options;
    options.paper = board::defaultPaper();
    if (args.values.contains(QStringLiteral("--paper")) &&
        !board::paperFromId(args.values[QStringLiteral("--paper")], &options.paper))
        return fail(BadInput, QStringLiteral("--paper must be a4 or letter"));
    options.poster = args.has("--poster");
    const MapReadResult mr = readMapArgument(args.positional[0]);
    if (!mr.ok)
        return fail(BadInput, mr.error());
    const QString out = args.values[QStringLiteral("--pdf")];
    const board::PrintLayout layout = board::printLayout(mr.map, options);
    QString error;
    if (!board::exportMapPdf(mr.map, out, options, &error))
        return fail(BadInput, QStringLiteral("cannot write %1: %2").arg(quoted(out), error));
    QTextStream(stdout) << "wrote " << out << ": " << layout.pages
                        << (layout.pages == 1 ? " page" : " pages") << " of "
                        << board::paperId(options.paper) << ", squares "
                        << QString::number(layout.squareMm, 'f', 1) << " mm\n";
    return Ok;
}

// map export: the map drawn by the board library (editor/board/mapexport.h), the same
// picture as the editor's export. Needs no display: QImage, QPainter and QSvgGenerator
// with labels drawn as paths.
int cmdMapExport(const QStringList &argv)
{
    Args args(argv,
              {QStringLiteral("--png"), QStringLiteral("--svg"), QStringLiteral("--scale"),
               QStringLiteral("--pdf"), QStringLiteral("--paper")},
              {QStringLiteral("--poster")});
    if (!args.error.isEmpty())
        return fail(BadInput, args.error);
    if (args.positional.size() != 1)
        return fail(BadInput, QStringLiteral("map export needs one map file or notation"));
    const bool png = args.values.contains(QStringLiteral("--png"));
    const bool svg = args.values.contains(QStringLiteral("--svg"));
    const bool pdf = args.values.contains(QStringLiteral("--pdf"));
    if (int(png) + int(svg) + int(pdf) != 1)
        return fail(BadInput, QStringLiteral("map export needs exactly one of --png OUT, "
                                             "--svg OUT or --pdf OUT"));
    if (pdf)
        return mapExportPdf(args);
    if (args.values.contains(QStringLiteral("--paper")) || args.has("--poster"))
        return fail(BadInput, QStringLiteral("--paper and --poster go with --pdf"));
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
                    QStringLiteral("map needs a subcommand: validate, convert, code, decode, "
                                   "export, balance or generate"));
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
    if (sub == QLatin1String("code"))
        return cmdMapCode(rest);
    if (sub == QLatin1String("decode"))
        return cmdMapDecode(rest);
    if (sub == QLatin1String("balance"))
        return cmdMapBalance(rest);
    if (sub == QLatin1String("generate"))
        return cmdMapGenerate(rest);
    return fail(BadInput,
                QStringLiteral("unknown map subcommand %1 (use validate, convert, code, decode, "
                               "export, balance or generate)")
                    .arg(quoted(sub)));
}

} // namespace

int main(int argc, char **argv)
{
#ifdef QUANTUM_CLI_EXPORT
    // map export --pdf sets its text in fonts, which needs a QGuiApplication (offscreen).
    bool gui = argc > 3 && qstrcmp(argv[1], "map") == 0 && qstrcmp(argv[2], "export") == 0;
    gui = gui && std::any_of(argv + 3, argv + argc,
                             [](const char *a) { return qstrncmp(a, "--pdf", 5) == 0; });
    std::unique_ptr<QCoreApplication> owner(gui ? board::makePrintingApplication(argc, argv)
                                                : std::make_unique<QCoreApplication>(argc, argv));
#else
    std::unique_ptr<QCoreApplication> owner(new QCoreApplication(argc, argv));
#endif
    QCoreApplication &app = *owner;
    QCoreApplication::setApplicationName(QStringLiteral("quantum-cli"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(kVersion));
    const QStringList all = app.arguments().mid(1);
    if (all.isEmpty())
        return fail(BadInput, QStringLiteral("no command given (try --help)"));
    const QString cmd = all[0];
    const QStringList rest = all.mid(1);
    if (cmd == QLatin1String("--help") || cmd == QLatin1String("-h") ||
        cmd == QLatin1String("help")) {
        const QByteArray usage = QString::fromLatin1(kUsage).arg(botList(), botList(GameKind::Qwantum)).toUtf8();
        std::fwrite(usage.constData(), 1, size_t(usage.size()), stdout);
        return Ok;
    }
    if (cmd == QLatin1String("--version")) {
        std::printf("quantum-cli %s\n", kVersion);
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
