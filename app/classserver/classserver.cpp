// SPDX-License-Identifier: MIT
#include "classserver.h"

#include "classcore/classprotocol.h"
#include "classserver/pageroutes.h"
#include "classserver/tokenbucket.h"
#include "classserver/websocketframes.h"
#include "classserver/wrongcodeguard.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkInterface>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>

#include <deque>

#ifdef Q_OS_LINUX
#include <linux/sockios.h>
#include <sys/ioctl.h>
#endif
#include <sys/socket.h>

/*
 * How connections are taken. Qt HttpServer 6.4 would parse requests itself,
 * but it caps neither a request header's size nor the time a client may take
 * to send it (a "slow loris" holds a socket for ever), and it accepts every
 * WebSocket upgrade. So a QTcpServer takes each connection here; the request
 * header is peeked at (never read off the socket) until its empty line,
 * within ClassLimits::maxHeaderBytes and requestTimeoutMs; the page's files
 * are answered from PageRoutes and the connection closed; a /ws upgrade is
 * checked and switched by PageRoutes too, and from then on the socket's
 * bytes go through WebSocketFrames. Qt's QWebSocket is not used on this
 * side: it answers every ping by itself, unseen and uncounted, and queues
 * without bound whatever is written to a peer that never reads (a ping
 * flood grew a server by a gigabyte in 16 s), its handshake sends a CORS
 * header and refuses without the promised headers, and it accepts unmasked
 * client frames. Here every frame is counted against the rate limit, and a
 * pupil who does not take what is written is neither written to nor read
 * from until they do (ClassLimits::maxQueuedBytes). Everything runs on the
 * thread that created the server: one pupil's messages are a few hundred
 * bytes of JSON, and with 500 pupils on loopback (tst_classserver
 * lectureHall, on a loaded 2-core machine) a broadcast takes 1.4 to 5 ms of
 * that thread and a tally 0.2 ms.
 */

namespace {

constexpr int PortsTried = 20;
constexpr int SweepMs = 100;
// A class closed: how long a pupil's connection may take to say goodbye.
constexpr int GoodbyeMs = 2000;
// Frames of a message to every pupil written per turn of the event loop:
// 500 pupils written at once held the window's thread (the server's) for
// over 8 ms; in batches, its keys and timers get their turns in between
// (README "Figures": nq_bench_classwindow).
constexpr int FanOutBatch = 50;
constexpr int MaxFanOutPerPupil = 16;
// A WebSocket's bytes are read at most this many at a time beyond a
// frame's own size: what a peer sends faster waits in the network.
constexpr qint64 ReadChunk = 4096;

QString normalAddress(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ip4 = address.toIPv4Address(&v4);
    return v4 ? QHostAddress(ip4).toString() : address.toString();
}

// Drops the connection with a reset: the kernel discards what it still
// holds for the peer, instead of sending it on for minutes to a peer that
// never reads (QAbstractSocket::abort() alone is a plain close, and the
// kernel keeps the socket, orphaned, with its queue).
void resetConnection(QTcpSocket *socket)
{
    const qintptr fd = socket->socketDescriptor();
    if (fd >= 0) {
        const linger reset{1, 0};
        ::setsockopt(int(fd), SOL_SOCKET, SO_LINGER, &reset, sizeof reset);
    }
    socket->abort();
}

// Bytes written to the kernel that the peer has not yet acknowledged.
qint64 unacknowledged(QTcpSocket *socket)
{
#ifdef Q_OS_LINUX
    int queued = 0;
    const qintptr fd = socket->socketDescriptor();
    if (fd >= 0 && ::ioctl(int(fd), SIOCOUTQ, &queued) == 0)
        return queued;
#else
    Q_UNUSED(socket);
#endif
    return 0;
}

// A WebSocket, joined or not yet.
struct Link
{
    QString address;
    TokenBucket bucket;
    WebSocketFrames frames;
    int strikes = 0; // too-fast messages in a row
    QString pupil; // empty until joined
    qint64 joinDeadline = 0;
    qint64 lastSeen = 0;
    qint64 lastPing = 0;
    bool pingOpen = false; // the server's ping not yet answered
    // Since when the peer has not taken what was written (maxQueuedBytes):
    // nothing is written to it or read from it; -1 when it keeps up.
    qint64 behindSince = -1;
};

// An HTTP connection before it is answered (or handed on), or answered and
// waiting for the client to take the response.
struct Request
{
    QString address;
    qint64 deadline = 0;
    bool answered = false;
};

} // namespace

