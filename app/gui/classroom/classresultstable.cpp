// SPDX-License-Identifier: MIT
#include "classroom/classresultstable.h"

#include "classserver/classresults.h"

#include <QHeaderView>

ClassResultsTable::ClassResultsTable(QWidget *parent)
    : QTableWidget(parent)
{
    setObjectName(QStringLiteral("classResultsTable"));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setTabKeyNavigation(false); // one Tab stop: the arrows move inside
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void ClassResultsTable::showResults(const ClassResults &results)
{
    const QList<ClassResults::Pupil> pupils = results.pupils();
    const QList<ClassResults::Question> questions = results.questions();
    clear();
    setRowCount(int(pupils.size()) + (pupils.isEmpty() ? 0 : 1));
    setColumnCount(int(questions.size()));
    QStringList columns;
    for (qsizetype q = 0; q < questions.size(); ++q) {
        columns << tr("Q%1").arg(q + 1);
    }
    setHorizontalHeaderLabels(columns);
    for (qsizetype q = 0; q < questions.size(); ++q) {
        horizontalHeaderItem(int(q))->setToolTip(questions.at(q).text);
    }
    QStringList rows;
    for (const ClassResults::Pupil &pupil : pupils) {
        rows << pupil.name;
    }
    if (!pupils.isEmpty()) {
        rows << tr("Right");
    }
    setVerticalHeaderLabels(rows);
    for (qsizetype q = 0; q < questions.size(); ++q) {
        int right = 0;
        for (qsizetype p = 0; p < pupils.size(); ++p) {
            const ClassResults::Outcome outcome = results.outcome(pupils.at(p).id, questions.at(q).id);
            QString text;
            switch (outcome) {
            case ClassResults::Outcome::RightFirst:
                text = tr("right");
                ++right;
                break;
            case ClassResults::Outcome::RightSecond:
                text = tr("right at vote 2");
                ++right;
                break;
            case ClassResults::Outcome::Wrong:
                text = tr("wrong");
                break;
            case ClassResults::Outcome::None:
                text = tr("-", "no answer");
                break;
            }
            auto *item = new QTableWidgetItem(text);
            if (outcome == ClassResults::Outcome::None) {
                item->setData(Qt::AccessibleTextRole, tr("no answer"));
            }
            setItem(int(p), int(q), item);
        }
        if (!pupils.isEmpty()) {
            setItem(int(pupils.size()), int(q),
                new QTableWidgetItem(tr("%1 of %2").arg(right).arg(pupils.size())));
        }
    }
}
