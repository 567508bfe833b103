// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLayout>
#include <QList>

namespace quantum {

// Items left to right, wrapping onto a new row when the next one does not fit. It asks no
// minimum width of its own: an item wider than the whole row is given the row's width (the
// owner decides what to do about it, see PromptBar). An item that expands horizontally is
// widened up to the end of its row, within its maximum width.
class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget *parent = nullptr, int spacing = 6);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    void insertWidget(int index, QWidget *widget);
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override;
    int spacing() const override { return m_spacing; }

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

    // How many rows items of these sizes take in `width` (0 for none).
    static int rowsFor(const QList<QSize> &sizes, int width, int spacing);

private:
    int doLayout(const QRect &rect, bool apply) const;

    QList<QLayoutItem *> m_items;
    int m_spacing;
};

} // namespace quantum
