// SPDX-License-Identifier: MIT
#include "coach/predictresults.h"

#include "files/resultsfile.h"
#include "files/resultssheet.h"

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
    ResultsSheet sheet;
    sheet
        .words({ QStringLiteral("mode"), QStringLiteral("board_size"), QStringLiteral("algorithm"),
            QStringLiteral("date"), QStringLiteral("kind"), QStringLiteral("asked"),
            QStringLiteral("right_first_try"), QStringLiteral("right_second_try"),
            QStringLiteral("revealed") })
        .endRow();
    const auto row = [&](const QString &kind, const PredictScore::Tally &tally) {
        sheet.word(QStringLiteral("predict"))
            .number(boardSize)
            .word(algorithm)
            .word(date)
            .word(kind)
            .number(tally.asked)
            .number(tally.rightFirst)
            .number(tally.rightSecond)
            .number(tally.revealed)
            .endRow();
    };
    for (int k = 0; k < nq::learn::QuestionKindCount; ++k) {
        const auto kind = static_cast<QuestionKind>(k);
        row(kindId(kind), score.of(kind));
    }
    row(QStringLiteral("total"), score.total());
    return sheet.toCsv();
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
    return ResultsFile::json(root);
}

bool PredictResults::save(const QString &fileName, QString *error) const
{
    return ResultsFile::write(
        fileName, [this] { return toCsv(); }, [this] { return toJson(); }, error);
}
