// SPDX-License-Identifier: MIT
#include "classroom/seatglanceview.h"

#include "classroom/seatglancemodel.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// The width a table's cells have: its own less its frame (no scroll bar:
// fit() gives each table the rows it shows). Read from the table, which the
// layout sized, not from its viewport, which follows when the table gets
// its resize event (later, for a table just shown).
int innerWidth(const QTableView *table)
{
    return table->width() - 2 * table->frameWidth();
}

} // namespace

SeatGlanceView::SeatGlanceView(std::function<QString(const QString &)> name, QWidget *parent)
    : QDialog(parent)
    , m_name(std::move(name))
    , m_title(new QLabel(this))
    , m_tablesLayout(new QHBoxLayout)
{
    setObjectName(QStringLiteral("seatGlanceView"));
    // The window's text size (presenting: the projector's).
    setAttribute(Qt::WA_WindowPropagation);
    m_title->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(m_tablesLayout, 1);
    layout->addWidget(buttons);
    makeTable();
    retranslate();
}

QTableView *SeatGlanceView::makeTable()
{
    auto *model = new SeatGlanceModel(m_name, this);
    auto *table = new QTableView(this);
    table->setObjectName(QStringLiteral("seatGlanceTable"));
    table->setAccessibleName(tr("The class at a glance"));
    table->setModel(model);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setTabKeyNavigation(false); // one Tab stop a table: arrows move within
    table->setWordWrap(true); // a name at its spaces (fit() gives its row the lines)
    table->verticalHeader()->hide();
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table->horizontalHeader()->setSectionResizeMode(SeatGlanceModel::Name, QHeaderView::Stretch);
    table->horizontalHeader()->setStretchLastSection(false);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const auto activated = [this, model](const QModelIndex &index) { emit pupilActivated(model->pupilAt(index.row())); };
    connect(table, &QTableView::clicked, this, activated);
    connect(table, &QTableView::activated, this, activated);
    m_tablesLayout->addWidget(table, 1);
    m_models << model;
    m_tables << table;
    return table;
}

QList<QTableView *> SeatGlanceView::tables() const
{
    QList<QTableView *> shown;
    for (QTableView *table : m_tables) {
        if (!table->isHidden()) {
            shown << table;
        }
    }
    return shown;
}

void SeatGlanceView::setRows(const QList<SeatWork::Row> &rows)
{
    // The same pupils in the same order: each table's rows again, in place
    // (their heights kept). Else laid out anew.
    bool same = rows.size() == m_rows.size();
    for (qsizetype i = 0; same && i < rows.size(); ++i) {
        same = rows[i].pupilId == m_rows[i].pupilId;
    }
    m_rows = rows;
    if (!same) {
        fit();
        return;
    }
    qsizetype at = 0;
    for (qsizetype i = 0; i < m_models.size(); ++i) {
        const qsizetype count = m_models[i]->rowCount();
        m_models[i]->setRows(m_rows.mid(at, count));
        at += count;
    }
}

void SeatGlanceView::namesChanged()
{
    for (SeatGlanceModel *model : std::as_const(m_models)) {
        model->namesChanged();
    }
    fit(); // other names, other widths
}

int SeatGlanceView::rowHeight() const
{
    const QTableView *table = m_tables.first();
    const int margin = 2 * table->style()->pixelMetric(QStyle::PM_FocusFrameVMargin, nullptr, table);
    return std::max(table->verticalHeader()->minimumSectionSize(), table->fontMetrics().height() + margin + 2);
}

void SeatGlanceView::fit()
{
    // The fewest tables that show every row whole; where more tables would
    // leave a name's word no room beside the numbers, fewer, the last one
    // scrolling (a lecture hall, or a tiny box).
    int usable = 1;
    for (int tables = 1; tables <= MaxTables; ++tables) {
        const Layout laid = layOut(tables);
        if (!laid.namesWhole && tables > 1) {
            break;
        }
        usable = tables;
        if (laid.fits) {
            return;
        }
    }
    layOut(usable);
}

