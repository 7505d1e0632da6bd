// SPDX-License-Identifier: MIT
#pragma once

#include "classcore/classanswer.h"
#include "classcore/classprotocol.h"
#include "classcore/classroster.h"
#include "classcore/classtypes.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

/*
 * The whole class as typed state, with no socket (issue 38): the one list
 * of pupils (ids, names, secret tokens, connected or not; the names of
 * those who left), the class code,
 * the board every page shows, the question and vote open (or last), each
 * pupil's answer to each vote as a ClassAnswer, the reveal, and seat work's
 * id, board size and each pupil's last seat. Qt Core only; lives on the
 * thread that made it, where all of its functions are called.
 *
 * A pupil's message (parsed by ClassProtocol) comes in with the pupil it
 * came from (receive()); what it says is checked here against the class
 * (is a question open, which squares, which seat work) and the answer is
 * what to tell that pupil, or why it was refused. What the teacher does
 * (setBoard(), ask(), reveal(), sendSeat(), ...) changes the state and
 * hands the transport, through outgoing(), what to send to whom. The
 * transport (ClassServer) only writes bytes and says when a pupil's
 * connection came or went (setConnected()).
 *
 * Squares are parsed and named only through solver/notation.h: on a board
 * of 27 columns "aa1" is a square as it is on the desktop.
 */
class ClassSession : public QObject
{
    Q_OBJECT

public:
    static constexpr int DefaultMaxPupils = 500;

    // Why a pupil's message was refused; refusalName() is the `error` code
    // the page is told and the reason ClassServer::refusals() counts.
    enum class Refusal { None, BadMessage, NotOpen, NoSeatWork, BadCode, BadToken, Locked, Full };
    // "bad-message", "not-open" (NoSeatWork too), "bad-code", "bad-token",
    // "locked", "full"; empty for None.
    static QString refusalName(Refusal refusal);

    // What receive() answers.
    struct Reply
    {
        Refusal refusal = Refusal::None;
        // A join let in: the pupil (new, or `back` by their token). The
        // transport then ties the connection to them, sends greeting() and
        // calls setConnected().
        QString pupil;
        bool back = false;
        // To the pupil who sent the message (`answered`), or empty.
        QJsonObject message;
    };

    // A message to send: to one pupil, or (`pupil` empty) the same message
    // to every pupil connected. `fanOut`: with the other pupils' messages,
    // in turns (a board, a question, a reveal); else at once.
    struct Delivery
    {
        QString pupil;
        QJsonObject message;
        bool fanOut = false;
    };

    explicit ClassSession(QObject *parent = nullptr);
    ~ClassSession() override;

    // A new class: every pupil, token, answer, question and seat of the
    // last one goes, and a new code is made (4 letters and digits that are
    // not confused with each other). Settings (locked, anonymous, the most
    // pupils) stay.
    void begin();
    QString code() const { return m_code; }
    // Whether `code` is one begin() makes (4 of its letters and digits).
    static bool isCode(const QString &code);
    // The class's code and pupils (ids, names, tokens, in the order they
    // joined; nextPupil), to go on after the program stopped. The port and
    // the next question are not the session's: left as ClassRoster has them.
    ClassRoster roster() const;
    // begin(), then the code and the pupils of `roster` (away until each
    // comes back by their token, as after a lost connection), so that a
    // class goes on after the program stopped (issue 39, item 9).
    void resume(const ClassRoster &roster);

    void setLocked(bool locked) { m_locked = locked; }
    bool isLocked() const { return m_locked; }
    // Pupils joining with an empty name (or all of them, when anonymous) get
    // a generated one: an animal and a number.
    void setAnonymous(bool anonymous) { m_anonymous = anonymous; }
    bool isAnonymous() const { return m_anonymous; }
    // At most `max` (at least 1) pupils in the class; a join past it is
    // refused (Full). A pupil coming back by their token always gets in.
    void setMaxPupils(int max);
    int maxPupils() const { return m_maxPupils; }

    // A pupil's message: `pupilId` is the pupil the connection belongs to,
    // empty before it joined. A join only before, anything else only after
    // (else BadMessage). Join: the code (any case, spaces around it), then
    // the token or, for a new pupil, the lock and the limit. Answer: given
    // as the open question asks (a square or an option), to the open
    // question and vote, one of its squares or options; kept (replacing
    // the pupil's earlier answer to the vote), answered() and
    // tallyChanged() emitted. Act: the open seat work's id, a square of its
    // board for all but Show; acted() emitted. Leave: the pupil goes as
    // removePupil() would, untold.
    Reply receive(const QString &pupilId, const ClassProtocol::Message &message);

