// SPDX-License-Identifier: MIT
// The server's WebSocket framing (RFC 6455) with no socket: bytes in,
// messages out, in any pieces; what a server must refuse; the frames it
// writes; the handshake's key; UTF-8 as the RFC counts it.
#include "classserver/websocketframes.h"

#include <QRandomGenerator>
#include <QTest>

namespace {

QByteArray masked(int firstByte, const QByteArray &payload)
{
    QByteArray frame;
    frame.append(char(firstByte));
    if (payload.size() < 126) {
        frame.append(char(0x80 | payload.size()));
    } else {
        frame.append(char(0x80 | 126));
        frame.append(char(payload.size() >> 8)).append(char(payload.size() & 0xFF));
    }
    const char key[4] = {'\x0a', '\x0b', '\x0c', '\x0d'};
    frame.append(key, 4);
    for (qsizetype i = 0; i < payload.size(); ++i)
        frame.append(char(payload[i] ^ key[i % 4]));
    return frame;
}

} // namespace

class TestWebSocketFrames : public QObject
{
    Q_OBJECT

private slots:
    void byteByByte();
    void fragmented();
    void controlBetweenFragments();
    void closeCodes();
    void refusedStaysRefused();
    void garbage();
    void serverFrames_data();
    void serverFrames();
    void acceptKey();
    void utf8_data();
    void utf8();
};

void TestWebSocketFrames::byteByByte()
{
    // However the network cuts the stream, the same messages come out.
    const QByteArray stream = masked(0x81, "hello") + masked(0x89, "ping") + masked(0x81, QByteArray(300, 'x'));
    WebSocketFrames frames(16 * 1024);
    QList<WebSocketFrames::Message> out;
    for (char byte : stream) {
        frames.append(QByteArrayView(&byte, 1));
        while (auto message = frames.next())
            out.append(*message);
    }
    QVERIFY(!frames.failed());
    QCOMPARE(out.size(), 3);
    QCOMPARE(int(out[0].kind), int(WebSocketFrames::Kind::Text));
    QCOMPARE(out[0].payload, QByteArray("hello"));
    QCOMPARE(int(out[1].kind), int(WebSocketFrames::Kind::Ping));
    QCOMPARE(out[1].payload, QByteArray("ping"));
    QCOMPARE(out[2].payload, QByteArray(300, 'x'));
    QCOMPARE(frames.buffered(), 0);
}

void TestWebSocketFrames::fragmented()
{
    WebSocketFrames frames(16 * 1024);
    frames.append(masked(0x01, "{\"a\":"));
    QVERIFY(!frames.next());
    frames.append(masked(0x00, "\"\xc3"));
    QVERIFY(!frames.next()); // half a character so far: not judged yet
    frames.append(masked(0x80, "\xa9\"}"));
    const auto message = frames.next();
    QVERIFY(message);
    QCOMPARE(message->payload, QByteArray("{\"a\":\"\xc3\xa9\"}"));
    QVERIFY(!frames.failed());
}

void TestWebSocketFrames::controlBetweenFragments()
{
    WebSocketFrames frames(16 * 1024);
    frames.append(masked(0x01, "ab") + masked(0x89, "p") + masked(0x80, "cd"));
    const auto ping = frames.next();
    QVERIFY(ping);
    QCOMPARE(int(ping->kind), int(WebSocketFrames::Kind::Ping));
    const auto text = frames.next();
    QVERIFY(text);
    QCOMPARE(text->payload, QByteArray("abcd"));
}

void TestWebSocketFrames::closeCodes()
{
    WebSocketFrames none(1024);
    none.append(masked(0x88, {}));
    QCOMPARE(none.next()->closeCode, WebSocketFrames::CloseNoCode);
    WebSocketFrames normal(1024);
    normal.append(masked(0x88, QByteArray("\x03\xe8" "bye", 5)));
    const auto message = normal.next();
    QCOMPARE(message->closeCode, quint16(1000));
    QCOMPARE(message->payload, QByteArray("bye"));
    for (const quint16 code : {quint16(999), quint16(1004), quint16(1005), quint16(1006), quint16(1015), quint16(2999),
                               quint16(5000)}) {
        WebSocketFrames frames(1024);
        const char bytes[2] = {char(code >> 8), char(code & 0xFF)};
        frames.append(masked(0x88, QByteArray(bytes, 2)));
        QVERIFY2(!frames.next() && frames.failed(), qPrintable(QString::number(code)));
        QCOMPARE(frames.failure().closeCode, WebSocketFrames::CloseProtocolError);
    }
}

