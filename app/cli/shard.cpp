// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Shards and partial results of map balance and tournament (docs/balance.md, "Spreading a
// check over many machines"). A partial result is one JSON object:
//   {"format": "quantum-partial", "version": 1, "run": {...}, "fingerprint": "SHA-256 of run",
//    "shard": I, "counts": {...}, "board": MAP (map balance only)}
// `run` holds every parameter the figures depend on (and the shard count), so partials of two
// different runs have different fingerprints and are not merged.

#include "app/cli/shard.h"

#include "app/cli/cli.h"
#include "app/version.h"
#include "engine/json.h"
#include "engine/map.h"
#include "engine/scenario.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTextStream>

#include <cmath>
#include <map>

namespace quantum::cli {

namespace {

const QLatin1String kFormat("quantum-partial");
constexpr qint64 kMaxGames = 100000000; // --games
constexpr qint64 kMaxSeed = 9007199254740991LL;
constexpr qint64 kTurnsBound = 1000000; // per game, far above kMaxTurns

QString commandName(PartialKind kind)
{
    return kind == PartialKind::Balance ? QStringLiteral("map balance")
                                        : QStringLiteral("tournament");
}

QString sha256(const QJsonObject &o)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(o).toJson(QJsonDocument::Compact),
                                 QCryptographicHash::Sha256)
            .toHex());
}

// Every parameter the figures of the run depend on, and the shard count.
QJsonObject runJson(PartialKind kind, const MatchSpec &spec, const ExternalOptions &external)
{
    QJsonObject run;
    run[QStringLiteral("command")] = commandName(kind);
    run[QStringLiteral("program")] = QLatin1String(kVersion);
    run[QStringLiteral("game")] = QLatin1String(gameName(spec.game));
    if (spec.board) {
        run[QStringLiteral("map")] = spec.board->map().name;
        run[QStringLiteral("mapSha256")] = sha256(mapToJson(spec.board->map()));
    }
    run[QStringLiteral("seats")] = spec.board ? spec.board->map().players : spec.seats;
    run[QStringLiteral("players")] = QJsonArray::fromStringList(spec.players);
    run[QStringLiteral("games")] = spec.games;
    run[QStringLiteral("seed")] = qint64(spec.seed);
    run[QStringLiteral("budgetMs")] = spec.budget.milliseconds;
    run[QStringLiteral("iterations")] = spec.budget.iterations;
    run[QStringLiteral("threads")] = spec.budget.threads;
    run[QStringLiteral("maxTurns")] = spec.maxTurns;
    run[QStringLiteral("marginMs")] = external.marginMs;
    run[QStringLiteral("shards")] = spec.shards;
    return run;
}

QJsonArray intArray(const int *begin, size_t n)
{
    QJsonArray a;
    for (size_t i = 0; i < n; ++i)
        a.append(begin[i]);
    return a;
}

