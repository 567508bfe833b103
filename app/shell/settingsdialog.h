// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace quantum {

// Settings remembered with QSettings: animations, computer pace, end-turn confirmation, the
// port a LAN host listens on.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget *parent = nullptr);
    void accept() override;

private:
    QComboBox *m_language = nullptr;
    QComboBox *m_animations = nullptr;
    QCheckBox *m_confirm = nullptr;
    QCheckBox *m_sounds = nullptr;
    QSpinBox *m_pace = nullptr;
    QSpinBox *m_port = nullptr;
};

} // namespace quantum
