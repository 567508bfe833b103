#pragma once

#include <QString>

namespace quantum::editor {

// The folder of the user's own maps (under QStandardPaths::AppDataLocation): the editor
// saves there by default, New game lists what is in it. Created on first use.
QString userMapsFolder();

} // namespace quantum::editor
