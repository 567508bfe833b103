// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPoint>
#include <QWidget>

#include <optional>

namespace quantum::editor {
class MapDocument;

// The palette of tiles: planet 7, 8, 9, 10 and the Void, one under the other. Drag one
// onto the map to place it; drop tiles from the map here to remove them.
class TilePalette : public QWidget {
    Q_OBJECT
public:
    explicit TilePalette(MapDocument *document, QWidget *parent = nullptr);

    void setDocument(MapDocument *document) { m_document = document; }

    static int entryCount() { return 5; }
    static int planetOfEntry(int entry); // 7, 8, 9, 10, then 0 (the Void)
    QRect entryRect(int entry) const;
    int entryAt(const QPoint &pos) const; // -1 when none

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    QString entryName(int entry) const;

    MapDocument *m_document = nullptr;
    int m_pressed = -1;
    QPoint m_pressPos;
    // During a drag of this document's tiles over the palette: the tiles a drop removes,
    // read from the drag's data once, on drag enter.
    std::optional<QList<QPoint>> m_removal;
};

} // namespace quantum::editor