QString writePartial(const QString &path, PartialKind kind, const MatchSpec &spec,
                     const ExternalOptions &external, const QJsonObject &counts)
{
    const QJsonObject run = runJson(kind, spec, external);
    QJsonObject o;
    o[QStringLiteral("format")] = kFormat;
    o[QStringLiteral("version")] = kPartialVersion;
    o[QStringLiteral("run")] = run;
    o[QStringLiteral("fingerprint")] = sha256(run);
    o[QStringLiteral("shard")] = spec.shard + 1;
    o[QStringLiteral("counts")] = counts;
    if (kind == PartialKind::Balance) o[QStringLiteral("board")] = mapToJson(spec.board->map());
    QString error;
    if (!writeSaveFile(path, QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n', &error))
        return QStringLiteral("cannot write %1: %2").arg(quoted(path), error);
    return {};
}

// Reads bounded integers out of a JSON object; the first field that is not one is `bad`.
struct Fields {
    const QJsonObject &o;
    QString bad;

    qint64 num(const QJsonValue &v, const QString &name, qint64 lo, qint64 hi)
    {
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !(d >= double(lo) && d <= double(hi)) || d != std::floor(d)) {
            if (bad.isEmpty()) bad = name;
            return lo;
        }
        return qint64(d);
    }
    qint64 num(const char *key, qint64 lo, qint64 hi)
    {
        return num(o.value(QLatin1String(key)), QLatin1String(key), lo, hi);
    }
    std::vector<int> ints(const char *key, size_t n, qint64 lo, qint64 hi)
    {
        const QJsonArray a = o.value(QLatin1String(key)).toArray();
        std::vector<int> out(n, 0);
        if (size_t(a.size()) != n) {
            if (bad.isEmpty()) bad = QLatin1String(key);
            return out;
        }
        for (size_t i = 0; i < n; ++i)
            out[i] = int(num(a[qsizetype(i)], QLatin1String(key), lo, hi));
        return out;
    }
};

// One partial result as read: its run (checked against its fingerprint), shard and counts.
struct Partial {
    QString file;
    QJsonObject run;
    QString fingerprint;
    int shard = 0; // 1-based, as written
    QJsonObject counts, board;
};

// Reads and checks the envelope of a partial; an empty string, or why it is refused.
QString readPartial(const QString &file, PartialKind kind, Partial &p)
{
    p.file = file;
    // A regular file only (a pipe is refused, not waited on), bounded.
    QByteArray bytes;
    ReadStatus status;
    if (!readInputFile(file, bytes, status)) return status.message();
    if (bytes.size() > kMaxPartialBytes)
        return QStringLiteral("%1 is not a partial result: larger than %2 MiB")
            .arg(quoted(file))
            .arg(kMaxPartialBytes >> 20);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    const QJsonObject o = doc.object();
    if (pe.error != QJsonParseError::NoError || !doc.isObject() ||
        o.value(QStringLiteral("format")).toString() != kFormat)
        return QStringLiteral("%1 is not a partial result of quantum-cli (--shard ... --partial)")
            .arg(quoted(file));
    Fields top{o, {}};
    const qint64 version = top.num("version", 1, 1000000);
    if (!top.bad.isEmpty())
        return QStringLiteral("%1 is not a partial result: its version is not a number from 1")
            .arg(quoted(file));
    if (version > kPartialVersion)
        return QStringLiteral("%1 is a partial result of a newer quantum-cli (version %2; this one "
                              "reads version %3)")
            .arg(quoted(file))
            .arg(version)
            .arg(kPartialVersion);
    p.run = o.value(QStringLiteral("run")).toObject();
    const QString command = p.run.value(QStringLiteral("command")).toString();
    if (command != commandName(kind))
        return QStringLiteral("%1 is not a partial result of %2 (it is one of %3)")
            .arg(quoted(file), commandName(kind), quoted(command));
    p.fingerprint = o.value(QStringLiteral("fingerprint")).toString();
    if (p.fingerprint != sha256(p.run))
        return QStringLiteral("%1 is damaged: its fingerprint is not that of its run")
            .arg(quoted(file));
    p.shard = int(top.num("shard", 1, kMaxShards));
    p.counts = o.value(QStringLiteral("counts")).toObject();
    p.board = o.value(QStringLiteral("board")).toObject();
    if (!top.bad.isEmpty())
        return QStringLiteral("%1 is damaged: its shard is not a number from 1 to %2")
            .arg(quoted(file))
            .arg(kMaxShards);
    return {};
}

// The keys in which two runs differ, for the reason.
QString differences(const QJsonObject &a, const QJsonObject &b)
{
    QStringList keys;
    for (auto it = a.begin(); it != a.end(); ++it)
        if (b.value(it.key()) != it.value()) keys << it.key();
    for (auto it = b.begin(); it != b.end(); ++it)
        if (!a.contains(it.key())) keys << it.key();
    return keys.join(QStringLiteral(", "));
}

bool readBalanceCounts(const QJsonObject &o, int games, int seats, int planets, BalanceCounts &c)
{
    Fields f{o, {}};
    c.games = int(f.num("games", games, games));
    c.draws = int(f.num("draws", 0, games));
    c.turns = f.num("turns", 0, games * kTurnsBound);
    c.seatWins = f.ints("seatWins", size_t(seats), 0, games);
    c.startChosen = f.ints("startChosen", size_t(planets), 0, games);
    c.startWins = f.ints("startWins", size_t(planets), 0, games);
    if (!f.bad.isEmpty()) return false;
    qint64 wins = c.draws;
    for (int w : c.seatWins)
        wins += w;
    for (size_t i = 0; i < c.startWins.size(); ++i)
        if (c.startWins[i] > c.startChosen[i]) return false;
    return wins == games;
}

bool readTournamentCounts(const QJsonObject &o, int games, TournamentTally &t)
{
    Fields f{o, {}};
    t.played = int(f.num("games", games, games));
    t.draws = int(f.num("draws", 0, games));
    t.noWinner = int(f.num("noWinner", 0, games));
    t.turns = f.num("turns", 0, games * kTurnsBound);
    const double seconds = o.value(QStringLiteral("seconds")).toDouble(-1);
    if (!(seconds >= 0 && seconds <= 1e12)) return false;
    t.seconds = seconds;
    const std::vector<int> seatWins = f.ints("seatWins", size_t(t.seats), 0, games);
    std::copy(seatWins.begin(), seatWins.end(), t.seatWins.begin());
    const QJsonArray players = o.value(QStringLiteral("players")).toArray();
    if (players.size() != qsizetype(t.players.size())) return false;
    qint64 wins = t.draws + t.noWinner;
    for (size_t k = 0; k < t.players.size(); ++k) {
        TournamentTally::Player &p = t.players[k];
        const QJsonObject po = players[qsizetype(k)].toObject();
        Fields pf{po, {}};
        p.wins = int(pf.num("wins", 0, games));
        p.forfeits = int(pf.num("forfeits", 0, games));
        p.turnsWon = pf.num("turnsWon", 0, games * kTurnsBound);
        p.score = pf.num("score", -games * 65536, games * 65536);
        const std::vector<int> seatGames = pf.ints("seatGames", size_t(t.seats), 0, games);
        const std::vector<int> won = pf.ints("seatWins", size_t(t.seats), 0, games);
        if (!pf.bad.isEmpty()) return false;
        for (size_t seat = 0; seat < won.size(); ++seat) {
            if (won[seat] > seatGames[seat]) return false;
            p.seatGames[seat] = seatGames[seat];
            p.seatWins[seat] = won[seat];
        }
        wins += p.wins;
    }
    return f.bad.isEmpty() && wins == games;
}

} // namespace

