// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Card art: every advance card drawn as a card (app/art/cardart.h) in the market, the card
// picker, the command sheets and the gallery, with a picture of its own on every face; its
// texts fit the card at the sizes the interface uses, at scale 1 and 2, in either theme, and
// follow a language change.
#include "app/art/cardart.h"
#include "app/common/shippedmaps.h"
#include "app/common/theme.h"
#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/learn/cardgallery.h"
#include "app/play/cardpicker.h"
#include "app/play/commandsheet.h"
#include "app/play/gamepage.h"
#include "app/play/marketpanel.h"
#include "editor/board/boardview.h"
#include "editor/board/svgart.h"
#include "engine/map.h"
#include "tests/app/quietsettings.h"

#include <QApplication>
#include <QFile>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QPixmapCache>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSet>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QToolTip>
#include <QTranslator>
#include <QtTest>

using namespace quantum;

namespace {

// A language whose card texts are longer than the English ones (as German or Italian ones
// are), with a mark to see that they are the ones drawn.
class LongTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        const QString text = QString::fromUtf8(source);
        if (qstrcmp(context, "Card") == 0)
            return text.contains(QLatin1Char(' '))
                       ? QStringLiteral("Ü ") + text + QLatin1Char(' ') + text
                       : QStringLiteral("Über") + text.toLower();
        if (qstrcmp(context, "CardArt") == 0) return QStringLiteral("Ü ") + text;
        return QString();
    }
};

QString faceName(CardFace face)
{
    return face == CardFace::Full   ? QStringLiteral("full")
           : face == CardFace::Mini ? QStringLiteral("mini")
                                    : QStringLiteral("chip");
}

// The sizes the interface uses each face at, smallest first: the picker's smallest card and
// the gallery's; the market at the narrowest and a common side panel; the sheets' hands.
QList<int> widthsOf(CardFace face)
{
    switch (face) {
    case CardFace::Full:
        return {120, 160};
    case CardFace::Mini:
        return {96, 124};
    case CardFace::Chip:
        break;
    }
    return {80, 108};
}

QSize sizeOf(CardFace face, int width)
{
    return QSize(width, qRound(width / cardAspect(face)));
}

// Pixels of `image` that are not fully transparent.
int paintedPixels(const QImage &image, const QRect &area)
{
    int n = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            if (qAlpha(image.pixel(x, y)) > 0) ++n;
    return n;
}

// WCAG relative luminance and contrast ratio.
double luminance(const QColor &c)
{
    auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

// The card texts as one string, for comparing what the runs hold with the whole text.
QString joined(const QList<CardTextRun> &runs, int from)
{
    QStringList parts;
    for (int i = from; i < runs.size(); ++i)
        parts.append(runs[i].text);
    return parts.join(QLatin1Char(' ')).simplified();
}

// The motif `file` alone, in its placeholder inks, drawn into a `side`-pixel square.
QImage motifImage(const QString &file, int side)
{
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    board::renderSvgArt(&painter, file, {}, QRectF(0, 0, side, side));
    return image;
}

// Pixels that differ clearly between two images of one size (not a rounding of the
// antialiasing).
int differingPixels(const QImage &a, const QImage &b)
{
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            if (qAbs(qRed(p) - qRed(q)) > 40 || qAbs(qGreen(p) - qGreen(q)) > 40 ||
                qAbs(qBlue(p) - qBlue(q)) > 40 || qAbs(qAlpha(p) - qAlpha(q)) > 40)
                ++n;
        }
    return n;
}

// QUANTUM_TEST_SHOTS=dir: keep a picture of `widget` there as `name`.png.
void keepShot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("QUANTUM_TEST_SHOTS");
    if (!dir.isEmpty()) widget->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace

class TestCards : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyCardRenders_data();
    void everyCardRenders();
    void cardsAreTellApart();
    void everyKindHasItsOwnMotif();
    void motifsArePairwiseDifferent();
    void everyFaceShowsTheCardsOwnMotif();
    void textFitsTheCard_data();
    void textFitsTheCard();
    void longerLanguageStillFits_data();
    void longerLanguageStillFits();
    void languageChangeRedrawsTheCards();
    void cardsReadInDarkAndLightThemes();
    void marketShowsCardArt();
    void pickerShowsCardArtAndTakesACard();
    void pickerFitsTheBoard_data();
    void pickerFitsTheBoard();
    void sheetShowsTheHandAsCards();
    void galleryShowsEveryCard();
    void hoverShowsTheFullText();

