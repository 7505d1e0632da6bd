// SPDX-License-Identifier: MIT
#include "classresults.h"

#include "classcore/classsession.h"
#include "classcore/pupilnames.h"
#include "files/resultsfile.h"
#include "files/resultssheet.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <charconv>
#include <cstring>

namespace {

constexpr qsizetype MaxTextLength = 4096; // a question's words
constexpr qsizetype MaxAnswerLength = 64; // a square's name or an option's value; a pupil's id
// The id of a row the homework import makes for a name the class does not
// have: no pupil's id from the server looks like it.
constexpr QLatin1String HomeworkRowPrefix("homework-");

// What toJson() writes, in bytes at most (its indented layout, the longest
// outcome and question id): the file without pupils or questions, a
// question and a pupil without their text, and each pupil's cell for a
// question with no answers. tst_classresults checks the bound on full files.
constexpr qint64 FileBytes = 256;
constexpr qint64 QuestionBytes = 96;
constexpr qint64 PupilBytes = 128;
constexpr qint64 CellBytes = 300;
// A new pupil or question leaves this much for answers to come, so that
// the answers of pupils already recorded still fit.
constexpr qint64 AnswerHeadroom = 1024 * 1024;

// `text` in a JSON string at most, in bytes, quotes included: QJsonDocument
// writes UTF-8 and escapes a control character in 6 bytes at most, a quote
// or a backslash in 2, a lone surrogate in 6.
qint64 jsonBytes(const QString &text)
{
    qint64 bytes = 2;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        bytes += u < 0x20 || c.isSurrogate() ? 6 : u == u'"' || u == u'\\' ? 2 : u < 0x80 ? 1 : u < 0x800 ? 2 : 3;
    }
    return bytes;
}

// `text` with each lone surrogate made U+FFFD: the JSON file holds
// well-formed text only.
QString wellFormed(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i).isSurrogate()) {
            const QList<uint> ucs4 = text.toUcs4();
            return QString::fromUcs4(reinterpret_cast<const char32_t *>(ucs4.constData()), ucs4.size());
        }
    }
    return text;
}

bool isWellFormed(const QString &text)
{
    return wellFormed(text) == text;
}

// A question's words as the file may hold them.
QString questionText(const QString &text)
{
    QString kept = wellFormed(text);
    if (kept.size() > MaxTextLength)
        kept.truncate(MaxTextLength - (kept.at(MaxTextLength - 1).isHighSurrogate() ? 1 : 0));
    return kept;
}

// A pupil's name as the file may hold it: plain text, never empty.
QString pupilName(const QString &name, const QString &id)
{
    for (const QString &candidate : {name, id}) {
        const QString plain = PupilNames::clean(candidate);
        if (!plain.isEmpty() && PupilNames::clean(plain) == plain)
            return plain;
    }
    return QStringLiteral("?");
}

// The seat works as toJson() writes them, a member of the root: the
// indented lines of `    "seatWork": [...]`, without the last newline.
QByteArray seatWorkMember(const QJsonArray &seatWork)
{
    if (seatWork.isEmpty())
        return {};
    const QByteArray document = QJsonDocument(QJsonObject{{QStringLiteral("seatWork"), seatWork}}).toJson(QJsonDocument::Indented);
    return document.mid(2, document.size() - 5); // without "{\n" and "\n}\n"
}

const char *homeworkKindName(ClassResults::HomeworkTask::Kind kind)
{
    switch (kind) {
    case ClassResults::HomeworkTask::Kind::Practice:
        return "practice";
    case ClassResults::HomeworkTask::Kind::Predict:
        return "predict";
    case ClassResults::HomeworkTask::Kind::Browse:
        break;
    }
    return "browse";
}

// A task as the JSON holds it: its kind's counts only, named as the
// pupil's results file names them.
QJsonObject homeworkTaskJson(const ClassResults::HomeworkTask &task)
{
    QJsonObject object{{QStringLiteral("kind"), QLatin1String(homeworkKindName(task.kind))}};
    switch (task.kind) {
    case ClassResults::HomeworkTask::Kind::Practice:
        object.insert(QStringLiteral("done"), qint64(task.done));
        object.insert(QStringLiteral("shown"), qint64(task.shown));
        object.insert(QStringLiteral("mistakes"), qint64(task.mistakes));
        object.insert(QStringLiteral("finished"), task.finished);
        break;
    case ClassResults::HomeworkTask::Kind::Predict:
        object.insert(QStringLiteral("asked"), qint64(task.asked));
        object.insert(QStringLiteral("rightFirst"), qint64(task.rightFirst));
        object.insert(QStringLiteral("rightSecond"), qint64(task.rightSecond));
        object.insert(QStringLiteral("revealed"), qint64(task.revealed));
        break;
    case ClassResults::HomeworkTask::Kind::Browse:
        break;
    }
    return object;
}

// The fields of a kind's task, as homeworkTaskJson() names them and as the
// CSV's columns do.
struct HomeworkField
{
    const char *json;
    const char *csv;
    quint64 ClassResults::HomeworkTask::*count; // null for "finished"
};
QList<HomeworkField> homeworkFields(ClassResults::HomeworkTask::Kind kind)
{
    using Task = ClassResults::HomeworkTask;
    switch (kind) {
    case Task::Kind::Practice:
        return {{"done", "done", &Task::done}, {"shown", "shown", &Task::shown},
                {"mistakes", "mistakes", &Task::mistakes}, {"finished", "finished", nullptr}};
    case Task::Kind::Predict:
        return {{"asked", "asked", &Task::asked}, {"rightFirst", "right_first", &Task::rightFirst},
                {"rightSecond", "right_second", &Task::rightSecond}, {"revealed", "revealed", &Task::revealed}};
    case Task::Kind::Browse:
        break;
    }
    return {};
}

