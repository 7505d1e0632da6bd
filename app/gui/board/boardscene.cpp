// SPDX-License-Identifier: MIT
#include "board/boardscene.h"

#include "board/attackhatchitem.h"
#include "board/boarditem.h"
#include "board/conflictoverlay.h"
#include "board/hovertip.h"
#include "board/orbittransition.h"
#include "board/propagationitem.h"
#include "board/queenitem.h"
#include "board/refusalcaption.h"
#include "render/boardpainter.h"

#include "solver/algorithm.h"
#include "solver/symmetry.h"
#include "text/squarenames.h"

#include <QBrush>
#include <QGraphicsLineItem>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QSvgRenderer>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace {

// Pen widths of the marks in scene units, times the theme's markWidthScale;
// each mark's outline adds the Edge width on both sides.
constexpr qreal RowPen = 4;
constexpr qreal RowEdge = 1.5;
constexpr qreal FramePen = 10;
constexpr qreal FrameEdge = 2;
constexpr qreal RejectPen = 6;
constexpr qreal RejectEdge = 1.5;
constexpr qreal CrossEdge = 3;
constexpr qreal GivenPen = 5;
constexpr qreal GivenEdge = 1.5;
// Z order of the layers. The run's marks are children of two holders
// (BoardScene::setRunCovered()), so these sort among their siblings; the
// holders sit at RunZ and CaptionZ among the scene's top-level items.
constexpr qreal SquareZ = 0;
constexpr qreal RunZ = 1; // the holder of every run mark but the caption
constexpr qreal AttackZ = 1;
constexpr qreal RowZ = 2;
constexpr qreal FrameZ = 3;
constexpr qreal QueenZ = 10;
constexpr qreal ConflictZ = 11;
constexpr qreal RejectZ = 20;
// The refusal's words stay readable over the marks of predict and practice
// (AnswerLayer::Z, 90), under play mode's layer (PlayLayer::Z, 100): the
// caption and its back have a holder of their own at this height.
constexpr qreal CaptionZ = 95;

// A holder of run marks: no contents and no input, at height `z`; hiding it
// hides its children while each keeps its own visibility.
QGraphicsRectItem *addHolder(QGraphicsScene *scene, qreal z, bool covered)
{
    auto *holder = new QGraphicsRectItem;
    holder->setPen(Qt::NoPen);
    holder->setFlag(QGraphicsItem::ItemHasNoContents);
    holder->setAcceptedMouseButtons(Qt::NoButton);
    holder->setZValue(z);
    holder->setVisible(!covered);
    scene->addItem(holder);
    return holder;
}

} // namespace

static_assert(
    BoardScene::MaxSize == nq::MaxLocalSearchSize, "the scene shows every board the GUI runs");

BoardScene::BoardScene(QObject *parent)
    : QGraphicsScene(parent)
    , m_queenRenderer(new QSvgRenderer(QStringLiteral(":/queen.svg"), this))
    , m_queens(m_queenRenderer, QueenZ)
{
    // Queens come and go thousands of times a second: a BSP index would be
    // rebuilt all the time for a scene of at most a few thousand items.
    setItemIndexMethod(QGraphicsScene::NoIndex);
    rebuild();
}

BoardScene::~BoardScene()
{
    // A layer deleted with the items may uncover the run (PlayLayer): the
    // holders are going too.
    m_runMarks = nullptr;
    m_runCaption = nullptr;
    clear(); // the items read m_model: they go first
}

void BoardScene::setBoardSize(int n)
{
    m_size = std::clamp(n, MinSize, MaxSize);
    rebuild();
}

void BoardScene::setTextScale(qreal scale)
{
    scale = std::clamp(scale, 0.5, 4.0);
    if (qFuzzyCompare(scale, m_textScale)) {
        return;
    }
    m_textScale = scale;
    rebuild();
    emit boardRebuilt();
}

qreal BoardScene::labelPixelSize(const QGraphicsView &view) const
{
    // BoardItem's labels: 0.3 of a square times the scale, in scene units.
    return SquareSize * 0.3 * m_textScale * view.transform().m11();
}

bool BoardScene::isOnBoard(int row, int col) const
{
    return row >= 0 && row < m_size && col >= 0 && col < m_size;
}

QRectF BoardScene::squareRect(int row, int col) const
{
    return { m_margin + col * SquareSize, row * SquareSize, SquareSize, SquareSize };
}

