// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The engine protocol (docs/engine-protocol.md): the requests a caller writes and
// `quantum-cli engine`, which answers them with one of our bots.

#include "app/cli/engineproto.h"

#include "app/cli/cli.h"
#include "app/game/seat.h"
#include "app/net/protocol.h"
#include "app/version.h"
#include "engine/json.h"
#include "engine/map.h"
#include "engine/qwantum/bots.h"
#include "engine/qwantum/json.h"
#include "engine/scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cstdio>
#include <map>

namespace quantum::cli {

namespace {

const QString kType = QStringLiteral("type");
const QString kGame = QStringLiteral("game");

QJsonObject budgetToJson(const Budget &b)
{
    QJsonObject o;
    o[QStringLiteral("ms")] = b.milliseconds;
    o[QStringLiteral("iterations")] = b.iterations;
    o[QStringLiteral("threads")] = b.threads;
    return o;
}

} // namespace

QJsonObject helloRequest()
{
    QJsonObject o;
    o[kType] = QStringLiteral("hello");
    o[QStringLiteral("protocol")] = kEngineProtocol;
    return o;
}

bool helloGames(const QJsonObject &hello, QStringList &games)
{
    games.clear();
    const QJsonValue v = hello.value(QStringLiteral("games"));
    if (v.isUndefined()) {
        games << QLatin1String(gameName(GameKind::Quantum));
        return true;
    }
    if (!v.isArray()) return false;
    for (const QJsonValue g : v.toArray()) {
        if (!g.isString()) return false;
        games << g.toString();
    }
    return true;
}

QJsonObject chooseRequest(const QJsonObject &map, const GameState &s,
                          const std::vector<Action> &legal, const Budget &budget, uint64_t seed)
{
    QJsonObject o;
    o[kType] = QStringLiteral("choose");
    o[kGame] = QLatin1String(gameName(GameKind::Quantum));
    o[QStringLiteral("map")] = map;
    o[QStringLiteral("state")] = stateToJson(publicView(s));
    o[QStringLiteral("player")] = s.toAct();
    o[QStringLiteral("actions")] = actionsToJson(*s.board, legal);
    o[QStringLiteral("budget")] = budgetToJson(budget);
    o[QStringLiteral("seed")] = QString::number(seed);
    return o;
}

QJsonObject chooseRequest(const qw::State &s, int player, const std::vector<qw::Action> &legal,
                          const Budget &budget, uint64_t seed)
{
    QJsonObject o;
    o[kType] = QStringLiteral("choose");
    o[kGame] = QLatin1String(gameName(GameKind::Qwantum));
    o[QStringLiteral("state")] = qw::stateToJson(s); // nothing of a Qwantum position is hidden
    o[QStringLiteral("player")] = player;
    o[QStringLiteral("actions")] = qw::actionsToJson(legal);
    o[QStringLiteral("budget")] = budgetToJson(budget);
    o[QStringLiteral("seed")] = QString::number(seed);
    return o;
}

namespace {

// Reads an answer the same way for either game: its type, its index among `count` legal
// actions and its action, which `find` looks up in the game's list (its index, or -1 with
// the reason).
template <typename Find>
int readAnswer(const QJsonObject &answer, size_t count, QString *reason, const Find &find)
{
    const QString type = answer.value(kType).toString();
    if (type == QLatin1String("error")) {
        *reason = QStringLiteral("the engine answered an error: %1")
                      .arg(quoted(answer.value(QStringLiteral("message")).toString()));
        return -1;
    }
    if (type != QLatin1String("action")) {
        *reason = QStringLiteral("the engine answered a message of type %1, not an action")
                      .arg(quoted(type));
        return -1;
    }
    int index = -1;
    const QJsonValue iv = answer.value(QStringLiteral("index"));
    if (!iv.isUndefined()) {
        const double d = iv.toDouble(-1);
        if (!iv.isDouble() || d != double(qint64(d)) || d < 0 || d >= double(count)) {
            *reason = QStringLiteral("the engine answered index %1, not one of the %2 legal "
                                     "actions")
                          .arg(quoted(QString::fromUtf8(QJsonDocument(QJsonArray{iv})
                                                            .toJson(QJsonDocument::Compact)
                                                            .chopped(1)
                                                            .mid(1))))
                          .arg(count);
            return -1;
        }
        index = int(d);
    }
    const QJsonValue av = answer.value(QStringLiteral("action"));
    if (!av.isUndefined()) {
        const int at = find(av, reason);
        if (at < 0) return -1;
        if (index >= 0 && index != at) {
            *reason = QStringLiteral("the engine answered index %1 and a different action "
                                     "(index %2)")
                          .arg(index)
                          .arg(at);
            return -1;
        }
        index = at;
    }
    if (index < 0)
        *reason = QStringLiteral("the engine's answer has neither an index nor an action");
    return index;
}

QString unreadableAction(const QJsonValue &av, const ReadStatus &st)
{
    return QStringLiteral("the engine answered an unreadable action: %1")
        .arg(av.isObject() ? st.message() : QStringLiteral("not an object"));
}

} // namespace

int readChooseAnswer(const QJsonObject &answer, const GameState &s,
                     const std::vector<Action> &legal, QString *reason)
{
    return readAnswer(answer, legal.size(), reason, [&](const QJsonValue &av, QString *why) {
        ReadStatus st;
        const Action a = actionFromJson(*s.board, av.toObject(), s.toAct(), st);
        if (!av.isObject() || !st.ok()) {
            *why = unreadableAction(av, st);
            return -1;
        }
        const Action *found = matchAction(s, legal, a);
        if (!found) {
            *why = QStringLiteral("the engine answered an illegal action (%1)")
                       .arg(QLatin1String(actionTypeName(a.type)));
            return -1;
        }
        return int(found - legal.data());
    });
}

int readChooseAnswer(const QJsonObject &answer, const qw::State &s, int player,
                     const std::vector<qw::Action> &legal, QString *reason)
{
    return readAnswer(answer, legal.size(), reason, [&](const QJsonValue &av, QString *why) {
        ReadStatus st;
        const qw::Action a = qw::actionFromJson(av.toObject(), s.players, player, st);
        if (!av.isObject() || !st.ok()) {
            *why = unreadableAction(av, st);
            return -1;
        }
        const qw::Action *found = qw::matchAction(legal, a);
        if (!found) {
            // Another player's action, legal or not, is not one of this player's.
            const QString detail =
                a.player != player
                    ? QStringLiteral("player %1's, not %2's").arg(a.player).arg(player)
                    : qw::whyIllegal(s, a).toString();
            *why = QStringLiteral("the engine answered an illegal action (%1: %2)")
                       .arg(QLatin1String(qw::actionTypeName(a.type)), detail);
            return -1;
        }
        return int(found - legal.data());
    });
}

// ---- quantum-cli engine

namespace {

// Answers the requests of one caller with the bot `level` of the request's game.
class EngineServer {
public:
    explicit EngineServer(QString level) : m_level(std::move(level))
    {
        for (GameKind kind : {GameKind::Quantum, GameKind::Qwantum})
            if (botNames(kind).contains(m_level)) m_games << QLatin1String(gameName(kind));
    }