private:
    QList<int> m_pickerWidths; // pickerFitsTheBoard's card width per row
    // A game against computers (paused: nothing plays on by itself) played ahead to `stop`.
    struct Table {
        std::unique_ptr<Session> session;
        std::unique_ptr<GamePage> page;
    };
    Table tableUntil(quint64 seed, const std::function<bool(const GameState &)> &stop,
                     QSize size = QSize(1280, 800));
};

void TestCards::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QuantumTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_cards"));
    quantum::test::resetQuietSettings();
    applyDarkTheme(*qApp);
}

TestCards::Table
TestCards::tableUntil(quint64 seed, const std::function<bool(const GameState &)> &stop, QSize size)
{
    auto board = std::make_shared<const Board>(defaultMap());
    QList<SeatInfo> seats{SeatInfo::human(QStringLiteral("Ada"))};
    for (int i = 1; i < board->map().players; ++i)
        seats.append(SeatInfo::computer());
    Table t;
    t.session = std::make_unique<Session>(board, seats, seed);
    t.session->setPaused(true);
    t.page = std::make_unique<GamePage>();
    t.page->resize(size);
    t.page->setConfirmEndTurn(false);
    t.page->setAnimated(false);
    t.page->setPace(0);
    t.page->show();
    t.page->setSession(t.session.get());
    t.session->playAhead([&stop](const Session &se) { return se.isOver() || stop(se.state()); });
    QCoreApplication::processEvents();
    return t;
}

void TestCards::everyCardRenders_data()
{
    QTest::addColumn<int>("card");
    QTest::addColumn<int>("face");
    QTest::addColumn<qreal>("dpr");
    for (int c = 0; c < kCardKinds; ++c)
        for (CardFace face : {CardFace::Full, CardFace::Mini, CardFace::Chip})
            for (qreal dpr : {1.0, 2.0})
                QTest::addRow("%s-%s-x%d", cardId(Card(c)), qPrintable(faceName(face)), int(dpr))
                    << c << int(face) << dpr;
}

void TestCards::everyCardRenders()
{
    QFETCH(int, card);
    QFETCH(int, face);
    QFETCH(qreal, dpr);
    const Card c = Card(card);
    const CardFace f = CardFace(face);
    const QSize size = sizeOf(f, widthsOf(f).last());
    const QPixmap pixmap = cardPixmap(c, f, size, dpr);
    QVERIFY(!pixmap.isNull());
    QCOMPARE(pixmap.devicePixelRatio(), dpr);
    QCOMPARE(pixmap.size(), size * dpr);
    // The card covers its whole box but the rounded corners.
    const QImage image = pixmap.toImage();
    const int painted = paintedPixels(image, image.rect());
    QVERIFY2(painted > image.width() * image.height() * 9 / 10,
             qPrintable(QString::number(painted)));

    // Its name is written on it, then its type (full and mini faces), then its whole text.
    const CardLayout layout = layoutCard(c, f, QRectF(QPointF(0, 0), QSizeF(size)));
    QVERIFY(!layout.runs.isEmpty());
    QCOMPARE(layout.runs.first().text, GameText::cardName(c));
    if (f != CardFace::Chip) QCOMPARE(layout.runs.at(1).text, cardTypeName(c));
    if (f == CardFace::Full) QCOMPARE(joined(layout.runs, 2), GameText::cardText(c).simplified());
    QVERIFY(layout.textComplete);

    // On screen: the name for accessibility, and the name and the whole text on hover.
    CardButton button(f);
    button.setCard(c);
    QCOMPARE(button.accessibleName(), GameText::cardName(c));
    QVERIFY(button.toolTip().contains(GameText::cardName(c)));
    QVERIFY(button.toolTip().contains(GameText::cardText(c).toHtmlEscaped()));
    QCOMPARE(button.toolTip(), cardToolTip(c));
}

