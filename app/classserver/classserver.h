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

#include "classcore/classtypes.h"
#include "classserver/classlimits.h"

/*
 * The class's server: serves the pupils' page from fixed routes and one
 * WebSocket per pupil (README, "Whole class": the protocol). No widgets;
 * lives on the thread that creates it (the window's), where all of its
 * functions are called.
 *
 * Nothing listens until open(); close() and the destructor close every
 * socket. Every byte from the network is hostile: fixed routes only, no file
 * system access from a request, frames and requests size- and rate-limited,
 * names made plain text (the limits: classlimits.h).
 *
 * The teacher's program is the only source of truth: it sets the board and
 * asks; the server collects answers, at most one per pupil per vote (a
 * change replaces it), only while the vote is open, only one of the
 * question's squares or options.
 */
class ClassServer : public QObject
{
    Q_OBJECT

public:
    static constexpr quint16 DefaultPort = 8642;
    static constexpr int DefaultMaxPupils = 500;

    explicit ClassServer(QObject *parent = nullptr);
    ~ClassServer() override;

    // Starts listening on every IPv4 address (so loopback answers too) at `port`,
    // or the next free port above it (up to 20 tried); 0 lets the system
    // choose. False with `error` (translated) when none could be opened.
    // A new class code is made each time.
    bool open(quint16 port, QString *error);
    // Closes every pupil's connection (each is told "closed") and stops
    // listening. The roster and answers stay readable until the next open().
    void close();
    bool isOpen() const;
    quint16 port() const;
    QString code() const;

    // The machine's addresses the pupils can reach (IPv4, not loopback, up
    // interfaces), the first being the likeliest; empty when there is none.
    static QList<QHostAddress> lanAddresses();
    // http://ADDRESS:PORT/?code=CODE
    QUrl joinUrl(const QHostAddress &address) const;

    // The page's words in the class's language (sent in `welcome`, and put
    // into index.html's join screen as it is served: PageRoutes::setWords),
    // and the language's code ("de").
    void setPageStrings(const QString &language, const QJsonObject &strings);

    void setLocked(bool locked);
    bool isLocked() const;
    // Pupils joining with an empty name (or all of them, when anonymous) get
    // a generated one: an animal and a number.
    void setAnonymous(bool anonymous);
    bool isAnonymous() const;
    // At most `max` pupils in the roster (DefaultMaxPupils); open sockets in
    // all are capped at twice that and ClassLimits::maxSocketsMargin.
    void setMaxPupils(int max);
    // Closes the pupil's connection (told "removed") and drops their token.
    // They leave pupils() and the tally; answerOf() keeps their answers.
    // A pupil who sends `leave` goes the same way, untold.
    void removePupil(const QString &id);
    QList<ClassPupil> pupils() const;
    int connectedCount() const;

    // The board every page shows from now on (sent to every pupil, and to
    // each pupil who joins later).
    void setBoard(const ClassBoard &board);

    // Opens vote `vote` (1, or 2 for "vote again") of `question`; answers to
    // any other question or vote are refused from now on. Sent to every pupil.
    void ask(const ClassQuestion &question, int vote = 1);
    // No question open any more (the run went on, the mode was left): every
    // pupil is told (`noquestion`); answers are refused from now on. The
    // last vote's tally and answers stay readable.
    void closeQuestion();
    // Ends the open vote: no more answers; each pupil is told the right
    // answers, their own and whether it was right, and `explanation`.
    void reveal(const QStringList &right, const QString &explanation);

    // The open (or last) vote: how many answered, and each answer's count
    // (a square's name or an option's value -> pupils), among the pupils in
    // the class now (connected or not).
    int answeredCount() const;
    QMap<QString, int> tally() const;
    // One pupil's answer to a question's vote, or empty.
    QString answerOf(const QString &pupilId, int question, int vote) const;

    // Seat work (issue 29): every pupil does the algorithm's steps on their
    // own board; the program checks each step (one practice run a pupil,
    // outside this server) and answers with sendSeat(). The server knows
    // nothing of the algorithm: it checks an `act` only for its form (the
    // open seat work's id, one of the four actions, a square of the n x n
    // board for place/refuse/takeback and none for show) and passes it on
    // through pupilActed().
    //
    // Opens seat work `seatId` (the program's id, new each time) on an n x n
    // board, n from 1 to 26; false (and nothing changed) otherwise. The
    // seats kept from earlier seat work are dropped; a question still open
    // is closed (closeQuestion()): seat work and questions exclude each
    // other. Nothing is sent: the program sends each pupil's seat.
    bool startSeatWork(int seatId, int n);
    // Sends `seat` (the seat object of README "Seat work"; "v", "type" and
    // "seat" are set here) to that pupil, if connected, and keeps it as
    // their last seat, replacing the one before: a pupil who comes back
    // (reload, lost connection) gets it again after `welcome` and `state`.
    // Ignored while no seat work is open or for a pupil not in the class.
    void sendSeat(const QString &pupilId, const QJsonObject &seat);
    // Ends the open seat work: `act` is refused (`not-open`) from now on,
    // and every pupil in the class gets a `seatend` with their entry of
    // `ends` (pupil id -> {"summary": text, "counts": {"done", "mistakes",
    // "shown"}}, as SeatWork::endJson() gives it; a pupil without an entry
    // gets an empty summary and zero counts). Each pupil's `seatend`
    // replaces their last seat: a pupil who comes back gets it, until the
    // next seat work or question.
    void stopSeatWork(const QJsonObject &ends = {});
    // Open from startSeatWork() until stopSeatWork(), close() or open().
    bool isSeatWorkOpen() const;
    // The open (or last) seat work's id and board size; 0 before any.
    int seatId() const;
    int seatSize() const;
    // The last `seat` or `seatend` message sent to the pupil (with "v" and
    // "type"), kept for their return; empty when there is none.
    QJsonObject lastSeat(const QString &pupilId) const;

    // Refused messages and requests since open(), by reason, for the tests
    // and the window ("bad-message" -> 3; the reasons: classlimits.h and
    // the `error` codes of the protocol).
    QMap<QString, int> refusals() const;

    // The limits (classlimits.h); set before open(), they hold from the
    // next connection on.
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
    // A pupil joined, came back, left, was removed, or lost the connection.
    void pupilsChanged();
    // An answer arrived, changed, or a pupil left: answeredCount(), tally().
    void tallyChanged();
    // A pupil acted on their own board in the open seat work: `action` is
    // "place", "refuse", "takeback" or "show"; `square` names a square of
    // the board ("c6"), empty for "show". Emitted only for a well-formed
    // act of a pupil of the class (their own token's connection), never
    // twice for one message. The server answers nothing itself: the
    // program answers with sendSeat().
    void pupilActed(const QString &pupilId, const QString &action, const QString &square);
    // The class closed (close(), or the listening socket failed).
    void closed();

private:
    struct Private;
    std::unique_ptr<Private> d;
};
