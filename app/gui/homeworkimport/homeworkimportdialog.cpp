// SPDX-License-Identifier: MIT
#include "homeworkimport/homeworkimportdialog.h"

#include "homeworkimport/homeworkresultsmodel.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

HomeworkImportDialog::HomeworkImportDialog(const HomeworkRegistry &registry, QWidget *parent)
    : QDialog(parent)
    , m_registry(registry)
    , m_model(new HomeworkResultsModel(this))
    , m_summary(new QLabel(this))
    , m_pupils(new QTableView(this))
    , m_refusedTitle(new QLabel(this))
    , m_refused(new QTableWidget(0, 2, this))
    , m_more(new QPushButton(this))
    , m_save(new QPushButton(this))
    , m_close(new QPushButton(this))
    , m_job([this](QList<HomeworkReplay::Outcome> outcomes) { addChecked(outcomes); },
          [this](int checked) {
              m_checked = checked;
              retranslate();
          })
{
    setObjectName(QStringLiteral("homeworkImportDialog"));
    auto *layout = new QVBoxLayout(this);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    layout->addWidget(m_summary);

    m_pupils->setObjectName(QStringLiteral("homeworkPupils"));
    m_pupils->setModel(m_model);
    m_pupils->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_pupils->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_pupils->verticalHeader()->hide();
    m_pupils->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_pupils->setWordWrap(false);
    layout->addWidget(m_pupils, 5);

    m_refusedTitle->setTextFormat(Qt::PlainText);
    m_refusedTitle->setBuddy(m_refused);
    layout->addWidget(m_refusedTitle);
    // The reasons are sentences: wrapped in a column that takes the room
    // left, each row as tall as its reason.
    m_refused->setObjectName(QStringLiteral("homeworkRefused"));
    m_refused->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_refused->verticalHeader()->hide();
    m_refused->setWordWrap(true);
    m_refused->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_refused->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_refused->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_refused, 1);

    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_more, QDialogButtonBox::ActionRole);
    buttons->addButton(m_save, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    layout->addWidget(buttons);
    connect(m_more, &QPushButton::clicked, this, &HomeworkImportDialog::chooseFiles);
    connect(m_save, &QPushButton::clicked, this, &HomeworkImportDialog::save);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    m_save->setEnabled(false);
    m_close->setDefault(true);

    retranslate();
    // Room for a few tasks' words side by side; within 1280 x 720 with its frame.
    resize(1120, 600);
}

void HomeworkImportDialog::importFiles(const QStringList &paths)
{
    m_waiting += paths;
    if (!m_job.isRunning()) {
        startNext();
    }
}

void HomeworkImportDialog::startNext()
{
    if (m_waiting.isEmpty()) {
        emit importFinished();
        return;
    }
    const QStringList paths = std::exchange(m_waiting, {});
    m_checking = int(paths.size());
    m_checked = 0;
    const HomeworkRegistry registry = m_registry;
    m_job.start([paths, registry](std::stop_token stop,
                    const auto &report) -> std::optional<QList<HomeworkReplay::Outcome>> {
        QList<HomeworkReplay::Outcome> outcomes;
        for (const QString &path : paths) {
            if (stop.stop_requested()) {
                return std::nullopt;
            }
            outcomes.append(HomeworkReplay::importFile(path, registry));
            report(int(outcomes.size()));
        }
        return outcomes;
    });
    retranslate();
}

void HomeworkImportDialog::addChecked(const QList<HomeworkReplay::Outcome> &outcomes)
{
    for (const HomeworkReplay::Outcome &outcome : outcomes) {
        m_results.add(outcome);
    }
    m_checking = 0;
    m_model->setResults(m_results);
    showRefused();
    m_save->setEnabled(!m_results.accepted().isEmpty() || !m_results.refused().isEmpty());
    retranslate();
    startNext();
}

bool HomeworkImportDialog::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Import Homework Results"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("Homework results (*.nqueens-result);;All files (*)"));
    importFiles(paths);
    return !paths.isEmpty();
}

void HomeworkImportDialog::showRefused()
{
    const QList<HomeworkReplay::Outcome> &refused = m_results.refused();
    m_refused->setRowCount(int(refused.size()));
    for (int row = 0; row < refused.size(); ++row) {
        const HomeworkReplay::Outcome &outcome = refused.at(row);
        auto *file = new QTableWidgetItem(QFileInfo(outcome.file).fileName());
        file->setToolTip(QDir::toNativeSeparators(outcome.file));
        m_refused->setItem(row, 0, file);
        m_refused->setItem(row, 1, new QTableWidgetItem(outcome.refusal.text));
    }
}

void HomeworkImportDialog::save()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the Homework Results"),
        QDir(folder).filePath(tr("homework-results.csv")),
        tr("CSV for spreadsheets (*.csv);;JSON (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!m_results.save(path, &error)) {
        QMessageBox::warning(this, tr("Results not saved"), error);
    }
}

void HomeworkImportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_model->retranslate();
    }
    QDialog::changeEvent(event);
}

void HomeworkImportDialog::retranslate()
{
    setWindowTitle(tr("Homework Results"));
    const qsizetype accepted = m_results.accepted().size();
    const qsizetype refused = m_results.refused().size();
    if (m_job.isRunning()) {
        m_summary->setText(
            tr("Checking file %1 of %2…").arg(std::min(m_checked + 1, m_checking)).arg(m_checking));
    } else {
        m_summary->setText(accepted + refused == 0
                ? tr("No results files imported yet. Each file's steps are checked again by the "
                     "program's own engine; a file whose score does not follow from its steps is "
                     "refused.")
                : tr("Files accepted: %1. Files refused: %2. Each score was counted again from "
                     "the pupil's steps.")
                      .arg(accepted)
                      .arg(refused));
    }
    m_refusedTitle->setText(tr("Refused files:"));
    m_refused->setHorizontalHeaderLabels({ tr("File"), tr("Why it was refused") });
    m_more->setText(tr("&Import More…"));
    m_save->setText(tr("&Save…"));
    m_close->setText(tr("&Close"));
}
