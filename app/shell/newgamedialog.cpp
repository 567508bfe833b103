// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/shell/newgamedialog.h"

#include "app/common/appsettings.h"
#include "app/common/seatrows.h"

#include "editor/board/faction.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

namespace quantum {

NewGameDialog::NewGameDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("New game"));
    auto *layout = new QVBoxLayout(this);
    m_chooser = new MapChooser;
    layout->addWidget(m_chooser, 1);

    auto *seats = new QGroupBox(tr("Seats"));
    auto *seatsLayout = new QVBoxLayout(seats);
    for (int i = 0; i < kMaxPlayers; ++i) {
        QHBoxLayout *h = addSeatRow(seatsLayout, m_rows, i);
        // Empty unless the player types a name: the default is worded on display.
        auto *name = new QLineEdit;
        name->setMaxLength(24);
        name->setPlaceholderText((i == 0 ? SeatInfo::human() : SeatInfo::computer()).displayName(i));
        auto *kind = new QComboBox;
        kind->addItem(tr("Human"));
        kind->addItem(tr("Computer"));
        kind->setCurrentIndex(rememberedComputer(i) ? 1 : 0);
        // The computer's level, from every level the engine has (weakest first).
        auto *level = new QComboBox;
        level->setToolTip(tr("How well this computer plays."));
        //: For screen readers: the computer level of the seat whose faction colour is %1.
        level->setAccessibleName(tr("Level of %1").arg(faction::name(i)));
        for (const QString &bot : levelNames())
            level->addItem(levelText(bot), bot);
        level->setCurrentIndex(qMax(0, level->findData(rememberedLevel(i))));
        {   // A human has no level: hidden, its room kept so that the rows stay aligned.
            QSizePolicy policy = level->sizePolicy();
            policy.setRetainSizeWhenHidden(true);
            level->setSizePolicy(policy);
        }
        level->setVisible(kind->currentIndex() == 1);
        h->addWidget(name, 1);
        h->addWidget(kind);
        h->addWidget(level);
        m_names.append(name);
        m_kinds.append(kind);
        m_levels.append(level);
        // The default name shown follows the seat kind; only a computer has a level.
        connect(kind, &QComboBox::currentIndexChanged, this, [name, level, i](int index) {
            name->setPlaceholderText(
                (index == 1 ? SeatInfo::computer() : SeatInfo::human()).displayName(i));
            level->setVisible(index == 1);
        });
    }
    layout->addWidget(seats);

    auto *form = new QFormLayout;
    m_seed = new QLineEdit;
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setToolTip(tr("The same seed and the same moves give the same game."));
    form->addRow(tr("&Seed (optional):"), m_seed);
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start the game"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_chooser, &MapChooser::mapChanged, this, [this, buttons] {
        updateSeats();
        buttons->button(QDialogButtonBox::Ok)->setEnabled(m_chooser->hasMap());
    });
    // A double click on a map (or Enter on it) starts the game on it.
    connect(m_chooser->library(), &editor::MapLibrary::activated, this, [this] {
        if (m_chooser->hasMap()) accept();
    });
    updateSeats();
    buttons->button(QDialogButtonBox::Ok)->setEnabled(m_chooser->hasMap());
    resize(MapChooser::dialogSize(this, 720));
}

void NewGameDialog::accept()
{
    m_chooser->rememberChoice();
    QStringList levels;
    for (const QComboBox *level : std::as_const(m_levels))
        levels.append(level->currentData().toString());
    writeSetting(Setting::ComputerLevels, levels);
    QStringList kinds;
    for (const QComboBox *kind : std::as_const(m_kinds))
        kinds.append(kind->currentIndex() == 1 ? QStringLiteral("computer")
                                                : QStringLiteral("human"));
    writeSetting(Setting::SeatKinds, kinds);
    QDialog::accept();
}

bool NewGameDialog::rememberedComputer(int seat)
{
    const QString kind = readSetting(Setting::SeatKinds).toStringList().value(seat);
    if (kind == QLatin1String("human")) return false;
    if (kind == QLatin1String("computer")) return true;
    return seat > 0; // at first: you in seat 0, computers in the others
}

QString NewGameDialog::rememberedLevel(int seat)
{
    const QString level = readSetting(Setting::ComputerLevels).toStringList().value(seat);
    return levelNames().contains(level) ? level : kDefaultBot;
}

void NewGameDialog::updateSeats()
{
    showSeatRows(m_rows, m_chooser->players());
}

void NewGameDialog::chooseMap(const Map &map)
{
    m_chooser->chooseMap(map);
}

GameSetup NewGameDialog::setup() const
{
    GameSetup setup;
    setup.map = m_chooser->currentMap();
    for (int i = 0; i < setup.map.players; ++i) {
        // A name left empty is stored empty and worded on display ("Player 2").
        const QString name = m_names[i]->text().trimmed();
        SeatInfo seat = m_kinds[i]->currentIndex() == 1 ? SeatInfo::computer(name)
                                                        : SeatInfo::human(name);
        if (seat.isComputer()) seat.bot = m_levels[i]->currentData().toString();
        setup.seats.append(seat);
    }
    bool ok = false;
    const quint64 seed = m_seed->text().trimmed().toULongLong(&ok);
    setup.seed = ok ? seed : QRandomGenerator::system()->generate64();
    return setup;
}

} // namespace quantum
