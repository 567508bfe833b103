// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/common/appsettings.h"

#include "app/net/protocol.h"

#include <QSettings>

namespace quantum {

namespace {

struct SettingSpec {
    const char *key;
    QVariant fallback;
};

SettingSpec spec(Setting setting)
{
    switch (setting) {
    case Setting::Language:
        return {"ui/language", QString()};
    case Setting::AnimationSpeed:
        return {"play/animationSpeed", 1};
    case Setting::ConfirmEndTurn:
        return {"play/confirmEndTurn", true};
    case Setting::Sounds:
        return {"play/sounds", true};
    case Setting::ComputerPace:
        return {"play/computerPace", 600};
    case Setting::LastMap:
        return {"newGame/lastMap", QString()};
    case Setting::MapSort:
        return {"newGame/mapSort", QStringLiteral("name")};
    case Setting::MapGroups:
        return {"newGame/mapGroups", true};
    case Setting::SeatKinds:
        return {"newGame/seatKinds", QStringList()};
    case Setting::ComputerLevels:
        return {"newGame/computerLevels", QStringList()};
    case Setting::PlayedBefore:
        return {"play/playedBefore", false};
    case Setting::WindowGeometry:
        return {"window/geometry", QByteArray()};
    case Setting::GameSplitter:
        return {"window/gameSplitter", QByteArray()};
    case Setting::SideSplitter:
        return {"window/sideSplitter", QByteArray()};
    case Setting::LanPort:
        return {"lan/port", int(net::kDefaultPort)};
    case Setting::LanName:
        return {"lan/name", QString()};
    case Setting::LanAddress:
        return {"lan/address", QString()};
    case Setting::LanGameName:
        return {"lan/gameName", QString()};
    case Setting::LanSeats:
        return {"lan/seats", QVariantMap()};
    case Setting::LanKnownHosts:
        return {"lan/knownHosts", QVariantMap()};
    case Setting::LanUpnp:
        return {"lan/upnp", false};
    case Setting::LastGame:
        return {"ui/lastGame", QStringLiteral("quantum")};
    case Setting::QwantumSeats:
        return {"qwantum/seats", QStringList()};
    }
    return {"", QVariant()};
}

} // namespace

QVariant readSetting(Setting setting)
{
    const SettingSpec s = spec(setting);
    return QSettings().value(QLatin1String(s.key), s.fallback);
}

void writeSetting(Setting setting, const QVariant &value)
{
    QSettings().setValue(QLatin1String(spec(setting).key), value);
}

} // namespace quantum
