// SPDX-License-Identifier: MIT
#include "classroom/seatpanel.h"

#include "algorithms/algorithmdescription.h"
#include "algorithms/algorithmregistry.h"
#include "classroom/classmode.h"
#include "classroom/pupilboardview.h"
#include "classroom/seatglancemodel.h"
#include "classroom/seatmode.h"
#include "common/bringintoview.h"

#include <QAction>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>


SeatPanel::SeatPanel(SeatMode *mode, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
    , m_title(new QLabel(this))
    , m_settings(new QLabel(this))
    , m_start(new QPushButton(this))
    , m_stop(new QPushButton(this))
    , m_names(new QCheckBox(this))
    , m_model(new SeatGlanceModel([this](const QString &id) { return shownName(id); }, this))
    , m_table(new QTableView(this))
    , m_mistake(new QLabel(this))
    , m_example(new PupilBoardView(this))
    , m_save(new QPushButton(this))
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
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_start->setObjectName(QStringLiteral("seatStartButton"));
    m_stop->setObjectName(QStringLiteral("seatStopButton"));
    m_names->setObjectName(QStringLiteral("seatShowNames"));
    m_names->setChecked(true);
    m_save->setObjectName(QStringLiteral("seatSaveResults"));
    layout->addWidget(m_title);
    layout->addWidget(m_start);
    layout->addWidget(m_stop);
    layout->addWidget(m_settings);
    layout->addWidget(m_names);
    layout->addWidget(m_table);
    layout->addWidget(m_mistake);
    // A small picture: the table above is what the teacher watches.
    m_example->setFixedSize(ExampleSide, ExampleSide);
    layout->addWidget(m_example, 0, Qt::AlignHCenter);
    layout->addWidget(m_save);

    connect(m_start, &QPushButton::clicked, m_mode->startAction(), &QAction::trigger);
    connect(m_stop, &QPushButton::clicked, m_mode->stopAction(), &QAction::trigger);
    connect(m_names, &QCheckBox::toggled, m_model, &SeatGlanceModel::namesChanged);
    connect(m_save, &QPushButton::clicked, this, &SeatPanel::saveResults);
    const auto showRow = [this](const QModelIndex &index) { showPupil(m_model->pupilAt(index.row())); };
    connect(m_table, &QTableView::clicked, this, showRow);
    connect(m_table, &QTableView::activated, this, showRow);
    connect(m_mode, &SeatMode::changed, this, &SeatPanel::refresh);
    connect(m_mode, &SeatMode::openChanged, this, [this](bool open) {
        m_mistakeShown = false;
        refresh();
        if (open) {
            // Seat work just started: the class at a glance is what to watch.
            QMetaObject::invokeMethod(this, [this] { gui::bringIntoView(m_table); }, Qt::QueuedConnection);
        }
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
    // The names shown need their width (a generated one is an animal and a
    // number; typed ones are cut at 24 characters), at most 3/5 of the room.
    int widestName = m_table->fontMetrics().horizontalAdvance(QStringLiteral("Pupil 12"));
    for (int row = 0; row < std::min(m_model->rowCount(), 4 * VisibleRows); ++row) {
        widestName = std::max(widestName,
            m_table->fontMetrics().horizontalAdvance(m_model->index(row, SeatGlanceModel::Name).data().toString()));
    }
    const int nameRoom = std::min(room * 3 / 5, widestName + 2 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 12);
    for (const bool wrapped : { false, true }) {
        m_model->setWrappedHeaders(wrapped);
        int others = 0;
        for (int column = SeatGlanceModel::Done; column < SeatGlanceModel::ColumnCount; ++column) {
            m_table->resizeColumnToContents(column);
            others += header->sectionSize(column);
        }
        if (others + nameRoom <= room) {
            break;
        }
    }
    m_table->resizeRowsToContents();
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
    m_save->setText(tr("Save Seat Work Results"));
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
    m_table->setVisible(started);
    m_save->setVisible(started);
    if (open && !m_clock.isActive()) {
        m_clock.start();
    } else if (!open) {
        m_clock.stop();
    }
    if (!started) {
        m_settings->setText(tr("Every pupil does the algorithm's steps on their own board; you see where "
                               "the class stands."));
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
    m_model->setRows(seat.rows());
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
    }

    const std::optional<SeatWork::CommonMistake> common = seat.commonMistake();
    m_mistake->setVisible(common.has_value());
    m_example->setVisible(common.has_value());
    if (common && !std::exchange(m_mistakeShown, true)) {
        // The first mistake of the seat work: in view, below the rows.
        QMetaObject::invokeMethod(this, [this] { gui::bringIntoView(m_mistake); }, Qt::QueuedConnection);
    }
    if (common) {
        m_mistake->setText(tr("Most common mistake now: %1").arg(common->text) + QLatin1Char('\n')
            + tr("%n time(s) in the last three minutes", nullptr, common->count) + QLatin1Char('\n')
            + tr("%n pupil(s) made it", nullptr, common->pupils));
        m_example->setBoard(common->n, common->queens, {}, common->square, common->by, {});
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
