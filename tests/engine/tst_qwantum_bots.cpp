// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later

// Qwantum's computer players (engine/qwantum/bots.h, docs/ai.md): every level answers with a
// legal action through whole games of 2 to 4 players, is deterministic for its seed, decides
// phase 2 on the position as it began (Q-TURN-6); the hard level takes the re-roll (Q-TURN-2)
// and the writes (Q-TURN-4, Q-END-1) that win in hand-made positions; a small strength smoke.
// Rule ids as in tst_qwantum.cpp (docs/qwantum-rules.md).
#include "engine/game.h"
#include "engine/qwantum/bots.h"

#include <QtTest>

using namespace quantum::qw;
// The one game loop's names (engine/game.h); the rest of Quantum's would clash with Qwantum's.
using quantum::Game;
using quantum::GameKind;
using quantum::GamePlayer;
using quantum::GameRecord;
using quantum::GameStart;
using quantum::SeededDice;
using quantum::playGame;
using quantum::qwantumPlayer;
using quantum::qwantumState;

namespace {

// A row written by hand.
void fill(Sheet &sheet, Colour c, std::initializer_list<int> numbers)
{
    int i = 0;
    for (int n : numbers)
        sheet.rows[size_t(c)][size_t(i++)] = int8_t(n);
    sheet.filled[size_t(c)] = int8_t(i);
}

// The face index on die `die` (0-5) of a face of `colour` showing `number` (-1: none).
int8_t faceOf(int die, Colour colour, int number)
{
    const auto &faces = standardDiceFaces()[size_t(die)];
    for (int f = 0; f < kFaces; ++f)
        if (faces[size_t(f)].colour == colour && faces[size_t(f)].number == number)
            return int8_t(f);
    return -1;
}

bool legal(const State &s, int player, const Action &a)
{
    std::vector<Action> all;
    legalActions(s, player, all);
    return a.player == player && std::find(all.begin(), all.end(), a) != all.end();
}

QString describe(const Action &a)
{
    return QStringLiteral("type %1 player %2 colour %3 dice %4")
        .arg(int(a.type))
        .arg(a.player)
        .arg(a.colour)
        .arg(a.dice);
}

// A whole game through the one game loop (playGame, engine/game.h), with the invariants checked
// after every action: its record and the position it ended on.
struct Played {
    GameRecord record;
    std::unique_ptr<Game> game;
    // The players, one a seat, kept with the game: a bot that records what it saw is read after.
    std::vector<std::unique_ptr<GamePlayer>> players;
    const State &position() const { return *qwantumState(*game); }
    // Why the game did not play out to its end with legal actions only; empty when it did.
    QString failure() const
    {
        if (record.forfeit >= 0)
            return QStringLiteral("player %1 forfeits: %2")
                .arg(record.forfeit)
                .arg(record.forfeitReason);
        if (!record.invariantError.isEmpty()) return record.invariantError;
        return {};
    }
};
// Qwantum games end long before this (every turn the active player writes or marks a misthrow);
// playGame stops at it only for a game that runs on for ever.
constexpr int kTurnCap = 1000;

Played playBots(std::vector<std::unique_ptr<Bot>> bots, uint64_t seed)
{
    GameStart setup;
    setup.kind = GameKind::Qwantum;
    setup.players = int(bots.size());
    Played r;
    std::vector<GamePlayer *> seats;
    for (auto &b : bots) {
        r.players.push_back(qwantumPlayer(std::move(b)));
        seats.push_back(r.players.back().get());
    }
    r.record = playGame(setup, seed, seats, kTurnCap, true, nullptr, &r.game);
    return r;
}

// One game between named levels (one a seat), bot seeds from `seed`.
Played play(const QStringList &levels, uint64_t seed)
{
    std::vector<std::unique_ptr<Bot>> bots;
    for (int p = 0; p < levels.size(); ++p)
        bots.push_back(makeBot(levels[p], seed * 10 + uint64_t(p)));
    return playBots(std::move(bots), seed);
}

// Remembers every position and choice of the level it wraps.
class Spy : public Bot {
public:
    explicit Spy(std::unique_ptr<Bot> bot) : m_bot(std::move(bot)) {}
    const char *name() const override { return m_bot->name(); }
    Action choose(const State &s, int player, const std::vector<Action> &legal) override
    {
        const Action a = m_bot->choose(s, player, legal);
        seen.push_back({s, player, a});
        return a;
    }
    struct Seen {
        State s;
        int player;
        Action action;
    };
    std::vector<Seen> seen;

private:
    std::unique_ptr<Bot> m_bot;
};

bool sameState(const State &a, const State &b)
{
    if (a.players != b.players || a.active != b.active || a.phase != b.phase ||
        a.rerolled != b.rerolled || a.closed != b.closed || a.answered != b.answered ||
        a.turn != b.turn || a.roll.white != b.roll.white || a.roll.face != b.roll.face)
        return false;
    for (int p = 0; p < kMaxPlayers; ++p)
        if (a.sheets[size_t(p)].rows != b.sheets[size_t(p)].rows ||
            a.sheets[size_t(p)].filled != b.sheets[size_t(p)].filled ||
            a.sheets[size_t(p)].misthrows != b.sheets[size_t(p)].misthrows)
            return false;
    return true;
}

} // namespace

