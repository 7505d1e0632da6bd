// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QWidget>

#include "seatwork/pupilseat.h"
#include "solver/event.h"

#include <optional>
#include <vector>

/*
 * A pupil's board in seat work, drawn as the pupil's phone draws it, so
 * that the teacher discusses on the projector what the pupil saw: the
 * queens (BoardPainter), a cross on each square refused in the line worked
 * on, and the pupil's last mistake: the square acted on outlined in the
 * mark's colour, the queen that attacks it (if one does) ringed with a
 * dashed line to it, and the right step's square outlined with a dashed
 * line in the colour of "right". (The desktop's
 * hatching means "attacked", not "refused": it is not used here.) Shown
 * from a pupil's seat as the program built it (SeatWork::seat(), typed) or
 * from the glance's example of the most common mistake. A screen reader
 * reads the board as a sentence (accessibleDescription), the squares named
 * as the board labels them.
 */
class PupilBoardView : public QWidget
{
    Q_OBJECT

public:
    explicit PupilBoardView(QWidget *parent = nullptr);

    // `n`, `queens` and `refused` (squares of the board), the square of the
    // last action and its attackers (`square` none, `by` empty when there
    // is no mistake to show), a caption under the board (empty: none) and
    // the right step's square (none: not drawn).
    void setBoard(int n, const std::vector<nq::Square> &queens, const std::vector<nq::Square> &refused,
        std::optional<nq::Square> square, const std::vector<nq::Square> &by, const QString &caption,
        std::optional<nq::Square> expected = std::nullopt);
    // Where the view draws square (row, col) now; empty off the board.
    QRectF squareRect(int row, int col) const;
    // The squares drawn with a cross (refused) and the right step's, as set.
    const std::vector<nq::Square> &refused() const { return m_refused; }
    std::optional<nq::Square> expected() const { return m_expected; }
    std::optional<nq::Square> mistake() const { return m_square; }
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
    std::optional<nq::Square> m_expected;
    QString m_caption;
};
