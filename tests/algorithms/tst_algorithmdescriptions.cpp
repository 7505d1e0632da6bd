// SPDX-License-Identifier: MIT
// The registry holds exactly one description per algorithm the solver knows,
// in the menus' order, and each description agrees with what its search
// yields: every event kind of the stream has its own pseudocode line, and the
// traits (refusals, domains, covered lines, chosen columns, permutations,
// the predict questions, the panels' layouts) match the events.
#include "algorithms/algorithmregistry.h"

#include <QTest>

#include <set>

using namespace nq;
using nq::learn::QuestionKind;
using View = AlgorithmDescription::VariablesView;
using Stack = AlgorithmDescription::CallStackView;

namespace {

// What a few whole searches of an algorithm yield.
struct Seen
{
    std::set<EventKind> kinds;
    bool choosesColumn = false; // a Choose naming a column (row -1)
    std::uint64_t permutations = 0;
};

Seen searches(Algorithm algorithm)
{
    Seen seen;
    // Small boards, without and with solutions (2 and 3 have none), and 8
    // for min-conflicts' repair moves.
    for (const int n : { 1, 2, 3, 4, 5, 6, 8 }) {
        if (n > algorithmInfo(algorithm).maxN) {
            continue;
        }
        for (const Event &event : solve(algorithm, n)) {
            seen.kinds.insert(event.kind);
            seen.choosesColumn
                = seen.choosesColumn || (event.kind == EventKind::Choose && event.square.row < 0);
            if (event.kind == EventKind::Done) {
                seen.permutations += event.stats.permutations;
            }
        }
    }
    return seen;
}

} // namespace

class TestAlgorithmDescriptions : public QObject
{
    Q_OBJECT

private slots:
    // One description per algorithm, in the order of nq::algorithms() (the
    // menus' order), each found by of() under its own id.
    void oneDescriptionPerAlgorithm()
    {
        const auto infos = algorithms();
        const auto all = AlgorithmRegistry::all();
        QCOMPARE(all.size(), infos.size());
        for (std::size_t i = 0; i < infos.size(); ++i) {
            QVERIFY(all[i] != nullptr);
            QCOMPARE(all[i]->id(), infos[i].id);
            QCOMPARE(&AlgorithmRegistry::of(infos[i].id), all[i]);
            QCOMPARE(all[i]->info().name, infos[i].name);
            for (std::size_t j = 0; j < i; ++j) {
                QVERIFY(all[j] != all[i]);
            }
        }
    }

    void description_data()
    {
        QTest::addColumn<Algorithm>("algorithm");
        for (const AlgorithmInfo &info : algorithms()) {
            QTest::newRow(std::string(info.name).c_str()) << info.id;
        }
    }

    // Words: a title, a sentence, a work measure and both captions, all
    // different titles.
    void words_data() { description_data(); }
    void words()
    {
        QFETCH(Algorithm, algorithm);
        const AlgorithmDescription &description = AlgorithmRegistry::of(algorithm);
        QVERIFY(!description.title().isEmpty());
        QVERIFY(!description.summary().isEmpty());
        QVERIFY(!description.workMeasure().isEmpty());
        QVERIFY(!description.variablesCaption().isEmpty());
        QVERIFY(!description.callStackCaption().isEmpty());
        for (const AlgorithmDescription *other : AlgorithmRegistry::all()) {
            QVERIFY(other == &description || other->title() != description.title());
        }
    }

    // 8 to 16 lines, none empty, the heading unindented and the others
    // indented by whole blocks.
    void pseudocodeLines_data() { description_data(); }
    void pseudocodeLines()
    {
        QFETCH(Algorithm, algorithm);
        const QStringList lines = AlgorithmRegistry::of(algorithm).pseudocode();
        QVERIFY2(lines.size() >= 8 && lines.size() <= 16, qPrintable(QString::number(lines.size())));
        QVERIFY(!lines.first().startsWith(QLatin1Char(' ')));
        for (const QString &line : lines) {
            QVERIFY(!line.trimmed().isEmpty());
            const qsizetype indent = line.size() - line.trimmed().size();
            QCOMPARE(indent % 2, 0);
        }
    }