class TestQwantumBots : public QObject {
    Q_OBJECT
private slots:
    void levelsByName();
    void everyLevelAnswersLegallyInRandomPositions();
    void wholeGamesOfTwoToFourPlayers();
    void sameSeedSameGame();
    void phaseTwoIsDecidedOnTheSnapshot();
    void phaseTwoAnswerIgnoresTheOthersAnswers();
    void hardRerollsForTheWinQTurn2();
    void hardClosesTheColourTheOpponentNeedsQTurn4();
    void hardWritesTheFieldThatEndsAWonGameQEnd1();
    void strengthSmoke();
};

void TestQwantumBots::levelsByName()
{
    const QStringList names = botNames();
    QCOMPARE(names, (QStringList{"random", "easy", "normal", "hard"}));
    for (const QString &n : names) {
        const std::unique_ptr<Bot> b = makeBot(n, 1);
        QVERIFY(b);
        QCOMPARE(QString::fromLatin1(b->name()), n);
    }
    QVERIFY(!makeBot(QStringLiteral("greedy"), 1));
    QVERIFY(!makeBot(QString(), 1));
}

// Q-TURN-2, Q-TURN-4 to -7: in positions of random games of 2, 3 and 4 players, every level
// answers every due player with one of legalActions (re-rolls, writes, misthrows, passes).
void TestQwantumBots::everyLevelAnswersLegallyInRandomPositions()
{
    int asked = 0, hardRerollsAsked = 0;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        std::vector<std::unique_ptr<Bot>> bots;
        for (const QString &n : botNames())
            bots.push_back(makeBot(n, uint64_t(players)));
        for (uint64_t seed = 1; seed <= 6; ++seed) {
            SeededDice dice(seed * 101 + uint64_t(players));
            State s = newGame(players, dice);
            std::vector<Action> all;
            while (s.phase != Phase::Over) {
                const std::vector<int> due = playersDue(s);
                for (int p : due) {
                    legalActions(s, p, all);
                    for (auto &b : bots) {
                        // Hard's re-roll is its slow decision: asked in every 4th position.
                        const bool slow = QLatin1String(b->name()) == QLatin1String("hard") &&
                                          s.phase == Phase::Active && !s.rerolled;
                        if (slow && (s.turn % 4 != 0 || hardRerollsAsked >= 20)) continue;
                        hardRerollsAsked += slow;
                        const Action a = b->choose(s, p, all);
                        QVERIFY2(legal(s, p, a), qPrintable(QStringLiteral("%1: %2").arg(
                                                     QLatin1String(b->name()), describe(a))));
                        ++asked;
                    }
                }
                // On with a random legal action of a random due player.
                const int p = due[dice.below(uint32_t(due.size()))];
                legalActions(s, p, all);
                QVERIFY(apply(s, all[dice.below(uint32_t(all.size()))], dice));
            }
        }
    }
    QVERIFY(asked > 1000);
    QVERIFY(hardRerollsAsked >= 10);
}

