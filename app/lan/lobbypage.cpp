// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/lan/lobbypage.h"

#include "app/game/gametext.h"

#include "app/common/appsettings.h"
#include "app/common/seatrows.h"
#include "app/game/seat.h"
#include "app/lan/chatpanel.h"
#include "app/lan/joindialog.h"
#include "app/net/client.h"
#include "app/net/host.h"
#include "app/net/identity.h"
#include "app/net/portmapping.h"
#include "editor/board/faction.h"

#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

namespace quantum {

namespace {
// What a host's seat choice stands for (the combo's item data).
const QString kOpen = QStringLiteral("open");
const QString kHostSeat = QStringLiteral("host");
const QString kPlayer = QStringLiteral("player");
const QString kComputerPrefix = QStringLiteral("computer:");
} // namespace

QString LobbyPage::botText(const QString &bot)
{
    return tr("Computer: %1").arg(levelText(bot));
}

QString LobbyPage::occupantText(const net::LobbySeat &s, bool mine)
{
    using Kind = net::LobbySeat::Kind;
    switch (s.kind) {
    case Kind::Open:
        return tr("Open seat");
    case Kind::Computer:
        return botText(s.bot);
    case Kind::Host:
        return s.name.isEmpty() ? tr("The host") : tr("%1 (the host)").arg(s.name);
    case Kind::Player:
        break;
    }
    const QString name = s.name.isEmpty() ? tr("A player") : s.name;
    if (mine) return tr("%1 (you)").arg(name);
    if (s.standIn) return tr("%1 (the computer plays meanwhile)").arg(name);
    if (!s.connected) return tr("%1 (away)").arg(name);
    return name;
}

LobbyPage::LobbyPage(QWidget *parent) : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(24, 18, 24, 18);
    m_title = new QLabel;
    m_title->setStyleSheet(QStringLiteral("font-size: 20pt; font-weight: 600;"));
    m_details = new QLabel;
    m_details->setWordWrap(true);
    m_addresses = new QLabel;
    m_addresses->setWordWrap(true);
    m_addresses->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_addresses->setStyleSheet(QStringLiteral("color: #ffd75a;"));
    m_copyLine = new QPushButton;
    connect(m_copyLine, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(m_joinLine); });
    auto *addressRow = new QHBoxLayout;
    addressRow->addWidget(m_addresses, 1);
    addressRow->addWidget(m_copyLine, 0, Qt::AlignTop);
    m_elsewhere = new QLabel;
    m_elsewhere->setWordWrap(true);
    m_elsewhere->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_elsewhere->hide();
    outer->addWidget(m_title);
    outer->addWidget(m_details);
    outer->addLayout(addressRow);
    outer->addWidget(m_elsewhere);

    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    auto *seats = new QGroupBox;
    seats->setObjectName(QStringLiteral("seats"));
    m_seatsBox = seats;
    new QGridLayout(seats);
    left->addWidget(seats);
    m_you = new QLabel;
    m_you->setWordWrap(true);
    m_observers = new QLabel;
    m_observers->setWordWrap(true);
    m_notice = new QLabel;
    m_notice->setWordWrap(true);
    m_notice->setStyleSheet(QStringLiteral("color: #ff9d6e;"));
    m_notice->hide();
    auto *nameRow = new QHBoxLayout;
    m_nameLabel = new QLabel;
    m_nameEdit = new QLineEdit;
    m_nameEdit->setMaxLength(net::kMaxNameLength);
    m_nameLabel->setBuddy(m_nameEdit);
    m_rename = new QPushButton;
    nameRow->addWidget(m_nameLabel);
    m_nameEdit->setMinimumWidth(160);
    m_nameEdit->setMaximumWidth(320);
    nameRow->addWidget(m_nameEdit, 1);
    nameRow->addWidget(m_rename);
    nameRow->addStretch(1);
    left->addLayout(nameRow);
    left->addWidget(m_you);
    left->addWidget(m_observers);
    left->addWidget(m_notice);
    left->addStretch(1);
    columns->addLayout(left, 3);
    auto *right = new QVBoxLayout;
    m_chatTitle = new QLabel;
    m_chatTitle->setStyleSheet(QStringLiteral("font-weight: 600;"));
    m_chat = new ChatPanel;
    right->addWidget(m_chatTitle);
    right->addWidget(m_chat, 1);
    m_chatColumn = right;
    columns->addLayout(right, 2);
    outer->addLayout(columns, 1);

    auto *buttons = new QHBoxLayout;
    m_leave = new QPushButton;
    m_start = new QPushButton;
    m_start->setMinimumHeight(36);
    m_start->setStyleSheet(QStringLiteral("QPushButton:enabled { font-weight: 600; "
                                          "background: #2f6fb0; }"));
    buttons->addWidget(m_leave);
    buttons->addStretch(1);
    buttons->addWidget(m_start);
    outer->addLayout(buttons);

    connect(m_leave, &QPushButton::clicked, this, &LobbyPage::leaveRequested);
    connect(m_rename, &QPushButton::clicked, this, &LobbyPage::rename);
    connect(m_nameEdit, &QLineEdit::returnPressed, this, &LobbyPage::rename);
    connect(m_nameEdit, &QLineEdit::textChanged, this, &LobbyPage::refresh);
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (m_host) m_host->start();
    });
    connect(m_chat, &ChatPanel::sendRequested, this, [this](const QString &text) {
        if (m_host)
            m_host->sendChat(m_playerName, text);
        else if (m_client)
            m_client->sendChat(text);
    });
    retranslateUi();
}

