// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Map codes (mapcode.h): the byte layout is described in docs/map-format.md, Map codes.
#include "engine/mapcode.h"
#include "engine/mapcode_p.h"

#include "engine/reader.h"

#include <QByteArray>

#include <algorithm>
#include <array>

namespace quantum {

namespace {

// More than the largest map a code carries (3,220 bytes: docs/map-format.md, Map codes); a
// deflated payload may not claim more.
constexpr int kMaxInner = 4096;
constexpr int kMaxField = 1000000; // the bound of a map file's integer fields
constexpr quint8 kFlagDeflated = 0x01;

// CRC-32 (IEEE 802.3, the one of zlib and PNG), table built at compile time.
constexpr std::array<quint32, 256> makeCrcTable()
{
    std::array<quint32, 256> t{};
    for (quint32 i = 0; i < 256; ++i) {
        quint32 c = i;
        for (int k = 0; k < 8; ++k)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        t[i] = c;
    }
    return t;
}
constexpr std::array<quint32, 256> kCrcTable = makeCrcTable();

quint32 crc32(const QByteArray &bytes)
{
    quint32 c = 0xFFFFFFFFu;
    for (char ch : bytes)
        c = kCrcTable[(c ^ quint8(ch)) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

QByteArray prefixFor(int version)
{
    return "Q" + QByteArray::number(version) + "-";
}

// ---- writing

void putVarint(QByteArray &out, quint32 v)
{
    while (v >= 0x80) {
        out.append(char(quint8(v) | 0x80));
        v >>= 7;
    }
    out.append(char(v));
}

void putSigned(QByteArray &out, qint32 v)
{
    putVarint(out, (quint32(v) << 1) ^ quint32(v >> 31)); // zigzag: small magnitudes stay short
}

bool putText(QByteArray &out, const QString &text, int maxBytes, const char *field, Reason *why)
{
    const QByteArray utf8 = text.toUtf8();
    if (utf8.size() > maxBytes) {
        if (why)
            *why = because(QT_TRANSLATE_NOOP("Reader", "the map's %1 is longer than a map code "
                                                       "carries (%2 bytes of UTF-8)"),
                           QLatin1String(field), maxBytes);
        return false;
    }
    putVarint(out, quint32(utf8.size()));
    out.append(utf8);
    return true;
}

// The cell of a place: 0 a gap, 1 the Void, 2..5 planets 7..10; bit 3 a starting planet.
int cellOf(const Tile &t)
{
    const int kind = t.planet == 0 ? 1 : t.planet - 5;
    return kind | (t.start ? 8 : 0);
}

// ---- reading

struct Cursor {
    const QByteArray &bytes;
    qsizetype pos = 0;
    bool atEnd() const { return pos >= bytes.size(); }
    bool varint(quint32 &v)
    {
        v = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            if (atEnd()) return false;
            const quint8 b = quint8(bytes[pos++]);
            if (shift == 28 && b > 0x0F) return false; // more than 32 bits
            v |= quint32(b & 0x7F) << shift;
            if (!(b & 0x80)) return shift == 0 || b != 0; // no overlong forms
        }
        return false;
    }
    bool signedInt(qint32 &v)
    {
        quint32 u = 0;
        if (!varint(u)) return false;
        v = qint32((u >> 1) ^ (~(u & 1) + 1));
        return true;
    }
};

MapCodeResult refused(Reason why, bool newer = false)
{
    MapCodeResult r;
    r.newerVersion = newer;
    r.status.fail(ReadError::Unreadable, std::move(why));
    return r;
}

Reason mangled()
{
    return because(QT_TRANSLATE_NOOP("Reader", "the map code is mangled: a character is missing, "
                                               "extra or changed (copy the whole code again)"));
}

Reason endsEarly()
{
    return because(QT_TRANSLATE_NOOP("Reader", "the map code ends in the middle of its map"));
}

bool isBase64Url(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || u == '-' ||
           u == '_';
}

// White space and the invisible characters chat programs put into long words.
bool isIgnored(QChar c)
{
    const char16_t u = c.unicode();
    return c.isSpace() || u == 0x00AD || u == 0x200B || u == 0x200C || u == 0x200D || u == 0x2060 ||
           u == 0xFEFF;
}

// The map in `inner` (the payload without flags, inflated), checked as mapFromJson checks a
// file's fields.
MapCodeResult readInner(const QByteArray &inner)
{
    MapCodeResult r;
    Map &m = r.map;
    Cursor in{inner};
    const auto intField = [&](const char *field, int &out) {
        qint32 v = 0;
        if (!in.signedInt(v)) return r.status.fail(ReadError::Unreadable, endsEarly());
        if (v < -kMaxField || v > kMaxField)
            return r.status.fail(
                ReadError::Unreadable,
                because(QT_TRANSLATE_NOOP("Reader", "field '%1' must be an integer between "
                                                    "-1000000 and 1000000"),
                        QLatin1String(field)),
                QStringLiteral("map"));
        out = v;
        return true;
    };
    const auto textField = [&](const char *field, int maxBytes, QString &out) {
        quint32 size = 0;
        if (!in.varint(size)) return r.status.fail(ReadError::Unreadable, endsEarly());
        if (size > quint32(maxBytes))
            return r.status.fail(ReadError::Unreadable,
                                 because(QT_TRANSLATE_NOOP("Reader", "the map code's %1 is longer "
                                                                     "than %2 bytes"),
                                         QLatin1String(field), maxBytes));
        if (qsizetype(size) > inner.size() - in.pos)
            return r.status.fail(ReadError::Unreadable, endsEarly());
        const QByteArray utf8 = inner.mid(in.pos, qsizetype(size));
        in.pos += qsizetype(size);
        out = QString::fromUtf8(utf8);
        if (out.toUtf8() != utf8)
            return r.status.fail(ReadError::Unreadable,
                                 because(QT_TRANSLATE_NOOP("Reader", "the map code's %1 is not "
                                                                     "valid UTF-8 text"),
                                         QLatin1String(field)));
        return true;
    };
    if (!intField("players", m.players) || !intField("cubes", m.cubes) ||
        !textField("name", kMaxCodeNameBytes, m.name) ||
        !textField("author", kMaxCodeAuthorBytes, m.author) ||
        !textField("description", kMaxCodeDescriptionBytes, m.description))
        return r;
    int x0 = 0, y0 = 0;
    quint32 w = 0, h = 0;
    if (!intField("x", x0) || !intField("y", y0)) return r;
    if (!in.varint(w) || !in.varint(h)) return refused(endsEarly());
    const Reason badTiles =
        because(QT_TRANSLATE_NOOP("Reader", "the map code's tiles are not valid (a layout of "
                                            "at most %1 x %1 tiles)"),
                kMaxMapTiles);
    if ((w == 0) != (h == 0) || w > quint32(kMaxMapTiles) || h > quint32(kMaxMapTiles) ||
        qint64(x0) + w - 1 > kMaxField || qint64(y0) + h - 1 > kMaxField)
        return refused(badTiles);
    const qsizetype cells = qsizetype(w) * qsizetype(h);
    const qsizetype cellBytes = (cells + 1) / 2;
    if (inner.size() - in.pos < cellBytes) return refused(endsEarly());
    if (inner.size() - in.pos > cellBytes)
        return refused(because(
            QT_TRANSLATE_NOOP("Reader", "the map code holds more than a map after its tiles")));
    for (qsizetype i = 0; i < cells; ++i) {
        const quint8 byte = quint8(inner[in.pos + i / 2]);
        const int cell = (i % 2 == 0) ? byte >> 4 : byte & 0x0F;
        const int kind = cell & 7;
        const bool start = cell & 8;
        if (kind == 0 && !start) continue; // a gap
        if (kind > 5 || kind == 0) return refused(badTiles);
        Tile t;
        t.x = x0 + int(i % qsizetype(w));
        t.y = y0 + int(i / qsizetype(w));
        t.planet = kind == 1 ? 0 : kind + 5;
        t.start = start;
        m.tiles.push_back(t);
    }
    if (cells % 2 && (quint8(inner[inner.size() - 1]) & 0x0F))
        return refused(badTiles); // the unused half of the last byte is 0
    r.ok = true;
    return r;
}

} // namespace

QString mapToCode(const Map &map, Reason *why)
{
    const TileBounds box = tileBounds(map);
    if (!box.fits()) {
        if (why)
            *why = because(QT_TRANSLATE_NOOP("Reader", "the map spans %1 x %2 tiles; a map code "
                                                       "carries at most %3 x %3 tiles"),
                           box.width(), box.height(), kMaxMapTiles);
        return QString();
    }
    for (int v : {map.players, map.cubes, box.minX, box.minY, box.maxX, box.maxY})
        if (v < -kMaxField || v > kMaxField) {
            if (why)
                *why = because(QT_TRANSLATE_NOOP("Reader", "a number of the map is beyond what "
                                                           "a map file holds (%1)"),
                               v);
            return QString();
        }
    const int w = int(box.width()), h = int(box.height());
    std::vector<int> cells(size_t(w) * size_t(h), 0);
    for (const Tile &t : map.tiles) {
        const auto at = [&](const char *text) {
            if (why) *why = because(text, t.x, t.y, t.planet);
            return QString();
        };
        if (!isTileNumber(t.planet))
            return at(QT_TRANSLATE_NOOP("Reader", "tile (%1, %2): %3 is not a planet number; "
                                                  "a map code carries 7, 8, 9, 10 and 0"));
        int &cell = cells[size_t(t.y - box.minY) * size_t(w) + size_t(t.x - box.minX)];
        if (cell != 0)
            return at(QT_TRANSLATE_NOOP("Reader", "tile (%1, %2): two tiles lie on this place; "
                                                  "a map code carries one"));
        cell = cellOf(t);
    }
    QByteArray inner;
    putSigned(inner, map.players);
    putSigned(inner, map.cubes);
    if (!putText(inner, map.name, kMaxCodeNameBytes, "name", why) ||
        !putText(inner, map.author, kMaxCodeAuthorBytes, "author", why) ||
        !putText(inner, map.description, kMaxCodeDescriptionBytes, "description", why))
        return QString();
    putSigned(inner, box.isEmpty() ? 0 : box.minX);
    putSigned(inner, box.isEmpty() ? 0 : box.minY);
    putVarint(inner, quint32(w));
    putVarint(inner, quint32(h));
    for (size_t i = 0; i < cells.size(); i += 2)
        inner.append(char((cells[i] << 4) | (i + 1 < cells.size() ? cells[i + 1] : 0)));

    // Deflated only when that is shorter (long descriptions, large sparse layouts).
    QByteArray payload(1, char(0));
    const QByteArray deflated = qCompress(inner, 9);
    if (deflated.size() < inner.size()) {
        payload[0] = char(kFlagDeflated);
        payload += deflated;
    } else {
        payload += inner;
    }
    return detail::mapCodeFromPayload(payload, kMapCodeVersion);
}

QString detail::mapCodeFromPayload(const QByteArray &payload, int version)
{
    const QByteArray prefix = prefixFor(version);
    QByteArray bytes = payload;
    const quint32 crc = crc32(prefix + payload);
    for (int shift = 24; shift >= 0; shift -= 8)
        bytes.append(char(quint8(crc >> shift)));
    return QString::fromLatin1(
        prefix + bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

bool isMapCodeLink(const QString &text)
{
    return text.trimmed().startsWith(QLatin1String(kMapCodeScheme), Qt::CaseInsensitive);
}

MapCodeResult mapFromCode(const QString &text)
{
    if (text.size() > kMaxMapCodeInput)
        return refused(because(
            QT_TRANSLATE_NOOP("Reader", "the map code is too long (%1 characters; at most %2)"),
            text.size(), kMaxMapCodeChars));
    QString s;
    s.reserve(text.size());
    for (QChar c : text)
        if (!isIgnored(c)) s.append(c);
    // The link form: quantum:CODE, quantum:map/CODE, quantum://map/CODE.
    if (s.startsWith(QLatin1String(kMapCodeScheme), Qt::CaseInsensitive)) {
        s.remove(0, qsizetype(sizeof kMapCodeScheme) - 1);
        if (s.startsWith(QLatin1String("//"))) s.remove(0, 2);
        if (s.startsWith(QLatin1String("map/"), Qt::CaseInsensitive)) s.remove(0, 4);
    }
    if (s.isEmpty()) return refused(because(QT_TRANSLATE_NOOP("Reader", "empty map code")));
    if (s.size() > kMaxMapCodeChars)
        return refused(because(
            QT_TRANSLATE_NOOP("Reader", "the map code is too long (%1 characters; at most %2)"),
            s.size(), kMaxMapCodeChars));

    // "Q", the version in decimal (no leading zero), "-".
    qsizetype digits = 0;
    while (1 + digits < s.size() && digits < 6 && s[1 + digits].isDigit() &&
           s[1 + digits].unicode() < 128)
        ++digits;
    const bool shaped = s[0] == QLatin1Char('Q') && digits > 0 && s[1] != QLatin1Char('0') &&
                        1 + digits < s.size() && s[1 + digits] == QLatin1Char('-');
    if (!shaped)
        return refused(because(QT_TRANSLATE_NOOP(
            "Reader", "this is not a Quantum map code (a map code starts with \"Q1-\")")));
    const int version = s.mid(1, digits).toInt();
    if (version > kMapCodeVersion)
        return refused(
            because(QT_TRANSLATE_NOOP("Reader", "the map code was made by a newer version of "
                                                "Quantum (code version %1; this program reads "
                                                "%2); update Quantum to open it"),
                    version, kMapCodeVersion),
            true);

    // The base64url text, canonical (the unused bits of its last character 0), and its CRC.
    const QString body = s.mid(2 + digits);
    if (!std::all_of(body.begin(), body.end(), isBase64Url) || body.size() % 4 == 1)
        return refused(mangled());
    const QByteArray ascii = body.toLatin1();
    const auto decoded = QByteArray::fromBase64Encoding(
        ascii, QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() < 1 + 4 ||
        decoded.decoded.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals) !=
            ascii)
        return refused(mangled());
    const QByteArray &all = decoded.decoded;
    QByteArray payload = all.first(all.size() - 4);
    quint32 crc = 0;
    for (qsizetype i = all.size() - 4; i < all.size(); ++i)
        crc = (crc << 8) | quint8(all[i]);
    if (crc != crc32(prefixFor(version) + payload)) return refused(mangled());

    const quint8 flags = quint8(payload[0]);
    if (flags & ~kFlagDeflated)
        return refused(because(QT_TRANSLATE_NOOP("Reader", "the map code uses features this "
                                                           "program does not know (flags %1)"),
                               int(flags)));
    QByteArray inner = payload.sliced(1);
    if (flags & kFlagDeflated) {
        // qCompress's form: the inflated size (4 bytes, big-endian), then a zlib stream.
        quint32 size = 0;
        for (qsizetype i = 0; i < std::min<qsizetype>(4, inner.size()); ++i)
            size = (size << 8) | quint8(inner[i]);
        if (inner.size() <= 4 || size == 0 || size > quint32(kMaxInner))
            return refused(endsEarly());
        inner = qUncompress(inner);
        if (inner.size() != qsizetype(size)) return refused(endsEarly());
    }
    return readInner(inner);
}

} // namespace quantum
