// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli selfplay: whole games between players in fixed seats, one line per game
// (docs/cli.md#selfplay).

#include "app/cli/cli.h"
#include "app/cli/players.h"

#include <QElapsedTimer>
#include <QTextStream>

namespace quantum::cli {

int cmdSelfplay(const QStringList &argv)
{
    Args args(argv, matchValueOptions("--bots", false), matchFlags());
    MatchSpec spec;
    ExternalOptions external;
    if (const int code = readMatchOptions(args, "selfplay", "--bots", true, spec, external))
        return code;
    spec.rotate = false;
    spec.jobs = 1; // the games in order, one line each
    const bool quiet = args.has("--quiet");
    const int players = spec.seats;
    const bool scored = spec.game == GameKind::Qwantum; // the score decides (Q-END-2)

    QTextStream out(stdout);
    std::vector<int> wins(size_t(players), 0);
    std::vector<long> scores(size_t(players), 0);
    int draws = 0;
    long totalActions = 0;
    QString broken;
    std::atomic<bool> stop{false};
    QElapsedTimer timer;
    timer.start();
    const QString error = runMatch(
        spec,
        [&](const MatchGame &g) {
            const GameRecord &rec = g.record;
            if (!rec.invariantError.isEmpty()) {
                broken = gameLine(g.index, g.seed, rec.invariantError);
                stop = true;
                return;
            }
            totalActions += rec.actions;
            if (rec.winner >= 0)
                ++wins[size_t(rec.winner)];
            else if (rec.forfeit < 0)
                ++draws;
            for (int p = 0; p < players; ++p)
                scores[size_t(p)] += rec.score[size_t(p)];
            if (quiet) return;
            out << "game " << (g.index + 1) << " seed " << g.seed << ": "
                << (rec.winner >= 0    ? QStringLiteral("winner %1").arg(rec.winner)
                    : rec.forfeit >= 0 ? QStringLiteral("no winner")
                    : rec.winners      ? QStringLiteral("shared win")
                                       : QStringLiteral("draw"))
                << ", turns " << rec.turns << ", actions " << rec.actions;
            if (scored) {
                out << ", scores";
                for (int p = 0; p < players; ++p)
                    out << ' ' << rec.score[size_t(p)];
            }
            if (rec.forfeit >= 0)
                out << ", seat " << rec.forfeit << " forfeits: " << rec.forfeitReason;
            out << '\n';
            out.flush();
        },
        &stop);
    if (!error.isEmpty()) return fail(BadInput, error);
    if (!broken.isEmpty()) {
        out.flush();
        return fail(Refused, broken);
    }
    const double secs = std::max(1e-9, timer.nsecsElapsed() / 1e9);
    out << "summary: games " << spec.games << ", wins";
    for (int pl = 0; pl < players; ++pl)
        out << ' ' << wins[size_t(pl)];
    out << ", draws " << draws;
    if (scored) {
        out << ", average scores";
        for (int pl = 0; pl < players; ++pl)
            out << ' ' << QString::number(double(scores[size_t(pl)]) / spec.games, 'f', 1);
    }
    out << ", actions " << totalActions << ", seconds " << QString::number(secs, 'f', 3)
        << ", games/s " << QString::number(spec.games / secs, 'f', 1) << ", actions/s "
        << QString::number(totalActions / secs, 'f', 0) << '\n';
    return Ok;
}

} // namespace quantum::cli
