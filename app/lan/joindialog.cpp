// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/lan/joindialog.h"

#include "app/common/appsettings.h"
#include "app/net/identity.h"

#include <QCheckBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace quantum {

bool parseHostAddress(const QString &typed, QString &host, quint16 &port, QString *error,
                      QString *code)
{
    QString text = typed.trimmed();
    const auto fail = [error](const QString &why) {
        if (error) *error = why;
        return false;
    };
    // The host's code after '#' (chat programs may add spaces around it).
    QString typedCode;
    if (const qsizetype hash = text.indexOf(QLatin1Char('#')); hash >= 0) {
        typedCode = text.mid(hash + 1).trimmed();
        text = text.left(hash).trimmed();
        if (net::normalizedFingerprintCode(typedCode).isEmpty())
            return fail(JoinDialog::tr("\"%1\" after the # is not a host's code: a code is two "
                                       "groups of five letters and digits, such as K7QM4-X2PDR.")
                            .arg(typedCode.left(40)));
    }
    if (text.isEmpty())
        return fail(JoinDialog::tr("Type the host's address, such as 192.168.1.20:%1, or "
                                   "choose a game from the list.")
                        .arg(net::kDefaultPort));
    QString name = text;
    QString portText;
    if (text.startsWith(QLatin1Char('['))) { // [IPv6]:port
        const qsizetype close = text.indexOf(QLatin1Char(']'));
        if (close < 0) return fail(JoinDialog::tr("The address \"%1\" is not complete.").arg(text));
        name = text.mid(1, close - 1);
        const QString rest = text.mid(close + 1);
        if (!rest.isEmpty() && !rest.startsWith(QLatin1Char(':')))
            return fail(JoinDialog::tr("The address \"%1\" cannot be read.").arg(text));
        portText = rest.mid(1);
    } else if (text.count(QLatin1Char(':')) == 1) {
        name = text.section(QLatin1Char(':'), 0, 0);
        portText = text.section(QLatin1Char(':'), 1);
        if (portText.isEmpty())
            return fail(
                JoinDialog::tr("A port number is missing after the colon in \"%1\".").arg(text));
    }
    if (name.isEmpty()) return fail(JoinDialog::tr("The address \"%1\" has no host.").arg(text));
    if (QHostAddress(name).isNull()) {
        // A host name: letters, digits, dots and dashes only.
        const QString ace = QString::fromLatin1(QUrl::toAce(name));
        bool ok = !ace.isEmpty();
        for (QChar c : ace)
            ok = ok && (c.isLetterOrNumber() || c == QLatin1Char('.') || c == QLatin1Char('-'));
        if (!ok)
            return fail(
                JoinDialog::tr("\"%1\" is neither an address nor a computer's name.").arg(name));
    }
    port = net::kDefaultPort;
    if (!portText.isEmpty()) {
        bool ok = false;
        const uint p = portText.toUInt(&ok);
        if (!ok || p == 0 || p > 65535)
            return fail(JoinDialog::tr("The port must be a number from 1 to 65535, not \"%1\".")
                            .arg(portText));
        port = quint16(p);
    }
    host = name;
    if (code) *code = net::normalizedFingerprintCode(typedCode);
    return true;
}

QString joinLine(const QString &host, const QString &port, const QString &code)
{
    const QString where = host.contains(QLatin1Char(':'))
                              ? QStringLiteral("[%1]:%2").arg(host, port)
                              : QStringLiteral("%1:%2").arg(host, port);
    return code.isEmpty() ? where : where + QLatin1Char('#') + code;
}

QString joinLine(const QString &host, quint16 port, const QString &code)
{
    return joinLine(host, QString::number(port), code);
}

