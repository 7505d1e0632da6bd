// SPDX-License-Identifier: MIT
#include "classroom/seatpanel.h"

#include "algorithms/algorithmdescription.h"
#include "algorithms/algorithmregistry.h"
#include "classroom/classmode.h"
#include "classroom/pupilboardview.h"
#include "classroom/seatmode.h"

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
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

enum Column { Name, Done, Mistakes, Shown, Since, Finished, ColumnCount };

QString minutes(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

SeatPanel::SeatPanel(SeatMode *mode, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
    , m_title(new QLabel(this))
    , m_settings(new QLabel(this))
    , m_start(new QPushButton(this))
    , m_stop(new QPushButton(this))
    , m_names(new QCheckBox(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
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
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false); // one Tab stop: arrows move within
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    m_table->setMinimumHeight(120);
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
    layout->addWidget(m_example);
    layout->addWidget(m_save);

    connect(m_start, &QPushButton::clicked, m_mode->startAction(), &QAction::trigger);
    connect(m_stop, &QPushButton::clicked, m_mode->stopAction(), &QAction::trigger);
    connect(m_names, &QCheckBox::toggled, this, &SeatPanel::refresh);
    connect(m_save, &QPushButton::clicked, this, &SeatPanel::saveResults);
    const auto showRow = [this](int row) {
        if (QTableWidgetItem *item = m_table->item(row, Name)) {
            showPupil(item->data(Qt::UserRole).toString());
        }
    };
    connect(m_table, &QTableWidget::cellClicked, this, showRow);
    connect(m_table, &QTableWidget::cellActivated, this, showRow);
    connect(m_mode, &SeatMode::changed, this, &SeatPanel::refresh);
    connect(m_mode, &SeatMode::openChanged, this, &SeatPanel::refresh);
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
    }
}

void SeatPanel::retranslate()
{
    m_title->setText(tr("Seat work"));
    m_names->setText(tr("Show names"));
    m_names->setToolTip(tr("Off: every pupil is \"Pupil\" and a number, here and on the boards shown"));
    m_table->setHorizontalHeaderLabels(
        { tr("Pupil"), tr("Steps"), tr("Mistakes"), tr("Shown"), tr("Last right"), tr("Done") });
    m_table->horizontalHeaderItem(Since)->setToolTip(tr("Minutes and seconds since the pupil's last right step"));
    m_table->horizontalHeaderItem(Shown)->setToolTip(tr("Steps shown with Show me"));
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
    // The actions' words, whichever was translated first.
    m_start->setText(m_mode->startAction()->text().remove(QLatin1Char('&')));
    m_start->setToolTip(m_mode->startAction()->toolTip());
    m_stop->setText(m_mode->stopAction()->text().remove(QLatin1Char('&')));
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

    const QList<SeatWork::Row> rows = seat.rows();
    const QString selected = m_table->currentRow() >= 0 && m_table->item(m_table->currentRow(), Name)
        ? m_table->item(m_table->currentRow(), Name)->data(Qt::UserRole).toString()
        : QString();
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const SeatWork::Row &row = rows[r];
        const QString name = row.present ? shownName(row.pupilId) : tr("%1 (left)").arg(shownName(row.pupilId));
        const QStringList cells { name, QString::number(row.done), QString::number(row.mistakes),
            QString::number(row.shown), minutes(row.msSinceRightStep), row.finished ? tr("yes") : tr("no") };
        for (int c = 0; c < ColumnCount; ++c) {
            QTableWidgetItem *item = m_table->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_table->setItem(r, c, item);
            }
            item->setText(cells[c]);
            item->setData(Qt::UserRole, row.pupilId);
            item->setTextAlignment(c == Name ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
        }
        if (row.pupilId == selected) {
            m_table->setCurrentCell(r, m_table->currentColumn() < 0 ? Name : m_table->currentColumn());
        }
    }

    const std::optional<SeatWork::CommonMistake> common = seat.commonMistake();
    m_mistake->setVisible(common.has_value());
    m_example->setVisible(common.has_value());
    if (common) {
        m_mistake->setText(tr("Most common mistake now: %1").arg(common->text) + QLatin1Char('\n')
            + tr("%n time(s) in the last three minutes", nullptr, common->count) + QStringLiteral("; ")
            + tr("%n pupil(s) made it", nullptr, common->pupils));
        m_example->setBoard(common->n, common->queens, {}, common->square, common->by, {});
    }
    if (m_pupilBoard && m_pupilBoardView && !m_pupilShown.isEmpty()) {
        m_pupilBoardView->setSeat(seat.seatJson(m_pupilShown), shownName(m_pupilShown));
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
    m_pupilBoardView->setSeat(m_mode->seatWork().seatJson(pupilId), shownName(pupilId));
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
