// SPDX-License-Identifier: MIT
#pragma once

#include <QHostAddress>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>

#include "classcore/classsession.h"
#include "classcore/classtypes.h"
#include "classserver/classlimits.h"

/*
 * The class's transport: serves the pupils' page from fixed routes and one
 * WebSocket per pupil (README, "Whole class": the protocol). No widgets;
 * lives on the thread that creates it (the window's), where all of its
 * functions are called.
 *
 * Nothing listens until open(); close() and the destructor close every
 * socket. Every byte from the network is hostile: fixed routes only, no file
 * system access from a request, frames and requests size- and rate-limited
 * (the limits: classlimits.h), wrong class codes slowed down.
 *
 * The class itself (its pupils, board, questions, answers and seat work)
 * is the session's (session(), a ClassSession): a pupil's message, once
 * parsed (ClassProtocol), goes to it with the pupil the connection belongs
 * to, and what it says to send is written here, to one pupil or fanned out
 * to all. The teacher's program works on the session.
 */
class ClassServer : public QObject
{
    Q_OBJECT

public:
    static constexpr quint16 DefaultPort = 8642;
    static constexpr int DefaultMaxPupils = ClassSession::DefaultMaxPupils;

    explicit ClassServer(QObject *parent = nullptr);
    ~ClassServer() override;

    // The class this server carries (owned; lives as long as the server).
    ClassSession *session() const;

    // Starts listening on every IPv4 address (so loopback answers too) at `port`,
    // or the next free port above it (up to 20 tried); 0 lets the system
    // choose. False with `error` (translated) when none could be opened.
    // A new class begins each time (ClassSession::begin(): a new code).
    bool open(quint16 port, QString *error);
    // The class of `roster` goes on (ClassSession::resume(): its code and
    // pupils, who come back by their tokens) at roster.port and no other:
    // the pages retry that address. False with `error` when it is taken.
    bool resume(const ClassRoster &roster, QString *error);
    // Closes every pupil's connection (each is told "closed") and stops
    // listening; seat work is no longer open. The roster and answers stay
    // readable in the session until the next open().
    void close();
    bool isOpen() const;
    quint16 port() const;
    // The class code a join must give (the session's).
    QString code() const;

    // The machine's addresses the pupils can reach (IPv4, not loopback, up
    // interfaces), the first being the likeliest; empty when there is none.
    static QList<QHostAddress> lanAddresses();
    // http://ADDRESS:PORT/?code=CODE
    QUrl joinUrl(const QHostAddress &address) const;

    // The page's words in the class's language (sent in `welcome`, and put
    // into index.html's join screen as it is served: PageRoutes::setWords),
    // and the language's code ("de"). When they change, every pupil
    // connected is sent them (`words`) at once, in turns with the other
    // messages to every pupil; the same words again send nothing.
    void setPageStrings(const QString &language, const QJsonObject &strings);

    // Refused messages and requests since open(), by reason, for the tests
    // and the window ("bad-message" -> 3; the reasons: classlimits.h and
    // the `error` codes of the protocol).
    QMap<QString, int> refusals() const;

    // The limits (classlimits.h); set before open(), they hold from the
    // next connection on. Open sockets in all are capped at twice the
    // session's most pupils and ClassLimits::maxSocketsMargin.
    void setLimits(const ClassLimits &limits);
    ClassLimits limits() const;
    // Sockets open now (HTTP requests, WebSocket handshakes and pupils'
    // connections), for the tests.
    int openSockets() const;
    // Bytes written to the pupils' WebSockets that the network has not yet
    // taken, for the tests and the benchmark: at most about
    // ClassLimits::maxQueuedBytes a connection, whatever a peer does.
    qint64 queuedBytes() const;

    // For tests: the clock every limit of time is measured by, in
    // milliseconds that never go back: the request and handshake deadlines,
    // the join and idle timeouts, the message rate and the block after wrong
    // codes (classlimits.h); the sweep that drops what is late (every 100 ms)
    // reads it too. By default a monotonic clock started with the server; an
    // empty function restores it. Set before open(): deadlines already set
    // are not converted. With a clock that only the test moves, no limit is
    // reached because the machine is slow.
    void setClock(std::function<qint64()> clock);
    // For tests: checks every deadline against the clock now, as the server
    // does by itself every 100 ms: what is late is dropped (and counted).
    void sweepNow();

signals:
    // The class closed (close(), or the listening socket failed).
    void closed();

private:
    // open() (`roster` null: a new class) or resume().
    bool start(quint16 port, const ClassRoster *roster, QString *error);

    struct Private;
    std::unique_ptr<Private> d;
};
