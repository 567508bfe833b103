// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QStringList>

#include <functional>

class QPushButton;

namespace quantum::editor {

class MapLibrary;
struct LibraryMap;

// The editor's Open: the shipped maps given (the app's, read-only) and the maps of the user's
// maps folder (userMapsFolder) in the map library, drafts that are not valid yet included;
// "Other file..." opens a file dialog for a map kept elsewhere. The sort and the grouping are
// remembered (QSettings: editor/librarySort, editor/libraryGroups).
class MapLibraryDialog : public QDialog {
    Q_OBJECT
public:
    explicit MapLibraryDialog(QWidget *parent = nullptr,
                              const QStringList &shipped = QStringList(),
                              std::function<QString(const LibraryMap &)> describe = nullptr);
    MapLibrary *library() const { return m_library; }
    // The file chosen, in the list or through "Other file...".
    QString selectedPath() const { return m_path; }
    // Whether it is a shipped map (opened as a copy: it cannot be saved in place).
    bool selectedShipped() const { return m_shipped; }
    void accept() override;

private:
    void chooseOtherFile();

    MapLibrary *m_library = nullptr;
    QPushButton *m_open = nullptr;
    QString m_path;
    bool m_shipped = false;
};

} // namespace quantum::editor
