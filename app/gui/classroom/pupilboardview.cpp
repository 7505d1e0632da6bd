// SPDX-License-Identifier: MIT
#include "classroom/pupilboardview.h"

#include "render/boardpainter.h"
#include "text/squarenames.h"

#include <QPainter>
#include <QStringList>

namespace {

bool onBoard(int n, nq::Square square)
{
    return square.row >= 0 && square.row < n && square.col >= 0 && square.col < n;
}

QString names(int n, const std::vector<nq::Square> &squares)
{
    QStringList list;
    for (const nq::Square square : squares) {
        list << text::squareName(n, square.row, square.col);
    }
    return list.join(QStringLiteral(", "));
}

} // namespace

PupilBoardView::PupilBoardView(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setMinimumSize(120, 120);
}

void PupilBoardView::setBoard(int n, const std::vector<nq::Square> &queens, const std::vector<nq::Square> &refused,
    std::optional<nq::Square> square, const std::vector<nq::Square> &by, const QString &caption)
{
    m_n = n;
    m_queens = queens;
    m_refused = refused;
    m_square = square;
    m_by = by;
    m_caption = caption;
    QString description = tr("%1 x %1 board, queens on %2").arg(n).arg(queens.empty() ? tr("no square") : names(n, queens));
    if (!refused.empty()) {
        description += tr("; refused: %1").arg(names(n, refused));
    }
    if (square) {
        const QString at = text::squareName(n, square->row, square->col);
        description += by.empty() ? tr("; the mistake on %1").arg(at)
                                  : tr("; the mistake on %1, attacked by %2").arg(at, names(n, by));
    }
    setAccessibleDescription(description);
    update();
}

void PupilBoardView::setSeat(const std::optional<PupilSeat> &seat, const QString &caption)
{
    if (!seat) {
        setBoard(0, {}, {}, std::nullopt, {}, caption);
        return;
    }
    const bool wrong = seat->verdict && !seat->verdict->right;
    setBoard(seat->n, seat->queens, seat->refused, wrong ? std::optional(seat->verdict->square) : std::nullopt,
        wrong ? seat->verdict->by : std::vector<nq::Square>(), caption);
}

void PupilBoardView::clear()
{
    setBoard(0, {}, {}, std::nullopt, {}, {});
}

QSize PupilBoardView::sizeHint() const
{
    return { 240, heightForWidth(240) };
}

int PupilBoardView::heightForWidth(int width) const
{
    return m_caption.isEmpty() ? width : width + fontMetrics().height() * 3;
}

void PupilBoardView::paintEvent(QPaintEvent *)
{
    if (m_n <= 0) {
        return;
    }
    QList<int> columns(m_n, -1);
    QList<QPoint> more;
    for (const nq::Square at : m_queens) {
        if (!onBoard(m_n, at)) {
            continue;
        }
        if (columns[at.row] < 0) {
            columns[at.row] = at.col;
        } else {
            more.append(QPoint(at.col, at.row));
        }
    }
    BoardPainter::Options options;
    options.caption = m_caption;
    options.moreQueens = more;
    options.propagation.pruned = QList<bool>(m_n * m_n, false);
    for (const nq::Square at : m_refused) {
        if (onBoard(m_n, at)) {
            options.propagation.pruned[at.row * m_n + at.col] = true;
        }
    }
    if (m_square && onBoard(m_n, *m_square)) {
        options.rejection.row = m_square->row;
        options.rejection.col = m_square->col;
        if (!m_by.empty() && onBoard(m_n, m_by.front())) {
            options.rejection.byRow = m_by.front().row;
            options.rejection.byCol = m_by.front().col;
        }
    }
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    BoardPainter::paint(&painter, QRectF(rect()), columns, options);
}
