// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The map library (editor/maplibrary.h) in New game's MapChooser and the editor's Open: files
// that cannot be read listed with their reason, sections by player count, sorting by name and
// by date, the search, the choices remembered, and a folder of 200 maps.
#include "app/common/appsettings.h"
#include "app/common/mapchooser.h"
#include "app/common/shippedmaps.h"
#include "app/common/theme.h"
#include "app/shell/newgamedialog.h"
#include "editor/editorwindow.h"
#include "editor/mapdocument.h"
#include "editor/maplibrary.h"
#include "editor/maplibrarydialog.h"
#include "editor/userfolders.h"
#include "tests/app/quietsettings.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCollator>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

using namespace quantum;
using editor::LibraryMap;
using editor::MapLibrary;

class TestMapLibrary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void unreadableMapsAreListedWithTheirReason();
    void sectionsByPlayerCount();
    void sortsByNameAndByDate();
    void searchesNamesDescriptionsAndFiles();
    void choicesAreRemembered();
    void editorOpenListsTheMapsAndOpensTheChosenOne();
    void editorOpensAShippedMapAsACopy();
    void twoHundredMapsOpenQuickly();

private:
    static QString folder() { return editor::userMapsFolder(); }
    static bool write(const QString &name, const QByteArray &bytes);
    static bool saveMap(const QString &name, Map map, const QString &title);
    static Map shippedWith(int players);
    static QStringList items(const MapLibrary *library, bool headers = false);
};

void TestMapLibrary::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_maplibrary"));
}

void TestMapLibrary::init()
{
    quantum::test::resetQuietSettings();
    QDir(folder()).removeRecursively();
    QVERIFY(QDir().mkpath(folder()));
}

void TestMapLibrary::cleanup()
{
    QDir(folder()).removeRecursively();
}

