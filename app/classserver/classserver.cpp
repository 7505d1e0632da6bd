// SPDX-License-Identifier: MIT
#include "classserver.h"

#include "classserver/pageroutes.h"
#include "classserver/pupilnames.h"
#include "classserver/tokenbucket.h"
#include "classserver/wrongcodeguard.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkInterface>
#include <QPointer>
#include <QRandomGenerator>
#include <QSet>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>
#include <QWebSocket>
#include <QWebSocketServer>

#include <deque>

/*
 * How connections are taken. Qt HttpServer 6.4 would parse requests itself,
 * but it caps neither a request header's size nor the time a client may take
 * to send it (a "slow loris" holds a socket for ever), and it accepts every
 * WebSocket upgrade. So a QTcpServer takes each connection here; the request
 * header is peeked at (never read off the socket) until its empty line,
 * within ClassLimits::maxHeaderBytes and requestTimeoutMs; the page's files
 * are answered from PageRoutes and the connection closed; a /ws upgrade is
 * handed, with its bytes still unread, to a QWebSocketServer that does the
 * handshake (QWebSocketServer::handleConnection). Everything runs on the
 * thread that created the server: one pupil's messages are a few hundred
 * bytes of JSON, and with 500 pupils on loopback (tst_classserver
 * lectureHall, on a loaded 2-core machine) a broadcast takes 1.4 to 5 ms of
 * that thread and a tally 0.2 ms.
 */

namespace {

constexpr char CodeAlphabet[] = "ACDEFHJKLMNPRTXY3479";
constexpr int CodeLength = 4;
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

QString normalAddress(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ip4 = address.toIPv4Address(&v4);
    return v4 ? QHostAddress(ip4).toString() : address.toString();
}

QByteArray newToken()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    return QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex();
}

QString answerKey(const QString &pupil, int question, int vote)
{
    return pupil + QLatin1Char('/') + QString::number(question) + QLatin1Char('/')
           + QString::number(vote);
}

// Whether `name` names a square of the n x n board as the board labels it:
// a file letter "a".. (lowercase) and a rank 1..n without a leading zero
// ("c6"; "a10" on 10 x 10 and up). n is at most 26: one letter a file.
bool isSquare(const QString &name, int n)
{
    if (name.size() < 2 || name.size() > 3)
        return false;
    const QChar file = name.at(0);
    if (file < QLatin1Char('a') || file >= QChar(u'a' + n))
        return false;
    if (name.at(1) < QLatin1Char('1') || name.at(1) > QLatin1Char('9'))
        return false;
    int rank = name.at(1).unicode() - u'0';
    if (name.size() == 3) {
        if (name.at(2) < QLatin1Char('0') || name.at(2) > QLatin1Char('9'))
            return false;
        rank = rank * 10 + (name.at(2).unicode() - u'0');
    }
    return rank <= n;
}

// A JSON number that is a whole number in int's range.
bool isInt(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    return d >= -2147483648.0 && d <= 2147483647.0 && d == double(qint64(d));
}

struct Pupil
{
    QString id;
    QString name;
    QByteArray token;
    QWebSocket *socket = nullptr;
};

// A pupil's WebSocket, joined or not yet.
struct Link
{
    QString address;
    TokenBucket bucket;
    int strikes = 0; // too-fast messages in a row
    QString pupil; // empty until joined
    qint64 joinDeadline = 0;
    qint64 lastSeen = 0;
    qint64 lastPing = 0;
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
    QWebSocketServer webSockets{QStringLiteral("nqueens-class"), QWebSocketServer::NonSecureMode};
    QTimer sweep;
    // Every time limit is measured by now(): `clock` when a test set one
    // (setClock()), the time since the server was made otherwise.
    QElapsedTimer sinceStart;
    std::function<qint64()> clock;
    // The context of every connection to a socket of this opening: deleted
    // by close(), which so cuts every socket off from the server at once.
    std::unique_ptr<QObject> session;

    QString code;
    bool locked = false;
    bool anonymous = false;
    int maxPupils = DefaultMaxPupils;
    QString language = QStringLiteral("en");
    QJsonObject strings;

    ClassBoard board;
    ClassQuestion question;
    int vote = 1;
    bool asked = false; // a question was asked since open()
    bool questionOpen = false;
    bool revealed = false;
    QStringList right;
    QString explanation;

    QHash<QString, Pupil> pupils; // by id
    QStringList order; // ids, in the order they joined
    QHash<QByteArray, QString> tokens; // token -> id
    QHash<QString, QString> answers; // answerKey() -> square or option value
    // Seat work: open or not, its id and board size, and each pupil's last
    // `seat` or `seatend` message as sent (compact JSON), kept for their
    // return. One a pupil, replaced, never added to: memory stays bounded.
    bool seatOpen = false;
    int seatId = 0;
    int seatN = 0;
    QHash<QString, QByteArray> seats; // pupil id -> message
    int nextPupil = 1;

