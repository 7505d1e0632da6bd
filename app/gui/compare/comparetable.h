// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparelane.h"

#include <QImage>
#include <QList>
#include <QTableWidget>

/*
 * The comparison's table: one row per algorithm with its placements,
 * rejections, prunes, work (with the name of its measure), solutions and
 * the time of its search (CompareLane::Figures::searchMs; empty until
 * measured). It shows the figures given to setFigures() and writes them out:
 *
 * - text(): tab-separated, the header and figures as shown but numbers
 *   without group separators (the language's decimal sign kept), for
 *   pasting into a spreadsheet in that language (copy());
 * - csv(): RFC 4180, one header line of fixed English keys and the CLI's
 *   algorithm and work measure names, the same in every language (like
 *   `nqueens stats`): algorithm,n,placements,rejections,prunes,work,
 *   work_measure,solutions,time_ms;
 * - image(): the table painted on white, with a title, as a PNG would show it.
 *
 * Files are written atomically (OutputFile): on failure the
 * old file stays and `error` names the file and the reason.
 */
class CompareTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit CompareTable(QWidget *parent = nullptr);

    // The rows, one per algorithm, for an n x n board.
    void setFigures(const QList<CompareLane::Figures> &figures, int n);
    const QList<CompareLane::Figures> &figures() const { return m_figures; }

    QString text() const;
    QByteArray csv() const;
    QImage image() const;
    // Puts text() on the clipboard.
    void copy() const;
    bool writeCsv(const QString &path, QString *error) const;
    bool writeImage(const QString &path, QString *error) const;

    // Tall enough for the header and MaxRows rows (CompareWindow::MaxBoards).
    QSize sizeHint() const override;
    static constexpr int MaxRows = 4;

protected:
    void changeEvent(QEvent *event) override;

private:
    QStringList headers() const;
    // The cells of row `row` as shown (numbers in the locale's form).
    QStringList cells(int row) const;
    // The same with numbers a spreadsheet in the window's language reads, for text().
    QStringList plainCells(int row) const;
    QString title() const;
    void retranslate();
    void fill();
    // Widens the columns to their headers and texts; `refit` fits them anew
    // (narrower too), after a change of language or font.
    void fitColumns(bool refit);

    QList<CompareLane::Figures> m_figures;
    int m_n = 0;
};