struct ClassServer::Private
{
    explicit Private(ClassServer *q)
        : q(q)
    {
    }

    ClassServer *q;
    ClassLimits limits;
    PageRoutes routes;
    QTcpServer listener;
    QTimer sweep;
    // Every time limit is measured by now(): `clock` when a test set one
    // (setClock()), the time since the server was made otherwise.
    QElapsedTimer sinceStart;
    std::function<qint64()> clock;
    // The context of every connection to a socket of this opening: deleted
    // by close(), which so cuts every socket off from the server at once.
    std::unique_ptr<QObject> connections;

    QString language = QStringLiteral("en");
    QJsonObject strings;

    // The class: what pupils say goes to it, what it says to send comes
    // back through deliver().
    ClassSession session;
    QHash<QString, QTcpSocket *> sockets; // pupil id -> their connection, while they have one

    QHash<QTcpSocket *, Request> requests;
    QHash<QTcpSocket *, Link> links;
    QHash<QString, int> socketsByAddress;
    int socketCount = 0;
    WrongCodeGuard wrongCodes;
    QMap<QString, int> refusals;

    // Messages to every pupil (a board, a question, a reveal) wait here and
    // are written FanOutBatch frames per turn, in order. At most a few
    // messages per pupil wait (boards come at most 10 a second), and a
    // socket gone meanwhile is skipped.
    struct Outgoing
    {
        QPointer<QTcpSocket> socket;
        QByteArray frame; // shared by every pupil of a broadcast, not copied
    };
    std::deque<Outgoing> fanOut;
    QTimer fanOutTimer; // zero interval: the next turn of the event loop

    qint64 now() const { return clock ? clock() : sinceStart.elapsed(); }
    void refuse(const QString &reason) { ++refusals[reason]; }

    void accept();
    void release(const QString &address);
    void readRequest(QTcpSocket *socket);
    void dropRequest(QTcpSocket *socket);
    // Writes the response; the connection closes once the peer has taken
    // all of it (finishRequest()), and until then it is counted.
    void answerRequest(QTcpSocket *socket, const QByteArray &response);
    void finishRequest(QTcpSocket *socket);
    // The upgrade was answered 101: the socket is a WebSocket from now on.
    void startLink(QTcpSocket *socket, const QString &address);
    void readFrames(QTcpSocket *socket);
    void onBytesWritten(QTcpSocket *socket);
    void onDisconnected(QTcpSocket *socket);
    void onSweep();
    // A message (or a ping) may pass the rate limit; false when it is
    // refused, and then the connection may be gone too.
    bool takeToken(QTcpSocket *socket, Link &link);
    void onText(QTcpSocket *socket, Link &link, const QByteArray &utf8);

    // A join let in: the connection is the pupil's from now on (an older
    // one of theirs goes), and they are greeted.
    void bind(QTcpSocket *socket, Link &link, const QString &pupil);
    // What the session says to send.
    void deliver(const QList<ClassSession::Delivery> &deliveries);
    // A pupil removed (told so) or leaving: their connection goes.
    void onLeaving(const QString &pupil, bool removed);

    // Writes a frame to a WebSocket that keeps up; one that has not taken
    // maxQueuedBytes is behind from now on and gets nothing.
    void write(QTcpSocket *socket, const QByteArray &frame);
    void send(QTcpSocket *socket, QJsonObject message);
    // An `error`; `text` says why in words, the code's own words when empty.
    void sendError(QTcpSocket *socket, const QString &code, const QString &text = {});
    // The same message to every pupil connected, in turns (fanOut) or at once.
    void broadcast(const QJsonObject &message, bool inTurns);
    // Queues `message` for one pupil in the fan-out (see fanOut).
    void fanOutTo(QTcpSocket *socket, QJsonObject message);
    // Ends a WebSocket: a close frame with `code` (if the peer keeps up),
    // then the connection closes when its bytes are out, or is aborted
    // GoodbyeMs later; `reason`, when given, is counted in refusals. A drop
    // for a limit (`abort`) aborts the connection at once instead. Either
    // way the link is gone at once: nothing more is read from it, written
    // to it or counted of it.
    void endLink(QTcpSocket *socket, quint16 code, const char *reason = nullptr, bool abort = false);
    void writeFanOut(std::size_t frames);
    // After queueing: the timer runs, and the queue stays bounded.
    void queued();
    void shutDown(bool sayGoodbye);
};

