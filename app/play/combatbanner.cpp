// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/combatbanner.h"

#include "app/art/diceart.h"
#include "app/game/gametext.h"

#include <QEvent>
#include <QGraphicsView>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QTimer>

#include <algorithm>

namespace quantum {

namespace {
constexpr int kFrames = 8;
constexpr int kDieSize = 44;

// A rolling die: a white die with black pips (the weapons and defence dice are neutral).
QPixmap rollDie(int value, qreal dpr)
{
    return shipDiePixmap(-1, value, kDieSize, dpr);
}
} // namespace

CombatBanner::CombatBanner(QGraphicsView *view) : QFrame(view->viewport()), m_view(view)
{
    setObjectName(QStringLiteral("combatBanner"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setStyleSheet(QStringLiteral("#combatBanner { background: rgba(16, 20, 30, 230); border: 1px "
                                 "solid #5a6580; border-radius: 10px; }"
                                 "QLabel { background: transparent; color: #e6e9f0; }"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(16, 10, 16, 10);
    grid->setHorizontalSpacing(12);
    m_title = new QLabel;
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setStyleSheet(QStringLiteral("font-weight: 600; font-size: 11pt;"));
    m_atkDie = new QLabel;
    m_defDie = new QLabel;
    m_atkDie->setFixedSize(kDieSize + 4, kDieSize + 4);
    m_defDie->setFixedSize(kDieSize + 4, kDieSize + 4);
    m_atkText = new QLabel;
    m_defText = new QLabel;
    m_outcome = new QLabel;
    m_outcome->setAlignment(Qt::AlignCenter);
    m_outcome->setStyleSheet(QStringLiteral("font-weight: 700; font-size: 12pt; color: #ffd75a;"));
    grid->addWidget(m_title, 0, 0, 1, 4);
    grid->addWidget(m_atkDie, 1, 0);
    grid->addWidget(m_atkText, 1, 1);
    grid->addWidget(m_defText, 1, 2);
    grid->addWidget(m_defDie, 1, 3);
    grid->addWidget(m_outcome, 2, 0, 1, 4);
    m_roll = new QTimer(this);
    m_roll->setInterval(60);
    connect(m_roll, &QTimer::timeout, this, &CombatBanner::tick);
    m_hide = new QTimer(this);
    m_hide->setSingleShot(true);
    m_hide->setInterval(4000);
    connect(m_hide, &QTimer::timeout, this, &QWidget::hide);
    // Placed again once the view has fitted the board to its new size.
    view->installEventFilter(this);
    hide();
}

bool CombatBanner::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::Resize && isVisible())
        QMetaObject::invokeMethod(this, &CombatBanner::place, Qt::QueuedConnection);
    return QFrame::eventFilter(watched, event);
}

void CombatBanner::setFace(QLabel *label, int, int value)
{
    label->setPixmap(rollDie(value, devicePixelRatioF()));
}

void CombatBanner::showCombat(const Side &atk, const Side &def, const QString &outcome,
                              bool animated, const QList<QRectF> &fighters)
{
    m_atk = atk;
    m_def = def;
    m_fighters = fighters;
    m_title->setText(fillIn(tr("%1 attacks %2"), atk.name, def.name));
    m_outcomeText = outcome;
    m_hide->stop();
    m_frame = animated ? 0 : kFrames;
    showSides(!animated);
    adjustSize();
    place();
    show();
    raise();
    if (animated) m_roll->start();
    tick();
}

bool CombatBanner::isRolling() const
{
    return m_roll->isActive();
}

// While the dice roll, the banner says what each side brings; the roll, the totals and the
// outcome only once they have landed.
void CombatBanner::showSides(bool landed)
{
    auto sideText = [landed](const Side &s) {
        if (!landed) return fillIn(tr("ship %1 + roll …"), s.shipValue);
        const int modifier = s.total - s.shipValue - s.roll;
        if (modifier == 0)
            return fillIn(tr("ship %1 + roll %2 = <b>%3</b>"), s.shipValue, s.roll, s.total);
        //: The combat banner: a ship's value %1 plus its die %2, then %3 the cards' bonus written as "+ 2" or "− 1", equals the total %4.
        return fillIn(tr("ship %1 + roll %2 %3 cards = <b>%4</b>"), s.shipValue, s.roll,
                      modifier > 0 ? QStringLiteral("+ %1").arg(modifier)
                                   : QStringLiteral("− %1").arg(-modifier),
                      s.total);
    };
    m_atkText->setText(tr("Attack: %1").arg(sideText(m_atk)));
    m_defText->setText(tr("Defence: %1").arg(sideText(m_def)));
    m_outcome->setText(landed ? m_outcomeText : tr("Rolling…"));
}

void CombatBanner::tick()
{
    if (m_frame >= kFrames) {
        m_roll->stop();
        setFace(m_atkDie, m_atk.player, m_atk.roll);
        setFace(m_defDie, m_def.player, m_def.roll);
        showSides(true);
        adjustSize();
        place();
        m_hide->start(); // the outcome stays a few seconds from the landing
        emit landed();
        return;
    }
    setFace(m_atkDie, m_atk.player, (m_atk.roll + m_frame) % 6 + 1);
    setFace(m_defDie, m_def.player, (m_def.roll + 2 * m_frame) % 6 + 1);
    ++m_frame;
}

// The first place clear of the squares of the fight: top centre, bottom centre, then the
// corners and the sides; when none is clear, the one that covers the least of them.
void CombatBanner::place()
{
    QWidget *area = parentWidget();
    if (!area) return;
    QList<QRect> avoid;
    for (const QRectF &r : std::as_const(m_fighters))
        avoid.append(m_view->mapFromScene(r).boundingRect().adjusted(-6, -6, 6, 6));
    const int m = 12;
    const int w = width();
    const int h = height();
    const int right = area->width() - w - m;
    const int bottom = area->height() - h - m;
    const int cx = (area->width() - w) / 2;
    const int cy = (area->height() - h) / 2;
    const QList<QPoint> candidates = {{cx, m},     {cx, bottom},    {m, m},  {right, m},
                                      {m, bottom}, {right, bottom}, {m, cy}, {right, cy}};
    QPoint best = candidates.first();
    qint64 least = -1;
    for (const QPoint &p : candidates) {
        const QRect r(p, size());
        qint64 covered = 0;
        for (const QRect &a : std::as_const(avoid)) {
            const QRect both = a.intersected(r);
            if (!both.isEmpty()) covered += qint64(both.width()) * both.height();
        }
        if (least < 0 || covered < least) {
            least = covered;
            best = p;
        }
        if (covered == 0) break;
    }
    move(best);
}

} // namespace quantum
