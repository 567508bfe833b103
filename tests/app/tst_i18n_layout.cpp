// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every main dialog and page, in English, Italian, Japanese and Czech (and, as the CTest
// entry tst_i18n_layout_scale2, at scale 2), holds its texts: no label or button text is
// wider than its widget (it would be clipped or elided), no wrapped label is cut short, and
// nothing spills out of its window; and no two items of a menu, a menu bar or a dialog share
// a keyboard letter (&S), submenus and menus filled when they open included. The pages are
// shown in a 1280×720 window, the dialogs at their own size (the editor's Open, which fits
// itself to the screen, as on a 1280×720 one). QUANTUM_TEST_SHOTS=DIR keeps a picture of each.
#include "app/common/language.h"
#include "app/common/shippedmaps.h"
#include "app/game/session.h"
#include "app/lan/hostdialog.h"
#include "app/lan/joindialog.h"
#include "app/lan/lobbypage.h"
#include "app/learn/cardgallery.h"
#include "app/learn/keyboardhelp.h"
#include "app/learn/rulesdialog.h"
#include "app/play/endpage.h"
#include "app/play/gamepage.h"
#include "app/qwantum/qwantumend.h"
#include "app/qwantum/qwantumnewgame.h"
#include "app/qwantum/qwantumpage.h"
#include "app/qwantum/qwantumreplay.h"
#include "app/shell/aboutdialog.h"
#include "app/shell/loaddialog.h"
#include "app/shell/mainwindow.h"
#include "app/shell/newgamedialog.h"
#include "app/shell/settingsdialog.h"
#include "app/shell/startpage.h"
#include "editor/editorwindow.h"
#include "editor/exportpdfdialog.h"
#include "editor/generatedialog.h"
#include "editor/maplibrary.h"
#include "editor/maplibrarydialog.h"
#include "editor/windowgeometry.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QMainWindow>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>

#include <functional>

using namespace quantum;