int BoardScene::squareCount() const
{
    return m_board ? m_board->size() * m_board->size() : 0;
}

void BoardScene::setRunCovered(bool covered)
{
    m_runCovered = covered;
    if (m_runMarks) {
        m_runMarks->setVisible(!covered);
        m_runCaption->setVisible(!covered);
    }
}

void BoardScene::rebuild()
{
    // Deletes every item, queens and marks included, and any layer: a layer
    // that uncovers the run as it goes (PlayLayer) finds no holders.
    m_runMarks = nullptr;
    m_runCaption = nullptr;
    clear();
    ++m_generation;
    m_model = BoardModel(m_size);
    m_currentRow = -1;
    m_currentColumn = -1;
    m_wipedOutRow = -1;
    m_prunedBy.clear();
    m_covered = {};

    // The label band of the exported images, so that the screen matches them.
    m_margin = BoardPainter::labelBand(m_size) * SquareSize * m_textScale;
    const qreal side = m_size * SquareSize;
    m_board = new BoardItem(m_size, SquareSize, m_margin, nullptr, m_textScale);
    m_board->setZValue(SquareZ);
    addItem(m_board);
    if (isImageBoard()) {
        m_board->setImageMode(&m_model, m_queenRenderer);
    }
    // Everything else is the run's: on the two holders, so that
    // setRunCovered() hides and shows it all at once.
    m_runMarks = addHolder(this, RunZ, m_runCovered);
    m_runCaption = addHolder(this, CaptionZ, m_runCovered);
    m_attacks = new AttackHatchItem(&m_model, SquareSize, m_margin, m_runMarks);
    m_attacks->setZValue(AttackZ);
    m_attacks->setVisible(m_attacksShown && !isImageBoard());
    m_propagation = new PropagationItem(m_size, SquareSize, m_margin, m_runMarks);
    m_propagation->setZValue(AttackZ);
    m_conflicts = new ConflictOverlay(&m_model, SquareSize, m_margin, m_runMarks);
    m_conflicts->setZValue(ConflictZ);
    m_conflicts->setVisible(m_conflictsShown);
    m_queens.reset(m_board, m_runMarks, m_size, isImageBoard()); // not highlighted

    // Pens and brushes come from applyTheme() below; an outline is a child
    // item stacked behind its mark, so that it follows it.
    const auto outlineOf = [](auto *outline) {
        outline->setFlag(QGraphicsItem::ItemStacksBehindParent);
        return outline;
    };
    m_rowHighlight = new QGraphicsRectItem(QRectF(m_margin, 0, side, SquareSize), m_runMarks);
    m_rowOutline = outlineOf(new QGraphicsRectItem(m_rowHighlight->rect(), m_rowHighlight));
    m_rowHighlight->setZValue(RowZ);
    m_rowHighlight->setVisible(false);
    m_columnHighlight = new QGraphicsRectItem(QRectF(m_margin, 0, SquareSize, side), m_runMarks);
    m_columnOutline
        = outlineOf(new QGraphicsRectItem(m_columnHighlight->rect(), m_columnHighlight));
    m_columnHighlight->setZValue(RowZ);
    m_columnHighlight->setVisible(false);
    m_wipeoutBand = new QGraphicsRectItem(QRectF(m_margin, 0, side, SquareSize), m_runMarks);
    m_wipeoutBand->setZValue(RowZ);
    m_wipeoutBand->setVisible(false);

    m_given.clear();
    m_givenMarks = new QGraphicsPathItem(m_runMarks);
    m_givenOutline = outlineOf(new QGraphicsPathItem(m_givenMarks));
    m_givenMarks->setZValue(FrameZ);

    m_solutionFrame = new QGraphicsRectItem(QRectF(m_margin, 0, side, side), m_runMarks);
    m_solutionOutline = outlineOf(new QGraphicsRectItem(m_solutionFrame->rect(), m_solutionFrame));
    m_solutionFrame->setZValue(FrameZ);
    m_solutionFrame->setVisible(false);

    m_rejectLine = new QGraphicsLineItem(m_runMarks);
    m_rejectLineOutline = outlineOf(new QGraphicsLineItem(m_rejectLine));
    m_rejectLine->setZValue(RejectZ);
    m_rejectLine->setVisible(false);
    // A thick X of two crossed bars, centred on the origin and moved to the
    // refused square: it reads as "no" without colour.
    const qreal arm = SquareSize * 0.28;
    QPainterPath bar;
    bar.addRoundedRect(QRectF(-arm, -arm / 4, 2 * arm, arm / 2), arm / 8, arm / 8);
    QPainterPath cross = QTransform().rotate(45).map(bar);
    cross.addPath(QTransform().rotate(-45).map(bar));
    m_rejectCross = new QGraphicsPathItem(cross.simplified(), m_runMarks);
    m_caption = new RefusalCaption(&m_model, SquareSize, m_margin, m_textScale, m_runCaption);
    m_caption->setZValue(CaptionZ);
    // The pointer's lines come from the run's queens: they are the run's
    // too, and a layer that covers the run takes the hover anyway.
    m_hoverTip = new HoverTip(&m_model, SquareSize, m_margin, m_runMarks);
    m_hoverTip->setZValue(RejectZ - 1);
    m_hovered = QPoint(-1, -1);
    m_rejectCross->setZValue(RejectZ + 1);
    m_rejectCross->setVisible(false);

    // A quarter margin on the top and right keeps the frame clear of the edges.
    const qreal edge = m_margin / 4;
    setSceneRect(QRectF(0, -edge, m_margin + side + edge, side + m_margin + edge));
    applyTheme();
}

