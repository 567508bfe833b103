// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the engine and its tests (not for the app): map codes below the map
// (docs/map-format.md, Map codes). The fuzz target `mapcode-payload` (tests/fuzz) builds
// codes from arbitrary payloads with it, so that the decoder's parsing behind the checksum
// is reached; mapToCode writes its codes with it too.

#include "engine/mapcode.h"

#include <QByteArray>
#include <QString>

namespace quantum::detail {

// The code text of `payload` (the flags byte and what follows it, up to the checksum): the
// prefix "Q<version>-", then the base64url of the payload and the CRC-32 of the prefix and
// payload. Nothing is checked: any bytes make a code that passes the checksum.
QString mapCodeFromPayload(const QByteArray &payload, int version = kMapCodeVersion);

} // namespace quantum::detail
