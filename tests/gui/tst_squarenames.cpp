// SPDX-License-Identifier: MIT
// One name for one square: the status line names squares as the board labels
// them (files a, b, ... along the bottom, ranks n..1 up the side), and where
// the panels show the code's 0-based row and col they put that name beside.
#include "explain/callstackpanel.h"
#include "explain/pseudocodepanel.h"
#include "explain/variablespanel.h"
#include "run/narrator.h"
#include "run/runstate.h"
#include "run/stepevent.h"

#include <QLabel>
#include <QRegularExpression>
#include <QTest>

#include <cstdlib>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

Q_DECLARE_METATYPE(nq::Algorithm)

namespace {

// The label printed on the board, worked out here from the board's layout
// (files from the left, ranks counted up from the bottom row), not asked of
// the code under test. The boards of these tests are at most 26 wide.
QString boardName(int n, int row, int col)
{
    return QString(QChar(QLatin1Char('a').unicode() + col)) + QString::number(n - row);
}

} // namespace

class TestSquareNames : public QObject
{
    Q_OBJECT

private slots:
    void statusLine_data()
    {
        QTest::addColumn<nq::Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        QTest::newRow("lock-lines 4") << nq::Algorithm::LockLines << 4;
        QTest::newRow("check-queens 6") << nq::Algorithm::CheckQueens << 6;
        QTest::newRow("bitmask 5") << nq::Algorithm::Bitmask << 5;
        QTest::newRow("min-conflicts 8") << nq::Algorithm::MinConflicts << 8;
        QTest::newRow("available-columns 6") << nq::Algorithm::AvailableColumns << 6;
        QTest::newRow("forward-checking 6") << nq::Algorithm::ForwardChecking << 6;
        QTest::newRow("mrv 8") << nq::Algorithm::Mrv << 8;
        QTest::newRow("dancing-links 6") << nq::Algorithm::DancingLinks << 6;
    }
    // Every step's sentence names its squares by the board's labels, and by
    // nothing else: no "row 5, column 4" counted from 1 beside them.
    void statusLine()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, n);
        const Narrator narrator(n, algorithm);
        RunState state(n, algorithm);
        static const QRegularExpression counted(
            QStringLiteral("\\b(row|column) \\d+"), QRegularExpression::CaseInsensitiveOption);
        int checked = 0;
        int wipeouts = 0;
        for (const nq::Event &event : nq::solve(algorithm, n)) {
            if (event.kind == nq::EventKind::Done) {
                break;
            }
            const StepEvent step = StepEvent::from(event);
            state.apply(step, event.work);
            const QString text = narrator.describe(state);
            const QString where = QStringLiteral("step %1: %2").arg(state.step()).arg(text);
            // A wipe-out or a chosen row is named by its rank, the board's label.
            QString uncounted = text;
            if ((step.kind == nq::EventKind::Wipeout || step.kind == nq::EventKind::Choose)
                && step.row >= 0) {
                const QString rowLabel = QStringLiteral("Row %1").arg(n - step.row);
                const QRegularExpression named(QStringLiteral("\\b%1\\b").arg(rowLabel),
                    QRegularExpression::CaseInsensitiveOption);
                QVERIFY2(named.match(text).hasMatch(), qPrintable(where));
                uncounted.remove(named);
            }
            if (step.kind == nq::EventKind::Choose && step.row < 0) {
                QVERIFY2(text.contains(QStringLiteral("Column %1 ").arg(QChar(u'a' + step.col))),
                    qPrintable(where));
            }
            QVERIFY2(!counted.match(uncounted).hasMatch(), qPrintable(where));
            if (step.kind == nq::EventKind::Prune) {
                QVERIFY2(text.contains(boardName(n, step.row, step.col)), qPrintable(where));
                QVERIFY2(text.contains(boardName(n, step.byRow, step.byCol)), qPrintable(where));
            }
            if (step.kind == nq::EventKind::Wipeout) {
                // The queens named attack every square of the row between them,
                // and each of them is on the board.
                QList<bool> attacked(n, false);
                int named = 0;
                for (int row = 0; row < n; ++row) {
                    const int col = state.board().at(row);
                    if (col < 0 || !text.contains(boardName(n, row, col))) {
                        continue;
                    }
                    ++named;
                    for (int c = 0; c < n; ++c) {
                        attacked[c] = attacked[c] || c == col
                            || std::abs(c - col) == std::abs(step.row - row);
                    }
                }
                QVERIFY2(named > 0 && !attacked.contains(false), qPrintable(where));
                ++wipeouts;
            }
            if (step.kind == nq::EventKind::Place || step.kind == nq::EventKind::Remove
                || step.kind == nq::EventKind::Reject) {
                QVERIFY2(text.contains(boardName(n, step.row, step.col)), qPrintable(where));
            }
            if (step.kind == nq::EventKind::Reject) {
                QVERIFY2(text.contains(boardName(n, step.byRow, step.byCol)), qPrintable(where));
            }
            if (++checked == 300) {
                break;
            }
        }
        QVERIFY(checked > 20);
        if (algorithm == nq::Algorithm::ForwardChecking || algorithm == nq::Algorithm::Mrv) {
            QVERIFY(wipeouts > 0);
        }
    }

    // The wipe-out's sentence, whole: forward checking's first on 8x8 (step
    // 39), with the queens that emptied the row, top down.
    void wipeoutSentence()
    {
        const Narrator narrator(8, nq::Algorithm::ForwardChecking);
        RunState state(8, nq::Algorithm::ForwardChecking);
        for (const nq::Event &event : nq::solve(nq::Algorithm::ForwardChecking, 8)) {
            state.apply(StepEvent::from(event), event.work);
            if (event.kind == nq::EventKind::Wipeout) {
                break;
            }
        }
        QCOMPARE(state.step(), quint64(39));
        QCOMPARE(narrator.describe(state),
            QStringLiteral(
                "Row 3 has no square left: the queens on a8, c7, e6 and b5 attack all of them."));
    }

    // The sentence a teacher reads out for a placement, whole.
    void placementSentence()
    {
        const Narrator narrator(8, nq::Algorithm::LockLines);
        RunState state(8);
        StepEvent place;
        place.kind = nq::EventKind::Place;
        place.row = 4;
        place.col = 3;
        state.apply(place, 0);
        QCOMPARE(narrator.describe(state), QStringLiteral("Queen placed on d4."));
    }

    void codeValues_data()
    {
        QTest::addColumn<nq::Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        QTest::newRow("lock-lines 5") << nq::Algorithm::LockLines << 5;
        QTest::newRow("check-queens 6") << nq::Algorithm::CheckQueens << 6;
        QTest::newRow("mark-board 4") << nq::Algorithm::MarkBoard << 4;
        QTest::newRow("bitmask 6") << nq::Algorithm::Bitmask << 6;
    }
    // Where the panels print the code's row and col, the square's board name
    // stands beside them: the call stack's frames, check-queens' list of
    // queens, and the values under the pseudocode.
    void codeValues()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, n);
        QList<int> board(n, -1);
        RunState state(n, algorithm);
        CallStackPanel stack;
        VariablesPanel variables;
        PseudocodePanel pseudocode;
        int checked = 0;
        for (const nq::Event &event : nq::solve(algorithm, n)) {
            if (event.kind == nq::EventKind::Done || ++checked > 400) {
                break;
            }
            const StepEvent last = StepEvent::from(event);
            state.apply(last, event.work);
            if (last.kind == nq::EventKind::Place) {
                board[last.row] = last.col;
            } else if (last.kind == nq::EventKind::Remove) {
                board[last.row] = -1;
            }
            stack.showPosition(algorithm, n, board, last);
            variables.showPosition(algorithm, state);
            pseudocode.showPosition(algorithm, n, board, last);
            const QStringList frames = stack.frames();
            for (int row = 0; row < n && board[row] >= 0; ++row) {
                QCOMPARE(frames.value(row),
                    QStringLiteral("solve(row=%1)  col = %2: %3")
                        .arg(row)
                        .arg(board[row])
                        .arg(boardName(n, row, board[row])));
            }
            if (last.kind == nq::EventKind::Reject) {
                QVERIFY2(frames.constLast().contains(QStringLiteral("col = %1: %2")
                                                         .arg(last.col)
                                                         .arg(boardName(n, last.row, last.col))),
                    qPrintable(frames.constLast()));
            }
            if (algorithm == nq::Algorithm::CheckQueens) {
                for (int row = 0; row < n; ++row) {
                    if (board[row] >= 0) {
                        const QString queen = QStringLiteral("(%1, %2): %3")
                                                  .arg(row)
                                                  .arg(board[row])
                                                  .arg(boardName(n, row, board[row]));
                        QVERIFY2(variables.text().contains(queen), qPrintable(variables.text()));
                    }
                }
            }
            if (last.kind == nq::EventKind::Place || last.kind == nq::EventKind::Reject) {
                // Under the pseudocode: the values of the line highlighted.
                const QString values = QStringLiteral("row = %1, col = %2: %3")
                                           .arg(last.row)
                                           .arg(last.col)
                                           .arg(boardName(n, last.row, last.col));
                QStringList texts;
                for (const QLabel *label : pseudocode.findChildren<QLabel *>()) {
                    texts << label->text();
                }
                QVERIFY2(texts.contains(values), qPrintable(texts.join(QLatin1Char('|'))));
            }
        }
        QVERIFY(checked > 20);
    }
};

QTEST_MAIN(TestSquareNames)
#include "tst_squarenames.moc"
