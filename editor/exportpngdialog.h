// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QSpinBox;

namespace quantum::editor {

// File > Export as PNG asks first for the picture's size: a scale (100% = 64 pixels per
// square), or the width or height in pixels (the three follow each other, the map keeps its
// shape), and the resolution in dots per inch that the PNG records, with the printed size
// that gives. The scale and resolution chosen last are offered again (QSettings
// `editor/exportScale` and `editor/exportDpi`, written when the dialog is accepted).
class ExportPngDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExportPngDialog(const Map &map, QWidget *parent = nullptr);

    qreal scale() const { return m_scale; } // board::exportMapPng's scale
    int dotsPerInch() const;
    QSize pixelSize() const; // board::exportSize at scale()

    QSpinBox *scaleBox() const { return m_percent; }
    QSpinBox *widthBox() const { return m_width; }
    QSpinBox *heightBox() const { return m_height; }
    QSpinBox *dpiBox() const { return m_dpi; }

    void done(int result) override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void setScale(qreal scale, QSpinBox *from);
    void retranslate();

    Map m_map;
    qreal m_scale = 1.0;
    qreal m_maxScale = 1.0;
    QSpinBox *m_percent = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QSpinBox *m_dpi = nullptr;
    QLabel *m_printed = nullptr;
    QLabel *m_labels[4] = {};
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace quantum::editor
