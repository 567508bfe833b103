// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/art/cardart.h"

#include "app/game/gametext.h"
#include "editor/board/svgart.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmapCache>
#include <QTextLayout>

#include <cmath>

namespace quantum {

// The translation context of the card art's own texts.
class CardArt {
    Q_DECLARE_TR_FUNCTIONS(CardArt)
};

namespace {

// The placeholder colours of resources/cards/*.svg.
constexpr char kFacePlaceholder[] = "#ff00ff";
constexpr char kRimPlaceholder[] = "#00ffff";
constexpr char kBandPlaceholder[] = "#00ff00";
constexpr char kWindowPlaceholder[] = "#0000ff";
constexpr char kPanelPlaceholder[] = "#ffff00";
// resources/cards/motif-*.svg
constexpr char kInkPlaceholder[] = "#00ff00";
constexpr char kCorePlaceholder[] = "#00ffff";

// The colours of a card type. Fixed, not from the palette: a card looks the same in every
// theme, and its rim stands out from dark and light windows alike.
struct CardColors {
    QColor face, rim, band, window, panel;
    QColor name, type, text;
    QColor motif, motifCore;
};

const CardColors &colorsOf(bool gambit)
{
    static const CardColors kGambit{QColor(0x2d, 0x24, 0x40), QColor(0x8f, 0x7c, 0xd0),
                                    QColor(0x4a, 0x3b, 0x78), QColor(0x15, 0x11, 0x2a),
                                    QColor(0x3a, 0x30, 0x60), QColor(0xff, 0xff, 0xff),
                                    QColor(0xe6, 0xde, 0xff), QColor(0xf1, 0xec, 0xff),
                                    QColor(0xff, 0xb8, 0x4d), QColor(0xff, 0xf1, 0xc9)};
    static const CardColors kCommand{QColor(0xe9, 0xe3, 0xcf), QColor(0x7d, 0x72, 0x52),
                                     QColor(0xcf, 0xc3, 0x9c), QColor(0x1b, 0x24, 0x36),
                                     QColor(0xf7, 0xf3, 0xe6), QColor(0x1d, 0x1d, 0x24),
                                     QColor(0x3b, 0x34, 0x24), QColor(0x1d, 0x1d, 0x24),
                                     QColor(0x5f, 0xb4, 0xe8), QColor(0xe9, 0xf6, 0xff)};
    return gambit ? kGambit : kCommand;
}

// An empty slot: a neutral grey that reads on dark and light windows.
const QColor kEmptyInk(0x8a, 0x93, 0xad);

// The geometry of each face, in the units of its SVG's viewBox (keep in step with the files).
struct FaceGeometry {
    QSizeF viewBox;
    qreal corner;  // the frame's corner radius
    QRectF name;   // where the name is written
    QRectF type;   // where the type is written (empty: not on this face)
    QRectF text;   // where the effect text is written (empty: not on this face)
    QPointF motif; // the motif's centre
    qreal motifSize;
    QRectF typeIcon; // a small motif in the type band (empty: none)
    const char *file;
};

const FaceGeometry &faceGeometry(CardFace face)
{
    static const FaceGeometry kFull{QSizeF(250, 350),
                                    18,
                                    QRectF(22, 14, 206, 46),
                                    QRectF(42, 180, 166, 26),
                                    QRectF(24, 218, 202, 112),
                                    QPointF(125, 120),
                                    78,
                                    QRectF(19, 183, 20, 20),
                                    ":/cards/card-full.svg"};
    static const FaceGeometry kMini{QSizeF(200, 90),
                                    11,
                                    QRectF(52, 8, 142, 46),
                                    QRectF(56, 58, 132, 22),
                                    QRectF(),
                                    QPointF(26, 45),
                                    32,
                                    QRectF(),
                                    ":/cards/card-mini.svg"};
    static const FaceGeometry kChip{QSizeF(200, 56),
                                    10,
                                    QRectF(50, 6, 144, 44),
                                    QRectF(),
                                    QRectF(),
                                    QPointF(25, 28),
                                    32,
                                    QRectF(),
                                    ":/cards/card-chip.svg"};
    switch (face) {
    case CardFace::Full:
        return kFull;
    case CardFace::Mini:
        return kMini;
    case CardFace::Chip:
        break;
    }
    return kChip;
}

QByteArray colour(const QColor &c)
{
    return c.name().toLatin1();
}

// A card's frame for its face and type, in the type's colours.
void drawFrame(QPainter *painter, CardFace face, bool gambit, const QRectF &target)
{
    const CardColors &c = colorsOf(gambit);
    board::renderSvgArt(painter, QString::fromLatin1(faceGeometry(face).file),
                        {{kFacePlaceholder, colour(c.face)},
                         {kRimPlaceholder, colour(c.rim)},
                         {kBandPlaceholder, colour(c.band)},
                         {kWindowPlaceholder, colour(c.window)},
                         {kPanelPlaceholder, colour(c.panel)}},
                        target);
}

// The motif of a type (the small icon on the type band of the full face).
QString typeMotifFile(bool gambit)
{
    return gambit ? QStringLiteral(":/cards/motif-gambit.svg")
                  : QStringLiteral(":/cards/motif-command.svg");
}

// A motif in the two inks of the card's type: a card's own on the art window, the type's
// small on the type band.
void drawMotif(QPainter *painter, const QString &file, bool gambit, bool onBand,
               const QRectF &target)
{
    const CardColors &c = colorsOf(gambit);
    board::renderSvgArt(painter, file,
                        {{kInkPlaceholder, colour(onBand ? c.type : c.motif)},
                         {kCorePlaceholder, colour(onBand ? c.band : c.motifCore)}},
                        target);
}

QRectF fitted(const QRectF &box, qreal aspect)
{
    if (box.width() <= 0 || box.height() <= 0) return QRectF(box.topLeft(), QSizeF(0, 0));
    qreal w = box.width(), h = box.width() / aspect;
    if (h > box.height()) {
        h = box.height();
        w = h * aspect;
    }
    return QRectF(box.center().x() - w / 2, box.center().y() - h / 2, w, h);
}

QRectF mapped(const QRectF &card, qreal scale, const QRectF &r)
{
    return QRectF(card.left() + r.left() * scale, card.top() + r.top() * scale, r.width() * scale,
                  r.height() * scale);
}

// A little room on each side: glyph rasterisation at another device pixel ratio may be a
// fraction wider than the metrics say.
constexpr qreal kSlack = 0.96;
constexpr int kMinPixels = 7;

QFont baseFont(bool bold)
{
    QFont font = QGuiApplication::font();
    font.setBold(bold);
    font.setStyleStrategy(QFont::PreferAntialias);
    return font;
}

// One line of `text` in `rect`: the largest pixel size from `start` down to kMinPixels at
// which it fits, elided at the smallest when even that is too wide.
CardTextRun fitLine(const QString &text, bool bold, int start, const QRectF &rect,
                    const QColor &color, bool *complete)
{
    QFont font = baseFont(bold);
    int px = qMax(kMinPixels, start);
    QString shown = text;
    for (;; --px) {
        font.setPixelSize(px);
        const QFontMetricsF fm(font);
        if (fm.horizontalAdvance(text) <= rect.width() * kSlack && fm.height() <= rect.height())
            break;
        if (px <= kMinPixels) {
            shown = fm.elidedText(text, Qt::ElideRight, rect.width() * kSlack);
            *complete = false;
            break;
        }
    }
    return CardTextRun{shown, font, rect, Qt::AlignCenter, color};
}

// `text` broken into lines of at most `width` (at word boundaries, inside a word only when
// a word alone is wider).
QStringList wrapped(const QString &text, const QFont &font, qreal width)
{
    QStringList lines;
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines.append(text.mid(line.textStart(), line.textLength()).trimmed());
    }
    layout.endLayout();
    lines.removeAll(QString());
    return lines;
}

// The effect text in `rect`, a run per line, centred: the largest pixel size from `start`
// at which every line fits; at the smallest, the lines that fit, the last one elided.
void fitParagraph(const QString &text, int start, const QRectF &rect, const QColor &color,
                  QList<CardTextRun> *runs, bool *complete)
{
    QFont font = baseFont(false);
    int px = qMax(kMinPixels, start);
    QStringList lines;
    qreal spacing = 0;
    for (;; --px) {
        font.setPixelSize(px);
        const QFontMetricsF fm(font);
        spacing = fm.lineSpacing();
        lines = wrapped(text, font, rect.width() * kSlack);
        if (lines.size() * spacing <= rect.height()) break;
        if (px <= kMinPixels) {
            const int fit = qMax(1, int(rect.height() / spacing));
            if (lines.size() > fit) {
                const QString rest = lines.mid(fit - 1).join(QLatin1Char(' '));
                lines = lines.mid(0, fit - 1);
                lines.append(fm.elidedText(rest, Qt::ElideRight, rect.width() * kSlack));
                *complete = false;
            }
            break;
        }
    }
    const qreal top = rect.top() + qMax(0.0, (rect.height() - lines.size() * spacing) / 2);
    for (int i = 0; i < lines.size(); ++i)
        runs->append(CardTextRun{lines[i], font,
                                 QRectF(rect.left(), top + i * spacing, rect.width(), spacing),
                                 Qt::AlignCenter, color});
}

// What the cache key says about the language: the translated texts themselves (and the
// font they are set in), so a language switch draws the cards anew.
size_t languageKey(Card card)
{
    return qHash(GameText::cardName(card) + QChar(0x1f) + cardTypeName(card) + QChar(0x1f) +
                 GameText::cardText(card) + QChar(0x1f) + QGuiApplication::font().key());
}

} // namespace

