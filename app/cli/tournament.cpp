// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-cli tournament: many games between players with the seats rotated, in parallel,
// with each player's wins and win rate (95% interval); the last line is JSON
// (docs/cli.md#tournament).

#include "app/cli/cli.h"
#include "app/cli/players.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cstdio>

namespace quantum::cli {

namespace {

struct PlayerTally {
    int wins = 0, forfeits = 0;
    long turnsWon = 0, score = 0;
    std::array<int, kMaxPlayers> seatGames{}, seatWins{};
};

} // namespace

int cmdTournament(const QStringList &argv)
{
    Args args(argv, matchValueOptions("--players", true), matchFlags());
    MatchSpec spec;
    ExternalOptions external;
    if (const int code = readMatchOptions(args, "tournament", "--players", false, spec, external))
        return code;
    spec.rotate = true;
    const bool quiet = args.has("--quiet");
    const int seats = spec.seats;
    const int n = int(spec.players.size());
    const bool scored = spec.game == GameKind::Qwantum; // the score decides (Q-END-2)
    const QString table = scored ? QStringLiteral("of Qwantum")
                                 : QStringLiteral("on %1").arg(quoted(spec.board->map().name));

    QTextStream out(stdout);
    out << "tournament: " << spec.games << " games " << table << " (" << seats << " seats), seed "
        << spec.seed << ", seats rotated\n";
    out.flush();
    Progress progress(!quiet);
    if (spec.games % seats != 0)
        progress.line(QStringLiteral("note: %1 games are not a multiple of the %2 seats: the "
                                     "players do not sit in each seat equally often")
                          .arg(spec.games)
                          .arg(seats));

    std::vector<PlayerTally> tally(static_cast<size_t>(n));
    std::array<int, kMaxPlayers> seatWins{};
    int played = 0, draws = 0, noWinner = 0;
    long turns = 0;
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
            ++played;
            turns += rec.turns;
            for (int seat = 0; seat < seats; ++seat) {
                PlayerTally &t = tally[size_t(g.playerAt[size_t(seat)])];
                ++t.seatGames[size_t(seat)];
                t.score += rec.score[size_t(seat)];
            }
            if (rec.forfeit >= 0) {
                const int k = g.playerAt[size_t(rec.forfeit)];
                ++tally[size_t(k)].forfeits;
                progress.line(gameLine(g.index, g.seed,
                                       QStringLiteral("player %1 %2 in seat %3 forfeits: %4")
                                           .arg(k)
                                           .arg(spec.players[k])
                                           .arg(rec.forfeit)
                                           .arg(rec.forfeitReason)));
            }
            if (rec.winner >= 0) {
                PlayerTally &t = tally[size_t(g.playerAt[size_t(rec.winner)])];
                ++t.wins;
                ++t.seatWins[size_t(rec.winner)];
                t.turnsWon += rec.turns;
                ++seatWins[size_t(rec.winner)];
            } else if (rec.forfeit >= 0) {
                ++noWinner;
            } else {
                ++draws;
            }
            QString text = QStringLiteral("games %1/%2:").arg(played).arg(spec.games);
            for (int k = 0; k < n; ++k)
                text += QStringLiteral(" %1 %2").arg(spec.players[k]).arg(tally[size_t(k)].wins);
            text += QStringLiteral(", draws %1").arg(draws);
            progress.update(text, played == spec.games);
        },
        &stop);
    progress.done();
    if (!error.isEmpty()) return fail(BadInput, error);
    if (!broken.isEmpty()) return fail(Refused, broken);

    const double avgTurns = played ? double(turns) / played : 0.0;
    QJsonArray playersJson;
    for (int k = 0; k < n; ++k) {
        const PlayerTally &t = tally[size_t(k)];
        const Share s = share(t.wins, played);
        const double avgWon = t.wins ? double(t.turnsWon) / t.wins : 0.0;
        out << "player " << k << ' ' << spec.players[k] << ": " << t.wins << " wins of " << played
            << ", " << percent(s.rate) << " (95% interval " << percent(s.low) << " to "
            << percent(s.high) << "), average game length " << QString::number(avgTurns, 'f', 1)
            << " turns, won in " << QString::number(avgWon, 'f', 1) << " turns on average";
        const double avgScore = played ? double(t.score) / played : 0.0;
        if (scored) out << ", average score " << QString::number(avgScore, 'f', 1);
        if (t.forfeits) out << ", forfeits " << t.forfeits;
        out << "; seats";
        for (int seat = 0; seat < seats; ++seat)
            out << ' ' << seat << ": " << t.seatWins[size_t(seat)] << '/'
                << t.seatGames[size_t(seat)];
        out << '\n';
        QJsonArray seatGames, seatWinsJson;
        for (int seat = 0; seat < seats; ++seat) {
            seatGames.append(t.seatGames[size_t(seat)]);
            seatWinsJson.append(t.seatWins[size_t(seat)]);
        }
        QJsonObject p;
        p[QStringLiteral("player")] = k;
        p[QStringLiteral("name")] = spec.players[k];
        p[QStringLiteral("wins")] = t.wins;
        p[QStringLiteral("winRate")] = s.rate;
        p[QStringLiteral("low")] = s.low;
        p[QStringLiteral("high")] = s.high;
        p[QStringLiteral("avgTurns")] = avgTurns;
        p[QStringLiteral("avgTurnsWon")] = avgWon;
        p[QStringLiteral("forfeits")] = t.forfeits;
        if (scored) p[QStringLiteral("avgScore")] = avgScore;
        p[QStringLiteral("seatGames")] = seatGames;
        p[QStringLiteral("seatWins")] = seatWinsJson;
        playersJson.append(p);
    }
    QJsonArray bySeat;
    for (int seat = 0; seat < seats; ++seat)
        bySeat.append(seatWins[size_t(seat)]);
    const double secs = timer.nsecsElapsed() / 1e9;
    out << "draws " << draws << ", games without a winner after a forfeit " << noWinner
        << ", average game length " << QString::number(avgTurns, 'f', 1) << " turns, wins by seat";
    for (int seat = 0; seat < seats; ++seat)
        out << ' ' << seatWins[size_t(seat)];
    out << ", seconds " << QString::number(secs, 'f', 1) << '\n';

    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("quantum-tournament");
    o[QStringLiteral("version")] = 1;
    o[QStringLiteral("game")] = QLatin1String(gameName(spec.game));
    if (spec.board) o[QStringLiteral("map")] = spec.board->map().name;
    o[QStringLiteral("seats")] = seats;
    o[QStringLiteral("games")] = played;
    o[QStringLiteral("seed")] = qint64(spec.seed);
    o[QStringLiteral("draws")] = draws;
    o[QStringLiteral("noWinner")] = noWinner;
    o[QStringLiteral("avgTurns")] = avgTurns;
    o[QStringLiteral("seatWins")] = bySeat;
    o[QStringLiteral("players")] = playersJson;
    out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << '\n';
    return Ok;
}

} // namespace quantum::cli
