#pragma once

#include "engine/action.h"

#include <QString>

class QListWidgetItem;

namespace quantum {

// A line of the game log: in the faction colour of the event's player, turn starts and the
// win in bold. The game page and the replay build their logs with it.
QListWidgetItem *makeLogItem(const QString &line, const Event &event);

} // namespace quantum
