// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QListWidget;
class QPushButton;

namespace quantum {

// Where saves go by default (created on demand).
QString savesFolder();

// Load game: the saves in the saves folder, newest first, and the autosave (and the previous
// autosave when the autosave is gone or cannot be read); the selected one is described (map,
// players, turn, date) with a picture of the board. A broken or newer file shows why it
// cannot be opened. Browse… opens any file.
class LoadGameDialog : public QDialog {
    Q_OBJECT
public:
    LoadGameDialog(const QString &autosavePath, QWidget *parent = nullptr);
    QString selectedPath() const { return m_path; }

private:
    void fill();
    void describe();

    QString m_autosave;
    QString m_path;
    QListWidget *m_list = nullptr;
    QLabel *m_preview = nullptr;
    QLabel *m_details = nullptr;
    QPushButton *m_load = nullptr;
};

} // namespace quantum
