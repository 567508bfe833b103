#include "editor/userfolders.h"

#include <QDir>
#include <QStandardPaths>

namespace quantum::editor {

QString userMapsFolder()
{
    const QString dir =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/maps");
    QDir().mkpath(dir);
    return dir;
}

} // namespace quantum::editor
