// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/play/logitem.h"

#include <QObject>

class QListWidget;
class QListWidgetItem;

namespace quantum {

class PlayScene;

// Links a log to its board: hovering a line highlights the squares, planets and ships it
// names; a click keeps them highlighted (pinned) until the same line is clicked again. The
// game page and the replay share it.
class LogLink : public QObject {
    Q_OBJECT
public:
    LogLink(QListWidget *log, PlayScene *scene, QObject *parent = nullptr);
    void showPinned(); // back to the pinned line's places (none when nothing is pinned)
    void reset();      // forget the pinned line (a new game, a rebuilt log)

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void show(const QListWidgetItem *item);

    QListWidget *m_log;
    PlayScene *m_scene;
    BoardPlaces m_pinned;
};

} // namespace quantum
