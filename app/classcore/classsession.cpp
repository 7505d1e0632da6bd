// SPDX-License-Identifier: MIT
#include "classcore/classsession.h"

#include "classcore/pupilnames.h"
#include "solver/algorithm.h"
#include "solver/notation.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTimer>

#include <algorithm>
#include <cstring>
#include <map>
#include <string_view>

namespace {

constexpr char CodeAlphabet[] = "ACDEFHJKLMNPRTXY3479";
constexpr int CodeLength = 4;

QByteArray newToken()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    return QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex();
}

// The square `name` names on the n x n board (nq::squareNamed), or none.
std::optional<nq::Square> squareNamed(int n, const QString &name)
{
    const QByteArray utf8 = name.toUtf8();
    return nq::squareNamed(n, std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

} // namespace

ClassSession::ClassSession(QObject *parent)
    : QObject(parent)
{
    begin();
}

ClassSession::~ClassSession() = default;

QString ClassSession::refusalName(Refusal refusal)
{
    switch (refusal) {
    case Refusal::None:
        return {};
    case Refusal::BadMessage:
        return QStringLiteral("bad-message");
    case Refusal::NotOpen:
    case Refusal::NoSeatWork:
        return QStringLiteral("not-open");
    case Refusal::BadCode:
        return QStringLiteral("bad-code");
    case Refusal::BadToken:
        return QStringLiteral("bad-token");
    case Refusal::Locked:
        return QStringLiteral("locked");
    case Refusal::Full:
        return QStringLiteral("full");
    }
    return {};
}

void ClassSession::begin()
{
    m_pupils.clear();
    m_order.clear();
    m_tokens.clear();
    m_leftNames.clear();
    m_leftOrder.clear();
    m_answers.clear();
    m_firstTally.clear();
    m_seats.clear();
    m_seatOpen = false;
    m_seatId = m_seatN = 0;
    m_asked = m_questionOpen = m_revealed = false;
    m_nextPupil = 1;
    m_code.clear();
    for (int i = 0; i < CodeLength; ++i)
        m_code += QLatin1Char(CodeAlphabet[QRandomGenerator::system()->bounded(int(sizeof CodeAlphabet) - 1)]);
}

bool ClassSession::isCode(const QString &code)
{
    if (code.size() != CodeLength)
        return false;
    for (const QChar c : code) {
        if (c.unicode() == 0 || c.unicode() > 127 || !std::strchr(CodeAlphabet, char(c.unicode())))
            return false;
    }
    return true;
}

ClassRoster ClassSession::roster() const
{
    ClassRoster roster;
    roster.code = m_code;
    roster.nextPupil = m_nextPupil;
    for (const QString &id : m_order) {
        const Pupil &pupil = m_pupils[id];
        roster.pupils.append({pupil.id, pupil.name, pupil.token});
    }
    return roster;
}

void ClassSession::resume(const ClassRoster &roster)
{
    begin();
    m_code = roster.code;
    m_nextPupil = roster.nextPupil;
    for (const ClassRoster::Pupil &entry : roster.pupils) {
        if (m_pupils.contains(entry.id) || m_tokens.contains(entry.token))
            continue; // ClassRoster::fromJson() lets neither through
        Pupil pupil;
        pupil.id = entry.id;
        pupil.name = entry.name;
        pupil.token = entry.token;
        m_pupils.insert(pupil.id, pupil);
        m_order.append(pupil.id);
        m_tokens.insert(pupil.token, pupil.id);
    }
    emit pupilsChanged();
}

void ClassSession::setMaxPupils(int max)
{
    m_maxPupils = std::max(1, max);
}

// --- a pupil's messages ----------------------------------------------------

ClassSession::Reply ClassSession::receive(const QString &pupilId, const ClassProtocol::Message &message)
{
    const bool joined = !pupilId.isEmpty() && m_pupils.contains(pupilId);
    if (const auto *join = std::get_if<ClassProtocol::Join>(&message); join && pupilId.isEmpty())
        return this->join(*join);
    if (const auto *answer = std::get_if<ClassProtocol::Answer>(&message); answer && joined)
        return this->answer(pupilId, *answer);
    if (const auto *act = std::get_if<ClassProtocol::Act>(&message); act && joined)
        return this->act(pupilId, *act);
    if (std::holds_alternative<ClassProtocol::Leave>(message) && joined) {
        drop(pupilId, false);
        return {};
    }
    return {Refusal::BadMessage, {}, false, {}};
}

ClassSession::Reply ClassSession::join(const ClassProtocol::Join &message)
{
    if (message.code.trimmed().compare(m_code, Qt::CaseInsensitive) != 0)
        return {Refusal::BadCode, {}, false, {}};
    if (!message.token.isEmpty()) {
        const QString id = m_tokens.value(message.token);
        if (id.isEmpty())
            return {Refusal::BadToken, {}, false, {}};
        // Back as the same pupil, even in a locked or full class.
        return {Refusal::None, id, true, {}};
    }
    if (m_locked)
        return {Refusal::Locked, {}, false, {}};
    if (m_pupils.size() >= m_maxPupils)
        return {Refusal::Full, {}, false, {}};
    Pupil pupil;
    pupil.id = QStringLiteral("p") + QString::number(m_nextPupil++);
    pupil.name = m_anonymous ? QString() : PupilNames::clean(message.name);
    if (pupil.name.isEmpty())
        pupil.name = generatedName();
    do
        pupil.token = newToken();
    while (m_tokens.contains(pupil.token));
    m_tokens.insert(pupil.token, pupil.id);
    m_pupils.insert(pupil.id, pupil);
    m_order.append(pupil.id);
    return {Refusal::None, pupil.id, false, {}};
}

ClassSession::Reply ClassSession::answer(const QString &pupilId, const ClassProtocol::Answer &message)
{
    // Given as the open question asks: a square for a square question, an
    // option's value for an option question.
    const bool bySquare = m_question.input == ClassQuestion::Input::Square;
    const std::optional<QString> &given = bySquare ? message.square : message.option;
    const std::optional<QString> &other = bySquare ? message.option : message.square;
    if (m_asked && (!given || other))
        return {Refusal::BadMessage, {}, false, {}};
    if (!m_questionOpen || message.question != m_question.id || message.vote != m_vote)
        return {Refusal::NotOpen, {}, false, {}};
    ClassAnswer answer;
    answer.n = m_question.n;
    if (bySquare) {
        answer.square = squareNamed(m_question.n, *given);
        if (!answer.square || !m_offered.contains(*answer.square))
            return {Refusal::BadMessage, {}, false, {}};
    } else {
        bool offered = false;
        for (const ClassQuestion::Option &option : std::as_const(m_question.options))
            offered = offered || option.value == *given;
        if (!offered)
            return {Refusal::BadMessage, {}, false, {}};
        answer.option = *given;
    }
    m_answers.insert({pupilId, m_question.id, m_vote}, answer); // replaces an earlier one
    const Reply reply{Refusal::None, {}, false, ClassProtocol::answered(m_question.id, m_vote, answer.name())};
    emit answered(pupilId, m_question.id, m_vote, answer);
    emit tallyChanged();
    return reply;
}

ClassSession::Reply ClassSession::act(const QString &pupilId, const ClassProtocol::Act &message)
{
    if (!m_seatOpen || message.seat != m_seatId)
        return {Refusal::NoSeatWork, {}, false, {}};
    std::optional<nq::Square> square;
    if (message.action != ClassProtocol::Act::Action::Show) {
        square = squareNamed(m_seatN, message.square);
        if (!square)
            return {Refusal::BadMessage, {}, false, {}};
    }
    // A copy: a slot may remove the pupil.
    const QString pupil = pupilId;
    emit acted(pupil, message.action, square);
    return {};
}

void ClassSession::drop(const QString &pupilId, bool removed)
{
    emit pupilLeaving(pupilId, removed);
    const Pupil pupil = m_pupils.take(pupilId);
    m_order.removeOne(pupilId);
    m_seats.remove(pupilId);
    m_tokens.remove(pupil.token);
    // Their name stays for the results; the oldest goes past the bound.
    m_leftNames.insert(pupilId, pupil.name);
    m_leftOrder.append(pupilId);
    if (m_leftOrder.size() > MaxLeftNames)
        m_leftNames.remove(m_leftOrder.takeFirst());
    emit pupilsChanged();
    emit tallyChanged();
}

QString ClassSession::generatedName() const
{
    QSet<QString> used;
    for (const Pupil &pupil : m_pupils)
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
    return PupilNames::generated(m_nextPupil);
}

// --- the transport's words -----------------------------------------------------

void ClassSession::setConnected(const QString &pupilId, bool connected, bool later)
{
    const auto it = m_pupils.find(pupilId);
    if (it == m_pupils.end())
        return;
    it->connected = connected;
    if (later)
        QTimer::singleShot(0, this, [this] { emit pupilsChanged(); });
    else
        emit pupilsChanged();
}

void ClassSession::end(bool tell)
{
    const bool hadQuestion = hasQuestion();
    m_seatOpen = false;
    m_questionOpen = m_revealed = false;
    for (Pupil &pupil : m_pupils)
        pupil.connected = false;
    if (tell) {
        emit pupilsChanged();
        if (hadQuestion)
            emit questionClosed(m_question.id);
    }
}

QList<QJsonObject> ClassSession::greeting(const QString &pupilId, const QString &language,
                                          const QJsonObject &strings) const
{
    const auto it = m_pupils.constFind(pupilId);
    if (it == m_pupils.cend())
        return {};
    return QList<QJsonObject>{ClassProtocol::welcome(it->token, it->name, language, strings)}
           + catchUp(pupilId, false);
}

QList<QJsonObject> ClassSession::catchUp(const QString &pupilId, bool missedSome) const
{
    QList<QJsonObject> messages;
    if (m_board.n > 0)
        messages.append(ClassProtocol::state(m_board));
    // Their own run (or its end) before any question: a question asked
    // after seat work ended is what the page shows.
    const auto seat = m_seats.constFind(pupilId);
    if (seat != m_seats.cend())
        messages.append(*seat);
    if (m_asked && (m_questionOpen || m_revealed)) {
        messages.append(questionMessage(pupilId));
        if (m_revealed)
            messages.append(revealMessage(pupilId));
    } else if (m_asked && missedSome) {
        // A page that fell behind may still show a question closed since.
        messages.append(ClassProtocol::noQuestion());
    }
    return messages;
}

// --- the teacher's -------------------------------------------------------------

QList<ClassPupil> ClassSession::pupils() const
{
    QList<ClassPupil> list;
    list.reserve(m_order.size());
    for (const QString &id : m_order) {
        const Pupil &pupil = m_pupils[id];
        list.append({pupil.id, pupil.name, pupil.connected});
    }
    return list;
}

QString ClassSession::nameOf(const QString &pupilId) const
{
    const auto it = m_pupils.constFind(pupilId);
    return it != m_pupils.cend() ? it->name : m_leftNames.value(pupilId);
}

int ClassSession::connectedCount() const
{
    int count = 0;
    for (const Pupil &pupil : m_pupils)
        count += pupil.connected ? 1 : 0;
    return count;
}

void ClassSession::removePupil(const QString &pupilId)
{
    if (m_pupils.contains(pupilId))
        drop(pupilId, true);
}

void ClassSession::setBoard(const ClassBoard &board)
{
    m_board = board;
    emit outgoing({{QString(), ClassProtocol::state(m_board), true}});
}

void ClassSession::ask(const ClassQuestion &question, int vote, const QStringList &right,
                       const QString &explanation, const QMap<QString, QString> &reasons)
{
    if (!m_seatOpen)
        m_seats.clear(); // the summaries of seat work that ended are over too
    // Vote 1 as it stands, before the pupils start on vote 2.
    const bool again = vote == 2 && m_questionOpen && m_vote == 1 && question.id == m_question.id;
    m_firstTally = again ? tally() : QMap<QString, int>();
    m_question = question;
    m_offered.clear();
    if (question.input == ClassQuestion::Input::Square) {
        for (const QString &name : question.squares)
            if (const std::optional<nq::Square> square = squareNamed(question.n, name))
                m_offered.append(*square);
    }
    m_vote = vote == 2 ? 2 : 1;
    m_asked = true;
    m_questionOpen = true;
    m_revealed = false;
    m_right = right;
    m_explanation = explanation;
    keepReasons(reasons);
    QList<Delivery> deliveries;
    for (const QString &id : std::as_const(m_order))
        if (m_pupils[id].connected)
            deliveries.append({id, questionMessage(id), true});
    emit outgoing(deliveries);
    emit asked(m_question, m_vote);
    emit tallyChanged();
}

bool ClassSession::askAgain()
{
    if (!m_questionOpen || m_vote != 1)
        return false;
    // Copies: ask() replaces what they refer to.
    const ClassQuestion question = m_question;
    const QStringList right = m_right;
    const QString explanation = m_explanation;
    const QMap<QString, QString> reasons = m_reasons;
    ask(question, 2, right, explanation, reasons);
    return true;
}

void ClassSession::closeQuestion()
{
    if (!m_questionOpen && !m_revealed)
        return; // told already: the window may say so at every step
    m_questionOpen = false;
    m_revealed = false; // a page that comes back is shown no question
    emit outgoing({{QString(), ClassProtocol::noQuestion(), true}});
    emit questionClosed(m_question.id);
}

void ClassSession::reveal(const QStringList &right, const QString &explanation, const QMap<QString, QString> &reasons)
{
    if (!m_asked)
        return;
    m_questionOpen = false;
    m_revealed = true;
    m_right = right;
    m_explanation = explanation;
    keepReasons(reasons);
    QList<Delivery> deliveries;
    for (const QString &id : std::as_const(m_order))
        if (m_pupils[id].connected)
            deliveries.append({id, revealMessage(id), true});
    emit outgoing(deliveries);
    emit revealed(m_question.id, m_vote, m_right);
}

void ClassSession::reveal()
{
    reveal(QStringList(m_right), QString(m_explanation), QMap<QString, QString>(m_reasons));
}

void ClassSession::retell(const ClassQuestion &question, const QString &explanation,
                          const QMap<QString, QString> &reasons)
{
    const bool sameForm = question.id == m_question.id && question.input == m_question.input
                          && question.squares == m_question.squares && question.options.size() == m_question.options.size()
                          && std::equal(question.options.cbegin(), question.options.cend(), m_question.options.cbegin(),
                                        [](const ClassQuestion::Option &a, const ClassQuestion::Option &b) {
                                            return a.value == b.value;
                                        });
    if (!m_asked || !(m_questionOpen || m_revealed) || !sameForm)
        return;
    // Only words change: what a pupil may answer, and the answers, stay.
    m_question.text = question.text;
    m_question.options = question.options;
    m_explanation = explanation;
    keepReasons(reasons);
    QList<Delivery> deliveries;
    for (const QString &id : std::as_const(m_order)) {
        if (!m_pupils[id].connected)
            continue;
        deliveries.append({id, questionMessage(id), true});
        if (m_revealed)
            deliveries.append({id, revealMessage(id), true});
    }
    emit outgoing(deliveries);
}

int ClassSession::answeredCount() const
{
    int count = 0;
    for (int n : tally())
        count += n;
    return count;
}

QMap<QString, int> ClassSession::tally() const
{
    QMap<QString, int> counts;
    if (!m_asked)
        return counts;
    for (const QString &id : m_order) {
        const auto it = m_answers.constFind({id, m_question.id, m_vote});
        if (it != m_answers.cend())
            ++counts[it->name()];
    }
    return counts;
}

QList<std::pair<nq::Square, int>> ClassSession::squareTally() const
{
    std::map<std::pair<int, int>, int> counts; // (row, column) -> pupils
    if (m_asked) {
        for (const QString &id : m_order) {
            const auto it = m_answers.constFind({id, m_question.id, m_vote});
            if (it != m_answers.cend() && it->square)
                ++counts[{it->square->row, it->square->col}];
        }
    }
    QList<std::pair<nq::Square, int>> list;
    for (const auto &[square, count] : counts)
        list.append({nq::Square{square.first, square.second}, count});
    return list;
}

QMap<QString, int> ClassSession::tally(int vote) const
{
    if (!m_asked)
        return {};
    if (vote == m_vote)
        return tally();
    return vote == 1 ? m_firstTally : QMap<QString, int>(); // vote 1 as it stood when vote 2 was asked
}

QList<std::pair<nq::Square, int>> ClassSession::squareTally(int vote) const
{
    if (!m_asked)
        return {};
    if (vote == m_vote)
        return squareTally();
    if (vote != 1)
        return {};
    // Vote 1's tally was kept by name: each offered square (the only ones a
    // pupil could choose), named as its answers are, in the order squareTally() gives.
    QList<nq::Square> offered = m_offered;
    std::sort(offered.begin(), offered.end(),
              [](const nq::Square &a, const nq::Square &b) { return std::pair(a.row, a.col) < std::pair(b.row, b.col); });
    offered.erase(std::unique(offered.begin(), offered.end()), offered.end()); // a square offered twice counts once
    QList<std::pair<nq::Square, int>> list;
    for (const nq::Square &square : std::as_const(offered)) {
        const int count = m_firstTally.value(ClassAnswer{m_question.n, square, {}}.name());
        if (count > 0)
            list.append({square, count});
    }
    return list;
}

ClassAnswer ClassSession::countedAnswer(const QString &pupilId, int *vote) const
{
    ClassAnswer answer;
    int given = 0;
    if (m_asked) {
        const ClassAnswer second = m_vote == 2 ? m_answers.value({pupilId, m_question.id, 2}) : ClassAnswer();
        given = countedVote(!second.isEmpty());
        answer = given == 2 ? second : m_answers.value({pupilId, m_question.id, 1});
    }
    if (vote)
        *vote = answer.isEmpty() ? 0 : given;
    return answer;
}

ClassSession::RightCount ClassSession::rightCount() const
{
    RightCount count;
    for (const QString &id : m_order) {
        const ClassAnswer answer = countedAnswer(id);
        if (answer.isEmpty())
            continue;
        ++count.answered;
        count.right += m_right.contains(answer.name()) ? 1 : 0;
    }
    return count;
}

ClassAnswer ClassSession::answerOf(const QString &pupilId, int question, int vote) const
{
    return m_answers.value({pupilId, question, vote});
}

QString ClassSession::answerName(const QString &pupilId) const
{
    return m_answers.value({pupilId, m_question.id, m_vote}).name();
}

QJsonObject ClassSession::questionMessage(const QString &pupilId) const
{
    return ClassProtocol::question(m_question, m_vote, answerName(pupilId));
}

QJsonObject ClassSession::revealMessage(const QString &pupilId) const
{
    // Their answer as the class counts it (a vote 1 answer when they gave
    // none to vote 2), with the reason for it: the right answer is said
    // once, in `right`, the reason says why theirs is right or wrong.
    int vote = 0;
    const QString answer = countedAnswer(pupilId, &vote).name();
    const QString why = answer.isEmpty() ? m_explanation : m_reasons.value(answer, m_explanation);
    return ClassProtocol::reveal(m_question, m_vote, m_right, answer, why, vote);
}

void ClassSession::keepReasons(const QMap<QString, QString> &reasons)
{
    // Only the answers the question offers: a pupil can give no other, and
    // the key stays as small as the question.
    m_reasons.clear();
    const auto keep = [&](const QString &answer) {
        const auto it = reasons.constFind(answer);
        if (it != reasons.cend())
            m_reasons.insert(answer, *it);
    };
    if (m_question.input == ClassQuestion::Input::Square) {
        for (const QString &square : std::as_const(m_question.squares))
            keep(square);
    } else {
        for (const ClassQuestion::Option &option : std::as_const(m_question.options))
            keep(option.value);
    }
}

// --- seat work -----------------------------------------------------------------

bool ClassSession::startSeatWork(int seatId, int n)
{
    if (n < 1 || n > nq::MaxLocalSearchSize)
        return false;
    closeQuestion();
    m_seatOpen = true;
    m_seatId = seatId;
    m_seatN = n;
    m_seats.clear();
    return true;
}

void ClassSession::sendSeat(const QString &pupilId, const QJsonObject &seat)
{
    if (!m_seatOpen || !m_pupils.contains(pupilId))
        return;
    QList<Delivery> deliveries;
    keepSeat(pupilId, ClassProtocol::seat(seat, m_seatId), &deliveries);
    emit outgoing(deliveries);
}

void ClassSession::stopSeatWork(const QJsonObject &ends)
{
    if (!m_seatOpen)
        return;
    m_seatOpen = false;
    QList<Delivery> deliveries;
    for (const QString &id : std::as_const(m_order))
        keepSeat(id, ClassProtocol::seatEnd(m_seatId, ends.value(id).toObject()), &deliveries);
    emit outgoing(deliveries);
}

void ClassSession::keepSeat(const QString &pupilId, QJsonObject message, QList<Delivery> *deliveries)
{
    message.insert(QStringLiteral("v"), 1);
    m_seats.insert(pupilId, message); // replaces the last one
    if (m_pupils.value(pupilId).connected)
        deliveries->append({pupilId, message, false});
}