// JSON text written through a cursor, into the QByteArray returned: no
// out-of-line call per piece (QByteArray's append) and no copy at the end
// (std::string's), each of which took as long as the rest of toJson().
class JsonText
{
public:
    explicit JsonText(qsizetype expected)
    {
        m_bytes.resize(std::max<qsizetype>(expected, 64));
        m_data = m_bytes.data();
    }
    JsonText &operator+=(char c)
    {
        room(1);
        m_data[m_size++] = c;
        return *this;
    }
    JsonText &operator+=(const char *text)
    {
        append(text, qsizetype(std::strlen(text)));
        return *this;
    }
    void append(const char *text, qsizetype size)
    {
        room(size);
        std::memcpy(m_data + m_size, text, size_t(size));
        m_size += size;
    }
    QByteArray take()
    {
        m_bytes.truncate(m_size);
        return std::move(m_bytes);
    }

private:
    void room(qsizetype more)
    {
        if (m_size + more > m_bytes.size()) {
            m_bytes.resize(std::max(2 * m_bytes.size(), m_size + more));
            m_data = m_bytes.data();
        }
    }

    QByteArray m_bytes;
    char *m_data = nullptr;
    qsizetype m_size = 0;
};

// Appends `text` as a JSON string, byte for byte as QJsonDocument writes it
// (UTF-8; a quote, a backslash and control characters escaped; a lone
// surrogate as \uXXXX): toJson() writes its files itself, in a twentieth
// of the time QJsonObject takes (after every question, in the window's
// thread: 2,000 pupils by 10 questions are 5.7 MB).
void appendString(JsonText &out, const QString &text)
{
    static const char hex[] = "0123456789abcdef";
    out += '"';
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size; ++i) {
        const char16_t u = text.at(i).unicode();
        if (u < 0x80) {
            if (u >= 0x20 && u != u'"' && u != u'\\') {
                out += char(u);
                continue;
            }
            out += '\\';
            switch (u) {
            case u'"':
                out += '"';
                break;
            case u'\\':
                out += '\\';
                break;
            case u'\b':
                out += 'b';
                break;
            case u'\f':
                out += 'f';
                break;
            case u'\n':
                out += 'n';
                break;
            case u'\r':
                out += 'r';
                break;
            case u'\t':
                out += 't';
                break;
            default:
                out += "u00";
                out += hex[u >> 4];
                out += hex[u & 0xf];
            }
        } else if (u < 0x800) {
            out += char(0xc0 | (u >> 6));
            out += char(0x80 | (u & 0x3f));
        } else if (QChar::isHighSurrogate(u) && i + 1 < size && QChar::isLowSurrogate(text.at(i + 1).unicode())) {
            const char32_t c = QChar::surrogateToUcs4(u, text.at(++i).unicode());
            out += char(0xf0 | (c >> 18));
            out += char(0x80 | ((c >> 12) & 0x3f));
            out += char(0x80 | ((c >> 6) & 0x3f));
            out += char(0x80 | (c & 0x3f));
        } else if (QChar::isSurrogate(u)) {
            out += "\\u";
            for (int shift = 12; shift >= 0; shift -= 4)
                out += hex[(u >> shift) & 0xf];
        } else {
            out += char(0xe0 | (u >> 12));
            out += char(0x80 | ((u >> 6) & 0x3f));
            out += char(0x80 | (u & 0x3f));
        }
    }
    out += '"';
}

void appendAnswer(JsonText &out, const QString &answer)
{
    if (answer.isEmpty())
        out += "null";
    else
        appendString(out, answer);
}

} // namespace

qint64 ClassResults::jsonBytesBound() const
{
    return FileBytes + m_seatBytes + m_homeworkBytes + m_textBytes + qint64(m_pupils.size()) * m_questions.size() * CellBytes;
}

bool ClassResults::fits(qint64 bytes, bool headroom) const
{
    return jsonBytesBound() + bytes + (headroom ? AnswerHeadroom : 0) <= MaxJsonBytes;
}

bool ClassResults::addPupil(const QString &id, const QString &name)
{
    const auto known = m_sheets.constFind(id);
    if (known != m_sheets.cend() && m_pupils.at(known->row).name == name)
        return true; // as at every vote: no need to clean the name again
    if (id.isEmpty() || id.size() > MaxAnswerLength || !isWellFormed(id))
        return false;
    const QString shown = pupilName(name, id);
    if (known != m_sheets.cend()) {
        Pupil &pupil = m_pupils[known->row];
        if (pupil.name != shown) {
            // A longer name must fit too; one that does not keeps the old name.
            const qint64 more = jsonBytes(shown) - jsonBytes(pupil.name);
            if (more > 0 && !fits(more, false)) {
                m_full = true;
                return true;
            }
            m_textBytes += more;
            pupil.name = shown;
        }
        return true;
    }
    if (adoptHomeworkRow(id, shown))
        return true;
    const qint64 bytes = PupilBytes + jsonBytes(id) + jsonBytes(shown) + qint64(m_questions.size()) * CellBytes;
    if (m_pupils.size() >= MaxPupils || !fits(bytes, true)) {
        m_full = true;
        return false;
    }
    m_pupils.append({id, shown});
    m_sheets.insert(id, {{}, 0, m_pupils.size() - 1});
    m_textBytes += bytes - qint64(m_questions.size()) * CellBytes; // the cells are counted apart
    return true;
}

