#include "app/logitem.h"

#include "editor/board/faction.h"
#include "engine/state.h"

#include <QListWidgetItem>

namespace quantum {

QListWidgetItem *makeLogItem(const QString &line, const Event &event)
{
    auto *item = new QListWidgetItem(line);
    if (event.player >= 0 && event.player < kMaxPlayers)
        item->setForeground(faction::color(event.player).lighter(130));
    if (event.type == EventType::TurnStarted || event.type == EventType::GameWon) {
        QFont f = item->font();
        f.setBold(true);
        item->setFont(f);
    }
    return item;
}

} // namespace quantum
