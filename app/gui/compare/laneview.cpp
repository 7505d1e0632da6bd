// SPDX-License-Identifier: MIT
#include "compare/laneview.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "display/boardpresenter.h"
#include "run/algorithmtext.h"
#include "run/runcontroller.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QResizeEvent>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// The figures, in the order shown; the names are the tests' handles.
const char *const FigureNames[] = {
    "steps", "placements", "removals", "rejections", "prunes", "work", "solutions", "tree",
};

} // namespace

LaneView::LaneView(CompareLane *lane, int number, QWidget *parent)
    : QFrame(parent)
    , m_lane(lane)
    , m_number(number)
    , m_title(new QLabel(this))
    , m_algorithmBox(new QComboBox(this))
    , m_view(new BoardView(lane->scene(), this))
    , m_state(new QLabel(this))
    , m_head(new QBoxLayout(QBoxLayout::LeftToRight))
    , m_body(new QBoxLayout(QBoxLayout::LeftToRight))
    , m_figures(new QGridLayout)
{
    setFrameShape(QFrame::StyledPanel);
    setObjectName(QStringLiteral("lane%1").arg(number));
    for (const nq::AlgorithmInfo &info : nq::algorithms()) {
        m_algorithmBox->addItem(QString(), int(info.id));
    }
    m_algorithmBox->setObjectName(QStringLiteral("algorithmBox"));
    m_algorithmBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_title->setBuddy(m_algorithmBox);
    connect(m_algorithmBox, &QComboBox::activated, this, [this](int index) {
        emit algorithmChosen(nq::Algorithm(m_algorithmBox->itemData(index).toInt()));
    });
    // The board takes the keyboard focus only from a click: Tab goes
    // through the controls, and the window's keys drive every board.
    m_view->setFocusPolicy(Qt::ClickFocus);
    m_view->setMinimumSize(120, 120);
    m_view->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    m_head->addWidget(m_title);
    m_head->addWidget(m_algorithmBox, 1);

    m_figures->setVerticalSpacing(1);
    for (const char *name : FigureNames) {
        Row row { QLatin1String(name), new QLabel(this), new QLabel(this), QString() };
        row.value->setObjectName(row.name);
        row.value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row.caption->setBuddy(row.value);
        m_rows.append(row);
    }
    m_state->setObjectName(QStringLiteral("state"));
    sizeValues();
    arrangeFigures();

    m_body->addWidget(m_view, 1);
    m_body->addLayout(m_figures);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(m_head);
    layout->addLayout(m_body, 1);

    // At once, in the call that drew the board (see the class comment).
    connect(lane, &CompareLane::figuresChanged, this, &LaneView::writeFigures);
    retranslate();
}

void LaneView::sizeValues()
{
    // Ten digits (a search of 32 x 32 shown at top speed for hours) in the
    // locale's form; a larger figure widens its label when it comes.
    const int width = fontMetrics().horizontalAdvance(QLocale().toString(9999999999LL)) + 2;
    for (const Row &row : std::as_const(m_rows)) {
        row.value->setFixedSize(width, row.value->fontMetrics().height());
    }
    // The state line keeps its room when it is empty: "Finished" coming
    // lays nothing out again.
    m_state->setFixedHeight(m_state->fontMetrics().height());
}

void LaneView::setFiguresPlace(Place place)
{
    if (place == m_place) {
        return;
    }
    m_place = place;
    arrangeFigures();
}

void LaneView::setCompact(bool compact)
{
    if (compact == m_compact) {
        return;
    }
    m_compact = compact;
    arrangeFigures();
}

bool LaneView::isFigureShown(const QString &name) const
{
    // The table's columns are the rest.
    return !m_compact || name == QLatin1String("steps") || name == QLatin1String("removals")
        || name == QLatin1String("tree");
}

QList<LaneView::Row> LaneView::shownRows() const
{
    QList<Row> rows;
    for (const Row &row : m_rows) {
        if (isFigureShown(row.name)) {
            rows.append(row);
        }
    }
    return rows;
}