JoinDialog::JoinDialog(QWidget *parent, bool browse) : QDialog(parent)
{
    setWindowTitle(tr("Join a network game"));
    auto *layout = new QVBoxLayout(this);
    auto *found = new QLabel(tr("Games on your network:"));
    layout->addWidget(found);
    m_list = new QTreeWidget;
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels(
        {tr("Game"), tr("Map"), tr("Free seats"), tr("Host"), tr("Code"), tr("Version")});
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->setMinimumHeight(160);
    found->setBuddy(m_list);
    layout->addWidget(m_list, 1);
    m_hint = new QLabel;
    m_hint->setWordWrap(true);
    m_hint->setStyleSheet(QStringLiteral("color: #8d96a8;"));
    layout->addWidget(m_hint);

    auto *form = new QFormLayout;
    m_address = new QLineEdit(readSetting(Setting::LanAddress).toString());
    m_address->setPlaceholderText(tr("address:port, such as 192.168.1.20:%1, and the host's "
                                     "code after a #")
                                      .arg(net::kDefaultPort));
    m_name = new QLineEdit(readSetting(Setting::LanName).toString());
    m_name->setMaxLength(net::kMaxNameLength);
    m_name->setPlaceholderText(tr("Your name at the table"));
    m_password = new QLineEdit;
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("only if the game has one"));
    m_watch = new QCheckBox(tr("Only watch the game (no seat)"));
    form->addRow(tr("&Host:"), m_address);
    form->addRow(tr("&Your name:"), m_name);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(m_watch);
    layout->addLayout(form);
    m_message = new QLabel;
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #ff9d6e;"));
    m_message->hide();
    layout->addWidget(m_message);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_join = buttons->addButton(tr("Join"), QDialogButtonBox::AcceptRole);
    m_join->setDefault(true);
    m_trust = buttons->addButton(tr("&Trust the new code"), QDialogButtonBox::ActionRole);
    m_trust->hide();
    connect(m_trust, &QPushButton::clicked, this, &JoinDialog::trustNewHost);
    connect(m_join, &QPushButton::clicked, this, &JoinDialog::join);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (!item) return;
        const int i = item->data(0, Qt::UserRole).toInt();
        if (i < 0 || i >= m_games.size()) return;
        const net::FoundGame &g = m_games[i];
        // The code the game announces is only a name (anyone can answer a probe): a host
        // met before is held to the certificate remembered, a new one to the code announced.
        const QString key = hostKey(g.address.toString(), g.port);
        const bool known = !knownHost(key).isEmpty();
        m_address->setText(
            joinLine(g.address.toString(), g.port, known ? QString() : g.fingerprint));
        m_watch->setChecked(g.free == 0);
    });
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, &JoinDialog::join);

    m_browser = new net::DiscoveryBrowser(this);
    connect(m_browser, &net::DiscoveryBrowser::gamesChanged, this,
            [this] { setGames(m_browser->games()); });
    connect(m_browser, &net::DiscoveryBrowser::probed, this, &JoinDialog::updateHint);
    updateHint();
    if (browse) m_browser->start();
    resize(720, 520);
}

JoinDialog::~JoinDialog() = default;

void JoinDialog::setGames(const QList<net::FoundGame> &games)
{
    // The row chosen stays chosen while the list changes around it.
    QString chosen;
    if (const QTreeWidgetItem *item = m_list->currentItem()) chosen = item->text(3);
    m_games = games;
    updateHint();
    const QSignalBlocker quiet(m_list);
    m_list->clear();
    for (int i = 0; i < m_games.size(); ++i) {
        const net::FoundGame &g = m_games[i];
        const QString where = joinLine(g.address.toString(), g.port, QString());
        auto *item = new QTreeWidgetItem(m_list);
        const QString name = g.name.isEmpty() ? tr("Network game") : g.name;
        item->setText(0, g.password ? tr("%1 (password)").arg(name) : name);
        // A game of Qwantum has no map: the column names the game (a name, never translated).
        item->setText(1, g.game == GameKind::Qwantum ? QStringLiteral("Qwantum") : g.map);
        item->setText(2, tr("%1 of %2").arg(g.free).arg(g.seats));
        item->setText(3, where);
        item->setText(4, g.fingerprint);
        item->setToolTip(4, tr("The host's code: its player can read it to you from their "
                               "lobby, to be sure this is their game."));
        item->setText(5, g.app);
        item->setData(0, Qt::UserRole, i);
        if (g.password) item->setToolTip(0, tr("This game asks for a password."));
        if (g.app != net::applicationVersion() || g.protocol != net::kProtocolVersion) {
            item->setToolTip(5, tr("Another version of Quantum: this program cannot join it."));
            item->setForeground(5, QColor(0xff, 0x9d, 0x6e));
        }
        if (where == chosen) m_list->setCurrentItem(item);
    }
}

