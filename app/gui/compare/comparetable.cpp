// SPDX-License-Identifier: MIT
#include "compare/comparetable.h"

#include "files/outputfile.h"
#include "run/algorithmtext.h"

#include <QBuffer>
#include <QClipboard>
#include <QEvent>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLocale>
#include <QPainter>
#include <QStyle>

#include <algorithm>

namespace {

enum Column { Algorithm, Placements, Rejections, Prunes, Work, Measure, Solutions, Time, Columns };

// A time in milliseconds with three significant figures or so: small
// searches take fractions of a millisecond.
int timeDecimals(double ms)
{
    return ms < 10 ? 3 : ms < 100 ? 2 : 1;
}

QString csvField(const QString &field)
{
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"'))
        && !field.contains(QLatin1Char('\n'))) {
        return field;
    }
    QString quoted = field;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString cliName(std::string_view name)
{
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

} // namespace

CompareTable::CompareTable(QWidget *parent)
    : QTableWidget(0, Columns, parent)
{
    setObjectName(QStringLiteral("compareTable"));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    // Each column as wide as its header and the widest text it has had
    // (fitColumns()): the table is written at every drawing of a board, and
    // a column fitted to its contents would measure them all every time.
    // The last column takes the room left.
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setStretchLastSection(true);
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    retranslate();
}

QSize CompareTable::sizeHint() const
{
    const QSize wide = QTableWidget::sizeHint();
    return { wide.width(), horizontalHeader()->sizeHint().height()
            + MaxRows * verticalHeader()->defaultSectionSize() + 2 * frameWidth() };
}

void CompareTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        // The headers keep a font of their own (Qt 6.4): they follow the table's.
        horizontalHeader()->setFont(font());
        verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
        fitColumns(true);
        updateGeometry();
    }
    QTableWidget::changeEvent(event);
}

void CompareTable::retranslate()
{
    setHorizontalHeaderLabels(headers());
    setAccessibleName(tr("Comparison table"));
    fill();
    fitColumns(true);
}

void CompareTable::fitColumns(bool refit)
{
    // The text's room in a cell: the item delegate's margins and a little air.
    const int margin = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1)
        + fontMetrics().horizontalAdvance(QLatin1Char(' '));
    const QFontMetrics metrics = fontMetrics();
    for (int column = 0; column < Columns; ++column) {
        int width = refit ? horizontalHeader()->sectionSizeHint(column) : horizontalHeader()->sectionSize(column);
        for (int row = 0; row < rowCount(); ++row) {
            if (const QTableWidgetItem *cell = item(row, column)) {
                width = std::max(width, metrics.horizontalAdvance(cell->text()) + margin);
            }
        }
        if (width != horizontalHeader()->sectionSize(column)) {
            horizontalHeader()->resizeSection(column, width);
        }
    }
}

QStringList CompareTable::headers() const
{
    return { tr("Algorithm"), tr("Placements"), tr("Rejections"), tr("Prunes"), tr("Work"),
        tr("Work measure"), tr("Solutions"), tr("Time (ms)") };
}

QString CompareTable::title() const
{
    return tr("Algorithms compared on the %1 x %1 board").arg(m_n);
}

void CompareTable::setFigures(const QList<CompareLane::Figures> &figures, int n)
{
    if (figures == m_figures && n == m_n) {
        return;
    }
    m_figures = figures;
    m_n = n;
    fill();
}

QStringList CompareTable::cells(int row) const
{
    const CompareLane::Figures &f = m_figures.at(row);
    const QLocale locale;
    return { AlgorithmText::title(f.algorithm), locale.toString(f.placements),
        locale.toString(f.rejections), locale.toString(f.prunes), locale.toString(f.work),
        AlgorithmText::workMeasure(f.algorithm), locale.toString(f.solutions),
        f.searchMs ? locale.toString(*f.searchMs, 'f', timeDecimals(*f.searchMs)) : QString() };
}

QStringList CompareTable::plainCells(int row) const
{
    const CompareLane::Figures &f = m_figures.at(row);
    // As a spreadsheet in the same language reads a pasted number: its
    // decimal sign (0,194 in German), no group separators.
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return { AlgorithmText::title(f.algorithm), locale.toString(f.placements),
        locale.toString(f.rejections), locale.toString(f.prunes), locale.toString(f.work),
        AlgorithmText::workMeasure(f.algorithm), locale.toString(f.solutions),
        f.searchMs ? locale.toString(*f.searchMs, 'f', timeDecimals(*f.searchMs)) : QString() };
}

