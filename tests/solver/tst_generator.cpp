// SPDX-License-Identifier: MIT
#include <QTest>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "solver/generator.h"
#endif

#include <span>
#include <stdexcept>
#include <string>
#include <vector>

using nq::Generator;

namespace {

// Counts live instances so that a test can see a coroutine frame being destroyed.
struct Tracked
{
    static inline int live = 0;
    Tracked() { ++live; }
    Tracked(const Tracked &) { ++live; }
    ~Tracked() { --live; }
};

Generator<int> range(int from, int to)
{
    for (int i = from; i < to; ++i) {
        co_yield i;
    }
}

Generator<int> trackedCounter(bool *finished)
{
    Tracked local;
    for (int i = 0;; ++i) {
        co_yield i;
        if (i == 1000) {
            break;
        }
    }
    *finished = true;
}

Generator<int> throwsAfter(int count)
{
    for (int i = 0; i < count; ++i) {
        co_yield i;
    }
    throw std::runtime_error("boom");
}

Generator<std::string> lvalues()
{
    const std::string word = "queen";
    co_yield word; // a const lvalue is copied into the promise
    std::string moved = "rook";
    co_yield std::move(moved);
}

// Yields the same non-const object twice, changed in between, and reports
// where it lives: the consumer must see that very object, not a copy.
Generator<std::string> reused(const std::string **where)
{
    std::string word = "bishop";
    *where = &word;
    co_yield word;
    word = "knight";
    co_yield word;
}

// One value, a block of three, an empty block, one value; `resumes` counts
// how often the body runs on from a yield, `state` what it last did.
Generator<int> blocks(int *resumes, std::vector<int> *state)
{
    int single = 1;
    co_yield single;
    ++*resumes;
    *state = { 2, 3, 4 };
    co_yield nq::elementsOf(std::span<int>(*state));
    ++*resumes;
    co_yield nq::elementsOf(std::span<int>());
    ++*resumes;
    co_yield 5;
    ++*resumes;
}

Generator<int> onlyEmptyBlocks()
{
    for (int i = 0; i < 3; ++i) {
        co_yield nq::elementsOf(std::span<int>());
    }
}

Generator<int> blockThenThrow()
{
    int values[] = { 7, 8 };
    co_yield nq::elementsOf(std::span<int>(values));
    throw std::runtime_error("after the block");
}

Generator<int> trackedBlocks()
{
    Tracked local;
    std::vector<int> block(100);
    while (true) {
        co_yield nq::elementsOf(std::span<int>(block));
    }
}

} // namespace

class TestGenerator : public QObject
{
    Q_OBJECT

private slots:
    void startsSuspended()
    {
        bool started = false;
        auto body = [](bool *flag) -> Generator<int> {
            *flag = true;
            co_yield 1;
        };
        Generator<int> gen = body(&started);
        QVERIFY(!started);
        auto it = gen.begin();
        QVERIFY(started);
        QCOMPARE(*it, 1);
    }

    void rangeFor()
    {
        std::vector<int> seen;
        for (int value : range(3, 7)) {
            seen.push_back(value);
        }
        QCOMPARE(seen, (std::vector<int> { 3, 4, 5, 6 }));
        int count = 0;
        for ([[maybe_unused]] int value : range(5, 5)) {
            ++count;
        }
        QCOMPARE(count, 0);
    }

    void yieldsLvaluesAndRvalues()
    {
        std::vector<std::string> seen;
        for (const std::string &word : lvalues()) {
            seen.push_back(word);
        }
        QCOMPARE(seen, (std::vector<std::string> { "queen", "rook" }));
    }

    void yieldsNonConstLvaluesWithoutCopy()
    {
        const std::string *where = nullptr;
        Generator<std::string> gen = reused(&where);
        auto it = gen.begin();
        QCOMPARE(&*it, where);
        QCOMPARE(*it, std::string("bishop"));
        ++it;
        QCOMPARE(&*it, where);
        QCOMPARE(*it, std::string("knight"));
    }

    void earlyDestructionFreesFrame()
    {
        QCOMPARE(Tracked::live, 0);
        bool finished = false;
        {
            Generator<int> gen = trackedCounter(&finished);
            auto it = gen.begin();
            ++it;
            QCOMPARE(*it, 1);
            QCOMPARE(Tracked::live, 1);
        }
        QCOMPARE(Tracked::live, 0);
        QVERIFY(!finished);
    }

