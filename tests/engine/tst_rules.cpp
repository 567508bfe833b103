// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Rule tests: every scenario file under tests/data/rules runs through the same code path as
// `quantum-cli scenario` (runScenario) and its "expect" block is checked. Each file names the
// rule ids it tests in "rule" (docs/rules.md), e.g. "R-COMBAT-2".

#include "engine/bots.h"
#include "engine/scenario.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <array>

using namespace quantum;

namespace {

// Follows a dotted path ("players.0.ships.2.at") into a JSON value.
bool lookup(const QJsonValue &root, const QString &path, QJsonValue &out)
{
    QJsonValue cur = root;
    const QStringList parts = path.split(QLatin1Char('.'));
    for (const QString &part : parts) {
        bool isIndex = false;
        const int idx = part.toInt(&isIndex);
        if (isIndex && cur.isArray()) {
            const QJsonArray arr = cur.toArray();
            if (idx < 0 || idx >= arr.size()) return false;
            cur = arr[idx];
        } else if (part == QLatin1String("length") && cur.isArray()) {
            cur = QJsonValue(int(cur.toArray().size()));
        } else if (cur.isObject() && cur.toObject().contains(part)) {
            cur = cur.toObject().value(part);
        } else {
            return false;
        }
    }
    out = cur;
    return true;
}

// Every field of `pattern` equals the same field of `value`.
bool matches(const QJsonObject &value, const QJsonObject &pattern)
{
    for (auto it = pattern.begin(); it != pattern.end(); ++it)
        if (value.value(it.key()) != it.value()) return false;
    return true;
}

QString compact(const QJsonValue &v)
{
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
}

// The ship values an event carries (the log is worded from the event and the board
// alone): `value` is the value the named ship had when the event happened, `value2` that of
// the other ship named. `before` is the position before the action that emitted the events
// [first, last); ships keep their values through an action until it rolls or changes
// them, and every such event reports the value before. `defenderValue` carries the defending
// ship's value from the combat roll to its outcome (a repelled attack). Returns "" or the fault.
QString checkShipValues(const GameState &before, const Events &events, size_t first, size_t last,
                        int &defenderValue, std::array<int, size_t(EventType::Count)> &seen)
{
    auto valueOf = [&](int player, int ship) {
        if (player < 0 || player >= before.players || ship < 0 || ship >= kShipsPerPlayer)
            return -1;
        return int(before.p[player].ships[ship].value);
    };
    for (size_t i = first; i < last; ++i) {
        const Event &e = events[i];
        const QString where = QStringLiteral("event %1 (type %2)").arg(i).arg(int(e.type));
        if (e.ship < 0) {
            if (e.value != 0 || (e.value2 != 0 && e.type != EventType::BothDestroyed))
                return where + QStringLiteral(": a value without a ship");
            continue;
        }
        ++seen[size_t(e.type)];
        if (e.value != valueOf(e.player, e.ship))
            return where + QStringLiteral(": value %1, the ship had %2")
                               .arg(e.value)
                               .arg(valueOf(e.player, e.ship));
        int other = 0; // the other ship's value, when the event names one
        switch (e.type) {
        case EventType::Transported:
        case EventType::Warped:
            other = valueOf(e.player, e.other);
            break;
        case EventType::CombatRolled:
        case EventType::BothDestroyed:
            other = valueOf(e.other, e.a);
            defenderValue = e.type == EventType::CombatRolled ? other : 0;
            break;
        case EventType::AttackRepelled:
            other = defenderValue;
            break;
        case EventType::Attacked: { // the defender stands on the target square
            int owner = -1;
            const int ship = before.shipAt(e.sq, &owner);
            if (owner != e.other) return where + QStringLiteral(": the defender is not there");
            other = valueOf(owner, ship);
            break;
        }
        case EventType::Modified:
            if (e.value != 4) return where + QStringLiteral(": a Modify from %1").arg(e.value);
            break;
        case EventType::ShipRolled:
            if (e.value != e.b)
                return where + QStringLiteral(": old value %1 and %2").arg(e.value).arg(e.b);
            break;
        default:
            break;
        }
        if (e.value2 != other)
            return where +
                   QStringLiteral(": value2 %1, the other ship had %2").arg(e.value2).arg(other);
    }
    return QString();
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT
private slots:
    void scenario_data();
    void scenario();
    void eventsCarryShipValues();
    void refusalReasons_data();
    void refusalReasons();
    void refusalNamesAndTexts();
    void legalActionsAreNotRefused();
};

void TestRules::scenario_data()
{
    QTest::addColumn<QString>("path");
    // Rule scenarios, and the card scenarios (one or more per card id, CARD_<ID>_...).
    for (const char *sub : {"rules", "cards"}) {
        const QDir dir(QStringLiteral(QUANTUM_TEST_DATA "/") + QLatin1String(sub));
        const QStringList files =
            dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY2(!files.isEmpty(), "scenarios are missing");
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }
}

void TestRules::scenario()
{
    QFETCH(QString, path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    QVERIFY2(!doc.isEmpty(), "not a JSON object");
    const QJsonValue rule = doc.value(QStringLiteral("rule"));
    QVERIFY2(rule.isString() || rule.isArray() || doc.value(QStringLiteral("card")).isString(),
             "a rule test names its rule id in \"rule\" (a card test its card id in \"card\")");
    const QJsonObject expect = doc.value(QStringLiteral("expect")).toObject();
    QVERIFY2(!expect.isEmpty(), "a rule test needs an \"expect\" block");

    const ScenarioResult r = runScenario(doc, QFileInfo(path).absolutePath());

    // Expected failure (illegal action, unreadable input).
    int checks = 0;
    const QString wantError = expect.value(QStringLiteral("error")).toString();
    if (!wantError.isEmpty()) {
        const QString got = r.status.error == ReadError::Refused      ? QStringLiteral("refused")
                            : r.status.error == ReadError::Unreadable ? QStringLiteral("unreadable")
                                                                      : QStringLiteral("none");
        QVERIFY2(got == wantError, qPrintable(QStringLiteral("expected error %1, got %2 (%3)")
                                                  .arg(wantError, got, r.status.message())));
        ++checks;
        if (expect.contains(QStringLiteral("failedAction"))) {
            QCOMPARE(r.failedAction, expect.value(QStringLiteral("failedAction")).toInt());
            ++checks;
        }
        if (expect.contains(QStringLiteral("message"))) {
            const QString part = expect.value(QStringLiteral("message")).toString();
            QVERIFY2(r.status.message().contains(part),
                     qPrintable(QStringLiteral("message '%1' lacks '%2'").arg(r.status.message(), part)));
            ++checks;
        }
    } else {
        QVERIFY2(r.status.ok(), qPrintable(r.status.message()));
    }

    if (r.loaded) {
        const QJsonObject state = stateToJson(r.state);
        const QJsonObject want = expect.value(QStringLiteral("state")).toObject();
        for (auto it = want.begin(); it != want.end(); ++it) {
            QJsonValue got;
            QVERIFY2(lookup(state, it.key(), got),
                     qPrintable(QStringLiteral("no field %1 in the state").arg(it.key())));
            QVERIFY2(got == it.value(),
                     qPrintable(QStringLiteral("%1: expected %2, got %3")
                                    .arg(it.key(), compact(it.value()), compact(got))));
            ++checks;
        }

        // Events: the listed ones appear in this order (other events may come between).
        QJsonArray events;
        for (const Event &e : r.events)
            events.append(eventToJson(*r.state.board, e));
        const QJsonArray wantEvents = expect.value(QStringLiteral("events")).toArray();
        int at = 0;
        for (const QJsonValue &we : wantEvents) {
            while (at < events.size() && !matches(events[at].toObject(), we.toObject()))
                ++at;
            QVERIFY2(at < events.size(),
                     qPrintable(QStringLiteral("event %1 not found in order; events: %2")
                                    .arg(compact(we), compact(events))));
            ++at;
            ++checks;
        }
        for (const QJsonValue &ne : expect.value(QStringLiteral("noEvents")).toArray()) {
            for (const QJsonValue &e : events)
                QVERIFY2(!matches(e.toObject(), ne.toObject()),
                         qPrintable(QStringLiteral("unexpected event %1").arg(compact(e))));
            ++checks;
        }

        // Legal actions at the end.
        const QJsonObject wantLegal = expect.value(QStringLiteral("legal")).toObject();
        if (!wantLegal.isEmpty()) {
            std::vector<Action> legal;
            legalActions(r.state, legal);
            const QJsonArray got = actionsToJson(*r.state.board, legal);
            if (wantLegal.contains(QStringLiteral("count"))) {
                QVERIFY2(got.size() == wantLegal.value(QStringLiteral("count")).toInt(),
                         qPrintable(QStringLiteral("expected %1 legal actions, got %2: %3")
                                        .arg(wantLegal.value(QStringLiteral("count")).toInt())
                                        .arg(got.size())
                                        .arg(compact(got))));
                ++checks;
            }
            auto countMatching = [&](const QJsonObject &pattern) {
                int n = 0;
                for (const QJsonValue &g : got)
                    n += matches(g.toObject(), pattern);
                return n;
            };
            for (const QJsonValue &c : wantLegal.value(QStringLiteral("contains")).toArray()) {
                QVERIFY2(countMatching(c.toObject()) > 0,
                         qPrintable(QStringLiteral("legal actions lack %1; they are %2")
                                        .arg(compact(c), compact(got))));
                ++checks;
            }
            for (const QJsonValue &c : wantLegal.value(QStringLiteral("excludes")).toArray()) {
                QVERIFY2(
                    countMatching(c.toObject()) == 0,
                    qPrintable(QStringLiteral("legal actions should not hold %1").arg(compact(c))));
                ++checks;
            }
            const QJsonObject counts = wantLegal.value(QStringLiteral("countOf")).toObject();
            for (auto it = counts.begin(); it != counts.end(); ++it) {
                QJsonObject pattern;
                pattern[QStringLiteral("type")] = it.key();
                QVERIFY2(countMatching(pattern) == it.value().toInt(),
                         qPrintable(QStringLiteral("expected %1 '%2' actions, got %3")
                                        .arg(it.value().toInt())
                                        .arg(it.key())
                                        .arg(countMatching(pattern))));
                ++checks;
            }
        }
    }
    QVERIFY2(checks > 0, "the expect block checked nothing");
}

// Every event that names a ship carries the value that ship had at that moment
// (and the other ship's), checked against the position before each action, over every
// scenario above (each card's effects included) and over seeded self-play.
void TestRules::eventsCarryShipValues()
{
    std::array<int, size_t(EventType::Count)> seen{};
    int actionsChecked = 0;
    // The scenarios: the position before action k is the run of the first k actions, and
    // action k's events are those the run of k + 1 actions adds.
    for (const char *sub : {"rules", "cards"}) {
        const QDir dir(QStringLiteral(QUANTUM_TEST_DATA "/") + QLatin1String(sub));
        const QStringList files =
            dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        for (const QString &f : files) {
            QFile file(dir.filePath(f));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
            const ScenarioResult full = runScenario(doc, dir.absolutePath());
            if (!full.loaded || full.applied.empty()) continue;
            const QJsonArray actions = doc.value(QStringLiteral("actions")).toArray();
            int defenderValue = 0;
            QJsonArray firstK;
            QJsonObject prefix = doc;
            prefix[QStringLiteral("actions")] = firstK;
            ScenarioResult before = runScenario(prefix, dir.absolutePath());
            for (size_t k = 0; k < full.applied.size(); ++k) {
                firstK.append(actions[qsizetype(k)]);
                prefix[QStringLiteral("actions")] = firstK;
                ScenarioResult after = runScenario(prefix, dir.absolutePath());
                QVERIFY2(before.status.ok() && after.status.ok(), qPrintable(f));
                const QString bad =
                    checkShipValues(before.state, after.events, before.events.size(),
                                    after.events.size(), defenderValue, seen);
                QVERIFY2(bad.isEmpty(),
                         qPrintable(QStringLiteral("%1, action %2: %3").arg(f).arg(k).arg(bad)));
                ++actionsChecked;
                before = std::move(after);
            }
        }
    }
    qInfo("%d scenario actions checked", actionsChecked);
    // Seeded self-play on two maps, random and greedy bots in every seat.
    for (const char *map : {"gamma-sector.json", "alpha-sector.json"}) {
        ReadStatus st;
        const BoardPtr board =
            loadBoard(QStringLiteral(QUANTUM_MAPS_DIR "/") + QLatin1String(map), st);
        QVERIFY2(board, qPrintable(st.message()));
        for (uint64_t seed = 1; seed <= 6; ++seed) {
            SeededDice dice(seed);
            GameState s = newGame(board, dice);
            auto bot =
                makeBot(seed % 2 ? QStringLiteral("random") : QStringLiteral("greedy"), seed);
            std::vector<Action> legal;
            Events events;
            int defenderValue = 0;
            for (int i = 0; i < 4000 && s.phase != Phase::GameOver; ++i) {
                legalActions(s, legal);
                QVERIFY(!legal.empty());
                const GameState before = s;
                events.clear();
                apply(s, bot->choose(s, legal), dice, &events);
                const QString bad =
                    checkShipValues(before, events, 0, events.size(), defenderValue, seen);
                QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 seed %2, action %3: %4")
                                                       .arg(QLatin1String(map))
                                                       .arg(seed)
                                                       .arg(i)
                                                       .arg(bad)));
                ++actionsChecked;
            }
        }
    }
    // Every event type that names a ship was seen (and checked).
    for (EventType t :
         {EventType::ShipPlaced, EventType::ShipRolled, EventType::Deployed, EventType::Moved,
          EventType::Transported, EventType::Warped, EventType::Modified, EventType::CombatRolled,
          EventType::ShipDestroyed, EventType::AttackRepelled, EventType::Occupied,
          EventType::Stayed, EventType::ExpansionShip, EventType::CardUsed,
          EventType::BothDestroyed, EventType::ValueChosen, EventType::Attacked})
        QVERIFY2(seen[size_t(t)] > 0,
                 qPrintable(QStringLiteral("no event of type %1 was checked").arg(int(t))));
    qInfo("%d actions checked", actionsChecked);
}

