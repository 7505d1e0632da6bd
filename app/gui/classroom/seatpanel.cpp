// SPDX-License-Identifier: MIT
#include "classroom/seatpanel.h"

#include "algorithms/algorithmdescription.h"
#include "algorithms/algorithmregistry.h"
#include "classroom/buttonrow.h"
#include "classroom/classmode.h"
#include "classroom/pupilboardview.h"
#include "classroom/seatglancemodel.h"
#include "classroom/seatglanceview.h"
#include "classroom/seatmode.h"
#include "common/bringintoview.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// How many names fitTable() measures (a lecture hall's: the first of them).
constexpr int MeasuredNames = 200;

} // namespace

SeatPanel::SeatPanel(SeatMode *mode, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
    , m_title(new QLabel(this))
    , m_buttons(new ButtonRow(this))
    , m_start(new QPushButton(m_buttons))
    , m_stop(new QPushButton(m_buttons))
    , m_save(new QPushButton(m_buttons))
    , m_wholeClass(new QPushButton(m_buttons))
    , m_names(new QCheckBox(m_buttons))
    , m_settings(new QLabel(this))
    , m_mistake(new QLabel(this))
    , m_model(new SeatGlanceModel([this](const QString &id) { return shownName(id); }, this))
    , m_table(new QTableView(this))
    , m_example(new PupilBoardView(this))
{
    setObjectName(QStringLiteral("seatPanel"));
    auto *layout = new QVBoxLayout(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_settings->setWordWrap(true);
    m_settings->setObjectName(QStringLiteral("seatSettings"));
    m_mistake->setWordWrap(true);
    m_mistake->setTextFormat(Qt::PlainText);
    m_mistake->setObjectName(QStringLiteral("seatMistake"));
    m_example->setObjectName(QStringLiteral("seatExample"));
    m_table->setObjectName(QStringLiteral("seatTable"));
    m_table->setModel(m_model);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false); // one Tab stop: arrows move within
    m_table->verticalHeader()->hide();
    // Widths set when rows come or go, not measured again at every change:
    // ResizeToContents measured every cell of a lecture hall's table at
    // each refresh and held the window for seconds.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(SeatGlanceModel::Name, QHeaderView::Stretch);
    // The name column stretches when the header lays itself out, after
    // fitTable() has hidden and sized the others: the rows' heights (a
    // name wraps at its spaces) follow its width whenever it changes.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int section) {
        if (section == SeatGlanceModel::Name) {
            QMetaObject::invokeMethod(this, &SeatPanel::fitRows, Qt::QueuedConnection);
        }
    });
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_start->setObjectName(QStringLiteral("seatStartButton"));
    m_stop->setObjectName(QStringLiteral("seatStopButton"));
    m_names->setObjectName(QStringLiteral("seatShowNames"));
    m_names->setChecked(true);
    m_save->setObjectName(QStringLiteral("seatSaveResults"));
    m_wholeClass->setObjectName(QStringLiteral("seatWholeClass"));
    m_wholeClass->setCheckable(true);
    // The buttons first, beside the title (as many on a line as fit): while
    // no seat work is under way the class's question stands right under
    // them, and during seat work Stop and Save stay at the top of a
    // projector's short dock, over the rows that grow with the class. The
    // most common mistake's words over the rows too; its example board,
    // a small picture, under them.
    for (QAbstractButton *button : std::initializer_list<QAbstractButton *> { m_start, m_stop, m_save, m_wholeClass, m_names }) {
        m_buttons->addButton(button);
    }
    auto *top = new QHBoxLayout;
    top->addWidget(m_title);
    top->addWidget(m_buttons, 1);
    layout->addLayout(top);
    layout->addWidget(m_settings);
    layout->addWidget(m_mistake);
    layout->addWidget(m_table);
    m_example->setFixedSize(ExampleSide, ExampleSide);
    layout->addWidget(m_example, 0, Qt::AlignHCenter);

    connect(m_start, &QPushButton::clicked, m_mode->startAction(), &QAction::trigger);
    connect(m_stop, &QPushButton::clicked, m_mode->stopAction(), &QAction::trigger);
    connect(m_names, &QCheckBox::toggled, this, [this] {
        m_model->namesChanged();
        if (m_glance) {
            m_glance->namesChanged();
        }
    });
    connect(m_wholeClass, &QPushButton::toggled, this, &SeatPanel::showWholeClass);
    connect(m_save, &QPushButton::clicked, this, &SeatPanel::saveResults);
    const auto showRow = [this](const QModelIndex &index) { showPupil(m_model->pupilAt(index.row())); };
    connect(m_table, &QTableView::clicked, this, showRow);
    connect(m_table, &QTableView::activated, this, showRow);
    connect(m_mode, &SeatMode::changed, this, &SeatPanel::refresh);
    connect(m_mode, &SeatMode::openChanged, this, [this] {
        m_mistakeShown = false;
        refresh();
        // Seat work just started (the class at a glance under its
        // buttons), or stopped (its summary, Save): the panel's top in view.
        QMetaObject::invokeMethod(this, [this] { gui::bringIntoView(m_title); }, Qt::QueuedConnection);
    });
    connect(m_mode->startAction(), &QAction::changed, this, &SeatPanel::refresh);
    m_clock.setInterval(1000);
    connect(&m_clock, &QTimer::timeout, this, &SeatPanel::refresh);
    retranslate();
}

void SeatPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        QMetaObject::invokeMethod(this, &SeatPanel::fitTable, Qt::QueuedConnection);
    }
}

void SeatPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    orderTabStops();
}

void SeatPanel::orderTabStops()
{
    // The panels stacked in this one's dock (seat work's, the class's,
    // predict's, top down) were made bottom up, and Tab went up the dock.
    // Their Tab stops are put in the order the panels stand, each panel's
    // in its own order. (Panels take no focus: QWidget::setTabOrder()
    // leaves them alone, so it is done stop by stop.)
    const auto *stack = parentWidget() ? qobject_cast<QBoxLayout *>(parentWidget()->layout()) : nullptr;
    if (!stack || stack->indexOf(this) < 0) {
        return;
    }
    QList<QWidget *> panels;
    for (int i = 0; i < stack->count(); ++i) {
        if (QWidget *panel = stack->itemAt(i)->widget()) {
            panels << panel;
        }
    }
    QList<QList<QWidget *>> stops(panels.size());
    QWidget *start = window();
    for (QWidget *widget = start->nextInFocusChain(); widget && widget != start; widget = widget->nextInFocusChain()) {
        if (!(widget->focusPolicy() & Qt::TabFocus)) {
            continue;
        }
        for (qsizetype i = 0; i < panels.size(); ++i) {
            // A control's own parts (a spin box's field) go with it.
            const bool part = std::any_of(stops[i].cbegin(), stops[i].cend(),
                [widget](const QWidget *stop) { return stop->isAncestorOf(widget); });
            if (panels[i]->isAncestorOf(widget) && !part) {
                stops[i] << widget;
            }
        }
    }
    QWidget *before = nullptr;
    for (const QList<QWidget *> &panelStops : std::as_const(stops)) {
        for (QWidget *stop : panelStops) {
            if (before) {
                QWidget::setTabOrder(before, stop);
            }
            before = stop;
        }
    }
}

void SeatPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Once the layout has given the table its width.
    QMetaObject::invokeMethod(this, &SeatPanel::fitTable, Qt::QueuedConnection);
}

