// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace quantum::editor {
class MapDocument;

// Name, author, description, player count and cubes per player; each finished change is
// one undo step, and the steps of a spin box merge into one (SetMapProperties).
class PropertiesPanel : public QWidget {
    Q_OBJECT
public:
    explicit PropertiesPanel(MapDocument *document, QWidget *parent = nullptr);
    void setDocument(MapDocument *document);

    QLineEdit *nameEdit() const { return m_name; }
    QSpinBox *playersBox() const { return m_players; }
    QSpinBox *cubesBox() const { return m_cubes; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void commit();
    void retranslate();

    MapDocument *m_document = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_author = nullptr;
    QLineEdit *m_description = nullptr;
    QSpinBox *m_players = nullptr;
    QSpinBox *m_cubes = nullptr;
    QLabel *m_labels[5] = {};
};

} // namespace quantum::editor
