// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli tournament: many games between players with the seats rotated, in parallel,
// with each player's wins and win rate (95% interval); the last line is JSON
// (docs/cli.md#tournament). With --shard I/N --partial FILE it plays one shard and writes its
// counts; `tournament merge` adds the shards up (app/cli/shard.h).

#include "app/cli/cli.h"
#include "app/cli/matchreport.h"
#include "app/cli/players.h"
#include "app/cli/shard.h"

#include <QElapsedTimer>
#include <QTextStream>

namespace quantum::cli {

int cmdTournament(const QStringList &argv)
{
    if (!argv.isEmpty() && argv[0] == QLatin1String("merge"))
        return cmdMerge(argv.mid(1), PartialKind::Tournament);
    Args args(argv, matchValueOptions("--players", true) + shardValueOptions(), matchFlags());
    MatchSpec spec;
    ExternalOptions external;
    if (const int code = readMatchOptions(args, "tournament", "--players", false, spec, external))
        return code;
    spec.rotate = true;
    QString partial;
    if (const int code = readShardOptions(args, spec, partial)) return code;
    const bool quiet = args.has("--quiet");
    const int seats = spec.seats;
    const int n = int(spec.players.size());
    const int toPlay = shardGames(spec);
    const TournamentRun run = tournamentRun(spec);

    QTextStream out(stdout);
    out << tournamentHeading(run) << '\n';
    if (!partial.isEmpty()) out << shardLine(spec) << '\n';
    out.flush();
    Progress progress(!quiet);
    if (spec.games % seats != 0)
        progress.line(QStringLiteral("note: %1 games are not a multiple of the %2 seats: the "
                                     "players do not sit in each seat equally often")
                          .arg(spec.games)
                          .arg(seats));

    TournamentTally tally(n, seats);
    QString broken;
    std::atomic<bool> stop{false};
    QElapsedTimer timer;
    timer.start();
    const QString error = runMatch(
        spec,
        [&](const MatchGame &g) {
            const GameRecord &rec = g.record;
            if (!rec.invariantError.isEmpty()) {
                if (broken.isEmpty()) broken = gameLine(g.index, g.seed, rec.invariantError);
                stop = true;
                return;
            }
            if (rec.cancelled) return;
            tally.add(g);
            if (rec.forfeit >= 0) {
                const int k = g.playerAt[size_t(rec.forfeit)];
                progress.line(gameLine(g.index, g.seed,
                                       QStringLiteral("player %1 %2 in seat %3 forfeits: %4")
                                           .arg(k)
                                           .arg(spec.players[k])
                                           .arg(rec.forfeit)
                                           .arg(rec.forfeitReason)));
            }
            QString text = QStringLiteral("games %1/%2:").arg(tally.played).arg(toPlay);
            for (int k = 0; k < n; ++k)
                text += QStringLiteral(" %1 %2")
                            .arg(spec.players[k])
                            .arg(tally.players[size_t(k)].wins);
            text += QStringLiteral(", draws %1").arg(tally.draws);
            progress.update(text, tally.played == toPlay);
        },
        &stop);
    progress.done();
    if (!error.isEmpty()) return fail(BadInput, error);
    if (!broken.isEmpty()) return fail(Refused, broken);
    tally.seconds = timer.nsecsElapsed() / 1e9;

    if (!partial.isEmpty()) {
        if (const QString why = writeTournamentPartial(partial, spec, external, tally);
            !why.isEmpty())
            return fail(BadInput, why);
        out << "partial result written to " << partial << '\n';
        return Ok;
    }
    printTournament(out, run, tally);
    return Ok;
}

} // namespace quantum::cli
