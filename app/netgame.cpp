// PLACEHOLDER: replaced by the lanclient branch (issue 10). Returns no session, so that the
// LAN screens build and say that the game cannot be shown yet.
#include "app/netgame.h"

namespace quantum {

std::unique_ptr<Session> makeClientSession(net::Client *)
{
    return nullptr;
}

} // namespace quantum