    // The answer to one request line; a null object for a request that gets none (quit).
    QJsonObject answer(const QByteArray &line, bool *quit)
    {
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &pe);
        if (pe.error != QJsonParseError::NoError)
            return error(
                {}, QStringLiteral("bad-json"),
                QStringLiteral("not JSON: %1 at offset %2").arg(pe.errorString()).arg(pe.offset));
        if (!doc.isObject())
            return error({}, QStringLiteral("bad-request"),
                         QStringLiteral("a request is a JSON object"));
        const QJsonObject req = doc.object();
        const QJsonValue id = req.value(QStringLiteral("id"));
        const QString type = req.value(kType).toString();
        if (type == QLatin1String("hello")) return withId(hello(), id);
        if (type == QLatin1String("quit")) {
            *quit = true;
            return {};
        }
        if (type == QLatin1String("choose")) return withId(choose(req), id);
        return error(id, QStringLiteral("unknown-type"),
                     QStringLiteral("unknown request type %1 (use hello, choose or quit)")
                         .arg(quoted(type)));
    }

    QJsonObject error(const QJsonValue &id, const QString &code, const QString &message) const
    {
        QJsonObject o;
        o[kType] = QStringLiteral("error");
        o[QStringLiteral("error")] = code;
        o[QStringLiteral("message")] = message;
        return withId(o, id);
    }

private:
    static QJsonObject withId(QJsonObject o, const QJsonValue &id)
    {
        if (!id.isUndefined() && !id.isNull() && !o.isEmpty()) o[QStringLiteral("id")] = id;
        return o;
    }

