// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/commands/setmapproperties.h"

#include <QCoreApplication>

namespace quantum::editor {

namespace {
constexpr int kStepCommandId = 1; // a change of the players or the cubes alone
} // namespace

SetMapProperties::SetMapProperties(MapDocument *document, const MapProperties &before,
                                   const MapProperties &after, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_before(before), m_after(after),
      m_field(changedField(before, after))
{
    updateText();
}

SetMapProperties::Field SetMapProperties::changedField(const MapProperties &before,
                                                       const MapProperties &after)
{
    const int changes = int(before.name != after.name) + int(before.author != after.author) +
                        int(before.description != after.description) +
                        int(before.players != after.players) + int(before.cubes != after.cubes);
    if (changes != 1) return Field::Several;
    if (before.name != after.name) return Field::Name;
    if (before.author != after.author) return Field::Author;
    if (before.description != after.description) return Field::Description;
    return before.players != after.players ? Field::Players : Field::Cubes;
}

void SetMapProperties::updateText()
{
    const char *ctx = "UndoCommands";
    if (m_before.name != m_after.name)
        setText(QCoreApplication::translate(ctx, "Rename map"));
    else if (m_before.author != m_after.author)
        setText(QCoreApplication::translate(ctx, "Change author"));
    else if (m_before.description != m_after.description)
        setText(QCoreApplication::translate(ctx, "Change description"));
    else if (m_before.players != m_after.players)
        setText(QCoreApplication::translate(ctx, "Set players to %1").arg(m_after.players));
    else
        setText(QCoreApplication::translate(ctx, "Set cubes per player to %1").arg(m_after.cubes));
}

void SetMapProperties::redo()
{
    MapDocument::Edit(m_document).writeProperties(m_after);
}

void SetMapProperties::undo()
{
    MapDocument::Edit(m_document).writeProperties(m_before);
}

int SetMapProperties::id() const
{
    return m_field == Field::Players || m_field == Field::Cubes ? kStepCommandId : -1;
}

bool SetMapProperties::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetMapProperties *>(other); // same id: same class
    if (next->m_field != m_field || next->m_before != m_after) return false;
    m_after = next->m_after;
    // Stepped back to where it started: no step at all (QUndoStack drops it).
    setObsolete(m_after == m_before);
    updateText();
    return true;
}

} // namespace quantum::editor