    // The transport's word that the pupil's connection came (after a join)
    // or went. pupils() says so at once; pupilsChanged() follows at once,
    // or on the next turn of the event loop when `later`.
    void setConnected(const QString &pupilId, bool connected, bool later = false);
    // The class closed: every pupil away, seat work and the question no
    // longer open or revealed (nobody is told: their connections are
    // gone); pupilsChanged() (and questionClosed() for a question the
    // class had) when `tell`. The roster, the names of those who left and
    // the answers stay readable until begin().
    void end(bool tell);
    // What a pupil who joined or came back is sent, in order: `welcome`
    // (their token and name, the page's words in `language`), then
    // catchUp().
    QList<QJsonObject> greeting(const QString &pupilId, const QString &language, const QJsonObject &strings) const;
    // The class as it is now for that pupil: the board, their last seat,
    // the question open or revealed (with their answer), or, for a page
    // that `missedSome` messages, that no question is open.
    QList<QJsonObject> catchUp(const QString &pupilId, bool missedSome) const;

    // The pupils in the class, in the order they joined.
    QList<ClassPupil> pupils() const;
    bool hasPupil(const QString &pupilId) const { return m_pupils.contains(pupilId); }
    // The pupil's name: of a pupil in the class, or of one who left
    // (removed or by `leave`) since begin(), so that results name them
    // after they left. Only the last MaxLeftNames pupils who left are
    // remembered (a class joined and left in a loop keeps no more): an
    // earlier one's name, or an id never in the class, is empty.
    QString nameOf(const QString &pupilId) const;
    static constexpr int MaxLeftNames = 10000; // as many pupils as the results keep
    int pupilCount() const { return int(m_order.size()); }
    int connectedCount() const;
    // The pupil goes (pupilLeaving(id, true) first, so that the transport
    // tells them "removed" and closes), with their token and last seat:
    // they leave pupils() and the tally; answerOf() keeps their answers.
    void removePupil(const QString &pupilId);

    // The board every page shows from now on (sent to every pupil, and to
    // each pupil who joins later).
    void setBoard(const ClassBoard &board);
    const ClassBoard &board() const { return m_board; }

    // Opens vote `vote` (1, or 2 for "vote again") of `question`; answers to
    // any other question or vote are refused from now on. Sent to every
    // pupil connected, each with their own answer so far. The summaries of
    // a seat work that ended go. `right` (names of squares or options'
    // values), `explanation` and `reasons` are what reveal() tells: the
    // teacher's key, readable at once (rightAnswers(), explanation(),
    // reasonFor()), never sent before reveal(). `reasons`: why each answer
    // is right or wrong, by its name (plain text, in the class's language);
    // only the answers `question` offers are kept, so at most one a square
    // or option. `explanation`: what a pupil with no answer (or an answer
    // with no reason) is told, why the right answer is right. Vote 2 of the
    // question whose vote 1 is open keeps vote 1's tally as it stands
    // (firstTally()). asked() follows.
    void ask(const ClassQuestion &question, int vote = 1, const QStringList &right = {},
             const QString &explanation = {}, const QMap<QString, QString> &reasons = {});
    // Vote again (Peer Instruction): vote 2 of the question whose vote 1 is
    // open, with the same key, as ask() would. False, nothing changed,
    // when no question is open or its vote is 2 already.
    bool askAgain();
    // No question open any more: every pupil is told (`noquestion`, once);
    // answers are refused from now on. The last vote's tally and answers
    // stay readable. questionClosed() follows (once).
    void closeQuestion();
    // Ends the open vote: no more answers; each pupil is told the right
    // answers (names of squares or options' values), their own answer as
    // the class counts it (countedAnswer()), whether it is right, and why:
    // the reason `reasons` gives for it (as ask() keeps them), else
    // `explanation`. The key given to ask() is replaced. revealed() follows.
    void reveal(const QStringList &right, const QString &explanation, const QMap<QString, QString> &reasons = {});
    // The same with the key given to ask().
    void reveal();
    // The class's language changed: `question` is the question with the
    // class (open, or revealed and not closed since) in the new words, its
    // text and options' labels, with the same id, input, squares and
    // options' values; `explanation` and `reasons` (as ask() takes them)
    // replace the key's in the new words. Every pupil connected gets the
    // question again with their answer (and, once revealed, its reveal with
    // their reason), in turns; the answers, the tally and whether it is
    // open stay. Ignored for any other question, or when none is with the
    // class.
    void retell(const ClassQuestion &question, const QString &explanation,
                const QMap<QString, QString> &reasons = {});
    // The question asked last (open or not) and its vote; whether one is open.
    const ClassQuestion &question() const { return m_question; }
    int vote() const { return m_vote; }
    bool isQuestionOpen() const { return m_questionOpen; }
    // Whether the question asked last is with the class: open, or revealed
    // and not closed since (closeQuestion(), seat work, end()).
    bool hasQuestion() const { return m_asked && (m_questionOpen || m_revealed); }
    bool isRevealed() const { return m_asked && m_revealed; }
    // The key of the question asked last (given to ask(), or to reveal()).
    QStringList rightAnswers() const { return m_right; }
    QString explanation() const { return m_explanation; }
    // Why `answer` (a square's name or an option's value) is right or
    // wrong, as the key has it; empty when it gives no reason for it.
    QString reasonFor(const QString &answer) const { return m_reasons.value(answer); }

