// SPDX-License-Identifier: MIT
#include "classroom/classresultsmodel.h"

#include <algorithm>
#include <climits>

ClassResultsModel::ClassResultsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

bool ClassResultsModel::isRight(ClassResults::Outcome outcome)
{
    return outcome == ClassResults::Outcome::RightFirst
        || outcome == ClassResults::Outcome::RightSecond;
}

void ClassResultsModel::setResults(const ClassResults &results)
{
    const QList<ClassResults::Pupil> pupils = results.pupils();
    const QList<ClassResults::Question> questions = results.questions();
    // Other results than the ones shown (their questions are not these
    // followed by new ones): nothing to keep.
    bool same = m_questions.size() <= questions.size();
    for (qsizetype q = 0; same && q < m_questions.size(); ++q) {
        same = m_questions.at(q).id == questions.at(q).id;
    }
    // Homework added (a new homework, a title changed): rare, a reset.
    if (!same || m_homeworks != results.homeworks()) {
        reset(results);
        return;
    }
    const qsizetype shownColumns = m_questions.size();
    const qsizetype shownPupils = m_rows.size();
    const bool hadRightRow = m_rightRow;
    const QList<int> shownRight = m_right;

    qsizetype kept = 0;
    removeGone(pupils, &kept);

    // The rows kept, for the questions shown before: names and cells that
    // changed, reported a run of rows at a time; their cells for the new
    // questions kept for insertQuestions().
    QList<QList<ClassResults::Outcome>> newCells(kept);
    const HomeworkCells homework = homeworkCells(results);
    const int homeworkFrom = int(shownColumns);
    const int homeworkTo = homeworkFrom + int(m_homeworkColumns.size()) - 1;
    const auto report = [this](int first, int last, int left, int right) {
        if (first >= 0 && left <= right) {
            emit dataChanged(index(first, left), index(last, right),
                { Qt::DisplayRole, Qt::AccessibleTextRole });
        }
    };
    int runFirst = -1;
    int runLeft = int(shownColumns);
    int runRight = -1;
    int namesFirst = -1;
    for (int row = 0; row < int(kept); ++row) {
        Row &shown = m_rows[row];
        const QString &name = pupils.at(row).name;
        if (shown.name != name) {
            shown.name = name;
            if (namesFirst < 0) {
                namesFirst = row;
            }
        } else if (namesFirst >= 0) {
            emit headerDataChanged(Qt::Vertical, namesFirst, row - 1);
            namesFirst = -1;
        }
        int left = int(shownColumns);
        int right = -1;
        const QList<ClassResults::Outcome> outcomes = results.outcomes(shown.id);
        newCells[row] = outcomes.mid(shownColumns);
        for (qsizetype q = 0; q < shownColumns; ++q) {
            const ClassResults::Outcome outcome = outcomes.at(q);
            if (shown.outcomes.at(q) != outcome) {
                shown.outcomes[q] = outcome;
                left = std::min(left, int(q));
                right = std::max(right, int(q));
            }
        }
        QList<std::optional<ClassResults::HomeworkTask>> tasks = cellsOf(homework, shown.id);
        if (tasks != shown.homework) {
            shown.homework = std::move(tasks);
            emit dataChanged(index(row, homeworkFrom), index(row, homeworkTo),
                { Qt::DisplayRole, Qt::AccessibleTextRole });
        }
        if (right >= 0) {
            if (runFirst < 0) {
                runFirst = row;
            }
            runLeft = std::min(runLeft, left);
            runRight = std::max(runRight, right);
        } else if (runFirst >= 0) {
            report(runFirst, row - 1, runLeft, runRight);
            runFirst = -1;
            runLeft = int(shownColumns);
            runRight = -1;
        }
    }
    report(runFirst, int(kept) - 1, runLeft, runRight);
    if (namesFirst >= 0) {
        emit headerDataChanged(Qt::Vertical, namesFirst, int(kept) - 1);
    }
    // The words of questions shown before (a question asked again).
    int textFirst = -1;
    int textLast = -1;
    for (qsizetype q = 0; q < shownColumns; ++q) {
        if (m_questions.at(q).text != questions.at(q).text) {
            m_questions[q].text = questions.at(q).text;
            textFirst = textFirst < 0 ? int(q) : textFirst;
            textLast = int(q);
        }
    }
    if (textFirst >= 0) {
        emit headerDataChanged(Qt::Horizontal, textFirst, textLast);
    }

    insertQuestions(questions.mid(shownColumns), newCells);
    insertPupils(results, pupils, kept);
    countRight();

    // The "Right" row, when it was there: the questions shown before whose
    // share changed (all of them when the pupils did).
    if (hadRightRow && m_rightRow) {
        int left = int(shownColumns);
        int right = -1;
        for (qsizetype q = 0; q < shownColumns; ++q) {
            if (m_right.at(q) != shownRight.value(q) || m_rows.size() != shownPupils) {
                left = std::min(left, int(q));
                right = std::max(right, int(q));
            }
        }
        report(int(m_rows.size()), int(m_rows.size()), left, right);
    }
}

