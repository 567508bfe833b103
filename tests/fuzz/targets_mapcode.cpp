// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The map code targets (docs/fuzzing.md): `mapcode` reads the input as a code's text,
// `mapcode-payload` wraps the input as a code's payload with a correct prefix and CRC-32
// (detail::mapCodeFromPayload), so that random bytes reach the parsing behind the checksum.
#include "tests/fuzz/targets.h"

#include "engine/map.h"
#include "engine/mapcode.h"
#include "engine/mapcode_p.h"

#include <algorithm>

namespace quantum::fuzz {

namespace {

QByteArray bytesOf(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// The properties of a code's result: a refusal has words; a map decoded is one a map file
// holds (written, read back the same) and one a code carries (coded again, it decodes to the
// same map and that map is coded the same); its problems have words.
QString checkDecoded(const MapCodeResult &r)
{
    if (!r.ok) {
        if (r.status.reason.isEmpty() || r.error().isEmpty())
            return QStringLiteral("the map code reader refused the input without a reason");
        return {};
    }
    const Map &m = r.map;
    if (!std::is_sorted(m.tiles.begin(), m.tiles.end(), inReadingOrder))
        return QStringLiteral("a decoded map's tiles are not in reading order");
    if (!tileBounds(m).fits())
        return QStringLiteral("a decoded map spans more places than a code carries");

    // What a map file read must pass: the decoded map's file reads back as the same map.
    const QByteArray file = mapToJsonBytes(m);
    const MapReadResult fromFile = mapFromJsonBytes(file);
    if (!fromFile.ok)
        return QStringLiteral("a decoded map's file does not read: ") + fromFile.error();
    if (!(fromFile.map == m)) return QStringLiteral("a decoded map's file reads as another map");

    // Round trip: coded again, the same map, coded the same.
    Reason why;
    const QString code = mapToCode(m, &why);
    if (code.isEmpty())
        return QStringLiteral("a decoded map cannot be coded again: ") + why.toString();
    if (code.size() > kMaxMapCodeChars)
        return QStringLiteral("a code written is longer than a reader takes");
    const MapCodeResult back = mapFromCode(code);
    if (!back.ok) return QStringLiteral("a code written does not decode: ") + back.error();
    if (!(back.map == m)) return QStringLiteral("a code written decodes as another map");
    if (mapToCode(back.map) != code)
        return QStringLiteral("a map decoded again is coded differently");

    for (const MapProblem &p : validateMap(m))
        if (p.text().isEmpty() || p.idString().isEmpty())
            return QStringLiteral("a map problem without words");
    return {};
}

bool sameResult(const MapCodeResult &a, const MapCodeResult &b)
{
    return a.ok == b.ok && a.newerVersion == b.newerVersion &&
           (a.ok ? a.map == b.map : a.error() == b.error());
}

} // namespace

QString fuzzMapCode(const uint8_t *data, size_t size)
{
    return checkDecoded(mapFromCode(QString::fromUtf8(bytesOf(data, size))));
}

QString fuzzMapCodePayload(const uint8_t *data, size_t size)
{
    const QByteArray payload = bytesOf(data, size);
    const QString code = detail::mapCodeFromPayload(payload);
    const MapCodeResult r = mapFromCode(code);
    if (const QString broken = checkDecoded(r); !broken.isEmpty()) return broken;

    // The checksum and the text are right: a refusal is about the payload, never "mangled"
    // (but for the empty payload, which lacks the flags byte: too short a code).
    static const QString mangled = mapFromCode(QStringLiteral("Q1-AAAA")).error();
    if (!payload.isEmpty() && !r.ok && r.error() == mangled && code.size() <= kMaxMapCodeChars)
        return QStringLiteral("a code with a correct checksum is called mangled");

    // The link form, with white space and invisible characters inside, reads the same.
    QString dressed = QStringLiteral("  QUANTUM://map/");
    for (qsizetype i = 0; i < code.size(); ++i) {
        dressed += code[i];
        if (i % 7 == 3) dressed += QLatin1Char('\n');
        if (i % 11 == 5) dressed += QChar(0x200B);
    }
    dressed += QStringLiteral(" \t");
    if (dressed.size() <= kMaxMapCodeInput && !sameResult(mapFromCode(dressed), r))
        return QStringLiteral("a code as a link with white space reads differently");

    // One character changed (at a place and to a character the input picks) is refused.
    const qsizetype prefix = 3; // "Q1-"
    if (code.size() > prefix) {
        static const char alphabet[] =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        const size_t mix = size * 31 + (size ? data[size - 1] : 0);
        const qsizetype at = prefix + qsizetype(mix % size_t(code.size() - prefix));
        QString changed = code;
        QChar to = QLatin1Char(alphabet[(mix / 7) % 64]);
        if (to == changed[at]) to = QLatin1Char(alphabet[((mix / 7) + 1) % 64]);
        changed[at] = to;
        if (mapFromCode(changed).ok)
            return QStringLiteral("a code with one character changed still decodes");
    }
    return {};
}

} // namespace quantum::fuzz
