// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Things explained where they are: tooltips of ships and planets, the preview of
// an attack through its attack-from square, a transport's steps, places chosen on the board,
// place names instead of coordinates, the last moves of the other players and log lines
// linked to the board. A game page is driven offscreen with real mouse and help events.
#include "app/common/language.h"
#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/play/gamepage.h"
#include "app/play/logitem.h"
#include "app/play/playscene.h"
#include "app/play/promptbar.h"
#include "editor/board/boardview.h"
#include "engine/json.h"
#include "engine/scenario.h"

#include <QFile>
#include <QGraphicsItem>
#include <QHelpEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QToolTip>
#include <QComboBox>
#include <QtTest>

using namespace quantum;

namespace {

// Two ships of Ada's near Bo's Destroyer: a Frigate that can attack it from two squares, a
// Flagship that can carry the Frigate or the Scout.
const char *const kAttackScenario = R"({"format": "quantum-scenario", "version": 1,
 "map": "7* 7 7 / 7 8 7 / 7 7 7*",
 "position": {"players": [
   {"ships": [{"value": 4, "at": [2, 3]}, {"value": 2, "at": [1, 2]}, {"value": 6, "at": [0, 1]}],
    "cubes": [[1, 1]]},
   {"ships": [{"value": 3, "at": [4, 3]}, {"value": 5, "at": [8, 7]}], "cubes": [[7, 7]]}]},
 "seed": 5})";

// Three players, a ship each, Ada to play.
const char *const kThreeScenario = R"({"format": "quantum-scenario", "version": 1,
 "map": "7* 8 7* / 9 10 9 / 7 8 7*",
 "position": {"players": [
   {"ships": [{"value": 3, "at": [1, 2]}], "cubes": [[1, 1]]},
   {"ships": [{"value": 3, "at": [7, 2]}], "cubes": [[7, 1]]},
   {"ships": [{"value": 3, "at": [7, 6]}], "cubes": [[7, 7]]}]},
 "seed": 9})";

// Ada's Destroyer may warp with either of her two Flagships.
const char *const kTwoFlagshipsScenario = R"({"format": "quantum-scenario", "version": 1,
 "map": "7* 7 7 / 7 8 7 / 7 7 7*",
 "position": {"players": [
   {"ships": [{"value": 3, "at": [2, 3]}, {"value": 2, "at": [1, 2]}, {"value": 2, "at": [5, 2]}],
    "cubes": [[1, 1]]},
   {"ships": [{"value": 5, "at": [8, 7]}], "cubes": [[7, 7]]}]},
 "seed": 5})";

// Ada's Frigate (4) in orbit of planet 8; her Scout far from the corner; one action left.
const char *const kRefusalScenario = R"({"format": "quantum-scenario", "version": 1,
 "map": "7* 7 7 / 7 8 7 / 7 7 7*",
 "position": {"phase": "actions", "turn": 1, "active": 0, "firstPlayer": 0, "actionsLeft": 3,
  "players": [
   {"ships": [{"value": 4, "at": [3, 4]}, {"value": 6, "at": [0, 1]}], "cubes": [[1, 1]]},
   {"ships": [{"value": 3, "at": [4, 3]}, {"value": 5, "at": [8, 7]}], "cubes": [[7, 7]]}]},
 "seed": 5})";

// Ada's Frigate (4) has used its ability this turn: it was a Scout that re-rolled into a
// Frigate (R-TURN-4).
const char *const kRerolledScenario = R"({"format": "quantum-scenario", "version": 1,
 "map": "7* 7 7 / 7 8 7 / 7 7 7*",
 "position": {"phase": "actions", "turn": 1, "active": 0, "firstPlayer": 0, "actionsLeft": 3,
  "players": [
   {"ships": [{"value": 4, "at": [3, 4], "abilityUsed": true}, {"value": 2, "at": [0, 1]}],
    "cubes": [[1, 1]]},
   {"ships": [{"value": 3, "at": [4, 3]}], "cubes": [[7, 7]]}]},
 "seed": 5})";

const QRegularExpression kCoordinates(QStringLiteral("\\(\\s*-?\\d+\\s*,\\s*-?\\d+\\s*\\)"));

} // namespace

class TestExplain : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void shipAndPlanetTooltips();
    void answerButtonsReadDifferently();
    void attackPreviewPassesThroughTheAttackFromSquare();
    void attackFromSquareIsChosenByPointing();
    void transportPromptFollowsEachStep();
    void relocationChosenOnTheBoard();
    void expansionShipPlacedOnTheBoard();
    void placesAreNamedByTheBoard();
    void noCoordinatesInButtonsOrLog();
    void lastMovesOfEachOtherPlayerAcrossHandOver();
    void undoneMoveIsNotMarked();
    void logLineHoverHighlightsItsPlaces();
    void refusedClicksSayWhy();
    void anAbilityNotOfferedSaysWhy();

