// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game.h"

#include "engine/invariants.h"
#include "engine/json.h"
#include "engine/qwantum/bots.h"
#include "engine/qwantum/json.h"

#include <algorithm>

namespace quantum {

const char *gameName(GameKind kind)
{
    return kind == GameKind::Qwantum ? "qwantum" : "quantum";
}

bool gameFromName(const QString &name, GameKind &kind)
{
    for (GameKind k : {GameKind::Quantum, GameKind::Qwantum})
        if (name == QLatin1String(gameName(k))) {
            kind = k;
            return true;
        }
    return false;
}

int GameStart::seats() const
{
    if (kind == GameKind::Qwantum) return players;
    return board ? board->map().players : 0;
}

QString GameStart::problem() const
{
    if (kind == GameKind::Quantum) return board ? QString() : QStringLiteral("no map");
    if (players < qw::kMinPlayers || players > qw::kMaxPlayers)
        return QStringLiteral("%1 players: Qwantum is for %2 to %3")
            .arg(players)
            .arg(qw::kMinPlayers)
            .arg(qw::kMaxPlayers);
    return {};
}

namespace {

// ---- Quantum

class QuantumGame final : public Game {
public:
    explicit QuantumGame(GameState s) : m_s(std::move(s)) {}
    GameKind kind() const override { return GameKind::Quantum; }
    std::unique_ptr<Game> clone() const override { return std::make_unique<QuantumGame>(m_s); }
    int players() const override { return m_s.players; }
    int turn() const override { return m_s.turn; }
    bool over() const override { return m_s.phase == Phase::GameOver; }
    void due(std::vector<int> &out) const override
    {
        out.clear();
        if (!over()) out.push_back(m_s.toAct());
    }
    bool apply(const AnyAction &action, Dice &dice, AnyEvents *events) override
    {
        const Action *a = std::get_if<Action>(&action);
        if (!a) return false;
        quantum::apply(m_s, *a, dice, events ? &events->quantum : nullptr);
        return true;
    }
    std::vector<int> winners() const override
    {
        if (m_s.winner < 0) return {};
        return {m_s.winner};
    }
    int score(int player) const override { return m_s.p[size_t(player)].dominance; }
    QString brokenInvariant(const Game &before, const AnyEvents &events) const override
    {
        QString bad = checkInvariants(m_s);
        const GameState &b = *quantumState(before);
        // One cube per player per planet unless entangled (R-ENT-1) at that moment.
        for (const Event &e : events.quantum)
            if (bad.isEmpty() && e.type == EventType::CubePlaced &&
                b.cubesOn(e.planet, e.player) > 0 && !entangled(b, e.player))
                bad = QStringLiteral("player %1 placed a second cube on a planet without "
                                     "entanglement")
                          .arg(e.player);
        return bad;
    }
    int startPlanet(int player) const override { return m_s.p[size_t(player)].startPlanet; }

    bool isLegal(int player, const AnyAction &action) const override
    {
        const Action *a = std::get_if<Action>(&action);
        if (!a || over() || player != m_s.toAct() || a->player != player) return false;
        std::vector<Action> legal;
        legalActions(m_s, legal);
        return findLegal(legal, *a) != nullptr;
    }
    QJsonObject publicJson() const override { return stateToJson(publicView(m_s)); }
    QJsonObject actionToJson(const AnyAction &action) const override
    {
        const Action *a = std::get_if<Action>(&action);
        return a ? quantum::actionToJson(*m_s.board, *a) : QJsonObject();
    }
    bool actionFromJson(const QJsonObject &o, int player, AnyAction &out) const override
    {
        ReadStatus st;
        const Action a = quantum::actionFromJson(*m_s.board, o, player, st);
        if (!st.ok()) return false;
        out = a;
        return true;
    }
    QJsonArray eventsToJson(const AnyEvents &events, size_t first) const override
    {
        QJsonArray list;
        for (size_t i = first; i < events.quantum.size(); ++i)
            list.append(eventToJson(*m_s.board, events.quantum[i]));
        return list;
    }
    bool eventsFromJson(const QJsonArray &list, AnyEvents &out) const override
    {
        Events read;
        for (const QJsonValue &v : list) {
            ReadStatus st;
            const Event e = eventFromJson(*m_s.board, v.toObject(), st);
            if (!v.isObject() || !st.ok()) return false;
            read.push_back(e);
        }
        out.quantum.insert(out.quantum.end(), read.begin(), read.end());
        return true;
    }

