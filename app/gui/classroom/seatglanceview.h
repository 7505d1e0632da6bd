// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QList>

#include <functional>

#ifndef Q_MOC_RUN
#include "seatwork/seatwork.h"
#endif

class QHBoxLayout;
class QLabel;
class QTableView;
class SeatGlanceModel;

/*
 * The class at a glance in a large box over the window (object name
 * "seatGlanceView"), for the projector: every pupil's row at once, thirty
 * on a 1280 x 720 screen presenting, where the Predict dock shows a few.
 * The rows (SeatWork::rows(), the stuck on top) read down the first table,
 * then the next: as many tables side by side as the box's height needs
 * (at most MaxTables; the last then scrolls), each with SeatPanel's columns
 * whole. A row activated (a click, Enter) says which pupil
 * (pupilActivated()); Close or Escape closes the box.
 *
 * It shows what it is given (setRows(), the names through `name`) and
 * keeps nothing else.
 */
class SeatGlanceView : public QDialog
{
    Q_OBJECT

public:
    static constexpr int MaxTables = 4;

    // `name` gives the name shown for a pupil's id (SeatPanel's).
    explicit SeatGlanceView(std::function<QString(const QString &)> name, QWidget *parent = nullptr);

    void setRows(const QList<SeatWork::Row> &rows);
    // The names changed (shown or hidden): every row again.
    void namesChanged();
    // The tables shown now (for tests). The rows read down the first,
    // then the next; a name wraps at its spaces, its row as tall as its lines.
    QList<QTableView *> tables() const;

signals:
    void pupilActivated(const QString &pupilId);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslate();
    // As many tables as the rows need at this height, each given its rows,
    // its columns as wide as their words.
    void fit();
    struct Layout
    {
        bool fits = false; // every row whole in the tables
        bool namesWhole = false; // each name's widest word has room
    };
    // Lays the rows out in `tables` tables (the last takes what is left).
    Layout layOut(int tables);
    // The widest word of the names shown, and a cell's margins for its text.
    int widestWord(const QTableView *table) const;
    static int textMargin(const QTableView *table);
    // The numbers' columns as wide as their words, the headers' words on
    // lines of their own where that leaves the names their widest word.
    void fitColumns(QTableView *table);
    QTableView *makeTable();
    // The height of a table's row and of its header, in its font now.
    int rowHeight() const;

    std::function<QString(const QString &)> m_name;
    QList<SeatWork::Row> m_rows;
    QLabel *m_title;
    QHBoxLayout *m_tablesLayout;
    QList<SeatGlanceModel *> m_models;
    QList<QTableView *> m_tables;
};
