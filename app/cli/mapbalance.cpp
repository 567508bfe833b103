// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli map balance: many computer-against-computer games on a map, the seats rotated
// and in parallel, with the wins by seat and by starting planet (95% intervals), the average
// length and the draws; the last line is JSON (docs/cli.md#map-balance, docs/balance.md).
// The map editor's Check balance is made of the same engine code (engine/balance.h).
// With --shard I/N --partial FILE it plays one shard and writes its counts; `map balance merge`
// adds the shards up (app/cli/shard.h).

#include "app/cli/cli.h"
#include "app/cli/matchreport.h"
#include "app/cli/players.h"
#include "app/cli/shard.h"
#include "app/game/seat.h"
#include "engine/balance.h"

#include <QTextStream>

namespace quantum::cli {

int cmdMapBalance(const QStringList &argv)
{
    if (!argv.isEmpty() && argv[0] == QLatin1String("merge"))
        return cmdMerge(argv.mid(1), PartialKind::Balance);
    Args args(argv, matchValueOptions("--bot", true, false) + shardValueOptions(), matchFlags());
    if (!args.error.isEmpty()) return fail(BadInput, args.error);
    if (args.positional.size() != 1)
        return fail(BadInput, QStringLiteral("map balance needs one map file or notation"));
    // The map as the other match commands take it, and the defaults of the editor's check.
    args.values[QStringLiteral("--map")] = args.positional.takeFirst();
    if (!args.values.contains(QStringLiteral("--games")))
        args.values[QStringLiteral("--games")] = QStringLiteral("100");
    if (!args.values.contains(QStringLiteral("--seed")))
        args.values[QStringLiteral("--seed")] = QStringLiteral("1");
    if (!args.values.contains(QStringLiteral("--bot")))
        args.values[QStringLiteral("--bot")] = kDefaultBot;
    MatchSpec parsed;
    ExternalOptions external;
    if (const int code = readMatchOptions(args, "map balance", "--bot", true, parsed, external))
        return code;
    if (parsed.players.size() != 1)
        return fail(BadInput, QStringLiteral("map balance plays one --bot in every seat"));
    MatchSpec spec = balanceSpec(parsed.board, parsed.players[0], parsed.games, parsed.seed,
                                 parsed.jobs, parsed.budget);
    spec.makeBot = parsed.makeBot;
    spec.check = parsed.check;
    if (args.values.contains(QStringLiteral("--max-turns"))) spec.maxTurns = parsed.maxTurns;
    QString partial;
    if (const int code = readShardOptions(args, spec, partial)) return code;
    const bool quiet = args.has("--quiet");
    const Board &board = *spec.board;
    const int toPlay = shardGames(spec);

    QTextStream out(stdout);
    out << balanceHeading(board, spec.players[0], spec.games, spec.seed) << '\n';
    if (!partial.isEmpty()) out << shardLine(spec) << '\n';
    out.flush();
    Progress progress(!quiet);
    BalanceTally tally(spec.board);
    QString broken;
    int played = 0;
    const QString error = runMatch(spec, [&](const MatchGame &g) {
        ++played;
        if (!g.record.invariantError.isEmpty() && broken.isEmpty())
            broken = gameLine(g.index, g.seed, g.record.invariantError);
        if (!g.record.forfeitReason.isEmpty())
            progress.line(gameLine(g.index, g.seed, g.record.forfeitReason));
        tally.add(g);
        progress.update(QStringLiteral("%1/%2 games").arg(played).arg(toPlay), played == toPlay);
    });
    progress.done();
    if (!error.isEmpty()) return fail(BadInput, error);
    if (!broken.isEmpty()) return fail(Refused, broken);

    if (!partial.isEmpty()) {
        if (const QString why = writeBalancePartial(partial, spec, external, tally); !why.isEmpty())
            return fail(BadInput, why);
        out << "partial result written to " << partial << '\n';
        return Ok;
    }
    printBalance(out, board, tally);
    return Ok;
}

} // namespace quantum::cli