void TestCards::cardsAreTellApart()
{
    // Every card looks different from every other (its name at least), on every face; the
    // two types differ in their colours and motif.
    for (CardFace face : {CardFace::Full, CardFace::Mini, CardFace::Chip}) {
        QList<QImage> images;
        for (int c = 0; c < kCardKinds; ++c)
            images.append(
                cardPixmap(Card(c), face, sizeOf(face, widthsOf(face).first()), 1).toImage());
        for (int a = 0; a < images.size(); ++a)
            for (int b = a + 1; b < images.size(); ++b)
                QVERIFY2(images[a] != images[b],
                         qPrintable(QStringLiteral("%1 and %2 look the same (%3)")
                                        .arg(QLatin1String(cardId(Card(a))),
                                             QLatin1String(cardId(Card(b))), faceName(face))));
    }
    const QSize size = sizeOf(CardFace::Full, 160);
    const QImage gambit = cardPixmap(Card::Momentum, CardFace::Full, size, 1).toImage();
    const QImage command = cardPixmap(Card::Agile, CardFace::Full, size, 1).toImage();
    const QPoint face(size.width() / 2, size.height() - 4); // the frame below the text panel
    QVERIFY(gambit.pixelColor(face) != command.pixelColor(face));
}

void TestCards::everyKindHasItsOwnMotif()
{
    // Each of the 37 kinds has a picture of its own, resources/cards/motif-<id>.svg, in the
    // resource, named by cardArtFiles() (the start-up check) and drawable.
    const QStringList files = cardArtFiles();
    const QStringList missing = board::missingArt(files);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    QCOMPARE(QSet<QString>(files.cbegin(), files.cend()).size(), files.size());
    QVERIFY(cardMotifFile(Card::None).isEmpty());
    QSet<QString> seen;
    static const QRegularExpression paint(QStringLiteral("(fill|stroke)=\"([^\"]*)\""));
    static const QRegularExpression hex(QStringLiteral("#[0-9a-fA-F]{3,8}\\b"));
    for (int c = 0; c < kCardKinds; ++c) {
        const Card card = Card(c);
        const QString file = cardMotifFile(card);
        const QString what = QLatin1String(cardId(card)) + QStringLiteral(": ") + file;
        QCOMPARE(file, QStringLiteral(":/cards/motif-%1.svg")
                           .arg(QString::fromLatin1(cardId(card)).toLower()));
        QVERIFY2(!seen.contains(file), qPrintable(what));
        seen.insert(file);
        QVERIFY2(files.contains(file), qPrintable(what));
        QFile svg(file);
        QVERIFY2(svg.open(QIODevice::ReadOnly), qPrintable(what));
        const QString text = QString::fromUtf8(svg.readAll());
        QVERIFY2(text.contains(QStringLiteral("SPDX-License-Identifier: GPL-3.0-or-later")),
                 qPrintable(what));
        // Drawn in the two placeholder inks only, so that the type's colours replace every
        // colour of it (gambit violet, command parchment).
        for (auto m = paint.globalMatch(text); m.hasNext();) {
            const QString value = m.next().captured(2).toLower();
            QVERIFY2(value == QStringLiteral("#00ff00") || value == QStringLiteral("#00ffff") ||
                         value == QStringLiteral("none"),
                     qPrintable(what + QStringLiteral(" paints with ") + value));
        }
        for (auto m = hex.globalMatch(text); m.hasNext();) {
            const QString value = m.next().captured(0).toLower();
            QVERIFY2(value == QStringLiteral("#00ff00") || value == QStringLiteral("#00ffff"),
                     qPrintable(what + QStringLiteral(" names ") + value));
        }
        // It draws a picture: a good part of its square, in both inks.
        const QImage image = motifImage(file, 64);
        const int painted = paintedPixels(image, image.rect());
        QVERIFY2(painted > 64 * 64 / 6, qPrintable(what + QStringLiteral(": %1").arg(painted)));
        int ink = 0, accent = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QRgb p = image.pixel(x, y);
                if (qAlpha(p) < 255) continue;
                ink += p == qRgb(0x00, 0xff, 0x00);
                accent += p == qRgb(0x00, 0xff, 0xff);
            }
        QVERIFY2(ink > 0 && accent > 0, qPrintable(what));
    }
    QCOMPARE(int(seen.size()), kCardKinds);
}

