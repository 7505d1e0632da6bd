// SPDX-License-Identifier: MIT
#include "play/playlayer.h"

#include "board/attackhatchitem.h"
#include "board/boardscene.h"
#include "board/queenitem.h"
#include "render/boardpainter.h"
#include "text/squarenames.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace {

// Pen widths in scene units (a square is BoardScene::SquareSize, 100), times
// the theme's markWidthScale; each mark is edged in markOutline.
constexpr qreal HintPen = 5;
constexpr qreal FramePen = 10;
constexpr qreal Edge = 1.5;

// Z order inside the layer (children above their parent's own painting).
constexpr qreal QueenZ = 1;

// Draws a mark twice: first with `pen` widened by `margin` in `outline`, then
// with `pen` itself, so that it stands out on light and dark squares alike.
template<typename Draw>
void strokeOutlined(
    QPainter *painter, const QPen &pen, const QColor &outline, qreal margin, Draw draw)
{
    painter->setBrush(Qt::NoBrush);
    painter->setPen(BoardPainter::outlinePen(pen, outline, margin));
    draw();
    painter->setPen(pen);
    draw();
}

} // namespace

PlayLayer::PlayLayer(BoardScene *scene)
    : BoardLayer(scene, Z)
    , m_scene(scene)
    , m_position(scene->boardSize())
{
    setAcceptHoverEvents(true); // each square says what a click does there

    // The board's squares and labels are the scene's; its run goes out of
    // sight while the layer lives (the destructor brings it back).
    scene->setRunCovered(true);
    // The hatching the run's board gives its queens, on the position's (the
    // scene's hatches the run's queens, and is covered); under this item's
    // marks.
    m_hatch = new AttackHatchItem(
        &m_position.model(), BoardScene::SquareSize, scene->labelMargin(), this);
    m_hatch->setFlag(QGraphicsItem::ItemStacksBehindParent);
    m_hatch->setVisible(false);

    m_hintQueen = new QueenItem(scene->queenRenderer(), BoardScene::SquareSize, this);
    m_hintQueen->setZValue(QueenZ);
    m_hintQueen->setOpacity(0.4);
    m_hintQueen->setVisible(false);
    m_hintQueen->setAcceptedMouseButtons(Qt::NoButton);

    themeChanged();
    showPosition(m_position);
    setInput(Input::Squares);
}

// The cover goes with the layer, however it goes: the host removing it
// (leaving play mode), the scene's rebuild deleting it with the items, or the
// scene's end. The host deletes only whatever layer it has, and a rebuild
// leaves it none to delete, so the host could not uncover in every case.
PlayLayer::~PlayLayer()
{
    m_scene->setRunCovered(false);
}

void PlayLayer::themeChanged()
{
    const BoardTheme &theme = this->theme();
    m_hatch->setTheme(theme);
    m_hintQueen->setTheme(theme);
    for (QueenItem *queen : std::as_const(m_queens)) {
        queen->setTheme(theme);
    }
}

void PlayLayer::showPosition(const PlayPosition &position, QPoint hint)
{
    m_position = position.size() == boardSize() ? position : PlayPosition(boardSize());
    m_solved = m_position.isSolved();
    m_hint = m_position.isOnBoard(hint.y(), hint.x()) ? hint : QPoint(-1, -1);
    updateQueens();
    m_hatch->update();
    refreshToolTip();
    update();
}

void PlayLayer::setAttacksShown(bool shown)
{
    if (shown != m_attacksShown) {
        m_attacksShown = shown;
        m_hatch->setVisible(shown);
    }
}

void PlayLayer::updateQueens()
{
    const QList<QPoint> queens = m_position.queens();
    while (m_queens.size() < queens.size()) {
        auto *queen = new QueenItem(m_scene->queenRenderer(), BoardScene::SquareSize, this);
        queen->setZValue(QueenZ);
        queen->setTheme(theme());
        queen->setAcceptedMouseButtons(Qt::NoButton);
        m_queens.append(queen);
    }
    for (int i = 0; i < int(m_queens.size()); ++i) {
        QueenItem *item = m_queens.at(i);
        item->setVisible(i < int(queens.size()));
        if (i < int(queens.size())) {
            item->setPos(squareRect(queens.at(i)).topLeft());
            item->setHighlighted(m_solved);
        }
    }
    m_hintQueen->setVisible(m_hint.x() >= 0);
    if (m_hint.x() >= 0) {
        m_hintQueen->setPos(squareRect(m_hint).topLeft());
    }
}

void PlayLayer::paintLayer(QPainter *painter)
{
    const BoardTheme &theme = this->theme();
    const qreal scale = theme.markWidthScale;

    // The conflicts as exported images draw them too (ExportCommands).
    const QRectF origin = squareRect({ 0, 0 });
    const QRectF board(
        origin.topLeft(), QSizeF(boardSize() * origin.width(), boardSize() * origin.height()));
    BoardPainter::paintConflicts(painter, board, m_position.model(), theme);
    // The hinted square: a dotted ring in the solution's colour round a faint queen.
    if (m_hint.x() >= 0) {
        const QRectF ring = squareRect(m_hint).adjusted(12, 12, -12, -12);
        const QPen pen(theme.solutionFrame, HintPen * scale, Qt::DotLine, Qt::RoundCap);
        strokeOutlined(
            painter, pen, theme.markOutline, Edge * scale, [&] { painter->drawEllipse(ring); });
    }
}

// Over the keyboard cursor (BoardLayer draws it between the two).
void PlayLayer::paintAbove(QPainter *painter)
{
    const BoardTheme &theme = this->theme();
    const qreal scale = theme.markWidthScale;
    // Solved: the frame a solution of the run gets.
    if (m_solved) {
        painter->setBrush(Qt::NoBrush);
        const QRectF origin = squareRect({ 0, 0 });
        const qreal side = origin.width();
        const QRectF board(origin.topLeft(), QSizeF(boardSize() * side, boardSize() * side));
        painter->setPen(QPen(theme.markOutline, (FramePen + 4) * scale));
        painter->drawRect(board);
        painter->setPen(QPen(theme.solutionFrame, FramePen * scale));
        painter->drawRect(board);
    }
}

QString PlayLayer::toolTipAt(QPoint square) const
{
    const int n = boardSize();
    const QString name = text::squareName(n, square.y(), square.x());
    const QList<QPoint> attackers = m_position.attackersOf(square.y(), square.x());
    QStringList names;
    for (const QPoint &queen : attackers) {
        names << text::squareName(n, queen.y(), queen.x());
    }
    const bool queen = m_position.hasQueen(square.y(), square.x());
    QString tip = queen ? tr("%1: click to remove this queen.").arg(name)
                        : tr("%1: click to place a queen.").arg(name);
    if (!names.isEmpty()) {
        tip += QLatin1Char(' ')
            + tr("Attacked by the queen(s) on %1.", nullptr, int(names.size()))
                  .arg(names.join(QStringLiteral(", ")));
    }
    return tip;
}