private:
    struct Table {
        std::unique_ptr<Session> session;
        std::unique_ptr<GamePage> page;
    };
    static Table tableFrom(const ScenarioResult &r, const QStringList &names);
    static ScenarioResult scenario(const char *json);
    static QPoint viewPos(GamePage &page, const QPointF &scenePos);
    static int fileSq(const Session &session, int x, int y);
    static void click(GamePage &page, const QPointF &scenePos);
    static void hover(GamePage &page, const QPointF &scenePos);
    static QString tooltipAt(GamePage &page, int sq);
    static bool clickButton(GamePage &page, const QString &startsWith);
    static QString promptText(GamePage &page);
    static void shot(GamePage &page, const QString &name);
};

void TestExplain::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_explain"));
    QSettings().clear();
    setLanguage(QStringLiteral("en")); // "%n cube(s)" worded as the app does
}

ScenarioResult TestExplain::scenario(const char *json)
{
    const QJsonObject obj = QJsonDocument::fromJson(QByteArray(json)).object();
    return runScenario(obj, QString());
}

TestExplain::Table TestExplain::tableFrom(const ScenarioResult &r, const QStringList &names)
{
    SavedGame saved;
    saved.state = r.state;
    saved.rngState = 7;
    for (int p = 0; p < r.state.players; ++p)
        saved.seats.append(SeatInfo::human(names.value(p)));
    Table t;
    t.session = std::make_unique<Session>(saved);
    t.page = std::make_unique<GamePage>();
    t.page->resize(1280, 800);
    t.page->setConfirmEndTurn(false);
    t.page->setAnimated(false);
    t.page->setPace(0);
    t.page->show();
    t.page->setSession(t.session.get());
    return t;
}

int TestExplain::fileSq(const Session &session, int x, int y)
{
    return session.board()->fromFile(x, y);
}

QPoint TestExplain::viewPos(GamePage &page, const QPointF &scenePos)
{
    return page.view()->mapFromScene(scenePos);
}

void TestExplain::click(GamePage &page, const QPointF &scenePos)
{
    QCoreApplication::processEvents(); // the layout settled: the view maps as it shows
    const QPoint pos = viewPos(page, scenePos);
    QVERIFY(page.view()->viewport()->rect().contains(pos));
    QTest::mouseMove(page.view()->viewport(), pos);
    QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, pos);
}

void TestExplain::hover(GamePage &page, const QPointF &scenePos)
{
    QCoreApplication::processEvents();
    QTest::mouseMove(page.view()->viewport(), viewPos(page, scenePos));
}

QString TestExplain::tooltipAt(GamePage &page, int sq)
{
    QToolTip::hideText();
    const QPoint pos = viewPos(page, page.scene()->squareCenter(sq));
    QWidget *viewport = page.view()->viewport();
    QHelpEvent help(QEvent::ToolTip, pos, viewport->mapToGlobal(pos));
    QCoreApplication::sendEvent(viewport, &help);
    return QToolTip::text();
}

bool TestExplain::clickButton(GamePage &page, const QString &startsWith)
{
    QCoreApplication::processEvents();
    for (QPushButton *b : page.prompt()->buttons())
        if (b->isVisible() && b->text().startsWith(startsWith)) {
            QTest::mouseClick(b, Qt::LeftButton);
            return true;
        }
    return false;
}

QString TestExplain::promptText(GamePage &page)
{
    QString shown;
    for (const QLabel *l : page.prompt()->findChildren<QLabel *>())
        shown += l->text() + QLatin1Char('\n');
    return shown;
}

// QUANTUM_TEST_SHOTS=dir keeps pictures of the page.
void TestExplain::shot(GamePage &page, const QString &name)
{
    const QString dir = qEnvironmentVariable("QUANTUM_TEST_SHOTS");
    if (dir.isEmpty()) return;
    QCoreApplication::processEvents();
    page.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// A ship's tooltip: its type, its ability and whether it moved or used its ability this
// turn (R-TURN-4); a planet's: its number, its cubes and the viewer's orbit against the
// number (R-ACT-CONSTRUCT).
void TestExplain::shipAndPlanetTooltips()
{
    const ScenarioResult r = scenario(kAttackScenario);
    QVERIFY2(r.loaded && r.status.ok(), qPrintable(r.status.message()));
    Table t = tableFrom(r, {QStringLiteral("Ada"), QStringLiteral("Bo")});
    GamePage &page = *t.page;
    const Session &session = *t.session;

    const int frigateSq = fileSq(session, 2, 3);
    QString tip = tooltipAt(page, frigateSq);
    QVERIFY2(tip.contains(QStringLiteral("Your Frigate (4)")), qPrintable(tip));
    QVERIFY2(tip.contains(GameText::shipAbility(4)), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("not moved yet and its ability is unused")),
             qPrintable(tip));

    tip = tooltipAt(page, fileSq(session, 4, 3));
    QVERIFY2(tip.contains(QStringLiteral("Bo's Destroyer (3)")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Warp")), qPrintable(tip));
    QVERIFY2(!tip.contains(QStringLiteral("This turn")), qPrintable(tip)); // not Bo's turn

    // The top-left 7 holds Ada's cube; Ada's Flagship (2) and Scout (6) are in its orbit.
    tip = tooltipAt(page, fileSq(session, 1, 1));
    QVERIFY2(tip.contains(QStringLiteral("Planet 7 (top left), a starting planet.")),
             qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Cubes of Ada; 0 locations free.")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Your ships in its orbit add up to 8; a construct "
                                         "needs exactly 7.")),
             qPrintable(tip));
    tip = tooltipAt(page, fileSq(session, 4, 4));
    QVERIFY2(tip.contains(QStringLiteral("Planet 8.")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("No cubes yet: 2 cube locations free.")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("add up to 0; a construct needs exactly 8")),
             qPrintable(tip));

    // After a move the Frigate's tooltip says so.
    click(page, page.scene()->squareCenter(frigateSq));
    QCOMPARE(page.scene()->selectedShip(), 0);
    const int to = fileSq(session, 2, 4);
    QVERIFY(page.scene()->offeredSquares().contains(to));
    click(page, page.scene()->squareCenter(to));
    QCOMPARE(int(session.state().p[0].ships[0].at), to);
    tip = tooltipAt(page, to);
    QVERIFY2(tip.contains(QStringLiteral("has moved; its ability is still unused")),
             qPrintable(tip));
}

