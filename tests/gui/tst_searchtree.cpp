// SPDX-License-Identifier: MIT
#include "explain/searchtree.h"
#include "explain/searchtreegutter.h"
#include "explain/searchtreepainter.h"
#include "explain/searchtreetext.h"
#include "explain/searchtreeview.h"
#include "run/stepevent.h"
#include "support/algorithmrows.h"
#include "support/events.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFontMetrics>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

#include <algorithm>
#include <functional>
#include <numeric>
#include <span>

namespace {

using nqtest::searchEvents;

// Calls `chunk` with consecutive slices of a search's events (Done left
// out), so that a long run never sits in memory whole.
void streamEvents(nq::Algorithm algorithm, int n, qsizetype chunkSize,
    const std::function<void(const QList<StepEvent> &, quint64)> &chunk)
{
    QList<StepEvent> events;
    quint64 firstStep = 1;
    for (const nq::Event &event : nq::solve(algorithm, n)) {
        if (event.kind == nq::EventKind::Done) {
            break;
        }
        events.append(StepEvent::from(event));
        if (events.size() == chunkSize) {
            chunk(events, firstStep);
            firstStep += quint64(events.size());
            events.clear();
        }
    }
    if (!events.isEmpty()) {
        chunk(events, firstStep);
    }
}

quint64 countPlacements(const QList<StepEvent> &events)
{
    return quint64(std::count_if(events.cbegin(), events.cend(),
        [](const StepEvent &event) { return event.kind == nq::EventKind::Place; }));
}

void appendAll(SearchTree &tree, const QList<StepEvent> &events)
{
    for (qsizetype i = 0; i < events.size(); ++i) {
        tree.append(events[i], quint64(i) + 1);
    }
}

// The structure every stored tree keeps, collapsed or not.
bool isWellFormed(const SearchTree &tree)
{
    for (int id = 1; id < tree.storedNodeCount(); ++id) {
        const SearchTree::Node &node = tree.node(id);
        const SearchTree::Node &previous = tree.node(id - 1);
        const SearchTree::Node &parent = tree.node(node.parent);
        if (node.parent < 0 || node.parent >= id || node.depth != parent.depth + 1
            || node.placeStep <= previous.placeStep || node.slot < previous.slot
            || node.slot > previous.slot + 1
            || (node.parent == id - 1) != (node.slot == previous.slot) || parent.lastChild < id) {
            return false;
        }
        if (node.removeStep != SearchTree::OnBoard && node.removeStep <= node.placeStep) {
            return false;
        }
    }
    return true;
}

} // namespace

