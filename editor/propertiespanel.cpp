// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/propertiespanel.h"

#include "editor/mapdocument.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace quantum::editor {

PropertiesPanel::PropertiesPanel(MapDocument *document, QWidget *parent) : QWidget(parent)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(4, 4, 4, 4);
    m_name = new QLineEdit;
    m_author = new QLineEdit;
    m_description = new QLineEdit;
    m_players = new QSpinBox;
    m_players->setRange(2, 4);
    m_players->setKeyboardTracking(false);
    m_cubes = new QSpinBox;
    m_cubes->setRange(4, 7);
    m_cubes->setKeyboardTracking(false);
    QWidget *fields[5] = {m_name, m_author, m_description, m_players, m_cubes};
    for (int i = 0; i < 5; ++i) {
        m_labels[i] = new QLabel;
        m_labels[i]->setBuddy(fields[i]);
        form->addRow(m_labels[i], fields[i]);
    }
    for (QLineEdit *e : {m_name, m_author, m_description})
        connect(e, &QLineEdit::editingFinished, this, &PropertiesPanel::commit);
    for (QSpinBox *b : {m_players, m_cubes})
        connect(b, &QSpinBox::valueChanged, this, &PropertiesPanel::commit);
    retranslate();
    setDocument(document);
}

void PropertiesPanel::setDocument(MapDocument *document)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &MapDocument::propertiesChanged, this, &PropertiesPanel::refresh);
    refresh();
}

void PropertiesPanel::refresh()
{
    if (!m_document) return;
    const Map &m = m_document->map();
    const QSignalBlocker b1(m_players), b2(m_cubes);
    if (m_name->text() != m.name) m_name->setText(m.name);
    if (m_author->text() != m.author) m_author->setText(m.author);
    if (m_description->text() != m.description) m_description->setText(m.description);
    m_players->setValue(m.players);
    m_cubes->setValue(m.cubes);
}

void PropertiesPanel::commit()
{
    if (!m_document) return;
    MapProperties p = propertiesOf(m_document->map());
    p.name = m_name->text();
    p.author = m_author->text();
    p.description = m_description->text();
    // A file may hold an out-of-range count the spin box cannot show: keep it unless the
    // user changed the box.
    if (m_players->value() != qBound(2, p.players, 4)) p.players = m_players->value();
    if (m_cubes->value() != qBound(4, p.cubes, 7)) p.cubes = m_cubes->value();
    m_document->setProperties(p);
}

void PropertiesPanel::retranslate()
{
    m_labels[0]->setText(tr("&Name:"));
    m_labels[1]->setText(tr("&Author:"));
    m_labels[2]->setText(tr("&Description:"));
    m_labels[3]->setText(tr("&Players:"));
    m_labels[4]->setText(tr("&Cubes per player:"));
    m_description->setPlaceholderText(tr("One sentence about the map"));
}

void PropertiesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

} // namespace quantum::editor
