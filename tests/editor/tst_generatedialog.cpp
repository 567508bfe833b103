// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Map > Generate (editor/generatedialog.h): the games run on a worker thread with a progress
// bar while the editor stays usable, the fairest layout replaces the map as one undoable
// step, Cancel stops the games and leaves the map alone, bad settings are said in the window.
// A picture of the dialog is kept when QUANTUM_TEST_SHOTS names a folder.

#include "editor/editorwindow.h"
#include "editor/generatedialog.h"
#include "editor/mapdocument.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QUndoStack>
#include <QtTest>

using namespace quantum;
using namespace quantum::editor;

class TestGenerateDialog : public QObject {
    Q_OBJECT
private slots:
    void init();
    void generatesAnUndoableFairMap();
    void cancelStopsAndKeepsTheMap();
    void badSettingsAreSaid();
    void bandInWordsFollowsThePlayers();
    void keyboardLettersDoNotClash();

private:
    GenerateDialog *openDialog(EditorWindow &window);
};

void TestGenerateDialog::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

GenerateDialog *TestGenerateDialog::openDialog(EditorWindow &window)
{
    QAction *action = window.generateAction();
    if (!action) return nullptr;
    action->trigger();
    return window.findChild<GenerateDialog *>();
}

void TestGenerateDialog::generatesAnUndoableFairMap()
{
    EditorWindow window;
    QString error;
    QVERIFY(window.importNotation(QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*"), &error));
    const Map before = window.document()->map();
    GenerateDialog *dialog = openDialog(window);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(GenerateDialog::showFor(&window, {}), dialog); // one per window
    dialog->playersBox()->setValue(3);
    dialog->cubesBox()->setValue(5);
    dialog->symmetryBox()->setCurrentIndex(
        dialog->symmetryBox()->findData(int(MapSymmetry::Rotation)));
    dialog->gamesBox()->setValue(10);
    dialog->candidatesBox()->setValue(2);
    const int seed = dialog->seedBox()->value();

    QSignalSpy finished(dialog, &GenerateDialog::generationFinished);
    QTest::mouseClick(dialog->generateButton(), Qt::LeftButton);
    QVERIFY(dialog->isRunning());
    QVERIFY(!dialog->generateButton()->isEnabled());
    QVERIFY(dialog->cancelButton()->isEnabled());
    QCOMPARE(dialog->progressBar()->maximum(), 20);
    // The editor answers while the games are played: an edit goes through at once.
    QVERIFY(window.document()->setPlanetNumber({QPoint(1, 1)}, 9));
    QCOMPARE(window.document()->map().tileAt(1, 1)->planet, 9);
    const Map edited = window.document()->map();

    QVERIFY(finished.wait(300000));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(!dialog->isRunning());
    QCOMPARE(dialog->progressBar()->value(), 20); // the bar went all the way
    QVERIFY(dialog->generateButton()->isEnabled());
    QVERIFY(!dialog->summaryText().isEmpty());
    QCOMPARE(dialog->seedBox()->value(), seed + 1); // Generate again: another map
    // A picture of the dialog after a run, kept when QUANTUM_TEST_SHOTS names a folder.
    if (const QString shots = qEnvironmentVariable("QUANTUM_TEST_SHOTS"); !shots.isEmpty())
        QVERIFY(dialog->grab().save(shots + QStringLiteral("/editor-generate.png")));

    const Map generated = window.document()->map();
    QVERIFY(generated != edited);
    QCOMPARE(generated.players, 3);
    QCOMPARE(generated.cubes, 5);
    QVERIFY(validateMap(generated).empty());
    QVERIFY(hasMapSymmetry(generated, MapSymmetry::Rotation));
    QVERIFY(!generated.name.isEmpty());
    QVERIFY(window.document()->isPlayable());

    // The same settings and seed give the same tiles from the engine directly.
    MapGenSpec spec = dialog->spec();
    spec.seed = quint64(seed);
    const MapGenResult direct = generateMap(spec);
    QVERIFY(direct.best());
    QCOMPARE(direct.best()->map.tiles, generated.tiles);

    // One undo step brings the map back as it was before; redo the generated one.
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->map(), edited);
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->map(), before);
    window.document()->undoStack()->redo();
    window.document()->undoStack()->redo();
    QCOMPARE(window.document()->map(), generated);
}