ClassServer::ClassServer(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this))
{
    d->sinceStart.start();
    d->listener.setMaxPendingConnections(256);
    d->sweep.setInterval(SweepMs);
    d->fanOutTimer.setInterval(0);
    connect(&d->fanOutTimer, &QTimer::timeout, this, [this] { d->writeFanOut(FanOutBatch); });
    connect(&d->listener, &QTcpServer::newConnection, this, [this] { d->accept(); });
    connect(&d->listener, &QTcpServer::acceptError, this, [this] {
        if (!d->listener.isListening() && d->connections) {
            d->shutDown(false);
            d->session.end(true);
            emit closed();
        }
    });
    connect(&d->sweep, &QTimer::timeout, this, [this] { d->onSweep(); });
    connect(&d->session, &ClassSession::outgoing, this,
            [this](const QList<ClassSession::Delivery> &deliveries) { d->deliver(deliveries); });
    connect(&d->session, &ClassSession::pupilLeaving, this,
            [this](const QString &pupil, bool removed) { d->onLeaving(pupil, removed); });
}

ClassSession *ClassServer::session() const
{
    return &d->session;
}

ClassServer::~ClassServer()
{
    d->shutDown(true);
}

bool ClassServer::open(quint16 port, QString *error)
{
    return start(port, nullptr, error);
}

bool ClassServer::resume(const ClassRoster &roster, QString *error)
{
    return start(roster.port, &roster, error);
}

bool ClassServer::start(quint16 port, const ClassRoster *roster, QString *error)
{
    if (isOpen())
        d->shutDown(true);

    // A new class: nothing of the last one stays; or the one that stopped.
    if (roster)
        d->session.resume(*roster);
    else
        d->session.begin();
    d->refusals.clear();
    d->wrongCodes.clear();
    d->wrongCodes.setLimits(d->limits.wrongCodesAllowed, d->limits.wrongCodeBlockMs);

    const int tries = port == 0 || roster ? 1 : PortsTried;
    for (int i = 0; i < tries && int(port) + i <= 65535; ++i) {
        // IPv4 only: the join addresses are IPv4, and a host can take as
        // many IPv6 addresses as it likes, each a fresh count for the
        // per-address limits.
        if (d->listener.listen(QHostAddress::AnyIPv4, quint16(port + i))) {
            d->connections = std::make_unique<QObject>();
            d->sweep.start();
            return true;
        }
    }
    if (error && roster) {
        *error = tr("The class's port %1, where its pages come back, cannot be opened: %2.")
                     .arg(port)
                     .arg(d->listener.errorString());
    } else if (error) {
        const int last = std::min(int(port) + tries - 1, 65535);
        *error = port == 0 ? tr("No port could be opened for the class: %1.").arg(d->listener.errorString())
                           : tr("No port from %1 to %2 could be opened for the class: %3.")
                                 .arg(port)
                                 .arg(last)
                                 .arg(d->listener.errorString());
    }
    return false;
}

void ClassServer::close()
{
    if (!isOpen())
        return;
    d->shutDown(false);
    d->session.end(true);
    emit closed();
}

void ClassServer::Private::shutDown(bool destroying)
{
    // What was said before comes before the goodbye; a window going away says nothing more.
    if (destroying)
        fanOut.clear();
    writeFanOut(fanOut.size());
    listener.close();
    sweep.stop();
    connections.reset(); // no socket reaches the server any more

    const QList<QTcpSocket *> linked = links.keys();
    for (QTcpSocket *socket : linked) {
        if (!links.value(socket).pupil.isEmpty())
            send(socket, ClassProtocol::closed(QStringLiteral("closed")));
        if (destroying) {
            write(socket, WebSocketFrames::closeFrame(WebSocketFrames::CloseGoingAway));
            socket->flush();
            socket->abort();
            links.remove(socket);
            delete socket;
        } else {
            endLink(socket, WebSocketFrames::CloseGoingAway);
        }
    }
    links.clear();
    for (auto it = requests.begin(); it != requests.end(); ++it) {
        it.key()->abort();
        it.key()->deleteLater();
    }
    requests.clear();
    socketsByAddress.clear();
    socketCount = 0;
    sockets.clear();
}

bool ClassServer::isOpen() const
{
    return d->listener.isListening();
}

quint16 ClassServer::port() const
{
    return isOpen() ? d->listener.serverPort() : 0;
}

QString ClassServer::code() const
{
    return d->session.code();
}

