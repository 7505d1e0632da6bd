// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QAction;
class QMenuBar;
class QTreeWidget;
class QTreeWidgetItem;

/*
 * Lists every keyboard shortcut of the window, menu by menu, read from the
 * menu bar's actions when shown (so it is never out of date), plus the keys
 * that are not menu entries (Tab between controls, Alt for the menus). Keys
 * are named as Qt names them in the language in use (QKeySequence::NativeText,
 * from Qt's own translations): "Rechts", "Strg+E" in German.
 * Rebuilt on QEvent::LanguageChange. Takes the main window's font (text size,
 * presentation mode) when opened and when it changes; long texts wrap, whole.
 */
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    // `menuBar` is not owned and outlives the dialog.
    explicit ShortcutsDialog(QMenuBar *menuBar, QWidget *parent = nullptr);

    QTreeWidget *list() const { return m_list; }
    // The names of the keys a person presses for `action`, in the language in
    // use: of a standard key (QKeySequence::Undo) only its first binding, not
    // the platform's extra keys (F14, the "Undo" key); every other key the
    // program gave the action (Space and Right, + and =).
    static QStringList keysToPress(const QAction *action);
    void rebuild();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The font `column` of `item` is drawn in.
    QFont shownFont(const QTreeWidgetItem *item, int column) const;
    // The room a text has in `column` of `item`: the column less the
    // indentation and the delegate's margins.
    int textWidth(const QTreeWidgetItem *item, int column) const;
    // Makes the dialog as wide as its texts on one line where the screen
    // allows, and sizes the columns and rows.
    void fitToText();
    // Makes every row as high as its texts wrapped at the columns' widths.
    void fitRows();

    QMenuBar *m_menuBar;
    QTreeWidget *m_list;
};
