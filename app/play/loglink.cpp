// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/loglink.h"

#include "app/play/playscene.h"

#include <QEvent>
#include <QListWidget>

namespace quantum {

LogLink::LogLink(QListWidget *log, PlayScene *scene, QObject *parent)
    : QObject(parent), m_log(log), m_scene(scene)
{
    m_log->setMouseTracking(true);
    m_log->viewport()->installEventFilter(this);
    connect(m_log, &QListWidget::itemEntered, this, &LogLink::show);
    connect(m_log, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const BoardPlaces places = placesOf(item);
        m_pinned = places == m_pinned ? BoardPlaces() : places;
        show(item);
    });
}

void LogLink::show(const QListWidgetItem *item)
{
    const BoardPlaces places = item ? placesOf(item) : m_pinned;
    m_scene->setLinked(places.squares, places.planets, places.ships);
}

void LogLink::showPinned()
{
    show(nullptr);
}

void LogLink::reset()
{
    m_pinned = {};
    showPinned();
}

bool LogLink::eventFilter(QObject *watched, QEvent *event)
{
    // The pointer leaves the log: the clicked line's places, if any, stay highlighted.
    if (watched == m_log->viewport() && event->type() == QEvent::Leave) showPinned();
    return QObject::eventFilter(watched, event);
}

} // namespace quantum
