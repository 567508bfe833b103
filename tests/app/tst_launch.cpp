// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The quantum executable's command line (app/shell/launch.h): `quantum FILE` opens what it is given
// (a save starts that game, a map opens in the editor), as a file manager's double click
// does; a file that cannot be opened (missing, a folder, a pipe, junk, a save of a newer
// version, a map with errors in it) is refused with its reason, shown in a message box over
// the start page, and nothing else opens; with --screenshot it exits 2 instead. The About
// box names the version, the game's designer, the licence and Qt.
#include "app/common/shippedmaps.h"
#include "app/game/session.h"
#include "app/shell/aboutdialog.h"
#include "app/shell/launch.h"
#include "app/shell/mainwindow.h"
#include "app/version.h"
#include "editor/board/svgart.h"
#include "editor/editorwindow.h"
#include "editor/mapdocument.h"
#include "engine/map.h"
#include "tests/app/boxanswerer.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sys/stat.h>

using namespace quantum;
using quantum::test::BoxAnswerer;

namespace {

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

QByteArray shippedMapBytes()
{
    QFile f(QStringLiteral(QUANTUM_MAPS_DIR "/alpha-sector.json"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Parses `arguments` (after the program's name) and opens them in `window`.
struct Opened {
    bool ok = false;
    int code = 0;
    QStringList problems;
    QStringList details; // the technical reasons behind the box's Show Details
    editor::EditorWindow *editor = nullptr;
};
Opened launch(MainWindow &window, const QStringList &arguments)
{
    Launch l;
    Opened out;
    if (!l.parse(QStringList{QStringLiteral("quantum")} + arguments, out.code)) return out;
    out.ok = l.open(window, out.editor, out.code);
    out.problems = l.problems();
    out.details = l.problemDetails();
    return out;
}

} // namespace

class TestLaunch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void aSaveGivenAsAFileStartsThatGame();
    void aMapGivenAsAFileOpensInTheEditor_data();
    void aMapGivenAsAFileOpensInTheEditor();
    void aFileThatCannotBeOpenedIsRefused_data();
    void aFileThatCannotBeOpenedIsRefused();
    void theReasonIsShownInTheWindow();
    void aScreenshotOfAFileThatCannotBeOpenedExits2();
    void oneFileAtATime();
    void aboutNamesVersionDesignerLicenceAndQt();
    void everyOwnFileIsEmbedded();

private:
    QTemporaryDir m_dir;
};

void TestLaunch::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY(!shippedMapBytes().isEmpty());
}

void TestLaunch::aSaveGivenAsAFileStartsThatGame()
{
    const QString path = m_dir.filePath(QStringLiteral("duel.quantum-save"));
    {
        MainWindow before;
        GameSetup setup;
        setup.map = defaultMap();
        setup.seats = {SeatInfo::human(), SeatInfo::human()};
        setup.seed = 7;
        before.startGame(setup);
        QVERIFY(before.session());
        QVERIFY(before.saveFile(path));
    }
    MainWindow window;
    const Opened o = launch(window, {path});
    QVERIFY(o.ok);
    QVERIFY2(o.problems.isEmpty(), qPrintable(o.problems.join(QLatin1Char('\n'))));
    QVERIFY(!o.editor);
    QVERIFY(window.session());
    QCOMPARE(window.session()->board()->map().name, defaultMap().name);

    // The save says which program wrote it (the one version of app/version.h).
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains(QByteArray("\"app\": \"") + kVersion + '"'));
}

void TestLaunch::aMapGivenAsAFileOpensInTheEditor_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("the editor's suffix") << "mine.quantum-map";
    QTest::newRow("a map file of the JSON suffix") << "mine.json";
    QTest::newRow("no suffix: told by its format") << "mine";
}

void TestLaunch::aMapGivenAsAFileOpensInTheEditor()
{
    QFETCH(QString, name);
    const QString path = m_dir.filePath(name);
    writeBytes(path, shippedMapBytes());
    MainWindow window;
    const Opened o = launch(window, {path});
    QVERIFY(o.ok);
    QVERIFY2(o.problems.isEmpty(), qPrintable(o.problems.join(QLatin1Char('\n'))));
    QVERIFY(o.editor);
    QCOMPARE(o.editor->document()->filePath(), path);
    QCOMPARE(o.editor->document()->map().name, QStringLiteral("Alpha Sector"));
    QVERIFY(!window.session());
    delete o.editor;
}

void TestLaunch::aFileThatCannotBeOpenedIsRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("detail"); // in the details behind the box, when not empty
    QTest::newRow("missing") << "gone.quantum-save" << QByteArray() << "no such file" << "";
    QTest::newRow("a folder") << "folder.quantum-save" << QByteArray() << "not a regular file"
                              << "";
    QTest::newRow("a pipe") << "pipe.quantum-map" << QByteArray() << "not a regular file" << "";
    // A save says what is wrong in a player's words; the reader's words are the details.
    QTest::newRow("junk save") << "junk.quantum-save" << QByteArray("\x01\x02junk")
                               << "it is damaged, or it ends in the middle" << "JSON";
    QTest::newRow("a save cut short")
        << "short.quantum-save" << QByteArray(R"({"format":"quantum-save","vers)")
        << "it ends in the middle" << "JSON";
    QTest::newRow("a newer save") << "newer.quantum-save"
                                  << QByteArray(R"({"format":"quantum-save","version":99})")
                                  << "saved by a newer version of Quantum" << "version 99";
    QTest::newRow("junk map") << "junk.quantum-map" << QByteArray("{") << "JSON" << "";
    QTest::newRow("neither a save nor a map")
        << "other" << QByteArray(R"({"format":"something-else"})") << "neither" << "";
}