bool ClassResults::addQuestion(int id, const QString &text)
{
    const QString kept = questionText(text);
    if (m_questionIds.contains(id)) {
        for (Question &question : m_questions) {
            if (question.id == id) {
                const qint64 more = jsonBytes(kept) - jsonBytes(question.text);
                if (more > 0 && !fits(more, false)) {
                    m_full = true;
                    return true;
                }
                m_textBytes += more;
                question.text = kept;
                return true;
            }
        }
    }
    const qint64 bytes = QuestionBytes + jsonBytes(kept) + qint64(m_pupils.size()) * CellBytes;
    if (m_questions.size() >= MaxQuestions || !fits(bytes, true)) {
        m_full = true;
        ++m_questionsNotRecorded;
        return false;
    }
    m_questions.append({id, kept});
    m_questionIds.insert(id);
    m_textBytes += bytes - qint64(m_pupils.size()) * CellBytes;
    return true;
}

bool ClassResults::record(const QString &pupilId, int question, int vote, const QString &answer, bool correct)
{
    if (vote != 1 && vote != 2)
        return false;
    if (answer.size() > MaxAnswerLength || !isWellFormed(answer)) {
        // Never one of the program's squares or options: not what the file holds.
        return false;
    }
    if (!m_sheets.contains(pupilId) && !addPupil(pupilId, pupilId))
        return false;
    if (!m_questionIds.contains(question) && !addQuestion(question, QString::number(question)))
        return false;
    Sheet &sheet = m_sheets[pupilId];
    Votes &votes = sheet.votes[question];
    QString &kept = votes.answer[vote - 1];
    const qint64 more = (answer.isEmpty() ? 0 : jsonBytes(answer)) - (kept.isEmpty() ? 0 : jsonBytes(kept));
    if (more > 0 && !fits(more, false)) {
        m_full = true;
        return false;
    }
    m_textBytes += more;
    sheet.answers += (answer.isEmpty() ? 0 : 1) - (kept.isEmpty() ? 0 : 1);
    kept = answer;
    votes.correct[vote - 1] = !answer.isEmpty() && correct;
    return true;
}

void ClassResults::forgetAbsent(const QSet<QString> &present)
{
    const qsizetype before = m_pupils.size();
    m_pupils.removeIf([&](const Pupil &pupil) {
        const auto sheet = m_sheets.constFind(pupil.id);
        if (present.contains(pupil.id) || (sheet != m_sheets.cend() && sheet->answers > 0))
            return false;
        for (const PupilHomework &entry : std::as_const(m_homework))
            if (entry.pupil == pupil.id)
                return false;
        m_textBytes -= PupilBytes + jsonBytes(pupil.id) + jsonBytes(pupil.name);
        m_sheets.remove(pupil.id);
        return true;
    });
    if (m_pupils.size() == before)
        return;
    m_pupils.squeeze();
    for (qsizetype row = 0; row < m_pupils.size(); ++row)
        m_sheets[m_pupils.at(row).id].row = row;
}

namespace {

// A homework's title as the results keep it: well formed, one line (a
// control character made a space), at most MaxHomeworkTitleLength.
QString homeworkTitle(const QString &title)
{
    QString kept = wellFormed(title);
    for (QChar &c : kept)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            c = QLatin1Char(' ');
    if (kept.size() > ClassResults::MaxHomeworkTitleLength)
        kept.truncate(ClassResults::MaxHomeworkTitleLength
                      - (kept.at(ClassResults::MaxHomeworkTitleLength - 1).isHighSurrogate() ? 1 : 0));
    return kept;
}

// At least what one pupil's result of `homework` takes in toJson()'s
// "homework" (its indented layout, the longest kind and counts).
qint64 homeworkBytes(const QString &pupil, const ClassResults::Homework &homework)
{
    return 200 + jsonBytes(pupil) + jsonBytes(homework.id) + jsonBytes(homework.title)
        + qint64(homework.tasks.size()) * 300;
}

// The member "homework" as toJson() writes it (QJsonDocument's layout, as
// seatWorkMember()), without the last newline.
QByteArray homeworkMember(const QJsonArray &entries)
{
    if (entries.isEmpty())
        return {};
    const QByteArray document = QJsonDocument(QJsonObject{{QStringLiteral("homework"), entries}}).toJson(QJsonDocument::Indented);
    return document.mid(2, document.size() - 5);
}

} // namespace

QString ClassResults::pupilNamed(const QString &name) const
{
    const QString wanted = name.trimmed();
    for (const Pupil &pupil : m_pupils)
        if (pupil.name.trimmed().compare(wanted, Qt::CaseInsensitive) == 0)
            return pupil.id;
    return {};
}

