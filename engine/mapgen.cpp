// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mapgen.h"

#include "engine/bots.h"
#include "engine/dice.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace quantum {

namespace {

// ---- Symmetry: the group's transforms about a centre given in doubled tile coordinates ----

enum Op { Identity, LeftRight, TopBottom, HalfTurn, QuarterTurn, ThreeQuarterTurn };

struct P {
    int x = 0, y = 0;
    bool operator==(const P &) const = default;
};

std::vector<Op> groupOf(int players, MapSymmetry symmetry)
{
    switch (symmetry) {
    case MapSymmetry::None:
        return {Identity};
    case MapSymmetry::Mirror:
        if (players == 4) return {Identity, LeftRight, TopBottom, HalfTurn};
        return {Identity, LeftRight};
    case MapSymmetry::Rotation:
        if (players == 2) return {Identity, HalfTurn};
        return {Identity, QuarterTurn, HalfTurn, ThreeQuarterTurn};
    }
    return {Identity};
}

// The image of tile `p` under `op` about the centre (cx2 / 2, cy2 / 2); the caller picks
// centres that map tiles onto tiles.
P image(P p, Op op, int cx2, int cy2)
{
    const int dx = 2 * p.x - cx2, dy = 2 * p.y - cy2;
    int ex = dx, ey = dy;
    switch (op) {
    case Identity:
        break;
    case LeftRight:
        ex = -dx;
        break;
    case TopBottom:
        ey = -dy;
        break;
    case HalfTurn:
        ex = -dx;
        ey = -dy;
        break;
    case QuarterTurn:
        ex = -dy;
        ey = dx;
        break;
    case ThreeQuarterTurn:
        ex = dy;
        ey = -dx;
        break;
    }
    return {(ex + cx2) / 2, (ey + cy2) / 2};
}

int distance(P a, P b)
{
    return std::abs(a.x - b.x) + std::abs(a.y - b.y);
}

// The planet numbers drawn, by players (from the shipped maps' proportions), and those of
// the starting planets. Weights in percent for 7, 8, 9, 10.
constexpr int kPlanetWeights[3][4] = {{42, 46, 8, 4}, {30, 44, 22, 4}, {33, 33, 20, 14}};
constexpr int kStartWeights[3][4] = {{75, 17, 8, 0}, {26, 46, 28, 0}, {31, 39, 19, 11}};

int drawNumber(Rng &rng, const int (&weights)[4])
{
    int total = 0;
    for (int w : weights)
        total += w;
    int r = int(rng.below(uint32_t(total)));
    for (int i = 0; i < 4; ++i) {
        if (r < weights[i]) return 7 + i;
        r -= weights[i];
    }
    return 7;
}

quint64 mixSeed(quint64 seed, quint64 k)
{
    Rng r(seed + 0xD1B54A32D192ED03ull * (k + 1));
    return r.next();
}

Reason generatorReason(const char *text, const QStringList &args = {})
{
    return Reason{"MapGenerator", text, args};
}

// One attempt at a layout, on a grid around the centre.
class Builder {
public:
    Builder(const MapGenSpec &spec, int tiles, Rng &rng)
        : m_spec(spec), m_tiles(tiles), m_rng(rng), m_ops(groupOf(spec.players, spec.symmetry))
    {
        const bool rotation = spec.symmetry == MapSymmetry::Rotation;
        const bool quarter = rotation && spec.players > 2;
        const bool pairs = (rotation && spec.players == 2) ||
                           (spec.symmetry == MapSymmetry::Mirror && spec.players == 4);
        if (quarter && tiles % 4 == 0)
            m_cx2 = m_cy2 = 1; // a 2x2 block in the middle
        else if (pairs && tiles % 2 == 0)
            m_cx2 = 1; // two tiles side by side
        m_grid.assign(size_t(kSide * kSide), -1);
        m_extent = std::max(3, int(std::ceil(std::sqrt(1.6 * tiles))));
    }

