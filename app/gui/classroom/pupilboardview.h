// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QWidget>

#include "seatwork/pupilseat.h"
#include "solver/event.h"

#include <optional>
#include <vector>

/*
 * A pupil's board in seat work, drawn as the board's pictures are
 * (BoardPainter): the queens, the squares refused in the line worked on
 * (hatched, as pruned squares), and the pupil's last mistake: the square
 * acted on marked as a refusal with the queen that attacks it. Shown from
 * a pupil's seat as the program built it (SeatWork::seat(), typed) or from
 * the glance's example of the most common mistake. A screen reader reads
 * the board as a sentence (accessibleDescription), the squares named as
 * the board labels them.
 */
class PupilBoardView : public QWidget
{
    Q_OBJECT

public:
    explicit PupilBoardView(QWidget *parent = nullptr);

    // `n`, `queens` and `refused` (squares of the board), the square of the
    // last action and its attackers (`square` none, `by` empty when there
    // is no mistake to show), and a caption under the board (empty: none).
    void setBoard(int n, const std::vector<nq::Square> &queens, const std::vector<nq::Square> &refused,
        std::optional<nq::Square> square, const std::vector<nq::Square> &by, const QString &caption);
    // The same from a pupil's seat (the verdict's square and attackers when
    // it was wrong); cleared for none.
    void setSeat(const std::optional<PupilSeat> &seat, const QString &caption);
    void clear();

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_n = 0;
    std::vector<nq::Square> m_queens;
    std::vector<nq::Square> m_refused;
    std::optional<nq::Square> m_square;
    std::vector<nq::Square> m_by;
    QString m_caption;
};