// A refused action names its real cause as an id (with arguments), worded by
// refusalText. Each row is a scenario whose last action is refused from a reachable position.
void TestRules::refusalReasons_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("refusal");
    const struct {
        const char *file, *refusal;
    } rows[] = {
        // the causes asked for by name
        {"cards/CARD_CURIOUS_not_after_an_attack.json", "curious-after-attack"},
        {"cards/CARD_CURIOUS_not_after_a_strike.json", "curious-after-attack"},
        {"cards/CARD_CURIOUS_transport_not_after_an_attack.json", "curious-after-attack"},
        {"cards/CARD_CURIOUS_attack_refused_after_it.json", "attack-after-curious"},
        {"cards/CARD_CURIOUS_strike_refused_after_it.json", "attack-after-curious"},
        {"cards/CARD_TACTICAL_attack_refused_after_curious.json", "attack-after-curious"},
        {"rules/R-ABIL-1_strike_onto_empty_square_refused.json", "no-enemy-there"},
        {"rules/R-MOVE-3_cannot_attack_own_ship.json", "no-enemy-there"},
        {"rules/R-COMBAT-6_no_modify_before_occupy.json", "decision-pending"},
        {"rules/R-COMBAT-6_no_flexible_during_reroll_decision.json", "decision-pending"},
        {"rules/R-DOM-2_infamy_not_on_own_planet.json", "illegal-answer"},
        {"cards/CARD_CLEVER_scout_choice_of_6_refused.json", "illegal-answer"},
        {"rules/R-CARD-8_other_player_cannot_answer.json", "not-your-decision"},
        {"rules/R-CARD-8_active_player_waits.json", "not-your-decision"},
        {"rules/R-ACT-MOVE_needs_an_action.json", "no-actions-left"},
        {"cards/CARD_CURIOUS_paid_transport_needs_an_action.json", "no-actions-left"},
        {"rules/R-ACT-CONSTRUCT_needs_two_actions.json", "construct-needs-two-actions"},
        {"rules/R-TURN-4_moved_ship_cannot_move_again.json", "already-moved"},
        {"rules/R-TURN-4_modify_twice_refused.json", "ability-used"},
        {"rules/R-ABIL-1_strike_once_per_turn.json", "ability-used"},
        // the others
        {"rules/R-TURN-5_nothing_after_the_win.json", "game-over"},
        {"rules/R-CARD-10_move_refused.json", "only-card-picks"},
        {"cards/CARD_CURIOUS_once_per_turn.json", "card-used-this-turn"},
        {"rules/R-CARD-7_once_per_turn.json", "card-used-this-turn"},
        {"cards/CARD_CEREBRAL_fresh_card_not_usable.json", "card-not-active"},
        {"cards/CARD_CURIOUS_free_attack_refused.json", "wrong-card"},
        {"rules/R-ACT-DEPLOY_reserve_ship_refused.json", "in-reserve"},
        {"rules/R-ACT-DEPLOY_occupied_orbit_refused.json", "deploy-target"},
        {"rules/R-ABIL-1_strike_not_diagonal.json", "strike-adjacent"},
        {"rules/R-ABIL-2_too_far_refused.json", "transport-route"},
        {"rules/R-ABIL-3_warp_needs_ship_on_map.json", "partner-not-on-map"},
        {"rules/R-ABIL-4_modify_only_3_or_5.json", "modify-three-or-five"},
        {"cards/CARD_CEREBRAL_not_at_dominance_1.json", "dominance-at-one"},
        {"cards/CARD_TYRANNICAL_not_at_research_1.json", "research-at-one"},
        {"cards/CARD_FLEXIBLE_only_by_one.json", "flexible-by-one"},
        {"rules/R-CARD-6_expansion_blocked_empty_reserve.json", "expansion-no-reserve"},
        {"rules/R-SETUP-4_non_starting_planet_refused.json", "start-planet"},
        {"rules/R-SETUP-4_ship_off_orbit_refused.json", "setup-placement"},
        {"rules/R-ACT-RESEARCH_not_at_6.json", "research-at-six"},
        {"rules/R-ACT-CONSTRUCT_sum_too_low.json", "construct-target"},
        {"rules/R-MOVE-1_beyond_value_refused.json", "unreachable"},
        {"rules/R-MOVE-3_attack_from_too_far_refused.json", "not-attackable"},
    };
    for (const auto &r : rows)
        QTest::newRow(r.file) << QString::fromLatin1(r.file) << QString::fromLatin1(r.refusal);
}

