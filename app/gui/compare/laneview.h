// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparelane.h"
#include "common/refreshthrottle.h"

#include <QFrame>
#include <QList>

class BoardView;
class QComboBox;
class QLabel;

/*
 * One board of the comparison window: the algorithm (a list to choose
 * another), the lane's board, its counters and its search tree's size.
 * It shows a CompareLane and changes nothing itself: choosing an algorithm
 * is announced (algorithmChosen()) for the window to act on.
 *
 * A screen reader hears each figure with its caption (the value label's
 * accessible name is "Placements: 2,056"); every word follows the language
 * (QEvent::LanguageChange).
 */
class LaneView : public QFrame
{
    Q_OBJECT

public:
    // Shows `lane` (not owned; it must outlive the view), the `number`th
    // board of the window (1-based, for its name).
    LaneView(CompareLane *lane, int number, QWidget *parent = nullptr);

    CompareLane *lane() const { return m_lane; }
    BoardView *boardView() const { return m_view; }
    QComboBox *algorithmBox() const { return m_algorithmBox; }
    // The figure shown next to `name` ("steps", "placements", "removals",
    // "rejections", "prunes", "work", "solutions", "tree"), for tests.
    QString valueText(const QString &name) const;

public slots:
    // Writes the lane's figures again, now.
    void showFigures();

signals:
    void algorithmChosen(nq::Algorithm algorithm);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        QString name;
        QLabel *caption;
        QLabel *value;
    };
    void retranslate();
    void scheduleFigures();
    void writeFigures();
    QString captionOf(const QString &name) const;

    CompareLane *m_lane;
    int m_number;
    QLabel *m_title;
    QComboBox *m_algorithmBox;
    BoardView *m_view;
    QLabel *m_state;
    QList<Row> m_rows;
    // While the run plays, figures are written at most every
    // RefreshThrottle::DefaultIntervalMs (four boards at top speed change them
    // thousands of times a second); at once when it stops.
    RefreshThrottle m_refresh { [this] { writeFigures(); } };
};