bool TestMapLibrary::write(const QString &name, const QByteArray &bytes)
{
    QFile f(QDir(folder()).filePath(name));
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

bool TestMapLibrary::saveMap(const QString &name, Map map, const QString &title)
{
    map.name = title;
    return write(name, mapToJsonBytes(map));
}

Map TestMapLibrary::shippedWith(int players)
{
    for (const MapEntry &e : availableMaps())
        if (e.map.players == players) return e.map;
    return {};
}

// The texts of the list's items in order: the maps (and the headers, when asked).
QStringList TestMapLibrary::items(const MapLibrary *library, bool headers)
{
    QStringList out;
    const QListWidget *list = library->list();
    for (int row = 0; row < list->count(); ++row) {
        const bool header = list->item(row)->data(MapLibrary::KindRole) == MapLibrary::HeaderItem;
        if (headers || !header) out.append(list->item(row)->text());
    }
    return out;
}

// Files of the user's folder that cannot be played are in the list, greyed at its end under
// "Cannot be played", each with its reason; their tooltip says the path and the reason; they
// can never be chosen. The editor's Open takes a draft that is not valid, not the others.
void TestMapLibrary::unreadableMapsAreListedWithTheirReason()
{
    Map none = defaultMap();
    none.tiles.clear();
    QVERIFY(write(QStringLiteral("junk.quantum-map"), "this is not a map"));
    QVERIFY(write(QStringLiteral("future.quantum-map"),
                  R"({"format": "quantum-map", "version": 99, "name": "Future"})"));
    QVERIFY(saveMap(QStringLiteral("draft.quantum-map"), none, QStringLiteral("Draft")));
    QVERIFY(saveMap(QStringLiteral("mine.quantum-map"), defaultMap(), QStringLiteral("Mine")));

    MapChooser chooser;
    MapLibrary *library = chooser.library();
    QListWidget *list = library->list();
    QHash<QString, QString> tips;
    int header = -1;
    for (int row = 0; row < list->count(); ++row) {
        QListWidgetItem *item = list->item(row);
        if (item->text() == QLatin1String("Cannot be played")) {
            header = row;
            QCOMPARE(item->data(MapLibrary::CountRole).toInt(), 3);
        }
        if (!item->text().endsWith(QLatin1String(".quantum-map"))) continue;
        QVERIFY2(row > header && header >= 0, qPrintable(item->text())); // under the header
        QCOMPARE(item->flags(), Qt::NoItemFlags);
        tips.insert(item->text(), item->toolTip());
        list->setCurrentRow(row); // even so, nothing is chosen
        QVERIFY(!chooser.hasMap());
        QCOMPARE(library->currentIndex(), -1);
    }
    QCOMPARE(tips.size(), 3);
    for (auto it = tips.cbegin(); it != tips.cend(); ++it)
        QVERIFY2(it.value().startsWith(QDir::toNativeSeparators(folder() + u'/' + it.key())),
                 qPrintable(it.value()));
    QVERIFY2(tips[QStringLiteral("junk.quantum-map")].contains(QStringLiteral("JSON")),
             qPrintable(tips[QStringLiteral("junk.quantum-map")]));
    QVERIFY2(tips[QStringLiteral("future.quantum-map")].contains(QStringLiteral("newer")),
             qPrintable(tips[QStringLiteral("future.quantum-map")]));
    QVERIFY2(tips[QStringLiteral("draft.quantum-map")].contains(QStringLiteral("not valid: ")),
             qPrintable(tips[QStringLiteral("draft.quantum-map")]));
    QVERIFY(items(library).contains(QStringLiteral("Mine")));
    if (!qEnvironmentVariableIsEmpty("QUANTUM_TEST_SHOTS")) { // what a player sees: the end
        applyDarkTheme(*qApp);
        NewGameDialog dialog;
        dialog.resize(1280, 720);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.chooser()->library()->list()->scrollToBottom();
        dialog.grab().save(qEnvironmentVariable("QUANTUM_TEST_SHOTS") +
                           QStringLiteral("/maplibrary-unusable.png"));
    }

    // The editor opens the draft (to finish it), not the other two.
    editor::MapLibraryDialog open;
    QStringList openable, greyed;
    for (int row = 0; row < open.library()->list()->count(); ++row) {
        const QListWidgetItem *item = open.library()->list()->item(row);
        if (item->data(MapLibrary::KindRole) == MapLibrary::HeaderItem) continue;
        (item->flags() & Qt::ItemIsSelectable ? openable : greyed).append(item->text());
    }
    openable.sort();
    greyed.sort();
    QCOMPARE(openable, (QStringList{QStringLiteral("Draft"), QStringLiteral("Mine")}));
    QCOMPARE(greyed, (QStringList{QStringLiteral("future.quantum-map"),
                                  QStringLiteral("junk.quantum-map")}));
    if (!qEnvironmentVariableIsEmpty("QUANTUM_TEST_SHOTS")) {
        open.show();
        QVERIFY(QTest::qWaitForWindowExposed(&open));
        open.grab().save(qEnvironmentVariable("QUANTUM_TEST_SHOTS") +
                         QStringLiteral("/maplibrary-editor-open.png"));
    }
}

// Grouped, the list has a section per player count, "2 players" ..., each counting its maps;
// not grouped, no sections; a players filter leaves one.
void TestMapLibrary::sectionsByPlayerCount()
{
    MapChooser chooser;
    MapLibrary *library = chooser.library();
    library->setPlayersFilter(0);
    library->setGrouped(true);
    const QListWidget *list = library->list();
    QStringList headers;
    int counted = 0;
    for (int row = 0; row < list->count(); ++row) {
        const QListWidgetItem *item = list->item(row);
        if (item->data(MapLibrary::KindRole) != MapLibrary::HeaderItem) continue;
        headers.append(item->text());
        QCOMPARE(item->flags(), Qt::NoItemFlags);
        const int players = item->text().left(1).toInt();
        int count = 0; // the maps up to the next header
        for (int next = row + 1;
             next < list->count() &&
             list->item(next)->data(MapLibrary::KindRole) == MapLibrary::MapItem;
             ++next) {
            const int index = list->item(next)->data(MapLibrary::IndexRole).toInt();
            QCOMPARE(library->maps()[index].map.players, players);
            ++count;
        }
        QCOMPARE(item->data(MapLibrary::CountRole).toInt(), count);
        counted += count;
    }
    QCOMPARE(headers, (QStringList{QStringLiteral("2 players"), QStringLiteral("3 players"),
                                   QStringLiteral("4 players")}));
    QCOMPARE(counted, int(availableMaps().size()));
    // The arrow keys go from map to map, over the headers, never onto one.
    chooser.resize(900, 600);
    chooser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chooser));
    library->list()->setFocus();
    QVERIFY(chooser.hasMap());
    QSet<int> visited{library->currentIndex()};
    for (int step = 0; step < counted + 10; ++step) {
        QTest::keyClick(library->list(), Qt::Key_Down);
        QVERIFY2(chooser.hasMap(), qPrintable(QString::number(step)));
        visited.insert(library->currentIndex());
    }
    QVERIFY(visited.size() > 6); // down through the sections
    library->setGrouped(false);
    QCOMPARE(items(library, true).size(), counted);
    library->setGrouped(true);
    library->setPlayersFilter(3);
    QCOMPARE(items(library, true).first(), QStringLiteral("3 players"));
    QCOMPARE(items(library, true).size(), items(library).size() + 1);
}