void TestGenerateDialog::cancelStopsAndKeepsTheMap()
{
    EditorWindow window;
    QString error;
    QVERIFY(window.importNotation(QStringLiteral("9* 8 9* / 8 10 8 / 8* 9 8*"), &error));
    const Map before = window.document()->map();
    GenerateDialog *dialog = openDialog(window);
    QVERIFY(dialog);
    dialog->playersBox()->setValue(4);
    dialog->gamesBox()->setValue(1000);
    dialog->candidatesBox()->setValue(64);
    QSignalSpy finished(dialog, &GenerateDialog::generationFinished);
    dialog->generate();
    QVERIFY(dialog->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(dialog->progressBar()->value() > 0, 120000);
    QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
    QVERIFY(!dialog->cancelButton()->isEnabled());
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QVERIFY(dialog->progressBar()->value() < dialog->progressBar()->maximum());
    QVERIFY(!dialog->isRunning());
    QVERIFY(!dialog->messageText().isEmpty());
    QCOMPARE(window.document()->map(), before);
    QVERIFY(dialog->generateButton()->isEnabled());
}

void TestGenerateDialog::badSettingsAreSaid()
{
    EditorWindow window;
    GenerateDialog *dialog = openDialog(window);
    QVERIFY(dialog);
    const Map before = window.document()->map();
    dialog->playersBox()->setValue(4);
    dialog->sizeBox()->setValue(13);
    dialog->symmetryBox()->setCurrentIndex(
        dialog->symmetryBox()->findData(int(MapSymmetry::Rotation)));
    dialog->voidBox()->setValue(2); // quarter turns: Void tiles come in fours
    dialog->generate();
    QVERIFY(!dialog->isRunning());
    QVERIFY(!dialog->messageText().isEmpty());
    QVERIFY(dialog->messageText().contains(QLatin1String("13")));
    QCOMPARE(window.document()->map(), before);
    QCOMPARE(dialog->sizeBox()->value(), dialog->sizeBox()->minimum() + 9);
    dialog->sizeBox()->setValue(dialog->sizeBox()->minimum());
    QCOMPARE(dialog->sizeBox()->text(), QStringLiteral("Automatic"));
    QCOMPARE(dialog->spec().tiles, 0);
}

void TestGenerateDialog::bandInWordsFollowsThePlayers()
{
    GenerateDialog dialog({});
    dialog.playersBox()->setValue(2);
    QVERIFY2(dialog.bandText().contains(QLatin1String("40%")) &&
                 dialog.bandText().contains(QLatin1String("60%")),
             qPrintable(dialog.bandText()));
    dialog.playersBox()->setValue(4);
    QVERIFY2(dialog.bandText().contains(QLatin1String("15%")) &&
                 dialog.bandText().contains(QLatin1String("35%")),
             qPrintable(dialog.bandText()));
    // The symmetry's words follow the players too.
    const int rotation = dialog.symmetryBox()->findData(int(MapSymmetry::Rotation));
    const QString four = dialog.symmetryBox()->itemText(rotation);
    dialog.playersBox()->setValue(2);
    QVERIFY(dialog.symmetryBox()->itemText(rotation) != four);
}

// Each field's label and each button has its own Alt+letter.
void TestGenerateDialog::keyboardLettersDoNotClash()
{
    GenerateDialog dialog({});
    QStringList texts;
    for (QAbstractButton *b : dialog.findChildren<QAbstractButton *>())
        texts << b->text();
    for (QLabel *l : dialog.findChildren<QLabel *>())
        if (l->buddy()) texts << l->text();
    QCOMPARE(texts.size(), 11); // 3 buttons, 8 fields
    QSet<QString> keys;
    for (const QString &text : std::as_const(texts)) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (key.isEmpty()) continue;
        QVERIFY2(!keys.contains(key.toString()), qPrintable(text));
        keys.insert(key.toString());
    }
    QCOMPARE(keys.size(), 10); // all but Close
}

QTEST_MAIN(TestGenerateDialog)
#include "tst_generatedialog.moc"
