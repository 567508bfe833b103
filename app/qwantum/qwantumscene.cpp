// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/qwantum/qwantumscene.h"

#include "app/game/gametext.h"
#include "app/qwantum/qwantumtext.h"

#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>

#include <cmath>

namespace quantum {

namespace {

constexpr int kDice = 1 + qw::kColouredDice;
constexpr int kTumbleStep = 60; // ms between the faces a tumbling die shows
constexpr qreal kGap = 12;

QString facesTip(const qw::DiceFaces &faces, int die)
{
    if (die == 0) return QwantumText::tr("The white die: 1 to 6; it counts in every colour's sum.");
    QString cells;
    for (const qw::Face &f : faces[die - 1])
        cells += QStringLiteral("<td style='background:#262730;color:%1;padding:2px 6px'><b>%2</b></td>")
                     .arg(qwantumInk(f.colour).name())
                     .arg(f.number);
    return QStringLiteral("<p>%1</p><table cellspacing=3><tr>%2</tr></table><p>%3</p>")
        .arg(fillIn(QwantumText::tr("Die %1: its six faces"), die), cells,
             QwantumText::faces(faces, die - 1).toHtmlEscaped());
}

} // namespace

QwantumScene::QwantumScene(QObject *parent) : QGraphicsScene(parent)
{
    setBackgroundBrush(QColor(0x1b, 0x1e, 0x2b));
    for (int i = 0; i < kDice; ++i) {
        auto *item = new QwantumDieItem(this, i);
        addItem(item);
        m_dice << item;
    }
    m_sums = new QwantumSumsItem(this);
    addItem(m_sums);
    for (int p = 0; p < qw::kMaxPlayers; ++p) {
        auto *item = new QwantumSheetItem(this, p);
        addItem(item);
        m_sheets << item;
    }
    m_tumble.setInterval(kTumbleStep);
    connect(&m_tumble, &QTimer::timeout, this, &QwantumScene::stepTumble);
    layoutFor(QSizeF(1000, 700));
}

QwantumScene::~QwantumScene() = default;

void QwantumScene::setNames(const QStringList &names)
{
    m_names = names;
    refreshItems();
}

void QwantumScene::show(const qw::State &state, const TableMarks &marks)
{
    const bool players = state.players != m_state.players;
    m_state = state;
    m_marks = marks;
    if (players) layoutFor(sceneRect().size());
    refreshItems();
}

void QwantumScene::refreshItems()
{
    const bool over = m_state.phase == qw::Phase::Over;
    for (int i = 0; i < kDice; ++i) {
        QwantumDieItem *item = m_dice[i];
        if (!(m_tumbling & (1u << i))) {
            DieLook look = dieLook(m_state.faces, m_state.roll, i);
            look.faded = over;
            look.selected = (m_marks.reroll >> i) & 1;
            item->setLook(look);
        }
        item->setCursor(m_marks.rerollOpen ? Qt::PointingHandCursor : Qt::ArrowCursor);
        item->setToolTip(facesTip(m_state.faces, i));
    }
    for (int p = 0; p < qw::kMaxPlayers; ++p) {
        QwantumSheetItem *item = m_sheets[p];
        item->setVisible(p < m_state.players);
        SheetMarks marks;
        marks.name = p < m_names.size() ? m_names[p] : fillIn(QwantumText::tr("Player %1"), p + 1);
        marks.misthrowText = QwantumText::misthrows();
        marks.current = (m_marks.due >> p) & 1 && !((m_marks.answered >> p) & 1);
        marks.answered = (m_marks.answered >> p) & 1;
        if (p == m_marks.viewer) {
            marks.offer = m_marks.offer;
            marks.cursorColour = m_marks.cursor;
            marks.pendingColour = m_marks.pendingColour;
            if (marks.pendingColour >= 0) marks.pendingNumber = m_state.sums()[marks.pendingColour];
            marks.pendingMisthrow = m_marks.pendingMisthrow;
        }
        item->setMarks(marks);
    }
    m_sums->update();
}

void QwantumScene::layoutFor(const QSizeF &size)
{
    const qreal w = qMax<qreal>(200, size.width()), h = qMax<qreal>(160, size.height());
    setSceneRect(0, 0, w, h);
    // The tray: seven dice in a row, the sums beneath.
    const qreal die = qBound<qreal>(24, qMin(h * 0.1, (w - 2 * kGap) / (kDice * 1.35)), 72);
    const qreal trayWidth = kDice * die * 1.3 - die * 0.3;
    for (int i = 0; i < kDice; ++i) {
        m_dice[i]->setSize(die);
        m_dice[i]->setPos((w - trayWidth) / 2 + i * die * 1.3 + (i > 0 ? die * 0.15 : 0) - die * 0.075,
                          kGap);
    }
    const qreal sumsHeight = qMax<qreal>(22, die * 0.55);
    m_sums->setBox(QRectF(kGap, kGap + die * 1.12, w - 2 * kGap, sumsHeight));
    // The sheets: the arrangement (columns x rows) that gives them the largest fields.
    const int n = qMax<int>(qw::kMinPlayers, m_state.players);
    const qreal top = kGap + die * 1.12 + sumsHeight + kGap;
    const qreal roomW = w - kGap, roomH = h - top;
    qreal best = 0;
    int bestCols = n;
    for (int cols = 1; cols <= n; ++cols) {
        const int rows = (n + cols - 1) / cols;
        const qreal cellW = roomW / cols - kGap, cellH = roomH / rows - kGap;
        const qreal sheetH = qMin(cellH, cellW * (1 / SheetGeometry::widthFor(1)));
        if (sheetH > best) {
            best = sheetH;
            bestCols = cols;
        }
    }
    const int cols = bestCols, rows = (n + cols - 1) / cols;
    const qreal sheetW = SheetGeometry::widthFor(best);
    const qreal usedW = cols * (sheetW + kGap) - kGap, usedH = rows * (best + kGap) - kGap;
    const qreal left = (w - usedW) / 2, top2 = top + (roomH - kGap - usedH) / 2;
    for (int p = 0; p < qw::kMaxPlayers; ++p) {
        const int col = p % cols, row = p / cols;
        m_sheets[p]->setBox(QRectF(left + col * (sheetW + kGap), top2 + row * (best + kGap), sheetW, best));
    }
    update();
}

QRectF QwantumScene::fieldRect(int player, int colour, int field) const
{
    return m_sheets[player]->geometry().field[colour][field];
}

QRectF QwantumScene::misthrowRect(int player, int box) const
{
    return m_sheets[player]->geometry().misthrow[box];
}

qreal QwantumScene::fieldSize() const
{
    return m_sheets[0]->geometry().field[0][0].height();
}

void QwantumScene::tumble(uint8_t mask, int ms)
{
    m_tumbling = mask & qw::kAllDice;
    m_tumbleLeft = ms / kTumbleStep;
    if (!m_tumbling || m_tumbleLeft <= 0) {
        m_tumbling = 0;
        m_tumble.stop();
        refreshItems();
        emit tumbled();
        return;
    }
    m_tumble.start();
    stepTumble();
}

void QwantumScene::stepTumble()
{
    if (--m_tumbleLeft < 0) {
        m_tumble.stop();
        m_tumbling = 0;
        refreshItems();
        emit tumbled();
        return;
    }
    for (int i = 0; i < kDice; ++i) {
        if (!(m_tumbling & (1u << i))) continue;
        m_noise = m_noise * 1664525u + 1013904223u;
        qw::Roll roll = m_state.roll;
        const int face = int((m_noise >> 16) % 6);
        if (i == 0) roll.white = int8_t(face + 1);
        else roll.face[i - 1] = int8_t(face);
        DieLook look = dieLook(m_state.faces, roll, i);
        m_dice[i]->setLook(look);
        m_dice[i]->setRotation(((m_noise >> 8) % 31) - 15.0);
    }
    if (m_tumbleLeft == 0)
        for (QwantumDieItem *d : m_dice) d->setRotation(0);
}

// ---- the view

QwantumView::QwantumView(QwantumScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent), m_table(scene)
{
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setFrameShape(QFrame::NoFrame);
}

void QwantumView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    m_table->layoutFor(viewport()->size());
    setSceneRect(m_table->sceneRect());
}