void ClassResultsModel::reset(const ClassResults &results)
{
    beginResetModel();
    m_questions = results.questions();
    m_homeworks = results.homeworks();
    m_homeworkColumns.clear();
    for (int h = 0; h < m_homeworks.size(); ++h) {
        for (int t = 0; t < m_homeworks.at(h).tasks.size(); ++t) {
            m_homeworkColumns.append({ h, t });
        }
    }
    const HomeworkCells homework = homeworkCells(results);
    m_rows.clear();
    for (const ClassResults::Pupil &pupil : results.pupils()) {
        m_rows.append(
            { pupil.id, pupil.name, results.outcomes(pupil.id), cellsOf(homework, pupil.id) });
    }
    m_rightRow = !m_rows.isEmpty();
    countRight();
    endResetModel();
}

// Removes the rows of pupils who are not where `pupils` has them, so that
// the rows left are the first `kept` of `pupils`. Pupils are only ever
// appended and forgotten: the rows that go are the forgotten ones (and a
// pupil forgotten and recorded again comes back at the end). The "Right"
// row goes only when no pupil is left; while new pupils come, it stays
// (insertPupils() puts them before it).
void ClassResultsModel::removeGone(const QList<ClassResults::Pupil> &pupils, qsizetype *kept)
{
    *kept = 0;
    if (pupils.isEmpty()) {
        if (rowCount() > 0) {
            beginRemoveRows({}, 0, rowCount() - 1);
            m_rows.clear();
            m_rightRow = false;
            countRight();
            endRemoveRows();
        }
        return;
    }
    qsizetype next = 0; // in `pupils`
    const auto matches = [&](qsizetype row) {
        return next < pupils.size() && m_rows.at(row).id == pupils.at(next).id;
    };
    qsizetype row = 0;
    while (row < m_rows.size()) {
        if (matches(row)) {
            ++row;
            ++next;
            continue;
        }
        qsizetype last = row;
        while (last + 1 < m_rows.size() && !matches(last + 1)) {
            ++last;
        }
        beginRemoveRows({}, int(row), int(last));
        m_rows.remove(row, last - row + 1);
        endRemoveRows();
    }
    *kept = next;
}

void ClassResultsModel::insertQuestions(const QList<ClassResults::Question> &questions,
    const QList<QList<ClassResults::Outcome>> &cells)
{
    if (questions.isEmpty()) {
        return;
    }
    const int first = int(m_questions.size());
    beginInsertColumns({}, first, first + int(questions.size()) - 1);
    m_questions.append(questions);
    for (qsizetype row = 0; row < m_rows.size(); ++row) {
        m_rows[row].outcomes.append(cells.at(row));
    }
    countRight();
    endInsertColumns();
}

