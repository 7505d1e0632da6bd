// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QEvent>
#include <QObject>

namespace nqtest {

/*
 * Counts the QEvent::LanguageChange events sent while it lives, to the
 * application and to every object (an application-wide event filter): for
 * a test that something translated in another language retranslated
 * nothing. Header only; needs a QCoreApplication.
 */
class LanguageChanges : public QObject
{
public:
    LanguageChanges() { QCoreApplication::instance()->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange) {
            ++count;
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace nqtest