// By name as people sort ("Map 2" before "Map 10", case aside); by date the user's maps newest
// first (the file's modification time), then the shipped maps in their order.
void TestMapLibrary::sortsByNameAndByDate()
{
    const Map two = defaultMap();
    const QDateTime now = QDateTime::currentDateTime();
    const QList<std::pair<QString, int>> mine{{QStringLiteral("Map 10"), 3},
                                              {QStringLiteral("map 2"), 1},
                                              {QStringLiteral("Zeta"), 2},
                                              {QStringLiteral("Aardvark"), 4}};
    for (const auto &[title, daysAgo] : mine) {
        const QString name = title + QStringLiteral(".quantum-map");
        QVERIFY(saveMap(name, two, title));
        QFile f(QDir(folder()).filePath(name));
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(now.addDays(-daysAgo), QFileDevice::FileModificationTime));
    }
    MapChooser chooser;
    MapLibrary *library = chooser.library();
    library->setPlayersFilter(2);
    library->setGrouped(false);
    library->setSort(MapLibrary::Sort::Name);
    QStringList names = items(library);
    QStringList sorted = names;
    QCollator collator(QLocale(QLocale::English));
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::sort(sorted.begin(), sorted.end(),
              [&](const QString &a, const QString &b) { return collator.compare(a, b) < 0; });
    QCOMPARE(names, sorted);
    QVERIFY(names.indexOf(QStringLiteral("map 2")) < names.indexOf(QStringLiteral("Map 10")));
    QCOMPARE(names.first(), QStringLiteral("Aardvark"));

    library->setSort(MapLibrary::Sort::Date);
    names = items(library);
    QCOMPARE(names.mid(0, 4), (QStringList{QStringLiteral("map 2"), QStringLiteral("Zeta"),
                                           QStringLiteral("Map 10"), QStringLiteral("Aardvark")}));
    QStringList shipped; // then the shipped 2-player maps in their order
    for (const MapEntry &e : availableMaps())
        if (e.map.players == 2 && isShippedMapPath(e.path)) shipped.append(e.map.name);
    QCOMPARE(names.mid(4), shipped);
}

