// SPDX-License-Identifier: MIT
// The look-ahead cursor the predict and practice engines stand on: its
// positions, boards and peeks against one straight pass through the stream.
#include "learn/stepstream.h"
#include "solver/algorithm.h"
#include "support/straightpass.h"

#include <QTest>

#include <vector>

using namespace nq;
using nq::learn::StepStream;

namespace {

using Pass = nqtest::StraightPass;
using nqtest::straightPass;

bool sameEvent(const Event &a, const Event &b)
{
    return a.kind == b.kind && a.square == b.square && a.by == b.by && a.line == b.line
        && a.index == b.index && a.work == b.work && a.columns == b.columns;
}

} // namespace

class TestStepStream : public QObject
{
    Q_OBJECT

private slots:
    void walksLikeTheStream_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("n");
        for (const AlgorithmInfo &info : algorithms()) {
            for (int n : { 1, 4, 6 }) {
                QTest::addRow("%s-%d", info.name.data(), n)
                    << static_cast<int>(info.id) << n;
            }
        }
    }

    // Forward, back, forward again, and peeks from every position: the same
    // events and boards as the straight pass.
    void walksLikeTheStream()
    {
        QFETCH(int, algorithm);
        QFETCH(int, n);
        const auto algo = static_cast<Algorithm>(algorithm);
        const Pass pass = straightPass(algo, n, 7);
        StepStream stream([=] { return solve(algo, n, 7); }, std::vector<int>(n, -1));
        const std::uint64_t total = pass.events.size();
        const std::uint64_t stops[] = { 0, total / 2, 1, total, total / 3, 0, total };
        for (std::uint64_t stop : stops) {
            QVERIFY(stream.seek(stop));
            QCOMPARE(stream.position(), stop);
            const std::vector<int> board(stream.queens().begin(), stream.queens().end());
            QCOMPARE(board, pass.boards[stop]);
            for (std::size_t offset = 0; offset < 5; ++offset) {
                const Event *event = stream.peek(offset);
                if (stop + offset < total) {
                    QVERIFY(event);
                    QVERIFY2(sameEvent(*event, pass.events[stop + offset]),
                        qPrintable(QStringLiteral("event %1").arg(stop + offset)));
                } else {
                    QVERIFY(!event);
                }
            }
        }
        QCOMPARE(stream.atEnd(), true);
        // Past the end: refused, and the stream stays at its last position.
        QVERIFY(!stream.seek(total + 3));
        QCOMPARE(stream.position(), total);
    }

    void startBoardIsTheFirstPosition()
    {
        // The board before the first event is the one given, and going back
        // to 0 returns to it.
        std::vector<int> start { -1, 2, -1, -1 };
        StepStream stream([] { return solve(Algorithm::LockLines, 4); }, start);
        QCOMPARE(std::vector<int>(stream.queens().begin(), stream.queens().end()), start);
        QVERIFY(stream.seek(3));
        QVERIFY(stream.seek(0));
        QCOMPARE(std::vector<int>(stream.queens().begin(), stream.queens().end()), start);
    }

    void lookaheadIsBounded()
    {
        // 10x10 has far more than MaxLookahead events: a peek beyond the
        // bound is refused rather than buffering without end.
        StepStream stream([] { return solve(Algorithm::Bitmask, 10); }, std::vector<int>(10, -1));
        QVERIFY(stream.peek(StepStream::MaxLookahead - 1));
        QVERIFY(!stream.peek(StepStream::MaxLookahead));
    }
};

QTEST_APPLESS_MAIN(TestStepStream)
#include "tst_stepstream.moc"
