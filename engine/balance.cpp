// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/balance.h"

#include <QJsonArray>

namespace quantum {

MatchSpec balanceSpec(const BoardPtr &board, const QString &bot, int games, uint64_t seed,
                      int jobs, const Budget &budget)
{
    MatchSpec spec;
    spec.board = board;
    spec.players = {bot};
    spec.games = games;
    spec.seed = seed;
    spec.jobs = jobs;
    spec.budget = budget;
    return spec;
}

BalanceTally::BalanceTally(const BoardPtr &board) : m_board(board)
{
    const int seats = board ? board->map().players : 0;
    const int planets = board ? board->planetCount() : 0;
    m_counts.seatWins.assign(size_t(std::max(0, seats)), 0);
    m_counts.startChosen.assign(size_t(planets), 0);
    m_counts.startWins.assign(size_t(planets), 0);
}

void BalanceTally::add(const MatchGame &game)
{
    const GameRecord &r = game.record;
    if (r.cancelled || !m_board) return;
    BalanceCounts &c = m_counts;
    ++c.games;
    c.turns += r.turns;
    if (r.winner < 0) ++c.draws;
    if (r.winner >= 0 && size_t(r.winner) < c.seatWins.size()) ++c.seatWins[size_t(r.winner)];
    for (size_t seat = 0; seat < c.seatWins.size() && seat < r.startPlanet.size(); ++seat) {
        const int planet = r.startPlanet[seat];
        if (planet < 0 || size_t(planet) >= c.startChosen.size()) continue;
        ++c.startChosen[size_t(planet)];
        if (r.winner == int(seat)) ++c.startWins[size_t(planet)];
    }
}

bool BalanceTally::add(const BalanceCounts &more)
{
    BalanceCounts &c = m_counts;
    if (more.seatWins.size() != c.seatWins.size() ||
        more.startChosen.size() != c.startChosen.size() ||
        more.startWins.size() != c.startWins.size())
        return false;
    c.games += more.games;
    c.draws += more.draws;
    c.turns += more.turns;
    for (size_t i = 0; i < c.seatWins.size(); ++i)
        c.seatWins[i] += more.seatWins[i];
    for (size_t i = 0; i < c.startChosen.size(); ++i) {
        c.startChosen[i] += more.startChosen[i];
        c.startWins[i] += more.startWins[i];
    }
    return true;
}

BalanceReport BalanceTally::report() const
{
    const BalanceCounts &c = m_counts;
    BalanceReport out;
    out.games = c.games;
    out.draws = c.draws;
    out.averageTurns = c.games > 0 ? double(c.turns) / c.games : 0.0;
    for (int wins : c.seatWins)
        out.bySeat.push_back(share(wins, c.games));
    if (!m_board) return out;
    for (int planet = 0; planet < m_board->planetCount(); ++planet)
        if (m_board->planets()[size_t(planet)].start)
            out.byStart.push_back(
                {planet, share(c.startWins[size_t(planet)], c.startChosen[size_t(planet)])});
    return out;
}

namespace {
QJsonObject shareToJson(const Share &s)
{
    return {{QStringLiteral("wins"), s.count},
            {QStringLiteral("of"), s.of},
            {QStringLiteral("rate"), s.rate},
            {QStringLiteral("low"), s.low},
            {QStringLiteral("high"), s.high}};
}
} // namespace

QJsonObject balanceToJson(const BalanceReport &report, const Board &board)
{
    QJsonArray seats, starts;
    for (size_t i = 0; i < report.bySeat.size(); ++i) {
        QJsonObject o = shareToJson(report.bySeat[i]);
        o.insert(QStringLiteral("seat"), int(i));
        seats.append(o);
    }
    for (const BalanceReport::Start &st : report.byStart) {
        QJsonObject o = shareToJson(st.wins);
        const Planet &p = board.planets()[size_t(st.planet)];
        o.insert(QStringLiteral("planet"), st.planet);
        o.insert(QStringLiteral("number"), int(p.number));
        o.insert(QStringLiteral("x"), board.fileX(p.sq));
        o.insert(QStringLiteral("y"), board.fileY(p.sq));
        starts.append(o);
    }
    return {{QStringLiteral("games"), report.games},
            {QStringLiteral("draws"), report.draws},
            {QStringLiteral("averageTurns"), report.averageTurns},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("starts"), starts}};
}

} // namespace quantum
