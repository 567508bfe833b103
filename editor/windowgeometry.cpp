// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/windowgeometry.h"

#include <QtGlobal>

namespace quantum {

QRect initialWindowGeometry(const QRect &available)
{
    QSize size = available.size();
    if (available.width() > 1440 && available.height() > 900)
        size = QSize(qMax(1440, available.width() * 85 / 100),
                     qMax(900, available.height() * 85 / 100));
    QRect r(QPoint(), size);
    r.moveCenter(available.center());
    return r;
}

QSize minimumWindowSize(const QRect &available)
{
    return QSize(qMin(960, available.width()), qMin(600, available.height()));
}

QSize fittedDialogSize(const QSize &wanted, const QRect &available)
{
    if (available.isEmpty()) return wanted;
    return QSize(qMin(wanted.width(), available.width() * 92 / 100),
                 qMin(wanted.height(), available.height() * 94 / 100));
}

} // namespace quantum
