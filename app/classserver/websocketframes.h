// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <optional>

/*
 * The server's side of RFC 6455's framing, with no socket: bytes from a
 * client go in (append()), whole messages come out (next()), and the frames
 * the server sends are made by the static functions. The class server puts
 * it between each pupil's TCP socket and the protocol, so that every frame
 * a client sends, pings included, is seen and counted, and nothing is
 * queued that the server did not decide to queue.
 *
 * What a client sends is hostile. The stream is refused (failure(), and
 * nothing more comes out) at the first frame that breaks the RFC where a
 * server must refuse it: unmasked (5.1), reserved bits or opcodes (5.2; no
 * extension is ever agreed), a control frame longer than 125 bytes or
 * fragmented (5.5), a continuation with no message begun or a new message
 * inside one (5.4), a close frame whose code or reason is malformed (7.4),
 * a text message that is not UTF-8 as a whole (8.1: a character may be
 * split between frames), a frame or message over `maxMessageBytes`, or a
 * message in more than MaxFragments frames (each frame costs the server
 * work; only a whole message spends a token of the rate limit).
 *
 * Memory: at most one frame's header and payload are buffered beyond what
 * a message has gathered, and a message is at most `maxMessageBytes`; the
 * caller decides how much it hands in at once.
 */
class WebSocketFrames
{
public:
    enum class Kind { Text, Binary, Ping, Pong, Close };
    struct Message
    {
        Kind kind = Kind::Text;
        QByteArray payload; // unmasked; a close frame's reason only
        quint16 closeCode = 0; // Close: the code given, 1005 when none
    };
    // Why the stream was refused: the close code the server sends before it
    // drops the connection, and the reason ClassServer::refusals() counts.
    struct Failure
    {
        quint16 closeCode = 1002;
        const char *reason = "bad-frame";
    };

    // Close codes (RFC 6455 7.4.1).
    static constexpr quint16 CloseNormal = 1000;
    static constexpr quint16 CloseGoingAway = 1001;
    static constexpr quint16 CloseProtocolError = 1002;
    static constexpr quint16 CloseNoCode = 1005;
    static constexpr quint16 CloseBadData = 1007;
    static constexpr quint16 ClosePolicy = 1008;
    static constexpr quint16 CloseTooBig = 1009;
    // The most frames one message may come in (browsers send one).
    static constexpr int MaxFragments = 64;

    explicit WebSocketFrames(qsizetype maxMessageBytes = 16 * 1024);

    // Takes the next bytes of the stream (ignored once it failed).
    void append(QByteArrayView bytes);
    // The next whole message, or nothing (more bytes needed, or failed).
    std::optional<Message> next();
    bool failed() const { return m_failure.has_value(); }
    Failure failure() const { return m_failure.value_or(Failure{}); }
    // Bytes held: a frame not yet whole and a message not yet finished.
    qsizetype buffered() const { return m_buffer.size() - m_read + m_message.size(); }

    // Frames as a server sends them: final, unmasked.
    static QByteArray textFrame(QByteArrayView utf8);
    static QByteArray pingFrame(QByteArrayView payload);
    static QByteArray pongFrame(QByteArrayView payload);
    // A close frame with `code` (none for CloseNoCode).
    static QByteArray closeFrame(quint16 code);

    // Sec-WebSocket-Accept for a client's Sec-WebSocket-Key (RFC 6455 4.2.2).
    static QByteArray acceptKey(QByteArrayView key);
    // Whether `bytes` are UTF-8 as RFC 3629 allows: no overlong forms, no
    // surrogates, nothing above U+10FFFF.
    static bool isUtf8(QByteArrayView bytes);

private:
    std::optional<Message> fail(quint16 code, const char *reason);
    static QByteArray frame(int opcode, QByteArrayView payload);

    qsizetype m_max;
    QByteArray m_buffer; // bytes received, from m_read on not yet taken
    qsizetype m_read = 0;
    // A fragmented text or binary message being gathered.
    bool m_inMessage = false;
    Kind m_messageKind = Kind::Text;
    QByteArray m_message;
    int m_fragments = 0;
    std::optional<Failure> m_failure;
};
