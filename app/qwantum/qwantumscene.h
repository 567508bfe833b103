// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/art/qwantumart.h"
#include "engine/qwantum/rules.h"

#include <QGraphicsObject>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QList>
#include <QStringList>
#include <QTimer>

#include <array>

namespace quantum {

class QwantumDieItem;
class QwantumSheetItem;
class QwantumSumsItem;

// What the table shows besides the position: whose sheet offers fields, the choice not yet
// confirmed, the dice marked for the re-roll, the keyboard's cursor, who has answered.
struct TableMarks {
    int viewer = -1;                               // the sheet that offers its fields
    std::array<int, qw::kColours> offer{-1, -1, -1, -1}; // the sum each row may take, else -1
    bool misthrowOffered = false;                  // the viewer's misthrow box can be chosen
    int pendingColour = -1;                        // chosen, not confirmed
    bool pendingMisthrow = false;
    uint8_t reroll = 0;         // dice marked (bit 0 the white die, bit 1 + i coloured die i)
    bool rerollOpen = false;    // the dice can be marked
    int cursor = -1;            // the keyboard's row on the viewer's sheet
    uint8_t answered = 0;       // phase 2: a bit for each player who has answered
    uint8_t due = 0;            // a bit for each player whose decision is due
};

// The table of a game of Qwantum (docs/play.md, "Qwantum"): the dice tray with the seven dice,
// the colour sums of the roll, and every player's score sheet, laid out to fill the view it is
// shown in (one scene pixel to one view pixel, the sheets as large as the room allows). It
// shows what it is given and reports clicks; the page decides.
class QwantumScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit QwantumScene(QObject *parent = nullptr);
    ~QwantumScene() override;

    void setNames(const QStringList &names);
    void show(const qw::State &state, const TableMarks &marks);
    const qw::State &shown() const { return m_state; }
    // Lays the table out in a view of `size` pixels.
    void layoutFor(const QSizeF &size);
    // The dice of `mask` tumble for `ms` milliseconds and land on the shown roll; `done` is
    // emitted at the end (at once when `ms` is 0).
    void tumble(uint8_t mask, int ms);
    bool tumbling() const { return m_tumble.isActive(); }

    QwantumDieItem *die(int index) const { return m_dice.value(index); } // 0 white, 1-6 coloured
    QwantumSheetItem *sheet(int player) const { return m_sheets.value(player); }
    QwantumSumsItem *sums() const { return m_sums; }
    // Where a field, a misthrow box and a die lie in the scene (tests, the tutorial's pointer).
    QRectF fieldRect(int player, int colour, int field) const;
    QRectF misthrowRect(int player, int box) const;
    // The height of a field on the sheets, in pixels.
    qreal fieldSize() const;

signals:
    void dieClicked(int die);
    void fieldClicked(int colour);   // on the viewer's sheet: a row that offers a field
    void misthrowClicked();          // the viewer's misthrow box
    void tumbled();

private:
    friend class QwantumSheetItem;
    friend class QwantumDieItem;
    friend class QwantumSumsItem;
    void refreshItems();
    void stepTumble();

    qw::State m_state;
    TableMarks m_marks;
    QStringList m_names;
    QList<QwantumDieItem *> m_dice;
    QList<QwantumSheetItem *> m_sheets;
    QwantumSumsItem *m_sums = nullptr;
    QTimer m_tumble;
    uint8_t m_tumbling = 0;
    int m_tumbleLeft = 0;
    quint32 m_noise = 12345;
};

// A view of a QwantumScene, one scene pixel to one view pixel: the table is laid out anew for
// the view's size whenever it changes.
class QwantumView : public QGraphicsView {
    Q_OBJECT
public:
    explicit QwantumView(QwantumScene *scene, QWidget *parent = nullptr);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QwantumScene *m_table;
};

// A die of the tray.
class QwantumDieItem : public QGraphicsObject {
    Q_OBJECT
public:
    QwantumDieItem(QwantumScene *scene, int index);
    QRectF boundingRect() const override { return QRectF(0, 0, m_size, m_size); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;
    void setSize(qreal size);
    void setLook(const DieLook &look);
    const DieLook &look() const { return m_look; }
    int index() const { return m_index; }

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    QwantumScene *m_scene;
    int m_index;
    qreal m_size = 48;
    DieLook m_look;
};

// A player's score sheet.
class QwantumSheetItem : public QGraphicsObject {
    Q_OBJECT
public:
    QwantumSheetItem(QwantumScene *scene, int player);
    QRectF boundingRect() const override { return m_box; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;
    void setBox(const QRectF &box);
    SheetGeometry geometry() const { return SheetGeometry(m_box); }
    int player() const { return m_player; }
    const SheetMarks &marks() const { return m_marks; }
    void setMarks(const SheetMarks &marks);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    // The row whose offered field lies under `pos`, -1 for none; the misthrow box: kColours.
    int target(const QPointF &pos) const;
    QwantumScene *m_scene;
    int m_player;
    QRectF m_box;
    SheetMarks m_marks;
};

// The colour sums of the roll, the closed colour struck out.
class QwantumSumsItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit QwantumSumsItem(QwantumScene *scene) : m_scene(scene) {}
    QRectF boundingRect() const override { return m_box; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override;
    void setBox(const QRectF &box);

private:
    QwantumScene *m_scene;
    QRectF m_box;
};

} // namespace quantum