namespace {

QString shotsDir()
{
    return qEnvironmentVariable("QUANTUM_TEST_SHOTS");
}

QString describe(const QWidget *w, const QString &text)
{
    return QStringLiteral("%1 \"%2\" (%3×%4)")
        .arg(QString::fromLatin1(w->metaObject()->className()), text.left(60))
        .arg(w->width())
        .arg(w->height());
}

// What does not fit in `root` (every visible label and button); `checked` counts them.
QStringList misfits(QWidget *root, int *checked)
{
    QStringList out;
    *checked = 0;
    const QRect inRoot = root->rect();
    for (QLabel *l : root->findChildren<QLabel *>()) {
        if (!l->isVisibleTo(root) || l->text().isEmpty() || !l->pixmap().isNull()) continue;
        if (l->width() <= 1 || l->height() <= 1) continue; // laid out away (a collapsed row)
        ++*checked;
        const QRect where(l->mapTo(root, QPoint(0, 0)), l->size());
        if (!inRoot.contains(where) && l->window() == root->window())
            out.append(QStringLiteral("outside its window: ") + describe(l, l->text()));
        if (l->wordWrap()) {
            if (l->heightForWidth(l->width()) > l->height() + 2)
                out.append(QStringLiteral("cut short: ") + describe(l, l->text()));
        } else if (l->sizeHint().width() > l->width() + 1) {
            out.append(QStringLiteral("too wide: ") + describe(l, l->text()));
        }
    }
    for (QAbstractButton *b : root->findChildren<QAbstractButton *>()) {
        if (!b->isVisibleTo(root) || b->text().isEmpty()) continue;
        if (b->width() <= 1) continue;
        ++*checked;
        if (b->sizeHint().width() > b->width() + 1)
            out.append(QStringLiteral("too wide: ") + describe(b, b->text()));
    }
    return out;
}

// The keyboard letters (Alt+letter, "&S" in a text) that two items of one menu, of one menu
// bar, or of one dialog share: pressing the letter then cycles between them instead of
// acting. Each clash as "where: text / text".
QStringList mnemonicClashes(QWidget *root)
{
    QStringList out;
    const auto check = [&out](const QString &where, const QStringList &texts) {
        QMap<QString, QStringList> byKey;
        for (const QString &text : texts) {
            const QKeySequence key = QKeySequence::mnemonic(text);
            if (!key.isEmpty()) byKey[key.toString()].append(text);
        }
        for (auto it = byKey.cbegin(); it != byKey.cend(); ++it)
            if (it.value().size() > 1)
                out.append(QStringLiteral("%1 %2: %3")
                               .arg(where, it.key(), it.value().join(QStringLiteral(" / "))));
    };
    const std::function<void(QMenu *, const QString &)> menu = [&](QMenu *m, const QString &path) {
        emit m->aboutToShow(); // a menu filled when it opens (File > Open Recent) is filled
        QStringList texts;
        for (QAction *a : m->actions()) {
            if (a->isSeparator() || !a->isVisible()) continue;
            texts.append(a->text());
            if (a->menu()) menu(a->menu(), path + QStringLiteral(" > ") + a->text());
        }
        check(path, texts);
    };
    if (auto *main = qobject_cast<QMainWindow *>(root)) {
        QStringList titles;
        for (QAction *a : main->menuBar()->actions()) {
            if (!a->isVisible()) continue;
            titles.append(a->text());
            if (a->menu()) menu(a->menu(), a->text());
        }
        check(QStringLiteral("menu bar"), titles);
        return out;
    }
    QStringList texts; // a dialog: its buttons, the labels that lead to a field, group boxes
    for (QAbstractButton *b : root->findChildren<QAbstractButton *>()) {
        if (!b->isVisibleTo(root)) continue;
        texts.append(b->text());
        // A tool button's menu (the map library's Order): its items among themselves.
        if (auto *tool = qobject_cast<QToolButton *>(b); tool && tool->menu())
            menu(tool->menu(), QString::fromLatin1(root->metaObject()->className()) +
                                   QStringLiteral(" > ") + tool->text());
    }
    for (QLabel *l : root->findChildren<QLabel *>())
        if (l->isVisibleTo(root) && l->buddy()) texts.append(l->text());
    for (QGroupBox *g : root->findChildren<QGroupBox *>())
        if (g->isVisibleTo(root)) texts.append(g->title());
    check(QString::fromLatin1(root->metaObject()->className()), texts);
    return out;
}

void settle(QWidget *w)
{
    w->show();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
}

void keepShot(QWidget *w, const QString &name)
{
    if (shotsDir().isEmpty()) return;
    w->grab().save(QStringLiteral("%1/%2-%3.png").arg(shotsDir(), name, currentLanguage()));
}

} // namespace

class TestI18nLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void screensHoldTheirTexts_data();
    void screensHoldTheirTexts();
    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
};

void TestI18nLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_i18n_layout"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
}

void TestI18nLayout::cleanupTestCase()
{
    setLanguage(QStringLiteral("en"));
}

void TestI18nLayout::screensHoldTheirTexts_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("screen");
    const QStringList screens{QStringLiteral("start"),    QStringLiteral("game"),
                              QStringLiteral("end"),      QStringLiteral("lobby"),
                              QStringLiteral("editor"),   QStringLiteral("new-game"),
                              QStringLiteral("host"),     QStringLiteral("join"),
                              QStringLiteral("load"),     QStringLiteral("settings"),
                              QStringLiteral("keyboard"), QStringLiteral("rules"),
                              QStringLiteral("about"),
                              // The map editor's dialogs: Map > Generate, File > Export >
                              // Print-and-Play PDF, File > Open (the map library).
                              QStringLiteral("generate"), QStringLiteral("export-pdf"),
                              QStringLiteral("open-map"),
                              // Qwantum's screens: the table of four, its end, replay and
                              // lobby; its New game, Host dialog and Rules.
                              QStringLiteral("qwantum-game"),     QStringLiteral("qwantum-end"),
                              QStringLiteral("qwantum-replay"),   QStringLiteral("qwantum-lobby"),
                              QStringLiteral("qwantum-new-game"), QStringLiteral("qwantum-host"),
                              QStringLiteral("qwantum-rules")};
    for (const char *lang : {"en", "it", "ja", "cs"})
        for (const QString &screen : screens)
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(lang), screen)))
                << QString::fromLatin1(lang) << screen;
}

