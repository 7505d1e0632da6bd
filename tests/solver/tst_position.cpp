// SPDX-License-Identifier: MIT
#include "solver/position.h"

#include "solver/algorithm.h"
#include "solver/generator.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <vector>

Q_DECLARE_METATYPE(nq::Algorithm)
Q_DECLARE_METATYPE(std::vector<int>)

namespace {

std::vector<nq::Event> runEvents(
    nq::Algorithm algorithm, int n, std::uint64_t seed, const std::vector<int> &start)
{
    std::vector<nq::Event> events;
    for (const nq::Event &event :
        start.empty() ? nq::solve(algorithm, n, seed) : nq::solve(algorithm, n, seed, start)) {
        events.push_back(event);
    }
    return events;
}

// FNV-1a over what a view shows of a position: the queens, the conflicts,
// the domains' sizes, the row in focus and every mark.
struct Digest
{
    std::uint64_t value = 14695981039346656037ull;

    void add(std::int64_t x)
    {
        for (int i = 0; i < 8; ++i) {
            value ^= std::uint64_t(x >> (8 * i)) & 0xff;
            value *= 1099511628211ull;
        }
    }
    void add(const std::vector<bool> &bits)
    {
        add(std::int64_t(bits.size()));
        for (const bool bit : bits) {
            add(bit ? 1 : 0);
        }
    }
    void add(const nq::Position &position)
    {
        for (const int col : position.columns()) {
            add(col);
        }
        add(std::int64_t(position.conflicts()));
        for (int row = 0; row < position.size(); ++row) {
            add(position.domainSize(row));
        }
        add(position.focusRow());
        const nq::Position::Marks marks = position.marks();
        add(std::int64_t(marks.prunedBy.size()));
        for (const nq::Square &by : marks.prunedBy) {
            add(by.row);
            add(by.col);
        }
        add(marks.wipedOutRow);
        add(marks.rows);
        add(marks.columns);
        add(marks.diagonals);
        add(marks.antiDiagonals);
        add(marks.currentColumn);
    }
};

} // namespace

