// SPDX-License-Identifier: MIT
// The whole class under load, on 127.0.0.1 only (README "Figures"):
//
//   nq_bench_class [PUPILS]      (default 500: a lecture hall)
//   nq_bench_class --attacks [SECONDS]    (default 30)
//
// The server runs on this process's main thread, as in the window; the
// pupils run in a second process (this program again, with --pupils), so
// that neither side's work is counted as the other's. Printed:
// - from setBoard() and from ask() to each pupil holding the message (p50,
//   p99, the last pupil), on the system's monotonic clock, which both
//   processes read (the send time travels in the message);
// - the server thread's event-loop lateness (a 1 ms timer) while every
//   pupil answers at a random moment within one second, p50 and p99: the
//   window's thread would see the same;
// - the time of one tally() of all the answers;
// - resident memory of the server's process per pupil joined.
// With --attacks: the server's resident memory (start, highest, end) while
// an attacker in a second process, for SECONDS each, (1) floods 125-byte
// pings and never reads (joining again whenever it is dropped), and (2)
// joins as a pupil and never reads while the server sends boards as fast
// as its event loop turns (each with a 1 KiB status line); beside (3) the
// same boards to a pupil who reads, the reference. Goal: the server within
// 50 MB of its start throughout.
#include "classserver/classserver.h"
#include "support/processmemory.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <vector>

namespace {

qint64 monotonicNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return -1;
    std::sort(values.begin(), values.end());
    const size_t index = std::min(values.size() - 1, size_t(p * double(values.size() - 1) + 0.5));
    return values[index];
}

bool waitUntil(const std::function<bool()> &done, int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > ms)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 5);
    }
    return true;
}

// The pupils' process: joins `count` pupils, notes when each board and
// question arrives, answers each question at a random moment within a
// second, and prints what it measured when the class closes.
int runPupils(quint16 port, const QString &code, int count)
{
    std::vector<std::unique_ptr<QWebSocket>> sockets;
    std::vector<double> boardMs;
    std::vector<double> questionMs;
    int closed = 0;
    const auto finish = [&] {
        std::printf("board %.3f %.3f %.3f\n", percentile(boardMs, 0.5), percentile(boardMs, 0.99),
                    percentile(boardMs, 1.0));
        std::printf("question %.3f %.3f %.3f\n", percentile(questionMs, 0.5), percentile(questionMs, 0.99),
                    percentile(questionMs, 1.0));
        std::fflush(stdout);
        QCoreApplication::quit();
    };
    for (int i = 0; i < count; ++i) {
        sockets.push_back(std::make_unique<QWebSocket>());
        QWebSocket *socket = sockets.back().get();
        QObject::connect(socket, &QWebSocket::connected, socket, [socket, code] {
            socket->sendTextMessage(
                QStringLiteral("{\"v\":1,\"type\":\"join\",\"code\":\"%1\",\"name\":\"\"}").arg(code));
        });
        QObject::connect(socket, &QWebSocket::textMessageReceived, socket, [&, socket](const QString &text) {
            const qint64 now = monotonicNs();
            const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
            const QString type = message.value(QLatin1String("type")).toString();
            if (type == QLatin1String("state")) {
                const qint64 sent = message.value(QLatin1String("status")).toString().toLongLong();
                if (sent > 0)
                    boardMs.push_back(double(now - sent) / 1e6);
            } else if (type == QLatin1String("question")) {
                const qint64 sent = message.value(QLatin1String("text")).toString().toLongLong();
                questionMs.push_back(double(now - sent) / 1e6);
                const int question = message.value(QLatin1String("question")).toInt();
                const QString square = message.value(QLatin1String("squares")).toArray().at(0).toString();
                QTimer::singleShot(QRandomGenerator::global()->bounded(1000), socket, [socket, question, square] {
                    socket->sendTextMessage(QStringLiteral("{\"v\":1,\"type\":\"answer\",\"question\":%1,\"vote\":1,"
                                                           "\"square\":\"%2\"}")
                                                .arg(question)
                                                .arg(square));
                });
            } else if (type == QLatin1String("seat") && !message.value(QLatin1String("finished")).toBool()) {
                // Seat work: the pupil acts on their own board within a
                // second of each answer (a right guess now and then, mostly
                // squares at random, Show me sometimes), until stopped.
                const int seat = message.value(QLatin1String("seat")).toInt();
                const int n = message.value(QLatin1String("n")).toInt();
                QTimer::singleShot(QRandomGenerator::global()->bounded(1000), socket, [socket, seat, n] {
                    QRandomGenerator *random = QRandomGenerator::global();
                    const int choice = int(random->bounded(10));
                    const QString square = QStringLiteral("%1%2")
                                               .arg(QChar(u'a' + random->bounded(n)))
                                               .arg(1 + random->bounded(n));
                    const QString action = choice < 7 ? QStringLiteral("place")
                        : choice < 9                  ? QStringLiteral("refuse")
                                                      : QStringLiteral("show");
                    socket->sendTextMessage(
                        action == QLatin1String("show")
                            ? QStringLiteral("{\"v\":1,\"type\":\"act\",\"seat\":%1,\"action\":\"show\"}").arg(seat)
                            : QStringLiteral("{\"v\":1,\"type\":\"act\",\"seat\":%1,\"action\":\"%2\",\"square\":\"%3\"}")
                                  .arg(seat)
                                  .arg(action, square));
                });
            } else if (type == QLatin1String("closed")) {
                if (++closed == count)
                    finish();
            }
        });
        socket->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
    }
    QTimer::singleShot(120000, qApp, finish); // never hangs a benchmark run
    return QCoreApplication::exec();
}