void TestCards::motifsArePairwiseDifferent()
{
    // Every kind's motif is a different picture, from every other kind's and from the two
    // type motifs: at a fixed size, well apart, not a few pixels.
    constexpr int kSide = 48;
    QStringList files;
    for (int c = 0; c < kCardKinds; ++c)
        files.append(cardMotifFile(Card(c)));
    files << QStringLiteral(":/cards/motif-gambit.svg")
          << QStringLiteral(":/cards/motif-command.svg");
    QList<QImage> images;
    for (const QString &file : files)
        images.append(motifImage(file, kSide));
    for (int a = 0; a < images.size(); ++a)
        for (int b = a + 1; b < images.size(); ++b) {
            const int differ = differingPixels(images[a], images[b]);
            QVERIFY2(differ > kSide * kSide / 10,
                     qPrintable(QStringLiteral("%1 and %2 differ in %3 pixels")
                                    .arg(files[a], files[b])
                                    .arg(differ)));
        }
}

void TestCards::everyFaceShowsTheCardsOwnMotif()
{
    // On each face, at its smallest size, the picture on the card is the card's own: where
    // the motif is drawn (clear of the texts) no two kinds look alike, not even two of one type.
    for (CardFace face : {CardFace::Full, CardFace::Mini, CardFace::Chip}) {
        const QSize size = sizeOf(face, widthsOf(face).first());
        QList<QImage> motifs;
        for (int c = 0; c < kCardKinds; ++c) {
            const Card card = Card(c);
            const CardLayout layout = layoutCard(card, face, QRectF(QPointF(0, 0), QSizeF(size)));
            QVERIFY(!layout.motif.isEmpty());
            QVERIFY(layout.card.contains(layout.motif));
            for (const CardTextRun &run : layout.runs)
                QVERIFY2(!run.rect.intersects(layout.motif), qPrintable(run.text));
            const QImage image = cardPixmap(card, face, size, 1).toImage();
            motifs.append(image.copy(layout.motif.toAlignedRect()));
        }
        for (int a = 0; a < motifs.size(); ++a)
            for (int b = a + 1; b < motifs.size(); ++b)
                QVERIFY2(differingPixels(motifs[a], motifs[b]) > motifs[a].width(),
                         qPrintable(QStringLiteral("%1 and %2 show the same picture (%3)")
                                        .arg(QLatin1String(cardId(Card(a))),
                                             QLatin1String(cardId(Card(b))), faceName(face))));
        // A sheet of every card on this face at this size, to look at.
        const QString dir = qEnvironmentVariable("QUANTUM_TEST_SHOTS");
        if (!dir.isEmpty()) {
            constexpr int kColumns = 6;
            const int rows = (kCardKinds + kColumns - 1) / kColumns;
            QImage sheet(QSize(kColumns * (size.width() + 8) + 8, rows * (size.height() + 8) + 8),
                         QImage::Format_RGB32);
            sheet.fill(qApp->palette().color(QPalette::Window));
            QPainter painter(&sheet);
            for (int c = 0; c < kCardKinds; ++c)
                painter.drawPixmap(8 + (c % kColumns) * (size.width() + 8),
                                   8 + (c / kColumns) * (size.height() + 8),
                                   cardPixmap(Card(c), face, size, 1));
            painter.end();
            sheet.save(
                QStringLiteral("%1/motifs-%2-%3.png").arg(dir, faceName(face)).arg(size.width()));
        }
    }
}

void TestCards::textFitsTheCard_data()
{
    QTest::addColumn<int>("card");
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("width");
    for (int c = -1; c < kCardKinds; ++c) // -1: an empty market slot
        for (CardFace face : {CardFace::Full, CardFace::Mini, CardFace::Chip}) {
            // Chips show a hand: command cards only.
            if (face == CardFace::Chip && c >= 0 && isGambit(Card(c))) continue;
            for (int width : widthsOf(face))
                QTest::addRow("%s-%s-%d", c < 0 ? "empty" : cardId(Card(c)),
                              qPrintable(faceName(face)), width)
                    << c << int(face) << width;
        }
}

