// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later

// The one game core over both games (engine/game.h): a whole game of either through the same
// playGame and runMatch, several decisions due at once asked on one position, forfeits, and
// Quantum playing exactly as its own rules do.
#include "engine/game.h"
#include "engine/match.h"
#include "engine/scenario.h"
#include "tests/testmaps.h"

#include <QtTest>

using namespace quantum;

namespace {

BoardPtr alpha()
{
    ReadStatus st;
    return loadBoard(testmaps::mapFilePath(QStringLiteral("alpha-sector.json")), st);
}

// A Qwantum player that answers with a seeded random legal action and writes down, for every
// question, the turn and how many players had already answered that roll.
class Recorder final : public GamePlayer {
public:
    explicit Recorder(uint64_t seed) : m_rng(seed) {}
    QString name() const override { return QStringLiteral("recorder"); }
    AnyAction choose(const Game &game, int player, QString &) override
    {
        const qw::State &s = *qwantumState(game);
        asked.push_back({s.turn, s.phase == qw::Phase::Others, s.answered});
        qw::legalActions(s, player, m_legal);
        return m_legal[m_rng.below(uint32_t(m_legal.size()))];
    }
    struct Question {
        int turn;
        bool phaseTwo;
        uint8_t answered;
    };
    std::vector<Question> asked;

private:
    Rng m_rng;
    std::vector<qw::Action> m_legal;
};

// Answers Qwantum's phase 2 with a write of a colour that is closed, or passes in phase 1:
// never legal.
class Cheat final : public GamePlayer {
public:
    QString name() const override { return QStringLiteral("cheat"); }
    AnyAction choose(const Game &, int player, QString &) override
    {
        return qw::Action{qw::ActionType::Pass, int8_t(player), -1, 0};
    }
};

} // namespace

class TestGame : public QObject {
    Q_OBJECT
private slots:
    void namesOfTheGames();
    void setupProblems();
    void qwantumPlaysWholeGames();
    void phaseTwoAsksEveryoneOnOnePosition();
    void illegalAnswerForfeits();
    void quantumPlaysAsItsOwnRules();
    void matchesOfQwantumAreReproducible();
};

void TestGame::namesOfTheGames()
{
    GameKind k = GameKind::Quantum;
    QVERIFY(gameFromName(QStringLiteral("qwantum"), k));
    QCOMPARE(k, GameKind::Qwantum);
    QVERIFY(gameFromName(QStringLiteral("quantum"), k));
    QCOMPARE(k, GameKind::Quantum);
    QVERIFY(!gameFromName(QStringLiteral("Quantum"), k));
    QVERIFY(!gameFromName(QString(), k));
    QCOMPARE(QLatin1String(gameName(GameKind::Qwantum)), QLatin1String("qwantum"));
    // The same level names in both games.
    for (const char *level : {"random", "easy", "normal", "hard"})
        for (GameKind g : {GameKind::Quantum, GameKind::Qwantum})
            QVERIFY2(makePlayer(g, QLatin1String(level), 1), level);
    QVERIFY(!makePlayer(GameKind::Qwantum, QStringLiteral("genius"), 1));
}

void TestGame::setupProblems()
{
    GameStart setup;
    QVERIFY(!setup.problem().isEmpty()); // Quantum without a map
    setup.board = alpha();
    QVERIFY(setup.problem().isEmpty());
    QCOMPARE(setup.seats(), setup.board->map().players);
    setup.kind = GameKind::Qwantum;
    for (int players : {1, 5, 0, -3}) {
        setup.players = players;
        QVERIFY(!setup.problem().isEmpty());
        SeededDice dice(1);
        QVERIFY(!newGame(setup, dice));
    }
    // playGame does not start it either: the record says why, and the final position it hands
    // back is none (what the out parameter held before is dropped).
    setup.players = 2;
    SeededDice dice(1);
    std::unique_ptr<Game> last = newGame(setup, dice);
    QVERIFY(last);
    setup.players = 5;
    const GameRecord none = playGame(setup, 1, {}, 300, true, nullptr, &last);
    QCOMPARE(none.invariantError, setup.problem());
    QVERIFY(!last);
    setup.players = 4;
    QVERIFY(setup.problem().isEmpty());
    QCOMPARE(setup.seats(), 4);
}

