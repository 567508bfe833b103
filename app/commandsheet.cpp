#include "app/commandsheet.h"

#include "app/cardart.h"
#include "app/diceart.h"
#include "app/eventtext.h"
#include "editor/board/faction.h"

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

} // namespace

CommandSheet::CommandSheet(int player, QWidget *parent) : QFrame(parent), m_player(player)
{
    setObjectName(QStringLiteral("commandSheet"));
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(4);

    auto *titleRow = new QHBoxLayout;
    m_trackers = new QLabel; // the faction emblem
    m_title = new QLabel;
    m_title->setTextFormat(Qt::RichText);
    titleRow->addWidget(m_trackers);
    titleRow->addWidget(m_title, 1);
    layout->addLayout(titleRow);

    auto *trackers = new QHBoxLayout;
    m_dominance = new QLabel;
    m_research = new QLabel;
    m_cubes = new QLabel;
    trackers->addWidget(m_dominance);
    trackers->addWidget(m_research);
    trackers->addSpacing(6);
    trackers->addWidget(m_cubes, 1);
    layout->addLayout(trackers);

    m_hand = new QHBoxLayout;
    m_hand->setSpacing(4);
    layout->addLayout(m_hand);
    m_yard = new QHBoxLayout;
    m_yard->setSpacing(4);
    layout->addLayout(m_yard);
    m_turn = new QLabel;
    layout->addWidget(m_turn);
}

void CommandSheet::clearRow(QHBoxLayout *row)
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
    m_trackers->setPixmap(emblemPixmap(m_player, 18, dpr));
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

    clearRow(m_hand);
    if (p.handSize() == 0) {
        auto *none = new QLabel(tr("No command cards."));
        none->setEnabled(false);
        // As high as the cards: the sheet keeps its height when the first card comes.
        none->setMinimumHeight(CardButton::preferredSize(CardFace::Chip).height());
        m_hand->addWidget(none);
    }
    for (int i = 0; i < kMaxHand; ++i) {
        const Card c = p.hand[i];
        if (c == Card::None) continue;
        // The card art (app/cardart.h) as a chip; its full text on hover, faded while fresh.
        auto *card = new CardButton(CardFace::Chip);
        card->setCard(c);
        card->setFresh(p.freshCards & (1u << i));
        m_hand->addWidget(card);
    }
    m_hand->addStretch(1);

    clearRow(m_yard);
    int reserve = 0;
    bool anyYard = false;
    bool anyUnplaced = false;
    for (int i = 0; i < kShipsPerPlayer; ++i) {
        if (p.ships[i].at != kUnplaced) continue;
        if (!anyUnplaced) m_yard->addWidget(new QLabel(tr("Ships to place:")));
        anyUnplaced = true;
        auto *die = new QLabel;
        die->setPixmap(shipDiePixmap(m_player, p.ships[i].value, 28, dpr));
        die->setToolTip(GameText::shipType(p.ships[i].value));
        m_yard->addWidget(die);
    }
    for (int i = 0; i < kShipsPerPlayer; ++i) {
        const Ship &ship = p.ships[i];
        if (ship.at == kReserve) ++reserve;
        if (ship.at != kScrapyard) continue;
        if (!anyYard) m_yard->addWidget(new QLabel(tr("Scrapyard:")));
        anyYard = true;
        auto *button = new QToolButton;
        // The die keeps its colours when it cannot be clicked (another player's sheet).
        QIcon icon;
        const QPixmap die = shipDiePixmap(m_player, ship.value, 28, dpr);
        icon.addPixmap(die, QIcon::Normal);
        icon.addPixmap(die, QIcon::Disabled);
        button->setIcon(icon);
        button->setIconSize(QSize(28, 28));
        button->setAutoRaise(true);
        button->setCheckable(true);
        button->setChecked(selectable && selectedShip == i);
        button->setEnabled(selectable);
        button->setToolTip(tr("A %1 in the scrapyard: click to deploy or reconfigure it.")
                               .arg(GameText::shipType(ship.value)));
        button->setAccessibleName(tr("Scrapyard ship %1").arg(ship.value));
        connect(button, &QToolButton::clicked, this, [this, i] { emit shipClicked(i); });
        m_yard->addWidget(button);
    }
    if (!anyYard && !anyUnplaced) m_yard->addWidget(new QLabel(tr("Scrapyard empty.")));
    m_yard->addStretch(1);
    m_yard->addWidget(new QLabel(tr("%n ship(s) in reserve", nullptr, reserve)));

    if (active && s.phase == Phase::Actions && s.active == m_player)
        m_turn->setText(tr("Playing: %n action(s) left this turn.", nullptr, s.actionsLeft));
    else if (active)
        m_turn->setText(tr("Deciding now."));
    else
        m_turn->setText(QString());
    m_turn->setVisible(!m_turn->text().isEmpty());
}

} // namespace quantum
