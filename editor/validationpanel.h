// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;

namespace quantum::editor {
class MapDocument;

// The live list of the map's problems (the engine's validateMap), errors first, each in
// plain words, then the editor's warning of a map without a name (a notice: the map can
// still be played); clicking a problem with a place asks to show that tile, clicking the
// name warning asks for the name field.
class ValidationPanel : public QWidget {
    Q_OBJECT
public:
    explicit ValidationPanel(MapDocument *document, QWidget *parent = nullptr);
    void setDocument(MapDocument *document);

    QListWidget *list() const { return m_list; }
    QString summary() const;

signals:
    void tileRequested(const QPoint &tile);
    void nameRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void activate(QListWidgetItem *item);

    MapDocument *m_document = nullptr;
    QLabel *m_summary = nullptr;
    QListWidget *m_list = nullptr;
};

} // namespace quantum::editor
