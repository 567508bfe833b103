// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The items the play board draws over the map: a ship die (with its moves animated), the
// marks of other players' last moves, and the preview path of what a click would do. Only
// PlayScene makes them (app/play/playscene.cpp).
#include "app/art/diceart.h"
#include "editor/board/boardgeometry.h"
#include "engine/rules.h"

#include <QGraphicsObject>
#include <QPainter>
#include <QPainterPathStroker>
#include <QPropertyAnimation>
#include <QVariantAnimation>

#include <algorithm>
#include <limits>

namespace quantum {

inline constexpr qreal kDie = 46.0; // a ship die's side on the board, scene units

// One ship die on the board.
class ShipItem : public QGraphicsObject {
public:
    ShipItem(int player, int value) : m_player(player), m_value(value), m_shown(value)
    {
        setZValue(10);
    }
    void setValue(int value, bool animated, int duration)
    {
        if (value == m_value) return;
        m_value = value;
        if (!animated) {
            m_shown = value;
            update();
            return;
        }
        // A short roll: a few faces flick by before the new value settles.
        auto *roll = new QVariantAnimation(this);
        roll->setDuration(duration);
        roll->setStartValue(0);
        roll->setEndValue(5);
        connect(roll, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
            m_shown = (m_value + v.toInt()) % 6 + 1;
            update();
        });
        connect(roll, &QVariantAnimation::finished, this, [this] {
            m_shown = m_value;
            update();
        });
        roll->start(QAbstractAnimation::DeleteWhenStopped);
    }
    void setSelected(bool on)
    {
        if (on != m_selected) {
            m_selected = on;
            update();
        }
    }
    void setOffered(bool on)
    {
        if (on != m_offered) {
            m_offered = on;
            update();
        }
    }
    void setLinked(bool on) // named by the log line under the pointer
    {
        if (on != m_linked) {
            m_linked = on;
            update();
        }
    }
    QRectF boundingRect() const override { return QRectF(-30, -30, 60, 60); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        if (m_selected || m_offered) {
            painter->setPen(QPen(m_selected ? QColor(255, 255, 255) : QColor(255, 255, 255, 110),
                                 m_selected ? 3.5 : 2.0,
                                 m_selected ? Qt::SolidLine : Qt::DashLine));
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(QRectF(-28, -28, 56, 56), 12, 12);
        }
        if (m_linked) {
            painter->setPen(QPen(QColor(90, 230, 255), 4.0));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(QPointF(0, 0), 29, 29);
        }
        drawShipDie(painter, m_player, m_shown, QRectF(-kDie / 2, -kDie / 2, kDie, kDie));
    }

private:
    int m_player;
    int m_value;
    int m_shown; // the face on show (differs from m_value while rolling)
    bool m_selected = false;
    bool m_offered = false;
    bool m_linked = false;
};

// Highlights drawn in one item: offered squares, planets and the last move.
class MarksItem : public QGraphicsItem {
public:
    enum Kind { Move, Attack, Planet, Place, LastFrom, LastTo, Chosen, Linked };
    struct Mark {
        QRectF rect;
        Kind kind;
    };
    MarksItem() { setZValue(5); }
    void setMarks(const QList<Mark> &marks)
    {
        prepareGeometryChange();
        m_marks = marks;
        m_bounds = QRectF();
        for (const Mark &m : m_marks)
            m_bounds |= m.rect.adjusted(-4, -4, 4, 4);
        update();
    }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        for (const Mark &m : m_marks) {
            const QRectF r = m.rect.adjusted(4, 4, -4, -4);
            switch (m.kind) {
            case Move:
                painter->setPen(QPen(QColor(120, 230, 160), 2.5));
                painter->setBrush(QColor(120, 230, 160, 60));
                painter->drawRoundedRect(r, 8, 8);
                break;
            case Place:
                painter->setPen(QPen(QColor(130, 200, 255), 2.5));
                painter->setBrush(QColor(130, 200, 255, 60));
                painter->drawRoundedRect(r, 8, 8);
                break;
            case Attack:
                painter->setPen(QPen(QColor(255, 90, 80), 3.5));
                painter->setBrush(QColor(255, 90, 80, 50));
                painter->drawRoundedRect(m.rect.adjusted(1, 1, -1, -1), 10, 10);
                break;
            case Planet:
                painter->setPen(QPen(QColor(255, 215, 90), 3.5, Qt::DashLine));
                painter->setBrush(QColor(255, 215, 90, 35));
                painter->drawEllipse(m.rect.center(), m.rect.width() * 0.48,
                                     m.rect.height() * 0.48);
                break;
            case LastFrom:
                painter->setPen(QPen(QColor(180, 140, 255, 200), 2.0, Qt::DotLine));
                painter->setBrush(Qt::NoBrush);
                painter->drawRoundedRect(r, 8, 8);
                break;
            case LastTo:
                painter->setPen(QPen(QColor(180, 140, 255), 3.0));
                painter->setBrush(QColor(180, 140, 255, 40));
                painter->drawRoundedRect(r, 8, 8);
                break;
            case Chosen: // a square an earlier click of the pick chose
                painter->setPen(QPen(QColor(255, 255, 255), 3.0));
                painter->setBrush(QColor(255, 255, 255, 45));
                painter->drawRoundedRect(r, 8, 8);
                break;
            case Linked: // named by the log line under the pointer
                painter->setPen(QPen(QColor(90, 230, 255), 4.0));
                painter->setBrush(QColor(90, 230, 255, 55));
                painter->drawRoundedRect(m.rect.adjusted(2, 2, -2, -2), 10, 10);
                break;
            }
        }
    }

