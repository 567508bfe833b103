// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Qwantum over the LAN through the windows, on 127.0.0.1 only: the host dialog for Qwantum, a
// whole game between two app windows (the host's and a client's, each player clicking at their
// own table) and a network bot, with the sign of who has answered phase 2 (Q-TURN-6).
#include "app/game/session.h"
#include "app/lan/hostdialog.h"
#include "app/lan/joindialog.h"
#include "app/lan/lobbypage.h"
#include "app/net/host.h"
#include "app/net/netbot.h"
#include "app/qwantum/qwantumend.h"
#include "app/qwantum/qwantumpage.h"
#include "app/shell/mainwindow.h"
#include "tests/app/lanuitest.h"
#include "tests/app/quietsettings.h"

#include <QComboBox>
#include <QGraphicsView>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

using namespace quantum;
using quantum::test::joinByTyping;
using quantum::test::kWait;

namespace {

const qw::State &stateOf(const Session &s)
{
    return *qwantumState(s.game());
}

// The player at `page` answers by clicks: the first sum offered, else a misthrow or a pass;
// then Confirm. What was sent is applied when the host says so.
void answerByClicks(QwantumPage &page)
{
    const int me = page.viewer();
    QVERIFY(me >= 0);
    const qw::State &s = stateOf(*page.session());
    std::vector<qw::Action> legal;
    qw::legalActions(s, me, legal);
    auto click = [&page](const QRectF &r) {
        QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {},
                          page.view()->mapFromScene(r.center()));
    };
    bool chosen = false;
    for (const qw::Action &a : legal)
        if (a.type == qw::ActionType::Write) {
            click(page.scene()->fieldRect(me, a.colour, s.sheets[me].filled[a.colour]));
            chosen = true;
            break;
        }
    if (!chosen && s.phase == qw::Phase::Active)
        click(page.scene()->misthrowRect(me, s.sheets[me].misthrows));
    else if (!chosen)
        QTest::mouseClick(page.passButton(), Qt::LeftButton);
    QVERIFY(page.pending());
    QTest::mouseClick(page.confirmButton(), Qt::LeftButton);
}

} // namespace

class TestQwantumLanUi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void hostDialogSeatsFollowThePlayers();
    void twoWindowsAndABotPlayAWholeGame();
};

void TestQwantumLanUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_qwantum_lan_ui"));
    quantum::test::resetQuietSettings();
}

void TestQwantumLanUi::hostDialogSeatsFollowThePlayers()
{
    HostDialog dialog(nullptr, GameKind::Qwantum);
    QCOMPARE(dialog.game(), GameKind::Qwantum);
    QVERIFY(dialog.playersBox());
    for (int players : {2, 4, 3}) {
        dialog.playersBox()->setValue(players);
        QCOMPARE(dialog.players(), players);
        QCOMPARE(dialog.seats().size(), players);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(dialog.seatChoice(i)->parentWidget()->isVisibleTo(&dialog), i < players);
    }
    // Qwantum's levels, and numbered seats rather than Quantum's factions.
    QComboBox *seat = dialog.seatChoice(1);
    QVERIFY(seat->findText(LobbyPage::botText(QStringLiteral("hard"))) >= 0);
    bool numbered = false;
    for (QLabel *l : seat->parentWidget()->findChildren<QLabel *>())
        numbered = numbered || l->text() == QStringLiteral("Player 2");
    QVERIFY(numbered);
}

