// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A LAN client's game in the play mode: a host on 127.0.0.1 with seat 0 open for a
// client and seat 1 a computer; the client's session (makeClientSession) shown on a game page
// and played with real mouse clicks. After every update the client's position is the host's
// public view at that version, the page's log reads the host's events, the host's refusal
// shows in the prompt, and a cut connection shows a banner (the player: reconnecting; an
// observer: waiting for the player) that goes once the client is back by itself. Every wait
// is bounded and nothing is timed.
#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/net/client.h"
#include "app/net/clientsession.h"
#include "app/net/host.h"
#include "app/play/gamepage.h"
#include "app/play/marketpanel.h"
#include "app/play/playscene.h"
#include "app/play/promptbar.h"
#include "editor/board/boardview.h"
#include "engine/map.h"

#include "tests/net/nettest.h"
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include <map>
#include <memory>

using namespace quantum;
using namespace quantum::net;
using namespace quantum::net::test;

namespace {

QStringList logLines(const GamePage &page)
{
    QStringList lines;
    for (int i = 0; i < page.log()->count(); ++i)
        lines.append(page.log()->item(i)->text());
    return lines;
}

QLabel *bannerOf(const GamePage &page)
{
    return page.findChild<QLabel *>(QStringLiteral("networkBanner"));
}

QString shownBanner(const GamePage &page)
{
    const QLabel *banner = bannerOf(page);
    return banner && !banner->isHidden() ? banner->text() : QString();
}

bool hasButton(const GamePage &page, const QString &startsWith)
{
    for (const QPushButton *b : page.prompt()->buttons())
        if (b->text().startsWith(startsWith)) return true;
    return false;
}

bool promptSays(const GamePage &page, const QString &text)
{
    for (const QLabel *label : page.prompt()->findChildren<QLabel *>())
        if (label->text().contains(text)) return true;
    return false;
}

} // namespace

class TestNetGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void clientPlaysThroughThePage();
    void guiClientPlaysAWholeGameAgainstTheHeadlessHost();

private:
    void clickSquare(GamePage &page, int sq);
    bool clickButton(GamePage &page, const QString &startsWith);
    // One decision of the local player, made with clicks; true when an intent went out.
    bool playDecision(GamePage &page);
};

void TestNetGame::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_netgame"));
    QSettings settings;
    settings.clear();
}

void TestNetGame::clickSquare(GamePage &page, int sq)
{
    const QPoint pos = page.view()->mapFromScene(page.scene()->squareCenter(sq));
    QVERIFY(page.view()->viewport()->rect().contains(pos));
    QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, pos);
}

bool TestNetGame::clickButton(GamePage &page, const QString &startsWith)
{
    QCoreApplication::processEvents(); // new buttons are shown by a queued call
    for (QPushButton *b : page.prompt()->buttons()) {
        if (b->isVisible() && b->isEnabled() && b->text().startsWith(startsWith)) {
            QTest::mouseClick(b, Qt::LeftButton);
            return true;
        }
    }
    return false;
}

bool TestNetGame::playDecision(GamePage &page)
{
    Session &session = *page.session();
    const GameState s = session.state();
    const int who = s.toAct();
    const quint64 serial = session.serial();
    QSignalSpy sent(page.session(), &Session::applied); // stays empty: nothing applies at once
    auto checkNothingApplied = [&] {
        // A click of the client sends an intent: its own position stays until the host answers.
        return sent.isEmpty() && session.serial() == serial;
    };
    if (s.front() && s.front()->kind == Pending::Kind::Occupy) {
        clickSquare(page, s.front()->target);
        return checkNothingApplied();
    }
    if (s.front()) {
        QCoreApplication::processEvents();
        const QList<QPushButton *> buttons = page.prompt()->buttons();
        if (buttons.isEmpty()) return false;
        QTest::mouseClick(buttons.first(), Qt::LeftButton);
        return checkNothingApplied();
    }
    switch (s.phase) {
    case Phase::SetupReroll:
        return clickButton(page, QStringLiteral("Keep these ships")) && checkNothingApplied();
    case Phase::SetupStart:
    case Phase::SetupShips: {
        const QList<int> offered = page.scene()->offeredSquares();
        if (offered.isEmpty()) return false;
        clickSquare(page, offered.first());
        return checkNothingApplied();
    }
    case Phase::Actions: {
        if (s.actionsLeft > 0) {
            for (int ship = 0; ship < kShipsPerPlayer; ++ship) {
                if (!s.p[who].ships[ship].onMap()) continue;
                Sq to = kNoSq;
                for (const Action &a : session.legal())
                    if (a.ship == ship && a.type == ActionType::Move) {
                        to = a.to;
                        break;
                    }
                if (to == kNoSq) continue;
                clickSquare(page, s.p[who].ships[ship].at);
                if (page.scene()->selectedShip() != ship) continue;
                if (!page.scene()->offeredSquares().contains(to)) return false;
                clickSquare(page, to);
                return checkNothingApplied();
            }
            if (clickButton(page, QStringLiteral("Research"))) return checkNothingApplied();
        }
        return clickButton(page, QStringLiteral("End turn")) && checkNothingApplied();
    }
    case Phase::Cards:
        for (int slot = 0; slot < kMarketSlots; ++slot) {
            QPushButton *b = page.market()->slotButton(slot);
            if (b->isEnabled()) {
                QTest::mouseClick(b, Qt::LeftButton);
                return checkNothingApplied();
            }
        }
        QTest::mouseClick(page.market()->refreshButton(), Qt::LeftButton);
        return checkNothingApplied();
    case Phase::GameOver:
        break;
    }
    return false;
}

