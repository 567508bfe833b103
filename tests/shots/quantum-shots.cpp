// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// quantum-shots: the developers' picture tool, built with the tests and never installed.
// It takes the quantum executable's options (app/shell/launch.h) and adds the ones that stage a
// screen for a picture: a game played ahead from a seed, a dialog, a LAN lobby on loopback
// with a player from "another computer", either game's tutorial at a lesson (docs/play.md,
// Pictures).
#include "app/common/shippedmaps.h"
#include "app/game/session.h"
#include "app/lan/hostdialog.h"
#include "app/lan/joindialog.h"
#include "app/lan/lobbypage.h"
#include "app/learn/cardgallery.h"
#include "app/learn/qwantumtutorial.h"
#include "app/learn/rulesdialog.h"
#include "app/learn/tutorial.h"
#include "app/net/client.h"
#include "app/net/host.h"
#include "app/play/endpage.h"
#include "app/play/gamepage.h"
#include "app/play/playscene.h"
#include "app/shell/aboutdialog.h"
#include "app/shell/launch.h"
#include "app/shell/loaddialog.h"
#include "app/qwantum/qwantumnewgame.h"
#include "app/qwantum/qwantumpage.h"
#include "app/shell/mainwindow.h"
#include "app/shell/settingsdialog.h"
#include "app/shell/startpage.h"
#include "editor/balancedialog.h"
#include "editor/editorwindow.h"
#include "engine/map.h"

#include <QApplication>
#include <QThread>
#include <QTimer>