// Q-END-1, Q-END-2: seeded games of 2 to 4 players end, with the invariants checked after every
// action, and the winners are the best scores. The final position playGame hands back is the
// game over that the record describes.
void TestGame::qwantumPlaysWholeGames()
{
    for (int players = qw::kMinPlayers; players <= qw::kMaxPlayers; ++players) {
        GameStart setup;
        setup.kind = GameKind::Qwantum;
        setup.players = players;
        for (uint64_t seed = 1; seed <= 20; ++seed) {
            std::vector<std::unique_ptr<GamePlayer>> owned;
            std::vector<GamePlayer *> seats;
            for (int p = 0; p < players; ++p) {
                owned.push_back(makePlayer(GameKind::Qwantum, QStringLiteral("random"),
                                           seed * 10 + uint64_t(p)));
                seats.push_back(owned.back().get());
            }
            std::unique_ptr<Game> last;
            const GameRecord rec = playGame(setup, seed, seats, 300, true, nullptr, &last);
            QVERIFY2(rec.invariantError.isEmpty(), qPrintable(rec.invariantError));
            QCOMPARE(rec.forfeit, -1);
            QVERIFY(rec.winners != 0);
            QVERIFY(last && last->over());
            const qw::State &end = *qwantumState(*last);
            QCOMPARE(end.phase, qw::Phase::Over);
            QCOMPARE(rec.turns, end.turn);
            uint8_t winners = 0;
            for (int w : qw::winners(end))
                winners |= uint8_t(1u << w);
            QCOMPARE(rec.winners, winners);
            for (int p = 0; p < players; ++p)
                QCOMPARE(int(rec.score[size_t(p)]), qw::score(end.sheets[size_t(p)], end.options));
            int best = INT_MIN;
            for (int p = 0; p < players; ++p)
                best = std::max(best, int(rec.score[size_t(p)]));
            for (int p = 0; p < players; ++p)
                QCOMPARE(bool(rec.winners & (1u << p)), rec.score[size_t(p)] == best);
            QCOMPARE(rec.winner >= 0, std::popcount(unsigned(rec.winners)) == 1);
        }
    }
}

// Q-TURN-6: in phase 2 every player decides on the same position: each is asked before any
// answer to that roll is applied, so nobody sees another's answer.
void TestGame::phaseTwoAsksEveryoneOnOnePosition()
{
    GameStart setup;
    setup.kind = GameKind::Qwantum;
    setup.players = 3;
    std::vector<std::unique_ptr<Recorder>> owned;
    std::vector<GamePlayer *> seats;
    for (int p = 0; p < 3; ++p) {
        owned.push_back(std::make_unique<Recorder>(uint64_t(p) + 5));
        seats.push_back(owned.back().get());
    }
    const GameRecord rec = playGame(setup, 99, seats, 300, true);
    QVERIFY(rec.invariantError.isEmpty());
    int phaseTwoQuestions = 0;
    for (const auto &player : owned)
        for (const Recorder::Question &q : player->asked)
            if (q.phaseTwo) {
                ++phaseTwoQuestions;
                QCOMPARE(q.answered, uint8_t(0));
            }
    // Every roll's phase 2 asked all three players.
    QCOMPARE(phaseTwoQuestions % 3, 0);
    QVERIFY(phaseTwoQuestions >= 3 * 5);
}

