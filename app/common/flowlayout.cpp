// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/common/flowlayout.h"

#include <QWidget>

namespace quantum {

FlowLayout::FlowLayout(QWidget *parent, int spacing) : QLayout(parent), m_spacing(spacing)
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
    invalidate();
}

void FlowLayout::insertWidget(int index, QWidget *widget)
{
    addChildWidget(widget);
    auto *item = new QWidgetItem(widget);
    if (index < 0 || index > m_items.size())
        m_items.append(item);
    else
        m_items.insert(index, item);
    invalidate();
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size()) return nullptr;
    QLayoutItem *item = m_items.takeAt(index);
    invalidate();
    return item;
}

int FlowLayout::heightForWidth(int width) const
{
    return doLayout(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    const QMargins m = contentsMargins();
    int height = 0;
    for (const QLayoutItem *item : m_items)
        if (!item->isEmpty()) height = qMax(height, item->sizeHint().height());
    return QSize(m.left() + m.right(), height + m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // One row of everything: the width it would like, the height of one row.
    const QMargins m = contentsMargins();
    int width = 0;
    int height = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty()) continue;
        const QSize s = item->sizeHint();
        width += (width > 0 ? m_spacing : 0) + s.width();
        height = qMax(height, s.height());
    }
    return QSize(width + m.left() + m.right(), height + m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    doLayout(rect, true);
}

int FlowLayout::rowsFor(const QList<QSize> &sizes, int width, int spacing)
{
    int rows = 0;
    int x = 0;
    for (const QSize &s : sizes) {
        const int w = qMin(s.width(), width);
        if (rows == 0 || (x > 0 && x + spacing + w > width)) {
            ++rows;
            x = w;
        } else {
            x += spacing + w;
        }
    }
    return rows;
}

int FlowLayout::doLayout(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int width = qMax(1, area.width());
    // Rows first (which items, how tall), then the geometry of each item.
    struct Row {
        int first, last, height;
    };
    QList<Row> rows;
    int x = 0;
    for (int i = 0; i < m_items.size(); ++i) {
        const QLayoutItem *item = m_items[i];
        if (item->isEmpty()) continue;
        const QSize s = item->sizeHint();
        const int w = qMin(s.width(), width);
        if (rows.isEmpty() || (x > 0 && x + m_spacing + w > width)) {
            rows.append({i, i, s.height()});
            x = w;
        } else {
            x += m_spacing + w;
            rows.last().last = i;
            rows.last().height = qMax(rows.last().height, s.height());
        }
    }
    int y = area.top();
    for (const Row &row : rows) {
        int used = 0; // the width of the row's items at their size hints
        for (int i = row.first; i <= row.last; ++i)
            if (!m_items[i]->isEmpty())
                used += (used > 0 ? m_spacing : 0) + qMin(m_items[i]->sizeHint().width(), width);
        int spare = width - used;
        int left = area.left();
        for (int i = row.first; i <= row.last; ++i) {
            QLayoutItem *item = m_items[i];
            if (item->isEmpty()) continue;
            int w = qMin(item->sizeHint().width(), width);
            if (spare > 0 && (item->expandingDirections() & Qt::Horizontal)) {
                const int grown = qMin(w + spare, qMax(w, item->maximumSize().width()));
                spare -= grown - w;
                w = grown;
            }
            if (apply) {
                const int h = item->sizeHint().height();
                item->setGeometry(QRect(left, y + (row.height - h) / 2, w, h));
            }
            left += w + m_spacing;
        }
        y += row.height + m_spacing;
    }
    if (!rows.isEmpty()) y -= m_spacing;
    return y - area.top() + contentsMargins().top() + contentsMargins().bottom();
}

} // namespace quantum
