// Rule tests: every scenario file under tests/data/rules runs through the same code path as
// `quantum-cli scenario` (runScenario) and its "expect" block is checked. Each file names the
// rule ids it tests in "rule" (RULES.md), e.g. "R-COMBAT-2".

#include "engine/scenario.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

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
            if (idx < 0 || idx >= arr.size())
                return false;
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
        if (value.value(it.key()) != it.value())
            return false;
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

} // namespace

class TestRules : public QObject {
    Q_OBJECT
private slots:
    void scenario_data();
    void scenario();
};

void TestRules::scenario_data()
{
    QTest::addColumn<QString>("path");
    // Rule scenarios, and the card scenarios (one or more per card id, CARD_<ID>_...).
    for (const char *sub : {"rules", "cards"}) {
        const QDir dir(QStringLiteral(QUANTUM_TEST_DATA "/") + QLatin1String(sub));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
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
            QVERIFY2(got == it.value(), qPrintable(QStringLiteral("%1: expected %2, got %3")
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
            QVERIFY2(at < events.size(), qPrintable(QStringLiteral("event %1 not found in order; events: %2")
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
                QVERIFY2(countMatching(c.toObject()) == 0,
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

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