    QHash<QTcpSocket *, Request> requests;
    // Handed on to the WebSocket server, not yet a QWebSocket. The socket
    // is watched: the WebSocket server may delete one whose handshake fails.
    struct Handshake
    {
        QPointer<QTcpSocket> socket;
        QString address;
        qint64 deadline = 0;
    };
    QHash<QTcpSocket *, Handshake> handshakes;
    QHash<QWebSocket *, Link> links;
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
        QPointer<QWebSocket> socket;
        QString text;
    };
    std::deque<Outgoing> fanOut;
    QTimer fanOutTimer; // zero interval: the next turn of the event loop

    qint64 now() const { return clock ? clock() : sinceStart.elapsed(); }
    void refuse(const QString &reason) { ++refusals[reason]; }

    void accept();
    void release(const QString &address);
    void readRequest(QTcpSocket *socket);
    void dropRequest(QTcpSocket *socket);
    void takeWebSocket();
    void onText(QWebSocket *socket, const QString &text);
    void onBinary(QWebSocket *socket);
    void onDisconnected(QWebSocket *socket);
    void onSweep();

    void join(QWebSocket *socket, Link &link, const QJsonObject &message);
    void answer(QWebSocket *socket, Link &link, const QJsonObject &message);
    void act(QWebSocket *socket, Link &link, const QJsonObject &message);
    void keepSeat(const QString &pupil, QJsonObject message);
    void leave(QWebSocket *socket, Link &link);
    void greet(const Pupil &pupil);

    void send(QWebSocket *socket, QJsonObject message);
    // An `error`; `text` says why in words, the code's own words when empty.
    void sendError(QWebSocket *socket, const QString &code, const QString &text = {});
    void broadcast(const QJsonObject &message);
    // Queues `message` for one pupil in the fan-out (see fanOut).
    void fanOutTo(QWebSocket *socket, QJsonObject message);
    void writeFanOut(std::size_t frames);
    // After queueing: the timer runs, and the queue stays bounded.
    void queued();
    QJsonObject stateMessage() const;
    QJsonObject questionMessage(const QString &pupil) const;
    QJsonObject revealMessage(const QString &pupil) const;
    QString generatedName() const;
    void dropPupil(const QString &id, const char *reason);
    void shutDown(bool sayGoodbye);
};

ClassServer::ClassServer(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this))
{
    d->sinceStart.start();
    d->listener.setMaxPendingConnections(256);
    d->webSockets.setMaxPendingConnections(1 << 20); // taken at once, never queued
    d->sweep.setInterval(SweepMs);
    d->fanOutTimer.setInterval(0);
    connect(&d->fanOutTimer, &QTimer::timeout, this, [this] { d->writeFanOut(FanOutBatch); });
    connect(&d->listener, &QTcpServer::newConnection, this, [this] { d->accept(); });
    connect(&d->listener, &QTcpServer::acceptError, this, [this] {
        if (!d->listener.isListening() && d->session) {
            d->shutDown(false);
            emit pupilsChanged();
            emit closed();
        }
    });
    connect(&d->webSockets, &QWebSocketServer::newConnection, this, [this] { d->takeWebSocket(); });
    connect(&d->sweep, &QTimer::timeout, this, [this] { d->onSweep(); });
}

ClassServer::~ClassServer()
{
    d->shutDown(true);
}