void LobbyPage::clear()
{
    for (const QMetaObject::Connection &c : std::as_const(m_links))
        disconnect(c);
    m_links.clear();
    m_host = nullptr;
    m_client = nullptr;
    m_mapping = nullptr;
    m_chat->clear();
    showNotice(QString());
    buildRows();
    refresh();
}

QString LobbyPage::playerName() const
{
    if (m_client) return m_client->options().name;
    return m_playerName;
}

// The name typed under the seats becomes the one the others see (and the one remembered
// for the next LAN game).
void LobbyPage::rename()
{
    const QString name = net::cleanName(m_nameEdit->text());
    if (!net::usableName(name)) {
        showNotice(net::reasonText(net::reason::BadName));
        return;
    }
    if (m_host) {
        if (!m_host->renameHost(name)) return;
        m_playerName = name;
    } else if (m_client) {
        m_client->rename(name);
    } else {
        return;
    }
    showNotice(QString());
    m_nameEdit->setText(name);
    writeSetting(Setting::LanName, name);
    refresh();
}

// The host's log line for a wrong password or token (net::Host::authFailed), in the chat
// where the host's player sees it, in the lobby and in the game.
QString LobbyPage::authNote(const QString &address, const QString &why, int failures)
{
    if (why == net::reason::LockedOut)
        return tr("%1 is locked out for a few minutes: too many wrong passwords or seat tokens "
                  "came from there.")
            .arg(address);
    if (why == net::reason::BadToken)
        return tr("A connection from %1 gave a seat token this game does not know (failure %2 "
                  "from there).")
            .arg(address)
            .arg(failures);
    return tr("A connection from %1 gave a wrong password (failure %2 from there).")
        .arg(address)
        .arg(failures);
}

void LobbyPage::setHost(net::Host *host, const QString &playerName)
{
    clear();
    m_host = host;
    m_playerName = playerName;
    m_nameEdit->setText(playerName);
    m_links << connect(host, &net::Host::lobbyChanged, this, &LobbyPage::refresh)
            << connect(host, &net::Host::chatReceived, m_chat, &ChatPanel::addLine)
            << connect(host, &net::Host::clientJoined, this,
                       [this](const QString &name) { m_chat->addNote(tr("%1 joined.").arg(name)); })
            << connect(host, &net::Host::clientLeft, this,
                       [this](const QString &name) { m_chat->addNote(tr("%1 left.").arg(name)); })
            << connect(host, &net::Host::authFailed, this,
                       [this](const QString &address, const QString &why, int failures) {
                           m_chat->addNote(authNote(address, why, failures));
                       });
    buildRows();
    refresh();
}

void LobbyPage::setPortMapping(net::PortMapping *mapping)
{
    m_mapping = mapping;
    if (mapping)
        m_links << connect(mapping, &net::PortMapping::mapped, this, &LobbyPage::refresh)
                << connect(mapping, &net::PortMapping::failed, this, &LobbyPage::refresh)
                << connect(mapping, &net::PortMapping::removed, this, &LobbyPage::refresh);
    refresh();
}