void SeatPanel::fitTable()
{
    QHeaderView *header = m_table->horizontalHeader();
    const int room = m_table->viewport()->width();
    const QFontMetrics metrics = m_table->fontMetrics();
    const int margin = 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1) + 2;
    // A name wraps at its spaces and after its hyphens (its row grows),
    // never inside a word: the names need their widest word, and get their
    // widest whole where they can.
    static const QRegularExpression breaks(QStringLiteral("\\s+|(?<=-)"));
    int widestName = metrics.horizontalAdvance(tr("Pupil %1").arg(88));
    int widestWord = widestName;
    for (int row = 0; row < std::min(m_model->rowCount(), MeasuredNames); ++row) {
        const QString name = m_model->index(row, SeatGlanceModel::Name).data().toString();
        widestName = std::max(widestName, metrics.horizontalAdvance(name));
        for (const QString &word : name.split(breaks, Qt::SkipEmptyParts)) {
            widestWord = std::max(widestWord, metrics.horizontalAdvance(word));
        }
    }
    int others = 0;
    for (const bool wrapped : { false, true }) {
        m_model->setWrappedHeaders(wrapped);
        others = 0;
        for (int column = SeatGlanceModel::Done; column < SeatGlanceModel::ColumnCount; ++column) {
            m_table->setColumnHidden(column, false);
            m_table->resizeColumnToContents(column);
            others += header->sectionSize(column);
        }
        if (others + widestName + margin <= room) {
            break;
        }
    }
    // Still no room for a name's words: the least needed numbers give way
    // here (Whole Class shows them all).
    for (const int column : { int(SeatGlanceModel::Shown), int(SeatGlanceModel::Finished) }) {
        if (others + widestWord + margin <= room) {
            break;
        }
        others -= header->sectionSize(column);
        m_table->setColumnHidden(column, true);
    }
    fitRows();
}

void SeatPanel::fitRows()
{
    m_table->resizeRowsToContents();
    fitHeight();
}

void SeatPanel::fitHeight()
{
    QHeaderView *header = m_table->horizontalHeader();
    const int rows = std::min(m_model->rowCount(), VisibleRows);
    int height = 0;
    for (int row = 0; row < rows; ++row) {
        height += m_table->rowHeight(row);
    }
    if (rows == 0) {
        height = m_table->verticalHeader()->defaultSectionSize();
    }
    m_table->setFixedHeight(std::max(header->sizeHint().height(), header->height()) + height + 2 * m_table->frameWidth());
}

void SeatPanel::retranslate()
{
    m_title->setText(tr("Seat work"));
    m_names->setText(tr("Show names"));
    m_names->setToolTip(tr("Off: every pupil is \"Pupil\" and a number, here and on the boards shown"));
    m_model->namesChanged(); // the headers and "Pupil N" in the new language
    fitTable();
    m_table->setAccessibleName(tr("The class at a glance"));
    m_table->setToolTip(tr("Whoever is stuck is on top. Click a pupil (or press Enter) to show their board"));
    m_wholeClass->setText(tr("Whole Class"));
    m_wholeClass->setToolTip(tr("Every pupil at once, in a large box over the window"));
    // Short words beside Stop (the full ones for screen readers and the tool tip).
    m_save->setText(tr("Save…"));
    m_save->setAccessibleName(tr("Save Seat Work Results"));
    m_save->setToolTip(tr("Save Seat Work Results"));
    m_example->setAccessibleName(tr("Example of the most common mistake"));
    refresh();
}

QString SeatPanel::shownName(const QString &pupilId) const
{
    if (m_names->isChecked()) {
        return m_mode->nameOf(pupilId);
    }
    return tr("Pupil %1").arg(m_mode->seatWork().pupilIds().indexOf(pupilId) + 1);
}

