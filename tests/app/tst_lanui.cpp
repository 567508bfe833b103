// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN screens: Host LAN game opens a lobby with a listening host; Join LAN game
// joins it by a typed 127.0.0.1:PORT; the seat shows taken in the host's lobby; chat both ways;
// Start only when every seat is filled; a wrong password or another version is refused with
// the host's reason; a game found by discovery shows in the join list; the host's game page
// shows the host's session and a client without a client session says so. Loopback only
// (127.0.0.1); every wait is bounded and nothing is timed.
#include "app/common/appsettings.h"
#include "app/common/mapchooser.h"
#include "app/common/shippedmaps.h"
#include "app/game/session.h"
#include "app/lan/chatpanel.h"
#include "app/lan/hostdialog.h"
#include "app/lan/joindialog.h"
#include "app/lan/lobbypage.h"
#include "app/net/client.h"
#include "app/net/discovery.h"
#include "app/net/host.h"
#include "app/net/identity.h"
#include "app/net/netbot.h"
#include "app/play/gamepage.h"
#include "app/shell/mainwindow.h"
#include "app/shell/settingsdialog.h"
#include "app/shell/startpage.h"
#include "editor/board/faction.h"
#include "tests/app/boxanswerer.h"
#include "tests/app/lanuitest.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyle>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUdpSocket>

using namespace quantum;
using quantum::test::BoxAnswerer;
using quantum::test::joinByTyping;
using quantum::test::kWait;

namespace {

// A host dialog set up for loopback on any free port, as the player fills it in.
void fillHostDialog(HostDialog &dialog, const QString &name, const QString &password = {})
{
    dialog.chooser()->chooseMap(defaultMap()); // two seats (not the map chosen last time)
    dialog.setLoopbackOnly(true);
    dialog.portBox()->setValue(0);
    dialog.nameEdit()->setText(name);
    dialog.gameNameEdit()->setText(QStringLiteral("Test table"));
    dialog.passwordEdit()->setText(password);
}

// A player choice in the host's lobby, as a click in the list would make it.
void chooseInLobby(LobbyPage &lobby, int seat, const QString &itemText)
{
    QComboBox *choice = lobby.seatChoice(seat);
    QVERIFY(choice);
    const int index = choice->findText(itemText);
    QVERIFY2(index >= 0, qPrintable(itemText));
    choice->setCurrentIndex(index);
    emit choice->activated(index);
}

// A port of 127.0.0.1 that the system says is free now (0 when it gives none).
quint16 freeLoopbackPort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : quint16(0);
}

// Anna hosts a two-seat table from the host dialog, in `window`'s lobby, and Ben joins it by
// typing the address (seat 1): Ben's client, or nullptr with `why` when a step failed.
std::unique_ptr<net::Client> hostAnnaWithBen(MainWindow &window, quint16 &port, QString &why)
{
    HostDialog dialog;
    fillHostDialog(dialog, QStringLiteral("Anna"));
    dialog.accept();
    if (!dialog.host()) {
        why = dialog.error();
        return nullptr;
    }
    port = dialog.host()->port();
    window.openHostLobby(dialog.takeHost(), QStringLiteral("Anna"));
    JoinDialog join(nullptr, false);
    std::unique_ptr<net::Client> ben = joinByTyping(join, port, QStringLiteral("Ben"));
    why = join.message();
    return ben;
}
} // namespace

class TestLanUi : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void hostDialogOpensALobbyWithAListeningHost();
    void aJoinByAddressTakesASeatAndChatsBothWays();
    void startOnlyWhenEverySeatIsFilled();
    void joinAgainAfterACrashFindsTheSeat();
    void aHostWithAnotherKeyIsNotTrustedSilently();
    void theHostGamePageShowsTheHostSession();
    void wrongPasswordAndOtherVersionShowTheHostsReason();
    void badAddressesGetAClearMessage_data();
    void badAddressesGetAClearMessage();
    void aDiscoveredGameShowsInTheJoinList();
    void anEmptyJoinListSaysWhatToTry();
    void injectedGamesShowEveryColumn();
    void hostDialogSeatsFollowTheMap();
    void hostDialogSaysWhenThePortIsTaken();
    void leavingAGameInProgressAsksFirst();
    void settingsShowThePort();
    void hostLetsTheComputerPlayForAMissingPlayer();
    void aHeadlessBotJoinsTheGuiHost();
    void aSavedGameIsHostedAgain();
    void aBrokenSavedGameOffersThePreviousAutosave();
};

void TestLanUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    writeSetting(Setting::LanPort, int(net::kDefaultPort));
    writeSetting(Setting::LanName, QString());
    writeSetting(Setting::LanAddress, QString());
    writeSetting(Setting::LastMap, QString());
}

