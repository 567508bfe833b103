// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/players.h"

#include "app/cli/cli.h"
#include "app/cli/engineproto.h"
#include "engine/json.h"
#include "engine/map.h"
#include "engine/qwantum/rules.h"
#include "engine/scenario.h"

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QProcess>

namespace quantum::cli {

namespace {

const QLatin1String kCmd("cmd:");

} // namespace

QStringList splitPlayers(const QString &list, QString *error)
{
    QStringList out;
    QString item;
    bool inQuotes = false;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QChar c = list[i];
        if (inQuotes && c == QLatin1Char('\\') && i + 1 < list.size()) {
            item += c;
            item += list[++i];
        } else if (c == QLatin1Char('"')) {
            inQuotes = !inQuotes;
            item += c;
        } else if (c == QLatin1Char(',') && !inQuotes) {
            out << item.trimmed();
            item.clear();
        } else {
            item += c;
        }
    }
    if (inQuotes) {
        *error = QStringLiteral("a player list has an unclosed quote: %1").arg(quoted(list));
        return {};
    }
    out << item.trimmed();
    for (const QString &p : std::as_const(out))
        if (p.isEmpty()) {
            *error = QStringLiteral("a player list has an empty name: %1").arg(quoted(list));
            return {};
        }
    return out;
}

bool isExternal(const QString &player)
{
    return player.startsWith(kCmd);
}

QStringList externalCommand(const QString &player, QString *error)
{
    QString line = player.mid(kCmd.size()).trimmed();
    if (line.startsWith(QLatin1Char('"'))) {
        // cmd:"...": \" and \\ stand for " and \ inside.
        QString unescaped;
        bool closed = false;
        for (qsizetype i = 1; i < line.size(); ++i) {
            const QChar c = line[i];
            if (c == QLatin1Char('\\') && i + 1 < line.size()) {
                unescaped += line[++i];
            } else if (c == QLatin1Char('"')) {
                closed = i == line.size() - 1;
                if (!closed) break;
            } else {
                unescaped += c;
            }
        }
        if (!closed) {
            *error =
                QStringLiteral("%1: text after the closing quote, or none").arg(quoted(player));
            return {};
        }
        line = unescaped;
    }
    const QStringList argv = QProcess::splitCommand(line);
    if (argv.isEmpty()) *error = QStringLiteral("%1 names no command").arg(quoted(player));
    return argv;
}

int answerLimitMs(const Budget &budget, const ExternalOptions &options)
{
    return (budget.milliseconds > 0 ? budget.milliseconds : 1000) + options.marginMs;
}

namespace {

// An external engine as a player of either game: a child process spoken to through the engine
// protocol, one line each way per decision, every wait bounded. Whatever goes wrong (it does
// not start, does not play the game, exits, is silent past its limit, answers junk or an
// illegal action) sets failure() and the game is forfeited; the process is then stopped.
class ExternalPlayer final : public GamePlayer {
public:
    ExternalPlayer(GameKind game, QString player, uint64_t seed, ExternalOptions options)
        : m_game(game), m_player(std::move(player)), m_seed(seed), m_options(options)
    {
    }
    ~ExternalPlayer() override { stop(); }

    QString name() const override { return QStringLiteral("external"); }
    void setBudget(const Budget &budget) override { m_budget = budget; }
    QString failure() const { return m_failure; }

    // Starts the process and says hello; false with failure() set, also for an engine whose
    // hello does not list the game.
    bool start()
    {
        QString error;
        const QStringList argv = externalCommand(m_player, &error);
        if (argv.isEmpty()) return failWith(error);
        m_process = std::make_unique<QProcess>();
        m_process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process->start(argv[0], argv.mid(1));
        const int startLimit = answerLimitMs(m_budget, m_options) + kStartupMs;
        if (!m_process->waitForStarted(startLimit))
            return failWith(
                QStringLiteral("the engine does not start: %1").arg(m_process->errorString()));
        QJsonObject answer;
        if (!exchange(helloRequest(), startLimit, answer)) return false;
        if (answer.value(QStringLiteral("type")).toString() != QLatin1String("hello"))
            return failWith(QStringLiteral("the engine answered hello with %1")
                                .arg(quoted(QString::fromUtf8(
                                    QJsonDocument(answer).toJson(QJsonDocument::Compact)))));
        const int protocol = answer.value(QStringLiteral("protocol")).toInt(-1);
        if (protocol != kEngineProtocol)
            return failWith(QStringLiteral("the engine speaks protocol %1, not %2")
                                .arg(protocol)
                                .arg(kEngineProtocol));
        QStringList games;
        if (!helloGames(answer, games))
            return failWith(QStringLiteral("the engine's hello has a \"games\" that is not a "
                                           "list of game names"));
        if (!games.contains(QLatin1String(gameName(m_game))))
            return failWith(QStringLiteral("the engine does not play %1 (its hello lists %2)")
                                .arg(QLatin1String(gameName(m_game)),
                                     quoted(games.join(QStringLiteral(", ")))));
        m_engineName = answer.value(QStringLiteral("name")).toString();
        return true;
    }
    // The name the engine gave in its hello.
    const QString &engineName() const { return m_engineName; }