    // A pupil's answer to the question asked last as the class counts it,
    // the one rule for the phone, the projector and the results (README,
    // "Whole class"; countedVote()): their latest, vote 2's when vote 2 was
    // asked and they answered it, else vote 1's; empty when none. `vote`,
    // when given, is set to the vote it was given in (0 for none). Kept
    // after the pupil left.
    ClassAnswer countedAnswer(const QString &pupilId, int *vote = nullptr) const;
    // "Right: R of A" for the question asked last, by countedAnswer(): A
    // the pupils in the class now with an answer, R those whose answer is
    // among rightAnswers().
    struct RightCount
    {
        int answered = 0;
        int right = 0;
        friend bool operator==(const RightCount &, const RightCount &) = default;
    };
    RightCount rightCount() const;

    // The open (or last) vote among the pupils in the class now (connected
    // or not): how many answered, each answer's count by its name (a
    // square's name or an option's value), and each square's count.
    int answeredCount() const;
    QMap<QString, int> tally() const;
    QList<std::pair<nq::Square, int>> squareTally() const;
    // Vote 1's tally as it stood when vote 2 of the question was asked
    // (pupils who left since still counted); empty while vote 1 is the last.
    QMap<QString, int> firstTally() const { return m_firstTally; }
    // The tally of vote `vote` (1 or 2) of the question asked last, by
    // name and by square ((row, col), in row-then-column order, squares
    // chosen only): the last vote's is tally() / squareTally(); vote 1's,
    // when vote 2 was asked, as it stood then (firstTally()). Empty for a
    // vote that was not asked, before any question, and squareTally() for
    // an option question. So that Reveal shows both votes (issue 39, item 6).
    QMap<QString, int> tally(int vote) const;
    QList<std::pair<nq::Square, int>> squareTally(int vote) const;
    // One pupil's answer to a question's vote (empty when none), kept
    // after the pupil left.
    ClassAnswer answerOf(const QString &pupilId, int question, int vote) const;

