// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/play/commandsheet.h"

#include "app/art/cardart.h"
#include "app/art/diceart.h"
#include "app/common/flowlayout.h"
#include "app/game/gametext.h"
#include "editor/board/faction.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

namespace quantum {

namespace {

QPixmap emblemPixmap(int player, int size, qreal dpr)
{
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    faction::drawEmblem(&painter, player, QRectF(1, 1, size - 2, size - 2));
    return pixmap;
}

// Shown at once, so that the sheet's height counts it before the event loop runs.
void addTo(FlowLayout *row, QWidget *widget)
{
    row->addWidget(widget);
    widget->show();
}

// A label that wraps its text and asks for no width of its own.
QLabel *wrappingLabel()
{
    auto *label = new QLabel;
    label->setWordWrap(true);
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    return label;
}

} // namespace

CommandSheet::CommandSheet(int player, QWidget *parent) : QFrame(parent), m_player(player)
{
    setObjectName(QStringLiteral("commandSheet"));
    setFrameShape(QFrame::StyledPanel);
    setMinimumWidth(kMinWidth);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(2);

    // Name and, on the player's turn, what is left of it.
    auto *titleRow = new QHBoxLayout;
    m_emblem = new QLabel;
    m_title = new QLabel;
    m_title->setTextFormat(Qt::RichText);
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_turn = new QLabel;
    m_turn->setStyleSheet(QStringLiteral("font-weight: 600;"));
    titleRow->addWidget(m_emblem);
    titleRow->addWidget(m_title, 1);
    titleRow->addWidget(m_turn);
    layout->addLayout(titleRow);

    auto *trackers = new QHBoxLayout;
    m_dominance = new QLabel;
    m_research = new QLabel;
    m_cubes = wrappingLabel();
    trackers->addWidget(m_dominance);
    trackers->addWidget(m_research);
    trackers->addSpacing(6);
    trackers->addWidget(m_cubes, 1);
    layout->addLayout(trackers);

    m_hand = new FlowLayout(nullptr, 4);
    layout->addLayout(m_hand);
    m_yard = new FlowLayout(nullptr, 4);
    layout->addLayout(m_yard);
    // Every item of the scrapyard row is as high as a ship's button there, so the row keeps
    // its height when the first ship is destroyed or the last one leaves.
    QToolButton probe;
    probe.setIconSize(QSize(kYardDieSize, kYardDieSize));
    probe.setAutoRaise(true);
    m_yardRowHeight = probe.sizeHint().height();
}

// A label of the scrapyard row, as high as the row.
QLabel *CommandSheet::yardLabel(const QString &text) const
{
    auto *label = new QLabel(text);
    label->setMinimumHeight(m_yardRowHeight);
    return label;
}

void CommandSheet::clearRow(FlowLayout *row)
{
    while (QLayoutItem *item = row->takeAt(0)) {
        // Later: the button being clicked may be among them (it is still emitting).
        if (QWidget *w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
}

// Chips small enough that four sheets fit a 1280x800 window.
constexpr int kHandCardWidth = 80; // tst_cards checks the texts fit at this width

void CommandSheet::fillHand(const PlayerState &p)
{
    clearRow(m_hand);
    if (p.handSize() == 0) {
        auto *none = new QLabel(tr("No command cards."));
        none->setEnabled(false);
        // As high as the cards: the sheet keeps its height when the first card comes.
        none->setMinimumHeight(CardButton::preferredSize(CardFace::Chip, kHandCardWidth).height());
        addTo(m_hand, none);
    }
    for (int i = 0; i < kMaxHand; ++i) {
        const Card c = p.hand[i];
        if (c == Card::None) continue;
        // The card art (app/art/cardart.h) as a chip; its full text on hover, faded while fresh.
        auto *card = new CardButton(CardFace::Chip);
        card->setCardWidth(kHandCardWidth);
        card->setCard(c);
        card->setFresh(p.freshCards & (1u << i));
        addTo(m_hand, card);
    }
}

QString CommandSheet::title() const
{
    return m_title->text();
}

void CommandSheet::setGame(const GameState &s, const QString &name, bool computer, bool selectable,
                           int selectedShip)
{
    const qreal dpr = devicePixelRatioF();
    const PlayerState &p = s.p[m_player];
    const bool active = s.phase != Phase::GameOver && s.toAct() == m_player;
    setStyleSheet(
        active
            ? QStringLiteral("#commandSheet { border: 2px solid %1; border-radius: 6px; }")
                  .arg(faction::color(m_player).name())
            : QStringLiteral("#commandSheet { border: 1px solid #3a4150; border-radius: 6px; }"));

    const QString who =
        computer ? tr("%1 (computer)").arg(name.toHtmlEscaped()) : name.toHtmlEscaped();
    m_emblem->setPixmap(emblemPixmap(m_player, 18, dpr));
    m_title->setText(
        QStringLiteral("<span style='font-size:12pt; font-weight:600; color:%1'>%2</span>")
            .arg(faction::color(m_player).name(), who));
    m_title->setToolTip(faction::name(m_player));

    m_dominance->setPixmap(shipDiePixmap(m_player, p.dominance, 26, dpr));
    m_dominance->setToolTip(tr("Dominance %1").arg(p.dominance));
    m_research->setPixmap(shipDiePixmap(m_player, p.research, 26, dpr));
    m_research->setToolTip(tr("Research %1").arg(p.research));
    m_cubes->setText(fillIn(tr("Dominance %1 · Research %2<br>%n cube(s) left to place", nullptr,
                               s.cubesLeft(m_player)),
                            p.dominance, p.research));

    fillHand(p);

    clearRow(m_yard);
    int reserve = 0;
    bool anyYard = false;
    bool anyUnplaced = false;
    for (int i = 0; i < kShipsPerPlayer; ++i) {
        if (p.ships[i].at != kUnplaced) continue;
        if (!anyUnplaced) addTo(m_yard, yardLabel(tr("Ships to place:")));
        anyUnplaced = true;
        auto *die = yardLabel(QString());
        die->setPixmap(shipDiePixmap(m_player, p.ships[i].value, kYardDieSize, dpr));
        die->setToolTip(GameText::shipType(p.ships[i].value));
        addTo(m_yard, die);
    }
    for (int i = 0; i < kShipsPerPlayer; ++i) {
        const Ship &ship = p.ships[i];
        if (ship.at == kReserve) ++reserve;
        if (ship.at != kScrapyard) continue;
        if (!anyYard) addTo(m_yard, yardLabel(tr("Scrapyard:")));
        anyYard = true;
        auto *button = new QToolButton;
        // The die keeps its colours when it cannot be clicked (another player's sheet).
        QIcon icon;
        const QPixmap die = shipDiePixmap(m_player, ship.value, kYardDieSize, dpr);
        icon.addPixmap(die, QIcon::Normal);
        icon.addPixmap(die, QIcon::Disabled);
        button->setIcon(icon);
        button->setIconSize(QSize(kYardDieSize, kYardDieSize));
        button->setAutoRaise(true);
        button->setCheckable(true);
        button->setChecked(selectable && selectedShip == i);
        button->setEnabled(selectable);
        button->setToolTip(tr("A %1 in the scrapyard: click to deploy or reconfigure it.")
                               .arg(GameText::shipType(ship.value)));
        button->setAccessibleName(tr("Scrapyard ship %1").arg(ship.value));
        connect(button, &QToolButton::clicked, this, [this, i] { emit shipClicked(i); });
        addTo(m_yard, button);
    }
    if (!anyYard && !anyUnplaced) addTo(m_yard, yardLabel(tr("Scrapyard empty.")));
    addTo(m_yard, yardLabel(tr("%n ship(s) in reserve", nullptr, reserve)));

    if (active && s.phase == Phase::Actions && s.active == m_player)
        m_turn->setText(tr("%n action(s) left", nullptr, s.actionsLeft));
    else if (active)
        m_turn->setText(tr("Deciding now"));
    else
        m_turn->setText(QString());
    m_turn->setVisible(!m_turn->text().isEmpty());
}

CommandSheetPanel::CommandSheetPanel(QWidget *parent) : QWidget(parent)
{
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(6);
}

void CommandSheetPanel::setSheets(const QList<CommandSheet *> &sheets)
{
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        if (QWidget *w = item->widget()) { // later: a sheet's own signal may have led here
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    m_sheets = sheets;
    m_columns = 0; // arrange anew
    arrange();
    // Shown also when the panel is on screen already (a game replacing another).
    for (CommandSheet *sheet : std::as_const(m_sheets))
        sheet->show();
}

void CommandSheetPanel::followWidth(QWidget *widget)
{
    m_widthSource = widget;
    widget->installEventFilter(this);
    arrange();
}

void CommandSheetPanel::arrange()
{
    const int width = sourceWidth();
    const int columns =
        m_sheets.size() > 1 && width >= 2 * CommandSheet::kMinWidth + m_grid->horizontalSpacing()
            ? 2
            : 1;
    if (columns == m_columns) return;
    m_columns = columns;
    for (CommandSheet *sheet : std::as_const(m_sheets))
        m_grid->removeWidget(sheet);
    // Drop the old stretch row and columns.
    for (int r = 0; r < m_grid->rowCount(); ++r)
        m_grid->setRowStretch(r, 0);
    for (int c = 0; c < m_grid->columnCount(); ++c)
        m_grid->setColumnStretch(c, 0);
    for (int i = 0; i < m_sheets.size(); ++i)
        m_grid->addWidget(m_sheets[i], i / columns, i % columns);
    for (int c = 0; c < columns; ++c)
        m_grid->setColumnStretch(c, 1);
    m_grid->setRowStretch(int((m_sheets.size() + columns - 1) / columns), 1);
}

int CommandSheetPanel::sourceWidth() const
{
    return m_widthSource ? m_widthSource->width() : width();
}

int CommandSheetPanel::neededHeight() const
{
    if (m_sheets.isEmpty() || m_columns < 1) return 0;
    const int spacing = m_grid->horizontalSpacing();
    const int columnWidth = (sourceWidth() - (m_columns - 1) * spacing) / m_columns;
    int height = 0;
    for (int first = 0; first < m_sheets.size(); first += m_columns) {
        int row = 0;
        for (int i = first; i < qMin(first + m_columns, int(m_sheets.size())); ++i) {
            const CommandSheet *sheet = m_sheets[i];
            const int h = sheet->hasHeightForWidth() ? sheet->heightForWidth(columnWidth)
                                                     : sheet->sizeHint().height();
            row = qMax(row, qMax(h, sheet->minimumSizeHint().height()));
        }
        height += (first > 0 ? m_grid->verticalSpacing() : 0) + row;
    }
    return height;
}

bool CommandSheetPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_widthSource && event->type() == QEvent::Resize) arrange();
    return QWidget::eventFilter(watched, event);
}

bool CommandSheetPanel::event(QEvent *event)
{
    const bool result = QWidget::event(event);
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Resize) {
        const int needed = neededHeight();
        if (needed != m_needed) {
            m_needed = needed;
            emit neededHeightChanged(needed);
        }
    }
    return result;
}

} // namespace quantum