    AnyAction choose(const Game &game, int player, QString &failure) override
    {
        if (game.kind() != m_game) {
            failure =
                QStringLiteral("the engine was started for %1, not %2")
                    .arg(QLatin1String(gameName(m_game)), QLatin1String(gameName(game.kind())));
            return AnyAction{};
        }
        if (const GameState *s = quantumState(game)) return chooseQuantum(*s, failure);
        return chooseQwantum(*qwantumState(game), player, failure);
    }

private:
    // Ready for a decision: started, said hello, never failed.
    bool ready() { return m_failure.isEmpty() && (m_process || start()); }

    Action chooseQuantum(const GameState &s, QString &failure)
    {
        legalActions(s, m_legal);
        if (m_legal.empty()) {
            failure = QStringLiteral("no legal action in a running game");
            return Action{};
        }
        if (m_mapBoard != s.board.get()) {
            m_map = mapToJson(s.board->map());
            m_mapBoard = s.board.get();
        }
        QJsonObject answer;
        QString reason;
        const int index = ready() && exchange(chooseRequest(m_map, s, m_legal, m_budget, m_seed),
                                              answerLimitMs(m_budget, m_options), answer)
                              ? readChooseAnswer(answer, s, m_legal, &reason)
                              : -1;
        return m_legal[size_t(settle(index, reason, failure))];
    }

    qw::Action chooseQwantum(const qw::State &s, int player, QString &failure)
    {
        qw::legalActions(s, player, m_qwLegal);
        if (m_qwLegal.empty()) {
            failure = QStringLiteral("no legal action for a player who is due");
            return qw::Action{};
        }
        QJsonObject answer;
        QString reason;
        const int index = ready() && exchange(chooseRequest(s, player, m_qwLegal, m_budget, m_seed),
                                              answerLimitMs(m_budget, m_options), answer)
                              ? readChooseAnswer(answer, s, player, m_qwLegal, &reason)
                              : -1;
        return m_qwLegal[size_t(settle(index, reason, failure))];
    }

    // The index to play (0 after a failure: the game is forfeited anyway); `failure` says why
    // the answer cannot be used.
    int settle(int index, const QString &reason, QString &failure)
    {
        if (index < 0 && !reason.isEmpty()) failWith(reason);
        failure = m_failure;
        return index < 0 ? 0 : index;
    }

    // Records the first reason and stops the engine; false (for `return failWith(...)`).
    bool failWith(const QString &reason)
    {
        if (m_failure.isEmpty()) m_failure = reason;
        stop();
        return false;
    }

    // Writes one request line and reads one answer line, within `limit` milliseconds.
    bool exchange(const QJsonObject &request, int limit, QJsonObject &answer)
    {
        // One answer per request: a line already there was not asked for.
        m_buffer += m_process->readAllStandardOutput();
        if (!m_buffer.trimmed().isEmpty())
            return failWith(QStringLiteral("the engine wrote a line it was not asked for: %1")
                                .arg(quoted(QString::fromUtf8(m_buffer.left(200)))));
        m_buffer.clear();
        QDeadlineTimer deadline(limit);
        QByteArray line = QJsonDocument(request).toJson(QJsonDocument::Compact);
        line += '\n';
        m_process->write(line);
        while (m_process->bytesToWrite() > 0) {
            if (m_process->state() != QProcess::Running) return exited();
            if (!m_process->waitForBytesWritten(
                    int(std::max<qint64>(1, deadline.remainingTime()))) &&
                deadline.hasExpired())
                return failWith(
                    QStringLiteral("the engine does not read its requests (%1 ms)").arg(limit));
        }
        for (;;) {
            m_buffer += m_process->readAllStandardOutput();
            const qsizetype nl = m_buffer.indexOf('\n');
            if (nl >= 0) {
                const QByteArray got = m_buffer.left(nl);
                m_buffer.remove(0, nl + 1);
                if (got.trimmed().isEmpty()) continue; // blank lines are not answers
                QJsonParseError pe;
                const QJsonDocument doc = QJsonDocument::fromJson(got, &pe);
                if (pe.error != QJsonParseError::NoError || !doc.isObject())
                    return failWith(QStringLiteral("the engine answered something that is not a "
                                                   "JSON object: %1")
                                        .arg(quoted(QString::fromUtf8(got))));
                answer = doc.object();
                return true;
            }
            if (m_buffer.size() > kMaxAnswerLine)
                return failWith(QStringLiteral("the engine's answer is longer than %1 bytes")
                                    .arg(kMaxAnswerLine));
            if (m_process->state() != QProcess::Running) return exited();
            if (deadline.hasExpired())
                return failWith(
                    QStringLiteral("the engine did not answer within %1 ms").arg(limit));
            m_process->waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
        }
    }

