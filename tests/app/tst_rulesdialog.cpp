// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Rules dialog: both games' rules, their sections and pictures, the choice of game at the
// top, and Qwantum's words following the game's rulings (docs/qwantum-rules.md, ids Q-...).
#include "app/common/language.h"
#include "app/game/gametext.h"
#include "app/learn/qwantumrules.h"
#include "app/learn/rulesdialog.h"
#include "app/qwantum/qwantumtext.h"
#include "engine/game.h"

#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QtTest>

using namespace quantum;

namespace {

// The text of one section of a page: from its heading (the block holding the anchor) to the
// next heading of its level.
QString sectionText(const QTextDocument *doc, const QString &anchor)
{
    QString text;
    bool inside = false;
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        bool heading = false;
        for (auto it = block.begin(); !it.atEnd(); ++it)
            heading = heading || it.fragment().charFormat().anchorNames().contains(anchor);
        if (heading) {
            inside = true;
        } else if (inside && block.blockFormat().headingLevel() == 2) {
            break;
        }
        if (inside) text += block.text() + QLatin1Char('\n');
    }
    return text;
}

QString sectionText(const RulesDialog &dialog, const QString &anchor)
{
    return sectionText(dialog.browser(GameKind::Qwantum)->document(), anchor);
}

// A picture that is drawn, not blank: more than a handful of colours.
bool isDrawn(const QImage &image)
{
    if (image.isNull() || image.width() < 32 || image.height() < 32) return false;
    QSet<QRgb> colours;
    for (int y = 0; y < image.height() && colours.size() < 16; y += 3)
        for (int x = 0; x < image.width() && colours.size() < 16; x += 3)
            colours.insert(image.pixel(x, y));
    return colours.size() >= 8;
}

} // namespace

class TestRulesDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    // Quantum's page.
    void quantumPageCoversEveryTopic();
    void quantumPicturesAreDrawn();
    // The choice of game.
    void opensOnTheGameAsked();
    void choosingATabShowsTheOtherRules();
    void showSectionShowsItsGame();
    // Qwantum's page.
    void qwantumPageHasEverySection();
    void qwantumPicturesAreDrawn();
    void facesPictureIsTheDiceTable();
    void rollCaptionGivesTheColourSums();
    void phasesSectionsCloseAndPass();
    void writingFollowsTheRulings();
    void misthrowCostsComeFromTheOptions();
    void scoringExampleAddsUp();
    void endSectionNamesBothEnds();
    void qwantumPageIsTranslated();
};

void TestRulesDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_rulesdialog"));
    setLanguage(QStringLiteral("en"));
}

void TestRulesDialog::cleanup()
{
    setLanguage(QStringLiteral("en"));
}

void TestRulesDialog::quantumPageCoversEveryTopic()
{
    RulesDialog page;
    const QString html = page.browser()->toHtml();
    const QString plain = page.browser()->toPlainText();
    // A section for each required topic, and the rest of the game.
    for (const char *anchor : {"void", "entanglement", "abilities", "dominance", "research",
                               "cards", "turn", "combat", "setup"}) {
        QVERIFY2(RulesDialog::sections().contains(QLatin1String(anchor)), anchor);
        QVERIFY2(html.contains(QStringLiteral("name=\"%1\"").arg(QLatin1String(anchor))), anchor);
    }
    for (const char *words :
         {"The Void", "Quantum Entanglement", "once per turn", "Dominance and infamy", "infamous",
          "breakthrough", "Gambit cards", "Command cards", "plus 3"})
        QVERIFY2(plain.contains(QLatin1String(words), Qt::CaseInsensitive), words);
    // Every ship type and its ability.
    for (int v = 1; v <= 6; ++v)
        QVERIFY(plain.contains(GameText::shipOfValue(v)));
}