void TestRules::refusalReasons()
{
    QFETCH(QString, file);
    QFETCH(QString, refusal);
    const QString path = QStringLiteral(QUANTUM_TEST_DATA "/") + file;
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    const ScenarioResult r = runScenario(doc, QFileInfo(path).absolutePath());
    QCOMPARE(r.status.error, ReadError::Refused);
    QVERIFY(r.loaded && r.failedAction >= 0);
    // The refused action, read as runScenario read it, in the position before it.
    ReadStatus st;
    const QJsonObject action =
        doc.value(QStringLiteral("actions")).toArray()[r.failedAction].toObject();
    const Action a = actionFromJson(*r.state.board, action, std::max(0, r.state.toAct()), st);
    QVERIFY2(st.ok(), qPrintable(st.message()));
    const Refusal why = whyIllegal(r.state, a);
    QCOMPARE(QString::fromLatin1(refusalName(why.id)), refusal);
    // The tools word the same reason.
    QVERIFY2(r.status.message().endsWith(refusalText(why)), qPrintable(r.status.message()));
}

// Every refusal has a distinct stable name that reads back, and a text for any arguments.
void TestRules::refusalNamesAndTexts()
{
    QSet<QString> names, texts;
    for (int i = 0; i < int(RefusalId::Count); ++i) {
        const RefusalId id = RefusalId(i);
        const QString name = QString::fromLatin1(refusalName(id));
        QVERIFY2(!name.isEmpty() && name == name.toLower() && !name.contains(QLatin1Char(' ')),
                 qPrintable(name));
        QVERIFY2(!names.contains(name), qPrintable(name));
        names.insert(name);
        QCOMPARE(refusalFromName(name), id);
        QVERIFY(!refusalText(Refusal{id, 0, 1}).isEmpty());
        QVERIFY(!refusalText(Refusal{id, -5, 999}).isEmpty()); // arguments out of range
    }
    QCOMPARE(refusalFromName(u"no-such-refusal"), RefusalId::Count);
    // Per-kind wordings are whole sentences of their own, not one sentence with a gap.
    for (int k = 0; k < int(Pending::Kind::Count); ++k) {
        texts.insert(refusalText(Refusal{RefusalId::DecisionPending, int16_t(k), 1}));
        QVERIFY(
            refusalText(Refusal{RefusalId::DecisionPending, int16_t(k), 1}).contains(u"player 1"));
    }
    QCOMPARE(texts.size(), int(Pending::Kind::Count));
    QCOMPARE(refusalText(Refusal{RefusalId::NotYourDecision, 1, 0}),
             QStringLiteral("it is player 1's decision, not player 0's"));
    QCOMPARE(refusalText(Refusal{RefusalId::CardUsedThisTurn, int16_t(Card::Curious), 0}),
             QStringLiteral("Curious has already been used this turn"));
}

// whyIllegal accepts exactly the legal actions: none of them is refused (seeded play).
void TestRules::legalActionsAreNotRefused()
{
    ReadStatus st;
    const BoardPtr board = loadBoard(QStringLiteral(QUANTUM_MAPS_DIR "/gamma-sector.json"), st);
    QVERIFY2(board, qPrintable(st.message()));
    int checked = 0;
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        SeededDice dice(seed);
        GameState s = newGame(board, dice);
        auto bot = makeBot(QStringLiteral("random"), seed);
        std::vector<Action> legal;
        for (int i = 0; i < 400 && s.phase != Phase::GameOver; ++i) {
            legalActions(s, legal);
            for (const Action &a : legal) {
                const Refusal why = whyIllegal(s, a);
                QVERIFY2(why.ok(), refusalName(why.id));
                ++checked;
            }
            Action wrongSeat = legal.front();
            wrongSeat.player = int8_t((wrongSeat.player + 1) % s.players);
            QCOMPARE(whyIllegal(s, wrongSeat).id, RefusalId::NotYourDecision);
            apply(s, bot->choose(s, legal), dice);
        }
    }
    QVERIFY(checked > 1000);
}

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
