// SPDX-License-Identifier: MIT
#pragma once

#include <QAction>

#include <functional>

class QWidget;

/*
 * File > Export Homework…: opens a HomeworkExportDialog over the window,
 * its page's language the window's at that moment. Its words follow the
 * window's language by themselves (it watches the window's LanguageChange),
 * so the menu only adds it. Once a file is written the dialog closes, and a
 * window that is a QMainWindow says where in its status bar.
 */
class HomeworkExportAction : public QAction
{
    Q_OBJECT

public:
    // `window` is the dialog's parent and owns this action; `language`
    // says the window's language ("de") when the dialog opens, and
    // `languageName` names a language in its own words ("Deutsch").
    HomeworkExportAction(QWidget *window, std::function<QString()> language,
        std::function<QString(const QString &)> languageName);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // How long the status bar says where the file went.
    static constexpr int StatusMilliseconds = 15000;

    void run();
    void retranslate();

    QWidget *m_window;
    std::function<QString()> m_language;
    std::function<QString(const QString &)> m_languageName;
};
