// SPDX-License-Identifier: MIT
// The solutions list names each board by its number among all solutions of
// n and its fundamental class, whichever list shows it.
#include "solutions/solutionsmodel.h"
#include "solutions/solutionstore.h"

#include <QLocale>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

#include "solver/solutions.h"
#include "solver/symmetry.h"

class TestSolutionNames : public QObject
{
    Q_OBJECT

private slots:
    void itemsAreNamedByNumberAndClass_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("fundamental");
        QTest::addColumn<int>("row");
        QTest::newRow("8x8 all, 5") << 8 << false << 4;
        QTest::newRow("8x8 all, 89") << 8 << false << 88;
        QTest::newRow("8x8 fundamental, class 3") << 8 << true << 2;
        QTest::newRow("8x8 fundamental, class 12") << 8 << true << 11;
        QTest::newRow("6x6 fundamental, class 1") << 6 << true << 0;
        // Too big to place among all solutions: the class only, honestly.
        QTest::newRow("13x13 fundamental, class 3") << 13 << true << 2;
    }
    void itemsAreNamedByNumberAndClass()
    {
        QFETCH(int, n);
        QFETCH(bool, fundamental);
        QFETCH(int, row);
        SolutionStore store;
        SolutionsModel model(&store);
        QVERIFY(store.start(
            n, fundamental ? SolutionStore::Mode::Fundamental : SolutionStore::Mode::All));
        QTRY_VERIFY_WITH_TIMEOUT(store.isFinished(), 20000);
        QVERIFY(model.rowCount() > row);

        // The board's place and class, found by walking the lists.
        const auto all = nq::allSolutions(n);
        const auto classes = nq::fundamentalSolutions(n);
        const QModelIndex index = model.index(row);
        const QList<int> columns = index.data(SolutionsModel::ColumnsRole).value<QList<int>>();
        const std::vector<int> board(columns.begin(), columns.end());
        const auto number = std::find(all.begin(), all.end(), board) - all.begin() + 1;
        const auto fundamentalClass
            = std::find(classes.begin(), classes.end(), nq::canonical(board)) - classes.begin() + 1;
        const QLocale locale;
        const QString place = QStringLiteral("class %1 of %2")
                                  .arg(locale.toString(qlonglong(fundamentalClass)),
                                      locale.toString(qlonglong(classes.size())));
        const QString name = n > 12
            ? QStringLiteral("C") + place.mid(1)
            : QStringLiteral("Solution %1 of %2, ")
                    .arg(locale.toString(qlonglong(number)), locale.toString(qlonglong(all.size())))
                + place;
        QCOMPARE(index.data(Qt::DisplayRole).toString(), name);
        QCOMPARE(index.data(Qt::AccessibleTextRole).toString(), name);
        const QString tip = index.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(name + QLatin1Char(':')), qPrintable(tip));
    }
};

QTEST_MAIN(TestSolutionNames)
#include "tst_solutionnames.moc"