// Each text on a card fits its place (measured with QFontMetricsF) and that place lies on
// the card; nothing is drawn outside the card.
static void checkFits(Card c, CardFace f, int width, bool mustBeComplete)
{
    const QSize size = sizeOf(f, width);
    const QPointF offset(12, 12); // room around the card to catch anything drawn outside it
    const CardLayout layout = layoutCard(c, f, QRectF(offset, QSizeF(size)));
    QVERIFY(!layout.runs.isEmpty());
    for (int i = 0; i < layout.runs.size(); ++i) {
        const CardTextRun &run = layout.runs[i];
        const QFontMetricsF fm(run.font);
        const QString what =
            QStringLiteral("run %1 \"%2\" (%3 px)").arg(i).arg(run.text).arg(run.font.pixelSize());
        QVERIFY2(!run.text.isEmpty(), qPrintable(what));
        QVERIFY2(fm.horizontalAdvance(run.text) <= run.rect.width(), qPrintable(what));
        QVERIFY2(fm.height() <= run.rect.height() + 1e-6, qPrintable(what));
        QVERIFY2(layout.card.contains(run.rect), qPrintable(what));
        QVERIFY2(run.font.pixelSize() >= 7, qPrintable(what));
        for (int j = i + 1; j < layout.runs.size(); ++j)
            QVERIFY2(!run.rect.intersects(layout.runs[j].rect), qPrintable(what));
    }
    if (mustBeComplete) QVERIFY(layout.textComplete);

    QImage image(size + QSize(24, 24), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        drawCard(&painter, c, f, QRectF(offset, QSizeF(size)));
    }
    const QRect card = layout.card.toAlignedRect();
    QCOMPARE(paintedPixels(image, image.rect()), paintedPixels(image, card));
}

void TestCards::textFitsTheCard()
{
    QFETCH(int, card);
    QFETCH(int, face);
    QFETCH(int, width);
    checkFits(Card(card), CardFace(face), width, true);
}

void TestCards::longerLanguageStillFits_data()
{
    textFitsTheCard_data();
}

void TestCards::longerLanguageStillFits()
{
    QFETCH(int, card);
    QFETCH(int, face);
    QFETCH(int, width);
    LongTranslator translator;
    QCoreApplication::installTranslator(&translator);
    // The longer texts shrink, and at the smallest size what is left over is elided: never
    // drawn past its place.
    checkFits(Card(card), CardFace(face), width, false);
    if (card >= 0)
        QVERIFY(layoutCard(Card(card), CardFace(face), QRectF(0, 0, width, width))
                    .runs.first()
                    .text.startsWith(QStringLiteral("Ü")));
    QCoreApplication::removeTranslator(&translator);
}

void TestCards::languageChangeRedrawsTheCards()
{
    const Card c = Card::Expansion;
    const QSize size = sizeOf(CardFace::Full, 160);
    CardButton button(CardFace::Full);
    button.setCard(c);
    const QImage english = cardPixmap(c, CardFace::Full, size, 1).toImage();
    const QString tip = button.toolTip();

    LongTranslator translator;
    QCoreApplication::installTranslator(&translator); // sends LanguageChange to every widget
    QCoreApplication::processEvents();
    QVERIFY(button.toolTip() != tip);
    QVERIFY(button.toolTip().contains(GameText::cardText(c).toHtmlEscaped()));
    QVERIFY(GameText::cardText(c).startsWith(QStringLiteral("Ü ")));
    QCOMPARE(button.accessibleName(), GameText::cardName(c));
    // The cache is keyed by language: the card is drawn anew in it.
    const QImage translated = cardPixmap(c, CardFace::Full, size, 1).toImage();
    QVERIFY(translated != english);

    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::processEvents();
    QCOMPARE(button.toolTip(), tip);
    QCOMPARE(cardPixmap(c, CardFace::Full, size, 1).toImage(), english);
}