bool ClassServer::open(quint16 port, QString *error)
{
    if (isOpen())
        d->shutDown(true);

    // A new class: nothing of the last one stays.
    d->pupils.clear();
    d->order.clear();
    d->tokens.clear();
    d->answers.clear();
    d->seats.clear();
    d->seatOpen = false;
    d->seatId = d->seatN = 0;
    d->refusals.clear();
    d->wrongCodes.clear();
    d->wrongCodes.setLimits(d->limits.wrongCodesAllowed, d->limits.wrongCodeBlockMs);
    d->asked = d->questionOpen = d->revealed = false;
    d->nextPupil = 1;
    d->code.clear();
    for (int i = 0; i < CodeLength; ++i)
        d->code += QLatin1Char(CodeAlphabet[QRandomGenerator::system()->bounded(int(sizeof CodeAlphabet) - 1)]);

    const int tries = port == 0 ? 1 : PortsTried;
    for (int i = 0; i < tries && int(port) + i <= 65535; ++i) {
        if (d->listener.listen(QHostAddress::Any, quint16(port + i))) {
            d->session = std::make_unique<QObject>();
            d->sweep.start();
            return true;
        }
    }
    if (error) {
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
    d->seatOpen = false;
    d->shutDown(false);
    emit pupilsChanged();
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
    session.reset(); // no socket reaches the server any more

    for (auto it = links.begin(); it != links.end(); ++it) {
        QWebSocket *socket = it.key();
        if (!it->pupil.isEmpty())
            send(socket, {{QStringLiteral("type"), QStringLiteral("closed")},
                          {QStringLiteral("reason"), QStringLiteral("closed")}});
        if (destroying) {
            socket->flush();
            socket->abort();
            delete socket;
        } else {
            // Goodbye said properly (a close frame), then the socket goes;
            // a peer that does not answer the close is dropped.
            QObject::connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
            QTimer::singleShot(GoodbyeMs, socket, [socket] { socket->abort(); });
            socket->close(QWebSocketProtocol::CloseCodeGoingAway);
        }
    }
    links.clear();
    for (auto it = requests.begin(); it != requests.end(); ++it) {
        it.key()->abort();
        it.key()->deleteLater();
    }
    requests.clear();
    for (auto it = handshakes.begin(); it != handshakes.end(); ++it) {
        if (it->socket) {
            it->socket->abort();
            it->socket->deleteLater();
        }
    }
    handshakes.clear();
    socketsByAddress.clear();
    socketCount = 0;
    for (Pupil &pupil : pupils)
        pupil.socket = nullptr;
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
    return d->code;
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
    url.setQuery(QStringLiteral("code=") + d->code);
    return url;
}

void ClassServer::setPageStrings(const QString &language, const QJsonObject &strings)
{
    d->language = language;
    d->strings = strings;
    d->routes.setWords(language, strings);
}

void ClassServer::setLocked(bool locked)
{
    d->locked = locked;
}

bool ClassServer::isLocked() const
{
    return d->locked;
}

void ClassServer::setAnonymous(bool anonymous)
{
    d->anonymous = anonymous;
}

bool ClassServer::isAnonymous() const
{
    return d->anonymous;
}

void ClassServer::setMaxPupils(int max)
{
    d->maxPupils = std::max(1, max);
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

void ClassServer::setClock(std::function<qint64()> clock)
{
    d->clock = std::move(clock);
}

void ClassServer::sweepNow()
{
    d->onSweep();
}

void ClassServer::removePupil(const QString &id)
{
    if (!d->pupils.contains(id))
        return;
    d->dropPupil(id, "removed");
    emit pupilsChanged();
    emit tallyChanged();
}

QList<ClassPupil> ClassServer::pupils() const
{
    QList<ClassPupil> list;
    list.reserve(d->order.size());
    for (const QString &id : std::as_const(d->order)) {
        const Pupil &pupil = d->pupils[id];
        list.append({pupil.id, pupil.name, pupil.socket != nullptr});
    }
    return list;
}

int ClassServer::connectedCount() const
{
    int count = 0;
    for (const Pupil &pupil : std::as_const(d->pupils))
        count += pupil.socket ? 1 : 0;
    return count;
}

void ClassServer::setBoard(const ClassBoard &board)
{
    d->board = board;
    d->broadcast(d->stateMessage());
}

void ClassServer::ask(const ClassQuestion &question, int vote)
{
    if (!d->seatOpen)
        d->seats.clear(); // the summaries of seat work that ended are over too
    d->question = question;
    d->vote = vote == 2 ? 2 : 1;
    d->asked = true;
    d->questionOpen = true;
    d->revealed = false;
    d->right.clear();
    d->explanation.clear();
    for (const Pupil &pupil : std::as_const(d->pupils))
        if (pupil.socket)
            d->fanOutTo(pupil.socket, d->questionMessage(pupil.id));
    emit tallyChanged();
}

void ClassServer::closeQuestion()
{
    if (!d->questionOpen && !d->revealed)
        return; // told already: the window may say so at every step
    d->questionOpen = false;
    d->revealed = false; // a page that comes back is shown no question
    d->broadcast({{QStringLiteral("type"), QStringLiteral("noquestion")}});
}

void ClassServer::reveal(const QStringList &right, const QString &explanation)
{
    if (!d->asked)
        return;
    d->questionOpen = false;
    d->revealed = true;
    d->right = right;
    d->explanation = explanation;
    for (const Pupil &pupil : std::as_const(d->pupils))
        if (pupil.socket)
            d->fanOutTo(pupil.socket, d->revealMessage(pupil.id));
}

bool ClassServer::startSeatWork(int seatId, int n)
{
    if (n < 1 || n > 26)
        return false;
    closeQuestion();
    d->seatOpen = true;
    d->seatId = seatId;
    d->seatN = n;
    d->seats.clear();
    return true;
}

void ClassServer::sendSeat(const QString &pupilId, const QJsonObject &seat)
{
    if (!d->seatOpen || !d->pupils.contains(pupilId))
        return;
    QJsonObject message = seat;
    message.insert(QStringLiteral("type"), QStringLiteral("seat"));
    message.insert(QStringLiteral("seat"), d->seatId);
    d->keepSeat(pupilId, message);
}

void ClassServer::stopSeatWork(const QJsonObject &ends)
{
    if (!d->seatOpen)
        return;
    d->seatOpen = false;
    for (const QString &id : std::as_const(d->order)) {
        const QJsonObject end = ends.value(id).toObject();
        const QJsonObject given = end.value(QLatin1String("counts")).toObject();
        QJsonObject counts;
        for (const QLatin1String key : {QLatin1String("done"), QLatin1String("mistakes"), QLatin1String("shown")})
            counts.insert(key, given.value(key).toInt());
        d->keepSeat(id, {{QStringLiteral("type"), QStringLiteral("seatend")},
                         {QStringLiteral("seat"), d->seatId},
                         {QStringLiteral("summary"), end.value(QLatin1String("summary")).toString()},
                         {QStringLiteral("counts"), counts}});
    }
}

bool ClassServer::isSeatWorkOpen() const
{
    return d->seatOpen;
}

int ClassServer::seatId() const
{
    return d->seatId;
}

int ClassServer::seatSize() const
{
    return d->seatN;
}

QJsonObject ClassServer::lastSeat(const QString &pupilId) const
{
    const auto it = d->seats.constFind(pupilId);
    return it == d->seats.cend() ? QJsonObject() : QJsonDocument::fromJson(*it).object();
}

void ClassServer::Private::keepSeat(const QString &pupil, QJsonObject message)
{
    message.insert(QStringLiteral("v"), 1);
    const QByteArray text = QJsonDocument(message).toJson(QJsonDocument::Compact);
    seats.insert(pupil, text); // replaces the last one
    const auto it = pupils.constFind(pupil);
    if (it != pupils.cend() && it->socket)
        it->socket->sendTextMessage(QString::fromUtf8(text));
}

int ClassServer::answeredCount() const
{
    int count = 0;
    const QMap<QString, int> counts = tally();
    for (int n : counts)
        count += n;
    return count;
}

QMap<QString, int> ClassServer::tally() const
{
    QMap<QString, int> counts;
    if (!d->asked)
        return counts;
    for (const QString &id : std::as_const(d->order)) {
        const auto it = d->answers.constFind(answerKey(id, d->question.id, d->vote));
        if (it != d->answers.cend())
            ++counts[*it];
    }
    return counts;
}

QString ClassServer::answerOf(const QString &pupilId, int question, int vote) const
{
    return d->answers.value(answerKey(pupilId, question, vote));
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
        const int total = 2 * maxPupils + limits.maxSocketsMargin;
        if (socketsByAddress.value(address) >= limits.maxSocketsPerAddress || socketCount >= total
            || !session) {
            refuse(QStringLiteral("too-many-connections"));
            socket->abort();
            socket->deleteLater();
            continue;
        }
        // Counted until the server lets it go: an answered request, a
        // handshake that failed or took too long, a pupil's connection that
        // closed (release()). Not by QObject::destroyed: QWebSocket cuts
        // every connection of the socket it was made from.
        ++socketsByAddress[address];
        ++socketCount;
        // The socket buffers one byte more than a header may have: a longer
        // header is then seen as such, and nothing more is read meanwhile.
        socket->setReadBufferSize(limits.maxHeaderBytes + 1);
        requests.insert(socket, {address, now() + limits.requestTimeoutMs, false});
        QObject::connect(socket, &QTcpSocket::readyRead, session.get(), [this, socket] { readRequest(socket); });
        QObject::connect(socket, &QTcpSocket::disconnected, session.get(), [this, socket] { dropRequest(socket); });
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
            it->answered = true;
            it->deadline = now() + limits.requestTimeoutMs;
            socket->write(PageRoutes::tooLarge());
            socket->disconnectFromHost();
        }
        return; // the rest of the header is still to come
    }

    const PageRoutes::Answer answer = routes.answer(QByteArrayView(head).first(end + 4));
    if (answer.outcome == PageRoutes::Outcome::WebSocket) {
        // Handed on with its bytes unread: the WebSocket server reads the
        // handshake itself. It gets its own deadline for the handshake.
        const QString address = it->address;
        requests.erase(it);
        QObject::disconnect(socket, &QTcpSocket::readyRead, session.get(), nullptr);
        QObject::disconnect(socket, &QTcpSocket::disconnected, session.get(), nullptr);
        socket->setReadBufferSize(0);
        const auto stale = handshakes.find(socket); // a deleted one's address, reused
        if (stale != handshakes.end()) {
            release(stale->address);
            handshakes.erase(stale);
        }
        handshakes.insert(socket, {socket, address, now() + limits.requestTimeoutMs});
        webSockets.handleConnection(socket);
        return;
    }
    if (answer.outcome == PageRoutes::Outcome::NotFound)
        refuse(QStringLiteral("not-found"));
    else if (answer.outcome == PageRoutes::Outcome::Refused)
        refuse(QStringLiteral("bad-request"));
    it->answered = true;
    it->deadline = now() + limits.requestTimeoutMs;
    socket->write(answer.response);
    socket->disconnectFromHost();
}

