// SPDX-License-Identifier: MIT
#include "classroom/pupilboardview.h"

#include "render/boardpainter.h"
#include "solver/notation.h"

#include <QJsonArray>
#include <QPainter>

namespace {

QStringList strings(const QJsonValue &array)
{
    QStringList list;
    for (const QJsonValue &value : array.toArray()) {
        list << value.toString();
    }
    return list;
}

std::optional<nq::Square> named(int n, const QString &name)
{
    const QByteArray latin = name.toLatin1();
    return nq::squareNamed(n, std::string_view(latin.constData(), std::size_t(latin.size())));
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

void PupilBoardView::setBoard(int n, const QStringList &queens, const QStringList &refused, const QString &square,
    const QStringList &by, const QString &caption)
{
    m_n = n;
    m_queens = queens;
    m_refused = refused;
    m_square = square;
    m_by = by;
    m_caption = caption;
    QString description = tr("%1 x %1 board, queens on %2").arg(n).arg(queens.isEmpty() ? tr("no square") : queens.join(QStringLiteral(", ")));
    if (!refused.isEmpty()) {
        description += tr("; refused: %1").arg(refused.join(QStringLiteral(", ")));
    }
    if (!square.isEmpty()) {
        description += by.isEmpty() ? tr("; the mistake on %1").arg(square)
                                    : tr("; the mistake on %1, attacked by %2").arg(square, by.join(QStringLiteral(", ")));
    }
    setAccessibleDescription(description);
    update();
}

void PupilBoardView::setSeat(const QJsonObject &seat, const QString &caption)
{
    const QJsonObject verdict = seat.value(QStringLiteral("verdict")).toObject();
    const bool wrong = !verdict.isEmpty() && !verdict.value(QStringLiteral("right")).toBool(true);
    setBoard(seat.value(QStringLiteral("n")).toInt(), strings(seat.value(QStringLiteral("queens"))),
        strings(seat.value(QStringLiteral("refused"))), wrong ? verdict.value(QStringLiteral("square")).toString() : QString(),
        wrong ? strings(verdict.value(QStringLiteral("by"))) : QStringList(), caption);
}

void PupilBoardView::clear()
{
    setBoard(0, {}, {}, {}, {}, {});
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
    for (const QString &name : std::as_const(m_queens)) {
        if (const std::optional<nq::Square> at = named(m_n, name)) {
            if (columns[at->row] < 0) {
                columns[at->row] = at->col;
            } else {
                more.append(QPoint(at->col, at->row));
            }
        }
    }
    BoardPainter::Options options;
    options.caption = m_caption;
    options.moreQueens = more;
    options.propagation.pruned = QList<bool>(m_n * m_n, false);
    for (const QString &name : std::as_const(m_refused)) {
        if (const std::optional<nq::Square> at = named(m_n, name)) {
            options.propagation.pruned[at->row * m_n + at->col] = true;
        }
    }
    if (const std::optional<nq::Square> at = named(m_n, m_square)) {
        options.rejection.row = at->row;
        options.rejection.col = at->col;
        if (!m_by.isEmpty()) {
            if (const std::optional<nq::Square> by = named(m_n, m_by.first())) {
                options.rejection.byRow = by->row;
                options.rejection.byCol = by->col;
            }
        }
    }
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    BoardPainter::paint(&painter, QRectF(rect()), columns, options);
}
