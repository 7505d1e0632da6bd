// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QWidget;

/*
 * Every dialog fits the screen it opens on. A dialog's size follows its
 * font, and presenting makes the font half as large again: Qt's own file
 * dialog then asks for about 970 x 820 pixels, taller than a 1280 x 720
 * projector, with its file name and Save below the screen's edge. So when
 * a dialog (any QDialog: the file dialogs, message boxes, the program's
 * own) is shown, it is made no larger than its screen's available area,
 * its frame included, and moved onto that area. Its layout then shares
 * out the smaller room (a file dialog's list gets shorter), and no button
 * is out of reach. A dialog whose minimum size is larger still is placed
 * with its top left corner (its title bar) on the screen.
 *
 * One filter on the application serves every window; install() is
 * idempotent.
 */
class ScreenFit : public QObject
{
    Q_OBJECT

public:
    static void install();
    // Fits `window` (a top-level widget) onto the screen it is on now.
    static void fit(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit ScreenFit(QObject *parent);
};