    // Every event kind the search yields (Done aside, which stands at the
    // heading) has a line of its own below the heading, whatever the event's
    // line and index; a kind it never yields stays at the heading.
    void everyEventKindHasItsLine_data() { description_data(); }
    void everyEventKindHasItsLine()
    {
        QFETCH(Algorithm, algorithm);
        const AlgorithmDescription &description = AlgorithmRegistry::of(algorithm);
        const int count = int(description.pseudocode().size());
        const Seen seen = searches(algorithm);
        QVERIFY(seen.kinds.count(EventKind::Place));
        QVERIFY(seen.kinds.count(EventKind::Done));
        for (const EventKind kind : { EventKind::Place, EventKind::Remove, EventKind::Reject,
                 EventKind::Solution, EventKind::Done, EventKind::Prune, EventKind::Wipeout,
                 EventKind::Choose }) {
            for (const Line line : { Line::None, Line::Column, Line::Diagonal, Line::AntiDiagonal }) {
                for (const std::uint64_t index : { 0, 1, 5 }) {
                    const int at = description.pseudocodeLine(kind, line, index);
                    QVERIFY(at >= 0 && at < count);
                    const bool yielded = seen.kinds.count(kind) > 0 && kind != EventKind::Done;
                    QVERIFY2(yielded == (at > 0),
                        qPrintable(QStringLiteral("%1 at line %2")
                                       .arg(QString::fromUtf8(eventKindName(kind)))
                                       .arg(at)));
                }
            }
        }
    }

    // The traits say what the stream shows.
    void traitsMatchTheSearch_data() { description_data(); }
    void traitsMatchTheSearch()
    {
        QFETCH(Algorithm, algorithm);
        const AlgorithmDescription &description = AlgorithmRegistry::of(algorithm);
        const AlgorithmDescription::Traits &traits = description.traits();
        const Seen seen = searches(algorithm);
        const bool prunes = seen.kinds.count(EventKind::Prune) > 0;
        const bool chooses = seen.kinds.count(EventKind::Choose) > 0;
        QCOMPARE(traits.refuses, seen.kinds.count(EventKind::Reject) > 0);
        QCOMPARE(traits.keepsDomains, prunes);
        QCOMPARE(traits.keepsDomains, seen.kinds.count(EventKind::Wipeout) > 0);
        QCOMPARE(traits.choosesColumns, seen.choosesColumn);
        QCOMPARE(traits.countsPermutations, seen.permutations > 0);
        QCOMPARE(description.info().choosesRows, chooses);
        // Covering lines is exact cover: a search that chooses without domains.
        QCOMPARE(traits.coversLines, chooses && !prunes);

        // The panels' layouts read what the algorithm keeps.
        QCOMPARE(traits.variables == View::Domains, traits.keepsDomains);
        QCOMPARE(traits.variables == View::ItemSizes, traits.coversLines);
        QCOMPARE(traits.variables == View::Repair, !isBacktracker(algorithm));
        QCOMPARE(traits.callStack == Stack::Repair, !isBacktracker(algorithm));
        QCOMPARE(traits.callStack == Stack::ChosenItems, traits.coversLines);
        QCOMPARE(traits.callStack == Stack::ChosenRows, chooses && prunes);
        QCOMPARE(traits.variables == View::Permutation, traits.countsPermutations);
        QCOMPARE(traits.callStack == Stack::Permutation, traits.countsPermutations);

        // The predict questions ask about events the stream has.
        QVERIFY(traits.questions != 0);
        QVERIFY(!description.fits(QuestionKind::Attacker) || traits.refuses);
        QVERIFY(!description.fits(QuestionKind::ChosenLine) || chooses);
        QVERIFY(!description.fits(QuestionKind::WipedOutRow) || traits.keepsDomains);
        QCOMPARE(description.fits(QuestionKind::FewestAttackers), !isBacktracker(algorithm));
        QCOMPARE(description.fits(QuestionKind::NextEvent), isBacktracker(algorithm));
    }

    // The compare window opens forward checking, mrv, dancing links and
    // check queens beside the current algorithm, in that order: distinct places.
    void compareOrderIsDistinct()
    {
        std::set<int> orders;
        int chosen = 0;
        for (const AlgorithmDescription *description : AlgorithmRegistry::all()) {
            if (const int order = description->traits().compareOrder; order > 0) {
                ++chosen;
                QVERIFY(orders.insert(order).second);
            }
        }
        QCOMPARE(chosen, 4);
    }
};

QTEST_GUILESS_MAIN(TestAlgorithmDescriptions)
#include "tst_algorithmdescriptions.moc"