    QJsonObject hello() const
    {
        QJsonObject o;
        o[kType] = QStringLiteral("hello");
        o[QStringLiteral("protocol")] = kEngineProtocol;
        o[QStringLiteral("name")] = QStringLiteral("Quantum %1").arg(m_level);
        o[QStringLiteral("engine")] = QStringLiteral("quantum-cli");
        o[QStringLiteral("version")] = QString::fromLatin1(kVersion);
        o[QStringLiteral("bot")] = m_level;
        o[QStringLiteral("games")] = QJsonArray::fromStringList(m_games);
        return o;
    }

    // A bounded integer field of `o` (absent: `fallback`); false when it is not one.
    static bool intField(const QJsonObject &o, const char *key, int lo, int hi, int fallback,
                         int &out)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined()) {
            out = fallback;
            return true;
        }
        const double d = v.toDouble(-1e300);
        if (!v.isDouble() || d != double(qint64(d)) || d < lo || d > hi) return false;
        out = int(d);
        return true;
    }

    // The request's budget and seed, the same for either game; an error answer when one is
    // out of range, else an empty object.
    QJsonObject readBudgetAndSeed(const QJsonObject &req, Budget &budget, uint64_t &seed) const
    {
        const QJsonValue id = req.value(QStringLiteral("id"));
        const QJsonObject b = req.value(QStringLiteral("budget")).toObject();
        if (!intField(b, "ms", 0, 3600000, 0, budget.milliseconds) ||
            !intField(b, "iterations", 0, 1000000000, 0, budget.iterations) ||
            !intField(b, "threads", 1, 256, 1, budget.threads))
            return error(id, QStringLiteral("bad-request"),
                         QStringLiteral("\"budget\" needs ms 0..3600000, iterations "
                                        "0..1000000000 and threads 1..256"));
        seed = 0;
        const QJsonValue sv = req.value(QStringLiteral("seed"));
        bool seedOk = true;
        if (sv.isString())
            seed = sv.toString().toULongLong(&seedOk);
        else if (sv.isDouble()) {
            const double d = sv.toDouble();
            seedOk = d >= 0 && d <= 9007199254740992.0 && d == double(qint64(d));
            seed = seedOk ? uint64_t(d) : 0;
        } else if (!sv.isUndefined())
            seedOk = false;
        if (!seedOk)
            return error(id, QStringLiteral("bad-request"),
                         QStringLiteral("\"seed\" must be a decimal string or an integer"));
        return {};
    }

    // The bot of `seed` in `bots`, kept from decision to decision: a game through the
    // protocol is the game the same bot plays in-process. The bots of forgotten games go
    // once there are more than a table's seats could use.
    template <typename BotT, typename Make>
    BotT &botFor(std::map<uint64_t, std::unique_ptr<BotT>> &bots, uint64_t seed, const Make &make)
    {
        std::unique_ptr<BotT> &bot = bots[seed];
        if (!bot) {
            if (bots.size() > size_t(2 * kMaxPlayers)) {
                bots.clear();
                return botFor(bots, seed, make);
            }
            bot = make(m_level, seed);
        }
        return *bot;
    }

    QJsonObject choose(const QJsonObject &req)
    {
        const QJsonValue id = req.value(QStringLiteral("id"));
        // The game: Quantum unless the request names another.
        GameKind game = GameKind::Quantum;
        const QJsonValue gv = req.value(kGame);
        if (!gv.isUndefined() && !gameFromName(gv.toString(), game))
            return error(id, QStringLiteral("bad-game"),
                         QStringLiteral("\"game\" must be \"quantum\" or \"qwantum\", not %1")
                             .arg(quoted(gv.isString()
                                             ? gv.toString()
                                             : QString::fromUtf8(QJsonDocument(QJsonArray{gv})
                                                                     .toJson(QJsonDocument::Compact)
                                                                     .chopped(1)
                                                                     .mid(1)))));
        if (!m_games.contains(QLatin1String(gameName(game))))
            return error(id, QStringLiteral("bad-game"),
                         QStringLiteral("%1 is no level of %2 (%3): this engine plays %4")
                             .arg(quoted(m_level), QLatin1String(gameName(game)),
                                  botNames(game).join(QStringLiteral(", ")),
                                  m_games.join(QStringLiteral(", "))));
        return game == GameKind::Qwantum ? chooseQwantum(req) : chooseQuantum(req);
    }

    QJsonObject chooseQuantum(const QJsonObject &req)
    {
        const QJsonValue id = req.value(QStringLiteral("id"));
        // The map, read again only when it changes.
        const QJsonValue mapValue = req.value(QStringLiteral("map"));
        if (!mapValue.isObject())
            return error(id, QStringLiteral("bad-map"),
                         QStringLiteral("\"map\" must be a map file object"));
        if (!m_board || mapValue.toObject() != m_map) {
            m_board.reset();
            m_bots.clear();
            ReadStatus st;
            BoardPtr board = boardFromMapResult(mapFromJson(mapValue.toObject()), st);
            if (!board) return error(id, QStringLiteral("bad-map"), st.message());
            m_board = std::move(board);
            m_map = mapValue.toObject();
        }
        ReadStatus st;
        SeededDice dice(0);
        const GameState s =
            stateFromJson(req.value(QStringLiteral("state")).toObject(), m_board, dice, st);
        if (!req.value(QStringLiteral("state")).isObject())
            return error(id, QStringLiteral("bad-state"),
                         QStringLiteral("\"state\" must be a position object"));
        if (!st.ok()) return error(id, QStringLiteral("bad-state"), st.message());
        legalActions(s, m_legal);
        if (m_legal.empty())
            return error(id, QStringLiteral("no-actions"),
                         QStringLiteral("the position has no legal action (the game is over)"));
        // The caller's list, when given, must be the engine's: the answer's index is in it.
        const QJsonValue given = req.value(QStringLiteral("actions"));
        if (!given.isUndefined()) {
            const QJsonArray list = given.toArray();
            bool same = given.isArray() && size_t(list.size()) == m_legal.size();
            for (qsizetype i = 0; same && i < list.size(); ++i) {
                ReadStatus ast;
                const Action a = actionFromJson(*m_board, list[i].toObject(), s.toAct(), ast);
                same = list[i].isObject() && ast.ok() && a.sameAs(m_legal[size_t(i)]);
            }
            if (!same)
                return error(id, QStringLiteral("bad-actions"),
                             QStringLiteral("\"actions\" is not the position's list of legal "
                                            "actions (%1 actions, in the engine's order)")
                                 .arg(m_legal.size()));
        }
        Budget budget;
        uint64_t seed = 0;
        if (QJsonObject bad = readBudgetAndSeed(req, budget, seed); !bad.isEmpty()) return bad;
        Bot &bot = botFor(m_bots, seed,
                          [](const QString &level, uint64_t sd) { return makeBot(level, sd); });
        bot.setBudget(budget);
        const Action a = bot.choose(s, m_legal);
        const Action *found = findLegal(m_legal, a);
        if (!found)
            return error(id, QStringLiteral("internal"),
                         QStringLiteral("the bot chose an action that is not legal"));
        QJsonObject o;
        o[kType] = QStringLiteral("action");
        o[QStringLiteral("index")] = int(found - m_legal.data());
        o[QStringLiteral("action")] = actionToJson(*m_board, *found);
        return o;
    }

    // A Qwantum decision: the position and the player who decides (any of the due players in
    // phase 2, each asked on the same position).
    QJsonObject chooseQwantum(const QJsonObject &req)
    {
        const QJsonValue id = req.value(QStringLiteral("id"));
        const QJsonValue sv = req.value(QStringLiteral("state"));
        if (!sv.isObject())
            return error(id, QStringLiteral("bad-state"),
                         QStringLiteral("\"state\" must be a position object"));
        ReadStatus st;
        const qw::State s = qw::stateFromJson(sv.toObject(), st);
        if (!st.ok()) return error(id, QStringLiteral("bad-state"), st.message());
        const std::vector<int> due = qw::playersDue(s);
        if (due.empty())
            return error(id, QStringLiteral("no-actions"),
                         QStringLiteral("the position has no legal action (the game is over)"));
        QStringList dueList;
        for (int p : due)
            dueList << QString::number(p);
        // The player who decides: required when several are due.
        int player = due.size() == 1 ? due[0] : -1;
        const QJsonValue pv = req.value(QStringLiteral("player"));
        if (!pv.isUndefined()) {
            const double d = pv.toDouble(-1);
            player =
                pv.isDouble() && d == double(qint64(d)) && d >= 0 && d < s.players ? int(d) : -1;
        }
        if (player < 0 || std::find(due.begin(), due.end(), player) == due.end())
            return error(id, QStringLiteral("bad-player"),
                         QStringLiteral("\"player\" must be a player whose decision is due "
                                        "(%1)")
                             .arg(dueList.join(QStringLiteral(", "))));
        qw::legalActions(s, player, m_qwLegal);
        if (m_qwLegal.empty())
            return error(id, QStringLiteral("no-actions"),
                         QStringLiteral("player %1 has no legal action").arg(player));
        const QJsonValue given = req.value(QStringLiteral("actions"));
        if (!given.isUndefined()) {
            const QJsonArray list = given.toArray();
            bool same = given.isArray() && size_t(list.size()) == m_qwLegal.size();
            for (qsizetype i = 0; same && i < list.size(); ++i) {
                ReadStatus ast;
                const qw::Action a = qw::actionFromJson(list[i].toObject(), s.players, player, ast);
                same = list[i].isObject() && ast.ok() && a == m_qwLegal[size_t(i)];
            }
            if (!same)
                return error(id, QStringLiteral("bad-actions"),
                             QStringLiteral("\"actions\" is not player %1's list of legal "
                                            "actions (%2 actions, in the engine's order)")
                                 .arg(player)
                                 .arg(m_qwLegal.size()));
        }
        Budget budget; // read for its bounds: Qwantum's bots do not search
        uint64_t seed = 0;
        if (QJsonObject bad = readBudgetAndSeed(req, budget, seed); !bad.isEmpty()) return bad;
        qw::Bot &bot = botFor(m_qwBots, seed, [](const QString &level, uint64_t sd) {
            return qw::makeBot(level, sd);
        });
        const qw::Action a = bot.choose(s, player, m_qwLegal);
        const qw::Action *found = qw::matchAction(m_qwLegal, a);
        if (!found)
            return error(id, QStringLiteral("internal"),
                         QStringLiteral("the bot chose an action that is not legal"));
        QJsonObject o;
        o[kType] = QStringLiteral("action");
        o[QStringLiteral("index")] = int(found - m_qwLegal.data());
        o[QStringLiteral("action")] = qw::actionToJson(*found);
        return o;
    }

    QString m_level;
    QStringList m_games; // the games whose bot list has the level
    QJsonObject m_map;
    BoardPtr m_board;
    std::map<uint64_t, std::unique_ptr<Bot>> m_bots;
    std::vector<Action> m_legal;
    std::map<uint64_t, std::unique_ptr<qw::Bot>> m_qwBots;
    std::vector<qw::Action> m_qwLegal;
};

