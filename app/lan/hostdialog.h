// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/host.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace quantum {

class MapChooser;

// Where a LAN host keeps its autosave (the players' seats and tokens with the game), and
// the previous one beside it (previousAutosavePath).
QString lanAutosavePath();
// This computer's host key and certificate (net::HostIdentity), kept in the app's data
// folder, made on first use; null, with the reason worded for the player, when the files
// there cannot be read.
net::HostIdentity lanHostIdentity(QString *error);

// Host LAN game: the map (MapChooser, as in New game), each seat open for a player, a
// computer with its bot, or the host's own; a game name, the host's name, an optional
// password, the port (Setting::LanPort) and whether the router is asked to open it to friends
// elsewhere (Setting::LanUpnp: the window does it, net::PortMapping). OK starts a net::Host
// listening (an error, such as a port in use, keeps the dialog open and says why); the window
// then takes it (takeHost).
class HostDialog : public QDialog {
    Q_OBJECT
public:
    // Hosts a game of `game`: Quantum on a map, or Qwantum for a number of players.
    explicit HostDialog(QWidget *parent = nullptr, GameKind game = GameKind::Quantum);
    GameKind game() const { return m_game; }
    int players() const; // the seats of the game
    ~HostDialog() override;
    void accept() override;

    // What the host is made of.
    Map map() const;
    QList<net::LobbySeat> seats() const;
    net::HostOptions options() const;
    QString playerName() const;
    // The host made by accept() (null before, or after it was taken).
    std::unique_ptr<net::Host> takeHost();
    net::Host *host() const { return m_host.get(); }
    // Tests: listen on the loopback address only, without answering discovery.
    void setLoopbackOnly(bool on) { m_loopbackOnly = on; }
    QString error() const;

    // For tests: the widgets a user works with.
    MapChooser *chooser() const { return m_chooser; }
    QComboBox *seatChoice(int seat) const { return m_kinds.value(seat); }
    QLineEdit *gameNameEdit() const { return m_gameName; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *passwordEdit() const { return m_password; }
    QSpinBox *portBox() const { return m_port; }
    QCheckBox *upnpBox() const { return m_upnp; }
    QSpinBox *playersBox() const { return m_players; } // Qwantum's

private:
    void updateSeats();
    void updateAddresses();

    GameKind m_game = GameKind::Quantum;
    MapChooser *m_chooser = nullptr;
    QSpinBox *m_players = nullptr;
    QList<QWidget *> m_rows;
    QList<QComboBox *> m_kinds;
    QLineEdit *m_gameName = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_password = nullptr;
    QSpinBox *m_port = nullptr;
    QCheckBox *m_upnp = nullptr;
    QLabel *m_addresses = nullptr;
    QLabel *m_error = nullptr;
    std::unique_ptr<net::Host> m_host;
    bool m_loopbackOnly = false;
    net::HostIdentity m_identity; // this computer's (lanHostIdentity)
};

} // namespace quantum
