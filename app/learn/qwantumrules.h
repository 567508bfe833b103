// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/qwantum/rules.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>
#include <QStringList>

namespace quantum {

// The rules of Qwantum for the Rules dialog: docs/qwantum-rules.md in plain words for a new
// player, one section per topic (the dice and the sheet, the roll, the two phases, writing,
// scoring, the end, tips), with pictures drawn by the table's own art (app/art/qwantumart.h).
// The words follow a game's rulings (qw::Options): the misthrows' costs, and whether equal
// numbers may follow each other in a row.
class QwantumRules {
    Q_DECLARE_TR_FUNCTIONS(QwantumRules)

public:
    // The sections' anchors in the page, in order; each begins with "qw-" ("qw-turn", ...), so
    // that they never clash with Quantum's.
    static QStringList sections();
    // The pictures, by name ("qwantum:roll", "qwantum:faces", ...), as the page shows them.
    static QStringList pictureNames();
    // A picture (null for a name not of pictureNames); the sheets show `options`' misthrow
    // costs and score with them.
    static QImage picture(const QString &name, qreal dpr = 1.0, const qw::Options &options = {});
    // The table of the coloured dice's faces ("qwantum:faces" draws qw::standardDiceFaces()).
    static QImage facesPicture(const qw::DiceFaces &faces, qreal dpr = 1.0);
    // The page: a title, the table of contents and every section.
    static QString html(const qw::Options &options = {});
};

} // namespace quantum
