// SPDX-License-Identifier: MIT
#include "homeworkexport/homeworkexportdialog.h"

#include "algorithms/algorithmdescription.h"
#include "algorithms/algorithmregistry.h"
#include "coach/practicetaskform.h"
#include "coach/predicttext.h"
#include "homework/homeworkfile.h"
#include "solver/algorithm.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace {

QString cliName(nq::Algorithm algorithm)
{
    const std::string_view name = nq::algorithmInfo(algorithm).name;
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

// The page of a task type (m_type's items, m_pages' pages).
enum TaskType { PracticeType, PredictType, BrowseType };

HomeworkTask practiceTask(const PracticeTaskForm::Choice &chosen)
{
    HomeworkTask task;
    task.kind = HomeworkTask::Kind::Practice;
    task.algorithm = cliName(chosen.algorithm);
    task.n = chosen.n;
    task.stepLimit = int(chosen.stepLimit);
    task.pupilRefuses = !chosen.refusalsMarked;
    return task;
}

// Where the file dialog opens: the documents folder when there is one. A
// fresh account may have none, and a file dialog given a missing folder
// opens in the program's working directory instead.
QString startFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

// The file's name offered: the homework's title ("Week 3.html"), so that a
// term's homeworks saved one after another do not overwrite each other,
// without the characters a file system or a learning platform refuses.
QString fileNameFor(const QString &title)
{
    constexpr qsizetype MaxNameLength = 80;
    QString name;
    for (const QChar c : title.trimmed().left(MaxNameLength)) {
        name += c.isPrint() && !QStringLiteral("/\\:*?\"<>|").contains(c) ? c : QLatin1Char('-');
    }
    while (name.startsWith(QLatin1Char('.'))) {
        name.remove(0, 1); // not a hidden file
    }
    name = name.trimmed();
    return (name.isEmpty() ? QStringLiteral("homework") : name) + QStringLiteral(".html");
}

} // namespace

