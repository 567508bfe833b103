// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// `quantum quantum:CODE` (app/shell/launch.h, the desktop entry's x-scheme-handler/quantum):
// a map code link opens its map in the editor, as --editor LINK does; a mangled link is
// refused like a bad file (its reason in the window, no editor; exit 2 with --screenshot);
// a file given as a file:// URL (the desktop entry's %u) opens as the file does.
#include "app/common/shippedmaps.h"
#include "app/shell/launch.h"
#include "app/shell/mainwindow.h"
#include "editor/editorwindow.h"
#include "editor/mapdocument.h"
#include "engine/map.h"
#include "engine/mapcode.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace quantum;

namespace {

struct Opened {
    bool ok = false;
    int code = 0;
    QStringList problems;
    editor::EditorWindow *editor = nullptr;
};

Opened launch(MainWindow &window, const QStringList &arguments)
{
    Launch l;
    Opened out;
    if (!l.parse(QStringList{QStringLiteral("quantum")} + arguments, out.code)) return out;
    out.ok = l.open(window, out.editor, out.code);
    out.problems = l.problems();
    return out;
}

Map sharedMap()
{
    Map m = mapFromNotation(QStringLiteral("7* 8 9 / 10 0 10 / 9 8 7*")).map;
    m.name = QStringLiteral("Shared Sector");
    m.author = QStringLiteral("Ana");
    m.cubes = 4;
    return m;
}

} // namespace

class TestLaunchMapCode : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void aLinkOpensTheEditorWithItsMap_data();
    void aLinkOpensTheEditorWithItsMap();
    void aMangledLinkIsRefusedLikeABadFile();
    void aScreenshotOfAMangledLinkExits2();
    void aFileUrlOpensTheFile();

private:
    QTemporaryDir m_dir;
};

void TestLaunchMapCode::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestLaunchMapCode::aLinkOpensTheEditorWithItsMap_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString link = QLatin1String(kMapCodeScheme) + mapToCode(sharedMap());
    QTest::newRow("the link as the argument") << QStringList{link};
    QTest::newRow("the link of --editor") << QStringList{QStringLiteral("--editor"), link};
    QTest::newRow("a map/ link") << QStringList{QStringLiteral("quantum:map/") +
                                                mapToCode(sharedMap())};
}

void TestLaunchMapCode::aLinkOpensTheEditorWithItsMap()
{
    QFETCH(QStringList, arguments);
    MainWindow window;
    const Opened o = launch(window, arguments);
    QVERIFY(o.ok);
    QVERIFY2(o.problems.isEmpty(), qPrintable(o.problems.join(QLatin1Char('\n'))));
    QVERIFY(o.editor);
    QCOMPARE(o.editor->document()->map(), sharedMap());
    QVERIFY(o.editor->document()->filePath().isEmpty()); // a new map, to be saved
    QVERIFY(!window.session());
    delete o.editor;
}

void TestLaunchMapCode::aMangledLinkIsRefusedLikeABadFile()
{
    QString link = QLatin1String(kMapCodeScheme) + mapToCode(sharedMap());
    link.remove(link.size() - 5, 1);
    MainWindow window;
    const Opened o = launch(window, {link});
    QVERIFY(o.ok); // the window opens on its start page, the box says why
    QVERIFY(!o.editor);
    QCOMPARE(o.problems.size(), 1);
    QVERIFY2(o.problems.first().contains(QLatin1String("mangled")), qPrintable(o.problems[0]));
    QVERIFY(!window.session());

    const Opened newer = launch(window, {QStringLiteral("quantum:Q9-AAAA")});
    QVERIFY(!newer.editor);
    QCOMPARE(newer.problems.size(), 1);
    QVERIFY2(newer.problems.first().contains(QLatin1String("newer version")),
             qPrintable(newer.problems[0]));
}

void TestLaunchMapCode::aScreenshotOfAMangledLinkExits2()
{
    MainWindow window;
    const Opened o =
        launch(window, {QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("shot.png")),
                        QStringLiteral("quantum:Q1-AAAAAAAA")});
    QVERIFY(!o.ok);
    QCOMPARE(o.code, 2);
    QVERIFY(!o.editor);
}

void TestLaunchMapCode::aFileUrlOpensTheFile()
{
    const QString path = m_dir.filePath(QStringLiteral("my map.quantum-map"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(mapToJsonBytes(sharedMap()));
    f.close();
    MainWindow window;
    const Opened o = launch(window, {QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded)});
    QVERIFY(o.ok);
    QVERIFY2(o.problems.isEmpty(), qPrintable(o.problems.join(QLatin1Char('\n'))));
    QVERIFY(o.editor);
    QCOMPARE(o.editor->document()->filePath(), path);
    QCOMPARE(o.editor->document()->map(), sharedMap());
    delete o.editor;
}

QTEST_MAIN(TestLaunchMapCode)
#include "tst_launch_mapcode.moc"