qreal cardAspect(CardFace face)
{
    const QSizeF vb = faceGeometry(face).viewBox;
    return vb.width() / vb.height();
}

QString cardMotifFile(Card card)
{
    if (card == Card::None) return QString();
    return QStringLiteral(":/cards/motif-%1.svg").arg(QString::fromLatin1(cardId(card)).toLower());
}

QString cardTypeName(Card card)
{
    if (card == Card::None) return CardArt::tr("Empty slot");
    return isGambit(card) ? CardArt::tr("Gambit card") : CardArt::tr("Command card");
}

CardLayout layoutCard(Card card, CardFace face, const QRectF &box)
{
    const FaceGeometry &g = faceGeometry(face);
    CardLayout layout;
    layout.card = fitted(box, cardAspect(face));
    const qreal scale = layout.card.width() / g.viewBox.width();
    const qreal h = layout.card.height();
    if (card == Card::None) {
        layout.runs.append(fitLine(cardTypeName(card), false, int(h * 0.16),
                                   layout.card.adjusted(h * 0.08, 0, -h * 0.08, 0), kEmptyInk,
                                   &layout.textComplete));
        return layout;
    }
    const CardColors &c = colorsOf(isGambit(card));
    const qreal m = g.motifSize * scale;
    const QPointF centre = layout.card.topLeft() + g.motif * scale;
    layout.motif = QRectF(centre.x() - m / 2, centre.y() - m / 2, m, m);
    const QRectF name = mapped(layout.card, scale, g.name);
    const int namePx = int(face == CardFace::Full ? name.height() * 0.5 : name.height() * 0.46);
    layout.runs.append(
        fitLine(GameText::cardName(card), true, namePx, name, c.name, &layout.textComplete));
    if (!g.type.isEmpty()) {
        const QRectF type = mapped(layout.card, scale, g.type);
        layout.runs.append(fitLine(cardTypeName(card), false, int(type.height() * 0.6), type,
                                   c.type, &layout.textComplete));
    }
    if (!g.text.isEmpty())
        fitParagraph(GameText::cardText(card), int(h * 0.056), mapped(layout.card, scale, g.text),
                     c.text, &layout.runs, &layout.textComplete);
    return layout;
}

