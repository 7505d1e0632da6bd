// SPDX-License-Identifier: MIT
#include "classroom/classresultsdialog.h"

#include "classroom/classmode.h"
#include "classroom/classresultstable.h"
#include "files/outputfile.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

ClassResultsDialog *ClassResultsDialog::fromFile(const QString &journal, QWidget *parent, QString *error)
{
    QFile file(journal);
    // The file is ours, but anything in a user's folder may have been
    // changed: read at most what fromJson() takes, and check it all.
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1 could not be read: %2").arg(QDir::toNativeSeparators(journal), file.errorString());
        return nullptr;
    }
    QString why;
    std::optional<ClassResults> results = ClassResults::fromJson(file.read(ClassResults::MaxJsonBytes + 1), &why);
    if (!results) {
        *error = tr("%1 holds no class results: %2").arg(QDir::toNativeSeparators(journal), why);
        return nullptr;
    }
    return new ClassResultsDialog(journal, std::move(*results), parent);
}

ClassResultsDialog::ClassResultsDialog(const QString &journal, ClassResults results, QWidget *parent)
    : QDialog(parent)
    , m_journal(journal)
    , m_results(std::move(results))
    , m_table(new ClassResultsTable(this))
{
    setObjectName(QStringLiteral("classResultsDialog"));
    setWindowTitle(tr("Results of a Class That Did Not Close"));
    auto *layout = new QVBoxLayout(this);
    auto *about = new QLabel(tr("The program stopped while a class was open. Its results up to the last "
                                "question were kept in %1.")
                                 .arg(QDir::toNativeSeparators(journal)),
        this);
    about->setWordWrap(true);
    about->setTextFormat(Qt::PlainText);
    layout->addWidget(about);
    m_table->showResults(m_results);
    layout->addWidget(m_table, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ClassResultsDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::finished, this, [this] {
        // Seen: not offered again at the next start.
        QString seen = m_journal;
        seen.replace(QStringLiteral(".open.json"), QStringLiteral(".json"));
        // Only where nothing is: never onto another class's file, never
        // through a link left at that name.
        if (seen != m_journal) {
            OutputFile::renameNew(m_journal, seen);
        }
    });
}

void ClassResultsDialog::save()
{
    saveAs(m_results, this);
}

void ClassResultsDialog::saveAs(const ClassResults &results, QWidget *parent)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString fileName = QFileDialog::getSaveFileName(parent, tr("Save the Class's Results"),
        QDir(folder).filePath(tr("class-results.csv")), tr("CSV for spreadsheets (*.csv);;JSON (*.json)"));
    if (fileName.isEmpty()) {
        return;
    }
    QString error;
    if (!results.save(fileName, &error)) {
        QMessageBox::warning(parent, tr("Results not saved"), error);
    }
}