HomeworkExportDialog::HomeworkExportDialog(const QString &language, const LanguageName &languageName, QWidget *parent)
    : QDialog(parent)
    , m_title(new QLineEdit(this))
    , m_language(new QComboBox(this))
    , m_type(new QComboBox(this))
    , m_form(new PracticeTaskForm({ nq::Algorithm::LockLines, 6, 0, true },
          { HomeworkSpec::MinN, HomeworkSpec::MaxN, HomeworkSpec::MaxStepLimit }, QStringLiteral("homework"), this))
    , m_predictAlgorithm(new QComboBox(this))
    , m_predictSize(new QSpinBox(this))
    , m_frequency(new QComboBox(this))
    , m_k(new QSpinBox(this))
    , m_lastStep(new QSpinBox(this))
    , m_browseSize(new QSpinBox(this))
    , m_add(new QPushButton(this))
    , m_tasks(new QListWidget(this))
    , m_remove(new QPushButton(this))
    , m_message(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
    , m_export(new QPushButton(this))
{
    setObjectName(QStringLiteral("homeworkExportDialog"));
    setWindowTitle(tr("Export Homework"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("One web page for the pupils to open at home, with no network: each step "
                                "is checked by the same engine as in class, and they hand in a results "
                                "file for File > Import Homework Results."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_title->setMaxLength(HomeworkSpec::MaxTitleLength);
    m_title->setPlaceholderText(tr("Backtracking, week 3"));
    m_title->setObjectName(QStringLiteral("homeworkTitle"));
    auto *titleLabel = new QLabel(tr("&Title:"), this);
    titleLabel->setBuddy(m_title);
    form->addRow(titleLabel, m_title);
    for (const QString &code : HomeworkSpec::languages()) {
        m_language->addItem(languageName ? languageName(code) : code, code);
    }
    m_language->setCurrentIndex(std::max(0, m_language->findData(language)));
    m_language->setObjectName(QStringLiteral("homeworkLanguage"));
    auto *languageLabel = new QLabel(tr("The page's &language:"), this);
    languageLabel->setBuddy(m_language);
    form->addRow(languageLabel, m_language);
    layout->addLayout(form);

    // The task shown: its type, and that type's choices.
    m_type->addItems({ tr("Be the solver"), tr("Predict"), tr("Browse the solutions") });
    m_type->setObjectName(QStringLiteral("homeworkType"));
    auto *typeLabel = new QLabel(tr("Task t&ype:"), this);
    typeLabel->setBuddy(m_type);
    form->addRow(typeLabel, m_type);
    layout->addWidget(m_form);

    auto *predict = new QWidget(this);
    auto *predictForm = new QFormLayout(predict);
    predictForm->setContentsMargins(0, 0, 0, 0);
    for (const AlgorithmDescription *description : AlgorithmRegistry::all()) {
        m_predictAlgorithm->addItem(description->title(), int(description->id()));
    }
    m_predictAlgorithm->setCurrentIndex(std::max(0, m_predictAlgorithm->findData(int(nq::Algorithm::LockLines))));
    m_predictAlgorithm->setObjectName(QStringLiteral("homeworkPredictAlgorithm"));
    auto *algorithmLabel = new QLabel(tr("&Algorithm:"), predict);
    algorithmLabel->setBuddy(m_predictAlgorithm);
    predictForm->addRow(algorithmLabel, m_predictAlgorithm);
    m_predictSize->setRange(HomeworkSpec::MinN, HomeworkSpec::MaxN);
    m_predictSize->setValue(8);
    m_predictSize->setObjectName(QStringLiteral("homeworkPredictSize"));
    auto *predictSizeLabel = new QLabel(tr("Board &size (N):"), predict);
    predictSizeLabel->setBuddy(m_predictSize);
    predictForm->addRow(predictSizeLabel, m_predictSize);
    for (int f = 0; f < HomeworkSpec::frequencies().size(); ++f) {
        m_frequency->addItem(PredictText::frequencyName(nq::learn::Frequency(f)), HomeworkSpec::frequencies().at(f));
    }
    m_frequency->setCurrentIndex(std::max(0, m_frequency->findData(QStringLiteral("each-new-row"))));
    m_frequency->setObjectName(QStringLiteral("homeworkFrequency"));
    auto *frequencyLabel = new QLabel(tr("&When it asks:"), predict);
    frequencyLabel->setBuddy(m_frequency);
    predictForm->addRow(frequencyLabel, m_frequency);
    m_k->setRange(1, HomeworkSpec::MaxK);
    m_k->setValue(5);
    m_k->setObjectName(QStringLiteral("homeworkK"));
    auto *kLabel = new QLabel(tr("One step &in:"), predict);
    kLabel->setBuddy(m_k);
    predictForm->addRow(kLabel, m_k);
    m_lastStep->setRange(1, HomeworkSpec::MaxLastPosition);
    m_lastStep->setValue(120);
    m_lastStep->setObjectName(QStringLiteral("homeworkLastStep"));
    auto *lastStepLabel = new QLabel(tr("Questions u&p to step:"), predict);
    lastStepLabel->setBuddy(m_lastStep);
    predictForm->addRow(lastStepLabel, m_lastStep);
    m_pages = { m_form, predict, nullptr };
    layout->addWidget(predict);

    auto *browse = new QWidget(this);
    auto *browseForm = new QFormLayout(browse);
    browseForm->setContentsMargins(0, 0, 0, 0);
    m_browseSize->setRange(HomeworkSpec::MinN, HomeworkSpec::MaxBrowseN);
    m_browseSize->setValue(6);
    m_browseSize->setObjectName(QStringLiteral("homeworkBrowseSize"));
    auto *browseSizeLabel = new QLabel(tr("Board &size (N):"), browse);
    browseSizeLabel->setBuddy(m_browseSize);
    browseForm->addRow(browseSizeLabel, m_browseSize);
    m_pages[BrowseType] = browse;
    layout->addWidget(browse);
    showType(PracticeType);
    m_add->setText(tr("A&dd Task"));
    m_add->setObjectName(QStringLiteral("homeworkAddTask"));
    m_add->setToolTip(tr("Puts the task shown on the homework's list; add several for a homework of several tasks"));
    auto *addRow = new QHBoxLayout;
    addRow->addWidget(m_add);
    addRow->addStretch(1);
    layout->addLayout(addRow);

    auto *listLabel = new QLabel(tr("The homework's tas&ks (none added: the task shown):"), this);
    listLabel->setWordWrap(true);
    listLabel->setBuddy(m_tasks);
    layout->addWidget(listLabel);
    m_tasks->setObjectName(QStringLiteral("homeworkTasks"));
    m_tasks->setMaximumHeight(m_tasks->fontMetrics().height() * 5 + 8);
    layout->addWidget(m_tasks);
    m_remove->setText(tr("Remo&ve Task"));
    m_remove->setObjectName(QStringLiteral("homeworkRemoveTask"));
    auto *removeRow = new QHBoxLayout;
    removeRow->addWidget(m_remove);
    removeRow->addStretch(1);
    layout->addLayout(removeRow);

    // A shorter task type leaves the dialog taller than it needs (it never
    // shrinks): the room goes here, not between the rows.
    layout->addStretch(1);
    m_message->setObjectName(QStringLiteral("homeworkMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_message);

    m_export->setText(tr("&Export…"));
    m_export->setObjectName(QStringLiteral("homeworkExport"));
    m_export->setDefault(true);
    m_buttons->addButton(m_export, QDialogButtonBox::ActionRole);
    layout->addWidget(m_buttons);
    if (!HomeworkFile::available()) {
        m_message->setText(HomeworkFile::unavailableReason());
    }
    // Wide enough that the wrapped sentences take a few lines, and as tall
    // as everything asks: opened at its least height, the wrapped labels'
    // lines left the task's rows squeezed to slivers.
    setMinimumWidth(fontMetrics().averageCharWidth() * 64);

    connect(m_add, &QPushButton::clicked, this, &HomeworkExportDialog::addTask);
    connect(m_remove, &QPushButton::clicked, this, &HomeworkExportDialog::removeTask);
    connect(m_export, &QPushButton::clicked, this, &HomeworkExportDialog::chooseFileAndExport);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_tasks, &QListWidget::currentRowChanged, this, &HomeworkExportDialog::updateControls);
    connect(m_form, &PracticeTaskForm::changed, this, &HomeworkExportDialog::updateControls);
    connect(m_type, &QComboBox::currentIndexChanged, this, &HomeworkExportDialog::showType);
    connect(m_type, &QComboBox::currentIndexChanged, this, &HomeworkExportDialog::updateControls);
    connect(m_frequency, &QComboBox::currentIndexChanged, this, &HomeworkExportDialog::updateControls);
    updateControls();
    layout->activate();
    resize(sizeHint());
}

void HomeworkExportDialog::showType(int type)
{
    // One type's choices at a time; the dialog grows to hold the taller
    // ones (it never shrinks under the teacher's hands).
    for (int page = 0; page < int(m_pages.size()); ++page) {
        m_pages[page]->setVisible(page == type);
    }
    if (isVisible()) {
        layout()->activate();
        resize(size().expandedTo(sizeHint()));
    }
}

HomeworkTask HomeworkExportDialog::shownTask() const
{
    if (m_type->currentIndex() == PredictType) {
        HomeworkTask task;
        task.kind = HomeworkTask::Kind::Predict;
        task.algorithm = cliName(nq::Algorithm(m_predictAlgorithm->currentData().toInt()));
        task.n = m_predictSize->value();
        task.frequency = m_frequency->currentData().toString();
        task.k = m_k->value();
        task.lastPosition = m_lastStep->value();
        return task;
    }
    if (m_type->currentIndex() == BrowseType) {
        HomeworkTask task;
        task.kind = HomeworkTask::Kind::Browse;
        task.n = m_browseSize->value();
        return task;
    }
    return practiceTask(m_form->choice());
}

QString HomeworkExportDialog::describe(const HomeworkTask &task)
{
    if (task.kind == HomeworkTask::Kind::Browse) {
        return tr("Browse the solutions of %1 x %1").arg(task.n);
    }
    QString algorithm = task.algorithm;
    if (const std::optional<nq::Algorithm> id = nq::algorithmFromName(task.algorithm.toStdString())) {
        algorithm = AlgorithmRegistry::of(*id).title();
    }
    if (task.kind == HomeworkTask::Kind::Predict) {
        return tr("Predict: %1 x %1, %2, questions up to step %3").arg(task.n).arg(algorithm).arg(task.lastPosition);
    }
    const QString howFar = task.stepLimit > 0 ? tr("%n step(s)", "", task.stepLimit) : tr("to the first solution");
    const QString refusals = task.pupilRefuses ? tr("the pupil refuses") : tr("refusals marked");
    return tr("Be the solver: %1 x %1, %2, %3, %4").arg(task.n).arg(algorithm, howFar, refusals);
}

void HomeworkExportDialog::addTask()
{
    if (m_taskList.size() >= HomeworkSpec::MaxTasks) {
        return;
    }
    const HomeworkTask task = shownTask();
    m_taskList.append(task);
    m_tasks->addItem(describe(task));
    // The list is narrower than a long task's words: the whole in a tool tip.
    m_tasks->item(m_tasks->count() - 1)->setToolTip(describe(task));
    m_tasks->setCurrentRow(m_tasks->count() - 1);
    updateControls();
}

void HomeworkExportDialog::removeTask()
{
    const int row = m_tasks->currentRow();
    if (row < 0 || row >= m_taskList.size()) {
        return;
    }
    m_taskList.removeAt(row);
    delete m_tasks->takeItem(row);
    updateControls();
}

void HomeworkExportDialog::updateControls()
{
    m_add->setEnabled(m_taskList.size() < HomeworkSpec::MaxTasks
        && (m_type->currentIndex() != PracticeType || !m_form->taskText().isEmpty()));
    m_k->setEnabled(m_frequency->currentData().toString() == QLatin1String("one-in-k"));
    m_remove->setEnabled(m_tasks->currentRow() >= 0);
    // Checked on every change: no id drawn for it (exportTo() draws one).
    m_export->setEnabled(HomeworkFile::available() && chosen().invalidReasonWithoutId().isEmpty());
}

HomeworkSpec HomeworkExportDialog::chosen() const
{
    HomeworkSpec spec;
    spec.title = m_title->text().trimmed();
    spec.language = m_language->currentData().toString();
    spec.tasks = m_taskList.isEmpty() ? QList<HomeworkTask> { shownTask() } : m_taskList;
    return spec;
}

HomeworkSpec HomeworkExportDialog::spec() const
{
    HomeworkSpec spec = chosen();
    spec.id = HomeworkSpec::newId();
    return spec;
}

bool HomeworkExportDialog::exportTo(const QString &path)
{
    QString reason;
    const HomeworkSpec chosen = spec();
    if (const QString invalid = chosen.invalidReason(); !invalid.isEmpty()) {
        m_message->setText(invalid);
        return false;
    }
    if (!HomeworkFile::write(chosen, path, &reason)) {
        m_message->setText(tr("The homework was not written: %1").arg(reason));
        return false;
    }
    m_message->setText(tr("Written: %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

QString HomeworkExportDialog::message() const
{
    return m_message->text();
}

void HomeworkExportDialog::chooseFileAndExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Homework"),
        QDir(startFolder()).filePath(fileNameFor(m_title->text())), tr("Web page (*.html)"));
    if (path.isEmpty()) {
        return; // cancelled: every choice stays
    }
    if (exportTo(path)) {
        accept();
    }
}