QSet<QString> shardValueOptions()
{
    return {QStringLiteral("--shard"), QStringLiteral("--partial")};
}

int readShardOptions(Args &args, MatchSpec &spec, QString &partial)
{
    const bool shard = args.values.contains(QStringLiteral("--shard"));
    if (shard != args.values.contains(QStringLiteral("--partial")))
        return fail(BadInput, QStringLiteral("--shard and --partial go together: a shard writes "
                                             "its partial result to the --partial file"));
    if (!shard) return Ok;
    const QString value = args.value("--shard");
    static const QRegularExpression form(QStringLiteral("^([0-9]{1,5})/([0-9]{1,5})$"));
    const QRegularExpressionMatch m = form.match(value);
    const int i = m.hasMatch() ? m.captured(1).toInt() : 0;
    const int n = m.hasMatch() ? m.captured(2).toInt() : 0;
    if (i < 1 || i > n || n > kMaxShards)
        return fail(BadInput, QStringLiteral("--shard must be I/N with 1 <= I <= N <= %1, not %2")
                                  .arg(kMaxShards)
                                  .arg(quoted(value)));
    if (n > spec.games)
        return fail(
            BadInput,
            QStringLiteral("--shard %1: more shards than the %2 games").arg(value).arg(spec.games));
    partial = args.value("--partial");
    if (partial.isEmpty()) return fail(BadInput, QStringLiteral("--partial needs a file name"));
    // Said before the games rather than after them.
    const QFileInfo info(partial);
    if (info.isDir() || !info.absoluteDir().exists())
        return fail(BadInput,
                    QStringLiteral("--partial %1: %2")
                        .arg(quoted(partial), info.isDir() ? QStringLiteral("a folder, not a file")
                                                           : QStringLiteral("no such folder")));
    spec.shard = i - 1;
    spec.shards = n;
    return Ok;
}