// The search looks in names, descriptions (in the player's language) and file names.
void TestMapLibrary::searchesNamesDescriptionsAndFiles()
{
    Map map = defaultMap();
    map.description = QStringLiteral("A quiet backwater.");
    QVERIFY(saveMap(QStringLiteral("my-first.quantum-map"), map, QStringLiteral("Homestead")));
    QVERIFY(write(QStringLiteral("broken-one.json"), "{"));
    MapChooser chooser;
    MapLibrary *library = chooser.library();
    auto *search = chooser.findChild<QLineEdit *>(QStringLiteral("mapSearch"));
    QVERIFY(search);
    QTest::keyClicks(search, QStringLiteral("homest"));
    QCOMPARE(items(library), QStringList{QStringLiteral("Homestead")});
    QVERIFY(chooser.hasMap());
    QCOMPARE(chooser.currentMap().name, QStringLiteral("Homestead"));
    search->setText(QStringLiteral("BACKWATER"));
    QCOMPARE(items(library), QStringList{QStringLiteral("Homestead")});
    search->setText(QStringLiteral("my-first"));
    QCOMPARE(items(library), QStringList{QStringLiteral("Homestead")});
    search->setText(QStringLiteral("broken"));
    QCOMPARE(items(library), QStringList{QStringLiteral("broken-one.json")});
    QVERIFY(!chooser.hasMap());
    search->setText(QStringLiteral("gamma"));
    QCOMPARE(items(library), QStringList{QStringLiteral("Gamma Sector")});
    search->setText(QStringLiteral("no map is called this"));
    QVERIFY(items(library).isEmpty());
    QVERIFY(!chooser.hasMap());
}

// The sort and the grouping chosen by the user are remembered (Setting::MapSort, MapGroups),
// so is the map started with (Setting::LastMap); New game opens on them.
void TestMapLibrary::choicesAreRemembered()
{
    const Map three = shippedWith(3);
    QVERIFY(!three.name.isEmpty());
    {
        NewGameDialog dialog;
        auto *byDate = dialog.findChild<QAction *>(QStringLiteral("sortByDate"));
        auto *group = dialog.findChild<QAction *>(QStringLiteral("groupByPlayers"));
        QVERIFY(byDate && group);
        QVERIFY(group->isChecked()); // at first: grouped, by name
        QVERIFY(!byDate->isChecked());
        byDate->trigger(); // as the user does, from the Order menu
        group->trigger();
        dialog.chooser()->chooseMap(three);
        dialog.accept();
    }
    QCOMPARE(readSetting(Setting::MapSort).toString(), QStringLiteral("date"));
    QCOMPARE(readSetting(Setting::MapGroups).toBool(), false);
    NewGameDialog again;
    QCOMPARE(again.chooser()->library()->sort(), MapLibrary::Sort::Date);
    QVERIFY(!again.chooser()->library()->grouped());
    QCOMPARE(again.setup().map.name, three.name);
    QCOMPARE(again.chooser()->players(), 3);
}

// Editor ▸ Open shows the library of the user's maps; the map chosen opens in the editor.
void TestMapLibrary::editorOpenListsTheMapsAndOpensTheChosenOne()
{
    QVERIFY(saveMap(QStringLiteral("one.quantum-map"), defaultMap(), QStringLiteral("One")));
    QVERIFY(saveMap(QStringLiteral("two.quantum-map"), shippedWith(4), QStringLiteral("Two")));
    editor::EditorWindow window;
    QAction *open = nullptr;
    for (QAction *a : window.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(QKeySequence::Open)) open = a;
    QVERIFY(open);
    QStringList listed;
    bool seen = false;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<editor::MapLibraryDialog *>(QApplication::activeModalWidget());
        if (!dialog) return;
        seen = true;
        MapLibrary *library = dialog->library();
        listed = items(library);
        for (int i = 0; i < library->maps().size(); ++i)
            if (library->maps()[i].map.name == QLatin1String("Two")) library->choose(i);
        auto *box = dialog->findChild<QDialogButtonBox *>();
        QPushButton *button = box ? box->button(QDialogButtonBox::Open) : nullptr;
        if (button && button->isEnabled())
            button->click();
        else
            dialog->reject();
    });
    open->trigger();
    QVERIFY(seen);
    listed.sort();
    QCOMPARE(listed, (QStringList{QStringLiteral("One"), QStringLiteral("Two")}));
    QCOMPARE(window.document()->filePath(),
             QDir(folder()).filePath(QStringLiteral("two.quantum-map")));
    QCOMPARE(window.document()->map().name, QStringLiteral("Two"));
}