// A player that answers an action that is not legal forfeits; with two players the other wins.
void TestGame::illegalAnswerForfeits()
{
    GameStart setup;
    setup.kind = GameKind::Qwantum;
    setup.players = 2;
    Cheat cheat;
    const auto honest = makePlayer(GameKind::Qwantum, QStringLiteral("random"), 3);
    for (int cheater = 0; cheater < 2; ++cheater) {
        std::vector<GamePlayer *> seats{honest.get(), honest.get()};
        seats[size_t(cheater)] = &cheat;
        // The cheat is asked in phase 1 of its own turn at the latest (it passes there).
        const GameRecord rec = playGame(setup, 4, seats, 300, true);
        QCOMPARE(rec.forfeit, cheater);
        QVERIFY(!rec.forfeitReason.isEmpty());
        QCOMPARE(rec.winner, 1 - cheater);
    }
}

// Quantum through the one core plays exactly as its own rules applied by hand: the same bots
// with the same seeds reach the same winner, turns and actions, and the same final position.
void TestGame::quantumPlaysAsItsOwnRules()
{
    const BoardPtr board = alpha();
    QVERIFY(board);
    for (uint64_t seed : {3u, 17u}) {
        SeededDice dice(seed);
        GameState s = newGame(board, dice);
        std::vector<std::unique_ptr<Bot>> bots;
        for (int p = 0; p < board->map().players; ++p)
            bots.push_back(makeBot(QStringLiteral("greedy"), seed * 100 + uint64_t(p)));
        std::vector<Action> legal;
        long actions = 0;
        while (s.phase != Phase::GameOver && s.turn <= 300) {
            legalActions(s, legal);
            apply(s, bots[size_t(s.toAct())]->choose(s, legal), dice);
            ++actions;
        }
        GameStart setup;
        setup.board = board;
        std::vector<std::unique_ptr<GamePlayer>> owned;
        std::vector<GamePlayer *> seats;
        for (int p = 0; p < board->map().players; ++p) {
            owned.push_back(
                makePlayer(GameKind::Quantum, QStringLiteral("greedy"), seed * 100 + uint64_t(p)));
            seats.push_back(owned.back().get());
        }
        std::unique_ptr<Game> last;
        const GameRecord rec = playGame(setup, seed, seats, 300, true, nullptr, &last);
        QVERIFY2(rec.invariantError.isEmpty(), qPrintable(rec.invariantError));
        QCOMPARE(rec.winner, int(s.winner));
        // The final position is the one the rules reached by hand.
        QVERIFY(last && quantumState(*last));
        QVERIFY(!qwantumState(*last));
        QVERIFY(*quantumState(*last) == s);
        QCOMPARE(rec.turns, int(s.turn));
        QCOMPARE(rec.actions, actions);
        for (int p = 0; p < board->map().players; ++p)
            QCOMPARE(int(rec.startPlanet[size_t(p)]), int(s.p[size_t(p)].startPlanet));
    }
}

// The tournament's games of Qwantum: the same figures whatever the number of threads, every
// player in every seat equally often.
void TestGame::matchesOfQwantumAreReproducible()
{
    MatchSpec spec;
    spec.game = GameKind::Qwantum;
    spec.seats = 2;
    spec.players = {QStringLiteral("random"), QStringLiteral("random")};
    spec.games = 40;
    spec.seed = 11;
    spec.check = true;
    std::vector<std::vector<GameRecord>> runs;
    for (int jobs : {1, 2}) {
        spec.jobs = jobs;
        std::vector<GameRecord> records(size_t(spec.games));
        std::array<int, 2> seatOfPlayer0{};
        const QString error = runMatch(spec, [&](const MatchGame &g) {
            records[size_t(g.index)] = g.record;
            ++seatOfPlayer0[g.playerAt[0] == 0 ? 0 : 1];
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(seatOfPlayer0[0], 20);
        runs.push_back(records);
    }
    for (int g = 0; g < spec.games; ++g) {
        const GameRecord &a = runs[0][size_t(g)], &b = runs[1][size_t(g)];
        QVERIFY(a.invariantError.isEmpty());
        QCOMPARE(a.winners, b.winners);
        QCOMPARE(a.actions, b.actions);
        QCOMPARE(a.score, b.score);
    }
    spec.seats = 5;
    QVERIFY(!runMatch(spec, [](const MatchGame &) {}).isEmpty());
}

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
