// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>
#include <QWidget>

/*
 * A pupil's board in seat work, drawn as the board's pictures are
 * (BoardPainter): the queens, the squares refused in the line worked on
 * (hatched, as pruned squares), and the pupil's last mistake: the square
 * acted on marked as a refusal with the queen that attacks it. Shown from
 * a seat object (SeatWork::seatJson(): n, queens, refused, verdict) or
 * from the glance's example of the most common mistake. A screen reader
 * reads the board as a sentence (accessibleDescription).
 */
class PupilBoardView : public QWidget
{
    Q_OBJECT

public:
    explicit PupilBoardView(QWidget *parent = nullptr);

    // `n`, `queens` and `refused` (square names), the square of the last
    // action and its attackers (`square`, `by`, may be empty), and a caption
    // under the board (empty: none).
    void setBoard(int n, const QStringList &queens, const QStringList &refused, const QString &square,
        const QStringList &by, const QString &caption);
    // The same from a seat object (the verdict's square and attackers when it was wrong).
    void setSeat(const QJsonObject &seat, const QString &caption);
    void clear();

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_n = 0;
    QStringList m_queens;
    QStringList m_refused;
    QString m_square;
    QStringList m_by;
    QString m_caption;
};
