// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/board.h"

#include <algorithm>

namespace quantum {

Board::Board(const Map &map) : m_map(map)
{
    // A playable map spans at most kMaxMapTiles in each direction (validateMap).
    const TileBounds box = tileBounds(map);
    const int minX = box.minX, minY = box.minY;
    m_ox = minX;
    m_oy = minY;
    m_w = 3 * int(std::max<qint64>(box.width(), 1));
    m_h = 3 * int(std::max<qint64>(box.height(), 1));
    const int n = m_w * m_h;
    m_exists.assign(n, 0);
    m_void.assign(n, 0);
    m_planetAt.assign(n, -1);

    // Planets in reading order of their tiles, so planet indices are stable.
    std::vector<int> order(map.tiles.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return inReadingOrder(map.tiles[a], map.tiles[b]); });
    for (int ti : order) {
        const Tile &t = map.tiles[ti];
        const int bx = 3 * (t.x - minX), by = 3 * (t.y - minY);
        for (int dy = 0; dy < 3; ++dy)
            for (int dx = 0; dx < 3; ++dx) {
                const int sq = (by + dy) * m_w + bx + dx;
                m_exists[sq] = 1;
                m_void[sq] = t.planet == 0 ? 1 : 0;
            }
        if (t.planet != 0) {
            Planet p;
            p.sq = Sq((by + 1) * m_w + bx + 1);
            p.number = int8_t(t.planet);
            p.locations = int8_t(cubeLocationsFor(t.planet));
            p.start = t.start;
            p.tile = int16_t(ti);
            m_planetAt[p.sq] = int16_t(m_planets.size());
            m_totalLocations += p.locations;
            m_planets.push_back(p);
        }
    }

    m_orth.assign(n, {kNoSq, kNoSq, kNoSq, kNoSq});
    m_diag.assign(n, {kNoSq, kNoSq, kNoSq, kNoSq});
    m_orbitalOf.assign(n, {-1, -1, -1, -1});
    static const int odx[4] = {0, 1, 0, -1}, ody[4] = {-1, 0, 1, 0};
    static const int ddx[4] = {1, 1, -1, -1}, ddy[4] = {-1, 1, 1, -1};
    for (int y = 0; y < m_h; ++y)
        for (int x = 0; x < m_w; ++x) {
            const int sq = y * m_w + x;
            if (!m_exists[sq])
                continue;
            for (int d = 0; d < 4; ++d) {
                int nx = x + odx[d], ny = y + ody[d];
                if (nx >= 0 && ny >= 0 && nx < m_w && ny < m_h && m_exists[ny * m_w + nx])
                    m_orth[sq][d] = Sq(ny * m_w + nx);
                nx = x + ddx[d];
                ny = y + ddy[d];
                if (nx >= 0 && ny >= 0 && nx < m_w && ny < m_h && m_exists[ny * m_w + nx])
                    m_diag[sq][d] = Sq(ny * m_w + nx);
            }
        }
    for (int pi = 0; pi < int(m_planets.size()); ++pi) {
        Planet &p = m_planets[pi];
        for (int d = 0; d < 4; ++d) {
            const Sq o = m_orth[p.sq][d];
            p.orbit[d] = o;
            if (o == kNoSq)
                continue;
            auto &list = m_orbitalOf[o];
            for (auto &slot : list)
                if (slot < 0) {
                    slot = int16_t(pi);
                    break;
                }
        }
    }
}

Sq Board::fromFile(int x, int y) const
{
    const int bx = x - 3 * m_ox, by = y - 3 * m_oy;
    if (bx < 0 || by < 0 || bx >= m_w || by >= m_h)
        return kNoSq;
    const int sq = by * m_w + bx;
    return m_exists[sq] ? Sq(sq) : kNoSq;
}

int Board::planetFromFile(int x, int y) const
{
    const Sq sq = fromFile(x, y);
    return sq == kNoSq ? -1 : m_planetAt[sq];
}

bool Board::surrounds(int a, int b) const
{
    const int dx = sqX(a) - sqX(b), dy = sqY(a) - sqY(b);
    return a != b && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
}

} // namespace quantum
