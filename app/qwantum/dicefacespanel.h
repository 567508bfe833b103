// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/qwantum/rules.h"

#include <QWidget>

namespace quantum {

// The six faces of every coloured die, drawn (the player may look at them at any time).
class DiceFacesPanel : public QWidget {
    Q_OBJECT
public:
    explicit DiceFacesPanel(QWidget *parent = nullptr);
    void setFaces(const qw::DiceFaces &faces);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    qw::DiceFaces m_faces;
};

} // namespace quantum
