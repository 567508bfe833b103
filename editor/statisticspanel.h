// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace quantum::editor {
class MapDocument;

// Planets by number, cube locations (needed and spare) and a fairness hint from the
// starting planets (editor/mapstatistics.h).
class StatisticsPanel : public QWidget {
    Q_OBJECT
public:
    explicit StatisticsPanel(MapDocument *document, QWidget *parent = nullptr);
    void setDocument(MapDocument *document);
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    MapDocument *m_document = nullptr;
    QLabel *m_label = nullptr;
};

} // namespace quantum::editor
