// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/commands/setplanetnumber.h"

#include <QCoreApplication>

namespace quantum::editor {

SetPlanetNumber::SetPlanetNumber(MapDocument *document, const std::vector<Tile> &before, int planet,
                                 QUndoCommand *parent)
    : RewriteTiles(document, before, parent)
{
    for (Tile &t : m_after) {
        t.planet = planet;
        if (planet == 0) t.start = false;
    }
    if (planet == 0)
        setText(QCoreApplication::translate("UndoCommands", "Make %n tile(s) the Void", nullptr,
                                            int(before.size())));
    else
        setText(QCoreApplication::translate("UndoCommands", "Set %n planet(s) to %1", nullptr,
                                            int(before.size()))
                    .arg(planet));
}

} // namespace quantum::editor
