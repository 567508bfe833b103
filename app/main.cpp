// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/appsettings.h"
#include "app/endpage.h"
#include "app/gamepage.h"
#include "app/language.h"
#include "app/helpdialogs.h"
#include "app/hostdialog.h"
#include "app/joindialog.h"
#include "app/lobbypage.h"
#include "app/net/client.h"
#include "app/net/host.h"
#include "app/loaddialog.h"
#include "app/mainwindow.h"
#include "app/playscene.h"
#include "app/rulespage.h"
#include "app/game/session.h"
#include "app/shippedmaps.h"
#include "app/theme.h"
#include "app/tutorial.h"
#include "editor/balancedialog.h"
#include "editor/editorwindow.h"
#include "engine/map.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QPixmap>
#include <QThread>
#include <QTimer>

#include <cstdio>

// The translation context of the command line's texts.
class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

namespace {

void printError(const QString &message)
{
    std::fprintf(stderr, "quantum: %s\n", qPrintable(message));
}

// --screen tutorial: the guided game, its moves made by "Show me" up to lesson `step` (1-based).
void playTutorialTo(quantum::MainWindow &window, int step)
{
    window.gamePage()->setPace(0);
    window.gamePage()->setAnimated(false);
    window.learnToPlay();
    quantum::Tutorial *tutorial = window.tutorial();
    for (int guard = 0; tutorial && tutorial->step() < step && guard < 4000; ++guard) {
        if (!tutorial->demonstrate()) QThread::msleep(5); // the computer is thinking
        QCoreApplication::processEvents();
        window.gamePage()->catchUp();
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
    quantum::net::FoundGame b = a;
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
    QApplication::setApplicationName(QStringLiteral("Quantum"));
    QApplication::setOrganizationName(QStringLiteral("Quantum"));
    QApplication::setApplicationVersion(QStringLiteral(QUANTUM_VERSION));
    quantum::applyDarkTheme(app);
    // The language chosen in Settings (the system's at first); --lang overrides it below.
    quantum::setLanguage(quantum::readSetting(quantum::Setting::Language).toString());
    // A valid --lang applies before the options are described, so that --help speaks it too
    // (the parser below refuses an invalid one).
    const QStringList arguments = app.arguments();
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        QString lang;
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
            lang = arguments[i + 1];
        else if (arguments[i].startsWith(QLatin1String("--lang=")))
            lang = arguments[i].mid(7);
        lang = lang.trimmed().toLower();
        if (!lang.isEmpty() && quantum::resolveLanguage(lang) == lang) quantum::setLanguage(lang);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(CommandLine::tr("Quantum, the dice game of space conquest."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption mapOption(
        QStringLiteral("map"),
        CommandLine::tr(
            "Play on the map <map> (a map file or a layout such as \"7* 8 7*\") in a quick game."),
        CommandLine::tr("map"));
    const QCommandLineOption loadOption(QStringLiteral("load"),
                                        CommandLine::tr("Open the saved game <save>."),
                                        CommandLine::tr("save"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        CommandLine::tr(
            "Save a picture of the window (1280x800 or --size) as the PNG file <file>, then exit."),
        CommandLine::tr("file"));
    const QCommandLineOption gameOption(
        QStringLiteral("screenshot-game"),
        CommandLine::tr("Picture a game against the computer from seed <seed>, "
                        "played ahead by the computer to --turn."),
        CommandLine::tr("seed"));
    const QCommandLineOption turnOption(
        QStringLiteral("turn"),
        CommandLine::tr("With --screenshot-game: the turn to show (default 5)."),
        CommandLine::tr("turn"), QStringLiteral("5"));
    const QCommandLineOption screenOption(
        QStringLiteral("screen"),
        CommandLine::tr("With --screenshot: the screen to picture: start, "
                        "new-game, load, game, picker, end, replay, rules, cards, settings, "
                        "rules:SECTION (rules:void, ...), tutorial (see --tutorial-step), "
                        "host, join, lobby (a LAN lobby on loopback with a player who "
                        "joined), lan-game (that game started); "
                        "picker: with --screenshot-game, the first card pick of a human "
                        "player from --turn on; hint: with --screenshot-game, the Hint "
                        "asked for and shown; balance: with --editor, the balance check "
                        "run with its default games and level."),
        CommandLine::tr("screen"), QStringLiteral("start"));
    const QCommandLineOption selectOption(
        QStringLiteral("select"),
        CommandLine::tr("With --screenshot-game: select the ship <ship> (0-4) of the player due."),
        CommandLine::tr("ship"));
    const QCommandLineOption liveOption(
        QStringLiteral("live"),
        CommandLine::tr("With --screenshot-game: let the computer players go on "
                        "for <ms> milliseconds before the picture."),
        CommandLine::tr("ms"));
    const QCommandLineOption stepsOption(
        QStringLiteral("steps"),
        CommandLine::tr(
            "With --screenshot-game: play exactly <n> decisions ahead instead of up to --turn."),
        CommandLine::tr("n"));
    const QCommandLineOption hotseatOption(
        QStringLiteral("hotseat"),
        CommandLine::tr("With --screenshot-game: every seat is a human player (hot-seat)."));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        CommandLine::tr("The window's size, <size> such as 1366x768 (with --screenshot: "
                        "default 1280x800)."),
        CommandLine::tr("size"));
    parser.addOption(sizeOption);
    parser.addOption(stepsOption);
    parser.addOption(hotseatOption);
    const QCommandLineOption computersOption(
        QStringLiteral("all-computer"),
        CommandLine::tr("With --screenshot-game: every seat is a computer player."));
    parser.addOption(computersOption);
    parser.addOption(selectOption);
    parser.addOption(liveOption);
    const QCommandLineOption editorOption(
        QStringLiteral("editor"),
        CommandLine::tr("Open the map editor on <file> (\"new\" for a new map)."),
        CommandLine::tr("file"));
    parser.addOption(editorOption);
    parser.addOption(mapOption);
    parser.addOption(loadOption);
    parser.addOption(screenshotOption);
    parser.addOption(gameOption);
    parser.addOption(turnOption);
    parser.addOption(screenOption);
    const QCommandLineOption tutorialStepOption(
        QStringLiteral("tutorial-step"),
        CommandLine::tr("With --screen tutorial: the lesson <n> to show (1 is the welcome)."),
        CommandLine::tr("n"), QStringLiteral("2"));
    parser.addOption(tutorialStepOption);
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        CommandLine::tr("Show the interface in <language> (en, it or ja) this time, whatever "
                        "Settings say."),
        CommandLine::tr("language"));
    parser.addOption(langOption);
    parser.process(app);
    if (parser.isSet(langOption)) {
        const QString lang = parser.value(langOption).trimmed().toLower();
        QStringList codes;
        for (const quantum::LanguageChoice &l : quantum::availableLanguages())
            codes.append(l.code);
        if (!codes.contains(lang)) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(CommandLine::tr("quantum: unknown language \"%1\" (use %2)")
                                        .arg(lang.left(20), codes.join(QStringLiteral(", ")))));
            return 2;
        }
        quantum::setLanguage(lang);
    }

    quantum::MainWindow window;
    const bool shooting = parser.isSet(screenshotOption);
    QSize windowSize = shooting ? QSize(1280, 800) : QSize();
    if (parser.isSet(sizeOption)) {
        const QStringList wh = parser.value(sizeOption).split(QLatin1Char('x'));
        bool okW = false;
        bool okH = false;
        windowSize = wh.size() == 2 ? QSize(wh[0].toInt(&okW), wh[1].toInt(&okH)) : QSize();
        if (!okW || !okH || windowSize.width() < 200 || windowSize.height() < 200 ||
            windowSize.width() > 16384 || windowSize.height() > 16384) {
            printError(CommandLine::tr("the size must be WIDTHxHEIGHT, such as 1366x768"));
            return 2;
        }
    }
    if (windowSize.isValid()) {
        window.setMinimumSize(window.minimumSize().boundedTo(windowSize));
        window.resize(windowSize);
    }
    if (shooting) window.setAttribute(Qt::WA_DontShowOnScreen);

    quantum::Map map = quantum::defaultMap();
    if (parser.isSet(mapOption)) {
        const quantum::MapReadResult read = quantum::readMapArgument(parser.value(mapOption));
        if (!read.ok) {
            printError(CommandLine::tr("cannot read the map: %1").arg(read.error()));
            return 2;
        }
        map = read.map;
        window.quickGame(map);
    }
    if (parser.isSet(loadOption)) {
        QString error;
        if (!window.loadFile(parser.value(loadOption), &error)) {
            printError(CommandLine::tr("cannot open the saved game: %1").arg(error));
            return 2;
        }
    }
    if (parser.isSet(gameOption)) {
        bool ok = false;
        const quint64 seed = parser.value(gameOption).toULongLong(&ok);
        if (!ok) {
            printError(CommandLine::tr("the seed must be a whole number"));
            return 2;
        }
        quantum::GameSetup setup;
        setup.map = map;
        setup.seats.append(parser.isSet(computersOption) ? quantum::SeatInfo::computer()
                                                         : quantum::SeatInfo::human());
        for (int i = 1; i < map.players; ++i)
            setup.seats.append(parser.isSet(hotseatOption) ? quantum::SeatInfo::human()
                                                           : quantum::SeatInfo::computer());
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
        } else if (parser.isSet(stepsOption))
            session->playAhead([](const quantum::Session &) { return false; },
                               parser.value(stepsOption).toInt());
        else
            session->playAhead(quantum::humanTurnFrom(*session, parser.value(turnOption).toInt()));
        if (session->isOver()) window.showEnd();
        if (parser.isSet(selectOption))
            window.gamePage()->scene()->selectShip(parser.value(selectOption).toInt());
    }