class TestPosition : public QObject
{
    Q_OBJECT

private slots:
    void runs_data()
    {
        QTest::addColumn<nq::Algorithm>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<std::vector<int>>("start");
        // What the code Position replaced (BoardModel, PropagationState and
        // RunFrames::focusRow, which BoardPresenter::focusRow copied) showed
        // over the whole run: the Digest of every position from the start to
        // the finished end. Recorded when the two stood side by side and
        // agreed at each of 188,734 positions of these runs, forward and back
        // (tst_positionagainstold, removed with the old code).
        QTest::addColumn<quint64>("golden");
        const auto add = [](nq::Algorithm algorithm, int n, quint64 seed, std::vector<int> start,
                             quint64 golden) {
            QByteArray name = QByteArray(nq::algorithmInfo(algorithm).name.data())
                + " n=" + QByteArray::number(n) + " seed=" + QByteArray::number(seed);
            for (std::size_t row = 0; row < start.size(); ++row) {
                name += (row == 0 ? " start=" : ",") + QByteArray::number(start[row]);
            }
            QTest::newRow(name.constData()) << algorithm << n << seed << start << golden;
        };
        using A = nq::Algorithm;
        add(A::Permutations, 1, 1, {}, 0x8017127020a5cdb4ull);
        add(A::Permutations, 2, 1, {}, 0x77451313e55e8e9dull);
        add(A::Permutations, 3, 1, {}, 0x7fa5687d8bd4e20cull);
        add(A::Permutations, 4, 1, {}, 0xb7750f6f73fd593dull);
        add(A::Permutations, 5, 1, {}, 0x52bbdb65e6641a1dull);
        add(A::Permutations, 6, 1, {}, 0xdaa38540ca3da89dull);
        add(A::Permutations, 6, 1, { -1, 3, -1, -1, -1, -1 }, 0x73a0ec8b58205139ull);
        add(A::Permutations, 8, 1, { -1, -1, -1, 0, -1, -1, -1, -1 }, 0x091c3f4121167467ull);
        add(A::Permutations, 4, 1, { 1, -1, 2, -1 }, 0xda040b3980b191fcull);
        add(A::CheckQueens, 1, 1, {}, 0x8017127020a5cdb4ull);
        add(A::CheckQueens, 2, 1, {}, 0x4dd58ef73e20f19cull);
        add(A::CheckQueens, 3, 1, {}, 0x47c545dec8d63a16ull);
        add(A::CheckQueens, 4, 1, {}, 0x22803c6053fcb49dull);
        add(A::CheckQueens, 5, 1, {}, 0xf0f35a08c956c460ull);
        add(A::CheckQueens, 6, 1, {}, 0x6a05e3d9bb1cf3dcull);
        add(A::CheckQueens, 7, 1, {}, 0x3f5a7e4d9b90b932ull);
        add(A::CheckQueens, 6, 1, { -1, 3, -1, -1, -1, -1 }, 0x6269b59f94b48d4bull);
        add(A::CheckQueens, 8, 1, { -1, -1, -1, 0, -1, -1, -1, -1 }, 0x8dbe620170b99839ull);
        add(A::CheckQueens, 4, 1, { 1, -1, 2, -1 }, 0x9bf02036ed812e3cull);
        add(A::MarkBoard, 1, 1, {}, 0x8017127020a5cdb4ull);
        add(A::MarkBoard, 2, 1, {}, 0x4dd58ef73e20f19cull);
        add(A::MarkBoard, 3, 1, {}, 0x47c545dec8d63a16ull);
        add(A::MarkBoard, 4, 1, {}, 0x22803c6053fcb49dull);
        add(A::MarkBoard, 5, 1, {}, 0xf0f35a08c956c460ull);
        add(A::MarkBoard, 6, 1, {}, 0x6a05e3d9bb1cf3dcull);
        add(A::MarkBoard, 7, 1, {}, 0x3f5a7e4d9b90b932ull);
        add(A::MarkBoard, 6, 1, { -1, 3, -1, -1, -1, -1 }, 0x6269b59f94b48d4bull);
        add(A::MarkBoard, 8, 1, { -1, -1, -1, 0, -1, -1, -1, -1 }, 0x8dbe620170b99839ull);
        add(A::MarkBoard, 4, 1, { 1, -1, 2, -1 }, 0x9bf02036ed812e3cull);
        add(A::LockLines, 1, 1, {}, 0x8017127020a5cdb4ull);
        add(A::LockLines, 2, 1, {}, 0x4dd58ef73e20f19cull);
        add(A::LockLines, 3, 1, {}, 0x47c545dec8d63a16ull);
        add(A::LockLines, 4, 1, {}, 0x22803c6053fcb49dull);
        add(A::LockLines, 5, 1, {}, 0xf0f35a08c956c460ull);
        add(A::LockLines, 6, 1, {}, 0x6a05e3d9bb1cf3dcull);
        add(A::LockLines, 7, 1, {}, 0x3f5a7e4d9b90b932ull);
        add(A::LockLines, 6, 1, { -1, 3, -1, -1, -1, -1 }, 0x6269b59f94b48d4bull);
        add(A::LockLines, 8, 1, { -1, -1, -1, 0, -1, -1, -1, -1 }, 0x8dbe620170b99839ull);
        add(A::LockLines, 4, 1, { 1, -1, 2, -1 }, 0x9bf02036ed812e3cull);
        add(A::Bitmask, 1, 1, {}, 0x8017127020a5cdb4ull);
        add(A::Bitmask, 2, 1, {}, 0x4dd58ef73e20f19cull);
        add(A::Bitmask, 3, 1, {}, 0x47c545dec8d63a16ull);
        add(A::Bitmask, 4, 1, {}, 0x22803c6053fcb49dull);
        add(A::Bitmask, 5, 1, {}, 0xf0f35a08c956c460ull);
        add(A::Bitmask, 6, 1, {}, 0x6a05e3d9bb1cf3dcull);
        add(A::Bitmask, 7, 1, {}, 0x3f5a7e4d9b90b932ull);
        add(A::Bitmask, 6, 1, { -1, 3, -1, -1, -1, -1 }, 0x6269b59f94b48d4bull);
        add(A::Bitmask, 8, 1, { -1, -1, -1, 0, -1, -1, -1, -1 }, 0x8dbe620170b99839ull);
        add(A::Bitmask, 4, 1, { 1, -1, 2, -1 }, 0x9bf02036ed812e3cull);
        add(A::AvailableColumns, 1, 1, {}, 0x8017127020a5cdb4ull);
        add(A::AvailableColumns, 2, 1, {}, 0x9cc0e68429cacb3dull);
        add(A::AvailableColumns, 3, 1, {}, 0xf354fb95742f578cull);
        add(A::AvailableColumns, 4, 1, {}, 0x541f491c7fbb261dull);
        add(A::AvailableColumns, 5, 1, {}, 0xe0092acf401613edull);
        add(A::AvailableColumns, 6, 1, {}, 0xd530c2bae110e49dull);
        add(A::AvailableColumns, 7, 1, {}, 0x172b4a0e9520a30cull);
        add(A::AvailableColumns, 6, 1, { -1, 3, -1, -1, -1, -1 }, 0xd28674c4d4fa82c8ull);
        add(A::AvailableColumns, 8, 1, { -1, -1, -1, 0, -1, -1, -1, -1 }, 0x1915fb197e77cc26ull);
        add(A::AvailableColumns, 4, 1, { 1, -1, 2, -1 }, 0x59ac56c7cd573f5cull);
        add(A::ForwardChecking, 1, 1, {}, 0x1515154832d09c74ull);
        add(A::ForwardChecking, 2, 1, {}, 0xff448f9553461ea8ull);
        add(A::ForwardChecking, 3, 1, {}, 0x5e4b3b5ef8682becull);
        add(A::ForwardChecking, 4, 1, {}, 0x4e634fda0613a00eull);
        add(A::ForwardChecking, 5, 1, {}, 0xcf16401b7abf8b54ull);
        add(A::ForwardChecking, 6, 1, {}, 0x90ef95afd34d00bcull);
        add(A::ForwardChecking, 7, 1, {}, 0x734418ddf1caaaefull);
        add(A::ForwardChecking, 6, 1, { -1, 3, -1, -1, -1, -1 }, 0x6e10401ed521e4c7ull);
        add(A::ForwardChecking, 8, 1, { -1, -1, -1, 0, -1, -1, -1, -1 }, 0xc97e2c1cb5976850ull);
        add(A::ForwardChecking, 4, 1, { 1, -1, 2, -1 }, 0xc2c27df8cf5e8b14ull);
        add(A::Mrv, 1, 1, {}, 0x54a6d9aa317ed834ull);
        add(A::Mrv, 2, 1, {}, 0xab4c5046c51d89e4ull);
        add(A::Mrv, 3, 1, {}, 0xb5c80e39e548ff05ull);
        add(A::Mrv, 4, 1, {}, 0x1662812f887a09a5ull);
        add(A::Mrv, 5, 1, {}, 0xbc0a16eca268a1cfull);
        add(A::Mrv, 6, 1, {}, 0xaca0781093b80050ull);
        add(A::Mrv, 7, 1, {}, 0xffe485f59999ee23ull);
        add(A::Mrv, 6, 1, { -1, 3, -1, -1, -1, -1 }, 0x78754a002ee7d4a0ull);
        add(A::Mrv, 8, 1, { -1, -1, -1, 0, -1, -1, -1, -1 }, 0xedc4a8033bd2c022ull);
        add(A::Mrv, 4, 1, { 1, -1, 2, -1 }, 0xdb8b35f4a684cb6eull);
        add(A::DancingLinks, 1, 1, {}, 0xf53d21e30abeea25ull);
        add(A::DancingLinks, 2, 1, {}, 0x919f569d01487474ull);
        add(A::DancingLinks, 3, 1, {}, 0x028af838ab1f0ba7ull);
        add(A::DancingLinks, 4, 1, {}, 0xa056566c49022dc4ull);
        add(A::DancingLinks, 5, 1, {}, 0x4f9289b1d9354b57ull);
        add(A::DancingLinks, 6, 1, {}, 0x18bd567a26016075ull);
        add(A::DancingLinks, 7, 1, {}, 0x0fe3430b0e786175ull);
        add(A::DancingLinks, 6, 1, { -1, 3, -1, -1, -1, -1 }, 0x90e5812abce45b52ull);
        add(A::DancingLinks, 8, 1, { -1, -1, -1, 0, -1, -1, -1, -1 }, 0x155690347d474d06ull);
        add(A::DancingLinks, 4, 1, { 1, -1, 2, -1 }, 0xfa28ff2655f8ff06ull);
        add(A::MinConflicts, 1, 1, {}, 0x838b18025e22886cull);
        add(A::MinConflicts, 2, 1, {}, 0x06cc8f05cd1ad9f7ull);
        add(A::MinConflicts, 3, 1, {}, 0xd82bff4c7ab34dedull);
        add(A::MinConflicts, 4, 1, {}, 0xcca7417200576cbcull);
        add(A::MinConflicts, 5, 1, {}, 0xde1380f80807702bull);
        add(A::MinConflicts, 6, 1, {}, 0x85f253f6ee183d8aull);
        add(A::MinConflicts, 7, 1, {}, 0x266587a7c3c838abull);
        add(A::MinConflicts, 8, 1, {}, 0x7902700f1e5e5884ull);
        add(A::MinConflicts, 12, 1, {}, 0x9cf04561c02a759dull);
        add(A::MinConflicts, 8, 2, {}, 0xbcc5ae54949fb138ull);
        add(A::MinConflicts, 12, 2, {}, 0x66d2a230911e505dull);
        add(A::MinConflicts, 8, 3, {}, 0x43af63d0cf30fe42ull);
        add(A::MinConflicts, 12, 3, {}, 0x0b57152f7086d1c2ull);
    }