void ClassServer::Private::takeWebSocket()
{
    while (QWebSocket *socket = webSockets.nextPendingConnection()) {
        // Its TCP socket is no longer a handshake of ours. Qt 6.4's
        // QWebSocket uses the socket it was made from but does not own it
        // (it stays the listener's child): made the QWebSocket's child, it
        // goes with it (after ~QWebSocket, which still writes to it).
        bool found = false;
        for (auto it = handshakes.begin(); it != handshakes.end(); ++it) {
            if (it->socket && it->socket->peerPort() == socket->peerPort()
                && it->socket->peerAddress() == socket->peerAddress()) {
                it->socket->setParent(socket);
                handshakes.erase(it);
                found = true;
                break;
            }
        }
        if (!session || !found) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        socket->setMaxAllowedIncomingFrameSize(quint64(limits.maxFrameBytes));
        socket->setMaxAllowedIncomingMessageSize(quint64(limits.maxFrameBytes));
        const qint64 t = now();
        Link link{normalAddress(socket->peerAddress()),
                  TokenBucket(limits.messagesPerSecond, limits.burstMessages, t),
                  0,
                  {},
                  t + limits.joinTimeoutMs,
                  t,
                  t};
        links.insert(socket, link);
        QObject *context = session.get();
        QObject::connect(socket, &QWebSocket::textMessageReceived, context,
                         [this, socket](const QString &text) { onText(socket, text); });
        QObject::connect(socket, &QWebSocket::binaryMessageReceived, context,
                         [this, socket] { onBinary(socket); });
        QObject::connect(socket, &QWebSocket::pong, context, [this, socket] {
            const auto it = links.find(socket);
            if (it != links.end())
                it->lastSeen = now();
        });
        QObject::connect(socket, &QWebSocket::disconnected, context,
                         [this, socket] { onDisconnected(socket); });
    }
}

