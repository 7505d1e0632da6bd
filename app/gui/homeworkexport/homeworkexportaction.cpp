// SPDX-License-Identifier: MIT
#include "homeworkexport/homeworkexportaction.h"

#include "homeworkexport/homeworkexportdialog.h"

#include <QEvent>
#include <QMainWindow>
#include <QStatusBar>
#include <QWidget>

#include <utility>

HomeworkExportAction::HomeworkExportAction(QWidget *window, std::function<QString()> language,
    std::function<QString(const QString &)> languageName)
    : QAction(window)
    , m_window(window)
    , m_language(std::move(language))
    , m_languageName(std::move(languageName))
{
    setObjectName(QStringLiteral("exportHomework"));
    connect(this, &QAction::triggered, this, &HomeworkExportAction::run);
    window->installEventFilter(this);
    retranslate();
}

bool HomeworkExportAction::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    return QAction::eventFilter(watched, event);
}

void HomeworkExportAction::run()
{
    auto *dialog = new HomeworkExportDialog(m_language ? m_language() : QStringLiteral("en"), m_languageName, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The dialog closes once the file is written: its "Written: <path>"
    // would go with it, and the teacher would not know where the file went.
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (auto *window = qobject_cast<QMainWindow *>(m_window)) {
            window->statusBar()->showMessage(dialog->message(), StatusMilliseconds);
        }
    });
    dialog->open();
}

void HomeworkExportAction::retranslate()
{
    setText(tr("Export &Homework…"));
    setToolTip(tr("Write a homework as one web page that checks every step offline, for the pupils to open at home"));
}