// Under the list: how games get there; once a few probes found none, what to try instead.
void JoinDialog::updateHint()
{
    if (m_games.isEmpty() && m_browser->probes() >= kProbesBeforeAdvice)
        m_hint->setText(tr("No game has answered yet. If a friend is hosting, type the address "
                           "their host dialog shows (such as 192.168.1.20:%1) under Host below "
                           "and press Join: a firewall, or a network that does not pass on "
                           "broadcasts, can keep a game out of this list.")
                            .arg(net::kDefaultPort));
    else
        m_hint->setText(tr("Games hosted on this network appear here by themselves. "
                           "A game not listed can be joined by its address."));
}

int JoinDialog::gameCount() const
{
    return m_list->topLevelItemCount();
}

QString JoinDialog::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void JoinDialog::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void JoinDialog::failed(const QString &text)
{
    showMessage(text);
    m_join->setEnabled(true);
    if (m_client) {
        m_client->disconnect(this);
        m_client.release()->deleteLater(); // it may be emitting the signal that brought us here
    }
}

namespace {

constexpr int kRememberedSeats = 16;

// Sets `key` of the map kept in `setting` to `value` (with the time it was set), or removes
// it for a null value; the oldest entries go past `keep`.
void remember(Setting setting, const QString &key, const QVariant &value, int keep)
{
    QVariantMap entries = readSetting(setting).toMap();
    if (value.isNull()) {
        entries.remove(key);
    } else {
        entries[key] = QVariantMap{{QStringLiteral("value"), value},
                                   {QStringLiteral("when"), QDateTime::currentSecsSinceEpoch()}};
        while (entries.size() > keep) { // the oldest goes
            auto oldest = entries.begin();
            for (auto it = entries.begin(); it != entries.end(); ++it)
                if (it->toMap().value(QStringLiteral("when")).toLongLong() <
                    oldest->toMap().value(QStringLiteral("when")).toLongLong())
                    oldest = it;
            entries.erase(oldest);
        }
    }
    writeSetting(setting, entries);
}

QVariant remembered(Setting setting, const QString &key)
{
    return readSetting(setting).toMap().value(key).toMap().value(QStringLiteral("value"));
}

} // namespace

QString rememberedSeat(const QString &address)
{
    return remembered(Setting::LanSeats, address).toString();
}

void rememberSeat(const QString &address, const QString &token)
{
    remember(Setting::LanSeats, address, token.isEmpty() ? QVariant() : QVariant(token),
             kRememberedSeats);
}

QByteArray knownHost(const QString &address)
{
    return remembered(Setting::LanKnownHosts, address).toByteArray();
}

void rememberHost(const QString &address, const QByteArray &fingerprint)
{
    remember(Setting::LanKnownHosts, address,
             fingerprint.isEmpty() ? QVariant() : QVariant(fingerprint), kKnownHosts);
}

void JoinDialog::join()
{
    if (m_client) return; // already on its way
    QString host, error, code;
    quint16 port = 0;
    if (!parseHostAddress(m_address->text(), host, port, &error, &code)) return showMessage(error);
    const QString name = m_name->text().simplified();
    if (name.isEmpty() && !m_watch->isChecked())
        return showMessage(tr("Type your name: the other players see it at the table."));
    net::ClientOptions o = m_template;
    o.name = name;
    o.password = m_password->text();
    o.observer = m_watch->isChecked();
    // The host must be the one its code names, or the one met here before.
    o.fingerprintCode = code;
    if (code.isEmpty()) o.fingerprint = knownHost(hostKey(host, port));
    m_join->setEnabled(false);
    m_trust->hide();
    showMessage(QString());
    connectClient(o, host, port);
}

QString JoinDialog::hostKey(const QString &host, quint16 port)
{
    return QStringLiteral("%1:%2").arg(host.toLower()).arg(port);
}

