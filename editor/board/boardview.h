// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

namespace quantum::board {

// A view on a board scene: space background, antialiasing, drag to pan, zoom with the
// wheel (under the mouse) and the +/- keys. Until the user zooms (or a subclass holds the
// view), the scene rectangle is kept fitted to the view on every resize; fitToScene()
// (key 0) returns to that.
class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    explicit BoardView(QGraphicsScene *scene, QWidget *parent = nullptr);

    qreal zoom() const; // current scale, 1.0 = 64 px per square
    bool isFitted() const { return m_autoFit; }

public slots:
    void zoomIn();
    void zoomOut();
    void zoomBy(qreal factor);
    virtual void fitToScene();

protected:
    // Stops fitting on resize, keeping the zoom and position as they are.
    void holdView() { m_autoFit = false; }
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void fit();
    qreal fittedZoom() const;

    bool m_autoFit = true;
    int m_wheelRemainder = 0;
};

} // namespace quantum::board