void TestI18nLayout::screensHoldTheirTexts()
{
    QFETCH(QString, language);
    QFETCH(QString, screen);
    QCOMPARE(setLanguage(language), language);
    QStringList bad;
    int checked = 0;
    if (screen == QLatin1String("qwantum-game") || screen == QLatin1String("qwantum-end") ||
        screen == QLatin1String("qwantum-replay") || screen == QLatin1String("qwantum-lobby")) {
        MainWindow window;
        window.resize(1280, 720);
        settle(&window);
        QWidget *page = nullptr;
        if (screen == QLatin1String("qwantum-lobby")) {
            net::HostOptions o;
            o.address = QHostAddress::LocalHost;
            o.port = 0;
            o.discovery = false;
            o.gameName = QStringLiteral("Friday");
            GameStart start;
            start.kind = GameKind::Qwantum;
            start.players = 4;
            auto h = std::make_unique<net::Host>(start, QList<net::LobbySeat>(4, net::LobbySeat{}), o);
            QVERIFY(h->listen());
            window.openHostLobby(std::move(h), QStringLiteral("Anna"));
            page = window.lobbyPage();
        } else {
            GameSetup setup;
            setup.kind = GameKind::Qwantum;
            setup.seats = {SeatInfo::human(QStringLiteral("Anna")), SeatInfo::computer(QStringLiteral("Ben")),
                           SeatInfo::computer(QStringLiteral("Chiara")),
                           SeatInfo::computer(QStringLiteral("Daichi"))};
            setup.seed = 5;
            window.startGame(setup);
            Session *s = window.qwantumPage()->session();
            QVERIFY(s);
            const bool toEnd = screen != QLatin1String("qwantum-game");
            s->playAhead([toEnd](const Session &x) { return !toEnd && x.version() >= 40; }, 20000);
            window.qwantumPage()->catchUp();
            page = window.qwantumPage();
            if (toEnd) {
                QVERIFY(s->isOver());
                window.showEnd();
                page = window.qwantumEndPage();
                if (screen == QLatin1String("qwantum-replay")) {
                    window.showReplay();
                    page = window.qwantumReplayPage();
                }
            }
        }
        settle(&window);
        keepShot(&window, screen);
        bad = misfits(page, &checked) + mnemonicClashes(&window);
    } else if (screen == QLatin1String("start") || screen == QLatin1String("game") ||
        screen == QLatin1String("end") || screen == QLatin1String("lobby")) {
        MainWindow window;
        window.resize(1280, 720);
        settle(&window);
        QWidget *page = window.startPage();
        std::unique_ptr<net::Host> host;
        if (screen != QLatin1String("start")) {
            GameSetup setup;
            setup.map = defaultMap();
            setup.seats = {SeatInfo::human(QStringLiteral("Anna")),
                           SeatInfo::computer(QStringLiteral("Ben"))};
            setup.seed = 5;
            if (screen == QLatin1String("lobby")) {
                net::HostOptions o;
                o.address = QHostAddress::LocalHost;
                o.port = 0;
                o.discovery = false;
                o.gameName = QStringLiteral("Friday");
                auto h = std::make_unique<net::Host>(
                    std::make_shared<const Board>(setup.map),
                    QList<net::LobbySeat>(setup.map.players, net::LobbySeat{}), o);
                QVERIFY(h->listen());
                window.openHostLobby(std::move(h), QStringLiteral("Anna"));
                page = window.lobbyPage();
            } else {
                window.startGame(setup);
                Session *s = window.gamePage()->session();
                QVERIFY(s);
                if (screen == QLatin1String("end")) {
                    s->playAhead([](const Session &x) { return x.isOver(); }, 20000);
                    QVERIFY(s->isOver());
                    window.showEnd();
                    page = window.endPage();
                } else {
                    s->playAhead(humanTurnFrom(*s, 4));
                    window.gamePage()->catchUp();
                    page = window.gamePage();
                }
            }
        }
        settle(&window);
        keepShot(&window, screen);
        bad = misfits(page, &checked) + mnemonicClashes(&window);
        for (QAction *a : window.menuBar()->actions()) QVERIFY(!a->text().isEmpty());
    } else if (screen == QLatin1String("editor")) {
        editor::EditorWindow editor;
        editor.resize(1280, 720);
        settle(&editor);
        keepShot(&editor, screen);
        bad = misfits(&editor, &checked) + mnemonicClashes(&editor);
    } else {
        std::unique_ptr<QDialog> dialog;
        if (screen == QLatin1String("new-game")) dialog = std::make_unique<NewGameDialog>();
        if (screen == QLatin1String("host")) dialog = std::make_unique<HostDialog>();
        if (screen == QLatin1String("join")) dialog = std::make_unique<JoinDialog>(nullptr, false);
        if (screen == QLatin1String("load"))
            dialog = std::make_unique<LoadGameDialog>(m_dir.filePath(QStringLiteral("none")));
        if (screen == QLatin1String("settings")) dialog = std::make_unique<SettingsDialog>();
        if (screen == QLatin1String("keyboard")) {
            MainWindow window;
            dialog = std::make_unique<KeyboardHelpDialog>(window.actions());
        }
        if (screen == QLatin1String("rules")) dialog = std::make_unique<RulesDialog>();
        if (screen == QLatin1String("about")) dialog = std::make_unique<AboutDialog>();
        if (screen == QLatin1String("generate"))
            dialog = std::make_unique<editor::GenerateDialog>([] { return nullptr; });
        if (screen == QLatin1String("export-pdf"))
            dialog = std::make_unique<editor::ExportPdfDialog>(defaultMap());
        if (screen == QLatin1String("open-map")) {
            // As the game's editor opens it: the shipped maps, their descriptions translated.
            auto library = std::make_unique<editor::MapLibraryDialog>(
                nullptr, shippedMapPaths(), [](const editor::LibraryMap &entry) {
                    return shippedMapDescription(entry.map.description);
                });
            QVERIFY(library->library()->maps().size() >= 2);
            // The size it takes on a 1280×720 screen (it fits itself to the screen).
            library->resize(fittedDialogSize(QSize(1000, 720), QRect(0, 0, 1280, 720)));
            dialog = std::move(library);
        }
        if (screen == QLatin1String("qwantum-new-game"))
            dialog = std::make_unique<QwantumNewGameDialog>();
        if (screen == QLatin1String("qwantum-host"))
            dialog = std::make_unique<HostDialog>(nullptr, GameKind::Qwantum);
        if (screen == QLatin1String("qwantum-rules"))
            dialog = std::make_unique<RulesDialog>(GameKind::Qwantum);
        QVERIFY(dialog);
        settle(dialog.get());
        keepShot(dialog.get(), screen);
        bad = misfits(dialog.get(), &checked) + mnemonicClashes(dialog.get());
    }
    qInfo("%d texts checked", checked);
    QVERIFY(checked >= 1);
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 in %2 %3:\n  ").arg(bad.size()).arg(language, screen) +
                                       bad.join(QStringLiteral("\n  "))));
}

QTEST_MAIN(TestI18nLayout)
#include "tst_i18n_layout.moc"
