// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Map codes: a whole map (layout, players, cubes, name, author, description) as one short
// line of URL-safe text, to paste into a chat or a link (docs/map-format.md, Map codes):
//
//     Q1-<base64url of the payload and its CRC-32, without padding>
//     quantum:Q1-...        the same code as a link (the desktop entry opens it)
//
// The layout notation (mapToNotation) stays the form people read and write; a code is for
// copying whole. A code carries what a map file holds, the tiles in reading order (as
// mapToJson writes them), so a map saved, coded and decoded is the same map.

#include "engine/map.h"

#include <QString>

namespace quantum {

inline constexpr int kMapCodeVersion = 1;
// The longest code read (after white space is removed) and the longest input looked at
// (white space and line breaks included); the longest map code written is shorter.
inline constexpr int kMaxMapCodeChars = 6000;
inline constexpr int kMaxMapCodeInput = 64 * 1024;
// The most UTF-8 bytes of each text a code carries.
inline constexpr int kMaxCodeNameBytes = 200;
inline constexpr int kMaxCodeAuthorBytes = 200;
inline constexpr int kMaxCodeDescriptionBytes = 2000;

// The link form's scheme: "quantum:" then the code ("quantum:map/" and "quantum://" too).
inline constexpr char kMapCodeScheme[] = "quantum:";

// The code of `map`; empty, with the reason in `why`, for a map a code cannot carry: tiles
// beyond kMaxMapTiles x kMaxMapTiles, two tiles on one place, a planet number other than
// 0, 7, 8, 9, 10, a text longer than its limit above.
QString mapToCode(const Map &map, Reason *why = nullptr);

// The map of a code: white space anywhere (line breaks, spaces a chat program inserts) and a
// "quantum:" link prefix are ignored. Refused (Unreadable, one line): empty, too long, not a
// code, mangled (a character changed, missing or added: the checksum or the base64 text
// does not match), made by a newer version (newerVersion set), or holding a map no map file
// could (checked like mapFromJson's).
using MapCodeResult = MapReadResult;
MapCodeResult mapFromCode(const QString &text);

// Whether `text` is written as a map code link ("quantum:" in any case, white space before).
bool isMapCodeLink(const QString &text);

} // namespace quantum