void drawCard(QPainter *painter, Card card, CardFace face, const QRectF &box)
{
    const CardLayout layout = layoutCard(card, face, box);
    if (layout.card.isEmpty()) return;
    const FaceGeometry &g = faceGeometry(face);
    const qreal scale = layout.card.width() / g.viewBox.width();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    if (card == Card::None) {
        // An empty market slot: a dashed outline.
        QPen pen(kEmptyInk, qMax(1.0, 2 * scale), Qt::DashLine);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        const qreal inset = pen.widthF();
        painter->drawRoundedRect(layout.card.adjusted(inset, inset, -inset, -inset),
                                 g.corner * scale, g.corner * scale);
    } else {
        const bool gambit = isGambit(card);
        drawFrame(painter, face, gambit, layout.card);
        drawMotif(painter, cardMotifFile(card), gambit, false, layout.motif);
        if (!g.typeIcon.isEmpty())
            drawMotif(painter, typeMotifFile(gambit), gambit, true,
                      mapped(layout.card, scale, g.typeIcon));
    }
    for (const CardTextRun &run : layout.runs) {
        painter->setFont(run.font);
        painter->setPen(run.color);
        painter->drawText(run.rect, int(run.align) | Qt::TextSingleLine, run.text);
    }
    painter->restore();
}

