// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/qwantum/qwantumtext.h"

#include "app/game/gametext.h"

#include <bit>

namespace quantum {

QString QwantumText::colour(qw::Colour c)
{
    switch (c) {
    case qw::Colour::Purple: return tr("Purple");
    case qw::Colour::Blue: return tr("Blue");
    case qw::Colour::Red: return tr("Red");
    case qw::Colour::Yellow: return tr("Yellow");
    }
    return {};
}

QString QwantumText::row(qw::Colour c)
{
    switch (c) {
    case qw::Colour::Purple: return tr("the purple row");
    case qw::Colour::Blue: return tr("the blue row");
    case qw::Colour::Red: return tr("the red row");
    case qw::Colour::Yellow: return tr("the yellow row");
    }
    return {};
}

QString QwantumText::misthrows()
{
    return tr("Misthrows");
}

QString QwantumText::sums(const qw::DiceFaces &faces, const qw::Roll &roll)
{
    const std::array<int, qw::kColours> sum = qw::colourSums(faces, roll);
    QStringList parts{fillIn(tr("white %1"), roll.white)};
    for (int c = 0; c < qw::kColours; ++c)
        parts << fillIn(tr("%1 %2", "a colour and its sum"), colour(qw::Colour(c)), sum[c]);
    return parts.join(QStringLiteral(" · "));
}

QString QwantumText::sums(const qw::State &s)
{
    return sums(s.faces, s.roll);
}

QString QwantumText::faces(const qw::DiceFaces &faces, int die)
{
    QStringList parts;
    for (const qw::Face &f : faces[die])
        parts << fillIn(tr("%1 %2", "a colour and its sum"), colour(f.colour), f.number);
    return parts.join(QStringLiteral(", "));
}

QString QwantumText::player(int p) const
{
    return p >= 0 && p < m_names.size() ? m_names[p] : fillIn(tr("Player %1"), p + 1);
}

QString QwantumText::event(const qw::Event &e, const qw::DiceFaces &faces) const
{
    const QString who = player(e.player);
    switch (e.type) {
    case qw::EventType::Rolled:
        if (e.dice == qw::kAllDice)
            return fillIn(tr("%1 rolls: %2."), who, sums(faces, e.roll));
        return fillIn(tr("%1 re-rolls %n dice: %2.", nullptr, std::popcount(unsigned(e.dice))), who,
                      sums(faces, e.roll));
    case qw::EventType::Wrote:
        return fillIn(tr("%1 writes %2 in %3 (field %4)."), who, e.number,
                      row(qw::Colour(qBound(0, int(e.colour), qw::kColours - 1))), e.field + 1);
    case qw::EventType::Misthrew:
        return fillIn(tr("%1 marks a misthrow (%2 of 5)."), who, e.number);
    case qw::EventType::Passed: return fillIn(tr("%1 passes."), who);
    case qw::EventType::Ended: return tr("The game is over.");
    }
    return {};
}

QString QwantumText::action(const qw::Action &a, const qw::State &s) const
{
    switch (a.type) {
    case qw::ActionType::Reroll:
        return tr("Re-roll %n dice", nullptr, std::popcount(unsigned(a.dice)));
    case qw::ActionType::Write:
        return fillIn(tr("Write %1 in %2"), s.sums()[a.colour], row(qw::Colour(a.colour)));
    case qw::ActionType::Misthrow: return tr("Mark a misthrow");
    case qw::ActionType::Pass: return tr("Pass");
    }
    return {};
}

QString QwantumText::question(const qw::State &s, int p) const
{
    if (s.phase == qw::Phase::Active)
        return s.rerolled ? fillIn(tr("%1: write one sum in its row, or mark a misthrow."), player(p))
                          : fillIn(tr("%1: re-roll dice once, write one sum in its row, or mark a "
                                      "misthrow."),
                                   player(p));
    if (s.closed >= 0)
        return fillIn(tr("%1: write a sum of another colour than %2, or pass."), player(p),
                      colour(qw::Colour(s.closed)));
    return fillIn(tr("%1: write one sum in its row, or pass."), player(p));
}

QString QwantumText::result(const qw::State &s) const
{
    const std::vector<int> won = qw::winners(s);
    QStringList names;
    for (int w : won) names << player(w);
    const int best = won.empty() ? 0 : qw::score(s.sheets[won.front()], s.options);
    if (names.size() == 1) return fillIn(tr("%1 wins with %2 points."), names.front(), best);
    return fillIn(tr("%1 share the win with %2 points."), names.join(QStringLiteral(", ")), best);
}

} // namespace quantum