void TestCards::cardsReadInDarkAndLightThemes()
{
    // The cards carry their own colours: the same picture in the dark theme and in a light
    // one, and a rim that stands out from either window colour.
    const QPalette dark = qApp->palette();
    const QPalette light = QStyleFactory::create(QStringLiteral("Fusion"))->standardPalette();
    QVERIFY(luminance(light.color(QPalette::Window)) > luminance(dark.color(QPalette::Window)));
    for (Card c : {Card::Aggression, Card::Agile}) {
        for (CardFace face : {CardFace::Full, CardFace::Mini, CardFace::Chip}) {
            const QSize size = sizeOf(face, widthsOf(face).last());
            QPixmapCache::clear();
            const QImage onDark = cardPixmap(c, face, size, 2).toImage();
            qApp->setPalette(light);
            QPixmapCache::clear();
            const QImage onLight = cardPixmap(c, face, size, 2).toImage();
            qApp->setPalette(dark);
            QCOMPARE(onLight, onDark);
            // The rim: the outermost opaque pixel on the middle row.
            const int y = onDark.height() / 2;
            int x = 0;
            while (x < onDark.width() && qAlpha(onDark.pixel(x, y)) < 255)
                ++x;
            QVERIFY(x < onDark.width() / 4);
            const QColor rim = onDark.pixelColor(x + 1, y);
            if (c == Card::Agile) {
                // A picture of the card on both windows, to look at.
                QImage both(QSize(onDark.width() * 2 + 80, onDark.height() + 40),
                            QImage::Format_RGB32);
                QPainter painter(&both);
                painter.fillRect(0, 0, both.width() / 2, both.height(),
                                 dark.color(QPalette::Window));
                painter.fillRect(both.width() / 2, 0, both.width() / 2, both.height(),
                                 light.color(QPalette::Window));
                QImage a = onDark, b = onLight; // drawn pixel for pixel
                a.setDevicePixelRatio(1);
                b.setDevicePixelRatio(1);
                painter.drawImage(20, 20, a);
                painter.drawImage(both.width() / 2 + 20, 20, b);
                painter.end();
                const QString dir = qEnvironmentVariable("QUANTUM_TEST_SHOTS");
                if (!dir.isEmpty())
                    both.save(QStringLiteral("%1/themes-%2-x2.png").arg(dir, faceName(face)));
            }
            for (const QPalette &p : {dark, light})
                QVERIFY2(contrast(rim, p.color(QPalette::Window)) >= 1.6,
                         qPrintable(QStringLiteral("%1 on %2: %3")
                                        .arg(rim.name(), p.color(QPalette::Window).name())
                                        .arg(contrast(rim, p.color(QPalette::Window)))));
        }
    }
}

void TestCards::marketShowsCardArt()
{
    const Table t =
        tableUntil(5, [](const GameState &s) { return s.phase == Phase::Actions && s.turn >= 1; });
    const GameState &s = t.session->state();
    MarketPanel *market = t.page->market();
    QCOMPARE(market->findChildren<CardButton *>().size(), kMarketSlots);
    for (int slot = 0; slot < kMarketSlots; ++slot) {
        CardButton *card = market->slotButton(slot);
        QVERIFY(card->isVisible());
        QCOMPARE(card->card(), s.market[slot]);
        QCOMPARE(card->face(), CardFace::Mini);
        QVERIFY(!card->isHighlighted()); // nothing to take in the action phase
        // The card is drawn whole inside its button, no smaller than the small face allows.
        QVERIFY(card->rect().contains(card->cardRect()));
        QVERIFY(card->cardRect().width() >= 88);
        QCOMPARE(card->accessibleName(), GameText::cardName(s.market[slot]));
        QCOMPARE(card->toolTip(), cardToolTip(s.market[slot]));
        QVERIFY(card->toolTip().contains(GameText::cardText(s.market[slot]).toHtmlEscaped()));
        // The gambits above, the command cards below.
        QCOMPARE(isGambit(card->card()), slot < 3);
        if (slot >= 3) QVERIFY(card->y() > market->slotButton(slot - 3)->y());
    }
    keepShot(market, QStringLiteral("market"));
}