bool ClassResults::adoptHomeworkRow(const QString &id, const QString &shown)
{
    if (m_homework.isEmpty())
        return false;
    const QString earlier = pupilNamed(shown);
    const auto sheet = m_sheets.constFind(earlier);
    if (!earlier.startsWith(HomeworkRowPrefix) || sheet == m_sheets.cend() || sheet->answers > 0)
        return false;
    qint64 more = jsonBytes(id) - jsonBytes(earlier) + jsonBytes(shown) - jsonBytes(m_pupils.at(sheet->row).name);
    qint64 moreHomework = 0;
    for (const PupilHomework &entry : std::as_const(m_homework))
        if (entry.pupil == earlier)
            moreHomework += homeworkBytes(id, entry.homework) - homeworkBytes(earlier, entry.homework);
    if (more + moreHomework > 0 && !fits(more + moreHomework, false))
        return false;
    const Sheet kept = *sheet;
    m_sheets.erase(sheet);
    m_sheets.insert(id, kept);
    m_pupils[kept.row] = {id, shown};
    for (PupilHomework &entry : m_homework)
        if (entry.pupil == earlier)
            entry.pupil = id;
    m_textBytes += more;
    m_homeworkBytes += moreHomework;
    writeHomework();
    return true;
}

bool ClassResults::clashes(const Homework &homework) const
{
    for (const PupilHomework &entry : m_homework) {
        if (entry.homework.id != homework.id)
            continue;
        if (entry.homework.tasks.size() != homework.tasks.size())
            return true;
        for (qsizetype t = 0; t < homework.tasks.size(); ++t)
            if (entry.homework.tasks.at(t).kind != homework.tasks.at(t).kind)
                return true;
        return false; // all of one id agree: the first is enough
    }
    return false;
}

bool ClassResults::addHomework(const HandedIn &handedIn)
{
    const bool added = addOneHomework(handedIn);
    writeHomework();
    return added;
}

int ClassResults::addHomework(const QList<HandedIn> &handedIn)
{
    int notRecorded = 0;
    for (const HandedIn &one : handedIn)
        notRecorded += addOneHomework(one) ? 0 : 1;
    writeHomework();
    return notRecorded;
}

bool ClassResults::addOneHomework(const HandedIn &handedIn)
{
    Homework homework = handedIn.homework;
    homework.title = homeworkTitle(homework.title);
    if (homework.id.isEmpty() || homework.id.size() > MaxAnswerLength || !isWellFormed(homework.id)
        || homework.tasks.size() > MaxHomeworkTasks || clashes(homework))
        return false;
    for (const HomeworkTask &task : homework.tasks)
        for (const quint64 count : {task.done, task.shown, task.mistakes, task.asked, task.rightFirst,
                                    task.rightSecond, task.revealed})
            if (count > MaxHomeworkCount)
                return false;
    const QString name = PupilNames::clean(handedIn.pupil);
    if (name.isEmpty() || PupilNames::clean(name) != name)
        return false;

    QString pupil = pupilNamed(name);
    qsizetype replaced = -1;
    bool known = false; // the homework, from another pupil
    for (qsizetype i = 0; i < m_homework.size(); ++i) {
        if (m_homework.at(i).homework.id != homework.id)
            continue;
        known = true;
        if (!pupil.isEmpty() && m_homework.at(i).pupil == pupil) {
            replaced = i;
            break;
        }
    }
    if ((!known && homeworks().size() >= MaxHomeworks) || (replaced < 0 && m_homework.size() >= MaxHomeworkEntries)) {
        m_full = true;
        return false;
    }
    if (pupil.isEmpty()) {
        // A new row, its id one no pupil of the class has (theirs are the server's).
        int n = int(m_pupils.size()) + 1;
        while (m_sheets.contains(HomeworkRowPrefix + QString::number(n)))
            ++n;
        const QString id = HomeworkRowPrefix + QString::number(n);
        const qint64 bytes = homeworkBytes(id, homework) + PupilBytes + jsonBytes(id) + jsonBytes(name)
            + qint64(m_questions.size()) * CellBytes;
        if (!fits(bytes, true) || !addPupil(id, name)) {
            m_full = true;
            return false;
        }
        pupil = id;
    }
    const qint64 bytes = homeworkBytes(pupil, homework)
        - (replaced >= 0 ? homeworkBytes(pupil, m_homework.at(replaced).homework) : 0);
    if (bytes > 0 && !fits(bytes, false)) {
        m_full = true;
        return false;
    }
    m_homeworkBytes += bytes;
    if (replaced >= 0)
        m_homework[replaced].homework = homework;
    else
        m_homework.append({pupil, homework});
    return true;
}

void ClassResults::writeHomework()
{
    QJsonArray entries;
    for (const PupilHomework &entry : std::as_const(m_homework)) {
        QJsonArray tasks;
        for (const HomeworkTask &task : entry.homework.tasks)
            tasks.append(homeworkTaskJson(task));
        entries.append(QJsonObject{{QStringLiteral("pupil"), entry.pupil},
                                   {QStringLiteral("id"), entry.homework.id},
                                   {QStringLiteral("title"), entry.homework.title},
                                   {QStringLiteral("tasks"), tasks}});
    }
    m_homeworkJson = homeworkMember(entries);
}

QList<ClassResults::Homework> ClassResults::homeworks() const
{
    QList<Homework> homeworks;
    QHash<QString, qsizetype> at; // by id, in `homeworks`
    for (const PupilHomework &entry : m_homework) {
        const auto same = at.constFind(entry.homework.id);
        if (same != at.cend()) {
            homeworks[*same].title = entry.homework.title;
            continue;
        }
        at.insert(entry.homework.id, homeworks.size());
        Homework columns = entry.homework;
        for (HomeworkTask &task : columns.tasks)
            task = HomeworkTask{task.kind};
        homeworks.append(columns);
    }
    return homeworks;
}

