// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/qwantum/qwantumnewgame.h"

#include "app/common/appsettings.h"
#include "app/game/gametext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace quantum {

namespace {

const QString kHuman = QStringLiteral("human");
const QString kComputer = QStringLiteral("computer:");

} // namespace

QList<SeatInfo> QwantumNewGameDialog::rememberedSeats()
{
    const QStringList levels = levelNames(GameKind::Qwantum);
    QList<SeatInfo> seats;
    for (const QString &s : readSetting(Setting::QwantumSeats).toStringList()) {
        if (seats.size() == qw::kMaxPlayers) break;
        if (s == kHuman) {
            seats << SeatInfo::human();
        } else if (s.startsWith(kComputer)) {
            SeatInfo c = SeatInfo::computer();
            const QString level = s.mid(kComputer.size());
            c.bot = levels.contains(level) ? level : kDefaultBot;
            seats << c;
        }
    }
    if (seats.size() < qw::kMinPlayers) seats = {SeatInfo::human(), SeatInfo::computer()};
    return seats;
}

QwantumNewGameDialog::QwantumNewGameDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("New game of Qwantum"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Roll the seven dice, write the colour sums in four rows that "
                                "rise, then fall. 2 to 4 players, about 20 minutes."));
    intro->setWordWrap(true);
    intro->setMinimumWidth(intro->fontMetrics().averageCharWidth() * 56);
    layout->addWidget(intro);
    layout->setSizeConstraint(QLayout::SetMinimumSize); // the wrapped text keeps its lines
    auto *form = new QFormLayout;
    m_players = new QSpinBox;
    m_players->setRange(qw::kMinPlayers, qw::kMaxPlayers);
    form->addRow(tr("&Players:"), m_players);
    layout->addLayout(form);
    const QList<SeatInfo> remembered = rememberedSeats();
    const QStringList levels = levelNames(GameKind::Qwantum);
    for (int i = 0; i < qw::kMaxPlayers; ++i) {
        auto *row = new QWidget;
        auto *h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        h->addWidget(new QLabel(fillIn(tr("Player %1"), i + 1)));
        auto *name = new QLineEdit;
        name->setPlaceholderText(i == 0 ? tr("Your name") : tr("Name (optional)"));
        name->setMaxLength(24);
        auto *kind = new QComboBox;
        kind->addItem(tr("Human"));
        kind->addItem(tr("Computer"));
        auto *level = new QComboBox;
        for (const QString &l : levels) level->addItem(levelText(l), l);
        const SeatInfo seat = i < remembered.size() ? remembered[i]
                              : i == 0              ? SeatInfo::human()
                                                    : SeatInfo::computer();
        kind->setCurrentIndex(seat.isComputer() ? 1 : 0);
        level->setCurrentIndex(qMax(0, levels.indexOf(seat.isComputer() ? seat.bot : kDefaultBot)));
        h->addWidget(name, 1);
        h->addWidget(kind);
        h->addWidget(level);
        connect(kind, &QComboBox::currentIndexChanged, this, &QwantumNewGameDialog::updateSeats);
        layout->addWidget(row);
        m_rows << row;
        m_names << name;
        m_kinds << kind;
        m_levels << level;
    }
    auto *seedForm = new QFormLayout;
    m_seed = new QLineEdit;
    m_seed->setPlaceholderText(tr("random"));
    seedForm->addRow(tr("&Seed (optional):"), m_seed);
    layout->addLayout(seedForm);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("S&tart"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    m_players->setValue(int(remembered.size()));
    connect(m_players, &QSpinBox::valueChanged, this, &QwantumNewGameDialog::updateSeats);
    updateSeats();
}

void QwantumNewGameDialog::updateSeats()
{
    for (int i = 0; i < qw::kMaxPlayers; ++i) {
        m_rows[i]->setVisible(i < m_players->value());
        m_levels[i]->setEnabled(m_kinds[i]->currentIndex() == 1);
    }
}

QList<SeatInfo> QwantumNewGameDialog::seats() const
{
    QList<SeatInfo> seats;
    for (int i = 0; i < m_players->value(); ++i) {
        SeatInfo s = m_kinds[i]->currentIndex() == 1 ? SeatInfo::computer() : SeatInfo::human();
        s.name = m_names[i]->text().trimmed();
        if (s.isComputer()) s.bot = m_levels[i]->currentData().toString();
        seats << s;
    }
    return seats;
}

quint64 QwantumNewGameDialog::seed() const
{
    bool ok = false;
    const quint64 typed = m_seed->text().trimmed().toULongLong(&ok);
    return ok ? typed : QRandomGenerator::system()->generate64();
}

void QwantumNewGameDialog::accept()
{
    QStringList kept;
    for (const SeatInfo &s : seats()) kept << (s.isComputer() ? kComputer + s.bot : kHuman);
    writeSetting(Setting::QwantumSeats, kept);
    QDialog::accept();
}

} // namespace quantum
