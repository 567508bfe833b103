// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/commands/rewritetiles.h"

#include <vector>

namespace quantum::editor {

// Changes the planet of tiles: 7, 8, 9, 10, or 0 for the Void (which drops a start mark).
class SetPlanetNumber : public RewriteTiles {
public:
    SetPlanetNumber(MapDocument *document, const std::vector<Tile> &before, int planet,
                    QUndoCommand *parent = nullptr);
};

} // namespace quantum::editor