void TestCards::pickerShowsCardArtAndTakesACard()
{
    // R-CARD-1: a pick of the local human; the picker shows the six cards drawn whole.
    const Table t = tableUntil(3, [](const GameState &s) {
        return s.phase == Phase::Cards && s.picksOwed > 0 && !s.front() && s.toAct() == 0;
    });
    const GameState before = t.session->state();
    QCOMPARE(before.phase, Phase::Cards);
    auto *picker = t.page->findChild<CardPicker *>();
    QVERIFY(picker);
    QVERIFY(picker->isVisible());
    QList<CardButton *> cards;
    for (CardButton *card : picker->findChildren<CardButton *>())
        if (card->isVisible()) cards.append(card);
    QCOMPARE(cards.size(), kMarketSlots);
    CardButton *takeable = nullptr;
    for (int slot = 0; slot < kMarketSlots; ++slot) {
        CardButton *card = cards[slot];
        QCOMPARE(card->face(), CardFace::Full);
        QCOMPARE(card->card(), before.market[slot]);
        QCOMPARE(card->toolTip(), cardToolTip(before.market[slot]));
        bool legal = false;
        for (const Action &a : t.session->legal())
            legal = legal || (a.type == ActionType::TakeCard && a.value == slot);
        QCOMPARE(card->isHighlighted(), legal);
        QCOMPARE(card->isEnabled(), legal);
        if (legal && !takeable && !isGambit(card->card())) takeable = card;
    }
    QVERIFY(takeable);
    // A click on the card takes it.
    const Card taken = takeable->card();
    // (The game goes on from here: the computers may answer once the human has.)
    t.session->setPaused(false);
    QTest::mouseClick(takeable, Qt::LeftButton, {}, takeable->cardRect().center());
    bool held = false;
    for (Card c : t.session->state().p[0].hand)
        held = held || c == taken;
    QVERIFY(held || t.session->state().front());
    t.session->setPaused(true);
}

void TestCards::pickerFitsTheBoard_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x720") << QSize(1280, 720);
    QTest::newRow("1366x768") << QSize(1366, 768);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestCards::pickerFitsTheBoard()
{
    QFETCH(QSize, size);
    const Table t = tableUntil(
        3,
        [](const GameState &s) {
            return s.phase == Phase::Cards && s.picksOwed > 0 && !s.front() && s.toAct() == 0;
        },
        size);
    auto *picker = t.page->findChild<CardPicker *>();
    QVERIFY(picker && picker->isVisible());
    QWidget *viewport = picker->parentWidget();
    QVERIFY(viewport->rect().contains(picker->geometry()));
    int width = 0;
    for (CardButton *card : picker->findChildren<CardButton *>()) {
        if (!card->isVisible()) continue; // the cards of a previous pick, being deleted
        QVERIFY(card->cardRect().width() >= 120);
        QVERIFY(card->cardRect().width() <= 210);
        QVERIFY(!width || width == card->cardRect().width());
        width = card->cardRect().width();
        const CardLayout layout = layoutCard(card->card(), CardFace::Full, card->cardRect());
        QVERIFY(layout.textComplete);
    }
    // Larger boards get larger cards (the rows run from the smallest screen up).
    QVERIFY(width > 0);
    if (!m_pickerWidths.isEmpty()) QVERIFY(width >= m_pickerWidths.last());
    m_pickerWidths.append(width);
    if (size.height() >= 1080) QVERIFY(width > m_pickerWidths.first());
}