void LobbyPage::setClient(net::Client *client)
{
    clear();
    m_client = client;
    m_nameEdit->setText(client->options().name);
    m_links << connect(client, &net::Client::refused, this,
                       [this](const QString &why) {
                           if (m_client && !m_client->hasGame()) showNotice(net::reasonText(why));
                       })
            << connect(client, &net::Client::lobbyChanged, this, &LobbyPage::refresh)
            << connect(client, &net::Client::seatChanged, this, &LobbyPage::refresh)
            << connect(client, &net::Client::chatReceived, m_chat, &ChatPanel::addLine);
    buildRows();
    refresh();
}

const net::LobbyInfo *LobbyPage::lobby() const
{
    if (m_host) return &m_host->lobby();
    if (m_client) return &m_client->lobby();
    return nullptr;
}

QString LobbyPage::seatName(int seat) const
{
    const net::LobbyInfo *info = lobby();
    if (info && info->game == GameKind::Qwantum) return fillIn(tr("Player %1"), seat + 1);
    return faction::name(seat);
}

void LobbyPage::buildRows()
{
    auto *grid = static_cast<QGridLayout *>(m_seatsBox->layout());
    for (const Row &r : std::as_const(m_rows))
        for (QWidget *w : {static_cast<QWidget *>(r.badge), static_cast<QWidget *>(r.colour),
                           static_cast<QWidget *>(r.occupant), static_cast<QWidget *>(r.choice),
                           static_cast<QWidget *>(r.swap), static_cast<QWidget *>(r.free),
                           static_cast<QWidget *>(r.take)})
            delete w;
    m_rows.clear();
    const net::LobbyInfo *info = lobby();
    const int seats = info ? int(info->seats.size()) : 0;
    for (int i = 0; i < seats; ++i) {
        Row r;
        r.badge = new QLabel;
        r.colour = new QLabel(seatName(i));
        if (info->game == GameKind::Quantum) { // a faction's emblem and colour
            r.badge->setPixmap(factionBadge(i, devicePixelRatioF()));
            r.colour->setStyleSheet(
                QStringLiteral("color: %1; font-weight: 600;").arg(faction::color(i).name()));
        } else {
            r.colour->setStyleSheet(QStringLiteral("font-weight: 600;"));
        }
        r.occupant = new QLabel;
        r.occupant->setMinimumWidth(200);
        grid->addWidget(r.badge, i, 0);
        grid->addWidget(r.colour, i, 1);
        grid->addWidget(r.occupant, i, 2);
        if (m_host) {
            r.choice = new QComboBox;
            // A push button with a menu: its size leaves room for the menu's arrow beside the
            // word (a tool button's arrow covered the word's end).
            r.swap = new QPushButton;
            auto *menu = new QMenu(r.swap);
            for (int j = 0; j < seats; ++j) {
                if (j == i) continue;
                QAction *a = menu->addAction(tr("Swap with %1").arg(seatName(j)));
                connect(a, &QAction::triggered, this, [this, i, j] {
                    if (m_host) m_host->moveSeat(i, j);
                });
            }
            r.swap->setMenu(menu);
            r.free = new QPushButton;
            connect(r.choice, &QComboBox::activated, this,
                    [this, i](int index) { choose(i, index); });
            connect(r.free, &QPushButton::clicked, this, [this, i] {
                if (m_host) m_host->freeSeat(i);
            });
            grid->addWidget(r.choice, i, 3);
            grid->addWidget(r.swap, i, 4);
            grid->addWidget(r.free, i, 5);
        } else {
            r.take = new QPushButton;
            connect(r.take, &QPushButton::clicked, this, [this, i] {
                if (m_client) m_client->takeSeat(i);
            });
            grid->addWidget(r.take, i, 3);
        }
        m_rows.append(r);
    }
    grid->setColumnStretch(2, 1);
    retranslateUi();
}

// The host's choice for a seat: an open seat, a computer, its own player (from any other
// seat it sat in).
void LobbyPage::choose(int seat, int index)
{
    if (!m_host || seat >= m_rows.size()) return;
    const QString what = m_rows[seat].choice->itemData(index).toString();
    net::LobbySeat s;
    if (what == kHostSeat) {
        for (int i = 0; i < m_host->lobby().seats.size(); ++i)
            if (i != seat && m_host->lobby().seats[i].kind == net::LobbySeat::Kind::Host)
                m_host->freeSeat(i);
        s.kind = net::LobbySeat::Kind::Host;
        s.name = m_playerName;
    } else if (what.startsWith(kComputerPrefix)) {
        s.kind = net::LobbySeat::Kind::Computer;
        s.bot = what.mid(kComputerPrefix.size());
    } else if (what != kOpen) {
        return refresh(); // the player who sits there stays
    }
    m_host->setSeat(seat, s);
}