    // Seat work (issue 29): every pupil does the algorithm's steps on their
    // own board; the program checks each step (outside the class) and
    // answers with sendSeat(). Opens seat work `seatId` on an n x n board
    // (n from 1 to nq::MaxLocalSearchSize, the desktop's largest); false and
    // nothing changed otherwise. The seats kept from earlier seat work are
    // dropped; a question still open is closed: seat work and questions
    // exclude each other. Nothing is sent: the program sends each seat.
    bool startSeatWork(int seatId, int n);
    // Sends `seat` (the seat object of README "Seat work"; "v", "type" and
    // "seat" are set here) to that pupil, at once, and keeps it as their
    // last seat: a pupil who comes back gets it again after `welcome` and
    // `state`. Ignored while no seat work is open or for a pupil not in
    // the class.
    void sendSeat(const QString &pupilId, const QJsonObject &seat);
    // Ends the open seat work: every pupil in the class gets a `seatend`
    // with their entry of `ends` (pupil id -> {"summary", "counts"}, as
    // SeatWork::endJson() gives it; none: an empty summary and zeros),
    // which replaces their last seat until the next seat work or question.
    void stopSeatWork(const QJsonObject &ends = {});
    bool isSeatWorkOpen() const { return m_seatOpen; }
    // The open (or last) seat work's id and board size; 0 before any.
    int seatId() const { return m_seatId; }
    int seatSize() const { return m_seatN; }
    // The last `seat` or `seatend` message sent to the pupil (with "v" and
    // "type"), kept for their return; empty when there is none.
    QJsonObject lastSeat(const QString &pupilId) const { return m_seats.value(pupilId); }

signals:
    // A pupil joined, came back, left, was removed, or lost the connection.
    void pupilsChanged();
    // An answer arrived or changed, a question was asked, or a pupil left:
    // answeredCount(), tally().
    void tallyChanged();
    // A pupil's answer to vote `vote` of `question` was kept (it replaces
    // their earlier one).
    void answered(const QString &pupilId, int question, int vote, const ClassAnswer &answer);
    // Vote `vote` of `question` was opened (ask(), askAgain()).
    void asked(const ClassQuestion &question, int vote);
    // Vote `vote` of question `question` was revealed with `right`.
    void revealed(int question, int vote, const QStringList &right);
    // Question `question` is no longer with the class (hasQuestion() false).
    void questionClosed(int question);
    // A pupil acted on their own board in the open seat work: `square` is
    // the square of the board for all but Show (none then). Emitted only for
    // a well-formed act of a pupil of the class, never twice for one message.
    void acted(const QString &pupilId, ClassProtocol::Act::Action action, std::optional<nq::Square> square);
    // What the teacher's change sends, in order.
    void outgoing(const QList<ClassSession::Delivery> &deliveries);
    // The pupil is about to go: `removed` by the teacher (they are told),
    // or they sent `leave`. Their connection, if any, is the transport's
    // to end; pupilsChanged() follows.
    void pupilLeaving(const QString &pupilId, bool removed);

private:
    struct Pupil
    {
        QString id;
        QString name;
        QByteArray token;
        bool connected = false;
    };
    struct AnswerKey
    {
        QString pupil;
        int question = 0;
        int vote = 0;
        friend bool operator==(const AnswerKey &, const AnswerKey &) = default;
        friend size_t qHash(const AnswerKey &key, size_t seed = 0)
        {
            return qHashMulti(seed, key.pupil, key.question, key.vote);
        }
    };

    Reply join(const ClassProtocol::Join &message);
    Reply answer(const QString &pupilId, const ClassProtocol::Answer &message);
    Reply act(const QString &pupilId, const ClassProtocol::Act &message);
    void drop(const QString &pupilId, bool removed);
    QString generatedName() const;
    QString answerName(const QString &pupilId) const;
    QJsonObject questionMessage(const QString &pupilId) const;
    QJsonObject revealMessage(const QString &pupilId) const;
    // Keeps the reasons of the answers the question asked last offers.
    void keepReasons(const QMap<QString, QString> &reasons);
    void keepSeat(const QString &pupilId, QJsonObject message, QList<Delivery> *deliveries);

    QString m_code;
    bool m_locked = false;
    bool m_anonymous = false;
    int m_maxPupils = DefaultMaxPupils;

    QHash<QString, Pupil> m_pupils; // by id
    QStringList m_order; // ids, in the order they joined
    QHash<QByteArray, QString> m_tokens; // token -> id
    int m_nextPupil = 1;
    // The names of the last MaxLeftNames pupils who left, by id, and their
    // ids in the order they left (the first is forgotten first).
    QHash<QString, QString> m_leftNames;
    QStringList m_leftOrder;

    ClassBoard m_board;
    ClassQuestion m_question;
    QList<nq::Square> m_offered; // a square question's squares, parsed once
    int m_vote = 1;
    bool m_asked = false; // a question was asked since begin()
    bool m_questionOpen = false;
    bool m_revealed = false;
    QStringList m_right;
    QString m_explanation;
    QMap<QString, QString> m_reasons; // by answer, the offered ones only
    QMap<QString, int> m_firstTally; // vote 1's, when vote 2 was asked
    QHash<AnswerKey, ClassAnswer> m_answers;

    // Seat work: open or not, its id and board size, and each pupil's last
    // `seat` or `seatend` message, kept for their return. One a pupil,
    // replaced, never added to: memory stays bounded.
    bool m_seatOpen = false;
    int m_seatId = 0;
    int m_seatN = 0;
    QHash<QString, QJsonObject> m_seats;
};
