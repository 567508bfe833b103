// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/board/printandplay.h"
#include "engine/map.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace quantum::editor {

// File > Export > Print-and-play PDF asks first for the paper (A4 or US Letter, the locale's
// by default: board::defaultPaper) and whether to print a one-page poster, and says what
// that gives: the square size and the number of pages (board::printLayout), or why the map
// cannot be printed (then Export is disabled).
class ExportPdfDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExportPdfDialog(const Map &map, QWidget *parent = nullptr);

    board::PrintOptions options() const;

    QComboBox *paperBox() const { return m_paper; }
    QCheckBox *posterBox() const { return m_poster; }
    QLabel *summaryLabel() const { return m_summary; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void update();
    void retranslate();

    Map m_map;
    QComboBox *m_paper = nullptr;
    QCheckBox *m_poster = nullptr;
    QLabel *m_paperLabel = nullptr;
    QLabel *m_summary = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace quantum::editor
