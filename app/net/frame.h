// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCborMap>

#include <optional>

namespace quantum::net {

// The largest frame a peer accepts by default (the payload, after the 4-byte prefix). A
// snapshot of a long game with its whole log stays well below it; the host reads its clients
// with a much smaller cap (kMaxClientFrameBytes, protocol.h).
inline constexpr qsizetype kMaxFrameBytes = 8 * 1024 * 1024;

// One frame: a 4-byte big-endian payload length, then the message as one CBOR map.
QByteArray encodeFrame(const QCborMap &message);

// Turns bytes, as they arrive, into messages: pure (no socket, no timer), so that it can be
// tested and fuzzed alone. One feed may hold part of a frame or several frames; take() gives
// every whole message in order. The first bad frame (longer than the cap, not CBOR, not a
// map with a text "type" that is not empty) stops the decoder for good: the peer is
// dropped, never resynced.
class FrameDecoder {
public:
    enum class Error { None, Oversize, NotCbor, NotMessage };

    explicit FrameDecoder(qsizetype maxFrame = kMaxFrameBytes) : m_max(maxFrame) {}

    // Appends the bytes and decodes the whole frames among them; false once failed.
    bool feed(QByteArrayView bytes);
    // The next whole message, or nothing. After an error it still gives the messages decoded
    // before the bad frame (a peer that is dropped need not be listened to).
    std::optional<QCborMap> take();
    Error error() const { return m_error; }
    bool failed() const { return m_error != Error::None; }
    // Bytes held for a frame not yet whole.
    qsizetype pending() const { return m_buffer.size() - m_offset; }
    qsizetype maxFrame() const { return m_max; }

    // The stable name of an error for the wire and the logs ("oversize", "not-cbor", ...).
    static const char *errorName(Error e);

private:
    void decode();

    QByteArray m_buffer;
    qsizetype m_offset = 0; // the start of the first frame not yet decoded
    qsizetype m_max;
    Error m_error = Error::None;
    QList<QCborMap> m_ready;
    qsizetype m_next = 0; // the first message of m_ready not yet taken
};

} // namespace quantum::net