// Every level plays whole games of 2, 3 and 4 players, alone and mixed, to the end
// (Q-END-1) with legal actions only (playGame stops at the first that is not, and at the first
// broken invariant).
void TestQwantumBots::wholeGamesOfTwoToFourPlayers()
{
    const QStringList cheap{"random", "easy", "normal"};
    int games = 0;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        for (const QString &level : cheap)
            for (uint64_t seed = 1; seed <= 4; ++seed) {
                QStringList seats;
                for (int p = 0; p < players; ++p)
                    seats << level;
                const Played r = play(seats, seed * 7 + uint64_t(players));
                QVERIFY2(r.failure().isEmpty(), qPrintable(r.failure()));
                QCOMPARE(r.position().phase, Phase::Over);
                QVERIFY(r.record.winners != 0);
                QVERIFY2(brokenInvariant(r.position()).isEmpty(),
                         qPrintable(brokenInvariant(r.position())));
                ++games;
            }
        // Hard with the others, one game at each count.
        QStringList seats{"hard", "normal", "easy", "random"};
        seats = seats.mid(0, players);
        const Played r = play(seats, 99 + uint64_t(players));
        QVERIFY2(r.failure().isEmpty(), qPrintable(r.failure()));
        QCOMPARE(r.position().phase, Phase::Over);
        ++games;
    }
    QCOMPARE(games, 39);
}

// The same seeds give the same game, decision for decision, for every level.
void TestQwantumBots::sameSeedSameGame()
{
    for (const QString &level : botNames()) {
        const int players = level == QLatin1String("hard") ? 2 : 3;
        std::vector<std::vector<Spy::Seen>> runs;
        for (int run = 0; run < 2; ++run) {
            std::vector<std::unique_ptr<Bot>> bots;
            std::vector<Spy *> spies;
            for (int p = 0; p < players; ++p) {
                bots.push_back(std::make_unique<Spy>(makeBot(level, 40 + uint64_t(p))));
                spies.push_back(static_cast<Spy *>(bots.back().get()));
            }
            const Played r = playBots(std::move(bots), 12345);
            QVERIFY2(r.failure().isEmpty(), qPrintable(r.failure()));
            std::vector<Spy::Seen> all;
            for (const Spy *spy : spies)
                all.insert(all.end(), spy->seen.begin(), spy->seen.end());
            runs.push_back(all);
        }
        QCOMPARE(runs[0].size(), runs[1].size());
        QVERIFY(runs[0].size() > 20);
        for (size_t i = 0; i < runs[0].size(); ++i) {
            QVERIFY(sameState(runs[0][i].s, runs[1][i].s));
            QVERIFY2(runs[0][i].action == runs[1][i].action, qPrintable(level));
        }
    }
}

// Q-TURN-6: in phase 2 every due player is asked on the same position, the one the roll's
// phase 2 began with (no answer of this roll on it), before any answer is applied.
void TestQwantumBots::phaseTwoIsDecidedOnTheSnapshot()
{
    std::vector<std::unique_ptr<Bot>> bots;
    std::vector<Spy *> spies;
    const QStringList levels{"normal", "easy", "hard"};
    for (int p = 0; p < levels.size(); ++p) {
        bots.push_back(std::make_unique<Spy>(makeBot(levels[p], 7 + uint64_t(p))));
        spies.push_back(static_cast<Spy *>(bots.back().get()));
    }
    const Played r = playBots(std::move(bots), 2026);
    QVERIFY2(r.failure().isEmpty(), qPrintable(r.failure()));
    int rolls = 0;
    for (const Spy::Seen &a : spies[0]->seen) {
        if (a.s.phase != Phase::Others) continue;
        QCOMPARE(int(a.s.answered), 0); // nobody's answer is in it
        // Every other player was asked on this very position.
        for (size_t q = 1; q < spies.size(); ++q) {
            bool found = false;
            for (const Spy::Seen &b : spies[q]->seen)
                found = found || (b.s.phase == Phase::Others && sameState(a.s, b.s));
            QVERIFY(found);
        }
        ++rolls;
    }
    QVERIFY(rolls > 10);
}

