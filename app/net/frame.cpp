// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/frame.h"

#include <QCborValue>
#include <QtEndian>

namespace quantum::net {

QByteArray encodeFrame(const QCborMap &message)
{
    const QByteArray payload = message.toCborValue().toCbor();
    QByteArray frame(4, Qt::Uninitialized);
    qToBigEndian<quint32>(quint32(payload.size()), frame.data());
    frame.append(payload);
    return frame;
}

bool FrameDecoder::feed(QByteArrayView bytes)
{
    if (failed()) return false;
    m_buffer.append(bytes.data(), bytes.size());
    decode();
    return !failed();
}

void FrameDecoder::decode()
{
    while (!failed() && m_buffer.size() - m_offset >= 4) {
        const quint32 length = qFromBigEndian<quint32>(m_buffer.constData() + m_offset);
        if (qint64(length) > qint64(m_max)) {
            m_error = Error::Oversize;
            break;
        }
        if (m_buffer.size() - m_offset - 4 < qsizetype(length)) break; // not whole yet
        const QByteArray payload = m_buffer.mid(m_offset + 4, qsizetype(length));
        m_offset += 4 + qsizetype(length);
        QCborParserError parse;
        const QCborValue value = QCborValue::fromCbor(payload, &parse);
        if (parse.error != QCborError::NoError || parse.offset != payload.size()) {
            m_error = Error::NotCbor; // also an item followed by trailing bytes
            break;
        }
        const QCborMap map = value.toMap();
        const QCborValue type = map.value(QStringLiteral("type"));
        if (!value.isMap() || !type.isString() || type.toString().isEmpty()) {
            m_error = Error::NotMessage;
            break;
        }
        m_ready.append(map);
    }
    if (failed()) {
        m_buffer.clear();
        m_offset = 0;
        return;
    }
    // Keep the buffer from growing: drop what was decoded once it is most of it.
    if (m_offset > 0 && m_offset * 2 >= m_buffer.size()) {
        m_buffer.remove(0, m_offset);
        m_offset = 0;
    }
}

std::optional<QCborMap> FrameDecoder::take()
{
    if (m_next >= m_ready.size()) {
        m_ready.clear();
        m_next = 0;
        return std::nullopt;
    }
    return m_ready[m_next++];
}

const char *FrameDecoder::errorName(Error e)
{
    switch (e) {
    case Error::None:
        return "none";
    case Error::Oversize:
        return "oversize";
    case Error::NotCbor:
        return "not-cbor";
    case Error::NotMessage:
        return "not-a-message";
    }
    return "none";
}

} // namespace quantum::net
