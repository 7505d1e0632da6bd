// SPDX-License-Identifier: MIT
#include "coach/predictresults.h"

#include "files/outputfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using nq::learn::PredictScore;
using nq::learn::QuestionKind;

QString PredictResults::kindId(QuestionKind kind)
{
    switch (kind) {
    case QuestionKind::NextSquare:
        return QStringLiteral("next-square");
    case QuestionKind::Attacker:
        return QStringLiteral("attacker");
    case QuestionKind::NextEvent:
        return QStringLiteral("next-event");
    case QuestionKind::TriesLeft:
        return QStringLiteral("tries-left");
    case QuestionKind::PartOfSolution:
        return QStringLiteral("part-of-solution");
    case QuestionKind::FewestAttackers:
        return QStringLiteral("fewest-attackers");
    case QuestionKind::ChosenLine:
        return QStringLiteral("chosen-line");
    case QuestionKind::WipedOutRow:
        return QStringLiteral("wiped-out-row");
    }
    return {};
}

QByteArray PredictResults::toCsv() const
{
    const QString date = when.toString(Qt::ISODate);
    QByteArray csv = "mode,board_size,algorithm,date,kind,asked,right_first_try,right_second_try,revealed\n";
    const auto row = [&](const QString &kind, const PredictScore::Tally &tally) {
        csv += QStringLiteral("predict,%1,%2,%3,%4,%5,%6,%7,%8\n")
                   .arg(boardSize)
                   .arg(algorithm, date, kind)
                   .arg(tally.asked)
                   .arg(tally.rightFirst)
                   .arg(tally.rightSecond)
                   .arg(tally.revealed)
                   .toUtf8();
    };
    for (int k = 0; k < nq::learn::QuestionKindCount; ++k) {
        const auto kind = static_cast<QuestionKind>(k);
        row(kindId(kind), score.of(kind));
    }
    row(QStringLiteral("total"), score.total());
    return csv;
}

QByteArray PredictResults::toJson() const
{
    const auto tally = [](const PredictScore::Tally &t) {
        return QJsonObject { { QStringLiteral("asked"), qint64(t.asked) },
            { QStringLiteral("rightFirstTry"), qint64(t.rightFirst) },
            { QStringLiteral("rightSecondTry"), qint64(t.rightSecond) },
            { QStringLiteral("revealed"), qint64(t.revealed) } };
    };
    QJsonObject kinds;
    for (int k = 0; k < nq::learn::QuestionKindCount; ++k) {
        const auto kind = static_cast<QuestionKind>(k);
        kinds.insert(kindId(kind), tally(score.of(kind)));
    }
    const QJsonObject root { { QStringLiteral("mode"), QStringLiteral("predict") },
        { QStringLiteral("boardSize"), boardSize }, { QStringLiteral("algorithm"), algorithm },
        { QStringLiteral("date"), when.toString(Qt::ISODate) }, { QStringLiteral("kinds"), kinds },
        { QStringLiteral("total"), tally(score.total()) } };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool PredictResults::save(const QString &fileName, QString *error) const
{
    const bool json = fileName.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    return OutputFile::writeAll(fileName, json ? toJson() : toCsv(), error);
}