void TestNetGame::clientPlaysThroughThePage()
{
    const BoardPtr board = duelBoard();
    LobbySeat computer;
    computer.kind = LobbySeat::Kind::Computer;
    Host host(board, {LobbySeat{}, computer}, loopback(20261201));
    QVERIFY(host.listen());
    ClientOptions po;
    po.name = QStringLiteral("Ann");
    po.seat = 0;
    po.reconnectDelayMs = 100;
    Client client(po);
    ClientOptions oo;
    oo.name = QStringLiteral("Watcher");
    oo.observer = true;
    oo.reconnectDelayMs = 100;
    Client watcher(oo);
    client.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_VERIFY(host.canStart());

    // The host's public view at every version, to compare the client's with.
    QVERIFY(host.start());
    const HostViews hostViews(host);
    watcher.connectTo(QStringLiteral("127.0.0.1"), host.port());
    NET_TRY_VERIFY(client.hasGame() && watcher.hasGame());

    std::unique_ptr<Session> session = makeClientSession(&client);
    std::unique_ptr<Session> watched = makeClientSession(&watcher);
    QVERIFY(session && watched);
    QVERIFY(session->isMirror());
    QCOMPARE(clientOf(session.get()), &client);
    QVERIFY(session->isLocalHuman(0));
    QVERIFY(!session->isLocalHuman(1));
    QCOMPARE(watched->localHumanCount(), 0);
    QCOMPARE(session->playerName(0), QStringLiteral("Ann"));

    GamePage page, watchPage;
    for (GamePage *p : {&page, &watchPage}) {
        p->resize(1280, 800);
        p->setConfirmEndTurn(false);
        p->setAnimated(false);
        p->setSoundsEnabled(false);
        p->setPace(0);
        p->show();
    }
    QSignalSpy turns(&page, &GamePage::yourTurn);
    page.setSession(session.get());
    watchPage.setSession(watched.get());

    // After every update, the mirror holds the host's public view at that version.
    int compared = 0, mismatched = 0, undoCompared = 0, undoDisagreed = 0;
    for (Session *se : {session.get(), watched.get()}) {
        connect(se, &Session::applied, this, [&, se](const Action &, const Events &, quint64 v) {
            ++compared;
            if (!hostViews.matches(v, se->state())) ++mismatched;
            // Undo is offered as the host would allow it (when the host is at this version).
            if (se == session.get() && host.session()->version() == v) {
                ++undoCompared;
                undoDisagreed += se->canUndo(0) != host.session()->canUndo(0);
            }
        });
    }

    // The client's decisions, made with clicks, until the game ends or a few turns passed.
    int decisions = 0, guard = 0;
    bool refusalShown = false, undone = false;
    while (!session->isOver() && session->state().turn < 6 && guard++ < 400) {
        NET_TRY_VERIFY(session->isOver() ||
                       (session->localHumanToAct() && !page.isReplaying() && !session->isPaused()));
        if (session->isOver()) break;
        if (!refusalShown && session->state().phase == Phase::Actions &&
            !session->state().front()) {
            // An intent the host refuses (a ship moving onto its own square): its reason
            // shows in the prompt, the position stays.
            Action bad;
            bad.type = ActionType::Move;
            bad.player = 0;
            for (int ship = kShipsPerPlayer - 1; ship >= 0; --ship)
                if (session->state().p[0].ships[ship].onMap()) bad.ship = int8_t(ship);
            bad.to = session->state().p[0].ships[bad.ship].at;
            const Refusal why = host.session()->whyRefused(0, bad);
            QVERIFY(!why.ok());
            const quint64 v = session->version();
            QSignalSpy refused(&client, &Client::refused);
            client.sendIntent(bad);
            NET_TRY_VERIFY(refused.count() == 1);
            QCOMPARE(session->version(), v);
            QVERIFY2(promptSays(page, refusalText(why)), qPrintable(refusalText(why)));
            refusalShown = true;
        }
        const quint64 v = session->version();
        QVERIFY2(playDecision(page), qPrintable(QStringLiteral("no decision at turn %1, phase %2")
                                                    .arg(session->state().turn)
                                                    .arg(int(session->state().phase))));
        ++decisions;
        NET_TRY_VERIFY(session->version() != v);
        if (!undone && session->canUndo(0) && !page.isReplaying() &&
            session->state().phase == Phase::Actions) {
            // Undo is a request to the host: its snapshot takes the mirror back.
            NET_TRY_VERIFY(client.version() == host.session()->version());
            QVERIFY(host.session()->canUndo(0));
            const quint64 after = session->version();
            QVERIFY(clickButton(page, QStringLiteral("Undo")));
            NET_TRY_VERIFY(session->version() < after);
            QCOMPARE(session->version(), v);
            QVERIFY(session->state() == publicView(host.session()->state()));
            NET_TRY_VERIFY(watched->version() == v);
            undone = true;
        }
    }
    QVERIFY(decisions > 10);
    QVERIFY(undone);
    QVERIFY(refusalShown);
    QVERIFY(turns.count() > 0);
    NET_TRY_VERIFY(client.version() == host.session()->version() &&
                   watcher.version() == host.session()->version());
    QVERIFY(compared > 2 * decisions);
    QCOMPARE(mismatched, 0);
    QVERIFY(undoCompared > 10);
    QCOMPARE(undoDisagreed, 0);
    QVERIFY(session->state() == publicView(host.session()->state()));
    QCOMPARE(session->allEvents(), host.session()->allEvents());

    // The page's log reads the host's events, line by line.
    page.catchUp();
    const GameText text(board.get(), session->playerNames());
    QStringList expected;
    for (const Event &e : host.session()->allEvents())
        if (!text.event(e).isEmpty()) expected.append(text.event(e));
    QVERIFY(expected.size() > 20);
    QCOMPARE(logLines(page), expected);

    qInfo("%d decisions through the page, %d updates compared, turn %d", decisions, compared,
          session->state().turn);
    QVERIFY(!session->isOver()); // the seed's game lasts longer than these turns
    // The connection is cut: the player's page says it reconnects, the observer's names the
    // missing player; both banners go once the client is back by itself.
    // The cable is pulled while the client's decision is due (the board offers its moves).
    NET_TRY_VERIFY(session->localHumanToAct() && !page.isReplaying());
    QVERIFY(shownBanner(page).isEmpty());
    QCOMPARE(session->state().phase, Phase::Actions);
    QVERIFY(hasButton(page, QStringLiteral("End turn")));
    QStringList playerBanners, watcherBanners, playerPrompts;
    connect(&client, &Client::statusChanged, this, [&] {
        playerBanners.append(shownBanner(page));
        // While the host cannot be reached the board offers nothing and the prompt says why.
        if (client.status() != Client::Status::Connected) {
            if (hasButton(page, QStringLiteral("End turn")))
                playerPrompts.append(QStringLiteral("offered"));
            if (promptSays(page, QStringLiteral("The game is paused.")))
                playerPrompts.append(QStringLiteral("The game is paused."));
        }
    });
    connect(&watcher, &Client::pausedChanged, this,
            [&] { watcherBanners.append(shownBanner(watchPage)); });
    client.dropConnection();
    NET_TRY_VERIFY(watcherBanners.size() >= 2); // paused, then resumed
    NET_TRY_VERIFY(client.status() == Client::Status::Connected && !host.session()->isPaused() &&
                   !watched->isPaused());
    QVERIFY2(playerBanners.contains(QStringLiteral("The connection to the host is lost. "
                                                   "Reconnecting…")),
             qPrintable(playerBanners.join(QLatin1Char('|'))));
    QVERIFY(!playerPrompts.contains(QStringLiteral("offered")));
    QVERIFY2(playerPrompts.contains(QStringLiteral("The game is paused.")),
             qPrintable(playerPrompts.join(QLatin1Char('|'))));
    QVERIFY2(watcherBanners.contains(QStringLiteral("Waiting for Ann to reconnect…")),
             qPrintable(watcherBanners.join(QLatin1Char('|'))));
    NET_TRY_VERIFY(shownBanner(page).isEmpty() && shownBanner(watchPage).isEmpty());

    // The game goes on where it was: one more decision of the client is taken by the host.
    NET_TRY_VERIFY(session->isOver() ||
                   (session->localHumanToAct() && !page.isReplaying() && !session->isPaused()));
    if (!session->isOver()) {
        const quint64 v = session->version();
        QVERIFY(playDecision(page));
        NET_TRY_VERIFY(session->version() != v);
        NET_TRY_VERIFY(client.version() == host.session()->version());
        QVERIFY(session->state() == publicView(host.session()->state()));
    }
    QCOMPARE(mismatched, 0);

    // The host closes: the client's page says so.
    host.close();
    NET_TRY_VERIFY(client.status() == Client::Status::Closed);
    if (!session->isOver()) {
        QCOMPARE(shownBanner(page), reasonText(reason::HostClosed));
        QCOMPARE(page.log()->item(page.log()->count() - 1)->text(), reasonText(reason::HostClosed));
    }
    page.clearSession();
    watchPage.clearSession();
}

