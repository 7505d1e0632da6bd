// SPDX-License-Identifier: MIT
#include "classroom/pupilboardview.h"

#include "render/boardpainter.h"
#include "text/squarenames.h"

#include <QPainter>
#include <QStringList>

#include <algorithm>
#include <utility>

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
    std::optional<nq::Square> square, const std::vector<nq::Square> &by, const QString &caption,
    std::optional<nq::Square> expected)
{
    m_n = n;
    m_queens = queens;
    m_refused = refused;
    m_square = square;
    m_by = by;
    m_expected = expected && onBoard(n, *expected) ? expected : std::nullopt;
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
    if (m_expected) {
        description += tr("; the right step on %1").arg(text::squareName(n, m_expected->row, m_expected->col));
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
        wrong ? seat->verdict->by : std::vector<nq::Square>(), caption,
        wrong && seat->verdict->expected.isValid() ? std::optional(seat->verdict->expected) : std::nullopt);
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
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    BoardPainter::paint(&painter, QRectF(rect()), columns, options);
    // Over the board, as the phone draws them: a cross on each refused
    // square (edged in the marks' outline, so that it reads on both square
    // colours), and the right step's square outlined, dashed, in the colour
    // the board gives a right answer.
    const BoardTheme &theme = options.theme;
    for (const nq::Square at : m_refused) {
        if (!onBoard(m_n, at) || (m_square && *m_square == at)) {
            continue; // the mistake's own mark is drawn below
        }
        const QRectF square = squareRect(at.row, at.col);
        const QRectF cross = square.adjusted(square.width() * 0.28, square.height() * 0.28,
            -square.width() * 0.28, -square.height() * 0.28);
        for (const auto &[colour, width] : { std::pair { theme.markOutline, 0.16 }, std::pair { theme.rejectFill, 0.09 } }) {
            painter.setPen(QPen(colour, std::max(1.5, square.width() * width), Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(cross.topLeft(), cross.bottomRight());
            painter.drawLine(cross.topRight(), cross.bottomLeft());
        }
    }
    // The mistake: the square acted on outlined in the mark's colour, the
    // queen that attacks it ringed, a dashed line between them.
    if (m_square && onBoard(m_n, *m_square)) {
        const QRectF acted = squareRect(m_square->row, m_square->col);
        const qreal width = std::max(2.0, acted.width() * 0.08);
        if (!m_by.empty() && onBoard(m_n, m_by.front())) {
            const QRectF by = squareRect(m_by.front().row, m_by.front().col);
            painter.setPen(QPen(theme.attackerLine, std::max(1.5, width * 0.6), Qt::DashLine, Qt::RoundCap));
            painter.drawLine(by.center(), acted.center());
            painter.setPen(QPen(theme.rejectFill, width));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(by.adjusted(width, width, -width, -width));
        }
        painter.setPen(QPen(theme.rejectFill, width));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(acted.adjusted(width / 2, width / 2, -width / 2, -width / 2));
    }
    if (m_expected) {
        const QRectF square = squareRect(m_expected->row, m_expected->col);
        const qreal width = std::max(2.0, square.width() * 0.08);
        painter.setPen(QPen(theme.solutionFrame, width, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(square.adjusted(width / 2, width / 2, -width / 2, -width / 2));
    }
}

QRectF PupilBoardView::squareRect(int row, int col) const
{
    if (!onBoard(m_n, { row, col })) {
        return {};
    }
    BoardPainter::Options options;
    options.caption = m_caption;
    const QRectF board = BoardPainter::boardRect(QRectF(rect()), m_n, options);
    const qreal side = board.width() / m_n;
    return { board.left() + col * side, board.top() + row * side, side, side };
}
