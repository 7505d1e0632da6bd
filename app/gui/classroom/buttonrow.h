// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QWidget>

class QAbstractButton;
class QVBoxLayout;

/*
 * A panel's buttons on as few lines as their words fit on: all on one line
 * where the row's width allows, else as many a line as fit, else one a
 * line. A line's buttons share its width as their words do, each at least
 * as wide as its words, so nothing is cut in a narrow dock (presenting,
 * in German) and nothing widens the dock. Hidden buttons take no place;
 * the row lays itself out again when a button is shown or hidden, its text
 * or its font changes, or the row's width does.
 *
 * The buttons are the caller's (they keep their parents' Tab order: add
 * them in the order they are made).
 */
class ButtonRow : public QWidget
{
    Q_OBJECT

public:
    explicit ButtonRow(QWidget *parent = nullptr);

    // Adds `button` at the end of the row (it becomes the row's child).
    void addButton(QAbstractButton *button);
    // How many buttons stand on the first line now (for tests).
    int perLine() const { return m_perLine; }

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fit();
    void fitLater();

    QVBoxLayout *m_lines; // a QHBoxLayout a line
    QList<QAbstractButton *> m_buttons;
    int m_perLine = 0;
    bool m_fitting = false;
    bool m_queued = false;
};