// A GUI client joins a dedicated `quantum-cli serve` process (another program, across
// processes) and plays a whole game with clicks against the host's computer; the host prints
// the winner the client's board shows, and exits 0.
void TestNetGame::guiClientPlaysAWholeGameAgainstTheHeadlessHost()
{
    QProcess serve;
    const quint16 port =
        startServe(serve, {QStringLiteral("--seats"), QStringLiteral("open,ai:greedy"),
                           QStringLiteral("--seed"), QStringLiteral("5"),
                           QStringLiteral("--name"), QStringLiteral("Dedicated")});
    QVERIFY2(port != 0, serve.readAllStandardError().constData());
    ClientOptions po;
    po.name = QStringLiteral("Ann");
    po.reconnectDelayMs = 100;
    Client client(po);
    client.connectTo(QStringLiteral("127.0.0.1"), port);
    NET_TRY_VERIFY(client.hasGame()); // the host starts once the seat is taken
    QCOMPARE(client.gameName(), QStringLiteral("Dedicated"));
    QCOMPARE(client.seat(), 0);
    std::unique_ptr<Session> session = makeClientSession(&client);
    QVERIFY(session);
    GamePage page;
    page.resize(1280, 800);
    page.setConfirmEndTurn(false);
    page.setAnimated(false);
    page.setSoundsEnabled(false);
    page.setPace(0);
    page.show();
    page.setSession(session.get());

    int decisions = 0, guard = 0;
    while (!session->isOver() && guard++ < 3000) {
        NET_TRY_VERIFY(session->isOver() ||
                       (session->localHumanToAct() && !page.isReplaying() && !session->isPaused()));
        if (session->isOver()) break;
        const quint64 v = session->version();
        QVERIFY2(playDecision(page), qPrintable(QStringLiteral("no decision at turn %1, phase %2")
                                                    .arg(session->state().turn)
                                                    .arg(int(session->state().phase))));
        ++decisions;
        NET_TRY_VERIFY(session->version() != v || session->isOver());
    }
    QVERIFY2(session->isOver(), qPrintable(QStringLiteral("turn %1").arg(session->state().turn)));
    QVERIFY(decisions > 10);
    QVERIFY(serve.waitForFinished(kWait));
    QCOMPARE(serve.exitStatus(), QProcess::NormalExit);
    QCOMPARE(serve.exitCode(), 0);
    const QString out = QString::fromUtf8(serve.readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("winner %1").arg(session->state().winner)),
             qPrintable(out));
    qInfo("%d decisions by clicks against the dedicated host, %d turns, winner %d", decisions,
          int(session->state().turn), int(session->state().winner));
}

QTEST_MAIN(TestNetGame)
#include "tst_netgame.moc"
