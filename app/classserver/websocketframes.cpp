// SPDX-License-Identifier: MIT
#include "websocketframes.h"

#include <QCryptographicHash>
#include <QtEndian>

namespace {

enum Opcode { Continuation = 0x0, Text = 0x1, Binary = 0x2, Close = 0x8, Ping = 0x9, Pong = 0xA };
constexpr qsizetype MaxControlPayload = 125;

bool isValidCloseCode(quint16 code)
{
    // 1004-1006 and 1015 are never sent; 1012-1014 came after the RFC.
    return (code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1014) || (code >= 3000 && code <= 4999);
}

} // namespace

WebSocketFrames::WebSocketFrames(qsizetype maxMessageBytes)
    : m_max(maxMessageBytes)
{
}

void WebSocketFrames::append(QByteArrayView bytes)
{
    if (failed())
        return;
    if (m_read > 0 && m_read >= m_buffer.size() / 2) {
        m_buffer.remove(0, m_read); // what was taken goes before the buffer grows
        m_read = 0;
    }
    m_buffer.append(bytes.data(), bytes.size());
}

std::optional<WebSocketFrames::Message> WebSocketFrames::fail(quint16 code, const char *reason)
{
    m_failure = Failure{code, reason};
    m_buffer.clear();
    m_message.clear();
    m_read = 0;
    return std::nullopt;
}

std::optional<WebSocketFrames::Message> WebSocketFrames::next()
{
    while (!failed()) {
        const auto *bytes = reinterpret_cast<const uchar *>(m_buffer.constData()) + m_read;
        const qsizetype available = m_buffer.size() - m_read;
        if (available < 2)
            return std::nullopt;
        const bool final = bytes[0] & 0x80;
        const int opcode = bytes[0] & 0x0F;
        const bool masked = bytes[1] & 0x80;
        if (bytes[0] & 0x70)
            return fail(CloseProtocolError, "bad-frame"); // no extension was agreed
        if (!masked)
            return fail(CloseProtocolError, "unmasked");
        const bool control = opcode >= Close;
        if (opcode != Continuation && opcode != Text && opcode != Binary && opcode != Close && opcode != Ping
            && opcode != Pong)
            return fail(CloseProtocolError, "bad-frame");

        qsizetype header = 2;
        quint64 length = bytes[1] & 0x7F;
        if (length == 126) {
            if (available < 4)
                return std::nullopt;
            length = qFromBigEndian<quint16>(bytes + 2);
            header = 4;
        } else if (length == 127) {
            if (available < 10)
                return std::nullopt;
            length = qFromBigEndian<quint64>(bytes + 2);
            header = 10;
        }
        if (control && (!final || length > quint64(MaxControlPayload)))
            return fail(CloseProtocolError, "bad-frame");
        if (opcode == Continuation && !m_inMessage)
            return fail(CloseProtocolError, "bad-frame");
        if ((opcode == Text || opcode == Binary) && m_inMessage)
            return fail(CloseProtocolError, "bad-frame");
        // Refused before its payload is waited for, let alone buffered.
        if (!control && length > quint64(m_max - m_message.size()))
            return fail(CloseTooBig, "too-big");
        header += 4; // the masking key
        if (available < header || quint64(available - header) < length)
            return std::nullopt;

        const uchar *key = bytes + header - 4;
        QByteArray payload(reinterpret_cast<const char *>(bytes + header), qsizetype(length));
        for (qsizetype i = 0; i < payload.size(); ++i)
            payload[i] = char(payload[i] ^ key[i % 4]);
        m_read += header + qsizetype(length);

        if (opcode == Ping)
            return Message{Kind::Ping, payload, 0};
        if (opcode == Pong)
            return Message{Kind::Pong, payload, 0};
        if (opcode == Close) {
            if (payload.isEmpty())
                return Message{Kind::Close, {}, CloseNoCode};
            if (payload.size() < 2)
                return fail(CloseProtocolError, "bad-frame");
            const quint16 code = qFromBigEndian<quint16>(payload.constData());
            if (!isValidCloseCode(code))
                return fail(CloseProtocolError, "bad-frame");
            QByteArray reason = payload.mid(2);
            if (!isUtf8(reason))
                return fail(CloseBadData, "bad-utf8");
            return Message{Kind::Close, reason, code};
        }

        if (opcode != Continuation) {
            m_inMessage = true;
            m_messageKind = opcode == Text ? Kind::Text : Kind::Binary;
            m_message.clear();
            m_fragments = 0;
        }
        if (++m_fragments > MaxFragments)
            return fail(ClosePolicy, "too-many-frames");
        m_message += payload;
        if (!final)
            continue;
        m_inMessage = false;
        Message message{m_messageKind, std::exchange(m_message, {}), 0};
        // As a whole: one character may have been split between frames.
        if (message.kind == Kind::Text && !isUtf8(message.payload))
            return fail(CloseBadData, "bad-utf8");
        return message;
    }
    return std::nullopt;
}

QByteArray WebSocketFrames::frame(int opcode, QByteArrayView payload)
{
    QByteArray out;
    out.reserve(payload.size() + 10);
    out.append(char(0x80 | opcode));
    if (payload.size() < 126) {
        out.append(char(payload.size()));
    } else if (payload.size() <= 0xFFFF) {
        out.append(char(126));
        char length[2];
        qToBigEndian<quint16>(quint16(payload.size()), length);
        out.append(length, 2);
    } else {
        out.append(char(127));
        char length[8];
        qToBigEndian<quint64>(quint64(payload.size()), length);
        out.append(length, 8);
    }
    out.append(payload.data(), payload.size());
    return out;
}

QByteArray WebSocketFrames::textFrame(QByteArrayView utf8)
{
    return frame(Text, utf8);
}

QByteArray WebSocketFrames::pingFrame(QByteArrayView payload)
{
    return frame(Ping, payload.first(std::min(payload.size(), MaxControlPayload)));
}

QByteArray WebSocketFrames::pongFrame(QByteArrayView payload)
{
    return frame(Pong, payload.first(std::min(payload.size(), MaxControlPayload)));
}

QByteArray WebSocketFrames::closeFrame(quint16 code)
{
    if (code == CloseNoCode)
        return frame(Close, {});
    char bytes[2];
    qToBigEndian<quint16>(code, bytes);
    return frame(Close, QByteArrayView(bytes, 2));
}

QByteArray WebSocketFrames::acceptKey(QByteArrayView key)
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(key);
    hash.addData(QByteArrayView("258EAFA5-E914-47DA-95CA-C5AB0DC85B11"));
    return hash.result().toBase64();
}

bool WebSocketFrames::isUtf8(QByteArrayView bytes)
{
    const auto *p = reinterpret_cast<const uchar *>(bytes.data());
    const auto *end = p + bytes.size();
    while (p < end) {
        const uchar c = *p;
        if (c < 0x80) {
            ++p;
            continue;
        }
        int more = 0;
        uint code = 0;
        uint least = 0;
        if ((c & 0xE0) == 0xC0) {
            more = 1;
            code = c & 0x1F;
            least = 0x80;
        } else if ((c & 0xF0) == 0xE0) {
            more = 2;
            code = c & 0x0F;
            least = 0x800;
        } else if ((c & 0xF8) == 0xF0) {
            more = 3;
            code = c & 0x07;
            least = 0x10000;
        } else {
            return false;
        }
        if (end - p <= more)
            return false;
        for (int i = 1; i <= more; ++i) {
            if ((p[i] & 0xC0) != 0x80)
                return false;
            code = (code << 6) | (p[i] & 0x3F);
        }
        if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return false;
        p += more + 1;
    }
    return true;
}
