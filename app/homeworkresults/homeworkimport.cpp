// SPDX-License-Identifier: MIT
#include "homeworkresults/homeworkimport.h"

#include "files/resultsfile.h"
#include "files/resultssheet.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace {

QJsonObject countsJson(const HomeworkCounts &counts, int task)
{
    QJsonObject object { { QStringLiteral("task"), task },
        { QStringLiteral("kind"), HomeworkImport::kindName(counts.kind) } };
    switch (counts.kind) {
    case HomeworkCounts::Kind::Practice:
        object.insert(QStringLiteral("done"), qint64(counts.done));
        object.insert(QStringLiteral("shown"), qint64(counts.shown));
        object.insert(QStringLiteral("mistakes"), qint64(counts.mistakes));
        object.insert(QStringLiteral("finished"), counts.finished);
        break;
    case HomeworkCounts::Kind::Predict:
        object.insert(QStringLiteral("asked"), qint64(counts.asked));
        object.insert(QStringLiteral("rightFirst"), qint64(counts.rightFirst));
        object.insert(QStringLiteral("rightSecond"), qint64(counts.rightSecond));
        object.insert(QStringLiteral("revealed"), qint64(counts.revealed));
        break;
    case HomeworkCounts::Kind::Browse:
        break;
    }
    return object;
}

} // namespace

void HomeworkImport::importFiles(const QStringList &paths, const HomeworkRegistry &registry)
{
    for (const QString &path : paths) {
        add(HomeworkReplay::importFile(path, registry));
    }
}

void HomeworkImport::add(const HomeworkReplay::Outcome &outcome)
{
    (outcome.accepted() ? m_accepted : m_refused).append(outcome);
}

int HomeworkImport::taskColumns() const
{
    int most = 0;
    for (const HomeworkReplay::Outcome &outcome : m_accepted) {
        most = std::max(most, int(outcome.counts.size()));
    }
    return most;
}

QString HomeworkImport::kindName(HomeworkCounts::Kind kind)
{
    switch (kind) {
    case HomeworkCounts::Kind::Practice:
        return QStringLiteral("practice");
    case HomeworkCounts::Kind::Predict:
        return QStringLiteral("predict");
    case HomeworkCounts::Kind::Browse:
        break;
    }
    return QStringLiteral("browse");
}

QByteArray HomeworkImport::toCsv() const
{
    const int tasks = taskColumns();
    ResultsSheet sheet;
    sheet.words({ QStringLiteral("pupil"), QStringLiteral("homework"),
        QStringLiteral("homework_id"), QStringLiteral("file"), QStringLiteral("refused") });
    static const QStringList taskFields { QStringLiteral("kind"), QStringLiteral("done"),
        QStringLiteral("shown"), QStringLiteral("mistakes"), QStringLiteral("finished"),
        QStringLiteral("asked"), QStringLiteral("right_first"), QStringLiteral("right_second"),
        QStringLiteral("revealed") };
    for (int i = 1; i <= tasks; ++i) {
        for (const QString &field : taskFields) {
            sheet.word(QStringLiteral("task%1_%2").arg(i).arg(field));
        }
    }
    sheet.endRow();
    const auto start = [&sheet](const HomeworkReplay::Outcome &outcome, const QString &reason) {
        sheet.text(outcome.pupil)
            .text(outcome.homework.title)
            .text(outcome.homework.id)
            .text(QFileInfo(outcome.file).fileName())
            .text(reason);
    };
    for (const HomeworkReplay::Outcome &outcome : m_accepted) {
        start(outcome, QString());
        for (int i = 0; i < tasks; ++i) {
            if (i >= outcome.counts.size()) {
                sheet.texts(QStringList(taskFields.size(), QString()));
                continue;
            }
            const HomeworkCounts &counts = outcome.counts.at(i);
            sheet.word(kindName(counts.kind));
            if (counts.kind == HomeworkCounts::Kind::Practice) {
                sheet.number(counts.done)
                    .number(counts.shown)
                    .number(counts.mistakes)
                    .flag(counts.finished);
            } else {
                sheet.texts(QStringList(4, QString()));
            }
            if (counts.kind == HomeworkCounts::Kind::Predict) {
                sheet.number(counts.asked)
                    .number(counts.rightFirst)
                    .number(counts.rightSecond)
                    .number(counts.revealed);
            } else {
                sheet.texts(QStringList(4, QString()));
            }
        }
        sheet.endRow();
    }
    for (const HomeworkReplay::Outcome &outcome : m_refused) {
        start(outcome, outcome.refusal.text);
        sheet.texts(QStringList(qsizetype(tasks) * taskFields.size(), QString()));
        sheet.endRow();
    }
    return sheet.toCsv();
}

QByteArray HomeworkImport::toJson() const
{
    QJsonArray pupils;
    for (const HomeworkReplay::Outcome &outcome : m_accepted) {
        QJsonArray tasks;
        for (int i = 0; i < outcome.counts.size(); ++i) {
            tasks.append(countsJson(outcome.counts.at(i), i));
        }
        pupils.append(QJsonObject { { QStringLiteral("pupil"), outcome.pupil },
            { QStringLiteral("homework"), outcome.homework.id },
            { QStringLiteral("title"), outcome.homework.title },
            { QStringLiteral("file"), QFileInfo(outcome.file).fileName() },
            { QStringLiteral("tasks"), tasks } });
    }
    QJsonArray refused;
    for (const HomeworkReplay::Outcome &outcome : m_refused) {
        refused.append(QJsonObject { { QStringLiteral("file"), QFileInfo(outcome.file).fileName() },
            { QStringLiteral("pupil"), outcome.pupil },
            { QStringLiteral("homework"), outcome.homework.id },
            { QStringLiteral("reason"), HomeworkRefusal::reasonName(outcome.refusal.reason) },
            { QStringLiteral("why"), outcome.refusal.text } });
    }
    return ResultsFile::json(
        QJsonObject { { QStringLiteral("format"), QStringLiteral("nqueens-homework-import") },
            { QStringLiteral("version"), 1 }, { QStringLiteral("pupils"), pupils },
            { QStringLiteral("refused"), refused } });
}

bool HomeworkImport::save(const QString &path, QString *error) const
{
    return ResultsFile::write(
        path, [this] { return toCsv(); }, [this] { return toJson(); }, error);
}
