#pragma once

// PLACEHOLDER: replaced by the lanclient branch (issue 10), which writes the real client
// session. Only the declaration below is relied on by the LAN screens (app/mainwindow.cpp).

#include "app/game/session.h"

#include <memory>

namespace quantum {

namespace net {
class Client;
}

// The game a LAN client shows on its game page: a session mirroring `client`'s game.
// nullptr when it cannot be made (the window says so).
std::unique_ptr<Session> makeClientSession(net::Client *client);

} // namespace quantum