// Q-TURN-6: a bot's phase-2 answer is a function of the snapshot: asked in any order, by a
// fresh bot of the same seed or the one that played, the answer is the same; easy and normal
// (which look only at their own sheet) answer the same even on the position after another
// player's answer.
void TestQwantumBots::phaseTwoAnswerIgnoresTheOthersAnswers()
{
    int checked = 0;
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        SeededDice dice(seed * 17);
        State s = newGame(3, dice);
        auto driver = makeBot(QStringLiteral("normal"), seed);
        std::vector<Action> all;
        while (s.phase != Phase::Over && checked < 400) {
            const std::vector<int> due = playersDue(s);
            if (s.phase == Phase::Others && s.answered == 0) {
                for (const QString &level : botNames()) {
                    if (level == QLatin1String("random")) continue;
                    // Forwards and backwards, each player by a fresh bot of the same seed.
                    std::array<Action, kMaxPlayers> forwards{}, backwards{};
                    for (int p : due) {
                        legalActions(s, p, all);
                        forwards[size_t(p)] = makeBot(level, 5)->choose(s, p, all);
                    }
                    for (auto it = due.rbegin(); it != due.rend(); ++it) {
                        legalActions(s, *it, all);
                        backwards[size_t(*it)] = makeBot(level, 5)->choose(s, *it, all);
                    }
                    QVERIFY(forwards == backwards);
                    if (level == QLatin1String("hard")) continue;
                    // After player 0's answer, the others' are unchanged.
                    State after = s;
                    legalActions(after, 0, all);
                    QVERIFY(apply(after, forwards[0], dice));
                    if (after.phase != Phase::Others) continue;
                    for (int p = 1; p < s.players; ++p) {
                        legalActions(after, p, all);
                        QVERIFY(makeBot(level, 5)->choose(after, p, all) == forwards[size_t(p)]);
                        ++checked;
                    }
                }
            }
            const int p = due.front();
            legalActions(s, p, all);
            QVERIFY(apply(s, driver->choose(s, p, all), dice));
        }
    }
    QVERIFY(checked > 100);
}

