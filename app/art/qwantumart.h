// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Qwantum's art, drawn with QPainter so that the table, the rules' pictures and the start
// page's picture are one drawing: the seven dice, a colour's mark, and the score sheet.

#include "engine/qwantum/rules.h"

#include <QColor>
#include <QPixmap>
#include <QRectF>
#include <QString>

#include <array>

class QPainter;

namespace quantum {

// The ink of a colour (purple, blue, red, yellow), bright enough on the dark dice.
QColor qwantumInk(qw::Colour colour);
// A shape for each colour (diamond, circle, triangle, square), drawn beside the colour on
// the dice and the sheet, so that the colours read without telling the hues apart.
void drawColourMark(QPainter *painter, const QRectF &box, qw::Colour colour);

// A die as it lies: `colour` the colour of the number on a coloured die (dark body), or none
// for the white die (white body, black number).
struct DieLook {
    int number = 1;
    bool white = false;
    qw::Colour colour = qw::Colour::Purple;
    bool faded = false;    // not part of the roll any more (a game that is over)
    bool selected = false; // marked for the re-roll
};
void drawQwantumDie(QPainter *painter, const QRectF &box, const DieLook &look);
// The look of die `die` (0 the white die, 1 + i coloured die i) as `roll` shows it.
DieLook dieLook(const qw::DiceFaces &faces, const qw::Roll &roll, int die);

// Where everything sits on a score sheet drawn in `box`: the name line, the four rows of six
// fields (a gap for the divider after the fourth), the column scores, the misthrow boxes.
struct SheetGeometry {
    explicit SheetGeometry(const QRectF &box);
    QRectF box, nameLine, scoreBox;
    std::array<QRectF, qw::kColours> label;
    std::array<std::array<QRectF, qw::kFields>, qw::kColours> field;
    std::array<QRectF, qw::kFields> column;
    QRectF misthrowLabel;
    std::array<QRectF, qw::kMaxMisthrows> misthrow;
    qreal unit = 1;
    // The width a sheet of height `height` needs (sheets keep their shape).
    static qreal widthFor(qreal height);
};

// What a sheet shows beyond its numbers.
struct SheetMarks {
    QString name;
    QString misthrowText;       // "Misthrows", worded by the caller
    bool current = false;       // the player whose decision is due (an outline)
    bool answered = false;      // phase 2: this player has answered (a tick)
    int cursorColour = -1;      // the keyboard's field (a dashed frame), -1 none
    std::array<int, qw::kColours> offer{-1, -1, -1, -1}; // a sum that may go to this row, else -1
    int pendingColour = -1;     // the write the player chose but has not confirmed
    int pendingNumber = 0;
    bool pendingMisthrow = false;
};
void drawScoreSheet(QPainter *painter, const QRectF &box, const qw::Sheet &sheet,
                    const qw::Options &options, const SheetMarks &marks);

// A picture of the game (a few of its dice on a strip of sheet), for the start page.
QPixmap qwantumPicture(const QSize &size, qreal dpr);

} // namespace quantum