// ---- the dice

QwantumDieItem::QwantumDieItem(QwantumScene *scene, int index) : m_scene(scene), m_index(index)
{
    setAcceptedMouseButtons(Qt::LeftButton);
}

void QwantumDieItem::setSize(qreal size)
{
    prepareGeometryChange();
    m_size = size;
    setTransformOriginPoint(size / 2, size / 2);
}

void QwantumDieItem::setLook(const DieLook &look)
{
    m_look = look;
    update();
}

void QwantumDieItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    drawQwantumDie(painter, boundingRect(), m_look);
}

void QwantumDieItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) emit m_scene->dieClicked(m_index);
}

// ---- the sheets

QwantumSheetItem::QwantumSheetItem(QwantumScene *scene, int player)
    : m_scene(scene), m_player(player)
{
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton);
}

void QwantumSheetItem::setBox(const QRectF &box)
{
    prepareGeometryChange();
    m_box = box;
}

void QwantumSheetItem::setMarks(const SheetMarks &marks)
{
    m_marks = marks;
    update();
}

void QwantumSheetItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_player < m_scene->m_state.players)
        drawScoreSheet(painter, m_box, m_scene->m_state.sheets[m_player], m_scene->m_state.options,
                       m_marks);
}

int QwantumSheetItem::target(const QPointF &pos) const
{
    if (m_player != m_scene->m_marks.viewer) return -1;
    const SheetGeometry g(m_box);
    const qw::Sheet &sheet = m_scene->m_state.sheets[m_player];
    for (int c = 0; c < qw::kColours; ++c)
        if (m_scene->m_marks.offer[c] >= 0 && sheet.filled[c] < qw::kFields &&
            g.field[c][sheet.filled[c]].adjusted(-4, -4, 4, 4).contains(pos))
            return c;
    if (m_scene->m_marks.misthrowOffered && sheet.misthrows < qw::kMaxMisthrows &&
        g.misthrow[sheet.misthrows].adjusted(-4, -4, 4, 4).contains(pos))
        return qw::kColours;
    return -1;
}

void QwantumSheetItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    const int t = target(event->pos());
    if (t == qw::kColours) emit m_scene->misthrowClicked();
    else if (t >= 0) emit m_scene->fieldClicked(t);
    else event->ignore();
}

void QwantumSheetItem::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    setCursor(target(event->pos()) >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

// ---- the sums

void QwantumSumsItem::setBox(const QRectF &box)
{
    prepareGeometryChange();
    m_box = box;
}

void QwantumSumsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const qw::State &s = m_scene->m_state;
    const std::array<int, qw::kColours> sums = s.sums();
    const qreal h = m_box.height();
    QFont font;
    font.setPixelSize(qMax(10, qRound(h * 0.55)));
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF fm(font);
    QStringList texts;
    qreal total = 0;
    for (int c = 0; c < qw::kColours; ++c) {
        texts << QStringLiteral("%1 %2").arg(QwantumText::colour(qw::Colour(c))).arg(sums[c]);
        total += h + fm.horizontalAdvance(texts.back()) + h * 0.9;
    }
    qreal x = m_box.center().x() - total / 2;
    painter->setRenderHint(QPainter::Antialiasing);
    for (int c = 0; c < qw::kColours; ++c) {
        const qreal tw = fm.horizontalAdvance(texts[c]);
        const QRectF chip(x, m_box.top(), h * 1.3 + tw, h);
        const bool closed = s.closed == c && s.phase == qw::Phase::Others;
        painter->setOpacity(closed ? 0.4 : 1.0);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x2c, 0x30, 0x42));
        painter->drawRoundedRect(chip, h * 0.3, h * 0.3);
        drawColourMark(painter, QRectF(chip.left() + h * 0.2, chip.top() + h * 0.2, h * 0.6, h * 0.6),
                       qw::Colour(c));
        painter->setPen(qwantumInk(qw::Colour(c)));
        painter->drawText(QRectF(chip.left() + h, chip.top(), tw + h * 0.2, h), Qt::AlignCenter, texts[c]);
        if (closed) {
            painter->setOpacity(1.0);
            painter->setPen(QPen(QColor(0xee, 0xee, 0xee), qMax(2.0, h * 0.08)));
            painter->drawLine(QPointF(chip.left(), chip.center().y()), QPointF(chip.right(), chip.center().y()));
        }
        x += chip.width() + h * 0.6;
    }
    painter->setOpacity(1.0);
}

} // namespace quantum