void TestRulesDialog::quantumPicturesAreDrawn()
{
    RulesDialog page;
    const QString html = page.browser()->toHtml();
    QVERIFY(RulesDialog::pictureNames().size() >= 8);
    for (const QString &name : RulesDialog::pictureNames()) {
        QVERIFY2(html.contains(QStringLiteral("src=\"%1\"").arg(name)), qPrintable(name));
        // Not a blank: tiles, planets, dice.
        QVERIFY2(isDrawn(RulesDialog::picture(name)), qPrintable(name));
        // The page shows the same picture.
        const QVariant shown =
            page.browser()->document()->resource(QTextDocument::ImageResource, QUrl(name));
        QVERIFY2(shown.canConvert<QImage>() && !shown.value<QImage>().isNull(), qPrintable(name));
    }
}

void TestRulesDialog::opensOnTheGameAsked()
{
    RulesDialog quantumRules;
    QCOMPARE(quantumRules.game(), GameKind::Quantum);
    QCOMPARE(quantumRules.browser(), quantumRules.browser(GameKind::Quantum));
    RulesDialog qwantumRules(GameKind::Qwantum);
    QCOMPARE(qwantumRules.game(), GameKind::Qwantum);
    QCOMPARE(qwantumRules.browser(), qwantumRules.browser(GameKind::Qwantum));
    QVERIFY(qwantumRules.browser()->toPlainText().startsWith(QStringLiteral("Rules of Qwantum")));
    // The window switches the open dialog to the game being played.
    quantumRules.showGame(GameKind::Qwantum);
    QCOMPARE(quantumRules.game(), GameKind::Qwantum);
    QVERIFY(quantumRules.browser()->isVisibleTo(&quantumRules));
    QVERIFY(!quantumRules.browser(GameKind::Quantum)->isVisibleTo(&quantumRules));
    quantumRules.showGame(GameKind::Quantum);
    QVERIFY(quantumRules.browser()->toPlainText().startsWith(QStringLiteral("Rules of Quantum")));
}

void TestRulesDialog::choosingATabShowsTheOtherRules()
{
    RulesDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *tabs = dialog.findChild<QTabWidget *>();
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), 2);
    QCOMPARE(tabs->tabText(0), QStringLiteral("Quantum"));
    QCOMPARE(tabs->tabText(1), QStringLiteral("Qwantum"));
    // A click on the other game's tab, at the top, shows its rules.
    QTabBar *bar = tabs->tabBar();
    QVERIFY(bar->mapTo(&dialog, QPoint(0, 0)).y() < dialog.height() / 4);
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(1).center());
    QCOMPARE(dialog.game(), GameKind::Qwantum);
    QVERIFY(dialog.browser()->isVisible());
    QVERIFY(dialog.browser()->toPlainText().contains(QStringLiteral("misthrow")));
    QVERIFY(!dialog.browser()->toPlainText().contains(QStringLiteral("Battlestation")));
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(0).center());
    QCOMPARE(dialog.game(), GameKind::Quantum);
    QVERIFY(dialog.browser()->toPlainText().contains(QStringLiteral("Battlestation")));
}

void TestRulesDialog::showSectionShowsItsGame()
{
    RulesDialog dialog;
    dialog.resize(700, 400);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.showSection(QStringLiteral("qw-scoring"));
    QCOMPARE(dialog.game(), GameKind::Qwantum);
    QVERIFY(dialog.browser()->verticalScrollBar()->value() > 0); // scrolled down to it
    dialog.showSection(QStringLiteral("void"));
    QCOMPARE(dialog.game(), GameKind::Quantum);
    QVERIFY(dialog.browser()->verticalScrollBar()->value() > 0);

    // Asked before the dialog is shown (the window, the picture tool): at the section once shown,
    // where the same call on the shown dialog puts it.
    RulesDialog early;
    early.resize(700, 400);
    early.showSection(QStringLiteral("qw-writing"));
    QCOMPARE(early.game(), GameKind::Qwantum);
    early.show();
    QVERIFY(QTest::qWaitForWindowExposed(&early));
    QCoreApplication::processEvents();
    const int shown = early.browser()->verticalScrollBar()->value();
    QVERIFY(shown > 0);
    early.browser()->verticalScrollBar()->setValue(0);
    early.showSection(QStringLiteral("qw-writing"));
    QCOMPARE(shown, early.browser()->verticalScrollBar()->value());
}