void CompareTable::fill()
{
    const bool refit = rowCount() != m_figures.size();
    bool wider = false;
    setRowCount(int(m_figures.size()));
    const int margin = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1)
        + fontMetrics().horizontalAdvance(QLatin1Char(' '));
    for (int row = 0; row < m_figures.size(); ++row) {
        const QStringList texts = cells(row);
        for (int column = 0; column < Columns; ++column) {
            QTableWidgetItem *cell = item(row, column);
            if (!cell) {
                cell = new QTableWidgetItem;
                const bool number = column != Algorithm && column != Measure;
                cell->setTextAlignment(Qt::AlignVCenter | (number ? Qt::AlignRight : Qt::AlignLeft));
                setItem(row, column, cell);
            }
            if (cell->text() != texts.at(column)) {
                cell->setText(texts.at(column));
                wider = wider
                    || fontMetrics().horizontalAdvance(texts.at(column)) + margin
                        > horizontalHeader()->sectionSize(column);
            }
        }
    }
    if (refit || wider) {
        // Other rows, or a figure with one more digit: wider columns (rarely).
        fitColumns(refit);
    }
}

QString CompareTable::text() const
{
    QStringList lines { headers().join(QLatin1Char('\t')) };
    for (int row = 0; row < m_figures.size(); ++row) {
        lines.append(plainCells(row).join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QByteArray CompareTable::csv() const
{
    QStringList lines { QStringLiteral(
        "algorithm,n,placements,rejections,prunes,work,work_measure,solutions,time_ms") };
    for (const CompareLane::Figures &f : m_figures) {
        const nq::AlgorithmInfo &info = nq::algorithmInfo(f.algorithm);
        const QStringList fields { cliName(info.name), QString::number(m_n),
            QString::number(f.placements), QString::number(f.rejections),
            QString::number(f.prunes), QString::number(f.work), cliName(info.workMeasure),
            QString::number(f.solutions),
            f.searchMs ? QString::number(*f.searchMs, 'f', 3) : QString() };
        QStringList quoted;
        for (const QString &field : fields) {
            quoted.append(csvField(field));
        }
        lines.append(quoted.join(QLatin1Char(',')));
    }
    // RFC 4180 ends lines with CR LF.
    return (lines.join(QLatin1String("\r\n")) + QLatin1String("\r\n")).toUtf8();
}

QImage CompareTable::image() const
{
    QFont font = this->font();
    QFont bold = font;
    bold.setBold(true);
    const QFontMetrics metrics(font);
    const QFontMetrics boldMetrics(bold);
    const int pad = metrics.height() / 2;
    const int lineHeight = metrics.height() + pad;

    QList<QStringList> rows { headers() };
    for (int row = 0; row < m_figures.size(); ++row) {
        rows.append(cells(row));
    }
    QList<int> widths(Columns, 0);
    for (int r = 0; r < rows.size(); ++r) {
        for (int c = 0; c < Columns; ++c) {
            const QFontMetrics &m = r == 0 ? boldMetrics : metrics;
            widths[c] = std::max(widths[c], m.horizontalAdvance(rows[r][c]) + 2 * pad);
        }
    }
    int tableWidth = 0;
    for (int w : widths) {
        tableWidth += w;
    }
    const int width = std::max(tableWidth, boldMetrics.horizontalAdvance(title())) + 2 * pad;
    const int height = lineHeight * (int(rows.size()) + 1) + 2 * pad;

    // Twice the pixels, for slides and print.
    constexpr qreal Scale = 2.0;
    QImage image(QSize(width, height) * Scale, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(Scale, Scale);
    painter.setPen(Qt::black);
    painter.setFont(bold);
    painter.drawText(QRect(pad, pad, width - 2 * pad, lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
        title());
    int y = pad + lineHeight;
    for (int r = 0; r < rows.size(); ++r) {
        if (r == 0) {
            painter.fillRect(QRect(pad, y, tableWidth, lineHeight), QColor(0xe8, 0xe8, 0xe8));
        }
        painter.setFont(r == 0 ? bold : font);
        int x = pad;
        for (int c = 0; c < Columns; ++c) {
            const bool number = r > 0 && c != Algorithm && c != Measure;
            painter.drawText(QRect(x + pad, y, widths[c] - 2 * pad, lineHeight),
                Qt::AlignVCenter | (number ? Qt::AlignRight : Qt::AlignLeft), rows[r][c]);
            x += widths[c];
        }
        y += lineHeight;
        painter.setPen(QColor(0xb0, 0xb0, 0xb0));
        painter.drawLine(pad, y, pad + tableWidth, y);
        painter.setPen(Qt::black);
    }
    painter.end();
    return image;
}

void CompareTable::copy() const
{
    QGuiApplication::clipboard()->setText(text());
}

bool CompareTable::writeCsv(const QString &path, QString *error) const
{
    return OutputFile::writeAll(path, csv(), error);
}

bool CompareTable::writeImage(const QString &path, QString *error) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image().save(&buffer, "PNG")) {
        if (error) {
            *error = tr("The table could not be made into a PNG image.");
        }
        return false;
    }
    return OutputFile::writeAll(path, bytes, error);
}