void LaneView::arrangeFigures()
{
    for (const Row &row : std::as_const(m_rows)) {
        m_figures->removeWidget(row.caption);
        m_figures->removeWidget(row.value);
        row.caption->setVisible(isFigureShown(row.name));
        row.value->setVisible(isFigureShown(row.name));
    }
    m_figures->removeWidget(m_state);
    for (int line = 0; line < 10; ++line) {
        m_figures->setRowStretch(line, 0);
    }
    for (int column = 0; column < 5; ++column) {
        m_figures->setColumnMinimumWidth(column, 0);
    }
    // One pair (caption and value) a line, or two, read along the lines,
    // with a gap between the pairs.
    const bool below = m_place != Place::Beside;
    const int pairs = m_place == Place::BelowInPairs ? 2 : 1;
    const int stride = 3;
    const QList<Row> rows = shownRows();
    for (int i = 0; i < rows.size(); ++i) {
        const int line = i / pairs;
        const int column = (i % pairs) * stride;
        m_figures->addWidget(rows.at(i).caption, line, column);
        m_figures->addWidget(rows.at(i).value, line, column + 1);
    }
    const int lines = int((rows.size() + pairs - 1) / pairs);
    if (pairs > 1) {
        m_figures->setColumnMinimumWidth(2, fontMetrics().horizontalAdvance(QLatin1Char('M')));
    }
    m_figures->addWidget(m_state, lines, 0, 1, pairs > 1 ? 2 * stride - 1 : 2);
    m_figures->setRowStretch(lines + 1, 1);
    m_body->setDirection(below ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
}

QSize LaneView::figuresSize(Place place) const
{
    int caption = 0;
    int line = 0;
    int value = 0;
    const QList<Row> rows = shownRows();
    for (const Row &row : rows) {
        caption = std::max(caption, row.caption->sizeHint().width());
        line = std::max({ line, row.caption->sizeHint().height(), row.value->height() });
        value = std::max(value, row.value->width());
    }
    caption = std::max(caption, m_state->fontMetrics().horizontalAdvance(tr("Finished")) - value);
    const int spacing = m_figures->horizontalSpacing() >= 0
        ? m_figures->horizontalSpacing()
        : style()->layoutSpacing(QSizePolicy::Label, QSizePolicy::Label, Qt::Horizontal);
    const int pair = caption + spacing + value;
    const int pairs = place == Place::BelowInPairs ? 2 : 1;
    const int lines = int((rows.size() + pairs - 1) / pairs) + 1; // and the state
    const int width = pairs * pair
        + (pairs - 1) * (2 * spacing + fontMetrics().horizontalAdvance(QLatin1Char('M')));
    return { width, lines * line + (lines - 1) * std::max(0, m_figures->verticalSpacing()) };
}

int LaneView::headWidth() const
{
    const int spacing = std::max(0, m_head->spacing());
    return m_title->sizeHint().width() + spacing + m_algorithmBox->sizeHint().width();
}

bool LaneView::isHeadStacked(int width) const
{
    const QMargins margins = layout()->contentsMargins() + contentsMargins();
    return width - margins.left() - margins.right() < headWidth();
}

void LaneView::resizeEvent(QResizeEvent *event)
{
    // The title over the list of algorithms when both do not fit a line
    // (large text in a narrow lane): the list is never cut.
    const bool stacked = isHeadStacked(event->size().width());
    const auto direction = stacked ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    if (m_head->direction() != direction) {
        m_head->setDirection(direction);
        m_title->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    }
    QFrame::resizeEvent(event);
}

QSize LaneView::minimumFor(Place place) const
{
    const QMargins margins = layout()->contentsMargins() + contentsMargins();
    // The head at its narrowest: the title over the list.
    const int headNarrowest = std::max(m_title->sizeHint().width(), m_algorithmBox->sizeHint().width())
        + margins.left() + margins.right();
    const QSize figures = figuresSize(place);
    const QSize board = m_view->minimumSize();
    int width = 0;
    if (place != Place::Beside) {
        width = std::max(board.width(), figures.width());
    } else {
        width = board.width() + std::max(0, m_body->spacing()) + figures.width();
    }
    width = std::max(width + margins.left() + margins.right(), headNarrowest);
    const QSize chrome = this->chrome(place, width);
    if (place != Place::Beside) {
        return { width, chrome.height() + board.height() };
    }
    return { width, std::max(chrome.height() + board.height(), chrome.height() + figures.height()) };
}

QSize LaneView::chrome(Place place, int width) const
{
    const QMargins margins = layout()->contentsMargins() + contentsMargins();
    const int spacing = std::max(0, layout()->spacing());
    const int title = m_title->sizeHint().height();
    const int list = m_algorithmBox->sizeHint().height();
    const int head = isHeadStacked(width) ? title + std::max(0, m_head->spacing()) + list
                                          : std::max(title, list);
    const int bodySpacing = std::max(0, m_body->spacing());
    const QSize figures = figuresSize(place);
    const int sides = margins.left() + margins.right();
    const int height = margins.top() + margins.bottom() + head + spacing;
    if (place != Place::Beside) {
        return { sides, height + bodySpacing + figures.height() };
    }
    return { sides + bodySpacing + figures.width(), height };
}

void LaneView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        sizeValues(); // the locale's group separator may be another
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        sizeValues();
        arrangeFigures();
    }
    QFrame::changeEvent(event);
}

