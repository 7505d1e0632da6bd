// SPDX-License-Identifier: MIT
#include "coach/practiceresults.h"

#include "files/outputfile.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

PracticeResults::Format PracticeResults::formatOf(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0
        ? Format::Json
        : Format::Csv;
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
        return QJsonDocument(object).toJson(QJsonDocument::Indented);
    }
    const auto flag = [](bool on) { return on ? QStringLiteral("true") : QStringLiteral("false"); };
    QStringList names { QStringLiteral("board_size"), QStringLiteral("algorithm"),
        QStringLiteral("date"), QStringLiteral("refusals_marked"), QStringLiteral("finished"),
        QStringLiteral("solution_reached"), QStringLiteral("first_step"),
        QStringLiteral("last_step"), QStringLiteral("steps_done"), QStringLiteral("steps_shown"),
        QStringLiteral("steps_automatic"), QStringLiteral("mistakes") };
    QStringList values { QString::number(record.boardSize), record.algorithm, date,
        flag(record.refusalsMarked), flag(record.finished), flag(record.solutionReached),
        QString::number(record.firstStep), QString::number(record.lastStep),
        QString::number(counts.done), QString::number(counts.shown),
        QString::number(counts.automatic), QString::number(counts.mistakeTotal()) };
    for (std::size_t i = 0; i < nq::learn::MistakeKindCount; ++i) {
        names << QStringLiteral("mistakes_")
                + QString::fromLatin1(nq::learn::mistakeKindName(MistakeKind(i)));
        values << QString::number(counts.mistakes[i]);
    }
    return (names.join(QLatin1Char(',')) + QLatin1Char('\n') + values.join(QLatin1Char(','))
        + QLatin1Char('\n'))
        .toUtf8();
}

bool PracticeResults::write(const QString &path, const Record &record, QString *error)
{
    return OutputFile::writeAll(path, serialize(record, formatOf(path)), error);
}