void LobbyPage::refresh()
{
    const net::LobbyInfo *info = lobby();
    if (info && info->seats.size() != m_rows.size()) return buildRows(); // refreshes
    const int mine = m_client ? m_client->seat() : -1;
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &r = m_rows[i];
        const net::LobbySeat s = info ? info->seats.value(i) : net::LobbySeat{};
        r.occupant->setText(occupantText(s, m_client && i == mine));
        if (r.choice) {
            const QSignalBlocker quiet(r.choice);
            r.choice->clear();
            r.choice->addItem(tr("Open for a player"), kOpen);
            for (const QString &bot : levelNames())
                r.choice->addItem(botText(bot), kComputerPrefix + bot);
            r.choice->addItem(tr("You play this seat"), kHostSeat);
            QString current = kOpen;
            if (s.kind == net::LobbySeat::Kind::Computer) {
                current = kComputerPrefix + s.bot;
                if (r.choice->findData(current) < 0) // a level this version does not offer
                    r.choice->insertItem(r.choice->count() - 1, botText(s.bot), current);
            }
            if (s.kind == net::LobbySeat::Kind::Host) current = kHostSeat;
            if (s.kind == net::LobbySeat::Kind::Player) {
                r.choice->addItem(occupantText(s, false), kPlayer);
                current = kPlayer;
            }
            r.choice->setCurrentIndex(qMax(0, r.choice->findData(current)));
            r.free->setEnabled(s.isFilled());
        }
        if (r.take) r.take->setVisible(!s.isFilled() && !(info && info->started));
    }
    const bool started = info && info->started;
    m_start->setVisible(m_host != nullptr);
    m_start->setEnabled(m_host && m_host->canStart());
    m_start->setToolTip(m_start->isEnabled()
                            ? QString()
                            : tr("Every seat needs a player or a computer before the game "
                                 "can start."));
    m_seatsBox->setEnabled(!started);
    if (info) {
        m_title->setText(info->gameName.isEmpty() ? tr("Network game") : info->gameName);
        const QString what = info->game == GameKind::Qwantum
                                 ? tr("A game of Qwantum.")
                                 : fillIn(tr("Map: %1."), info->mapName);
        m_details->setText(info->password ? what + QLatin1Char(' ') + tr("Players need the password to join.")
                                          : what);
        m_observers->setText(info->observers.isEmpty()
                                 ? tr("Nobody is watching.")
                                 : tr("Watching: %1").arg(info->observers.join(tr(", "))));
    } else {
        m_title->clear();
        m_details->clear();
        m_observers->clear();
    }
    const bool running = info && info->started;
    const QString typed = net::cleanName(m_nameEdit->text());
    m_nameEdit->setEnabled((m_host || m_client) && !running);
    m_rename->setEnabled((m_host || m_client) && !running && net::usableName(typed) &&
                         typed != playerName());
    if (m_client)
        m_you->setText(mine >= 0 ? tr("You sit in the %1 seat.").arg(seatName(mine))
                                 : tr("You have no seat: you watch the game."));
    else if (m_host)
        m_you->setText(m_host->canStart() ? tr("Every seat is filled: the game can start.")
                                          : tr("Waiting for players: %n seat(s) open.", nullptr,
                                               info ? info->freeSeats() : 0));
    else
        m_you->clear();
    if (m_host) {
        // One line per address to copy into a chat: the address, the port and the host's code.
        const QString code = m_host->fingerprintCode();
        QStringList where;
        for (const QHostAddress &a : net::Host::localAddresses()) // the interfaces, asked once
            where.append(joinLine(a.toString(), m_host->port(), code));
        const bool noNetwork = where.isEmpty();
        if (noNetwork) where.append(joinLine(QStringLiteral("127.0.0.1"), m_host->port(), code));
        m_joinLine = where.first();
        m_addresses->setText(
            (noNetwork ? tr("No network was found. Players on this computer can join at %1.")
                             .arg(where.first())
                       : tr("Players join at %1.").arg(where.join(tr(", ")))) +
            QLatin1Char(' ') +
            tr("This game's code is %1: players who join compare it with the code their lobby "
               "shows.")
                .arg(code));
        m_addresses->show();
        m_copyLine->show();
    } else if (m_client && !m_client->hostFingerprint().isEmpty()) {
        m_addresses->setText(tr("The host's code is %1: compare it with the code the host's "
                                "player sees, to be sure nobody stands between you.")
                                 .arg(net::fingerprintCode(m_client->hostFingerprint())));
        m_addresses->show();
        m_copyLine->hide();
    } else {
        m_addresses->hide();
        m_copyLine->hide();
    }
    refreshElsewhere();
}