// Every topic of docs/qwantum-rules.md has its section, under its anchor, in the order of the
// table of contents; none shares an anchor with Quantum's.
void TestRulesDialog::qwantumPageHasEverySection()
{
    RulesDialog dialog(GameKind::Qwantum);
    const QStringList anchors = RulesDialog::sections(GameKind::Qwantum);
    QCOMPARE(anchors, QwantumRules::sections());
    for (const char *anchor : {"qw-dice", "qw-turn", "qw-phase1", "qw-phase2", "qw-writing",
                               "qw-scoring", "qw-end", "qw-tips"})
        QVERIFY2(anchors.contains(QLatin1String(anchor)), anchor);
    const QString html = dialog.browser()->toHtml();
    for (const QString &anchor : anchors) {
        QVERIFY2(!RulesDialog::sections().contains(anchor), qPrintable(anchor));
        QVERIFY2(html.contains(QStringLiteral("name=\"%1\"").arg(anchor)), qPrintable(anchor));
        QVERIFY2(html.contains(QStringLiteral("href=\"#%1\"").arg(anchor)), qPrintable(anchor));
        QVERIFY2(sectionText(dialog, anchor).count(QLatin1Char('\n')) >= 2, qPrintable(anchor));
    }
}

// Each picture of Qwantum's page is drawn and is the one the page shows.
void TestRulesDialog::qwantumPicturesAreDrawn()
{
    RulesDialog dialog(GameKind::Qwantum);
    const QString html = dialog.browser()->toHtml();
    const QStringList names = RulesDialog::pictureNames(GameKind::Qwantum);
    QCOMPARE(names, QwantumRules::pictureNames());
    for (const char *name : {"qwantum:roll", "qwantum:faces", "qwantum:sheet", "qwantum:phases"})
        QVERIFY2(names.contains(QLatin1String(name)), name);
    for (const QString &name : names) {
        QVERIFY2(html.contains(QStringLiteral("src=\"%1\"").arg(name)), qPrintable(name));
        QVERIFY2(isDrawn(RulesDialog::picture(name)), qPrintable(name));
        QCOMPARE(RulesDialog::picture(name, 2.0).size(), RulesDialog::picture(name).size() * 2);
        const QVariant shown =
            dialog.browser()->document()->resource(QTextDocument::ImageResource, QUrl(name));
        QVERIFY2(shown.canConvert<QImage>() && isDrawn(shown.value<QImage>()), qPrintable(name));
        // Not one of Quantum's page.
        QVERIFY2(!dialog.browser(GameKind::Quantum)->toHtml().contains(name), qPrintable(name));
    }
}

// Q-COMP-2: the table of faces is drawn from the dice table, so a corrected table changes the
// picture.
void TestRulesDialog::facesPictureIsTheDiceTable()
{
    const qw::DiceFaces &standard = qw::standardDiceFaces();
    QCOMPARE(QwantumRules::picture(QStringLiteral("qwantum:faces")),
             QwantumRules::facesPicture(standard));
    qw::DiceFaces corrected = standard;
    corrected[2][4] = qw::Face{qw::Colour::Blue, 6};
    QVERIFY(corrected != standard);
    QVERIFY(QwantumRules::facesPicture(corrected) != QwantumRules::facesPicture(standard));
    // Q-COMP-1: the section names the four colours and the white die.
    RulesDialog dialog(GameKind::Qwantum);
    const QString text = sectionText(dialog, QStringLiteral("qw-dice"));
    for (const char *words :
         {"white die", "purple", "blue", "red", "yellow", "divider", "five misthrow boxes"})
        QVERIFY2(text.contains(QLatin1String(words)), words);
}

// Q-TURN-2, Q-TURN-3: one re-roll; the roll's caption gives each colour's sum as the table
// words it.
void TestRulesDialog::rollCaptionGivesTheColourSums()
{
    RulesDialog dialog(GameKind::Qwantum);
    const QString text = sectionText(dialog, QStringLiteral("qw-turn"));
    QVERIFY(text.contains(QStringLiteral("never a third roll")));
    QVERIFY(text.contains(QStringLiteral("counts the white die alone")));
    for (int c = 0; c < qw::kColours; ++c) {
        const QRegularExpression sum(
            QStringLiteral("%1 \\d+").arg(QwantumText::colour(qw::Colour(c))));
        QVERIFY2(text.contains(sum), qPrintable(sum.pattern()));
    }
}

