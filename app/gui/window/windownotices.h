// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

class ClassMode;
class ClassOffers;
class ExportActions;
class QLabel;
class QMainWindow;
class SessionController;

/*
 * What the window tells its user besides the step: a sentence in the status
 * bar for a while, the status line itself after an export, and warning
 * boxes that do not block the window (each named, so that tests read
 * them), in the window's text size. It follows the parts that have
 * something to say: sessions refused or not saved, a class not opened or
 * its results not written, the class's offers, exports done.
 */
class WindowNotices : public QObject
{
    Q_OBJECT

public:
    // `window` and `status` (its status line) are not owned and outlive this object.
    WindowNotices(QMainWindow *window, QLabel *status);

    void follow(SessionController *sessions);
    void follow(ClassMode *classMode, ClassOffers *offers);
    void follow(ExportActions *exports);

public slots:
    // A sentence shown in the status bar for a while. Also when called
    // before the window is shown.
    void showMessage(const QString &message);
    // A warning box over the window, named `name`, that does not block it.
    void openWarning(const QString &title, const QString &message, const QString &name);

private:
    QMainWindow *m_window;
    QLabel *m_status;
};
