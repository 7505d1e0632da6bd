// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QMenuBar;
class QTreeWidget;

/*
 * Lists every keyboard shortcut of the window, menu by menu, read from the
 * menu bar's actions when shown (so it is never out of date), plus the keys
 * that are not menu entries (Tab between controls, Alt for the menus). Keys
 * are named as Qt names them in the language in use (QKeySequence::NativeText,
 * from Qt's own translations): "Rechts", "Strg+E" in German.
 * Rebuilt on QEvent::LanguageChange.
 */
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    // `menuBar` is not owned and outlives the dialog.
    explicit ShortcutsDialog(QMenuBar *menuBar, QWidget *parent = nullptr);

    QTreeWidget *list() const { return m_list; }
    void rebuild();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QMenuBar *m_menuBar;
    QTreeWidget *m_list;
};