    // Forward over the whole run, then back to the start: every position on
    // the way back is the one the way forward passed, and the start is the
    // empty (or given) position again; the run's digest is the old code's.
    void runs()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, n);
        QFETCH(quint64, seed);
        QFETCH(std::vector<int>, start);
        QFETCH(quint64, golden);
        const std::vector<nq::Event> events = runEvents(algorithm, n, seed, start);
        QVERIFY(!events.empty() && events.back().kind == nq::EventKind::Done);
        const nq::Position first(n, algorithm, start);
        nq::Position position = first;
        std::vector<std::uint64_t> forward;
        Digest whole;
        whole.add(position);
        for (const nq::Event &event : events) {
            Digest one;
            one.add(position);
            forward.push_back(one.value);
            position.apply(event);
            whole.add(position);
            if (!nq::isBacktracker(algorithm) && event.kind != nq::EventKind::Done) {
                // The local search counts its attacking pairs on every event.
                QCOMPARE(position.conflicts(), event.conflicts);
            }
        }
        QVERIFY(position.isFinished());
        QCOMPARE(position.focusRow(), -1);
        nq::Position::Marks none;
        none.n = n;
        QCOMPARE(position.marks(), none); // nothing shown once finished
        for (std::size_t i = events.size(); i-- > 0;) {
            const nq::Event none;
            // The Done was applied last; the event before it is i - 1.
            position.undo(events[i], i > 0 ? events[i - 1] : none);
            Digest one;
            one.add(position);
            QCOMPARE(one.value, forward[i]);
        }
        QVERIFY(position == first);
        const auto given = [n](int col) { return col >= 0 && col < n; };
        QCOMPARE(position.queenCount(), int(std::count_if(start.begin(), start.end(), given)));
        QCOMPARE(quint64(whole.value), golden);
    }

    void queensAndLines()
    {
        nq::Position position(5);
        QCOMPARE(position.size(), 5);
        QCOMPARE(position.focusRow(), 0);
        nq::Event place;
        place.kind = nq::EventKind::Place;
        place.square = { 0, 1 };
        position.apply(place);
        place.square = { 2, 3 };
        position.apply(place); // on 0,1's diagonal
        QCOMPARE(position.columns(), (std::vector<int> { 1, -1, 3, -1, -1 }));
        QCOMPARE(position.queenCount(), 2);
        QCOMPARE(position.conflicts(), std::uint64_t(1));
        QCOMPARE(position.attackers(3, 1), 1); // 0,1's column
        QCOMPARE(position.attackers(4, 1), 2); // and 2,3's anti-diagonal
        QCOMPARE(position.attackers(1, 2), 2); // both diagonals
        QCOMPARE(position.attackers(2, 3), 1); // its own queen not counted
        QCOMPARE(position.attackers(9, 9), 0);
        QCOMPARE(position.queensOn(nq::Line::Diagonal, 4, 5), 0); // off the board
        QCOMPARE(position.focusRow(), 1); // the first empty row
        QVERIFY(!position.keepsDomains());
        QCOMPARE(position.domainSize(1), 5);
        QCOMPARE(position.domainSize(0), -1);
        QVERIFY(!position.prunedBy(1, 1).isValid());
        // Off the board: nothing happens.
        place.square = { 7, 0 };
        position.apply(place);
        QCOMPARE(position.queenCount(), 2);
    }

    void domains()
    {
        nq::Position position(4, nq::Algorithm::ForwardChecking);
        QVERIFY(position.keepsDomains());
        nq::Event event;
        event.kind = nq::EventKind::Place;
        event.square = { 0, 0 };
        position.apply(event);
        event.kind = nq::EventKind::Prune;
        event.square = { 1, 1 };
        event.by = { 0, 0 };
        event.line = nq::Line::Diagonal;
        position.apply(event);
        QCOMPARE(position.prunedBy(1, 1), (nq::Square { 0, 0 }));
        QCOMPARE(position.domainSize(1), 3);
        QCOMPARE(position.currentItem(), (nq::Square { 0, -1 }));
        nq::Position::Marks marks = position.marks();
        QCOMPARE(marks.prunedBy.size(), std::size_t(16));
        QCOMPARE(marks.prunedBy[1 * 4 + 1], (nq::Square { 0, 0 }));
        QVERIFY(!marks.prunedBy[0].isValid());
        // A Remove gives back what its queen pruned.
        nq::Event remove;
        remove.kind = nq::EventKind::Remove;
        remove.square = { 0, 0 };
        position.apply(remove);
        QVERIFY(!position.prunedBy(1, 1).isValid());
        QCOMPARE(position.domainSize(1), 4);
        // And undoing the Remove prunes it again.
        position.undo(remove, event);
        QCOMPARE(position.prunedBy(1, 1), (nq::Square { 0, 0 }));
        // A given queen prunes silently, as the solver does.
        const std::vector<int> start { -1, 1, -1, -1 };
        const nq::Position given(4, nq::Algorithm::Mrv, start);
        QCOMPARE(given.prunedBy(0, 0), (nq::Square { 1, 1 }));
        QCOMPARE(given.domainSize(0), 1);
        QCOMPARE(given.domainSize(2), 1);
        QCOMPARE(given.domainSize(3), 2);
    }
};

QTEST_GUILESS_MAIN(TestPosition)
#include "tst_position.moc"