void BoardScene::setTheme(const BoardTheme &theme)
{
    if (theme == m_theme) {
        return;
    }
    m_theme = theme;
    applyTheme();
}

void BoardScene::applyTheme()
{
    const BoardTheme &theme = m_theme;
    const qreal scale = theme.markWidthScale;
    setBackgroundBrush(theme.background);
    m_board->setTheme(theme);
    m_attacks->setTheme(theme);
    m_conflicts->setTheme(theme);
    m_queens.setTheme(theme);

    m_rowHighlight->setPen(QPen(theme.rowHighlight, RowPen * scale));
    m_rowHighlight->setBrush(theme.rowFill);
    m_rowOutline->setPen(QPen(theme.markOutline, (RowPen + 2 * RowEdge) * scale));
    m_columnHighlight->setPen(m_rowHighlight->pen());
    m_columnHighlight->setBrush(theme.rowFill);
    m_columnOutline->setPen(m_rowOutline->pen());
    // As the exported pictures draw it.
    m_wipeoutBand->setBrush(BoardPainter::wipeoutFill(theme));
    m_wipeoutBand->setPen(BoardPainter::wipeoutPen(theme, RowPen * scale));
    m_propagation->setTheme(theme);

    const QPen givenPen(theme.label, GivenPen * scale, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin);
    m_givenMarks->setPen(givenPen);
    m_givenOutline->setPen(
        BoardPainter::outlinePen(givenPen, theme.markOutline, GivenEdge * scale));

    m_solutionFrame->setPen(QPen(theme.solutionFrame, FramePen * scale));
    m_solutionOutline->setPen(QPen(theme.markOutline, (FramePen + 2 * FrameEdge) * scale));
    if (isImageBoard()) {
        // Widths in scene units vanish on a board of hundreds of squares:
        // the marks of an image board are as wide in pixels as on 8x8.
        const auto cosmetic = [](const QColor &colour, qreal pixels) {
            QPen pen(colour, pixels);
            pen.setCosmetic(true);
            return pen;
        };
        m_solutionFrame->setPen(cosmetic(theme.solutionFrame, 6 * scale));
        m_solutionOutline->setPen(cosmetic(theme.markOutline, 8 * scale));
        m_rowHighlight->setPen(cosmetic(theme.rowHighlight, 2 * scale));
        m_rowOutline->setPen(cosmetic(theme.markOutline, 4 * scale));
        m_columnHighlight->setPen(m_rowHighlight->pen());
        m_columnOutline->setPen(m_rowOutline->pen());
    }

    const QPen rejectPen(theme.attackerLine, RejectPen * scale, Qt::DashLine, Qt::RoundCap);
    m_rejectLine->setPen(rejectPen);
    m_rejectLineOutline->setPen(
        BoardPainter::outlinePen(rejectPen, theme.attackerLineOutline, RejectEdge * scale));
    m_rejectLineOutline->setVisible(theme.attackerLineOutline.alpha() > 0);
    m_rejectCross->setPen(QPen(theme.rejectOutline, CrossEdge * scale));
    m_rejectCross->setBrush(theme.rejectFill);
    m_caption->setTheme(theme);
    m_hoverTip->setTheme(theme);
}