// A click that does nothing says why under the board: a planet whose orbit does not add up
// (R-ACT-CONSTRUCT), a square out of the selected ship's reach, an enemy ship clicked with no
// ship selected, a construction with too few actions left.
void TestExplain::refusedClicksSayWhy()
{
    const ScenarioResult r = scenario(kRefusalScenario);
    QVERIFY2(r.loaded && r.status.ok(), qPrintable(r.status.message()));
    Table t = tableFrom(r, {QStringLiteral("Ada"), QStringLiteral("Bo")});
    GamePage &page = *t.page;
    const Session &session = *t.session;
    const auto detail = [&page] {
        QCoreApplication::processEvents();
        return page.prompt()->detail();
    };
    // R-ACT-CONSTRUCT: the Frigate alone in orbit of planet 8 adds up to 4.
    click(page, page.scene()->squareCenter(fileSq(session, 4, 4)));
    QVERIFY2(detail().contains(QStringLiteral("Your ships in orbit of planet 8 add up to 4: "
                                              "constructing there needs exactly 8.")),
             qPrintable(detail()));
    // An enemy ship with no ship of ours selected.
    click(page, page.scene()->squareCenter(fileSq(session, 8, 7)));
    QVERIFY2(detail().contains(QStringLiteral("That is Bo's Interceptor (5). To attack it, click "
                                              "one of your ships first")),
             qPrintable(detail()));
    // The Scout selected, a square beyond its 6 steps: said, and the selection is cancelled.
    const int scout = fileSq(session, 0, 1);
    click(page, page.scene()->squareCenter(scout));
    QCOMPARE(page.scene()->selectedShip(), 1);
    QVERIFY(!detail().contains(QStringLiteral("out of reach")));
    const int far = fileSq(session, 8, 1);
    QVERIFY(!page.scene()->offeredSquares().contains(far));
    click(page, page.scene()->squareCenter(far));
    QCOMPARE(page.scene()->selectedShip(), -1);
    QVERIFY2(detail().contains(QStringLiteral("out of reach of your Scout (6)")),
             qPrintable(detail()));
    // Selecting a ship again clears the reason.
    click(page, page.scene()->squareCenter(scout));
    QVERIFY2(!detail().contains(QStringLiteral("out of reach")), qPrintable(detail()));
    // R-ACT-CONSTRUCT: not with fewer than 2 actions left.
    click(page, page.scene()->squareCenter(scout)); // unselected
    while (t.session->state().actionsLeft > 1) {
        const Action *research = nullptr;
        for (const Action &a : t.session->legal())
            if (a.type == ActionType::Research) research = &a;
        QVERIFY(research);
        QCOMPARE(t.session->submit(0, *research), Session::Result::Applied);
    }
    click(page, page.scene()->squareCenter(fileSq(session, 4, 4)));
    QVERIFY2(detail().contains(QStringLiteral("Constructing on planet 8 takes 2 actions: you "
                                              "have 1 left.")),
             qPrintable(detail()));
    shot(page, QStringLiteral("refused-click"));
}

// R-TURN-4: a die uses one ability a turn, whatever it has become: a Frigate that was a Scout
// re-rolled this turn has no Modify button, and the prompt says why.
void TestExplain::anAbilityNotOfferedSaysWhy()
{
    const ScenarioResult r = scenario(kRerolledScenario);
    QVERIFY2(r.loaded && r.status.ok(), qPrintable(r.status.message()));
    Table t = tableFrom(r, {QStringLiteral("Ada"), QStringLiteral("Bo")});
    GamePage &page = *t.page;
    click(page, page.scene()->squareCenter(fileSq(*t.session, 3, 4)));
    QCOMPARE(page.scene()->selectedShip(), 0);
    QCoreApplication::processEvents();
    for (const QPushButton *b : page.prompt()->buttons())
        QVERIFY2(!b->text().contains(QStringLiteral("Modify")), qPrintable(b->text()));
    QVERIFY2(page.prompt()->detail().contains(
                 QStringLiteral("Your Frigate (4) has used its ability this turn")),
             qPrintable(page.prompt()->detail()));
    // The Flagship's ability is there, and nothing is said about it.
    click(page, page.scene()->squareCenter(fileSq(*t.session, 0, 1)));
    QCOMPARE(page.scene()->selectedShip(), 1);
    QCoreApplication::processEvents();
    QVERIFY2(!page.prompt()->detail().contains(QStringLiteral("used its ability")),
             qPrintable(page.prompt()->detail()));
}

