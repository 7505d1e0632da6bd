// SPDX-License-Identifier: MIT
#pragma once

#include <QMenu>

class LanguageManager;
class QActionGroup;

/*
 * View > Language: "System language" and every available language, each
 * written in its own language (so it can be found by someone who cannot read
 * the current one). Choosing one switches the program at once.
 */
class LanguageMenu : public QMenu
{
    Q_OBJECT

public:
    // `languages` is not owned and outlives the menu.
    LanguageMenu(LanguageManager *languages, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    LanguageManager *m_languages;
    QActionGroup *m_group;
    QAction *m_system;
};