void TestLaunch::aFileThatCannotBeOpenedIsRefused()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    QFETCH(QString, detail);
    const QString path = m_dir.filePath(name);
    if (name.startsWith(QLatin1String("folder")))
        QVERIFY(QDir().mkpath(path));
    else if (name.startsWith(QLatin1String("pipe")))
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0 || QFile::exists(path));
    else if (!content.isEmpty())
        writeBytes(path, content);
    // As the file argument, and through the option of its kind: the same refusal.
    const QString option = name.endsWith(QLatin1String("-map")) || name == QLatin1String("other")
                               ? QStringLiteral("--editor")
                               : QStringLiteral("--load");
    for (const QStringList &arguments : {QStringList{path}, QStringList{option, path}}) {
        MainWindow window;
        const Opened o = launch(window, arguments);
        QVERIFY(o.ok); // the window opens on its start page
        QVERIFY(!o.editor);
        QVERIFY(!window.session());
        QCOMPARE(o.problems.size(), 1);
        QVERIFY2(o.problems.first().contains(QDir::toNativeSeparators(path)),
                 qPrintable(o.problems.first()));
        QVERIFY2(o.problems.first().contains(reason, Qt::CaseInsensitive),
                 qPrintable(o.problems.first()));
        if (!detail.isEmpty()) {
            QCOMPARE(o.details.size(), 1);
            QVERIFY2(o.details.first().contains(detail), qPrintable(o.details.first()));
            QVERIFY2(!o.problems.first().contains(detail), qPrintable(o.problems.first()));
        }
    }
}

void TestLaunch::theReasonIsShownInTheWindow()
{
    const QString path = m_dir.filePath(QStringLiteral("broken.quantum-save"));
    writeBytes(path, QByteArray("not a save"));
    MainWindow window;
    Launch l;
    int code = 0;
    QVERIFY(l.parse({QStringLiteral("quantum"), path}, code));
    editor::EditorWindow *editor = nullptr;
    QVERIFY(l.open(window, editor, code));
    BoxAnswerer answerer({QStringLiteral("OK")});
    QTimer done; // leaves the event loop once the box was answered
    connect(&done, &QTimer::timeout, &window, [&answerer] {
        if (!answerer.asked.isEmpty()) QCoreApplication::exit(0);
    });
    done.start(20);
    QCOMPARE(l.exec(window, editor), 0);
    QCOMPARE(answerer.asked.size(), 1);
    QVERIFY2(answerer.asked.first().contains(QDir::toNativeSeparators(path)),
             qPrintable(answerer.asked.first()));
    QVERIFY(window.isVisible());
    QVERIFY(!window.session());
}

void TestLaunch::aScreenshotOfAFileThatCannotBeOpenedExits2()
{
    const QString path = m_dir.filePath(QStringLiteral("missing.quantum-map"));
    MainWindow window;
    const Opened o = launch(
        window, {QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("shot.png")), path});
    QVERIFY(!o.ok);
    QCOMPARE(o.code, 2);
    QVERIFY(!o.editor);
}

void TestLaunch::oneFileAtATime()
{
    MainWindow window;
    const Opened o =
        launch(window, {QStringLiteral("a.quantum-save"), QStringLiteral("b.quantum-save")});
    QVERIFY(!o.ok);
    QCOMPARE(o.code, 2);
    QVERIFY(!window.session());
}

void TestLaunch::aboutNamesVersionDesignerLicenceAndQt()
{
    QVERIFY(AboutDialog::heading().contains(QString::fromLatin1(kVersion)));
    const QString body = AboutDialog::body();
    for (const QString &part :
         {QStringLiteral("Eric Zimmerman"), QStringLiteral("unofficial"),
          QStringLiteral("GNU General Public License"), QString::fromLatin1(qVersion()),
          QStringLiteral(QT_VERSION_STR), QString::fromLatin1(kHomepage)})
        QVERIFY2(body.contains(part), qPrintable(part));
    // Help > About is in the window's menu.
    MainWindow window;
    bool found = false;
    for (const QAction *a : window.menuActions())
        found = found || a->menuRole() == QAction::AboutRole;
    QVERIFY(found);
}

QTEST_MAIN(TestLaunch)
// The program's own files are all in this build, and the check that guards a start finds
// a missing or broken one: a missing file, and a file that is not SVG.
void TestLaunch::everyOwnFileIsEmbedded()
{
    const QStringList missing = missingResources();
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    int exitCode = -1;
    QVERIFY(Launch::checkResources(exitCode));
    QCOMPARE(exitCode, -1); // untouched when all is there
    const QStringList broken = board::missingArt(
        {QStringLiteral(":/board/tile.svg"), QStringLiteral(":/board/no-such-art.svg"),
         QStringLiteral(":/tutorial/first-game.json")});
    QCOMPARE(broken.size(), 2);
    QVERIFY(broken[0].startsWith(QLatin1String(":/board/no-such-art.svg: ")));
    QCOMPARE(broken[1], QStringLiteral(":/tutorial/first-game.json: not an SVG drawing"));
    QVERIFY(defaultMap().players == 2 && !defaultMap().tiles.empty());
}

#include "tst_launch.moc"
