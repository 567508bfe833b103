// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/lan/hostdialog.h"

#include "app/common/appsettings.h"
#include "app/common/mapchooser.h"
#include "app/common/seatrows.h"
#include "app/game/gametext.h"
#include "app/lan/joindialog.h"
#include "app/lan/lobbypage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace quantum {

namespace {
const QString kOpen = QStringLiteral("open");
const QString kMine = QStringLiteral("host");
const QString kComputerPrefix = QStringLiteral("computer:");
} // namespace

QString lanAutosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/lan-autosave.quantum-save");
}

net::HostIdentity lanHostIdentity(QString *error)
{
    QString why;
    net::HostIdentity identity = net::HostIdentity::loadOrCreate(
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation), &why);
    if (identity.isNull() && error)
        *error = HostDialog::tr("This computer's host key cannot be used: %1").arg(why);
    return identity;
}

HostDialog::HostDialog(QWidget *parent, GameKind game) : QDialog(parent), m_game(game)
{
    const bool qwantum = game == GameKind::Qwantum;
    setWindowTitle(qwantum ? tr("Host a network game of Qwantum") : tr("Host a network game"));
    auto *layout = new QVBoxLayout(this);
    m_chooser = new MapChooser;
    layout->addWidget(m_chooser, 1);
    m_chooser->setVisible(!qwantum); // Qwantum has no map: only its number of players
    m_players = new QSpinBox;
    m_players->setRange(qw::kMinPlayers, qw::kMaxPlayers);
    m_players->setValue(int(qMax<qsizetype>(qw::kMinPlayers, readSetting(Setting::QwantumSeats).toStringList().size())));
    m_players->setMaximumWidth(m_players->sizeHint().width() + 24);
    if (qwantum) {
        auto *count = new QFormLayout;
        count->addRow(tr("&Players:"), m_players);
        layout->addLayout(count);
    }

    auto *seats = new QGroupBox(tr("Seats"));
    auto *seatsLayout = new QVBoxLayout(seats);
    for (int i = 0; i < kMaxPlayers; ++i) {
        QHBoxLayout *h = addSeatRow(seatsLayout, m_rows, i);
        if (qwantum) { // no factions: the seats are numbered
            for (QLabel *label : m_rows.back()->findChildren<QLabel *>()) {
                if (label->pixmap().isNull()) label->setText(fillIn(tr("Player %1"), i + 1));
                else label->hide();
            }
        }
        auto *kind = new QComboBox;
        kind->addItem(tr("Open for a player"), kOpen);
        for (const QString &bot : levelNames(game))
            kind->addItem(LobbyPage::botText(bot), kComputerPrefix + bot);
        kind->addItem(tr("You play this seat"), kMine);
        kind->setCurrentIndex(kind->findData(i == 0 ? kMine : kOpen));
        // One seat at most is the host's own: choosing it here opens the one it had.
        connect(kind, &QComboBox::activated, this, [this, i] {
            if (m_kinds[i]->currentData() != kMine) return;
            for (int j = 0; j < m_kinds.size(); ++j)
                if (j != i && m_kinds[j]->currentData() == kMine)
                    m_kinds[j]->setCurrentIndex(m_kinds[j]->findData(kOpen));
        });
        h->addWidget(kind, 1);
        m_kinds.append(kind);
    }
    layout->addWidget(seats);

    auto *form = new QFormLayout;
    m_gameName = new QLineEdit(readSetting(Setting::LanGameName).toString());
    m_gameName->setMaxLength(net::kMaxNameLength);
    m_gameName->setPlaceholderText(tr("The name others see in their list"));
    m_name = new QLineEdit(readSetting(Setting::LanName).toString());
    m_name->setMaxLength(net::kMaxNameLength);
    m_name->setPlaceholderText(tr("Your name at the table"));
    m_password = new QLineEdit;
    m_password->setPlaceholderText(tr("none: anyone may join"));
    m_port = new QSpinBox;
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("Any free port"));
    m_port->setValue(readSetting(Setting::LanPort).toInt());
    m_upnp = new QCheckBox(tr("Let friends &elsewhere join (ask the router to open the port)"));
    m_upnp->setChecked(readSetting(Setting::LanUpnp).toBool());
    m_upnp->setToolTip(tr("While the game is hosted, the router forwards the port to this "
                          "computer (UPnP), and the lobby shows the address to give to players "
                          "outside this network. If the router cannot, the lobby says which port "
                          "to forward by hand."));
    m_addresses = new QLabel;
    m_addresses->setWordWrap(true);
    m_addresses->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("&Game name:"), m_gameName);
    form->addRow(tr("&Your name:"), m_name);
    form->addRow(tr("Pass&word (optional):"), m_password);
    form->addRow(tr("P&ort:"), m_port);
    form->addRow(QString(), m_upnp);
    form->addRow(tr("Others type:"), m_addresses);
    layout->addLayout(form);
    m_error = new QLabel;
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #ff9d6e;"));
    m_error->hide();
    layout->addWidget(m_error);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Open the lobby"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_chooser, &MapChooser::mapChanged, this, [this, buttons] {
        updateSeats();
        buttons->button(QDialogButtonBox::Ok)->setEnabled(m_chooser->hasMap());
    });
    connect(m_port, &QSpinBox::valueChanged, this, &HostDialog::updateAddresses);
    connect(m_players, &QSpinBox::valueChanged, this, &HostDialog::updateSeats);
    QString why;
    m_identity = lanHostIdentity(&why);
    if (m_identity.isNull()) {
        m_error->setText(why);
        m_error->show();
    }
    updateSeats();
    updateAddresses();
    buttons->button(QDialogButtonBox::Ok)->setEnabled(qwantum || m_chooser->hasMap());
    // Without a map (Qwantum) only as tall as its rows.
    resize(qwantum ? QSize(760, sizeHint().height()) : MapChooser::dialogSize(this, 760));
}

