// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the language while the app runs words every open window anew: the
// start page, a game in progress (its log, the sheets, the prompt, the market), the editor,
// the menus. A pseudo-translation (every text wrapped in ⟦ ⟧, placeholders kept) shows which
// texts came through tr() and were set again on QEvent::LanguageChange; the log's lines are
// the same events worded anew.
#include "app/common/language.h"
#include "app/common/shippedmaps.h"
#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/play/gamepage.h"
#include "app/play/marketpanel.h"
#include "app/play/promptbar.h"
#include "app/shell/mainwindow.h"
#include "app/shell/newgamedialog.h"
#include "app/shell/startpage.h"
#include "editor/balancedialog.h"
#include "editor/editorwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

using namespace quantum;

namespace {

// Every text that goes through tr() comes back as ⟦text⟧.
class PseudoTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *, const char *source, const char *, int) const override
    {
        if (!source || !*source) return {};
        return QStringLiteral("⟦") + QString::fromUtf8(source) + QStringLiteral("⟧");
    }
};

bool marked(const QString &text)
{
    return text.contains(QStringLiteral("⟦"));
}

// The texts of the visible labels and buttons of `w` that have a letter in them.
QStringList visibleTexts(const QWidget *w)
{
    QStringList out;
    for (const QLabel *l : w->findChildren<QLabel *>())
        if (l->isVisibleTo(w) && !l->text().isEmpty()) out.append(l->text());
    for (const QAbstractButton *b : w->findChildren<QAbstractButton *>())
        if (b->isVisibleTo(w) && !b->text().isEmpty()) out.append(b->text());
    return out;
}

QStringList logLines(const GamePage &page)
{
    QStringList lines;
    for (int i = 0; i < page.log()->count(); ++i) lines.append(page.log()->item(i)->text());
    return lines;
}

QStringList menuTitles(const QMainWindow &w)
{
    QStringList out;
    for (const QAction *a : w.menuBar()->actions())
        if (!a->text().isEmpty()) out.append(a->text());
    return out;
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyOpenWindowIsWordedAnew();
};

void TestLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_language"));
    QSettings().clear();
    setLanguage(QStringLiteral("en"));
}

