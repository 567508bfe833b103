// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QList>
#include <QRectF>

class QGraphicsView;
class QLabel;
class QTimer;

namespace quantum {

// A battle shown over the board: both dice rolling, then the values, modifiers, totals and
// the outcome once the dice have landed. It is placed where it covers neither fighting
// ship (and placed again when the view changes size). It never takes input; it fades a
// few seconds after the dice land.
class CombatBanner : public QFrame {
    Q_OBJECT
public:
    struct Side {
        int player = 0;
        QString name;
        int shipValue = 0;
        int roll = 0;
        int total = 0;
    };
    // Shown over `view`'s viewport.
    explicit CombatBanner(QGraphicsView *view);
    // `fighters`: the scene rectangles the banner must not cover (the squares of the fight:
    // where the attacker came from, where it attacks from, the target).
    void showCombat(const Side &attacker, const Side &defender, const QString &outcome,
                    bool animated, const QList<QRectF> &fighters = {});
    void place();
    const Side &attacker() const { return m_atk; }
    const Side &defender() const { return m_def; }
    const QList<QRectF> &fighters() const { return m_fighters; }
    bool isRolling() const;

signals:
    // The dice have landed: the banner shows the totals and the outcome.
    void landed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setFace(QLabel *label, int player, int value);
    void tick();
    void showSides(bool landed);

    QGraphicsView *m_view = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_atkDie = nullptr;
    QLabel *m_defDie = nullptr;
    QLabel *m_atkText = nullptr;
    QLabel *m_defText = nullptr;
    QLabel *m_outcome = nullptr;
    QTimer *m_roll = nullptr;
    QTimer *m_hide = nullptr;
    Side m_atk, m_def;
    QList<QRectF> m_fighters;
    QString m_outcomeText;
    int m_frame = 0;
};

} // namespace quantum