void ClassServer::Private::onDisconnected(QWebSocket *socket)
{
    const auto it = links.find(socket);
    if (it == links.end())
        return;
    const QString id = it->pupil;
    release(it->address);
    links.erase(it);
    socket->deleteLater();
    auto pupil = pupils.find(id);
    if (pupil != pupils.end() && pupil->socket == socket) {
        pupil->socket = nullptr;
        emit q->pupilsChanged();
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
        socket->abort();
        socket->deleteLater();
    }
    for (auto it = handshakes.begin(); it != handshakes.end();) {
        if (it->socket && t < it->deadline) {
            ++it;
            continue;
        }
        if (it->socket) {
            refuse(QStringLiteral("slow-request"));
            it->socket->abort();
            it->socket->deleteLater();
        }
        release(it->address);
        it = handshakes.erase(it);
    }
    QList<QWebSocket *> late;
    for (auto it = links.begin(); it != links.end(); ++it) {
        if (it->pupil.isEmpty()) {
            if (t >= it->joinDeadline) {
                refuse(QStringLiteral("join-timeout"));
                late.append(it.key());
            }
        } else if (t - it->lastSeen > limits.idleTimeoutMs) {
            late.append(it.key());
        } else if (t - it->lastSeen > limits.idleTimeoutMs / 3 && t - it->lastPing > limits.idleTimeoutMs / 6) {
            it->lastPing = t;
            it.key()->ping();
        }
    }
    for (QWebSocket *socket : std::as_const(late)) {
        if (links.value(socket).pupil.isEmpty())
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
        else
            socket->abort(); // a peer that answers no ping hears no close either
    }
}

// --- messages -----------------------------------------------------------------

void ClassServer::Private::onBinary(QWebSocket *socket)
{
    refuse(QStringLiteral("binary"));
    sendError(socket, QStringLiteral("bad-message"));
}