private:
    QList<Mark> m_marks;
    QRectF m_bounds;
};

// Arrows of the preview: the main path bold, alternatives (other attack-from squares) faint.
// Ghosts: the ships where the click would put them (an attacker on its attack-from square,
// a transport's Flagship and passenger), drawn faint.
class PathItem : public QGraphicsItem {
public:
    struct Ghost {
        int player = 0;
        int value = 1;
        QPointF pos;
        bool operator==(const Ghost &) const = default;
    };
    PathItem() { setZValue(8); }
    void setPaths(const QList<QPolygonF> &paths, const QList<Ghost> &ghosts)
    {
        if (paths == m_paths && ghosts == m_ghosts) return;
        prepareGeometryChange();
        m_paths = paths;
        m_ghosts = ghosts;
        m_bounds = QRectF();
        for (const QPolygonF &p : m_paths)
            m_bounds |= p.boundingRect().adjusted(-16, -16, 16, 16);
        for (const Ghost &g : m_ghosts)
            m_bounds |= QRectF(g.pos - QPointF(kDie / 2, kDie / 2), QSizeF(kDie, kDie));
        setVisible(!m_paths.isEmpty() || !m_ghosts.isEmpty());
        update();
    }
    const QList<QPolygonF> &paths() const { return m_paths; }
    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override
    {
        QPainterPath out;
        if (!m_paths.isEmpty()) out.addPolygon(m_paths.first());
        QPainterPathStroker stroker;
        stroker.setWidth(8);
        return stroker.createStroke(out);
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setOpacity(0.5);
        for (const Ghost &g : m_ghosts)
            drawShipDie(painter, g.player, g.value,
                        QRectF(g.pos - QPointF(kDie / 2, kDie / 2), QSizeF(kDie, kDie)));
        painter->setOpacity(1.0);
        for (int i = int(m_paths.size()) - 1; i >= 0; --i) { // the main path on top
            const QPolygonF &p = m_paths[i];
            if (p.size() < 2) continue;
            const bool main = i == 0;
            const QColor c = main ? QColor(255, 236, 150) : QColor(255, 236, 150, 110);
            painter->setPen(QPen(c, main ? 5 : 3, main ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap,
                                 Qt::RoundJoin));
            painter->setBrush(Qt::NoBrush);
            QPolygonF shortened = p;
            if (shortened.size() >= 2) { // the line stops under the arrowhead
                const QLineF end(shortened.last(), shortened[shortened.size() - 2]);
                if (end.length() >= 1)
                    shortened.last() += (shortened[shortened.size() - 2] - shortened.last()) /
                                        end.length() * std::min<qreal>(30, end.length() / 2);
            }
            painter->drawPolyline(shortened);
            for (int k = 1; k + 1 < p.size(); ++k) { // the squares passed through
                painter->setBrush(c);
                painter->drawEllipse(p[k], main ? 6 : 4, main ? 6 : 4);
            }
            // The arrowhead at the end, short of the square's centre so that a ship there
            // does not hide it.
            const QPointF last = p.last(), back = p[p.size() - 2];
            const QLineF line(last, back);
            if (line.length() < 1) continue;
            const QPointF u = (back - last) / line.length();
            const QPointF tip = last + u * std::min<qreal>(24, line.length() / 2);
            const QPointF n(-u.y(), u.x());
            const qreal len = main ? 18 : 12;
            QPolygonF head;
            head << tip << tip + u * len + n * len * 0.55 << tip + u * len - n * len * 0.55;
            painter->setPen(Qt::NoPen);
            painter->setBrush(c);
            painter->drawPolygon(head);
        }
    }

private:
    QList<QPolygonF> m_paths;
    QList<Ghost> m_ghosts;
    QRectF m_bounds;
};

} // namespace quantum
