// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Saves in the window: an autosave that cannot be read says why and offers the
// previous autosave, which resumes the game a turn earlier; without a previous one only the
// reason is shown; the load dialog lists the previous autosave when the autosave is broken;
// a game played on keeps the autosave it replaces as the previous one.
#include "app/game/savedgame.h"
#include "app/game/session.h"
#include "app/play/gamepage.h"
#include "app/shell/loaddialog.h"
#include "app/shell/mainwindow.h"
#include "app/shell/startpage.h"
#include "engine/map.h"
#include "tests/app/boxanswerer.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QListWidget>
#include <QPushButton>
#include <QScopeGuard>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QStandardPaths>
#include <QTest>

using namespace quantum;
using quantum::test::BoxAnswerer;

namespace {

// A hot-seat game of two after `actions` actions (each the first legal one).
SavedGame gameAfter(int actions)
{
    Map map = mapFromNotation(QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*")).map;
    map.players = 2;
    map.name = QStringLiteral("Duel");
    Session s(std::make_shared<const Board>(map), {SeatInfo::human(), SeatInfo::human()}, 21,
              ComputerSeat::Threading::Inline);
    s.start();
    std::vector<Action> legal;
    for (int i = 0; i < actions && !s.isOver(); ++i) {
        legalActions(s.state(), legal);
        if (legal.empty() || s.submit(s.toAct(), legal.front()) != Session::Result::Applied) break;
    }
    return s.saved();
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

QStringList listedPaths(LoadGameDialog &dialog)
{
    QStringList out;
    auto *list = dialog.findChild<QListWidget *>();
    for (int i = 0; list && i < list->count(); ++i)
        out.append(list->item(i)->data(Qt::UserRole).toString());
    return out;
}

// Two people at one window on the small duel map, from `seed`: the session.
Session *startDuel(MainWindow &window, quint64 seed)
{
    GameSetup setup;
    setup.map = mapFromNotation(QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*")).map;
    setup.map.players = 2;
    setup.seats = {SeatInfo::human(), SeatInfo::human()};
    setup.seed = seed;
    window.startGame(setup);
    return window.session();
}

} // namespace

class TestSaves : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void brokenAutosaveOffersThePreviousOne();
    void brokenAutosaveWithoutAPreviousOneSaysWhy();
    void loadDialogListsThePreviousAutosave();
    void autosaveThatCannotBeWrittenIsSaid();
    void aSaveWhoseHistoryCannotBeReplayedSaysSo();
};

void TestSaves::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSaves::brokenAutosaveOffersThePreviousOne()
{
    MainWindow window;
    const QString path = window.autosavePath();
    const SavedGame older = gameAfter(12);
    writeBytes(previousAutosavePath(path), older.toBytes());
    writeBytes(path, "{\"format\": \"quantum-save\", \"version\": 1, \"map\": {"); // cut short
    window.showStart();
    QVERIFY(window.startPage()->resumeButton()->isVisibleTo(window.startPage()));
    {
        BoxAnswerer answer({MainWindow::tr("Resume the previous autosave")});
        QVERIFY(window.resumeAutosave());
        QCOMPARE(answer.asked.size(), 1);
        QVERIFY2(answer.asked.first().startsWith(MainWindow::tr("The interrupted game cannot be "
                                                                "resumed: %1")
                                                     .arg(QString())),
                 qPrintable(answer.asked.first()));
    }
    QVERIFY(window.session());
    QCOMPARE(window.session()->version(), older.version);
    QVERIFY(window.session()->state() == older.state);
    removeAutosave(path);
    QVERIFY(!QFile::exists(path) && !QFile::exists(previousAutosavePath(path)));
}

void TestSaves::brokenAutosaveWithoutAPreviousOneSaysWhy()
{
    MainWindow window;
    const QString path = window.autosavePath();
    removeAutosave(path);
    writeBytes(path, "not a save");
    {
        BoxAnswerer answer({QString()});
        QVERIFY(!window.resumeAutosave());
        QCOMPARE(answer.asked.size(), 1);
        QVERIFY(answer.asked.first().startsWith(
            MainWindow::tr("The interrupted game cannot be resumed: %1").arg(QString())));
    }
    QVERIFY(!window.session());
    // With a previous autosave, the offer can be declined: nothing is loaded.
    writeBytes(previousAutosavePath(path), gameAfter(4).toBytes());
    {
        BoxAnswerer answer({QString()}); // Cancel
        QVERIFY(!window.resumeAutosave());
        QCOMPARE(answer.asked.size(), 1);
    }
    QVERIFY(!window.session());
    removeAutosave(path);
}

void TestSaves::loadDialogListsThePreviousAutosave()
{
    MainWindow window;
    const QString path = window.autosavePath();
    const QString previous = previousAutosavePath(path);
    removeAutosave(path);
    QVERIFY(writeAutosave(path, gameAfter(3).toBytes()));
    QVERIFY(writeAutosave(path, gameAfter(6).toBytes())); // keeps the first as the previous
    QVERIFY(QFile::exists(previous));
    {
        LoadGameDialog dialog(path);
        QVERIFY(listedPaths(dialog).contains(path));
        QVERIFY(!listedPaths(dialog).contains(previous)); // the autosave reads: enough
    }
    writeBytes(path, "{}");
    {
        LoadGameDialog dialog(path);
        const QStringList paths = listedPaths(dialog);
        QVERIFY(paths.contains(path));
        QVERIFY(paths.contains(previous));
    }
    // A broken autosave is not kept as the previous one when the next one is written.
    QVERIFY(writeAutosave(path, gameAfter(9).toBytes()));
    SavedGame kept;
    ReadStatus st;
    QVERIFY(SavedGame::fromFile(previous, kept, st));
    QCOMPARE(kept.version, gameAfter(3).version);
    removeAutosave(path);
}

// An autosave that cannot be written (here a folder stands where the file goes) is said in
// the game's log, once, and the game goes on.
void TestSaves::autosaveThatCannotBeWrittenIsSaid()
{
    MainWindow window;
    const QString path = window.autosavePath();
    removeAutosave(path);
    QVERIFY(QDir().mkpath(path));
    const auto cleanup = qScopeGuard([&path] { QDir(path).removeRecursively(); });
    Session *session = startDuel(window, 4);
    QVERIFY(session);
    int turnsEnded = 0;
    connect(session, &Session::applied, this, [&turnsEnded](const Action &, const Events &events) {
        for (const Event &e : events)
            turnsEnded += e.type == EventType::TurnEnded;
    });
    std::vector<Action> legal;
    for (int i = 0; i < 400 && turnsEnded < 2 && !session->isOver(); ++i) {
        legalActions(session->state(), legal);
        QVERIFY(!legal.empty());
        QCOMPARE(session->submit(session->toAct(), legal.front()), Session::Result::Applied);
    }
    QCOMPARE(turnsEnded, 2); // two autosaves tried, both failed
    const QString said = MainWindow::tr("The game cannot be autosaved to %1 (%2). It goes on; "
                                        "save it with Game ▸ Save game to keep it.")
                             .section(QLatin1Char('%'), 0, 0);
    int notes = 0;
    for (const QListWidget *log : window.gamePage()->findChildren<QListWidget *>())
        for (int i = 0; i < log->count(); ++i)
            notes += log->item(i)->text().startsWith(said) &&
                     log->item(i)->text().contains(QDir::toNativeSeparators(path));
    QCOMPARE(notes, 1); // once, not at every turn
    QVERIFY(QFileInfo(path).isDir()); // nothing was written in its place
}

// A save whose history cannot be played again (here an action repeated where it is no longer
// legal) loads at its saved position, and the player is told in the log and the status bar
// what was lost and why; Replay is not offered.
void TestSaves::aSaveWhoseHistoryCannotBeReplayedSaysSo()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window;
    Session *session = startDuel(window, 6);
    QVERIFY(session);
    std::vector<Action> legal;
    for (int i = 0; i < 12 && !session->isOver(); ++i) {
        legalActions(session->state(), legal);
        QCOMPARE(session->submit(session->toAct(), legal.front()), Session::Result::Applied);
    }
    SavedGame saved = session->saved();
    QVERIFY(saved.actions.size() >= 12);
    saved.actions.insert(saved.actions.begin() + 1, saved.actions.front()); // decided twice
    const QString path = dir.filePath(QStringLiteral("tampered.quantum-save"));
    QString error;
    QVERIFY2(writeSaveFile(path, saved.toBytes(), &error), qPrintable(error));

    QVERIFY2(window.loadFile(path, &error), qPrintable(error));
    Session *loaded = window.session();
    QVERIFY(loaded && loaded != session);
    QVERIFY(loaded->state() == saved.state);
    QVERIFY2(loaded->historyLost().startsWith(QLatin1String("action 2 of ")),
             qPrintable(loaded->historyLost()));
    QVERIFY(!loaded->hasWholeHistory());
    int said = 0;
    for (int i = 0; i < window.gamePage()->log()->count(); ++i)
        said += window.gamePage()->log()->item(i)->text().startsWith(
                    QStringLiteral("The moves before this position are lost: action 2 of"));
    QCOMPARE(said, 1);
    QVERIFY(window.statusBar()->currentMessage().contains(loaded->historyLost()));
    bool replayOffered = true;
    for (const QAction *a : window.findChildren<QAction *>())
        if (a->text() == MainWindow::tr("Re&play the game so far")) replayOffered = a->isEnabled();
    QVERIFY(!replayOffered);
}

QTEST_MAIN(TestSaves)
#include "tst_saves.moc"