// A client's frame (masked, final), for the attacker who writes by hand.
QByteArray maskedFrame(int opcode, const QByteArray &payload)
{
    QByteArray frame;
    frame.append(char(0x80 | opcode));
    frame.append(char(0x80 | payload.size())); // under 126 bytes here
    const char key[4] = {'\x01', '\x02', '\x03', '\x04'};
    frame.append(key, 4);
    for (qsizetype i = 0; i < payload.size(); ++i)
        frame.append(char(payload[i] ^ key[i % 4]));
    return frame;
}

// The attacker's process: `kind` "ping" floods 125-byte pings over a
// joined connection and reads nothing, connecting again when dropped;
// "silent" joins and then reads nothing at all (the process sleeps); "reader"
// joins and reads everything, the reference. For `seconds`.
int runAttacker(const QString &kind, quint16 port, const QString &code, int seconds)
{
    QElapsedTimer clock;
    clock.start();
    const QByteArray join = maskedFrame(0x1, QStringLiteral("{\"v\":1,\"type\":\"join\",\"code\":\"%1\",\"name\":\"%2\"}")
                                                 .arg(code, kind)
                                                 .toUtf8());
    const QByteArray upgrade = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                               "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
    QByteArray pings;
    for (int i = 0; i < 512; ++i)
        pings += maskedFrame(0x9, QByteArray(125, 'p'));
    int connections = 0;
    while (clock.elapsed() < seconds * 1000LL) {
        QTcpSocket socket;
        socket.setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, 4096);
        socket.connectToHost(QHostAddress::LocalHost, port);
        if (!socket.waitForConnected(5000))
            return 1;
        ++connections;
        socket.write(upgrade + join);
        socket.waitForBytesWritten(5000);
        if (kind == QLatin1String("silent")) {
            QThread::msleep(quint64(seconds) * 1000); // reads nothing, ever
            break;
        }
        if (kind == QLatin1String("reader")) {
            while (clock.elapsed() < seconds * 1000LL && socket.state() == QAbstractSocket::ConnectedState) {
                socket.waitForReadyRead(100);
                socket.readAll();
            }
            break;
        }
        socket.setReadBufferSize(1);
        while (clock.elapsed() < seconds * 1000LL && socket.state() == QAbstractSocket::ConnectedState) {
            socket.write(pings);
            socket.waitForBytesWritten(100);
        }
    }
    std::printf("connections %d\n", connections);
    return 0;
}

