// SPDX-License-Identifier: MIT
#include "homeworkimport/homeworkimportaction.h"

#include "homeworkimport/homeworkimportdialog.h"
#include "homeworkresults/homeworkregistry.h"

#include <QEvent>
#include <QWidget>

HomeworkImportAction::HomeworkImportAction(QWidget *window)
    : QAction(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("importHomeworkResults"));
    connect(this, &QAction::triggered, this, &HomeworkImportAction::run);
    window->installEventFilter(this);
    retranslate();
}

bool HomeworkImportAction::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    return QAction::eventFilter(watched, event);
}

void HomeworkImportAction::run()
{
    auto *dialog = new HomeworkImportDialog(HomeworkRegistry(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setClassMode(m_classMode);
    if (!dialog->chooseFiles()) {
        delete dialog;
        return;
    }
    dialog->open();
}

void HomeworkImportAction::retranslate()
{
    setText(tr("&Import Homework Results…"));
    setToolTip(tr("Check the results files the pupils handed in and show their scores"));
}