    GameState m_s;
};

// ---- Qwantum

class QwantumGame final : public Game {
public:
    explicit QwantumGame(qw::State s) : m_s(std::move(s)) {}
    GameKind kind() const override { return GameKind::Qwantum; }
    std::unique_ptr<Game> clone() const override { return std::make_unique<QwantumGame>(m_s); }
    int players() const override { return m_s.players; }
    int turn() const override { return m_s.turn; }
    bool over() const override { return m_s.phase == qw::Phase::Over; }
    void due(std::vector<int> &out) const override { out = qw::playersDue(m_s); }
    bool apply(const AnyAction &action, Dice &dice, AnyEvents *events) override
    {
        const qw::Action *a = std::get_if<qw::Action>(&action);
        return a && qw::apply(m_s, *a, dice, events ? &events->qwantum : nullptr);
    }
    std::vector<int> winners() const override { return qw::winners(m_s); }
    int score(int player) const override
    {
        return qw::score(m_s.sheets[size_t(player)], m_s.options);
    }
    QString brokenInvariant(const Game &, const AnyEvents &) const override
    {
        return qw::brokenInvariant(m_s);
    }
    int startPlanet(int) const override { return -1; }

    bool isLegal(int player, const AnyAction &action) const override
    {
        const qw::Action *a = std::get_if<qw::Action>(&action);
        return a && a->player == player && qw::isLegal(m_s, *a);
    }
    QJsonObject publicJson() const override { return qw::stateToJson(m_s); } // nothing hidden
    QJsonObject actionToJson(const AnyAction &action) const override
    {
        const qw::Action *a = std::get_if<qw::Action>(&action);
        return a ? qw::actionToJson(*a) : QJsonObject();
    }
    bool actionFromJson(const QJsonObject &o, int player, AnyAction &out) const override
    {
        ReadStatus st;
        const qw::Action a = qw::actionFromJson(o, m_s.players, player, st);
        if (!st.ok()) return false;
        out = a;
        return true;
    }
    QJsonArray eventsToJson(const AnyEvents &events, size_t first) const override
    {
        QJsonArray list;
        for (size_t i = first; i < events.qwantum.size(); ++i)
            list.append(qw::eventToJson(events.qwantum[i]));
        return list;
    }
    bool eventsFromJson(const QJsonArray &list, AnyEvents &out) const override
    {
        qw::Events read;
        for (const QJsonValue &v : list) {
            ReadStatus st;
            const qw::Event e = qw::eventFromJson(v.toObject(), st);
            if (!v.isObject() || !st.ok() || e.player >= m_s.players) return false;
            read.push_back(e);
        }
        out.qwantum.insert(out.qwantum.end(), read.begin(), read.end());
        return true;
    }

