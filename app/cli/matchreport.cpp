// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/matchreport.h"

#include "app/cli/cli.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace quantum::cli {

TournamentTally::TournamentTally(int playerCount, int seatCount)
    : seats(seatCount), players(size_t(std::max(0, playerCount)))
{
}

void TournamentTally::add(const MatchGame &g)
{
    const GameRecord &rec = g.record;
    ++played;
    turns += rec.turns;
    for (int seat = 0; seat < seats; ++seat) {
        Player &t = players[size_t(g.playerAt[size_t(seat)])];
        ++t.seatGames[size_t(seat)];
        t.score += rec.score[size_t(seat)];
    }
    if (rec.forfeit >= 0) ++players[size_t(g.playerAt[size_t(rec.forfeit)])].forfeits;
    if (rec.winner >= 0) {
        Player &t = players[size_t(g.playerAt[size_t(rec.winner)])];
        ++t.wins;
        ++t.seatWins[size_t(rec.winner)];
        t.turnsWon += rec.turns;
        ++seatWins[size_t(rec.winner)];
    } else if (rec.forfeit >= 0) {
        ++noWinner;
    } else {
        ++draws;
    }
}

bool TournamentTally::add(const TournamentTally &shard)
{
    if (shard.seats != seats || shard.players.size() != players.size()) return false;
    played += shard.played;
    draws += shard.draws;
    noWinner += shard.noWinner;
    turns += shard.turns;
    seconds += shard.seconds;
    for (size_t seat = 0; seat < seatWins.size(); ++seat)
        seatWins[seat] += shard.seatWins[seat];
    for (size_t k = 0; k < players.size(); ++k) {
        Player &t = players[k];
        const Player &s = shard.players[k];
        t.wins += s.wins;
        t.forfeits += s.forfeits;
        t.turnsWon += s.turnsWon;
        t.score += s.score;
        for (size_t seat = 0; seat < t.seatGames.size(); ++seat) {
            t.seatGames[seat] += s.seatGames[seat];
            t.seatWins[seat] += s.seatWins[seat];
        }
    }
    return true;
}

TournamentRun tournamentRun(const MatchSpec &spec)
{
    TournamentRun run;
    run.game = spec.game;
    if (spec.board) run.map = spec.board->map().name;
    run.seats = spec.seats;
    run.games = spec.games;
    run.seed = spec.seed;
    run.players = spec.players;
    return run;
}

QString tournamentHeading(const TournamentRun &run)
{
    // Concatenated, not arg(): a name may hold "%1".
    const QString table = run.game == GameKind::Qwantum ? QStringLiteral("of Qwantum")
                                                        : QStringLiteral("on ") + quoted(run.map);
    return QStringLiteral("tournament: ") + QString::number(run.games) + QStringLiteral(" games ") +
           table + QStringLiteral(" (") + QString::number(run.seats) +
           QStringLiteral(" seats), seed ") + QString::number(run.seed) +
           QStringLiteral(", seats rotated");
}

void printTournament(QTextStream &out, const TournamentRun &run, const TournamentTally &tally)
{
    const bool scored = run.game == GameKind::Qwantum; // the score decides (Q-END-2)
    const int seats = tally.seats;
    const int played = tally.played;
    const double avgTurns = played ? double(tally.turns) / played : 0.0;
    QJsonArray playersJson;
    for (int k = 0; k < int(tally.players.size()); ++k) {
        const TournamentTally::Player &t = tally.players[size_t(k)];
        const QString name = run.players.value(k);
        const Share s = share(t.wins, played);
        const double avgWon = t.wins ? double(t.turnsWon) / t.wins : 0.0;
        out << "player " << k << ' ' << name << ": " << t.wins << " wins of " << played << ", "
            << percent(s.rate) << " (95% interval " << percent(s.low) << " to " << percent(s.high)
            << "), average game length " << QString::number(avgTurns, 'f', 1) << " turns, won in "
            << QString::number(avgWon, 'f', 1) << " turns on average";
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
        p[QStringLiteral("name")] = name;
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
        bySeat.append(tally.seatWins[size_t(seat)]);
    out << "draws " << tally.draws << ", games without a winner after a forfeit " << tally.noWinner
        << ", average game length " << QString::number(avgTurns, 'f', 1) << " turns, wins by seat";
    for (int seat = 0; seat < seats; ++seat)
        out << ' ' << tally.seatWins[size_t(seat)];
    out << ", seconds " << QString::number(tally.seconds, 'f', 1) << '\n';

    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("quantum-tournament");
    o[QStringLiteral("version")] = 1;
    o[QStringLiteral("game")] = QLatin1String(gameName(run.game));
    if (run.game == GameKind::Quantum) o[QStringLiteral("map")] = run.map;
    o[QStringLiteral("seats")] = seats;
    o[QStringLiteral("games")] = played;
    o[QStringLiteral("seed")] = qint64(run.seed);
    o[QStringLiteral("draws")] = tally.draws;
    o[QStringLiteral("noWinner")] = tally.noWinner;
    o[QStringLiteral("avgTurns")] = avgTurns;
    o[QStringLiteral("seatWins")] = bySeat;
    o[QStringLiteral("players")] = playersJson;
    out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) << '\n';
}

namespace {

QString shareText(const Share &s)
{
    return QStringLiteral("%1 of %2, %3 [%4, %5]")
        .arg(s.count)
        .arg(s.of)
        .arg(percent(s.rate), percent(s.low), percent(s.high));
}

} // namespace

QString balanceHeading(const Board &board, const QString &bot, int games, quint64 seed)
{
    return QStringLiteral("map balance: ") + QString::number(games) + QStringLiteral(" games of ") +
           bot + QStringLiteral(" on ") + quoted(board.map().name) + QStringLiteral(" (") +
           QString::number(board.map().players) + QStringLiteral(" seats), seed ") +
           QString::number(seed) + QStringLiteral(", seats rotated");
}

void printBalanceFigures(QTextStream &out, const Board &board, const BalanceReport &r)
{
    for (size_t seat = 0; seat < r.bySeat.size(); ++seat)
        out << "seat " << seat << ": " << shareText(r.bySeat[seat]) << '\n';
    for (const BalanceReport::Start &s : r.byStart) {
        const Planet &p = board.planets()[size_t(s.planet)];
        out << "start planet " << s.planet << " (a " << p.number << "): " << shareText(s.wins)
            << '\n';
    }
    out << "average length " << QString::number(r.averageTurns, 'f', 1) << " turns, draws "
        << r.draws << " of " << r.games << '\n';
}

void printBalance(QTextStream &out, const Board &board, const BalanceTally &tally)
{
    const BalanceReport r = tally.report();
    printBalanceFigures(out, board, r);
    out << QJsonDocument(balanceToJson(r, board)).toJson(QJsonDocument::Compact) << '\n';
}

} // namespace quantum::cli