    bool exited()
    {
        m_buffer += m_process->readAllStandardOutput();
        const QString how =
            m_process->exitStatus() == QProcess::CrashExit
                ? QStringLiteral("the engine crashed")
                : QStringLiteral("the engine exited with code %1").arg(m_process->exitCode());
        return failWith(how);
    }

    void stop()
    {
        if (!m_process) return;
        if (m_process->state() == QProcess::Running) {
            m_process->write("{\"type\":\"quit\"}\n");
            m_process->closeWriteChannel();
            if (!m_process->waitForFinished(300)) {
                m_process->kill();
                m_process->waitForFinished(1000);
            }
        }
        m_process.reset();
    }

    GameKind m_game;
    QString m_player;
    uint64_t m_seed = 0;
    ExternalOptions m_options;
    Budget m_budget;
    std::unique_ptr<QProcess> m_process;
    QByteArray m_buffer;
    QString m_failure;
    QString m_engineName;
    // Quantum: the map of the last board asked about, and the legal actions.
    const Board *m_mapBoard = nullptr;
    QJsonObject m_map;
    std::vector<Action> m_legal;
    std::vector<qw::Action> m_qwLegal; // Qwantum's
};

} // namespace

std::function<std::unique_ptr<GamePlayer>(const QString &, uint64_t)>
playerFactory(GameKind game, const ExternalOptions &options)
{
    return [game, options](const QString &player, uint64_t seed) -> std::unique_ptr<GamePlayer> {
        if (isExternal(player))
            return std::make_unique<ExternalPlayer>(game, player, seed, options);
        return makePlayer(game, player, seed);
    };
}

QString probeExternal(GameKind game, const QString &player, const Budget &budget,
                      const ExternalOptions &options, QString *error)
{
    ExternalPlayer engine(game, player, 0, options);
    engine.setBudget(budget);
    if (!engine.start()) {
        *error = engine.failure();
        return {};
    }
    return engine.engineName().isEmpty() ? player : engine.engineName();
}

QString checkPlayers(GameKind game, const QStringList &players, const Budget &budget,
                     const ExternalOptions &options)
{
    QStringList probed;
    for (const QString &p : players) {
        if (!isExternal(p)) {
            if (!makePlayer(game, p, 0)) return unknownBot(p, true, game);
            continue;
        }
        QString error;
        if (externalCommand(p, &error).isEmpty()) return error;
        if (probed.contains(p)) continue;
        probed << p;
        if (probeExternal(game, p, budget, options, &error).isEmpty())
            return QStringLiteral("player %1: %2").arg(quoted(p), error);
    }
    return {};
}

QSet<QString> matchValueOptions(const char *playersOption, bool jobs, bool anyGame)
{
    QSet<QString> o{QStringLiteral("--map"),       QStringLiteral("--games"),
                    QStringLiteral("--seed"),      QStringLiteral("--max-turns"),
                    QStringLiteral("--budget-ms"), QStringLiteral("--iterations"),
                    QStringLiteral("--threads"),   QStringLiteral("--margin-ms"),
                    QLatin1String(playersOption)};
    if (jobs) o << QStringLiteral("--jobs");
    if (anyGame) o << QStringLiteral("--game") << QStringLiteral("--seats");
    return o;
}

QSet<QString> matchFlags()
{
    return {QStringLiteral("--check"), QStringLiteral("--quiet")};
}