namespace {

// --screen tutorial: the guided game, its moves made by "Show me" up to lesson `step` (1-based).
void playTutorialTo(quantum::MainWindow &window, int step)
{
    window.gamePage()->setPace(0);
    window.gamePage()->setAnimated(false);
    window.startPage()->setGame(quantum::GameKind::Quantum); // whatever was chosen last
    window.learnToPlay();
    quantum::Tutorial *tutorial = window.tutorial();
    for (int guard = 0; tutorial && tutorial->step() < step && guard < 4000; ++guard) {
        if (!tutorial->demonstrate()) QThread::msleep(5); // the computer is thinking
        QCoreApplication::processEvents();
        window.gamePage()->catchUp();
    }
}

// --screen qwantum-tutorial: Qwantum's guided game, its steps made by "Show me" (or Next) up
// to lesson `step` (1-based), shown once the player may answer.
void playQwantumTutorialTo(quantum::MainWindow &window, int step)
{
    window.startPage()->setGame(quantum::GameKind::Qwantum);
    window.learnToPlay();
    quantum::QwantumPage *page = window.qwantumPage();
    page->setPace(0);
    page->setAnimated(false);
    quantum::QwantumTutorial *tutorial = window.qwantumTutorial();
    auto ready = [&] {
        QCoreApplication::processEvents();
        page->catchUp();
        return page->viewer() == 0 || page->session()->isOver();
    };
    for (int guard = 0; tutorial && guard < 4000; ++guard) {
        if (ready() && tutorial->step() >= step) break;
        if (!ready() || !tutorial->demonstrate()) QThread::msleep(5); // the computer answers
    }
}

// --screen join: two games as discovery finds them (documentation addresses, RFC 5737).
QList<quantum::net::FoundGame> exampleGames()
{
    quantum::net::FoundGame a;
    a.address = QHostAddress(QStringLiteral("192.0.2.14"));
    a.port = quantum::net::kDefaultPort;
    a.protocol = quantum::net::kProtocolVersion;
    a.app = quantum::net::applicationVersion();
    a.name = QStringLiteral("Friday night");
    a.map = QStringLiteral("Gamma Sector");
    a.seats = 4;
    a.free = 2;
    a.fingerprint = QStringLiteral("K7QM4-X2PDR");
    quantum::net::FoundGame b = a;
    b.fingerprint = QStringLiteral("4DTJH-JEA34");
    b.address = QHostAddress(QStringLiteral("192.0.2.30"));
    b.name = QStringLiteral("Anna's game");
    b.map = quantum::defaultMap().name;
    b.seats = 2;
    b.free = 1;
    b.password = true;
    return {a, b};
}

// --screen lobby: a host on loopback with its own seat, an open one and a computer, and a
// player who joined from "another computer" (a client in this process) and said hello.
// --screen lan-game: the same, started once the player joined (the host's game page).
void showExampleLobby(quantum::MainWindow &window, bool start)
{
    using namespace quantum::net;
    const quantum::Map map = quantum::defaultMap();
    QList<LobbySeat> seats;
    for (int i = 0; i < map.players; ++i) {
        LobbySeat s;
        if (i == 0) {
            s.kind = LobbySeat::Kind::Host;
            s.name = QStringLiteral("Anna");
        } else if (i == 2) {
            s.kind = LobbySeat::Kind::Computer;
        }
        seats.append(s);
    }
    HostOptions options;
    options.gameName = QStringLiteral("Friday night");
    options.address = QHostAddress::LocalHost;
    options.port = 0;
    options.discovery = false;
    auto host = std::make_unique<Host>(std::make_shared<const quantum::Board>(map), seats, options);
    if (!host->listen()) return;
    const quint16 port = host->port();
    Host *h = host.get();
    window.openHostLobby(std::move(host), QStringLiteral("Anna"));
    ClientOptions co;
    co.name = QStringLiteral("Ben");
    auto *client = new Client(co, &window);
    QObject::connect(client, &Client::welcomed, client, [client, h, start] {
        h->sendChat(QStringLiteral("Anna"), QStringLiteral("Welcome, Ben!"));
        client->sendChat(QStringLiteral("Hi! Ready when you are."));
        if (start) h->start();
    });
    client->connectTo(QStringLiteral("127.0.0.1"), port);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    quantum::initApplication(app);
    quantum::Launch launch;
    QCommandLineParser &parser = launch.parser;
    parser.setApplicationDescription(QStringLiteral(
        "The developers' picture tool: quantum's options, and these to stage a screen."));
    const QCommandLineOption gameOption(
        QStringLiteral("screenshot-game"),
        QStringLiteral("Picture a game against the computer from seed <seed>, played ahead by "
                       "the computer to --turn."),
        QStringLiteral("seed"));
    const QCommandLineOption turnOption(
        QStringLiteral("turn"),
        QStringLiteral("With --screenshot-game: the turn to show (default 5)."),
        QStringLiteral("turn"), QStringLiteral("5"));
    const QCommandLineOption screenOption(
        QStringLiteral("screen"),
        QStringLiteral("With --screenshot: the screen to picture: start, new-game, qwantum-new-game, load, game, "
                       "picker, end, replay, rules, cards, settings, about, rules:SECTION (rules:void, "
                       "...), tutorial, qwantum-tutorial (see --tutorial-step), host, join, lobby (a LAN lobby on "
                       "loopback with a player who joined), lan-game (that game started); "
                       "picker: with --screenshot-game, the first card pick of a human player "
                       "from --turn on; hint: with --screenshot-game, the Hint asked for and "
                       "shown; balance: with --editor, the balance check run with its default "
                       "games and level."),
        QStringLiteral("screen"), QStringLiteral("start"));
    const QCommandLineOption selectOption(
        QStringLiteral("select"),
        QStringLiteral("With --screenshot-game: select the ship <ship> (0-4) of the player due."),
        QStringLiteral("ship"));
    const QCommandLineOption liveOption(
        QStringLiteral("live"),
        QStringLiteral("With --screenshot-game: let the computer players go on for <ms> "
                       "milliseconds before the picture."),
        QStringLiteral("ms"));
    const QCommandLineOption stepsOption(
        QStringLiteral("steps"),
        QStringLiteral("With --screenshot-game: play exactly <n> decisions ahead instead of up "
                       "to --turn."),
        QStringLiteral("n"));
    const QCommandLineOption hotseatOption(
        QStringLiteral("hotseat"),
        QStringLiteral("With --screenshot-game: every seat is a human player (hot-seat)."));
    const QCommandLineOption computersOption(
        QStringLiteral("all-computer"),
        QStringLiteral("With --screenshot-game: every seat is a computer player."));
    const QCommandLineOption tutorialStepOption(
        QStringLiteral("tutorial-step"),
        QStringLiteral("With --screen tutorial or qwantum-tutorial: the lesson <n> to show (1 "
                       "is the first)."),
        QStringLiteral("n"), QStringLiteral("2"));
    const QCommandLineOption qwantumOption(
        QStringLiteral("qwantum"),
        QStringLiteral("With --screenshot-game: a game of Qwantum of <players> (2-4) instead, "
                       "played ahead --steps decisions (default 0)."),
        QStringLiteral("players"));
    for (const QCommandLineOption *o :
         {&gameOption, &turnOption, &screenOption, &selectOption, &liveOption, &stepsOption,
          &hotseatOption, &computersOption, &tutorialStepOption, &qwantumOption})
        parser.addOption(*o);
    int code = 0;
    if (!launch.parse(QCoreApplication::arguments(), code)) return code;
    if (!launch.shooting()) {
        quantum::Launch::printError(
            QStringLiteral("quantum-shots takes pictures: give --screenshot FILE"));
        return 2;
    }

    quantum::MainWindow window;
    quantum::editor::EditorWindow *editor = nullptr;
    if (!launch.open(window, editor, code)) return code;

    if (parser.isSet(gameOption)) {
        bool ok = false;
        const quint64 seed = parser.value(gameOption).toULongLong(&ok);
        if (!ok) {
            quantum::Launch::printError(QStringLiteral("the seed must be a whole number"));
            return 2;
        }
        quantum::Map map = quantum::defaultMap();
        const int qwantumPlayers = parser.value(qwantumOption).toInt();
        if (parser.isSet(qwantumOption) && (qwantumPlayers < 2 || qwantumPlayers > 4)) {
            quantum::Launch::printError(QStringLiteral("--qwantum takes 2, 3 or 4 players"));
            return 2;
        }
        if (parser.isSet(launch.mapOption())) {
            const quantum::MapReadResult read =
                quantum::readMapArgument(parser.value(launch.mapOption()));
            if (read.ok) map = read.map;
        }
        quantum::GameSetup setup;
        setup.map = map;
        if (qwantumPlayers) setup.kind = quantum::GameKind::Qwantum;
        const QStringList names{QStringLiteral("Anna"), QStringLiteral("Ben"),
                                QStringLiteral("Chiara"), QStringLiteral("Daichi")};
        setup.seats.append(parser.isSet(computersOption) ? quantum::SeatInfo::computer()
                                                         : quantum::SeatInfo::human());
        for (int i = 1; i < (qwantumPlayers ? qwantumPlayers : map.players); ++i)
            setup.seats.append(parser.isSet(hotseatOption) ? quantum::SeatInfo::human()
                                                           : quantum::SeatInfo::computer());
        if (qwantumPlayers)
            for (int i = 0; i < setup.seats.size(); ++i) setup.seats[i].name = names[i];
        setup.seed = seed;
        window.startGame(setup);
        quantum::Session *session = window.session();
        session->setPaused(true); // nothing plays on while the picture is taken
        if (parser.value(screenOption) == QLatin1String("picker")) {
            // Up to a card pick of a human player (the picker shows itself on it).
            // (The seats are stand-ins while it plays ahead: who is human is read first.)
            const int from = parser.value(turnOption).toInt();
            QList<bool> human;
            for (int i = 0; i < session->state().players; ++i)
                human.append(session->isLocalHuman(i));
            session->playAhead([from, human](const quantum::Session &se) {
                const quantum::GameState &s = se.state();
                return se.isOver() || (s.turn >= from && s.phase == quantum::Phase::Cards &&
                                       !s.front() && s.picksOwed > 0 && human.value(s.toAct()));
            });
        } else if (qwantumPlayers) {
            session->playAhead([](const quantum::Session &) { return false; },
                               parser.value(stepsOption).toInt());
        } else if (parser.isSet(stepsOption))
            session->playAhead([](const quantum::Session &) { return false; },
                               parser.value(stepsOption).toInt());
        else
            session->playAhead(quantum::humanTurnFrom(*session, parser.value(turnOption).toInt()));
        if (session->isOver()) window.showEnd();
        if (parser.isSet(selectOption))
            window.gamePage()->scene()->selectShip(parser.value(selectOption).toInt());
    }

    const QString screen = parser.value(screenOption);
    window.show();
    QWidget *target = &window;
    QDialog *dialog = nullptr;
    if (screen == QLatin1String("new-game"))
        dialog = new quantum::NewGameDialog(&window);
    else if (screen == QLatin1String("qwantum-new-game"))
        dialog = new quantum::QwantumNewGameDialog(&window);
    else if (screen == QLatin1String("rules") || screen.startsWith(QLatin1String("rules:"))) {
        auto *rules = new quantum::RulesDialog(&window); // rules:void shows that section
        if (screen.contains(QLatin1Char(':')))
            rules->showSection(screen.section(QLatin1Char(':'), 1));
        dialog = rules;
    } else if (screen == QLatin1String("cards"))
        dialog = new quantum::CardGallery(&window);
    else if (screen == QLatin1String("load"))
        dialog = new quantum::LoadGameDialog(window.autosavePath(), &window);
    else if (screen == QLatin1String("about"))
        dialog = new quantum::AboutDialog(&window);
    else if (screen == QLatin1String("settings"))
        dialog = new quantum::SettingsDialog(&window);
    else if (screen == QLatin1String("host"))
        dialog = new quantum::HostDialog(&window);
    else if (screen == QLatin1String("join")) {
        auto *join = new quantum::JoinDialog(&window, false);
        join->setGames(exampleGames()); // the list as a network with two hosts shows it
        dialog = join;
    } else if (screen == QLatin1String("lobby") || screen == QLatin1String("lan-game"))
        showExampleLobby(window, screen == QLatin1String("lan-game"));
    else if (screen == QLatin1String("end") && window.session())
        window.showEnd();
    else if (screen == QLatin1String("replay") && window.session())
        window.showReplay();
    else if (screen == QLatin1String("tutorial"))
        playTutorialTo(window, parser.value(tutorialStepOption).toInt());
    else if (screen == QLatin1String("qwantum-tutorial"))
        playQwantumTutorialTo(window, parser.value(tutorialStepOption).toInt());
    if (dialog) {
        dialog->setAttribute(Qt::WA_DontShowOnScreen);
        dialog->show();
        target = dialog;
    }
    if (editor) {
        editor->show();
        target = editor;
    }
    quantum::editor::BalanceDialog *balance = nullptr;
    if (editor && screen == QLatin1String("balance")) {
        balance = editor->showBalanceCheck();
        balance->setAttribute(Qt::WA_DontShowOnScreen);
        balance->run();
        target = balance;
    }
    if (screen == QLatin1String("hint") && window.session()) {
        if (window.session()->kind() == quantum::GameKind::Qwantum) window.qwantumPage()->hint();
        else window.gamePage()->hint();
    }
    int delay = 300;
    if (parser.isSet(liveOption) && window.session()) {
        window.gamePage()->setPace(150);
        window.qwantumPage()->setPace(150);
        window.session()->setPaused(false);
        delay = parser.value(liveOption).toInt();
    }
    // Grab once the window has been shown and laid out (the balance check: once it is done).
    const auto grab = [&launch, target] { launch.grab(target); };
    if (balance && balance->isRunning())
        QObject::connect(balance, &quantum::editor::BalanceDialog::checkFinished, &window,
                         [&window, grab] { QTimer::singleShot(100, &window, grab); });
    else
        QTimer::singleShot(delay, &window, grab);
    return app.exec();
}
