// SPDX-License-Identifier: MIT
// The class's results table: its words, and what a new vote costs it. With
// 500 pupils and 2,000 names recorded, Reveal held the window for a minute:
// the table was rebuilt in full and its headers measured every cell of
// every row (resize to contents) at each Reveal. Checked by what the table
// does, never by how long it takes: a new vote inserts its column and
// reports its cells, it never resets the table, and no row or column is
// measured from its cells.
#include "classroom/classresultsmodel.h"
#include "classroom/classresultstable.h"
#include "classserver/classresults.h"

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QSignalSpy>
#include <QStyle>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>

class TestClassResultsTable : public QObject
{
    Q_OBJECT

private slots:
    void words();
    void aNewVoteChangesWhatChanged();
    void pupilsForgottenGo();
    void namesFit();
    void homeworkColumns();
};

namespace {

// The table, counting how often a row or a column is measured from its cells.
class CountingTable : public ClassResultsTable
{
public:
    mutable int rowsMeasured = 0;
    mutable int columnsMeasured = 0;

protected:
    int sizeHintForRow(int row) const override
    {
        ++rowsMeasured;
        return ClassResultsTable::sizeHintForRow(row);
    }
    int sizeHintForColumn(int column) const override
    {
        ++columnsMeasured;
        return ClassResultsTable::sizeHintForColumn(column);
    }
};

QString pupilId(int p)
{
    return QStringLiteral("p%1").arg(p);
}

// A lecture hall after an afternoon: `recorded` names, each of whom
// answered one of the first `questions` questions.
ClassResults lectureHall(int recorded, int questions)
{
    ClassResults results;
    for (int q = 1; q <= questions; ++q) {
        results.addQuestion(q, QStringLiteral("Question %1").arg(q));
    }
    for (int p = 0; p < recorded; ++p) {
        results.addPupil(pupilId(p), QStringLiteral("Pupil %1").arg(p));
        const int question = 1 + p % questions;
        results.record(pupilId(p), question, 1, QStringLiteral("e4"), p % 3 == 0);
    }
    return results;
}

// The model's words at a cell: what is shown and what a screen reader reads.
QString shown(const QAbstractItemModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

} // namespace

void TestClassResultsTable::words()
{
    ClassResults results;
    results.addPupil(QStringLiteral("a"), QStringLiteral("Ana"));
    results.addPupil(QStringLiteral("b"), QStringLiteral("Ben"));
    results.addQuestion(1, QStringLiteral("Where does the next queen go?"));
    results.record(QStringLiteral("a"), 1, 1, QStringLiteral("e4"), true);
    results.record(QStringLiteral("b"), 1, 1, QStringLiteral("d4"), false);
    results.record(QStringLiteral("b"), 1, 2, QStringLiteral("e4"), true);
    results.addQuestion(2, QStringLiteral("Place or refuse?"));
    results.record(QStringLiteral("a"), 2, 1, QStringLiteral("place"), false);

    ClassResultsTable table;
    table.showResults(results);
    QCOMPARE(table.objectName(), QStringLiteral("classResultsTable"));
    QCOMPARE(table.editTriggers(), QAbstractItemView::NoEditTriggers);
    QVERIFY(!table.tabKeyNavigation());
    const QAbstractItemModel *model = table.model();
    QCOMPARE(model->rowCount(), 3); // two pupils and the share right
    QCOMPARE(model->columnCount(), 2);
    QCOMPARE(model->headerData(0, Qt::Vertical).toString(), QStringLiteral("Ana"));
    QCOMPARE(model->headerData(2, Qt::Vertical).toString(), QStringLiteral("Right"));
    QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Q2"));
    QCOMPARE(model->headerData(0, Qt::Horizontal, Qt::ToolTipRole).toString(),
        QStringLiteral("Where does the next queen go?"));
    QCOMPARE(shown(model, 0, 0), QStringLiteral("right"));
    QCOMPARE(shown(model, 1, 0), QStringLiteral("right at vote 2"));
    QCOMPARE(shown(model, 0, 1), QStringLiteral("wrong"));
    QCOMPARE(shown(model, 1, 1), QStringLiteral("-"));
    QCOMPARE(
        model->index(1, 1).data(Qt::AccessibleTextRole).toString(), QStringLiteral("no answer"));
    QVERIFY(model->index(0, 1).data(Qt::AccessibleTextRole).isNull()); // its words
    QCOMPARE(shown(model, 2, 0), QStringLiteral("2 of 2"));
    QCOMPARE(shown(model, 2, 1), QStringLiteral("0 of 2"));

    // Another language: every cell and header said again in its words.
    QSignalSpy cells(model, &QAbstractItemModel::dataChanged);
    QSignalSpy headers(model, &QAbstractItemModel::headerDataChanged);
    QEvent languageChange(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&table, &languageChange);
    QCOMPARE(cells.size(), 1);
    QCOMPARE(cells.at(0).at(0).toModelIndex(), model->index(0, 0));
    QCOMPARE(cells.at(0).at(1).toModelIndex(), model->index(2, 1));
    QVERIFY(headers.size() >= 2); // the questions' numbers and "Right"

    // No pupils: the questions, no "Right" row.
    ClassResultsTable empty;
    ClassResults none;
    none.addQuestion(1, QStringLiteral("Where?"));
    empty.showResults(none);
    QCOMPARE(empty.model()->rowCount(), 0);
    QCOMPARE(empty.model()->columnCount(), 1);
}

// The freeze: 500 pupils in the class, 2,000 names recorded, a new question
// revealed, then its second vote. The table inserts the new question's
// column, then reports the cells that changed; it is never reset, and no
// row or column is measured from its cells (a header that resizes to its
// contents measures every row at every change).
void TestClassResultsTable::aNewVoteChangesWhatChanged()
{
    constexpr int Recorded = 2000;
    constexpr int Present = 500;
    ClassResults results = lectureHall(Recorded, 6);
    CountingTable table;
    table.resize(600, 400);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    table.showResults(results);
    QCOMPARE(table.model()->rowCount(), Recorded + 1);
    QCoreApplication::sendPostedEvents(); // its layout
    QCoreApplication::processEvents();

    const QAbstractItemModel *model = table.model();
    QSignalSpy resets(model, &QAbstractItemModel::modelReset);
    QSignalSpy rowsIn(model, &QAbstractItemModel::rowsInserted);
    QSignalSpy rowsOut(model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy columnsIn(model, &QAbstractItemModel::columnsInserted);
    QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
    table.rowsMeasured = 0;
    table.columnsMeasured = 0;

    // Question 7, vote 1: every pupil here answered e4 (right).
    constexpr int Question = 7;
    results.addQuestion(Question, QStringLiteral("Where next?"));
    for (int p = Recorded - Present; p < Recorded; ++p) {
        results.record(
            pupilId(p), Question, 1, p % 2 ? QStringLiteral("e4") : QStringLiteral("d4"), p % 2);
    }
    table.showResults(results);
    QVERIFY(table.isVisible());
    QCoreApplication::sendPostedEvents(); // the layout the change asked for
    QCoreApplication::processEvents();
    QCOMPARE(resets.size(), 0);
    QCOMPARE(rowsIn.size(), 0);
    QCOMPARE(rowsOut.size(), 0);
    QCOMPARE(columnsIn.size(), 1);
    QCOMPARE(columnsIn.at(0).at(1).toInt(), Question - 1);
    QCOMPARE(columnsIn.at(0).at(2).toInt(), Question - 1);
    QCOMPARE(model->columnCount(), Question);
    QCOMPARE(shown(model, Recorded - 1, Question - 1), QStringLiteral("right"));
    QCOMPARE(shown(model, Recorded - 2, Question - 1), QStringLiteral("wrong"));
    QCOMPARE(shown(model, Recorded, Question - 1), QStringLiteral("250 of 2000"));

    // Vote 2: the wrong ones now choose e4.
    changed.clear();
    for (int p = Recorded - Present; p < Recorded; p += 2) {
        results.record(pupilId(p), Question, 2, QStringLiteral("e4"), true);
    }
    table.showResults(results);
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QCOMPARE(resets.size(), 0);
    QCOMPARE(rowsIn.size(), 0);
    QCOMPARE(columnsIn.size(), 1);
    QVERIFY(!changed.isEmpty());
    // Only the new question's cells (and its share) were reported.
    for (const QList<QVariant> &change : std::as_const(changed)) {
        QCOMPARE(change.at(0).toModelIndex().column(), Question - 1);
        QCOMPARE(change.at(1).toModelIndex().column(), Question - 1);
    }
    QCOMPARE(shown(model, Recorded - 2, Question - 1), QStringLiteral("right at vote 2"));
    QCOMPARE(shown(model, Recorded, Question - 1), QStringLiteral("500 of 2000"));
    QCOMPARE(table.rowsMeasured, 0);
    QCOMPARE(table.columnsMeasured, 0);
    QVERIFY(table.horizontalHeader()->sectionResizeMode(0) != QHeaderView::ResizeToContents);
    QVERIFY(table.verticalHeader()->sectionResizeMode(0) != QHeaderView::ResizeToContents);
}

// Pupils forgotten by the results (they left without an answer) leave the
// table; the others' rows stay as they were, without a reset.
void TestClassResultsTable::pupilsForgottenGo()
{
    ClassResults before;
    ClassResults after;
    before.addQuestion(1, QStringLiteral("Where?"));
    after.addQuestion(1, QStringLiteral("Where?"));
    for (int p = 0; p < 6; ++p) {
        before.addPupil(pupilId(p), QStringLiteral("Pupil %1").arg(p));
        if (p % 2 == 0) {
            after.addPupil(pupilId(p), QStringLiteral("Pupil %1").arg(p));
            after.record(pupilId(p), 1, 1, QStringLiteral("e4"), true);
        }
    }
    after.addPupil(QStringLiteral("new"), QStringLiteral("Newcomer"));
    ClassResultsTable table;
    table.showResults(before);
    QSignalSpy resets(table.model(), &QAbstractItemModel::modelReset);
    QSignalSpy rowsOut(table.model(), &QAbstractItemModel::rowsRemoved);
    table.showResults(after);
    QCOMPARE(resets.size(), 0);
    QCOMPARE(rowsOut.size(), 3);
    const QAbstractItemModel *model = table.model();
    QCOMPARE(model->rowCount(), 5);
    const QStringList names = { QStringLiteral("Pupil 0"), QStringLiteral("Pupil 2"),
        QStringLiteral("Pupil 4"), QStringLiteral("Newcomer"), QStringLiteral("Right") };
    for (int row = 0; row < names.size(); ++row) {
        QCOMPARE(model->headerData(row, Qt::Vertical).toString(), names.at(row));
    }
    QCOMPARE(shown(model, 0, 0), QStringLiteral("right"));
    QCOMPARE(shown(model, 3, 0), QStringLiteral("-"));
    QCOMPARE(shown(model, 4, 0), QStringLiteral("3 of 4"));

    // Other results altogether (another class's file): shown as they are.
    ClassResults other;
    other.addQuestion(9, QStringLiteral("Else?"));
    other.addPupil(QStringLiteral("z"), QStringLiteral("Zoe"));
    table.showResults(other);
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->headerData(0, Qt::Vertical).toString(), QStringLiteral("Zoe"));
    QCOMPARE(
        model->headerData(0, Qt::Horizontal, Qt::ToolTipRole).toString(), QStringLiteral("Else?"));
    // And no pupils left at all: no "Right" row either.
    table.showResults(ClassResults());
    QCOMPARE(model->rowCount(), 0);
    QCOMPARE(model->columnCount(), 0);
}

// Sizes come from the words, not the cells: yet every word fits its cell,
// and every name (not only the first and last hundred) its header.
void TestClassResultsTable::namesFit()
{
    ClassResults results = lectureHall(300, 3);
    const QString longest(24, QLatin1Char('W'));
    results.addPupil(pupilId(150), longest);
    results.record(pupilId(1), 2, 2, QStringLiteral("e4"), true); // "right at vote 2"
    ClassResultsTable table;
    table.resize(800, 400);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    table.showResults(results);
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    // At the font now, and at a presenter's larger one.
    for (const int points : { 0, 2 * table.font().pointSize() }) {
        if (points > 0) {
            QFont larger = table.font();
            larger.setPointSize(points);
            table.setFont(larger);
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
        }
        const QHeaderView *names = table.verticalHeader();
        const int margin = 2 * names->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, names);
        const int nameNeeds = names->fontMetrics().horizontalAdvance(longest) + margin;
        QVERIFY2(names->width() >= nameNeeds,
            qPrintable(QStringLiteral("%1 < %2 at %3 points")
                           .arg(names->width())
                           .arg(nameNeeds)
                           .arg(points)));
        const QModelIndex cell = table.model()->index(1, 1);
        QCOMPARE(cell.data().toString(), QStringLiteral("right at vote 2"));
        QStyleOptionViewItem option;
        option.initFrom(&table);
        option.font = table.font();
        option.fontMetrics = table.fontMetrics();
        const QSize cellNeeds = table.itemDelegateForIndex(cell)->sizeHint(option, cell);
        QVERIFY(table.columnWidth(1) >= cellNeeds.width());
        QVERIFY(table.rowHeight(1) >= cellNeeds.height());
    }
}