QString shardLine(const MatchSpec &spec)
{
    const int first = spec.shard + 1;
    QString games = QString::number(first);
    if (spec.games >= first + spec.shards)
        games += QStringLiteral(", %1, ...").arg(first + spec.shards);
    return QStringLiteral("shard %1/%2: %3 of the %4 games (game %5)")
        .arg(first)
        .arg(spec.shards)
        .arg(shardGames(spec))
        .arg(spec.games)
        .arg(games);
}

QString writeBalancePartial(const QString &path, const MatchSpec &spec,
                            const ExternalOptions &external, const BalanceTally &tally)
{
    const BalanceCounts &c = tally.counts();
    QJsonObject counts;
    counts[QStringLiteral("games")] = c.games;
    counts[QStringLiteral("draws")] = c.draws;
    counts[QStringLiteral("turns")] = c.turns;
    counts[QStringLiteral("seatWins")] = intArray(c.seatWins.data(), c.seatWins.size());
    counts[QStringLiteral("startChosen")] = intArray(c.startChosen.data(), c.startChosen.size());
    counts[QStringLiteral("startWins")] = intArray(c.startWins.data(), c.startWins.size());
    return writePartial(path, PartialKind::Balance, spec, external, counts);
}

QString writeTournamentPartial(const QString &path, const MatchSpec &spec,
                               const ExternalOptions &external, const TournamentTally &t)
{
    QJsonObject counts;
    counts[QStringLiteral("games")] = t.played;
    counts[QStringLiteral("draws")] = t.draws;
    counts[QStringLiteral("noWinner")] = t.noWinner;
    counts[QStringLiteral("turns")] = t.turns;
    counts[QStringLiteral("seconds")] = t.seconds;
    counts[QStringLiteral("seatWins")] = intArray(t.seatWins.data(), size_t(t.seats));
    QJsonArray players;
    for (const TournamentTally::Player &p : t.players) {
        QJsonObject po;
        po[QStringLiteral("wins")] = p.wins;
        po[QStringLiteral("forfeits")] = p.forfeits;
        po[QStringLiteral("turnsWon")] = p.turnsWon;
        po[QStringLiteral("score")] = p.score;
        po[QStringLiteral("seatGames")] = intArray(p.seatGames.data(), size_t(t.seats));
        po[QStringLiteral("seatWins")] = intArray(p.seatWins.data(), size_t(t.seats));
        players.append(po);
    }
    counts[QStringLiteral("players")] = players;
    return writePartial(path, PartialKind::Tournament, spec, external, counts);
}