void ClassServer::Private::onText(QWebSocket *socket, const QString &text)
{
    auto it = links.find(socket);
    if (it == links.end())
        return;
    Link &link = *it;
    const qint64 t = now();
    link.lastSeen = t;
    if (!link.bucket.take(t)) {
        refuse(QStringLiteral("too-fast"));
        // Said once a streak: a flood is not answered message for message.
        if (link.strikes++ == 0)
            sendError(socket, QStringLiteral("too-fast"));
        if (link.strikes >= limits.floodStrikes) {
            refuse(QStringLiteral("flood"));
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
        }
        return;
    }
    link.strikes = 0;

    if (text.size() > limits.maxMessageBytes || text.toUtf8().size() > limits.maxMessageBytes) {
        refuse(QStringLiteral("too-large"));
        sendError(socket, QStringLiteral("bad-message"));
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    const QJsonObject message = document.object();
    const QJsonValue type = message.value(QLatin1String("type"));
    if (parseError.error != QJsonParseError::NoError || !document.isObject()
        || message.value(QLatin1String("v")) != QJsonValue(1) || !type.isString()) {
        refuse(QStringLiteral("bad-message"));
        sendError(socket, QStringLiteral("bad-message"));
        return;
    }
    const QString kind = type.toString();
    if (kind == QLatin1String("join") && link.pupil.isEmpty())
        join(socket, link, message);
    else if (kind == QLatin1String("answer") && !link.pupil.isEmpty())
        answer(socket, link, message);
    else if (kind == QLatin1String("act") && !link.pupil.isEmpty())
        act(socket, link, message);
    else if (kind == QLatin1String("leave") && !link.pupil.isEmpty())
        leave(socket, link);
    else {
        refuse(QStringLiteral("bad-message"));
        sendError(socket, QStringLiteral("bad-message"));
    }
}

void ClassServer::Private::join(QWebSocket *socket, Link &link, const QJsonObject &message)
{
    const QJsonValue codeValue = message.value(QLatin1String("code"));
    const QJsonValue nameValue = message.value(QLatin1String("name"));
    const QJsonValue tokenValue = message.value(QLatin1String("token"));
    if (!codeValue.isString() || !(nameValue.isString() || nameValue.isUndefined() || nameValue.isNull())
        || !(tokenValue.isString() || tokenValue.isUndefined() || tokenValue.isNull())) {
        refuse(QStringLiteral("bad-message"));
        sendError(socket, QStringLiteral("bad-message"));
        return;
    }
    const qint64 t = now();
    if (wrongCodes.isBlocked(link.address, t)) {
        refuse(QStringLiteral("blocked"));
        sendError(socket, QStringLiteral("too-fast"),
                  ClassServer::tr("Too many wrong codes. Wait half a minute and try again."));
        return;
    }
    if (codeValue.toString().trimmed().compare(code, Qt::CaseInsensitive) != 0) {
        wrongCodes.addWrong(link.address, t);
        refuse(QStringLiteral("bad-code"));
        sendError(socket, QStringLiteral("bad-code"));
        return;
    }

    const QByteArray token = tokenValue.toString().toLatin1();
    if (!token.isEmpty()) {
        const QString id = tokens.value(token);
        if (id.isEmpty()) {
            refuse(QStringLiteral("bad-token"));
            sendError(socket, QStringLiteral("bad-token"));
            return;
        }
        // Back as the same pupil (even in a locked or full class): an older
        // connection of theirs (a page reloaded) goes.
        Pupil &pupil = pupils[id];
        QWebSocket *old = pupil.socket;
        pupil.socket = socket;
        link.pupil = id;
        if (old && old != socket) {
            const auto oldLink = links.find(old);
            if (oldLink != links.end()) {
                release(oldLink->address);
                links.erase(oldLink);
            }
            QObject::disconnect(old, nullptr, session.get(), nullptr);
            QObject::connect(old, &QWebSocket::disconnected, old, &QObject::deleteLater);
            QTimer::singleShot(GoodbyeMs, old, [old] { old->abort(); });
            old->close();
        }
        greet(pupil);
        emit q->pupilsChanged();
        return;
    }

    if (locked) {
        refuse(QStringLiteral("locked"));
        sendError(socket, QStringLiteral("locked"));
        return;
    }
    if (pupils.size() >= maxPupils) {
        refuse(QStringLiteral("full"));
        sendError(socket, QStringLiteral("full"));
        return;
    }
    Pupil pupil;
    pupil.id = QStringLiteral("p") + QString::number(nextPupil++);
    pupil.name = anonymous ? QString() : PupilNames::clean(nameValue.toString());
    if (pupil.name.isEmpty())
        pupil.name = generatedName();
    do
        pupil.token = newToken();
    while (tokens.contains(pupil.token));
    pupil.socket = socket;
    link.pupil = pupil.id;
    tokens.insert(pupil.token, pupil.id);
    pupils.insert(pupil.id, pupil);
    order.append(pupil.id);
    greet(pupil);
    emit q->pupilsChanged();
}

void ClassServer::Private::greet(const Pupil &pupil)
{
    send(pupil.socket, {{QStringLiteral("type"), QStringLiteral("welcome")},
                        {QStringLiteral("token"), QString::fromLatin1(pupil.token)},
                        {QStringLiteral("name"), pupil.name},
                        {QStringLiteral("language"), language},
                        {QStringLiteral("strings"), strings}});
    if (board.n > 0)
        send(pupil.socket, stateMessage());
    // Their own run (or its end) before any question: a question asked
    // after seat work ended is what the page shows.
    const auto seat = seats.constFind(pupil.id);
    if (seat != seats.cend())
        pupil.socket->sendTextMessage(QString::fromUtf8(*seat));
    if (asked && (questionOpen || revealed)) {
        send(pupil.socket, questionMessage(pupil.id));
        if (revealed)
            send(pupil.socket, revealMessage(pupil.id));
    }
}

void ClassServer::Private::answer(QWebSocket *socket, Link &link, const QJsonObject &message)
{
    const QJsonValue questionValue = message.value(QLatin1String("question"));
    const QJsonValue voteValue = message.value(QLatin1String("vote"));
    const bool bySquare = question.input == ClassQuestion::Input::Square;
    const QJsonValue given = message.value(bySquare ? QLatin1String("square") : QLatin1String("option"));
    const QJsonValue other = message.value(bySquare ? QLatin1String("option") : QLatin1String("square"));
    if (!isInt(questionValue) || !isInt(voteValue) || (asked && (!given.isString() || !other.isUndefined()))) {
        refuse(QStringLiteral("bad-message"));
        sendError(socket, QStringLiteral("bad-message"));
        return;
    }
    if (!questionOpen || questionValue.toInt() != question.id || voteValue.toInt() != vote) {
        refuse(QStringLiteral("not-open"));
        sendError(socket, QStringLiteral("not-open"));
        return;
    }
    const QString value = given.toString();
    bool offered = false;
    if (bySquare) {
        offered = question.squares.contains(value);
    } else {
        for (const ClassQuestion::Option &option : std::as_const(question.options))
            offered = offered || option.value == value;
    }
    if (!offered) {
        refuse(QStringLiteral("bad-message"));
        sendError(socket, QStringLiteral("bad-message"));
        return;
    }
    answers.insert(answerKey(link.pupil, question.id, vote), value); // replaces an earlier one
    send(socket, {{QStringLiteral("type"), QStringLiteral("answered")},
                  {QStringLiteral("question"), question.id},
                  {QStringLiteral("vote"), vote},
                  {QStringLiteral("answer"), value}});
    emit q->tallyChanged();
}

void ClassServer::Private::act(QWebSocket *socket, Link &link, const QJsonObject &message)
{
    const QJsonValue seatValue = message.value(QLatin1String("seat"));
    const QJsonValue actionValue = message.value(QLatin1String("action"));
    const QJsonValue squareValue = message.value(QLatin1String("square"));
    if (!isInt(seatValue) || !actionValue.isString() || !(squareValue.isString() || squareValue.isUndefined())) {
        refuse(QStringLiteral("bad-message"));
        sendError(socket, QStringLiteral("bad-message"));
        return;
    }
    if (!seatOpen || seatValue.toInt() != seatId) {
        refuse(QStringLiteral("not-open"));
        sendError(socket, QStringLiteral("not-open"), ClassServer::tr("No seat work is open."));
        return;
    }
    const QString action = actionValue.toString();
    const bool show = action == QLatin1String("show");
    const bool onSquare = action == QLatin1String("place") || action == QLatin1String("refuse")
                          || action == QLatin1String("takeback");
    const QString square = squareValue.toString();
    if (!(show && squareValue.isUndefined()) && !(onSquare && isSquare(square, seatN))) {
        refuse(QStringLiteral("bad-message"));
        sendError(socket, QStringLiteral("bad-message"));
        return;
    }
    // The pupil's id from their own connection, never from the message.
    emit q->pupilActed(link.pupil, action, show ? QString() : square);
}

void ClassServer::Private::leave(QWebSocket *socket, Link &link)
{
    Q_UNUSED(socket);
    dropPupil(link.pupil, nullptr);
    emit q->pupilsChanged();
    emit q->tallyChanged();
}

void ClassServer::Private::dropPupil(const QString &id, const char *reason)
{
    writeFanOut(fanOut.size()); // what was said to the pupil comes before the goodbye
    const Pupil pupil = pupils.take(id);
    order.removeOne(id);
    seats.remove(id);
    tokens.remove(pupil.token);
    if (QWebSocket *socket = pupil.socket) {
        auto link = links.find(socket);
        if (link != links.end())
            link->pupil.clear(); // the connection is nobody's now
        if (reason)
            send(socket, {{QStringLiteral("type"), QStringLiteral("closed")},
                          {QStringLiteral("reason"), QLatin1String(reason)}});
        socket->close();
    }
}

QString ClassServer::Private::generatedName() const
{
    QSet<QString> used;
    for (const Pupil &pupil : pupils)
        used.insert(pupil.name);
    const int names = PupilNames::animalCount() * 99;
    for (int tries = 0; tries < 50; ++tries) {
        const QString name = PupilNames::generated(QRandomGenerator::global()->bounded(names));
        if (!used.contains(name))
            return name;
    }
    for (int i = 0; i < names; ++i)
        if (!used.contains(PupilNames::generated(i)))
            return PupilNames::generated(i);
    return PupilNames::generated(nextPupil);
}

void ClassServer::Private::send(QWebSocket *socket, QJsonObject message)
{
    message.insert(QStringLiteral("v"), 1);
    socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void ClassServer::Private::sendError(QWebSocket *socket, const QString &code, const QString &words)
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
    send(socket, {{QStringLiteral("type"), QStringLiteral("error")},
                  {QStringLiteral("code"), code},
                  {QStringLiteral("text"), text}});
}

void ClassServer::Private::broadcast(const QJsonObject &message)
{
    QJsonObject withVersion = message;
    withVersion.insert(QStringLiteral("v"), 1);
    const QString text = QString::fromUtf8(QJsonDocument(withVersion).toJson(QJsonDocument::Compact));
    for (const Pupil &pupil : std::as_const(pupils))
        if (pupil.socket)
            fanOut.push_back({pupil.socket, text}); // the text is shared, not copied
    queued();
}

void ClassServer::Private::queued()
{
    // Bounded: a caller faster than the event loop (the window sends at
    // most 10 boards a second) gets its frames written at once instead.
    if (fanOut.size() > std::size_t(MaxFanOutPerPupil) * std::size_t(pupils.size() + 1))
        writeFanOut(fanOut.size());
    if (!fanOut.empty() && !fanOutTimer.isActive())
        fanOutTimer.start();
}

void ClassServer::Private::fanOutTo(QWebSocket *socket, QJsonObject message)
{
    message.insert(QStringLiteral("v"), 1);
    fanOut.push_back({socket, QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact))});
    queued();
}