void TestQwantumLanUi::twoWindowsAndABotPlayAWholeGame()
{
    // Anna hosts a table of three from the host dialog; Ben joins from another window by
    // typing the address; a network bot takes the third seat.
    HostDialog dialog(nullptr, GameKind::Qwantum);
    dialog.setLoopbackOnly(true);
    dialog.portBox()->setValue(0);
    dialog.nameEdit()->setText(QStringLiteral("Anna"));
    dialog.playersBox()->setValue(3);
    dialog.accept();
    QVERIFY2(dialog.host(), qPrintable(dialog.error()));
    QCOMPARE(dialog.host()->kind(), GameKind::Qwantum);
    const quint16 port = dialog.host()->port();
    MainWindow hostWindow;
    hostWindow.resize(1280, 720);
    hostWindow.show();
    hostWindow.openHostLobby(dialog.takeHost(), QStringLiteral("Anna"));
    JoinDialog join(nullptr, false);
    std::unique_ptr<net::Client> ben = joinByTyping(join, port, QStringLiteral("Ben"));
    QVERIFY2(ben, qPrintable(join.message()));
    QCOMPARE(ben->kind(), GameKind::Qwantum);
    MainWindow clientWindow;
    clientWindow.resize(1280, 720);
    clientWindow.show();
    clientWindow.openClientLobby(std::move(ben));
    net::ClientOptions options;
    options.name = QStringLiteral("Robo");
    net::NetBot bot(QStringLiteral("easy"), options);
    QVERIFY(bot.isValid());
    QSignalSpy botFinished(&bot, &net::NetBot::finished);
    bot.connectTo(QStringLiteral("127.0.0.1"), port);
    QTRY_VERIFY_WITH_TIMEOUT(hostWindow.lobbyPage()->startButton()->isEnabled(), kWait);
    QTest::mouseClick(hostWindow.lobbyPage()->startButton(), Qt::LeftButton);
    QVERIFY(hostWindow.lanHost()->isStarted());

    // Each window shows the game on Qwantum's page.
    QwantumPage *annaPage = hostWindow.qwantumPage();
    QCOMPARE(annaPage->session(), hostWindow.lanHost()->session());
    QTRY_VERIFY_WITH_TIMEOUT(clientWindow.qwantumPage()->session() != nullptr, kWait);
    QwantumPage *benPage = clientWindow.qwantumPage();
    QSignalSpy benTurns(benPage, &QwantumPage::yourTurn);
    Session &host = *annaPage->session();
    Session &mirror = *benPage->session();
    QVERIFY(mirror.isMirror());
    const int benSeat = clientWindow.lanClient()->seat();
    QVERIFY(benSeat >= 0 && benSeat < 3);
    QVERIFY(host.isLocalHuman(0) && !host.isLocalHuman(benSeat));
    QVERIFY(mirror.isLocalHuman(benSeat) && !mirror.isLocalHuman(0));

    // Play to the end, each at their own table; while Ben waits for others in phase 2 after
    // answering, his table shows his tick (and the others' as they come).
    bool sawAnsweredSign = false;
    int decisions = 0;
    while (!host.isOver()) {
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         return host.isOver() || annaPage->viewer() >= 0 || benPage->viewer() >= 0;
                     },
                     kWait),
                 "a player's turn comes, or the end");
        if (host.isOver()) break;
        QwantumPage *page = benPage->viewer() >= 0 ? benPage : annaPage; // Ben first
        const quint64 serial = page->session()->serial();
        const int me = page->viewer();
        answerByClicks(*page);
        if (QTest::currentTestFailed()) return;
        // Sent (Ben) or kept (Anna, in phase 2): the player is no longer asked.
        QVERIFY(QTest::qWaitFor(
            [&] { return page->viewer() != me || page->session()->serial() != serial; }, kWait));
        if (page == benPage && stateOf(mirror).phase == qw::Phase::Others &&
            benPage->scene()->sheet(benSeat)->marks().answered)
            sawAnsweredSign = true;
        QVERIFY(++decisions < 600);
    }
    QTRY_COMPARE_WITH_TIMEOUT(botFinished.count(), 1, kWait);
    QTRY_VERIFY_WITH_TIMEOUT(mirror.isOver(), kWait);
    QVERIFY(decisions > 10);
    QVERIFY(sawAnsweredSign);
    QVERIFY(benTurns.count() > 0); // the turn came to Ben's computer (sound and alert)
    // The same game on both tables, to the last number.
    const qw::State &a = stateOf(host), &b = stateOf(mirror);
    QCOMPARE(b.turn, a.turn);
    for (int p = 0; p < 3; ++p) {
        QCOMPARE(b.sheets[p].rows, a.sheets[p].rows);
        QCOMPARE(b.sheets[p].misthrows, a.sheets[p].misthrows);
    }
    QCOMPARE(mirror.anyEvents().qwantum.size(), host.anyEvents().qwantum.size());
    QCOMPARE(benPage->log()->count(), annaPage->log()->count() - 1); // the host's own note
    // Both windows end on Qwantum's end page.
    QTRY_VERIFY_WITH_TIMEOUT(hostWindow.qwantumEndPage()->isVisible(), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(clientWindow.qwantumEndPage()->isVisible(), kWait);
}

QTEST_MAIN(TestQwantumLanUi)
#include "tst_qwantum_lan_ui.moc"
