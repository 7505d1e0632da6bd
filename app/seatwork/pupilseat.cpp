// SPDX-License-Identifier: MIT
#include "seatwork/pupilseat.h"

#include "learnwords/practicetext.h"

#include <QJsonArray>

namespace {

QJsonArray squareNames(int n, const std::vector<nq::Square> &squares)
{
    QJsonArray names;
    for (const nq::Square square : squares) {
        names.append(PracticeText::square(n, square));
    }
    return names;
}

} // namespace

QJsonObject PupilSeat::toJson() const
{
    QJsonValue said(QJsonValue::Null);
    if (verdict) {
        said = QJsonObject { { QStringLiteral("right"), verdict->right }, { QStringLiteral("shown"), verdict->shown },
            { QStringLiteral("text"), verdict->text },
            { QStringLiteral("square"), PracticeText::square(n, verdict->square) },
            { QStringLiteral("by"), squareNames(n, verdict->by) },
            { QStringLiteral("expected"),
                verdict->expected.isValid() ? PracticeText::square(n, verdict->expected) : QString() } };
    }
    return QJsonObject { { QStringLiteral("seat"), seat }, { QStringLiteral("n"), n },
        { QStringLiteral("queens"), squareNames(n, queens) }, { QStringLiteral("refused"), squareNames(n, refused) },
        { QStringLiteral("canRefuse"), canRefuse }, { QStringLiteral("instruction"), instruction },
        { QStringLiteral("verdict"), said },
        { QStringLiteral("counts"),
            QJsonObject { { QStringLiteral("done"), double(done) }, { QStringLiteral("mistakes"), double(mistakes) },
                { QStringLiteral("shown"), double(shown) } } },
        { QStringLiteral("finished"), finished }, { QStringLiteral("summary"), summary } };
}
