// SPDX-License-Identifier: MIT
#pragma once

#include <QMenu>

class QMainWindow;
class ShortcutsDialog;

/*
 * The Help menu: the keyboard shortcuts (F1), About this program and About
 * Qt. Retranslates itself.
 */
class HelpMenu : public QMenu
{
    Q_OBJECT

public:
    // `window` is not owned; its menu bar is what the shortcuts dialog lists.
    explicit HelpMenu(QMainWindow *window);

    QAction *shortcutsAction() const { return m_shortcuts; }
    QAction *aboutAction() const { return m_about; }
    // Shows (and creates on first use) the shortcuts dialog.
    ShortcutsDialog *showShortcuts();
    // The About box's text (HTML), for tests.
    static QString aboutText();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showAbout();

    QMainWindow *m_window;
    QAction *m_shortcuts;
    QAction *m_about;
    QAction *m_aboutQt;
    ShortcutsDialog *m_dialog = nullptr;
};
