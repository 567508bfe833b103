// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/rules.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <type_traits>

namespace quantum {

namespace detail {
inline QString fillArg(const QString &s) { return s; }
template <typename N, typename = std::enable_if_t<std::is_arithmetic_v<N>>>
QString fillArg(N n)
{
    return QString::number(n);
}
} // namespace detail

// `pattern` with %1, %2, ... replaced by `args` (numbers or strings) in one substitution: a
// "%2" inside an inserted name (players type their names; a LAN peer sends them) stays text.
template <typename... Args> QString fillIn(const QString &pattern, const Args &...args)
{
    return pattern.arg(detail::fillArg(args)...);
}

// Words for the game: every event, action and pending decision as a whole translated
// sentence, built at display time from ids (docs/translations.md).
class GameText {
    Q_DECLARE_TR_FUNCTIONS(GameText)

public:
    // For actions and questions, which are about a position.
    GameText(const GameState &state, const QStringList &names)
        : m_board(state.board.get()), m_s(&state), m_names(names)
    {
    }
    // For events, which carry everything their line needs: the words come from the event
    // and the board alone, so a log rebuilt later (undo, another language) reads the same.
    GameText(const Board *board, const QStringList &names) : m_board(board), m_names(names) {}

    static QString shipType(int value); // "Destroyer"
    static QString cardName(Card card); // translated display name
    static QString cardText(Card card); // translated effect text
    QString player(int p) const;
    // A place named by the board, never by coordinates (the one wording of places for
    // buttons, the prompt, tooltips and the log): "planet 8", "the square above planet 8",
    // "the top-left corner of planet 8", "the Void square 2 left of planet 8". A planet whose
    // number is not unique on the map says where it lies: "planet 7 (top left)".
    QString square(int sq) const;
    QString planet(int planet) const; // "planet 8", "planet 7 (top left)"
    static QString shipAbility(int value); // what the ship of `value` can do, one sentence
    QString ship(int player, int ship) const; // "Destroyer (3)" of its current value
    static QString shipOfValue(int value);    // "Destroyer (3)"

    QString event(const Event &e) const;
    QString action(const Action &a) const; // what choosing it does, for buttons
    QString question() const;              // what the player due is asked, for the prompt

private:
    // The families of event(): each words its events, or returns "" for another's.
    QString shipEvent(const Event &e, const QString &who) const;
    QString battleEvent(const Event &e, const QString &who) const;
    QString cardEvent(const Event &e, const QString &who) const;
    const Board *m_board = nullptr;
    const GameState *m_s = nullptr; // null for event lines
    QStringList m_names;
};

} // namespace quantum