void ClassServer::Private::writeFanOut(std::size_t frames)
{
    for (; frames > 0 && !fanOut.empty(); --frames) {
        const Outgoing next = std::move(fanOut.front());
        fanOut.pop_front();
        if (next.socket)
            next.socket->sendTextMessage(next.text);
    }
    if (fanOut.empty())
        fanOutTimer.stop();
}

QJsonObject ClassServer::Private::stateMessage() const
{
    QJsonObject b{{QStringLiteral("n"), board.n}, {QStringLiteral("queens"), QJsonArray::fromStringList(board.queens)}};
    if (!board.refused.isEmpty()) {
        b.insert(QStringLiteral("refused"), board.refused);
        b.insert(QStringLiteral("by"), board.by);
    }
    if (!board.row.isEmpty())
        b.insert(QStringLiteral("row"), board.row);
    return {{QStringLiteral("type"), QStringLiteral("state")},
            {QStringLiteral("board"), b},
            {QStringLiteral("status"), board.status}};
}

QJsonObject ClassServer::Private::questionMessage(const QString &pupil) const
{
    QJsonObject m{{QStringLiteral("type"), QStringLiteral("question")},
                  {QStringLiteral("question"), question.id},
                  {QStringLiteral("vote"), vote},
                  {QStringLiteral("text"), question.text}};
    if (question.input == ClassQuestion::Input::Square) {
        m.insert(QStringLiteral("input"), QStringLiteral("square"));
        m.insert(QStringLiteral("squares"), QJsonArray::fromStringList(question.squares));
    } else {
        QJsonArray options;
        for (const ClassQuestion::Option &option : question.options)
            options.append(QJsonObject{{QStringLiteral("value"), option.value}, {QStringLiteral("label"), option.label}});
        m.insert(QStringLiteral("input"), QStringLiteral("option"));
        m.insert(QStringLiteral("options"), options);
    }
    const auto it = answers.constFind(answerKey(pupil, question.id, vote));
    m.insert(QStringLiteral("answer"), it == answers.cend() ? QJsonValue(QJsonValue::Null) : QJsonValue(*it));
    return m;
}

QJsonObject ClassServer::Private::revealMessage(const QString &pupil) const
{
    const auto it = answers.constFind(answerKey(pupil, question.id, vote));
    const bool has = it != answers.cend();
    return {{QStringLiteral("type"), QStringLiteral("reveal")},
            {QStringLiteral("question"), question.id},
            {QStringLiteral("vote"), vote},
            {QStringLiteral("right"), QJsonArray::fromStringList(right)},
            {QStringLiteral("answer"), has ? QJsonValue(*it) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("correct"), has && right.contains(*it)},
            {QStringLiteral("explanation"), explanation}};
}
