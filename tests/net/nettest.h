#pragma once

// What the LAN tests share: a small two-player board, a host that listens on 127.0.0.1 only
// (any free port, no discovery, computers answering inline) and the generous wait.
#include "app/net/host.h"
#include "engine/map.h"

#include <memory>

namespace quantum::net::test {

inline constexpr int kWait = 60000; // generous: the machine is shared and noisy

inline BoardPtr duelBoard()
{
    Map map = mapFromNotation(QStringLiteral("7* 7 7 / 7 8 7 / 7 7 7*")).map;
    map.players = 2;
    map.name = QStringLiteral("Duel");
    return std::make_shared<const Board>(map);
}

inline HostOptions loopback(quint64 seed)
{
    HostOptions o;
    o.gameName = QStringLiteral("Test game");
    o.address = QHostAddress::LocalHost;
    o.port = 0;
    o.seed = seed;
    o.threading = ComputerSeat::Threading::Inline;
    o.discovery = false;
    return o;
}

} // namespace quantum::net::test