HostDialog::~HostDialog() = default;

void HostDialog::updateSeats()
{
    showSeatRows(m_rows, players());
}

int HostDialog::players() const
{
    return m_game == GameKind::Qwantum ? m_players->value() : m_chooser->players();
}

void HostDialog::updateAddresses()
{
    // The lines to share: address:port#code (the code proves the host: docs/protocol.md).
    QStringList where;
    const QString port = m_port->value() ? QString::number(m_port->value()) : tr("PORT");
    const QString code =
        m_identity.isNull() ? QString() : net::fingerprintCode(m_identity.fingerprint());
    for (const QHostAddress &a : net::Host::localAddresses())
        where.append(joinLine(a.toString(), port, code));
    QString text = where.isEmpty() ? tr("No network was found; players on this computer can "
                                        "join at %1.")
                                         .arg(joinLine(QStringLiteral("127.0.0.1"), port, code))
                                   : where.join(QLatin1Char('\n'));
    if (!code.isEmpty())
        text += QLatin1Char('\n') + tr("After the # is this computer's code: players who join "
                                       "see it in their lobby and can compare it with yours.");
    m_addresses->setText(text);
}

Map HostDialog::map() const
{
    return m_chooser->currentMap();
}

QString HostDialog::playerName() const
{
    return m_name->text().simplified();
}

QList<net::LobbySeat> HostDialog::seats() const
{
    QList<net::LobbySeat> out;
    for (int i = 0; i < players() && i < m_kinds.size(); ++i) {
        const QString what = m_kinds[i]->currentData().toString();
        net::LobbySeat s;
        if (what == kMine) {
            s.kind = net::LobbySeat::Kind::Host;
            s.name = playerName();
        } else if (what.startsWith(kComputerPrefix)) {
            s.kind = net::LobbySeat::Kind::Computer;
            s.bot = what.mid(kComputerPrefix.size());
        }
        out.append(s);
    }
    return out;
}

net::HostOptions HostDialog::options() const
{
    net::HostOptions o;
    o.gameName = m_gameName->text().simplified();
    o.password = m_password->text();
    o.port = quint16(m_port->value());
    o.seed = QRandomGenerator::system()->generate64();
    o.identity = m_identity;
    if (m_loopbackOnly) {
        o.address = QHostAddress::LocalHost;
        o.discovery = false;
    } else {
        o.autosavePath = lanAutosavePath();
    }
    return o;
}

QString HostDialog::error() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void HostDialog::accept()
{
    if (m_game == GameKind::Quantum && !m_chooser->hasMap()) return;
    if (m_identity.isNull()) { // try again: the player may have mended the folder
        QString why;
        m_identity = lanHostIdentity(&why);
        if (m_identity.isNull()) {
            m_error->setText(why);
            m_error->show();
            return;
        }
        updateAddresses();
    }
    GameStart start;
    start.kind = m_game;
    if (m_game == GameKind::Qwantum) start.players = players();
    else start.board = std::make_shared<const Board>(map());
    auto host = std::make_unique<net::Host>(start, seats(), options());
    QString why;
    if (!host->listen(&why)) {
        m_error->setText(m_port->value()
                             ? tr("The game cannot listen on port %1: %2. Choose another port.")
                                   .arg(m_port->value())
                                   .arg(why)
                             : tr("The game cannot listen for players: %1").arg(why));
        m_error->show();
        return;
    }
    m_host = std::move(host);
    if (m_game == GameKind::Quantum) m_chooser->rememberChoice();
    if (m_port->value()) writeSetting(Setting::LanPort, m_port->value());
    writeSetting(Setting::LanName, playerName());
    writeSetting(Setting::LanGameName, m_gameName->text().simplified());
    writeSetting(Setting::LanUpnp, m_upnp->isChecked());
    QDialog::accept();
}

std::unique_ptr<net::Host> HostDialog::takeHost()
{
    return std::move(m_host);
}

} // namespace quantum
