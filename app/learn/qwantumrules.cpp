// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/learn/qwantumrules.h"

#include "app/art/qwantumart.h"
#include "app/common/language.h"
#include "app/game/gametext.h"
#include "app/qwantum/qwantumtext.h"

#include <QFont>
#include <QPainter>

#include <initializer_list>

namespace quantum {

namespace {

const QColor kBackground(0x10, 0x14, 0x22); // the Quantum pictures' dark space
const QColor kDim(0x9a, 0xa4, 0xc0);
const QColor kBadge(0xff, 0xd7, 0x5a);
const QColor kBadgeInk(0x22, 0x22, 0x2a);

constexpr qreal kMargin = 12;

// The example roll: a white 3, and with the standard table purple 4 + 2, blue 5 + 2, red 3 + 6
// and no yellow (its sum is the white die alone). The caption words whatever the table gives.
const qw::Roll kRoll{3, {3, 5, 1, 0, 0, 2}};

// The sums of the phases example (its own, so that the example fits the sheets whatever the
// dice table): purple 9, blue 10, red 12, yellow 3.
constexpr std::array<int, qw::kColours> kExampleSums{9, 10, 12, 3};

QImage canvas(const QSizeF &size, qreal dpr)
{
    QImage image(size.toSize() * dpr, QImage::Format_ARGB32_Premultiplied); // whole pixels at 1
    image.setDevicePixelRatio(dpr);
    image.fill(kBackground);
    return image;
}

QFont pixelFont(qreal pixels, bool bold = true)
{
    QFont font;
    font.setPixelSize(qMax(1, qRound(pixels)));
    font.setBold(bold);
    return font;
}

// A sheet with `rows` written from the left (each row's numbers, in order).
qw::Sheet sheetOf(std::initializer_list<std::initializer_list<int>> rows, int misthrows)
{
    qw::Sheet sheet;
    int c = 0;
    for (const auto &row : rows) {
        int k = 0;
        for (int number : row)
            sheet.rows[size_t(c)][size_t(k++)] = int8_t(number);
        sheet.filled[size_t(c)] = int8_t(k);
        ++c;
    }
    sheet.misthrows = int8_t(misthrows);
    return sheet;
}

// In the middle of a game: purple rose to 11 and fell to 10, red is full, the first column is
// full and scored, one misthrow.
qw::Sheet middleSheet()
{
    return sheetOf({{4, 6, 9, 11, 10}, {3, 7, 8}, {5, 8, 10, 12, 7, 4}, {6}}, 1);
}

// Near the end: five full columns (the second scores 6 from 5, 6, 6, 7), two misthrows.
qw::Sheet endSheet()
{
    return sheetOf(
        {{3, 5, 8, 11, 9, 6}, {2, 6, 9, 12, 10, 5}, {4, 7, 9, 10, 8}, {5, 6, 10, 11, 7, 3}}, 2);
}

// The phases example: the active player (who wrote the purple sum in phase 1 and the blue one
// in phase 2) and another player (the red sum in phase 2), the writes included.
int exampleSum(qw::Colour c)
{
    return kExampleSums[size_t(c)];
}
qw::Sheet activeSheet()
{
    return sheetOf(
        {{4, 6, exampleSum(qw::Colour::Purple)}, {3, exampleSum(qw::Colour::Blue)}, {5, 8}, {2}},
        0);
}
qw::Sheet otherSheet()
{
    return sheetOf({{4, 7}, {5, 6, 8}, {4, 6, 9, exampleSum(qw::Colour::Red)}, {3, 5}}, 0);
}

int columnsTotal(const qw::Sheet &sheet)
{
    int total = 0;
    for (int k = 0; k < qw::kFields; ++k)
        total += qw::columnScore(sheet, k);
    return total;
}

QString playerName(int p)
{
    return QwantumText(QStringList()).player(p);
}

SheetMarks sheetMarks(int player)
{
    SheetMarks marks;
    marks.name = playerName(player);
    marks.misthrowText = QwantumText::misthrows();
    return marks;
}

// A small gold disc with a phase's number, on the top right corner of `box`.
void drawBadge(QPainter *painter, const QRectF &box, int phase, qreal size)
{
    const QRectF disc(box.right() - size * 0.55, box.top() - size * 0.45, size, size);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(kBadgeInk, qMax(1.0, size * 0.08)));
    painter->setBrush(kBadge);
    painter->drawEllipse(disc);
    painter->setPen(kBadgeInk);
    painter->setFont(pixelFont(size * 0.68));
    painter->drawText(disc, Qt::AlignCenter, QString::number(phase));
    painter->restore();
}

// A colour's mark and a text in its ink, left aligned in `box`.
void drawColourText(QPainter *painter, const QRectF &box, qw::Colour colour, const QString &text)
{
    const qreal mark = box.height() * 0.62;
    drawColourMark(painter, QRectF(box.left(), box.center().y() - mark / 2, mark, mark), colour);
    painter->setPen(qwantumInk(colour));
    painter->setFont(pixelFont(box.height() * 0.62));
    painter->drawText(box.adjusted(mark * 1.45, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, text);
}

// The seven dice of kRoll, and under them each colour's sum as an addition.
QImage rollPicture(qreal dpr)
{
    const qw::DiceFaces &faces = qw::standardDiceFaces();
    const qreal die = 46, gap = 8, apart = 18, line = 26;
    const qreal width =
        2 * kMargin + die + apart + qw::kColouredDice * die + (qw::kColouredDice - 1) * gap;
    const qreal top = kMargin + die + 16;
    QImage image = canvas(QSizeF(width, top + 2 * (line + 4) + kMargin - 4), dpr);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    for (int d = 0; d <= qw::kColouredDice; ++d) {
        const qreal x = kMargin + (d == 0 ? 0 : die + apart + (d - 1) * (die + gap));
        drawQwantumDie(&painter, QRectF(x, kMargin, die, die), dieLook(faces, kRoll, d));
    }
    const std::array<int, qw::kColours> sums = qw::colourSums(faces, kRoll);
    const qreal cell = (width - 2 * kMargin) / 2;
    for (int c = 0; c < qw::kColours; ++c) {
        QStringList terms{QString::number(kRoll.white)};
        for (int d = 0; d < qw::kColouredDice; ++d) {
            const qw::Face &face = faces[size_t(d)][size_t(kRoll.face[size_t(d)])];
            if (face.colour == qw::Colour(c)) terms << QString::number(face.number);
        }
        const QString text =
            QStringLiteral("%1 = %2").arg(terms.join(QStringLiteral(" + "))).arg(sums[size_t(c)]);
        const QRectF box(kMargin + (c % 2) * cell, top + (c / 2) * (line + 4), cell, line);
        drawColourText(&painter, box, qw::Colour(c), text);
    }
    return image;
}

// One score sheet, as the table draws it.
QImage sheetPicture(const qw::Sheet &sheet, const qw::Options &options, qreal dpr)
{
    const qreal height = 270, width = SheetGeometry::widthFor(height);
    QImage image = canvas(QSizeF(width + 2 * kMargin, height + 2 * kMargin), dpr);
    QPainter painter(&image);
    drawScoreSheet(&painter, QRectF(kMargin, kMargin, width, height), sheet, options,
                   sheetMarks(0));
    return image;
}

// A roll's two phases: the sums (purple crossed out, closed by the active player's phase 1),
// then the active player's sheet (purple in phase 1, blue in phase 2) and another player's (red
// in phase 2), each write marked with its phase.
QImage phasesPicture(const qw::Options &options, qreal dpr)
{
    const qreal height = 250, sheet = SheetGeometry::widthFor(height), apart = 16;
    const qreal chipWidth = 74, chipHeight = 34, chipGap = 12;
    const qreal width = 2 * kMargin + 2 * sheet + apart;
    QImage image = canvas(QSizeF(width, 2 * kMargin + chipHeight + 16 + height), dpr);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);

    const qreal left = (width - qw::kColours * chipWidth - (qw::kColours - 1) * chipGap) / 2;
    for (int c = 0; c < qw::kColours; ++c) {
        const QRectF chip(left + c * (chipWidth + chipGap), kMargin, chipWidth, chipHeight);
        const bool closed = c == int(qw::Colour::Purple);
        painter.setPen(QPen(closed ? kBadge : kDim, closed ? 2 : 1));
        painter.setBrush(QColor(0x1c, 0x22, 0x36));
        painter.drawRoundedRect(chip, 6, 6);
        painter.setOpacity(closed ? 0.75 : 1.0);
        drawColourText(&painter, chip.adjusted(12, 4, -4, -4), qw::Colour(c),
                       QString::number(exampleSum(qw::Colour(c))));
        painter.setOpacity(1.0);
        if (closed) { // struck out: closed for the rest of the roll
            painter.setPen(QPen(kBadge, 2, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(QPointF(chip.left() + 8, chip.center().y()),
                             QPointF(chip.right() - 8, chip.center().y()));
            drawBadge(&painter, chip, 1, 20);
        }
    }

    const qreal y = kMargin + chipHeight + 16;
    const QRectF active(kMargin, y, sheet, height),
        other(kMargin + sheet + apart, y, sheet, height);
    SheetMarks marks = sheetMarks(0);
    marks.current = true;
    const qw::Sheet a = activeSheet(), b = otherSheet();
    drawScoreSheet(&painter, active, a, options, marks);
    drawScoreSheet(&painter, other, b, options, sheetMarks(1));
    // Each write of this roll, marked with its phase.
    const auto badge = [&painter](const QRectF &box, const qw::Sheet &s, qw::Colour c, int phase) {
        const SheetGeometry g(box);
        const int k = s.filled[size_t(c)] - 1;
        drawBadge(&painter, g.field[size_t(c)][size_t(k)], phase, g.unit * 0.5);
    };
    badge(active, a, qw::Colour::Purple, 1);
    badge(active, a, qw::Colour::Blue, 2);
    badge(other, b, qw::Colour::Red, 2);
    return image;
}

// ---- The page

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

// A picture's caption: in italics, but in a language without them (Japanese).
QString caption(const QString &text)
{
    return (italicsAllowed() ? QStringLiteral("<p align=center><i>%1</i></p>")
                             : QStringLiteral("<p align=center>%1</p>"))
        .arg(text.toHtmlEscaped());
}

// A picture, laid out at its size in pixels at scale 1 (the dialog adds it at the screen's).
QString pictureHtml(const QString &name, const qw::Options &options)
{
    const QImage image = QwantumRules::picture(name, 1.0, options);
    return QStringLiteral("<p align=center><img src='%1' width=%2 height=%3></p>")
        .arg(name)
        .arg(image.width())
        .arg(image.height());
}

QString shortSection(const qw::Options &)
{
    return paragraph(QwantumRules::tr(
        "Qwantum is a dice game for two to four players, and a different game from Quantum. "
        "Every roll shows seven dice, and each player writes the sums they choose in the four "
        "coloured rows of their own score sheet. A column scores once it is full; the highest "
        "score at the end wins."));
}

// Q-COMP-1 to Q-COMP-3.
QString diceSection(const qw::Options &options)
{
    return paragraph(QwantumRules::tr(
               "There is one white die, numbered 1 to 6, and six coloured dice. Every face of a "
               "coloured die shows a number from 1 to 6 printed in one of four colours: purple, "
               "blue, red or yellow. The six coloured dice all differ, and on each of them two "
               "colours appear twice.")) +
           pictureHtml(QStringLiteral("qwantum:faces"), options) +
           caption(QwantumRules::tr(
               "The six coloured dice, one in each row, with all six faces of each. Knowing "
               "which die can show which colour is the skill of the game.")) +
           paragraph(QwantumRules::tr(
               "Nothing is hidden: the sheets, the dice and the faces of every die are public, "
               "and you may look at the faces at any time.")) +
           paragraph(QwantumRules::tr(
               "Each player has a score sheet of four rows, purple, blue, red and yellow, with "
               "six fields each. A divider stands between the 4th and the 5th field. Under the "
               "six columns are their score fields, and below them five misthrow boxes."));
}

// Q-TURN-1 to Q-TURN-3.
QString turnSection(const qw::Options &options)
{
    return paragraph(QwantumRules::tr(
               "The players take turns as the active player, in seat order; who starts is "
               "drawn. The active player rolls all seven dice. Then, once, they may pick up "
               "any of the seven, the white die too, as many as they like, and roll them again; "
               "after that the dice stand. There is never a third roll.")) +
           paragraph(QwantumRules::tr(
               "Each colour has a sum: the white die plus every coloured die that shows that "
               "colour. A colour that no die shows counts the white die alone.")) +
           pictureHtml(QStringLiteral("qwantum:roll"), options) +
           caption(fillIn(QwantumRules::tr("The white die counts in every colour's sum. This "
                                           "roll: %1."),
                          QwantumText::sums(qw::standardDiceFaces(), kRoll)));
}

// Q-TURN-4 and Q-TURN-5.
QString phase1Section(const qw::Options &)
{
    return paragraph(QwantumRules::tr(
               "The active player chooses one colour and writes its sum in their row of that "
               "colour, by the rules of writing below. That colour is then closed for everyone "
               "for the rest of this roll.")) +
           paragraph(QwantumRules::tr(
               "An active player who cannot write a sum, or does not want to, marks a misthrow "
               "instead: they cross their next misthrow box, and no colour is closed. "
               "Misthrows cost points at the end."));
}

// Q-TURN-6 and Q-TURN-7.
QString phase2Section(const qw::Options &options)
{
    const qw::Sheet a = activeSheet(), b = otherSheet();
    const auto last = [](const qw::Sheet &s, qw::Colour c) {
        return int(s.rows[size_t(c)][size_t(s.filled[size_t(c)] - 1)]);
    };
    return paragraph(QwantumRules::tr(
               "Then every player, the active player too, may write one sum of a colour that is "
               "not closed, in their own row of that colour, or pass. Everyone decides at the "
               "same time, on the same dice: no answer depends on another player's. So the "
               "active player may write twice in a roll, in two different colours, and the "
               "others once.")) +
           paragraph(QwantumRules::tr(
               "Passing in phase 2 costs nothing: only the active player's phase 1 can give a "
               "misthrow. Once everyone has answered, the next player in seat order becomes the "
               "active player and rolls.")) +
           pictureHtml(QStringLiteral("qwantum:phases"), options) +
           caption(fillIn(
               QwantumRules::tr("%1 is the active player. In phase 1 they write the purple %2, "
                                "and purple is closed for this roll. In phase 2 %1 also writes "
                                "the blue %3, and %4 writes the red %5: %4 could not take the "
                                "purple %2."),
               playerName(0), last(a, qw::Colour::Purple), last(a, qw::Colour::Blue), playerName(1),
               last(b, qw::Colour::Red)));
}

// Q-WRITE-1 to Q-WRITE-4, worded for the game's rulings.
QString writingSection(const qw::Options &options)
{
    const qw::Sheet sheet = middleSheet();
    const auto purple = sheet.rows[size_t(qw::Colour::Purple)];
    return paragraph(QwantumRules::tr(
               "A row fills from the left without gaps: a number always goes in the first empty "
               "field of its row.")) +
           paragraph(options.strictRise
                         ? QwantumRules::tr("Fields 1 to 4 rise: each number must be higher "
                                            "than the one before it.")
                         : QwantumRules::tr("Fields 1 to 4 rise: each number must be at least "
                                            "as high as the one before it. In this game equal "
                                            "numbers may follow each other.")) +
           paragraph(options.strictFall
                         ? QwantumRules::tr("After the divider the row falls: field 5 must be "
                                            "lower than field 4, and field 6 lower than field "
                                            "5.")
                         : QwantumRules::tr("After the divider the row falls: field 5 must not "
                                            "be higher than field 4, nor field 6 higher than "
                                            "field 5. In this game equal numbers may follow "
                                            "each other.")) +
           paragraph(QwantumRules::tr("A sum that does not fit cannot be written in that row, "
                                      "and a full row takes nothing more.")) +
           pictureHtml(QStringLiteral("qwantum:sheet"), options) +
           caption(fillIn(
               QwantumRules::tr("In the middle of a game. The purple row rose to %1 at the "
                                "divider, then fell to %2. The first column is full, so it scores "
                                "%3, the second lowest of its four numbers."),
               int(purple[qw::kRising - 1]), int(purple[qw::kRising]), qw::columnScore(sheet, 0)));
}

// Q-SCORE-1 to Q-SCORE-3, with the game's misthrow costs.
QString scoringSection(const qw::Options &options)
{
    const auto &cost = options.misthrowCost;
    const qw::Sheet sheet = endSheet();
    return paragraph(QwantumRules::tr(
               "A column whose four fields are all written scores the second lowest of its four "
               "numbers; equal numbers count, so 5, 5, 8 and 9 score 5. A column that is not "
               "full scores nothing.")) +
           paragraph(fillIn(
               QwantumRules::tr("Misthrows cost points, more for each one: the first costs %1, "
                                "the second %2, the third %3, the fourth %4 and the fifth %5, so "
                                "five misthrows cost %6 in all."),
               int(cost[0]), int(cost[1]), int(cost[2]), int(cost[3]), int(cost[4]),
               qw::misthrowPenalty(qw::kMaxMisthrows, options))) +
           paragraph(QwantumRules::tr(
               "Your score is the sum of your column scores minus your misthrow penalty.")) +
           pictureHtml(QStringLiteral("qwantum:end"), options) +
           caption(fillIn(
               QwantumRules::tr("Near the end of a game: the full columns score %1 in all and the "
                                "misthrows cost %2, so the score is %3. The last column is not "
                                "full yet and scores nothing."),
               columnsTotal(sheet), qw::misthrowPenalty(sheet.misthrows, options),
               qw::score(sheet, options)));
}

// Q-END-1 and Q-END-2.
QString endSection(const qw::Options &)
{
    return paragraph(QwantumRules::tr(
               "The game ends when a player has written all 24 fields of their sheet, or has "
               "marked their fifth misthrow. The roll is finished first: everyone plays its "
               "phase 2, then the game is scored.")) +
           paragraph(QwantumRules::tr(
               "The highest score wins; players with the same highest score share the win."));
}

QString tipsSection(const qw::Options &)
{
    const QStringList tips{
        QwantumRules::tr("Start low. A row that begins with a high number has little room left "
                         "to rise; small sums suit the first fields."),
        QwantumRules::tr("Field 4 is the top of its row: the two fields after it must fall "
                         "below it, so a high number there leaves room for them."),
        QwantumRules::tr("A column scores its second lowest number: one weak number in a column "
                         "costs nothing, a second one does."),
        QwantumRules::tr("Know the dice. The table of faces shows which dice can change a "
                         "colour's sum: re-roll the ones that can help the colour you want."),
        QwantumRules::tr("As the active player, the colour you write is closed for the others: "
                         "taking the sum they need can cost them a good field."),
        QwantumRules::tr("Phase 2 is free: write a sum that fits well, and pass otherwise."),
        QwantumRules::tr("Each misthrow costs more than the one before, yet one misthrow can be "
                         "better than spoiling a row."),
    };
    QString items;
    for (const QString &tip : tips)
        items += QStringLiteral("<li>%1</li>").arg(tip.toHtmlEscaped());
    return QStringLiteral("<ul>%1</ul>").arg(items);
}

// The sections: anchor, title, body.
struct Section {
    const char *anchor;
    const char *title;
    QString (*body)(const qw::Options &);
};

const Section kSections[] = {
    {"qw-short", QT_TRANSLATE_NOOP("QwantumRules", "Qwantum in short"), shortSection},
    {"qw-dice", QT_TRANSLATE_NOOP("QwantumRules", "The dice and the score sheet"), diceSection},
    {"qw-turn", QT_TRANSLATE_NOOP("QwantumRules", "A turn: the roll and the colour sums"),
     turnSection},
    {"qw-phase1", QT_TRANSLATE_NOOP("QwantumRules", "Phase 1: the active player"), phase1Section},
    {"qw-phase2", QT_TRANSLATE_NOOP("QwantumRules", "Phase 2: everyone"), phase2Section},
    {"qw-writing", QT_TRANSLATE_NOOP("QwantumRules", "Writing a number"), writingSection},
    {"qw-scoring", QT_TRANSLATE_NOOP("QwantumRules", "Scoring"), scoringSection},
    {"qw-end", QT_TRANSLATE_NOOP("QwantumRules", "The end and the winner"), endSection},
    {"qw-tips", QT_TRANSLATE_NOOP("QwantumRules", "Tips for a first game"), tipsSection},
};

} // namespace

QStringList QwantumRules::sections()
{
    QStringList anchors;
    for (const Section &section : kSections)
        anchors.append(QLatin1String(section.anchor));
    return anchors;
}

QStringList QwantumRules::pictureNames()
{
    return {QStringLiteral("qwantum:faces"), QStringLiteral("qwantum:roll"),
            QStringLiteral("qwantum:phases"), QStringLiteral("qwantum:sheet"),
            QStringLiteral("qwantum:end")};
}

// The six coloured dice, one in each row with all its faces: dice 1-3 on the left, 4-6 on the
// right.
QImage QwantumRules::facesPicture(const qw::DiceFaces &faces, qreal dpr)
{
    const qreal die = 38, gap = 6, label = 24, apart = 32, rowGap = 8;
    const qreal group = label + qw::kFaces * die + (qw::kFaces - 1) * gap;
    const int rows = (qw::kColouredDice + 1) / 2;
    QImage image = canvas(
        QSizeF(2 * kMargin + 2 * group + apart, 2 * kMargin + rows * die + (rows - 1) * rowGap),
        dpr);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    for (int d = 0; d < qw::kColouredDice; ++d) {
        const qreal x = kMargin + (d / rows) * (group + apart);
        const qreal y = kMargin + (d % rows) * (die + rowGap);
        painter.setPen(kDim);
        painter.setFont(pixelFont(15, false));
        painter.drawText(QRectF(x, y, label - 8, die), Qt::AlignRight | Qt::AlignVCenter,
                         QString::number(d + 1));
        painter.setPen(QPen(kDim, 1));
        painter.drawLine(QPointF(x + label - 4, y + 4), QPointF(x + label - 4, y + die - 4));
        for (int f = 0; f < qw::kFaces; ++f) {
            DieLook look;
            look.number = faces[size_t(d)][size_t(f)].number;
            look.colour = faces[size_t(d)][size_t(f)].colour;
            drawQwantumDie(&painter, QRectF(x + label + f * (die + gap), y, die, die), look);
        }
    }
    return image;
}

QImage QwantumRules::picture(const QString &name, qreal dpr, const qw::Options &options)
{
    if (name == QLatin1String("qwantum:faces")) return facesPicture(qw::standardDiceFaces(), dpr);
    if (name == QLatin1String("qwantum:roll")) return rollPicture(dpr);
    if (name == QLatin1String("qwantum:phases")) return phasesPicture(options, dpr);
    if (name == QLatin1String("qwantum:sheet")) return sheetPicture(middleSheet(), options, dpr);
    if (name == QLatin1String("qwantum:end")) return sheetPicture(endSheet(), options, dpr);
    return QImage();
}

QString QwantumRules::html(const qw::Options &options)
{
    QString html = QStringLiteral("<h1>%1</h1>").arg(tr("Rules of Qwantum").toHtmlEscaped());
    QStringList toc; // a table of contents
    for (const Section &section : kSections)
        toc.append(QStringLiteral("<a href='#%1'>%2</a>")
                       .arg(QLatin1String(section.anchor), tr(section.title).toHtmlEscaped()));
    html += QStringLiteral("<p>%1</p>").arg(toc.join(QStringLiteral(" · ")));
    for (const Section &section : kSections) {
        html += QStringLiteral("<h2><a name='%1'>%2</a></h2>")
                    .arg(QLatin1String(section.anchor), tr(section.title).toHtmlEscaped());
        html += section.body(options);
    }
    return html;
}

} // namespace quantum
