// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QList>

#include <functional>

#ifndef Q_MOC_RUN
#include "seatwork/seatwork.h"
#endif

/*
 * The class at a glance as a table: a row per pupil (SeatWork::rows(), in
 * its order: stuck on top), the columns Pupil, Steps, Mistakes, Shown, Last
 * right (minutes:seconds since the last right step), Done. Qt::UserRole of
 * any cell is the pupil's id.
 *
 * A model, not items: a lecture hall's rows change several times a second,
 * and a view asks only for the rows it shows (QTableWidget's 1,200 items,
 * set at every refresh, held the window for milliseconds).
 */
class SeatGlanceModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Done, Mistakes, Shown, Since, Finished, ColumnCount };

    // `name` gives the name shown for a pupil's id (SeatPanel's, names hidden or not).
    explicit SeatGlanceModel(std::function<QString(const QString &)> name, QObject *parent = nullptr);

    // The rows now; the view is told which changed (all of them, or a reset
    // when their number changed).
    void setRows(const QList<SeatWork::Row> &rows);
    // The names changed (shown or hidden, translated): every row again.
    void namesChanged();
    QString pupilAt(int row) const;
    // Headers with each word on a line of its own (a narrow dock, presenting).
    void setWrappedHeaders(bool wrapped);
    bool wrappedHeaders() const { return m_wrapped; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::function<QString(const QString &)> m_name;
    QList<SeatWork::Row> m_rows;
    bool m_wrapped = false;
};