// The attack preview: an arrow from the attacker through the attack-from square to the
// target, drawn before the click (R-MOVE-3).
void TestExplain::attackPreviewPassesThroughTheAttackFromSquare()
{
    const ScenarioResult r = scenario(kAttackScenario);
    QVERIFY(r.loaded && r.status.ok());
    Table t = tableFrom(r, {QStringLiteral("Ada"), QStringLiteral("Bo")});
    GamePage &page = *t.page;
    const Session &session = *t.session;
    PlayScene *scene = page.scene();
    const int frigate = fileSq(session, 2, 3), target = fileSq(session, 4, 3);
    const int above = fileSq(session, 4, 2);

    click(page, scene->squareCenter(frigate));
    QCOMPARE(scene->selectedShip(), 0);
    QVERIFY(scene->previewPath().isEmpty());
    // The pointer on the upper half of the target: the attack comes from the square above.
    const QPointF up = scene->squareCenter(target) + QPointF(0, -20);
    hover(page, up);
    QCOMPARE(scene->previewPath(), (QList<int>{frigate, above, target}));
    QGraphicsItem *item = scene->previewItem();
    QVERIFY(item && item->isVisible());
    QVERIFY(item->shape().contains(item->mapFromScene(scene->squareCenter(above))));
    QVERIFY(item->shape().contains(item->mapFromScene(scene->squareCenter(target))));
    QVERIFY(
        !item->shape().contains(item->mapFromScene(scene->squareCenter(fileSq(session, 6, 6)))));
    // The prompt says that the side pointed at chooses.
    QVERIFY2(promptText(page).contains(QStringLiteral("point at its side you attack from")),
             qPrintable(promptText(page)));
    // The tooltip over the target gives the odds and the ship.
    const QString tip = tooltipAt(page, target);
    QVERIFY2(tip.contains(QStringLiteral("chance to win")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Destroyer")), qPrintable(tip));
    hover(page, up);
    shot(page, QStringLiteral("attack-preview"));
    // The pointer leaves the board: no preview.
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(page.view()->viewport(), &leave);
    QVERIFY(scene->previewPath().isEmpty());
    hover(page, up + QPointF(3, 0)); // a move to the same point is not a move
    QCOMPARE(scene->previewPath(), (QList<int>{frigate, above, target}));
    // A square without an action: no preview.
    hover(page, scene->squareCenter(fileSq(session, 8, 0)));
    QVERIFY(scene->previewPath().isEmpty());
    QVERIFY(!item->isVisible());
}

// Two attack-from squares for one target: the side pointed at chooses, the click attacks
// from there.
void TestExplain::attackFromSquareIsChosenByPointing()
{
    for (int side = 0; side < 2; ++side) {
        const ScenarioResult r = scenario(kAttackScenario);
        QVERIFY(r.loaded && r.status.ok());
        Table t = tableFrom(r, {QStringLiteral("Ada"), QStringLiteral("Bo")});
        GamePage &page = *t.page;
        const Session &session = *t.session;
        PlayScene *scene = page.scene();
        const int frigate = fileSq(session, 2, 3), target = fileSq(session, 4, 3);
        const int from = side == 0 ? fileSq(session, 4, 2) : fileSq(session, 3, 3);
        int froms = 0;
        for (const Action &a : session.legal())
            froms += a.type == ActionType::Attack && a.to == target;
        QCOMPARE(froms, 2);
        click(page, scene->squareCenter(frigate));
        const QPointF towards = scene->squareCenter(target) +
                                (scene->squareCenter(from) - scene->squareCenter(target)) * 0.3;
        hover(page, towards);
        QCOMPARE(scene->previewPath(), (QList<int>{frigate, from, target}));
        const size_t before = session.allEvents().size();
        click(page, towards);
        const Event *attacked = nullptr;
        for (size_t i = before; i < session.allEvents().size(); ++i)
            if (session.allEvents()[i].type == EventType::Attacked)
                attacked = &session.allEvents()[i];
        QVERIFY(attacked);
        QCOMPARE(int(attacked->a), from); // the attack-from square pointed at
        QCOMPARE(int(attacked->sq), target);
    }
}

// R-ABIL-2: the transport is picked in three clicks, the prompt saying each one; the drop
// step names the Flagship's own start square when it is offered, and the flight is drawn.
// Two answers never read the same: a Destroyer that may warp with either of two Flagships
// names each by its place.
void TestExplain::answerButtonsReadDifferently()
{
    const ScenarioResult r = scenario(kTwoFlagshipsScenario);
    QVERIFY2(r.loaded && r.status.ok(), qPrintable(r.status.message()));
    Table t = tableFrom(r, {QStringLiteral("Ada"), QStringLiteral("Bo")});
    GamePage &page = *t.page;
    click(page, page.scene()->squareCenter(fileSq(*t.session, 2, 3)));
    QCOMPARE(page.scene()->selectedShip(), 0);
    QStringList texts, warps;
    for (const QPushButton *b : page.prompt()->buttons()) {
        texts.append(b->text());
        if (b->text().startsWith(QStringLiteral("Warp"))) warps.append(b->text());
    }
    QCOMPARE(warps.size(), 2);
    for (const QString &warp : warps) // each Flagship named with its place
        QVERIFY2(warp.startsWith(QStringLiteral("Warp: swap with the Flagship (2) on ")),
                 qPrintable(warp));
    QVERIFY(warps[0] != warps[1]);
    const qsizetype all = texts.size();
    texts.removeDuplicates();
    QVERIFY2(texts.size() == all, qPrintable(texts.join(QLatin1Char('\n'))));
}

void TestExplain::transportPromptFollowsEachStep()
{
    const ScenarioResult r = scenario(kAttackScenario);
    QVERIFY(r.loaded && r.status.ok());
    Table t = tableFrom(r, {QStringLiteral("Ada"), QStringLiteral("Bo")});
    GamePage &page = *t.page;
    const Session &session = *t.session;
    PlayScene *scene = page.scene();
    const int flag = fileSq(session, 1, 2), frigate = fileSq(session, 2, 3);
    const int dest = fileSq(session, 2, 2);
    bool dropOnStart = false;
    for (const Action &a : session.legal())
        dropOnStart = dropOnStart || (a.type == ActionType::Transport && a.other == 0 &&
                                      a.to == dest && a.drop == flag);
    QVERIFY(dropOnStart);

    click(page, scene->squareCenter(flag));
    QCOMPARE(scene->selectedShip(), 1);
    QVERIFY(clickButton(page, QStringLiteral("Transport")));
    QString prompt = promptText(page);
    QVERIFY2(prompt.contains(QStringLiteral("Transport: click the ship the Flagship carries.")),
             qPrintable(prompt));
    QVERIFY(scene->offeredSquares().contains(frigate));

    click(page, scene->squareCenter(frigate));
    prompt = promptText(page);
    QVERIFY2(prompt.contains(QStringLiteral("click where the Flagship flies with the Frigate (4)")),
             qPrintable(prompt));
    QVERIFY(scene->offeredSquares().contains(dest));
    hover(page, scene->squareCenter(dest));
    QCOMPARE(scene->previewPath(), (QList<int>{flag, dest}));

    click(page, scene->squareCenter(dest));
    prompt = promptText(page);
    const GameText text(session.state(), session.playerNames());
    QVERIFY2(
        prompt.contains(
            QStringLiteral("click where the Frigate (4) lands, around %1").arg(text.square(dest))),
        qPrintable(prompt));
    QVERIFY2(prompt.contains(QStringLiteral("the square the Flagship leaves, %1, is one of them")
                                 .arg(text.square(flag))),
             qPrintable(prompt));
    QVERIFY(scene->offeredSquares().contains(flag));
    hover(page, scene->squareCenter(flag));
    QCOMPARE(scene->previewPath(), (QList<int>{flag, dest, flag}));
    shot(page, QStringLiteral("transport"));
    QVERIFY(!clickButton(page, QStringLiteral("Transport…"))); // the pick's own buttons now

    click(page, scene->squareCenter(flag));
    QCOMPARE(int(session.state().p[0].ships[1].at), dest);
    QCOMPARE(int(session.state().p[0].ships[0].at), flag);
}

// RELOCATION: the cube and its new planet chosen by two clicks on the board, the prompt
// changing after the first; the buttons stay as the other way.
void TestExplain::relocationChosenOnTheBoard()
{
    QFile file(QStringLiteral(QUANTUM_TEST_DATA "/cards/CARD_RELOCATION_limits.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject obj = QJsonDocument::fromJson(file.readAll()).object();
    obj.insert(QStringLiteral("actions"), QJsonArray());
    const ScenarioResult r = runScenario(obj, QStringLiteral(QUANTUM_TEST_DATA "/cards"));
    QVERIFY2(r.loaded && r.status.ok(), qPrintable(r.status.message()));
    Table t = tableFrom(r, {QStringLiteral("Ada"), QStringLiteral("Bo")});
    GamePage &page = *t.page;
    Session &session = *t.session;
    const Action *take = nullptr;
    for (const Action &a : session.legal())
        if (a.type == ActionType::TakeCard && a.value == 0) take = &a;
    QVERIFY(take);
    QCOMPARE(session.submit(0, *take), Session::Result::Applied);
    QVERIFY(session.state().front());
    QCOMPARE(session.state().front()->kind, Pending::Kind::Relocate);
    QCoreApplication::processEvents();
    // The answers in words, as before: as buttons, or listed when they do not fit.
    QVERIFY(page.prompt()->buttons().size() + page.prompt()->listedAnswers().size() >= 5);
    // At 1280 px the long answers are listed; one chosen in the list names its places on
    // the board as its button would (keys in the list).
    QVERIFY(!page.prompt()->listedAnswers().isEmpty());
    auto *list = page.prompt()->findChild<QComboBox *>();
    QVERIFY(list && list->isVisible());
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Down);
    QVERIFY(!page.scene()->linkedSquares().isEmpty());
    page.resize(1920, 1000); // wide enough for every answer as a button
    QCoreApplication::processEvents();
    QVERIFY(page.prompt()->listedAnswers().isEmpty());
    QVERIFY2(promptText(page).contains(QStringLiteral("click on the board the planet the cube "
                                                      "leaves")),
             qPrintable(promptText(page)));

    const int from = fileSq(session, 7, 4), to = fileSq(session, 1, 4);
    const int fromPlanet = session.board()->planetAt(from);
    const int toPlanet = session.board()->planetAt(to);
    // A button names its places on the board while the pointer is on it.
    const GameText text(session.state(), session.playerNames());
    QPushButton *button = nullptr;
    for (QPushButton *b : page.prompt()->buttons())
        if (b->text() == fillIn(QStringLiteral("Move Bo's cube from %1 to %2"),
                                text.planet(fromPlanet), text.planet(toPlanet)))
            button = b;
    QVERIFY(button);
    QEvent enter(QEvent::Enter), leave(QEvent::Leave);
    QCoreApplication::sendEvent(button, &enter);
    QCOMPARE(page.scene()->linkedSquares(), (QList<int>{from, to}));
    QCoreApplication::sendEvent(button, &leave);
    QVERIFY(page.scene()->linkedSquares().isEmpty());
    QVERIFY(page.scene()->offeredSquares().contains(from));
    click(page, page.scene()->squareCenter(from));
    QVERIFY2(promptText(page).contains(QStringLiteral("Now click the planet the cube goes to")),
             qPrintable(promptText(page)));
    QVERIFY(page.scene()->offeredSquares().contains(to));
    hover(page, page.scene()->squareCenter(to));
    QCOMPARE(page.scene()->previewPath(), (QList<int>{from, to}));
    shot(page, QStringLiteral("relocation"));
    click(page, page.scene()->squareCenter(to));
    QVERIFY(!session.state().front());
    QCOMPARE(session.state().cubesOn(fromPlanet, 1), 0);
    QCOMPARE(session.state().cubesOn(toPlanet, 1), 1);
}

// EXPANSION (R-CARD-6): the new ship goes where the board is clicked; the buttons, the
// scrapyard's among them, stay as the other way.
void TestExplain::expansionShipPlacedOnTheBoard()
{
    QFile file(QStringLiteral(QUANTUM_TEST_DATA "/cards/CARD_EXPANSION_placement_choices.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject obj = QJsonDocument::fromJson(file.readAll()).object();
    const ScenarioResult r = runScenario(obj, QStringLiteral(QUANTUM_TEST_DATA "/cards"));
    QVERIFY2(r.loaded && r.status.ok(), qPrintable(r.status.message()));
    QVERIFY(r.state.front() && r.state.front()->kind == Pending::Kind::PlaceShip);
    Table t = tableFrom(r, {QStringLiteral("Ada"), QStringLiteral("Bo")});
    GamePage &page = *t.page;
    const Session &session = *t.session;
    QCoreApplication::processEvents();
    QStringList texts;
    for (const QPushButton *b : page.prompt()->buttons())
        texts.append(b->text());
    QVERIFY2(texts.contains(QStringLiteral("Put the new ship in the scrapyard")),
             qPrintable(texts.join(QLatin1Char('|'))));
    QVERIFY2(texts.contains(
                 QStringLiteral("Place the new ship at the square right of planet 7 (top left)")),
             qPrintable(texts.join(QLatin1Char('|'))));
    const int to = fileSq(session, 2, 1);
    QVERIFY(page.scene()->offeredSquares().contains(to));
    click(page, page.scene()->squareCenter(to));
    QVERIFY(!session.state().front());
    QCOMPARE(int(session.state().p[0].ships[3].at), to);
}

// The place words: planets by number (with their part of the map when the number repeats),
// the squares around a planet, the Void by its steps from the nearest planet.
void TestExplain::placesAreNamedByTheBoard()
{
    const Board board(mapFromNotation(QStringLiteral("7* 0 9 / 7 8 7*")).map);
    GameState s;
    s.board = std::make_shared<const Board>(board);
    const GameText text(s, {});
    auto sq = [&](int x, int y) { return board.fromFile(x, y); };
    QCOMPARE(text.square(sq(4, 4)), QStringLiteral("planet 8"));
    QCOMPARE(text.square(sq(7, 1)), QStringLiteral("planet 9"));
    QCOMPARE(text.square(sq(1, 1)), QStringLiteral("planet 7 (top left)"));
    QCOMPARE(text.square(sq(7, 4)), QStringLiteral("planet 7 (bottom right)"));
    QCOMPARE(text.square(sq(4, 3)), QStringLiteral("the square above planet 8"));
    QCOMPARE(text.square(sq(3, 4)), QStringLiteral("the square left of planet 8"));
    QCOMPARE(text.square(sq(5, 5)), QStringLiteral("the bottom-right corner of planet 8"));
    QCOMPARE(text.square(sq(0, 0)), QStringLiteral("the top-left corner of planet 7 (top left)"));
    // The Void tile (3..5, 0..2): from planet 8 below it, or planet 9 beside it.
    // Equally near planet 8 and the top-left 7: the first in reading order.
    QCOMPARE(text.square(sq(4, 1)),
             QStringLiteral("the Void square 3 right of planet 7 (top left)"));
    QCOMPARE(text.square(sq(4, 2)), QStringLiteral("the Void square 2 above planet 8"));
    QCOMPARE(text.square(sq(5, 1)), QStringLiteral("the Void square 2 left of planet 9"));
    QCOMPARE(text.square(sq(4, 0)),
             QStringLiteral("the Void square 3 right and 1 up from planet 7 (top left)"));
    QCOMPARE(text.square(kScrapyard), QStringLiteral("the scrapyard"));
}

// No engine coordinates anywhere: every action's words and every log line of a game played
// ahead name places by the board, and so do the buttons of the page.
void TestExplain::noCoordinatesInButtonsOrLog()
{
    auto board = std::make_shared<const Board>(
        mapFromNotation(QStringLiteral("7* 8 9 / 10 0 8 / 9 7 7*")).map);
    Session session(
        board, {SeatInfo::human(QStringLiteral("Ada")), SeatInfo::human(QStringLiteral("Bo"))}, 21);
    int actionsWorded = 0;
    QStringList bad;
    session.playAhead(
        [&](const Session &s) {
            const GameText text(s.state(), s.playerNames());
            for (const Action &a : s.legal()) {
                const QString words = text.action(a);
                ++actionsWorded;
                if (words.contains(kCoordinates)) bad.append(words);
                // Wording: no "a" before a vowel ("Modify into a Interceptor").
                static const QRegularExpression aVowel(QStringLiteral("\\ba [AEIOU]"));
                if (words.contains(aVowel)) bad.append(words);
            }
            return s.state().turn >= 12;
        },
        3000);
    QVERIFY(actionsWorded > 100);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));

    GamePage page;
    page.resize(1280, 800);
    page.setAnimated(false);
    page.setPace(0);
    page.show();
    page.setSession(&session);
    QVERIFY(page.log()->count() > 20);
    int places = 0;
    for (int i = 0; i < page.log()->count(); ++i) {
        const QString line = page.log()->item(i)->text();
        QVERIFY2(!line.contains(kCoordinates), qPrintable(line));
        places += line.contains(QStringLiteral("planet"));
    }
    QVERIFY(places > 5);
    // The buttons, with each ship selected in turn.
    page.refresh();
    const int who = session.toAct();
    QVERIFY(who >= 0);
    int buttons = 0;
    for (int ship = -1; ship < kShipsPerPlayer; ++ship) {
        page.scene()->selectShip(ship);
        QCoreApplication::processEvents();
        for (const QPushButton *b : page.prompt()->buttons()) {
            ++buttons;
            QVERIFY2(!b->text().contains(kCoordinates), qPrintable(b->text()));
        }
        QVERIFY2(!promptText(page).contains(kCoordinates), qPrintable(promptText(page)));
    }
    QVERIFY(buttons > 0);
}

// The last move of each other player since the viewer's last turn stays marked, across the
// hot-seat hand-overs; never the viewer's own.
void TestExplain::lastMovesOfEachOtherPlayerAcrossHandOver()
{
    const ScenarioResult r = scenario(kThreeScenario);
    QVERIFY2(r.loaded && r.status.ok(), qPrintable(r.status.message()));
    Table t = tableFrom(r, {QStringLiteral("Ada"), QStringLiteral("Bo"), QStringLiteral("Cy")});
    GamePage &page = *t.page;
    Session &session = *t.session;
    PlayScene *scene = page.scene();

    // Each player in turn moves the ship and ends the turn, after the hand-over.
    QHash<int, QPair<int, int>> moves; // from, to of each player's last move
    auto playTurn = [&](int player) {
        QCOMPARE(session.toAct(), player);
        if (clickButton(page, QStringLiteral("I am %1").arg(session.playerName(player))))
            QCoreApplication::processEvents();
        QCOMPARE(scene->viewer(), player);
        const int from = session.state().p[player].ships[0].at;
        click(page, scene->squareCenter(from));
        QCOMPARE(scene->selectedShip(), 0);
        Sq to = kNoSq;
        for (const Action &a : session.legal())
            if (a.type == ActionType::Move && a.ship == 0 && !a.flags) to = a.to;
        QVERIFY(to >= 0);
        click(page, scene->squareCenter(to));
        QCOMPARE(int(session.state().p[player].ships[0].at), int(to));
        // Never one's own move.
        for (const PlayScene::LastMove &m : scene->shownLastMoves())
            QVERIFY(m.player != player);
        moves[player] = {from, to};
        QVERIFY(clickButton(page, QStringLiteral("End turn")));
    };
    auto shown = [&]() {
        QList<int> players;
        for (const PlayScene::LastMove &m : scene->shownLastMoves()) {
            // A mark that is not the player's last move shows as a player that is not there.
            const bool last =
                int(m.from) == moves[m.player].first && int(m.to) == moves[m.player].second;
            players.append(last ? m.player : -1);
        }
        std::sort(players.begin(), players.end());
        return players;
    };
    playTurn(0);
    QCOMPARE(session.toAct(), 1);
    QVERIFY(clickButton(page, QStringLiteral("I am Bo")));
    QCOMPARE(shown(), (QList<int>{0})); // Bo sees Ada's move
    playTurn(1);
    QVERIFY(clickButton(page, QStringLiteral("I am Cy")));
    QCOMPARE(shown(), (QList<int>{0, 1})); // Cy sees both others' moves
    shot(page, QStringLiteral("last-moves"));
    playTurn(2);
    QVERIFY(clickButton(page, QStringLiteral("I am Ada")));
    QCOMPARE(shown(), (QList<int>{1, 2})); // Ada's own move is not marked for her
    // Ada's new move replaces her mark for the others; Cy's since Bo's last turn stays.
    playTurn(0);
    QVERIFY(clickButton(page, QStringLiteral("I am Bo")));
    QCOMPARE(shown(), (QList<int>{0, 2}));
}

// A move taken back with Undo is nobody's last move.
void TestExplain::undoneMoveIsNotMarked()
{
    const ScenarioResult r = scenario(kThreeScenario);
    QVERIFY(r.loaded && r.status.ok());
    Table t = tableFrom(r, {QStringLiteral("Ada"), QStringLiteral("Bo"), QStringLiteral("Cy")});
    GamePage &page = *t.page;
    const Session &session = *t.session;
    PlayScene *scene = page.scene();
    const int from = session.state().p[0].ships[0].at;
    click(page, scene->squareCenter(from));
    Sq to = kNoSq;
    for (const Action &a : session.legal())
        if (a.type == ActionType::Move && a.ship == 0) to = a.to;
    QVERIFY(to >= 0);
    click(page, scene->squareCenter(to));
    QCOMPARE(int(session.state().p[0].ships[0].at), int(to));
    QVERIFY(clickButton(page, QStringLiteral("Undo")));
    QCOMPARE(int(session.state().p[0].ships[0].at), from);
    QVERIFY(clickButton(page, QStringLiteral("End turn")));
    QVERIFY(clickButton(page, QStringLiteral("I am Bo")));
    QCOMPARE(scene->viewer(), 1);
    QVERIFY(scene->shownLastMoves().isEmpty());
}

// A log line links to the board: hovering it highlights the squares and ships it names,
// clicking keeps them highlighted after the pointer leaves.
void TestExplain::logLineHoverHighlightsItsPlaces()
{
    const ScenarioResult r = scenario(kAttackScenario);
    QVERIFY(r.loaded && r.status.ok());
    Table t = tableFrom(r, {QStringLiteral("Ada"), QStringLiteral("Bo")});
    GamePage &page = *t.page;
    const Session &session = *t.session;
    PlayScene *scene = page.scene();
    const int frigate = fileSq(session, 2, 3), to = fileSq(session, 2, 4);
    click(page, scene->squareCenter(frigate));
    click(page, scene->squareCenter(to));
    QCOMPARE(int(session.state().p[0].ships[0].at), to);

    QListWidget *log = page.log();
    QListWidgetItem *moved = nullptr;
    for (int i = 0; i < log->count(); ++i)
        if (log->item(i)->text().startsWith(QStringLiteral("Ada moves the Frigate (4)")))
            moved = log->item(i);
    QVERIFY(moved);
    const GameText text(session.board().get(), session.playerNames());
    QVERIFY2(moved->text().contains(text.square(frigate)), qPrintable(moved->text()));
    QCOMPARE(placesOf(moved).squares, (QList<int>{frigate, to}));
    log->scrollToItem(moved);
    const QPoint at = log->visualItemRect(moved).center();
    QVERIFY(log->viewport()->rect().contains(at));
    QVERIFY(scene->linkedSquares().isEmpty());
    QTest::mouseMove(log->viewport(), at);
    QCOMPARE(scene->linkedSquares(), (QList<int>{frigate, to}));
    shot(page, QStringLiteral("log-link"));
    QCOMPARE(scene->linkedShips(), (QList<int>{0 * kShipsPerPlayer + 0}));
    // Clicked: the highlight stays when the pointer leaves the log.
    QTest::mouseClick(log->viewport(), Qt::LeftButton, {}, at);
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(log->viewport(), &leave);
    QCOMPARE(scene->linkedSquares(), (QList<int>{frigate, to}));
    // A second click lets it go.
    QTest::mouseClick(log->viewport(), Qt::LeftButton, {}, at);
    QCoreApplication::sendEvent(log->viewport(), &leave);
    QVERIFY(scene->linkedSquares().isEmpty());
}

QTEST_MAIN(TestExplain)
#include "tst_explain.moc"
