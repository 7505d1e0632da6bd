// SPDX-License-Identifier: MIT
#include "classprotocol.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonValue>

namespace {

// A JSON number that is a whole number in int's range.
bool isInt(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    return d >= -2147483648.0 && d <= 2147483647.0 && d == double(qint64(d));
}

// A field that may be absent (or null) or a string.
bool isOptionalString(const QJsonValue &value)
{
    return value.isString() || value.isUndefined() || value.isNull();
}

QJsonObject message(const char *type)
{
    return {{QStringLiteral("v"), 1}, {QStringLiteral("type"), QLatin1String(type)}};
}

QJsonValue orNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

} // namespace

std::variant<ClassProtocol::Message, ClassProtocol::Refusal> ClassProtocol::parse(QByteArrayView utf8,
                                                                                   qsizetype maxBytes)
{
    if (utf8.size() > maxBytes)
        return Refusal::TooLarge;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(utf8.toByteArray(), &parseError);
    const QJsonObject object = document.object();
    const QJsonValue type = object.value(QLatin1String("type"));
    if (parseError.error != QJsonParseError::NoError || !document.isObject()
        || object.value(QLatin1String("v")) != QJsonValue(1) || !type.isString())
        return Refusal::BadMessage;
    const QString kind = type.toString();

    if (kind == QLatin1String("join")) {
        const QJsonValue code = object.value(QLatin1String("code"));
        const QJsonValue name = object.value(QLatin1String("name"));
        const QJsonValue token = object.value(QLatin1String("token"));
        if (!code.isString() || !isOptionalString(name) || !isOptionalString(token))
            return Refusal::BadMessage;
        return Join{code.toString(), name.toString(), token.toString().toLatin1()};
    }
    if (kind == QLatin1String("answer")) {
        const QJsonValue question = object.value(QLatin1String("question"));
        const QJsonValue vote = object.value(QLatin1String("vote"));
        const QJsonValue square = object.value(QLatin1String("square"));
        const QJsonValue option = object.value(QLatin1String("option"));
        if (!isInt(question) || !isInt(vote) || !(square.isString() || square.isUndefined())
            || !(option.isString() || option.isUndefined()) || (square.isString() && option.isString()))
            return Refusal::BadMessage;
        Answer answer{question.toInt(), vote.toInt(), std::nullopt, std::nullopt};
        if (square.isString())
            answer.square = square.toString();
        if (option.isString())
            answer.option = option.toString();
        return answer;
    }
    if (kind == QLatin1String("act")) {
        const QJsonValue seat = object.value(QLatin1String("seat"));
        const QJsonValue action = object.value(QLatin1String("action"));
        const QJsonValue square = object.value(QLatin1String("square"));
        if (!isInt(seat) || !action.isString() || !(square.isString() || square.isUndefined()))
            return Refusal::BadMessage;
        const QString name = action.toString();
        std::optional<Act::Action> kind;
        if (name == QLatin1String("place"))
            kind = Act::Action::Place;
        else if (name == QLatin1String("refuse"))
            kind = Act::Action::Refuse;
        else if (name == QLatin1String("takeback"))
            kind = Act::Action::TakeBack;
        else if (name == QLatin1String("show"))
            kind = Act::Action::Show;
        const bool show = kind == Act::Action::Show;
        // Show me names no square; the others one (checked against the
        // board by whoever knows its size).
        if (!kind || !(show ? square.isUndefined() : square.isString()))
            return Refusal::BadMessage;
        return Act{seat.toInt(), *kind, square.toString()};
    }
    if (kind == QLatin1String("leave"))
        return Leave{};
    return Refusal::BadMessage;
}

QString ClassProtocol::refusalName(Refusal refusal)
{
    return refusal == Refusal::TooLarge ? QStringLiteral("too-large") : QStringLiteral("bad-message");
}

QJsonObject ClassProtocol::welcome(const QByteArray &token, const QString &name, const QString &language,
                                   const QJsonObject &strings)
{
    QJsonObject m = message("welcome");
    m.insert(QStringLiteral("token"), QString::fromLatin1(token));
    m.insert(QStringLiteral("name"), name);
    m.insert(QStringLiteral("language"), language);
    m.insert(QStringLiteral("strings"), strings);
    return m;
}