void BoardScene::placeQueen(int row, int col, int animationMs)
{
    if (!isOnBoard(row, col) || m_model.column(row) == col) {
        return;
    }
    const int from = m_model.column(row);
    m_model.setColumn(row, col);
    m_conflicts->update();
    m_queens.place(row, from, col, squareRect(row, col).topLeft(), animationMs);
    updateAttacks();
}

void BoardScene::removeQueen(int row, int animationMs)
{
    const int from = m_model.column(row);
    if (from < 0) {
        return;
    }
    m_model.setColumn(row, -1);
    m_conflicts->update();
    m_queens.remove(row, from, squareRect(row, from).topLeft(), animationMs);
    updateAttacks();
}

void BoardScene::setQueens(std::span<const int> columns, int animationMs)
{
    for (int row = 0; row < m_size; ++row) {
        const int col = row < int(columns.size()) ? columns[row] : -1;
        if (col == m_model.column(row)) {
            continue;
        }
        if (col < 0) {
            removeQueen(row, animationMs);
        } else {
            placeQueen(row, col, animationMs);
        }
    }
}

void BoardScene::clearQueens()
{
    for (int row = 0; row < m_size; ++row) {
        removeQueen(row);
    }
}

void BoardScene::setGivenSquares(const QList<int> &columns)
{
    if (columns == m_given) {
        return;
    }
    m_given = columns;
    QPainterPath path;
    const qreal inset = SquareSize * 0.08;
    for (int row = 0; row < std::min<int>(m_size, int(columns.size())); ++row) {
        const int col = columns[row];
        if (col >= 0 && col < m_size) {
            path.addRect(squareRect(row, col).adjusted(inset, inset, -inset, -inset));
        }
    }
    m_givenMarks->setPath(path);
    m_givenOutline->setPath(path);
}

void BoardScene::setCurrentRow(int row)
{
    m_currentRow = row >= 0 && row < m_size ? row : -1;
    m_rowHighlight->setVisible(m_currentRow >= 0);
    if (m_currentRow >= 0) {
        m_rowHighlight->setPos(0, m_currentRow * SquareSize);
    }
}

void BoardScene::setCurrentColumn(int col)
{
    m_currentColumn = col >= 0 && col < m_size ? col : -1;
    m_columnHighlight->setVisible(m_currentColumn >= 0);
    if (m_currentColumn >= 0) {
        m_columnHighlight->setPos(m_currentColumn * SquareSize, 0);
    }
}

void BoardScene::setPrunedSquares(const QList<QPoint> &prunedBy)
{
    const qsizetype squares = qsizetype(m_size) * m_size;
    const QList<QPoint> shown = prunedBy.size() == squares ? prunedBy : QList<QPoint>();
    if (shown == m_prunedBy) {
        return;
    }
    m_prunedBy = shown;
    QList<bool> marks;
    if (!m_prunedBy.isEmpty()) {
        marks.resize(squares);
        for (qsizetype i = 0; i < squares; ++i) {
            marks[i] = m_prunedBy[i].x() >= 0;
        }
    }
    m_propagation->setPruned(marks);
    if (m_hovered.x() >= 0) {
        updateHover();
    }
}

QPoint BoardScene::prunedBy(int row, int col) const
{
    if (!isOnBoard(row, col) || m_prunedBy.isEmpty()) {
        return { -1, -1 };
    }
    return m_prunedBy[qsizetype(row) * m_size + col];
}

int BoardScene::prunedCount() const
{
    return int(
        std::count_if(m_prunedBy.begin(), m_prunedBy.end(), [](QPoint by) { return by.x() >= 0; }));
}

void BoardScene::setWipedOutRow(int row, int flashMs)
{
    m_wipedOutRow = row >= 0 && row < m_size ? row : -1;
    if (m_wipeoutFlash) {
        m_wipeoutFlash->stop();
        delete m_wipeoutFlash.data();
    }
    m_wipeoutBand->setOpacity(1.0);
    m_wipeoutBand->setVisible(m_wipedOutRow >= 0);
    if (m_wipedOutRow < 0) {
        return;
    }
    m_wipeoutBand->setPos(0, m_wipedOutRow * SquareSize);
    if (flashMs > 0) {
        // Three blinks, ending fully shown (renderImage() jumps to the end).
        auto *flash = new QVariantAnimation(this);
        flash->setDuration(flashMs);
        flash->setStartValue(0.0);
        flash->setEndValue(1.0);
        QGraphicsRectItem *band = m_wipeoutBand;
        connect(flash, &QVariantAnimation::valueChanged, this, [band](const QVariant &value) {
            const qreal t = value.toReal();
            band->setOpacity(
                t >= 1.0 ? 1.0 : 0.25 + 0.75 * std::abs(std::cos(3 * std::numbers::pi * t)));
        });
        m_wipeoutFlash = flash;
        flash->start(QAbstractAnimation::DeleteWhenStopped);
    }
}