// Friends elsewhere: the public address and the code to pass on, once the router opened the
// port; what to forward by hand when it could not.
void LobbyPage::refreshElsewhere()
{
    using State = net::PortMapping::State;
    QString text;
    bool mapped = false;
    if (m_host && m_mapping) {
        switch (m_mapping->state()) {
        case State::Asking:
            text = tr("Asking the router to open port %1 for friends elsewhere…")
                       .arg(m_mapping->localPort());
            break;
        case State::Mapped:
            mapped = true;
            text = tr("Friends elsewhere join at %1 (the router opened the port for this game).")
                       .arg(joinLine(m_mapping->publicAddress(), m_mapping->publicPort(),
                                     m_host->fingerprintCode()));
            break;
        case State::Failed:
            text = m_mapping->failureText();
            break;
        case State::Idle:
        case State::Removing:
        case State::Removed:
            break;
        }
    }
    m_elsewhere->setText(text);
    m_elsewhere->setStyleSheet(mapped ? QStringLiteral("color: #ffd75a;") : QString());
    m_elsewhere->setVisible(!text.isEmpty());
}

void LobbyPage::reclaimChat()
{
    if (isAncestorOf(m_chat)) return;
    m_chatColumn->addWidget(m_chat, 1); // reparents it here
    m_chat->show();
}

void LobbyPage::showNotice(const QString &text)
{
    m_notice->setText(text);
    m_notice->setVisible(!text.isEmpty());
}

QString LobbyPage::notice() const
{
    return m_notice->text();
}

QString LobbyPage::seatText(int seat) const
{
    return seat >= 0 && seat < m_rows.size() ? m_rows[seat].occupant->text() : QString();
}

QComboBox *LobbyPage::seatChoice(int seat) const
{
    return seat >= 0 && seat < m_rows.size() ? m_rows[seat].choice : nullptr;
}

QPushButton *LobbyPage::takeButton(int seat) const
{
    return seat >= 0 && seat < m_rows.size() ? m_rows[seat].take : nullptr;
}

QPushButton *LobbyPage::freeButton(int seat) const
{
    return seat >= 0 && seat < m_rows.size() ? m_rows[seat].free : nullptr;
}

QPushButton *LobbyPage::swapButton(int seat) const
{
    return seat >= 0 && seat < m_rows.size() ? m_rows[seat].swap : nullptr;
}

QString LobbyPage::observersText() const
{
    return m_observers->text();
}

QString LobbyPage::addressesText() const
{
    return m_addresses->text();
}

QString LobbyPage::elsewhereText() const
{
    return m_elsewhere->isHidden() ? QString() : m_elsewhere->text();
}

void LobbyPage::retranslateUi()
{
    static_cast<QGroupBox *>(m_seatsBox)->setTitle(tr("Seats"));
    m_chatTitle->setText(tr("Chat"));
    m_copyLine->setText(tr("&Copy the join line"));
    m_copyLine->setToolTip(tr("Copies the address and the code, to paste into a message to "
                              "the players"));
    m_start->setText(tr("Start the game"));
    m_nameLabel->setText(tr("&Your name:"));
    m_nameEdit->setPlaceholderText(tr("The name the other players see"));
    m_rename->setText(tr("Change name"));
    m_leave->setText(m_host ? tr("Close the game") : tr("Leave"));
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &r = m_rows[i];
        r.colour->setText(seatName(i));
        if (r.swap) {
            //: Lobby button: exchange this seat with another seat.
            r.swap->setText(tr("Swap"));
            r.swap->setToolTip(tr("Swap this seat with another one."));
            const QList<QAction *> actions = r.swap->menu()->actions();
            int k = 0;
            for (int j = 0; j < m_rows.size(); ++j)
                if (j != i && k < actions.size())
                    actions[k++]->setText(tr("Swap with %1").arg(seatName(j)));
        }
        if (r.free) r.free->setText(tr("Free"));
        if (r.take) r.take->setText(tr("Take this seat"));
    }
    refresh();
}

void LobbyPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace quantum