void ClassResultsModel::insertPupils(
    const ClassResults &results, const QList<ClassResults::Pupil> &pupils, qsizetype from)
{
    if (from >= pupils.size()) {
        return;
    }
    const int first = int(m_rows.size());
    // Without pupils there was no "Right" row: it comes with them.
    const bool withRightRow = !m_rightRow;
    const int last = first + int(pupils.size() - from) - 1 + (withRightRow ? 1 : 0);
    beginInsertRows({}, first, last);
    m_rows.reserve(pupils.size());
    const HomeworkCells homework = homeworkCells(results);
    for (qsizetype p = from; p < pupils.size(); ++p) {
        m_rows.append({ pupils.at(p).id, pupils.at(p).name, results.outcomes(pupils.at(p).id),
            cellsOf(homework, pupils.at(p).id) });
    }
    m_rightRow = true;
    countRight();
    endInsertRows();
}

void ClassResultsModel::countRight()
{
    m_right.fill(0, m_questions.size());
    for (const Row &row : std::as_const(m_rows)) {
        for (qsizetype q = 0; q < row.outcomes.size(); ++q) {
            m_right[q] += isRight(row.outcomes.at(q)) ? 1 : 0;
        }
    }
}

void ClassResultsModel::retranslate()
{
    if (rowCount() > 0 && columnCount() > 0) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    }
    if (columnCount() > 0) {
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    }
    if (rowCount() > 0) {
        emit headerDataChanged(Qt::Vertical, rowCount() - 1, rowCount() - 1); // "Right"
    }
}

ClassResultsModel::HomeworkCells ClassResultsModel::homeworkCells(const ClassResults &results) const
{
    HomeworkCells cells;
    if (m_homeworkColumns.isEmpty()) {
        return cells; // a class without homework: nothing to look at
    }
    // Where each homework's tasks start among the columns.
    QHash<QString, int> first;
    for (int c = int(m_homeworkColumns.size()) - 1; c >= 0; --c) {
        first.insert(m_homeworks.at(m_homeworkColumns.at(c).homework).id, c);
    }
    for (const ClassResults::PupilHomework &entry : results.handedIn()) {
        const auto at = first.constFind(entry.homework.id);
        if (at == first.cend()) {
            continue;
        }
        auto &row = cells[entry.pupil];
        row.resize(m_homeworkColumns.size());
        for (qsizetype t = 0; t < entry.homework.tasks.size(); ++t) {
            row[*at + t] = entry.homework.tasks.at(t);
        }
    }
    return cells;
}

QList<std::optional<ClassResults::HomeworkTask>> ClassResultsModel::cellsOf(
    const HomeworkCells &cells, const QString &pupil) const
{
    const auto found = cells.constFind(pupil);
    return found != cells.cend() ? *found
                                 : QList<std::optional<ClassResults::HomeworkTask>>(
                                     m_homeworkColumns.size());
}

QString ClassResultsModel::homeworkText(const ClassResults::HomeworkTask &task)
{
    // Each count with its own plural form ("1 mistake", "1 juste").
    const auto count = [](const char *source, quint64 n) { return tr(source, nullptr, int(std::min<quint64>(n, INT_MAX))); };
    switch (task.kind) {
    case ClassResults::HomeworkTask::Kind::Practice:
        if (task.done + task.shown + task.mistakes == 0 && !task.finished) {
            return tr("not started");
        }
        return (task.finished ? tr("%1, %2, %3") : tr("%1, %2, %3, not finished"))
            .arg(count(QT_TR_N_NOOP("%n right"), task.done), count(QT_TR_N_NOOP("%n shown"), task.shown),
                count(QT_TR_N_NOOP("%n mistake(s)"), task.mistakes));
    case ClassResults::HomeworkTask::Kind::Predict:
        if (task.asked == 0) {
            return tr("no question answered");
        }
        return tr("%1, %2, %3 (%4)")
            .arg(count(QT_TR_N_NOOP("%n at try 1"), task.rightFirst), count(QT_TR_N_NOOP("%n at try 2"), task.rightSecond),
                count(QT_TR_N_NOOP("%n revealed"), task.revealed), count(QT_TR_N_NOOP("%n question(s)"), task.asked));
    case ClassResults::HomeworkTask::Kind::Browse:
        break;
    }
    return tr("handed in");
}

