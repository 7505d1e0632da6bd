// SPDX-License-Identifier: MIT
#pragma once

#include "classcore/classtypes.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

/*
 * The class's protocol (README, "Whole class": Protocol, version 1) as
 * values, with no socket and no state: parse() turns what a page sent into
 * a typed message or a refusal, the other functions build what the server
 * sends. What a message may say depends on the class (is a question open,
 * which squares, which seat work) and is checked by the class's session
 * (ClassSession), which names and parses squares through solver/notation.h;
 * here only its form is: JSON, version 1, a known type, every field
 * of its type.
 *
 * Every byte is hostile: parse() takes any bytes (the WebSocket layer has
 * already refused text that is not UTF-8) and never trusts a field.
 */
class ClassProtocol
{
public:
    struct Join
    {
        QString code;
        QString name; // as typed; the class makes it plain text
        QByteArray token; // empty when joining for the first time
    };
    struct Answer
    {
        int question = 0;
        int vote = 0;
        // The answer, given as a square or as an option's value: at most
        // one of them set (both given is refused here); none when absent.
        std::optional<QString> square;
        std::optional<QString> option;
    };
    struct Act
    {
        // "place", "refuse", "takeback" or "show" on the wire.
        enum class Action { Place, Refuse, TakeBack, Show };
        int seat = 0;
        Action action = Action::Show;
        QString square; // for all but Show: a square's name, not yet checked against the board
    };
    struct Leave
    {
    };
    using Message = std::variant<Join, Answer, Act, Leave>;
    // Why a message was refused, as ClassServer::refusals() counts it: the
    // page is told `error bad-message` for both.
    enum class Refusal { TooLarge, BadMessage };

    // `utf8` over `maxBytes` is TooLarge; anything not a message of the
    // pupils' side of the protocol is BadMessage.
    static std::variant<Message, Refusal> parse(QByteArrayView utf8, qsizetype maxBytes);
    static QString refusalName(Refusal refusal);

    // Messages to a page, each with "v": 1 and its "type".
    static QJsonObject welcome(const QByteArray &token, const QString &name, const QString &language,
                               const QJsonObject &strings);
    // The page's words in the class's language ("de"), as `welcome` carries
    // them: sent to every page when the class's language changes.
    static QJsonObject words(const QString &language, const QJsonObject &strings);
    static QJsonObject state(const ClassBoard &board);
    // `answer`: the pupil's answer to this vote so far, or empty (null).
    static QJsonObject question(const ClassQuestion &question, int vote, const QString &answer);
    // `answer`: the pupil's answer as the class counts it (ClassSession::
    // countedAnswer()), or empty (null); `answerVote` the vote it was given
    // in (0: `vote`); `explanation` why that answer is right or wrong (for
    // no answer: why the right one is right).
    static QJsonObject reveal(const ClassQuestion &question, int vote, const QStringList &right,
                              const QString &answer, const QString &explanation, int answerVote = 0);
    static QJsonObject noQuestion();
    static QJsonObject answered(int question, int vote, const QString &answer);
    static QJsonObject error(const QString &code, const QString &text);
    static QJsonObject closed(const QString &reason);
    // A pupil's seat (the program's seat object) for seat work `seatId`.
    static QJsonObject seat(QJsonObject seat, int seatId);
    // The end of seat work `seatId` for one pupil: `end` as SeatWork::endJson()
    // gives an entry ({"summary", "counts": {"done", "mistakes", "shown"}}),
    // each count 0 when missing.
    static QJsonObject seatEnd(int seatId, const QJsonObject &end);
};
