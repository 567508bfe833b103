// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/mapdocument.h"

#include <QUndoCommand>

namespace quantum::editor {

// Changes the map's name, author, description, player count or cubes per player. Steps of
// one count (the properties panel's spin boxes) merge: consecutive changes of only the
// players, or only the cubes, are one undo step back to the value before the first.
class SetMapProperties : public QUndoCommand {
public:
    SetMapProperties(MapDocument *document, const MapProperties &before, const MapProperties &after,
                     QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    enum class Field { Several, Name, Author, Description, Players, Cubes };
    static Field changedField(const MapProperties &before, const MapProperties &after);
    void updateText();

    MapDocument *m_document;
    MapProperties m_before;
    MapProperties m_after;
    Field m_field;
};

} // namespace quantum::editor