    void neverStartedGeneratorFreesFrame()
    {
        bool finished = false;
        {
            Generator<int> gen = trackedCounter(&finished);
            QVERIFY(gen.isValid());
        }
        QCOMPARE(Tracked::live, 0);
    }

    void moveAssignmentDestroysLiveFrame()
    {
        bool firstFinished = false;
        bool secondFinished = false;
        Generator<int> gen = trackedCounter(&firstFinished);
        auto it = gen.begin();
        QCOMPARE(*it, 0);
        QCOMPARE(Tracked::live, 1);
        gen = trackedCounter(&secondFinished);
        QCOMPARE(Tracked::live, 0); // the first frame is gone, the second not started
        auto it2 = gen.begin();
        QCOMPARE(*it2, 0);
        QCOMPARE(Tracked::live, 1);
        gen = Generator<int>();
        QCOMPARE(Tracked::live, 0);
        QVERIFY(!gen.isValid());
    }

    void moveConstructionTransfersFrame()
    {
        bool finished = false;
        Generator<int> a = trackedCounter(&finished);
        auto it = a.begin();
        Generator<int> b = std::move(a);
        QVERIFY(!a.isValid());
        QVERIFY(b.isValid());
        ++it; // the frame lives on in b
        QCOMPARE(*it, 1);
        QCOMPARE(Tracked::live, 1);
    }

    void exceptionIsRethrown()
    {
        Generator<int> gen = throwsAfter(2);
        auto it = gen.begin();
        QCOMPARE(*it, 0);
        ++it;
        QCOMPARE(*it, 1);
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, ++it);
        QVERIFY(it == gen.end());
    }

    void exceptionBeforeFirstYield()
    {
        Generator<int> gen = throwsAfter(0);
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, gen.begin());
    }

    void elementsOfYieldsEachElement()
    {
        int resumes = 0;
        std::vector<int> state;
        std::vector<int> seen;
        std::vector<int> resumesSeen;
        for (int value : blocks(&resumes, &state)) {
            seen.push_back(value);
            resumesSeen.push_back(resumes);
        }
        QCOMPARE(seen, (std::vector<int> { 1, 2, 3, 4, 5 }));
        // The whole block is read before the coroutine runs on (one resume
        // per block), and the empty block is passed over.
        QCOMPARE(resumesSeen, (std::vector<int> { 0, 1, 1, 1, 3 }));
        QCOMPARE(resumes, 4);
    }

    void elementsOfHandsOutTheElementsThemselves()
    {
        int resumes = 0;
        std::vector<int> state;
        Generator<int> gen = blocks(&resumes, &state);
        auto it = gen.begin();
        ++it;
        QCOMPARE(&*it, &state[0]);
        ++it;
        QCOMPARE(&*it, &state[1]);
    }

    void onlyEmptyBlocksYieldNothing()
    {
        int count = 0;
        for (int value : onlyEmptyBlocks()) {
            Q_UNUSED(value);
            ++count;
        }
        QCOMPARE(count, 0);
    }

    void exceptionAfterBlock()
    {
        Generator<int> gen = blockThenThrow();
        auto it = gen.begin();
        QCOMPARE(*it, 7);
        ++it;
        QCOMPARE(*it, 8);
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, ++it);
        QVERIFY(it == gen.end());
    }

    void destructionInsideBlockFreesFrame()
    {
        {
            Generator<int> gen = trackedBlocks();
            auto it = gen.begin();
            for (int i = 0; i < 150; ++i) {
                ++it; // into the second block
            }
            QCOMPARE(Tracked::live, 1);
        }
        QCOMPARE(Tracked::live, 0);
    }

    void runsToCompletion()
    {
        bool finished = false;
        int last = -1;
        for (int value : trackedCounter(&finished)) {
            last = value;
        }
        QCOMPARE(last, 1000);
        QVERIFY(finished);
        QCOMPARE(Tracked::live, 0);
    }
};

QTEST_APPLESS_MAIN(TestGenerator)
#include "tst_generator.moc"
