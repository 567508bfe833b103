// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The editor window's map codes: File > Copy Map Code puts the whole map on the clipboard as
// one line of text (engine/mapcode.h); File > Paste Map Code replaces the map with the one
// of a code on the clipboard, as one undo step (docs/editor.md).
#include "editor/editorwindow.h"

#include "editor/editorview.h"
#include "editor/mapdocument.h"
#include "engine/mapcode.h"

#include <QApplication>
#include <QClipboard>
#include <QStatusBar>

namespace quantum::editor {

bool EditorWindow::importMapCode(const QString &code, QString *error)
{
    const MapCodeResult r = mapFromCode(code);
    if (!r.ok) {
        if (error) *error = r.error();
        return false;
    }
    // The code carries the whole map: properties too. The same map pastes as no step.
    m_document->replaceMap(r.map, tr("Paste map code"));
    m_view->fitToScene();
    return true;
}

void EditorWindow::copyMapCode()
{
    Reason why;
    const QString code = mapToCode(m_document->map(), &why);
    if (code.isEmpty()) {
        showError(tr("Copy Map Code"), tr("This map has no map code: %1").arg(why.toString()));
        return;
    }
    QApplication::clipboard()->setText(code);
    statusBar()->showMessage(
        tr("Map code copied to the clipboard (%n character(s)).", nullptr, int(code.size())), 4000);
}

void EditorWindow::pasteMapCode()
{
    QString error;
    if (!importMapCode(QApplication::clipboard()->text(), &error)) {
        showError(tr("Paste Failed"), tr("The clipboard does not hold a map code: %1").arg(error));
        return;
    }
    statusBar()->showMessage(tr("Map pasted from its code; Undo brings the previous map back."),
                             6000);
}

} // namespace quantum::editor