QTEST_MAIN(TestClassResultsTable)
// Homework handed in: a column per task after the questions', each cell
// the pupil's counts in words or "-" (not handed in); a question asked
// after it comes before the homework's columns without a reset, and a
// pupil's homework handed in later changes that row's cells only.
void TestClassResultsTable::homeworkColumns()
{
    // English's plural forms ("1 mistake", "3 mistakes"), as the program installs them.
    QTranslator english;
    QVERIFY(english.load(QStringLiteral(":/i18n/nqueens_en.qm")));
    QCoreApplication::installTranslator(&english);
    const auto uninstall = qScopeGuard([&english] { QCoreApplication::removeTranslator(&english); });
    // Each count in its own number: one mistake, one question.
    {
        ClassResults::HomeworkTask one { ClassResults::HomeworkTask::Kind::Practice };
        one.done = 1;
        one.mistakes = 1;
        one.finished = true;
        QCOMPARE(ClassResultsModel::homeworkText(one), QStringLiteral("1 right, 0 shown, 1 mistake"));
        one.kind = ClassResults::HomeworkTask::Kind::Predict;
        one.asked = 1;
        one.rightFirst = 1;
        QCOMPARE(ClassResultsModel::homeworkText(one), QStringLiteral("1 at try 1, 0 at try 2, 0 revealed (1 question)"));
    }
    using Task = ClassResults::HomeworkTask;
    Task practice { Task::Kind::Practice };
    practice.done = 12;
    practice.shown = 1;
    practice.mistakes = 3;
    practice.finished = true;
    Task predict { Task::Kind::Predict };
    predict.asked = 5;
    predict.rightFirst = 2;
    predict.rightSecond = 1;
    predict.revealed = 1;
    const ClassResults::Homework homework { QStringLiteral("0123456789abcdef"),
        QStringLiteral("Backtracking, week 3"), { practice, predict, Task { Task::Kind::Browse } } };

    ClassResults results;
    results.addPupil(QStringLiteral("a"), QStringLiteral("Ana"));
    results.addPupil(QStringLiteral("b"), QStringLiteral("Ben"));
    results.addQuestion(1, QStringLiteral("Where?"));
    results.record(QStringLiteral("a"), 1, 1, QStringLiteral("e4"), true);
    QCOMPARE(results.addHomework({ { QStringLiteral("ana "), homework }, { QStringLiteral("Cy"), homework } }), 0);

    ClassResultsTable table;
    table.showResults(results);
    const QAbstractItemModel *model = table.model();
    QCOMPARE(model->rowCount(), 4); // Ana, Ben, Cy and the share right
    QCOMPARE(model->columnCount(), 1 + 3);
    QCOMPARE(model->headerData(2, Qt::Vertical).toString(), QStringLiteral("Cy"));
    QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Backtracking, w…, task 1"));
    QCOMPARE(model->headerData(3, Qt::Horizontal, Qt::ToolTipRole).toString(),
        QStringLiteral("Backtracking, week 3, task 3"));
    QCOMPARE(shown(model, 0, 1), QStringLiteral("12 right, 1 shown, 3 mistakes"));
    QCOMPARE(shown(model, 0, 2), QStringLiteral("2 at try 1, 1 at try 2, 1 revealed (5 questions)"));
    QCOMPARE(shown(model, 2, 3), QStringLiteral("handed in"));
    QCOMPARE(shown(model, 1, 1), QStringLiteral("-"));
    QCOMPARE(model->index(1, 1).data(Qt::AccessibleTextRole).toString(), QStringLiteral("not handed in"));
    QCOMPARE(shown(model, 2, 0), QStringLiteral("-")); // Cy answered no question
    QCOMPARE(shown(model, 3, 0), QStringLiteral("1 of 3"));
    QCOMPARE(shown(model, 3, 1), QString());
    // Each column as wide as its widest words.
    QVERIFY(table.horizontalHeader()->sectionSize(1)
        >= table.fontMetrics().horizontalAdvance(QStringLiteral("12 right, 1 shown, 3 mistakes")));

    QSignalSpy resets(model, &QAbstractItemModel::modelReset);
    QSignalSpy columnsIn(model, &QAbstractItemModel::columnsInserted);
    QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
    // A question after the homework: its column before the homework's.
    results.addQuestion(2, QStringLiteral("Place or refuse?"));
    results.record(QStringLiteral("b"), 2, 1, QStringLiteral("place"), true);
    table.showResults(results);
    QCOMPARE(resets.size(), 0);
    QCOMPARE(columnsIn.size(), 1);
    QCOMPARE(columnsIn.at(0).at(1).toInt(), 1);
    QCOMPARE(model->columnCount(), 2 + 3);
    QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Q2"));
    QCOMPARE(shown(model, 1, 1), QStringLiteral("right"));
    QCOMPARE(shown(model, 0, 2), QStringLiteral("12 right, 1 shown, 3 mistakes"));

    // Ben hands in later: his row's homework cells change, nothing is reset.
    changed.clear();
    practice.finished = false;
    QVERIFY(results.addHomework(ClassResults::HandedIn { QStringLiteral("Ben"),
        { homework.id, homework.title, { practice, predict, Task { Task::Kind::Browse } } } }));
    table.showResults(results);
    QCOMPARE(resets.size(), 0);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), model->index(1, 2));
    QCOMPARE(changed.at(0).at(1).toModelIndex(), model->index(1, 4));
    QCOMPARE(shown(model, 1, 2), QStringLiteral("12 right, 1 shown, 3 mistakes, not finished"));
}

#include "tst_classresultstable.moc"