QList<QHostAddress> ClassServer::lanAddresses()
{
    QList<QHostAddress> privateOnes;
    QList<QHostAddress> others;
    const auto interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &interface : interfaces) {
        const auto flags = interface.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) || !flags.testFlag(QNetworkInterface::IsRunning)
            || flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : interface.addressEntries()) {
            const QHostAddress address = entry.ip();
            if (address.protocol() != QAbstractSocket::IPv4Protocol || address.isLoopback()
                || address.isLinkLocal())
                continue;
            // A school's network hands out private addresses: those first.
            const bool isPrivate = address.isInSubnet(QHostAddress(QStringLiteral("10.0.0.0")), 8)
                                   || address.isInSubnet(QHostAddress(QStringLiteral("172.16.0.0")), 12)
                                   || address.isInSubnet(QHostAddress(QStringLiteral("192.168.0.0")), 16);
            (isPrivate ? privateOnes : others).append(address);
        }
    }
    return privateOnes + others;
}

QUrl ClassServer::joinUrl(const QHostAddress &address) const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(address.toString());
    url.setPort(port());
    url.setPath(QStringLiteral("/"));
    url.setQuery(QStringLiteral("code=") + code());
    return url;
}

void ClassServer::setPageStrings(const QString &language, const QJsonObject &strings)
{
    if (language == d->language && strings == d->strings)
        return; // told again (the window retranslates after it said the language)
    d->language = language;
    d->strings = strings;
    d->routes.setWords(language, strings);
    // Every page follows at once, in turns with boards and questions, so
    // that whatever is sent after the words (the open question, retold)
    // comes after them.
    d->broadcast(ClassProtocol::words(language, strings), true);
}

void ClassServer::setLimits(const ClassLimits &limits)
{
    d->limits = limits;
    d->wrongCodes.setLimits(limits.wrongCodesAllowed, limits.wrongCodeBlockMs);
}

ClassLimits ClassServer::limits() const
{
    return d->limits;
}

int ClassServer::openSockets() const
{
    return d->socketCount;
}

qint64 ClassServer::queuedBytes() const
{
    qint64 bytes = 0;
    for (auto it = d->links.cbegin(); it != d->links.cend(); ++it)
        bytes += it.key()->bytesToWrite();
    return bytes;
}

void ClassServer::setClock(std::function<qint64()> clock)
{
    d->clock = std::move(clock);
}

void ClassServer::sweepNow()
{
    d->onSweep();
}

QMap<QString, int> ClassServer::refusals() const
{
    return d->refusals;
}

// --- connections ------------------------------------------------------------

void ClassServer::Private::accept()
{
    while (QTcpSocket *socket = listener.nextPendingConnection()) {
        const QString address = normalAddress(socket->peerAddress());
        const int total = 2 * session.maxPupils() + limits.maxSocketsMargin;
        if (socketsByAddress.value(address) >= limits.maxSocketsPerAddress || socketCount >= total
            || !connections) {
            refuse(QStringLiteral("too-many-connections"));
            socket->abort();
            socket->deleteLater();
            continue;
        }
        // Counted until the server lets it go (release()): an answered or
        // late request, a WebSocket that closed or was ended (endLink()).
        ++socketsByAddress[address];
        ++socketCount;
        // The socket buffers one byte more than a header may have: a longer
        // header is then seen as such, and nothing more is read meanwhile.
        socket->setReadBufferSize(limits.maxHeaderBytes + 1);
        requests.insert(socket, {address, now() + limits.requestTimeoutMs, false});
        QObject::connect(socket, &QTcpSocket::readyRead, connections.get(), [this, socket] { readRequest(socket); });
        QObject::connect(socket, &QTcpSocket::disconnected, connections.get(), [this, socket] { dropRequest(socket); });
        if (socket->bytesAvailable() > 0)
            readRequest(socket);
    }
}

void ClassServer::Private::release(const QString &address)
{
    auto it = socketsByAddress.find(address);
    if (it != socketsByAddress.end() && --*it <= 0)
        socketsByAddress.erase(it);
    socketCount = std::max(0, socketCount - 1);
}

void ClassServer::Private::dropRequest(QTcpSocket *socket)
{
    const auto it = requests.find(socket);
    if (it == requests.end())
        return;
    release(it->address);
    requests.erase(it);
    socket->deleteLater();
}

