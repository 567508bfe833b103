// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/protocol.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace quantum {

class ChatPanel;

namespace net {
class Client;
class Host;
class PortMapping;
} // namespace net

// The LAN lobby, for the host and for a client alike: every seat and who sits there (the
// faction's emblem and colour), the observers, a chat. A client takes an open seat; the
// host puts an open seat, a computer or its own player in each seat, swaps and frees seats
// and starts the game once every seat is filled. Leave (client) or Close (host) asks the
// window (leaveRequested). The page shows a host or client the window owns; it owns neither.
class LobbyPage : public QWidget {
    Q_OBJECT
public:
    explicit LobbyPage(QWidget *parent = nullptr);
    // The host's lobby; `playerName` is the host's own name (chat, its own seat).
    void setHost(net::Host *host, const QString &playerName);
    // The host's port mapping on the router (the window owns it): a line says where friends
    // elsewhere join, or what to forward by hand.
    void setPortMapping(net::PortMapping *mapping);
    void setClient(net::Client *client);
    void clear();

    // A line under the seats (the game cannot be shown, the host went away); empty: none.
    void showNotice(const QString &text);
    QString notice() const;

    // For tests and the window: the widgets a user works with. The window shows the chat
    // beside the game while a LAN game runs (it stays connected) and gives it back after.
    ChatPanel *chat() const { return m_chat; }
    void reclaimChat();
    QPushButton *startButton() const { return m_start; }
    QPushButton *leaveButton() const { return m_leave; }
    int seatCount() const { return int(m_rows.size()); }
    QString seatText(int seat) const;
    QComboBox *seatChoice(int seat) const;   // host: what sits there
    QPushButton *takeButton(int seat) const; // client: take this open seat
    QPushButton *freeButton(int seat) const; // host: open the seat again
    QPushButton *swapButton(int seat) const; // host: its menu swaps the seat with another
    QString observersText() const;
    QLineEdit *nameEdit() const { return m_nameEdit; }
    QPushButton *renameButton() const { return m_rename; }
    // This computer's player as the lobby knows it (the host's or the client's).
    QString playerName() const;
    QString addressesText() const;
    // The chat note for a wrong password, an unknown token or a lockout (net::Host::authFailed).
    static QString authNote(const QString &address, const QString &why, int failures);
    // The line Copy the join line puts on the clipboard (host only).
    QString joinLineText() const { return m_joinLine; }
    QString elsewhereText() const; // empty when hidden

    // An occupant as the lobby words it (seat `seat`; `mine`: this client's own seat).
    static QString occupantText(const net::LobbySeat &s, bool mine);
    // A computer seat at `bot`'s level (levelText), as the seat lists word it.
    static QString botText(const QString &bot);

signals:
    void leaveRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row {
        QLabel *badge = nullptr;
        QLabel *colour = nullptr;
        QLabel *occupant = nullptr;
        QComboBox *choice = nullptr;
        QPushButton *swap = nullptr;
        QPushButton *free = nullptr;
        QPushButton *take = nullptr;
    };
    const net::LobbyInfo *lobby() const;
    void buildRows();
    // Seat `seat` in words: its faction in Quantum, "Player 2" in Qwantum.
    QString seatName(int seat) const;
    void refresh();
    void refreshElsewhere();
    void retranslateUi();
    void choose(int seat, int index);
    void rename();

    QPointer<net::Host> m_host;
    QPointer<net::Client> m_client;
    QPointer<net::PortMapping> m_mapping;
    QString m_playerName;
    QLabel *m_title = nullptr;
    QLabel *m_details = nullptr;
    QLabel *m_addresses = nullptr;
    QPushButton *m_copyLine = nullptr;
    QString m_joinLine; // the first of the host's join lines (address:port#code)
    QLabel *m_elsewhere = nullptr;
    QWidget *m_seatsBox = nullptr;
    QList<Row> m_rows;
    QLabel *m_nameLabel = nullptr;
    QLineEdit *m_nameEdit = nullptr;
    QPushButton *m_rename = nullptr;
    QLabel *m_you = nullptr;
    QLabel *m_observers = nullptr;
    QLabel *m_notice = nullptr;
    QLabel *m_chatTitle = nullptr;
    ChatPanel *m_chat = nullptr;
    QVBoxLayout *m_chatColumn = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_leave = nullptr;
    QList<QMetaObject::Connection> m_links;
};

} // namespace quantum