void SeatPanel::refresh()
{
    const SeatWork &seat = m_mode->seatWork();
    const bool open = m_mode->isOpen();
    const bool started = seat.seatId() > 0;
    // Short words under the panel's title (buttons do not wrap: the
    // menu's full words were too wide for the dock, presenting, in French);
    // the full ones for screen readers and the tool tip.
    m_start->setText(tr("Start…"));
    m_start->setAccessibleName(m_mode->startAction()->text().remove(QLatin1Char('&')));
    m_start->setToolTip(m_mode->startAction()->toolTip());
    m_stop->setText(tr("Stop"));
    m_stop->setAccessibleName(m_mode->stopAction()->text().remove(QLatin1Char('&')));
    m_stop->setToolTip(m_mode->stopAction()->toolTip());
    setVisible(m_mode->startAction()->isEnabled() || started); // while a class is open, or its seat work's results
    m_start->setVisible(!open);
    m_start->setEnabled(m_mode->startAction()->isEnabled());
    m_stop->setVisible(open);
    m_names->setVisible(started);
    m_wholeClass->setVisible(started);
    // Stopped, the rows and the mistake give the dock back to the class
    // (its Close and Save Results then stand right under this panel's
    // buttons); Whole Class still shows every row as it ended.
    m_table->setVisible(open);
    m_save->setVisible(started);
    // Before any seat work the title and Start… say enough (their tool
    // tips say more): the class's question stands right under them.
    m_settings->setVisible(started);
    if (open && !m_clock.isActive()) {
        m_clock.start();
    } else if (!open) {
        m_clock.stop();
    }
    m_title->setToolTip(tr("Every pupil does the algorithm's steps on their own board; you see where "
                           "the class stands."));
    if (!started) {
        m_settings->clear();
        m_mistake->clear();
        m_mistake->hide();
        m_example->hide();
        return;
    }
    const SeatSettings &settings = seat.settings();
    const QString algorithm = AlgorithmRegistry::of(settings.algorithm).title();
    const QString howFar = settings.stepLimit > 0 ? tr("%n step(s)", nullptr, int(settings.stepLimit))
                                                  : tr("to the first solution");
    m_settings->setText((open ? tr("Under way: %1 x %1, %2, %3.") : tr("Stopped: %1 x %1, %2, %3."))
                            .arg(settings.n)
                            .arg(algorithm, howFar));

    // The pupil in the current row stays current as rows move.
    const QString selected = m_model->pupilAt(m_table->currentIndex().row());
    const bool resized = m_model->rowCount() != int(seat.pupilIds().size());
    // The names in their rows' order: rows move as pupils get on, and a
    // name may come after its row; a row keeps the height its earlier name
    // wanted (a two-line name moved into a one-line row was cut), so a row
    // whose name changed is fitted again.
    const auto order = [this] {
        QStringList names;
        for (int r = 0; r < m_model->rowCount(); ++r) {
            names.append(m_model->index(r, SeatGlanceModel::Name).data().toString());
        }
        return names;
    };
    const QStringList orderBefore = resized ? QStringList() : order();
    const QList<SeatWork::Row> rows = seat.rows();
    m_model->setRows(rows);
    if (m_glance) {
        m_glance->setRows(rows);
    }
    if (!selected.isEmpty()) {
        for (int r = 0; r < m_model->rowCount(); ++r) {
            if (m_model->pupilAt(r) == selected && m_table->currentIndex().row() != r) {
                m_table->setCurrentIndex(m_model->index(r, std::max(0, m_table->currentIndex().column())));
            }
        }
    }
    if (resized) {
        // When rows come or go, not at every change; once they are laid out.
        QMetaObject::invokeMethod(this, &SeatPanel::fitTable, Qt::QueuedConnection);
    } else {
        // Only the rows whose name changed: a lecture hall's rows move at
        // every step, and measuring them all each time would hold the window.
        const QStringList orderAfter = order();
        bool changed = false;
        for (int r = 0; r < int(orderAfter.size()); ++r) {
            if (orderAfter.at(r) != orderBefore.value(r)) {
                m_table->resizeRowToContents(r);
                changed = true;
            }
        }
        if (changed) {
            fitHeight();
        }
    }

    const std::optional<SeatWork::CommonMistake> common = seat.commonMistake();
    m_mistake->setVisible(open && common.has_value());
    m_example->setVisible(open && common.has_value());
    if (common && !std::exchange(m_mistakeShown, true)) {
        // The first mistake of the seat work: in view (under the buttons).
        QMetaObject::invokeMethod(this, [this] { gui::bringIntoView(m_mistake); }, Qt::QueuedConnection);
    }
    if (common) {
        // Two lines: the mistake, then how often and by how many.
        m_mistake->setText(tr("Most common mistake now: %1").arg(common->text) + QLatin1Char('\n')
            + tr("%n time(s) in the last three minutes", nullptr, common->count) + QStringLiteral(", ")
            + tr("%n pupil(s) made it", nullptr, common->pupils));
        m_example->setBoard(common->n, common->queens, common->refused, common->square, common->by, {}, common->expected);
    }
    if (m_pupilBoard && m_pupilBoardView && !m_pupilShown.isEmpty()) {
        m_pupilBoardView->setSeat(seat.seat(m_pupilShown), shownName(m_pupilShown));
    }
}

