// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli map balance: many computer-against-computer games on a map, the seats rotated
// and in parallel, with the wins by seat and by starting planet (95% intervals), the average
// length and the draws; the last line is JSON (docs/cli.md#map-balance, docs/balance.md).
// The map editor's Check balance is made of the same engine code (engine/balance.h).

#include "app/cli/cli.h"
#include "app/cli/players.h"
#include "app/game/seat.h"
#include "engine/balance.h"

#include <QJsonDocument>
#include <QTextStream>

namespace quantum::cli {

namespace {

QString shareText(const Share &s)
{
    return QStringLiteral("%1 of %2, %3 [%4, %5]")
        .arg(s.count)
        .arg(s.of)
        .arg(percent(s.rate), percent(s.low), percent(s.high));
}

} // namespace

int cmdMapBalance(const QStringList &argv)
{
    Args args(argv, matchValueOptions("--bot", true, false), matchFlags());
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
    const bool quiet = args.has("--quiet");
    const Board &board = *spec.board;

    QTextStream out(stdout);
    out << "map balance: " << spec.games << " games of " << spec.players[0] << " on "
        << quoted(board.map().name) << " (" << board.map().players << " seats), seed " << spec.seed
        << ", seats rotated\n";
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
        progress.update(QStringLiteral("%1/%2 games").arg(played).arg(spec.games),
                        played == spec.games);
    });
    progress.done();
    if (!error.isEmpty()) return fail(BadInput, error);
    if (!broken.isEmpty()) return fail(Refused, broken);

    const BalanceReport r = tally.report();
    for (size_t seat = 0; seat < r.bySeat.size(); ++seat)
        out << "seat " << seat << ": " << shareText(r.bySeat[seat]) << '\n';
    for (const BalanceReport::Start &s : r.byStart) {
        const Planet &p = board.planets()[size_t(s.planet)];
        out << "start planet " << s.planet << " (a " << p.number << "): " << shareText(s.wins)
            << '\n';
    }
    out << "average length " << QString::number(r.averageTurns, 'f', 1) << " turns, draws "
        << r.draws << " of " << r.games << '\n';
    out << QJsonDocument(balanceToJson(r, board)).toJson(QJsonDocument::Compact) << '\n';
    return Ok;
}

} // namespace quantum::cli