void BoardScene::setCoveredLines(const CoveredLines &lines)
{
    const qsizetype n = m_size;
    const bool fits = lines.rows.size() == n && lines.columns.size() == n
        && lines.diagonals.size() == 2 * n - 1 && lines.antiDiagonals.size() == 2 * n - 1;
    const CoveredLines shown = fits ? lines : CoveredLines();
    if (shown == m_covered) {
        return;
    }
    m_covered = shown;
    QList<bool> squares;
    if (fits) {
        squares.resize(n * n);
        for (int row = 0; row < m_size; ++row) {
            for (int col = 0; col < m_size; ++col) {
                squares[row * n + col] = isSquareCovered(row, col);
            }
        }
    }
    m_propagation->setCovered(squares, m_covered.diagonals, m_covered.antiDiagonals);
}

bool BoardScene::isSquareCovered(int row, int col) const
{
    if (!isOnBoard(row, col) || m_covered.rows.isEmpty()) {
        return false;
    }
    return m_covered.rows[row] || m_covered.columns[col]
        || m_covered.diagonals[row - col + m_size - 1] || m_covered.antiDiagonals[row + col];
}

BoardPainter::Propagation BoardScene::propagation() const
{
    BoardPainter::Propagation marks = m_propagation->marks();
    marks.wipedOutRow = m_wipedOutRow;
    marks.currentColumn = m_currentColumn;
    return marks;
}

void BoardScene::setAttacksShown(bool shown)
{
    m_attacksShown = shown;
    // An image board has no hatching: with a queen in most rows, nearly
    // every square would be hatched.
    m_attacks->setVisible(shown && !isImageBoard());
    m_attacks->update();
}

void BoardScene::updateAttacks()
{
    if (m_hovered.x() >= 0) {
        updateHover(); // the queens changed under the pointer
    }
    // Hidden, the hatching costs nothing: the common case at top speed.
    if (m_attacks->isVisible()) {
        m_attacks->update();
    }
}

void BoardScene::showRejection(int row, int col, int byRow, int byCol, const QString &caption)
{
    if (!isOnBoard(row, col) || !isOnBoard(byRow, byCol)) {
        clearRejection();
        return;
    }
    m_rejection = { row, col, byRow, byCol };
    const QPointF c = squareRect(row, col).center();
    m_rejectCross->setPos(c);
    m_rejectLine->setLine(QLineF(squareRect(byRow, byCol).center(), c));
    m_rejectLineOutline->setLine(m_rejectLine->line());
    m_rejectCross->setVisible(true);
    m_rejectLine->setVisible(true);
    m_rejectLine->setOpacity(0.85);

    m_caption->showWords(row, col, caption, sceneRect());
}

void BoardScene::clearRejection()
{
    m_rejection = { -1, -1, -1, -1 };
    m_rejectCross->setVisible(false);
    m_rejectLine->setVisible(false);
    m_caption->setVisible(false);
}

QList<int> BoardScene::rejection() const
{
    return m_rejection;
}

QRectF BoardScene::rejectionCaptionRect() const
{
    return m_caption->isVisibleTo(m_runCaption) ? m_caption->rect() : QRectF();
}

QString BoardScene::rejectionCaption() const
{
    // Covered or not: the run's state, not what is on the screen.
    return m_caption->isVisibleTo(m_runCaption) ? m_caption->words() : QString();
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseMoveEvent(event);
    // The square under the pointer, unless an item above the board takes
    // the hover as it would a hover event (play mode's layer shows its own).
    const QPointF at = event->scenePos();
    const QList<QGraphicsItem *> under = items(at);
    const bool taken = std::any_of(under.begin(), under.end(),
        [](const QGraphicsItem *item) { return item->acceptHoverEvents(); });
    const int row = int(std::floor(at.y() / SquareSize));
    const int col = int(std::floor((at.x() - m_margin) / SquareSize));
    const QPoint square = !taken && isOnBoard(row, col) ? QPoint(col, row) : QPoint(-1, -1);
    if (square != m_hovered) {
        setHoveredSquare(square.y(), square.x());
    }
}

