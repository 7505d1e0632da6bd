// SPDX-License-Identifier: MIT
#include "coach/practiceresults.h"

#include "files/resultssheet.h"

#include <QJsonObject>

PracticeResults::Format PracticeResults::formatOf(const QString &path)
{
    return ResultsFile::formatOf(path);
}

QByteArray PracticeResults::serialize(const Record &record, Format format)
{
    using nq::learn::MistakeKind;
    const nq::learn::PracticeCounts &counts = record.counts;
    const QString date = record.when.toUTC().toString(Qt::ISODate);
    if (format == Format::Json) {
        QJsonObject kinds;
        for (std::size_t i = 0; i < nq::learn::MistakeKindCount; ++i) {
            kinds.insert(QString::fromLatin1(nq::learn::mistakeKindName(MistakeKind(i))),
                qint64(counts.mistakes[i]));
        }
        const QJsonObject object {
            { QStringLiteral("board_size"), record.boardSize },
            { QStringLiteral("algorithm"), record.algorithm },
            { QStringLiteral("date"), date },
            { QStringLiteral("refusals_marked"), record.refusalsMarked },
            { QStringLiteral("finished"), record.finished },
            { QStringLiteral("solution_reached"), record.solutionReached },
            { QStringLiteral("first_step"), qint64(record.firstStep) },
            { QStringLiteral("last_step"), qint64(record.lastStep) },
            { QStringLiteral("steps_done"), qint64(counts.done) },
            { QStringLiteral("steps_shown"), qint64(counts.shown) },
            { QStringLiteral("steps_automatic"), qint64(counts.automatic) },
            { QStringLiteral("mistakes"), qint64(counts.mistakeTotal()) },
            { QStringLiteral("mistakes_by_kind"), kinds },
        };
        return ResultsFile::json(object);
    }
    ResultsSheet sheet;
    sheet.words({ QStringLiteral("board_size"), QStringLiteral("algorithm"), QStringLiteral("date"),
        QStringLiteral("refusals_marked"), QStringLiteral("finished"),
        QStringLiteral("solution_reached"), QStringLiteral("first_step"),
        QStringLiteral("last_step"), QStringLiteral("steps_done"), QStringLiteral("steps_shown"),
        QStringLiteral("steps_automatic"), QStringLiteral("mistakes") });
    for (std::size_t i = 0; i < nq::learn::MistakeKindCount; ++i) {
        sheet.word(QStringLiteral("mistakes_")
            + QString::fromLatin1(nq::learn::mistakeKindName(MistakeKind(i))));
    }
    sheet.endRow()
        .number(record.boardSize)
        .word(record.algorithm)
        .word(date)
        .flag(record.refusalsMarked)
        .flag(record.finished)
        .flag(record.solutionReached)
        .number(record.firstStep)
        .number(record.lastStep)
        .number(counts.done)
        .number(counts.shown)
        .number(counts.automatic)
        .number(counts.mistakeTotal());
    for (const std::uint64_t count : counts.mistakes) {
        sheet.number(count);
    }
    return sheet.endRow().toCsv();
}

bool PracticeResults::write(const QString &path, const Record &record, QString *error)
{
    return ResultsFile::write(
        path, [&] { return serialize(record, Format::Csv); },
        [&] { return serialize(record, Format::Json); }, error);
}
