// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/game/seat.h"
#include "app/game/session.h"

namespace quantum::net {

// A player at another computer: the host's session asks it like any seat; its client sees the
// position in the updates and answers with an intent, which the host passes to answer().
class RemoteSeat : public Seat {
    Q_OBJECT
public:
    explicit RemoteSeat(int index, QObject *parent = nullptr) : Seat(parent), m_index(index) {}
    bool isRemote() const override { return true; }
    void decide(Session &, int) override {}
    Session::Result answer(Session &session, const AnyAction &action)
    {
        return session.submit(m_index, action);
    }

private:
    int m_index;
};

} // namespace quantum::net