void ClassServer::Private::readRequest(QTcpSocket *socket)
{
    auto it = requests.find(socket);
    if (it == requests.end() || it->answered)
        return;
    const QByteArray head = socket->peek(limits.maxHeaderBytes + 1);
    const qsizetype end = head.indexOf("\r\n\r\n");
    if (end < 0 || end + 4 > limits.maxHeaderBytes) {
        if (head.size() > limits.maxHeaderBytes || end >= 0) {
            refuse(QStringLiteral("header-too-large"));
            answerRequest(socket, PageRoutes::tooLarge());
        }
        return; // the rest of the header is still to come
    }

    // The origins a page of this server has, as this connection reached
    // it: its own address and port (and "localhost" on loopback).
    QList<QByteArray> origins;
    const QHostAddress local = socket->localAddress();
    bool v4 = false;
    const quint32 ip4 = local.toIPv4Address(&v4);
    // A browser leaves out the scheme's own port (80) from the origin.
    const QByteArray port = socket->localPort() == 80 ? QByteArray() : ':' + QByteArray::number(socket->localPort());
    if (v4)
        origins.append("http://" + QHostAddress(ip4).toString().toLatin1() + port);
    else
        origins.append("http://[" + local.toString().toLower().toLatin1() + ']' + port);
    if (local.isLoopback())
        origins.append("http://localhost" + port);

    const PageRoutes::Answer answer = routes.answer(QByteArrayView(head).first(end + 4), origins);
    if (answer.outcome == PageRoutes::Outcome::WebSocket) {
        const QString address = it->address;
        requests.erase(it);
        QObject::disconnect(socket, &QTcpSocket::readyRead, connections.get(), nullptr);
        QObject::disconnect(socket, &QTcpSocket::disconnected, connections.get(), nullptr);
        socket->read(end + 4); // the header; what follows it is frames
        socket->write(answer.response);
        startLink(socket, address);
        return;
    }
    if (answer.outcome == PageRoutes::Outcome::NotFound)
        refuse(QStringLiteral("not-found"));
    else if (answer.outcome == PageRoutes::Outcome::Refused)
        refuse(QStringLiteral("bad-request"));
    answerRequest(socket, answer.response);
}

void ClassServer::Private::answerRequest(QTcpSocket *socket, const QByteArray &response)
{
    const auto it = requests.find(socket);
    if (it == requests.end())
        return;
    it->answered = true;
    it->deadline = now() + limits.requestTimeoutMs;
    QObject::connect(socket, &QTcpSocket::bytesWritten, connections.get(), [this, socket] { finishRequest(socket); });
    socket->write(response);
    socket->flush();
    finishRequest(socket);
}

void ClassServer::Private::finishRequest(QTcpSocket *socket)
{
    const auto it = requests.find(socket);
    if (it == requests.end() || !it->answered)
        return;
    if (socket->bytesToWrite() > 0 || unacknowledged(socket) > 0) {
        // Looked at again shortly; the sweep resets it at its deadline.
        QTimer::singleShot(10, connections.get(), [this, socket] { finishRequest(socket); });
        return;
    }
    // All taken: closed now, nothing left behind in the kernel.
    release(it->address);
    requests.erase(it);
    QObject::disconnect(socket, nullptr, connections.get(), nullptr);
    QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    socket->disconnectFromHost();
    if (socket->state() == QAbstractSocket::UnconnectedState)
        socket->deleteLater();
}

void ClassServer::Private::startLink(QTcpSocket *socket, const QString &address)
{
    // One frame at a time, at most: a peer sending faster waits in the
    // network, not in this process.
    socket->setReadBufferSize(limits.maxFrameBytes + ReadChunk);
    const qint64 t = now();
    Link link{address,
              TokenBucket(limits.messagesPerSecond, limits.burstMessages, t),
              WebSocketFrames(limits.maxFrameBytes),
              0,
              {},
              t + limits.joinTimeoutMs,
              t,
              t,
              false,
              -1};
    links.insert(socket, link);
    QObject *context = connections.get();
    QObject::connect(socket, &QTcpSocket::readyRead, context, [this, socket] { readFrames(socket); });
    QObject::connect(socket, &QTcpSocket::bytesWritten, context, [this, socket] { onBytesWritten(socket); });
    QObject::connect(socket, &QTcpSocket::disconnected, context, [this, socket] { onDisconnected(socket); });
    if (socket->bytesAvailable() > 0)
        readFrames(socket);
}