int cmdMerge(const QStringList &argv, PartialKind kind)
{
    const QString cmd = commandName(kind) + QStringLiteral(" merge");
    Args args(argv, {}, {});
    if (!args.error.isEmpty()) return fail(BadInput, args.error);
    if (args.positional.isEmpty())
        return fail(BadInput,
                    QStringLiteral("%1 needs the partial results of every shard").arg(cmd));
    if (args.positional.size() > kMaxShards)
        return fail(BadInput,
                    QStringLiteral("%1: more than %2 partial results").arg(cmd).arg(kMaxShards));

    // The first partial names the run; every other one must be a shard of the same run.
    std::map<int, Partial>
        shards; // by shard number: added up in that order, whatever the order given
    QJsonObject run;
    QString fingerprint;
    for (const QString &file : std::as_const(args.positional)) {
        Partial p;
        if (const QString why = readPartial(file, kind, p); !why.isEmpty())
            return fail(BadInput, why);
        if (fingerprint.isEmpty()) {
            run = p.run;
            fingerprint = p.fingerprint;
        } else if (p.fingerprint != fingerprint) {
            return fail(
                BadInput,
                QStringLiteral("%1 is a shard of another run than %2 (they differ "
                               "in %3)")
                    .arg(quoted(file), quoted(args.positional[0]), differences(run, p.run)));
        }
        if (const auto it = shards.find(p.shard); it != shards.end())
            return fail(BadInput, QStringLiteral("shard %1 is given twice: %2 and %3")
                                      .arg(p.shard)
                                      .arg(quoted(it->second.file), quoted(file)));
        const int shard = p.shard;
        shards.emplace(shard, std::move(p));
    }

    // The run's parameters that the report shows.
    Fields f{run, {}};
    MatchSpec spec;
    spec.games = int(f.num("games", 1, kMaxGames));
    spec.seed = quint64(f.num("seed", 0, kMaxSeed));
    spec.shards = int(f.num("shards", 1, std::min<qint64>(kMaxShards, spec.games)));
    spec.seats = int(f.num("seats", 2, kMaxPlayers));
    GameKind game = GameKind::Quantum;
    const bool known = gameFromName(run.value(QStringLiteral("game")).toString(), game);
    spec.game = game;
    for (const QJsonValue v : run.value(QStringLiteral("players")).toArray())
        spec.players << v.toString();
    const int wanted = kind == PartialKind::Balance ? 1 : spec.seats;
    if (!f.bad.isEmpty() || !known || spec.players.size() != wanted ||
        (kind == PartialKind::Balance && game != GameKind::Quantum))
        return fail(BadInput, QStringLiteral("%1 is damaged: its run is not one of %2")
                                  .arg(quoted(args.positional[0]), commandName(kind)));
    QStringList missing;
    for (int i = 1; i <= spec.shards; ++i)
        if (!shards.count(i)) missing << QString::number(i);
    if (shards.rbegin()->first > spec.shards)
        return fail(BadInput, QStringLiteral("%1 is damaged: shard %2 of %3")
                                  .arg(quoted(shards.rbegin()->second.file))
                                  .arg(shards.rbegin()->first)
                                  .arg(spec.shards));
    if (!missing.isEmpty()) {
        const qsizetype n = missing.size();
        if (n > 5) missing = missing.mid(0, 5) << QStringLiteral("...");
        return fail(BadInput, QStringLiteral("%1 of the %2 shards %3 missing: %4")
                                  .arg(n)
                                  .arg(spec.shards)
                                  .arg(n == 1 ? QStringLiteral("is") : QStringLiteral("are"))
                                  .arg(missing.join(QStringLiteral(", "))));
    }
    const auto damaged = [&](const Partial &p) {
        return fail(BadInput, QStringLiteral("%1 is damaged: its counts are not those of shard "
                                             "%2/%3")
                                  .arg(quoted(p.file))
                                  .arg(p.shard)
                                  .arg(spec.shards));
    };

    QTextStream out(stdout);
    if (kind == PartialKind::Balance) {
        const Partial &first = shards.begin()->second;
        ReadStatus st;
        const BoardPtr board =
            first.board.isEmpty() ||
                    sha256(first.board) != run.value(QStringLiteral("mapSha256")).toString()
                ? nullptr
                : boardFromMapResult(mapFromJson(first.board), st);
        if (!board || board->map().players != spec.seats)
            return fail(BadInput, QStringLiteral("%1 is damaged: its map is not that of its run")
                                      .arg(quoted(first.file)));
        BalanceTally tally(board);
        for (const auto &[number, p] : shards) {
            spec.shard = number - 1;
            BalanceCounts c;
            if (!readBalanceCounts(p.counts, shardGames(spec), spec.seats, board->planetCount(),
                                   c) ||
                !tally.add(c))
                return damaged(p);
        }
        out << balanceHeading(*board, spec.players[0], spec.games, spec.seed) << '\n';
        printBalance(out, *board, tally);
        return Ok;
    }
    TournamentRun tr;
    tr.game = spec.game;
    tr.map = run.value(QStringLiteral("map")).toString();
    tr.seats = spec.seats;
    tr.games = spec.games;
    tr.seed = spec.seed;
    tr.players = spec.players;
    TournamentTally tally(int(spec.players.size()), spec.seats);
    for (const auto &[number, p] : shards) {
        spec.shard = number - 1;
        TournamentTally t(int(spec.players.size()), spec.seats);
        if (!readTournamentCounts(p.counts, shardGames(spec), t) || !tally.add(t))
            return damaged(p);
    }
    out << tournamentHeading(tr) << '\n';
    printTournament(out, tr, tally);
    return Ok;
}

} // namespace quantum::cli
