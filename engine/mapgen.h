// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/balance.h"
#include "engine/map.h"

#include <atomic>
#include <functional>
#include <vector>

// Generated fair maps (docs/balance.md#generated-maps): layouts drawn from a seed with the
// symmetry asked for, each checked by bot games on it; the fairest is kept. The editor's
// Map > Generate and `quantum-cli map generate` are made of it.

namespace quantum {

// What "mirror" and "rotation" mean depends on the players (docs/balance.md):
//   mirror:   2 and 3 players left-right (3: one start on the axis, two mirrored);
//             4 players both mirrors (left-right and top-bottom).
//   rotation: 2 players a half turn; 4 players quarter turns; 3 players the tiles under
//             quarter turns with the starts on three of the four images of one tile (a
//             square grid has no third of a turn).
enum class MapSymmetry { None, Mirror, Rotation };

QString symmetryName(MapSymmetry symmetry); // "none", "mirror", "rotation"
bool symmetryFromName(const QString &name, MapSymmetry &out);

inline constexpr int kMapGenMinTiles = 5;
inline constexpr int kMapGenMaxTiles = 40;
inline constexpr int kMapGenMaxGames = 1000; // per candidate
inline constexpr int kMapGenMaxCandidates = 64;
inline constexpr int kMapGenMaxJobs = 64;
// The bots' budget per decision in the balance games: by iterations, so that every level
// is deterministic for its seed (greedy and random ignore it).
inline constexpr int kMapGenIterations = 500;
// A fair map: every seat's and every starting planet's win rate within 1/players ± this.
inline constexpr double kMapGenBand = 0.10;
inline const char *const kMapGenDefaultBot = "greedy";

struct MapGenSpec {
    int players = 2; // 2..4
    int cubes = 5;   // 4..7
    int tiles = 0;   // tiles, the Void included, kMapGenMinTiles..kMapGenMaxTiles; 0: defaultTiles
    MapSymmetry symmetry = MapSymmetry::Rotation;
    int voids = 0; // Void tiles, 0..tiles/2
    quint64 seed = 1;
    int games = 100;    // balance games per candidate, 1..kMapGenMaxGames
    int candidates = 8; // layouts tried, 1..kMapGenMaxCandidates
    QString bot = QString::fromLatin1(kMapGenDefaultBot); // botNames()
    int jobs = 1; // threads playing the games of a candidate at once (the result does not
                  // depend on it)
    double band = kMapGenBand;
};

// 2 × players + cubes + 1: about the size of the shipped maps for that many players.
int defaultTiles(int players, int cubes);
// The tiles a spec's layouts have: `tiles` (or the default); quarter turns take 4k or 4k + 1
// tiles, so another count is rounded down to one of those.
int layoutTiles(const MapGenSpec &spec);

// Empty when the spec can be generated, else why (context "MapGenerator").
Reason checkMapGenSpec(const MapGenSpec &spec);

// One layout of a spec for a seed, without games: valid (validateMap gives no error and no
// notice: every tile touches another along an edge), `players` starting planets, the
// symmetry asked for; empty tiles when none was found (the reason in `why`). The same seed
// gives the same map.
Map generateLayout(const MapGenSpec &spec, quint64 seed, Reason *why = nullptr);

// Whether the tiles, planet numbers and starting planets of `map` have `symmetry` as this
// generator means it for map.players (above), about the middle of the tiles.
bool hasMapSymmetry(const Map &map, MapSymmetry symmetry);

struct MapGenCandidate {
    Map map;
    BalanceReport report;
    double gap = 1;      // the largest distance of a seat's or start's win rate from 1/players
    bool shutOut = true; // a seat or a starting planet won no game
    bool fair = false;   // gap <= band and nobody shut out
};

struct MapGenResult {
    Reason error; // the spec cannot be generated (nothing else is set)
    bool cancelled = false;
    std::vector<MapGenCandidate> candidates; // those played, in order
    int chosen = -1;                         // index of the fairest candidate (the first of equals)
    const MapGenCandidate *best() const
    {
        return chosen >= 0 ? &candidates[size_t(chosen)] : nullptr;
    }
};

// How fair a balance report is for `players` seats under `band` (fills gap, shutOut, fair).
void judgeFairness(MapGenCandidate &candidate, int players, double band);

// Draws spec.candidates layouts from spec.seed, plays spec.games games of spec.bot on each
// (balanceSpec, candidate k's games seeded from the seed and k) and keeps the fairest: fair
// ones first, then the smallest gap, then the first. `progress(done, total)` is called after
// every game (from the playing threads, never two at a time); when *cancel becomes true the
// games stop and the result is cancelled. The same spec gives the same result whatever
// spec.jobs is.
MapGenResult generateMap(const MapGenSpec &spec,
                         const std::function<void(int done, int total)> &progress = {},
                         const std::atomic<bool> *cancel = nullptr);

} // namespace quantum