void TestWebSocketFrames::refusedStaysRefused()
{
    // A frame declared larger than a message may be: refused from its
    // header, nothing kept, and nothing after it is read.
    WebSocketFrames frames(1000);
    QByteArray header("\x81\xfe\x03\xe9\x00\x00\x00\x00", 8); // 1001 bytes declared
    frames.append(header);
    QVERIFY(!frames.next());
    QVERIFY(frames.failed());
    QCOMPARE(frames.failure().closeCode, WebSocketFrames::CloseTooBig);
    QCOMPARE(QByteArray(frames.failure().reason), QByteArray("too-big"));
    QCOMPARE(frames.buffered(), 0);
    frames.append(masked(0x81, "later"));
    QVERIFY(!frames.next());
    QCOMPARE(frames.buffered(), 0);
}

void TestWebSocketFrames::garbage()
{
    // Random bytes in random pieces (seeded, so a failure repeats): never a
    // read outside what was given (the sanitizer builds watch), never more
    // buffered than a message and a frame's header, and every message out
    // within the limit.
    QRandomGenerator random(20261128);
    for (int run = 0; run < 3000; ++run) {
        WebSocketFrames frames(512);
        QByteArray stream(random.bounded(1, 2048), Qt::Uninitialized);
        for (char &byte : stream)
            byte = char(random.bounded(256));
        if (run % 2 == 0)
            stream[1] = char(stream[1] | 0x80); // masked, so that more gets past the first check
        for (qsizetype at = 0; at < stream.size();) {
            const qsizetype piece = std::min<qsizetype>(random.bounded(1, 64), stream.size() - at);
            frames.append(QByteArrayView(stream).sliced(at, piece));
            at += piece;
            while (auto message = frames.next())
                QVERIFY(message->payload.size() <= 512);
            QVERIFY(frames.buffered() <= 512 + 14 + 64);
        }
    }
}

void TestWebSocketFrames::serverFrames_data()
{
    QTest::addColumn<qsizetype>("size");
    QTest::addColumn<QByteArray>("header");
    QTest::newRow("125") << qsizetype(125) << QByteArray("\x81\x7d", 2);
    QTest::newRow("126") << qsizetype(126) << QByteArray("\x81\x7e\x00\x7e", 4);
    QTest::newRow("65535") << qsizetype(65535) << QByteArray("\x81\x7e\xff\xff", 4);
    QTest::newRow("65536") << qsizetype(65536) << QByteArray("\x81\x7f\x00\x00\x00\x00\x00\x01\x00\x00", 10);
}

void TestWebSocketFrames::serverFrames()
{
    // Final, unmasked, the shortest length form.
    QFETCH(qsizetype, size);
    QFETCH(QByteArray, header);
    const QByteArray frame = WebSocketFrames::textFrame(QByteArray(size, 'z'));
    QCOMPARE(frame.left(header.size()), header);
    QCOMPARE(frame.size(), header.size() + size);
    QCOMPARE(WebSocketFrames::closeFrame(1009), QByteArray("\x88\x02\x03\xf1", 4));
    QCOMPARE(WebSocketFrames::closeFrame(WebSocketFrames::CloseNoCode), QByteArray("\x88\x00", 2));
    QCOMPARE(WebSocketFrames::pongFrame(QByteArray(200, 'p')).size(), 2 + 125); // a control frame's most
}

void TestWebSocketFrames::acceptKey()
{
    // The example of RFC 6455, 1.3.
    QCOMPARE(WebSocketFrames::acceptKey("dGhlIHNhbXBsZSBub25jZQ=="), QByteArray("s3pPLMBiTxaQ9kYGzzhZRbK+xOo="));
}

void TestWebSocketFrames::utf8_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("valid");
    QTest::newRow("ASCII") << QByteArray("plain") << true;
    QTest::newRow("é") << QByteArray("\xc3\xa9") << true;
    QTest::newRow("€") << QByteArray("\xe2\x82\xac") << true;
    QTest::newRow("U+10FFFF") << QByteArray("\xf4\x8f\xbf\xbf") << true;
    QTest::newRow("U+FFFF") << QByteArray("\xef\xbf\xbf") << true;
    QTest::newRow("lone continuation") << QByteArray("\x80") << false;
    QTest::newRow("cut") << QByteArray("\xe2\x82") << false;
    QTest::newRow("overlong /") << QByteArray("\xc0\xaf") << false;
    QTest::newRow("overlong NUL in 3") << QByteArray("\xe0\x80\x80") << false;
    QTest::newRow("surrogate") << QByteArray("\xed\xa0\x80") << false;
    QTest::newRow("above U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << false;
    QTest::newRow("five bytes") << QByteArray("\xf8\x88\x80\x80\x80") << false;
    QTest::newRow("0xFF") << QByteArray("\xff") << false;
}

void TestWebSocketFrames::utf8()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, valid);
    QCOMPARE(WebSocketFrames::isUtf8(bytes), valid);
}

QTEST_GUILESS_MAIN(TestWebSocketFrames)
#include "tst_websocketframes.moc"