void ClassServer::Private::readFrames(QTcpSocket *socket)
{
    while (true) {
        auto it = links.find(socket);
        // Gone, or behind: what it sends waits until it takes what it was sent.
        if (it == links.end() || it->behindSince >= 0)
            return;
        std::optional<WebSocketFrames::Message> message = it->frames.next();
        if (!message) {
            if (it->frames.failed()) {
                // Told why (a close frame with the RFC's code), then gone
                // within GoodbyeMs; a frame over the size limit is a limit's
                // drop, aborted at once.
                const WebSocketFrames::Failure failure = it->frames.failure();
                endLink(socket, failure.closeCode, failure.reason,
                        failure.closeCode == WebSocketFrames::CloseTooBig);
                return;
            }
            if (socket->bytesAvailable() <= 0)
                return;
            it->frames.append(socket->read(ReadChunk));
            continue;
        }
        Link &link = *it;
        link.lastSeen = now();
        switch (message->kind) {
        case WebSocketFrames::Kind::Close:
            // Answered with the same code, as the RFC asks, and closed.
            endLink(socket, message->closeCode == WebSocketFrames::CloseNoCode ? WebSocketFrames::CloseNormal
                                                                                 : message->closeCode);
            return;
        case WebSocketFrames::Kind::Pong:
            // The answer to the server's own ping is free; any other pong
            // costs a token like a message (a pong flood is a flood).
            if (link.pingOpen)
                link.pingOpen = false;
            else
                takeToken(socket, link);
            break;
        case WebSocketFrames::Kind::Ping:
            // A ping costs a token like any message: a flood of them is a
            // flood, and their answers are written only while the peer
            // takes them (write()).
            if (takeToken(socket, link))
                write(socket, WebSocketFrames::pongFrame(message->payload));
            break;
        case WebSocketFrames::Kind::Binary:
            if (takeToken(socket, link)) {
                refuse(QStringLiteral("binary"));
                sendError(socket, QStringLiteral("bad-message"));
            }
            break;
        case WebSocketFrames::Kind::Text:
            if (takeToken(socket, link))
                onText(socket, link, message->payload);
            break;
        }
    }
}

void ClassServer::Private::onBytesWritten(QTcpSocket *socket)
{
    const auto it = links.find(socket);
    if (it == links.end() || it->behindSince < 0 || socket->bytesToWrite() > 0)
        return;
    // Caught up: the class as it is now (its words too: the language may
    // have changed meanwhile), then what it sent meanwhile.
    it->behindSince = -1;
    const QString pupil = it->pupil;
    if (!pupil.isEmpty() && sockets.value(pupil) == socket) {
        send(socket, ClassProtocol::words(language, strings));
        for (const QJsonObject &message : session.catchUp(pupil, true))
            send(socket, message);
    }
    readFrames(socket);
}

void ClassServer::Private::onDisconnected(QTcpSocket *socket)
{
    const auto it = links.find(socket);
    if (it == links.end())
        return;
    const QString id = it->pupil;
    release(it->address);
    links.erase(it);
    socket->deleteLater();
    if (!id.isEmpty() && sockets.value(id) == socket) {
        sockets.remove(id);
        session.setConnected(id, false);
    }
}

void ClassServer::Private::onSweep()
{
    const qint64 t = now();
    for (auto it = requests.begin(); it != requests.end();) {
        if (t < it->deadline) {
            ++it;
            continue;
        }
        if (!it->answered)
            refuse(QStringLiteral("slow-request"));
        QTcpSocket *socket = it.key();
        release(it->address);
        it = requests.erase(it);
        QObject::disconnect(socket, nullptr, connections.get(), nullptr);
        resetConnection(socket);
        socket->deleteLater();
    }
    // Each late link is ended once (endLink() takes it out of `links`), so
    // counted once, however long its peer takes to go.
    QList<std::pair<QTcpSocket *, const char *>> late;
    for (auto it = links.begin(); it != links.end(); ++it) {
        if (it->behindSince >= 0 && t - it->behindSince >= limits.behindTimeoutMs) {
            late.append({it.key(), "not-reading"});
        } else if (it->pupil.isEmpty()) {
            if (t >= it->joinDeadline)
                late.append({it.key(), "join-timeout"});
        } else if (t - it->lastSeen > limits.idleTimeoutMs) {
            late.append({it.key(), "idle"});
        } else if (t - it->lastSeen > limits.idleTimeoutMs / 3 && t - it->lastPing > limits.idleTimeoutMs / 6) {
            it->lastPing = t;
            it->pingOpen = true;
            write(it.key(), WebSocketFrames::pingFrame(QByteArray::number(t)));
        }
    }
    for (const auto &[socket, reason] : std::as_const(late))
        endLink(socket, WebSocketFrames::ClosePolicy, reason, true);
    wrongCodes.prune(t);
}

