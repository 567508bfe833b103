// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QUndoCommand>

namespace quantum::editor {
class MapDocument;

// Replaces the whole map in one step (layout notation import or paste).
class ReplaceMap : public QUndoCommand {
public:
    ReplaceMap(MapDocument *document, const Map &before, const Map &after, const QString &text,
               QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    MapDocument *m_document;
    Map m_before;
    Map m_after;
};

} // namespace quantum::editor