std::optional<ClassResults::Homework> ClassResults::homeworkOf(const QString &pupilId, const QString &id) const
{
    for (const PupilHomework &entry : m_homework)
        if (entry.pupil == pupilId && entry.homework.id == id)
            return entry.homework;
    return std::nullopt;
}

void ClassResults::recordVote(const ClassSession &session, int question, const QString &text, int vote,
                              const QStringList &right)
{
    const QList<ClassPupil> pupils = session.pupils();
    QSet<QString> present;
    present.reserve(pupils.size());
    for (const ClassPupil &pupil : pupils)
        present.insert(pupil.id);
    forgetAbsent(present);
    m_pupilsNotRecorded = 0;
    if (!addQuestion(question, text)) {
        m_pupilsNotRecorded = int(pupils.size());
        return;
    }
    for (const ClassPupil &pupil : pupils) {
        const QString answer = session.answerOf(pupil.id, question, vote).name();
        if (!addPupil(pupil.id, pupil.name) || !record(pupil.id, question, vote, answer, right.contains(answer)))
            ++m_pupilsNotRecorded;
    }
}

QString ClassResults::fullText() const
{
    if (!m_full)
        return {};
    if (m_pupilsNotRecorded > 0)
        return tr("The results are full: the answers of %n pupil(s) to this question were not recorded. "
                  "Save the results, then close the class and open it again.",
                  nullptr, m_pupilsNotRecorded);
    return tr("The results are full: new pupils and questions are not recorded. "
              "Save the results, then close the class and open it again.");
}

void ClassResults::setSeatWork(const QJsonArray &seatWork)
{
    QJsonArray kept = seatWork;
    if (kept.size() > MaxSeatWorks) {
        m_full = true;
        while (kept.size() > MaxSeatWorks)
            kept.removeLast();
    }
    QByteArray member = seatWorkMember(kept);
    while (!kept.isEmpty() && jsonBytesBound() - m_seatBytes + member.size() + 2 > MaxJsonBytes) {
        m_full = true;
        kept.removeLast();
        member = seatWorkMember(kept);
    }
    m_seatWork = kept;
    m_seatJson = member;
    m_seatBytes = member.isEmpty() ? 0 : member.size() + 2;
}

ClassResults::Outcome ClassResults::outcome(const QString &pupilId, int question) const
{
    const auto sheet = m_sheets.constFind(pupilId);
    if (sheet == m_sheets.cend())
        return Outcome::None;
    const auto it = sheet->votes.constFind(question);
    return it == sheet->votes.cend() ? Outcome::None : outcomeOf(*it);
}

QList<ClassResults::Outcome> ClassResults::outcomes(const QString &pupilId) const
{
    QList<Outcome> outcomes(m_questions.size(), Outcome::None);
    const auto sheet = m_sheets.constFind(pupilId);
    if (sheet == m_sheets.cend() || sheet->votes.isEmpty())
        return outcomes;
    for (qsizetype q = 0; q < m_questions.size(); ++q) {
        const auto it = sheet->votes.constFind(m_questions.at(q).id);
        if (it != sheet->votes.cend())
            outcomes[q] = outcomeOf(*it);
    }
    return outcomes;
}

ClassResults::Outcome ClassResults::outcomeOf(const Votes &votes)
{
    // The class's one rule (countedVote()): the latest answer counts, as
    // the pupil's page and the projector's count have it. Right then, it
    // was right from the first vote when vote 1 was right too.
    const int counted = countedVote(!votes.answer[1].isEmpty()) - 1;
    if (votes.answer[counted].isEmpty())
        return Outcome::None;
    if (!votes.correct[counted])
        return Outcome::Wrong;
    return votes.correct[0] ? Outcome::RightFirst : Outcome::RightSecond;
}

ClassResults::Outcome ClassResults::earlierOutcomeOf(const Votes &votes)
{
    if (votes.correct[0])
        return Outcome::RightFirst;
    if (votes.correct[1])
        return Outcome::RightSecond;
    if (!votes.answer[0].isEmpty() || !votes.answer[1].isEmpty())
        return Outcome::Wrong;
    return Outcome::None;
}

QString ClassResults::answer(const QString &pupilId, int question, int vote) const
{
    if (vote != 1 && vote != 2)
        return {};
    return m_sheets.value(pupilId).votes.value(question).answer[vote - 1];
}

QString ClassResults::outcomeId(Outcome outcome)
{
    return QString::fromLatin1(outcomeName(outcome));
}

const char *ClassResults::outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::RightFirst:
        return "right-first";
    case Outcome::RightSecond:
        return "right-second";
    case Outcome::Wrong:
        return "wrong";
    case Outcome::None:
        break;
    }
    return "none";
}

