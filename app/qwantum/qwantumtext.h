// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/qwantum/rules.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace quantum {

// Words for Qwantum: every event, action and question as a whole translated sentence, built
// at display time from the engine's ids (docs/translations.md), as GameText does for Quantum.
class QwantumText {
    Q_DECLARE_TR_FUNCTIONS(QwantumText)

public:
    explicit QwantumText(const QStringList &names) : m_names(names) {}

    static QString colour(qw::Colour c);    // "Purple", a label
    static QString row(qw::Colour c);       // "the purple row", in a sentence
    static QString misthrows();             // "Misthrows", the sheet's label
    // "white 3 · purple 9 · blue 7 · red 5 · yellow 11": the white die and the four sums.
    static QString sums(const qw::State &s);
    static QString sums(const qw::DiceFaces &faces, const qw::Roll &roll);
    // The six faces of coloured die `die` (0-5), "purple 6, red 1, ...", for tooltips.
    static QString faces(const qw::DiceFaces &faces, int die);
    QString player(int p) const;

    QString event(const qw::Event &e, const qw::DiceFaces &faces) const;
    QString action(const qw::Action &a, const qw::State &s) const; // for buttons
    // What `player` is asked now (they are due), for the prompt.
    QString question(const qw::State &s, int player) const;
    // Why the game ended and who won, one line.
    QString result(const qw::State &s) const;

private:
    QStringList m_names;
};

} // namespace quantum
