// SPDX-License-Identifier: MIT
#include "classroom/classresultstable.h"

#include "classroom/classresultsmodel.h"
#include "classserver/classresults.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QStyleOptionViewItem>

#include <algorithm>

ClassResultsTable::ClassResultsTable(QWidget *parent)
    : QTableView(parent)
    , m_model(new ClassResultsModel(this))
{
    setObjectName(QStringLiteral("classResultsTable"));
    setModel(m_model);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setTabKeyNavigation(false); // one Tab stop: the arrows move inside
    // Never ResizeToContents: it measures every cell of a row or column at
    // every change, and with a lecture hall's names it held the window for
    // minutes at a Reveal.
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
        [this](const QModelIndex &, int first, int last) { fitNames(first, last); });
    connect(m_model, &QAbstractItemModel::headerDataChanged, this,
        [this](Qt::Orientation orientation, int first, int last) {
            if (orientation == Qt::Vertical) {
                fitNames(first, last);
            }
        });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_namesWidth = 0;
        fitNames(0, m_model->rowCount() - 1);
        updateGeometry();
    });
    // As tall as the rows: asked again when their number changes.
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &QWidget::updateGeometry);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &QWidget::updateGeometry);
    connect(m_model, &QAbstractItemModel::columnsInserted, this, [this] {
        updateGeometry();
        // The newest question in view (once the columns have their widths).
        QMetaObject::invokeMethod(this, [this] {
            horizontalScrollBar()->setValue(horizontalScrollBar()->maximum());
        }, Qt::QueuedConnection);
    });
    fitRows();
}

QSize ClassResultsTable::sizeHint() const
{
    const QSize hint = QTableView::sizeHint();
    const int rows = std::min(m_model->rowCount(), int(MaxShownRows));
    int height = 2 * frameWidth() + horizontalHeader()->sizeHint().height()
        + std::max(rows, 1) * verticalHeader()->defaultSectionSize();
    // The question columns wider than the room: the scroll bar under them.
    if (verticalHeader()->width() + horizontalHeader()->length() + 2 * frameWidth() > width()) {
        height += horizontalScrollBar()->sizeHint().height();
    }
    return { hint.width(), height };
}

void ClassResultsTable::showResults(const ClassResults &results)
{
    m_model->setResults(results);
    fitColumns();
}

// As QHeaderView measures a section (in bold, as a highlighted one shows).
QSize ClassResultsTable::headerSize(const QString &text) const
{
    const QHeaderView *header = verticalHeader();
    QStyleOptionHeader option;
    option.initFrom(header);
    QFont bold = header->font();
    bold.setBold(true);
    option.fontMetrics = QFontMetrics(bold);
    option.text = text;
    return header->style()->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), header);
}

// A cell showing `word`, as the delegate measures it (QStyledItemDelegate::sizeHint()).
int ClassResultsTable::cellWidth(const QString &word)
{
    const auto known = m_wordWidths.constFind(word);
    if (known != m_wordWidths.cend()) {
        return *known;
    }
    QStyleOptionViewItem option;
    option.initFrom(this);
    option.font = font();
    option.fontMetrics = fontMetrics();
    option.features = QStyleOptionViewItem::HasDisplay;
    option.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
    option.text = word;
    // (A pixel more: the delegate's own measure of a cell comes out a pixel
    // wider at some sizes, and the word would end in "…".)
    const int width
        = style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), this).width() + 1;
    if (m_wordWidths.size() > 64) {
        m_wordWidths.clear(); // the counts' words ("12 of 30") come and go
    }
    m_wordWidths.insert(word, width);
    return width;
}

void ClassResultsTable::fitColumns()
{
    QHeaderView *header = horizontalHeader();
    for (int column = 0; column < m_model->columnCount(); ++column) {
        int width = headerSize(m_model->headerData(column, Qt::Horizontal).toString()).width();
        for (const QString &word : m_model->wordsIn(column)) {
            width = std::max(width, cellWidth(word));
        }
        if (header->sectionSize(column) != width) {
            header->resizeSection(column, width);
        }
    }
}

void ClassResultsTable::fitRows()
{
    QStyleOptionViewItem option;
    option.initFrom(this);
    option.font = font();
    option.fontMetrics = fontMetrics();
    option.features = QStyleOptionViewItem::HasDisplay;
    option.text = QStringLiteral("Ag");
    const int height = std::max(
        { style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), this).height(),
            headerSize(option.text).height(), verticalHeader()->minimumSectionSize() });
    if (height != verticalHeader()->defaultSectionSize()) {
        verticalHeader()->setDefaultSectionSize(height); // every row
    }
}

void ClassResultsTable::fitNames(int first, int last)
{
    int widest = m_namesWidth;
    for (int row = std::max(0, first); row <= last; ++row) {
        widest = std::max(
            widest, headerSize(m_model->headerData(row, Qt::Vertical).toString()).width());
    }
    if (widest != m_namesWidth) {
        m_namesWidth = widest;
        applyNamesWidth();
    }
}

void ClassResultsTable::applyNamesWidth()
{
    // QTableView gives the vertical header the larger of its minimum and
    // its size hint (which measures its first and last 100 names only):
    // both are held to the width the names may take.
    const int most = m_namesShare > 0
        ? std::max(width() * m_namesShare / 100, fontMetrics().horizontalAdvance(QStringLiteral("MMMMMM")))
        : m_namesWidth;
    const int names = std::min(m_namesWidth, most);
    if (verticalHeader()->minimumWidth() != names || verticalHeader()->maximumWidth() != names) {
        verticalHeader()->setFixedWidth(names);
    }
}

void ClassResultsTable::setNamesShare(int percent)
{
    m_namesShare = std::clamp(percent, 0, 100);
    applyNamesWidth();
}

void ClassResultsTable::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    applyNamesWidth();
}

void ClassResultsTable::refit()
{
    m_wordWidths.clear();
    fitRows();
    fitColumns();
    m_namesWidth = 0;
    fitNames(0, m_model->rowCount() - 1);
}

void ClassResultsTable::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    switch (event->type()) {
    case QEvent::LanguageChange:
        m_model->retranslate();
        refit();
        break;
    case QEvent::FontChange:
    case QEvent::StyleChange:
        refit();
        break;
    default:
        break;
    }
}
