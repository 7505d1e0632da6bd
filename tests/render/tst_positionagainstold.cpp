// SPDX-License-Identifier: MIT
// nq::Position against the code it replaces (BoardModel + PropagationState +
// RunFrames::focusRow), step by step forward and back over whole runs of
// every algorithm: the proof behind tst_position's golden table.
#include "render/boardmodel.h"
#include "render/propagationstate.h"
#include "render/runframes.h"
#include "solver/position.h"

#include <QTest>

#include <vector>

namespace {

struct Run
{
    nq::Algorithm algorithm;
    int n;
    std::uint64_t seed;
    std::vector<int> start;
};

std::vector<Run> runs()
{
    std::vector<Run> list;
    for (const nq::AlgorithmInfo &info : nq::algorithms()) {
        const int top = info.id == nq::Algorithm::Permutations ? 6 : 7;
        for (int n = 1; n <= top; ++n) {
            list.push_back({ info.id, n, 1, {} });
        }
        if (nq::isBacktracker(info.id)) {
            list.push_back({ info.id, 6, 1, { -1, 3, -1, -1, -1, -1 } });
            list.push_back({ info.id, 8, 1, { -1, -1, -1, 0, -1, -1, -1, -1 } });
            // The given queens empty row 1 at once: Wipeout and Done.
            list.push_back({ info.id, 4, 1, { 1, -1, 2, -1 } });
        } else {
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                list.push_back({ info.id, 8, seed, {} });
                list.push_back({ info.id, 12, seed, {} });
            }
        }
    }
    return list;
}

QList<int> toList(const std::vector<int> &v)
{
    return QList<int>(v.begin(), v.end());
}

// The old code's view of one position, compared with the new one's.
bool same(const BoardModel &board, const PropagationState &propagation, const nq::Event &event,
    bool finished, nq::Algorithm algorithm, const nq::Position &position, QByteArray *why)
{
    const int n = board.size();
    if (toList(position.columns()) != board.columns()) {
        *why = "queens";
        return false;
    }
    if (position.conflicts() != board.linePairs()) {
        *why = "conflicts";
        return false;
    }
    if (RunFrames::focusRow(board, event, finished, algorithm, propagation)
        != position.focusRow()) {
        *why = "focus row";
        return false;
    }
    const BoardPainter::Propagation old = propagation.marks(board, algorithm, finished);
    const nq::Position::Marks marks = position.marks();
    if (old.wipedOutRow != marks.wipedOutRow || old.currentColumn != marks.currentColumn) {
        *why = "wipe-out or column";
        return false;
    }
    if (old.pruned.isEmpty() != marks.prunedBy.empty()) {
        *why = "pruned present";
        return false;
    }
    if (old.covered.isEmpty() != marks.rows.empty()) {
        *why = "covered present";
        return false;
    }
    for (int row = 0; row < n; ++row) {
        for (int col = 0; col < n; ++col) {
            const qsizetype i = qsizetype(row) * n + col;
            if (!old.pruned.isEmpty()) {
                const nq::Square by = marks.prunedBy[std::size_t(i)];
                const int oldBy = propagation.prunedByRow(row, col);
                if (old.pruned[i] != by.isValid()
                    || (by.isValid() && (by.row != oldBy || by.col != board.column(oldBy)))) {
                    *why = "pruned " + QByteArray::number(row) + "," + QByteArray::number(col);
                    return false;
                }
            }
            if (!old.covered.isEmpty() && old.covered[i] != marks.isSquareCovered(row, col)) {
                *why = "covered square";
                return false;
            }
            if (position.attackers(row, col) != board.lineAttackers(row, col)
                || position.isCovered(nq::Line::None, row, col)
                    != propagation.isCovered(board, nq::Line::None, row, col)) {
                *why = "attackers or row covered";
                return false;
            }
            if (propagation.keepsDomains() && board.column(row) < 0
                && position.domainSize(row) != propagation.domainCount(row)) {
                *why = "domain size";
                return false;
            }
        }
    }
    if (!old.covered.isEmpty()) {
        if (QList<bool>(marks.diagonals.begin(), marks.diagonals.end()) != old.diagonals
            || QList<bool>(marks.antiDiagonals.begin(), marks.antiDiagonals.end())
                != old.antiDiagonals) {
            *why = "diagonals";
            return false;
        }
    }
    if (position.currentItem() != propagation.currentItem()) {
        *why = "item";
        return false;
    }
    return true;
}

} // namespace

class TestPositionAgainstOld : public QObject
{
    Q_OBJECT

private slots:
    void sameAsOldCode()
    {
        int checked = 0;
        for (const Run &run : runs()) {
            const QByteArray name = QByteArray(nq::algorithmInfo(run.algorithm).name.data())
                + " n=" + QByteArray::number(run.n) + " seed=" + QByteArray::number(run.seed)
                + " start=" + QByteArray::number(qsizetype(run.start.size()));
            BoardModel board(run.n);
            for (int row = 0; row < int(run.start.size()); ++row) {
                if (run.start[row] >= 0) {
                    board.addQueen(row, run.start[row]);
                }
            }
            PropagationState propagation(board, run.algorithm);
            nq::Position position(run.n, run.algorithm, run.start);
            std::vector<nq::Event> events;
            nq::Event last;
            bool finished = false;
            QByteArray why;
            QVERIFY2(same(board, propagation, last, false, run.algorithm, position, &why),
                (name + " start: " + why).constData());
            for (const nq::Event &event : run.start.empty()
                    ? nq::solve(run.algorithm, run.n, run.seed)
                    : nq::solve(run.algorithm, run.n, run.seed, run.start)) {
                position.apply(event);
                if (event.kind == nq::EventKind::Done) {
                    finished = true;
                } else {
                    if (event.kind == nq::EventKind::Place) {
                        board.addQueen(event.square.row, event.square.col);
                    } else if (event.kind == nq::EventKind::Remove) {
                        board.removeQueen(event.square.row, event.square.col);
                    }
                    propagation.apply({ event.kind, event.square, event.by }, board);
                    last = event;
                    events.push_back(event);
                }
                QVERIFY2(same(board, propagation, last, finished, run.algorithm, position, &why),
                    (name + " step " + QByteArray::number(qsizetype(events.size())) + ": " + why)
                        .constData());
                ++checked;
            }
            QVERIFY(finished);
            nq::Event done;
            position.undo(done, last);
            for (std::size_t i = events.size(); i-- > 0;) {
                const nq::Event &event = events[i];
                const nq::Event previous = i > 0 ? events[i - 1] : nq::Event {};
                if (event.kind == nq::EventKind::Place) {
                    board.removeQueen(event.square.row, event.square.col);
                } else if (event.kind == nq::EventKind::Remove) {
                    board.addQueen(event.square.row, event.square.col);
                }
                propagation.undo({ event.kind, event.square, event.by },
                    { previous.kind, previous.square, previous.by }, board);
                position.undo(event, previous);
                QVERIFY2(same(board, propagation, previous, false, run.algorithm, position, &why),
                    (name + " back to " + QByteArray::number(qsizetype(i)) + ": " + why)
                        .constData());
                ++checked;
            }
            QVERIFY2(position == nq::Position(run.n, run.algorithm, run.start), name.constData());
        }
        qInfo("%d positions compared", checked);
    }
};

QTEST_GUILESS_MAIN(TestPositionAgainstOld)
#include "tst_positionagainstold.moc"
