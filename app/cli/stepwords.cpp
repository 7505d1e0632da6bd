// SPDX-License-Identifier: MIT
#include "cli/stepwords.h"

#include "render/boardpainter.h"
#include "text/squarenames.h"

namespace {

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

} // namespace

StepWords::StepWords(int n, nq::Algorithm algorithm)
    : m_n(n)
    , m_algorithm(algorithm)
{ }

QString StepWords::square(int row, int col) const
{
    return text::squareName(m_n, row, col);
}

QString StepWords::caption(const RunFrames::Frame &frame) const
{
    return QStringLiteral("%1 queens, %2, step %3: %4")
        .arg(m_n)
        .arg(latin1(nq::algorithmInfo(m_algorithm).name))
        .arg(frame.step)
        .arg(happened(frame));
}

QString StepWords::happened(const RunFrames::Frame &frame) const
{
    const nq::Event &event = frame.event;
    const int row = event.square.row;
    const int col = event.square.col;
    QString words;
    switch (event.kind) {
    case nq::EventKind::Place:
        words = QStringLiteral("queen placed on %1").arg(square(row, col));
        break;
    case nq::EventKind::Remove:
        words = QStringLiteral("queen removed from %1").arg(square(row, col));
        break;
    case nq::EventKind::Reject:
        words = QStringLiteral("%1 refused: %2 attacks it along the %3")
                    .arg(square(row, col), square(event.by.row, event.by.col),
                        latin1(nq::lineName(event.line)));
        break;
    case nq::EventKind::Prune:
        words = QStringLiteral("%1 pruned: %2 attacks it along the %3")
                    .arg(square(row, col), square(event.by.row, event.by.col),
                        latin1(nq::lineName(event.line)));
        break;
    case nq::EventKind::Wipeout:
        words = QStringLiteral("rank %1 has no square left").arg(m_n - row);
        break;
    case nq::EventKind::Choose: {
        const QString options = event.index == 1 ? QStringLiteral("1 option")
                                                 : QStringLiteral("%1 options").arg(event.index);
        words = row >= 0 ? QStringLiteral("rank %1 chosen, %2").arg(m_n - row).arg(options)
                         : QStringLiteral("file %1 chosen, %2")
                               .arg(text::fileName(col), options);
        break;
    }
    case nq::EventKind::Solution:
        words = QStringLiteral("solution %1 found").arg(event.index);
        break;
    case nq::EventKind::Done:
        words = QStringLiteral("start");
        break;
    }
    return frame.finished ? words + QStringLiteral("; search finished") : words;
}