QString LaneView::captionOf(const QString &name) const
{
    if (name == QLatin1String("steps")) {
        return tr("Steps");
    }
    if (name == QLatin1String("placements")) {
        return tr("Placements");
    }
    if (name == QLatin1String("removals")) {
        return tr("Backtracks");
    }
    if (name == QLatin1String("rejections")) {
        return tr("Rejections");
    }
    if (name == QLatin1String("prunes")) {
        return tr("Prunes");
    }
    if (name == QLatin1String("work")) {
        return AlgorithmText::workMeasure(m_lane->algorithm());
    }
    if (name == QLatin1String("solutions")) {
        return tr("Solutions");
    }
    return tr("Tree nodes");
}

void LaneView::retranslate()
{
    m_title->setText(tr("Board &%1:").arg(m_number));
    const QString boardName = tr("Board %1").arg(m_number);
    setAccessibleName(boardName);
    m_algorithmBox->setAccessibleName(tr("Algorithm of board %1").arg(m_number));
    for (int i = 0; i < m_algorithmBox->count(); ++i) {
        const auto algorithm = nq::Algorithm(m_algorithmBox->itemData(i).toInt());
        m_algorithmBox->setItemText(i, AlgorithmText::title(algorithm));
        m_algorithmBox->setItemData(i, AlgorithmText::description(algorithm), Qt::ToolTipRole);
    }
    m_view->setAccessibleName(tr("Chessboard of board %1").arg(m_number));
    for (const Row &row : std::as_const(m_rows)) {
        row.caption->clear(); // written again below, with the accessible names
    }
    m_algorithmBox->setToolTip(AlgorithmText::description(m_lane->algorithm()));
    showFigures();
}

void LaneView::showFigures()
{
    writeFigures();
}

void LaneView::writeFigures()
{
    // Called at every drawing of the board (at top speed, about once a
    // frame): only what changed is written, and no write lays anything out.
    const CompareLane::Figures figures = m_lane->figures();
    const int index = m_algorithmBox->findData(int(figures.algorithm));
    const bool newAlgorithm = index != m_algorithmBox->currentIndex();
    if (newAlgorithm) {
        m_algorithmBox->setCurrentIndex(index);
        m_algorithmBox->setToolTip(AlgorithmText::description(figures.algorithm));
    }
    const QLocale locale;
    const quint64 values[] = { figures.steps, figures.placements, figures.removals,
        figures.rejections, figures.prunes, figures.work, figures.solutions, figures.treeNodes };
    for (int i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        // The captions are written with the language and the algorithm (the
        // work's caption names its measure).
        const bool captioned = !row.caption->text().isEmpty() && !newAlgorithm;
        if (!captioned) {
            row.captionText = captionOf(row.name);
            row.caption->setText(row.captionText + QLatin1Char(':'));
        }
        const QString text = locale.toString(values[i]);
        if (row.value->text() != text) {
            row.value->setText(text);
            if (const int need = row.value->fontMetrics().horizontalAdvance(text) + 2;
                need > row.value->width()) {
                row.value->setFixedWidth(need);
            }
        } else if (captioned) {
            continue;
        }
        row.value->setAccessibleName(tr("%1: %2").arg(row.captionText, text));
    }
    m_state->setText(figures.finished ? tr("Finished") : QString());
    if (!m_lane->controller()->isRunning()) {
        m_view->setAccessibleDescription(m_lane->presenter()->boardDescription());
    }
}

QString LaneView::valueText(const QString &name) const
{
    for (const Row &row : m_rows) {
        if (row.name == name) {
            return row.value->text();
        }
    }
    return {};
}