SeatGlanceView::Layout SeatGlanceView::layOut(int tables)
{
    const int line = rowHeight();
    const auto count = int(m_rows.size());
    // Tables not needed are hidden, not deleted: the one with the focus keeps it.
    while (m_tables.size() < tables) {
        makeTable();
    }
    for (qsizetype i = 0; i < m_tables.size(); ++i) {
        m_tables[i]->setVisible(i < tables);
    }
    layout()->activate(); // the tables' widths and heights
    // Every table shows all rows for its columns' widths (their numbers
    // are of a few digits: any rows measure alike), its numbers as wide as
    // their words, the names the rest of its width.
    for (qsizetype i = 0; i < tables; ++i) {
        m_models[i]->setRows(m_rows);
        fitColumns(m_tables[i]);
    }
    QTableView *first = m_tables.first();
    int names = innerWidth(first);
    for (int column = SeatGlanceModel::Done; column < SeatGlanceModel::ColumnCount; ++column) {
        names -= first->horizontalHeader()->sectionSize(column);
    }
    Layout laid;
    laid.namesWhole = names >= widestWord(first) + textMargin(first);
    // (The header as tall as its words now, which the view applies later.)
    const int room = first->height() - 2 * first->frameWidth() - first->horizontalHeader()->sizeHint().height();
    // Each row's height: a line, or the lines its name wraps to at its
    // spaces, and its grid line.
    QStyleOptionViewItem option;
    option.initFrom(first);
    option.widget = first;
    option.font = first->font();
    option.fontMetrics = first->fontMetrics();
    option.features = QStyleOptionViewItem::HasDisplay | QStyleOptionViewItem::WrapText;
    option.rect = QRect(0, 0, std::max(1, names), line);
    const int grid = first->showGrid() ? 1 : 0;
    QList<int> heights;
    for (int row = 0; row < count; ++row) {
        option.text = m_models.first()->index(row, SeatGlanceModel::Name).data().toString();
        heights << std::max(line, first->style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), first).height()) + grid;
    }
    // Down each table in turn, as many rows as it shows whole.
    QList<int> starts { 0 };
    int used = 0;
    for (int row = 0; row < count; ++row) {
        if (used + heights[row] > room && used > 0 && int(starts.size()) < tables) {
            starts << row;
            used = 0;
        }
        used += heights[row];
    }
    laid.fits = used <= room;
    starts.resize(tables, count);
    starts << count;
    for (qsizetype i = tables; i < m_tables.size(); ++i) {
        m_models[i]->setRows({});
    }
    for (qsizetype i = 0; i < tables; ++i) {
        const int from = std::min(starts[i], count);
        const int to = std::max(from, std::min(starts[i + 1], count));
        m_models[i]->setRows(m_rows.mid(from, to - from));
        for (int row = from; row < to; ++row) {
            m_tables[i]->setRowHeight(row - from, heights[row]);
        }
    }
    return laid;
}

int SeatGlanceView::widestWord(const QTableView *table) const
{
    // (A name wraps at its spaces and after its hyphens: "Anna-" "Lena".)
    static const QRegularExpression breaks(QStringLiteral("\\s+|(?<=-)"));
    int widest = 0;
    for (const SeatWork::Row &row : m_rows) {
        for (const QString &word : m_name(row.pupilId).split(breaks, Qt::SkipEmptyParts)) {
            widest = std::max(widest, table->fontMetrics().horizontalAdvance(word));
        }
    }
    return widest;
}

int SeatGlanceView::textMargin(const QTableView *table)
{
    return 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1) + 2;
}

void SeatGlanceView::fitColumns(QTableView *table)
{
    auto *model = static_cast<SeatGlanceModel *>(table->model());
    // The headers' words on lines of their own when on one line they
    // leave the names less than their widest word.
    const int names = widestWord(table) + textMargin(table);
    for (const bool wrapped : { false, true }) {
        model->setWrappedHeaders(wrapped);
        int others = 0;
        for (int column = SeatGlanceModel::Done; column < SeatGlanceModel::ColumnCount; ++column) {
            table->resizeColumnToContents(column);
            others += table->horizontalHeader()->sectionSize(column);
        }
        if (others + names <= innerWidth(table)) {
            break;
        }
    }
}

void SeatGlanceView::retranslate()
{
    setWindowTitle(tr("The class at a glance"));
    m_title->setText(tr("Whoever is stuck is on top, reading down each table. Click a pupil (or press Enter) to show their board."));
    for (SeatGlanceModel *model : std::as_const(m_models)) {
        model->namesChanged(); // the headers in the new language
    }
    for (QTableView *table : std::as_const(m_tables)) {
        table->setAccessibleName(tr("The class at a glance"));
    }
    fit();
}

void SeatGlanceView::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        QMetaObject::invokeMethod(this, &SeatGlanceView::fit, Qt::QueuedConnection);
    }
}

void SeatGlanceView::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    // Once the layout has given the tables their height.
    QMetaObject::invokeMethod(this, &SeatGlanceView::fit, Qt::QueuedConnection);
}
