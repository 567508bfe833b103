// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/tilepalette.h"

#include "editor/board/maprenderer.h"
#include "editor/mapdocument.h"
#include "editor/tilemime.h"

#include <QApplication>
#include <QDrag>
#include <QDragEnterEvent>
#include <QPainter>

#include <utility>

namespace quantum::editor {

namespace {
constexpr int kTile = 72; // preview size
constexpr int kPad = 8;
constexpr int kLabel = 130; // label width
constexpr int kEntryHeight = kTile + kPad;

QImage tileImage(int planet, int size)
{
    Map m;
    m.tiles.push_back(Tile{0, 0, planet, false});
    return board::renderMapPreview(m, QSize(size, size));
}
} // namespace

TilePalette::TilePalette(MapDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setAcceptDrops(true);
    setToolTip(tr("Drag a tile onto the map; drop tiles here to remove them."));
}

int TilePalette::planetOfEntry(int entry)
{
    static constexpr int kPlanets[5] = {7, 8, 9, 10, 0};
    return entry >= 0 && entry < 5 ? kPlanets[entry] : -1;
}

QRect TilePalette::entryRect(int entry) const
{
    return QRect(kPad, kPad + entry * kEntryHeight, width() - 2 * kPad, kTile);
}

int TilePalette::entryAt(const QPoint &pos) const
{
    for (int i = 0; i < entryCount(); ++i)
        if (entryRect(i).contains(pos)) return i;
    return -1;
}

QSize TilePalette::sizeHint() const
{
    return QSize(kTile + kLabel + 3 * kPad, kPad + entryCount() * kEntryHeight);
}

QString TilePalette::entryName(int entry) const
{
    const int planet = planetOfEntry(entry);
    return planet == 0 ? tr("The Void") : tr("Planet %1").arg(planet);
}

void TilePalette::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (m_removal) {
        p.fillRect(rect(), QColor(213, 94, 0, 60));
        p.setPen(QPen(QColor(213, 94, 0), 2, Qt::DashLine));
        p.drawRect(rect().adjusted(1, 1, -2, -2));
    }
    for (int i = 0; i < entryCount(); ++i) {
        const QRect r = entryRect(i);
        p.drawImage(QRect(r.topLeft(), QSize(kTile, kTile)), tileImage(planetOfEntry(i), kTile));
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(r.adjusted(kTile + kPad, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft,
                   entryName(i));
    }
    if (m_removal) {
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(rect().adjusted(kPad, 0, -kPad, -2), Qt::AlignBottom | Qt::AlignHCenter,
                   tr("Drop to remove"));
    }
}

void TilePalette::mousePressEvent(QMouseEvent *event)
{
    m_pressed = event->button() == Qt::LeftButton ? entryAt(event->position().toPoint()) : -1;
    m_pressPos = event->position().toPoint();
}

void TilePalette::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pressed < 0 || !(event->buttons() & Qt::LeftButton)) return;
    if ((event->position().toPoint() - m_pressPos).manhattanLength() <
        QApplication::startDragDistance())
        return;
    const int planet = planetOfEntry(m_pressed);
    m_pressed = -1;
    auto *drag = new QDrag(this);
    drag->setMimeData(createTileMimeData(paletteDrag(planet)));
    drag->setPixmap(QPixmap::fromImage(tileImage(planet, kTile)));
    drag->setHotSpot(QPoint(kTile / 2, kTile / 2));
    drag->exec(Qt::CopyAction);
}

void TilePalette::mouseReleaseEvent(QMouseEvent *)
{
    m_pressed = -1;
}

void TilePalette::dragEnterEvent(QDragEnterEvent *event)
{
    event->ignore();
    m_removal.reset();
    // Only this document's own tiles can be removed here.
    const std::optional<TileDrag> drag = readTileMimeData(event->mimeData());
    if (!drag || !m_document || drag->source != TileDrag::Source::Map ||
        drag->document != quintptr(m_document))
        return;
    QList<QPoint> tiles;
    for (const Tile &t : drag->tiles)
        tiles << QPoint(t.x, t.y);
    m_removal = tiles;
    event->setDropAction(Qt::MoveAction);
    event->accept();
    update();
}

void TilePalette::dragMoveEvent(QDragMoveEvent *event)
{
    event->ignore();
    if (!m_removal) return;
    event->setDropAction(Qt::MoveAction);
    event->accept();
}

void TilePalette::dragLeaveEvent(QDragLeaveEvent *)
{
    m_removal.reset();
    update();
}

void TilePalette::dropEvent(QDropEvent *event)
{
    const std::optional<QList<QPoint>> tiles = std::exchange(m_removal, std::nullopt);
    update();
    event->ignore();
    if (!tiles || !m_document || !m_document->removeTiles(*tiles)) return;
    event->setDropAction(Qt::MoveAction);
    event->accept();
}

} // namespace quantum::editor