void TestLanUi::hostDialogOpensALobbyWithAListeningHost()
{
    HostDialog dialog;
    QCOMPARE(dialog.portBox()->value(), int(net::kDefaultPort)); // the default from net
    fillHostDialog(dialog, QStringLiteral("Anna"));
    dialog.accept();
    QVERIFY2(dialog.host(), qPrintable(dialog.error()));
    QVERIFY(dialog.host()->port() != 0);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(readSetting(Setting::LanName).toString(), QStringLiteral("Anna"));

    MainWindow window;
    const Map map = dialog.map();
    window.openHostLobby(dialog.takeHost(), dialog.playerName());
    QVERIFY(window.lanHost());
    LobbyPage *lobby = window.lobbyPage();
    QCOMPARE(qobject_cast<QStackedWidget *>(window.centralWidget())->currentWidget(), lobby);
    QCOMPARE(lobby->seatCount(), map.players);
    QVERIFY(lobby->seatText(0).contains(QStringLiteral("Anna")));
    QCOMPARE(lobby->seatText(1), LobbyPage::tr("Open seat"));
    QVERIFY(!lobby->startButton()->isEnabled());
    QVERIFY(lobby->addressesText().contains(QString::number(window.lanHost()->port())));
    // The host's code, and the one line to share: an address, the port and the code.
    const QString code = window.lanHost()->fingerprintCode();
    QCOMPARE(code.size(), 11);
    QVERIFY(lobby->addressesText().contains(code));
    QVERIFY2(lobby->joinLineText().endsWith(
                 QStringLiteral(":%1#%2").arg(window.lanHost()->port()).arg(code)),
             qPrintable(lobby->joinLineText()));
    // This computer's identity is kept: a second host made here has the same code.
    QString why;
    QCOMPARE(net::fingerprintCode(lanHostIdentity(&why).fingerprint()), code);

    // Swap: the word and the menu's arrow both fit (the arrow used to cover the word's end);
    // its menu moves the host's player to the other seat.
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QPushButton *swap = lobby->swapButton(0);
    QVERIFY(swap && swap->menu());
    QCOMPARE(swap->text(), LobbyPage::tr("Swap"));
    QVERIFY(swap->sizeHint().width() >=
            swap->fontMetrics().horizontalAdvance(swap->text()) +
                swap->style()->pixelMetric(QStyle::PM_MenuButtonIndicator));
    QVERIFY2(
        swap->width() >= swap->sizeHint().width(),
        qPrintable(QStringLiteral("%1 < %2").arg(swap->width()).arg(swap->sizeHint().width())));
    const QList<QAction *> swaps = swap->menu()->actions();
    QCOMPARE(swaps.size(), map.players - 1);
    QCOMPARE(swaps.first()->text(), LobbyPage::tr("Swap with %1").arg(faction::name(1)));
    swaps.first()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(lobby->seatText(1).contains(QStringLiteral("Anna")), kWait);
    QCOMPARE(lobby->seatText(0), LobbyPage::tr("Open seat"));

    // Close: back to the start page, the host gone.
    QTest::mouseClick(lobby->leaveButton(), Qt::LeftButton);
    QVERIFY(!window.lanHost());
    QCOMPARE(qobject_cast<QStackedWidget *>(window.centralWidget())->currentWidget(),
             window.startPage());
}

