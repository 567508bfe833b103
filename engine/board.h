// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/map.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace quantum {

// Square index on a board: y * width + x, in board coordinates (the map's tile grid
// shifted so that its smallest tile x and y are 0). -1 is "no square".
using Sq = int16_t;
inline constexpr Sq kNoSq = -1;

struct Planet {
    Sq sq = kNoSq;
    int8_t number = 0;    // 7..10
    int8_t locations = 0; // R-BOARD-4
    bool start = false;
    int16_t tile = 0;                         // index into Board::tiles
    std::array<Sq, 4> orbit{kNoSq, kNoSq, kNoSq, kNoSq}; // orbital positions (existing squares)
};

// Immutable geometry derived from a playable map (R-BOARD-1..5). Shared by every state of
// a game through a shared_ptr; never changes after construction.
class Board {
public:
    // The map must be playable (validateMap without errors).
    explicit Board(const Map &map);

    const Map &map() const { return m_map; }
    int width() const { return m_w; }   // in squares
    int height() const { return m_h; }  // in squares
    int squareCount() const { return m_w * m_h; }
    int originX() const { return m_ox; } // tile-grid x of board tile column 0
    int originY() const { return m_oy; }

    bool exists(int sq) const { return m_exists[sq]; }
    int planetAt(int sq) const { return m_planetAt[sq]; } // planet index or -1
    bool isVoid(int sq) const { return m_void[sq]; }
    bool isPlanet(int sq) const { return m_planetAt[sq] >= 0; }

    // Orthogonal neighbours (N, E, S, W) and diagonal ones (NE, SE, SW, NW); kNoSq if missing.
    const std::array<Sq, 4> &orth(int sq) const { return m_orth[sq]; }
    const std::array<Sq, 4> &diag(int sq) const { return m_diag[sq]; }
    // Planets this square is an orbital position of (up to 4), -1 terminated.
    const std::array<int16_t, 4> &orbitalOf(int sq) const { return m_orbitalOf[sq]; }

    const std::vector<Planet> &planets() const { return m_planets; }
    int planetCount() const { return int(m_planets.size()); }
    int totalLocations() const { return m_totalLocations; }

    int sqX(int sq) const { return sq % m_w; }
    int sqY(int sq) const { return sq / m_w; }
    // Square coordinates as written in files (the map's own coordinates: 3*tile.x + dx).
    int fileX(int sq) const { return sqX(sq) + 3 * m_ox; }
    int fileY(int sq) const { return sqY(sq) + 3 * m_oy; }
    // From file coordinates; kNoSq when outside the board or not a square of a tile.
    Sq fromFile(int x, int y) const;
    int planetFromFile(int x, int y) const; // planet index at a planet's centre, or -1

    bool surrounds(int a, int b) const; // b is one of the 8 squares around a

private:
    Map m_map;
    int m_w = 0, m_h = 0, m_ox = 0, m_oy = 0;
    std::vector<uint8_t> m_exists, m_void;
    std::vector<int16_t> m_planetAt;
    std::vector<std::array<Sq, 4>> m_orth, m_diag;
    std::vector<std::array<int16_t, 4>> m_orbitalOf;
    std::vector<Planet> m_planets;
    int m_totalLocations = 0;
};

using BoardPtr = std::shared_ptr<const Board>;

} // namespace quantum
