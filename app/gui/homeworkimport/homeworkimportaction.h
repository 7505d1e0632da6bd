// SPDX-License-Identifier: MIT
#pragma once

#include <QAction>

class QWidget;

/*
 * File > Import Homework Results…: asks for the pupils' results files
 * (several at once) and shows them checked in a HomeworkImportDialog,
 * against the homeworks this program gave (HomeworkRegistry's folder).
 * Its words follow the window's language by themselves (it watches the
 * window's LanguageChange), so the menu only adds it.
 */
class HomeworkImportAction : public QAction
{
    Q_OBJECT

public:
    // `window` is the dialogs' parent; it owns this action.
    explicit HomeworkImportAction(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void run();
    void retranslate();

    QWidget *m_window;
};