    bool build(Map &out)
    {
        if (!grow()) return false;
        std::vector<int> startOrbits;
        std::vector<P> starts;
        if (!chooseStarts(startOrbits, starts)) return false;
        std::vector<int> number(m_orbits.size(), 0);
        if (!chooseVoids(startOrbits, number)) return false;
        for (size_t o = 0; o < m_orbits.size(); ++o)
            if (number[o] < 0)
                number[o] = 0; // Void
            else
                number[o] = std::count(startOrbits.begin(), startOrbits.end(), int(o))
                                ? drawNumber(m_rng, kStartWeights[m_spec.players - 2])
                                : drawNumber(m_rng, kPlanetWeights[m_spec.players - 2]);
        if (!enoughLocations(startOrbits, number)) return false;

        Map map;
        map.players = m_spec.players;
        map.cubes = m_spec.cubes;
        int minX = 1 << 20, minY = 1 << 20;
        for (const auto &orbit : m_orbits)
            for (P p : orbit) {
                minX = std::min(minX, p.x);
                minY = std::min(minY, p.y);
            }
        for (size_t o = 0; o < m_orbits.size(); ++o)
            for (P p : m_orbits[o]) {
                Tile t;
                t.x = p.x - minX;
                t.y = p.y - minY;
                t.planet = number[o];
                t.start = std::find(starts.begin(), starts.end(), p) != starts.end();
                map.tiles.push_back(t);
            }
        std::sort(map.tiles.begin(), map.tiles.end(), inReadingOrder);
        if (!validateMap(map).empty()) return false; // no error, no notice
        out = std::move(map);
        return true;
    }

private:
    static constexpr int kSide = 128, kOffset = 64;
    int &at(P p) { return m_grid[size_t((p.y + kOffset) * kSide + p.x + kOffset)]; }
    bool occupied(P p)
    {
        return std::abs(p.x) < kOffset - 1 && std::abs(p.y) < kOffset - 1 && at(p) >= 0;
    }

    std::vector<P> orbitOf(P p) const
    {
        std::vector<P> out;
        for (Op op : m_ops) {
            const P q = image(p, op, m_cx2, m_cy2);
            if (std::find(out.begin(), out.end(), q) == out.end()) out.push_back(q);
        }
        return out;
    }

    void add(const std::vector<P> &orbit)
    {
        for (P p : orbit) {
            at(p) = int(m_orbits.size());
            m_cells.push_back(p);
            m_minX = std::min(m_minX, p.x);
            m_maxX = std::max(m_maxX, p.x);
            m_minY = std::min(m_minY, p.y);
            m_maxY = std::max(m_maxY, p.y);
        }
        m_orbits.push_back(orbit);
    }

    bool fits(const std::vector<P> &orbit) const
    {
        int minX = m_minX, maxX = m_maxX, minY = m_minY, maxY = m_maxY;
        for (P p : orbit) {
            minX = std::min(minX, p.x);
            maxX = std::max(maxX, p.x);
            minY = std::min(minY, p.y);
            maxY = std::max(maxY, p.y);
        }
        return maxX - minX < m_extent && maxY - minY < m_extent;
    }

