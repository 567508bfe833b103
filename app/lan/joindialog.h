// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/client.h"
#include "app/net/discovery.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace quantum {

// The seat token the host at `address` ("host:port") last gave this computer's player, so
// that Join again brings a player whose program closed or crashed back to the seat of a
// running game; an empty token forgets it. A few addresses are kept.
QString rememberedSeat(const QString &address);
void rememberSeat(const QString &address, const QString &token);

// The certificate fingerprint of the host at `address` ("host:port") when this computer's
// player joined it (trust on first use: a later join expects the same one); an empty one
// forgets it. The most recent kKnownHosts hosts are kept.
QByteArray knownHost(const QString &address);
void rememberHost(const QString &address, const QByteArray &fingerprint);
inline constexpr int kKnownHosts = 64;

// "host:port" as typed, optionally followed by the host's code ("host:port#K7QM4-X2PDR",
// the one line a host shares): an address or host name, a port (the default one when left
// out), and the code normalized (net::normalizedFingerprintCode; empty without one). False,
// with a message for the player, for anything else.
bool parseHostAddress(const QString &typed, QString &host, quint16 &port, QString *error,
                      QString *code = nullptr);
// The line a host shares: "host:port#CODE" ("[v6]:port#CODE" for an IPv6 address).
QString joinLine(const QString &host, quint16 port, const QString &code);
// The same with the port as text (a dialog's "PORT" before one is chosen).
QString joinLine(const QString &host, const QString &port, const QString &code);

// Join LAN game: the games found on the local network (net::DiscoveryBrowser, live: name,
// map, free seats, host address, version), or a host:port typed by hand; the player's name
// (remembered), a password when the game asks for one, or watching only. Join connects a
// net::Client and waits for the host's welcome; a reject (another version, a wrong password,
// no free seat) or an unreachable host shows why and keeps the dialog open. Once welcomed
// the dialog closes and the window takes the client (takeClient).
class JoinDialog : public QDialog {
    Q_OBJECT
public:
    // `browse`: look for games on the network at once (tests pass false, then point the
    // browser at loopback and start it, or call setGames).
    explicit JoinDialog(QWidget *parent = nullptr, bool browse = true);
    ~JoinDialog() override;

    // The games in the list (the browser's, or injected by tests).
    void setGames(const QList<net::FoundGame> &games);
    int gameCount() const;
    // The browser (tests: pointed at loopback only, then started).
    net::DiscoveryBrowser *browser() const { return m_browser; }
    // What every client of this dialog claims beyond the fields (tests of a mismatch).
    void setClientTemplate(const net::ClientOptions &options) { m_template = options; }
    // Tries to join what the fields say (as the Join button does).
    void join();
    bool isJoining() const { return m_client != nullptr && !m_welcomed; }
    std::unique_ptr<net::Client> takeClient();
    QString message() const;

    QTreeWidget *gameList() const { return m_list; }
    QLineEdit *addressEdit() const { return m_address; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *passwordEdit() const { return m_password; }
    QCheckBox *watchBox() const { return m_watch; }
    QPushButton *joinButton() const { return m_join; }
    // Shown when a host met before answers with another certificate.
    QPushButton *trustButton() const { return m_trust; }

    // The line under the list (for tests).
    QLabel *hint() const { return m_hint; }
    // Probes sent with no game found before the line under the list says what to try.
    static constexpr int kProbesBeforeAdvice = 3;

private:
    void showMessage(const QString &text);
    void updateHint();
    void connectClient(const net::ClientOptions &options, const QString &host, quint16 port);
    void hostNotTrusted(const net::ClientOptions &options, const QString &host, quint16 port);
    void trustNewHost();
    // How rememberSeat and rememberHost name a host.
    static QString hostKey(const QString &host, quint16 port);
    void failed(const QString &text);

    net::DiscoveryBrowser *m_browser = nullptr;
    QList<net::FoundGame> m_games;
    QTreeWidget *m_list = nullptr;
    QLineEdit *m_address = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_password = nullptr;
    QCheckBox *m_watch = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_hint = nullptr;
    QPushButton *m_join = nullptr;
    QPushButton *m_trust = nullptr;
    net::ClientOptions m_template;
    // A host refused as not the one met before (hostNotTrusted), to trust on request.
    QByteArray m_untrusted;
    net::ClientOptions m_untrustedOptions;
    QString m_untrustedHost;
    quint16 m_untrustedPort = 0;
    std::unique_ptr<net::Client> m_client;
    bool m_welcomed = false;
};

} // namespace quantum
