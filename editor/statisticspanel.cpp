// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/statisticspanel.h"

#include "editor/mapdocument.h"
#include "editor/mapstatistics.h"

#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace quantum::editor {

StatisticsPanel::StatisticsPanel(MapDocument *document, QWidget *parent) : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(scroll);
    auto *content = new QWidget;
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    m_label = new QLabel;
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_label);
    layout->addStretch();
    setDocument(document);
}

void StatisticsPanel::setDocument(MapDocument *document)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) connect(m_document, &MapDocument::mapChanged, this, &StatisticsPanel::refresh);
    refresh();
}

QString StatisticsPanel::text() const
{
    return m_label->text();
}

void StatisticsPanel::refresh()
{
    if (!m_document) return;
    const MapStatistics s = computeStatistics(m_document->map());
    QStringList lines;
    lines << tr("%n tile(s)", nullptr, s.tiles);
    for (int i = 0; i < 4; ++i)
        lines << tr("Planet %1: %2").arg(7 + i).arg(s.planets[i]);
    lines << tr("The Void: %1").arg(s.voids);
    lines << tr("%n cube location(s); the players need %1.", nullptr, s.locations).arg(s.needed);
    lines << (s.spare >= 0 ? tr("%n spare location(s).", nullptr, s.spare)
                           : tr("%n location(s) short.", nullptr, -s.spare));
    lines << QString();
    if (s.starts.size() < 2) {
        lines << tr("Fairness: mark the starting planets to compare them.");
    } else {
        for (const StartFacts &f : s.starts)
            lines << tr("Start (%1, %2): the nearest other start is %n tile(s) away.", nullptr,
                        f.nearestStart)
                             .arg(f.tile.x())
                             .arg(f.tile.y()) +
                         QLatin1Char(' ') +
                         tr("%n cube location(s) within 2 tiles.", nullptr, f.nearbyLocations);
        lines << (s.balanced ? tr("Fairness: the starting planets look balanced.")
                             : tr("Fairness: the starting planets differ; consider the "
                                  "symmetry helpers."));
    }
    m_label->setText(lines.join(QLatin1Char('\n')));
}

void StatisticsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) refresh();
    QWidget::changeEvent(event);
}

} // namespace quantum::editor