void TestLanguage::everyOpenWindowIsWordedAnew()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    editor::EditorWindow editorWindow;
    editorWindow.resize(1280, 800);
    editorWindow.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Its balance check open, with the app's levels (as MainWindow::prepareEditor gives them)
    // and another level than the first chosen.
    editorWindow.setComputerLevels({levelNames(), levelText, kDefaultBot});
    editor::BalanceDialog *balance = editorWindow.showBalanceCheck();
    QComboBox *levels = balance->levelBox();
    QCOMPARE(levels->currentData().toString(), kDefaultBot);
    levels->setCurrentIndex(levels->findData(QStringLiteral("easy")));
    QCOMPARE(levels->currentText(), levelText(QStringLiteral("easy")));
    auto levelTexts = [levels] {
        QStringList out;
        for (int i = 0; i < levels->count(); ++i) out.append(levels->itemText(i));
        return out;
    };
    const QStringList levelsBefore = levelTexts();

    // The start page first, then a hot-seat game a few turns in.
    const QStringList startBefore = visibleTexts(window.startPage());
    QVERIFY(startBefore.size() > 5);
    GameSetup setup;
    setup.map = defaultMap();
    setup.seats = {SeatInfo::human(QStringLiteral("Ann")), SeatInfo::human(QStringLiteral("Bo"))};
    setup.seed = 12;
    window.startGame(setup);
    GamePage *page = window.gamePage();
    Session *session = page->session();
    QVERIFY(session);
    session->playAhead(humanTurnFrom(*session, 4));
    page->catchUp();
    QCoreApplication::processEvents();
    const QStringList logBefore = logLines(*page);
    QVERIFY(logBefore.size() > 10);
    const QStringList gameBefore = visibleTexts(page);
    const QStringList menusBefore = menuTitles(window);
    const QStringList editorMenusBefore = menuTitles(editorWindow);
    QVERIFY(!marked(logBefore.join(QString())));

    PseudoTranslator pseudo;
    QCoreApplication::installTranslator(&pseudo);
    QCoreApplication::processEvents();

    // The log: the same events, each worded anew (GameText under the new translator).
    const QStringList logAfter = logLines(*page);
    const GameText text(session->board().get(), session->playerNames());
    QStringList expected;
    for (const Event &e : session->allEvents())
        if (!text.event(e).isEmpty()) expected.append(text.event(e));
    QCOMPARE(logAfter.size(), logBefore.size());
    QVERIFY(marked(expected.join(QString())));
    for (int i = 0; i < logAfter.size(); ++i)
        if (!logBefore[i].isEmpty() && marked(logAfter[i]) == false &&
            expected.contains(logAfter[i]) == false)
            QFAIL(qPrintable(QStringLiteral("log line %1 not worded anew: %2").arg(i).arg(logAfter[i])));
    int eventLines = 0;
    for (const QString &line : logAfter) eventLines += expected.contains(line);
    QCOMPARE(eventLines, expected.size());

    // The game page: prompt, sheets, market and buttons; the menus of both windows.
    const QStringList gameAfter = visibleTexts(page);
    QStringList unchanged;
    for (const QString &t : gameAfter)
        if (!marked(t) && gameBefore.contains(t) && t.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3}"))) &&
            !t.contains(QStringLiteral("Ann")) && !t.contains(QStringLiteral("Bo")))
            unchanged.append(t);
    QVERIFY2(unchanged.isEmpty(), qPrintable(QStringLiteral("not worded anew on the game page: ") +
                                             unchanged.join(QStringLiteral(" | "))));
    QVERIFY(std::any_of(gameAfter.cbegin(), gameAfter.cend(), marked));
    bool promptMarked = false;
    for (const QLabel *l : page->prompt()->findChildren<QLabel *>())
        promptMarked = promptMarked || (l->isVisibleTo(page->prompt()) && marked(l->text()));
    QVERIFY(promptMarked);
    for (const QString &t : menuTitles(window)) QVERIFY2(marked(t), qPrintable(t));
    QCOMPARE(menuTitles(window).size(), menusBefore.size());
    for (const QString &t : menuTitles(editorWindow)) QVERIFY2(marked(t), qPrintable(t));
    QCOMPARE(menuTitles(editorWindow).size(), editorMenusBefore.size());
    QStringList editorUnchanged;
    for (const QString &t : visibleTexts(&editorWindow))
        if (!marked(t) && t.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3}"))))
            editorUnchanged.append(t);
    QVERIFY2(editorUnchanged.isEmpty(), qPrintable(QStringLiteral("not worded anew in the editor: ") +
                                                   editorUnchanged.join(QStringLiteral(" | "))));

    // The balance check: its labels, and the levels' names with the choice kept.
    for (const QString &t : levelTexts()) QVERIFY2(marked(t), qPrintable(t));
    QCOMPARE(levels->currentData().toString(), QStringLiteral("easy"));
    for (const QString &t : visibleTexts(balance))
        if (t.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3}"))))
            QVERIFY2(marked(t), qPrintable(QStringLiteral("not worded anew in the balance check: ") + t));

    // The start page (behind the game page); the games' names stay as they are.
    const QStringList gameNames{QStringLiteral("Quantum"), QStringLiteral("Qwantum")};
    QStringList startUnchanged;
    for (const QString &t : visibleTexts(window.startPage()))
        if (!marked(t) && !gameNames.contains(t) &&
            t.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3}"))))
            startUnchanged.append(t);
    QVERIFY2(startUnchanged.isEmpty(), qPrintable(QStringLiteral("not worded anew on the start page: ") +
                                                  startUnchanged.join(QStringLiteral(" | "))));

    // And back: English again, the same lines as before.
    QVERIFY(QCoreApplication::removeTranslator(&pseudo));
    QCoreApplication::processEvents();
    QCOMPARE(logLines(*page), logBefore);
    QCOMPARE(menuTitles(window), menusBefore);
    QCOMPARE(menuTitles(editorWindow), editorMenusBefore);
    QCOMPARE(visibleTexts(window.startPage()), startBefore);
    QCOMPARE(levelTexts(), levelsBefore);
    QCOMPARE(levels->currentData().toString(), QStringLiteral("easy"));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
