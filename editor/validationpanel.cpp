// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/validationpanel.h"

#include "editor/mapdocument.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QStyle>
#include <QVBoxLayout>

namespace quantum::editor {

namespace {
enum Role { HasTileRole = Qt::UserRole + 1, TileRole, NameRole };
}

ValidationPanel::ValidationPanel(MapDocument *document, QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_list = new QListWidget;
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    layout->addWidget(m_summary);
    layout->addWidget(m_list, 1);
    connect(m_list, &QListWidget::itemClicked, this, &ValidationPanel::activate);
    connect(m_list, &QListWidget::itemActivated, this, &ValidationPanel::activate);
    setDocument(document);
}

void ValidationPanel::setDocument(MapDocument *document)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &MapDocument::problemsChanged, this, &ValidationPanel::refresh);
    refresh();
}

QString ValidationPanel::summary() const
{
    return m_summary->text();
}

void ValidationPanel::refresh()
{
    m_list->clear();
    if (!m_document) return;
    int errors = 0, notices = 0;
    // Errors first, then notices, each in the validator's order.
    for (int pass = 0; pass < 2; ++pass) {
        for (const MapProblem &p : m_document->problems()) {
            if (p.notice != (pass == 1)) continue;
            (p.notice ? notices : errors) += 1;
            auto *item =
                new QListWidgetItem(style()->standardIcon(p.notice ? QStyle::SP_MessageBoxWarning
                                                                   : QStyle::SP_MessageBoxCritical),
                                    p.text());
            item->setData(HasTileRole, p.hasTile);
            item->setData(TileRole, QPoint(p.x, p.y));
            item->setToolTip(p.hasTile ? tr("Click to show the tile") : QString());
            m_list->addItem(item);
        }
    }
    if (!m_document->hasName()) {
        notices += 1;
        auto *item = new QListWidgetItem(style()->standardIcon(QStyle::SP_MessageBoxWarning),
                                         MapDocument::noNameWarning());
        item->setData(NameRole, true);
        item->setToolTip(tr("Click to name the map"));
        m_list->addItem(item);
    }
    if (errors == 0 && notices == 0)
        m_summary->setText(tr("The map is ready to play."));
    else if (errors == 0)
        m_summary->setText(tr("The map is playable, with %n notice(s).", nullptr, notices));
    else
        m_summary->setText(
            tr("%n error(s): the map can be saved as a draft but not played.", nullptr, errors));
}

void ValidationPanel::activate(QListWidgetItem *item)
{
    if (item && item->data(HasTileRole).toBool())
        emit tileRequested(item->data(TileRole).toPoint());
    else if (item && item->data(NameRole).toBool())
        emit nameRequested();
}

void ValidationPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) refresh();
    QWidget::changeEvent(event);
}

} // namespace quantum::editor
