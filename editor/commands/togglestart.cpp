// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/commands/togglestart.h"

#include <QCoreApplication>

#include <algorithm>

namespace quantum::editor {

ToggleStart::ToggleStart(MapDocument *document, const std::vector<Tile> &before,
                         QUndoCommand *parent)
    : RewriteTiles(document, before, parent)
{
    const bool mark = std::any_of(before.begin(), before.end(),
                                  [](const Tile &t) { return !t.start && t.planet != 0; });
    for (Tile &t : m_after)
        if (t.planet != 0) t.start = mark;
    const int n = int(before.size());
    setText(
        mark ? QCoreApplication::translate("UndoCommands", "Mark %n starting planet(s)", nullptr, n)
             : QCoreApplication::translate("UndoCommands", "Unmark %n starting planet(s)", nullptr,
                                           n));
}

} // namespace quantum::editor
