// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Friends elsewhere in the app: the host dialog's choice is kept (lan/upnp); with it, the host's
// lobby asks the router, then shows where friends join with the host's code, or what to
// forward by hand without a router; closing the game takes the mapping away without holding
// the window up. The router is Debian's real miniupnpd in a home network of network
// namespaces (tests/net/routernet.h, root only, as CI runs); the window's thread is in its LAN.
#include "app/common/appsettings.h"
#include "app/common/mapchooser.h"
#include "app/common/shippedmaps.h"
#include "app/lan/hostdialog.h"
#include "app/lan/lobbypage.h"
#include "app/net/host.h"
#include "app/net/portmapping.h"
#include "app/shell/mainwindow.h"
#include "tests/net/routernet.h"

#include <QCheckBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace quantum;
using quantum::net::test::RouterNet;

namespace {

constexpr int kWait = 30000;
const QString kLan = QLatin1String(RouterNet::kLanAddress);
const QString kPublic = QLatin1String(RouterNet::kPublicAddress);

// Anna hosts the default map from the host dialog, friends elsewhere asked for, on any free
// port of every interface (the LAN's); the window, shown at 1280x720, shows its lobby.
bool hostFromTheDialog(MainWindow &window, QString *why)
{
    window.resize(1280, 720);
    window.show();
    HostDialog dialog;
    dialog.chooser()->chooseMap(defaultMap());
    dialog.portBox()->setValue(0);
    dialog.nameEdit()->setText(QStringLiteral("Anna"));
    dialog.upnpBox()->setChecked(true);
    dialog.accept();
    if (!dialog.host()) {
        *why = dialog.error();
        return false;
    }
    window.openHostLobby(dialog.takeHost(), dialog.playerName());
    return true;
}

} // namespace

class TestLanUpnp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void hostDialogKeepsTheChoice();
    void lobbyShowsWhereFriendsJoinAndCloseTakesItAway();
    void lobbySaysWhatToForwardWithoutARouter();

private:
    QString prepare(bool igd);
    std::unique_ptr<RouterNet> m_net;
};

void TestLanUpnp::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    writeSetting(Setting::LanUpnp, false);
    writeSetting(Setting::LastMap, QString());
    // Not a skip: a test that does not run is a defect. CI runs as root.
    const QString why = RouterNet::unavailable();
    if (!why.isEmpty()) QFAIL(qPrintable(why));
}

void TestLanUpnp::init()
{
    m_net = std::make_unique<RouterNet>();
}

void TestLanUpnp::cleanup()
{
    if (QTest::currentTestFailed() && m_net) qInfo().noquote() << "miniupnpd:" << m_net->igdLog();
    m_net.reset();
}

QString TestLanUpnp::prepare(bool igd)
{
    QString why = m_net->setUp();
    if (why.isEmpty() && igd) why = m_net->startIgd();
    if (why.isEmpty()) why = m_net->enterLan();
    return why;
}

void TestLanUpnp::hostDialogKeepsTheChoice()
{
    {
        HostDialog dialog;
        QVERIFY(!dialog.upnpBox()->isChecked()); // off until the player asks for it
        dialog.chooser()->chooseMap(defaultMap());
        dialog.setLoopbackOnly(true);
        dialog.portBox()->setValue(0);
        dialog.upnpBox()->setChecked(true);
        dialog.accept();
        QVERIFY2(dialog.host(), qPrintable(dialog.error()));
    }
    QCOMPARE(readSetting(Setting::LanUpnp).toBool(), true);
    HostDialog again;
    QVERIFY(again.upnpBox()->isChecked());
    writeSetting(Setting::LanUpnp, false);
}

void TestLanUpnp::lobbyShowsWhereFriendsJoinAndCloseTakesItAway()
{
    const QString ready = prepare(true);
    QVERIFY2(ready.isEmpty(), qPrintable(ready));
    MainWindow window;
    QString why;
    QVERIFY2(hostFromTheDialog(window, &why), qPrintable(why));
    LobbyPage *lobby = window.lobbyPage();
    const quint16 port = window.lanHost()->port();
    QVERIFY(window.lanPortMapping());
    QCOMPARE(lobby->elsewhereText(),
             LobbyPage::tr("Asking the router to open port %1 for friends elsewhere…").arg(port));

    const QString expected =
        LobbyPage::tr("Friends elsewhere join at %1 (the router opened the port for this game).")
            .arg(QStringLiteral("%1:%2#%3")
                     .arg(kPublic)
                     .arg(port)
                     .arg(window.lanHost()->fingerprintCode()));
    QTRY_COMPARE_WITH_TIMEOUT(lobby->elsewhereText(), expected, kWait);
    const QStringList rules = m_net->dnatRules();
    QVERIFY2(rules.size() == 1 && rules[0].contains(QStringLiteral("%1:%2").arg(kLan).arg(port)),
             qPrintable(rules.join(QLatin1Char('\n'))));

    // Close the game: the window goes back at once, the mapping goes off the GUI thread.
    QPointer<net::PortMapping> mapping = window.lanPortMapping();
    QElapsedTimer clock;
    clock.start();
    QTest::mouseClick(lobby->leaveButton(), Qt::LeftButton);
    QVERIFY2(clock.elapsed() < 500, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(!window.lanHost());
    QVERIFY(!window.lanPortMapping());
    QVERIFY(lobby->elsewhereText().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(mapping.isNull(), kWait);
    QVERIFY2(m_net->dnatRules().isEmpty(), qPrintable(m_net->dnatRules().join(QLatin1Char('\n'))));
    writeSetting(Setting::LanUpnp, false);
}

void TestLanUpnp::lobbySaysWhatToForwardWithoutARouter()
{
    const QString ready = prepare(false);
    QVERIFY2(ready.isEmpty(), qPrintable(ready));
    MainWindow window;
    QString why;
    QVERIFY2(hostFromTheDialog(window, &why), qPrintable(why));
    LobbyPage *lobby = window.lobbyPage();
    const quint16 port = window.lanHost()->port();
    const QString advice = QStringLiteral("forward TCP port %1 to %2 by hand").arg(port).arg(kLan);
    QTRY_VERIFY_WITH_TIMEOUT(lobby->elsewhereText().contains(advice), kWait);
    QCOMPARE(lobby->elsewhereText(), window.lanPortMapping()->failureText());
    writeSetting(Setting::LanUpnp, false);
}

QTEST_MAIN(TestLanUpnp)
#include "tst_lanupnp.moc"
