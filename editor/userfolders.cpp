// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/userfolders.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace quantum::editor {

QString userMapsFolder()
{
    const QString dir =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/maps");
    QDir().mkpath(dir);
    return dir;
}

QString userPicturesFolder()
{
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (!pictures.isEmpty() && QDir().mkpath(pictures)) return pictures;
    return QDir::homePath();
}

QString withDefaultSuffix(const QString &path, const QString &suffix)
{
    if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty()) return path;
    return path + suffix;
}

} // namespace quantum::editor