QJsonObject ClassProtocol::words(const QString &language, const QJsonObject &strings)
{
    QJsonObject m = message("words");
    m.insert(QStringLiteral("language"), language);
    m.insert(QStringLiteral("strings"), strings);
    return m;
}

QJsonObject ClassProtocol::state(const ClassBoard &board)
{
    QJsonObject b{{QStringLiteral("n"), board.n}, {QStringLiteral("queens"), QJsonArray::fromStringList(board.queens)}};
    if (!board.refused.isEmpty()) {
        b.insert(QStringLiteral("refused"), board.refused);
        b.insert(QStringLiteral("by"), board.by);
    }
    if (!board.row.isEmpty())
        b.insert(QStringLiteral("row"), board.row);
    QJsonObject m = message("state");
    m.insert(QStringLiteral("board"), b);
    m.insert(QStringLiteral("status"), board.status);
    return m;
}

QJsonObject ClassProtocol::question(const ClassQuestion &question, int vote, const QString &answer)
{
    QJsonObject m = message("question");
    m.insert(QStringLiteral("question"), question.id);
    m.insert(QStringLiteral("vote"), vote);
    m.insert(QStringLiteral("text"), question.text);
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
    m.insert(QStringLiteral("answer"), orNull(answer));
    return m;
}

QJsonObject ClassProtocol::reveal(const ClassQuestion &question, int vote, const QStringList &right,
                                  const QString &answer, const QString &explanation, int answerVote)
{
    QJsonObject m = message("reveal");
    m.insert(QStringLiteral("question"), question.id);
    m.insert(QStringLiteral("vote"), vote);
    m.insert(QStringLiteral("right"), QJsonArray::fromStringList(right));
    m.insert(QStringLiteral("answer"), orNull(answer));
    m.insert(QStringLiteral("answerVote"), answer.isEmpty() ? QJsonValue() : QJsonValue(answerVote > 0 ? answerVote : vote));
    m.insert(QStringLiteral("correct"), !answer.isEmpty() && right.contains(answer));
    m.insert(QStringLiteral("explanation"), explanation);
    return m;
}

QJsonObject ClassProtocol::noQuestion()
{
    return message("noquestion");
}

QJsonObject ClassProtocol::answered(int question, int vote, const QString &answer)
{
    QJsonObject m = message("answered");
    m.insert(QStringLiteral("question"), question);
    m.insert(QStringLiteral("vote"), vote);
    m.insert(QStringLiteral("answer"), answer);
    return m;
}

QJsonObject ClassProtocol::error(const QString &code, const QString &text)
{
    QJsonObject m = message("error");
    m.insert(QStringLiteral("code"), code);
    m.insert(QStringLiteral("text"), text);
    return m;
}

QJsonObject ClassProtocol::closed(const QString &reason)
{
    QJsonObject m = message("closed");
    m.insert(QStringLiteral("reason"), reason);
    return m;
}

QJsonObject ClassProtocol::seat(QJsonObject seat, int seatId)
{
    seat.insert(QStringLiteral("v"), 1);
    seat.insert(QStringLiteral("type"), QStringLiteral("seat"));
    seat.insert(QStringLiteral("seat"), seatId);
    return seat;
}

QJsonObject ClassProtocol::seatEnd(int seatId, const QJsonObject &end)
{
    const QJsonObject given = end.value(QLatin1String("counts")).toObject();
    QJsonObject counts;
    for (const QLatin1String key : {QLatin1String("done"), QLatin1String("mistakes"), QLatin1String("shown")})
        counts.insert(key, given.value(key).toInt());
    QJsonObject m = message("seatend");
    m.insert(QStringLiteral("seat"), seatId);
    m.insert(QStringLiteral("summary"), end.value(QLatin1String("summary")).toString());
    m.insert(QStringLiteral("counts"), counts);
    return m;
}