    quantum::editor::EditorWindow *editor = nullptr;
    if (parser.isSet(editorOption)) {
        const QString path = parser.value(editorOption);
        editor = new quantum::editor::EditorWindow(path == QLatin1String("new") ? QString() : path);
        window.prepareEditor(editor);
        if (shooting) {
            editor->setAttribute(Qt::WA_DontShowOnScreen);
            editor->resize(1280, 800);
        }
    }

    if (!shooting) {
        window.show();
        if (editor)
            editor->show();
        return app.exec();
    }

    const QString file = parser.value(screenshotOption);
    const QString screen = parser.value(screenOption);
    window.show();
    QWidget *target = &window;
    QDialog *dialog = nullptr;
    if (screen == QLatin1String("new-game"))
        dialog = new quantum::NewGameDialog(&window);
    else if (screen == QLatin1String("rules") || screen.startsWith(QLatin1String("rules:"))) {
        auto *rules = new quantum::RulesPage(&window); // rules:void shows that section
        if (screen.contains(QLatin1Char(':')))
            rules->showSection(screen.section(QLatin1Char(':'), 1));
        dialog = rules;
    } else if (screen == QLatin1String("cards"))
        dialog = new quantum::CardGallery(&window);
    else if (screen == QLatin1String("load"))
        dialog = new quantum::LoadGameDialog(window.autosavePath(), &window);
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
    if (screen == QLatin1String("hint") && window.session()) window.gamePage()->hint();
    int delay = 300;
    if (parser.isSet(liveOption) && window.session()) {
        window.gamePage()->setPace(150);
        window.session()->setPaused(false);
        delay = parser.value(liveOption).toInt();
    }
    // Grab once the window has been shown and laid out (the balance check: once it is done).
    const auto grab = [target, file] {
        const QPixmap shot = target->grab();
        if (!shot.save(file, "PNG")) {
            printError(CommandLine::tr("cannot write the screenshot to %1").arg(file));
            QCoreApplication::exit(1);
            return;
        }
        QCoreApplication::exit(0);
    };
    if (balance && balance->isRunning())
        QObject::connect(balance, &quantum::editor::BalanceDialog::checkFinished, &window,
                         [&window, grab] { QTimer::singleShot(100, &window, grab); });
    else
        QTimer::singleShot(delay, &window, grab);
    return app.exec();
}