class TestSearchTree : public QObject
{
    Q_OBJECT

private slots:
    void nodeCount_data()
    {
        nqtest::addAlgorithmColumn();
        QTest::addColumn<int>("n");
        for (const nq::AlgorithmInfo &info : nq::algorithms()) {
            if (!nq::isBacktracker(info.id)) {
                continue; // no tree walk: see localSearchHasNoTree()
            }
            for (int n = 4; n <= 8; ++n) {
                nqtest::newAlgorithmRow(info.id, ' ' + QByteArray::number(n)) << n;
            }
        }
    }
    void nodeCount()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, n);
        const QList<StepEvent> events = searchEvents(algorithm, n);
        const quint64 placements = countPlacements(events);

        SearchTree tree;
        tree.setNodeCap(1 << 20); // nothing collapsed: every node stored
        tree.reset(n);
        appendAll(tree, events);
        QCOMPARE(tree.nodeCount(), placements + 1);
        QCOMPARE(quint64(tree.storedNodeCount()), placements + 1);
        QCOMPARE(tree.placements(), placements);
        QCOMPARE(tree.deepestNode(), 0); // every Place was matched by a Remove
        QVERIFY(isWellFormed(tree));
        // The row-by-row backtrackers that try every square no queen attacks
        // visit the same tree; permutations and the searches that prune or
        // choose their rows visit smaller ones (the placements counted
        // above, which the solver's own stats give too).
        const bool commonTree = algorithm != nq::Algorithm::Permutations
            && algorithm != nq::Algorithm::ForwardChecking && algorithm != nq::Algorithm::Mrv
            && algorithm != nq::Algorithm::DancingLinks;
        if (commonTree && n == 8) {
            QCOMPARE(tree.nodeCount(), quint64(2057));
        }

        // Rejects and solutions all land on some node.
        quint64 rejects = 0;
        quint64 solutions = 0;
        for (int id = 0; id < tree.storedNodeCount(); ++id) {
            rejects += tree.node(id).rejects;
            solutions += tree.node(id).solution ? 1 : 0;
            QVERIFY(!tree.node(id).collapsed);
        }
        QCOMPARE(rejects, tree.rejects());
        QCOMPARE(solutions, tree.solutions());
        QCOMPARE(tree.node(0).solutions, tree.solutions());
        QCOMPARE(tree.node(0).placementsBelow, placements);

        // The default cap gives the same counts, whatever it collapses.
        SearchTree capped;
        capped.reset(n);
        appendAll(capped, events);
        QCOMPARE(capped.nodeCount(), placements + 1);
        QVERIFY(capped.storedNodeCount() <= capped.nodeCap());
        QCOMPARE(capped.countsPerDepth(), tree.countsPerDepth());
    }

    // nodeAt() and pathTo() against a board replayed from the events, at every step.
    void pathFollowsBoard_data()
    {
        nqtest::addAlgorithmColumn();
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("cap");
        for (const nq::AlgorithmInfo &info : nq::algorithms()) {
            if (!nq::isBacktracker(info.id)) {
                continue;
            }
            for (int n : { 4, 6, 8 }) {
                nqtest::newAlgorithmRow(info.id, ' ' + QByteArray::number(n)) << n << (1 << 20);
            }
        }
        // Collapsed: the node found is then the deepest stored one of the board's path.
        nqtest::newAlgorithmRow(nq::Algorithm::Permutations, " 8 capped")
            << 8 << SearchTree::MinNodeCap;
        nqtest::newAlgorithmRow(nq::Algorithm::LockLines, " 10 capped")
            << 10 << SearchTree::MinNodeCap;
    }
    void pathFollowsBoard()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, n);
        QFETCH(int, cap);
        const QList<StepEvent> events = searchEvents(algorithm, n);
        SearchTree tree;
        tree.setNodeCap(cap);
        tree.reset(n);
        appendAll(tree, events);
        QVERIFY(isWellFormed(tree));
        QVERIFY(tree.storedNodeCount() <= tree.nodeCap());
        const bool collapsed = tree.collapseDepth() <= n;
        QCOMPARE(collapsed, cap < (1 << 20));

        QCOMPARE(tree.nodeAt(0), 0);
        QCOMPARE(tree.pathTo(0), QList<int> { 0 });
        QList<QPair<int, int>> board; // the queens, in the order they were placed
        for (qsizetype i = 0; i < events.size(); ++i) {
            const StepEvent &event = events[i];
            if (event.kind == nq::EventKind::Place) {
                board.append({ event.row, event.col });
            } else if (event.kind == nq::EventKind::Remove) {
                QCOMPARE(board.constLast(), qMakePair(int(event.row), int(event.col)));
                board.removeLast();
            }
            const quint64 step = quint64(i) + 1;
            const int node = tree.nodeAt(step);
            const QList<int> path = tree.pathTo(node);
            QCOMPARE(path.constFirst(), 0);
            QCOMPARE(path.constLast(), node);
            if (collapsed) {
                QVERIFY(tree.node(node).depth <= board.size());
                QVERIFY(tree.node(node).depth == board.size() || tree.node(node).collapsed);
            } else {
                QCOMPARE(tree.node(node).depth, board.size());
            }
            for (qsizetype d = 1; d < path.size(); ++d) {
                const SearchTree::Node &queen = tree.node(path[d]);
                QCOMPARE(qMakePair(int(queen.row), int(queen.col)), board[d - 1]);
                QVERIFY(queen.placeStep <= step && step < queen.removeStep);
            }
            if (event.kind == nq::EventKind::Place && !collapsed) {
                // Seeking to a node's step shows that node as the deepest.
                QCOMPARE(tree.placeStep(node), step);
            }
        }
        QCOMPARE(tree.nodeAt(quint64(events.size()) + 100), 0);
    }

    // Constraint propagation: a Prune adds no node, a wipe-out and dancing
    // links' item without options mark the node they came under as a dead
    // end, and each node keeps the row or column its level chose.
    void deadEndsAndChoices_data()
    {
        nqtest::addAlgorithmColumn();
        QTest::addColumn<int>("n");
        for (const nq::Algorithm algorithm : { nq::Algorithm::ForwardChecking,
                 nq::Algorithm::Mrv, nq::Algorithm::DancingLinks }) {
            for (int n = 4; n <= 7; ++n) {
                nqtest::newAlgorithmRow(algorithm, ' ' + QByteArray::number(n)) << n;
            }
        }
    }
    void deadEndsAndChoices()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, n);
        const QList<StepEvent> events = searchEvents(algorithm, n);
        SearchTree tree;
        tree.setNodeCap(1 << 20);
        tree.reset(n);
        appendAll(tree, events);
        QVERIFY(isWellFormed(tree));
        int deadEnds = 0;
        int columnsChosen = 0;
        for (qsizetype i = 0; i < events.size(); ++i) {
            const StepEvent &event = events[i];
            const quint64 step = quint64(i) + 1;
            const SearchTree::Node &node = tree.node(tree.nodeAt(step));
            switch (event.kind) {
            case nq::EventKind::Prune:
            case nq::EventKind::Choose:
                QCOMPARE(tree.nodeAt(step), tree.nodeAt(step - 1));
                if (event.kind == nq::EventKind::Choose && event.index == 0) {
                    QCOMPARE(node.emptyRow, event.row);
                    QCOMPARE(node.emptyCol, event.col);
                    ++deadEnds;
                }
                columnsChosen += event.kind == nq::EventKind::Choose && event.row < 0 ? 1 : 0;
                break;
            case nq::EventKind::Wipeout:
                QCOMPARE(tree.nodeAt(step), tree.nodeAt(step - 1));
                QCOMPARE(node.emptyRow, event.row);
                QCOMPARE(node.emptyCol, qint16(-1));
                // The queen just placed, taken back at the next step.
                if (i > 0) { // (from a start position a Wipeout may come first)
                    qsizetype place = i - 1;
                    while (events[place].kind != nq::EventKind::Place) {
                        --place;
                    }
                    QCOMPARE(node.placeStep, quint64(place) + 1);
                }
                QCOMPARE(node.removeStep, step + 1);
                ++deadEnds;
                break;
            case nq::EventKind::Place:
                QCOMPARE(node.placeStep, step);
                QCOMPARE(node.itemRow, event.byRow);
                QCOMPARE(node.itemCol, event.byCol);
                break;
            case nq::EventKind::Reject:
            case nq::EventKind::Remove:
            case nq::EventKind::Solution:
            case nq::EventKind::Done:
                break;
            }
        }
        QVERIFY(deadEnds > 0);
        int marked = 0;
        for (int id = 0; id < tree.storedNodeCount(); ++id) {
            const SearchTree::Node &node = tree.node(id);
            marked += node.emptyRow >= 0 || node.emptyCol >= 0 ? 1 : 0;
            if (algorithm == nq::Algorithm::Mrv && id > 0) {
                QCOMPARE(node.itemRow, node.row); // mrv chooses rows only
            }
            if (algorithm == nq::Algorithm::ForwardChecking) {
                QCOMPARE(node.itemRow, qint16(-1)); // row by row: nothing chosen
            }
        }
        QCOMPARE(marked, deadEnds); // a dead end ends its node's level: one mark each
        if (algorithm == nq::Algorithm::DancingLinks && n >= 5) {
            QVERIFY(columnsChosen > 0); // the labels of columns are exercised
        }
        // For eyes: NQ_SEARCHTREE_PNG=/tmp/tree.png writes the view of 6x6 zoomed in.
        const QString file = qEnvironmentVariable("NQ_SEARCHTREE_PNG");
        if (!file.isEmpty() && n == 6) {
            SearchTreeView view;
            view.resize(1000, 420);
            view.reset(n);
            view.appendEvents(events, 1);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            view.setTransform(QTransform::fromScale(1.6, 1.4));
            view.centerOn(view.nodeScenePos(tree.storedNodeCount() / 3));
            QString name = file;
            const QString suffix = QStringLiteral("-%1.png")
                                       .arg(QString::fromLatin1(nq::algorithmInfo(algorithm).name.data(),
                                           qsizetype(nq::algorithmInfo(algorithm).name.size())));
            QVERIFY(view.grab().save(name.replace(QLatin1String(".png"), suffix)));
        }
        // The labels the tree writes: a row's rank, a column's file.
        QCOMPARE(SearchTreeView::itemLabel(n, 0, -1), QString::number(n));
        QCOMPARE(SearchTreeView::itemLabel(n, -1, 3), QStringLiteral("d"));
        QCOMPARE(SearchTreeView::itemLabel(n, -1, -1), QString());
    }

    void countsPerDepth()
    {
        // Backtrackers visit the same tree: known counts for 6x6 (152 placements).
        const QList<StepEvent> events = searchEvents(nq::Algorithm::CheckQueens, 6);
        SearchTree tree;
        tree.reset(6);
        appendAll(tree, events);
        const QList<quint64> counts = tree.countsPerDepth();
        QCOMPARE(counts.size(), 6);
        QCOMPARE(counts[0], quint64(6));
        QCOMPARE(std::accumulate(counts.cbegin(), counts.cend(), quint64(0)), tree.placements());
        QCOMPARE(counts[5], tree.solutions()); // every full board is a solution
        QCOMPARE(tree.solutions(), quint64(4));
    }

    void ignoresStepsAlreadyAppended()
    {
        const QList<StepEvent> events = searchEvents(nq::Algorithm::LockLines, 5);
        SearchTree tree;
        tree.reset(5);
        appendAll(tree, events.mid(0, 40));
        const quint64 nodes = tree.nodeCount();
        const int deepest = tree.deepestNode();
        for (qsizetype i = 0; i < 40; ++i) {
            tree.append(events[i], quint64(i) + 1); // a replay after a seek: ignored
        }
        QCOMPARE(tree.nodeCount(), nodes);
        QCOMPARE(tree.deepestNode(), deepest);
        QCOMPARE(tree.lastStep(), quint64(40));
        tree.reset(5);
        QCOMPARE(tree.nodeCount(), quint64(1));
        QCOMPARE(tree.lastStep(), quint64(0));
        QCOMPARE(tree.placeStep(0), quint64(0));
        QCOMPARE(tree.placeStep(7), quint64(0)); // invalid: no node 7
        QVERIFY(tree.pathTo(-1).isEmpty());
    }

    void viewAppendsInChunks_data()
    {
        QTest::addColumn<int>("chunk");
        QTest::newRow("one by one") << 1;
        QTest::newRow("97") << 97;
        QTest::newRow("all at once") << 100000;
    }
    void viewAppendsInChunks()
    {
        QFETCH(int, chunk);
        SearchTreeView view;
        view.resize(640, 360);
        view.reset(6);
        SearchTree reference;
        reference.reset(6);
        streamEvents(nq::Algorithm::MarkBoard, 6, chunk,
            [&](const QList<StepEvent> &events, quint64 firstStep) {
                view.appendEvents(events, firstStep);
                for (qsizetype i = 0; i < events.size(); ++i) {
                    reference.append(events[i], firstStep + quint64(i));
                }
                QCOMPARE(view.tree().storedNodeCount(), reference.storedNodeCount());
                // Not told the step: the view shows the last one.
                QCOMPARE(view.currentNode(), reference.deepestNode());
            });
        QCOMPARE(view.tree().nodeCount(), quint64(153));
        view.setCurrentStep(10);
        QCOMPARE(view.currentStep(), quint64(10));
        QCOMPARE(view.currentNode(), reference.nodeAt(10));
    }

    void clickSeeks_data()
    {
        QTest::addColumn<int>("n");
        QTest::newRow("5x5") << 5;
        QTest::newRow("8x8") << 8;
    }
    void clickSeeks()
    {
        QFETCH(int, n);
        SearchTreeView view;
        view.resize(700, 400);
        view.reset(n);
        const QList<StepEvent> events = searchEvents(nq::Algorithm::LockLines, n);
        view.appendEvents(events, 1);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy spy(&view, &SearchTreeView::nodeActivated);

        const SearchTree &tree = view.tree();
        QList<int> nodes { 0, 1, tree.storedNodeCount() / 2, tree.storedNodeCount() - 1 };
        for (int id = 0; id < tree.storedNodeCount(); ++id) {
            if (tree.node(id).solution) {
                nodes.append(id); // the first solution
                break;
            }
        }
        for (int id : nodes) {
            view.centerOn(view.nodeScenePos(id));
            const QPoint at = view.mapFromScene(view.nodeScenePos(id));
            QCOMPARE(view.nodeAtViewportPos(at), id);
            QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
            QCOMPARE(spy.size(), 1);
            QCOMPARE(spy.takeFirst().at(0).value<quint64>(), tree.placeStep(id));
            // What the lead does with it: the node becomes the current one.
            view.setCurrentStep(tree.placeStep(id));
            QCOMPARE(view.currentNode(), id);
        }
        // Far from any node: nothing.
        view.centerOn(view.nodeScenePos(0));
        const QPoint empty = view.mapFromScene(
            view.nodeScenePos(0) + QPointF(0, -0.5 * SearchTreeView::LevelHeight));
        QCOMPARE(view.nodeAtViewportPos(empty), -1);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, empty);
        QCOMPARE(spy.size(), 0);
    }

    // What a batch or a step repaints is enough: the screen after partial
    // repaints is the picture of a full one.
    void partialRepaintsAreExact_data()
    {
        nqtest::addAlgorithmColumn();
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("fit");
        QTest::addColumn<int>("chunk"); // 0: small batches of varied sizes
        QTest::addColumn<bool>("pinned"); // the current step stays early: the path does not move
        using nqtest::newAlgorithmRow;
        const nq::Algorithm lockLines = nq::Algorithm::LockLines;
        newAlgorithmRow(lockLines, " 6") << 6 << false << 0 << false;
        newAlgorithmRow(lockLines, " 6 pinned") << 6 << false << 0 << true;
        newAlgorithmRow(lockLines, " 8 fit") << 8 << true << 0 << false;
        newAlgorithmRow(lockLines, " 8 fit pinned") << 8 << true << 0 << true;
        newAlgorithmRow(nq::Algorithm::Permutations, " 6") << 6 << false << 0 << false;
        // The labels of the rows and columns chosen, and the dead ends' bars.
        newAlgorithmRow(nq::Algorithm::Mrv, " 6") << 6 << false << 0 << false;
        newAlgorithmRow(nq::Algorithm::DancingLinks, " 6 pinned") << 6 << false << 0 << true;
        newAlgorithmRow(nq::Algorithm::ForwardChecking, " 8 fit") << 8 << true << 0 << false;
        // Long enough to collapse (structure changes) and to truncate (subtrees dropped).
        newAlgorithmRow(nq::Algorithm::Bitmask, " 11") << 11 << false << 60000 << false;
        newAlgorithmRow(nq::Algorithm::Bitmask, " 11 fit pinned") << 11 << true << 60000 << true;
    }
    void partialRepaintsAreExact()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(int, n);
        QFETCH(bool, fit);
        QFETCH(int, chunk);
        QFETCH(bool, pinned);
        SearchTreeView view;
        view.resize(900, 320);
        view.reset(n);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        if (fit) {
            view.fitTree();
        }
        if (pinned) {
            view.setCurrentStep(3);
        }
        // The screen (the backing store, after partial repaints) against a full repaint.
        const auto sameAsFullRepaint = [&view](const char *when) {
            QCoreApplication::processEvents();
            const QImage screen = view.screen()
                                      ->grabWindow(view.winId())
                                      .toImage()
                                      .convertToFormat(QImage::Format_RGB32);
            const QImage full = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
            if (screen != full) {
                const QString base = QDir::tempPath() + QStringLiteral("/tst_searchtree-");
                screen.save(base + QStringLiteral("partial.png"));
                full.save(base + QStringLiteral("full.png"));
                qWarning("the screen differs from a full repaint %s: see %s*.png", when,
                    qPrintable(base));
                return false;
            }
            return true;
        };

        static const qsizetype sizes[] = { 1, 2, 5, 1, 13, 40, 3, 170 };
        qsizetype batches = 0;
        bool ok = true;
        streamEvents(algorithm, n, chunk ? chunk : 1 << 20,
            [&](const QList<StepEvent> &events, quint64 firstStep) {
                qsizetype done = 0;
                while (ok && done < events.size()) {
                    const qsizetype size = chunk ? events.size() : sizes[batches % 8];
                    const QList<StepEvent> batch = events.mid(done, size);
                    view.appendEvents(batch, firstStep + quint64(done));
                    done += batch.size();
                    // Small batches: check the first few hundred, then the rest at once.
                    if (chunk || ++batches < 400) {
                        ok = sameAsFullRepaint("after a batch");
                    } else {
                        view.appendEvents(events.mid(done), firstStep + quint64(done));
                        done = events.size();
                    }
                }
            });
        QVERIFY(ok);
        QVERIFY(sameAsFullRepaint("after the whole run"));
        const quint64 last = view.tree().lastStep();
        for (quint64 step :
            { quint64(5), last / 3, quint64(77), last / 2, last / 2 - 1, quint64(0), last }) {
            view.setCurrentStep(step);
            QVERIFY(sameAsFullRepaint("after a seek"));
        }
    }

    void zoomAndFit()
    {
        SearchTreeView view;
        view.resize(800, 300);
        view.reset(8);
        view.appendEvents(searchEvents(nq::Algorithm::LockLines, 8), 1);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const qreal before = view.transform().m11();
        view.zoomIn();
        QVERIFY(view.transform().m11() > before);
        view.zoomOut();
        QVERIFY(qAbs(view.transform().m11() - before) < 1e-9);
        QTest::keyClick(view.viewport(), Qt::Key_Minus);
        QVERIFY(view.transform().m11() < before);
        view.fitAction()->trigger();
        // The tree from its root down to its deepest level is in view; its
        // 8x8 width does not fit 800 pixels at a clickable size, so it scrolls.
        const QRectF shown = view.mapToScene(view.viewport()->rect()).boundingRect();
        QVERIFY(shown.contains(view.nodeScenePos(0)));
        QVERIFY(shown.top() <= view.nodeScenePos(0).y());
        QVERIFY(shown.bottom() >= 8 * SearchTreeView::LevelHeight);
        QVERIFY(view.horizontalScrollBar()->maximum() > 0);
        QVERIFY(view.transform().m11() * SearchTreeView::SlotWidth >= 16.0 - 1e-9);

        // A small tree fits whole.
        view.reset(4);
        view.appendEvents(searchEvents(nq::Algorithm::LockLines, 4), 1);
        view.fitAction()->trigger();
        const QRectF small = view.mapToScene(view.viewport()->rect()).boundingRect();
        QVERIFY(small.contains(view.nodeScenePos(0)));
        QVERIFY(small.contains(view.nodeScenePos(view.tree().storedNodeCount() - 1)));
    }

    // A full 12x12 run stays under the cap; the counts stay exact.
    void bigRunIsCollapsed()
    {
        SearchTreeView view;
        view.resize(800, 300);
        view.reset(12);
        QList<quint64> perDepth(12, 0);
        quint64 steps = 0;
        const std::size_t bound
            = std::size_t(SearchTree::DefaultNodeCap + 1) * sizeof(SearchTree::Node);
        int largest = 0;
        streamEvents(nq::Algorithm::Bitmask, 12, 1 << 16,
            [&](const QList<StepEvent> &events, quint64 firstStep) {
                for (const StepEvent &event : events) {
                    if (event.kind == nq::EventKind::Place) {
                        ++perDepth[event.row];
                    }
                }
                view.appendEvents(events, firstStep);
                steps = firstStep + quint64(events.size()) - 1;
                largest = qMax(largest, view.tree().storedNodeCount());
                QVERIFY(view.tree().storedNodeCount() <= SearchTree::DefaultNodeCap);
                QVERIFY(view.tree().memoryUsage() <= bound);
            });
        const SearchTree &tree = view.tree();
        QCOMPARE(tree.lastStep(), steps);
        QCOMPARE(tree.placements(), quint64(856188));
        QCOMPARE(tree.nodeCount(), quint64(856189));
        QCOMPARE(tree.solutions(), quint64(14200));
        QCOMPARE(tree.countsPerDepth(), perDepth);
        const QList<quint64> counts = tree.countsPerDepth();
        QCOMPARE(std::accumulate(counts.cbegin(), counts.cend(), quint64(0)), quint64(856188));
        QVERIFY(tree.collapseDepth() < 12);
        // Once the run is over, exactly the nodes down to the collapse depth are kept.
        QCOMPARE(quint64(tree.storedNodeCount()),
            1
                + std::accumulate(
                    counts.cbegin(), counts.cbegin() + tree.collapseDepth(), quint64(0)));
        QVERIFY(isWellFormed(tree));
        QCOMPARE(tree.node(0).placementsBelow, quint64(856188));
        QCOMPARE(tree.node(0).solutions, quint64(14200));
        qInfo("12x12: %d nodes stored at most, %d at the end, collapsed from depth %d, %zu bytes",
            largest, tree.storedNodeCount(), tree.collapseDepth(), tree.memoryUsage());
        const QString file = qEnvironmentVariable("NQ_SEARCHTREE_PNG");
        if (!file.isEmpty()) {
            view.resize(1400, 420);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            view.fitTree();
            QString name = file;
            QVERIFY(
                view.grab().save(name.replace(QLatin1String(".png"), QLatin1String("-12.png"))));
            view.setTransform(QTransform::fromScale(1.0, 0.8));
            view.centerOn(view.nodeScenePos(tree.storedNodeCount() / 2));
            name = file;
            QVERIFY(view.grab().save(
                name.replace(QLatin1String(".png"), QLatin1String("-12-zoomed.png"))));
        }
        // A step inside a collapsed subtree shows the collapsed node.
        const int node = tree.nodeAt(steps / 2);
        QVERIFY(tree.node(node).collapsed || tree.node(node).depth < tree.collapseDepth());
    }

    void appendsAWholeRunAtOnce()
    {
        const QList<StepEvent> events = searchEvents(nq::Algorithm::LockLines, 8);
        QCOMPARE(events.size(), 17868);
        SearchTreeView view;
        view.resize(900, 360);
        view.reset(8);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QElapsedTimer timer;
        timer.start();
        view.appendEvents(events, 1);
        QCoreApplication::processEvents(); // the repaint too
        qInfo("8x8: %lld events appended and drawn in %lld ms", qlonglong(events.size()),
            timer.elapsed());
        QCOMPARE(view.tree().nodeCount(), quint64(2057));
        view.setCurrentStep(9000);
        QCOMPARE(view.currentNode(), view.tree().nodeAt(9000));

        // For eyes: NQ_SEARCHTREE_PNG=/tmp/tree.png writes the view, fitted and zoomed.
        const QString file = qEnvironmentVariable("NQ_SEARCHTREE_PNG");
        if (!file.isEmpty()) {
            view.resize(1400, 420);
            view.fitTree();
            QVERIFY(view.grab().save(file));
            view.setTransform(QTransform::fromScale(1.0, 1.1));
            view.centerOn(view.nodeScenePos(view.currentNode()));
            QString zoomed = file;
            zoomed.replace(QLatin1String(".png"), QLatin1String("-zoomed.png"));
            QVERIFY(view.grab().save(zoomed));
        }
    }

    // A local search is no tree walk: the view keeps no nodes and says why.
    void localSearchHasNoTree()
    {
        SearchTreeView view;
        view.resize(500, 300);
        view.reset(8, false);
        QVERIFY(!view.hasTree());
        QList<StepEvent> events;
        for (const nq::Event &event : nq::solve(nq::Algorithm::MinConflicts, 8)) {
            if (event.kind != nq::EventKind::Done) {
                events.append(StepEvent::from(event));
            }
        }
        view.appendEvents(events, 1);
        view.setCurrentStep(quint64(events.size()));
        QCOMPARE(view.tree().storedNodeCount(), 1); // the root alone
        QCOMPARE(view.nodeAtViewportPos(QPoint(10, 10)), -1);
        QSignalSpy activated(&view, &SearchTreeView::nodeActivated);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(20, 20));
        QVERIFY(activated.isEmpty());
        QCOMPARE(view.toolTip(), SearchTreeView::noTreeText());
        const QImage image = view.grab().toImage();
        QVERIFY(!image.isNull());
        // A backtracker's run brings the tree back.
        view.reset(4, true);
        QVERIFY(view.hasTree());
        QVERIFY(view.toolTip().isEmpty());
    }

    // The depth column is written in the view's font: it grows with the text
    // size (the window sets the font), and its column widens to hold it.
    void gutterFollowsTextSize_data()
    {
        QTest::addColumn<int>("percent");
        QTest::newRow("150 %") << 150;
        QTest::newRow("200 %") << 200;
    }
    void gutterFollowsTextSize()
    {
        QFETCH(int, percent);
        SearchTreeView view;
        view.resize(700, 500);
        view.reset(12);
        // A 12-queens run until some depth counts 10,000 placements: its
        // label ("7: 10,000") is as wide as "12: 9,999" in tabular digits.
        quint64 step = 1;
        QList<StepEvent> events;
        const auto most = [&view] {
            const QList<quint64> counts = view.tree().countsPerDepth();
            return counts.isEmpty() ? quint64(0)
                                    : *std::max_element(counts.cbegin(), counts.cend());
        };
        for (const nq::Event &event : nq::solve(nq::Algorithm::LockLines, 12)) {
            if (event.kind == nq::EventKind::Done || most() >= 10000) {
                break;
            }
            events.append(StepEvent::from(event));
            if (events.size() == 20000) {
                view.appendEvents(events, step);
                step += quint64(events.size());
                events.clear();
            }
        }
        QVERIFY(most() >= 10000);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *gutter = view.findChild<QWidget *>(QStringLiteral("depthGutter"));
        QVERIFY(gutter);

        // The text drawn in the label part of the column (left of the
        // bars): its widest extent and its tallest line, in pixels.
        const auto measure = [&] {
            QApplication::processEvents();
            const QImage image = gutter->grab().toImage().convertToFormat(QImage::Format_RGB32);
            const int window = qGray(view.palette().color(QPalette::Window).rgb());
            const int labelRight = gutter->width() - SearchTreeView::GutterBarWidth - 8;
            int right = -1;
            int tallest = 0;
            int run = 0;
            for (int y = 0; y < image.height(); ++y) {
                bool ink = false;
                for (int x = 0; x < qMin(labelRight, image.width()); ++x) {
                    if (qAbs(qGray(image.pixel(x, y)) - window) > 60) {
                        ink = true;
                        right = qMax(right, x);
                    }
                }
                run = ink ? run + 1 : 0;
                tallest = qMax(tallest, run);
            }
            return QSize(right + 1, tallest);
        };
        const QSize before = measure();
        const int widthBefore = gutter->width();
        QVERIFY2(before.width() > 0 && before.height() > 0, "the column has text");

        QFont font = QApplication::font();
        font.setPointSizeF(font.pointSizeF() * percent / 100.0);
        view.setFont(font);
        const QSize after = measure();
        const qreal grown = 1 + (percent / 100.0 - 1) / 2; // at least half the growth
        QVERIFY2(
            after.width() >= before.width() * grown && after.height() >= before.height() * grown,
            qPrintable(QStringLiteral("text %1 x %2 px at 100 %, %3 x %4 px at %5 %")
                           .arg(before.width())
                           .arg(before.height())
                           .arg(after.width())
                           .arg(after.height())
                           .arg(percent)));
        QVERIFY(gutter->width() > widthBefore);
        // The label part of the column holds every label in the new font, the
        // widest as wide as "12: 9,999", and the text stays inside it.
        const int labelWidth = gutter->width() - SearchTreeView::GutterBarWidth - 12;
        const QString widest = QStringLiteral("12: %1").arg(QLocale().toString(9999));
        QVERIFY2(labelWidth >= QFontMetrics(font).horizontalAdvance(widest),
            qPrintable(QStringLiteral("%1 px for \"%2\", which needs %3 px")
                           .arg(labelWidth)
                           .arg(widest)
                           .arg(QFontMetrics(font).horizontalAdvance(widest))));
        for (qsizetype d = 1; d <= view.tree().countsPerDepth().size(); ++d) {
            const QString label = QStringLiteral("%1: %2").arg(d).arg(
                QLocale().toString(view.tree().countsPerDepth().at(d - 1)));
            QVERIFY2(labelWidth >= QFontMetrics(font).horizontalAdvance(label), qPrintable(label));
        }
        QVERIFY(after.width() <= labelWidth + 4);
    }

    // The depth column of a run from given queens: a search that fills its
    // rows top down leaves the given rows' own levels to them, one that
    // chooses its rows (mrv, dancing links) the first levels; every other
    // level counts its placements, which add up to the run's.
    void depthLabelsFromAStart_data()
    {
        nqtest::addAlgorithmColumn();
        QTest::addColumn<QList<int>>("givenDepths");
        // 6x6 from queens given on d5 (row 1) and c2 (row 4), two of the
        // solution (1, 3, 5, 0, 2, 4).
        nqtest::newAlgorithmRow(nq::Algorithm::CheckQueens, " top down") << QList<int> { 2, 5 };
        nqtest::newAlgorithmRow(nq::Algorithm::Mrv, " chooses rows") << QList<int> { 1, 2 };
        nqtest::newAlgorithmRow(nq::Algorithm::DancingLinks, " chooses items")
            << QList<int> { 1, 2 };
    }
    void depthLabelsFromAStart()
    {
        QFETCH(nq::Algorithm, algorithm);
        QFETCH(QList<int>, givenDepths);
        const int n = 6;
        const QList<int> start = { -1, 3, -1, -1, 2, -1 };
        const bool rowsInOrder = !nq::algorithmInfo(algorithm).choosesRows;
        QCOMPARE(SearchTree::givenDepths(start, rowsInOrder), givenDepths);
        SearchTree tree;
        tree.reset(n, SearchTree::givenDepths(start, rowsInOrder));
        quint64 step = 1;
        const std::span<const int> given(start.constData(), std::size_t(start.size()));
        for (const nq::Event &event : nq::solve(algorithm, n, nq::DefaultSeed, given)) {
            if (event.kind != nq::EventKind::Done) {
                tree.append(StepEvent::from(event), step++);
            }
        }
        QVERIFY(tree.placements() > 0);
        QVERIFY(tree.solutions() > 0);

        const SearchTreeText text(tree);
        quint64 counted = 0;
        for (int depth = 1; depth <= n; ++depth) {
            const quint64 count = tree.countsPerDepth().value(depth - 1);
            if (givenDepths.contains(depth)) {
                QCOMPARE(text.depthLabel(depth), QStringLiteral("%1: given").arg(depth));
                QCOMPARE(count, quint64(0));
            } else {
                QCOMPARE(text.depthLabel(depth),
                    QStringLiteral("%1: %2").arg(depth).arg(QLocale().toString(count)));
                QVERIFY2(count > 0, qPrintable(QString::number(depth)));
                counted += count;
            }
        }
        QCOMPARE(counted, tree.placements());
        QCOMPARE(SearchTreeText::depthTitle(), QStringLiteral("Depth"));

        // The column is as wide as every label beside its bar.
        SearchTreeView view;
        const SearchTreeGutter gutter(tree, &view);
        const QFontMetrics metrics(view.font());
        for (int depth = 1; depth <= n; ++depth) {
            QVERIFY(gutter.widthNeeded()
                >= metrics.horizontalAdvance(text.depthLabel(depth)) + SearchTreeGutter::BarWidth);
        }
    }

    // The painter alone, onto an image: at the first solution of 4x4, the
    // current node is filled as a solution, a finished leaf before it as a
    // dead end, a node placed after it with the background (pale), and a
    // node off the path as none of these.
    void painterFillsNodes()
    {
        const QList<StepEvent> events = searchEvents(nq::Algorithm::CheckQueens, 4);
        SearchTree tree;
        tree.reset(4);
        appendAll(tree, events);
        int solution = -1;
        for (int id = 0; id < tree.storedNodeCount() && solution < 0; ++id) {
            solution = tree.node(id).solution ? id : -1;
        }
        QVERIFY(solution > 0);
        const quint64 step = tree.placeStep(solution);
        const QList<int> path = tree.pathTo(tree.nodeAt(step));
        QCOMPARE(path.constLast(), solution);
        int deadEnd = -1;
        int future = -1;
        for (int id = 1; id < tree.storedNodeCount(); ++id) {
            const SearchTree::Node &node = tree.node(id);
            if (deadEnd < 0 && node.removeStep < step && node.lastChild < 0 && !node.solutions) {
                deadEnd = id;
            }
            if (future < 0 && node.placeStep > step && !node.solutions && node.lastChild >= 0) {
                future = id;
            }
        }
        QVERIFY(deadEnd > 0);
        QVERIFY(future > 0);

        const BoardTheme theme = BoardTheme::highContrast();
        const QColor base(Qt::white);
        SearchTreePainter treePainter(tree, path);
        treePainter.setCurrentStep(step);
        treePainter.setTheme(theme);
        treePainter.setColors(base, Qt::black);
        const QTransform transform
            = QTransform::fromTranslate(40, 40).scale(2, 1.5); // slots 32 px, levels 60 px apart
        const QRectF scene(QPointF(-SearchTreePainter::SlotWidth, -SearchTreePainter::LevelHeight),
            QPointF((tree.maxSlot() + 1) * SearchTreePainter::SlotWidth,
                5 * SearchTreePainter::LevelHeight));
        std::vector<int> nodes;
        treePainter.collectNodes(scene, nodes);
        QCOMPARE(int(nodes.size()), tree.storedNodeCount()); // all of it
        QImage image(
            transform.mapRect(scene).toRect().adjusted(0, 0, 80, 80).size(), QImage::Format_RGB32);
        image.fill(base);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setTransform(transform);
        treePainter.paint(painter, nodes);
        QCOMPARE(painter.transform(), transform); // left as it was
        painter.end();

        const auto centre = [&](int id) {
            const SearchTree::Node &node = tree.node(id);
            const QPointF at(node.slot * SearchTreePainter::SlotWidth,
                node.depth * SearchTreePainter::LevelHeight);
            return image.pixelColor(transform.map(at).toPoint()).rgb();
        };
        QCOMPARE(centre(solution), theme.treeSolution.rgb());
        QCOMPARE(centre(deadEnd), theme.treeDeadEnd.rgb());
        QCOMPARE(centre(future), base.rgb());
        QCOMPARE(centre(path.at(1)), base.rgb()); // on the path, not its end
    }
};

QTEST_MAIN(TestSearchTree)
#include "tst_searchtree.moc"
