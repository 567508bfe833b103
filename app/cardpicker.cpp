#include "app/cardpicker.h"

#include "app/eventtext.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace quantum {

CardPicker::CardPicker(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("cardPicker"));
    setStyleSheet(QStringLiteral("#cardPicker { background: rgba(16, 20, 30, 240); border: 1px "
                                 "solid #ffd75a; border-radius: 12px; }"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    m_title = new QLabel;
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    m_title->setStyleSheet(
        QStringLiteral("font-size: 13pt; font-weight: 600; background: transparent;"));
    layout->addWidget(m_title);
    m_grid = new QGridLayout;
    m_grid->setSpacing(10);
    layout->addLayout(m_grid);
    auto *row = new QHBoxLayout;
    m_refresh = new QPushButton;
    m_hide = new QPushButton;
    row->addStretch(1);
    row->addWidget(m_refresh);
    row->addWidget(m_hide);
    row->addStretch(1);
    layout->addLayout(row);
    connect(m_hide, &QPushButton::clicked, this, [this] {
        m_dismissed = true;
        hide();
        emit dismissedByUser();
    });
    hide();
}

void CardPicker::setGame(const GameState &s, const std::vector<Action> &legal, bool interactive,
                         const QString &playerName)
{
    std::vector<Action> takes;
    const Action *refresh = nullptr;
    if (interactive && s.phase == Phase::Cards && !s.front()) {
        for (const Action &a : legal) {
            if (a.type == ActionType::TakeCard)
                takes.push_back(a);
            else if (a.type == ActionType::RefreshMarket)
                refresh = &a;
        }
    }
    if (takes.empty() && !refresh) {
        hide();
        m_dismissed = false;
        return;
    }
    // Dismissed for this pick: stay hidden until the next one.
    if (m_dismissed && m_dismissedTurn == s.turn && m_dismissedPicks == s.picksOwed) return;
    m_dismissed = false;
    m_dismissedTurn = s.turn;
    m_dismissedPicks = s.picksOwed;

    while (QLayoutItem *item = m_grid->takeAt(0)) {
        // Later: the button being clicked may be among them (it is still emitting).
        if (QWidget *w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    m_title->setText(tr("%1, take %n card(s): gambits act at once, command cards stay with you.",
                        nullptr, s.picksOwed)
                         .arg(playerName));
    for (int slot = 0; slot < kMarketSlots; ++slot) {
        const Card c = s.market[slot];
        auto *card = new QFrame;
        const bool gambit = slot < 3;
        card->setObjectName(QStringLiteral("card"));
        card->setStyleSheet(
            gambit ? QStringLiteral(
                         "#card { background: #2d2440; border: 1px solid #6b5a9a; border-radius: "
                         "8px; } QLabel { color: #eee6ff; background: transparent; }")
                   : QStringLiteral(
                         "#card { background: #e9e3cf; border: 1px solid #b3a98a; border-radius: "
                         "8px; } QLabel { color: #1d1d24; background: transparent; }"));
        card->setFixedWidth(190);
        auto *v = new QVBoxLayout(card);
        auto *name = new QLabel(c == Card::None ? tr("(empty)") : GameText::cardName(c));
        name->setStyleSheet(QStringLiteral("font-weight: 700; font-size: 11pt;"));
        auto *kind = new QLabel(gambit ? tr("Gambit: used once") : tr("Command: kept"));
        kind->setStyleSheet(QStringLiteral("font-size: 8pt;"));
        auto *text = new QLabel(GameText::cardText(c));
        text->setWordWrap(true);
        text->setMinimumHeight(54);
        text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        v->addWidget(name);
        v->addWidget(kind);
        v->addWidget(text, 1);
        for (const Action &a : takes) {
            if (a.value != slot) continue;
            auto *take = new QPushButton(tr("Take %1").arg(GameText::cardName(c)));
            connect(take, &QPushButton::clicked, this, [this, a] { emit actionChosen(a); });
            v->addWidget(take);
            break;
        }
        m_grid->addWidget(card, slot / 3, slot % 3);
    }
    m_refresh->setText(tr("Refresh all six cards (uses this pick)"));
    m_refresh->setVisible(refresh != nullptr);
    m_refresh->disconnect(this);
    if (refresh) {
        const Action a = *refresh;
        connect(m_refresh, &QPushButton::clicked, this, [this, a] { emit actionChosen(a); });
    }
    m_hide->setText(tr("Look at the board"));
    adjustSize();
    place();
    show();
    raise();
}

void CardPicker::place()
{
    if (parentWidget())
        move(qMax(8, (parentWidget()->width() - width()) / 2),
             qMax(8, (parentWidget()->height() - height()) / 2));
}

} // namespace quantum