QString ClassResultsModel::homeworkHeader(int column, bool whole) const
{
    const HomeworkColumn &at = m_homeworkColumns.at(column - m_questions.size());
    QString title = m_homeworks.at(at.homework).title;
    constexpr int Shown = 16;
    if (!whole && title.size() > Shown) {
        title = title.left(Shown - (title.at(Shown - 2).isHighSurrogate() ? 2 : 1)) + QChar(0x2026);
    }
    // One arg() for both: a title may hold "%1" itself.
    return tr("%1, task %2").arg(title, QString::number(at.task + 1));
}

QStringList ClassResultsModel::wordsIn(int column) const
{
    if (column >= m_questions.size() && column < columnCount()) {
        QStringList words { tr("-", "not handed in") };
        const qsizetype h = column - m_questions.size();
        for (const Row &row : m_rows) {
            if (const auto &task = row.homework.at(h)) {
                const QString text = homeworkText(*task);
                if (!words.contains(text)) {
                    words.append(text);
                }
            }
        }
        return words;
    }
    if (column < 0 || column >= m_questions.size()) {
        return {};
    }
    bool seen[4] = { false, false, false, false };
    for (const Row &row : m_rows) {
        seen[int(row.outcomes.at(column))] = true;
    }
    QStringList words;
    for (const ClassResults::Outcome outcome :
        { ClassResults::Outcome::None, ClassResults::Outcome::RightFirst,
            ClassResults::Outcome::RightSecond, ClassResults::Outcome::Wrong }) {
        if (seen[int(outcome)]) {
            words.append(outcomeText(outcome));
        }
    }
    if (m_rightRow) {
        words.append(rightText(column));
    }
    return words;
}

int ClassResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size()) + (m_rightRow ? 1 : 0);
}

int ClassResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_questions.size() + m_homeworkColumns.size());
}

QString ClassResultsModel::outcomeText(ClassResults::Outcome outcome) const
{
    switch (outcome) {
    case ClassResults::Outcome::RightFirst:
        return tr("right");
    case ClassResults::Outcome::RightSecond:
        return tr("right at vote 2");
    case ClassResults::Outcome::Wrong:
        return tr("wrong");
    case ClassResults::Outcome::None:
        break;
    }
    return tr("-", "no answer");
}

QString ClassResultsModel::rightText(int column) const
{
    return tr("%1 of %2").arg(m_right.value(column)).arg(m_rows.size());
}

QVariant ClassResultsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return {};
    }
    const bool homework = index.column() >= m_questions.size();
    if (index.row() >= m_rows.size()) {
        return role == Qt::DisplayRole && !homework ? QVariant(rightText(index.column())) : QVariant();
    }
    if (homework) {
        const auto &task = m_rows.at(index.row()).homework.value(index.column() - m_questions.size());
        if (role == Qt::DisplayRole) {
            return task ? homeworkText(*task) : tr("-", "not handed in");
        }
        if (role == Qt::AccessibleTextRole && !task) {
            return tr("not handed in");
        }
        return {};
    }
    const ClassResults::Outcome outcome = m_rows.at(index.row()).outcomes.value(index.column());
    if (role == Qt::DisplayRole) {
        return outcomeText(outcome);
    }
    if (role == Qt::AccessibleTextRole && outcome == ClassResults::Outcome::None) {
        return tr("no answer"); // not "minus"
    }
    return {};
}

QVariant ClassResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount()) {
            return {};
        }
        if (section >= m_questions.size()) {
            return role == Qt::DisplayRole || role == Qt::ToolTipRole
                ? QVariant(homeworkHeader(section, role == Qt::ToolTipRole))
                : QVariant();
        }
        if (role == Qt::DisplayRole) {
            return tr("Q%1").arg(section + 1);
        }
        if (role == Qt::ToolTipRole) {
            return m_questions.at(section).text;
        }
        return {};
    }
    if ((role != Qt::DisplayRole && role != Qt::ToolTipRole) || section < 0 || section >= rowCount()) {
        return {};
    }
    // The tool tip: the name whole where the table's names column cuts it.
    return section < m_rows.size() ? m_rows.at(section).name : tr("Right");
}

Qt::ItemFlags ClassResultsModel::flags(const QModelIndex &index) const
{
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}