// Q-TURN-4 to Q-TURN-7: phase 1 writes and closes the colour, or marks a misthrow; phase 2
// lets everyone write another colour or pass, at no cost; the example names its players.
void TestRulesDialog::phasesSectionsCloseAndPass()
{
    RulesDialog dialog(GameKind::Qwantum);
    const QString phase1 = sectionText(dialog, QStringLiteral("qw-phase1"));
    QVERIFY(phase1.contains(QStringLiteral("closed for everyone")));
    QVERIFY(phase1.contains(QStringLiteral("marks a misthrow")));
    QVERIFY(phase1.contains(QStringLiteral("no colour is closed")));
    const QString phase2 = sectionText(dialog, QStringLiteral("qw-phase2"));
    QVERIFY(phase2.contains(QStringLiteral("the active player too")));
    QVERIFY(phase2.contains(QStringLiteral("Passing in phase 2 costs nothing")));
    const QwantumText words{QStringList()};
    QVERIFY(phase2.contains(words.player(0)));
    QVERIFY(phase2.contains(words.player(1)));
}

// Q-WRITE-1 to Q-WRITE-4, and the rulings of Q-WRITE-2 and -3: a game that allows equal
// numbers says so.
void TestRulesDialog::writingFollowsTheRulings()
{
    RulesDialog dialog(GameKind::Qwantum);
    QString text = sectionText(dialog, QStringLiteral("qw-writing"));
    QVERIFY(text.contains(QStringLiteral("first empty field")));
    QVERIFY(text.contains(QStringLiteral("higher than the one before it")));
    QVERIFY(text.contains(QStringLiteral("field 5 must be lower than field 4")));
    QVERIFY(text.contains(QStringLiteral("a full row takes nothing more")));
    QVERIFY(!text.contains(QStringLiteral("equal numbers may follow")));
    // The example sheet: purple rose to 11 at the divider, then fell to 10.
    QVERIFY(text.contains(QStringLiteral("rose to 11 at the divider, then fell to 10")));
    qw::Options equal;
    equal.strictRise = false;
    equal.strictFall = false;
    dialog.setQwantumOptions(equal);
    text = sectionText(dialog, QStringLiteral("qw-writing"));
    QVERIFY(text.contains(QStringLiteral("at least as high as the one before it")));
    QVERIFY(text.contains(QStringLiteral("field 5 must not be higher than field 4")));
    QCOMPARE(text.count(QStringLiteral("equal numbers may follow")), 2);
}

// Q-SCORE-2: the misthrow section shows the costs of the game's Options (1 + 2 + 3 + 4 + 5 by
// default), and the sheets show the same under their boxes.
void TestRulesDialog::misthrowCostsComeFromTheOptions()
{
    RulesDialog dialog(GameKind::Qwantum);
    QVERIFY(sectionText(dialog, QStringLiteral("qw-scoring"))
                .contains(QStringLiteral("the first costs 1, the second 2, the third 3, the "
                                         "fourth 4 and the fifth 5, so five misthrows cost 15")));
    const QImage before =
        dialog.browser()
            ->document()
            ->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("qwantum:end")))
            .value<QImage>();
    qw::Options dear;
    dear.misthrowCost = {2, 3, 5, 7, 11};
    dialog.setQwantumOptions(dear);
    QVERIFY(sectionText(dialog, QStringLiteral("qw-scoring"))
                .contains(QStringLiteral("the first costs 2, the second 3, the third 5, the "
                                         "fourth 7 and the fifth 11, so five misthrows cost 28")));
    const QImage after =
        dialog.browser()
            ->document()
            ->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("qwantum:end")))
            .value<QImage>();
    QVERIFY(!after.isNull());
    QVERIFY(after != before);
    QCOMPARE(after, QwantumRules::picture(QStringLiteral("qwantum:end"), dialog.devicePixelRatioF(),
                                          dear));
}

