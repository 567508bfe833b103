// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli map generate: layouts drawn from a seed with the symmetry asked for, each
// checked by bot games, the fairest kept (engine/mapgen.h; docs/cli.md#map-generate,
// docs/balance.md#generated-maps). The map editor's Map > Generate is made of the same code.

#include "app/cli/cli.h"
#include "app/cli/matchreport.h"
#include "engine/bots.h"
#include "engine/json.h"
#include "engine/mapgen.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <limits>

namespace quantum::cli {

namespace {

QString symmetryWords(MapSymmetry symmetry, int players)
{
    switch (symmetry) {
    case MapSymmetry::None:
        return QStringLiteral("no symmetry");
    case MapSymmetry::Mirror:
        return players == 4 ? QStringLiteral("both mirrors")
                            : QStringLiteral("a left-right mirror");
    case MapSymmetry::Rotation:
        return players == 2 ? QStringLiteral("a half turn") : QStringLiteral("quarter turns");
    }
    return {};
}

} // namespace

int cmdMapGenerate(const QStringList &argv)
{
    Args args(argv,
              {QStringLiteral("--players"), QStringLiteral("--cubes"), QStringLiteral("--size"),
               QStringLiteral("--symmetry"), QStringLiteral("--void"), QStringLiteral("--seed"),
               QStringLiteral("--games"), QStringLiteral("--candidates"), QStringLiteral("--bot"),
               QStringLiteral("--jobs"), QStringLiteral("-o")},
              {QStringLiteral("--quiet")});
    if (!args.error.isEmpty()) return fail(BadInput, args.error);
    if (!args.positional.isEmpty())
        return fail(BadInput, QStringLiteral("map generate takes no map: unexpected %1")
                                  .arg(quoted(args.positional[0])));
    for (const char *required : {"--players", "--cubes", "--games"})
        if (!args.values.contains(QLatin1String(required)))
            return fail(BadInput,
                        QStringLiteral("map generate needs %1").arg(QLatin1String(required)));
    MapGenSpec spec;
    qint64 players = 0, cubes = 0, size = 0, voids = 0, games = 0, candidates = spec.candidates,
           jobs = spec.jobs, seed = 1;
    if (!args.intValue(QStringLiteral("--players"), 2, 4, players) ||
        !args.intValue(QStringLiteral("--cubes"), 4, 7, cubes) ||
        !args.intValue(QStringLiteral("--size"), kMapGenMinTiles, kMapGenMaxTiles, size) ||
        !args.intValue(QStringLiteral("--void"), 0, kMapGenMaxTiles / 2, voids) ||
        !args.intValue(QStringLiteral("--seed"), 0, std::numeric_limits<qint64>::max(), seed) ||
        !args.intValue(QStringLiteral("--games"), 1, kMapGenMaxGames, games) ||
        !args.intValue(QStringLiteral("--candidates"), 1, kMapGenMaxCandidates, candidates) ||
        !args.intValue(QStringLiteral("--jobs"), 1, kMapGenMaxJobs, jobs))
        return fail(BadInput, args.error);
    spec.players = int(players);
    spec.cubes = int(cubes);
    spec.tiles = int(size);
    spec.voids = int(voids);
    spec.seed = quint64(seed);
    spec.games = int(games);
    spec.candidates = int(candidates);
    spec.jobs = int(jobs);
    if (args.values.contains(QStringLiteral("--symmetry")) &&
        !symmetryFromName(args.value("--symmetry"), spec.symmetry))
        return fail(BadInput, QStringLiteral("--symmetry must be none, mirror or rotation"));
    if (args.values.contains(QStringLiteral("--bot"))) {
        spec.bot = args.value("--bot");
        if (!botNames().contains(spec.bot)) return fail(BadInput, unknownBot(spec.bot, false));
    }
    const Reason bad = checkMapGenSpec(spec);
    if (!bad.isEmpty()) return fail(BadInput, bad.toString());

    QTextStream out(stdout);
    const int tiles = layoutTiles(spec);
    out << "map generate: " << spec.players << " players, " << spec.cubes << " cubes, " << tiles
        << " tiles (" << spec.voids << " Void), " << symmetryWords(spec.symmetry, spec.players)
        << ", seed " << spec.seed << "; " << spec.candidates << " candidates of " << spec.games
        << " games of " << spec.bot << ", fair within " << percent(1.0 / spec.players) << " +/- "
        << percent(spec.band) << '\n';
    out.flush();
    Progress progress(!args.has("--quiet"));
    const MapGenResult r = generateMap(spec, [&](int done, int total) {
        const int candidate = std::min(spec.candidates, (done - 1) / spec.games + 1);
        progress.update(QStringLiteral("candidate %1/%2: %3/%4 games")
                            .arg(candidate)
                            .arg(spec.candidates)
                            .arg(done - (candidate - 1) * spec.games)
                            .arg(spec.games),
                        done == total);
    });
    progress.done();
    if (!r.error.isEmpty()) return fail(Refused, r.error.toString());

    for (size_t i = 0; i < r.candidates.size(); ++i) {
        const MapGenCandidate &c = r.candidates[i];
        QStringList seats;
        for (const Share &s : c.report.bySeat)
            seats << percent(s.rate);
        out << "candidate " << i + 1 << ": " << mapToNotation(c.map) << "; seats "
            << seats.join(QLatin1Char('/')) << ", largest gap " << percent(c.gap)
            << (c.shutOut ? ", someone shut out" : "") << (c.fair ? ": fair" : ": not fair")
            << '\n';
    }
    const MapGenCandidate &best = *r.best();
    Map map = best.map;
    map.name = QStringLiteral("Generated %1").arg(spec.seed);
    map.description = QStringLiteral("Generated by quantum-cli map generate: %1 players, %2 "
                                     "cubes, %3, seed %4.")
                          .arg(spec.players)
                          .arg(spec.cubes)
                          .arg(symmetryWords(spec.symmetry, spec.players))
                          .arg(spec.seed);
    const Board board(map);
    out << "chosen: candidate " << r.chosen + 1
        << (best.fair ? " (fair)" : " (the fairest, but not fair)") << '\n';
    printBalanceFigures(out, board, best.report);
    out << "layout: " << mapToNotation(map) << '\n';
    if (args.values.contains(QStringLiteral("-o"))) {
        const QString path = args.value("-o");
        QString error;
        if (!writeSaveFile(path, mapToJsonBytes(map), &error)) {
            out.flush();
            return fail(BadInput, QStringLiteral("cannot write %1: %2").arg(quoted(path), error));
        }
        out << "wrote " << path << '\n';
    }
    const QJsonObject last{{QStringLiteral("map"), mapToJson(map)},
                           {QStringLiteral("candidate"), r.chosen + 1},
                           {QStringLiteral("fair"), best.fair},
                           {QStringLiteral("band"), spec.band},
                           {QStringLiteral("gap"), best.gap},
                           {QStringLiteral("balance"), balanceToJson(best.report, board)}};
    out << QJsonDocument(last).toJson(QJsonDocument::Compact) << '\n';
    if (!best.fair) {
        out.flush();
        return fail(Refused, QStringLiteral("none of the %1 candidates is fair; the fairest "
                                            "is given")
                                 .arg(spec.candidates));
    }
    return Ok;
}

} // namespace quantum::cli