// The server's memory while an attacker of `kind` runs for `seconds`, with
// boards sent as fast as the event loop turns when `boards`.
struct Memory
{
    long start = 0;
    long highest = 0;
    long end = 0;
    QMap<QString, int> refusals;
};
Memory underAttack(const QString &kind, int seconds, bool boards)
{
    ClassServer server;
    QString error;
    if (!server.open(0, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        std::exit(1);
    }
    Memory memory;
    memory.start = memory.highest = residentKiB();
    QProcess attacker;
    attacker.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    attacker.start(QCoreApplication::applicationFilePath(),
                   {QStringLiteral("--attacker"), kind, QString::number(server.port()), server.code(),
                    QString::number(seconds)});
    QTimer sampler;
    sampler.setInterval(100);
    QObject::connect(&sampler, &QTimer::timeout, [&] { memory.highest = std::max(memory.highest, residentKiB()); });
    sampler.start();
    ClassBoard board{8, {QStringLiteral("a8"), QStringLiteral("c7")}, {}, {}, QStringLiteral("3"), QString(1024, QLatin1Char('s'))};
    int sent = 0;
    while (attacker.state() != QProcess::NotRunning) {
        if (boards && server.session()->connectedCount() > 0) {
            board.status = QString::number(++sent) + QString(1024, QLatin1Char('s'));
            server.session()->setBoard(board);
        }
        QCoreApplication::processEvents(boards ? QEventLoop::AllEvents : QEventLoop::WaitForMoreEvents);
        if (!boards)
            attacker.waitForFinished(10);
    }
    memory.highest = std::max(memory.highest, residentKiB());
    memory.end = residentKiB();
    memory.refusals = server.refusals();
    return memory;
}

int runAttacks(int seconds)
{
    const Memory reader = underAttack(QStringLiteral("reader"), seconds, true);
    const Memory ping = underAttack(QStringLiteral("ping"), seconds, false);
    const Memory silent = underAttack(QStringLiteral("silent"), seconds, true);
    std::printf("the server under attack on 127.0.0.1 for %d s each (attacker in its own process), resident memory:\n",
                seconds);
    auto line = [](const char *what, const Memory &m, const Memory &reference) {
        std::printf("  %-58s start %6ld KiB, highest %6ld KiB (+%.1f MB, %.2fx the reader's growth), end %6ld KiB"
                    "   goal < +50 MB\n",
                    what, m.start, m.highest, double(m.highest - m.start) / 1024.0,
                    double(std::max(1L, m.highest - m.start)) / double(std::max(1L, reference.highest - reference.start)),
                    m.end);
    };
    line("a pupil who reads boards sent flat out (the reference)", reader, reader);
    line("a ping flood that reads nothing", ping, reader);
    line("a pupil who never reads, boards sent flat out", silent, reader);
    std::printf("  refused: ping flood %d times as \"flood\"; the silent pupil %d times as \"not-reading\"\n",
                ping.refusals.value(QStringLiteral("flood")), silent.refusals.value(QStringLiteral("not-reading")));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 5 && args.at(1) == QLatin1String("--pupils"))
        return runPupils(quint16(args.at(2).toUInt()), args.at(3), args.at(4).toInt());
    if (args.size() == 6 && args.at(1) == QLatin1String("--attacker"))
        return runAttacker(args.at(2), quint16(args.at(3).toUInt()), args.at(4), args.at(5).toInt());
    if (args.size() >= 2 && args.at(1) == QLatin1String("--attacks"))
        return runAttacks(args.size() > 2 ? std::max(1, args.at(2).toInt()) : 30);
    const int pupils = args.size() > 1 ? std::max(1, args.at(1).toInt()) : 500;

    ClassServer server;
    ClassLimits limits; // every pupil comes from 127.0.0.1 here
    limits.maxSocketsPerAddress = 2 * pupils + limits.maxSocketsMargin;
    limits.joinTimeoutMs = 60000;
    server.setLimits(limits);
    server.session()->setMaxPupils(pupils);
    QString error;
    if (!server.open(0, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }

    // The event loop's lateness, sampled while `recording`.
    std::vector<double> lateness;
    bool recording = false;
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    QTimer sampler;
    sampler.setTimerType(Qt::PreciseTimer);
    sampler.setInterval(1);
    QObject::connect(&sampler, &QTimer::timeout, &app, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (recording)
            lateness.push_back(std::max(0.0, double(now - last) / 1e6 - 1.0));
        last = now;
    });
    sampler.start();

    const long before = residentKiB();
    QProcess others;
    others.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    others.start(QCoreApplication::applicationFilePath(),
                 {QStringLiteral("--pupils"), QString::number(server.port()), server.code(), QString::number(pupils)});
    if (!waitUntil([&] { return server.session()->connectedCount() == pupils; }, 60000)) {
        std::fprintf(stderr, "only %d of %d pupils joined\n", server.session()->connectedCount(), pupils);
        return 1;
    }
    const long after = residentKiB();

    // Boards: 20 steps, 100 ms apart.
    for (int step = 0; step < 20; ++step) {
        ClassBoard board{8, {QStringLiteral("a8"), QStringLiteral("c7")}, {}, {}, QStringLiteral("3"),
                         QString::number(monotonicNs())};
        server.session()->setBoard(board);
        waitUntil([] { return false; }, 100);
    }
    // Questions: 5, each answered by everyone within a second.
    std::vector<double> tallyUs;
    for (int round = 1; round <= 5; ++round) {
        ClassQuestion question;
        question.id = round;
        question.n = 8;
        question.squares = {QStringLiteral("d6"), QStringLiteral("e6"), QStringLiteral("f6")};
        question.text = QString::number(monotonicNs());
        recording = true;
        server.session()->ask(question);
        if (!waitUntil([&] { return server.session()->answeredCount() == pupils; }, 10000)) {
            std::fprintf(stderr, "round %d: %d of %d answered\n", round, server.session()->answeredCount(), pupils);
            return 1;
        }
        recording = false;
        QElapsedTimer timer;
        timer.start();
        const QMap<QString, int> tally = server.session()->tally();
        tallyUs.push_back(double(timer.nsecsElapsed()) / 1e3);
        if (tally.value(QStringLiteral("d6")) != pupils) {
            std::fprintf(stderr, "round %d: the tally is wrong\n", round);
            return 1;
        }
    }
    server.close();
    if (!others.waitForFinished(30000)) {
        std::fprintf(stderr, "the pupils' process did not finish\n");
        return 1;
    }
    double board[3] = {-1, -1, -1};
    double asked[3] = {-1, -1, -1};
    for (const QByteArray &line : others.readAllStandardOutput().split('\n')) {
        const QList<QByteArray> f = line.split(' ');
        if (f.size() == 4)
            for (int i = 0; i < 3; ++i)
                (f[0] == "board" ? board : asked)[i] = f[i + 1].toDouble();
    }
    std::printf("class of %d pupils on 127.0.0.1 (pupils in their own process):\n", pupils);
    std::printf("  setBoard() to each pupil (20 boards): p50 %.2f ms, p99 %.2f ms, last %.2f ms   goal p99 < 50 ms\n",
                board[0], board[1], board[2]);
    std::printf("  ask() to each pupil (5 questions): p50 %.2f ms, p99 %.2f ms, last %.2f ms   goal p99 < 50 ms\n",
                asked[0], asked[1], asked[2]);
    std::printf("  server thread's event loop while all answer within 1 s (%zu samples): p50 %.2f ms, p99 %.2f ms   "
                "goal p99 < 8 ms\n",
                lateness.size(), percentile(lateness, 0.5), percentile(lateness, 0.99));
    std::printf("  tally() of %d answers: median %.0f us\n", pupils, percentile(tallyUs, 0.5));
    std::printf("  resident memory of the server's process: %ld KiB before, %ld KiB with %d pupils: %.1f KiB a pupil   "
                "goal < 100 KB\n",
                before, after, pupils, double(after - before) / pupils);
    return 0;
}