void TestLanUi::aJoinByAddressTakesASeatAndChatsBothWays()
{
    HostDialog dialog;
    fillHostDialog(dialog, QStringLiteral("Anna"));
    dialog.accept();
    QVERIFY(dialog.host());
    const quint16 port = dialog.host()->port();
    MainWindow window;
    window.openHostLobby(dialog.takeHost(), QStringLiteral("Anna"));
    LobbyPage *hostLobby = window.lobbyPage();

    JoinDialog join(nullptr, false);
    std::unique_ptr<net::Client> ben = joinByTyping(join, port, QStringLiteral("Ben"));
    QVERIFY2(ben, qPrintable(join.message()));
    QCOMPARE(ben->seat(), 1);
    QCOMPARE(readSetting(Setting::LanAddress).toString(), QStringLiteral("127.0.0.1:%1").arg(port));
    LobbyPage clientLobby;
    clientLobby.setClient(ben.get());

    // The seat shows taken on both sides.
    QTRY_VERIFY_WITH_TIMEOUT(hostLobby->seatText(1) == QStringLiteral("Ben"), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(clientLobby.seatText(1).contains(QStringLiteral("Ben")), kWait);
    QVERIFY(clientLobby.seatText(0).contains(QStringLiteral("Anna")));
    QVERIFY(!clientLobby.startButton()->isVisible() || !clientLobby.startButton()->isEnabled());
    QVERIFY(hostLobby->startButton()->isEnabled()); // host + Ben: every seat filled

    // Chat: host to client and back, through the chat panels' input lines.
    QTest::keyClicks(hostLobby->chat()->input(), QStringLiteral("Hello Ben"));
    QTest::keyClick(hostLobby->chat()->input(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(
        clientLobby.chat()->plainText().contains(QStringLiteral("Anna: Hello Ben")), kWait);
    QTest::keyClicks(clientLobby.chat()->input(), QStringLiteral("Hi Anna"));
    QTest::mouseClick(clientLobby.chat()->sendButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(
        hostLobby->chat()->plainText().contains(QStringLiteral("Ben: Hi Anna")), kWait);
    QVERIFY(hostLobby->chat()->lineCount() >= 2);

    // An observer is listed in both lobbies.
    JoinDialog watch(nullptr, false);
    watch.watchBox()->setChecked(true);
    std::unique_ptr<net::Client> cleo = joinByTyping(watch, port, QStringLiteral("Cleo"));
    QVERIFY2(cleo, qPrintable(watch.message()));
    QVERIFY(cleo->isObserver());
    QTRY_VERIFY_WITH_TIMEOUT(hostLobby->observersText().contains(QStringLiteral("Cleo")), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(clientLobby.observersText().contains(QStringLiteral("Cleo")), kWait);

    // The host frees Ben's seat: Start is off and the client is told it has no seat.
    QTest::mouseClick(hostLobby->freeButton(1), Qt::LeftButton);
    QCOMPARE(hostLobby->seatText(1), LobbyPage::tr("Open seat"));
    QVERIFY(!hostLobby->startButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(ben->seat() == -1, kWait);
    // Ben takes it again from his lobby.
    QTRY_VERIFY_WITH_TIMEOUT(clientLobby.takeButton(1) && !clientLobby.takeButton(1)->isHidden(),
                             kWait);
    if (qEnvironmentVariableIsSet("QUANTUM_TEST_SHOTS")) { // the client's lobby, to look at
        clientLobby.resize(1000, 600);
        clientLobby.grab().save(qEnvironmentVariable("QUANTUM_TEST_SHOTS") +
                                QStringLiteral("/lobby-client.png"));
    }
    QTest::mouseClick(clientLobby.takeButton(1), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(hostLobby->seatText(1) == QStringLiteral("Ben"), kWait);
    QVERIFY(hostLobby->startButton()->isEnabled());

    // Both change their names under the seats; the other lobby shows the new name, the next
    // LAN game remembers it, and a name without letters is refused on the spot.
    QCOMPARE(clientLobby.nameEdit()->text(), QStringLiteral("Ben"));
    QVERIFY(!clientLobby.renameButton()->isEnabled()); // the same name
    clientLobby.nameEdit()->clear();
    QTest::keyClicks(clientLobby.nameEdit(), QStringLiteral("Benedetta"));
    QVERIFY(clientLobby.renameButton()->isEnabled());
    QTest::mouseClick(clientLobby.renameButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(hostLobby->seatText(1) == QStringLiteral("Benedetta"), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(clientLobby.seatText(1).contains(QStringLiteral("Benedetta")), kWait);
    QCOMPARE(readSetting(Setting::LanName).toString(), QStringLiteral("Benedetta"));
    hostLobby->nameEdit()->setText(QStringLiteral("Annalisa"));
    QTest::keyClick(hostLobby->nameEdit(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(clientLobby.seatText(0).contains(QStringLiteral("Annalisa")), kWait);
    QTest::keyClicks(hostLobby->chat()->input(), QStringLiteral("New name"));
    QTest::keyClick(hostLobby->chat()->input(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(
        clientLobby.chat()->plainText().contains(QStringLiteral("Annalisa: New name")), kWait);
    clientLobby.nameEdit()->setText(QStringLiteral("???"));
    QVERIFY(!clientLobby.renameButton()->isEnabled());
    QTest::keyClick(clientLobby.nameEdit(), Qt::Key_Return);
    QVERIFY(clientLobby.notice().contains(net::reasonText(net::reason::BadName)));
    QCOMPARE(hostLobby->seatText(1), QStringLiteral("Benedetta"));
    clientLobby.clear();
}

// A player's program dies in a running game (no goodbye): the host waits for the seat; the
// player starts again and joins the same address: the seat's remembered token brings them
// back to their seat and the game goes on. A token the host no longer knows is forgotten.
// Trust on first use: the join dialog remembers the certificate of the host it joined at an
// address. Another host there later (a new key, or another computer pretending) is refused
// with a plain warning naming both codes; Trust the new code joins it and remembers it. A
// code typed after # that is not the host's is refused without that offer.
void TestLanUi::aHostWithAnotherKeyIsNotTrustedSilently()
{
    const quint16 port = freeLoopbackPort();
    QVERIFY(port != 0);
    net::HostOptions o;
    o.address = QHostAddress::LocalHost;
    o.port = port;
    o.discovery = false;
    o.threading = ComputerSeat::Threading::Inline;
    const auto board = std::make_shared<const Board>(defaultMap());
    const QList<net::LobbySeat> seats(board->map().players);
    const QString key = QStringLiteral("127.0.0.1:%1").arg(port);
    rememberHost(key, QByteArray());
    const auto watchByTyping = [](JoinDialog &join, const QString &typed) {
        join.watchBox()->setChecked(true);
        return joinByTyping(join, typed, QStringLiteral("Ben"));
    };

    auto first = std::make_unique<net::Host>(board, seats, o);
    QVERIFY(first->listen());
    const QByteArray firstKey = first->fingerprint();
    {
        JoinDialog join(nullptr, false);
        const std::unique_ptr<net::Client> c = watchByTyping(join, key);
        QVERIFY2(c, qPrintable(join.message()));
        QCOMPARE(c->hostFingerprint(), firstKey);
    }
    QCOMPARE(knownHost(key), firstKey);
    first.reset();

    auto second = std::make_unique<net::Host>(board, seats, o); // a key pair of its own
    QVERIFY(second->listen());
    QVERIFY(second->fingerprint() != firstKey);
    JoinDialog join(nullptr, false);
    QVERIFY(!watchByTyping(join, key));
    QVERIFY2(join.message().contains(net::fingerprintCode(firstKey)) &&
                 join.message().contains(second->fingerprintCode()),
             qPrintable(join.message()));
    QVERIFY(!join.trustButton()->isHidden());
    QCOMPARE(knownHost(key), firstKey); // nothing changed yet
    QSignalSpy accepted(&join, &QDialog::accepted);
    QTest::mouseClick(join.trustButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return !accepted.isEmpty() || !join.isJoining(); }, kWait));
    QCOMPARE(accepted.count(), 1);
    QCOMPARE(join.takeClient()->hostFingerprint(), second->fingerprint());
    QCOMPARE(knownHost(key), second->fingerprint());

    JoinDialog typed(nullptr, false);
    QVERIFY(!watchByTyping(typed, key + QLatin1Char('#') + net::fingerprintCode(firstKey)));
    QVERIFY2(typed.message().contains(
                 QStringLiteral("shows the code %1").arg(second->fingerprintCode())),
             qPrintable(typed.message()));
    QVERIFY(typed.trustButton()->isHidden());
    QCOMPARE(knownHost(key), second->fingerprint());
}

void TestLanUi::joinAgainAfterACrashFindsTheSeat()
{
    HostDialog dialog;
    fillHostDialog(dialog, QStringLiteral("Anna"));
    dialog.accept();
    net::Host *host = dialog.host();
    QVERIFY(host);
    const quint16 port = dialog.host()->port();
    MainWindow window;
    window.openHostLobby(dialog.takeHost(), QStringLiteral("Anna"));
    std::unique_ptr<net::Client> ben;
    {
        JoinDialog join(nullptr, false);
        ben = joinByTyping(join, port, QStringLiteral("Ben"));
    }
    QVERIFY(ben);
    QCOMPARE(ben->seat(), 1);
    const QString token = ben->token();
    QCOMPARE(rememberedSeat(QStringLiteral("127.0.0.1:%1").arg(port)), token);
    QTRY_VERIFY_WITH_TIMEOUT(window.lobbyPage()->startButton()->isEnabled(), kWait);
    QTest::mouseClick(window.lobbyPage()->startButton(), Qt::LeftButton);
    QVERIFY(host->isStarted());
    QTRY_VERIFY_WITH_TIMEOUT(ben->hasGame(), kWait);

    ben.reset(); // the program is gone without a word
    QTRY_COMPARE_WITH_TIMEOUT(host->missingSeats(), QList<int>{1}, kWait);
    QVERIFY(host->session()->isPaused());
    {
        JoinDialog join(nullptr, false);
        ben = joinByTyping(join, port, QStringLiteral("Ben"));
        QVERIFY2(ben, qPrintable(join.message()));
    }
    QCOMPARE(ben->seat(), 1);
    QCOMPARE(ben->token(), token);
    QTRY_VERIFY_WITH_TIMEOUT(host->missingSeats().isEmpty() && !host->session()->isPaused(), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(ben->hasGame() && ben->version() == host->session()->version(), kWait);

    // A remembered seat of a game that is no more: the player is told the game started
    // without them, and the stale token is forgotten.
    ben.reset();
    rememberSeat(QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("not-a-token"));
    {
        JoinDialog join(nullptr, false);
        QVERIFY(!joinByTyping(join, port, QStringLiteral("Ben")));
        QVERIFY2(join.message().contains(net::reasonText(net::reason::GameStarted)),
                 qPrintable(join.message()));
    }
    QVERIFY(rememberedSeat(QStringLiteral("127.0.0.1:%1").arg(port)).isEmpty());
    // Watching never takes a seat.
    {
        JoinDialog watch(nullptr, false);
        watch.watchBox()->setChecked(true);
        std::unique_ptr<net::Client> cleo = joinByTyping(watch, port, QStringLiteral("Cleo"));
        QVERIFY(cleo && cleo->isObserver());
    }
}

void TestLanUi::startOnlyWhenEverySeatIsFilled()
{
    HostDialog dialog;
    fillHostDialog(dialog, QStringLiteral("Anna"));
    // A three-player map: the host, two open seats.
    Map three;
    for (const MapEntry &e : availableMaps())
        if (e.map.players == 3) {
            three = e.map;
            break;
        }
    QCOMPARE(three.players, 3);
    dialog.chooser()->chooseMap(three);
    dialog.accept();
    QVERIFY(dialog.host());
    const quint16 port = dialog.host()->port();
    MainWindow window;
    window.openHostLobby(dialog.takeHost(), QStringLiteral("Anna"));
    LobbyPage *lobby = window.lobbyPage();
    QCOMPARE(lobby->seatCount(), 3);
    QVERIFY(!lobby->startButton()->isEnabled());

    chooseInLobby(*lobby, 2, LobbyPage::botText(QStringLiteral("random")));
    QCOMPARE(lobby->seatText(2), LobbyPage::botText(QStringLiteral("random")));
    QVERIFY(!lobby->startButton()->isEnabled()); // seat 1 is still open

    JoinDialog join(nullptr, false);
    std::unique_ptr<net::Client> ben = joinByTyping(join, port, QStringLiteral("Ben"));
    QVERIFY2(ben, qPrintable(join.message()));
    QTRY_VERIFY_WITH_TIMEOUT(lobby->startButton()->isEnabled(), kWait);

    // The host moves its own player to the last seat (the computer's goes open): not full.
    chooseInLobby(*lobby, 2, LobbyPage::tr("You play this seat"));
    QCOMPARE(lobby->seatText(0), LobbyPage::tr("Open seat"));
    QVERIFY(lobby->seatText(2).contains(QStringLiteral("Anna")));
    QVERIFY(!lobby->startButton()->isEnabled());
    chooseInLobby(*lobby, 0, LobbyPage::botText(QStringLiteral("greedy")));
    QVERIFY(lobby->startButton()->isEnabled());
}

// On the host, Start shows the host's own session on the game page; a client whose program
// cannot make a client session (app/net/clientsession.h) says so in its lobby.
void TestLanUi::theHostGamePageShowsTheHostSession()
{
    MainWindow hostWindow;
    quint16 port = 0;
    QString why;
    std::unique_ptr<net::Client> ben = hostAnnaWithBen(hostWindow, port, why);
    QVERIFY2(ben, qPrintable(why));
    net::Client *client = ben.get();
    MainWindow clientWindow;
    clientWindow.openClientLobby(std::move(ben));
    QCOMPARE(clientWindow.lanClient(), client);
    QTRY_VERIFY_WITH_TIMEOUT(hostWindow.lobbyPage()->startButton()->isEnabled(), kWait);

    QTest::mouseClick(hostWindow.lobbyPage()->startButton(), Qt::LeftButton);
    QVERIFY(hostWindow.lanHost()->isStarted());
    QCOMPARE(hostWindow.gamePage()->session(), hostWindow.lanHost()->session());
    QCOMPARE(hostWindow.session(), hostWindow.lanHost()->session());
    QCOMPARE(qobject_cast<QStackedWidget *>(hostWindow.centralWidget())->currentWidget(),
             hostWindow.gamePage());
    QVERIFY(hostWindow.session()->isLocalHuman(0)); // the host's own seat plays on the board

    // The client shows the game on its own game page, a mirror of the host's session.
    QTRY_VERIFY_WITH_TIMEOUT(client->hasGame(), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(clientWindow.session() != nullptr, kWait);
    QCOMPARE(clientWindow.gamePage()->session(), clientWindow.session());
    QCOMPARE(qobject_cast<QStackedWidget *>(clientWindow.centralWidget())->currentWidget(),
             clientWindow.gamePage());
    QTRY_COMPARE_WITH_TIMEOUT(clientWindow.session()->version(),
                              hostWindow.lanHost()->session()->version(), kWait);
    QVERIFY(clientWindow.session()->isLocalHuman(1));
    QVERIFY(!clientWindow.session()->isLocalHuman(0));
    // A client cannot save (it holds the public view only) nor resign a seat: it leaves.
    for (QAction *a : clientWindow.menuActions()) {
        if (a->shortcut() == QKeySequence(QKeySequence::Save)) QVERIFY(!a->isEnabled());
    }
    // Someone comes to watch the running game: both tables see who is watching.
    JoinDialog watch(nullptr, false);
    watch.watchBox()->setChecked(true);
    std::unique_ptr<net::Client> cleo = joinByTyping(watch, port, QStringLiteral("Cleo"));
    QVERIFY2(cleo, qPrintable(watch.message()));
    for (MainWindow *w : {&hostWindow, &clientWindow}) {
        auto *dock = w->findChild<QDockWidget *>(QStringLiteral("lanChat"));
        QVERIFY(dock);
        QTRY_VERIFY_WITH_TIMEOUT(dock->windowTitle().contains(QStringLiteral("Cleo")), kWait);
    }
}

void TestLanUi::wrongPasswordAndOtherVersionShowTheHostsReason()
{
    HostDialog dialog;
    fillHostDialog(dialog, QStringLiteral("Anna"), QStringLiteral("secret"));
    dialog.accept();
    QVERIFY(dialog.host());
    std::unique_ptr<net::Host> host = dialog.takeHost();
    QVERIFY(host->lobby().password);
    LobbyPage lobby;
    lobby.setHost(host.get(), QStringLiteral("Anna"));

    JoinDialog wrong(nullptr, false);
    wrong.passwordEdit()->setText(QStringLiteral("guess"));
    QVERIFY(!joinByTyping(wrong, host->port(), QStringLiteral("Ben")));
    QTRY_VERIFY_WITH_TIMEOUT(!wrong.message().isEmpty(), kWait);
    QVERIFY2(wrong.message().contains(net::reasonText(net::reason::WrongPassword)),
             qPrintable(wrong.message()));
    // The host's player reads who tried (a log line in the chat).
    QVERIFY2(lobby.chat()->plainText().contains(
                 LobbyPage::authNote(QStringLiteral("127.0.0.1"), net::reason::WrongPassword, 1)),
             qPrintable(lobby.chat()->plainText()));
    QVERIFY(wrong.joinButton()->isEnabled()); // the player can try again
    QVERIFY(!wrong.isJoining());

    JoinDialog older(nullptr, false);
    net::ClientOptions other;
    other.app = QStringLiteral("0.0.9");
    older.setClientTemplate(other);
    older.passwordEdit()->setText(QStringLiteral("secret"));
    QVERIFY(!joinByTyping(older, host->port(), QStringLiteral("Ben")));
    QTRY_VERIFY_WITH_TIMEOUT(!older.message().isEmpty(), kWait);
    QVERIFY2(older.message().contains(QStringLiteral("0.0.9")) &&
                 older.message().contains(net::applicationVersion()),
             qPrintable(older.message()));

    // The right password gets in.
    JoinDialog right(nullptr, false);
    right.passwordEdit()->setText(QStringLiteral("secret"));
    const std::unique_ptr<net::Client> ben =
        joinByTyping(right, host->port(), QStringLiteral("Ben"));
    QVERIFY(ben);
    QTRY_VERIFY_WITH_TIMEOUT(host->lobby().freeSeats() == 0, kWait);

    // A full game: no free seat.
    JoinDialog full(nullptr, false);
    full.passwordEdit()->setText(QStringLiteral("secret"));
    QVERIFY(!joinByTyping(full, host->port(), QStringLiteral("Cleo")));
    QTRY_VERIFY_WITH_TIMEOUT(!full.message().isEmpty(), kWait);
    QVERIFY2(full.message().contains(net::reasonText(net::reason::NoFreeSeat)),
             qPrintable(full.message()));
}

void TestLanUi::badAddressesGetAClearMessage_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("code");
    const QString none;
    QTest::newRow("address and port") << "127.0.0.1:4000" << true << "127.0.0.1" << 4000 << none;
    QTest::newRow("default port") << " 192.168.1.20 " << true << "192.168.1.20"
                                  << int(net::kDefaultPort) << none;
    QTest::newRow("host name") << "game-box.local:5" << true << "game-box.local" << 5 << none;
    QTest::newRow("ipv6") << "[::1]:4000" << true << "::1" << 4000 << none;
    QTest::newRow("the join line with the code")
        << "192.168.1.20:37651#K7QM4-X2PDR" << true << "192.168.1.20" << 37651 << "K7QM4-X2PDR";
    QTest::newRow("a code pasted with spaces, in lower case")
        << " 10.0.0.2:4000 # k7qm4 x2pdr " << true << "10.0.0.2" << 4000 << "K7QM4-X2PDR";
    QTest::newRow("ipv6 with the code")
        << "[::1]:4000#K7QM4-X2PDR" << true << "::1" << 4000 << "K7QM4-X2PDR";
    QTest::newRow("a code that is not one") << "127.0.0.1:4000#hello" << false << "" << 0 << none;
    QTest::newRow("an empty code") << "127.0.0.1:4000#" << false << "" << 0 << none;
    QTest::newRow("empty") << "" << false << "" << 0 << none;
    QTest::newRow("no port after colon") << "127.0.0.1:" << false << "" << 0 << none;
    QTest::newRow("port zero") << "127.0.0.1:0" << false << "" << 0 << none;
    QTest::newRow("port too big") << "127.0.0.1:70000" << false << "" << 0 << none;
    QTest::newRow("port not a number") << "127.0.0.1:abc" << false << "" << 0 << none;
    QTest::newRow("spaces") << "my host:4000" << false << "" << 0 << none;
    QTest::newRow("no host") << ":4000" << false << "" << 0 << none;
    QTest::newRow("open bracket") << "[::1:4000" << false << "" << 0 << none;
}

void TestLanUi::badAddressesGetAClearMessage()
{
    QFETCH(QString, typed);
    QFETCH(bool, ok);
    QString host, error;
    quint16 port = 0;
    QString code;
    QCOMPARE(parseHostAddress(typed, host, port, &error, &code), ok);
    if (ok) {
        QTEST(host, "host");
        QTEST(int(port), "port");
        QTEST(code, "code");
        // The line a host shares reads back as what it was made of.
        QString host2, code2;
        quint16 port2 = 0;
        QVERIFY(parseHostAddress(joinLine(host, port, code), host2, port2, nullptr, &code2));
        QCOMPARE(host2, host);
        QCOMPARE(port2, port);
        QCOMPARE(code2, code);
        return;
    }
    QVERIFY(!error.isEmpty());
    // The dialog shows the same message and connects nowhere.
    JoinDialog join(nullptr, false);
    join.addressEdit()->setText(typed);
    join.nameEdit()->setText(QStringLiteral("Ben"));
    QTest::mouseClick(join.joinButton(), Qt::LeftButton);
    QCOMPARE(join.message(), error);
    QVERIFY(!join.isJoining());
    QVERIFY(join.joinButton()->isEnabled());
}

// A host on this computer answers the join dialog's browser (asking loopback only).
void TestLanUi::aDiscoveredGameShowsInTheJoinList()
{
    // A host met before is held to its remembered certificate, and its address line has no
    // code: forget the hosts the earlier tests joined, one of which may have had this port.
    writeSetting(Setting::LanKnownHosts, QVariantMap());
    net::HostOptions o;
    o.gameName = QStringLiteral("Found on loopback");
    o.address = QHostAddress::LocalHost;
    o.port = 0;
    o.discovery = true;
    o.discoveryPort = 0;
    const Map map = defaultMap();
    QList<net::LobbySeat> seats(map.players);
    seats[0].kind = net::LobbySeat::Kind::Host;
    net::Host host(std::make_shared<const Board>(map), seats, o);
    QVERIFY(host.listen());
    QVERIFY(host.discoveryPort() != 0);

    JoinDialog join(nullptr, false);
    join.browser()->setTargets({QHostAddress::LocalHost}, true);
    QVERIFY(join.browser()->start(host.discoveryPort(), 200));
    QTRY_VERIFY_WITH_TIMEOUT(join.gameCount() == 1, kWait);
    const QTreeWidgetItem *row = join.gameList()->topLevelItem(0);
    QCOMPARE(row->text(0), QStringLiteral("Found on loopback"));
    QCOMPARE(row->text(1), map.name);
    QCOMPARE(row->text(2), JoinDialog::tr("%1 of %2").arg(map.players - 1).arg(map.players));
    QCOMPARE(row->text(3), QStringLiteral("127.0.0.1:%1").arg(host.port()));
    QCOMPARE(row->text(4), host.fingerprintCode()); // as the host's lobby shows it
    QCOMPARE(row->text(5), net::applicationVersion());
    // Choosing it fills in the address with the code (the host must prove it), and Join gets in.
    join.gameList()->setCurrentItem(join.gameList()->topLevelItem(0));
    QCOMPARE(join.addressEdit()->text(),
             QStringLiteral("127.0.0.1:%1#%2").arg(host.port()).arg(host.fingerprintCode()));
    join.nameEdit()->setText(QStringLiteral("Ben"));
    QSignalSpy accepted(&join, &QDialog::accepted);
    QTest::mouseClick(join.joinButton(), Qt::LeftButton);
    QVERIFY(accepted.wait(kWait) || !accepted.isEmpty());
    QVERIFY(join.takeClient());
}

// When the probes find no game, the line under Join's list says what to try: the address the
// host shows. A game found later brings the usual line back.
void TestLanUi::anEmptyJoinListSaysWhatToTry()
{
    QUdpSocket nobody; // a port where no host answers
    QVERIFY(nobody.bind(QHostAddress::LocalHost, 0));
    JoinDialog join(nullptr, false);
    const QString usual = join.hint()->text();
    QVERIFY(!usual.isEmpty());
    join.browser()->setTargets({QHostAddress::LocalHost}, true);
    QSignalSpy probes(join.browser(), &net::DiscoveryBrowser::probed);
    QVERIFY(join.browser()->start(nobody.localPort(), 50));
    QTRY_VERIFY_WITH_TIMEOUT(probes.count() >= JoinDialog::kProbesBeforeAdvice, kWait);
    QCOMPARE(join.gameCount(), 0);
    QVERIFY2(join.hint()->text() != usual &&
                 join.hint()->text().contains(QStringLiteral("type the address")),
             qPrintable(join.hint()->text()));
    join.browser()->stop();
    net::FoundGame g;
    g.address = QHostAddress(QHostAddress::LocalHost);
    g.port = 40000;
    g.name = QStringLiteral("Late");
    g.seats = 2;
    g.free = 1;
    g.app = net::applicationVersion();
    g.protocol = net::kProtocolVersion;
    join.setGames({g});
    QCOMPARE(join.hint()->text(), usual);
}

void TestLanUi::injectedGamesShowEveryColumn()
{
    JoinDialog join(nullptr, false);
    net::FoundGame a;
    a.address = QHostAddress(QStringLiteral("127.0.0.5"));
    a.port = 4000;
    a.protocol = net::kProtocolVersion;
    a.app = net::applicationVersion();
    a.name = QStringLiteral("Alpha");
    a.map = QStringLiteral("Gamma Sector");
    a.seats = 4;
    a.free = 0;
    net::FoundGame b = a;
    b.address = QHostAddress(QStringLiteral("127.0.0.6"));
    b.name = QStringLiteral("Beta");
    b.app = QStringLiteral("9.9.9");
    b.free = 2;
    b.password = true;
    join.setGames({a, b});
    QCOMPARE(join.gameCount(), 2);
    QCOMPARE(join.gameList()->topLevelItem(1)->text(0),
             JoinDialog::tr("%1 (password)").arg("Beta"));
    QCOMPARE(join.gameList()->topLevelItem(1)->text(2), JoinDialog::tr("%1 of %2").arg(2).arg(4));
    QCOMPARE(join.gameList()->topLevelItem(1)->text(5), QStringLiteral("9.9.9"));
    QVERIFY(!join.gameList()->topLevelItem(1)->toolTip(5).isEmpty()); // another version
    // A full game is chosen for watching.
    join.gameList()->setCurrentItem(join.gameList()->topLevelItem(0));
    QCOMPARE(join.addressEdit()->text(), QStringLiteral("127.0.0.5:4000"));
    QVERIFY(join.watchBox()->isChecked());
    // The list changes live: the chosen row stays chosen, a game gone leaves the list.
    join.setGames({b, a});
    QCOMPARE(join.gameList()->currentItem()->text(3), QStringLiteral("127.0.0.5:4000"));
    join.setGames({b});
    QCOMPARE(join.gameCount(), 1);
}

void TestLanUi::hostDialogSeatsFollowTheMap()
{
    HostDialog dialog;
    Map four;
    for (const MapEntry &e : availableMaps())
        if (e.map.players == 4) {
            four = e.map;
            break;
        }
    dialog.chooser()->chooseMap(four);
    // Seat 0 is the host's own at first; choosing it for seat 3 opens seat 0.
    QComboBox *last = dialog.seatChoice(3);
    const int mine = last->findText(LobbyPage::tr("You play this seat"));
    last->setCurrentIndex(mine);
    emit last->activated(mine);
    QComboBox *first = dialog.seatChoice(1);
    const int bot = first->findText(LobbyPage::botText(QStringLiteral("greedy")));
    first->setCurrentIndex(bot);
    const QList<net::LobbySeat> seats = dialog.seats();
    QCOMPARE(seats.size(), 4);
    QCOMPARE(seats[0].kind, net::LobbySeat::Kind::Open);
    QCOMPARE(seats[1].kind, net::LobbySeat::Kind::Computer);
    QCOMPARE(seats[1].bot, QStringLiteral("greedy"));
    QCOMPARE(seats[2].kind, net::LobbySeat::Kind::Open);
    QCOMPARE(seats[3].kind, net::LobbySeat::Kind::Host);
    // The port chosen is remembered, and shown in Settings (a port the system says is free).
    const quint16 port = freeLoopbackPort();
    QVERIFY(port != 0);
    dialog.setLoopbackOnly(true);
    dialog.portBox()->setValue(port);
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    dialog.accept();
    QVERIFY2(dialog.host(), qPrintable(dialog.error()));
    QCOMPARE(accepted.count(), 1);
    QCOMPARE(readSetting(Setting::LanPort).toInt(), int(port));
    writeSetting(Setting::LanPort, int(net::kDefaultPort));
}

// A port another program listens on keeps the host dialog open with the reason.
void TestLanUi::hostDialogSaysWhenThePortIsTaken()
{
    QTcpServer other;
    QVERIFY(other.listen(QHostAddress::LocalHost, 0));
    HostDialog dialog;
    dialog.setLoopbackOnly(true);
    dialog.portBox()->setValue(other.serverPort());
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    dialog.accept();
    QVERIFY(!dialog.host());
    QVERIFY(!dialog.error().isEmpty());
    QCOMPARE(accepted.count(), 0);
    QCOMPARE(readSetting(Setting::LanPort).toInt(), int(net::kDefaultPort));
}

// A host leaving its game in progress is asked first: Cancel stays, Leave goes to the start
// page and tells the client the host closed.
void TestLanUi::leavingAGameInProgressAsksFirst()
{
    MainWindow window;
    quint16 port = 0;
    QString why;
    std::unique_ptr<net::Client> ben = hostAnnaWithBen(window, port, why);
    QVERIFY2(ben, qPrintable(why));
    QTRY_VERIFY_WITH_TIMEOUT(window.lobbyPage()->startButton()->isEnabled(), kWait);
    QVERIFY(window.lanHost()->start());
    QCOMPARE(window.gamePage()->session(), window.lanHost()->session());
    // The lobby's chat goes on beside the game.
    QVERIFY(!window.chatDock()->isHidden());
    QCOMPARE(window.chatDock()->widget(), window.lobbyPage()->chat());
    ben->sendChat(QStringLiteral("Good luck"));
    QTRY_VERIFY_WITH_TIMEOUT(
        window.lobbyPage()->chat()->plainText().contains(QStringLiteral("Ben: Good luck")), kWait);
    {
        BoxAnswerer stay({QString()}); // Cancel
        window.leaveLanGame();
        QCOMPARE(stay.asked.size(), 1);
        QVERIFY(window.lanHost());
    }
    QSignalSpy closed(ben.get(), &net::Client::hostClosed);
    {
        BoxAnswerer leave({MainWindow::tr("Leave")});
        window.leaveLanGame();
        QCOMPARE(leave.asked.size(), 1);
    }
    QVERIFY(!window.lanHost());
    QCOMPARE(qobject_cast<QStackedWidget *>(window.centralWidget())->currentWidget(),
             window.startPage());
    QVERIFY(closed.wait(kWait) || !closed.isEmpty());
    QVERIFY(window.chatDock()->isHidden());
    QVERIFY(window.lobbyPage()->isAncestorOf(window.lobbyPage()->chat())); // back in the lobby
}

void TestLanUi::settingsShowThePort()
{
    writeSetting(Setting::LanPort, 40555);
    SettingsDialog settings;
    QSpinBox *port = nullptr;
    for (QSpinBox *box : settings.findChildren<QSpinBox *>())
        if (box->maximum() == 65535) port = box;
    QVERIFY(port);
    QCOMPARE(port->value(), 40555);
    port->setValue(40556);
    settings.accept();
    QCOMPARE(readSetting(Setting::LanPort).toInt(), 40556);
    HostDialog host; // the host dialog opens on it
    QCOMPARE(host.portBox()->value(), 40556);
    writeSetting(Setting::LanPort, int(net::kDefaultPort));
}

// A player drops: the host's game waits, and Game > Let the computer play for missing players
// lets it go on with a computer in the seat.
void TestLanUi::hostLetsTheComputerPlayForAMissingPlayer()
{
    MainWindow hostWindow;
    quint16 port = 0;
    QString why;
    std::unique_ptr<net::Client> ben = hostAnnaWithBen(hostWindow, port, why);
    QVERIFY2(ben, qPrintable(why));
    QTRY_VERIFY_WITH_TIMEOUT(hostWindow.lobbyPage()->startButton()->isEnabled(), kWait);
    QTest::mouseClick(hostWindow.lobbyPage()->startButton(), Qt::LeftButton);
    net::Host *host = hostWindow.lanHost();
    QVERIFY(host->isStarted());
    QVERIFY(!hostWindow.standInAction()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(ben->hasGame(), kWait);
    ben.reset(); // Ben's program closes
    QTRY_VERIFY_WITH_TIMEOUT(host->missingSeats() == QList<int>{1}, kWait);
    QTRY_VERIFY_WITH_TIMEOUT(hostWindow.standInAction()->isEnabled(), kWait);
    hostWindow.standInAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(host->missingSeats().isEmpty(), kWait);
    QVERIFY(host->session()->seat(1)->isComputer());
    QTRY_VERIFY_WITH_TIMEOUT(!hostWindow.standInAction()->isEnabled(), kWait);
}

// A headless network bot (quantum-cli bot is this NetBot) joins a table hosted by the app and
// plays a whole game against the host's computer seat; the host's page shows it to the end.
void TestLanUi::aHeadlessBotJoinsTheGuiHost()
{
    HostDialog dialog;
    fillHostDialog(dialog, QStringLiteral("Anna"));
    dialog.accept();
    QVERIFY(dialog.host());
    const quint16 port = dialog.host()->port();
    MainWindow hostWindow;
    hostWindow.openHostLobby(dialog.takeHost(), QStringLiteral("Anna"));
    chooseInLobby(*hostWindow.lobbyPage(), 0, LobbyPage::botText(QStringLiteral("greedy")));
    net::ClientOptions options;
    options.name = QStringLiteral("Robo");
    net::NetBot bot(QStringLiteral("greedy"), options);
    QVERIFY(bot.isValid());
    QSignalSpy finished(&bot, &net::NetBot::finished);
    bot.connectTo(QStringLiteral("127.0.0.1"), port);
    QTRY_VERIFY_WITH_TIMEOUT(hostWindow.lobbyPage()->startButton()->isEnabled(), kWait);
    QTest::mouseClick(hostWindow.lobbyPage()->startButton(), Qt::LeftButton);
    QVERIFY(hostWindow.lanHost()->isStarted());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kWait);
    QVERIFY(hostWindow.lanHost()->session()->isOver());
    QCOMPARE(finished.first().at(0).toInt(), hostWindow.lanHost()->session()->state().winner);
}

// Game > Host a saved game on the LAN: the saved position goes on in a lobby whose seats
// follow the save (the computer stays, the human seat opens for a player).
void TestLanUi::aSavedGameIsHostedAgain()
{
    auto board = std::make_shared<const Board>(defaultMap());
    Session local(board, {SeatInfo::human(QStringLiteral("Anna")), SeatInfo::computer()}, 21);
    local.playAhead(humanTurnFrom(local, 3), 2000);
    QVERIFY(local.state().turn >= 3);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("table.quantum-save"));
    QString error;
    QVERIFY(writeSaveFile(path, local.saved().toBytes(), &error));

    writeSetting(Setting::LanPort, 0); // any free port
    MainWindow window;
    window.setLanLoopbackOnly(true);
    QVERIFY(!window.hostSavedLanGame(dir.filePath(QStringLiteral("missing.quantum-save")), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY2(window.hostSavedLanGame(path, &error), qPrintable(error));
    net::Host *host = window.lanHost();
    QVERIFY(host);
    QCOMPARE(host->lobby().seats[1].kind, net::LobbySeat::Kind::Computer);
    chooseInLobby(*window.lobbyPage(), 0, LobbyPage::tr("You play this seat"));
    QVERIFY(window.lobbyPage()->startButton()->isEnabled());
    QTest::mouseClick(window.lobbyPage()->startButton(), Qt::LeftButton);
    QVERIFY(host->isStarted());
    QCOMPARE(host->session()->state(), local.state());
    QCOMPARE(host->session()->version(), local.version());
    writeSetting(Setting::LanPort, net::kDefaultPort);
}

// A LAN autosave that cannot be read (cut short by a crash) says why and offers the one kept
// before it, which is hosted instead; declined, nothing is hosted.
void TestLanUi::aBrokenSavedGameOffersThePreviousAutosave()
{
    auto board = std::make_shared<const Board>(defaultMap());
    Session local(board, {SeatInfo::human(QStringLiteral("Anna")), SeatInfo::computer()}, 23);
    local.playAhead(humanTurnFrom(local, 2), 2000);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("lan-autosave.quantum-save"));
    QString error;
    QVERIFY(writeSaveFile(previousAutosavePath(path), local.saved().toBytes(), &error));
    QVERIFY(writeSaveFile(path, local.saved().toBytes().left(200), &error)); // cut short

    writeSetting(Setting::LanPort, 0);
    MainWindow window;
    window.setLanLoopbackOnly(true);
    {
        BoxAnswerer answer({QString()}); // Cancel
        QVERIFY(!window.hostSavedGameFile(path));
        QCOMPARE(answer.asked.size(), 1);
        QVERIFY2(answer.asked.first().startsWith(
                     MainWindow::tr("The game cannot be read: %1").arg(QString())),
                 qPrintable(answer.asked.first()));
    }
    QVERIFY(!window.lanHost());
    {
        BoxAnswerer answer({MainWindow::tr("Host the previous autosave")});
        QVERIFY(window.hostSavedGameFile(path));
        QCOMPARE(answer.asked.size(), 1);
    }
    QVERIFY(window.lanHost());
    QCOMPARE(window.lanHost()->lobby().seats[1].kind, net::LobbySeat::Kind::Computer);
    chooseInLobby(*window.lobbyPage(), 0, LobbyPage::tr("You play this seat"));
    QTest::mouseClick(window.lobbyPage()->startButton(), Qt::LeftButton);
    QVERIFY(window.lanHost()->isStarted());
    QCOMPARE(window.lanHost()->session()->state(), local.state());
    // Neither file readable: the reason alone, nothing offered.
    QVERIFY(writeSaveFile(previousAutosavePath(path), "{}", &error));
    MainWindow other;
    other.setLanLoopbackOnly(true);
    {
        BoxAnswerer answer({QString()});
        QVERIFY(!other.hostSavedGameFile(path));
        QCOMPARE(answer.asked.size(), 1);
    }
    QVERIFY(!other.lanHost());
    writeSetting(Setting::LanPort, net::kDefaultPort);
}

QTEST_MAIN(TestLanUi)
#include "tst_lanui.moc"
