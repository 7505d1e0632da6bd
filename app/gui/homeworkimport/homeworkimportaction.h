// SPDX-License-Identifier: MIT
#pragma once

#include <QAction>

class ClassMode;
class QWidget;

/*
 * File > Import Homework Results…: asks for the pupils' results files
 * (several at once) and shows them checked in a HomeworkImportDialog,
 * against the homeworks this program gave (HomeworkRegistry's folder).
 * Its words follow the window's language by themselves (it watches the
 * window's LanguageChange), so the menu only adds it. With the window's
 * class (setClassMode()), the dialog's Add to Class Results adds to that
 * class while it is open.
 */
class HomeworkImportAction : public QAction
{
    Q_OBJECT

public:
    // `window` is the dialogs' parent; it owns this action.
    explicit HomeworkImportAction(QWidget *window);
    // The window's class (not owned; it outlives this action), or none.
    void setClassMode(ClassMode *classMode) { m_classMode = classMode; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void run();
    void retranslate();

    QWidget *m_window;
    ClassMode *m_classMode = nullptr;
};