int readMatchOptions(Args &args, const char *command, const char *playersOption, bool oneForAll,
                     MatchSpec &spec, ExternalOptions &external)
{
    const QString cmd = QLatin1String(command);
    if (!args.error.isEmpty()) return fail(BadInput, args.error);
    if (!args.positional.isEmpty())
        return fail(
            BadInput,
            QStringLiteral("%1: unexpected argument %2").arg(cmd, quoted(args.positional[0])));
    GameKind game = GameKind::Quantum;
    if (args.values.contains(QStringLiteral("--game")) && !gameFromName(args.value("--game"), game))
        return fail(BadInput, QStringLiteral("--game must be quantum or qwantum, not %1")
                                  .arg(quoted(args.value("--game"))));
    const bool quantumGame = game == GameKind::Quantum;
    for (const char *req : {"--map", "--games", "--seed", playersOption})
        if (!args.values.contains(QLatin1String(req)) && (quantumGame || qstrcmp(req, "--map")))
            return fail(BadInput, QStringLiteral("%1 needs %2").arg(cmd, QLatin1String(req)));
    if (const QString wrong = QLatin1String(quantumGame ? "--seats" : "--map");
        args.values.contains(wrong))
        return fail(BadInput, QStringLiteral("%1: %2 is not an option of %3")
                                  .arg(cmd, wrong, QLatin1String(gameName(game))));
    qint64 games = 1, seed = 0, maxTurns = 2000, ms = 0, iterations = 0, threads = 1,
           margin = external.marginMs, jobs = 1;
    if (!args.intValue(QStringLiteral("--games"), 1, 100000000, games) ||
        !args.intValue(QStringLiteral("--seed"), 0, 9007199254740991LL, seed) ||
        !args.intValue(QStringLiteral("--max-turns"), 1, kMaxTurns, maxTurns) ||
        !args.intValue(QStringLiteral("--budget-ms"), 1, 3600000, ms) ||
        !args.intValue(QStringLiteral("--iterations"), 1, 1000000000, iterations) ||
        !args.intValue(QStringLiteral("--threads"), 1, 256, threads) ||
        !args.intValue(QStringLiteral("--margin-ms"), 0, 3600000, margin) ||
        !args.intValue(QStringLiteral("--jobs"), 1, 256, jobs))
        return fail(BadInput, args.error);
    spec.game = game;
    const QString option = QLatin1String(playersOption);
    QString error;
    spec.players = splitPlayers(args.values[option], &error);
    if (spec.players.isEmpty()) return fail(BadInput, error);
    if (quantumGame) {
        ReadStatus st;
        spec.board = loadBoard(args.values[QStringLiteral("--map")], st);
        if (!spec.board) return fail(exitFor(st.error), st.message());
        spec.seats = spec.board->map().players;
    } else {
        // Qwantum's table: as many seats as players named, or --seats for one name.
        qint64 seats = spec.players.size() == 1 ? 0 : spec.players.size();
        if (!args.intValue(QStringLiteral("--seats"), qw::kMinPlayers, qw::kMaxPlayers, seats))
            return fail(BadInput, args.error);
        if (seats < qw::kMinPlayers || seats > qw::kMaxPlayers)
            return fail(BadInput, QStringLiteral("%1: Qwantum is for %2 to %3 players (--seats)")
                                      .arg(cmd)
                                      .arg(qw::kMinPlayers)
                                      .arg(qw::kMaxPlayers));
        spec.seats = int(seats);
    }
    const int seats = spec.seats;
    if (spec.players.size() != seats && !(oneForAll && spec.players.size() == 1))
        return fail(BadInput, oneForAll
                                  ? QStringLiteral("%1 needs one name or one per seat (%2 seats)")
                                        .arg(option)
                                        .arg(seats)
                                  : QStringLiteral("%1 needs one player per seat: %2 players for a "
                                                   "table of %3 seats")
                                        .arg(option)
                                        .arg(spec.players.size())
                                        .arg(seats));
    spec.games = int(games);
    spec.seed = uint64_t(seed);
    spec.maxTurns = int(maxTurns);
    spec.budget.milliseconds = int(ms);
    spec.budget.iterations = int(iterations);
    spec.budget.threads = int(threads);
    spec.jobs = int(jobs);
    spec.check = args.has("--check");
    external.marginMs = int(margin);
    spec.makeBot = playerFactory(game, external);
    error = checkPlayers(game, spec.players, spec.budget, external);
    if (!error.isEmpty()) return fail(BadInput, error);
    return Ok;
}

} // namespace quantum::cli
