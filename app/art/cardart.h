// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/cards.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QPixmap>
#include <QPushButton>
#include <QRectF>
#include <QStringList>

class QPainter;

namespace quantum {

// The art of the advance cards: one piece of code for the market, the card picker, the
// command sheets and the card gallery. A card is our own flat design: a frame of its type
// (resources/cards/, gambit violet, command parchment), a picture of its own that shows what
// it does (a motif per kind, in the type's two inks; the full face's type band adds the
// type's motif, a burst or a shield), its name, its type and, on the full face, its effect
// text, laid out with QPainter in the current language so that the texts wrap, shrink to
// fit and re-translate. The faces carry their own colours, so a card reads the same in a
// dark or a light theme.
enum class CardFace {
    Full, // portrait: name, motif, type, the whole effect text (picker, gallery)
    Mini, // landscape: motif, name and type (the market)
    Chip  // a strip: motif and name (a player's hand on the command sheet)
};

// One piece of text on a card, placed and fitted: drawn exactly as laid out, so tests can
// measure it with QFontMetricsF.
struct CardTextRun {
    QString text;
    QFont font;
    QRectF rect;
    Qt::Alignment align;
    QColor color;
};

struct CardLayout {
    QRectF card;              // the card, fitted into the box with its face's aspect
    QRectF motif;             // where the card's own motif is drawn (empty: an empty slot)
    QList<CardTextRun> runs;  // the name first, then the type, then the effect text, a line each
    bool textComplete = true; // every word of the texts is on the card (nothing elided)
};

// Width / height of a face.
qreal cardAspect(CardFace face);
// Where everything goes when `card` (Card::None: an empty market slot) is drawn into `box`.
CardLayout layoutCard(Card card, CardFace face, const QRectF &box);
void drawCard(QPainter *painter, Card card, CardFace face, const QRectF &box);
// The card drawn at `size` (logical pixels) for `dpr`, from a cache keyed by card, face,
// size, device pixel ratio and language (the translated texts themselves).
QPixmap cardPixmap(Card card, CardFace face, QSize size, qreal dpr);

// "Gambit card" or "Command card", translated.
QString cardTypeName(Card card);
// What hovering a card shows, wherever it is: name, type and the full effect text
// (rich text); `fresh`: the command card was taken this turn and works from the next.
QString cardToolTip(Card card, bool fresh = false);
// The card's own motif, ":/cards/motif-<id>.svg" with <id> its stable id in lower case
// (empty for Card::None).
QString cardMotifFile(Card card);
// The art files the cards are drawn from (for the start-up check, board::missingArt).
QStringList cardArtFiles();

// A card on screen, drawn from the art above: a button when it can be taken (market,
// picker), a plain picture otherwise (sheet, gallery). Shows its full text on hover, a gold
// ring when it may be taken now, and follows a language change.
class CardButton : public QPushButton {
    Q_OBJECT
public:
    // The room around the card for the rings (gold: may be taken; focus), on each side.
    static constexpr int kRingMargin = 3;

    explicit CardButton(CardFace face, QWidget *parent = nullptr);

    void setCard(Card card);
    Card card() const { return m_card; }
    CardFace face() const { return m_face; }
    // Taken this turn (command card not active yet): drawn faded, said in the tooltip.
    void setFresh(bool fresh);
    bool isFresh() const { return m_fresh; }
    // May be taken now: a gold ring.
    void setHighlighted(bool highlighted);
    bool isHighlighted() const { return m_highlighted; }
    // Clicks reach clicked() and the card takes keyboard focus; otherwise it is a picture.
    void setClickable(bool clickable);
    bool isClickable() const { return m_clickable; }
    // The card's width (its height follows the face's aspect); Full and Chip faces.
    void setCardWidth(int width);
    // Where the card is drawn inside the widget.
    QRect cardRect() const;

    // The size a card button of `face` asks for, with a card `cardWidth` wide (0: the
    // face's usual width).
    static QSize preferredSize(CardFace face, int cardWidth = 0);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void retranslate();

    CardFace m_face;
    Card m_card = Card::None;
    int m_cardWidth = 0;
    bool m_fresh = false;
    bool m_highlighted = false;
    bool m_clickable = false;
};

} // namespace quantum