    qw::State m_s;
};

// ---- Players

class QuantumPlayer final : public GamePlayer {
public:
    QuantumPlayer(std::unique_ptr<Bot> owned, Bot *bot)
        : m_owned(std::move(owned)), m_bot(m_owned ? m_owned.get() : bot)
    {
        m_legal.reserve(512);
    }
    QString name() const override { return QLatin1String(m_bot->name()); }
    void setBudget(const Budget &budget) override { m_bot->setBudget(budget); }
    AnyAction choose(const Game &game, int, QString &failure) override
    {
        const GameState &s = *quantumState(game);
        legalActions(s, m_legal);
        if (m_legal.empty()) {
            failure = QStringLiteral("no legal action in a running game");
            return Action{};
        }
        const Action a = m_bot->choose(s, m_legal);
        failure = m_bot->failure();
        if (failure.isEmpty() && std::none_of(m_legal.begin(), m_legal.end(),
                                              [&](const Action &l) { return l.sameAs(a); }))
            failure = QStringLiteral("chose an action that is not legal (%1)")
                          .arg(QLatin1String(actionTypeName(a.type)));
        return a;
    }

private:
    std::unique_ptr<Bot> m_owned;
    Bot *m_bot;
    std::vector<Action> m_legal;
};

class QwantumPlayer final : public GamePlayer {
public:
    explicit QwantumPlayer(std::unique_ptr<qw::Bot> bot) : m_bot(std::move(bot)) {}
    QString name() const override { return QLatin1String(m_bot->name()); }
    AnyAction choose(const Game &game, int player, QString &failure) override
    {
        const qw::State &s = *qwantumState(game);
        qw::legalActions(s, player, m_legal);
        if (m_legal.empty()) {
            failure = QStringLiteral("no legal action for a player who is due");
            return qw::Action{};
        }
        const qw::Action a = m_bot->choose(s, player, m_legal);
        if (std::find(m_legal.begin(), m_legal.end(), a) == m_legal.end())
            failure = QStringLiteral("chose an action that is not legal");
        return a;
    }

private:
    std::unique_ptr<qw::Bot> m_bot;
    std::vector<qw::Action> m_legal;
};

} // namespace

std::unique_ptr<Game> newGame(const GameStart &setup, Dice &dice, AnyEvents *events)
{
    if (!setup.problem().isEmpty()) return nullptr;
    if (setup.kind == GameKind::Qwantum)
        return std::make_unique<QwantumGame>(qw::newGame(setup.players, dice, setup.rules,
                                                         qw::standardDiceFaces(),
                                                         events ? &events->qwantum : nullptr));
    return std::make_unique<QuantumGame>(
        newGame(setup.board, dice, events ? &events->quantum : nullptr));
}

std::unique_ptr<Game> gameOf(GameState state)
{
    return std::make_unique<QuantumGame>(std::move(state));
}

std::unique_ptr<Game> gameOf(qw::State state)
{
    return std::make_unique<QwantumGame>(std::move(state));
}

std::unique_ptr<Game> gameFromJson(GameKind kind, const BoardPtr &board, const QJsonObject &o,
                                   ReadStatus &status)
{
    if (kind == GameKind::Qwantum) {
        qw::State s = qw::stateFromJson(o, status);
        return status.ok() ? gameOf(std::move(s)) : nullptr;
    }
    if (!board) {
        status.fail(ReadError::Unreadable, because(QT_TRANSLATE_NOOP("Reader", "no map")));
        return nullptr;
    }
    SeededDice none(0); // a whole position: its decks are there, nothing is dealt
    GameState s = stateFromJson(o, board, none, status);
    return status.ok() ? gameOf(std::move(s)) : nullptr;
}

size_t eventCount(GameKind kind, const AnyEvents &events)
{
    return kind == GameKind::Qwantum ? events.qwantum.size() : events.quantum.size();
}

void truncateEvents(GameKind kind, AnyEvents &events, size_t count)
{
    if (kind == GameKind::Qwantum)
        events.qwantum.resize(std::min(count, events.qwantum.size()));
    else
        events.quantum.resize(std::min(count, events.quantum.size()));
}

void appendEvents(AnyEvents &to, const AnyEvents &more)
{
    to.quantum.insert(to.quantum.end(), more.quantum.begin(), more.quantum.end());
    to.qwantum.insert(to.qwantum.end(), more.qwantum.begin(), more.qwantum.end());
}

const GameState *quantumState(const Game &game)
{
    return game.kind() == GameKind::Quantum ? &static_cast<const QuantumGame &>(game).m_s : nullptr;
}

const qw::State *qwantumState(const Game &game)
{
    return game.kind() == GameKind::Qwantum ? &static_cast<const QwantumGame &>(game).m_s : nullptr;
}

QStringList botNames(GameKind kind)
{
    return kind == GameKind::Qwantum ? qw::botNames() : botNames();
}

std::unique_ptr<GamePlayer> makePlayer(GameKind kind, const QString &name, uint64_t seed)
{
    if (kind == GameKind::Qwantum) {
        std::unique_ptr<qw::Bot> bot = qw::makeBot(name, seed);
        return bot ? qwantumPlayer(std::move(bot)) : nullptr;
    }
    std::unique_ptr<Bot> bot = makeBot(name, seed);
    return bot ? quantumPlayer(std::move(bot)) : nullptr;
}

std::unique_ptr<GamePlayer> quantumPlayer(std::unique_ptr<Bot> owned, Bot *bot)
{
    return std::make_unique<QuantumPlayer>(std::move(owned), bot);
}

std::unique_ptr<GamePlayer> qwantumPlayer(std::unique_ptr<qw::Bot> bot)
{
    return std::make_unique<QwantumPlayer>(std::move(bot));
}

GameRecord playGame(const GameStart &setup, uint64_t seed, const std::vector<GamePlayer *> &players,
                    int maxTurns, bool check, const std::atomic<bool> *cancel,
                    std::unique_ptr<Game> *finalPosition)
{
    GameRecord rec;
    SeededDice dice(seed);
    std::unique_ptr<Game> game = newGame(setup, dice);
    if (!game) {
        rec.invariantError = setup.problem();
        if (finalPosition) finalPosition->reset();
        return rec;
    }
    std::vector<int> due;
    std::vector<AnyAction> answers;
    AnyEvents events;
    bool stopped = false;
    while (!stopped && !game->over() && game->turn() <= maxTurns) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            rec.cancelled = true;
            break;
        }
        game->due(due);
        // Every due player answers on the same position before any answer is applied.
        answers.clear();
        for (int who : due) {
            QString failure;
            answers.push_back(players[size_t(who)]->choose(*game, who, failure));
            if (!failure.isEmpty()) {
                rec.forfeit = who;
                rec.forfeitReason = failure;
                stopped = true;
                break;
            }
        }
        for (size_t i = 0; !stopped && i < answers.size(); ++i) {
            std::unique_ptr<Game> before;
            if (check) {
                before = game->clone();
                events.clear();
            }
            if (!game->apply(answers[i], dice, check ? &events : nullptr)) {
                rec.forfeit = due[i];
                rec.forfeitReason = QStringLiteral("chose an action that is not legal");
                stopped = true;
                break;
            }
            ++rec.actions;
            if (!check) continue;
            const QString bad = game->brokenInvariant(*before, events);
            if (!bad.isEmpty()) {
                rec.invariantError =
                    QStringLiteral("after action %1: %2").arg(rec.actions).arg(bad);
                stopped = true;
            }
        }
    }
    const std::vector<int> best = game->winners();
    if (rec.forfeit >= 0 && game->players() == 2)
        rec.winners = uint8_t(1u << (1 - rec.forfeit));
    else if (rec.forfeit < 0)
        for (int w : best)
            rec.winners |= uint8_t(1u << w);
    rec.winner = -1;
    for (int p = 0; p < game->players(); ++p) {
        if (rec.winners == (1u << p)) rec.winner = p;
        rec.score[size_t(p)] = int16_t(game->score(p));
        rec.startPlanet[size_t(p)] = int16_t(game->startPlanet(p));
    }
    rec.turns = game->turn();
    if (finalPosition) *finalPosition = std::move(game);
    return rec;
}

GameRecord playGame(const BoardPtr &board, uint64_t seed, const std::vector<Bot *> &bots,
                    int maxTurns, bool check, const std::atomic<bool> *cancel)
{
    GameStart setup;
    setup.board = board;
    std::vector<std::unique_ptr<GamePlayer>> owned;
    std::vector<GamePlayer *> players;
    for (Bot *bot : bots) {
        owned.push_back(quantumPlayer(nullptr, bot));
        players.push_back(owned.back().get());
    }
    return playGame(setup, seed, players, maxTurns, check, cancel);
}

} // namespace quantum