QString SeatPanel::mistakeText() const
{
    return m_mistake->isVisible() ? m_mistake->text() : QString();
}

QString SeatPanel::settingsText() const
{
    return m_settings->text();
}

void SeatPanel::showPupil(const QString &pupilId)
{
    if (!m_mode->seatWork().hasPupil(pupilId)) {
        return;
    }
    if (!m_pupilBoard) {
        QWidget *window = this->window();
        m_pupilBoard = new QDialog(window);
        m_pupilBoard->setObjectName(QStringLiteral("pupilBoardDialog"));
        m_pupilBoard->setAttribute(Qt::WA_DeleteOnClose);
        m_pupilBoard->setFont(window->font());
        auto *layout = new QVBoxLayout(m_pupilBoard);
        m_pupilBoardView = new PupilBoardView(m_pupilBoard);
        m_pupilBoardView->setObjectName(QStringLiteral("pupilBoardView"));
        layout->addWidget(m_pupilBoardView, 1);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, m_pupilBoard);
        connect(buttons, &QDialogButtonBox::rejected, m_pupilBoard, &QDialog::reject);
        layout->addWidget(buttons);
        // As large as the window's height allows: the board is what the room reads.
        const int side = std::max(300, window->height() * 4 / 5);
        m_pupilBoard->resize(side * 9 / 10, side);
    }
    m_pupilShown = pupilId;
    m_pupilBoard->setWindowTitle(tr("Board of %1").arg(shownName(pupilId)));
    m_pupilBoardView->setSeat(m_mode->seatWork().seat(pupilId), shownName(pupilId));
    m_pupilBoard->show();
    m_pupilBoard->raise();
}

SeatGlanceView *SeatPanel::wholeClass() const
{
    return m_glance;
}

void SeatPanel::showWholeClass(bool shown)
{
    if (!shown) {
        if (m_glance) {
            m_glance->close();
        }
        return;
    }
    if (!m_glance) {
        QWidget *window = this->window();
        m_glance = new SeatGlanceView([this](const QString &id) { return shownName(id); }, window);
        m_glance->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_glance, &SeatGlanceView::pupilActivated, this, &SeatPanel::showPupil);
        connect(m_glance, &QDialog::finished, this, [this] { m_wholeClass->setChecked(false); });
        // Over the whole window: on the projector, the class at a glance.
        m_glance->setGeometry(window->geometry());
        m_glance->setRows(m_mode->seatWork().rows());
    }
    m_wholeClass->setChecked(true);
    m_glance->show();
    m_glance->raise();
    m_glance->activateWindow();
}

void SeatPanel::saveResults()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Save Seat Work Results"),
        QDir(folder).filePath(tr("seat-work-results.csv")), tr("CSV for spreadsheets (*.csv);;JSON (*.json)"));
    if (fileName.isEmpty()) {
        return;
    }
    QString error;
    if (!m_mode->saveResults(fileName, &error)) {
        QMessageBox::warning(this, tr("Results not saved"), error);
    }
}