// --- messages -----------------------------------------------------------------

bool ClassServer::Private::takeToken(QTcpSocket *socket, Link &link)
{
    if (link.bucket.take(now())) {
        link.strikes = 0;
        return true;
    }
    refuse(QStringLiteral("too-fast"));
    // Said once a streak: a flood is not answered message for message.
    if (link.strikes++ == 0)
        sendError(socket, QStringLiteral("too-fast"));
    if (link.strikes >= limits.floodStrikes)
        endLink(socket, WebSocketFrames::ClosePolicy, "flood", true);
    return false;
}

void ClassServer::Private::onText(QTcpSocket *socket, Link &link, const QByteArray &utf8)
{
    const auto parsed = ClassProtocol::parse(utf8, limits.maxMessageBytes);
    if (const auto *refusal = std::get_if<ClassProtocol::Refusal>(&parsed)) {
        refuse(ClassProtocol::refusalName(*refusal));
        sendError(socket, QStringLiteral("bad-message"));
        return;
    }
    const ClassProtocol::Message &message = std::get<ClassProtocol::Message>(parsed);
    // Copies: a slot of the session's signals may end the link.
    const QString pupil = link.pupil;
    const QString address = link.address;
    const qint64 t = now();
    if (std::holds_alternative<ClassProtocol::Join>(message) && pupil.isEmpty()
        && wrongCodes.isBlocked(address, t)) {
        refuse(QStringLiteral("blocked"));
        sendError(socket, QStringLiteral("too-fast"),
                  ClassServer::tr("Too many wrong codes. Wait half a minute and try again."));
        return;
    }
    const ClassSession::Reply reply = session.receive(pupil, message);
    if (reply.refusal != ClassSession::Refusal::None) {
        if (reply.refusal == ClassSession::Refusal::BadCode)
            wrongCodes.addWrong(address, t);
        const QString code = ClassSession::refusalName(reply.refusal);
        refuse(code);
        sendError(socket, code,
                  reply.refusal == ClassSession::Refusal::NoSeatWork ? ClassServer::tr("No seat work is open.")
                                                                     : QString());
        return;
    }
    if (!reply.pupil.isEmpty())
        bind(socket, link, reply.pupil);
    else if (!reply.message.isEmpty())
        send(socket, reply.message);
}

void ClassServer::Private::bind(QTcpSocket *socket, Link &link, const QString &pupil)
{
    // Back as the same pupil: an older connection of theirs (a page
    // reloaded) goes.
    QTcpSocket *old = sockets.value(pupil);
    sockets.insert(pupil, socket);
    link.pupil = pupil;
    if (old && old != socket)
        endLink(old, WebSocketFrames::CloseNormal);
    for (const QJsonObject &message : session.greeting(pupil, language, strings))
        send(socket, message);
    session.setConnected(pupil, true);
}

void ClassServer::Private::onLeaving(const QString &pupil, bool removed)
{
    writeFanOut(fanOut.size()); // what was said to the pupil comes before the goodbye
    if (QTcpSocket *socket = sockets.take(pupil)) {
        auto link = links.find(socket);
        if (link != links.end())
            link->pupil.clear(); // the connection is nobody's now
        if (removed)
            send(socket, ClassProtocol::closed(QStringLiteral("removed")));
        endLink(socket, WebSocketFrames::CloseNormal);
    }
}

void ClassServer::Private::deliver(const QList<ClassSession::Delivery> &deliveries)
{
    for (const ClassSession::Delivery &delivery : deliveries) {
        if (delivery.pupil.isEmpty()) {
            broadcast(delivery.message, delivery.fanOut);
        } else if (QTcpSocket *socket = sockets.value(delivery.pupil)) {
            if (delivery.fanOut)
                fanOutTo(socket, delivery.message);
            else
                send(socket, delivery.message);
        }
    }
}

void ClassServer::Private::write(QTcpSocket *socket, const QByteArray &frame)
{
    const auto it = links.find(socket);
    if (it == links.end() || it->behindSince >= 0)
        return;
    // A frame larger than the limit (a long status line) still goes to a
    // peer that has taken everything: it is behind only when bytes wait.
    if (socket->bytesToWrite() > 0 && socket->bytesToWrite() + frame.size() > limits.maxQueuedBytes) {
        // Nothing more piles up for a peer that does not read: it gets the
        // class as it is when it has taken what it was sent (catchUp()).
        it->behindSince = now();
        return;
    }
    socket->write(frame);
}

