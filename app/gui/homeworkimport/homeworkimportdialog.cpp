// SPDX-License-Identifier: MIT
#include "homeworkimport/homeworkimportdialog.h"

#include "homeworkimport/homeworkresultsmodel.h"

#include "classroom/classmode.h"
#include "classroom/classresultsdialog.h"
#include "files/outputfile.h"

#include <QDialogButtonBox>
#include <QFile>
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

namespace {

// Where the file dialogs open: the documents folder when there is one. A
// fresh account may have none, and a file dialog given a missing folder
// puts its name in the file name field, which the teacher must clear.
QString startFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}


} // namespace

HomeworkImportDialog::HomeworkImportDialog(const HomeworkRegistry &registry, QWidget *parent)
    : QDialog(parent)
    , m_registry(registry)
    , m_model(new HomeworkResultsModel(this))
    , m_summary(new QLabel(this))
    , m_classNote(new QLabel(this))
    , m_pupils(new QTableView(this))
    , m_refusedTitle(new QLabel(this))
    , m_refused(new QTableWidget(0, 2, this))
    , m_more(new QPushButton(this))
    , m_save(new QPushButton(this))
    , m_join(new QPushButton(this))
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
    m_classNote->setObjectName(QStringLiteral("homeworkClassNote"));
    m_classNote->setWordWrap(true);
    m_classNote->setTextFormat(Qt::PlainText);
    m_classNote->hide();
    layout->addWidget(m_classNote);

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
    buttons->addButton(m_join, QDialogButtonBox::ActionRole);
    buttons->addButton(m_save, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    layout->addWidget(buttons);
    connect(m_more, &QPushButton::clicked, this, &HomeworkImportDialog::chooseFiles);
    connect(m_save, &QPushButton::clicked, this, &HomeworkImportDialog::save);
    m_join->setObjectName(QStringLiteral("addToClassResults"));
    connect(m_join, &QPushButton::clicked, this, &HomeworkImportDialog::addToClass);
    m_join->setEnabled(false);
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
    m_join->setEnabled(!m_results.accepted().isEmpty());
    retranslate();
    startNext();
}

bool HomeworkImportDialog::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Import Homework Results"),
        startFolder(), tr("Homework results (*.nqueens-result);;All files (*)"));
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
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the Homework Results"),
        QDir(startFolder()).filePath(tr("homework-results.csv")),
        tr("CSV for spreadsheets (*.csv);;JSON (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!m_results.save(path, &error)) {
        QMessageBox::warning(this, tr("Results not saved"), error);
        return;
    }
    // Saving leaves no other trace in the dialog: say where the file went.
    m_savedTo = path;
    retranslate();
}

void HomeworkImportDialog::setClassMode(ClassMode *classMode)
{
    if (m_classMode) {
        disconnect(m_classMode, nullptr, this, nullptr);
    }
    m_classMode = classMode;
    if (classMode) {
        // The button names where it adds: the open class or a file.
        connect(classMode, &ClassMode::stateChanged, this, &HomeworkImportDialog::retranslate);
    }
    retranslate();
}

QList<ClassResults::HandedIn> HomeworkImportDialog::handedIn() const
{
    QList<ClassResults::HandedIn> handedIn;
    for (const HomeworkReplay::Outcome &outcome : m_results.accepted()) {
        ClassResults::Homework homework { outcome.homework.id, outcome.homework.title, {} };
        for (const HomeworkCounts &counts : outcome.counts) {
            homework.tasks.append(HomeworkResultsModel::classTask(counts));
        }
        handedIn.append({ outcome.pupil, homework });
    }
    return handedIn;
}

int HomeworkImportDialog::addToOpenClass()
{
    const QList<ClassResults::HandedIn> results = handedIn();
    if (!m_classMode || !m_classMode->isOpen()) {
        return int(results.size());
    }
    const int notRecorded = m_classMode->addHomework(results);
    m_note = { int(results.size()) - notRecorded, notRecorded, QString() };
    retranslate();
    return notRecorded;
}

bool HomeworkImportDialog::addToClassFile(const QString &path, QString *error, ClassResults *added)
{
    // A class's results are a regular file of at most MaxJsonBytes: nothing
    // more is read (a device or a FIFO would never end).
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly)) {
        *error = tr("The class's results could not be read from %1.")
                     .arg(QDir::toNativeSeparators(path));
        return false;
    }
    const QByteArray json = file.read(ClassResults::MaxJsonBytes + 1);
    file.close();
    std::optional<ClassResults> results = ClassResults::fromJson(json, error);
    if (!results) {
        return false;
    }
    const QList<ClassResults::HandedIn> joined = handedIn();
    const int notRecorded = results->addHomework(joined);
    if (!OutputFile::writeAll(path, results->toJson(), error)) {
        return false;
    }
    m_note = { int(joined.size()) - notRecorded, notRecorded, QFileInfo(path).fileName() };
    retranslate();
    if (added) {
        *added = *results;
    }
    return true;
}

void HomeworkImportDialog::addToClass()
{
    if (m_classMode && m_classMode->isOpen()) {
        addToOpenClass();
        return;
    }
    const QString path = QFileDialog::getOpenFileName(this, tr("Add to Class Results"),
        startFolder(), tr("Class results (*.json);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    ClassResults joined;
    if (!addToClassFile(path, &error, &joined)) {
        QMessageBox::warning(this, tr("Homework not added"), error);
        return;
    }
    // The file is JSON; the teacher's spreadsheet wants CSV.
    QMessageBox box(QMessageBox::Information, tr("Homework Added"), classNote(), QMessageBox::Close, this);
    QPushButton *csv = box.addButton(tr("Save as &CSV…"), QMessageBox::ActionRole);
    box.exec();
    if (box.clickedButton() == csv) {
        ClassResultsDialog::saveAs(joined, this);
    }
}

QString HomeworkImportDialog::classNote() const
{
    return m_classNote->isHidden() ? QString() : m_classNote->text();
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
        if (!m_savedTo.isEmpty()) {
            m_summary->setText(m_summary->text() + QLatin1Char(' ')
                + tr("Saved as %1.").arg(QDir::toNativeSeparators(m_savedTo)));
        }
    }
    m_refusedTitle->setText(tr("Refused files:"));
    m_refused->setHorizontalHeaderLabels({ tr("File"), tr("Why it was refused") });
    m_more->setText(tr("&Import More…"));
    m_save->setText(tr("&Save…"));
    const bool classOpen = m_classMode && m_classMode->isOpen();
    m_join->setText(classOpen ? tr("Add to Class &Results") : tr("Add to Class &Results File…"));
    m_join->setToolTip(classOpen
            ? tr("Put the accepted pupils' scores into the open class's results")
            : tr("Put the accepted pupils' scores into a class's results saved earlier as JSON"));
    if (m_note.file.isNull() && m_note.added == 0 && m_note.notRecorded == 0) {
        m_classNote->hide();
    } else {
        QString note = m_note.file.isNull()
            ? tr("The homework of %n pupil(s) was added to the open class's results.", nullptr,
                  m_note.added)
            : tr("The homework of %n pupil(s) was added to %1.", nullptr, m_note.added)
                  .arg(m_note.file);
        if (m_note.notRecorded > 0) {
            note += QLatin1Char(' ')
                + tr("%n result(s) could not be added: the class's results are full.", nullptr,
                    m_note.notRecorded);
        }
        m_classNote->setText(note);
        m_classNote->show();
    }
    m_close->setText(tr("&Close"));
}
