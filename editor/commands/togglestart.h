// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/commands/rewritetiles.h"

#include <vector>

namespace quantum::editor {

// Marks planets as starting planets, or clears the mark: when any of the given planets is
// not a start, all become starts; otherwise all lose the mark. Void tiles are left alone.
class ToggleStart : public RewriteTiles {
public:
    ToggleStart(MapDocument *document, const std::vector<Tile> &before,
                QUndoCommand *parent = nullptr);
};

} // namespace quantum::editor