void ClassServer::Private::endLink(QTcpSocket *socket, quint16 code, const char *reason, bool abort)
{
    const auto it = links.find(socket);
    if (it == links.end())
        return;
    if (reason)
        refuse(QLatin1String(reason));
    const QString id = it->pupil;
    const QString address = it->address;
    const bool keepsUp = it->behindSince < 0 && socket->bytesToWrite() < limits.maxQueuedBytes;
    links.erase(it);
    if (connections)
        QObject::disconnect(socket, nullptr, connections.get(), nullptr);
    // Away at once; the session says so on the next turn of the event loop.
    if (!id.isEmpty() && sockets.value(id) == socket) {
        sockets.remove(id);
        session.setConnected(id, false, true);
    }

    if (abort || socket->state() != QAbstractSocket::ConnectedState) {
        // A limit's drop: reset at once, nothing more said or kept.
        release(address);
        resetConnection(socket);
        socket->deleteLater();
    } else {
        if (keepsUp) {
            socket->write(WebSocketFrames::closeFrame(code));
            // Into the network now: a goodbye is not lost to a program
            // that quits next.
            socket->flush();
        }
        // Counted until it is gone (at most GoodbyeMs), so that sockets
        // saying goodbye cannot pile up beyond the limits.
        if (connections)
            QObject::connect(socket, &QObject::destroyed, connections.get(), [this, address] { release(address); });
        else
            release(address);
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        QTimer::singleShot(GoodbyeMs, socket, [socket] { resetConnection(socket); });
        socket->disconnectFromHost();
    }
}

void ClassServer::Private::send(QTcpSocket *socket, QJsonObject message)
{
    message.insert(QStringLiteral("v"), 1);
    write(socket, WebSocketFrames::textFrame(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void ClassServer::Private::sendError(QTcpSocket *socket, const QString &code, const QString &words)
{
    QString text = words;
    if (text.isEmpty()) {
        if (code == QLatin1String("bad-code"))
            text = ClassServer::tr("This is not the class's code.");
        else if (code == QLatin1String("locked"))
            text = ClassServer::tr("The class is locked: nobody can join now.");
        else if (code == QLatin1String("full"))
            text = ClassServer::tr("The class is full.");
        else if (code == QLatin1String("bad-token"))
            text = ClassServer::tr("You are no longer in this class. Join again.");
        else if (code == QLatin1String("not-open"))
            text = ClassServer::tr("This question is not open.");
        else if (code == QLatin1String("too-fast"))
            text = ClassServer::tr("Too many messages. Wait a moment and try again.");
        else
            text = ClassServer::tr("The message was not understood.");
    }
    send(socket, ClassProtocol::error(code, text));
}

void ClassServer::Private::broadcast(const QJsonObject &message, bool inTurns)
{
    QJsonObject withVersion = message;
    withVersion.insert(QStringLiteral("v"), 1);
    const QByteArray frame = WebSocketFrames::textFrame(QJsonDocument(withVersion).toJson(QJsonDocument::Compact));
    for (QTcpSocket *socket : std::as_const(sockets)) {
        if (inTurns)
            fanOut.push_back({socket, frame}); // the frame is shared, not copied
        else
            write(socket, frame);
    }
    queued();
}

void ClassServer::Private::queued()
{
    // Bounded: a caller faster than the event loop (the window sends at
    // most 10 boards a second) gets its frames written at once instead.
    if (fanOut.size() > std::size_t(MaxFanOutPerPupil) * std::size_t(session.pupilCount() + 1))
        writeFanOut(fanOut.size());
    if (!fanOut.empty() && !fanOutTimer.isActive())
        fanOutTimer.start();
}

void ClassServer::Private::fanOutTo(QTcpSocket *socket, QJsonObject message)
{
    message.insert(QStringLiteral("v"), 1);
    fanOut.push_back({socket, WebSocketFrames::textFrame(QJsonDocument(message).toJson(QJsonDocument::Compact))});
    queued();
}

void ClassServer::Private::writeFanOut(std::size_t frames)
{
    for (; frames > 0 && !fanOut.empty(); --frames) {
        const Outgoing next = std::move(fanOut.front());
        fanOut.pop_front();
        if (next.socket)
            write(next.socket, next.frame);
    }
    if (fanOut.empty())
        fanOutTimer.stop();
}