// Q-TURN-2, Q-TURN-5, Q-END-1: the bot's last empty field (red, field 6, below 10) would end
// the game with its win; the roll's red sum is 12 (the white 6 and die 2's R6), nothing fits,
// so the choice is a misthrow or a re-roll. The re-roll that fits most often is the white die
// and die 2 (11 in 12); hard takes exactly that one.
void TestQwantumBots::hardRerollsForTheWinQTurn2()
{
    State s;
    s.players = 2;
    s.active = 0;
    Sheet &me = s.sheets[0];
    fill(me, Colour::Purple, {2, 4, 6, 8, 3, 1});
    fill(me, Colour::Blue, {2, 4, 6, 8, 3, 1});
    fill(me, Colour::Yellow, {2, 4, 6, 8, 3, 1});
    fill(me, Colour::Red, {3, 5, 7, 12, 10}); // column 6 scores 1 whatever red writes
    fill(s.sheets[1], Colour::Red, {4, 6});   // the opponent has no column: it cannot win
    s.roll.white = 6;
    s.roll.face = {faceOf(0, Colour::Blue, 5),   faceOf(1, Colour::Red, 6),
                   faceOf(2, Colour::Yellow, 4), faceOf(3, Colour::Blue, 2),
                   faceOf(4, Colour::Purple, 2), faceOf(5, Colour::Purple, 6)};
    QVERIFY(!s.roll.face.empty() && *std::min_element(s.roll.face.begin(), s.roll.face.end()) >= 0);
    QVERIFY2(brokenInvariant(s).isEmpty(), qPrintable(brokenInvariant(s)));
    QCOMPARE(s.sums()[size_t(Colour::Red)], 12);
    // The exact chance that each re-roll makes red fit (below 10).
    const auto chance = [&](int mask) {
        std::vector<int> dice;
        for (int d = 0; d < 7; ++d)
            if (mask & (1 << d)) dice.push_back(d);
        int fits = 0, outcomes = 0;
        std::vector<int> digit(dice.size(), 0);
        for (;;) {
            Roll r = s.roll;
            for (size_t i = 0; i < dice.size(); ++i) {
                if (dice[i] == 0)
                    r.white = int8_t(digit[i] + 1);
                else
                    r.face[size_t(dice[i] - 1)] = int8_t(digit[i]);
            }
            fits += colourSums(s.faces, r)[size_t(Colour::Red)] < 10;
            ++outcomes;
            size_t i = 0;
            while (i < dice.size() && ++digit[i] == 6)
                digit[i++] = 0;
            if (i == dice.size()) break;
        }
        return double(fits) / outcomes;
    };
    int bestMask = 0;
    for (int mask = 1; mask <= kAllDice; ++mask)
        if (chance(mask) > chance(bestMask) + 1e-12) bestMask = mask;
    QCOMPARE(bestMask, 0x05); // the white die and die 2 (bits 0 and 2)
    QCOMPARE(chance(0x05), 11.0 / 12.0);
    std::vector<Action> all;
    legalActions(s, 0, all);
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        const Action a = makeBot(QStringLiteral("hard"), seed)->choose(s, 0, all);
        QCOMPARE(int(a.type), int(ActionType::Reroll));
        QCOMPARE(int(a.dice), 0x05);
    }
}

// Q-TURN-4, Q-TURN-6: the opponent's last empty field (red, below 10) takes this roll's red 4
// in phase 2 and would end the game (Q-END-1) with the opponent far ahead. Writing red in
// phase 1 closes it for them; the bot's own sheet ends the same whichever of red and blue it
// writes first, so only the closing tells them apart. Hard writes red.
void TestQwantumBots::hardClosesTheColourTheOpponentNeedsQTurn4()
{
    State s;
    s.players = 2;
    s.active = 0;
    s.rerolled = true;
    fill(s.sheets[0], Colour::Purple, {2, 4});
    fill(s.sheets[0], Colour::Yellow, {3});
    Sheet &them = s.sheets[1];
    fill(them, Colour::Purple, {5, 8, 11, 14, 10, 6});
    fill(them, Colour::Blue, {5, 8, 11, 14, 10, 6});
    fill(them, Colour::Yellow, {5, 8, 11, 14, 10, 6});
    fill(them, Colour::Red, {5, 8, 11, 14, 10});
    s.roll.white = 1;
    s.roll.face = {faceOf(0, Colour::Yellow, 5), faceOf(1, Colour::Purple, 4),
                   faceOf(2, Colour::Red, 3),    faceOf(3, Colour::Blue, 4),
                   faceOf(4, Colour::Purple, 2), faceOf(5, Colour::Yellow, 1)};
    QVERIFY2(brokenInvariant(s).isEmpty(), qPrintable(brokenInvariant(s)));
    const std::array<int, kColours> sums = s.sums();
    QCOMPARE(sums[size_t(Colour::Red)], 4);
    QCOMPARE(sums[size_t(Colour::Blue)], 5);
    QVERIFY(fieldFor(them, Colour::Red, 4, s.options) == 5); // it fits their last field
    std::vector<Action> all;
    legalActions(s, 0, all);
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        const Action a = makeBot(QStringLiteral("hard"), seed)->choose(s, 0, all);
        QVERIFY2(a == (Action{ActionType::Write, 0, int8_t(Colour::Red), 0}),
                 qPrintable(describe(a)));
    }
}