void writeLine(const QJsonObject &o)
{
    QByteArray line = QJsonDocument(o).toJson(QJsonDocument::Compact);
    line += '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fflush(stdout);
}

} // namespace

int cmdEngine(const QStringList &argv)
{
    Args args(argv, {QStringLiteral("--bot")}, {});
    if (!args.error.isEmpty()) return fail(BadInput, args.error);
    if (!args.positional.isEmpty())
        return fail(
            BadInput,
            QStringLiteral("engine: unexpected argument %1").arg(quoted(args.positional[0])));
    const QString level = args.values.value(QStringLiteral("--bot"), kDefaultBot);
    // Any level of either game; a request of a game without it gets an error answer.
    QStringList levels = botNames(GameKind::Quantum);
    for (const QString &name : botNames(GameKind::Qwantum))
        if (!levels.contains(name)) levels << name;
    if (!levels.contains(level))
        return fail(BadInput, QStringLiteral("unknown bot %1 (use %2)")
                                  .arg(quoted(level), levels.join(QStringLiteral(", "))));
    EngineServer server(level);
    // Lines read byte by byte (a NUL is just a byte): bounded, whatever arrives (a line
    // longer than the cap is read to its end, dropped and answered with an error).
    QByteArray line;
    bool tooLong = false;
    for (;;) {
        const int c = std::getc(stdin);
        if (c != EOF && c != '\n') {
            if (!tooLong && line.size() < kMaxRequestLine)
                line.append(char(c));
            else if (!tooLong) {
                tooLong = true;
                line.clear();
            }
            continue;
        }
        if (tooLong) {
            writeLine(server.error(
                {}, QStringLiteral("line-too-long"),
                QStringLiteral("a request line is at most %1 bytes").arg(kMaxRequestLine)));
        } else if (!line.trimmed().isEmpty()) { // blank lines get no answer
            bool quit = false;
            const QJsonObject o = server.answer(line, &quit);
            if (quit) return Ok;
            writeLine(o);
        }
        if (c == EOF) return Ok;
        line.clear();
        tooLong = false;
    }
}

} // namespace quantum::cli