void TestCards::sheetShowsTheHandAsCards()
{
    // In a game: each sheet lists its player's command cards as cards.
    const Table t = tableUntil(3, [](const GameState &s) {
        int held = 0;
        for (int p = 0; p < s.players; ++p)
            held += s.p[p].handSize() > 0;
        return held >= 2;
    });
    GameState s = t.session->state();
    const QList<CommandSheet *> sheets = t.page->findChildren<CommandSheet *>();
    QCOMPARE(sheets.size(), int(s.players));
    auto check = [](CommandSheet *sheet, const PlayerState &player) {
        QList<CardButton *> cards;
        for (CardButton *card : sheet->findChildren<CardButton *>())
            if (card->isVisible()) cards.append(card);
        QCOMPARE(cards.size(), player.handSize());
        int i = 0;
        for (int slot = 0; slot < kMaxHand; ++slot) {
            const Card c = player.hand[slot];
            if (c == Card::None) continue;
            CardButton *card = cards[i++];
            const bool fresh = player.freshCards & (1u << slot);
            QCOMPARE(card->card(), c);
            QCOMPARE(card->face(), CardFace::Chip);
            QCOMPARE(card->isFresh(), fresh);
            QCOMPARE(card->toolTip(), cardToolTip(c, fresh));
            QVERIFY(card->toolTip().contains(GameText::cardText(c).toHtmlEscaped()));
            QVERIFY(!card->isClickable());
            QVERIFY(sheet->rect().contains(QRect(card->mapTo(sheet, QPoint(0, 0)), card->size())));
        }
    };
    int shown = 0;
    for (int p = 0; p < s.players; ++p) {
        check(sheets[p], s.p[p]);
        if (QTest::currentTestFailed()) return;
        shown += s.p[p].handSize();
    }
    QVERIFY(shown >= 2);

    // A full hand with a card taken this turn (R-CARD-9): that one faded, and its tooltip
    // says when it starts to work. (Between taking a card and the end of that turn: a
    // position to set up, the computers rarely stop there.)
    PlayerState &p0 = s.p[0];
    p0.hand = {Card::Intelligent, Card::Resourceful, Card::Conformist};
    p0.freshCards = 1u << 2;
    sheets[0]->setGame(s, QStringLiteral("Ada"), false, false, -1);
    for (int i = 0; i < 3; ++i) // the old cards deleted, the layouts up the chain redone
        QCoreApplication::processEvents();
    check(sheets[0], p0);
    keepShot(sheets[0]->parentWidget(), QStringLiteral("sheets-fresh-card"));
    QVERIFY(cardToolTip(Card::Conformist, true) != cardToolTip(Card::Conformist, false));
}

void TestCards::galleryShowsEveryCard()
{
    CardGallery gallery;
    gallery.show();
    QCoreApplication::processEvents();
    QList<Card> seen;
    for (CardButton *card : gallery.cards()) {
        QVERIFY(!seen.contains(card->card()));
        seen.append(card->card());
        QCOMPARE(card->face(), CardFace::Full);
        QCOMPARE(card->toolTip(), cardToolTip(card->card()));
        QVERIFY(card->cardRect().width() >= 120);
    }
    QCOMPARE(seen.size(), int(kCardKinds));
    keepShot(gallery.findChild<QScrollArea *>()->widget(), QStringLiteral("gallery-all"));
    // The copies of each gambit kind are said under it: 22 gambit cards in all.
    int gambits = 0;
    for (QLabel *label : gallery.findChildren<QLabel *>())
        if (label->text().endsWith(QStringLiteral(" in the deck")))
            gambits += label->text().section(QLatin1Char(' '), 0, 0).toInt();
    QCOMPARE(gambits, kGambitCards);

    // Re-translated while open.
    LongTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QCoreApplication::processEvents();
    QVERIFY(gallery.cards().first()->toolTip().contains(QStringLiteral("Ü")));
    QCoreApplication::removeTranslator(&translator);
}

void TestCards::hoverShowsTheFullText()
{
    CardButton card(CardFace::Mini);
    card.setCard(Card::Cunning);
    card.resize(card.sizeHint());
    card.show();
    QVERIFY(QTest::qWaitForWindowExposed(&card));
    const QPoint at = card.cardRect().center();
    QHelpEvent help(QEvent::ToolTip, at, card.mapToGlobal(at));
    QCoreApplication::sendEvent(&card, &help);
    QVERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), cardToolTip(Card::Cunning));
    QVERIFY(QToolTip::text().contains(GameText::cardText(Card::Cunning).toHtmlEscaped()));
    QToolTip::hideText();
}

QTEST_MAIN(TestCards)
#include "tst_cards.moc"