QByteArray ClassResults::toCsv() const
{
    ResultsSheet sheet;
    sheet.text(QStringLiteral("pupil"));
    for (const Question &question : m_questions)
        sheet.text(question.text);
    const QList<Homework> homeworks = this->homeworks();
    for (const Homework &homework : homeworks) {
        for (qsizetype t = 0; t < homework.tasks.size(); ++t) {
            const QList<HomeworkField> fields = homeworkFields(homework.tasks.at(t).kind);
            // Appended, not arg(): a title may hold "%1" itself.
            const QString column = homework.title + QStringLiteral(": task") + QString::number(t + 1) + u'_';
            if (fields.isEmpty())
                sheet.text(column + QLatin1String("handed_in"));
            for (const HomeworkField &field : fields)
                sheet.text(column + QLatin1String(field.csv));
        }
    }
    sheet.endRow();
    // Each pupil's results by homework id.
    QHash<QString, QHash<QString, const Homework *>> handedIn;
    for (const PupilHomework &entry : m_homework)
        handedIn[entry.pupil].insert(entry.homework.id, &entry.homework);
    for (const Pupil &pupil : m_pupils) {
        sheet.text(pupil.name);
        for (const Question &question : m_questions)
            sheet.word(outcomeId(outcome(pupil.id, question.id)));
        const QHash<QString, const Homework *> own = handedIn.value(pupil.id);
        for (const Homework &homework : homeworks) {
            const Homework *result = own.value(homework.id);
            for (qsizetype t = 0; t < homework.tasks.size(); ++t) {
                const QList<HomeworkField> fields = homeworkFields(homework.tasks.at(t).kind);
                if (!result) {
                    sheet.texts(QStringList(std::max<qsizetype>(fields.size(), 1), QString()));
                    continue;
                }
                const HomeworkTask &task = result->tasks.at(t);
                if (fields.isEmpty())
                    sheet.flag(true);
                for (const HomeworkField &field : fields) {
                    if (field.count)
                        sheet.number(task.*field.count);
                    else
                        sheet.flag(task.finished);
                }
            }
        }
        sheet.endRow();
    }
    return sheet.toCsv();
}

QByteArray ClassResults::toJson() const
{
    // QJsonDocument's indented layout, keys in its order (sorted).
    JsonText out(qsizetype(std::min(jsonBytesBound(), qint64(MaxJsonBytes))));
    static const Votes noVotes;
    const auto number = [&out](int n) {
        char digits[16];
        const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
        out.append(digits, end - digits);
    };
    out += "{\n";
    if (!m_homeworkJson.isEmpty()) {
        out.append(m_homeworkJson.constData(), m_homeworkJson.size());
        out += ",\n";
    }
    out += "    \"mode\": \"class\",\n    \"pupils\": [\n";
    for (qsizetype p = 0; p < m_pupils.size(); ++p) {
        const Pupil &pupil = m_pupils.at(p);
        const Sheet &sheet = *m_sheets.constFind(pupil.id);
        out += "        {\n            \"id\": ";
        appendString(out, pupil.id);
        out += ",\n            \"name\": ";
        appendString(out, pupil.name);
        out += ",\n            \"results\": [\n";
        for (qsizetype q = 0; q < m_questions.size(); ++q) {
            const int id = m_questions.at(q).id;
            const auto found = sheet.votes.constFind(id);
            const Votes &votes = found != sheet.votes.cend() ? *found : noVotes;
            out += "                {\n                    \"firstRight\": ";
            out += votes.correct[0] ? "true" : "false";
            out += ",\n                    \"firstVote\": ";
            appendAnswer(out, votes.answer[0]);
            out += ",\n                    \"outcome\": \"";
            out += outcomeName(outcomeOf(votes));
            out += "\",\n                    \"question\": ";
            number(id);
            out += ",\n                    \"secondRight\": ";
            out += votes.correct[1] ? "true" : "false";
            out += ",\n                    \"secondVote\": ";
            appendAnswer(out, votes.answer[1]);
            out += q + 1 < m_questions.size() ? "\n                },\n" : "\n                }\n";
        }
        out += p + 1 < m_pupils.size() ? "            ]\n        },\n" : "            ]\n        }\n";
    }
    out += "    ],\n    \"questions\": [\n";
    for (qsizetype q = 0; q < m_questions.size(); ++q) {
        out += "        {\n            \"id\": ";
        number(m_questions.at(q).id);
        out += ",\n            \"text\": ";
        appendString(out, m_questions.at(q).text);
        out += q + 1 < m_questions.size() ? "\n        },\n" : "\n        }\n";
    }
    out += "    ]";
    if (!m_seatJson.isEmpty()) {
        out += ",\n";
        out.append(m_seatJson.constData(), m_seatJson.size());
    }
    out += ",\n    \"version\": 1\n}\n";
    return out.take();
}

bool ClassResults::save(const QString &path, QString *error) const
{
    return ResultsFile::write(path, [this] { return toCsv(); }, [this] { return toJson(); }, error);
}

namespace {

bool isWhole(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    return d >= -2147483648.0 && d <= 2147483647.0 && d == double(qint64(d));
}

} // namespace

