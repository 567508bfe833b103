// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A map balance check or a tournament spread over many machines (docs/balance.md, "Spreading
// a check over many machines"): `--shard I/N --partial FILE` plays the games g of the whole run
// with g mod N = I-1 and writes their raw counts as a partial result; `merge` adds the N
// partials up and prints exactly what the whole run prints (app/cli/matchreport.h).

#include "app/cli/matchreport.h"
#include "app/cli/players.h"

#include <QJsonObject>
#include <QSet>

namespace quantum::cli {

struct Args;

inline constexpr int kMaxShards = 10000;
inline constexpr int kPartialVersion = 1;           // "version" of a partial result
inline constexpr qint64 kMaxPartialBytes = 4 << 20; // a larger file is refused unread

enum class PartialKind { Balance, Tournament };

QSet<QString> shardValueOptions(); // --shard, --partial
// Reads --shard I/N into spec.shard and spec.shards and --partial FILE into `partial` (both or
// neither); Ok, or the exit code after fail() said why.
int readShardOptions(Args &args, MatchSpec &spec, QString &partial);

// The line a shard prints before its games: "shard 2 of 4: 25 of the 100 games (...)".
QString shardLine(const MatchSpec &spec);

// Writes the partial result of one shard to `path`: the run's parameters and fingerprint, the
// shard's number and `counts`; an empty string, or why it could not be written.
QString writeBalancePartial(const QString &path, const MatchSpec &spec,
                            const ExternalOptions &external, const BalanceTally &tally);
QString writeTournamentPartial(const QString &path, const MatchSpec &spec,
                               const ExternalOptions &external, const TournamentTally &tally);

// `map balance merge PART...` and `tournament merge PART...`: checks that the partials are
// the N shards of one run of that kind, each once, and prints the whole run's report.
int cmdMerge(const QStringList &argv, PartialKind kind);

} // namespace quantum::cli