// Q-TURN-6, Q-END-1, Q-END-2: in phase 2 the bot's last empty field takes the open blue sum;
// writing it ends the game with the bot ahead. Hard writes it rather than pass.
void TestQwantumBots::hardWritesTheFieldThatEndsAWonGameQEnd1()
{
    State s;
    s.players = 2;
    s.active = 1;
    s.phase = Phase::Others;
    s.closed = int8_t(Colour::Red);
    Sheet &me = s.sheets[0];
    fill(me, Colour::Purple, {5, 8, 11, 14, 10, 6});
    fill(me, Colour::Red, {5, 8, 11, 14, 10, 6});
    fill(me, Colour::Yellow, {5, 8, 11, 14, 10, 6});
    fill(me, Colour::Blue, {5, 8, 11, 14, 10});
    fill(s.sheets[1], Colour::Red, {2, 9, 13});
    fill(s.sheets[1], Colour::Blue, {4, 6, 8});
    s.roll.white = 1;
    s.roll.face = {faceOf(0, Colour::Yellow, 5), faceOf(1, Colour::Purple, 4),
                   faceOf(2, Colour::Red, 3),    faceOf(3, Colour::Blue, 4),
                   faceOf(4, Colour::Purple, 2), faceOf(5, Colour::Yellow, 1)};
    QVERIFY2(brokenInvariant(s).isEmpty(), qPrintable(brokenInvariant(s)));
    std::vector<Action> all;
    legalActions(s, 0, all);
    const Action writeBlue{ActionType::Write, 0, int8_t(Colour::Blue), 0};
    QVERIFY(std::find(all.begin(), all.end(), writeBlue) != all.end());
    for (uint64_t seed = 1; seed <= 3; ++seed)
        QVERIFY(makeBot(QStringLiteral("hard"), seed)->choose(s, 0, all) == writeBlue);
}

// Each level beats the one below it in 2-player games on fixed seeds (seats swapped on each
// seed): deterministic, so a figure, not a chance. The full measures are quantum-qwantum-
// aibench's (docs/ai.md).
void TestQwantumBots::strengthSmoke()
{
    const auto wins = [](const QString &a, const QString &b, int games) {
        double won = 0;
        for (int g = 0; g < games; ++g) {
            const int aSeat = g % 2;
            QStringList seats{b, b};
            seats[aSeat] = a;
            const Played r = play(seats, 500 + uint64_t(g / 2));
            if (!r.failure().isEmpty() || r.position().phase != Phase::Over) return -1.0;
            const int mine = r.record.score[size_t(aSeat)],
                      theirs = r.record.score[size_t(1 - aSeat)];
            won += mine > theirs ? 1 : mine == theirs ? 0.5 : 0;
        }
        return won;
    };
    const double normalRandom = wins(QStringLiteral("normal"), QStringLiteral("random"), 40);
    qInfo("normal against random: %.1f of 40", normalRandom);
    QVERIFY(normalRandom >= 36);
    const double easyRandom = wins(QStringLiteral("easy"), QStringLiteral("random"), 40);
    qInfo("easy against random: %.1f of 40", easyRandom);
    QVERIFY(easyRandom >= 34);
    const double normalEasy = wins(QStringLiteral("normal"), QStringLiteral("easy"), 40);
    qInfo("normal against easy: %.1f of 40", normalEasy);
    QVERIFY(normalEasy >= 24);
    const double hardNormal = wins(QStringLiteral("hard"), QStringLiteral("normal"), 10);
    qInfo("hard against normal: %.1f of 10", hardNormal);
    QVERIFY(hardNormal >= 6);
}

QTEST_GUILESS_MAIN(TestQwantumBots)
#include "tst_qwantum_bots.moc"
