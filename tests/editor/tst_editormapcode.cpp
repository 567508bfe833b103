// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The editor's File > Copy Map Code and Paste Map Code (editor/editorwindow_mapcode.cpp,
// docs/editor.md) through the system clipboard: the whole map goes and comes back (name,
// author, description, players, cubes, tiles) as one undo step; a mangled code is refused
// with its reason in a message box and the map stays as it was.
#include "editor/editorwindow.h"
#include "editor/mapdocument.h"
#include "engine/map.h"
#include "engine/mapcode.h"
#include "tests/app/boxanswerer.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoStack>
#include <QtTest>

using namespace quantum;
using namespace quantum::editor;

namespace {

Map sampleMap()
{
    Map m = mapFromNotation(QStringLiteral("7* 8 . 10 / 9 0 8 / . 9 7*")).map;
    m.name = QStringLiteral("Nébuleuse 銀河");
    m.author = QStringLiteral("Zoë");
    m.description = QStringLiteral("Two starts,\na gap and the Void.");
    m.players = 2;
    m.cubes = 6;
    return m;
}

} // namespace

class TestEditorMapCode : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void actionsSitInTheFileMenu();
    void copyThenPasteInAnotherWindow();
    void aMangledCodeIsRefusedAndNothingIsLost();
};

void TestEditorMapCode::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_editormapcode"));
}

void TestEditorMapCode::actionsSitInTheFileMenu()
{
    EditorWindow window;
    auto *copy = window.findChild<QAction *>(QStringLiteral("copyMapCodeAction"));
    auto *paste = window.findChild<QAction *>(QStringLiteral("pasteMapCodeAction"));
    QVERIFY(copy && paste);
    QVERIFY(!copy->text().isEmpty() && !paste->text().isEmpty());
    auto *notation = window.findChild<QAction *>(QStringLiteral("pasteNotationAction"));
    QList<QAction *> fileActions;
    for (QMenu *menu : window.findChildren<QMenu *>())
        if (menu->actions().contains(notation)) fileActions = menu->actions();
    const qsizetype at = fileActions.indexOf(notation);
    QVERIFY(at >= 0);
    QCOMPARE(fileActions.value(at + 1), copy); // next to the notation actions
    QCOMPARE(fileActions.value(at + 2), paste);
}

void TestEditorMapCode::copyThenPasteInAnotherWindow()
{
    EditorWindow from;
    from.show();
    QVERIFY(QTest::qWaitForWindowExposed(&from));
    QVERIFY(from.document()->replaceMap(sampleMap(), QStringLiteral("sample")));
    from.findChild<QAction *>(QStringLiteral("copyMapCodeAction"))->trigger();
    const QString code = QApplication::clipboard()->text();
    QVERIFY(code.startsWith(QLatin1String("Q1-")));
    QCOMPARE(code, mapToCode(sampleMap()));
    QVERIFY(from.statusBar()->currentMessage().contains(QString::number(code.size())));

    EditorWindow to;
    to.show();
    QVERIFY(QTest::qWaitForWindowExposed(&to));
    QVERIFY(to.importNotation(QStringLiteral("8* 8*"), nullptr));
    const Map before = to.document()->map();
    const int steps = to.document()->undoStack()->count();
    // As a chat program would give it back: broken over lines.
    QApplication::clipboard()->setText(code.left(9) + QStringLiteral("\n") + code.mid(9));
    to.findChild<QAction *>(QStringLiteral("pasteMapCodeAction"))->trigger();
    QCOMPARE(to.document()->map(), sampleMap());
    QCOMPARE(to.document()->undoStack()->count(), steps + 1); // one step
    to.document()->undoStack()->undo();
    QCOMPARE(to.document()->map(), before);
    to.document()->undoStack()->redo();
    QCOMPARE(to.document()->map(), sampleMap());

    // The link form pastes too.
    QVERIFY(to.importNotation(QStringLiteral("9* 9*"), nullptr));
    QString error;
    QVERIFY2(to.importMapCode(QStringLiteral("quantum:") + code, &error), qPrintable(error));
    QCOMPARE(to.document()->map(), sampleMap());
}

void TestEditorMapCode::aMangledCodeIsRefusedAndNothingIsLost()
{
    EditorWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.document()->replaceMap(sampleMap(), QStringLiteral("sample")));
    const int steps = window.document()->undoStack()->count();
    QString code = mapToCode(sampleMap());
    code.remove(12, 1);
    QApplication::clipboard()->setText(code);
    test::BoxAnswerer answerer({QStringLiteral("OK")});
    window.findChild<QAction *>(QStringLiteral("pasteMapCodeAction"))->trigger();
    QCOMPARE(answerer.asked.size(), 1);
    QVERIFY2(answerer.asked[0].contains(QLatin1String("mangled")), qPrintable(answerer.asked[0]));
    QCOMPARE(window.document()->map(), sampleMap());
    QCOMPARE(window.document()->undoStack()->count(), steps);
    QCOMPARE(QApplication::clipboard()->text(), code); // the clipboard is left as it was

    QString error;
    QVERIFY(!window.importMapCode(QStringLiteral("Q7-AAAA"), &error));
    QVERIFY2(error.contains(QLatin1String("newer version")), qPrintable(error));
    QCOMPARE(window.document()->map(), sampleMap());
}

QTEST_MAIN(TestEditorMapCode)
#include "tst_editormapcode.moc"