// Given the shipped maps (as the app does), the editor's Open lists them beside the user's,
// and one of them opens as a new, untitled copy: Save then asks where, never writing into
// the program's own files.
void TestMapLibrary::editorOpensAShippedMapAsACopy()
{
    QVERIFY(saveMap(QStringLiteral("mine.quantum-map"), defaultMap(), QStringLiteral("Mine")));
    const QStringList shipped = shippedMapPaths();
    QVERIFY(!shipped.isEmpty());
    editor::EditorWindow window;
    window.setShippedMaps(shipped, [](const editor::LibraryMap &entry) {
        return QStringLiteral("described: ") + entry.map.name;
    });
    QAction *open = nullptr;
    for (QAction *a : window.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(QKeySequence::Open)) open = a;
    QVERIFY(open);
    int listedMaps = -1, shippedListed = 0;
    QString chosen, description;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<editor::MapLibraryDialog *>(QApplication::activeModalWidget());
        if (!dialog) return;
        MapLibrary *library = dialog->library();
        listedMaps = int(library->maps().size());
        for (int i = 0; i < library->maps().size(); ++i) {
            const editor::LibraryMap &entry = library->maps()[i];
            if (!entry.shipped) continue;
            ++shippedListed;
            if (chosen.isEmpty() && entry.playable()) {
                chosen = entry.map.name;
                description = library->description(entry);
                library->choose(i);
            }
        }
        auto *box = dialog->findChild<QDialogButtonBox *>();
        QPushButton *button = box ? box->button(QDialogButtonBox::Open) : nullptr;
        if (button && button->isEnabled())
            button->click();
        else
            dialog->reject();
    });
    open->trigger();
    QCOMPARE(shippedListed, int(shipped.size()));
    QCOMPARE(listedMaps, int(shipped.size()) + 1); // and the user's one
    QVERIFY(!chosen.isEmpty());
    QCOMPARE(description, QStringLiteral("described: ") + chosen);
    QCOMPARE(window.document()->map().name, chosen);
    QVERIFY(window.document()->filePath().isEmpty()); // untitled: Save asks where
}

// 200 maps in the user's folder: New game opens and shows them, drawing only the pictures
// in view. The time to open and show it is reported (a figure, not an assertion).
void TestMapLibrary::twoHundredMapsOpenQuickly()
{
    const Map base = defaultMap();
    for (int i = 0; i < 200; ++i)
        QVERIFY(saveMap(QStringLiteral("map-%1.quantum-map").arg(i, 3, 10, QLatin1Char('0')), base,
                        QStringLiteral("Generated %1").arg(i)));
    QElapsedTimer timer;
    timer.start();
    const qsizetype read = editor::readMapLibrary(shippedMapPaths(), folder()).size();
    const qint64 reading = timer.restart();
    NewGameDialog dialog;
    dialog.resize(1280, 720);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QPixmap shown = dialog.grab();
    const qint64 elapsed = timer.elapsed();
    MapLibrary *library = dialog.chooser()->library();
    QVERIFY(!shown.isNull());
    QCOMPARE(library->maps().size(), availableMaps().size());
    QVERIFY(items(library).size() >= 200);
    const int drawn = library->picturesDrawn();
    QVERIFY2(drawn > 0 && drawn < 60, qPrintable(QString::number(drawn)));
    QCOMPARE(library->maps().size(), read);
    qInfo("New game with %d maps opened and shown in %lld ms (%d pictures drawn); reading the "
          "maps alone: %lld ms",
          int(library->maps().size()), elapsed, drawn, reading);
    // Scrolling to the end draws the pictures there.
    library->list()->scrollToBottom();
    dialog.grab();
    QVERIFY(library->picturesDrawn() > drawn);
    if (!qEnvironmentVariableIsEmpty("QUANTUM_TEST_SHOTS"))
        shown.save(qEnvironmentVariable("QUANTUM_TEST_SHOTS") +
                   QStringLiteral("/maplibrary-200.png"));
}

QTEST_MAIN(TestMapLibrary)
#include "tst_maplibrary.moc"