bool BoardScene::event(QEvent *event)
{
    if (event->type() == QEvent::GraphicsSceneLeave && m_hovered.x() >= 0) {
        setHoveredSquare(-1, -1);
    }
    return QGraphicsScene::event(event);
}

void BoardScene::setHoveredSquare(int row, int col)
{
    m_hovered = isOnBoard(row, col) ? QPoint(col, row) : QPoint(-1, -1);
    updateHover();
}

void BoardScene::updateHover()
{
    const QString tip
        = m_hoverTip->pointAt(m_hovered.y(), m_hovered.x(), prunedBy(m_hovered.y(), m_hovered.x()));
    if (m_board) {
        m_board->setToolTip(tip);
    }
}

bool BoardScene::hasRejection() const
{
    return m_rejection.constFirst() >= 0;
}

void BoardScene::setSolutionMarked(bool marked)
{
    m_solutionFrame->setVisible(marked);
    m_queens.setHighlighted(marked);
    if (marked) {
        clearRejection();
    }
}

void BoardScene::showTransformation(const QList<int> &from, int symmetry, int animationMs)
{
    const int n = m_size;
    QList<int> image(n, -1);
    QList<QPair<QPointF, QPointF>> moves;
    for (int row = 0; row < std::min(n, int(from.size())); ++row) {
        if (from[row] < 0 || from[row] >= n) {
            continue;
        }
        const auto [r, c] = nq::transformSquare(nq::Symmetry(symmetry), n, row, from[row]);
        image[r] = c;
        moves.append({ squareRect(row, from[row]).topLeft(), squareRect(r, c).topLeft() });
    }
    clearQueens();
    clearRejection();
    if (animationMs <= 0) {
        setQueens(image);
        return;
    }
    // Stand-in queens glide from each square to its image; the row items
    // take over when they land (a queen may change rows on the way).
    auto *orbit = new OrbitTransition(animationMs, this);
    for (const auto &[start, end] : std::as_const(moves)) {
        QueenItem *glider = m_queens.newQueen();
        glider->setZValue(QueenZ + 1);
        glider->setHighlighted(isSolutionMarked());
        orbit->addGlide(glider, start, end);
    }
    // A rebuilt board (new size or run) deletes the items: land only on this one.
    const int generation = m_generation;
    connect(orbit, &QAbstractAnimation::finished, this, [this, image, generation] {
        if (m_generation == generation) {
            setQueens(image);
        }
    });
    orbit->start(QAbstractAnimation::DeleteWhenStopped);
}

QImage BoardScene::renderImage(int pixels)
{
    // Finish whatever is moving, so that the picture shows the state, not a moment.
    if (m_wipeoutFlash) {
        m_wipeoutFlash->setCurrentTime(m_wipeoutFlash->duration());
    }
    m_queens.finish();
    const QRectF source = sceneRect();
    const qreal scale = pixels / std::max(source.width(), source.height());
    QImage image(QSize(qRound(source.width() * scale), qRound(source.height() * scale)),
        QImage::Format_ARGB32_Premultiplied);
    image.fill(m_theme.background);
    QPainter painter(&image);
    painter.setRenderHints(
        QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    render(&painter, QRectF(image.rect()), source);
    return image;
}

QString BoardScene::boardDescription() const
{
    QStringList squares;
    for (const QPoint &queen : m_model.queens()) {
        squares << text::squareName(m_size, queen.y(), queen.x());
    }
    QString text = squares.isEmpty()
        ? tr("%1 x %1 board, no queens.").arg(m_size)
        : tr("%1 x %1 board, %n queen(s): %2.", nullptr, int(squares.size()))
              .arg(QString::number(m_size), squares.join(QStringLiteral(", ")));
    if (m_rejection.at(0) >= 0 && !rejectionCaption().isEmpty()) {
        text += QLatin1Char(' ') + rejectionCaption();
    }
    return text;
}

void BoardScene::retranslate()
{
    if (m_hovered.x() >= 0) {
        updateHover();
    }
}

void BoardScene::setConflictsShown(bool shown)
{
    m_conflictsShown = shown;
    m_conflicts->setVisible(shown);
}

void BoardScene::setConflictRow(int row)
{
    m_conflicts->setRow(row >= 0 && row < m_size ? row : -1);
}

int BoardScene::conflictRow() const
{
    return m_conflicts->row();
}