void JoinDialog::trustNewHost()
{
    if (m_client || m_untrusted.isEmpty()) return;
    net::ClientOptions o = m_untrustedOptions;
    o.fingerprint = m_untrusted;
    o.fingerprintCode.clear();
    m_trust->hide();
    m_join->setEnabled(false);
    showMessage(QString());
    connectClient(o, m_untrustedHost, m_untrustedPort);
}

void JoinDialog::connectClient(const net::ClientOptions &o, const QString &host, quint16 port)
{
    m_client = std::make_unique<net::Client>(o);
    m_welcomed = false;
    const QString where = m_address->text().trimmed();
    const QString seatKey = hostKey(host, port);
    connect(m_client.get(), &net::Client::welcomed, this, [this, where, seatKey] {
        m_welcomed = true;
        m_client->disconnect(this);
        writeSetting(Setting::LanAddress, where);
        writeSetting(Setting::LanName, m_name->text().simplified());
        rememberHost(seatKey, m_client->hostFingerprint());
        // The seat's token, kept while the client lives (the host may move the seat).
        net::Client *client = m_client.get();
        if (client->seat() >= 0) rememberSeat(seatKey, client->token());
        connect(client, &net::Client::seatChanged, client, [client, seatKey] {
            if (client->seat() >= 0) rememberSeat(seatKey, client->token());
        });
        accept();
    });
    connect(m_client.get(), &net::Client::rejected, this,
            [this, o, host, port, seatKey](const QString &why, const QString &text) {
                // A game that started without this player: if this computer's player had a
                // seat there, it comes back to it; a seat the host no longer knows is forgotten.
                const QString token = rememberedSeat(seatKey);
                if (why == net::reason::GameStarted && o.token.isEmpty() && !o.observer &&
                    !token.isEmpty()) {
                    m_client->disconnect(this);
                    m_client.release()->deleteLater();
                    net::ClientOptions again = o;
                    again.token = token;
                    connectClient(again, host, port);
                    return;
                }
                if (why == net::reason::BadToken && !o.token.isEmpty()) {
                    rememberSeat(seatKey, QString());
                    failed(tr("The host turned the request down: %1")
                               .arg(net::reasonText(net::reason::GameStarted)));
                    return;
                }
                failed(tr("The host turned the request down: %1").arg(text));
            });
    connect(m_client.get(), &net::Client::statusChanged, this,
            [this, o, host, port, where](net::Client::Status status) {
                if (status != net::Client::Status::Closed || m_welcomed) return;
                const QString why = m_client->closeReason();
                if (why == net::reason::HostKeyChanged) return hostNotTrusted(o, host, port);
                if (why == net::reason::TlsFailed)
                    return failed(tr("The program at %1 answers, but not as this version of "
                                     "Quantum: %2")
                                      .arg(where, net::reasonText(why)));
                failed(tr("No game answers at %1. Check the address and that the game is "
                          "still open.")
                           .arg(where));
            });
    m_client->connectTo(host, port);
}

// The host answered with another certificate than the one its code names, or than the one
// met at this address before: say so plainly, and (for a host met before, which may have
// made a new key) offer to trust the new one.
void JoinDialog::hostNotTrusted(const net::ClientOptions &o, const QString &host, quint16 port)
{
    const QByteArray seen = m_client->unexpectedFingerprint();
    const QString where = m_address->text().trimmed();
    if (!o.fingerprintCode.isEmpty()) {
        failed(tr("The host at %1 shows the code %2, not %3. Check the code with the host's "
                  "player: another computer may be pretending to be the host.")
                   .arg(where, net::fingerprintCode(seen), o.fingerprintCode));
        return;
    }
    m_untrusted = seen;
    m_untrustedOptions = o;
    m_untrustedHost = host;
    m_untrustedPort = port;
    failed(tr("Warning: the host at %1 is not the one you joined there before. Its code was "
              "%2 and is now %3. If the host's player confirms the new code (a new "
              "computer, or Quantum installed anew), press Trust the new code; otherwise "
              "another computer may be pretending to be the host.")
               .arg(where, net::fingerprintCode(o.fingerprint), net::fingerprintCode(seen)));
    m_trust->show();
}

std::unique_ptr<net::Client> JoinDialog::takeClient()
{
    return m_welcomed ? std::move(m_client) : nullptr;
}

} // namespace quantum
