// SPDX-License-Identifier: MIT
#pragma once

#include <QMenu>

class QMainWindow;
class ShortcutsDialog;

/*
 * The Help menu: the keyboard shortcuts (F1), the example lessons shipped
 * with the program, About this program and About Qt. Retranslates itself.
 */
class HelpMenu : public QMenu
{
    Q_OBJECT

public:
    // `window` is not owned; its menu bar is what the shortcuts dialog lists.
    explicit HelpMenu(QMainWindow *window);

    QAction *shortcutsAction() const { return m_shortcuts; }
    QAction *aboutAction() const { return m_about; }
    QMenu *examplesMenu() const { return m_examples; }
    // The shipped lessons' resource paths, in menu order.
    static QStringList examplePaths();
    // Shows (and creates on first use) the shortcuts dialog.
    ShortcutsDialog *showShortcuts();
    // The About box's text (HTML), for tests.
    static QString aboutText();

signals:
    // An example lesson was chosen: the session file at `path` (a resource).
    void exampleChosen(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showAbout();

    QMainWindow *m_window;
    QAction *m_shortcuts;
    QAction *m_about;
    QAction *m_aboutQt;
    QMenu *m_examples;
    QList<QAction *> m_exampleActions;
    ShortcutsDialog *m_dialog = nullptr;
};