std::optional<ClassResults> ClassResults::fromJson(const QByteArray &json, QString *error)
{
    // `where` names the field in the file's own words (not translated: it
    // is the file's), for the teacher who asks someone to look at it.
    const auto damaged = [error](const QString &where) -> std::optional<ClassResults> {
        if (error)
            *error = tr("The class's results are damaged at %1.").arg(where);
        return std::nullopt;
    };
    if (json.size() > MaxJsonBytes) {
        if (error)
            *error = tr("The file is too large to be a class's results.");
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        if (error)
            *error = tr("The file is not a class's results: it is not a JSON object.");
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("mode")) != QJsonValue(QStringLiteral("class"))
        || root.value(QLatin1String("version")) != QJsonValue(1)) {
        if (error)
            *error = tr("The file is not a class's results of this program's version.");
        return std::nullopt;
    }

    ClassResults results;
    const QJsonValue seatWork = root.value(QLatin1String("seatWork"));
    if (!seatWork.isUndefined()) {
        if (!seatWork.isArray() || seatWork.toArray().size() > MaxSeatWorks)
            return damaged(QStringLiteral("seatWork"));
        for (const QJsonValue &one : seatWork.toArray())
            if (!one.isObject())
                return damaged(QStringLiteral("seatWork"));
        results.m_seatWork = seatWork.toArray();
        results.m_seatJson = seatWorkMember(results.m_seatWork);
        results.m_seatBytes = results.m_seatJson.isEmpty() ? 0 : results.m_seatJson.size() + 2;
    }
    const QJsonValue questionsValue = root.value(QLatin1String("questions"));
    const QJsonValue pupilsValue = root.value(QLatin1String("pupils"));
    if (!questionsValue.isArray() || questionsValue.toArray().size() > MaxQuestions)
        return damaged(QStringLiteral("questions"));
    if (!pupilsValue.isArray() || pupilsValue.toArray().size() > MaxPupils)
        return damaged(QStringLiteral("pupils"));

    const QJsonArray questions = questionsValue.toArray();
    for (qsizetype i = 0; i < questions.size(); ++i) {
        const QString where = QStringLiteral("questions[%1]").arg(i);
        const QJsonObject q = questions[i].toObject();
        const QJsonValue id = q.value(QLatin1String("id"));
        const QJsonValue text = q.value(QLatin1String("text"));
        if (!questions[i].isObject() || !isWhole(id) || !text.isString() || text.toString().size() > MaxTextLength)
            return damaged(where);
        if (results.m_questionIds.contains(id.toInt()))
            return damaged(where + QStringLiteral(".id"));
        results.m_questions.append({id.toInt(), text.toString()});
        results.m_questionIds.insert(id.toInt());
        results.m_textBytes += QuestionBytes + jsonBytes(text.toString());
    }

    const QJsonArray pupils = pupilsValue.toArray();
    QSet<QString> pupilIds;
    for (qsizetype i = 0; i < pupils.size(); ++i) {
        const QString where = QStringLiteral("pupils[%1]").arg(i);
        const QJsonObject p = pupils[i].toObject();
        const QJsonValue id = p.value(QLatin1String("id"));
        const QJsonValue name = p.value(QLatin1String("name"));
        const QJsonValue resultsValue = p.value(QLatin1String("results"));
        if (!pupils[i].isObject() || !id.isString() || id.toString().isEmpty() || id.toString().size() > MaxAnswerLength
            || pupilIds.contains(id.toString()))
            return damaged(where + QStringLiteral(".id"));
        // A name as the server makes them, or refused: nothing else reaches
        // the window's table from a file.
        if (!name.isString() || PupilNames::clean(name.toString()) != name.toString() || name.toString().isEmpty())
            return damaged(where + QStringLiteral(".name"));
        if (!resultsValue.isArray() || resultsValue.toArray().size() > results.m_questions.size())
            return damaged(where + QStringLiteral(".results"));
        pupilIds.insert(id.toString());
        results.m_pupils.append({id.toString(), name.toString()});
        results.m_textBytes += PupilBytes + jsonBytes(id.toString()) + jsonBytes(name.toString());
        Sheet &sheet = results.m_sheets[id.toString()];
        sheet.row = results.m_pupils.size() - 1;

        const QJsonArray cells = resultsValue.toArray();
        QSet<int> seen;
        for (qsizetype j = 0; j < cells.size(); ++j) {
            const QString cellWhere = where + QStringLiteral(".results[%1]").arg(j);
            const QJsonObject cell = cells[j].toObject();
            const QJsonValue question = cell.value(QLatin1String("question"));
            const bool known = isWhole(question) && results.m_questionIds.contains(question.toInt());
            if (!cells[j].isObject() || !known || seen.contains(question.toInt()))
                return damaged(cellWhere + QStringLiteral(".question"));
            seen.insert(question.toInt());
            Votes votes;
            const char *const voteFields[2] = {"firstVote", "secondVote"};
            const char *const rightFields[2] = {"firstRight", "secondRight"};
            for (int v = 0; v < 2; ++v) {
                const QJsonValue answer = cell.value(QLatin1String(voteFields[v]));
                const QJsonValue right = cell.value(QLatin1String(rightFields[v]));
                if (!(answer.isNull() || (answer.isString() && !answer.toString().isEmpty()
                                          && answer.toString().size() <= MaxAnswerLength))
                    || !right.isBool() || (right.toBool() && answer.isNull()))
                    return damaged(cellWhere + QLatin1Char('.') + QLatin1String(voteFields[v]));
                votes.answer[v] = answer.toString();
                votes.correct[v] = right.toBool();
                if (!votes.answer[v].isEmpty()) {
                    ++sheet.answers;
                    results.m_textBytes += jsonBytes(votes.answer[v]);
                }
            }
            sheet.votes.insert(question.toInt(), votes);
            // The outcome as this version decides it, or as versions before
            // the one rule did (vote 1 right counted whatever vote 2 said):
            // a file of those is still the class's results, read by this
            // rule from now on. Anything else was edited.
            const QJsonValue written = cell.value(QLatin1String("outcome"));
            if (written != QJsonValue(outcomeId(results.outcome(id.toString(), question.toInt())))
                && written != QJsonValue(outcomeId(earlierOutcomeOf(votes))))
                return damaged(cellWhere + QStringLiteral(".outcome"));
        }
        if (cells.size() != results.m_questions.size())
            return damaged(where + QStringLiteral(".results"));
    }

    // Homework: each entry exactly as toJson() writes it, of a pupil above,
    // every count whole and within its range; nothing else (a "score" of
    // its own) is read.
    const QJsonValue homeworkValue = root.value(QLatin1String("homework"));
    if (!homeworkValue.isUndefined()) {
        if (!homeworkValue.isArray() || homeworkValue.toArray().size() > MaxHomeworkEntries)
            return damaged(QStringLiteral("homework"));
        const QJsonArray entries = homeworkValue.toArray();
        // Each homework's tasks' kinds, as its first entry has them (a hash:
        // a file of 100,000 entries is read in one pass, never entry by entry).
        QHash<QString, QList<HomeworkTask::Kind>> kindsOf;
        QSet<QString> handedIn; // pupil and homework
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const QString where = QStringLiteral("homework[%1]").arg(i);
            if (!entries[i].isObject())
                return damaged(where);
            const QJsonObject e = entries[i].toObject();
            const QJsonValue pupil = e.value(QLatin1String("pupil"));
            const QJsonValue id = e.value(QLatin1String("id"));
            const QJsonValue title = e.value(QLatin1String("title"));
            const QJsonValue tasksValue = e.value(QLatin1String("tasks"));
            if (e.size() != 4)
                return damaged(where);
            if (!pupil.isString() || !pupilIds.contains(pupil.toString()))
                return damaged(where + QStringLiteral(".pupil"));
            if (!id.isString() || id.toString().isEmpty() || id.toString().size() > MaxAnswerLength
                || !isWellFormed(id.toString()))
                return damaged(where + QStringLiteral(".id"));
            if (!title.isString() || homeworkTitle(title.toString()) != title.toString())
                return damaged(where + QStringLiteral(".title"));
            if (!tasksValue.isArray() || tasksValue.toArray().size() > MaxHomeworkTasks)
                return damaged(where + QStringLiteral(".tasks"));
            const QString key = pupil.toString() + QLatin1Char('\n') + id.toString();
            if (handedIn.contains(key))
                return damaged(where);
            Homework homework{id.toString(), title.toString(), {}};
            const QJsonArray tasks = tasksValue.toArray();
            for (qsizetype t = 0; t < tasks.size(); ++t) {
                const QString taskWhere = where + QStringLiteral(".tasks[%1]").arg(t);
                const QJsonObject task = tasks[t].toObject();
                const QJsonValue kindValue = task.value(QLatin1String("kind"));
                HomeworkTask made;
                bool kindKnown = false;
                for (const auto kind : {HomeworkTask::Kind::Practice, HomeworkTask::Kind::Predict,
                                        HomeworkTask::Kind::Browse}) {
                    if (kindValue == QJsonValue(QLatin1String(homeworkKindName(kind)))) {
                        made.kind = kind;
                        kindKnown = true;
                    }
                }
                if (!tasks[t].isObject() || !kindKnown)
                    return damaged(taskWhere + QStringLiteral(".kind"));
                const QList<HomeworkField> fields = homeworkFields(made.kind);
                if (task.size() != fields.size() + 1)
                    return damaged(taskWhere);
                for (const HomeworkField &field : fields) {
                    const QJsonValue value = task.value(QLatin1String(field.json));
                    const bool right = field.count ? isWhole(value) && value.toInteger() >= 0
                            && quint64(value.toInteger()) <= MaxHomeworkCount
                                                   : value.isBool();
                    if (!right)
                        return damaged(taskWhere + QLatin1Char('.') + QLatin1String(field.json));
                    if (field.count)
                        made.*field.count = quint64(value.toInteger());
                    else
                        made.finished = value.toBool();
                }
                // Every question closed once: right at one try, or revealed, or neither.
                if (made.rightFirst + made.rightSecond + made.revealed > made.asked)
                    return damaged(taskWhere + QStringLiteral(".asked"));
                homework.tasks.append(made);
            }
            QList<HomeworkTask::Kind> kinds;
            for (const HomeworkTask &task : std::as_const(homework.tasks))
                kinds.append(task.kind);
            const auto known = kindsOf.constFind(homework.id);
            if (known != kindsOf.cend() && *known != kinds)
                return damaged(where + QStringLiteral(".tasks"));
            if (known == kindsOf.cend()) {
                if (kindsOf.size() == MaxHomeworks)
                    return damaged(QStringLiteral("homework"));
                kindsOf.insert(homework.id, kinds);
            }
            handedIn.insert(key);
            results.m_homeworkBytes += homeworkBytes(pupil.toString(), homework);
            results.m_homework.append({pupil.toString(), homework});
        }
        results.writeHomework();
    }
    // Nothing recorded could make more than MaxJsonBytes; a file that would
    // (a compact file of many small entries) would leave a resumed class
    // recording nothing.
    if (results.jsonBytesBound() > MaxJsonBytes) {
        if (error)
            *error = tr("The file is too large to be a class's results.");
        return std::nullopt;
    }
    return results;
}