// Q-SCORE-1, Q-SCORE-3: the second lowest of a full column (5, 5, 8, 9 scores 5); the example's
// columns minus its misthrows are its score, with any misthrow costs.
void TestRulesDialog::scoringExampleAddsUp()
{
    const QRegularExpression numbers(QStringLiteral(
        "score (\\d+) in all and the misthrows cost (\\d+), so the score is (\\d+)"));
    for (const std::array<int8_t, qw::kMaxMisthrows> &costs :
         {std::array<int8_t, qw::kMaxMisthrows>{1, 2, 3, 4, 5},
          std::array<int8_t, qw::kMaxMisthrows>{5, 5, 5, 5, 5}}) {
        RulesDialog dialog(GameKind::Qwantum);
        qw::Options options;
        options.misthrowCost = costs;
        dialog.setQwantumOptions(options);
        const QString text = sectionText(dialog, QStringLiteral("qw-scoring"));
        QVERIFY(text.contains(QStringLiteral("second lowest")));
        QVERIFY(text.contains(QStringLiteral("5, 5, 8 and 9 score 5")));
        const QRegularExpressionMatch m = numbers.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        QVERIFY(m.captured(1).toInt() > 0);
        QCOMPARE(m.captured(2).toInt(), costs[0] + costs[1]); // the example's two misthrows
        QCOMPARE(m.captured(1).toInt() - m.captured(2).toInt(), m.captured(3).toInt());
    }
    // The middle of a game: the first column (4, 3, 5, 6) scores 4.
    RulesDialog dialog(GameKind::Qwantum);
    QVERIFY(
        sectionText(dialog, QStringLiteral("qw-writing")).contains(QStringLiteral("scores 4,")));
}

// Q-END-1, Q-END-2: 24 fields or a fifth misthrow, the roll finished first, shared wins.
void TestRulesDialog::endSectionNamesBothEnds()
{
    RulesDialog dialog(GameKind::Qwantum);
    const QString text = sectionText(dialog, QStringLiteral("qw-end"));
    QVERIFY(text.contains(QStringLiteral("all %1 fields").arg(qw::kColours * qw::kFields)));
    QVERIFY(text.contains(QStringLiteral("fifth misthrow")));
    QVERIFY(text.contains(QStringLiteral("The roll is finished first")));
    QVERIFY(text.contains(QStringLiteral("share the win")));
}

// Switching the language words Qwantum's page again, in the language chosen.
void TestRulesDialog::qwantumPageIsTranslated()
{
    RulesDialog dialog(GameKind::Qwantum);
    const QString english = dialog.browser()->toPlainText();
    QVERIFY(english.startsWith(QStringLiteral("Rules of Qwantum")));
    setLanguage(QStringLiteral("it"));
    QCoreApplication::processEvents(); // the LanguageChange event
    const QString italian = dialog.browser()->toPlainText();
    QVERIFY(italian != english);
    QVERIFY(italian.startsWith(QwantumRules::tr("Rules of Qwantum")));
    QVERIFY(!italian.startsWith(QStringLiteral("Rules of Qwantum")));
    QVERIFY(italian.contains(QwantumRules::tr("Scoring")));
    QCOMPARE(dialog.game(), GameKind::Qwantum);
    // Captions in italics, but not in Japanese (docs/translations.md), in both games' pages.
    const QString italic = QStringLiteral("font-style:italic");
    QVERIFY(dialog.browser(GameKind::Quantum)->toHtml().contains(italic));
    QVERIFY(dialog.browser(GameKind::Qwantum)->toHtml().contains(italic));
    setLanguage(QStringLiteral("ja"));
    QCoreApplication::processEvents();
    QVERIFY(dialog.browser()->toPlainText().startsWith(QwantumRules::tr("Rules of Qwantum")));
    QVERIFY(!dialog.browser(GameKind::Quantum)->toHtml().contains(italic));
    QVERIFY(!dialog.browser(GameKind::Qwantum)->toHtml().contains(italic));
}

QTEST_MAIN(TestRulesDialog)
#include "tst_rulesdialog.moc"