    // Adds whole orbits next to the shape (along an edge, so that every tile touches another
    // along an edge) until it has m_tiles tiles. Tiles with more neighbours are likelier.
    bool grow()
    {
        add(orbitOf({0, 0}));
        const P steps[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
        while (int(m_cells.size()) < m_tiles) {
            const int left = m_tiles - int(m_cells.size());
            std::vector<P> frontier;
            std::vector<int> weight;
            int total = 0;
            for (P c : m_cells)
                for (P s : steps) {
                    const P n{c.x + s.x, c.y + s.y};
                    if (occupied(n) ||
                        std::find(frontier.begin(), frontier.end(), n) != frontier.end())
                        continue;
                    const std::vector<P> orbit = orbitOf(n);
                    if (int(orbit.size()) > left || !fits(orbit)) continue;
                    int neighbours = 0;
                    for (P t : steps)
                        neighbours += occupied({n.x + t.x, n.y + t.y});
                    frontier.push_back(n);
                    weight.push_back(1 + 3 * (neighbours - 1));
                    total += weight.back();
                }
            if (frontier.empty()) return false;
            int r = int(m_rng.below(uint32_t(total)));
            size_t pick = 0;
            while (r >= weight[pick])
                r -= weight[pick++];
            add(orbitOf(frontier[pick]));
        }
        return true;
    }

    // How well placed a set of starts is: far apart, and as far from each other as can be.
    static int startScore(const std::vector<P> &starts)
    {
        int lo = 1 << 20, hi = 0;
        for (size_t i = 0; i < starts.size(); ++i)
            for (size_t j = i + 1; j < starts.size(); ++j) {
                lo = std::min(lo, distance(starts[i], starts[j]));
                hi = std::max(hi, distance(starts[i], starts[j]));
            }
        return 2 * lo - (hi - lo);
    }

    // Picks at random among the options that score within one of the best.
    bool pickOption(const std::vector<std::vector<int>> &options,
                    const std::vector<std::vector<P>> &startsOf, std::vector<int> &orbits,
                    std::vector<P> &starts)
    {
        if (options.empty()) return false;
        int best = -(1 << 20);
        for (const auto &s : startsOf)
            best = std::max(best, startScore(s));
        std::vector<size_t> good;
        for (size_t i = 0; i < options.size(); ++i)
            if (startScore(startsOf[i]) >= best - 1) good.push_back(i);
        const size_t i = good[m_rng.below(uint32_t(good.size()))];
        orbits = options[i];
        starts = startsOf[i];
        return true;
    }

    bool chooseStarts(std::vector<int> &orbits, std::vector<P> &starts)
    {
        const int players = m_spec.players;
        std::vector<std::vector<int>> options;
        std::vector<std::vector<P>> startsOf;
        const int n = int(m_orbits.size());
        if (n < players) return false;
        if (m_spec.symmetry == MapSymmetry::None) {
            // Random sets of single tiles; the best few are kept as options.
            for (int sample = 0; sample < 64; ++sample) {
                std::vector<int> set;
                while (int(set.size()) < players) {
                    const int o = int(m_rng.below(uint32_t(n)));
                    if (std::find(set.begin(), set.end(), o) == set.end()) set.push_back(o);
                }
                std::sort(set.begin(), set.end());
                std::vector<P> s;
                for (int o : set)
                    s.push_back(m_orbits[size_t(o)][0]);
                options.push_back(set);
                startsOf.push_back(s);
            }
        } else if (m_spec.symmetry == MapSymmetry::Mirror && players == 3) {
            for (int a = 0; a < n; ++a)
                for (int b = 0; b < n; ++b)
                    if (m_orbits[size_t(a)].size() == 1 && m_orbits[size_t(b)].size() == 2) {
                        options.push_back({a, b});
                        startsOf.push_back({m_orbits[size_t(a)][0], m_orbits[size_t(b)][0],
                                            m_orbits[size_t(b)][1]});
                    }
        } else if (m_spec.symmetry == MapSymmetry::Rotation && players == 3) {
            for (int o = 0; o < n; ++o)
                if (m_orbits[size_t(o)].size() == 4) {
                    // Three of the four images; which one is left out is drawn below.
                    std::vector<P> s = m_orbits[size_t(o)];
                    s.pop_back();
                    options.push_back({o});
                    startsOf.push_back(s);
                }
        } else {
            for (int o = 0; o < n; ++o)
                if (int(m_orbits[size_t(o)].size()) == players) {
                    options.push_back({o});
                    startsOf.push_back(m_orbits[size_t(o)]);
                }
        }
        if (!pickOption(options, startsOf, orbits, starts)) return false;
        if (m_spec.symmetry == MapSymmetry::Rotation && players == 3) {
            starts = m_orbits[size_t(orbits[0])];
            starts.erase(starts.begin() + m_rng.below(4));
        }
        return true;
    }

    // Marks orbits adding up to exactly spec.voids tiles as the Void (number -1), never a
    // start's; the orbits are tried in a random order.
    bool chooseVoids(const std::vector<int> &startOrbits, std::vector<int> &number)
    {
        std::vector<int> order;
        for (int o = 0; o < int(m_orbits.size()); ++o)
            if (std::find(startOrbits.begin(), startOrbits.end(), o) == startOrbits.end())
                order.push_back(o);
        for (size_t i = order.size(); i > 1; --i)
            std::swap(order[i - 1], order[m_rng.below(uint32_t(i))]);
        std::vector<int> chosen;
        int steps = 0;
        std::function<bool(size_t, int)> search = [&](size_t from, int left) -> bool {
            if (left == 0) return true;
            if (++steps > 20000) return false;
            for (size_t i = from; i < order.size(); ++i) {
                const int size = int(m_orbits[size_t(order[i])].size());
                if (size > left) continue;
                chosen.push_back(order[i]);
                if (search(i + 1, left - size)) return true;
                chosen.pop_back();
            }
            return false;
        };
        if (!search(0, m_spec.voids)) return false;
        for (int o : chosen)
            number[size_t(o)] = -1;
        return true;
    }

    // Raises planet numbers (lowest first, at random among them) until the cube locations
    // reach players x cubes, so that every player could place every cube; at least the
    // minimum of validation (players x cubes + 1 - players).
    bool enoughLocations(const std::vector<int> &startOrbits, std::vector<int> &number)
    {
        auto locations = [&] {
            int sum = 0;
            for (size_t o = 0; o < m_orbits.size(); ++o)
                sum += cubeLocationsFor(number[o]) * int(m_orbits[o].size());
            return sum;
        };
        const int target = m_spec.players * m_spec.cubes;
        while (locations() < target) {
            std::vector<int> lowest;
            int low = 11;
            for (bool starts : {false, true}) {
                for (size_t o = 0; o < m_orbits.size(); ++o) {
                    const bool isStart =
                        std::count(startOrbits.begin(), startOrbits.end(), int(o)) > 0;
                    if (isStart != starts || number[o] == 0 || number[o] >= 10) continue;
                    if (number[o] < low) {
                        low = number[o];
                        lowest.clear();
                    }
                    if (number[o] == low) lowest.push_back(int(o));
                }
                if (!lowest.empty()) break;
            }
            if (lowest.empty()) break;
            ++number[size_t(lowest[m_rng.below(uint32_t(lowest.size()))])];
        }
        return locations() >= m_spec.players * m_spec.cubes + 1 - m_spec.players;
    }

    const MapGenSpec &m_spec;
    int m_tiles;
    Rng &m_rng;
    std::vector<Op> m_ops;
    int m_cx2 = 0, m_cy2 = 0;
    int m_extent = 3;
    std::vector<int> m_grid;
    std::vector<P> m_cells;
    std::vector<std::vector<P>> m_orbits;
    int m_minX = 1 << 20, m_maxX = -(1 << 20), m_minY = 1 << 20, m_maxY = -(1 << 20);
};

} // namespace

QString symmetryName(MapSymmetry symmetry)
{
    switch (symmetry) {
    case MapSymmetry::None:
        return QStringLiteral("none");
    case MapSymmetry::Mirror:
        return QStringLiteral("mirror");
    case MapSymmetry::Rotation:
        return QStringLiteral("rotation");
    }
    return {};
}

bool symmetryFromName(const QString &name, MapSymmetry &out)
{
    for (MapSymmetry s : {MapSymmetry::None, MapSymmetry::Mirror, MapSymmetry::Rotation})
        if (name == symmetryName(s)) {
            out = s;
            return true;
        }
    return false;
}

int defaultTiles(int players, int cubes)
{
    return std::clamp(2 * players + cubes + 1, kMapGenMinTiles, kMapGenMaxTiles);
}

int layoutTiles(const MapGenSpec &spec)
{
    int tiles = spec.tiles > 0 ? spec.tiles : defaultTiles(spec.players, spec.cubes);
    if (spec.symmetry == MapSymmetry::Rotation && spec.players > 2 && tiles % 4 > 1)
        tiles -= tiles % 4 - 1; // 4k + 2, 4k + 3 -> 4k + 1
    return tiles;
}

Reason checkMapGenSpec(const MapGenSpec &spec)
{
    if (spec.players < 2 || spec.players > 4)
        return generatorReason(QT_TRANSLATE_NOOP("MapGenerator", "players must be 2, 3 or 4"));
    if (spec.cubes < 4 || spec.cubes > 7)
        return generatorReason(QT_TRANSLATE_NOOP("MapGenerator", "cubes must be 4 to 7"));
    if (spec.tiles != 0 && (spec.tiles < kMapGenMinTiles || spec.tiles > kMapGenMaxTiles))
        return generatorReason(
            QT_TRANSLATE_NOOP("MapGenerator", "the size must be %1 to %2 tiles"),
            {QString::number(kMapGenMinTiles), QString::number(kMapGenMaxTiles)});
    const int tiles = layoutTiles(spec);
    if (spec.voids < 0 || spec.voids > tiles / 2)
        return generatorReason(
            QT_TRANSLATE_NOOP("MapGenerator", "a map of %1 tiles may have 0 to %2 Void tiles"),
            {QString::number(tiles), QString::number(tiles / 2)});
    if (spec.games < 1 || spec.games > kMapGenMaxGames)
        return generatorReason(QT_TRANSLATE_NOOP("MapGenerator", "games must be 1 to %1"),
                               {QString::number(kMapGenMaxGames)});
    if (spec.candidates < 1 || spec.candidates > kMapGenMaxCandidates)
        return generatorReason(QT_TRANSLATE_NOOP("MapGenerator", "candidates must be 1 to %1"),
                               {QString::number(kMapGenMaxCandidates)});
    if (spec.jobs < 1 || spec.jobs > kMapGenMaxJobs)
        return generatorReason(QT_TRANSLATE_NOOP("MapGenerator", "jobs must be 1 to %1"),
                               {QString::number(kMapGenMaxJobs)});
    if (!(spec.band > 0 && spec.band < 1))
        return generatorReason(
            QT_TRANSLATE_NOOP("MapGenerator", "the band must be above 0 and below 1"));
    if (!botNames().contains(spec.bot))
        return generatorReason(QT_TRANSLATE_NOOP("MapGenerator", "unknown bot %1 (use %2)"),
                               {quoted(spec.bot), botNames().join(QStringLiteral(", "))});
    const bool quarter = spec.symmetry == MapSymmetry::Rotation && spec.players > 2;
    const bool centred = spec.symmetry == MapSymmetry::Rotation ||
                         (spec.symmetry == MapSymmetry::Mirror && spec.players == 4);
    if (quarter && spec.voids % 4 > (tiles % 4 == 1 ? 1 : 0))
        return generatorReason(
            QT_TRANSLATE_NOOP("MapGenerator",
                              "under quarter turns the Void tiles come in fours (and one in the "
                              "middle of a map of 4k + 1 tiles): %1 cannot be placed on %2 tiles"),
            {QString::number(spec.voids), QString::number(tiles)});
    if (centred && !quarter && spec.voids % 2 == 1 && tiles % 2 == 0)
        return generatorReason(
            QT_TRANSLATE_NOOP("MapGenerator",
                              "this symmetry pairs the tiles of a map of an even size: an odd "
                              "number of Void tiles (%1) needs an odd number of tiles"),
            {QString::number(spec.voids)});
    const int needed = spec.players * spec.cubes + 1 - spec.players;
    if ((tiles - spec.voids) * 4 < needed)
        return generatorReason(
            QT_TRANSLATE_NOOP("MapGenerator",
                              "%1 planets cannot hold the %2 cube locations %3 players with %4 "
                              "cubes need: add tiles or take Void tiles away"),
            {QString::number(tiles - spec.voids), QString::number(needed),
             QString::number(spec.players), QString::number(spec.cubes)});
    return {};
}

Map generateLayout(const MapGenSpec &spec, quint64 seed, Reason *why)
{
    const Reason bad = checkMapGenSpec(spec);
    if (!bad.isEmpty()) {
        if (why) *why = bad;
        return {};
    }
    Rng rng(seed);
    const int tiles = layoutTiles(spec);
    for (int attempt = 0; attempt < 400; ++attempt) {
        Builder builder(spec, tiles, rng);
        Map map;
        if (builder.build(map)) return map;
    }
    if (why)
        *why = generatorReason(
            QT_TRANSLATE_NOOP("MapGenerator",
                              "no layout of %1 tiles with this symmetry and %2 Void tiles was "
                              "found: try another size or symmetry"),
            {QString::number(tiles), QString::number(spec.voids)});
    return {};
}

bool hasMapSymmetry(const Map &map, MapSymmetry symmetry)
{
    if (map.tiles.empty()) return false;
    if (symmetry == MapSymmetry::None) return true;
    const TileBounds b = tileBounds(map);
    const int cx2 = b.minX + b.maxX, cy2 = b.minY + b.maxY;
    const std::vector<Op> ops = groupOf(map.players, symmetry);
    const bool quarter = std::find(ops.begin(), ops.end(), QuarterTurn) != ops.end();
    if (quarter && (cx2 + cy2) % 2 != 0) return false; // tiles would not fall on tiles
    const bool startsLeftOut = symmetry == MapSymmetry::Rotation && map.players == 3;
    std::vector<P> starts;
    for (const Tile &t : map.tiles) {
        if (t.start) starts.push_back({t.x, t.y});
        for (Op op : ops) {
            const P q = image({t.x, t.y}, op, cx2, cy2); // about the bounding box's middle
            const Tile *other = map.tileAt(q.x, q.y);
            if (!other || other->planet != t.planet) return false;
            if (!startsLeftOut && other->start != t.start) return false;
        }
    }
    if (startsLeftOut) {
        // Three starts, all images of one tile under quarter turns (four distinct images).
        if (starts.size() != 3) return false;
        std::vector<P> orbit;
        for (Op op : ops) {
            const P t = image(starts[0], op, cx2, cy2);
            if (std::find(orbit.begin(), orbit.end(), t) == orbit.end()) orbit.push_back(t);
        }
        if (orbit.size() != 4) return false;
        for (P s : starts)
            if (std::find(orbit.begin(), orbit.end(), s) == orbit.end()) return false;
    }
    return true;
}

void judgeFairness(MapGenCandidate &c, int players, double band)
{
    const double fair = 1.0 / std::max(1, players);
    c.gap = 0;
    c.shutOut = c.report.games <= 0;
    for (const Share &s : c.report.bySeat) {
        c.gap = std::max(c.gap, std::abs(s.rate - fair));
        if (s.count == 0) c.shutOut = true;
    }
    for (const BalanceReport::Start &st : c.report.byStart) {
        if (st.wins.of > 0) c.gap = std::max(c.gap, std::abs(st.wins.rate - fair));
        if (st.wins.count == 0) c.shutOut = true;
    }
    if (c.report.games <= 0) c.gap = 1;
    c.fair = !c.shutOut && c.gap <= band + 1e-12;
}

MapGenResult generateMap(const MapGenSpec &spec,
                         const std::function<void(int done, int total)> &progress,
                         const std::atomic<bool> *cancel)
{
    MapGenResult result;
    result.error = checkMapGenSpec(spec);
    if (!result.error.isEmpty()) return result;
    const int total = spec.candidates * spec.games;
    int done = 0;
    Budget budget;
    budget.iterations = kMapGenIterations;
    for (int k = 0; k < spec.candidates; ++k) {
        if (cancel && *cancel) {
            result.cancelled = true;
            break;
        }
        MapGenCandidate c;
        Reason why;
        c.map = generateLayout(spec, mixSeed(spec.seed, 2 * quint64(k)), &why);
        if (c.map.tiles.empty()) {
            result.error = why;
            return result;
        }
        const BoardPtr board = std::make_shared<const Board>(c.map);
        const MatchSpec match = balanceSpec(
            board, spec.bot, spec.games, mixSeed(spec.seed, 2 * quint64(k) + 1), spec.jobs, budget);
        BalanceTally tally(board);
        const QString error = runMatch(
            match,
            [&](const MatchGame &g) {
                tally.add(g);
                if (g.record.cancelled) return;
                ++done;
                if (progress) progress(done, total);
            },
            cancel);
        if (!error.isEmpty()) {
            result.error = generatorReason(
                QT_TRANSLATE_NOOP("MapGenerator", "the games could not be played: %1"), {error});
            return result;
        }
        if (cancel && *cancel) {
            result.cancelled = true;
            break;
        }
        c.report = tally.report();
        judgeFairness(c, spec.players, spec.band);
        result.candidates.push_back(std::move(c));
    }
    if (result.cancelled) return result;
    for (size_t i = 0; i < result.candidates.size(); ++i) {
        const MapGenCandidate &c = result.candidates[i];
        if (result.chosen < 0) {
            result.chosen = int(i);
            continue;
        }
        const MapGenCandidate &b = result.candidates[size_t(result.chosen)];
        if ((c.fair && !b.fair) || (c.fair == b.fair && c.gap < b.gap - 1e-12))
            result.chosen = int(i);
    }
    return result;
}

} // namespace quantum
