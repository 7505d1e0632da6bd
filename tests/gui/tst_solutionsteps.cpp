// SPDX-License-Identifier: MIT
// The compact list of solution steps agrees with a plain vector, and stays
// small for a long run's worth of solutions.
#include "run/solutionsteps.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <vector>

class TestSolutionSteps : public QObject
{
    Q_OBJECT

private:
    // Every query of `steps` against the reference, for probes around each step.
    static void compareWith(const SolutionSteps &steps, const std::vector<quint64> &reference)
    {
        QCOMPARE(steps.size(), reference.size());
        QCOMPARE(steps.empty(), reference.empty());
        if (reference.empty()) {
            QVERIFY(!steps.before(5));
            QVERIFY(!steps.after(0));
            return;
        }
        QCOMPARE(steps.front(), reference.front());
        QCOMPARE(steps.back(), reference.back());
        for (std::size_t k = 0; k < reference.size(); ++k) {
            QCOMPARE(steps.at(k), reference[k]);
        }
        std::vector<quint64> probes { 0, std::numeric_limits<quint64>::max() };
        for (quint64 s : reference) {
            probes.insert(probes.end(), { s - 1, s, s + 1 });
        }
        for (quint64 probe : probes) {
            const auto below = std::lower_bound(reference.begin(), reference.end(), probe);
            const std::optional<quint64> expectedBefore
                = below == reference.begin() ? std::nullopt : std::optional(*std::prev(below));
            const auto above = std::upper_bound(reference.begin(), reference.end(), probe);
            const std::optional<quint64> expectedAfter
                = above == reference.end() ? std::nullopt : std::optional(*above);
            QCOMPARE(steps.before(probe), expectedBefore);
            QCOMPARE(steps.after(probe), expectedAfter);
        }
    }

private slots:
    void empty()
    {
        SolutionSteps steps;
        compareWith(steps, {});
        QCOMPARE(steps.memoryBytes(), std::size_t(0));
    }

    // Gaps of every size class, across many block boundaries, against a vector.
    void agreesWithVector_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("gapBits");
        QTest::newRow("one") << quint64(1) << 1 << 4;
        QTest::newRow("one block") << quint64(2) << int(SolutionSteps::BlockSize) << 10;
        QTest::newRow("block and one") << quint64(3) << int(SolutionSteps::BlockSize) + 1 << 10;
        QTest::newRow("small gaps") << quint64(4) << 1000 << 3;
        QTest::newRow("two-byte gaps") << quint64(5) << 1000 << 14;
        QTest::newRow("huge gaps") << quint64(6) << 300 << 50;
    }
    void agreesWithVector()
    {
        QFETCH(quint64, seed);
        QFETCH(int, count);
        QFETCH(int, gapBits);
        QRandomGenerator random(seed);
        SolutionSteps steps;
        std::vector<quint64> reference;
        quint64 step = random.bounded(100u);
        for (int i = 0; i < count; ++i) {
            steps.append(step);
            reference.push_back(step);
            if (i % 7 == 0) {
                steps.append(step); // seen again after stepping back: ignored
                steps.append(step / 2);
            }
            step += 1 + (random.generate64() >> (64 - gapBits));
        }
        compareWith(steps, reference);
        steps.clear();
        compareWith(steps, {});
        steps.append(7);
        compareWith(steps, { 7 });
    }

    // A long top-speed run: a solution every few hundred steps costs about
    // two bytes each, where a vector of steps would take eight (and, while
    // doubling, up to sixteen).
    void staysSmall()
    {
        SolutionSteps steps;
        QRandomGenerator random(42);
        quint64 step = 0;
        const std::size_t count = 250000;
        for (std::size_t i = 0; i < count; ++i) {
            step += 1 + random.bounded(2000u);
            steps.append(step);
        }
        QCOMPARE(steps.size(), count);
        QCOMPARE(steps.back(), step);
        QVERIFY2(steps.memoryBytes() < count * 3,
            qPrintable(QStringLiteral("%1 bytes").arg(steps.memoryBytes())));
    }
};

QTEST_APPLESS_MAIN(TestSolutionSteps)
#include "tst_solutionsteps.moc"