QPixmap cardPixmap(Card card, CardFace face, QSize size, qreal dpr)
{
    if (size.isEmpty()) return QPixmap();
    const QString key = QStringLiteral("quantum-card/%1/%2/%3x%4@%5/%6")
                            .arg(int(card))
                            .arg(int(face))
                            .arg(size.width())
                            .arg(size.height())
                            .arg(dpr)
                            .arg(languageKey(card));
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap)) return pixmap;
    pixmap = QPixmap(size * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        drawCard(&painter, card, face, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

QString cardToolTip(Card card, bool fresh)
{
    if (card == Card::None) return CardArt::tr("No card in this slot.");
    QString tip = QStringLiteral("<p><b>%1</b><br><i>%2</i></p><p>%3</p>")
                      .arg(GameText::cardName(card).toHtmlEscaped(),
                           (isGambit(card) ? CardArt::tr("Gambit card: it acts at once when "
                                                         "taken, then it is discarded.")
                                           : CardArt::tr("Command card: you keep it (up to "
                                                         "three); it works once the turn in "
                                                         "which you took it has ended."))
                               .toHtmlEscaped(),
                           GameText::cardText(card).toHtmlEscaped());
    if (fresh)
        tip += QStringLiteral("<p>%1</p>")
                   .arg(CardArt::tr("Taken this turn: it works from the next turn on.")
                            .toHtmlEscaped());
    return tip;
}

// ---- CardButton ----

namespace {
constexpr int kRing = CardButton::kRingMargin;
}

CardButton::CardButton(CardFace face, QWidget *parent) : QPushButton(parent), m_face(face)
{
    setAttribute(Qt::WA_Hover);
    setFocusPolicy(Qt::NoFocus);
    if (face == CardFace::Mini) {
        QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
    } else if (face == CardFace::Chip) {
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    } else {
        setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    }
    retranslate();
}

void CardButton::setCard(Card card)
{
    if (card == m_card) return;
    m_card = card;
    retranslate();
    update();
}

void CardButton::setFresh(bool fresh)
{
    if (fresh == m_fresh) return;
    m_fresh = fresh;
    retranslate();
    update();
}

void CardButton::setHighlighted(bool highlighted)
{
    if (highlighted == m_highlighted) return;
    m_highlighted = highlighted;
    update();
}

void CardButton::setClickable(bool clickable)
{
    m_clickable = clickable;
    setFocusPolicy(clickable ? Qt::StrongFocus : Qt::NoFocus);
    if (clickable)
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
    update();
}

void CardButton::setCardWidth(int width)
{
    m_cardWidth = width;
    updateGeometry();
    update();
}

QSize CardButton::preferredSize(CardFace face, int cardWidth)
{
    const int preset = face == CardFace::Full ? 170 : face == CardFace::Mini ? 124 : 112;
    const int w = cardWidth > 0 ? cardWidth : preset;
    return QSize(w + 2 * kRing, int(std::lround(w / cardAspect(face))) + 2 * kRing);
}

QSize CardButton::sizeHint() const
{
    return preferredSize(m_face, m_cardWidth);
}

QSize CardButton::minimumSizeHint() const
{
    if (m_face == CardFace::Full) return sizeHint();
    const int w = m_face == CardFace::Mini ? 88 : 80;
    return QSize(w + 2 * kRing, int(std::lround(w / cardAspect(m_face))) + 2 * kRing);
}

bool CardButton::hasHeightForWidth() const
{
    return m_face == CardFace::Mini;
}

int CardButton::heightForWidth(int width) const
{
    if (m_face != CardFace::Mini) return sizeHint().height();
    return int(std::lround((width - 2 * kRing) / cardAspect(m_face))) + 2 * kRing;
}

QRect CardButton::cardRect() const
{
    return fitted(QRectF(rect().adjusted(kRing, kRing, -kRing, -kRing)), cardAspect(m_face))
        .toAlignedRect()
        .intersected(rect().adjusted(kRing, kRing, -kRing, -kRing));
}

void CardButton::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRect card = cardRect();
    if (card.isEmpty()) return;
    const bool dimmed = m_fresh || (m_clickable && !isEnabled());
    painter.setOpacity(dimmed ? 0.5 : 1.0);
    painter.drawPixmap(card, cardPixmap(m_card, m_face, card.size(), devicePixelRatioF()));
    painter.setOpacity(1.0);
    if (isDown() && m_clickable) painter.fillRect(card, QColor(0, 0, 0, 40));

    const qreal radius =
        faceGeometry(m_face).corner * card.height() / faceGeometry(m_face).viewBox.height() + 2;
    const QRectF ring = QRectF(card).adjusted(-1.5, -1.5, 1.5, 1.5);
    painter.setBrush(Qt::NoBrush);
    if (m_highlighted) {
        painter.setPen(QPen(QColor(0xff, 0xd7, 0x5a), 2.5));
        painter.drawRoundedRect(ring, radius, radius);
    } else if (m_clickable && isEnabled() && underMouse()) {
        painter.setPen(QPen(QColor(255, 255, 255, 200), 2));
        painter.drawRoundedRect(ring, radius, radius);
    }
    if (hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2, Qt::DashLine));
        painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), radius + 2, radius + 2);
    }
}

void CardButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        update();
    }
    QPushButton::changeEvent(event);
}

void CardButton::mousePressEvent(QMouseEvent *event)
{
    if (m_clickable)
        QPushButton::mousePressEvent(event);
    else
        event->ignore();
}

void CardButton::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_clickable)
        QPushButton::mouseReleaseEvent(event);
    else
        event->ignore();
}

void CardButton::keyPressEvent(QKeyEvent *event)
{
    if (m_clickable)
        QPushButton::keyPressEvent(event);
    else
        event->ignore();
}

void CardButton::retranslate()
{
    setToolTip(cardToolTip(m_card, m_fresh));
    setAccessibleName(m_card == Card::None ? cardTypeName(m_card) : GameText::cardName(m_card));
    setAccessibleDescription(m_card == Card::None ? QString() : GameText::cardText(m_card));
}

QStringList cardArtFiles()
{
    QStringList files;
    for (CardFace face : {CardFace::Full, CardFace::Mini, CardFace::Chip})
        files.append(QString::fromLatin1(faceGeometry(face).file));
    files << typeMotifFile(true) << typeMotifFile(false);
    for (int c = 0; c < kCardKinds; ++c)
        files.append(cardMotifFile(Card(c)));
    return files;
}

} // namespace quantum
