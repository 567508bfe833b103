// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The words of Qwantum's guided game (qwantumtutorial.h): each lesson's title, what to do, why,
// and what the moment adds. The rest of the guided game is in qwantumtutorial.cpp.
#include "app/learn/qwantumtutorial.h"

#include "app/game/gametext.h"
#include "app/game/session.h"
#include "app/learn/qwantumtutorial_p.h"
#include "app/qwantum/qwantumpage.h"
#include "app/qwantum/qwantumtext.h"

#include <QLocale>

#include <algorithm>

namespace quantum {

using namespace qwtutorial;

namespace {

// A colour inside a sentence ("purple").
QString colourWord(int c)
{
    switch (qw::Colour(c)) {
    case qw::Colour::Purple:
        return QwantumTutorial::tr("purple");
    case qw::Colour::Blue:
        return QwantumTutorial::tr("blue");
    case qw::Colour::Red:
        return QwantumTutorial::tr("red");
    case qw::Colour::Yellow:
        return QwantumTutorial::tr("yellow");
    }
    return {};
}

QString sentences(const QStringList &parts)
{
    QStringList kept;
    for (const QString &p : parts)
        if (!p.isEmpty()) kept << p;
    return kept.join(QLatin1Char(' '));
}

} // namespace

QString QwantumTutorial::title() const
{
    switch (m_lesson) {
    case Lesson::Dice:
        return tr("The dice and the colour sums");
    case Lesson::Reroll:
        return tr("The one re-roll");
    case Lesson::Write:
        return tr("Phase 1: write one sum");
    case Lesson::Others:
        return tr("Phase 2: everyone may write");
    case Lesson::Rows:
        return tr("Rows rise, then fall");
    case Lesson::Misthrow:
        return tr("Misthrows");
    case Lesson::Columns:
        return tr("Columns score");
    case Lesson::Done:
    case Lesson::Count:
        break;
    }
    return tr("Play on");
}

QString QwantumTutorial::text() const
{
    const qw::State &s = state();
    const qw::Sheet &sheet = s.sheets[size_t(m_human)];
    const std::array<int, qw::kColours> sums = s.sums();
    const std::optional<qw::Action> a = suggestion();
    const bool writes = a && a->type == qw::ActionType::Write;
    const int c = writes ? a->colour : -1;
    // "Write the 5 in the blue row", when the lesson suggests a write.
    const QString writeIt =
        writes ? fillIn(tr("Write the %1 in %2: click its ringed field, then Confirm (or click the "
                           "field again)."),
                        sums[size_t(c)], QwantumText::row(qw::Colour(c)))
               : QString();
    const QString passIt =
        a && a->type == qw::ActionType::Pass
            ? tr("No open sum suits your rows this time: press Pass, then Confirm.")
            : QString();
    switch (m_lesson) {
    case Lesson::Dice: {
        int most = 0, absent = -1;
        for (int k = 0; k < qw::kColours; ++k) {
            if (diceShowing(s, k) > diceShowing(s, most)) most = k;
            if (absent < 0 && diceShowing(s, k) == 0) absent = k;
        }
        // "6 + 5 + 4 = 15", kept on one line.
        QStringList terms{QString::number(s.roll.white)};
        for (int d = 0; d < qw::kColouredDice; ++d) {
            const qw::Face &f = s.faces[size_t(d)][size_t(s.roll.face[size_t(d)])];
            if (int(f.colour) == most) terms << QString::number(f.number);
        }
        const QString nbsp(QChar(0x00a0));
        const QString formula = terms.join(nbsp + QLatin1Char('+') + nbsp) + nbsp +
                                QLatin1Char('=') + nbsp + QString::number(sums[size_t(most)]);
        return sentences(
            {tr("You play against the computer, a roll each in turn. Seven dice: the white one, "
                "and six dark ones whose faces each show a number in one of four colours. Under "
                "the dice are the four colour sums."),
             fillIn(tr("The white die counts in every sum: here it shows %1."), s.roll.white),
             fillIn(tr("%1 shows on %n dice, so its sum is %2.", nullptr, diceShowing(s, most)),
                    QwantumText::colour(qw::Colour(most)), formula),
             absent >= 0 ? fillIn(tr("No die shows %1: a colour that no die shows counts the "
                                     "white die alone, so its sum is %2."),
                                  colourWord(absent), sums[size_t(absent)])
                         : tr("A colour that no die shows counts the white die alone."),
             tr("Press Next when you have found them on the table.")});
    }
    case Lesson::Reroll:
        if (a && a->type == qw::ActionType::Reroll && a->dice == 1)
            return fillIn(tr("Your white die shows %1, and it is in every sum: no sum is lower "
                             "than %2. Click the white die to mark it (or press 1), then press "
                             "Re-roll. A marked die is lifted; a second click takes the mark "
                             "back."),
                          s.roll.white, *std::min_element(sums.begin(), sums.end()));
        return tr("Click the dice you want to roll again (or press their keys 1-7) to mark them, "
                  "then press Re-roll: the ringed dice are a good choice. A second click takes a "
                  "mark back.");
    case Lesson::Write:
        if (writes)
            return sentences(
                {tr("Phase 1 is yours alone, as the active player: write one colour's sum in your "
                    "row of that colour."),
                 fillIn(tr("The %1 sum, %2, is a low start, and a row must rise: click the ringed "
                           "field at the left of %3, then Confirm (or click the field again)."),
                        colourWord(c), sums[size_t(c)], QwantumText::row(qw::Colour(c)))});
        return tr("Phase 1 is yours alone, as the active player: write one colour's sum in your "
                  "row of that colour.");
    case Lesson::Others:
        return sentences(
            {tr("Phase 2: now every player may write one sum of a colour still open in their own "
                "row, or pass. You too: the active player may write twice in a roll."),
             s.closed >= 0 && s.phase == qw::Phase::Others
                 ? fillIn(tr("%1 is closed, struck out under the dice."),
                          QwantumText::colour(qw::Colour(s.closed)))
                 : QString(),
             writeIt, passIt});
    case Lesson::Rows: {
        const QString rule =
            tr("A row rises from the left up to the divider, the gap after its fourth field: each "
               "number higher than the one before. After the divider it falls: the fifth number "
               "lower than the fourth, the sixth lower than the fifth.");
        if (!a)
            return sentences({rule, tr("The next roll is the computer's: once it has written, "
                                       "phase 2 comes, and you may write too.")});
        QString rise, refused;
        if (writes && sheet.filled[size_t(c)] > 0 && sheet.filled[size_t(c)] < qw::kRising)
            rise =
                fillIn(tr("Your last number in %1 is %2, so only a higher one may follow it: "
                          "the %3 fits."),
                       QwantumText::row(qw::Colour(c)),
                       sheet.rows[size_t(c)][size_t(sheet.filled[size_t(c)] - 1)], sums[size_t(c)]);
        for (int k = 0; k < qw::kColours && refused.isEmpty(); ++k) {
            const int at = sheet.filled[size_t(k)];
            if (k == s.closed || at == 0 || at >= qw::kRising ||
                qw::fieldFor(sheet, qw::Colour(k), sums[size_t(k)], s.options) >= 0)
                continue;
            refused = fillIn(tr("The %1 sum, %2, is not offered: it is not higher than your %3 "
                                "in that row."),
                             colourWord(k), sums[size_t(k)], sheet.rows[size_t(k)][size_t(at - 1)]);
        }
        return sentences({rule, rise, refused, writeIt, passIt});
    }
    case Lesson::Misthrow: {
        int skips = 0;
        bestWrite(s, m_human, false, &skips);
        const bool poor = playerDue() && poorRoll(s);
        const QString what = tr("When you cannot write, or would rather not, you mark a misthrow "
                                "instead of writing.");
        const QString how =
            tr("Click the ringed box under Misthrows on your sheet (or press M), then Confirm.");
        if (!a) return sentences({what, tr("Your next roll comes after the computer's.")});
        if (poor && a && a->type == qw::ActionType::Reroll)
            return sentences(
                {fillIn(tr("A poor roll: %1. Every sum that fits would skip at least %n numbers "
                           "that its row could still take.",
                           nullptr, skips),
                        QwantumText::sums(s)),
                 tr("Try your re-roll first: click the ringed die to mark it, then press "
                    "Re-roll.")});
        if (poor)
            return sentences(
                {fillIn(tr("Still a poor roll: %1. Every sum that fits would skip at least %n "
                           "numbers that its row could still take.",
                           nullptr, skips),
                        QwantumText::sums(s)),
                 what, how});
        return sentences({what,
                          tr("Mark one now to see how, or skip this step to keep your "
                             "roll."),
                          how});
    }
    case Lesson::Columns: {
        QStringList first;
        for (int k = 0; k < qw::kColours; ++k)
            if (sheet.filled[size_t(k)] > 0) first << QString::number(sheet.rows[size_t(k)][0]);
        return sentences(
            {tr("Under your sheet, each column has a score box. A column scores once all four of "
                "its fields are written, and then its second lowest number: 3, 5, 8, 9 scores "
                "5."),
             first.isEmpty() ? QString()
                             : fillIn(tr("Your first column holds %1 so far."),
                                      QLocale().createSeparatedList(first)),
             s.phase == qw::Phase::Others && s.closed < 0
                 ? tr("After a misthrow no colour is closed: every sum is open in phase 2.")
                 : QString(),
             writeIt, passIt});
    }
    case Lesson::Done:
    case Lesson::Count:
        break;
    }
    return tr("That is the whole game. Play on against the computer to the end, where the highest "
              "score wins: the Hint (H) is yours again, and the Rules (F1) say everything else. "
              "Or go back to the menu.");
}

QString QwantumTutorial::why() const
{
    const qw::Options &o = state().options;
    switch (m_lesson) {
    case Lesson::Dice:
        return tr("Each colour is a row of your score sheet. The sums are what you may write this "
                  "roll; Dice faces (F) shows what each die could bring instead.");
    case Lesson::Reroll:
        return tr("Once in your roll you may roll any of the seven dice again, the white one too; "
                  "then the roll stands. A row must rise, so low sums are what it wants first.");
    case Lesson::Write: {
        const std::optional<qw::Action> a = suggestion();
        const int closed = a && a->type == qw::ActionType::Write ? a->colour : -1;
        return sentences(
            {closed >= 0 ? fillIn(tr("Writing a colour closes it for the others this roll: the "
                                     "computer cannot write %1 now."),
                                  colourWord(closed))
                         : tr("Writing a colour closes it for the others this roll."),
             tr("A number always goes in the first empty field of its row.")});
    }
    case Lesson::Others:
        return tr("Everyone answers at once, and no one sees another's answer first. Passing here "
                  "costs nothing.");
    case Lesson::Rows:
        return tr("Start a row low and climb in small steps: every number you skip is one the row "
                  "can no longer take. The fourth number is the top: the higher it is, the more "
                  "room the row has to fall.");
    case Lesson::Misthrow:
        return fillIn(tr("Misthrows cost points at the end, each more than the one before: %1 for "
                         "the first, %2 for the second, %3 in all for three. The fifth ends the "
                         "game. Only the active player's phase 1 brings one: passing in phase 2 "
                         "is free."),
                      qw::misthrowPenalty(1, o), int(o.misthrowCost[1]), qw::misthrowPenalty(3, o));
    case Lesson::Columns:
        return tr("Your score is your columns' scores minus your misthrows. A column's lowest "
                  "number never counts, so one low start is cheap; a column with an empty field "
                  "scores nothing.");
    case Lesson::Done:
    case Lesson::Count:
        break;
    }
    return tr("The game ends when a player has written all 24 fields or marked a fifth misthrow; "
              "that roll is played to its end first.");
}

QString QwantumTutorial::note() const
{
    if (m_session->isOver()) return tr("The game is over.");
    if (!m_page || m_page->isReplaying()) return tr("The dice are rolling…");
    if (needsNext()) return QString();
    if (!playerDue()) {
        if (m_session->hasAnswered(m_human))
            return tr("Your answer is in: the computer is answering too.");
        return tr("The computer is playing its roll…");
    }
    if (isDone()) return QString();
    if (lessonActions().empty())
        return tr("This step is not possible right now: play on as you like, or skip it.");
    return QString();
}

} // namespace quantum
