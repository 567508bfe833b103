// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/qwantum/dicefacespanel.h"

#include "app/art/qwantumart.h"

#include <QPainter>

namespace quantum {

DiceFacesPanel::DiceFacesPanel(QWidget *parent) : QWidget(parent), m_faces(qw::standardDiceFaces()) {}

void DiceFacesPanel::setFaces(const qw::DiceFaces &faces)
{
    if (faces == m_faces) return;
    m_faces = faces;
    update();
}

QSize DiceFacesPanel::sizeHint() const
{
    const int die = fontMetrics().height() + 6;
    return QSize(fontMetrics().horizontalAdvance(QStringLiteral("00")) + 7 * (die + 3),
                 qw::kColouredDice * (die + 3));
}

void DiceFacesPanel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int die = fontMetrics().height() + 6;
    const int label = fontMetrics().horizontalAdvance(QStringLiteral("00"));
    for (int d = 0; d < qw::kColouredDice; ++d) {
        const int y = d * (die + 3);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(0, y, label, die), Qt::AlignVCenter | Qt::AlignLeft, QString::number(d + 1));
        for (int f = 0; f < qw::kFaces; ++f) {
            DieLook look;
            look.number = m_faces[d][f].number;
            look.colour = m_faces[d][f].colour;
            drawQwantumDie(&p, QRectF(label + 4 + f * (die + 3), y, die, die), look);
        }
    }
}

} // namespace quantum
